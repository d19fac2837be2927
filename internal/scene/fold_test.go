package scene

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/games"
	"gametree/internal/tree"
	"gametree/search"
)

// descendants counts the nodes under id.
func descendants(t *tree.Tree, id tree.NodeID) int {
	n := 0
	for _, c := range t.Nodes[id].Children {
		n += 1 + descendants(t, c)
	}
	return n
}

// TestFoldDrawsAroundTheOpenNodes folds a game tree (its moves and
// boards drawn) around random open nodes, top down and left to right, in
// every layout: the nodes drawn are the root and the children of open
// drawn nodes; each drawn node with children that is not open hangs a
// triangle holding the count of the nodes it hides, under it (beside it
// left to right) and clear of every other node's box; no two nodes of a
// level overlap, and the bounds hold everything drawn.
func TestFoldDrawsAroundTheOpenNodes(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "XO.X.O..."}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 5))
	levels := tr.Levels()
	for round := range 40 {
		opt := Options{Show: DefaultShow | ShowBoards | ShowMoves, LeftRight: round%3 == 1, Tight: round%3 == 2, FontScale: 1 + float64(round%2)}
		open := make([]bool, tr.Len())
		for i := range open {
			open[i] = i == 0 || r.IntN(4) == 0
		}
		g := NewGeometry(tr, opt).Fold(func(id tree.NodeID) bool { return open[id] })
		want := map[tree.NodeID]bool{tree.Root: true}
		for _, id := range tr.Preorder() {
			if want[id] && open[id] {
				for _, c := range tr.Nodes[id].Children {
					want[c] = true
				}
			}
		}
		order := g.Order()
		if len(order) != len(want) || !g.Folded() {
			t.Fatalf("round %d: %d nodes drawn, want %d", round, len(order), len(want))
		}
		rows := map[int][]tree.NodeID{}
		for _, id := range order {
			if !want[id] || !g.Drawn(id) {
				t.Fatalf("round %d: %s drawn, its parent folded", round, tr.Name(id))
			}
			if g.Level(id) != int(levels[id]) {
				t.Fatalf("round %d: %s drawn on level %d, is on %d", round, tr.Name(id), g.Level(id), levels[id])
			}
			rows[g.Level(id)] = append(rows[g.Level(id)], id)
			if !g.Bounds.contains(g.NodeBounds(id)) {
				t.Fatalf("round %d: %s's box %v is outside the bounds %v", round, tr.Name(id), g.NodeBounds(id), g.Bounds)
			}
			m, folded := g.Mark(id)
			switch inner := len(tr.Nodes[id].Children) > 0; {
			case folded != (inner && !open[id]):
				t.Fatalf("round %d: %s (open %v, inner %v) has a triangle: %v", round, tr.Name(id), open[id], inner, folded)
			case !folded:
				if len(g.Children(id)) != len(tr.Nodes[id].Children) {
					t.Fatalf("round %d: %s draws %d children of %d", round, tr.Name(id), len(g.Children(id)), len(tr.Nodes[id].Children))
				}
				continue
			}
			if g.Children(id) != nil || m.Hidden != descendants(tr, id) || m.Count.S != Grouped(m.Hidden, ",") {
				t.Fatalf("round %d: folded %s draws %d children, hides %d (%q), has %d", round, tr.Name(id), len(g.Children(id)), m.Hidden, m.Count.S, descendants(tr, id))
			}
			_, h := g.ShapeSize(id)
			apex := m.Polygon[0]
			if opt.LeftRight && (apex[0] <= g.X[id] || apex[1] != g.Y[id]) || !opt.LeftRight && (apex[1] <= g.Y[id]+h/2 || apex[0] != g.X[id]) {
				t.Fatalf("round %d: %s at (%v, %v) hangs its triangle from %v", round, tr.Name(id), g.X[id], g.Y[id], apex)
			}
		}
		for _, row := range rows {
			for i := 1; i < len(row); i++ {
				if a, b := g.nodeBounds(row[i-1]), g.nodeBounds(row[i]); a.Overlaps(b) {
					t.Fatalf("round %d: %s %v and %s %v overlap", round, tr.Name(row[i-1]), a, tr.Name(row[i]), b)
				}
			}
		}
		// Every triangle is clear of every shape but its node's.
		for _, id := range order {
			m, ok := g.Mark(id)
			if !ok {
				continue
			}
			tri := Rect{m.Polygon[0][0], m.Polygon[0][1], m.Polygon[0][0], m.Polygon[0][1]}
			for _, p := range m.Polygon {
				tri = tri.Union(Rect{p[0], p[1], p[0], p[1]})
			}
			for _, other := range order {
				w, h := g.ShapeSize(other)
				shape := Rect{g.X[other] - w/2, g.Y[other] - h/2, g.X[other] + w/2, g.Y[other] + h/2}
				if other != id && shape.Overlaps(tri) {
					t.Fatalf("round %d: %s's triangle %v covers %s %v", round, tr.Name(id), tri, tr.Name(other), shape)
				}
			}
		}
	}
}

