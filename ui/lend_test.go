package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/session"
)

// TestWindowsOnTheCanvasGiveTheKeysBack: a secondary window drawn on the
// main window's canvas (the browser's compare and play windows) hears the
// keys while it is on top, the tree none of them; once it closes, the
// keys are the tree's again, with nothing focused. The compare window had
// taken the canvas's key handler for itself, and kept it once closed: the
// arrow keys died.
func TestWindowsOnTheCanvasGiveTheKeysBack(t *testing.T) {
	tw := newTestWindow(t)
	c := tw.win.Canvas()
	var heard []fyne.KeyName
	release := tw.keys.lend(tw.win, func(e *fyne.KeyEvent) bool {
		heard = append(heard, e.Name)
		return e.Name == fyne.KeyRight
	}, func() {})
	windows := container.NewMultipleWindows()
	c.Overlays().Add(windows)
	legend := tw.v.Legend
	tw.key(fyne.KeyRight, 1)
	tw.key(fyne.KeyL, 1)
	if tw.s.Step() != 0 || tw.v.Legend != legend {
		t.Errorf("the tree heard the keys of the window on top: step %d, legend %v", tw.s.Step(), tw.v.Legend)
	}
	if len(heard) != 2 {
		t.Errorf("the window on top heard %v", heard)
	}
	field := newEntry(tw.keys)
	c.Overlays().Top().(*container.MultipleWindows).Add(container.NewInnerWindow("a field", field))
	c.Focus(field)

	c.Overlays().Remove(windows)
	release()
	if f := c.Focused(); f != nil {
		t.Errorf("the window closed, %T keeps the focus", f)
	}
	tw.key(fyne.KeyRight, 2)
	if tw.s.Step() != 2 || len(heard) != 2 {
		t.Errorf("after the window closed, Right twice: step %d; the window heard %v", tw.s.Step(), heard)
	}
}

// TestClosingTheLastDialogGivesTheKeysBack: a dialog closed while its
// field has the focus leaves nothing focused: Right steps again.
func TestClosingTheLastDialogGivesTheKeysBack(t *testing.T) {
	tw := newTestWindow(t)
	tw.key(fyne.KeyF2, 1)
	if len(tw.dialogs.onScreen) != 1 || tw.win.Canvas().Focused() == nil {
		t.Fatalf("F2: dialogs %q, focused %T", tw.dialogTitles(), tw.win.Canvas().Focused())
	}
	tw.key(fyne.KeyEscape, 1)
	if f := tw.win.Canvas().Focused(); f != nil || len(tw.dialogs.onScreen) != 0 {
		t.Fatalf("Escape: dialogs %q, focused %T", tw.dialogTitles(), f)
	}
	tw.key(fyne.KeyRight, 1)
	if tw.s.Step() != 1 {
		t.Errorf("Right after the dialog: step %d", tw.s.Step())
	}
}

// TestAListSizedLateShowsTheLinesBeforeItsLine: a list scrolled to its
// line while it had no height yet (the narration built anew for a
// language, in the browser) shows, once sized, the lines before that line
// over it, not that line on the top row over blank rows.
func TestAListSizedLateShowsTheLinesBeforeItsLine(t *testing.T) {
	tw := newTestWindow(t)
	keep := 5
	l := newList(tw.keys, func() int { return 16 }, func() fyne.CanvasObject { return widget.NewLabel("a line") },
		func(i int, o fyne.CanvasObject) {})
	l.keep = func() int { return keep }
	row := widget.NewLabel("a line").MinSize().Height
	l.Resize(fyne.NewSize(400, 0))
	l.ScrollTo(keep)
	height := 4.5 * row
	l.Resize(fyne.NewSize(400, height))
	if off := l.GetScrollOffset(); off+height < float32(keep+1)*row || off > float32(keep+1)*(row+theme.Padding())-height {
		t.Errorf("line %d of rows %v high: the list %v high is scrolled %v down", keep, row, height, off)
	}
}

// TestRowsTakeANewLook: after a switch to dark, every row of the
// narration is written in the dark look's text colour, the step's own too
// (it had kept the light look's, dark on dark, until the next step).
func TestRowsTakeANewLook(t *testing.T) {
	tw := newTestWindow(t)
	tw.key(fyne.KeyRight, 5)
	tw.h.changeView(func(v *session.View) { v.Appearance = session.Dark })
	want := tw.h.contentTheme().Color(theme.ColorNameForeground, theme.VariantDark)
	rows := 0
	for _, o := range test.LaidOutObjects(tw.story.list) {
		r, ok := o.(*snugRow)
		if !ok || r.label.Text == "" {
			continue
		}
		l := r.label
		for _, o := range test.LaidOutObjects(l) {
			if text, ok := o.(*canvas.Text); ok && text.Text != "" {
				rows++
				if text.Color != want {
					t.Errorf("row %q is written in %v, not the dark look's %v", l.Text, text.Color, want)
				}
			}
		}
	}
	if rows < 3 {
		t.Errorf("%d rows written", rows)
	}
}
