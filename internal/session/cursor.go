package session

import (
	"slices"

	"gametree/internal/tree"
	"gametree/search"
)

// Cursor is where the window is in the search on screen: the trace, the
// step shown (every step, or calls and returns only), and the node
// selected in the document's tree. It reads the session's document (a
// selection is of its tree) and view (whether answers are hidden), which
// it shares and never sets.
type Cursor struct {
	doc      *Document
	view     *View
	trace    *search.Trace // nil until the first search finishes
	step     int           // the fine step shown
	coarse   bool          // step through calls and returns only
	selected tree.NodeID   // in doc.Tree; tree.None: follow the search
}

// NewCursor returns a cursor on the document and view given, before any
// search, nothing selected.
func NewCursor(doc *Document, view *View) Cursor {
	return Cursor{doc: doc, view: view, selected: tree.None}
}

// show puts trace tr on screen at fine step k, from the position of the
// same number in calls and returns only when stepping through them.
func (c *Cursor) show(tr *search.Trace, k int) {
	c.trace, c.step = tr, k
	if c.coarse {
		c.step = c.StepAt(tr.CoarseIndex(c.step))
	}
}

// shown reports whether the trace on screen is of the document's tree
// (not the tree before an edit whose search is under way).
func (c *Cursor) shown() bool { return c.trace != nil && c.trace.Tree == c.doc.Tree }

// Trace returns the search on screen, or nil before the first one.
func (c *Cursor) Trace() *search.Trace { return c.trace }

// Ready reports whether there is a search to show.
func (c *Cursor) Ready() bool { return c.trace != nil }

// Snapshot returns the state of every node at the step shown.
func (c *Cursor) Snapshot() search.Snapshot { return c.trace.At(c.step) }

// Focus is the node the view follows: the search's current node, or the
// root before the search starts, after it ends, and before it is ready.
func (c *Cursor) Focus() tree.NodeID {
	if !c.Ready() {
		return tree.Root
	}
	if cur := c.Snapshot().Current(); cur != tree.None {
		return cur
	}
	return tree.Root
}

// Step returns the fine step shown.
func (c *Cursor) Step() int { return c.step }

// Selected returns the selected node of the tree on screen, or tree.None
// (also while an edited tree is still being searched).
func (c *Cursor) Selected() tree.NodeID {
	if !c.shown() {
		return tree.None
	}
	return c.selected
}

// Select selects a node of the tree on screen; tree.None follows the search.
func (c *Cursor) Select(id tree.NodeID) {
	if c.shown() && id >= 0 && int(id) < c.doc.Tree.Len() {
		c.selected = id
		return
	}
	c.selected = tree.None
}

// SelectToward moves the selection to a node next to it (from the
// keyboard); with nothing selected it selects the root. Where there is no
// such node the selection stays, and it returns false.
func (c *Cursor) SelectToward(to Toward) bool {
	if !c.shown() {
		return false
	}
	t, id := c.doc.Tree, c.Selected()
	if id == tree.None {
		c.selected = tree.Root
		return true
	}
	next := tree.None
	switch parent := t.Nodes[id].Parent; to {
	case ToParent:
		next = parent
	case ToChild:
		if c := t.Nodes[id].Children; len(c) > 0 {
			next = c[0]
		}
	case ToPrevious, ToNext:
		if parent == tree.None {
			break
		}
		siblings := t.Nodes[parent].Children
		i := slices.Index(siblings, id) - 1
		if to == ToNext {
			i += 2
		}
		if i >= 0 && i < len(siblings) {
			next = siblings[i]
		}
	}
	if next == tree.None {
		return false
	}
	c.selected = next
	return true
}

// Inspected returns the node the inspector shows: the selection, else the
// search's current node, else the root; and which of those it is.
func (c *Cursor) Inspected() (tree.NodeID, Following) {
	if id := c.Selected(); id != tree.None {
		return id, Chosen
	}
	if c.trace != nil {
		if id := c.Snapshot().Current(); id != tree.None {
			return id, CurrentNode
		}
	}
	return tree.Root, RootNode
}

