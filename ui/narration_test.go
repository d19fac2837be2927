package ui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// halfPadded is the window's theme with half its inner padding: what a
// narration row looks like.
type halfPadded struct{ fyne.Theme }

func (h halfPadded) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInnerPadding {
		return h.Theme.Size(n) / 2
	}
	return h.Theme.Size(n)
}

// TestNarrationRowsAreSnug: a row of the narration is as tall as a label
// with half the inner padding, and writes its text, cut with an
// ellipsis, where that label does, at normal and huge text.
func TestNarrationRowsAreSnug(t *testing.T) {
	tw := newTestWindow(t)
	const sentence = "24   alpha(e) = 3 >= beta(e) = 2: prune e2, and a sentence long enough to be cut at the row's end"
	for _, huge := range []bool{false, true} {
		v := tw.v
		if huge {
			v.TextScale = 1.6
		}
		th := lookOf(v, math.Inf(1))
		row := newSnugRow()
		row.label.SetText(sentence)
		label := widget.NewLabel(sentence)
		label.Truncation = fyne.TextTruncateEllipsis
		want := container.NewThemeOverride(label, halfPadded{th})
		rowIn := container.NewThemeOverride(container.NewStack(row), th)
		if got, w := row.MinSize().Height, want.MinSize().Height; got != w {
			t.Errorf("huge %v: a row %v high, a snug label %v", huge, got, w)
		}
		size := fyne.NewSize(300, want.MinSize().Height)
		rowIn.Resize(size)
		want.Resize(size)
		got, w := textsAt(row), textsAt(label)
		if len(got) == 0 || len(got) != len(w) {
			t.Fatalf("huge %v: the row writes %v, a snug label %v", huge, got, w)
		}
		for i := range got {
			if got[i] != w[i] {
				t.Errorf("huge %v: the row writes %v, a snug label %v", huge, got[i], w[i])
			}
		}
	}
}

// placedText is a text an object writes and where, from the object's
// top left.
type placedText struct {
	text string
	at   fyne.Position
}

// textsAt lists the texts o writes and where, from o's parent's top left.
func textsAt(o fyne.CanvasObject) (out []placedText) {
	var walk func(fyne.CanvasObject, fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		at = at.Add(o.Position())
		switch o := o.(type) {
		case *canvas.Text:
			if o.Text != "" {
				out = append(out, placedText{o.Text, at})
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(o).Objects() {
				walk(c, at)
			}
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c, at)
			}
		}
	}
	walk(o, fyne.Position{})
	return out
}
