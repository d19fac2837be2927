package session

import (
	"strconv"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// The edits of building a tree from the keyboard: a value typed where the
// node stands, a node given several children at once, a subtree pasted as
// bracket text. Each is one undoable step.

// MaxNewChildren is the most children AddChildren gives a node at once.
const MaxNewChildren = 100

// SetValue gives the node at p the value typed where it stands: a leaf
// its value, an inner node its estimate ("" takes the estimate away),
// read as the node dialog reads it, in one undoable step ("Value of
// b1"). A value the node has already changes nothing (changed is false);
// text that is not a number changes nothing and says so.
func (s *Session) SetValue(p tree.Path, text string) (r Request, changed bool, err error) {
	f, ok := s.Fields(p)
	if !ok {
		if s.doc.Tree == nil {
			return Request{}, false, ErrNoTree
		}
		return Request{}, false, i18n.Wrap(tree.ErrNoNode, "session.no_node_at", "Path", p.String())
	}
	f.Value = text
	edits, err := fieldEdits(s.doc.Tree, p, f, s.Lang().DecimalSeparator())
	if err != nil || len(edits) == 0 {
		return Request{}, false, err
	}
	id, _ := s.doc.Tree.At(p)
	r, err = s.editNamed(&tree.Batch{Label: "session.set_value", Edits: edits},
		i18n.New("session.set_value", "Node", s.doc.Tree.Name(id)), nil)
	return r, err == nil, err
}

// ParseChildren reads the number of children typed for AddChildren: a
// whole number from 1 to MaxNewChildren.
func ParseChildren(text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 || n > MaxNewChildren {
		return 0, i18n.New("session.children_count", "Text", strconv.Quote(strings.TrimSpace(text)), "Max", MaxNewChildren)
	}
	return n, nil
}

// AddChildren gives the target n new leaves after its children, in one
// undoable step, and selects the first of them, ready for its value. A
// leaf becomes an inner node and hands its value to its first child (as
// AddChild does); the others are worth 0.
func (s *Session) AddChildren(n int) (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, ErrNoTree
	}
	if n < 1 || n > MaxNewChildren {
		return Request{}, i18n.New("session.children_count", "Text", strconv.Itoa(n), "Max", MaxNewChildren)
	}
	at := s.Target()
	id, err := s.doc.Tree.At(at)
	if err != nil {
		return Request{}, err
	}
	first := child(at, len(s.doc.Tree.Nodes[id].Children))
	sel := func(*tree.Tree) tree.Path { return first }
	if n == 1 {
		return s.Edit(&tree.AddChild{At: at}, sel)
	}
	edits := make([]tree.Edit, n)
	for i := range edits {
		edits[i] = &tree.AddChild{At: at}
	}
	return s.editNamed(&tree.Batch{Label: "session.add_children", Edits: edits},
		i18n.New("session.add_children", "Count", n, "Node", s.doc.Tree.Name(id)), sel)
}

// PasteSubtree replaces the target's subtree with the tree the bracket
// text describes ([[3, 12, 8], [2, 4, 6]]), in one undoable step: the
// target keeps its name and who moves there, its children are named
// after it. Text that is not a tree in bracket notation changes nothing,
// and the error says the line and column of the mistake.
func (s *Session) PasteSubtree(text string) (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, ErrNoTree
	}
	at := s.Target()
	id, err := s.doc.Tree.At(at)
	if err != nil {
		return Request{}, err
	}
	name := s.doc.Tree.Name(id)
	if strings.TrimSpace(text) == "" {
		return Request{}, i18n.New("session.paste_empty", "Node", name)
	}
	pasted, err := tree.ReadBracket([]byte(text))
	if err != nil {
		return Request{}, i18n.Wrap(err, "session.paste_not_tree", "Node", name)
	}
	var edits []tree.Edit
	for i := len(s.doc.Tree.Nodes[id].Children) - 1; i >= 0; i-- {
		edits = append(edits, &tree.Delete{At: child(at, i)})
	}
	edits = grow(edits, pasted, tree.Root, at)
	return s.editNamed(&tree.Batch{Label: "session.paste_subtree", Edits: edits},
		i18n.New("session.paste_subtree", "Node", name), func(*tree.Tree) tree.Path { return at })
}

// grow appends the edits that make the leaf at p of the document the
// subtree of node id of t: children added in order, leaves given their
// values.
func grow(edits []tree.Edit, t *tree.Tree, id tree.NodeID, p tree.Path) []tree.Edit {
	n := t.Nodes[id]
	if n.IsLeaf() {
		return append(edits, &tree.SetValue{At: p, Value: n.Value})
	}
	for range n.Children {
		edits = append(edits, &tree.AddChild{At: p})
	}
	for i, c := range n.Children {
		edits = grow(edits, t, c, child(p, i))
	}
	return edits
}
