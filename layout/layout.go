// Package layout places nodes, in two ways. Tidy lays out a tree itself;
// Graphviz.LayOut has Graphviz's dot lay out a graph a tree cannot draw
// (a search space with transposed positions merged) and reads back where
// dot put each node, name and curve.
//
// Tidy places the nodes of a tree the tidy way: parents centred
// over their children, no two nodes overlapping, identical subtrees drawn
// identically, and the drawing as narrow as those rules allow. It is
// Walker's algorithm in the linear-time form of Buchheim, Jünger and
// Leipert ("Improving Walker's Algorithm to Run in Linear Time", 2002),
// with a size per node that may reach further on one side of its centre
// than on the other (a node with its name written to its left, say).
//
// A layout depends only on the tree's shape and the node widths, so it is
// computed once per tree and reused for every step of an animation.
package layout

import (
	"math"

	"gametree/internal/tree"
)

// Options set the spacing. Units are whatever the widths are in (points).
type Options struct {
	// LevelGap is the distance between two levels, centre to centre.
	LevelGap float64
	// Gap is the free space left between two neighbouring nodes.
	Gap float64
	// Between, when set, gives the free space between neighbours a (left)
	// and b instead of Gap: leaves of one parent closer than the rest, as
	// printed trees set them.
	Between func(a, b tree.NodeID) float64
	// Over, when set, gives each node's reach in a strip over its
	// level's row that the row's own extents never reach into (moves
	// written over the shapes, and the edges on their way down into
	// them). The row and the strip are spaced apart: a text over one node
	// may stand above its neighbour's name beside it.
	Over func(tree.NodeID) Strip
}

// Strip is how far a node reaches in the strip over its row. In the
// strip a neighbour's text keeps Gap from its text and its line; lines
// may cross each other.
type Strip struct {
	// Text is what nothing may touch: a move written there.
	Text Extent
	// Line may cross another line, never a text: the edge into the node,
	// towards its parent.
	Line Extent
}

// Layout holds every node's centre. X grows to the right, Y downwards; the
// leftmost node's left edge is at X = 0 and the root at Y = 0.
type Layout struct {
	X, Y []float64
}

// Extent is how far a node reaches to the left and to the right of its
// centre, along its level.
type Extent struct{ Left, Right float64 }

// Tidy lays out t; extent(id) gives each node's extent.
func Tidy(t *tree.Tree, extent func(tree.NodeID) Extent, opt Options) *Layout {
	n := t.Len()
	w := &walker{
		t:        t,
		extent:   make([]Extent, n),
		over:     make([]Strip, n),
		gap:      opt.Gap,
		between:  opt.Between,
		prelim:   make([]float64, n),
		mod:      make([]float64, n),
		shift:    make([]float64, n),
		change:   make([]float64, n),
		thread:   make([]tree.NodeID, n),
		ancestor: make([]tree.NodeID, n),
		number:   make([]int32, n),
	}
	for id := range n {
		w.extent[id] = extent(tree.NodeID(id))
		if opt.Over != nil {
			w.over[id] = opt.Over(tree.NodeID(id))
		}
		w.thread[id] = tree.None
		w.ancestor[id] = tree.NodeID(id)
		for i, c := range t.Nodes[id].Children {
			w.number[c] = int32(i + 1)
		}
	}
	l := &Layout{X: make([]float64, n), Y: make([]float64, n)}
	if n == 0 {
		return l
	}
	w.firstWalk(tree.Root)
	w.secondWalk(l, opt.LevelGap)
	return l
}

type walker struct {
	t        *tree.Tree
	extent   []Extent
	over     []Strip // in the strip over the row (Options.Over)
	gap      float64
	between  func(a, b tree.NodeID) float64
	prelim   []float64
	mod      []float64
	shift    []float64
	change   []float64
	thread   []tree.NodeID
	ancestor []tree.NodeID
	number   []int32 // 1-based position among siblings
}

// sep is the distance between the centres of neighbours a (left) and b:
// apart in the row, and in the strip over it (Options.Over). Every two
// neighbours being that far apart, the rightmost node of a level also
// reaches furthest right in the strip's texts, and so the contours of
// the row serve for the strip too. (Its lines are the edges of a tidy
// drawing, which do not cross: the rightmost node's edge also reaches
// furthest right, when they rise alike.)
func (w *walker) sep(a, b tree.NodeID) float64 {
	oa, ob := &w.over[a], &w.over[b]
	gap := w.gap
	if w.between != nil {
		gap = w.between(a, b)
	}
	return max(w.extent[a].Right+w.extent[b].Left, oa.Text.Right+max(ob.Text.Left, ob.Line.Left), oa.Line.Right+ob.Text.Left) + gap
}

func (w *walker) children(v tree.NodeID) []tree.NodeID { return w.t.Nodes[v].Children }

// leftSibling returns the sibling just left of v, or None.
func (w *walker) leftSibling(v tree.NodeID) tree.NodeID {
	if v == tree.Root || w.number[v] == 1 {
		return tree.None
	}
	return w.children(w.t.Nodes[v].Parent)[w.number[v]-2]
}

