package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// presenter is presenter mode (F5): the tree fills the screen in large,
// dark text on light, one large line of narration for the step shown and
// a step counter below it, answers hidden; the clicker's keys drive it and
// B blanks the screen as presentation software does. Escape leaves it.
type presenter struct {
	w         *Window
	line      *widget.Label
	counter   *widget.Label
	black     *canvas.Rectangle
	box       *fyne.Container
	wasHiding bool // answers were hidden before presenter mode
	wasFull   bool // the window was full screen before presenter mode
}

func newPresenter(w *Window) *presenter {
	p := &presenter{w: w, line: widget.NewLabel(""), counter: widget.NewLabel("")}
	p.line.Wrapping = fyne.TextWrapWord
	p.line.SizeName = theme.SizeNameSubHeadingText
	p.line.TextStyle.Bold = true
	p.counter.SizeName = theme.SizeNameSubHeadingText
	p.counter.TextStyle.Bold = true
	p.black = canvas.NewRectangle(color.Black)
	p.black.Hide()
	return p
}

// toggle enters or leaves presenter mode.
func (p *presenter) toggle() {
	w := p.w
	if !w.v.Presenting {
		p.wasHiding, p.wasFull = w.s.HideAnswers(), w.win.FullScreen()
		w.v.Presenting = true
		w.setHideAnswers(true)
		counter := container.NewBorder(container.NewBorder(nil, nil, nil, p.counter), nil, nil, nil)
		p.box = container.NewStack(container.NewBorder(nil, container.NewVBox(w.legend.box, p.line), nil, nil,
			container.NewStack(w.canvas, counter)), p.black)
		w.win.SetContent(p.box)
		w.win.SetPadded(false) // edge to edge: the blank screen is all black
		w.win.SetMainMenu(nil)
		w.win.SetFullScreen(true)
	} else {
		w.v.Presenting = false
		p.black.Hide()
		w.setHideAnswers(p.wasHiding)
		w.win.SetContent(w.body)
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

// show writes the step shown.
func (p *presenter) show() {
	if !p.w.v.Presenting {
		return
	}
	s := p.w.s
	p.line.SetText(p.w.story.sentence())
	p.counter.SetText(p.w.lang().T("presenter.counter", "Step", s.Step(), "Last", s.Trace().Len()-1))
}

// blank blacks the screen out in presenter mode, or brings it back.
func (p *presenter) blank() {
	if p.black.Visible() {
		p.black.Hide()
	} else if p.w.v.Presenting {
		p.black.Show()
	}
	if p.box != nil {
		p.box.Refresh() // lays the black out: hidden, it had no size
	}
}

func (p *presenter) blanked() bool { return p.black.Visible() }
