package tree

import (
	"math"
	"reflect"
	"slices"
	"strconv"

	"gametree/internal/i18n"
)

// Edit is one change to a tree that can be undone. Apply changes t in
// place and remembers what Undo needs; Undo puts t back. Both get a tree
// in the state the other left it in (History hands them private copies,
// so no tree a search has seen ever changes).
type Edit interface {
	Apply(t *Tree) error
	Undo(t *Tree) error
	// Name says what the edit does, for "Undo …" in a menu.
	// Name is the message id naming the edit ("edit.add_child"), for
	// Undo and Redo in menus.
	Name() string
}

// ErrCannotEdit is returned for an edit that does not fit the node.
var ErrCannotEdit = i18n.New("edit.cannot")

// cannot says why an edit does not fit, in a message of the catalogues.
func cannot(id string, args ...any) error {
	return i18n.Wrap(ErrCannotEdit, id, args...)
}

// freshLeafLabel names a new child of parent: the parent's label and the
// smallest number no sibling uses.
func (t *Tree) freshLeafLabel(parent NodeID) string {
	used := map[string]bool{}
	for _, c := range t.Nodes[parent].Children {
		used[t.Nodes[c].Label] = true
	}
	for k := 1; ; k++ {
		if l := t.Nodes[parent].Label + strconv.Itoa(k); !used[l] {
			return l
		}
	}
}

// AddChild adds a leaf as the last child of the node at At. A leaf becomes
// an inner node and hands its value to the new child.
type AddChild struct {
	At    Path
	Value float64
	// wasLeaf is set by Apply when At was a leaf.
	wasLeaf bool
	chances chances
}

// Name says what the edit does.
func (e *AddChild) Name() string { return "edit.add_child" }

// Apply adds the child.
func (e *AddChild) Apply(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	if len(e.At) >= MaxDepth { // the child would lie deeper than a file may hold
		return cannot("edit.too_deep", "Node", t.Name(id), "Max", MaxDepth)
	}
	n := t.Nodes[id]
	child := Node{Label: t.freshLeafLabel(id), Value: e.Value, HasValue: true}
	e.chances = t.evenChances(id)
	e.wasLeaf = n.IsLeaf()
	if e.wasLeaf {
		child.Value = n.Value
		t.Nodes[id].HasValue, t.Nodes[id].Value = false, 0
	}
	t.AddChild(id, child)
	return nil
}

// Undo removes the child again.
func (e *AddChild) Undo(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	kids := t.Nodes[id].Children
	last := kids[len(kids)-1]
	if e.wasLeaf {
		t.Nodes[id].Value, t.Nodes[id].HasValue = t.Nodes[last].Value, true
	}
	t.Nodes[id].Children = kids[: len(kids)-1 : len(kids)-1]
	t.renumber()
	e.chances.restore(t, id)
	return nil
}

// chances are the probabilities a chance node's children had before an
// edit made them equal again (nil: they were equal already).
type chances []float64

// evenChances forgets the probabilities of the children of node id, which
// an edit that adds or removes one of them would leave not adding up to
// 1: they become equally likely. It returns what they were, for Undo.
func (t *Tree) evenChances(id NodeID) chances {
	kids := t.Nodes[id].Children
	if len(kids) == 0 || !t.Nodes[kids[0]].HasProbability {
		return nil
	}
	old := make(chances, len(kids))
	for i, c := range kids {
		old[i] = t.Nodes[c].Probability
		t.Nodes[c].Probability, t.Nodes[c].HasProbability = 0, false
	}
	return old
}

// restore gives the children of node id back the probabilities they had.
func (old chances) restore(t *Tree, id NodeID) {
	if old == nil {
		return
	}
	for i, c := range t.Nodes[id].Children {
		if i < len(old) {
			t.Nodes[c].Probability, t.Nodes[c].HasProbability = old[i], true
		}
	}
}

// AddSibling inserts a leaf right after the node at At.
type AddSibling struct {
	At      Path
	Value   float64
	chances chances
}

// Name says what the edit does.
func (e *AddSibling) Name() string { return "edit.add_sibling" }

// Apply inserts the sibling.
func (e *AddSibling) Apply(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	if id == Root {
		return cannot("edit.root_no_siblings")
	}
	parent := t.Nodes[id].Parent
	e.chances = t.evenChances(parent)
	t.graft(parent, e.At[len(e.At)-1]+1, New(Node{Label: t.freshLeafLabel(parent), Value: e.Value, HasValue: true}))
	t.renumber()
	return nil
}

