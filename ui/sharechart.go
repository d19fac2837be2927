package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/scene"
)

// shareChart draws, for Monte Carlo tree search, the share of the root's
// visits each of its moves had over the iterations so far: one line a
// move, the move visited most in the current node's colour, the next in
// a done node's, the others grey; the two leading moves named at their
// line's end.
type shareChart struct {
	title      *widget.Label
	plot       *canvas.Raster
	first, sec *canvas.Text
	box        *fyne.Container
	// What is drawn: the iterations sampled, each move's share at each,
	// the moves' names and the colours.
	iterations []int
	shares     [][]float64
	names      []string
	pal        scene.Palette
}

// chartHeight is the plot's height in units.
const chartHeight = 64

func newShareChart(title string) *shareChart {
	c := &shareChart{title: widget.NewLabel(title)}
	c.title.TextStyle.Bold = true
	if title == "" {
		c.title.Hide()
	}
	c.plot = canvas.NewRaster(c.draw)
	c.plot.SetMinSize(fyne.NewSize(160, chartHeight))
	c.first, c.sec = canvas.NewText("", color.Black), canvas.NewText("", color.Black)
	c.first.TextSize, c.sec.TextSize = 12, 12
	c.first.TextStyle.Bold = true
	c.box = container.NewVBox(c.title, container.NewStack(c.plot, container.New(chartLabels{c}, c.first, c.sec)))
	c.box.Hide()
	return c
}

// show draws the shares, or hides the chart when there are none (another
// search, or before the first iteration ends).
func (c *shareChart) show(iterations []int, shares [][]float64, names []string, pal scene.Palette) {
	if len(iterations) == 0 {
		c.box.Hide()
		return
	}
	c.iterations, c.shares, c.names, c.pal = iterations, shares, names, pal
	c.box.Show()
	if c.title.Text == "" {
		c.title.Hide() // the chart is a row of a form, named there
	}
	c.plot.Refresh()
	c.label(c.plot.Size())
}

// chartLabels places the moves' names where their lines end, once the
// chart's size is known.
type chartLabels struct{ c *shareChart }

func (l chartLabels) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	if len(l.c.shares) > 0 {
		l.c.label(size)
	}
}

func (l chartLabels) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// leaders returns the moves with the most and the second most visits at
// the last iteration drawn (-1 for none).
func (c *shareChart) leaders() (first, second int) {
	first, second = -1, -1
	last := c.shares[len(c.shares)-1]
	for i, s := range last {
		switch {
		case first < 0 || s > last[first]:
			first, second = i, first
		case second < 0 || s > last[second]:
			second = i
		}
	}
	return first, second
}

// label names the two leading moves at their lines' ends, in a chart of
// that size.
func (c *shareChart) label(size fyne.Size) {
	first, second := c.leaders()
	last := c.shares[len(c.shares)-1]
	place := func(t *canvas.Text, i int, col color.Color) {
		if i < 0 || i >= len(c.names) {
			t.Text = ""
			t.Refresh()
			return
		}
		t.Text, t.Color = c.names[i], col
		t.Resize(t.MinSize())
		h := t.MinSize().Height
		// Above the line's end (below it near the top), clear of the
		// scroll bar at the panel's edge.
		end := float32(1-last[i])*(size.Height-4) + 2
		y := end - h
		if y < 0 {
			y = end + 1
		}
		t.Move(fyne.NewPos(size.Width-t.MinSize().Width-14, max(0, min(y, size.Height-h))))
		t.Refresh()
	}
	place(c.first, first, c.pal.Current.Stroke)
	place(c.sec, second, c.pal.Done.Stroke)
	if c.sec.Position().Y < c.first.Position().Y+c.first.MinSize().Height && c.sec.Position().Y+c.sec.MinSize().Height > c.first.Position().Y {
		c.sec.Text = "" // too close to the first to read
		c.sec.Refresh()
	}
}

// draw paints the lines into a w×h image.
func (c *shareChart) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if len(c.shares) == 0 || w < 4 || h < 4 {
		return img
	}
	bg := c.pal.Background
	for i := range img.Pix {
		img.Pix[i] = []uint8{bg.R, bg.G, bg.B, bg.A}[i%4]
	}
	grid := c.pal.PrunedEdge.Stroke
	for _, f := range []float64{0, 0.5, 1} { // 0%, 50%, 100%
		y := int(math.Round((1 - f) * float64(h-4)))
		for x := range w {
			if f != 0.5 || x%6 < 3 {
				img.SetRGBA(x, y+2, grid)
			}
		}
	}
	first, second := c.leaders()
	last := c.iterations[len(c.iterations)-1]
	at := func(j, i int) (float64, float64) {
		x := float64(w-1) * float64(c.iterations[j]) / float64(last)
		if len(c.iterations) == 1 {
			x = float64(w - 1)
		}
		return x, (1-c.shares[j][i])*float64(h-4) + 2
	}
	order := make([]int, 0, len(c.shares[0]))
	for i := range c.shares[0] {
		if i != first && i != second {
			order = append(order, i)
		}
	}
	if second >= 0 {
		order = append(order, second)
	}
	order = append(order, first) // the leader on top
	for _, i := range order {
		col, width := c.pal.PrunedEdge.Stroke, 1.0
		switch i {
		case first:
			col, width = c.pal.Current.Stroke, 2.5
		case second:
			col, width = c.pal.Done.Stroke, 2
		}
		x0, y0 := at(0, i)
		for j := 1; j < len(c.iterations); j++ {
			x1, y1 := at(j, i)
			line(img, x0, y0, x1, y1, width, col)
			x0, y0 = x1, y1
		}
	}
	return img
}

// line draws a line of the given width from (x0, y0) to (x1, y1) as a row
// of discs.
func line(img *image.RGBA, x0, y0, x1, y1, width float64, col color.RGBA) {
	steps := int(math.Max(math.Abs(x1-x0), math.Abs(y1-y0))) + 1
	r := width / 2
	for s := 0; s <= steps; s++ {
		t := float64(s) / float64(steps)
		cx, cy := x0+t*(x1-x0), y0+t*(y1-y0)
		for y := int(cy - r); y <= int(cy+r); y++ {
			for x := int(cx - r); x <= int(cx+r); x++ {
				if (float64(x)-cx)*(float64(x)-cx)+(float64(y)-cy)*(float64(y)-cy) <= r*r+0.25 && image.Pt(x, y).In(img.Rect) {
					img.SetRGBA(x, y, col)
				}
			}
		}
	}
}