// TestFoldStylesTheTriangle: a folded node's drawing carries its
// triangle, dotted, greyed with the node when it is pruned; the whole
// tree's drawing has none, and a scene holds only the nodes drawn.
func TestFoldStylesTheTriangle(t *testing.T) {
	trace := walkthrough(t, search.Options{})
	tr := trace.Tree
	g := NewGeometry(tr, Options{})
	last := trace.Len() - 1
	snap := trace.At(last)
	for _, pruned := range []bool{false, true} {
		// First the root alone open, then every node the search reached.
		open := func(id tree.NodeID) bool { return id == tree.Root }
		if pruned {
			open = func(id tree.NodeID) bool { return snap.Node(id).Status != search.Pruned }
		}
		st := NewStyler(trace, g.Fold(open), Colour)
		sc := st.Scene(last)
		marks := 0
		for _, n := range sc.Nodes {
			if n.Mark == nil {
				continue
			}
			marks++
			if !n.Mark.Paint.Dotted || (n.Mark.Paint.Stroke == st.Pal.PrunedEdge.Stroke) != (n.Status == search.Pruned) {
				t.Errorf("%s (%v): triangle %+v", tr.Name(n.ID), n.Status, n.Mark.Paint)
			}
			if n.Status == search.Pruned != pruned {
				t.Errorf("%s is folded, status %v", tr.Name(n.ID), n.Status)
			}
		}
		if marks == 0 || len(sc.Edges) != len(sc.Nodes)-1 || len(sc.Nodes) != len(st.Geom.Order()) {
			t.Fatalf("%d triangles, %d nodes and %d edges drawn", marks, len(sc.Nodes), len(sc.Edges))
		}
		if items := st.Legend(); items[len(items)-1].ID != "folded" || !items[len(items)-1].Paint.Dotted {
			t.Errorf("the folded picture's legend ends with %+v", items[len(items)-1])
		}
	}
	for _, it := range NewStyler(trace, g, Colour).Legend() {
		if it.ID == "folded" {
			t.Error("the whole tree's legend explains a folded subtree")
		}
	}
	whole := NewStyler(trace, g, Colour).Scene(last)
	for _, n := range whole.Nodes {
		if n.Mark != nil {
			t.Fatalf("%s has a triangle in the whole tree", tr.Name(n.ID))
		}
	}
	if len(whole.Nodes) != tr.Len() {
		t.Fatalf("the whole tree draws %d nodes of %d", len(whole.Nodes), tr.Len())
	}
}

func (r Rect) contains(o Rect) bool {
	const eps = 1e-9
	return o.MinX >= r.MinX-eps && o.MinY >= r.MinY-eps && o.MaxX <= r.MaxX+eps && o.MaxY <= r.MaxY+eps
}

// TestTightMovesClearTheWindows: in presenter mode's tight layout the
// moves above a node's children stay clear of the window under it.
func TestTightMovesClearTheWindows(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "XO.X.O..."}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{Algorithm: search.AlphaBeta})
	if err != nil {
		t.Fatal(err)
	}
	st := NewStyler(trace, NewGeometry(tr, Options{Tight: true, Legible: true, FontScale: 1.4}), Colour)
	sc := st.Scene(trace.Len() - 1)
	windows := map[tree.NodeID]Rect{}
	for _, n := range sc.Nodes {
		for _, x := range n.Texts {
			if strings.HasPrefix(x.S, "(") {
				windows[n.ID] = x.Rect()
			}
		}
	}
	checked := 0
	for _, e := range sc.Edges {
		if w, ok := windows[e.From]; ok && e.Label.S != "" {
			checked++
			if e.Label.Rect().Overlaps(w) {
				t.Fatalf("the move %q into %s runs into %s's window %v", e.Label.S, tr.Name(e.To), tr.Name(e.From), w)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d moves under a window", checked)
	}
}

func TestGrouped(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 59704: "59,704", 1234567: "1,234,567", -1234: "-1,234", -123: "-123"} {
		if got := Grouped(n, ","); got != want {
			t.Errorf("Grouped(%d) = %q, want %q", n, got, want)
		}
	}
}
