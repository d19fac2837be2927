package picture

import (
	"gametree/internal/raster"
	"gametree/internal/scene"
	"image"
	"image/color"
	"image/draw"
	"math"
)

// ink writes the picture's texts in the fonts the trees are painted in
// (a raster.Writer) and measures them. Sizes are in pixels. It is not safe
// for concurrent use.
type ink struct{ w *raster.Writer }

func newInk() (*ink, error) {
	w, err := raster.NewWriter()
	if err != nil {
		return nil, err
	}
	return &ink{w}, nil
}

// width measures s in pixels.
func (k *ink) width(s string, size float64, bold bool) float64 { return k.w.Width(s, size, bold) }

// align is where a text's x is: its left end, its middle or its right end.
type align uint8

const (
	left align = iota
	centre
	right
)

// text writes s with its line's middle at y.
func (k *ink) text(img *image.RGBA, s string, x, y, size float64, bold bool, a align, col color.RGBA) {
	k.w.Text(img, scene.Text{S: s, X: x, Y: y, Size: size, Bold: bold, Align: [...]scene.Align{scene.Left, scene.Center, scene.Right}[a], Color: col})
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
