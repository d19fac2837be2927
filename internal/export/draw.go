package export

import (
	"image/color"
	"math"

	"gametree/internal/games"
	"gametree/internal/raster"
	"gametree/internal/scene"
)

// drawer is a vector back end: SVG, PDF or TikZ. Picture.draw is the one
// walk over the scene that says what a picture holds, in painting order
// and in scene points (y grows downwards); a drawer only says how its
// format writes each piece. What it draws is what the raster painter
// paints for a PNG, piece by piece, so the formats cannot drift apart.
type drawer interface {
	// path draws a polygon (closed) or a polyline: filled when fill is
	// not transparent, then outlined when line has a width.
	path(pts []point, closed bool, fill color.RGBA, line stroke)
	// disc fills a circle.
	disc(x, y, r float64, fill color.RGBA)
	// text writes one line of text.
	text(t scene.Text)
}

type point struct{ x, y float64 }

// stroke is how a line is drawn: its width in points, its colour and, for
// a dashed or dotted line, the length of its dashes and of the gaps
// between them (0 for a solid line).
type stroke struct {
	width float64
	color color.RGBA
	dash  float64
}

// gridLine is the width of the lines between a board's squares: the
// painter's one pixel at 144 DPI.
const gridLine = 0.5

// page returns the rectangle a vector picture shows: everything a frame
// can draw, with the PNG's margin around it (0.15 inch, in whole pixels
// of the PNG at the picture's DPI), so that the two line up.
func (p *Picture) page() scene.Rect {
	b := p.bounds()
	m := math.Round(0.15*p.opt.dpi()) / p.opt.dpi() * 72
	return scene.Rect{MinX: b.MinX - m, MinY: b.MinY - m, MaxX: b.MaxX + m, MaxY: b.MaxY + m}
}

// draw tells d everything step k's picture holds: the background, the
// boards, the edges with their arrowheads, cut marks and moves, the nodes
// with their values and texts, the legend, the title and the narration.
func (p *Picture) draw(k int, d drawer) {
	sc := p.styler.Scene(k)
	r := p.page()
	d.path([]point{{r.MinX, r.MinY}, {r.MaxX, r.MinY}, {r.MaxX, r.MaxY}, {r.MinX, r.MaxY}}, true, sc.Background, stroke{})
	// Boards under the edges: an edge into a node runs over the board
	// beside it, not under it.
	for i := range sc.Nodes {
		if b, x, y, cell, ok := p.geom.Board(sc.Nodes[i].ID); ok {
			drawBoard(d, b, x, y, cell)
		}
	}
	for _, e := range sc.Edges {
		p.drawEdge(d, e)
	}
	walk := &walker{d: d, bg: sc.Background}
	drawMoves(walk, sc.Edges)
	for i := range sc.Nodes {
		scene.DrawNode(walk, &sc.Nodes[i])
	}
	for _, it := range p.legendItems() {
		drawShape(d, scene.Polygon(it.shape, it.x, it.y, it.w, it.h), it.paint)
		d.text(it.caption)
	}
	for _, b := range p.codeBands(k) {
		d.path([]point{{b.MinX, b.MinY}, {b.MaxX, b.MinY}, {b.MaxX, b.MaxY}, {b.MinX, b.MaxY}}, true, p.styler.Pal.Current.Fill, stroke{})
	}
	for _, t := range p.frameTexts(k) {
		d.text(t)
	}
}

