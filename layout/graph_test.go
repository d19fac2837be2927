//go:build !js

package layout

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
)

// TestLayOut: dot places a small graph inside its box, children below
// their parent (right of it, left to right), names and labels where dot
// puts them, each curve from the parent to a tip at the child; names
// with quotes, backslashes and & are written as Graphviz reads them.
func TestLayOut(t *testing.T) {
	gv := NewGraphviz()
	defer gv.Close()
	g := Graph{
		Nodes: []GraphNode{
			{Shape: Triangle, W: 30, H: 26, Name: `a & "b"`, NameSize: 13},
			{Shape: Box, W: 24, H: 20, Name: `c\d`, NameSize: 13},
			{Shape: InvTriangle, W: 30, H: 26, NameSize: 13},
		},
		Edges: []GraphEdge{{From: 0, To: 1, Label: "x", LabelSize: 10}, {From: 0, To: 2}},
	}
	for _, lr := range []bool{false, true} {
		g.LeftRight = lr
		l, err := gv.LayOut(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		for i, n := range l.Nodes {
			w, h := g.Nodes[i].W, g.Nodes[i].H
			if n.X-w/2 < -0.01 || n.Y-h/2 < -0.01 || n.X+w/2 > l.Width+0.01 || n.Y+h/2 > l.Height+0.01 {
				t.Errorf("left-right %v: node %d at (%.1f, %.1f) outside %.0f×%.0f", lr, i, n.X, n.Y, l.Width, l.Height)
			}
			if n.HasName != (g.Nodes[i].Name != "") {
				t.Errorf("left-right %v: node %d named %v", lr, i, n.HasName)
			}
		}
		for _, child := range l.Nodes[1:] {
			if below := child.Y > l.Nodes[0].Y+10; !lr && !below || lr && child.X <= l.Nodes[0].X+10 {
				t.Errorf("left-right %v: a child at (%.0f, %.0f), the parent at (%.0f, %.0f)", lr, child.X, child.Y, l.Nodes[0].X, l.Nodes[0].Y)
			}
		}
		for i, e := range l.Edges {
			from, to := l.Nodes[g.Edges[i].From], l.Nodes[g.Edges[i].To]
			start := e.Spline[0]
			if math.Hypot(start[0]-from.X, start[1]-from.Y) > 30 || math.Hypot(e.Tip[0]-to.X, e.Tip[1]-to.Y) > 30 {
				t.Errorf("left-right %v: edge %d from (%.0f, %.0f) to a tip at (%.0f, %.0f)", lr, i, start[0], start[1], e.Tip[0], e.Tip[1])
			}
			if e.HasLabel != (g.Edges[i].Label != "") {
				t.Errorf("left-right %v: edge %d labelled %v", lr, i, e.HasLabel)
			}
		}
	}
}

// TestLayOutRefuses: a graph of too many nodes is refused before
// Graphviz runs; Graphviz's output that does not match the graph is
// refused, saying what.
func TestLayOutRefuses(t *testing.T) {
	big := Graph{Nodes: make([]GraphNode, MaxGraphNodes+1)}
	var gv Graphviz // never started
	if _, err := gv.LayOut(context.Background(), big); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "1,001 positions") {
		t.Errorf("%d nodes: %v", len(big.Nodes), err)
	}
	if gv.gv != nil {
		t.Error("Graphviz started for a graph it refuses")
	}
	g := Graph{Nodes: []GraphNode{{Shape: Box, W: 10, H: 10}, {Shape: Box, W: 10, H: 10}}, Edges: []GraphEdge{{From: 0, To: 1}}}
	for _, out := range []string{
		`not json`,
		`{"bb": "0,0,10"}`,
		`{"bb": "0,0,10,10", "objects": [{"name": "n0", "pos": "5,5"}], "edges": [{"tail": 0, "head": 1, "pos": "5,5 5,0"}]}`,
		`{"bb": "0,0,10,10", "objects": [{"name": "n0", "pos": "5,5"}, {"name": "n0", "pos": "5,5"}], "edges": [{"tail": 0, "head": 1, "pos": "5,5 5,0"}]}`,
		`{"bb": "0,0,10,10", "objects": [{"name": "n0", "pos": "5,5"}, {"name": "n1", "pos": "5,0"}], "edges": [{"tail": 1, "head": 0, "pos": "5,5 5,0"}]}`,
		`{"bb": "0,0,10,10", "objects": [{"name": "n0", "pos": "5,5"}, {"name": "n1", "pos": "5,0"}], "edges": [{"tail": 0, "head": 7, "pos": "5,5 5,0"}]}`,
		`{"bb": "0,0,10,10", "objects": [{"name": "n0", "pos": "5,5"}, {"name": "n1", "pos": "5,0"}], "edges": [{"tail": 0, "head": 1, "pos": "e,1,1"}]}`,
	} {
		if _, err := g.read([]byte(out)); err == nil || !strings.Contains(err.Error(), "Graphviz's layout") {
			t.Errorf("%s: %v", out, err)
		}
	}
}