// Revealed reports whether the step shown may show the search's result.
func (c *Cursor) Revealed() bool {
	if !c.view.Hide || c.trace == nil {
		return true
	}
	if c.trace.Samples() { // its last iteration backs the root up for the last time
		return c.step >= c.trace.Len()-2
	}
	r := c.trace.ReturnStep(tree.Root)
	return r >= 0 && c.step >= r
}

// Target is the node an edit acts on: the selection, or the search's
// current node, or the root.
func (c *Cursor) Target() tree.Path {
	switch {
	case c.doc.Tree == nil:
		return nil
	case c.selected != tree.None && int(c.selected) < c.doc.Tree.Len():
		return c.doc.Tree.PathOf(c.selected)
	case c.shown():
		if cur := c.Snapshot().Current(); cur != tree.None {
			return c.doc.Tree.PathOf(cur)
		}
	}
	return tree.Path{}
}

// SelectedPath is the path of the selected node in the document, also
// while the search of an edited document is under way (Selected waits
// for it); nil with nothing selected. Typing at the selection edits it.
func (c *Cursor) SelectedPath() tree.Path {
	if c.selected == tree.None || c.doc.Tree == nil || int(c.selected) >= c.doc.Tree.Len() {
		return nil
	}
	return c.doc.Tree.PathOf(c.selected)
}

// SelectPath selects the node at p of the document, also while its
// search is under way; it reports whether there is one.
func (c *Cursor) SelectPath(p tree.Path) bool {
	if c.doc.Tree == nil || p == nil {
		return false
	}
	id, err := c.doc.Tree.At(p)
	if err != nil {
		return false
	}
	c.selected = id
	return true
}

// LeafAfter is the path of the first leaf after the node at p in
// preorder (forward), or of the last leaf before it; nil when there is
// none, or no node at p.
func (c *Cursor) LeafAfter(p tree.Path, forward bool) tree.Path {
	t := c.doc.Tree
	if t == nil {
		return nil
	}
	id, err := t.At(p)
	if err != nil {
		return nil
	}
	order := t.Preorder()
	i := slices.Index(order, id)
	step := 1
	if !forward {
		step = -1
	}
	for i += step; i >= 0 && i < len(order); i += step {
		if t.Nodes[order[i]].IsLeaf() {
			return t.PathOf(order[i])
		}
	}
	return nil
}

// Positions is how many places the scrubber and the narration have: every
// step, or only the calls and returns.
func (c *Cursor) Positions() int {
	switch {
	case c.trace == nil:
		return 0
	case c.coarse:
		return len(c.trace.Coarse())
	}
	return c.trace.Len()
}

// Shown is how many positions the narration lists: all of them, or with
// answers hidden only those up to the step shown.
func (c *Cursor) Shown() int {
	if c.view.Hide && c.trace != nil {
		return c.Position() + 1
	}
	return c.Positions()
}

// Position is the scrubber's and the narration's index of the step shown.
func (c *Cursor) Position() int {
	if c.coarse && c.trace != nil {
		return c.trace.CoarseIndex(c.step)
	}
	return c.step
}

// StepAt turns a position into a fine step.
func (c *Cursor) StepAt(i int) int {
	i = max(0, min(i, c.Positions()-1))
	if c.coarse && c.trace != nil {
		return int(c.trace.Coarse()[i])
	}
	return i
}

// Coarse reports whether stepping goes through calls and returns only.
func (c *Cursor) Coarse() bool { return c.coarse }

// SetCoarse switches between every step and calls and returns only; the
// step shown moves back to the coarse step it belongs to.
func (c *Cursor) SetCoarse(on bool) {
	c.coarse = on
	if on && c.trace != nil {
		c.step = c.StepAt(c.trace.CoarseIndex(c.step))
	}
}

