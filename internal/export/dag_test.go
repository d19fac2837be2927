package export

import (
	"bytes"
	"context"
	"image/color"
	"image/png"
	"math"
	"regexp"
	"strings"
	"testing"

	"gametree/internal/games"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/layout"
	"gametree/search"
)

// TestDAGMergesTranspositions: the graph of Nim 2, 2 has one node a
// position (and player to move), named after all its nodes, and one edge
// a move between positions; Graphviz lays it out as SVG; other formats are
// refused.
func TestDAGMergesTranspositions(t *testing.T) {
	g, tr := nimWithTable(t)
	canon := tr.Transposed()
	positions, moves := map[tree.NodeID]bool{}, map[[2]tree.NodeID]bool{}
	for id := range g.Nodes {
		positions[canon[id]] = true
		if p := g.Nodes[id].Parent; p != tree.None {
			moves[[2]tree.NodeID{canon[p], canon[id]}] = true
		}
	}
	if len(positions) >= g.Len() {
		t.Fatalf("Nim 2, 2 has no transpositions: %d positions, %d nodes", len(positions), g.Len())
	}
	p := NewPicture(tr, Options{DAG: true}, nil)
	dot := string(p.DAG(tr.Len() - 1))
	nodes := regexp.MustCompile(`(?m)^  n\d+ \[shape=`).FindAllString(dot, -1)
	edges := regexp.MustCompile(`(?m)^  n\d+ -> n\d+ `).FindAllString(dot, -1)
	if len(nodes) != len(positions) || len(edges) != len(moves) {
		t.Errorf("%d nodes and %d edges drawn; %d positions and %d moves", len(nodes), len(edges), len(positions), len(moves))
	}
	for id := range g.Nodes {
		if c := canon[id]; c != tree.NodeID(id) && !strings.Contains(dot, g.Name(c)+" = ") {
			t.Errorf("%s, the position of %s, is not named with it", g.Name(tree.NodeID(id)), g.Name(c))
			break
		}
	}
	r := layout.NewGraphviz()
	defer r.Close()
	svg, err := p.Step(context.Background(), r, tr.Len()-1, SVG)
	if err != nil || !strings.Contains(string(svg), "<svg") || !strings.Contains(string(svg), "Nim 2, 2") {
		t.Errorf("SVG: %v, %d bytes", err, len(svg))
	}
	if _, err := p.Step(context.Background(), r, 0, PDF); err == nil {
		t.Error("a PDF of the graph was drawn")
	}
}

