// Package raster paints what the window shows of a search: the nodes and
// edges inside a view of the scene, styled by package scene, into an RGBA
// image. It never touches what lies outside the view, so a tree of a
// hundred thousand nodes costs no more per frame than the part on screen,
// and when zoomed far out it draws nodes as single coloured pixels.
package raster

import (
	"image"
	"image/color"
	"math"
	"sort"

	"gametree/internal/games"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// View maps the scene to pixels: the scene point (X, Y) is at the
// top-left pixel and Zoom pixels make one point.
type View struct {
	X, Y float64
	Zoom float64
}

// Pixel returns where a scene point lands.
func (v View) Pixel(x, y float64) (float64, float64) {
	return (x - v.X) * v.Zoom, (y - v.Y) * v.Zoom
}

// Scene returns the scene point under a pixel.
func (v View) Scene(px, py float64) (float64, float64) {
	return px/v.Zoom + v.X, py/v.Zoom + v.Y
}

// Fit returns the view that shows the whole scene in w×h pixels with a
// margin, no larger than maxZoom.
func Fit(g *scene.Geometry, w, h int, maxZoom float64) View {
	return FitRect(g.Bounds, w, h, maxZoom)
}

// FitRect returns the view that shows the scene rectangle b in w×h pixels
// with a margin, no larger than maxZoom.
func FitRect(b scene.Rect, w, h int, maxZoom float64) View {
	margin := 16.0
	zoom := math.Min((float64(w)-2*margin)/math.Max(b.Width(), 1), (float64(h)-2*margin)/math.Max(b.Height(), 1))
	zoom = math.Max(math.Min(zoom, maxZoom), 1e-4)
	return View{
		X:    (b.MinX+b.MaxX)/2 - float64(w)/2/zoom,
		Y:    (b.MinY+b.MaxY)/2 - float64(h)/2/zoom,
		Zoom: zoom,
	}
}

// Painter paints one styled trace. Make a new one when the geometry or
// styler changes; it is not safe for concurrent use.
type Painter struct {
	Styler *scene.Styler
	geom   *scene.Geometry
	fonts  *fonts
	c      canvas
	rows   []row
	// leftRight: levels are columns, and "along" a level is the y axis.
	leftRight bool
	// maxReach and maxAcross are the largest distances from a node's centre
	// to the edge of its box, texts included, along and across a level.
	maxReach, maxAcross float64
	// moves holds the moves of the edges painted, written after them all
	// (see edge); kept between paints for its room.
	moves []scene.Text
	// d draws the walk's pieces for this painter (its view set per
	// paint).
	d viewDrawer
}

// row is one level: its nodes sorted along the level.
type row struct {
	across float64 // the level's coordinate across (y top-down, x left-right)
	ids    []tree.NodeID
	along  []float64
	// For the edges down to the next level, per node: the stretch along
	// the level that the node and its children span. Both are sorted.
	spanMin, spanMax []float64
}

// New prepares a painter for a styler (and its geometry).
func New(s *scene.Styler) (*Painter, error) {
	fs, err := newFonts()
	if err != nil {
		return nil, err
	}
	return newPainter(s, fs), nil
}

// On returns a painter of the same trace and look on another geometry of
// its tree (a fold of it, say), sharing this one's fonts.
func (p *Painter) On(g *scene.Geometry) *Painter {
	s := *p.Styler
	s.Geom = g
	return newPainter(&s, p.fonts)
}

func newPainter(s *scene.Styler, fs *fonts) *Painter {
	g := s.Geom
	p := &Painter{Styler: s, geom: g, fonts: fs, leftRight: g.Opt.LeftRight}
	p.d.p = p
	for _, id := range g.Order() { // preorder lists each level in order along it
		l := g.Level(id)
		for len(p.rows) <= l {
			p.rows = append(p.rows, row{})
		}
		r := &p.rows[l]
		x, y := p.alongAcross(id)
		r.across = y
		r.ids = append(r.ids, id)
		r.along = append(r.along, x)
		lo, hi := x, x
		if kids := g.Children(id); len(kids) > 0 {
			first, _ := p.alongAcross(kids[0])
			last, _ := p.alongAcross(kids[len(kids)-1])
			lo, hi = math.Min(x, first), math.Max(x, last)
		}
		r.spanMin = append(r.spanMin, lo)
		r.spanMax = append(r.spanMax, hi)
		b := g.NodeBounds(id)
		cx, cy := g.X[id], g.Y[id]
		reachX, reachY := math.Max(cx-b.MinX, b.MaxX-cx), math.Max(cy-b.MinY, b.MaxY-cy)
		if p.leftRight {
			reachX, reachY = reachY, reachX
		}
		p.maxReach, p.maxAcross = math.Max(p.maxReach, reachX), math.Max(p.maxAcross, reachY)
	}
	return p
}

func (p *Painter) alongAcross(id tree.NodeID) (along, across float64) {
	if p.leftRight {
		return p.geom.Y[id], p.geom.X[id]
	}
	return p.geom.X[id], p.geom.Y[id]
}

// visible returns the range of a row's nodes whose boxes may reach into
// [lo, hi] along the level.
func (r *row) visible(lo, hi, reach float64) (int, int) {
	i := sort.SearchFloat64s(r.along, lo-reach)
	j := sort.SearchFloat64s(r.along, hi+reach)
	return i, j
}

// fans returns the range of a row's nodes whose edges to their children
// may cross [lo, hi] along the level.
func (r *row) fans(lo, hi float64) (int, int) {
	i := sort.Search(len(r.spanMax), func(i int) bool { return r.spanMax[i] >= lo })
	j := sort.Search(len(r.spanMin), func(i int) bool { return r.spanMin[i] > hi })
	return i, j
}

// Paint draws the view of the snapshot into img, with a ring around the
// selected node (tree.None for none).
func (p *Painter) Paint(img *image.RGBA, snap search.Snapshot, v View, selected tree.NodeID) {
	p.c.img = img
	p.c.clip = img.Bounds()
	bg := p.Styler.Pal.Background
	fillRect(img, img.Bounds(), bg)
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	x0, y0 := v.Scene(0, 0)
	x1, y1 := v.Scene(w, h)
	alongLo, alongHi, acrossLo, acrossHi := x0, x1, y0, y1
	if p.leftRight {
		alongLo, alongHi, acrossLo, acrossHi = y0, y1, x0, x1
	}
	innerW, innerH := p.geom.ShapeSize(tree.Root)
	tiny := math.Max(innerW, innerH)*v.Zoom < 7
	halfLevel := p.maxAcross // a level's shapes and texts lie within this of its centre line
	if tiny {
		p.paintFarOut(snap, v, alongLo, alongHi, acrossLo, acrossHi, halfLevel, selected)
		return
	}

	// visible calls each for every node in view, row by row.
	visible := func(each func(tree.NodeID)) {
		for l := range p.rows {
			r := &p.rows[l]
			if r.across < acrossLo-halfLevel || r.across > acrossHi+halfLevel {
				continue
			}
			i, j := r.visible(alongLo, alongHi, p.maxReach)
			for _, id := range r.ids[i:j] {
				each(id)
			}
		}
	}
	// Boards first, then edges: an edge into a node runs over the board
	// beside it, not under it; shapes cover the edges' ends.
	if p.geom.Tree.Game != "" {
		visible(func(id tree.NodeID) {
			if b, bx, by, cell, ok := p.geom.Board(id); ok && cell*v.Zoom >= 2 {
				p.board(b, bx, by, cell, v)
			}
		})
	}
	for l := 0; l+1 < len(p.rows); l++ {
		r, next := &p.rows[l], &p.rows[l+1]
		if r.across > acrossHi+halfLevel || next.across < acrossLo-halfLevel {
			continue
		}
		i, j := r.fans(alongLo-p.maxReach, alongHi+p.maxReach)
		for _, parent := range r.ids[i:j] {
			for _, c := range p.geom.Children(parent) {
				p.edge(snap, c, v)
			}
		}
	}
	p.writeMoves(v)
	// The selection halo goes behind its node, so no text is covered.
	if selected != tree.None && int(selected) < p.geom.Tree.Len() {
		p.selection(snap, selected, v, tiny)
	}
	visible(func(id tree.NodeID) { p.node(snap, id, v, tiny) })
}

// paintFarOut draws a view where nodes are too small for shapes: each node
// a dot, each edge a one-pixel line. Where many nodes of a row fall on the
// same pixel column only the first is drawn, so the cost follows the
// width of the image, not the size of the tree; the call stack and the
// principal variation are drawn last, on top.
func (p *Painter) paintFarOut(snap search.Snapshot, v View, alongLo, alongHi, acrossLo, acrossHi, halfLevel float64, selected tree.NodeID) {
	column := func(id tree.NodeID) int {
		x, y := v.Pixel(p.geom.X[id], p.geom.Y[id])
		if p.leftRight {
			return int(y)
		}
		return int(x)
	}
	for l := 0; l+1 < len(p.rows); l++ {
		r, next := &p.rows[l], &p.rows[l+1]
		if r.across > acrossHi+halfLevel || next.across < acrossLo-halfLevel {
			continue
		}
		i, j := r.fans(alongLo-p.maxReach, alongHi+p.maxReach)
		last := math.MinInt
		for _, parent := range r.ids[i:j] {
			for _, c := range p.geom.Children(parent) {
				if col := column(c); col != last {
					last = col
					p.edgeFarOut(snap, c, v)
				}
			}
		}
	}
	for l := range p.rows {
		r := &p.rows[l]
		if r.across < acrossLo-halfLevel || r.across > acrossHi+halfLevel {
			continue
		}
		i, j := r.visible(alongLo, alongHi, p.maxReach)
		last := math.MinInt
		for _, id := range r.ids[i:j] {
			if col := column(id); col != last {
				last = col
				p.node(snap, id, v, true)
			}
		}
	}
	onTop := snap.Stack()
	if snap.IsFinal() {
		onTop = p.Styler.Trace.PV
	}
	for _, id := range onTop {
		if id != tree.Root {
			p.edgeFarOut(snap, id, v)
		}
	}
	for _, id := range onTop {
		p.node(snap, id, v, true)
	}
	if selected != tree.None && int(selected) < p.geom.Tree.Len() {
		p.selection(snap, selected, v, true)
	}
}

func (p *Painter) edgeFarOut(snap search.Snapshot, child tree.NodeID, v View) {
	paint, _ := p.Styler.EdgePaint(snap, child)
	x1, y1, x2, y2 := p.Styler.EdgeEnds(child)
	px1, py1 := v.Pixel(x1, y1)
	px2, py2 := v.Pixel(x2, y2)
	line1px(p.c.img, int(px1), int(py1), int(px2), int(py2), paint.Stroke)
}

// edgeDash is the length in pixels of an edge's dashes at zoom: 0 for a
// solid line.
func edgeDash(paint scene.Paint, zoom float64) float64 {
	switch {
	case paint.Dashed:
		return EdgeDash * zoom
	case paint.Dotted:
		return Dot * zoom
	}
	return 0
}

func (p *Painter) edge(snap search.Snapshot, child tree.NodeID, v View) {
	e := p.Styler.Edge(snap, child)
	x1, y1 := v.Pixel(e.X1, e.Y1)
	x2, y2 := v.Pixel(e.X2, e.Y2)
	width := math.Max(e.Paint.Width*v.Zoom, 0.8)
	dash := edgeDash(e.Paint, v.Zoom)
	head := ArrowHead * v.Zoom
	length := math.Hypot(x2-x1, y2-y1)
	if length > head*1.5 && v.Zoom >= 0.35 {
		// Stop the line where the arrowhead starts.
		f := (length - head*ArrowInset) / length
		p.c.line(pt{x1, y1}, pt{x1 + (x2-x1)*f, y1 + (y2-y1)*f}, width, e.Paint.Stroke, dash)
		p.c.arrow(pt{x1, y1}, pt{x2, y2}, head, e.Paint.Stroke)
	} else {
		p.c.line(pt{x1, y1}, pt{x2, y2}, width, e.Paint.Stroke, dash)
	}
	if e.Cut && v.Zoom >= 0.25 {
		mx, my := v.Pixel(e.CutX, e.CutY)
		s := CutArm * v.Zoom
		p.c.segment(pt{mx - s, my - s}, pt{mx + s, my + s}, CutWidth*v.Zoom, p.Styler.Pal.Cut)
		p.c.segment(pt{mx - s, my + s}, pt{mx + s, my - s}, CutWidth*v.Zoom, p.Styler.Pal.Cut)
	}
	if e.Label.S != "" && e.Label.Size*v.Zoom >= 6 {
		p.moves = append(p.moves, e.Label)
	}
}

// writeMoves writes the moves of the edges painted, each on its plate
// (scene.Text.PlateRect), as the vector pictures do: an edge sweeping from far
// above into a node beside another may cross that node's move (the
// layout gives an edge only so much room), and the plate keeps the move
// whole, the line broken under it, as a textbook sets a label on a line.
// The plates go first, so that none covers another's move.
func (p *Painter) writeMoves(v View) {
	p.d.v = v
	scene.DrawMoves(&p.d, p.moves)
	p.moves = p.moves[:0]
}

// plate fills with bg the pixels text t's plate covers at the view's
// zoom, when the text is written at all.
func (p *Painter) plate(t scene.Text, v View, bg color.RGBA) {
	if t.S == "" || t.Size*v.Zoom < 6 {
		return
	}
	r := t.PlateRect()
	x0, y0 := v.Pixel(r.MinX, r.MinY)
	x1, y1 := v.Pixel(r.MaxX, r.MaxY)
	box := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1)))
	fillRect(p.c.img, box.Intersect(p.c.clip), bg)
}

