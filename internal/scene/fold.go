package scene

import (
	"math"
	"strconv"
	"sync"

	"gametree/internal/tree"
	"gametree/layout"
)

// A tree too big to read whole is drawn folded: only the subtrees around
// the search are drawn, and each of the others is a triangle hung under
// its root, the number of nodes it hides written in it, as textbooks draw
// a subtree they leave out.

// folding is what a folded geometry draws.
type folding struct {
	drawn []bool        // the nodes drawn
	open  []bool        // the drawn nodes whose children are drawn
	order []tree.NodeID // the nodes drawn, in preorder
	marks map[tree.NodeID]markPlace
}

// markPlace is where a folded node's triangle hangs, and what it hides.
type markPlace struct {
	x, y, w, h float64 // centre and size
	hidden     int     // the nodes under the folded node
}

// subtreeSizes counts every node's descendants, once per geometry and
// only when a fold needs them.
type subtreeSizes struct {
	once  sync.Once
	below []int32
}

func (s *subtreeSizes) of(t *tree.Tree) []int32 {
	s.once.Do(func() {
		s.below = make([]int32, t.Len())
		order := t.Preorder()
		for i := len(order) - 1; i > 0; i-- {
			id := order[i]
			s.below[t.Nodes[id].Parent] += s.below[id] + 1
		}
	})
	return s.below
}

// Fold returns the geometry of the same tree with only some of it drawn:
// the root, and the children of each drawn node that open says to open.
// A drawn node that has children but is not open is folded: its subtree
// is a triangle under it (FoldMark). The nodes left out have no place: X
// and Y hold nothing for them (see Drawn). Folding a folded geometry folds
// the whole tree again. Its cost follows the nodes drawn, but for two
// slices of the tree's size, zeroed.
func (g *Geometry) Fold(open func(tree.NodeID) bool) *Geometry {
	t := g.Tree
	f := *g
	if g.Opt.tight() {
		// A fold draws the levels as close as they go: filling the
		// screen's height is for the whole tree (fill), a fold changing
		// its width as the search goes.
		f.levelGap = g.tightGap
	}
	fo := &folding{drawn: make([]bool, t.Len()), open: make([]bool, t.Len()), marks: map[tree.NodeID]markPlace{}}
	f.fold = fo
	if t.Len() == 0 {
		return &f
	}
	below := g.sizes.of(t)

	// The tree as drawn, its nodes numbered anew: a stand-in child under
	// each folded node takes its triangle's room in the layout.
	cut := tree.New(tree.Node{})
	of := []tree.NodeID{tree.Root} // the node each drawn node of cut is, or the folded node a stand-in hangs from
	stand := []bool{false}         // whether a node of cut is a stand-in
	extent := []layout.Extent{g.extent[tree.Root]}
	var over []layout.Strip // with moves, top down (see Geometry.overStrip)
	if g.over != nil {
		over = append(over, g.over[tree.Root])
	}
	type item struct{ id, c tree.NodeID }
	stack := []item{{tree.Root, tree.Root}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		fo.drawn[it.id] = true
		fo.order = append(fo.order, it.id)
		kids := t.Nodes[it.id].Children
		switch {
		case len(kids) == 0:
		case open(it.id):
			fo.open[it.id] = true
			first := tree.NodeID(len(cut.Nodes))
			for _, k := range kids {
				cut.AddChild(it.c, tree.Node{})
				of, stand = append(of, k), append(stand, false)
				extent = append(extent, g.extent[k])
				if over != nil {
					over = append(over, g.over[k])
				}
			}
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, item{kids[i], first + tree.NodeID(i)})
			}
		default:
			hidden := int(below[it.id])
			w, h := g.markSize(hidden)
			cut.AddChild(it.c, tree.Node{})
			of, stand = append(of, it.id), append(stand, true)
			half := w / 2
			if g.Opt.LeftRight {
				half = h / 2
			}
			extent = append(extent, layout.Extent{Left: half, Right: half})
			if over != nil { // the triangle's tip, in the strip of moves
				tip := 0.0
				if d := g.stripBottom(); h/2 > d {
					tip = w / 2 * (h/2 - d) / h
				}
				over = append(over, layout.Strip{Line: layout.Extent{Left: tip, Right: tip}})
			}
			fo.marks[it.id] = markPlace{w: w, h: h, hidden: hidden}
		}
	}
	l := f.tidy(cut, extent, over)
	if g.Opt.LeftRight {
		l.Transpose()
	}
	f.X, f.Y = make([]float64, t.Len()), make([]float64, t.Len())
	for c, id := range of {
		if stand[c] {
			m := fo.marks[id]
			m.x, m.y = l.X[c], l.Y[c]
			fo.marks[id] = m
			continue
		}
		f.X[id], f.Y[id] = l.X[c], l.Y[c]
	}
	f.Bounds = Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, id := range fo.order {
		f.Bounds = f.Bounds.Union(f.NodeBounds(id))
		if m, ok := f.Move(id); ok {
			f.Bounds = f.Bounds.Union(m.Rect())
		}
	}
	return &f
}

// SpaceFolds returns g with its folds' levels as far apart as a fold like
// f (one of g's) needs to fill a screen of the aspect (width over height)
// in the tight layout, up to thrice as far as they need be: the same for
// every fold, as the search opens one after another. g itself for
// another layout.
func (g *Geometry) SpaceFolds(f *Geometry, aspect float64) *Geometry {
	levels := 0.0
	for _, id := range f.Order() {
		levels = max(levels, math.Round(f.Y[id]/f.levelGap))
	}
	if !g.Opt.tight() || aspect <= 0 || levels == 0 {
		return g
	}
	want := fillShare * f.Bounds.Width() / aspect
	s := *g
	s.tightGap = min(3*g.tightGap, g.tightGap+max(0, want-f.Bounds.Height())/levels)
	return &s
}

