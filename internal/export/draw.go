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
	drawMoves(d, sc.Edges, sc.Background)
	for i := range sc.Nodes {
		n := &sc.Nodes[i]
		drawShape(d, n.Polygon(), n.Paint)
		if m := n.Mark; m != nil {
			drawMark(d, m)
		}
		if n.Value.S != "" {
			d.text(n.Value)
		}
		for _, t := range n.Texts {
			if t.Plate {
				platePath(d, t, sc.Background)
			}
			d.text(t)
		}
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

// drawMoves writes the edges' moves, each on its plate, as the window's
// painter does: an edge sweeping from far above may cross
// another node's move, and the move stays whole over it. The plates go
// first, so that none covers another's move.
func drawMoves(d drawer, edges []scene.Edge, bg color.RGBA) {
	for _, e := range edges {
		if e.Label.S != "" {
			platePath(d, e.Label, bg)
		}
	}
	for _, e := range edges {
		if e.Label.S != "" {
			for _, line := range e.Label.Lines() {
				d.text(line)
			}
		}
	}
}

// drawMark draws the triangle standing for a folded subtree, the dotted
// line down to it and the count of the nodes it hides, as the raster
// painter does.
func drawMark(d drawer, m *scene.FoldMark) {
	line := stroke{width: m.Paint.Width, color: m.Paint.Stroke, dash: raster.Dot}
	d.path([]point{{m.X1, m.Y1}, {m.X2, m.Y2}}, false, color.RGBA{}, line)
	drawShape(d, m.Polygon, m.Paint)
	d.text(m.Count)
	if m.Word.S != "" {
		d.text(m.Word)
	}
}

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
