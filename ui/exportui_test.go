package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"gametree/export"
	"gametree/samples"
	"gametree/search"
	"gametree/tree"
)

func TestWriteFramesRemovesThemWhenCancelled(t *testing.T) {
	tr, _ := samples.Load("aima-fig5-2")
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := export.NewRenderer()
	defer r.Close()
	pic := export.NewPicture(trace, export.Options{}, nil)
	dir := t.TempDir()
	steps := []int{0, 1, 2, 3, 4, 5}
	if err := writeFrames(context.Background(), pic, r, steps, export.DOT, filepath.Join(dir, "a.dot"), func(int) {}); err != nil {
		t.Fatal(err)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "a-*.dot")); len(files) != 6 {
		t.Fatalf("%d frames written", len(files))
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := 0
	err = writeFrames(ctx, pic, r, steps, export.SVG, filepath.Join(dir, "b.svg"), func(n int) {
		if done = n; n == 3 {
			cancel() // the Cancel button, half way through
		}
	})
	if err == nil {
		t.Fatal("a cancelled export succeeded")
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "b-*.svg")); len(files) != 0 || done != 3 {
		t.Errorf("after Cancel at frame %d: %v left", done, files)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 6 {
		t.Errorf("%d files in the folder", len(entries))
	}
}

// TestExportRefusesATreeTooBigToDraw: a tree over export.MaxNodes gets an
// error dialog, not a form; a small one gets the form.
func TestExportRefusesATreeTooBigToDraw(t *testing.T) {
	w := newTestWindow(t)
	if !w.canExport() || w.dialogTitles() != "" {
		t.Fatal("the walk-through cannot be exported")
	}
	w.generate("random tree", func() (*tree.Tree, error) {
		return tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 15, Low: -5, High: 5, Seed: 3}, tree.MaxGenerated)
	})
	if w.s.Trace().Tree.Len() <= export.MaxNodes {
		t.Fatalf("the test tree has only %d nodes", w.s.Trace().Tree.Len())
	}
	w.exportStepDialog()
	top := w.win.Canvas().Overlays().Top()
	if top == nil || w.canExport() {
		t.Fatal("no refusal for a tree too big to draw")
	}
	found := false
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "pictures are limited to 20000") {
			found = true
		}
	}
	if !found {
		t.Error("the dialog does not say why")
	}
}