func (p *Painter) node(snap search.Snapshot, id tree.NodeID, v View, tiny bool) {
	if tiny {
		paint := p.Styler.Paint(snap, id)
		w, h := p.geom.ShapeSize(id)
		x, y := v.Pixel(p.geom.X[id], p.geom.Y[id])
		s := int(math.Max(1, math.Round(math.Max(w, h)*v.Zoom/2)))
		col := paint.Fill
		if col == p.Styler.Pal.Background || col.R > 0xf0 && col.G > 0xf0 && col.B > 0xf0 {
			col = paint.Stroke // white fills would vanish: show the outline colour
		}
		fillRect(p.c.img, image.Rect(int(x)-s/2, int(y)-s/2, int(x)-s/2+s, int(y)-s/2+s), col)
		return
	}
	n := p.Styler.Node(snap, id)
	p.d.v = v
	scene.DrawNode(&p.d, &n)
}

// viewDrawer draws the walk's pieces (scene.DrawNode, scene.DrawMoves)
// through a view; texts under 6 pixels high are not readable.
type viewDrawer struct {
	p *Painter
	v View
	// poly is the pixels of the polygon being drawn, kept for the next.
	poly []pt
}

func (d *viewDrawer) pixels(poly [][2]float64) []pt {
	d.poly = d.poly[:0]
	for _, q := range poly {
		x, y := d.v.Pixel(q[0], q[1])
		d.poly = append(d.poly, pt{x, y})
	}
	return d.poly
}

