package raster

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"gametree/internal/font"
)

// fonts renders text in the Go fonts of package font (the ones every
// picture is measured and drawn in), caching every glyph's mask per size,
// so a frame's text costs one masked copy per character. The parsed fonts
// are shared; the faces and masks are this painter's own.
type fonts struct {
	set   *font.Set
	faces map[faceKey]*face
}

type faceKey struct {
	size float64 // pixels, rounded to a quarter
	bold bool
}

type face struct {
	f       xfont.Face
	ascent  float64
	descent float64
	glyphs  map[rune]glyph
}

type glyph struct {
	mask    *image.Alpha
	rect    image.Rectangle // relative to the dot
	advance float64
}

func newFonts() (*fonts, error) {
	set, err := font.Go()
	if err != nil {
		return nil, err
	}
	return &fonts{set: set, faces: map[faceKey]*face{}}, nil
}

func (fs *fonts) face(size float64, bold bool) *face {
	key := faceKey{math.Round(size*4) / 4, bold}
	if f, ok := fs.faces[key]; ok {
		return f
	}
	ff, err := fs.set.Of(bold).Face(key.size)
	if err != nil {
		return nil
	}
	m := ff.Metrics()
	f := &face{f: ff, ascent: fixedF(m.Ascent), descent: fixedF(m.Descent), glyphs: map[rune]glyph{}}
	fs.faces[key] = f
	return f
}

func fixedF(v fixed.Int26_6) float64 { return float64(v) / 64 }

func (f *face) glyph(r rune) glyph {
	if g, ok := f.glyphs[r]; ok {
		return g
	}
	rect, mask, mp, adv, ok := f.f.Glyph(fixed.Point26_6{}, r)
	g := glyph{advance: fixedF(adv), rect: rect}
	if ok && !rect.Empty() {
		// The face reuses its mask buffer: keep a copy.
		g.mask = image.NewAlpha(image.Rect(0, 0, rect.Dx(), rect.Dy()))
		draw.Draw(g.mask, g.mask.Bounds(), mask, mp, draw.Src)
	}
	f.glyphs[r] = g
	return g
}

// width measures s.
func (f *face) width(s string) float64 {
	w := 0.0
	for _, r := range s {
		w += f.glyph(r).advance
	}
	return w
}

// ink returns the box of the pixels text inks for s.
func (f *face) ink(s string, x, y float64) image.Rectangle {
	var box image.Rectangle
	baseline := y + (f.ascent-f.descent)/2
	for _, r := range s {
		g := f.glyph(r)
		if g.mask != nil {
			box = box.Union(g.rect.Add(image.Pt(int(math.Round(x)), int(math.Round(baseline)))))
		}
		x += g.advance
	}
	return box
}

// text draws s with its left end at x and its line's middle at y.
func (c *canvas) text(f *face, s string, x, y float64, col color.RGBA) {
	baseline := y + (f.ascent-f.descent)/2
	src := image.NewUniform(col)
	for _, r := range s {
		g := f.glyph(r)
		if g.mask != nil {
			at := g.rect.Add(image.Pt(int(math.Round(x)), int(math.Round(baseline))))
			clipped := at.Intersect(c.clip)
			if !clipped.Empty() {
				draw.DrawMask(c.img, clipped, src, image.Point{}, g.mask, clipped.Min.Sub(at.Min), draw.Over)
			}
		}
		x += g.advance
	}
}
