package raster

import (
	"image"
	"image/color"
	"math"
	"slices"

	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// PaintGraph paints the search space as a graph (see scene.Graph) after
// the snapshot's step: each position looks as one of its nodes looks in
// the tree (the one the search is at or has on its call stack, else the
// one it met first), each move as the edge it first went along.
// selected, when it is a position's node, is haloed as in the tree. With
// only not nil, only the positions it holds are drawn (see
// scene.Graph.InReach), and the moves between them.
func (p *Painter) PaintGraph(img *image.RGBA, g *scene.Graph, snap search.Snapshot, v View, selected tree.NodeID, only map[tree.NodeID]bool) {
	p.c.img, p.c.clip = img, img.Bounds()
	fillRect(img, img.Bounds(), p.Styler.Pal.Background)
	drawn := func(id tree.NodeID) bool { return only == nil || only[id] }
	for _, e := range g.Edges {
		if drawn(e.From) && drawn(e.To) {
			p.graphEdge(e, snap, v)
		}
	}
	bg := p.Styler.Pal.Background
	p.writeMoves(v)
	for _, gn := range g.Nodes {
		if !drawn(gn.ID) {
			continue
		}
		n := p.Styler.Node(snap, gn.Shown(snap))
		dx, dy := gn.X-n.X, gn.Y-n.Y
		if slices.Contains(gn.Members, selected) {
			w, h := p.geom.ShapeSize(gn.ID)
			p.halo(gn.X, gn.Y, w, h, v, []scene.Text{gn.Names})
		}
		var poly []pt
		for _, q := range n.Polygon() {
			x, y := v.Pixel(q[0]+dx, q[1]+dy)
			poly = append(poly, pt{x, y})
		}
		p.c.shape(poly, n.Paint, v.Zoom)
		if t := n.Value; t.S != "" && t.Size*v.Zoom >= 6 {
			t.X, t.Y = gn.X, gn.Y
			p.drawText(t, v)
		}
		if t := gn.Names; t.S != "" && t.Size*v.Zoom >= 6 {
			// On a plate too: dot's curves may run through a merged
			// position's names ("d1 = f1 = g1 = … (8)").
			t.Color = p.Styler.NameColor(snap, n.ID)
			p.plate(t, v, bg)
			p.drawText(t, v)
		}
	}
}

// graphEdge draws a move along dot's curve, dashed or dotted as the edge
// into its child is, with an arrowhead; its name is written after every
// curve (writeMoves).
func (p *Painter) graphEdge(e scene.GraphEdge, snap search.Snapshot, v View) {
	se := p.Styler.Edge(snap, e.Shown(snap))
	line := make([]pt, 0, len(e.Path))
	for _, q := range e.Path {
		x, y := v.Pixel(q[0], q[1])
		line = append(line, pt{x, y})
	}
	p.c.polyline(line, math.Max(se.Paint.Width*v.Zoom, 0.8), se.Paint.Stroke, edgeDash(se.Paint, v.Zoom))
	tx, ty := v.Pixel(e.Tip[0], e.Tip[1])
	if last := line[len(line)-1]; math.Hypot(tx-last.x, ty-last.y) > 0.5 {
		p.c.arrow(last, pt{tx, ty}, math.Hypot(tx-last.x, ty-last.y), se.Paint.Stroke)
	}
	if t := se.Label; t.S != "" && t.Size*v.Zoom >= 6 && e.Label {
		// One line, as dot laid it out.
		t.X, t.Y, t.Align, t.Break = e.LabelX, e.LabelY, scene.Center, 0
		p.moves = append(p.moves, t) // written on plates after every curve
	}
}

// polyline draws connected segments, the dashes (of dash pixels, when
// dash > 0) running on from one segment into the next.
func (c *canvas) polyline(line []pt, width float64, col color.RGBA, dash float64) {
	if dash <= 0 {
		for i := 1; i < len(line); i++ {
			c.segment(line[i-1], line[i], width, col)
		}
		return
	}
	on, done := true, 0.0 // in a dash or a gap, and how far into it
	for i := 1; i < len(line); i++ {
		a, b := line[i-1], line[i]
		length := math.Hypot(b.x-a.x, b.y-a.y)
		if length == 0 {
			continue
		}
		ux, uy := (b.x-a.x)/length, (b.y-a.y)/length
		for s := 0.0; s < length; {
			end, ends := s+dash-done, true // ends: this dash or gap ends in the segment
			if end >= length {
				end, ends = length, false
				done += length - s
			}
			if on {
				c.segment(pt{a.x + ux*s, a.y + uy*s}, pt{a.x + ux*end, a.y + uy*end}, width, col)
			}
			s = end
			if ends {
				on, done = !on, 0
			}
		}
	}
}