// drawEdge draws an edge: a line that stops where its arrowhead starts,
// the arrowhead, and a × at its middle when a cutoff pruned the child;
// drawMoves writes the moves after all the edges.
func (p *Picture) drawEdge(d drawer, e scene.Edge) {
	line := stroke{width: e.Paint.Width, color: e.Paint.Stroke, dash: dashOf(e.Paint, raster.EdgeDash)}
	x1, y1, x2, y2 := e.X1, e.Y1, e.X2, e.Y2
	length := math.Hypot(x2-x1, y2-y1)
	if length > raster.ArrowHead*1.5 {
		f := (length - raster.ArrowHead*raster.ArrowInset) / length
		d.path([]point{{x1, y1}, {x1 + (x2-x1)*f, y1 + (y2-y1)*f}}, false, color.RGBA{}, line)
		ux, uy := (x2-x1)/length, (y2-y1)/length
		bx, by := x2-ux*raster.ArrowHead, y2-uy*raster.ArrowHead
		half := raster.ArrowHead * raster.ArrowHalf
		d.path([]point{{x2, y2}, {bx - uy*half, by + ux*half}, {bx + uy*half, by - ux*half}}, true, e.Paint.Stroke, stroke{})
	} else if length > 0 {
		d.path([]point{{x1, y1}, {x2, y2}}, false, color.RGBA{}, line)
	}
	if e.Cut {
		mx, my := e.CutX, e.CutY
		cut := stroke{width: raster.CutWidth, color: p.styler.Pal.Cut}
		d.path([]point{{mx - raster.CutArm, my - raster.CutArm}, {mx + raster.CutArm, my + raster.CutArm}}, false, color.RGBA{}, cut)
		d.path([]point{{mx - raster.CutArm, my + raster.CutArm}, {mx + raster.CutArm, my - raster.CutArm}}, false, color.RGBA{}, cut)
	}
}

// platePath fills text t's plate (scene.Text.PlateRect) with the
// background.
func platePath(d drawer, t scene.Text, bg color.RGBA) {
	r := t.PlateRect()
	d.path([]point{{r.MinX, r.MinY}, {r.MaxX, r.MinY}, {r.MaxX, r.MaxY}, {r.MinX, r.MaxY}}, true, bg, stroke{})
}

// drawMoves writes the edges' moves on their plates (scene.DrawMoves).
func drawMoves(w *walker, edges []scene.Edge) {
	moves := make([]scene.Text, 0, len(edges))
	for _, e := range edges {
		if e.Label.S != "" {
			moves = append(moves, e.Label)
		}
	}
	scene.DrawMoves(w, moves)
}

// walker draws the scene's walk (scene.DrawNode, scene.DrawMoves) with a
// vector drawer, writing every text.
type walker struct {
	d  drawer
	bg color.RGBA
}

// Shape fills and outlines a polygon.
func (w *walker) Shape(poly [][2]float64, paint scene.Paint) { drawShape(w.d, poly, paint) }

// Line draws a line, dashed or dotted as an edge is.
func (w *walker) Line(x1, y1, x2, y2 float64, paint scene.Paint) {
	w.d.path([]point{{x1, y1}, {x2, y2}}, false, color.RGBA{}, stroke{width: paint.Width, color: paint.Stroke, dash: dashOf(paint, raster.EdgeDash)})
}

// Plate fills t's plate with the background.
func (w *walker) Plate(t scene.Text) { platePath(w.d, t, w.bg) }

// Text writes t, a line at a time.
func (w *walker) Text(t scene.Text) {
	for _, line := range t.Lines() {
		w.d.text(line)
	}
}

// Readable is true: a vector picture writes every text, at any size.
func (w *walker) Readable(scene.Text) bool { return true }

// drawShape fills and outlines a node's shape (or a legend's key).
func drawShape(d drawer, poly [][2]float64, paint scene.Paint) {
	pts := make([]point, len(poly))
	for i, q := range poly {
		pts[i] = point{q[0], q[1]}
	}
	d.path(pts, true, paint.Fill, stroke{width: paint.Width, color: paint.Stroke, dash: dashOf(paint, raster.ShapeDash)})
}

func dashOf(p scene.Paint, dashed float64) float64 {
	switch {
	case p.Dashed:
		return dashed
	case p.Dotted:
		return raster.Dot
	}
	return 0
}

// drawBoard draws a game position, its one drawing
// (games.Board.Drawing): grid lines gridLine wide.
func drawBoard(d drawer, b games.Board, x, y, cell float64) {
	for _, m := range b.Drawing(x, y, cell) {
		switch m.Kind {
		case games.Fill:
			d.path([]point{{m.X1, m.Y1}, {m.X2, m.Y1}, {m.X2, m.Y2}, {m.X1, m.Y2}}, true, m.Color, stroke{})
		case games.Line:
			width := m.Width
			if width == 0 {
				width = gridLine
			}
			d.path([]point{{m.X1, m.Y1}, {m.X2, m.Y2}}, false, color.RGBA{}, stroke{width: width, color: m.Color})
		case games.Disc:
			d.disc(m.X1, m.Y1, m.R, m.Color)
		}
	}
}
