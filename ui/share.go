//go:build !js

package ui

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/class"
	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/scene"
	"gametree/search"
)

// Where a class listens: this machine only, or the classroom's network,
// which the teacher chooses as sharing starts.
const (
	shareLoopback = "127.0.0.1:0"
	shareLAN      = ":0"
)

// sharing is File › Share with the Class: a class session (internal/class)
// that follows the window's step, and the projector's dialog showing the
// students' address as a QR code, the join code, how many students follow
// and the answers to the question open. The window's stepping drives the
// class; a teacher's /control step moves the window.
type sharing struct {
	h   shareHost
	srv *class.Server
	src *windowSource
	// public says the class under way listens beyond this machine.
	public bool
	// panel is the projector's dialog while it is on screen.
	panel *sharePanel
	// done is closed when the session's watcher should stop.
	done chan struct{}
}

// shareHost is what sharing asks of the window besides a panel's host:
// its messages and dialogs.
type shareHost interface {
	host
	showError(err error)
	sharingDialogs() *dialogs
}

func (st *stage) sharingDialogs() *dialogs { return st.dialogs }

// classShare is the window's class session, made the first time it is
// asked for.
func (w *Window) classShare() *sharing {
	if w.dialogs.class == nil {
		w.dialogs.class = &sharing{h: w.h}
	}
	return w.dialogs.class
}

// active says a class is under way.
func (c *sharing) active() bool { return c != nil && c.srv != nil }

// dialog opens the projector's dialog of the class under way, or the one
// that starts a class: this machine only or the classroom's network.
func (c *sharing) dialog() {
	h := c.h
	if !h.state().Ready() {
		return
	}
	if c.active() {
		c.showPanel()
		return
	}
	l := h.lang()
	where := widget.NewRadioGroup([]string{l.T("share.loopback"), l.T("share.lan")}, nil)
	where.SetSelected(l.T("share.loopback"))
	intro := widget.NewLabel(l.T("share.intro"))
	intro.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(intro, where)
	var d dialog.Dialog
	start := func() {
		d.Hide()
		addr := shareLoopback
		if where.Selected == l.T("share.lan") {
			addr = shareLAN
		}
		c.start(addr)
	}
	d = dialog.NewCustomConfirm(l.T("share.title"), l.T("share.start"), l.T("button.cancel"), body, func(ok bool) {
		if ok {
			start()
		}
	}, h.router().win)
	d.Resize(fyne.NewSize(520, 0))
	h.sharingDialogs().showChoice(l.T("share.title"), d, start)
}

// start starts a class listening at addr, then shows the projector's
// dialog. Listening and serving run off the UI goroutine.
func (c *sharing) start(addr string) {
	h := c.h
	l := h.lang()
	src, err := newWindowSource(h.state().Trace(), h.state().Step(), h.view().SceneOptions(), h.treeTheme(), h.state().Doc().Name)
	if err != nil {
		h.showError(err)
		return
	}
	src.goTo = func(k int) {
		fyne.Do(func() {
			if c.src == src && k != h.state().Step() {
				h.step(func() bool { return h.state().Jump(k) })
			}
		})
	}
	ln, public, url, err := class.Listen(addr)
	if err != nil {
		h.showError(i18n.Wrap(err, "cli.err.class_listen", "Addr", addr))
		return
	}
	srv, err := class.New(src, class.Options{Lang: l.Code(), Public: public, Address: url})
	if err != nil {
		ln.Close()
		h.showError(err)
		return
	}
	c.srv, c.src, c.done, c.public = srv, src, make(chan struct{}), public
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	go c.watch(srv, c.done, served)
	fyne.CurrentApp().Lifecycle().SetOnStopped(func() { c.shutdown(srv) })
	c.showPanel()
}

// watch brings the projector's students and answers up to date every
// half second, off the UI goroutine, until the class ends.
func (c *sharing) watch(srv *class.Server, done chan struct{}, served chan error) {
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-srv.Ended():
			fyne.Do(func() {
				if c.srv == srv {
					c.stop()
				}
			})
			return
		case err := <-served:
			if err != nil {
				fyne.Do(func() {
					if c.srv == srv {
						c.stop()
						c.h.showError(i18n.Wrap(err, "cli.err.class_failed"))
					}
				})
			}
			return
		case <-tick.C:
			r := srv.Results()
			fyne.Do(func() {
				if c.srv == srv && c.panel != nil {
					c.panel.show(r)
				}
			})
		}
	}
}

// shutdown ends srv's class for every student and closes its server.
func (c *sharing) shutdown(srv *class.Server) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	srv.Shutdown(ctx) //nolint:errcheck // the class ends whatever a stream says
}

