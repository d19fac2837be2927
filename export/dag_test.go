package export

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"gametree/games"
	"gametree/search"
	"gametree/tree"
)

// TestDAGMergesTranspositions: the graph of Nim 2, 2 has one node a
// position (and player to move), named after all its nodes, and one edge
// a move between positions; Graphviz lays it out as SVG; other formats are
// refused.
func TestDAGMergesTranspositions(t *testing.T) {
	g, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), g, search.Options{TT: true})
	if err != nil {
		t.Fatal(err)
	}
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
	r := NewRenderer()
	defer r.Close()
	svg, err := p.Step(context.Background(), r, tr.Len()-1, SVG)
	if err != nil || !strings.Contains(string(svg), "<svg") || !strings.Contains(string(svg), "Nim 2, 2") {
		t.Errorf("SVG: %v, %d bytes", err, len(svg))
	}
	if _, err := p.Step(context.Background(), r, 0, PNG); err == nil {
		t.Error("a PNG of the graph was drawn")
	}
}
