package raster

import (
	"image"

	"gametree/internal/scene"
)

// Writer writes one-line texts on images in the fonts the painter draws
// trees with, and measures them: for what a picture lays out around its
// painted trees (tables, charts). Places and sizes are in pixels. It is
// not safe for concurrent use.
type Writer struct {
	fonts *fonts
	c     canvas
}

// NewWriter returns a writer.
func NewWriter() (*Writer, error) {
	fs, err := newFonts()
	if err != nil {
		return nil, err
	}
	return &Writer{fonts: fs}, nil
}

// Width is the width of s written size pixels high.
func (w *Writer) Width(s string, size float64, bold bool) float64 {
	if f := w.fonts.face(size, bold); f != nil {
		return f.width(s)
	}
	return 0
}

// Text writes t on img, aligned at t.X as t says, its line's middle at
// t.Y.
func (w *Writer) Text(img *image.RGBA, t scene.Text) {
	f := w.fonts.face(t.Size, t.Bold)
	if f == nil || t.S == "" {
		return
	}
	x := t.X
	switch t.Align {
	case scene.Center:
		x -= f.width(t.S) / 2
	case scene.Right:
		x -= f.width(t.S)
	}
	w.c.img, w.c.clip = img, img.Bounds()
	w.c.text(f, t.S, x, t.Y, t.Color)
}