// stop ends the class (File › Stop Sharing, the dialog's Stop): every
// student is told, off the UI goroutine.
func (c *sharing) stop() {
	if !c.active() {
		return
	}
	srv := c.srv
	close(c.done)
	c.srv, c.src, c.done = nil, nil, nil
	if c.panel != nil {
		c.panel.d.Hide()
		c.panel = nil
	}
	go c.shutdown(srv)
	c.h.say(c.h.lang().T("share.stopped"))
}

// shown tells the class the window shows another step, or the same one
// drawn anew (another tree, search or look). The window calls it from
// showStep; it holds no lock the class's calls take.
func (c *sharing) shown() {
	if !c.active() {
		return
	}
	h := c.h
	if c.src.set(h.state().Trace(), h.state().Step(), h.view().SceneOptions(), h.treeTheme(), h.state().Doc().Name) {
		c.srv.Redraw()
		return
	}
	c.srv.Changed()
}

// speak makes the teacher's side of the class speak the window's
// language: its results and CSV, and the projector's dialog, shown anew
// if it is on screen. Each student's page keeps the student's language.
func (c *sharing) speak() {
	if !c.active() {
		return
	}
	if err := c.srv.SetLang(c.h.lang().Code()); err != nil {
		c.h.showError(err)
		return
	}
	if p := c.panel; p != nil {
		p.d.Hide() // its OnClosed forgets it
		c.showPanel()
	}
}

// showPanel shows the projector's dialog of the class under way.
func (c *sharing) showPanel() {
	if c.panel != nil {
		return
	}
	p, err := newSharePanel(c)
	if err != nil {
		c.h.showError(err)
		return
	}
	c.panel = p
	p.d.SetOnClosed(func() {
		if c.panel == p {
			c.panel = nil
		}
	})
	// It stays on screen while the teacher steps: the stepping keys pass
	// through it to the window.
	c.h.sharingDialogs().add(openDialog{title: c.h.lang().T("share.title"), d: p.d, confirm: p.d.Dismiss, stepping: true})
	p.show(c.srv.Results())
}

// sharePanel is the projector's dialog: the QR code of the students'
// address, large enough to scan from the back of a room, the address and
// join code, the students following, and the open question's answers.
type sharePanel struct {
	d                 *dialog.CustomDialog
	students          *widget.Label
	question          *widget.Label
	bars              *fyne.Container
	ask, close, shown *widget.Button
	prev, next, stop  *widget.Button
	lang              *i18n.Lang
}

// qrSide is the QR code's side: a third of a 1024×768 screen's height
// and more.
const qrSide = 300

func newSharePanel(c *sharing) (*sharePanel, error) {
	l, srv := c.h.lang(), c.srv
	svg, err := class.QRSVG(srv.JoinURL())
	if err != nil {
		return nil, err
	}
	qr := canvas.NewImageFromResource(fyne.NewStaticResource("join.svg", svg))
	qr.FillMode = canvas.ImageFillContain
	qr.SetMinSize(fyne.NewSize(qrSide, qrSide))
	r := srv.Results()
	address := widget.NewRichTextFromMarkdown("## " + r.Join)
	code := widget.NewRichTextFromMarkdown("## " + l.T("cli.class.code", "Code", r.Code))
	reach := l.T("share.said_local")
	if c.public {
		reach = l.T("share.said_lan")
	}
	reachLabel := widget.NewLabel(reach)
	reachLabel.Wrapping = fyne.TextWrapWord
	p := &sharePanel{students: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), question: widget.NewLabel(""),
		bars: container.New(layout.NewFormLayout()), lang: l}
	p.question.Wrapping = fyne.TextWrapWord
	do := func(f func() error) func() {
		return func() {
			if f() != nil {
				c.h.say(l.T("class.teacher.refused"))
			}
			p.show(srv.Results())
		}
	}
	p.ask = widget.NewButton(l.T("class.teacher.ask"), do(srv.Ask))
	p.close = widget.NewButton(l.T("class.teacher.close"), do(srv.CloseQuestion))
	p.shown = widget.NewButton(l.T("class.teacher.reveal"), do(srv.Reveal))
	p.stop = widget.NewButton(l.T("share.stop"), c.stop)
	hide := widget.NewButton(l.T("share.hide"), func() { p.d.Hide() })
	h := c.h
	p.prev = widget.NewButton("◀ "+l.T("class.teacher.prev"), func() { h.step(h.state().Prev) })
	p.next = widget.NewButton(l.T("class.teacher.next")+" ▶", h.next)
	side := container.NewVBox(widget.NewLabel(l.T("share.scan")), address, code, reachLabel, p.students,
		container.NewHBox(p.prev, p.next), container.NewHBox(p.ask, p.close, p.shown), p.question, p.bars)
	body := container.NewBorder(nil, nil, qr, nil, side)
	p.d = dialog.NewCustomWithoutButtons(l.T("share.title"), body, c.h.router().win)
	p.d.SetButtons([]fyne.CanvasObject{p.stop, hide})
	p.d.Resize(fyne.NewSize(960, 0))
	return p, nil
}

