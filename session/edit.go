package session

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"gametree/tree"
)

// Errors of edits that do not fit the node they act on.
var (
	ErrRootSibling = errors.New("the root has no siblings: select another node")
	ErrRootDelete  = errors.New("the root cannot be deleted: start a new tree instead (File, New Tree)")
	ErrRootMove    = errors.New("the root has no siblings to move among")
)

// Target is the node an edit acts on: the selection, or the search's
// current node, or the root.
func (s *Session) Target() tree.Path {
	switch {
	case s.doc.Tree == nil:
		return nil
	case s.selected != tree.None && int(s.selected) < s.doc.Tree.Len():
		return s.doc.Tree.PathOf(s.selected)
	case s.trace != nil && s.trace.Tree == s.doc.Tree:
		if cur := s.Snapshot().Current(); cur != tree.None {
			return s.doc.Tree.PathOf(cur)
		}
	}
	return tree.Path{}
}

// Edit applies one edit: the edited tree becomes the document, the search
// runs again from step 0, and the node at the path select returns (on the
// edited tree) becomes the selection; a nil select keeps the selected
// node's path.
func (s *Session) Edit(e tree.Edit, selectAfter func(t *tree.Tree) tree.Path) (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, errors.New("no tree to edit")
	}
	keep := s.selectedPath()
	next, err := s.history.Do(s.doc.Tree, e)
	if err != nil {
		return Request{}, err
	}
	if selectAfter != nil {
		keep = selectAfter(next)
	}
	return s.edited(next, keep), nil
}

func (s *Session) selectedPath() tree.Path {
	if s.selected == tree.None || s.doc.Tree == nil || int(s.selected) >= s.doc.Tree.Len() {
		return nil
	}
	return s.doc.Tree.PathOf(s.selected)
}

// edited puts an edited tree in place, selecting the node at sel.
func (s *Session) edited(t *tree.Tree, sel tree.Path) Request {
	s.doc.Tree = t
	s.doc.Dirty = true
	s.selected = tree.None
	if sel != nil {
		if id, err := t.At(sel); err == nil {
			s.selected = id
		}
	}
	if !slices.Contains(s.DepthLimits(), s.opt.Depth) {
		s.opt.Depth = 0
	}
	return s.request(true, false, nil)
}

// UndoName and RedoName name what Undo and Redo would do ("" for nothing).
func (s *Session) UndoName() string { return s.history.UndoName() }

// RedoName names the edit Redo would apply again.
func (s *Session) RedoName() string { return s.history.RedoName() }

// Undo takes the last edit back.
func (s *Session) Undo() (Request, error) { return s.travel(s.history.Undo) }

// Redo applies the last undone edit again.
func (s *Session) Redo() (Request, error) { return s.travel(s.history.Redo) }

func (s *Session) travel(step func(*tree.Tree) (*tree.Tree, error)) (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, errors.New("no tree to edit")
	}
	keep := s.selectedPath()
	t, err := step(s.doc.Tree)
	if err != nil {
		return Request{}, err
	}
	return s.edited(t, keep), nil
}

func child(p tree.Path, i int) tree.Path { return append(slices.Clone(p), i) }

// AddChild adds a leaf under the target, which stays selected so that the
// next AddChild adds its sibling; it returns the new leaf's path.
func (s *Session) AddChild() (Request, tree.Path, error) {
	at := s.Target()
	var added tree.Path
	r, err := s.Edit(&tree.AddChild{At: at}, func(t *tree.Tree) tree.Path {
		id, _ := t.At(at)
		added = child(at, len(t.Nodes[id].Children)-1)
		return at
	})
	return r, added, err
}

// AddSibling adds a leaf after the target and selects it, so that the
// next AddSibling adds the one after; it returns the new leaf's path.
func (s *Session) AddSibling() (Request, tree.Path, error) {
	at := s.Target()
	if len(at) == 0 {
		return Request{}, nil, ErrRootSibling
	}
	added := slices.Clone(at)
	added[len(added)-1]++
	r, err := s.Edit(&tree.AddSibling{At: at}, func(*tree.Tree) tree.Path { return added })
	return r, added, err
}

// Delete deletes the target's subtree and selects its parent.
func (s *Session) Delete() (Request, error) {
	at := s.Target()
	if len(at) == 0 {
		return Request{}, ErrRootDelete
	}
	return s.Edit(&tree.Delete{At: at}, func(*tree.Tree) tree.Path { return at[:len(at)-1] })
}

