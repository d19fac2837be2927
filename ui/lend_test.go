package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	tw.key(fyne.KeyInsert, 1)
	if len(tw.dialogs.open) != 1 || tw.win.Canvas().Focused() == nil {
		t.Fatalf("Insert: dialogs %q, focused %T", tw.dialogTitles(), tw.win.Canvas().Focused())
	}
	tw.key(fyne.KeyEscape, 1)
	if f := tw.win.Canvas().Focused(); f != nil || len(tw.dialogs.open) != 0 {
		t.Fatalf("Escape: dialogs %q, focused %T", tw.dialogTitles(), f)
	}
	tw.key(fyne.KeyRight, 1)
	if tw.s.Step() != 1 {
		t.Errorf("Right after the dialog: step %d", tw.s.Step())
	}
}