// Undo removes the sibling.
func (e *AddSibling) Undo(t *Tree) error {
	if err := (&Delete{At: append(slices.Clone(e.At[:len(e.At)-1]), e.At[len(e.At)-1]+1)}).Apply(t); err != nil {
		return err
	}
	parent, err := t.At(e.At[:len(e.At)-1])
	if err != nil {
		return err
	}
	e.chances.restore(t, parent)
	return nil
}

// Delete removes the subtree at At. A parent left without children becomes
// a leaf worth what the removed subtree was worth (its minimax value), so
// the tree's value does not change.
type Delete struct {
	At Path
	// Filled in by Apply for Undo.
	removed    *Tree
	parentLeaf bool
	chances    chances
}

// Name says what the edit does.
func (e *Delete) Name() string { return "edit.delete" }

// Apply removes the subtree.
func (e *Delete) Apply(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	if id == Root {
		return cannot("edit.root_delete")
	}
	parent := t.Nodes[id].Parent
	e.removed = t.subtree(id)
	e.parentLeaf = len(t.Nodes[parent].Children) == 1
	if e.parentLeaf {
		t.Nodes[parent].Value, t.Nodes[parent].HasValue = t.Values(t.Kinds(Auto))[id], true
	}
	e.chances = t.evenChances(parent)
	kids := slices.Clone(t.Nodes[parent].Children)
	t.Nodes[parent].Children = slices.Delete(kids, e.At[len(e.At)-1], e.At[len(e.At)-1]+1)
	t.renumber()
	return nil
}

// Undo puts the subtree back.
func (e *Delete) Undo(t *Tree) error {
	parent, err := t.At(e.At[:len(e.At)-1])
	if err != nil {
		return err
	}
	if e.parentLeaf {
		t.Nodes[parent].Value, t.Nodes[parent].HasValue = 0, false
	}
	t.graft(parent, e.At[len(e.At)-1], e.removed)
	t.renumber()
	e.chances.restore(t, parent)
	return nil
}

// SetLabel renames a node.
type SetLabel struct {
	At    Path
	Label string
	old   string
}

// Name says what the edit does.
func (e *SetLabel) Name() string { return "edit.rename" }

// Apply renames.
func (e *SetLabel) Apply(t *Tree) error {
	return e.swap(t, func(n *Node) error {
		if e.Label == "" {
			return cannot("edit.needs_name")
		}
		e.old, n.Label = n.Label, e.Label
		return nil
	})
}

// Undo renames back.
func (e *SetLabel) Undo(t *Tree) error {
	return e.swap(t, func(n *Node) error { n.Label = e.old; return nil })
}

func (e *SetLabel) swap(t *Tree, f func(*Node) error) error { return onNode(t, e.At, f) }

func onNode(t *Tree, p Path, f func(*Node) error) error {
	id, err := t.At(p)
	if err != nil {
		return err
	}
	return f(&t.Nodes[id])
}

// SetValue changes a leaf's value.
type SetValue struct {
	At    Path
	Value float64
	old   float64
}

// Name says what the edit does.
func (e *SetValue) Name() string { return "edit.set_value" }

// Apply sets the value.
func (e *SetValue) Apply(t *Tree) error {
	return onNode(t, e.At, func(n *Node) error {
		switch {
		case !n.IsLeaf():
			return cannot("edit.inner_value", "Node", n.Label)
		case !finite(e.Value):
			return cannot("edit.value_finite")
		}
		e.old, n.Value = n.Value, e.Value
		return nil
	})
}

// Undo restores the value.
func (e *SetValue) Undo(t *Tree) error {
	return onNode(t, e.At, func(n *Node) error { n.Value = e.old; return nil })
}

// SetEstimate sets (or, with Clear, removes) a node's static estimate.
type SetEstimate struct {
	At       Path
	Estimate float64
	Clear    bool
	old      float64
	had      bool
}

// Name says what the edit does.
func (e *SetEstimate) Name() string { return "edit.set_estimate" }

// Apply sets the estimate.
func (e *SetEstimate) Apply(t *Tree) error {
	return onNode(t, e.At, func(n *Node) error {
		if !e.Clear && !finite(e.Estimate) {
			return cannot("edit.estimate_finite")
		}
		e.old, e.had = n.Estimate, n.HasEstimate
		n.Estimate, n.HasEstimate = e.Estimate, !e.Clear
		if e.Clear {
			n.Estimate = 0
		}
		return nil
	})
}

