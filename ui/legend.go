package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/raster"
	"gametree/internal/scene"
)

// legend is the key to shapes and colours under the tree (View, Legend,
// or L), drawn in the tree's palette and text size. It takes its room from
// the canvas rather than covering the tree.
type legend struct {
	h     host
	image *canvas.Image
	box   *fyne.Container
	// relayout lays out again what holds the key: hiding it left its band
	// empty under the canvas, which did not grow back.
	relayout func()
}

func newLegend(h host, relayout func()) *legend {
	l := &legend{h: h, image: canvas.NewImageFromImage(nil), relayout: relayout}
	l.image.FillMode = canvas.ImageFillContain
	l.image.ScaleMode = canvas.ImageScalePixels
	l.box = container.NewHBox(l.image, layout.NewSpacer())
	l.show()
	return l
}

// show draws the key for the view's palette and language, or hides it.
func (l *legend) show() {
	v := l.h.view()
	if !v.Legend {
		if l.box.Visible() {
			l.box.Hide()
			l.relayout()
		}
		return
	}
	th := l.h.treeTheme()
	tr := l.h.state().Trace()
	items := scene.Legend(th.Palette(), tr != nil && tr.Tree.HasChance(), l.h.unfolded() != nil)
	if tr != nil && tr.Samples() {
		items = scene.SampledLegend(th.Palette(), tr.Tree.HasChance())
	}
	captions := make([]string, len(items))
	for i, it := range items {
		captions[i] = v.Narrator.Legend(it.ID, it.Caption)
	}
	// At most Large, as the menus: at Huge the key took a third of a
	// 1024×768 canvas, and it is looked up, not read from the back row.
	s := min(v.Scale(), frameScale)
	img, err := raster.Legend(items, captions, th.Palette(), 4, s)
	if err != nil {
		l.box.Hide()
		return
	}
	size := fyne.NewSize(float32(img.Bounds().Dx()), float32(img.Bounds().Dy()))
	moved := !l.box.Visible() || l.image.MinSize() != size
	l.image.Image = img
	l.image.SetMinSize(size)
	l.image.Refresh()
	l.box.Show()
	if moved {
		l.relayout()
	}
}

// note is a line across the bottom of the canvas, on the window's
// background: what the pointer is on, or why an edit did not fit. It is
// hidden when empty, so it takes no room from the tree.
type note struct {
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

func newNote() *note {
	n := &note{label: widget.NewLabel(""), under: widget.NewLabel(""), bg: newShade()}
	n.label.Wrapping = fyne.TextWrapWord
	n.under.Wrapping = fyne.TextWrapWord
	n.under.Hide()
	n.box = container.NewStack(n.bg, container.NewVBox(n.label, n.under))
	n.box.Hide()
	return n
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