// Next moves one position on; it reports whether it moved.
func (c *Cursor) Next() bool {
	k, ok := c.nextStep()
	if ok {
		c.step = k
	}
	return ok
}

// nextStep is the step Next would show, if there is one.
func (c *Cursor) nextStep() (int, bool) {
	if c.trace == nil {
		return 0, false
	}
	i := c.Position()
	if c.coarse && c.StepAt(i) < c.step {
		i-- // between two coarse steps: the next one is i+1 all the same
	}
	if i+1 >= c.Positions() {
		return 0, false
	}
	return c.StepAt(i + 1), true
}

// Prev moves one position back; it reports whether it moved.
func (c *Cursor) Prev() bool {
	if c.trace == nil {
		return false
	}
	i := c.Position()
	switch {
	case c.coarse && c.StepAt(i) < c.step:
		c.step = c.StepAt(i) // back to the coarse step this one follows
	case i > 0:
		c.step = c.StepAt(i - 1)
	default:
		return false
	}
	return true
}

// First goes to step 0; it reports whether it moved.
func (c *Cursor) First() bool { return c.Jump(0) }

// Last goes to the last step; it reports whether it moved.
func (c *Cursor) Last() bool {
	if c.trace == nil {
		return false
	}
	return c.Jump(c.trace.Last())
}

// LastStep returns the number of the last step, the M of the window's
// "Step N of M", counted as solve counts a search's steps
// (search.Trace.Last); 0 before a search.
func (c *Cursor) LastStep() int {
	if c.trace == nil {
		return 0
	}
	return c.trace.Last()
}

// AtEnd reports whether the last step is shown.
func (c *Cursor) AtEnd() bool { return c.trace == nil || c.step >= c.trace.Last() }

// JumpToPosition shows the i-th position (a scrubber value or a narration
// line); it reports whether the step changed.
func (c *Cursor) JumpToPosition(i int) bool {
	if c.trace == nil {
		return false
	}
	return c.Jump(c.StepAt(i))
}

// Jump shows fine step k; it reports whether the step changed.
func (c *Cursor) Jump(k int) bool {
	if c.trace == nil {
		return false
	}
	k = max(0, min(k, c.trace.Len()-1))
	moved := k != c.step
	c.step = k
	return moved
}

func (c *Cursor) placeMarker() *marker {
	if !c.shown() {
		return nil
	}
	if c.AtEnd() {
		return &marker{end: true}
	}
	cur := c.Snapshot().Current()
	if cur == tree.None {
		if c.step > 0 {
			return &marker{node: tree.Root, returned: true}
		}
		return nil
	}
	r := c.trace.ReturnStep(cur)
	return &marker{node: cur, returned: r >= 0 && c.step >= r}
}

// Toward is where SelectToward moves the selection in the tree.
type Toward uint8

const (
	// ToParent selects the selected node's parent.
	ToParent Toward = iota
	// ToChild selects its first child.
	ToChild
	// ToPrevious selects the sibling before it.
	ToPrevious
	// ToNext selects the sibling after it.
	ToNext
)

// Following says why the inspector shows its node.
type Following uint8

const (
	// Chosen: the user selected it.
	Chosen Following = iota
	// CurrentNode: the step is about it.
	CurrentNode
	// RootNode: no step is about a node (start, end).
	RootNode
)

// marker remembers where the search was, to find the same moment after
// the search runs again with other options.
type marker struct {
	node     tree.NodeID
	returned bool
	end      bool // the last step: the result
}

// find returns the step of the new trace for the remembered moment: the
// node's return or call, the pruning that skipped it, or the start.
func (m *marker) find(tr *search.Trace) int {
	switch {
	case m.end:
		return tr.Len() - 1
	case m.returned && tr.ReturnStep(m.node) >= 0:
		return tr.ReturnStep(m.node)
	case tr.CallStep(m.node) >= 0:
		return tr.CallStep(m.node)
	case tr.PruneStep(m.node) >= 0:
		return tr.PruneStep(m.node)
	}
	return 0
}
