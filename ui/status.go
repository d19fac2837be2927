package ui

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/tree"
)

// note is the status line, a line across the bottom of the canvas on the
// window's background: what the pointer is on (hover), or a message such
// as why an edit did not fit (say, unsay). It is hidden when empty, so it
// takes no room from the tree; fitting the tree leaves it its room.
type note struct {
	// h gives the session (practising or not, a node's details) and the
	// language.
	h host
	// tv is the canvas the note lies across, whose room it takes.
	tv    *treeView
	label *widget.Label
	// under is a node's details shown under a message that stays (an
	// exercise's), hidden when empty.
	under *widget.Label
	bg    *shade
	box   *fyne.Container
	// message: the text is a message (say), which stays when the pointer
	// leaves a node; hovering another node replaces it, unless it is
	// kept: then the node's details show under it, or on a short canvas
	// in its place (instead). msg is the message.
	message, kept bool
	msg           string
	// standing is a message that comes back when the pointer leaves a
	// node, until the next message (Getting Started's offer).
	standing string
	// top: the note is at the top of the canvas, the pointer being low;
	// over is the overlay that places it.
	top  bool
	over *fyne.Container
	// said are the last texts shown, for the tests' probe.
	said []string
}

func newNote(h host, tv *treeView) *note {
	n := &note{h: h, tv: tv, label: widget.NewLabel(""), under: widget.NewLabel(""), bg: newShade()}
	n.label.Wrapping = fyne.TextWrapWord
	n.under.Wrapping = fyne.TextWrapWord
	n.under.Hide()
	n.box = container.NewStack(n.bg, container.NewVBox(n.label, n.under))
	n.box.Hide()
	return n
}

// say writes a short message over the canvas. While practising, it is
// about the exercise and stays: hovering a node shows its details under
// it, or on a short canvas in its place.
func (n *note) say(text string) {
	n.standing = ""
	n.set(text)
	kept := n.kept
	n.message, n.kept, n.msg = true, n.h.state().Practising(), text
	if n.kept || kept {
		n.place(false)
		n.tv.Resize(n.tv.Size()) // fit the tree above its room
	}
}

// stand says text, and says it again when the pointer leaves a node,
// until the next message.
func (n *note) stand(text string) {
	n.say(text)
	n.standing = text
}

// standsFor says whether the standing message is text.
func (n *note) standsFor(text string) bool { return n.standing == text }

// unsay takes the last message away.
func (n *note) unsay() {
	kept := n.kept
	n.set("")
	n.message, n.kept, n.standing = false, false, ""
	if kept {
		n.tv.Resize(n.tv.Size()) // the tree gets its room back
	}
}

// shortCanvas is a canvas under 400 units high (an 800×600 screen): too
// short for a kept message and a node's details under it.
const shortCanvas = 400

// room is the room the note takes at the canvas's bottom, so that it
// never covers the tree: a line; or a kept message (what to do in an
// exercise) and a line for a node's details under it. A short canvas
// keeps a line: the tree needs the rest to be read (with the message's
// two lines the leaves' names fell under 6 pixels at 800×600, and went
// unwritten); there a node's details take the message's place, so that
// hovering never covers more of the tree.
func (n *note) room() float32 {
	th := n.tv.Theme()
	line := th.Size(theme.SizeNameText)*1.4 + 2*th.Size(theme.SizeNameInnerPadding) // a label's height
	if !n.kept || n.tv.Size().Height < shortCanvas {
		return line
	}
	// The message wraps to the canvas's width (its label may not be laid
	// out yet).
	size := th.Size(theme.SizeNameText)
	wide := float64(n.tv.Size().Width - 4*th.Size(theme.SizeNameInnerPadding))
	// Words wrap before the edge: a tenth of a line to spare.
	lines := math.Ceil(float64(fyne.MeasureText(n.msg, size, fyne.TextStyle{}).Width)/max(wide, 100) + 0.1)
	return float32(lines)*size*1.5 + 2*th.Size(theme.SizeNameInnerPadding) + line
}

