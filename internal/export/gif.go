package export

import (
	"bufio"
	"compress/lzw"
	"context"
	"encoding/binary"
	"image"
	"image/color"
	"io"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/layout"
)

// GIF paints the given steps into one looping animated GIF, written to w
// frame by frame: each frame is painted, put in the theme's palette, and
// only the rectangle that changed since the frame before is stored; then
// it is dropped. Memory does not grow with the number of frames. progress,
// if not nil, is called after each frame with the number done.
func (p *Picture) GIF(ctx context.Context, r *layout.Graphviz, steps []int, w io.Writer, progress func(done int)) error {
	if len(steps) == 0 {
		return i18n.New("export.no_frames")
	}
	if err := p.prepare(ctx, r); err != nil {
		return err
	}
	var g *gifWriter
	var img *image.RGBA // one image, painted over frame after frame
	delay := int(p.opt.delay().Milliseconds() / 10)
	for i, k := range steps {
		var err error
		img, err = p.imageInto(ctx, k, img)
		if err != nil {
			return i18n.Wrap(err, "export.frame_step", "Frame", i+1, "Step", k)
		}
		if g == nil {
			if g, err = newGIFWriter(w, img.Bounds().Dx(), img.Bounds().Dy(), themePalette(p.styler.Pal)); err != nil {
				return err
			}
		}
		d := delay
		if i == len(steps)-1 {
			d = 3 * delay // linger on the result
		}
		if err := g.frame(img, d); err != nil {
			return i18n.Wrap(err, "export.writing_gif")
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	if err := g.close(); err != nil {
		return i18n.Wrap(err, "export.writing_gif")
	}
	return nil
}

// themePalette is the palette of a GIF in a theme: every colour the scene
// paints with (exact, so flat colours are never dithered) and, for the
// anti-aliased edges of shapes and letters, blends of each with the
// background. At most 256 colours.
func themePalette(p scene.Palette) color.Palette {
	base := []color.RGBA{p.Background, p.Title, p.Muted, p.Cut, p.Selected, games.GridLine(), games.Background(games.Reversi6)}
	for _, paint := range []scene.Paint{p.NotReached, p.OnStack, p.Current, p.Done, p.Pruned, p.PV, p.BelowLimit} {
		base = append(base, paint.Fill, paint.Stroke, paint.Text)
	}
	for _, paint := range []scene.Paint{p.Edge, p.Chosen, p.StackEdge, p.PVEdge, p.PrunedEdge, p.BelowEdge} {
		base = append(base, paint.Stroke)
	}
	for _, c := range []games.Cell{games.Cross, games.Nought, games.Black, games.White, games.Ball} {
		base = append(base, games.Ink(c))
	}
	var pal color.Palette
	seen := map[color.RGBA]bool{}
	add := func(c color.RGBA) {
		if c.A = 0xff; !seen[c] && len(pal) < 256 {
			seen[c] = true
			pal = append(pal, c)
		}
	}
	for _, c := range base {
		add(c)
	}
	steps := max(2, min(8, 256/len(pal))) // blends of each colour with the background
	for i := 1; i < steps; i++ {
		t := float64(i) / float64(steps)
		for _, c := range base {
			add(color.RGBA{blend(p.Background.R, c.R, t), blend(p.Background.G, c.G, t), blend(p.Background.B, c.B, t), 0xff})
		}
	}
	return pal
}

func blend(a, b uint8, t float64) uint8 { return uint8(float64(a)*(1-t) + float64(b)*t + 0.5) }

// gifWriter writes an animated GIF one frame at a time.
type gifWriter struct {
	w      *bufio.Writer
	width  int
	height int
	pal    color.Palette
	index  map[color.RGBA]uint8 // nearest palette entry, by colour
	prev   []uint8              // the previous frame, as palette indexes
	cur    []uint8
}

func newGIFWriter(w io.Writer, width, height int, pal color.Palette) (*gifWriter, error) {
	if width > 0xffff || height > 0xffff {
		return nil, tooLarge("export.gif_too_big", "Width", width, "Height", height)
	}
	g := &gifWriter{w: bufio.NewWriter(w), width: width, height: height, pal: pal, index: map[color.RGBA]uint8{},
		cur: make([]uint8, width*height)}
	g.w.WriteString("GIF89a")
	g.u16(width, height)
	g.w.Write([]byte{0xf7, 0, 0}) // a global table of 256 colours, background 0, square pixels
	for i := range 256 {
		c := color.RGBA{}
		if i < len(pal) {
			c = pal[i].(color.RGBA)
		}
		g.w.Write([]byte{c.R, c.G, c.B})
	}
	// Loop for ever (the NETSCAPE2.0 extension).
	g.w.Write([]byte{0x21, 0xff, 0x0b})
	g.w.WriteString("NETSCAPE2.0")
	g.w.Write([]byte{3, 1, 0, 0, 0})
	return g, nil
}

func (g *gifWriter) u16(vs ...int) {
	for _, v := range vs {
		binary.Write(g.w, binary.LittleEndian, uint16(v))
	}
}

// frame adds img, shown for delay hundredths of a second. Only the
// rectangle where it differs from the frame before is stored; the rest
// of the frame before stays (disposal: do not dispose).
func (g *gifWriter) frame(img *image.RGBA, delay int) error {
	pix := img.Pix
	var last color.RGBA // most pixels repeat the one before: no map lookup
	var lastIdx uint8
	for i := range g.cur {
		c := color.RGBA{pix[4*i], pix[4*i+1], pix[4*i+2], 0xff}
		if i == 0 || c != last {
			idx, ok := g.index[c]
			if !ok {
				idx = uint8(g.pal.Index(c))
				g.index[c] = idx
			}
			last, lastIdx = c, idx
		}
		g.cur[i] = lastIdx
	}
	r := image.Rect(0, 0, g.width, g.height)
	if g.prev != nil {
		r = g.changed()
	} else {
		g.prev = make([]uint8, len(g.cur))
	}
	g.w.Write([]byte{0x21, 0xf9, 4, 1 << 2}) // graphic control: do not dispose
	g.u16(delay)
	g.w.Write([]byte{0, 0})
	g.w.WriteByte(0x2c) // image descriptor
	g.u16(r.Min.X, r.Min.Y, r.Dx(), r.Dy())
	g.w.WriteByte(0)
	g.w.WriteByte(8) // LZW minimum code size for 256 colours
	blocks := &subBlocks{w: g.w}
	lz := lzw.NewWriter(blocks, lzw.LSB, 8)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		if _, err := lz.Write(g.cur[y*g.width+r.Min.X : y*g.width+r.Max.X]); err != nil {
			return err
		}
	}
	if err := lz.Close(); err != nil {
		return err
	}
	if err := blocks.close(); err != nil {
		return err
	}
	copy(g.prev, g.cur)
	return nil
}

// changed returns the smallest rectangle holding every pixel that differs
// from the frame before (one pixel when none does: a frame needs one).
func (g *gifWriter) changed() image.Rectangle {
	minX, minY, maxX, maxY := g.width, g.height, -1, -1
	for y := range g.height {
		row, before := g.cur[y*g.width:(y+1)*g.width], g.prev[y*g.width:(y+1)*g.width]
		for x := range row {
			if row[x] != before[x] {
				minX, maxX = min(minX, x), max(maxX, x)
				minY, maxY = min(minY, y), y
			}
		}
	}
	if maxX < 0 {
		return image.Rect(0, 0, 1, 1)
	}
	return image.Rect(minX, minY, maxX+1, maxY+1)
}

func (g *gifWriter) close() error {
	g.w.WriteByte(0x3b) // trailer
	return g.w.Flush()
}

// subBlocks cuts the LZW stream into GIF's sub-blocks of at most 255 bytes.
type subBlocks struct {
	w   *bufio.Writer
	buf [255]byte
	n   int
}

func (b *subBlocks) Write(p []byte) (int, error) {
	for _, c := range p {
		b.buf[b.n] = c
		if b.n++; b.n == len(b.buf) {
			if err := b.flush(); err != nil {
				return 0, err
			}
		}
	}
	return len(p), nil
}

func (b *subBlocks) flush() error {
	if b.n == 0 {
		return nil
	}
	b.w.WriteByte(byte(b.n))
	_, err := b.w.Write(b.buf[:b.n])
	b.n = 0
	return err
}

func (b *subBlocks) close() error {
	if err := b.flush(); err != nil {
		return err
	}
	return b.w.WriteByte(0)
}