// Shape fills and outlines a polygon.
func (d *viewDrawer) Shape(poly [][2]float64, paint scene.Paint) {
	d.p.c.shape(d.pixels(poly), paint, d.v.Zoom)
}

// Line draws a line, at least 0.8 pixels wide.
func (d *viewDrawer) Line(x1, y1, x2, y2 float64, paint scene.Paint) {
	px1, py1 := d.v.Pixel(x1, y1)
	px2, py2 := d.v.Pixel(x2, y2)
	d.p.c.line(pt{px1, py1}, pt{px2, py2}, math.Max(paint.Width*d.v.Zoom, 0.8), paint.Stroke, edgeDash(paint, d.v.Zoom))
}

// Plate fills t's plate with the background.
func (d *viewDrawer) Plate(t scene.Text) { d.p.plate(t, d.v, d.p.Styler.Pal.Background) }

// Text writes t.
func (d *viewDrawer) Text(t scene.Text) { d.p.drawText(t, d.v) }

// Readable says whether t is at least 6 pixels high.
func (d *viewDrawer) Readable(t scene.Text) bool { return t.Size*d.v.Zoom >= 6 }

// shape fills and outlines a node's polygon (in pixels) with its paint,
// at zoom pixels a point.
func (c *canvas) shape(poly []pt, paint scene.Paint, zoom float64) {
	c.fill(poly, paint.Fill)
	width := math.Max(paint.Width*zoom, 0.8)
	if paint.Dashed || paint.Dotted {
		dash := ShapeDash * zoom
		if paint.Dotted {
			dash = Dot * zoom
		}
		for i := range poly {
			c.line(poly[i], poly[(i+1)%len(poly)], width, paint.Stroke, dash)
		}
		return
	}
	c.strokeConvex(poly, width, paint.Stroke)
}

