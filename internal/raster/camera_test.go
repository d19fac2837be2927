package raster

import (
	"math"
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