func (w *walker) leftmostSibling(v tree.NodeID) tree.NodeID {
	if v == tree.Root {
		return v
	}
	return w.children(w.t.Nodes[v].Parent)[0]
}

func (w *walker) nextLeft(v tree.NodeID) tree.NodeID {
	if kids := w.children(v); len(kids) > 0 {
		return kids[0]
	}
	return w.thread[v]
}

func (w *walker) nextRight(v tree.NodeID) tree.NodeID {
	if kids := w.children(v); len(kids) > 0 {
		return kids[len(kids)-1]
	}
	return w.thread[v]
}

// firstWalk computes preliminary x coordinates bottom up.
func (w *walker) firstWalk(v tree.NodeID) {
	kids := w.children(v)
	left := w.leftSibling(v)
	if len(kids) == 0 {
		if left != tree.None {
			w.prelim[v] = w.prelim[left] + w.sep(left, v)
		}
		return
	}
	defaultAncestor := kids[0]
	for _, c := range kids {
		w.firstWalk(c)
		defaultAncestor = w.apportion(c, defaultAncestor)
	}
	w.executeShifts(v)
	mid := (w.prelim[kids[0]] + w.prelim[kids[len(kids)-1]]) / 2
	if left != tree.None {
		w.prelim[v] = w.prelim[left] + w.sep(left, v)
		w.mod[v] = w.prelim[v] - mid
	} else {
		w.prelim[v] = mid
	}
}

// apportion pushes the subtree of v right until it clears every subtree
// to its left, spreading the shift over the subtrees in between.
func (w *walker) apportion(v, defaultAncestor tree.NodeID) tree.NodeID {
	left := w.leftSibling(v)
	if left == tree.None {
		return defaultAncestor
	}
	vip, vop := v, v                       // inner and outer right contour
	vim, vom := left, w.leftmostSibling(v) // inner and outer left contour
	sip, sop := w.mod[vip], w.mod[vop]
	sim, som := w.mod[vim], w.mod[vom]
	for w.nextRight(vim) != tree.None && w.nextLeft(vip) != tree.None {
		vim, vip = w.nextRight(vim), w.nextLeft(vip)
		vom, vop = w.nextLeft(vom), w.nextRight(vop)
		w.ancestor[vop] = v
		shift := (w.prelim[vim] + sim) - (w.prelim[vip] + sip) + w.sep(vim, vip)
		if shift > 0 {
			w.moveSubtree(w.ancestorOf(vim, v, defaultAncestor), v, shift)
			sip += shift
			sop += shift
		}
		sim += w.mod[vim]
		sip += w.mod[vip]
		som += w.mod[vom]
		sop += w.mod[vop]
	}
	if w.nextRight(vim) != tree.None && w.nextRight(vop) == tree.None {
		w.thread[vop] = w.nextRight(vim)
		w.mod[vop] += sim - sop
	}
	if w.nextLeft(vip) != tree.None && w.nextLeft(vom) == tree.None {
		w.thread[vom] = w.nextLeft(vip)
		w.mod[vom] += sip - som
		defaultAncestor = v
	}
	return defaultAncestor
}

func (w *walker) ancestorOf(vim, v, defaultAncestor tree.NodeID) tree.NodeID {
	if a := w.ancestor[vim]; w.t.Nodes[a].Parent == w.t.Nodes[v].Parent {
		return a
	}
	return defaultAncestor
}

func (w *walker) moveSubtree(wm, wp tree.NodeID, shift float64) {
	subtrees := float64(w.number[wp] - w.number[wm])
	w.change[wp] -= shift / subtrees
	w.shift[wp] += shift
	w.change[wm] += shift / subtrees
	w.prelim[wp] += shift
	w.mod[wp] += shift
}

func (w *walker) executeShifts(v tree.NodeID) {
	shift, change := 0.0, 0.0
	kids := w.children(v)
	for i := len(kids) - 1; i >= 0; i-- {
		c := kids[i]
		w.prelim[c] += shift
		w.mod[c] += shift
		change += w.change[c]
		shift += w.shift[c] + change
	}
}

// secondWalk sums the modifiers down the tree into final coordinates, then
// moves the drawing so that its left edge is at 0.
func (w *walker) secondWalk(l *Layout, levelGap float64) {
	type item struct {
		id    tree.NodeID
		m     float64
		level int
	}
	minLeft := math.Inf(1)
	stack := []item{{tree.Root, 0, 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x := w.prelim[it.id] + it.m
		l.X[it.id] = x
		l.Y[it.id] = float64(it.level) * levelGap
		minLeft = min(minLeft, x-max(w.extent[it.id].Left, w.over[it.id].Text.Left))
		for _, c := range w.children(it.id) {
			stack = append(stack, item{c, it.m + w.mod[it.id], it.level + 1})
		}
	}
	for id := range l.X {
		l.X[id] -= minLeft
	}
}

// Transpose swaps the axes, for drawings that grow left to right.
func (l *Layout) Transpose() { l.X, l.Y = l.Y, l.X }
