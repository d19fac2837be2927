package export

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"image"
	"io"
	"math"
	"runtime"
	"sync"
	"time"

	"gametree/internal/i18n"
	"gametree/internal/raster"
	"gametree/internal/safefile"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/layout"
)

// Format is an output format.
type Format string

// The formats a picture can be written in.
const (
	DOT Format = "dot"
	SVG Format = "svg"
	PNG Format = "png"
	GIF Format = "gif"
	PDF Format = "pdf"
	// TeX is a LaTeX TikZ picture.
	TeX Format = "tex"
)

// ParseFormat reads dot, svg, png, gif, pdf or tex (tikz too).
func ParseFormat(s string) (Format, error) {
	switch f := Format(s); f {
	case DOT, SVG, PNG, GIF, PDF, TeX:
		return f, nil
	case "tikz":
		return TeX, nil
	}
	return "", i18n.New("export.bad_format", "Format", i18n.Quote(s))
}

// OneFile reports whether many steps go into one file of the format (an
// animated GIF, a PDF with a page a step) rather than numbered files.
func (f Format) OneFile() bool { return f == GIF || f == PDF }

// Step writes step k in format f (dot, svg, png, pdf or tex). Only SVG
// drawn by Graphviz (Options.Graphviz) uses r.
func (p *Picture) Step(ctx context.Context, r *layout.Graphviz, k int, f Format) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if p.opt.DAG {
		switch f {
		case DOT:
			return p.DAG(k), nil
		case SVG:
			return r.Render(ctx, p.DAG(k), "svg")
		case PNG, GIF: // painted below, on Graphviz's layout
		default:
			return nil, GraphFormat(f)
		}
	}
	switch f {
	case DOT:
		return p.DOT(k), nil
	case SVG:
		if p.opt.Graphviz {
			return r.Render(ctx, p.DOT(k), "svg")
		}
		return p.SVG(k)
	case TeX:
		return p.TikZ(k)
	case PDF:
		var b bytes.Buffer
		err := p.PDF(ctx, []int{k}, &b, nil)
		return b.Bytes(), err
	case PNG:
		img, err := p.Image(ctx, r, k)
		if err != nil {
			return nil, err
		}
		return EncodePNG(img, p.opt.dpi())
	}
	return nil, i18n.New("export.animation_only", "Format", string(f))
}

// Image paints step k at the picture's DPI, from the scene, with the
// painter of the window's canvas: a PNG or GIF frame looks as the window
// does. Graphviz draws only DOT and SVG; r is for those, and lays out the
// graph of a DAG picture, which is then painted here as the tree is.
func (p *Picture) Image(ctx context.Context, r *layout.Graphviz, k int) (*image.RGBA, error) {
	if err := p.prepare(ctx, r); err != nil {
		return nil, err
	}
	return p.imageInto(ctx, k, nil)
}

// prepare lays out the graph of a DAG picture, before its first frame
// (the frames' size depends on it).
func (p *Picture) prepare(ctx context.Context, r *layout.Graphviz) error {
	if !p.opt.DAG {
		return nil
	}
	_, err := p.Graph(ctx, r)
	return err
}

// pixels is the size of the picture painted, or why it is too large.
func (p *Picture) pixels() (w, h int, err error) {
	v := p.view()
	b := p.bounds()
	margin := math.Round(0.15 * p.opt.dpi())
	w, h = int(math.Ceil(b.Width()*v.Zoom+2*margin)), int(math.Ceil(b.Height()*v.Zoom+2*margin))
	if w < 1 || h < 1 || w*h > MaxPixels {
		return w, h, tooLarge("export.too_large", "Width", w, "Height", h, "DPI", fmt.Sprint(p.opt.dpi()), "Limit", MaxPixels/1_000_000)
	}
	return w, h, nil
}

// CheckPixels says before any drawing whether a painted picture of p (a
// PNG, a GIF's frames) would be too large, so that a dialog says so
// before a file is chosen. A graph's picture is measured once Graphviz
// has laid it out, when it is drawn.
func (p *Picture) CheckPixels(f Format) error {
	if p.opt.DAG || (f != PNG && f != GIF) {
		return nil
	}
	_, _, err := p.pixels()
	return err
}

