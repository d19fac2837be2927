package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/session"
)

// legend is the key to shapes and colours under the tree (View, Legend,
// or L), drawn in the tree's palette and text size. It takes its room from
// the canvas rather than covering the tree.
type legend struct {
	h     legendHost
	image *canvas.Image
	box   *fyne.Container
	// relayout lays out again what holds the key: hiding it left its band
	// empty under the canvas, which did not grow back.
	relayout func()
}

// legendHost is what the legend asks of the window besides a panel's
// host: changeView applies a change to the view, keeps it and draws again.
type legendHost interface {
	host
	changeView(change func(*session.View))
}

func newLegend(h legendHost, relayout func()) *legend {
	l := &legend{h: h, image: canvas.NewImageFromImage(nil), relayout: relayout}
	l.image.FillMode = canvas.ImageFillContain
	l.image.ScaleMode = canvas.ImageScalePixels
	l.box = container.NewHBox(l.image, layout.NewSpacer())
	l.show()
	return l
}

// toggle shows the legend or hides it (View › Legend, L).
func (l *legend) toggle() { l.h.changeView(func(v *session.View) { v.Legend = !v.Legend }) }

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