// show shows the class's state: the students following, and the question
// with a bar of answers for each choice, the bars in a column of their own.
func (p *sharePanel) show(r class.Results) {
	l := p.lang
	p.students.SetText(l.N("cli.class.connected", r.Students))
	q := r.Question
	open := q != nil && q.Open
	enableButton(p.ask, r.Askable && !open)
	enableButton(p.close, open)
	enableButton(p.shown, q != nil && !q.Open && !q.Revealed)
	if q == nil {
		p.question.SetText("")
		p.bars.RemoveAll()
		return
	}
	state := l.N("share.answers", q.Answered)
	switch {
	case q.Revealed:
		state = l.T("class.page.right_answer", "Answer", q.Choices[q.Answer])
	case !q.Open:
		state = l.T("class.page.closed") + " · " + state
	}
	p.question.SetText(q.Prompt + "\n" + state)
	p.bars.RemoveAll()
	most := 1
	for _, n := range q.Counts {
		most = max(most, n)
	}
	for i, choice := range q.Choices {
		bar := widget.NewProgressBar()
		bar.Max, bar.Value = float64(most), float64(q.Counts[i])
		n, mark := q.Counts[i], ""
		if q.Revealed && i == q.Answer {
			mark = " ✓"
		}
		bar.TextFormatter = func() string { return strconv.Itoa(n) }
		p.bars.Add(widget.NewLabel(choice + mark))
		p.bars.Add(bar)
	}
}

func enableButton(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// windowSource is the window's step as a class follows it: set by the
// window on the UI goroutine (sharing.shown), read by the class's server
// from its own, and stepped by the teacher's page through goTo. The
// trace may change between two of the server's calls: a step beyond it
// has no sentence, picture or question.
type windowSource struct {
	langs map[string]*i18n.Lang
	narr  map[string]*narrate.Narrator
	// goTo moves the window to step k, on the UI goroutine.
	goTo func(k int)

	mu   sync.Mutex // guards the rest; a Picture draws in one goroutine at a time
	tr   *search.Trace
	step int
	opt  scene.Options
	th   scene.Theme
	name string
	pic  *export.Picture
}

func newWindowSource(tr *search.Trace, step int, opt scene.Options, th scene.Theme, name string) (*windowSource, error) {
	s := &windowSource{langs: map[string]*i18n.Lang{}, narr: map[string]*narrate.Narrator{}}
	for _, code := range i18n.Codes() {
		l, err := i18n.Load(code)
		if err != nil {
			return nil, fmt.Errorf("share: %w", err)
		}
		s.langs[code], s.narr[code] = l, narrate.For(l)
	}
	s.set(tr, step, opt, th, name)
	return s, nil
}

// set shows step of tr drawn with opt and th; it reports whether the
// pictures are drawn anew (another trace or look).
func (s *windowSource) set(tr *search.Trace, step int, opt scene.Options, th scene.Theme, name string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.step = min(max(step, 0), tr.Len()-1)
	if s.tr == tr && s.opt == opt && s.th == th && s.name == name {
		return false
	}
	s.tr, s.opt, s.th, s.name = tr, opt, th, name
	s.pic = export.NewPicture(tr, export.Options{Scene: opt, Theme: th, Name: name, Narrator: s.narr[i18n.Default]}, nil)
	return true
}

func (s *windowSource) trace() *search.Trace {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tr
}

// Step implements class.Source.
func (s *windowSource) Step() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.step
}

// Steps implements class.Source.
func (s *windowSource) Steps() int { return s.trace().Len() }

// Goto implements class.Source: the window moves, and its showStep tells
// the class.
func (s *windowSource) Goto(k int) {
	if s.goTo != nil {
		s.goTo(k)
	}
}

// Narration implements class.Source.
func (s *windowSource) Narration(k int, code string) string {
	n, ok := s.narr[code]
	if !ok {
		n = s.narr[i18n.Default]
	}
	tr := s.trace()
	if k < 0 || k >= tr.Len() {
		return ""
	}
	return n.Step(tr, k)
}

// SVG implements class.Source.
func (s *windowSource) SVG(k int, regularFont, boldFont string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if k < 0 || k >= s.tr.Len() {
		return nil, fmt.Errorf("share: no step %d in a search of %d", k, s.tr.Len())
	}
	return s.pic.SVGLinked(k, regularFont, boldFont)
}

// Question implements class.Source.
func (s *windowSource) Question(k int, code string) (class.Question, bool) {
	l, ok := s.langs[code]
	if !ok {
		l = s.langs[i18n.Default]
	}
	tr := s.trace()
	if k < 0 || k >= tr.Len() {
		return class.Question{}, false
	}
	return class.TraceQuestion(tr, k, l)
}
