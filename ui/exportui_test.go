package ui

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"gametree/export"
	"gametree/samples"
	"gametree/search"
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
