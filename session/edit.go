package session

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

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

// NewChild is what AddChild would add under the target: its path and the
// fields it would start with (its own name, and 0 or, under a leaf, the
// leaf's value), for the dialog that asks for them first.
func (s *Session) NewChild() (tree.Path, NodeFields, error) {
	at := s.Target()
	return s.dryRun(&tree.AddChild{At: at}, func(t *tree.Tree) tree.Path {
		id, _ := t.At(at)
		return child(at, len(t.Nodes[id].Children)-1)
	})
}

// NewSibling is what AddSibling would add after the target.
func (s *Session) NewSibling() (tree.Path, NodeFields, error) {
	at := s.Target()
	if len(at) == 0 {
		return nil, NodeFields{}, ErrRootSibling
	}
	return s.dryRun(&tree.AddSibling{At: at}, func(*tree.Tree) tree.Path { return next(at) })
}

func next(p tree.Path) tree.Path {
	q := slices.Clone(p)
	q[len(q)-1]++
	return q
}

// dryRun applies e to a copy of the document and returns the path and
// fields of the leaf it added.
func (s *Session) dryRun(e tree.Edit, added func(*tree.Tree) tree.Path) (tree.Path, NodeFields, error) {
	if s.doc.Tree == nil {
		return nil, NodeFields{}, errors.New("no tree to edit")
	}
	t := s.doc.Tree.Clone()
	if err := e.Apply(t); err != nil {
		return nil, NodeFields{}, err
	}
	p := added(t)
	f, _ := fieldsOf(t, p)
	return p, f, nil
}

// AddChild adds a leaf with the fields f under the target, in one
// undoable step; the target stays selected, so that the next AddChild adds
// its sibling.
func (s *Session) AddChild(f NodeFields) (Request, error) {
	at := s.Target()
	p, _, err := s.NewChild()
	if err != nil {
		return Request{}, err
	}
	return s.addWith(&tree.AddChild{At: at}, "Add Child", p, f, at)
}

// AddSibling adds a leaf with the fields f after the target and selects
// it, so that the next AddSibling adds the one after.
func (s *Session) AddSibling(f NodeFields) (Request, error) {
	at := s.Target()
	p, _, err := s.NewSibling()
	if err != nil {
		return Request{}, err
	}
	return s.addWith(&tree.AddSibling{At: at}, "Add Sibling", p, f, p)
}

// addWith applies e, which adds the leaf at added, and gives the leaf the
// fields f, all as one edit named name; sel is selected afterwards.
func (s *Session) addWith(e tree.Edit, name string, added tree.Path, f NodeFields, sel tree.Path) (Request, error) {
	t := s.doc.Tree.Clone()
	if err := e.Apply(t); err != nil {
		return Request{}, err
	}
	edits, err := fieldEdits(t, added, f)
	if err != nil {
		return Request{}, err
	}
	return s.Edit(&tree.Batch{Label: name, Edits: append([]tree.Edit{e}, edits...)}, func(*tree.Tree) tree.Path { return sel })
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
	return fieldsOf(s.doc.Tree, p)
}

func fieldsOf(t *tree.Tree, p tree.Path) (NodeFields, bool) {
	id, err := t.At(p)
	if err != nil {
		return NodeFields{}, false
	}
	n := t.Nodes[id]
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
	if s.doc.Tree == nil {
		return Request{}, false, errors.New("no tree to edit")
	}
	edits, err := fieldEdits(s.doc.Tree, p, f)
	if err != nil || len(edits) == 0 {
		return Request{}, false, err
	}
	id, _ := s.doc.Tree.At(p)
	r, err := s.Edit(&tree.Batch{Label: "Edit " + s.doc.Tree.Name(id), Edits: edits}, nil)
	return r, err == nil, err
}

// fieldEdits are the edits that give the node at p in t the fields f.
func fieldEdits(t *tree.Tree, p tree.Path, f NodeFields) ([]tree.Edit, error) {
	old, ok := fieldsOf(t, p)
	if !ok {
		return nil, fmt.Errorf("%w: no node at %v", tree.ErrNoNode, p)
	}
	id, _ := t.At(p)
	n := t.Nodes[id]
	var edits []tree.Edit
	if label := strings.TrimSpace(f.Label); label != old.Label {
		if err := CheckText(label, "name"); err != nil {
			return nil, err
		}
		edits = append(edits, &tree.SetLabel{At: p, Label: label})
	}
	text := strings.TrimSpace(f.Value)
	switch {
	case text == old.Value:
	case n.IsLeaf():
		v, err := ParseNumber(text)
		if err != nil {
			return nil, fmt.Errorf("value of %s: %w", n.Label, err)
		}
		edits = append(edits, &tree.SetValue{At: p, Value: v})
	case text == "":
		edits = append(edits, &tree.SetEstimate{At: p, Clear: true})
	default:
		v, err := ParseNumber(text)
		if err != nil {
			return nil, fmt.Errorf("estimate of %s: %w", n.Label, err)
		}
		edits = append(edits, &tree.SetEstimate{At: p, Estimate: v})
	}
	if f.Kind != old.Kind {
		edits = append(edits, &tree.SetKind{At: p, Kind: f.Kind})
	}
	if f.Move != old.Move {
		if err := CheckText(f.Move, "move"); err != nil {
			return nil, err
		}
		edits = append(edits, &tree.SetMove{At: p, Move: f.Move})
	}
	return edits, nil
}

// CheckText refuses a name or move with a control character (a line
// break, a terminal escape) or over 200 characters, as the readers do.
func CheckText(s, what string) error {
	if i := strings.IndexFunc(s, unicode.IsControl); i >= 0 {
		return fmt.Errorf("the %s has a control character (%q): write it on one line, in plain text", what, []rune(s[i:])[0])
	}
	if n := utf8.RuneCountInString(s); n > tree.MaxText {
		return fmt.Errorf("the %s has %d characters: at most %d", what, n, tree.MaxText)
	}
	return nil
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
