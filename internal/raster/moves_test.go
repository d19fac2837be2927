package raster

import (
	"image"
	"testing"

	"gametree/internal/games"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// TestNimMovesReadFitted: Nim with heaps 2 and 2, fitted into the tree's
// canvas of a 1024×768 window beside the node and statistics panels
// (748×388 in the real window; a little less here), is drawn large
// enough for its moves ("heap 2 −1") to be written: each move's box has
// ink in it. With the moves taking room level with the names, the tree
// was 1,263 points wide, the moves 5.7 pixels tall and not written.
func TestNimMovesReadFitted(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	p, trace := painter(t, tr, search.Options{}, scene.Options{}, scene.Dark)
	const w, h = 740, 380
	v := Fit(p.geom, w, h, FitZoom)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	snap := trace.At(0)
	p.Paint(img, snap, v, tree.None)
	bg := p.Styler.Pal.Background
	for id := range tr.Nodes {
		if id == int(tree.Root) {
			continue
		}
		e := p.Styler.Edge(snap, tree.NodeID(id))
		if e.Label.Size*v.Zoom < 6 {
			t.Fatalf("zoom %.3f: the move %q is %.1f pixels tall, too small to be written", v.Zoom, e.Label.S, e.Label.Size*v.Zoom)
		}
		r := e.Label.Rect()
		x0, y0 := v.Pixel(r.MinX, r.MinY)
		x1, y1 := v.Pixel(r.MaxX, r.MaxY)
		ink := 0
		for y := int(y0); y < int(y1); y++ {
			for x := int(x0); x < int(x1); x++ {
				if !close(img.At(x, y), bg, 24) {
					ink++
				}
			}
		}
		if ink < 10 {
			t.Fatalf("zoom %.3f: the move %q into %s is not drawn (%d pixels of ink)", v.Zoom, e.Label.S, tr.Name(tree.NodeID(id)), ink)
		}
	}
}
