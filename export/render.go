package export

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"math"
	"slices"
	"time"

	"gametree/safefile"
)

// Format is an output format.
type Format string

// The formats a picture can be written in.
const (
	DOT Format = "dot"
	SVG Format = "svg"
	PNG Format = "png"
	GIF Format = "gif"
)

// ParseFormat reads dot, svg, png or gif.
func ParseFormat(s string) (Format, error) {
	switch f := Format(s); f {
	case DOT, SVG, PNG, GIF:
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q (expected dot, svg, png or gif)", s)
}

// Step writes step k in format f (dot, svg or png).
func (p *Picture) Step(ctx context.Context, r *Renderer, k int, f Format) ([]byte, error) {
	switch f {
	case DOT:
		return p.DOT(k), nil
	case SVG:
		return r.Render(ctx, p.DOT(k), "svg")
	case PNG:
		img, err := p.Image(ctx, r, k)
		if err != nil {
			return nil, err
		}
		return encodePNG(img, p.opt.dpi())
	}
	return nil, fmt.Errorf("format %s is for whole animations, not one step", f)
}

// Image paints step k at the picture's DPI.
func (p *Picture) Image(ctx context.Context, r *Renderer, k int) (*image.RGBA, error) {
	data, err := r.Render(ctx, p.DOT(k), "json")
	if err != nil {
		return nil, err
	}
	return paintJSON(data, p.bounds(), p.opt.dpi(), p.styler.Pal.Background)
}

// Pixel returns where a scene point lands in the pictures Image paints.
func (p *Picture) Pixel(x, y float64) (float64, float64) {
	dpi := p.opt.dpi()
	return frame{rect: p.bounds(), scale: dpi / 72, margin: math.Round(0.15 * dpi)}.pixel(x, y)
}

// GIF paints the given steps into one looping animated GIF. progress, if
// not nil, is called after each frame with the number done.
func (p *Picture) GIF(ctx context.Context, r *Renderer, steps []int, progress func(done int)) ([]byte, error) {
	if len(steps) == 0 {
		return nil, fmt.Errorf("no frames to animate")
	}
	frames := make([]*image.RGBA, len(steps))
	for i, k := range steps {
		img, err := p.Image(ctx, r, k)
		if err != nil {
			return nil, fmt.Errorf("frame %d (step %d): %w", i+1, k, err)
		}
		frames[i] = img
		if progress != nil {
			progress(i + 1)
		}
	}
	pal := paletteOf(frames)
	anim := &gif.GIF{LoopCount: 0}
	delay := int(p.opt.delay().Milliseconds() / 10)
	for i, img := range frames {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		anim.Image = append(anim.Image, toPaletted(img, pal))
		d := delay
		if i == len(frames)-1 {
			d = 3 * delay // linger on the result
		}
		anim.Delay = append(anim.Delay, d)
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, anim); err != nil {
		return nil, fmt.Errorf("writing the GIF: %w", err)
	}
	return buf.Bytes(), nil
}

// paletteOf picks the 256 colours used most across the frames: the flat
// fills, strokes and text colours come out exact; the anti-aliased edges
// between them take the nearest.
func paletteOf(frames []*image.RGBA) color.Palette {
	counts := map[color.RGBA]int{}
	for _, img := range frames {
		pix := img.Pix
		for i := 0; i+3 < len(pix); i += 4 * 3 { // every third pixel is enough
			counts[color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}]++
		}
	}
	colours := make([]color.RGBA, 0, len(counts))
	for c := range counts {
		colours = append(colours, c)
	}
	slices.SortFunc(colours, func(a, b color.RGBA) int {
		if d := counts[b] - counts[a]; d != 0 {
			return d
		}
		return int(a.R)<<16 | int(a.G)<<8 | int(a.B) - (int(b.R)<<16 | int(b.G)<<8 | int(b.B))
	})
	pal := make(color.Palette, 0, 256)
	for _, c := range colours[:min(256, len(colours))] {
		pal = append(pal, c)
	}
	return pal
}

func toPaletted(img *image.RGBA, pal color.Palette) *image.Paletted {
	out := image.NewPaletted(img.Bounds(), pal)
	index := map[color.RGBA]uint8{}
	pix := img.Pix
	for i, j := 0, 0; i+3 < len(pix); i, j = i+4, j+1 {
		c := color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
		idx, ok := index[c]
		if !ok {
			idx = uint8(pal.Index(c))
			index[c] = idx
		}
		out.Pix[j] = idx
	}
	return out
}

// WriteFrames draws steps as numbered files named after path (walk.svg
// gives walk-0001.svg, …), all or nothing: every frame is drawn before any
// is put in place, and a failure or a cancelled ctx leaves the files there
// as they were (see safefile.Frames). progress, if not nil, is called after
// each frame; inputs are never overwritten. It returns how many frames of
// an earlier, longer set of the same name it removed.
func (p *Picture) WriteFrames(ctx context.Context, r *Renderer, steps []int, f Format, path string, progress func(done int), inputs ...string) (stale int, err error) {
	frames, err := safefile.NewFrames(path, len(steps), inputs...)
	if err != nil {
		return 0, err
	}
	defer frames.Abort()
	for i, k := range steps {
		data, err := p.Step(ctx, r, k, f)
		if err == nil {
			err = frames.Add(data)
		}
		if err != nil {
			return 0, fmt.Errorf("frame %d of %d: %w", i+1, len(steps), err)
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	return frames.Commit()
}

// Check refuses options no picture can be drawn with: DPI outside 10 to
// 1200, a font scale outside 0.25 to 8, a GIF delay outside 20 ms to 1
// minute (NaN and infinities included).
func (o Options) Check() error {
	switch {
	case !(o.DPI == 0 || o.DPI >= 10 && o.DPI <= 1200):
		return fmt.Errorf("the DPI must be between 10 and 1200 (got %v)", o.DPI)
	case !(o.Scene.FontScale == 0 || o.Scene.FontScale >= 0.25 && o.Scene.FontScale <= 8):
		return fmt.Errorf("the font scale must be between 0.25 and 8 (got %v)", o.Scene.FontScale)
	case !(o.Delay == 0 || o.Delay >= 20*time.Millisecond && o.Delay <= time.Minute):
		return fmt.Errorf("the delay must be between 20ms and 1m (got %v)", o.Delay)
	}
	return nil
}
