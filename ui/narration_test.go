package ui

import (
	"fmt"
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
		v := *tw.v
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

// TestHiddenRowsShowWhatWasShown: with the answers hidden, the rows in
// view write the lines of the steps shown, the step's own in view, and
// nothing of the steps after it, stepping on past a growth of the list,
// back, and after a click on a row.
func TestHiddenRowsShowWhatWasShown(t *testing.T) {
	tw := newTestWindow(t)
	tw.win.Resize(fyne.NewSize(1024, 768))
	if !tw.s.HideAnswers() {
		tw.key(fyne.KeyH, 1)
	}
	check := func(what string) {
		t.Helper()
		pos, own := tw.s.Position(), false
		for _, o := range test.LaidOutObjects(tw.story.list) {
			r, ok := o.(*snugRow)
			if !ok || r.label.Text == "" {
				continue
			}
			var step int
			if _, err := fmt.Sscan(r.label.Text, &step); err != nil || step > pos {
				t.Errorf("%s: at step %d a row says %q", what, pos, r.label.Text)
			}
			own = own || r.label.Text == tw.story.line(pos)
		}
		if !own {
			t.Errorf("%s: step %d's line is not in view", what, pos)
		}
	}
	for i := range hiddenRows + 4 {
		tw.key(fyne.KeyRight, 1)
		check(fmt.Sprintf("after %d steps", i+1))
	}
	tw.key(fyne.KeyLeft, 3)
	check("three steps back")
	tw.story.list.Select(4)
	check("after a click on step 4's row")
	tw.key(fyne.KeyRight, 1)
	check("a step after the click")
}