// hover shows a node's details over the canvas, at its top when the
// pointer (low) is over the note's band at the bottom or the node reaches
// into it: the note never covers what it is about.
func (n *note) hover(id tree.NodeID, low bool) {
	n.place(low)
	l := n.h.lang()
	text := n.h.state().Hover(id)
	if g := n.tv.geom(); g != nil && n.tv.graph == nil && id != tree.None {
		if m, ok := g.Mark(id); ok { // say how to open a folded node
			text += l.T("session.list_separator") + l.T("session.hover.folded", "Nodes", l.N("count.nodes", m.Hidden))
		}
	}
	switch {
	case n.kept && n.tv.Size().Height < shortCanvas:
		n.instead(text)
		return
	case n.kept:
		n.details(text)
		return
	case text == "" && n.message: // no node, or one of a tree gone
		return
	case text == "" && n.standing != "":
		n.set(n.standing)
		n.message = true
		return
	}
	n.set(text)
	n.message = false
}

// overlay lays the busy bar and the note over the canvas (see edge).
func (n *note) overlay(busy fyne.CanvasObject) *fyne.Container {
	n.over = container.New(edge{n}, busy, n.box)
	return n.over
}

// place puts the note at the top of the canvas (top) or at its bottom.
func (n *note) place(top bool) {
	top = top && !n.kept // a kept message has its room at the bottom
	if n.top != top {
		n.top = top
		if n.over != nil {
			n.over.Refresh()
		}
	}
}

// edge lays the canvas's overlay out: the busy bar across the top, the
// note across the bottom, or under the bar when the pointer is low.
type edge struct{ n *note }

// Layout places the bar and the note at their minimum heights.
func (e edge) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	bar, note := objects[0], objects[1]
	barH := float32(0)
	if bar.Visible() {
		barH = bar.MinSize().Height
	}
	bar.Move(fyne.NewPos(0, 0))
	bar.Resize(fyne.NewSize(size.Width, barH))
	note.Resize(fyne.NewSize(size.Width, note.MinSize().Height))
	y := size.Height - note.Size().Height
	if e.n.top {
		y = barH
	}
	note.Move(fyne.NewPos(0, y))
}

// MinSize is nothing: the overlay covers the canvas.
func (edge) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// instead shows a node's details in a kept message's place, "" the
// message again: a short canvas has room for one line of them, not both.
func (n *note) instead(text string) {
	if text == "" {
		text = n.msg
	}
	n.label.SetText(text)
	n.under.Hide()
	n.box.Refresh()
}

// details shows a node's details under a kept message ("" hides them).
func (n *note) details(text string) {
	n.label.SetText(n.msg) // a short canvas may have put details in its place (instead)
	n.under.SetText(text)
	n.under.Hidden = text == ""
	n.box.Refresh()
}

// set shows a text, or hides the note for "".
func (n *note) set(text string) {
	n.label.SetText(text)
	n.under.Hide()
	if text != "" {
		n.said = append(n.said[max(0, len(n.said)-9):], text)
	}
	if text == "" {
		n.box.Hide()
		return
	}
	n.box.Show()
}

// shade is the window's background, a little see-through, in the theme
// of the moment: a rectangle coloured once kept a light theme's grey
// under a dark theme's near-white text.
type shade struct{ widget.BaseWidget }

func newShade() *shade {
	s := &shade{}
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer draws the shade.
func (s *shade) CreateRenderer() fyne.WidgetRenderer {
	r := &shadeRenderer{s: s, rect: canvas.NewRectangle(color.Transparent)}
	r.Refresh()
	return r
}

type shadeRenderer struct {
	s    *shade
	rect *canvas.Rectangle
}

func (r *shadeRenderer) Layout(size fyne.Size)        { r.rect.Resize(size) }
func (r *shadeRenderer) MinSize() fyne.Size           { return fyne.Size{} }
func (r *shadeRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.rect} }
func (r *shadeRenderer) Destroy()                     {}

// Refresh takes the colour from the theme, as a theme change asks.
func (r *shadeRenderer) Refresh() {
	c := color.NRGBAModel.Convert(r.s.Theme().Color(theme.ColorNameBackground, fyne.CurrentApp().Settings().ThemeVariant())).(color.NRGBA)
	c.A = 0xe8
	r.rect.FillColor = c
	r.rect.Refresh()
}
