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
}

func newLegend(h host) *legend {
	l := &legend{h: h, image: canvas.NewImageFromImage(nil)}
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
		l.box.Hide()
		return
	}
	th := l.h.treeTheme()
	tr := l.h.state().Trace()
	items := scene.Legend(th.Palette(), tr != nil && tr.Tree.HasChance())
	captions := make([]string, len(items))
	for i, it := range items {
		captions[i] = v.Narrator.Legend(it.ID, it.Caption)
	}
	s := v.Scale()
	img, err := raster.Legend(items, captions, th.Palette(), 4, s)
	if err != nil {
		l.box.Hide()
		return
	}
	l.image.Image = img
	l.image.SetMinSize(fyne.NewSize(float32(img.Bounds().Dx()), float32(img.Bounds().Dy())))
	l.image.Refresh()
	l.box.Show()
}

// note is a line across the bottom of the canvas, on the window's
// background: what the pointer is on, or why an edit did not fit. It is
// hidden when empty, so it takes no room from the tree.
type note struct {
	label *widget.Label
	bg    *canvas.Rectangle
	box   *fyne.Container
	// message: the text is a message (say), which stays when the pointer
	// leaves a node; hovering another node replaces it.
	message bool
}

func newNote() *note {
	n := &note{label: widget.NewLabel(""), bg: canvas.NewRectangle(color.Transparent)}
	n.label.Wrapping = fyne.TextWrapWord
	n.box = container.NewStack(n.bg, n.label)
	n.box.Hide()
	return n
}

// set shows a text, or hides the note for "".
func (n *note) set(text string) {
	n.label.SetText(text)
	if text == "" {
		n.box.Hide()
		return
	}
	c := color.NRGBAModel.Convert(theme.Color(theme.ColorNameBackground)).(color.NRGBA)
	c.A = 0xe8
	n.bg.FillColor = c
	n.bg.Refresh()
	n.box.Show()
}
