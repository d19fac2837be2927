package raster

import (
	"math"
	"slices"
	"testing"

	"gametree/internal/scene"
	"gametree/internal/testutil"
	"gametree/internal/tree"
	"gametree/samples"
)

// TestCamera: a small tree opens fitted and stays fitted as the canvas
// changes size; a big one opens readable around the node asked for and
// keeps it there; zooming keeps the point under the pointer; panning and
// zooming end fitting; Follow brings a node out of view back.
func TestCamera(t *testing.T) {
	small := scene.NewGeometry(walkthrough(t), scene.Options{})
	c := NewCamera()
	c.Home(small, tree.Root) // no size yet: fit once there is one
	if !c.Fitted {
		t.Fatal("not fitted before the canvas has a size")
	}
	c.Resize(small, 800, 600, tree.Root)
	if c.View != Fit(small, 800, 600, FitZoom) {
		t.Errorf("resized: %+v", c.View)
	}
	c.Resize(small, 400, 300, tree.Root)
	if !c.Fitted || c.Zoom >= Fit(small, 800, 600, FitZoom).Zoom {
		t.Errorf("still fitted when smaller: %+v", c)
	}

	bt, err := testutil.Uniform(3, 7, func(i int) float64 { return float64(i % 10) })
	if err != nil {
		t.Fatal(err)
	}
	big := scene.NewGeometry(bt, scene.Options{})
	c = Camera{W: 800, H: 600}
	leaf := tree.NodeID(len(big.X) - 1)
	c.Home(big, leaf)
	if c.Fitted || !c.Homed || c.Zoom != 0.8 {
		t.Fatalf("a big tree opened %+v", c)
	}
	if x, y := c.Pixel(big.X[leaf], big.Y[leaf]); math.Abs(x-400) > 1e-6 || math.Abs(y-300) > 1e-6 {
		t.Errorf("the node asked for is at %v,%v, not in the middle", x, y)
	}
	sx, sy := c.Scene(100, 50)
	c.ZoomAt(100, 50, 2)
	if x, y := c.Pixel(sx, sy); math.Abs(x-100) > 1e-6 || math.Abs(y-50) > 1e-6 || c.Homed || c.Zoom != 1.6 {
		t.Errorf("zoom moved the point under the pointer to %v,%v (zoom %v)", x, y, c.Zoom)
	}
	c.ZoomAt(0, 0, 1e9)
	if c.Zoom != MaxZoom {
		t.Errorf("zoom beyond the limit: %v", c.Zoom)
	}
	c.Pan(1e6, 0)
	if c.Follow(big, tree.Root); !c.inView(big, tree.Root) {
		t.Error("Follow left the root out of view")
	}
	if c.Follow(big, tree.Root) {
		t.Error("Follow moved to a node in view")
	}
}

func (c *Camera) inView(g *scene.Geometry, id tree.NodeID) bool {
	x, y := c.Pixel(g.X[id], g.Y[id])
	return x >= 0 && y >= 0 && x <= c.W && y <= c.H
}

// TestRefold: a tree folded around a few nodes opens life-size, the root
// and its children in view; as nodes open it
// keeps that size and the opened node where it was, and Reveal brings in
// the node's children and the nodes above it, moving as little as it can;
// a view the user zoomed keeps its zoom, and the node too.
func TestRefold(t *testing.T) {
	bt, err := testutil.Uniform(3, 7, func(i int) float64 { return float64(i % 10) })
	if err != nil {
		t.Fatal(err)
	}
	whole := scene.NewGeometry(bt, scene.Options{})
	opened := []tree.NodeID{tree.Root}
	fold := func() *scene.Geometry {
		return whole.Fold(func(id tree.NodeID) bool { return slices.Contains(opened, id) })
	}
	inView := func(c Camera, g *scene.Geometry, id tree.NodeID) bool {
		b := g.NodeBounds(id)
		x0, y0 := c.Pixel(b.MinX, b.MinY)
		x1, y1 := c.Pixel(b.MaxX, b.MaxY)
		return x0 >= 0 && y0 >= 0 && x1 <= c.W && y1 <= c.H
	}
	c := Camera{W: 1000, H: 600}
	g := fold()
	c.Home(g, tree.Root)
	if c.Fitted || !c.Homed || c.Zoom != 1 {
		t.Fatalf("the root and its children: fitted %v at %v", c.Fitted, c.Zoom)
	}
	for _, id := range Around(g, tree.Root) {
		if !inView(c, g, id) {
			t.Fatalf("%s is out of view at first", bt.Name(id))
		}
	}
	for id := tree.NodeID(1); bt.Nodes[id].Children != nil; id = bt.Nodes[id].Children[0] {
		px, py := c.Pixel(g.X[id], g.Y[id])
		opened = append(opened, id)
		old := g
		g = fold()
		c.Refold(old, g, id)
		if x, y := c.Pixel(g.X[id], g.Y[id]); c.Zoom != 1 || math.Abs(x-px) > 1e-9 || math.Abs(y-py) > 1e-9 {
			t.Fatalf("%s opened: zoom %v, moved from (%v, %v) to (%v, %v)", bt.Name(id), c.Zoom, px, py, x, y)
		}
		before := c.View
		moved := c.Reveal(g, Around(g, id))
		for _, k := range append([]tree.NodeID{id}, g.Children(id)...) {
			if !inView(c, g, k) {
				t.Fatalf("%s opened: %s out of view", bt.Name(id), bt.Name(k))
			}
		}
		if moved == (c.View == before) {
			t.Fatalf("%s opened: Reveal says moved %v, view %+v, was %+v", bt.Name(id), moved, c.View, before)
		}
		if c.Reveal(g, Around(g, id)) {
			t.Fatalf("%s: a second Reveal moved the view", bt.Name(id))
		}
	}
	c.ZoomAt(0, 0, 1.5) // the user's zoom stays
	zoom := c.Zoom
	id := bt.Nodes[tree.Root].Children[2]
	px, py := c.Pixel(g.X[id], g.Y[id])
	opened = append(opened, id)
	old := g
	g = fold()
	c.Refold(old, g, id)
	if x, y := c.Pixel(g.X[id], g.Y[id]); c.Zoom != zoom || c.Fitted || c.Homed || math.Abs(x-px) > 1e-9 || math.Abs(y-py) > 1e-9 {
		t.Fatalf("zoomed by hand: %+v, the node from (%v, %v) to (%v, %v)", c, px, py, x, y)
	}
}