// TestGraphLayout: Graphviz's layout, read back, places every position
// once, inside the bounds, with its names beside it; every move is one
// curve from its parent's shape to an arrow tip at its child's; and the
// PNG painted on it shows each position in the colour of the node the
// search met first, at the place dot gave it.
func TestGraphLayout(t *testing.T) {
	g, tr := nimWithTable(t)
	canon := tr.Transposed()
	p := NewPicture(tr, Options{DAG: true, DPI: 72}, nil)
	r := layout.NewGraphviz()
	defer r.Close()
	gr, err := p.Graph(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	at := map[tree.NodeID]scene.GraphNode{}
	for _, n := range gr.Nodes {
		if canon[n.ID] != n.ID || at[n.ID].Names.S != "" {
			t.Errorf("%s placed, not a position's first node, or twice", g.Name(n.ID))
		}
		at[n.ID] = n
		w, h := p.geom.ShapeSize(n.ID)
		b := gr.Bounds
		if n.X-w/2 < b.MinX-0.01 || n.X+w/2 > b.MaxX+0.01 || n.Y-h/2 < b.MinY-0.01 || n.Y+h/2 > b.MaxY+0.01 {
			t.Errorf("%s at (%.1f, %.1f) outside %+v", g.Name(n.ID), n.X, n.Y, b)
		}
		if !strings.HasPrefix(n.Names.S, g.Name(n.ID)) || math.Hypot(n.Names.X-n.X, n.Names.Y-n.Y) > 3*(w+h) {
			t.Errorf("%s named %q at (%.0f, %.0f), far from its shape at (%.0f, %.0f)", g.Name(n.ID), n.Names.S, n.Names.X, n.Names.Y, n.X, n.Y)
		}
	}
	for _, n := range gr.Nodes {
		if n.Y < at[tree.Root].Y {
			t.Errorf("%s above the root", g.Name(n.ID))
		}
	}
	moves := map[[2]tree.NodeID]bool{}
	for id := range g.Nodes {
		if par := g.Nodes[id].Parent; par != tree.None {
			moves[[2]tree.NodeID{canon[par], canon[id]}] = true
		}
	}
	if len(at) != len(gr.Nodes) || len(gr.Edges) != len(moves) {
		t.Fatalf("%d nodes placed (%d positions), %d curves for %d moves", len(gr.Nodes), len(at), len(gr.Edges), len(moves))
	}
	near := func(q [2]float64, id tree.NodeID, slack float64) bool {
		w, h := p.geom.ShapeSize(id)
		return math.Abs(q[0]-at[id].X) <= w/2+slack && math.Abs(q[1]-at[id].Y) <= h/2+slack
	}
	for _, e := range gr.Edges {
		if first := e.Children[0]; !moves[[2]tree.NodeID{e.From, e.To}] || canon[g.Nodes[first].Parent] != e.From || canon[first] != e.To {
			t.Errorf("curve %s → %s (child %s) is no move", g.Name(e.From), g.Name(e.To), g.Name(first))
		}
		// Graphviz clips a curve at its own outline of a triangle, which
		// stands a few points outside ours on the slanted sides.
		if !near(e.Path[0], e.From, 4) || !near(e.Tip, e.To, 4) || near(e.Path[len(e.Path)/2], e.From, 0) {
			t.Errorf("curve %s → %s from (%.0f, %.0f) via (%.0f, %.0f) to (%.0f, %.0f): not from shape to shape", g.Name(e.From), g.Name(e.To),
				e.Path[0][0], e.Path[0][1], e.Path[len(e.Path)/2][0], e.Path[len(e.Path)/2][1], e.Tip[0], e.Tip[1])
		}
	}

	// A position met again is drawn as the node the search is at.
	k := -1
	var again tree.NodeID
	for step := 0; step < tr.Len() && k < 0; step++ {
		snap := tr.At(step)
		for id := range g.Nodes {
			if canon[id] != tree.NodeID(id) && snap.Node(tree.NodeID(id)).Status == search.Current {
				k, again = step, tree.NodeID(id)
				break
			}
		}
	}
	if k < 0 {
		t.Fatal("the search is never at a position met before")
	}
	if n := at[canon[again]]; n.Shown(tr.At(k)) != again {
		t.Errorf("step %d: the position of %s shows %s", k, g.Name(again), g.Name(n.Shown(tr.At(k))))
	}
	data, err := p.Step(context.Background(), r, k, PNG)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := p.bounds(); img.Bounds().Dx() < int(gr.Bounds.Width()) || img.Bounds().Dx() > int(b.Width())+40 {
		t.Errorf("image %v for a graph %.0f wide (picture %.0f)", img.Bounds(), gr.Bounds.Width(), b.Width())
	}
	snap := tr.At(k)
	for _, n := range gr.Nodes {
		fill := p.styler.Node(snap, n.Shown(snap)).Paint.Fill
		if n.ID == canon[again] && fill != p.styler.Pal.Current.Fill {
			t.Errorf("%s: fill %v, not the current node's", g.Name(again), fill)
		}
		w, h := p.geom.ShapeSize(n.ID)
		x0, y0 := p.Pixel(n.X-w/2, n.Y-h/2)
		x1, y1 := p.Pixel(n.X+w/2, n.Y+h/2)
		same, all := 0, 0
		for y := int(y0); y < int(y1); y++ {
			for x := int(x0); x < int(x1); x++ {
				all++
				if c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); c == fill {
					same++
				}
			}
		}
		if same*8 < all {
			t.Errorf("%s: %d of %d pixels of its box in its fill %v", g.Name(n.ID), same, all, fill)
		}
	}
}

// nimWithTable is alpha-beta with a transposition table on Nim 2, 2.
func nimWithTable(t *testing.T) (*tree.Tree, *search.Trace) {
	t.Helper()
	g, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), g, search.Options{TT: true})
	if err != nil {
		t.Fatal(err)
	}
	return g, tr
}