// markSize is the size of the triangle standing for a folded subtree of
// hidden nodes: a little narrower than a node and taller, wide enough for
// the number.
func (g *Geometry) markSize(hidden int) (w, h float64) {
	s := g.scale
	text := TextWidth(Grouped(hidden, ","), g.small*s, false)
	// The number sits where the triangle is 3/5 of its base wide, its
	// word where it is 17/20.
	word := TextWidth(g.nodesWord(hidden), markWord*g.small*s, false)
	return max(0.8*g.innerW, (text+4*s)/0.6, (word+4*s)/0.85), 1.1 * g.innerH
}

// nodesWord is the word written under the number of nodes a folded
// subtree hides (Options.Nodes): "" for none.
func (g *Geometry) nodesWord(hidden int) string {
	if hidden == 1 {
		return g.Opt.Nodes[0]
	}
	return g.Opt.Nodes[1]
}

// markWord is the size of that word, in the number's sizes.
const markWord = 0.7

// Level returns node id's depth in the tree, read from where it is drawn.
func (g *Geometry) Level(id tree.NodeID) int {
	across := g.Y[id]
	if g.Opt.LeftRight {
		across = g.X[id]
	}
	if g.levelGap == 0 {
		return 0
	}
	return int(math.Round(across / g.levelGap))
}

// Grouped writes a count with sep between its thousands: "59,704"
// ("59.704" where the decimal separator is a comma).
func Grouped(n int, sep string) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return s
}

// Folded says whether the geometry draws only part of the tree (Fold).
func (g *Geometry) Folded() bool { return g.fold != nil }

// Drawn says whether node id is drawn: every node, unless folded away.
func (g *Geometry) Drawn(id tree.NodeID) bool { return g.fold == nil || g.fold.drawn[id] }

// Order lists the nodes drawn, in preorder.
func (g *Geometry) Order() []tree.NodeID {
	if g.fold == nil {
		return g.Tree.Preorder()
	}
	return g.fold.order
}

// Children returns the children of node id that are drawn: all of them,
// or none when it is folded.
func (g *Geometry) Children(id tree.NodeID) []tree.NodeID {
	if g.fold != nil && !g.fold.open[id] {
		return nil
	}
	return g.Tree.Nodes[id].Children
}

// FoldMark is the triangle under a folded node that stands for its
// subtree: its outline, the line to it from the node's shape, and the
// number of nodes it hides (its text's colour is the styler's to set).
type FoldMark struct {
	Polygon [][2]float64
	X1, Y1  float64 // the line from the node…
	X2, Y2  float64 // …to the triangle's apex
	Hidden  int
	Count   Text
	// Word is the word under the count ("nodes"), if any: the count is a
	// count.
	Word Text
	// Paint is the styler's: a dotted outline (a pruned node's is
	// dashed), greyed with the node.
	Paint Paint
}

// Mark returns the triangle of folded node id, if it is one.
func (g *Geometry) Mark(id tree.NodeID) (FoldMark, bool) {
	if g.fold == nil {
		return FoldMark{}, false
	}
	m, ok := g.fold.marks[id]
	if !ok {
		return FoldMark{}, false
	}
	s := g.scale
	size := g.small * s
	fm := FoldMark{Hidden: m.hidden, Count: Text{S: Grouped(m.hidden, ","), Size: size, Align: Center}}
	if word := g.nodesWord(m.hidden); word != "" && !g.Opt.LeftRight {
		fm.Word = Text{S: word, Size: markWord * size, Align: Center}
	}
	w, h := g.ShapeSize(id)
	if g.Opt.LeftRight { // the apex points back at the node, to the left
		fm.Polygon = [][2]float64{{m.x - m.w/2, m.y}, {m.x + m.w/2, m.y - m.h/2}, {m.x + m.w/2, m.y + m.h/2}}
		fm.X1, fm.Y1 = g.X[id]+w/2, g.Y[id]
		fm.X2, fm.Y2 = m.x-m.w/2, m.y
		fm.Count.X, fm.Count.Y = m.x+0.1*m.w, m.y
		return fm, true
	}
	top := m.y - m.h/2
	fm.Polygon = [][2]float64{{m.x, top}, {m.x + m.w/2, top + m.h}, {m.x - m.w/2, top + m.h}}
	fm.X1, fm.Y1 = g.X[id], g.Y[id]+h/2
	fm.X2, fm.Y2 = m.x, top
	fm.Count.X, fm.Count.Y = m.x, top+0.68*m.h
	if fm.Word.S != "" {
		fm.Count.Y = top + 0.6*m.h
		fm.Word.X, fm.Word.Y = m.x, top+0.85*m.h
	}
	return fm, true
}

// markBounds is the rectangle of folded node id's triangle and the line
// to it, or false.
func (g *Geometry) markBounds(id tree.NodeID) (Rect, bool) {
	fm, ok := g.Mark(id)
	if !ok {
		return Rect{}, false
	}
	r := Rect{fm.X1, fm.Y1, fm.X1, fm.Y1}
	for _, p := range fm.Polygon {
		r = r.Union(Rect{p[0], p[1], p[0], p[1]})
	}
	return r, true
}
