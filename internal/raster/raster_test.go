package raster

import (
	"context"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"gametree/internal/scene"
	"gametree/internal/testutil"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

func painter(t testing.TB, tr *tree.Tree, opt search.Options, sopt scene.Options, theme scene.Theme) (*Painter, *search.Trace) {
	t.Helper()
	trace, err := search.Run(context.Background(), tr, opt)
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(scene.NewStyler(trace, scene.NewGeometry(tr, sopt), theme))
	if err != nil {
		t.Fatal(err)
	}
	return p, trace
}

func walkthrough(t testing.TB) *tree.Tree {
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func close(a color.Color, b color.RGBA, tol int) bool {
	r, g, bl, _ := a.RGBA()
	d := func(x uint32, y uint8) bool { return math.Abs(float64(int(x>>8)-int(y))) <= float64(tol) }
	return d(r, b.R) && d(g, b.G) && d(bl, b.B)
}

// TestPixelsFollowTheStyles paints every step of the walk-through and
// checks that each node's shape is filled with the colour its style says.
func TestPixelsFollowTheStyles(t *testing.T) {
	for _, lr := range []bool{false, true} {
		p, trace := painter(t, walkthrough(t), search.Options{}, scene.Options{LeftRight: lr}, scene.Colour)
		img := image.NewRGBA(image.Rect(0, 0, 1400, 900))
		v := Fit(p.geom, 1400, 900, 1.5)
		for _, k := range []int{0, 24, 50, trace.Len() - 1} {
			snap := trace.At(k)
			p.Paint(img, snap, v, tree.None)
			for id := range p.geom.Tree.Nodes {
				n := p.Styler.Node(snap, tree.NodeID(id))
				// A point inside the shape, clear of the value written in it.
				x, y := n.X-n.W/4, n.Y+n.H/8 // △ is wide near its base, below the centre
				switch n.Shape {
				case scene.TriangleDown:
					y = n.Y - n.H/8
				case scene.Box:
					x, y = n.X-n.W/2+4, n.Y
				}
				px, py := v.Pixel(x, y)
				if c := img.At(int(px), int(py)); !close(c, n.Paint.Fill, 8) {
					t.Fatalf("left-right %v, step %d: node %s at (%.0f, %.0f) is %v, want fill %v",
						lr, k, p.geom.Tree.Name(tree.NodeID(id)), px, py, c, n.Paint.Fill)
				}
			}
		}
	}
}

func TestNodeAt(t *testing.T) {
	p, _ := painter(t, walkthrough(t), search.Options{}, scene.Options{}, scene.Colour)
	v := Fit(p.geom, 1200, 700, 1)
	for id := range p.geom.Tree.Nodes {
		px, py := v.Pixel(p.geom.X[id], p.geom.Y[id])
		if got := p.NodeAt(v, px, py); got != tree.NodeID(id) {
			t.Errorf("NodeAt the centre of %s = %d", p.geom.Tree.Name(tree.NodeID(id)), got)
		}
	}
	// Between the levels, nothing.
	a := p.geom.Tree.Nodes[tree.Root].Children[0]
	px, py := v.Pixel(p.geom.X[tree.Root]/2+p.geom.X[a]/2+60, (p.geom.Y[tree.Root]+p.geom.Y[a])/2)
	if got := p.NodeAt(v, px, py); got != tree.None {
		t.Errorf("NodeAt empty space = %s", p.geom.Tree.Name(got))
	}
}

// TestOnlyTheViewIsTouched: painting a view of the left of the tree
// changes no pixel outside the image (no panics at the borders) and
// draws the left nodes.
func TestViewsAtTheBorders(t *testing.T) {
	p, trace := painter(t, walkthrough(t), search.Options{}, scene.Options{}, scene.Colour)
	img := image.NewRGBA(image.Rect(0, 0, 300, 200))
	snap := trace.At(trace.Len() - 1)
	r := rand.New(rand.NewPCG(1, 1))
	for range 300 {
		v := View{X: r.Float64()*1400 - 300, Y: r.Float64()*600 - 200, Zoom: 0.05 + r.Float64()*3}
		p.Paint(img, snap, v, tree.NodeID(r.IntN(p.geom.Tree.Len())))
	}
	d1 := p.geom.Tree.Leaves()[0]
	v := View{X: p.geom.X[d1] - 50, Y: p.geom.Y[d1] - 100, Zoom: 1}
	p.Paint(img, snap, v, tree.None)
	px, py := v.Pixel(p.geom.X[d1]-10, p.geom.Y[d1])
	if c := img.At(int(px), int(py)); !close(c, p.Styler.Pal.PV.Fill, 8) {
		t.Errorf("d1 (on the principal variation) is %v", c)
	}
}

func TestFarOutDrawsEveryNodeAsAPixel(t *testing.T) {
	big, err := testutil.Uniform(4, 6, func(i int) float64 { return float64(i % 9) })
	if err != nil {
		t.Fatal(err)
	}
	big.AutoLabel()
	p, trace := painter(t, big, search.Options{}, scene.Options{}, scene.Colour)
	img := image.NewRGBA(image.Rect(0, 0, 800, 300))
	v := Fit(p.geom, 800, 300, 1)
	p.Paint(img, trace.At(trace.Len()-1), v, tree.Root)
	painted := 0
	for id := range p.geom.Tree.Nodes {
		px, py := v.Pixel(p.geom.X[id], p.geom.Y[id])
		if !close(img.At(int(px), int(py)), p.Styler.Pal.Background, 0) {
			painted++
		}
	}
	if painted < big.Len()*99/100 {
		t.Errorf("only %d of %d nodes show at the fit zoom", painted, big.Len())
	}
}

// The benchmark tree: branching 10, depth 5 (111,111 nodes), alpha-beta
// halfway through.
func benchPainter(b *testing.B) (*Painter, search.Snapshot) {
	big, err := testutil.Uniform(10, 5, func(i int) float64 { return float64((i * 7919) % 101) })
	if err != nil {
		b.Fatal(err)
	}
	big.AutoLabel()
	p, trace := painter(b, big, search.Options{}, scene.Options{}, scene.Colour)
	return p, trace.At(trace.Len() / 2)
}

// BenchmarkFrame100kReading draws a 1920×1080 frame of a 111,111-node tree
// at zoom 1 (readable text), centred on the search's current node.
// Target: at most 16 ms.
func BenchmarkFrame100kReading(b *testing.B) {
	p, snap := benchPainter(b)
	cur := snap.Current()
	img := image.NewRGBA(image.Rect(0, 0, 1920, 1080))
	v := View{X: p.geom.X[cur] - 960, Y: p.geom.Y[cur] - 540, Zoom: 1}
	b.ReportAllocs()
	for b.Loop() {
		p.Paint(img, snap, v, cur)
	}
}

// BenchmarkFrame100kFit draws the whole 111,111-node tree in 1920×1080.
func BenchmarkFrame100kFit(b *testing.B) {
	p, snap := benchPainter(b)
	img := image.NewRGBA(image.Rect(0, 0, 1920, 1080))
	v := Fit(p.geom, 1920, 1080, 1)
	b.ReportAllocs()
	for b.Loop() {
		p.Paint(img, snap, v, tree.None)
	}
}

// TestRingsLeaveTheTextsClear: practice mode's ring round a node is drawn
// (pixels of its colour appear around the shape) and stays off the texts
// beside the shape: the name and the window, at every zoom.
func TestRingsLeaveTheTextsClear(t *testing.T) {
	red := color.RGBA{255, 0, 0, 255}
	for _, lr := range []bool{false, true} {
		p, trace := painter(t, walkthrough(t), search.Options{}, scene.Options{LeftRight: lr}, scene.Colour)
		snap := trace.At(30) // windows shown at the nodes on the call stack
		for _, zoom := range []float64{0.8, 1.5, 3} {
			for id := range p.geom.Tree.Nodes {
				id := tree.NodeID(id)
				v := View{X: p.geom.X[id] - 100/zoom, Y: p.geom.Y[id] - 100/zoom, Zoom: zoom} // the node in the middle
				img := image.NewRGBA(image.Rect(0, 0, 200, 200))
				p.Ring(img, id, red, v)
				n := p.Styler.Node(snap, id)
				ringed := 0
				for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
					for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
						if img.RGBAAt(x, y).A < 128 {
							continue
						}
						ringed++
						sx, sy := v.Scene(float64(x)+0.5, float64(y)+0.5)
						for _, tx := range n.Texts {
							if r := tx.Rect(); sx > r.MinX && sx < r.MaxX && sy > r.MinY && sy < r.MaxY {
								t.Fatalf("left-right %v, zoom %v: the ring of %s covers %q", lr, zoom, p.geom.Tree.Name(id), tx.S)
							}
						}
					}
				}
				if ringed == 0 {
					t.Fatalf("no ring round %s", p.geom.Tree.Name(id))
				}
			}
		}
	}
}