// Undo restores the estimate.
func (e *SetEstimate) Undo(t *Tree) error {
	return onNode(t, e.At, func(n *Node) error { n.Estimate, n.HasEstimate = e.old, e.had; return nil })
}

// SetKind sets who moves at a node: Max, Min, or Auto to alternate.
type SetKind struct {
	At      Path
	Kind    Kind
	old     Kind
	chances chances
}

// Name says what the edit does.
func (e *SetKind) Name() string { return "edit.set_kind" }

// Apply sets the kind; a chance node that becomes a player's forgets the
// probabilities of its children.
func (e *SetKind) Apply(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	e.old, t.Nodes[id].Kind = t.Nodes[id].Kind, e.Kind
	e.chances = nil
	if e.Kind != Chance {
		e.chances = t.evenChances(id)
	}
	return nil
}

// Undo restores the kind.
func (e *SetKind) Undo(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	t.Nodes[id].Kind = e.old
	e.chances.restore(t, id)
	return nil
}

// SetChances sets the probabilities of the children of the chance node at
// At, in order; nil makes them equally likely.
type SetChances struct {
	At      Path
	Chances []float64
	old     chances
}

// Name says what the edit does.
func (e *SetChances) Name() string { return "edit.set_chances" }

// Apply sets the probabilities.
func (e *SetChances) Apply(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	kids := t.Nodes[id].Children
	if t.Nodes[id].Kind != Chance || len(kids) == 0 {
		return cannot("edit.not_chance", "Node", t.Name(id))
	}
	if e.Chances != nil && len(e.Chances) != len(kids) {
		return cannot("edit.chances_count", "Node", t.Name(id), "Given", len(e.Chances), "Children", len(kids))
	}
	e.old = t.evenChances(id)
	for i, c := range kids {
		if e.Chances != nil {
			t.Nodes[c].Probability, t.Nodes[c].HasProbability = e.Chances[i], true
		}
	}
	return nil
}

// Undo restores the probabilities.
func (e *SetChances) Undo(t *Tree) error {
	id, err := t.At(e.At)
	if err != nil {
		return err
	}
	t.evenChances(id)
	e.old.restore(t, id)
	return nil
}

// SetMove names the move leading to a node.
type SetMove struct {
	At   Path
	Move string
	old  string
}

// Name says what the edit does.
func (e *SetMove) Name() string { return "edit.set_move" }

// Apply sets the move.
func (e *SetMove) Apply(t *Tree) error {
	return onNode(t, e.At, func(n *Node) error { e.old, n.Move = n.Move, e.Move; return nil })
}

// Undo restores the move.
func (e *SetMove) Undo(t *Tree) error {
	return onNode(t, e.At, func(n *Node) error { n.Move = e.old; return nil })
}

// MoveChild swaps the node at At with its neighbour: By -1 to the left,
// +1 to the right.
type MoveChild struct {
	At Path
	By int
}

// Name says what the edit does.
func (e *MoveChild) Name() string {
	if e.By < 0 {
		return "edit.move_left"
	}
	return "edit.move_right"
}

// Apply swaps.
func (e *MoveChild) Apply(t *Tree) error { return e.swap(t, e.At, e.By) }

// Undo swaps back.
func (e *MoveChild) Undo(t *Tree) error {
	moved := slices.Clone(e.At)
	moved[len(moved)-1] += e.By
	return e.swap(t, moved, -e.By)
}

func (e *MoveChild) swap(t *Tree, at Path, by int) error {
	id, err := t.At(at)
	if err != nil {
		return err
	}
	if id == Root {
		return cannot("edit.root_no_siblings")
	}
	kids := slices.Clone(t.Nodes[t.Nodes[id].Parent].Children)
	i, j := at[len(at)-1], at[len(at)-1]+by
	if j < 0 || j >= len(kids) {
		return cannot(pick(by < 0, "edit.already_first", "edit.already_last"), "Node", t.Name(id))
	}
	kids[i], kids[j] = kids[j], kids[i]
	t.Nodes[t.Nodes[id].Parent].Children = kids
	t.renumber()
	return nil
}

// SetRootKind makes MAX or MIN move at the root (unless the root node
// overrides it).
type SetRootKind struct {
	Kind Kind
	old  Kind
}

// Name says what the edit does.
func (e *SetRootKind) Name() string { return "edit.flip_root" }