// TestRevealGivesUpWhatDoesNotFit: nodes that cannot be in view with the
// first are left out, and the first is always brought in.
func TestRevealGivesUpWhatDoesNotFit(t *testing.T) {
	bt, err := testutil.Uniform(3, 4, func(i int) float64 { return float64(i % 10) })
	if err != nil {
		t.Fatal(err)
	}
	g := scene.NewGeometry(bt, scene.Options{})
	leaves := bt.Leaves()
	first, last := leaves[0], leaves[len(leaves)-1]
	c := Camera{W: 300, H: 300, View: View{Zoom: 1}}
	c.Reveal(g, []tree.NodeID{last, first})
	if x, _ := c.Pixel(g.X[last], g.Y[last]); x < 0 || x > c.W {
		t.Fatalf("the first node asked for is at x = %v", x)
	}
	if x, _ := c.Pixel(g.X[first], g.Y[first]); x >= 0 && x <= c.W {
		t.Fatalf("the other, %v units away, is in view too", g.X[last]-g.X[first])
	}
}

// TestRevealGivesUpTheMarginFirst: a canvas tall enough for d, its
// leaves and its parent c, but not for the margin around them too,
// shows all four whole: the margin gives way, not c, which had been left
// out half on the canvas.
func TestRevealGivesUpTheMarginFirst(t *testing.T) {
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	g := scene.NewGeometry(tr, scene.Options{})
	node := func(name string) tree.NodeID {
		for i := range tr.Nodes {
			if tr.Name(tree.NodeID(i)) == name {
				return tree.NodeID(i)
			}
		}
		t.Fatalf("no node %s", name)
		return tree.None
	}
	d, c := node("d"), node("c")
	need := g.NodeBounds(d)
	for _, id := range append(g.Children(d), c) {
		need = need.Union(g.NodeBounds(id))
	}
	cam := Camera{W: 2000, H: need.Height() + revealMargin, View: View{Zoom: 1, Y: 2000}}
	cam.Reveal(g, Around(g, d))
	for _, id := range append(g.Children(d), d, c) {
		b := g.NodeBounds(id)
		if _, y0 := cam.Pixel(b.MinX, b.MinY); y0 < 0 {
			t.Errorf("%s's top is %v pixels above the canvas", tr.Name(id), -y0)
		}
		if _, y1 := cam.Pixel(b.MaxX, b.MaxY); y1 > cam.H {
			t.Errorf("%s's bottom is %v pixels under the canvas", tr.Name(id), y1-cam.H)
		}
	}
}

// TestNewWidthHomesUntilFollowed: a folded tree homed in a canvas that
// then gets wider is homed again, its root's children centred (the
// window's first layout had left them to a side); once the view has
// followed the search, a new width keeps it where it was.
func TestNewWidthHomesUntilFollowed(t *testing.T) {
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	whole := scene.NewGeometry(tr, scene.Options{})
	g := whole.Fold(func(id tree.NodeID) bool { return id == tree.Root })
	cam := Camera{W: 500, H: 400}
	cam.Home(g, tree.Root)
	cam.Resize(g, 900, 400, tree.Root)
	top := g.NodeBounds(tree.Root)
	for _, k := range g.Children(tree.Root) {
		top = top.Union(g.NodeBounds(k))
	}
	x0, _ := cam.Pixel(top.MinX, top.MinY)
	x1, _ := cam.Pixel(top.MaxX, top.MaxY)
	if math.Abs((x0+x1)/2-450) > 1 {
		t.Errorf("homed at 500 wide, then 900: the root and its children from x = %v to %v, not in the middle", x0, x1)
	}
	cam.X += 300 / cam.Zoom // as following the search does
	cam.followed = true
	x := cam.X
	cam.Resize(g, 1000, 400, tree.Root)
	if cam.X != x {
		t.Errorf("the view followed, then a new width: moved from %v to %v", x, cam.X)
	}
}
