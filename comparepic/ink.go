package comparepic

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// ink writes the picture's texts in Go's fonts, the ones the tree is
// painted with, and fills its rectangles. Sizes are in pixels. It is not
// safe for concurrent use.
type ink struct {
	regular, bold *opentype.Font
	faces         map[faceKey]font.Face
}

type faceKey struct {
	size float64
	bold bool
}

func newInk() (*ink, error) {
	regular, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, err
	}
	bold, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, err
	}
	return &ink{regular: regular, bold: bold, faces: map[faceKey]font.Face{}}, nil
}

// face returns the face of size pixels (rounded to a quarter).
func (k *ink) face(size float64, bold bool) font.Face {
	key := faceKey{math.Max(1, math.Round(size*4)/4), bold}
	if f, ok := k.faces[key]; ok {
		return f
	}
	ttf := k.regular
	if bold {
		ttf = k.bold
	}
	f, err := opentype.NewFace(ttf, &opentype.FaceOptions{Size: key.size, DPI: 72, Hinting: font.HintingNone})
	if err != nil { // only for sizes opentype refuses, which key keeps away
		f = nil
	}
	k.faces[key] = f
	return f
}

// width measures s in pixels.
func (k *ink) width(s string, size float64, bold bool) float64 {
	f := k.face(size, bold)
	if f == nil {
		return 0
	}
	return float64(font.MeasureString(f, s)) / 64
}

// align is where a text's x is: its left end, its middle or its right end.
type align uint8

const (
	left align = iota
	centre
	right
)

// text writes s with its line's middle at y.
func (k *ink) text(img *image.RGBA, s string, x, y, size float64, bold bool, a align, col color.RGBA) {
	f := k.face(size, bold)
	if f == nil || s == "" {
		return
	}
	switch a {
	case centre:
		x -= k.width(s, size, bold) / 2
	case right:
		x -= k.width(s, size, bold)
	}
	m := f.Metrics()
	baseline := y + (float64(m.Ascent)-float64(m.Descent))/64/2
	d := font.Drawer{Dst: img, Src: image.NewUniform(col), Face: f,
		Dot: fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.I(int(math.Round(baseline)))}}
	d.DrawString(s)
}

// fill paints a rectangle.
func fill(img *image.RGBA, r image.Rectangle, col color.RGBA) {
	draw.Draw(img, r.Intersect(img.Bounds()), image.NewUniform(col), image.Point{}, draw.Src)
}

// frame outlines a rectangle with lines width pixels wide, inside it.
func frame(img *image.RGBA, r image.Rectangle, width int, col color.RGBA) {
	width = max(1, width)
	fill(img, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+width), col)
	fill(img, image.Rect(r.Min.X, r.Max.Y-width, r.Max.X, r.Max.Y), col)
	fill(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+width, r.Max.Y), col)
	fill(img, image.Rect(r.Max.X-width, r.Min.Y, r.Max.X, r.Max.Y), col)
}

// dashedColumn draws a vertical dashed line width pixels wide with its
// left edge at x, from y0 to y1, in dashes and gaps of dash pixels.
func dashedColumn(img *image.RGBA, x, y0, y1, width, dash int, col color.RGBA) {
	dash = max(1, dash)
	for y := y0; y < y1; y += 2 * dash {
		fill(img, image.Rect(x, y, x+max(1, width), min(y+dash, y1)), col)
	}
}

// px rounds a length in pixels to a whole pixel.
func px(v float64) int { return int(math.Round(v)) }