// Apply sets the root's player.
func (e *SetRootKind) Apply(t *Tree) error {
	if e.Kind != Max && e.Kind != Min {
		return cannot("edit.root_kind")
	}
	e.old, t.RootKind = t.RootKind, e.Kind
	return nil
}

// Undo restores it.
func (e *SetRootKind) Undo(t *Tree) error { t.RootKind = e.old; return nil }

// Order puts the children of every node under At best first (BestFirst)
// or worst first, by their minimax values: at MAX the largest first, at
// MIN the smallest. Ties keep their order. Seeds 003 and 004: best first,
// alpha-beta examines the fewest leaves there are (b^⌈d/2⌉ + b^⌊d/2⌋ - 1
// on a uniform tree with distinct values); worst first, it prunes nothing
// up to depth 3, and deeper only what deep cutoffs catch.
type Order struct {
	At        Path
	BestFirst bool
	// before holds the children's old positions of each inner node under
	// At, in the preorder of the ordered tree.
	before [][]int
}

// Name says what the edit does.
func (e *Order) Name() string {
	if e.BestFirst {
		return "edit.order_best"
	}
	return "edit.order_worst"
}

// Apply orders the children. A node's children are ordered before it
// goes on to them, so that the nodes are met in the preorder of the
// ordered tree, which Undo walks again; no recursion, however deep the
// tree.
func (e *Order) Apply(t *Tree) error {
	top, err := t.At(e.At)
	if err != nil {
		return err
	}
	kinds := t.Kinds(Auto)
	values := t.Values(kinds)
	e.before = nil
	stack := []NodeID{top}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		kids := t.Nodes[id].Children
		if len(kids) == 0 {
			continue
		}
		perm := make([]int, len(kids))
		for i := range perm {
			perm[i] = i
		}
		better := func(a, b float64) bool { return a > b } // best for MAX first
		if (kinds[id] == Min) == e.BestFirst {
			better = func(a, b float64) bool { return a < b }
		}
		slices.SortStableFunc(perm, func(a, b int) int {
			va, vb := values[kids[a]], values[kids[b]]
			switch {
			case better(va, vb):
				return -1
			case better(vb, va):
				return 1
			}
			return 0
		})
		ordered := make([]NodeID, len(kids))
		for i, p := range perm {
			ordered[i] = kids[p]
		}
		e.before = append(e.before, perm)
		t.Nodes[id].Children = ordered
		for i := len(ordered) - 1; i >= 0; i-- {
			stack = append(stack, ordered[i])
		}
	}
	t.renumber()
	return nil
}

// Undo restores every node's old order, walking the ordered tree Undo
// gets in preorder as Apply did.
func (e *Order) Undo(t *Tree) error {
	top, err := t.At(e.At)
	if err != nil {
		return err
	}
	var inner []NodeID // the inner nodes under top, in preorder, before anything moves
	stack := []NodeID{top}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		kids := t.Nodes[id].Children
		if len(kids) == 0 {
			continue
		}
		if len(inner) == len(e.before) || len(e.before[len(inner)]) != len(kids) {
			return cannot("edit.changed")
		}
		inner = append(inner, id)
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, kids[i])
		}
	}
	if len(inner) != len(e.before) {
		return cannot("edit.changed")
	}
	for k, id := range inner {
		kids := t.Nodes[id].Children
		restored := make([]NodeID, len(kids))
		for i, p := range e.before[k] {
			restored[p] = kids[i]
		}
		t.Nodes[id].Children = restored
	}
	t.renumber()
	return nil
}

// Relabel names every node by the automatic rule again.
type Relabel struct{ old []string }

// Name says what the edit does.
func (e *Relabel) Name() string { return "edit.relabel" }

// Apply relabels.
func (e *Relabel) Apply(t *Tree) error {
	e.old = make([]string, len(t.Nodes))
	for i := range t.Nodes {
		e.old[i], t.Nodes[i].Label = t.Nodes[i].Label, ""
	}
	t.AutoLabel()
	return nil
}

// Undo restores the labels.
func (e *Relabel) Undo(t *Tree) error {
	for i := range t.Nodes {
		t.Nodes[i].Label = e.old[i]
	}
	return nil
}

// Batch is several edits undone as one.
type Batch struct {
	Label string
	Edits []Edit
}

// Name says what the edit does.
func (e *Batch) Name() string { return e.Label }

