package scene

import (
	"image/color"
	"math"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Align says where a text's anchor is.
type Align uint8

const (
	// Center puts the middle of the text at the anchor.
	Center Align = iota
	// Left starts the text at the anchor.
	Left
	// Right ends the text at the anchor.
	Right
)

// Text is a line of text, or two. (X, Y) is the anchor: horizontally as
// Align says, vertically the middle of the text. Break, when not 0, is
// where S goes on to a second line (after a space): a long move is
// written "heap 2" over "−1" (see Geometry.Move). Drawers write the lines
// Lines gives.
type Text struct {
	S     string
	X, Y  float64
	Size  float64
	Bold  bool
	Align Align
	Color color.RGBA
	Break int
	// Plate says the text is written on a plate of the background, over
	// the edges that run under it (a window in the tight layout, where
	// the edges leave the shape above it).
	Plate bool
}

// Lead is the distance between the middles of a text's two lines, in
// sizes.
const Lead = 1.15

// Lines is the text as lines of one each, at their places: itself when
// it has no Break.
func (t Text) Lines() []Text {
	if t.Break <= 0 || t.Break >= len(t.S) {
		t.Break = 0
		return []Text{t}
	}
	first, second := t, t
	first.S, second.S = strings.TrimRight(t.S[:t.Break], " "), t.S[t.Break:]
	first.Break, second.Break = 0, 0
	first.Y, second.Y = t.Y-Lead*t.Size/2, t.Y+Lead*t.Size/2
	return []Text{first, second}
}

// Node is a node as drawn at one step.
type Node struct {
	ID     tree.NodeID
	Shape  Shape
	X, Y   float64 // centre
	W, H   float64 // shape box
	Paint  Paint
	Status search.Status
	// OnPV marks a node of the principal variation on the final step.
	OnPV bool
	// Value is written inside the shape (empty S when there is none).
	Value Text
	// Texts are written beside the shape: name, call number, window.
	Texts []Text
	// Mark is the triangle standing for the node's subtree when the
	// geometry folds it away (see Geometry.Fold); nil otherwise.
	Mark *FoldMark
}

// Polygon returns the node's outline.
func (n *Node) Polygon() [][2]float64 { return Polygon(n.Shape, n.X, n.Y, n.W, n.H) }

// Edge is the line from a parent to a child as drawn at one step.
type Edge struct {
	From, To       tree.NodeID
	X1, Y1, X2, Y2 float64 // from the parent's shape to the child's
	Paint          Paint
	// Cut marks the edge into a pruned child: the place of the cutoff,
	// drawn at (CutX, CutY), the middle of the edge's part that shows.
	Cut        bool
	CutX, CutY float64
	// Label is the move, when shown (empty S otherwise).
	Label Text
}

// Styler maps snapshots of one trace to drawn nodes and edges: the one
// place that decides the look.
type Styler struct {
	Trace *search.Trace
	Geom  *Geometry
	Pal   Palette
	// Decimal is the decimal separator of the language the picture is
	// read in: i18n.Lang.DecimalSeparator, "," for Romanian and Italian
	// ("0,5"). Empty, numbers are written with ".", as files write them.
	// The caller sets it after NewStyler.
	Decimal string
	pv      []bool
}

// NewStyler styles tr's snapshots on geometry g in a theme. g must have
// been made for tr's tree.
func NewStyler(tr *search.Trace, g *Geometry, theme Theme) *Styler {
	s := &Styler{Trace: tr, Geom: g, Pal: theme.Palette(), pv: make([]bool, tr.Tree.Len())}
	for _, id := range tr.PV {
		s.pv[id] = true
	}
	return s
}

// Number writes a value as the styler's pictures do: as
// tree.TypesetValue does (−3, +∞, 2.75), with the styler's decimal
// separator ("2,75").
func (s *Styler) Number(v float64) string {
	return i18n.WithDecimal(tree.TypesetValue(v), s.Decimal)
}

// WindowNames names a window's two ends, as the root's window in the
// tight layout says them.
const WindowNames = "(α, β)"

// Window writes the window (α, β) with its values as Number does; where
// a decimal comma stands in either value, a semicolon parts them, as
// Romanian and Italian write intervals: (0,5; 3), never (0,5, 3).
func (s *Styler) Window(alpha, beta float64) string {
	return i18n.WithDecimalWindow("("+tree.TypesetValue(alpha)+", "+tree.TypesetValue(beta)+")", s.Decimal)
}

// Shape returns the outline of a node: a box for a leaf, △ for MAX, ▽ for
// MIN, ○ for a chance node.
func (s *Styler) Shape(id tree.NodeID) Shape {
	switch {
	case s.Trace.Tree.Nodes[id].IsLeaf():
		return Box
	case s.Trace.Kinds[id] == tree.Min:
		return TriangleDown
	case s.Trace.Kinds[id] == tree.Chance:
		return Circle
	}
	return TriangleUp
}

// paint picks a node's paint from its state.
func (s *Styler) paint(snap search.Snapshot, id tree.NodeID, ns search.NodeState) (Paint, bool) {
	onPV := snap.IsFinal() && s.pv[id]
	switch {
	case onPV:
		return s.Pal.PV, true
	case ns.Status == search.Current:
		return s.Pal.Current, false
	case ns.Status == search.OnStack:
		return s.Pal.OnStack, false
	case ns.Status == search.Done:
		return s.Pal.Done, false
	case ns.Status == search.Pruned:
		return s.Pal.Pruned, false
	case s.Trace.BelowLimit(id):
		return s.Pal.BelowLimit, false
	}
	return s.Pal.NotReached, false
}

// Paint returns only the paint of node id after the snapshot's step: the
// cheap question for a node drawn as a dot.
func (s *Styler) Paint(snap search.Snapshot, id tree.NodeID) Paint {
	if s.Trace.Samples() {
		p, _ := s.sampledPaint(snap, id, snap.Node(id))
		return p
	}
	p, _ := s.paint(snap, id, snap.Node(id))
	return p
}

// Node returns how node id is drawn after the snapshot's step.
func (s *Styler) Node(snap search.Snapshot, id tree.NodeID) Node {
	g := s.Geom
	ns := snap.Node(id)
	sampled := s.Trace.Samples()
	paint, onPV := s.paint(snap, id, ns)
	if sampled {
		paint, onPV = s.sampledPaint(snap, id, ns)
	}
	n := Node{ID: id, Shape: s.Shape(id), X: g.X[id], Y: g.Y[id], Paint: paint, Status: ns.Status, OnPV: onPV}
	n.W, n.H = g.ShapeSize(id)
	show, sc := g.show, g.scale
	node := &s.Trace.Tree.Nodes[id]
	muted := s.muted()
	if ns.Status == search.Pruned || s.Trace.BelowLimit(id) {
		muted = paint.Text
	}

	// Inside the shape: a leaf's value (data, always known), an inner
	// node's V once known.
	if show&ShowValues != 0 {
		value := ""
		switch {
		case node.IsLeaf():
			value = s.Number(node.Value)
		case sampled && ns.HasV():
			value = s.mean(ns.V)
		case ns.HasV():
			value = s.Number(ns.V)
		}
		n.Value = Text{S: value, X: n.X, Y: n.Y, Size: valueSize * sc, Bold: ns.Status == search.Current, Color: paint.Text}
		n.fitInTriangle(sc)
	}
	caption := g.caption(id, int(ns.Call))
	window := ""
	switch {
	case show&ShowWindows == 0 || node.IsLeaf():
	case sampled:
		window = s.visits(ns)
	case ns.HasWindow():
		window = s.Window(ns.Alpha, ns.Beta)
	}
	p := pad * sc
	switch {
	case node.IsLeaf() && g.Opt.LeftRight:
		n.addText(caption, n.X+n.W/2+p, n.Y, g.small*sc, false, Left, muted)
	case node.IsLeaf():
		n.addText(caption, n.X, n.Y+n.H/2+p+g.lineH/2, g.small*sc, false, Center, muted)
	case g.Opt.LeftRight:
		n.addText(caption, n.X, n.Y-n.H/2-p-g.lineH/2, labelSize*sc, true, Center, s.textColor(ns, paint))
		n.addText(window, n.X, n.Y+n.H/2+p+g.lineH/2, g.note*sc, false, Center, muted)
	case g.Opt.tight():
		// The name level with the shape, to its left; the window under
		// the shape, on a plate over the edges leaving the shape (the
		// root's naming its two ends, for the eye's first sight).
		n.addText(caption, n.X-n.W/2-tightNamePad*sc, n.Y, labelSize*sc, true, Right, s.textColor(ns, paint))
		if id == tree.Root && !sampled && window != "" {
			window = WindowNames + " = " + window
		}
		lesson := s.textColor(ns, paint) // as dark as the name: the window is the lesson
		n.addText(window, n.X, n.Y+n.H/2+p+g.lineH/2, g.note*sc, false, Center, lesson)
		if k := len(n.Texts) - 1; window != "" {
			n.Texts[k].Plate = true
		}
	default:
		// Name above the window, both to the left of the shape; the name
		// alone sits level with the centre.
		right := n.X - n.W/2 - p
		nameY := n.Y
		if g.windowW > 0 {
			nameY = n.Y - g.lineH/2
		}
		n.addText(caption, right, nameY, labelSize*sc, true, Right, s.textColor(ns, paint))
		n.addText(window, right, n.Y+g.lineH/2, g.note*sc, false, Right, muted)
	}
	if ucb, ok := s.ucbText(snap, id); ok && sampled {
		n.Texts = append(n.Texts, ucb)
	}
	if r, ok := s.rewardText(snap, id, &n); ok && sampled {
		n.Texts = append(n.Texts, r)
	}
	if m, ok := g.Mark(id); ok {
		line := s.Pal.Edge
		if ns.Status == search.Pruned || s.Trace.BelowLimit(id) {
			line = s.Pal.PrunedEdge
		}
		m.Paint = Paint{Fill: s.Pal.Background, Stroke: line.Stroke, Width: line.Width, Dotted: true}
		m.Count.Color, m.Word.Color = muted, muted
		if s.Decimal == "," { // the thousands as the language parts them: "59.704"
			m.Count.S = Grouped(m.Hidden, ".")
		}
		n.Mark = &m
	}
	return n
}

func (n *Node) addText(str string, x, y, size float64, bold bool, align Align, c color.RGBA) {
	if str != "" {
		n.Texts = append(n.Texts, Text{S: str, X: x, Y: y, Size: size, Bold: bold, Align: align, Color: c})
	}
}

// muted is the colour of texts beside the shapes: grey, or the title's
// colour in a legible picture.
func (s *Styler) muted() color.RGBA {
	if s.Geom.Opt.Legible {
		return s.Pal.Title
	}
	return s.Pal.Muted
}

// NameColor is the colour of node id's name after the snapshot's step.
func (s *Styler) NameColor(snap search.Snapshot, id tree.NodeID) color.RGBA {
	ns := snap.Node(id)
	p, _ := s.paint(snap, id, ns)
	if s.Trace.Samples() {
		p, _ = s.sampledPaint(snap, id, ns)
	}
	return s.textColor(ns, p)
}

// textColor is the colour of a name beside a node: the title colour, or
// the node's own muted text when it is pruned or out of reach.
func (s *Styler) textColor(ns search.NodeState, p Paint) color.RGBA {
	if ns.Status == search.Pruned || p == s.Pal.BelowLimit {
		return p.Text
	}
	return s.Pal.Title
}

// EdgePaint returns only the paint of the edge into child, and whether it
// is where a cutoff pruned: the cheap question for far-out views.
func (s *Styler) EdgePaint(snap search.Snapshot, child tree.NodeID) (Paint, bool) {
	parent := s.Trace.Tree.Nodes[child].Parent
	cs, ps := snap.Node(child), snap.Node(parent)
	if p, ok := s.sampledEdgePaint(snap, child); ok && s.Trace.Samples() {
		return p, false
	}
	switch {
	case cs.Status == search.Pruned:
		return s.Pal.PrunedEdge, ps.Status != search.Pruned
	case s.Trace.BelowLimit(child):
		return s.Pal.BelowEdge, false
	case snap.IsFinal() && s.pv[child] && s.pv[parent]:
		return s.Pal.PVEdge, false
	case cs.Status == search.Current || cs.Status == search.OnStack:
		return s.Pal.StackEdge, false
	case ps.Chosen == child:
		return s.Pal.Chosen, false
	}
	return s.Pal.Edge, false
}

// EdgeEnds returns where the edge into child leaves its parent's shape and
// enters the child's.
func (s *Styler) EdgeEnds(child tree.NodeID) (x1, y1, x2, y2 float64) {
	g := s.Geom
	parent := s.Trace.Tree.Nodes[child].Parent
	pw, ph := g.ShapeSize(parent)
	cw, ch := g.ShapeSize(child)
	x1, y1 = exitPoint(s.Shape(parent), g.X[parent], g.Y[parent], pw, ph, g.Opt.LeftRight)
	x2, y2 = enterPoint(s.Shape(child), g.X[child], g.Y[child], cw, ch, g.Opt.LeftRight)
	return x1, y1, x2, y2
}

// Edge returns how the edge from child's parent to child is drawn after
// the snapshot's step.
func (s *Styler) Edge(snap search.Snapshot, child tree.NodeID) Edge {
	g := s.Geom
	t := s.Trace.Tree
	e := Edge{From: t.Nodes[child].Parent, To: child}
	e.X1, e.Y1, e.X2, e.Y2 = s.EdgeEnds(child)
	e.Paint, e.Cut = s.EdgePaint(snap, child)
	if e.Cut {
		e.CutX, e.CutY = s.cutPoint(e)
	}
	cs := snap.Node(child)
	if label, ok := g.Move(child); ok {
		color := s.muted()
		if cs.Status == search.Pruned {
			color = s.Pal.Pruned.Text
		}
		e.Label = label
		e.Label.Color = color
		if p := t.Nodes[child].Parent; s.Decimal != "" && t.Nodes[p].Kind == tree.Chance {
			e.Label.S = s.probability(e.Label.S, t.Probability(child))
		}
	}
	return e
}

// cutPoint is the middle of the part of edge e that shows: below the
// parent's window where the tight layout puts it on a plate over the
// edges leaving the shape.
func (s *Styler) cutPoint(e Edge) (x, y float64) {
	from := 0.0
	g := s.Geom
	if line := g.windowLine(); line > 0 && e.Y2 > e.Y1 {
		_, ph := g.ShapeSize(e.From)
		below := g.Y[e.From] + ph/2 + line
		from = math.Min(math.Max((below-e.Y1)/(e.Y2-e.Y1), 0), 0.8)
	}
	t := (from + 1) / 2
	return e.X1 + (e.X2-e.X1)*t, e.Y1 + (e.Y2-e.Y1)*t
}

// probability writes, in label (the probability of a chance node's child,
// "0.5", or a move and its probability, "roll 1 (0.5)", as the geometry
// lays it out), the probability p with the styler's decimal separator.
// The separators are as wide as each other, so the layout still holds.
func (s *Styler) probability(label string, p float64) string {
	text := tree.FormatProbability(p)
	switch {
	case label == text:
		return i18n.WithDecimal(text, s.Decimal)
	case strings.HasSuffix(label, " ("+text+")"):
		return strings.TrimSuffix(label, text+")") + i18n.WithDecimal(text, s.Decimal) + ")"
	}
	return label
}

// Scene is everything drawn at one step.
type Scene struct {
	Background color.RGBA
	Nodes      []Node
	Edges      []Edge
	Bounds     Rect
}

// Scene styles every node and edge after step k.
func (s *Styler) Scene(k int) *Scene {
	snap := s.Trace.At(k)
	t := s.Trace.Tree
	sc := &Scene{Background: s.Pal.Background, Bounds: s.Geom.Bounds,
		Nodes: make([]Node, 0, t.Len()), Edges: make([]Edge, 0, max(0, t.Len()-1))}
	for _, id := range s.Geom.Order() {
		sc.Nodes = append(sc.Nodes, s.Node(snap, id))
		if id != tree.Root {
			sc.Edges = append(sc.Edges, s.Edge(snap, id))
		}
	}
	return sc
}

// LegendItem explains one look.
type LegendItem struct {
	Shape Shape
	Paint Paint
	// ID names the item for translations ("leaf", "on_stack"); Caption is
	// its English text.
	ID, Caption string
}

// Legend lists the shapes and states a picture uses.
func (s *Styler) Legend() []LegendItem {
	if s.Trace.Samples() {
		return SampledLegend(s.Pal, s.Trace.Tree.HasChance())
	}
	return Legend(s.Pal, s.Trace.Tree.HasChance(), s.Geom.Folded())
}

// Legend lists the shapes and states of pictures in a palette, with the
// circle of chance nodes when chance is set, and the triangle of a folded
// subtree (Geometry.Fold) when folded is.
func Legend(p Palette, chance, folded bool) []LegendItem {
	items := []LegendItem{
		{TriangleUp, p.NotReached, "max", "MAX"},
		{TriangleDown, p.NotReached, "min", "MIN"},
	}
	if chance {
		items = append(items, LegendItem{Circle, p.NotReached, "chance", "chance"})
	}
	items = append(items,
		LegendItem{Box, p.NotReached, "leaf", "leaf"},
		LegendItem{TriangleUp, p.Current, "current", "current"},
		LegendItem{TriangleUp, p.OnStack, "on_stack", "on the call stack"},
		LegendItem{TriangleUp, p.Done, "done", "done"},
		LegendItem{TriangleUp, p.Pruned, "pruned", "pruned"},
		LegendItem{TriangleUp, p.PV, "pv", "principal variation"},
	)
	if folded {
		items = append(items, LegendItem{TriangleUp, Paint{Fill: p.Background, Stroke: p.Edge.Stroke, Width: p.Edge.Width, Dotted: true}, "folded", "folded subtree"})
	}
	return items
}

// fitInTriangle keeps a triangle's value off its outline: a MAX
// triangle's value sits a little towards its base, where it is wider (a
// MIN triangle's base is where the edge from its parent arrives: its
// value stays put), and a value still too wide for it (−4.5, −20) is set
// smaller. The digits reach half their height towards the apex, where
// the triangle narrows; there the value must fit with room for the
// outline, as thick as it is drawn (the principal variation's), each
// side.
func (n *Node) fitInTriangle(sc float64) {
	if n.Value.S == "" || (n.Shape != TriangleUp && n.Shape != TriangleDown) {
		return
	}
	shift := 0.0
	if n.Shape == TriangleUp {
		shift = 1.5 * sc
	}
	n.Value.Y += shift
	hh := 0.36 * n.Value.Size // digits' half height
	if !strings.ContainsAny(n.Value.S, "0123456789") {
		hh = 0.2 * n.Value.Size // ±∞ sit low and flat
	}
	room := n.W*(n.H/2+shift-hh)/(0.75*n.H) - 2*(n.Paint.Width*sc+sc)
	if w := TextWidth(n.Value.S, n.Value.Size, n.Value.Bold); w > room && room > 0 {
		n.Value.Size *= room / w
	}
}
