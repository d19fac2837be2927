package scene

import (
	"gametree/internal/tree"
	"testing"
)

// TestBezier: a flattened cubic piece starts and ends at its end points
// and passes through the middle of a straight one.
func TestBezier(t *testing.T) {
	got := Bezier([][2]float64{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}}, 4)
	if len(got) != 9 || got[0] != [2]float64{0, 0} || got[8] != [2]float64{6, 6} || got[2] != [2]float64{1.5, 1.5} {
		t.Errorf("%v", got)
	}
}

// TestBoundsOfSomePositions: the bounds of some positions hold them and
// their moves, and are smaller than the whole graph's; nil is the whole.
func TestBoundsOfSomePositions(t *testing.T) {
	g := &Graph{Bounds: Rect{0, 0, 1000, 500}, Nodes: []GraphNode{{ID: 0, X: 100, Y: 20}, {ID: 1, X: 60, Y: 120}, {ID: 2, X: 900, Y: 480}},
		Edges: []GraphEdge{{From: 0, To: 1, Path: [][2]float64{{100, 30}, {60, 110}}}, {From: 0, To: 2, Path: [][2]float64{{100, 30}, {900, 470}}}}}
	size := func(tree.NodeID) (float64, float64) { return 20, 10 }
	if got := g.BoundsOf(nil, size); got != g.Bounds {
		t.Errorf("all: %v", got)
	}
	if got, want := g.BoundsOf(map[tree.NodeID]bool{0: true, 1: true}, size), (Rect{50, 15, 110, 125}); got != want {
		t.Errorf("the root and its first move: %v, want %v", got, want)
	}
}
