package raster

import (
	"math"
	"slices"
	"testing"

	"gametree/internal/scene"
	"gametree/internal/testutil"
	"gametree/internal/tree"
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

// TestRefold: a tree folded around a few nodes opens whole, no larger
// than life; when opening a node makes it too big, the view keeps the
// size a big tree opens at and the opened node where it was on screen; a
// view the user zoomed keeps its zoom, and the node too.
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
	c := Camera{W: 1000, H: 600}
	g := fold()
	c.Home(g, tree.Root)
	if !c.Fitted || c.Zoom > 1 || c.Zoom < OpenZoom {
		t.Fatalf("the root and its children: fitted %v at %v", c.Fitted, c.Zoom)
	}
	for id := tree.NodeID(1); bt.Nodes[id].Children != nil; id = bt.Nodes[id].Children[0] {
		px, py := c.Pixel(g.X[id], g.Y[id])
		zoom, fitted := c.Zoom, c.Fitted
		opened = append(opened, id)
		old := g
		g = fold()
		c.Refold(old, g, id)
		switch {
		case c.Fitted:
			if c.View != Fit(g, 1000, 600, 1) || c.Zoom < OpenZoom {
				t.Fatalf("%s opened: fitted at %+v", bt.Name(id), c.View)
			}
		case fitted && c.Zoom != OpenZoom, !fitted && c.Zoom != zoom:
			t.Fatalf("%s opened: zoom %v, was %v (fitted %v)", bt.Name(id), c.Zoom, zoom, fitted)
		default:
			if x, y := c.Pixel(g.X[id], g.Y[id]); math.Abs(x-px) > 1e-9 || math.Abs(y-py) > 1e-9 {
				t.Fatalf("%s opened moved from (%v, %v) to (%v, %v)", bt.Name(id), px, py, x, y)
			}
		}
	}
	if c.Fitted {
		t.Fatal("a path of six open nodes, and their children, fitted")
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
