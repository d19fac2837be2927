package ui

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"

	"gametree/internal/games"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// TestTheRasterCoversTheDrawingAlone: the canvas's raster covers only the
// part of the canvas the tree is drawn on, and holds there what a raster
// over the whole canvas would: fitted, the walk-through leaves some of
// the canvas to the background; fitted, zoomed in or panned, every drawn
// pixel is still on the raster, where it was.
func TestTheRasterCoversTheDrawingAlone(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 24)
	tv := w.canvas
	nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{1, 2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	for _, view := range []struct {
		what string
		move func()
	}{
		{"fitted", func() {}},
		{"zoomed in", func() { tv.ZoomBy(2.5) }},
		{"panned", func() { tv.cam.Pan(-600, -300); tv.raster.Refresh() }},
		{"zoomed far in", func() { tv.ZoomBy(4) }},
		{"Nim's boards", func() {
			w.h.open(session.Document{Tree: nim, Name: "nim", Format: tree.FormatJSON})
			w.key(fyne.KeyRight, 9)
		}},
	} {
		view.move()
		size := tv.Size()
		whole := image.NewRGBA(image.Rect(0, 0, int(size.Width), int(size.Height)))
		tv.painter.Paint(whole, w.s.Snapshot(), tv.cam.View, w.s.Selected())
		at, s := tv.raster.Position(), tv.raster.Size()
		t.Logf("%s: the raster covers %v at %v of the canvas's %v", view.what, s, at, size)
		if view.what == "fitted" && s.Width*s.Height > 0.9*size.Width*size.Height {
			t.Errorf("fitted: the raster covers %v of the canvas's %v", s, size)
		}
		crop := image.Rect(int(at.X), int(at.Y), int(at.X+s.Width), int(at.Y+s.Height))
		bg := color.RGBAModel.Convert(tv.styler().Pal.Background).(color.RGBA)
		lost := 0
		for y := range whole.Bounds().Dy() {
			for x := range whole.Bounds().Dx() {
				if !(image.Pt(x, y).In(crop)) && whole.RGBAAt(x, y) != bg {
					lost++
				}
			}
		}
		if lost > 0 {
			t.Errorf("%s: %d drawn pixels lie outside the raster at %v", view.what, lost, crop)
		}
		got := tv.paint(crop.Dx(), crop.Dy()).(*image.RGBA)
		differ := 0
		for y := range crop.Dy() {
			for x := range crop.Dx() {
				if got.RGBAAt(x, y) != whole.RGBAAt(crop.Min.X+x, crop.Min.Y+y) {
					differ++
				}
			}
		}
		if differ > 0 {
			t.Errorf("%s: %d of the raster's %d pixels differ from the whole canvas's there", view.what, differ, crop.Dx()*crop.Dy())
		}
	}
}