// imageInto paints step k into buf when it has the picture's size (an
// animation's frames all have it), else into a new image.
func (p *Picture) imageInto(ctx context.Context, k int, buf *image.RGBA) (*image.RGBA, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	v := p.view()
	w, h, err := p.pixels()
	if err != nil {
		return nil, err
	}
	if p.painter == nil {
		var err error
		if p.painter, err = raster.New(p.styler); err != nil {
			return nil, err
		}
	}
	img := buf
	if img == nil || img.Bounds() != image.Rect(0, 0, w, h) {
		img = image.NewRGBA(image.Rect(0, 0, w, h))
	} else {
		clear(img.Pix)
	}
	if p.opt.DAG {
		p.painter.PaintGraph(img, p.layout.g, p.trace.At(k), v, tree.None, nil)
	} else {
		p.painter.Paint(img, p.trace.At(k), v, tree.None)
	}
	for _, it := range p.legendItems() {
		p.painter.Shape(img, it.shape, it.paint, it.x, it.y, it.w, it.h, v)
		p.painter.Texts(img, []scene.Text{it.caption}, v)
	}
	for _, b := range p.codeBands(k) {
		p.painter.Shape(img, scene.Box, scene.Paint{Fill: p.styler.Pal.Current.Fill}, (b.MinX+b.MaxX)/2, (b.MinY+b.MaxY)/2, b.Width(), b.Height(), v)
	}
	p.painter.Texts(img, p.frameTexts(k), v)
	return img, nil
}

// view maps the picture's scene rectangle, with a margin, to pixels.
func (p *Picture) view() raster.View {
	scale := p.opt.dpi() / 72
	margin := math.Round(0.15 * p.opt.dpi())
	b := p.bounds()
	return raster.View{X: b.MinX - margin/scale, Y: b.MinY - margin/scale, Zoom: scale}
}

// Pixel returns where a scene point lands in the pictures Image paints.
func (p *Picture) Pixel(x, y float64) (float64, float64) { return p.view().Pixel(x, y) }

// WriteFrames draws steps as numbered files named after path (walk.svg
// gives walk-0001.svg, …), all or nothing: every frame is drawn before any
// is put in place, and a failure or a cancelled ctx leaves the files there
// as they were (see safefile.Frames). progress, if not nil, is called after
// each frame; inputs are never overwritten nor removed. It returns what
// it did with the frames of an earlier, longer set of the same name.
func (p *Picture) WriteFrames(ctx context.Context, r *layout.Graphviz, steps []int, f Format, path string, progress func(done int), inputs ...string) (safefile.Stale, error) {
	frames, err := safefile.NewFrames(path, len(steps), inputs...)
	if err != nil {
		return safefile.Stale{}, err
	}
	defer frames.Abort()
	err = p.eachFrame(ctx, r, steps, f, func(i int, data []byte) error {
		if err := frames.Add(data); err != nil {
			return err
		}
		if progress != nil {
			progress(i + 1)
		}
		return nil
	})
	if err != nil {
		return safefile.Stale{}, err
	}
	return frames.Commit()
}

