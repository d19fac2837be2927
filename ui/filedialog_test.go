//go:build !js

package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// shownTexts are the labels' texts in the newest overlay.
func (tw *testWindow) shownTexts() map[string]bool {
	out := map[string]bool{}
	for _, o := range test.LaidOutObjects(tw.win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok {
			out[l.Text] = true
		}
	}
	return out
}

// TestOpenDialogShowsTrees: File › Open shows the files it reads as
// trees, every file one click away; its places are named in the window's
// language.
func TestOpenDialogShowsTrees(t *testing.T) {
	t.Setenv("LANGUAGE", "")
	dir := t.TempDir()
	for _, name := range []string{"frame-001.png", "walk.json", "lab.dot"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("[3, 5]"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w := newTestWindow(t)
	w.h.setLanguage("it")
	w.docs.openPath(filepath.Join(dir, "walk.json"))
	w.docs.openDialog()
	shown := w.shownTexts()
	if !shown["walk"] || !shown["lab"] || shown["frame-001"] {
		t.Errorf("trees only: walk %v, lab %v, frame-001 %v", shown["walk"], shown["lab"], shown["frame-001"])
	}
	if !shown[w.lang().T("files.place.home")] || shown["Home"] {
		t.Errorf("the places are not in Italian: %v", shown)
	}
	var all *widget.Check
	for _, o := range test.LaidOutObjects(w.win.Canvas().Overlays().Top()) {
		if c, ok := o.(*widget.Check); ok && c.Text == w.lang().T("files.all_files") {
			all = c
		}
	}
	if all == nil {
		t.Fatal("no way to show every file")
	}
	test.Tap(all)
	if shown = w.shownTexts(); !shown["frame-001"] || !shown["walk"] {
		t.Errorf("all files: frame-001 %v, walk %v", shown["frame-001"], shown["walk"])
	}
	w.key(fyne.KeyEscape, 1)
}