// Apply applies every edit, undoing them all if one fails.
func (e *Batch) Apply(t *Tree) error {
	for i, ed := range e.Edits {
		if err := ed.Apply(t); err != nil {
			for j := i - 1; j >= 0; j-- {
				e.Edits[j].Undo(t)
			}
			return err
		}
	}
	return nil
}

// Undo undoes them in reverse.
func (e *Batch) Undo(t *Tree) error {
	for i := len(e.Edits) - 1; i >= 0; i-- {
		if err := e.Edits[i].Undo(t); err != nil {
			return err
		}
	}
	return nil
}

// Values returns every node's minimax value (MAX's point of view) with
// the given kinds, to the leaves; a chance node is worth the expected
// value of its children.
func (t *Tree) Values(kinds []Kind) []float64 {
	v := make([]float64, len(t.Nodes))
	order := t.Preorder()
	for i := len(order) - 1; i >= 0; i-- { // children before parents
		id := order[i]
		n := &t.Nodes[id]
		if n.IsLeaf() {
			v[id] = n.Value
			continue
		}
		if kinds[id] == Chance {
			for _, c := range n.Children {
				v[id] += t.Probability(c) * v[c]
			}
			continue
		}
		best := math.Inf(-1)
		if kinds[id] == Min {
			best = math.Inf(1)
		}
		for _, c := range n.Children {
			if kinds[id] == Min {
				best = math.Min(best, v[c])
			} else {
				best = math.Max(best, v[c])
			}
		}
		v[id] = best
	}
	return v
}

// History keeps the edits made to a tree so that they can be undone and
// redone. Every step works on a copy: the tree passed in is never changed.
// The trees it returns are numbered in preorder, so that an edit that
// remembers nodes by id finds them again.
type History struct {
	done, undone []Edit
}

// maxHistory is how many edits can be undone.
const maxHistory = 500

// Do applies e to a copy of t and returns the copy; t is untouched, also
// when e fails.
func (h *History) Do(t *Tree, e Edit) (*Tree, error) {
	next := t.working()
	if err := e.Apply(next); err != nil {
		return t, err
	}
	if err := next.Validate(); err != nil {
		return t, i18n.Wrap(err, "edit.would_break", "Edit", i18n.New(e.Name()))
	}
	next.renumber()
	if next.same(t.working()) {
		return t, cannot("edit.no_change", "Edit", i18n.New(e.Name()))
	}
	h.done = append(h.done, e)
	if len(h.done) > maxHistory {
		h.done = h.done[1:]
	}
	h.undone = nil
	return next, nil
}

// same tells whether t and u are the same tree, node for node in the
// same order: an edit that leaves a tree so changed nothing.
func (t *Tree) same(u *Tree) bool {
	return t.Title == u.Title && t.Notes == u.Notes && t.Game == u.Game && t.RootKind == u.RootKind &&
		reflect.DeepEqual(t.Nodes, u.Nodes)
}

// working is the copy an edit works on, in preorder.
func (t *Tree) working() *Tree {
	c := t.Clone()
	c.renumber()
	return c
}

// Undo undoes the last edit on a copy of t.
func (h *History) Undo(t *Tree) (*Tree, error) {
	if len(h.done) == 0 {
		return t, cannot("edit.nothing_to_undo")
	}
	e := h.done[len(h.done)-1]
	prev := t.working()
	if err := e.Undo(prev); err != nil {
		return t, err
	}
	prev.renumber()
	h.done = h.done[:len(h.done)-1]
	h.undone = append(h.undone, e)
	return prev, nil
}

// Redo applies the last undone edit again on a copy of t.
func (h *History) Redo(t *Tree) (*Tree, error) {
	if len(h.undone) == 0 {
		return t, cannot("edit.nothing_to_redo")
	}
	e := h.undone[len(h.undone)-1]
	next := t.working()
	if err := e.Apply(next); err != nil {
		return t, err
	}
	next.renumber()
	h.undone = h.undone[:len(h.undone)-1]
	h.done = append(h.done, e)
	return next, nil
}

// UndoName and RedoName name the edit Undo or Redo would act on ("" for
// none).
func (h *History) UndoName() string {
	if len(h.done) == 0 {
		return ""
	}
	return h.done[len(h.done)-1].Name()
}

// RedoName names the edit Redo would apply again.
func (h *History) RedoName() string {
	if len(h.undone) == 0 {
		return ""
	}
	return h.undone[len(h.undone)-1].Name()
}

func pick(yes bool, a, b string) string {
	if yes {
		return a
	}
	return b
}
