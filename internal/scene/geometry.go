package scene

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"gametree/internal/font"
	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/layout"
)

// Show picks the texts a picture carries.
type Show uint8

const (
	// ShowLabels writes node names.
	ShowLabels Show = 1 << iota
	// ShowValues writes V inside inner nodes and the value inside leaves.
	ShowValues
	// ShowWindows writes the (α, β) window of every reached node.
	ShowWindows
	// ShowCalls writes call numbers.
	ShowCalls
	// ShowMoves writes the moves on the edges.
	ShowMoves
	// ShowBoards draws each node's game position beside it (game trees).
	ShowBoards
	// ShowNone writes no text at all (a zero Show means DefaultShow).
	ShowNone Show = 1 << 7
	// DefaultShow is everything but call numbers.
	DefaultShow = ShowLabels | ShowValues | ShowWindows | ShowMoves
	// ShowAll is every text, and the boards.
	ShowAll = DefaultShow | ShowCalls | ShowBoards
)

var showNames = []struct {
	name string
	bit  Show
}{{"labels", ShowLabels}, {"values", ShowValues}, {"windows", ShowWindows}, {"calls", ShowCalls}, {"moves", ShowMoves}, {"boards", ShowBoards}}

// ParseShow reads a comma-separated list of labels, values, windows, calls
// and moves, or "all" or "none".
func ParseShow(s string) (Show, error) {
	switch s {
	case "all":
		return ShowAll, nil
	case "none", "":
		return ShowNone, nil
	}
	var show Show
	for _, part := range strings.Split(s, ",") {
		found := false
		for _, n := range showNames {
			if strings.TrimSpace(part) == n.name {
				show |= n.bit
				found = true
			}
		}
		if !found {
			return 0, i18n.New("scene.bad_show", "Text", i18n.Quote(part))
		}
	}
	return show, nil
}