// board draws a game position, its one drawing (games.Board.Drawing):
// grid lines one pixel wide.
func (p *Painter) board(b games.Board, x, y, cell float64, v View) {
	x0, y0 := v.Pixel(x, y)
	for _, m := range b.Drawing(x0, y0, cell*v.Zoom) {
		switch m.Kind {
		case games.Fill:
			p.c.fill([]pt{{m.X1, m.Y1}, {m.X2, m.Y1}, {m.X2, m.Y2}, {m.X1, m.Y2}}, m.Color)
		case games.Line:
			p.c.segment(pt{m.X1, m.Y1}, pt{m.X2, m.Y2}, max(m.Width, 1), m.Color)
		case games.Disc:
			p.c.fill(circle(m.X1, m.Y1, m.R), m.Color)
		}
	}
}

// circle approximates a circle by a polygon.
func circle(x, y, r float64) []pt {
	n := max(8, min(32, int(r*2)))
	poly := make([]pt, n)
	for i := range poly {
		a := 2 * math.Pi * float64(i) / float64(n)
		poly[i] = pt{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	return poly
}

func (p *Painter) drawText(t scene.Text, v View) {
	for _, line := range t.Lines() {
		if f, x, y := p.placeText(line, v); f != nil {
			p.c.text(f, line.S, x, y, line.Color)
		}
	}
}

// placeText is where drawText writes t: its face, and the left end and
// middle of its line in pixels (a nil face: none at that size).
func (p *Painter) placeText(t scene.Text, v View) (f *face, x, y float64) {
	f = p.fonts.face(t.Size*v.Zoom, t.Bold)
	if f == nil {
		return nil, 0, 0
	}
	x, y = v.Pixel(t.X, t.Y)
	switch t.Align {
	case scene.Center:
		x -= f.width(t.S) / 2
	case scene.Right:
		x -= f.width(t.S)
	}
	return f, x, y
}

// textInk is the box of the pixels drawText inks for t at the view's
// zoom; empty when it writes nothing (too small: see node).
func (p *Painter) textInk(t scene.Text, v View) image.Rectangle {
	if t.S == "" || t.Size*v.Zoom < 6 {
		return image.Rectangle{}
	}
	var box image.Rectangle
	for _, line := range t.Lines() {
		if f, x, y := p.placeText(line, v); f != nil {
			box = box.Union(f.ink(line.S, x, y))
		}
	}
	return box
}

// selection draws a halo behind the selected node's shape, clear of its
// name, window, caption and the move into it.
func (p *Painter) selection(snap search.Snapshot, id tree.NodeID, v View, tiny bool) {
	w, h := p.geom.ShapeSize(id)
	var texts []scene.Text
	if !tiny {
		texts = p.Styler.Node(snap, id).Texts
		if p.geom.Tree.Nodes[id].Parent != tree.None {
			texts = append(texts, p.Styler.Edge(snap, id).Label)
		}
	}
	p.halo(p.geom.X[id], p.geom.Y[id], w, h, v, texts)
}

// haloClear is how far the selection's frame keeps from the ink of a
// text beside its node, in pixels: at least one blank pixel between.
const haloClear = 1.5

// halo draws the selection's box behind a w×h shape centred at the scene
// point (x, y): a tint, and a frame round it 2.5 points out. The texts
// beside the shape stand 4 or 5 points from it (scene's pad), which at
// some zooms leaves no room for a frame and a blank pixel: a side of the
// box that would come nearer than haloClear to the ink of one of the texts
// (those drawn at this zoom) is drawn in, into the shape's box if need
// be, where the shape covers it. So the frame never touches the ")" of a
// window, a name or a move, at any zoom and in every layout.
func (p *Painter) halo(x, y, w, h float64, v View, texts []scene.Text) {
	x, y = v.Pixel(x, y)
	hw, hh := w*v.Zoom/2, h*v.Zoom/2
	pad := math.Max(1.5, 2.5*v.Zoom) // seen round a node drawn as a dot, far out
	left, top, right, bottom := x-hw-pad, y-hh-pad, x+hw+pad, y+hh+pad
	for _, t := range texts {
		ink := p.textInk(t, v)
		if ink.Empty() {
			continue
		}
		minX, minY := float64(ink.Min.X)-haloClear, float64(ink.Min.Y)-haloClear
		maxX, maxY := float64(ink.Max.X)+haloClear, float64(ink.Max.Y)+haloClear
		if maxX <= left || minX >= right || maxY <= top || minY >= bottom {
			continue // clear of the box already
		}
		switch { // which side of the shape the text stands on
		case float64(ink.Max.X) <= x-hw:
			left = maxX
		case float64(ink.Min.X) >= x+hw:
			right = minX
		case float64(ink.Max.Y) <= y-hh:
			top = maxY
		case float64(ink.Min.Y) >= y+hh:
			bottom = minY
		}
	}
	width := math.Max(1.5, 2*v.Zoom)
	if right-left < 2*width || bottom-top < 2*width {
		return
	}
	sel := p.Styler.Pal.Selected
	halo := color.RGBA{R: sel.R / 3, G: sel.G / 3, B: sel.B / 3, A: 0x55} // premultiplied
	p.c.fill([]pt{{left, top}, {right, top}, {right, bottom}, {left, bottom}}, halo)
	in := width / 2 // the stroke inside the box's outline
	p.c.strokeConvex([]pt{{left + in, top + in}, {right - in, top + in}, {right - in, bottom - in}, {left + in, bottom - in}}, width, sel)
}

// NodeAt returns the node whose shape (or name and window) is under the
// pixel, or tree.None.
func (p *Painter) NodeAt(v View, px, py float64) tree.NodeID {
	x, y := v.Scene(px, py)
	along, across := x, y
	if p.leftRight {
		along, across = y, x
	}
	for l := range p.rows {
		r := &p.rows[l]
		if math.Abs(r.across-across) > p.maxAcross {
			continue
		}
		i, j := r.visible(along, along, p.maxReach)
		for _, id := range r.ids[i:j] {
			b := p.geom.NodeBounds(id)
			if x >= b.MinX && x <= b.MaxX && y >= b.MinY && y <= b.MaxY {
				return id
			}
		}
	}
	return tree.None
}

func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return
	}
	row := img.Pix[img.PixOffset(r.Min.X, r.Min.Y):]
	line := row[:4*r.Dx()]
	for i := 0; i < len(line); i += 4 {
		line[i], line[i+1], line[i+2], line[i+3] = c.R, c.G, c.B, c.A
	}
	for y := 1; y < r.Dy(); y++ {
		copy(img.Pix[img.PixOffset(r.Min.X, r.Min.Y+y):], line)
	}
}

