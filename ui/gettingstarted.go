package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// gettingStarted is Help › Getting Started: its page, in a dialog of the
// window's (dialogs), and the offer of it on a first start, which stands
// in the window's status note until another message or the page itself.
// It is made where it is used, with the note of the moment: the window
// makes its note again in another language.
type gettingStarted struct {
	h       host
	dialogs *dialogs
	status  *note
}

// page is Getting Started's text, in the window's language, as Markdown:
// how to step, what a node shows, how to make a tree. The menus' and the
// keys' names come from their own messages, so that the page names them
// as the window does.
func (g gettingStarted) page() string {
	l := g.h.lang()
	menu := func(id string) string { return strings.TrimSuffix(l.T(id), "…") } // named, not opened
	return strings.Join([]string{
		l.T("start.step"),
		l.T("start.nodes"),
		l.T("start.make", "FromText", menu("menu.new_from_text"), "Samples", menu("menu.open_sample"),
			"Random", menu("menu.random_tree"), "Game", menu("menu.game_tree"), "New", menu("menu.new_tree"),
			"Grow", l.T("start.new_hint")),
	}, "\n\n")
}

// show shows the page: it scrolls within the window (a 1024×768
// projector's too). Escape or Enter closes it, and the keys go back to
// the tree.
func (g gettingStarted) show() {
	l, win := g.h.lang(), g.h.router().win
	text := widget.NewRichTextFromMarkdown(g.page())
	text.Wrapping = fyne.TextWrapWord
	if g.status.standsFor(l.T("start.offer")) {
		g.h.unsay() // taken up
	}
	title := l.T("start.title")
	d := dialog.NewCustom(title, l.T("button.close"), container.NewVScroll(text), win)
	size := win.Canvas().Size()
	width := min(760, size.Width-40)
	text.Resize(fyne.NewSize(width-60, 1)) // a wrapping text is as tall as it is at its width
	d.Resize(fyne.NewSize(width, min(text.MinSize().Height+140, size.Height-40)))
	g.dialogs.show(title, d)
}

// offer says on a first start where Getting Started is, in the line over
// the tree's foot: a node hovered shows its details there a while, then
// the offer comes back, until another message or Getting Started itself.
func (g gettingStarted) offer() {
	g.status.stand(g.h.lang().T("start.offer"))
}
