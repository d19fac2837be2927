package raster

import (
	"image"
	"math"
	"testing"

	"gametree/internal/games"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// painted is the box of the pixels of img that are painted at all.
func painted(img *image.RGBA) image.Rectangle {
	box := image.Rectangle{Min: img.Rect.Max, Max: img.Rect.Min}
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		row := img.Pix[(y-img.Rect.Min.Y)*img.Stride:]
		for x := 0; x < img.Rect.Dx(); x++ {
			if row[4*x+3] > 0 {
				box.Min.X, box.Min.Y = min(box.Min.X, img.Rect.Min.X+x), min(box.Min.Y, y)
				box.Max.X, box.Max.Y = max(box.Max.X, img.Rect.Min.X+x+1), max(box.Max.Y, y+1)
			}
		}
	}
	if box.Empty() {
		return image.Rectangle{}
	}
	return box
}

// TestSelectionClearsTheTexts: the selection's box round a node (its
// tint and frame, every pixel it paints) keeps at least one blank pixel
// from every text of the node drawn beside it (its name, window, a
// leaf's caption, the move into it), at every zoom from 0.3 to 3, in
// every layout: the walk-through with its windows, and Nim with its moves.
// At some zooms the frame touched or cut the window's ")" and the names.
func TestSelectionClearsTheTexts(t *testing.T) {
	nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	checked, step, enough := 0, 0.05, 10000
	if testing.Short() {
		step, enough = 0.2, 2500
	}
	for _, tr := range []*tree.Tree{walkthrough(t), nim} {
		for _, sopt := range []scene.Options{{}, {LeftRight: true}, {Tight: true, Legible: true, FontScale: 1.4}, {Legible: true, FontScale: 1.4}} {
			p, trace := painter(t, tr, search.Options{}, sopt, scene.Colour)
			snap := trace.At(min(30, trace.Len()-1)) // windows at the nodes on the call stack
			for z := 0.3; z <= 3.001; z += step {
				for id := range tr.Nodes {
					id := tree.NodeID(id)
					n := p.Styler.Node(snap, id)
					texts := n.Texts
					if id != tree.Root {
						texts = append(texts, p.Styler.Edge(snap, id).Label)
					}
					w, h := p.geom.ShapeSize(id)
					size := int(math.Ceil((max(w, h)+30)*z)) + 20 // room for more than the box and its margin
					v := View{X: p.geom.X[id] - float64(size)/2/z, Y: p.geom.Y[id] - float64(size)/2/z, Zoom: z}
					img := image.NewRGBA(image.Rect(0, 0, size, size))
					p.c.img, p.c.clip = img, img.Bounds()
					p.selection(snap, id, v, false)
					box := painted(img)
					if box.Empty() {
						t.Fatalf("%+v zoom %.2f: no selection drawn round %s", sopt, z, tr.Name(id))
					}
					for _, tx := range texts {
						if tx.S == "" || tx.Size*z < 6 { // too small to be written
							continue
						}
						r := tx.Rect() // where the text is, give or take its font
						x0, y0 := v.Pixel(r.MinX-r.Height(), r.MinY-r.Height())
						x1, y1 := v.Pixel(r.MaxX+r.Height(), r.MaxY+r.Height())
						ti := image.NewRGBA(image.Rect(int(x0), int(y0), int(x1), int(y1)))
						p.c.img, p.c.clip = ti, ti.Bounds()
						p.drawText(tx, v)
						ink := painted(ti)
						if !ink.Empty() && ink.Inset(-1).Overlaps(box) {
							t.Fatalf("%+v zoom %.2f: the selection round %s %v touches %q %v", sopt, z, tr.Name(id), box, tx.S, ink)
						}
						checked++
					}
				}
			}
		}
	}
	if checked < enough {
		t.Fatalf("only %d texts checked", checked)
	}
}

// TestSelectionFarOut: zoomed far out, where nodes are dots, the
// selection still shows: a box round the dot.
func TestSelectionFarOut(t *testing.T) {
	p, trace := painter(t, walkthrough(t), search.Options{}, scene.Options{}, scene.Colour)
	for _, z := range []float64{0.02, 0.05, 0.1} {
		v := View{X: p.geom.X[tree.Root] - 20/z, Y: p.geom.Y[tree.Root] - 20/z, Zoom: z}
		img := image.NewRGBA(image.Rect(0, 0, 40, 40))
		p.c.img, p.c.clip = img, img.Bounds()
		p.selection(trace.At(0), tree.Root, v, true)
		w, _ := p.geom.ShapeSize(tree.Root)
		if box := painted(img); box.Dx() < int(w*z)+2 {
			t.Errorf("zoom %v: the selection paints %v round a dot %.1f pixels wide", z, box, w*z)
		}
	}
}