// String lists the texts shown, as ParseShow reads them.
func (s Show) String() string {
	var names []string
	for _, n := range showNames {
		if s&n.bit != 0 {
			names = append(names, n.name)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}

// Options shape a picture. The zero value is a top-down drawing with the
// default texts at font scale 1.
type Options struct {
	// Show picks the texts; zero means DefaultShow, ShowNone none.
	Show Show
	// LeftRight grows the tree from left to right instead of top down.
	LeftRight bool
	// FontScale multiplies every size; zero means 1.
	FontScale float64
	// Legible writes every text as large as node names and in the title's
	// colour, instead of smaller and grey: for a projector.
	Legible bool
	// Slots makes inner nodes' shapes large enough to hold a box for a
	// value written by hand: a worksheet's blank (see Styler.Slot).
	Slots bool
	// Answers leaves room right of each inner node for a window written
	// there (the α/β exercise: the student's answers), which would else
	// run into the next node's name and window.
	Answers bool
	// Tight lays a top-down tree out to be seen whole in large type
	// (presenter mode), as printed trees are set: shapes and leaves no
	// larger than their values need, leaves of one parent closer than
	// the rest, an inner node's name to its left and its window to its
	// right, α over β, labelled.
	Tight bool
	// Aspect, in the tight layout, is the width over the height of the
	// screen the tree is drawn on (0: none given): the levels are spaced
	// apart, up to thrice as far, until the tree is as tall as a drawing
	// of its width fills, so that a wide tree fills the screen's height.
	Aspect float64
	// Nodes, when set, are the words a folded subtree's triangle writes
	// under the number of nodes it hides, for one and for more ("node",
	// "nodes"), so that the number never reads as a value.
	Nodes [2]string
}

// tight says whether the tight layout applies: top down only.
func (o Options) tight() bool { return o.Tight && !o.LeftRight }

func (o Options) show() Show {
	switch {
	case o.Show&ShowNone != 0:
		return 0
	case o.Show == 0:
		return DefaultShow
	}
	return o.Show
}

func (o Options) scale() float64 {
	if o.FontScale <= 0 {
		return 1
	}
	return o.FontScale
}

// Shape is the outline of a node.
type Shape uint8

const (
	// TriangleUp is a MAX node (△).
	TriangleUp Shape = iota
	// TriangleDown is a MIN node (▽).
	TriangleDown
	// Box is a leaf.
	Box
	// Circle is a chance node (○).
	Circle
)

// Rect is an axis-aligned rectangle.
type Rect struct{ MinX, MinY, MaxX, MaxY float64 }

// Width returns MaxX - MinX.
func (r Rect) Width() float64 { return r.MaxX - r.MinX }

// Height returns MaxY - MinY.
func (r Rect) Height() float64 { return r.MaxY - r.MinY }

// Union returns the smallest rectangle holding r and o.
func (r Rect) Union(o Rect) Rect {
	return Rect{min(r.MinX, o.MinX), min(r.MinY, o.MinY), max(r.MaxX, o.MaxX), max(r.MaxY, o.MaxY)}
}

// Overlaps reports whether r and o share any point.
func (r Rect) Overlaps(o Rect) bool {
	return r.MinX <= o.MaxX && o.MinX <= r.MaxX && r.MinY <= o.MaxY && o.MinY <= r.MaxY
}

// NameSize is the size of node names (and values) at font scale 1, in
// points.
const NameSize = labelSize

// Sizes at font scale 1, in points.
const (
	labelSize = 13.0 // node names
	valueSize = 13.0 // V inside shapes
	noteSize  = 11.0 // windows
	smallSize = 10.0 // call numbers, leaf names, moves
	pad       = 5.0  // between a shape and its texts
	// tightNoteSize is the size of the windows, leaf names and moves in
	// the tight layout: nearly a name's, the window being the lesson.
	tightNoteSize = 12.0
	// tightNamePad is, in the tight layout, the room between a name and
	// its shape.
	tightNamePad = 3.0
)

// A window written by a student, right of its node: its size at font
// scale 1, and its gap from the shape.
const (
	AnswerWindowSize = 12.0
	AnswerGap        = 4.0
)

// Geometry is where every node of a tree sits and how big it is. It
// depends on the tree's shape, its labels and values and the options, never
// on a step, so nothing moves while an animation runs; only a fold of it
// (Fold), made for a big tree around the search, changes as it goes.
type Geometry struct {
	Tree *tree.Tree
	Opt  Options
	// X and Y are node centres, in points.
	X, Y []float64
	// Bounds holds every shape and text.
	Bounds Rect

	scale          float64
	note, small    float64 // sizes of windows, and of leaf names and moves, at scale 1
	show           Show
	innerW, innerH float64 // triangle box (Graphviz's fixed size)
	leafW, leafH   float64
	leafWidths     []float64 // in the tight layout, each leaf's own width (its value's)
	windowW        float64   // room for the widest (α, β) window
	answerW        float64   // room for a window written right of a node (Opt.Answers)
	lineH          float64
	extent         []layout.Extent // along the level, texts included
	over           []layout.Strip  // in the strip of moves over a level (top down, with moves): see overStrip
	boards         map[tree.NodeID]games.Board
	cell           float64 // size of a board square
	levelGap, gap  float64 // the layout's spacing
	tightGap       float64 // the tight layout's level gap before fill spaced the levels out
	widestMove     float64 // the room the widest move takes beside its edge
	moveLead       float64 // how much taller the strip of moves is for moves in two lines
	sizes          *subtreeSizes
	fold           *folding // nil: the whole tree is drawn (see Fold)
}

// NewGeometry lays out t for pictures drawn with opt.
func NewGeometry(t *tree.Tree, opt Options) *Geometry {
	g := &Geometry{Tree: t, Opt: opt, scale: opt.scale(), show: opt.show(), note: noteSize, small: smallSize, sizes: &subtreeSizes{}}
	if opt.Legible {
		g.note, g.small = labelSize, labelSize
	}
	if opt.tight() { // windows and leaf names a little smaller than names, to fit
		g.note, g.small = tightNoteSize, max(g.small, tightNoteSize)
	}
	s := g.scale
	g.lineH = 1.3 * g.note * s

	// The widest value any V, α or β can take: every value and estimate,
	// negated (negamax), and the infinities.
	widestValue := TextWidth("−∞", valueSize*s, false)
	widestNote := TextWidth("−∞", g.note*s, false)
	for i := range t.Nodes {
		n := &t.Nodes[i]
		for _, v := range []float64{n.Value, -n.Value, n.Estimate, -n.Estimate} {
			if n.HasValue || n.HasEstimate {
				widestValue = max(widestValue, TextWidth(tree.TypesetValue(v), valueSize*s, false))
				widestNote = max(widestNote, TextWidth(tree.TypesetValue(v), g.note*s, false))
			}
		}
	}
	// A triangle is 3/4 of its box tall; at its centroid it is 2/3 as wide.
	g.innerW = max(44*s, 1.5*(widestValue+6*s))
	g.innerH = 40 * s
	if opt.Slots {
		g.innerW, g.innerH = slotShape(widestValue, s, g.innerW, g.innerH)
	}
	g.leafW = max(30*s, widestValue+12*s)
	g.leafH = 24 * s
	if opt.tight() {
		// Triangles as wide as two digits need (a wider V is written a
		// little smaller: see fitInTriangle), leaves as wide as their own
		// values: a drawing as narrow as its texts allow.
		g.innerH = 34 * s
		g.innerW = max(36*s, triangleFor(min(widestValue, TextWidth("−∞", valueSize*s, false)), valueSize*s, g.innerH, s))
		// A board beside a leaf keeps the leaf's width: its move, above
		// the leaf, stays clear of it.
		if g.show&ShowBoards == 0 || t.Game == "" {
			g.leafW, g.leafH = max(18*s, widestValue+6*s), 22*s
			g.leafWidths = make([]float64, t.Len())
			for i := range t.Nodes {
				if n := &t.Nodes[i]; n.IsLeaf() && n.HasValue {
					g.leafWidths[i] = max(18*s, TextWidth(tree.TypesetValue(n.Value), valueSize*s, false)+6*s)
				}
			}
		}
	}
	if g.show&ShowWindows != 0 {
		g.windowW = 2*widestNote + TextWidth("(, )", g.note*s, false)
	}
	if opt.Answers { // the widest window a student may write: any value, the infinities
		widest := max(widestValue*AnswerWindowSize/valueSize, TextWidth("−∞", AnswerWindowSize*s, true))
		g.answerW = 2*widest + TextWidth("(, )", AnswerWindowSize*s, true)
	}

	// Boards, for game trees: beside each shape (below it growing left to
	// right), squares of a fixed size.
	boardW, boardH := 0.0, 0.0
	if g.show&ShowBoards != 0 && t.Game != "" {
		g.boards = map[tree.NodeID]games.Board{}
		g.cell = 8 * s
		for i := range t.Nodes {
			if b, ok := games.BoardOf(t.Game, t.Nodes[i].Position); ok {
				g.boards[tree.NodeID(i)] = b
				boardW = max(boardW, float64(b.Cols)*g.cell)
				boardH = max(boardH, float64(b.Rows)*g.cell)
			}
		}
	}

	g.extent = make([]layout.Extent, t.Len())
	widestAlong := 0.0 // for left-right drawings: the longest reach along a level
	widestMove := 0.0  // room a move takes beside the end of its edge
	for i := range t.Nodes {
		id := tree.NodeID(i)
		caption := TextWidth(g.caption(id, worstCall), g.captionSize(id)*s, !t.Nodes[i].IsLeaf())
		switch leaf := t.Nodes[i].IsLeaf(); {
		case opt.LeftRight && leaf:
			g.extent[i] = layout.Extent{Left: g.leafH / 2, Right: g.leafH / 2}
			widestAlong = max(widestAlong, g.leafW+pad*s+caption)
		case opt.LeftRight:
			g.extent[i] = layout.Extent{Left: g.innerH/2 + pad*s + g.lineH, Right: g.innerH/2 + pad*s + g.lineH}
			widestAlong = max(widestAlong, g.innerW, caption, g.windowW)
		case leaf:
			lw, _ := g.ShapeSize(id)
			half := max(lw, caption) / 2
			g.extent[i] = layout.Extent{Left: half, Right: half}
		case opt.tight():
			half := max(g.innerW, g.windowW) / 2
			if id == tree.Root { // its window names its ends too
				half = max(half, g.windowW/2+TextWidth(WindowNames+" = ", g.note*s, false))
			}
			g.extent[i] = layout.Extent{Left: max(half, g.innerW/2+tightNamePad*s+caption), Right: half}
		default:
			g.extent[i] = layout.Extent{Left: g.innerW/2 + pad*s + max(caption, g.windowW), Right: g.innerW / 2}
		}
		if opt.Answers && !opt.LeftRight && !t.Nodes[i].IsLeaf() {
			g.extent[i].Right = max(g.extent[i].Right, g.innerW/2+AnswerGap*s+g.answerW)
		}
		if m, ok := g.moveText(id); ok {
			widestMove = max(widestMove, 4*s+m.Rect().Width())
			if m.Break > 0 {
				g.moveLead = Lead * g.small * s
			}
		}
		if b, ok := g.boards[id]; ok {
			if opt.LeftRight {
				g.extent[i].Right += pad*s + float64(b.Rows)*g.cell
			} else {
				g.extent[i].Right += pad*s + float64(b.Cols)*g.cell
			}
		}
	}
	if widestMove > 0 && !opt.LeftRight {
		// Top down, the moves stand in a strip of their own over the
		// shapes (see overStrip), so a move over one node may stand
		// above its neighbour's name and window: the names no longer
		// take the moves' width too.
		g.over = make([]layout.Strip, t.Len())
		for i := range t.Nodes {
			g.over[i] = g.overStrip(tree.NodeID(i))
		}
	}
	levelGap, gap := max(g.innerH, boardH)+g.lineH+40*s+g.moveLead, 12*s
	switch {
	case opt.LeftRight:
		levelGap = max(widestAlong, boardW) + 56*s + widestMove
	case opt.tight():
		levelGap, gap = max(g.innerH, boardH)+g.windowLine()+12*s, 8*s
		if widestMove > 0 {
			// A line for the moves (or two), above the shapes, and as
			// much again between them and the parents' windows: the
			// edges of a fan cross the strip nearer their ends, where
			// they have room (tidy), not through a neighbour's move.
			levelGap += 2*(g.small*s+g.moveLead) + 4*s
		}
	}
	g.levelGap, g.gap, g.tightGap = levelGap, gap, levelGap
	g.widestMove = widestMove
	l := g.tidy(t, g.extent, g.over)
	if opt.LeftRight {
		l.Transpose()
	}
	g.X, g.Y = l.X, l.Y
	if opt.tight() && opt.Aspect > 0 {
		g.fill(opt.Aspect)
	}
	g.Bounds = Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for id := range t.Nodes {
		g.Bounds = g.Bounds.Union(g.NodeBounds(tree.NodeID(id)))
		if m, ok := g.Move(tree.NodeID(id)); ok {
			g.Bounds = g.Bounds.Union(m.Rect())
		}
	}
	if t.Len() == 0 {
		g.Bounds = Rect{}
	}
	return g
}

// stripBottom is how far above a node's centre the strip of moves over
// its level begins, top down: the lowest move's bottom (Move writes a
// move 4 points over its shape, and a leaf's shape is the lowest).
// Everything else a node draws lies below this line, but for the tips
// of shapes, boards and folded triangles taller than a leaf, and the
// edge coming down into it, which overStrip counts.
func (g *Geometry) stripBottom() float64 {
	return min(g.leafH, g.innerH)/2 + 4*g.scale
}

// overStrip is how far node id reaches along its level in the strip of
// moves over its shape (top down): its own move, on the side away from
// its parent (children left of the middle write it to their left, right
// of it to their right; a middle child may stand a little to either
// side), and, as lines (see layout.Strip), whatever of its shape or board
// rises into the strip. tidy adds the edge into it.
func (g *Geometry) overStrip(id tree.NodeID) layout.Strip {
	var e layout.Strip
	if w := g.moveWidth(id); w > 0 {
		if side := outward(g.Tree, id); side <= 0 {
			e.Text.Left = w
		}
		if side := outward(g.Tree, id); side >= 0 {
			e.Text.Right = w
		}
	}
	d := g.stripBottom()
	w, h := g.ShapeSize(id)
	reach := 0.0
	switch {
	case g.Tree.Nodes[id].IsLeaf():
	case g.Tree.Nodes[id].Kind == tree.Chance:
		if rx, ry := circleRadii(w, h); ry > d {
			reach = rx
		}
	default: // △'s tip, or ▽'s base (which is which depends on the search)
		if h/2 > d {
			reach = w / 2 * (h/2 - d) / (0.75 * h)
		}
		if h/4 > d || g.Opt.tight() && h/2 > d {
			// The tight layout's short shapes: the whole box, as a move's
			// plate is kept clear of it.
			reach = w / 2
		}
	}
	e.Line = layout.Extent{Left: reach, Right: reach}
	if b, ok := g.boards[id]; ok && float64(b.Rows)*g.cell/2 > d {
		e.Line.Right = max(e.Line.Right, w/2+pad*g.scale+float64(b.Cols)*g.cell)
	}
	return e
}

// rise is how far, for each point it runs across, an edge runs along
// its level in the strip of moves over the node it goes into, at most:
// from where its parent's edges leave (a ▽'s tip, or under the window
// in the tight layout) to where it enters (a ▽'s base, a leaf's top),
// measured up to the strip's top.
func (g *Geometry) rise() float64 {
	s := g.scale
	top := max(g.innerH, g.leafH)/2 + 4*s + g.small*s + g.moveLead // the highest move's top
	enter := min(g.innerH/4, g.leafH/2)
	exit := g.innerH / 2
	return (top - enter) / (g.levelGap - exit - enter)
}

// tidy lays out t, whose nodes reach as far as extent says along their
// level (the geometry's tree, or a fold's cut of it). With moves (over
// not nil: how far each node reaches in the strip of moves over its
// level), it also keeps the edges off the moves: the edge into a node
// crosses the strip beside it, towards its parent, as far as the rise
// times the distance between the two. That room is added to the node's
// lines in the strip and the tree laid out again, until every edge has
// its room; it only grows, a little more than asked, and two or three
// rounds do. An edge gets no more room than the widest move takes (two,
// in the tight layout): one
// sweeping further, of a wide fan from far above, crosses the strip over
// so many nodes that to clear it the tree would have to be much wider,
// and a move there may stand on it.
func (g *Geometry) tidy(t *tree.Tree, extent []layout.Extent, over []layout.Strip) *layout.Layout {
	opt := layout.Options{LevelGap: g.levelGap, Gap: g.gap}
	if g.Opt.tight() {
		// Children of one parent closer than cousins, half as far apart,
		// as printed trees set families.
		opt.Between = func(a, b tree.NodeID) float64 {
			na, nb := &t.Nodes[a], &t.Nodes[b]
			switch {
			case na.Parent != nb.Parent:
				return g.gap
			}
			return g.gap / 2
		}
	}
	reach := func(id tree.NodeID) layout.Extent { return extent[id] }
	if over == nil {
		return layout.Tidy(t, reach, opt)
	}
	over = slices.Clone(over)
	opt.Over = func(id tree.NodeID) layout.Strip { return over[id] }
	rise, most, slack := g.rise(), g.widestMove, g.scale/2
	if g.Opt.tight() {
		// The tight layout's strip is nearer the parents' windows, where
		// an edge crossing it has further to go: up to two moves' room,
		// so that the last child's edge clears its neighbour's move.
		most *= 2
	}
	for round := 1; ; round++ {
		l := layout.Tidy(t, reach, opt)
		grew := false
		for i := range t.Nodes {
			p := t.Nodes[i].Parent
			if p == tree.None || l.X[p] == l.X[i] {
				continue
			}
			side := &over[i].Line.Left // the parent is to the left
			if l.X[p] > l.X[i] {
				side = &over[i].Line.Right
			}
			if room := min(math.Abs(l.X[p]-l.X[i])*rise, most); room > *side+slack {
				*side, grew = min(room*1.1, most), true
			}
		}
		if !grew || round == maxRounds {
			return l
		}
	}
}

// maxRounds bounds tidy's layouts of one tree: enough for the edges'
// room to settle on any tree we know of.
const maxRounds = 8

// worstCall stands for the widest call number when reserving room.
const worstCall = 99999

// caption is the text naming a node: its label and call number.
func (g *Geometry) caption(id tree.NodeID, call int) string {
	parts := []string{}
	if g.show&ShowLabels != 0 {
		parts = append(parts, g.Tree.Nodes[id].Label)
	}
	if g.show&ShowCalls != 0 && call > 0 {
		parts = append(parts, fmt.Sprintf("#%d", call))
	}
	return strings.Join(parts, " ")
}

// captionSize is the font size of a node's caption at scale 1.
func (g *Geometry) captionSize(id tree.NodeID) float64 {
	if g.Tree.Nodes[id].IsLeaf() {
		return g.small
	}
	return labelSize
}

// ShapeSize returns the width and height of a node's shape box.
func (g *Geometry) ShapeSize(id tree.NodeID) (w, h float64) {
	if g.Tree.Nodes[id].IsLeaf() {
		if g.leafWidths != nil && g.leafWidths[id] > 0 {
			return g.leafWidths[id], g.leafH
		}
		return g.leafW, g.leafH
	}
	return g.innerW, g.innerH
}

// Board returns the board drawn beside a node, its top-left corner and
// the size of a square; ok is false when there is none.
func (g *Geometry) Board(id tree.NodeID) (b games.Board, x, y, cell float64, ok bool) {
	b, ok = g.boards[id]
	if !ok {
		return b, 0, 0, 0, false
	}
	w, _ := g.ShapeSize(id)
	bw, bh := float64(b.Cols)*g.cell, float64(b.Rows)*g.cell
	if g.Opt.LeftRight {
		x, y = g.X[id]-bw/2, g.Y[id]+g.extent[id].Right-bh
	} else {
		x, y = g.X[id]+w/2+pad*g.scale, g.Y[id]-bh/2
	}
	return b, x, y, g.cell, true
}

// NodeBounds returns the rectangle holding a node's shape, texts and
// board, and when it is folded the triangle hung under it.
func (g *Geometry) NodeBounds(id tree.NodeID) Rect {
	r := g.nodeBounds(id)
	if b, x, y, cell, ok := g.Board(id); ok {
		r = r.Union(Rect{x, y, x + float64(b.Cols)*cell, y + float64(b.Rows)*cell})
	}
	if m, ok := g.markBounds(id); ok {
		r = r.Union(m)
	}
	return r
}

func (g *Geometry) nodeBounds(id tree.NodeID) Rect {
	x, y := g.X[id], g.Y[id]
	w, h := g.ShapeSize(id)
	s := g.scale
	e := g.extent[id]
	switch leaf := g.Tree.Nodes[id].IsLeaf(); {
	case g.Opt.LeftRight && leaf:
		return Rect{x - w/2, y - e.Left, x + w/2 + pad*s + TextWidth(g.caption(id, worstCall), g.small*s, false), y + e.Right}
	case g.Opt.LeftRight:
		half := max(w, TextWidth(g.caption(id, worstCall), labelSize*s, true), g.windowW) / 2
		return Rect{x - half, y - e.Left, x + half, y + e.Right}
	case leaf:
		return Rect{x - e.Left, y - h/2, x + e.Right, y + h/2 + pad*s + g.lineH}
	}
	return Rect{x - e.Left, y - h/2, x + e.Right, y + h/2 + g.windowLine()}
}

// windowLine is the room under an inner node's shape that the tight
// layout gives its window: none in the others, or without windows.
func (g *Geometry) windowLine() float64 {
	if !g.Opt.tight() || g.windowW == 0 {
		return 0
	}
	return pad*g.scale + g.lineH
}

// fill spaces the levels of a tight layout apart so that the tree is as
// tall as a drawing of its width on a screen of that aspect (width over
// height) is, up to thrice as far apart as they need to be: a wide tree
// then fills the screen's height instead of its top third.
func (g *Geometry) fill(aspect float64) {
	levels := 0.0
	for i := range g.Y {
		levels = max(levels, math.Round(g.Y[i]/g.levelGap))
	}
	if levels == 0 {
		return
	}
	b := Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for id := range g.Tree.Nodes {
		b = b.Union(g.NodeBounds(tree.NodeID(id)))
	}
	want := fillShare * b.Width() / aspect
	gap := min(3*g.levelGap, g.levelGap+max(0, want-b.Height())/levels)
	for i := range g.Y {
		g.Y[i] *= gap / g.levelGap
	}
	g.levelGap = gap
}

// fillShare is how much of the height a drawing of its width would fill
// the levels are spaced to fill: a little less, so that the width, not the
// height, still decides the size it is drawn at (the screen's margins, and
// its shape known to a quarter).
const fillShare = 0.9

// triangleFor is how wide a triangle h tall must be for a value width
// wide in type of size to stand inside it unshrunk (see fitInTriangle):
// digits at its centroid, clear of the sides.
func triangleFor(width, size, h, s float64) float64 {
	hh := 0.36 * size
	return (width + 3*s) * 0.75 * h / (h/2 - hh)
}

// Polygon returns the outline of a shape centred at (x, y) in a w×h box,
// as Graphviz draws it: a triangle's centroid is at the centre, its apex
// half the box away and its base a quarter of the box away.
func Polygon(shape Shape, x, y, w, h float64) [][2]float64 {
	switch shape {
	case TriangleUp:
		return [][2]float64{{x, y - h/2}, {x + w/2, y + h/4}, {x - w/2, y + h/4}}
	case TriangleDown:
		return [][2]float64{{x - w/2, y - h/4}, {x + w/2, y - h/4}, {x, y + h/2}}
	case Circle:
		rx, ry := circleRadii(w, h)
		pts := make([][2]float64, circleSides)
		for i := range pts {
			a := 2 * math.Pi * float64(i) / circleSides
			pts[i] = [2]float64{x + rx*math.Cos(a), y + ry*math.Sin(a)}
		}
		return pts
	}
	return [][2]float64{{x - w/2, y - h/2}, {x + w/2, y - h/2}, {x + w/2, y + h/2}, {x - w/2, y + h/2}}
}

// circleSides is how many sides the polygon a circle is drawn as has:
// enough that no corner shows at any zoom a slide uses.
const circleSides = 48

// circleRadii are the radii of a chance node's circle in a w×h box: a
// circle as tall as a triangle, widened into an ellipse only when wide
// values need the room.
func circleRadii(w, h float64) (rx, ry float64) {
	return math.Max(h, 0.8*w) / 2, h / 2
}

// exit returns where edges leave a node towards its children, and enter
// where the edge from the parent arrives.
func exitPoint(shape Shape, x, y, w, h float64, leftRight bool) (float64, float64) {
	if leftRight {
		return x + sideX(shape, w, h), y
	}
	switch shape {
	case TriangleUp:
		return x, y + h/4
	case TriangleDown:
		return x, y + h/2
	}
	return x, y + h/2
}

// sideX is how far right of its centre a shape's side is, where edges
// leave and arrive when the tree grows left to right.
func sideX(shape Shape, w, h float64) float64 {
	switch shape {
	case Box:
		return w / 2
	case Circle:
		rx, _ := circleRadii(w, h)
		return rx
	}
	return w / 3
}

func enterPoint(shape Shape, x, y, w, h float64, leftRight bool) (float64, float64) {
	if leftRight {
		return x - sideX(shape, w, h), y
	}
	switch shape {
	case TriangleUp:
		return x, y - h/2
	case TriangleDown:
		return x, y - h/4
	}
	return x, y - h/2
}

// TextWidth is the width of s at size points in the font the renderers
// draw it in: the Go font, bold or regular, as package font measures it.
// Pictures reserve room with it, and the painter and the vector writers
// place text by the same advances.
func TextWidth(s string, size float64, bold bool) float64 {
	return font.Width(s, size, bold)
}

// Move is where the move into node id is written, when moves are shown
// and it has one, and the probability of a chance node's child (the
// colour is the styler's to set). It sits at the end
// of the edge, beside the child, on the side away from the parent, so
// that it never crosses its own edge nor reaches into a sibling's
// (NewGeometry reserves the room): top down, above the shape, to its left
// or right, in two lines when it is long (see moveBreak); left to right,
// before the shape, above or below the edge.
func (g *Geometry) Move(id tree.NodeID) (Text, bool) {
	m, ok := g.moveText(id)
	if !ok {
		return Text{}, false
	}
	gap := 4 * g.scale
	w, h := g.ShapeSize(id)
	p := g.Tree.Nodes[id].Parent
	if g.Opt.LeftRight {
		side := 1.0
		if g.Y[id] < g.Y[p]-0.5 {
			side = -1
		}
		m.X = g.X[id] - w/2 - pad*g.scale - TextWidth(m.S, m.Size, false)/2
		m.Y, m.Align = g.Y[id]+side*(1.5*gap+m.Size/2), Center
		return m, true
	}
	block := m.Rect().Height()
	m.Y = g.Y[id] - h/2 - gap - block/2
	// The side the layout kept room for (overStrip): by the child's place
	// among its siblings, a middle one by where it stands. By where each
	// stands, a second child of four a little right of its parent (a fold
	// in presenter mode) had written its move into its neighbour's.
	left := g.X[id] < g.X[p]-0.5
	if side := outward(g.Tree, id); side != 0 {
		left = side < 0
	}
	if left {
		m.X, m.Align = g.X[id]-gap, Right
	} else {
		m.X, m.Align = g.X[id]+gap, Left
	}
	return m, true
}

// moveText is the move into node id as Move writes it, not yet placed:
// its text, size and line break; false for none.
func (g *Geometry) moveText(id tree.NodeID) (Text, bool) {
	move := g.edgeText(id)
	if move == "" {
		return Text{}, false
	}
	return Text{S: move, Size: g.small * g.scale, Break: g.moveBreak(move)}, true
}

// moveBreak is where a move goes on to a second line, after its last
// space, when top down it is wider than breakWidth sizes: "heap 2" over
// "−1", "roll 6" over "(1/6)". Moves stand side by side in the strip
// over a level, and Romanian's "grămada 2 −1" had made Nim 2,2 so wide
// that fitted at 1024×768 its moves were too small to be written. 0 for
// one line.
func (g *Geometry) moveBreak(move string) int {
	if g.Opt.LeftRight || TextWidth(move, 1, false) <= breakWidth {
		return 0
	}
	if i := strings.LastIndexByte(move, ' '); i > 0 {
		return i + 1
	}
	return 0
}

// breakWidth is the width, in text sizes, beyond which a move is written
// in two lines: wider than "X c2" or "pass", narrower than "heap 2 −1".
const breakWidth = 3.6

// moveWidth is the room the move into id takes beside its edge's end: 0
// for none.
func (g *Geometry) moveWidth(id tree.NodeID) float64 {
	m, ok := g.moveText(id)
	if !ok {
		return 0
	}
	return 4*g.scale + m.Rect().Width()
}

// edgeText is what is written at the end of the edge into node id: the
// move, when moves are shown, and under a chance node the probability,
// always ("1/6", or "roll 6 (1/6)").
func (g *Geometry) edgeText(id tree.NodeID) string {
	t := g.Tree
	n := &t.Nodes[id]
	if n.Parent == tree.None {
		return ""
	}
	move := n.Move
	if g.show&ShowMoves == 0 {
		move = ""
	}
	if t.Nodes[n.Parent].Kind != tree.Chance {
		return move
	}
	p := tree.FormatProbability(t.Probability(id))
	if move == "" {
		return p
	}
	return move + " (" + p + ")"
}

// outward is the side of node id away from its parent, as a tidy layout
// places children under the middle of their parent: -1 for a child in
// the first half (left, or above left to right), +1 for the second half
// and an only child, 0 for the middle one of several, which may stand a
// little to either side.
func outward(t *tree.Tree, id tree.NodeID) int {
	p := t.Nodes[id].Parent
	if p == tree.None {
		return 1
	}
	siblings := t.Nodes[p].Children
	switch i, n := slices.Index(siblings, id), len(siblings); {
	case n == 1:
		return 1
	case 2*i < n-1:
		return -1
	case 2*i == n-1:
		return 0
	}
	return 1
}

// PlateRect is the plate of the background a text stands on where lines
// may run under it (a move, a window in the tight layout, a merged
// position's names): its box, an eighth of its size larger all round.
// Layouts keep other texts and shapes off it; every renderer fills it
// under the text.
func (t Text) PlateRect() Rect {
	r := t.Rect()
	m := t.Size / 8
	return Rect{r.MinX - m, r.MinY - m, r.MaxX + m, r.MaxY + m}
}

// Rect is the box a text covers, both its lines.
func (t Text) Rect() Rect {
	if lines := t.Lines(); len(lines) > 1 {
		return lines[0].Rect().Union(lines[1].Rect())
	}
	w := TextWidth(t.S, t.Size, t.Bold)
	x := t.X
	switch t.Align {
	case Right:
		x -= w
	case Center:
		x -= w / 2
	}
	return Rect{x, t.Y - t.Size/2, x + w, t.Y + t.Size/2}
}
