package compareview

import (
	"context"
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/compare"
	"gametree/internal/compare/picture"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// pane is one search: its algorithm and ordering, its trace once searched,
// the call it is at, and its tree drawn there, fitted to the pane.
type pane struct {
	v      *View
	search compare.Search
	// prog and painter are nil while the search runs (or after it failed:
	// err).
	prog    *compare.Progress
	painter *raster.Painter
	err     error
	pos     int
	// gen numbers the searches started, so that a result arriving after
	// a newer search started (or the pane was removed) is dropped; cancel
	// stops the one running.
	gen    int
	cancel context.CancelFunc

	raster *canvas.Raster
	// lens holds the raster and takes the mouse: the wheel zooms, a drag
	// pans, a double click fits the tree again (cam).
	lens   *lens
	cam    raster.Camera
	img    *image.RGBA
	algo   *widget.Select
	order  *widget.Select
	remove *widget.Button
	nav    *fyne.Container
	status *canvas.Text // over the tree's top-left corner, in its palette
	// problem says why the search failed, wrapped to the pane, over
	// the tree's place (a canvas.Text cut it at the pane's edge).
	problem *widget.Label
	box     fyne.CanvasObject
}

func newPane(v *View, s compare.Search) *pane {
	l := v.l
	p := &pane{v: v, search: s}
	var algos, orders []string
	for _, a := range search.Named() {
		algos = append(algos, picture.AlgorithmName(a, l))
	}
	for _, o := range compare.Orders() {
		orders = append(orders, picture.OrderName(o, l))
	}
	p.algo = widget.NewSelect(algos, nil)
	p.order = widget.NewSelect(orders, nil)
	for i, a := range search.Named() {
		if a == s.Algorithm {
			p.algo.SetSelectedIndex(i)
		}
	}
	for i, o := range compare.Orders() {
		if o == s.Order {
			p.order.SetSelectedIndex(i)
		}
	}
	p.algo.OnChanged = func(string) { p.choose() }
	p.order.OnChanged = func(string) { p.choose() }
	p.remove = widget.NewButtonWithIcon(l.T("compareview.remove"), theme.ContentRemoveIcon(), func() { v.removePane(p) })
	p.nav = container.NewHBox()
	for _, b := range navButtons(l, func() { p.step(0, toStart) }, func() { p.step(-1, byDelta) }, func() { p.step(1, byDelta) }, func() { p.step(0, toEnd) }) {
		b.SetText("") // icons only: four panes side by side leave little room
		p.nav.Add(b)
	}
	p.status = canvas.NewText("", v.cfg.Theme.Palette().Title)
	p.status.TextSize = theme.TextSize()
	p.raster = canvas.NewRaster(p.paint)
	p.raster.ScaleMode = canvas.ImageScalePixels
	p.raster.SetMinSize(fyne.NewSize(120, 90))
	p.cam = raster.NewCamera()
	p.lens = newLens(p)
	p.problem = widget.NewLabel("")
	p.problem.Wrapping = fyne.TextWrapWord
	p.problem.Importance = widget.DangerImportance
	p.problem.Hide()
	p.box = container.New(paneLayout{p}, p.algo, p.order, p.remove, p.nav, p.lens, p.status, p.problem)
	return p
}

// choose searches again with the algorithm and ordering chosen.
func (p *pane) choose() {
	i, j := p.algo.SelectedIndex(), p.order.SelectedIndex()
	if i < 0 || j < 0 {
		return
	}
	s := compare.Search{Algorithm: search.Named()[i], Order: compare.Orders()[j]}
	if s == p.search {
		return
	}
	p.search = s
	p.research()
	p.v.changed()
	p.v.win.Canvas().Unfocus() // the arrow keys step again
}

// research runs the pane's search off the UI goroutine and shows it when
// done, at the shared call (lock-step) or where the pane was.
func (p *pane) research() {
	if p.cancel != nil {
		p.cancel()
	}
	p.gen++
	gen := p.gen
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.prog, p.painter, p.err = nil, nil, nil
	s, c := p.search, p.v.cfg
	p.v.async(func() {
		var prog *compare.Progress
		var painter *raster.Painter
		tr, err := s.Trace(ctx, c.Tree, c.Options)
		if err == nil {
			prog = compare.NewProgress(tr)
			st := scene.NewStyler(tr, scene.NewGeometry(tr.Tree, c.Scene), c.Theme)
			if c.Lang != nil {
				st.Decimal = c.Lang.DecimalSeparator()
			}
			painter, err = raster.New(st)
		}
		fyne.Do(func() {
			if gen != p.gen {
				return // a newer search, or the pane is gone
			}
			cancel()
			p.cancel = nil
			if err != nil {
				p.err = err
				p.v.changed()
				return
			}
			p.prog, p.painter = prog, painter
			if p.v.lock {
				p.pos = prog.Clamp(p.v.shared)
			} else {
				p.pos = prog.Clamp(p.pos)
			}
			p.v.changed()
		})
	})
}

// step moves this pane alone (when not in lock-step).
func (p *pane) step(delta, to int) {
	p.move(delta, to)
	p.v.changed()
}

// move moves the pane's call by delta, or to the start or the end.
func (p *pane) move(delta, to int) {
	if p.prog == nil {
		return
	}
	switch to {
	case toStart:
		p.pos = 0
	case toEnd:
		p.pos = p.prog.Last()
	default:
		p.pos = p.prog.Clamp(p.pos + delta)
	}
}

// show brings the pane's texts and buttons to its state and repaints it.
func (p *pane) show() {
	l := p.v.l
	p.problem.Hide()
	switch {
	case p.err != nil:
		p.status.Text = ""
		p.problem.SetText(l.Error(p.err))
		p.problem.Show()
	case p.prog == nil:
		p.status.Text = l.T("compareview.searching")
	case p.pos == 0:
		p.status.Text = l.T("compareview.at_start")
	case p.prog.Final(p.pos):
		p.status.Text = l.T("compareview.at_end", "Value", l.Decimal(tree.TypesetValue(p.prog.Trace().Value)))
	default:
		p.status.Text = l.T("compareview.at_call", "Call", p.pos, "Calls", p.prog.Trace().Stats.Calls)
		if p.prog.Trace().Samples() { // a position an iteration
			p.status.Text = l.T("compareview.at_iteration", "Iteration", p.pos, "Iterations", p.prog.Last()-1)
		}
	}
	p.status.Refresh()
	if p.v.lock {
		p.nav.Hide()
	} else {
		p.nav.Show()
	}
	if len(p.v.panes) > 1 {
		p.remove.Enable()
	} else {
		p.remove.Disable()
	}
	p.raster.Refresh()
}

// stepIndex returns the trace's step the pane is at.
func (p *pane) stepIndex() int { return p.prog.Step(p.pos) }

// paint is the raster's generator: the tree at the pane's step, fitted
// to w×h pixels.
func (p *pane) paint(w, h int) image.Image {
	if p.img == nil || p.img.Bounds().Dx() != w || p.img.Bounds().Dy() != h {
		p.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if p.painter == nil || p.prog == nil {
		bg := p.v.cfg.Theme.Palette().Background
		for i := 0; i < len(p.img.Pix); i += 4 {
			p.img.Pix[i], p.img.Pix[i+1], p.img.Pix[i+2], p.img.Pix[i+3] = bg.R, bg.G, bg.B, bg.A
		}
		return p.img
	}
	scale := 1.0
	size := p.raster.Size()
	if size.Width > 0 {
		scale = float64(w) / float64(size.Width)
	}
	p.cam.W, p.cam.H = float64(size.Width), float64(size.Height)
	if p.cam.Fitted {
		p.cam.Fit(p.painter.Styler.Geom)
	}
	view := p.cam.View
	view.Zoom *= scale
	p.painter.Paint(p.img, p.prog.Trace().At(p.stepIndex()), view, tree.None)
	return p.img
}

// lens is a pane's tree under the mouse: the wheel zooms about the
// pointer, a drag pans, a double click fits the whole tree again. Each
// pane has its own, so two or three panes side by side can each show
// their names, values and windows legibly.
type lens struct {
	widget.BaseWidget
	p *pane
}

func newLens(p *pane) *lens {
	l := &lens{p: p}
	l.ExtendBaseWidget(l)
	return l
}

// CreateRenderer shows the pane's raster over the whole lens.
func (l *lens) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(l.p.raster) }

// MinSize is the raster's.
func (l *lens) MinSize() fyne.Size { return l.p.raster.MinSize() }

// Scrolled zooms about the pointer.
func (l *lens) Scrolled(e *fyne.ScrollEvent) {
	l.p.cam.ZoomAt(float64(e.Position.X), float64(e.Position.Y), math.Pow(1.0015, float64(e.Scrolled.DY)))
	l.p.raster.Refresh()
}

// Dragged pans.
func (l *lens) Dragged(e *fyne.DragEvent) {
	l.p.cam.Pan(float64(e.Dragged.DX), float64(e.Dragged.DY))
	l.p.raster.Refresh()
}

// DragEnd ends a pan.
func (l *lens) DragEnd() {}

// DoubleTapped fits the whole tree again.
func (l *lens) DoubleTapped(*fyne.PointEvent) {
	l.p.cam.Fitted = true
	l.p.raster.Refresh()
}
