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
// It shows the window's tree canvas, legend and Code panel, and the
// narration's sentence for the step; the window switches its content to
// the screen and back (presenterHost.present).
type presenter struct {
	h presenterHost
	// tree, legend and code are the window's panels the screen shows;
	// story, the narration that writes the sentence.
	tree, legend fyne.CanvasObject
	code         *codePanel
	story        *narration
	line         *widget.Label
	counter      *widget.Label
	black        *canvas.Rectangle
	box          *fyne.Container
	wasHiding    bool // answers were hidden before presenter mode
	wasFull      bool // the window was full screen before presenter mode
}

// presenterHost is what presenter mode asks of the window besides a
// panel's host.
type presenterHost interface {
	host
	// present turns presenter mode on, screen the window's content, or
	// off (nil), the window's body again; answers hidden or not (hide),
	// the window full screen or not (full); the look, the menus (none
	// while presenting), the legend and the tree follow.
	present(screen fyne.CanvasObject, hide, full bool)
}

func newPresenter(h presenterHost, tree, legend fyne.CanvasObject, code *codePanel, story *narration) *presenter {
	p := &presenter{h: h, tree: tree, legend: legend, code: code, story: story, line: widget.NewLabel(""), counter: widget.NewLabel("")}
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
// the Code panel beside the tree, when shown (View › Code, C).
func (p *presenter) screen() fyne.CanvasObject {
	tree, code := p.tree, p.shownCode()
	sentence := container.New(twoLines{p.line}, p.line)
	line := container.NewBorder(nil, nil, nil, container.NewVBox(p.counter), sentence)
	if code != nil {
		split := container.NewHSplit(tree, code)
		split.SetOffset(0.55)
		tree = split
	}
	p.box = container.NewStack(container.NewBorder(nil, container.NewVBox(p.legend, line), nil, nil, tree), p.black)
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

// toggle enters or leaves presenter mode: answers hidden and the window
// full screen while presenting, as they were before after.
func (p *presenter) toggle() {
	if !p.h.view().Presenting {
		p.wasHiding, p.wasFull = p.h.state().HideAnswers(), p.h.router().win.FullScreen()
		p.h.present(p.screen(), true, true)
		return
	}
	p.black.Hide()
	p.h.present(nil, p.wasHiding, p.wasFull)
}

// show writes the step shown on the screen in presenter mode: its
// sentence and its counter.
func (p *presenter) show() {
	if !p.h.view().Presenting {
		return
	}
	s := p.h.state()
	p.line.SetText(p.story.sentence())
	p.counter.SetText(p.h.lang().T("presenter.counter", "Step", s.Step(), "Last", s.LastStep()))
}

// blank blacks the screen out in presenter mode, or brings it back (B).
func (p *presenter) blank() {
	if p.black.Visible() {
		p.black.Hide()
	} else if p.h.view().Presenting {
		p.black.Show()
	}
	if p.box != nil {
		p.box.Refresh() // lays the black out: hidden, it had no size
	}
}

// blanked reports whether the screen is black.
func (p *presenter) blanked() bool { return p.black.Visible() }

// shownCode is the Code panel for the screen, or nil when it is not
// shown.
func (p *presenter) shownCode() fyne.CanvasObject {
	if !p.h.view().Code {
		return nil
	}
	p.code.frame.Show() // a tab may have hidden it
	return p.code.frame
}
