package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// gettingStarted is Help › Getting Started's text, in language l's
// Markdown: how to step, what a node shows, how to make a tree. The menus'
// and the keys' names come from their own messages, so that the page
// names them as the window does.
func (w *Window) gettingStarted() string {
	l := w.lang()
	menu := func(id string) string { return strings.TrimSuffix(l.T(id), "…") } // named, not opened
	return strings.Join([]string{
		l.T("start.step"),
		l.T("start.nodes"),
		l.T("start.make", "FromText", menu("menu.new_from_text"), "Samples", menu("menu.open_sample"),
			"Random", menu("menu.random_tree"), "Game", menu("menu.game_tree"), "New", menu("menu.new_tree"),
			"Grow", l.T("start.new_hint")),
	}, "\n\n")
}

// showGettingStarted shows Help › Getting Started: a page that scrolls
// within the window (a 1024×768 projector's too). Escape or Enter closes
// it, and the keys go back to the tree.
func (w *Window) showGettingStarted() {
	l := w.lang()
	text := widget.NewRichTextFromMarkdown(w.gettingStarted())
	text.Wrapping = fyne.TextWrapWord
	if w.status.standsFor(l.T("start.offer")) {
		w.unsay() // taken up
	}
	title := l.T("start.title")
	d := dialog.NewCustom(title, l.T("button.close"), container.NewVScroll(text), w.win)
	size := w.win.Canvas().Size()
	width := min(760, size.Width-40)
	text.Resize(fyne.NewSize(width-60, 1)) // a wrapping text is as tall as it is at its width
	d.Resize(fyne.NewSize(width, min(text.MinSize().Height+140, size.Height-40)))
	w.dialogs.show(title, d)
}

// offerGettingStarted says on a first start where Getting Started is,
// in the line over the tree's foot: a node hovered shows its details
// there a while, then the offer comes back, until another message or
// Getting Started itself.
func (w *Window) offerGettingStarted() {
	w.status.stand(w.lang().T("start.offer"))
}

// hintNewTree says, over New Tree's lone leaf, how to grow it.
func (w *Window) hintNewTree() {
	w.say(w.lang().T("start.new_hint"))
}