// MoveChild moves the target by places among its siblings; it stays
// selected.
func (s *Session) MoveChild(by int) (Request, error) {
	at := s.Target()
	if len(at) == 0 {
		return Request{}, ErrRootMove
	}
	return s.Edit(&tree.MoveChild{At: at, By: by}, func(*tree.Tree) tree.Path {
		p := slices.Clone(at)
		p[len(p)-1] += by
		return p
	})
}

// SetKind sets who moves at the target.
func (s *Session) SetKind(k tree.Kind) (Request, error) {
	return s.Edit(&tree.SetKind{At: s.Target(), Kind: k}, nil)
}

// FlipRoot flips the root between MAX and MIN.
func (s *Session) FlipRoot() (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, errors.New("no tree to edit")
	}
	return s.Edit(&tree.SetRootKind{Kind: s.doc.Tree.Kinds(tree.Auto)[tree.Root].Opposite()}, nil)
}

// Order orders children best-first (or worst-first) by their minimax
// values: in the selected subtree, or the whole tree with nothing selected.
func (s *Session) Order(best bool) (Request, error) {
	at := s.selectedPath()
	if at == nil {
		at = tree.Path{}
	}
	return s.Edit(&tree.Order{At: at, BestFirst: best}, nil)
}

// Relabel names every node automatically again.
func (s *Session) Relabel() (Request, error) { return s.Edit(&tree.Relabel{}, nil) }

// NodeFields are the fields of the node dialog, as typed.
type NodeFields struct {
	Label string
	// Value is a leaf's value or an inner node's estimate ("" for none).
	Value string
	Kind  tree.Kind
	Move  string
}

// Fields returns what the node dialog starts with for the node at p.
func (s *Session) Fields(p tree.Path) (NodeFields, bool) {
	if s.doc.Tree == nil {
		return NodeFields{}, false
	}
	id, err := s.doc.Tree.At(p)
	if err != nil {
		return NodeFields{}, false
	}
	n := s.doc.Tree.Nodes[id]
	f := NodeFields{Label: n.Label, Kind: n.Kind, Move: n.Move}
	switch {
	case n.IsLeaf():
		f.Value = tree.FormatValue(n.Value)
	case n.HasEstimate:
		f.Value = tree.FormatValue(n.Estimate)
	}
	return f, true
}

// EditNode changes the name, value or estimate, kind and move of the node
// at p in one undoable step. Nothing changes (and no request is made) when
// the fields are as they were.
func (s *Session) EditNode(p tree.Path, f NodeFields) (Request, bool, error) {
	old, ok := s.Fields(p)
	if !ok {
		return Request{}, false, fmt.Errorf("%w: no node at %v", tree.ErrNoNode, p)
	}
	id, _ := s.doc.Tree.At(p)
	n := s.doc.Tree.Nodes[id]
	var edits []tree.Edit
	if label := strings.TrimSpace(f.Label); label != old.Label {
		edits = append(edits, &tree.SetLabel{At: p, Label: label})
	}
	text := strings.TrimSpace(f.Value)
	switch {
	case text == old.Value:
	case n.IsLeaf():
		v, err := ParseNumber(text)
		if err != nil {
			return Request{}, false, fmt.Errorf("value of %s: %w", n.Label, err)
		}
		edits = append(edits, &tree.SetValue{At: p, Value: v})
	case text == "":
		edits = append(edits, &tree.SetEstimate{At: p, Clear: true})
	default:
		v, err := ParseNumber(text)
		if err != nil {
			return Request{}, false, fmt.Errorf("estimate of %s: %w", n.Label, err)
		}
		edits = append(edits, &tree.SetEstimate{At: p, Estimate: v})
	}
	if f.Kind != old.Kind {
		edits = append(edits, &tree.SetKind{At: p, Kind: f.Kind})
	}
	if f.Move != old.Move {
		edits = append(edits, &tree.SetMove{At: p, Move: f.Move})
	}
	if len(edits) == 0 {
		return Request{}, false, nil
	}
	r, err := s.Edit(&tree.Batch{Label: "Edit " + n.Label, Edits: edits}, nil)
	return r, err == nil, err
}

// ParseNumber reads a value as the tree formats do (NaN and infinities
// refused).
func ParseNumber(s string) (float64, error) {
	t, err := tree.ReadBracket([]byte(s))
	if err != nil || !t.Nodes[tree.Root].IsLeaf() {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	return t.Nodes[tree.Root].Value, nil
}
