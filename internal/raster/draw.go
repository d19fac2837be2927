package raster

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// canvas draws anti-aliased shapes into an RGBA image. Each shape is
// rasterized in a buffer the size of its own bounding box, so a small
// shape costs little however big the image is.
type canvas struct {
	img  *image.RGBA
	z    vector.Rasterizer
	clip image.Rectangle
}

type pt struct{ x, y float64 }

// fill paints a closed polygon (non-zero winding), clipped to the image.
func (c *canvas) fill(poly []pt, col color.RGBA) {
	if len(poly) < 3 || col.A == 0 {
		return
	}
	poly = clipPolygon(poly, c.clip)
	if len(poly) < 3 {
		return
	}
	minX, minY, maxX, maxY := poly[0].x, poly[0].y, poly[0].x, poly[0].y
	for _, p := range poly[1:] {
		minX, minY = math.Min(minX, p.x), math.Min(minY, p.y)
		maxX, maxY = math.Max(maxX, p.x), math.Max(maxY, p.y)
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(c.clip)
	if r.Empty() {
		return
	}
	c.z.Reset(r.Dx(), r.Dy())
	c.z.DrawOp = draw.Over
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	c.z.MoveTo(float32(poly[0].x)-ox, float32(poly[0].y)-oy)
	for _, p := range poly[1:] {
		c.z.LineTo(float32(p.x)-ox, float32(p.y)-oy)
	}
	c.z.ClosePath()
	c.z.Draw(c.img, r, image.NewUniform(col), image.Point{})
}

// clipPolygon cuts a polygon to a rectangle (Sutherland-Hodgman).
func clipPolygon(poly []pt, r image.Rectangle) []pt {
	inside := func(p pt) bool {
		return p.x >= float64(r.Min.X) && p.x <= float64(r.Max.X) && p.y >= float64(r.Min.Y) && p.y <= float64(r.Max.Y)
	}
	all := true
	for _, p := range poly {
		all = all && inside(p)
	}
	if all {
		return poly
	}
	type edge struct {
		in    func(pt) bool
		cross func(a, b pt) pt
	}
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	atX := func(a, b pt, x float64) pt { return pt{x, a.y + (b.y-a.y)*(x-a.x)/(b.x-a.x)} }
	atY := func(a, b pt, y float64) pt { return pt{a.x + (b.x-a.x)*(y-a.y)/(b.y-a.y), y} }
	edges := []edge{
		{func(p pt) bool { return p.x >= x0 }, func(a, b pt) pt { return atX(a, b, x0) }},
		{func(p pt) bool { return p.x <= x1 }, func(a, b pt) pt { return atX(a, b, x1) }},
		{func(p pt) bool { return p.y >= y0 }, func(a, b pt) pt { return atY(a, b, y0) }},
		{func(p pt) bool { return p.y <= y1 }, func(a, b pt) pt { return atY(a, b, y1) }},
	}
	out := poly
	for _, e := range edges {
		in := out
		out = make([]pt, 0, len(in)+4)
		for i, cur := range in {
			prev := in[(i+len(in)-1)%len(in)]
			switch {
			case e.in(cur) && e.in(prev):
				out = append(out, cur)
			case e.in(cur):
				out = append(out, e.cross(prev, cur), cur)
			case e.in(prev):
				out = append(out, e.cross(prev, cur))
			}
		}
		if len(out) < 3 {
			return nil
		}
	}
	return out
}

// strokeConvex outlines a convex polygon with a band of the given width
// centred on its edges, mitred at the corners: the band between the
// polygon grown and shrunk by half the width.
func (c *canvas) strokeConvex(poly []pt, width float64, col color.RGBA) {
	outer, inner := offset(poly, width/2), offset(poly, -width/2)
	ring := make([]pt, 0, 2*len(poly)+4)
	ring = append(ring, outer...)
	ring = append(ring, outer[0], inner[0])
	for i := len(inner) - 1; i >= 0; i-- {
		ring = append(ring, inner[i])
	}
	ring = append(ring, inner[0])
	c.fill(ring, col)
}

// offset moves every edge of a convex polygon (any winding) outwards by d
// (inwards for negative d) and joins them with mitres.
func offset(poly []pt, d float64) []pt {
	n := len(poly)
	area := 0.0
	for i := range poly {
		a, b := poly[i], poly[(i+1)%n]
		area += a.x*b.y - b.x*a.y
	}
	if area < 0 {
		d = -d
	}
	// Each edge's outward normal (for counter-clockwise in y-down maths).
	normal := func(i int) pt {
		a, b := poly[i], poly[(i+1)%n]
		dx, dy := b.x-a.x, b.y-a.y
		l := math.Hypot(dx, dy)
		if l == 0 {
			return pt{}
		}
		return pt{dy / l, -dx / l}
	}
	out := make([]pt, n)
	for i := range poly {
		n1, n2 := normal((i+n-1)%n), normal(i)
		// The corner moves along the bisector by d / cos(half the angle).
		bx, by := n1.x+n2.x, n1.y+n2.y
		cos := (bx*n2.x + by*n2.y)
		if cos < 0.2 {
			cos = 0.2 // limit sharp mitres
		}
		out[i] = pt{poly[i].x + bx*d/cos, poly[i].y + by*d/cos}
	}
	return out
}

// line draws a straight segment of the given width, dashed if dash > 0
// (dash and gap of that length, in pixels).
func (c *canvas) line(a, b pt, width float64, col color.RGBA, dash float64) {
	length := math.Hypot(b.x-a.x, b.y-a.y)
	if length == 0 {
		return
	}
	if dash <= 0 {
		c.segment(a, b, width, col)
		return
	}
	ux, uy := (b.x-a.x)/length, (b.y-a.y)/length
	for s := 0.0; s < length; s += 2 * dash {
		e := math.Min(s+dash, length)
		c.segment(pt{a.x + ux*s, a.y + uy*s}, pt{a.x + ux*e, a.y + uy*e}, width, col)
	}
}

func (c *canvas) segment(a, b pt, width float64, col color.RGBA) {
	length := math.Hypot(b.x-a.x, b.y-a.y)
	if length == 0 {
		return
	}
	width = math.Max(width, 0.8) // thinner than a pixel fades away
	nx, ny := -(b.y-a.y)/length*width/2, (b.x-a.x)/length*width/2
	c.fill([]pt{{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}, col)
}

// arrow draws a filled arrowhead with its tip at tip, pointing away from
// from, size pixels long.
func (c *canvas) arrow(from, tip pt, size float64, col color.RGBA) {
	length := math.Hypot(tip.x-from.x, tip.y-from.y)
	if length == 0 {
		return
	}
	ux, uy := (tip.x-from.x)/length, (tip.y-from.y)/length
	base := pt{tip.x - ux*size, tip.y - uy*size}
	half := size * ArrowHalf
	c.fill([]pt{tip, {base.x - uy*half, base.y + ux*half}, {base.x + uy*half, base.y - ux*half}}, col)
}