// eachFrame draws the steps in format f and hands each to use in order.
// PNG, SVG, PDF and TikZ frames are drawn by several goroutines at once
// (one per processor, at most maxWorkers), each with its own copy of the
// picture and painter, a few frames ahead of use; Graphviz, which lets one
// call in at a time, and DOT text, which is quick, are drawn in turn.
func (p *Picture) eachFrame(ctx context.Context, r *layout.Graphviz, steps []int, f Format, use func(i int, data []byte) error) error {
	frameErr := func(i int, err error) error {
		return i18n.Wrap(err, "export.frame_of", "Frame", i+1, "Frames", len(steps))
	}
	if err := p.prepare(ctx, r); err != nil { // before the picture is copied
		return err
	}
	workers := min(runtime.GOMAXPROCS(0), maxWorkers, len(steps))
	if f == DOT || f == SVG && p.opt.Graphviz {
		workers = 1
	}
	if workers <= 1 {
		for i, k := range steps {
			data, err := p.Step(ctx, r, k, f)
			if err == nil {
				err = use(i, data)
			}
			if err != nil {
				return frameErr(i, err)
			}
		}
		return nil
	}
	ctx, cancel := context.WithCancel(ctx)
	type drawn struct {
		data []byte
		err  error
	}
	out := make([]chan drawn, len(steps))
	for i := range out {
		out[i] = make(chan drawn, 1)
	}
	jobs, ahead := make(chan int), make(chan struct{}, 2*workers) // frames drawn and not yet used
	var wg sync.WaitGroup
	defer func() { cancel(); wg.Wait() }() // on a failure too: stop drawing, then return
	for range workers {
		q := *p // its own painter (made on first use); the rest is read-only
		q.painter = nil
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				data, err := q.Step(ctx, r, steps[i], f)
				out[i] <- drawn{data, err}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range steps {
			select {
			case ahead <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	for i := range steps {
		var d drawn
		select {
		case d = <-out[i]:
		case <-ctx.Done():
			return frameErr(i, ctx.Err())
		}
		<-ahead
		if d.err == nil {
			d.err = use(i, d.data)
		}
		if d.err != nil {
			return frameErr(i, d.err)
		}
	}
	return nil
}

// maxWorkers is the most goroutines drawing frames at once.
const maxWorkers = 8

// Save draws the steps into files through safefile: one picture at path,
// an animated GIF or a PDF of a page a step at path (streamed, frame by
// frame, whatever frames says), or, with frames, numbered files beside
// path (see WriteFrames). A failure or a cancelled ctx leaves every file
// as it was; inputs are never overwritten. It returns what it did with
// the frames of an earlier, longer set (see WriteFrames).
func (p *Picture) Save(ctx context.Context, r *layout.Graphviz, steps []int, f Format, path string, frames bool, progress func(done int), inputs ...string) (safefile.Stale, error) {
	switch {
	case f.OneFile():
		out, err := safefile.Create(path, inputs...)
		if err != nil {
			return safefile.Stale{}, err
		}
		if f == PDF {
			err = p.PDF(ctx, steps, out, progress)
		} else {
			err = p.GIF(ctx, r, steps, out, progress)
		}
		if err != nil {
			out.Abort()
			return safefile.Stale{}, err
		}
		return safefile.Stale{}, out.Commit()
	case frames:
		return p.WriteFrames(ctx, r, steps, f, path, progress, inputs...)
	}
	data, err := p.Step(ctx, r, steps[0], f)
	if err != nil {
		return safefile.Stale{}, err
	}
	if progress != nil {
		progress(1)
	}
	return safefile.Stale{}, safefile.Write(path, data, inputs...)
}

// Write draws the steps into w, for a place with no files of its own (a
// download in the browser): one picture, an animated GIF or a PDF of a
// page a step; or, with frames, a zip archive of numbered files named
// after name (walk.svg gives walk-0001.svg, …, as Save names them beside
// a file).
func (p *Picture) Write(ctx context.Context, r *layout.Graphviz, steps []int, f Format, name string, frames bool, w io.Writer, progress func(done int)) error {
	switch {
	case f == PDF:
		return p.PDF(ctx, steps, w, progress)
	case f == GIF:
		return p.GIF(ctx, r, steps, w, progress)
	case frames:
		z := zip.NewWriter(w)
		err := p.eachFrame(ctx, r, steps, f, func(i int, data []byte) error {
			fw, err := z.CreateHeader(&zip.FileHeader{Name: safefile.FrameName(name, i+1, len(steps)), Method: zip.Deflate, Modified: time.Now()})
			if err == nil {
				_, err = fw.Write(data)
			}
			if err == nil && progress != nil {
				progress(i + 1)
			}
			return err
		})
		if err != nil {
			return err
		}
		return z.Close()
	}
	data, err := p.Step(ctx, r, steps[0], f)
	if err == nil {
		_, err = w.Write(data)
	}
	if err == nil && progress != nil {
		progress(1)
	}
	return err
}
