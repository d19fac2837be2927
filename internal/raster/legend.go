package raster

import (
	"image"
	"math"

	"gametree/internal/scene"
)

// Legend paints the shapes and states of a picture with their captions
// (captions[i] explains items[i]), in cols columns, on the palette's
// background, at zoom pixels a point: the key the window shows beside the
// tree, drawn the way the tree is.
func Legend(items []scene.LegendItem, captions []string, pal scene.Palette, cols int, zoom float64) (*image.RGBA, error) {
	fs, err := newFonts()
	if err != nil {
		return nil, err
	}
	const (
		shapeW, shapeH = 26.0, 20.0 // a node's shape, in points
		textSize       = 13.0
		gap, pad       = 8.0, 10.0
	)
	f := fs.face(textSize*zoom, false)
	cols = max(1, min(cols, len(items)))
	rows := (len(items) + cols - 1) / cols
	colW := make([]float64, cols) // widest caption of each column, in pixels
	for i, c := range captions {
		colW[i%cols] = math.Max(colW[i%cols], f.width(c))
	}
	cellH := (shapeH + gap) * zoom
	width := pad * zoom
	x0 := make([]float64, cols)
	for c := range cols {
		x0[c] = width
		width += (shapeW+gap)*zoom + colW[c] + 2*gap*zoom
	}
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(width)), int(math.Ceil(float64(rows)*cellH+2*pad*zoom-gap*zoom))))
	fillRect(img, img.Bounds(), pal.Background)
	c := canvas{img: img, clip: img.Bounds()}
	for i, it := range items {
		x := x0[i%cols] + shapeW*zoom/2
		y := pad*zoom + float64(i/cols)*cellH + shapeH*zoom/2
		var poly []pt
		for _, q := range scene.Polygon(it.Shape, x, y, shapeW*zoom, shapeH*zoom) {
			poly = append(poly, pt{q[0], q[1]})
		}
		c.shape(poly, it.Paint, zoom)
		if i < len(captions) {
			c.text(f, captions[i], x+(shapeW/2+gap)*zoom, y, pal.Title)
		}
	}
	return img, nil
}