// line1px draws a one-pixel line without anti-aliasing (zoomed far out).
func line1px(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	b := img.Bounds()
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := sign(x1-x0), sign(y1-y0)
	e := dx + dy
	for range dx - dy + 1 {
		if x0 >= b.Min.X && x0 < b.Max.X && y0 >= b.Min.Y && y0 < b.Max.Y {
			i := img.PixOffset(x0, y0)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, 0xff
		}
		if e2 := 2 * e; e2 >= dy {
			e += dy
			x0 += sx
		} else {
			e += dx
			y0 += sy
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

// Texts writes texts of the scene (a picture's title, caption, legend) on
// an image last painted by Paint, in the same view.
func (p *Painter) Texts(img *image.RGBA, texts []scene.Text, v View) {
	p.c.img, p.c.clip = img, img.Bounds()
	for _, t := range texts {
		p.drawText(t, v)
	}
}

// Shape draws a node's shape, w×h points centred at the scene point (x,
// y), with a paint: a legend's key.
func (p *Painter) Shape(img *image.RGBA, shape scene.Shape, paint scene.Paint, x, y, w, h float64, v View) {
	p.c.img, p.c.clip = img, img.Bounds()
	var poly []pt
	for _, q := range scene.Polygon(shape, x, y, w, h) {
		px, py := v.Pixel(q[0], q[1])
		poly = append(poly, pt{px, py})
	}
	p.c.shape(poly, paint, v.Zoom)
}

// Cross draws a × over the middle of the edge into node id, a little
// larger than a cutoff's: a mark made by hand (practice mode's "pruned").
func (p *Painter) Cross(img *image.RGBA, id tree.NodeID, col color.RGBA, v View) {
	if p.geom.Tree.Nodes[id].Parent == tree.None {
		return
	}
	p.c.img, p.c.clip = img, img.Bounds()
	x1, y1, x2, y2 := p.Styler.EdgeEnds(id)
	mx, my := v.Pixel((x1+x2)/2, (y1+y2)/2)
	s, w := 1.6*CutArm*v.Zoom, math.Max(1.5, 1.4*CutWidth*v.Zoom)
	p.c.segment(pt{mx - s, my - s}, pt{mx + s, my + s}, w, col)
	p.c.segment(pt{mx - s, my + s}, pt{mx + s, my - s}, w, col)
}

// Ring draws node id's outline again, a little outside its own and
// thick, as a pen would go round it: it stays clear of the texts beside
// the shape (the name, the window), which sit further out.
func (p *Painter) Ring(img *image.RGBA, id tree.NodeID, col color.RGBA, v View) {
	p.c.img, p.c.clip = img, img.Bounds()
	w, h := p.geom.ShapeSize(id)
	const grow = 2.0 // scene points; the texts are 5 away
	var poly []pt
	for _, q := range scene.Polygon(p.Styler.Shape(id), p.geom.X[id], p.geom.Y[id], w+2*grow, h+2*grow) {
		px, py := v.Pixel(q[0], q[1])
		poly = append(poly, pt{px, py})
	}
	p.c.strokeConvex(poly, math.Max(2, 2.5*v.Zoom), col)
}
