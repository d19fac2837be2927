package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// presenter is presenter mode's screen (F5): the tree fills it in large,
// dark text on light, one large line of narration for the step shown and
// a step counter below it, answers hidden; the clicker's keys drive it and
// B blanks the screen as presentation software does. Escape leaves it.
// The window switches to it and back (togglePresenter).
type presenter struct {
	line      *widget.Label
	counter   *widget.Label
	black     *canvas.Rectangle
	box       *fyne.Container
	wasHiding bool // answers were hidden before presenter mode
	wasFull   bool // the window was full screen before presenter mode
}

func newPresenter() *presenter {
	p := &presenter{line: widget.NewLabel(""), counter: widget.NewLabel("")}
	p.line.Wrapping = fyne.TextWrapWord
	p.line.SizeName = theme.SizeNameSubHeadingText
	p.line.TextStyle.Bold = true
	p.counter.SizeName = theme.SizeNameSubHeadingText
	p.counter.TextStyle.Bold = true
	p.black = canvas.NewRectangle(color.Black)
	p.black.Hide()
	return p
}

// screen builds presenter mode's screen around the canvas and the legend:
// the sentence and the counter in a line under the tree, never over it;
// the Code panel beside the tree, when code is not nil (View › Code, C).
func (p *presenter) screen(tree, legend, code fyne.CanvasObject) fyne.CanvasObject {
	sentence := container.New(twoLines{p.line}, p.line)
	line := container.NewBorder(nil, nil, nil, container.NewVBox(p.counter), sentence)
	if code != nil {
		split := container.NewHSplit(tree, code)
		split.SetOffset(0.55)
		tree = split
	}
	p.box = container.NewStack(container.NewBorder(nil, container.NewVBox(legend, line), nil, nil, tree), p.black)
	return p.box
}

// twoLines lays a label out as tall as two of its lines at least: a
// sentence wrapping to a second line at one step and not the next would
// else resize the tree over it, step after step.
type twoLines struct{ l *widget.Label }

func (t twoLines) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Resize(size)
		o.Move(fyne.Position{})
	}
}

func (t twoLines) MinSize(objects []fyne.CanvasObject) fyne.Size {
	th := t.l.Theme()
	line := fyne.MeasureText("1", th.Size(t.l.SizeName), t.l.TextStyle).Height
	two := 2*line + th.Size(theme.SizeNameLineSpacing) + 2*th.Size(theme.SizeNameInnerPadding)
	m := t.l.MinSize()
	return fyne.NewSize(m.Width, max(m.Height, two))
}

// show writes the step shown: its sentence and its counter.
func (p *presenter) show(sentence, counter string) {
	p.line.SetText(sentence)
	p.counter.SetText(counter)
}

// blank blacks the screen out in presenter mode (presenting), or brings
// it back.
func (p *presenter) blank(presenting bool) {
	if p.black.Visible() {
		p.black.Hide()
	} else if presenting {
		p.black.Show()
	}
	if p.box != nil {
		p.box.Refresh() // lays the black out: hidden, it had no size
	}
}

func (p *presenter) blanked() bool { return p.black.Visible() }

// togglePresenter enters or leaves presenter mode.
func (w *Window) togglePresenter() {
	p := w.layout.present
	if !w.v.Presenting {
		p.wasHiding, p.wasFull = w.s.HideAnswers(), w.win.FullScreen()
		w.v.Presenting = true
		w.setHideAnswers(true)
		w.setContent(p.screen(w.canvas, w.legend.box, w.presentedCode()))
		w.win.SetPadded(false) // edge to edge: the blank screen is all black
		w.win.SetMainMenu(nil)
		w.win.SetFullScreen(true)
	} else {
		w.v.Presenting = false
		p.black.Hide()
		w.setHideAnswers(p.wasHiding)
		w.setContent(w.layout.body)
		w.win.SetPadded(true)
		w.win.SetMainMenu(w.menus.main)
		w.arrange() // the canvas was in presenter mode's container
		w.win.SetFullScreen(p.wasFull)
	}
	w.applyLook()
	w.menus.check()
	w.legend.show()
	w.repaint(true, true)
}

// showPresenter writes the step shown on presenter mode's screen.
func (w *Window) showPresenter() {
	if w.v.Presenting {
		s := w.s
		w.layout.present.show(w.story.sentence(), w.lang().T("presenter.counter", "Step", s.Step(), "Last", s.LastStep()))
	}
}

// blank blacks the screen out in presenter mode, or brings it back (B).
func (w *Window) blank() { w.layout.present.blank(w.v.Presenting) }

// blanked reports whether presenter mode's screen is black.
func (w *Window) blanked() bool { return w.layout.present.blanked() }

// presentedCode is the Code panel for presenter mode's screen, or nil when
// it is not shown.
func (w *Window) presentedCode() fyne.CanvasObject {
	if !w.v.Code {
		return nil
	}
	w.side.code.frame.Show() // a tab may have hidden it
	return w.side.code.frame
}
