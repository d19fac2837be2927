package scene

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/games"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

func walkthrough(t *testing.T, opt search.Options) *search.Trace {
	t.Helper()
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, opt)
	if err != nil {
		t.Fatal(err)
	}
	return trace
}

func byLabel(t *testing.T, tr *tree.Tree, label string) tree.NodeID {
	for i, n := range tr.Nodes {
		if n.Label == label {
			return tree.NodeID(i)
		}
	}
	t.Fatalf("no node %s", label)
	return tree.None
}

func TestStylesAtTheCutoffAndAtTheEnd(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	for _, theme := range []Theme{Colour, Print, ColourBlind, Dark} {
		s := NewStyler(tr, NewGeometry(tr.Tree, Options{}), theme)
		p := theme.Palette()
		id := func(l string) tree.NodeID { return byLabel(t, tr.Tree, l) }
		cut := tr.At(24) // α(e) = 3 ≥ β(e) = 2: prune e2
		for label, want := range map[string]Paint{"e": p.Current, "a": p.OnStack, "b": p.OnStack, "c": p.OnStack,
			"d": p.Done, "d1": p.Done, "e1": p.Done, "e2": p.Pruned, "f": p.NotReached, "m": p.NotReached} {
			if got := s.Node(cut, id(label)).Paint; got != want {
				t.Errorf("%v step 24: %s painted %+v, want %+v", theme, label, got, want)
			}
		}
		for child, want := range map[string]Paint{"b": p.StackEdge, "c": p.StackEdge, "e": p.StackEdge, "d": p.Chosen,
			"d1": p.Chosen, "d2": p.Edge, "e1": p.Chosen, "e2": p.PrunedEdge, "i": p.Edge} {
			if got := s.Edge(cut, id(child)).Paint; got != want {
				t.Errorf("%v step 24: edge into %s painted %+v, want %+v", theme, child, got, want)
			}
		}
		if !s.Edge(cut, id("e2")).Cut || s.Edge(cut, id("d2")).Cut {
			t.Errorf("%v: only the edge into e2 is cut at step 24", theme)
		}
		end := tr.At(tr.Len() - 1)
		for _, label := range []string{"a", "b", "c", "d", "d1"} {
			if n := s.Node(end, id(label)); n.Paint != p.PV || !n.OnPV {
				t.Errorf("%v end: %s is not on the principal variation", theme, label)
			}
		}
		if got := s.Edge(end, id("b")).Paint; got != p.PVEdge {
			t.Errorf("%v end: edge a→b painted %+v", theme, got)
		}
		// Pruned below a pruned node: dashed, but only the top edge is cut.
		if e := s.Edge(end, id("n")); e.Paint != p.PrunedEdge || e.Cut {
			t.Errorf("%v end: edge m→n %+v", theme, e)
		}
	}
}

func texts(n Node) string {
	var all []string
	if n.Value.S != "" {
		all = append(all, "["+n.Value.S+"]")
	}
	for _, t := range n.Texts {
		all = append(all, t.S)
	}
	return strings.Join(all, " ")
}

func TestTexts(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	id := func(l string) tree.NodeID { return byLabel(t, tr.Tree, l) }
	s := NewStyler(tr, NewGeometry(tr.Tree, Options{}), Colour)
	cut := tr.At(24)
	for label, want := range map[string]string{
		"e": "[2] e (3, 2)", "a": "[−∞] a (−∞, +∞)", "f": "f", "d1": "[3] d1", "e2": "[12] e2",
	} {
		if got := texts(s.Node(cut, id(label))); got != want {
			t.Errorf("step 24 %s: %q, want %q", label, got, want)
		}
	}
	all := NewStyler(tr, NewGeometry(tr.Tree, Options{Show: ShowAll}), Colour)
	if got := texts(all.Node(cut, id("e"))); got != "[2] e #7 (3, 2)" {
		t.Errorf("with call numbers: %q", got)
	}
	none := NewStyler(tr, NewGeometry(tr.Tree, Options{Show: ShowNone}), Colour)
	if got := texts(none.Node(cut, id("e"))); got != "" {
		t.Errorf("with no texts: %q", got)
	}
	// Negamax: V and the window from the player to move's point of view.
	neg := walkthrough(t, search.Options{Algorithm: search.AlphaBetaNegamax})
	ns := NewStyler(neg, NewGeometry(neg.Tree, Options{}), Colour)
	if got := texts(ns.Node(neg.At(neg.Len()-1), id("e"))); got != "[−2] e (−2, −3)" {
		t.Errorf("negamax e: %q", got)
	}
}

// TestNoTwoNodesOverlap checks node boxes, texts included, in both
// orientations on random trees with long labels and decimal values.
func TestNoTwoNodesOverlap(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for i := range 60 {
		tr := tree.New(tree.Node{})
		var grow func(id tree.NodeID, depth int)
		grow = func(id tree.NodeID, depth int) {
			if depth == 4 || (depth > 0 && r.IntN(3) == 0) {
				tr.Nodes[id].Value, tr.Nodes[id].HasValue = float64(r.IntN(2000)-1000)/8, true
				return
			}
			for range 1 + r.IntN(3) {
				grow(tr.AddChild(id, tree.Node{}), depth+1)
			}
		}
		grow(tree.Root, 0)
		tr.AutoLabel()
		tr.Nodes[tr.Len()-1].Label = "a-rather-long-label"
		for _, opt := range []Options{{Show: ShowAll}, {Show: ShowAll, LeftRight: true, FontScale: 1.7}} {
			g := NewGeometry(tr, opt)
			levels := tr.Levels()
			for a := range tr.Nodes {
				for b := a + 1; b < tr.Len(); b++ {
					if levels[a] != levels[b] {
						continue
					}
					ra, rb := g.NodeBounds(tree.NodeID(a)), g.NodeBounds(tree.NodeID(b))
					if ra.MaxX > rb.MinX && rb.MaxX > ra.MinX && ra.MaxY > rb.MinY && rb.MaxY > ra.MinY {
						t.Fatalf("tree %d %+v: nodes %s %v and %s %v overlap", i, opt, tr.Nodes[a].Label, ra, tr.Nodes[b].Label, rb)
					}
				}
				if !g.Bounds.Overlaps(g.NodeBounds(tree.NodeID(a))) {
					t.Fatalf("node outside the bounds")
				}
			}
		}
	}
}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Show
	}{{"labels,windows", ShowLabels | ShowWindows}, {"all", ShowAll}, {"none", ShowNone}, {"values", ShowValues}} {
		if got, err := ParseShow(c.in); err != nil || got != c.want {
			t.Errorf("ParseShow(%q) = %v, %v", c.in, got, err)
		}
	}
	if _, err := ParseShow("labels,colour"); err == nil {
		t.Error("ParseShow should refuse colour")
	}
	if ShowAll.String() != "labels,values,windows,calls,moves,boards" {
		t.Errorf("ShowAll = %s", ShowAll)
	}
	for _, name := range []string{"colour", "color", "print", "colourblind", "colorblind", "dark"} {
		if _, err := ParseTheme(name); err != nil {
			t.Error(err)
		}
	}
	if _, err := ParseTheme("neon"); err == nil {
		t.Error("ParseTheme should refuse neon")
	}
}

func TestBoardsTakeRoomWithoutOverlap(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "X.O.X...."}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []Options{{Show: ShowAll}, {Show: ShowAll, LeftRight: true}} {
		g := NewGeometry(tr, opt)
		levels := tr.Levels()
		byLevel := map[int32][]Rect{}
		for _, id := range tr.Preorder() {
			b, x, y, cell, ok := g.Board(id)
			if !ok || b.Rows != 3 || cell <= 0 {
				t.Fatalf("node %d has no board", id)
			}
			board := Rect{x, y, x + 3*cell, y + 3*cell}
			shapeW, shapeH := g.ShapeSize(id)
			shape := Rect{g.X[id] - shapeW/2, g.Y[id] - shapeH/2, g.X[id] + shapeW/2, g.Y[id] + shapeH/2}
			if board.MaxX > shape.MinX && shape.MaxX > board.MinX && board.MaxY > shape.MinY && shape.MaxY > board.MinY {
				t.Fatalf("%+v: the board covers node %d's shape", opt, id)
			}
			nb := g.NodeBounds(id)
			if nb.Union(board) != nb {
				t.Fatalf("%+v: node %d's bounds leave out its board", opt, id)
			}
			for _, other := range byLevel[levels[id]] {
				if nb.MaxX > other.MinX && other.MaxX > nb.MinX && nb.MaxY > other.MinY && other.MaxY > nb.MinY {
					t.Fatalf("%+v: node %d overlaps a neighbour", opt, id)
				}
			}
			byLevel[levels[id]] = append(byLevel[levels[id]], nb)
		}
	}
	if _, _, _, _, ok := NewGeometry(tr, Options{}).Board(tree.Root); ok {
		t.Error("boards drawn without ShowBoards")
	}
}

// TestMovesDoNotCollide: on game trees (moves on every edge, fans of
// three, long moves like Nim's "heap 2: take 1", cutoffs), no move
// overlaps another, crosses its own edge or covers the middle of its
// edge, where a cutoff's × goes, and every move is inside the picture, in
// both orientations.
func TestMovesDoNotCollide(t *testing.T) {
	for _, spec := range []games.Spec{{Game: games.TicTacToe, Position: "XO.X.O..."}, {Game: games.Nim, Heaps: []int{1, 2, 2}}} {
		tr0, err := games.Build(spec, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := search.Run(context.Background(), tr0, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, lr := range []bool{false, true} {
			g := NewGeometry(tr0, Options{LeftRight: lr})
			st := NewStyler(tr, g, Colour)
			snap := tr.At(tr.Len() - 1)
			var boxes []Rect
			for id := range tr0.Nodes {
				if id == int(tree.Root) {
					continue
				}
				e := st.Edge(snap, tree.NodeID(id))
				box, where := e.Label.Rect(), fmt.Sprintf("%s, left-right %v: move %q into %s", spec.Game, lr, e.Label.S, tr0.Name(tree.NodeID(id)))
				if e.Label.S == "" || box.MinX < g.Bounds.MinX || box.MaxX > g.Bounds.MaxX || box.MinY < g.Bounds.MinY || box.MaxY > g.Bounds.MaxY {
					t.Errorf("%s: missing, or outside the picture %v", where, g.Bounds)
				}
				inner := Rect{box.MinX + 0.5, box.MinY + 0.5, box.MaxX - 0.5, box.MaxY - 0.5}
				for k := range 101 {
					f := float64(k) / 100
					if x, y := e.X1+(e.X2-e.X1)*f, e.Y1+(e.Y2-e.Y1)*f; inner.Overlaps(Rect{x, y, x, y}) {
						t.Errorf("%s: crosses its edge", where)
						break
					}
				}
				mx, my := (e.X1+e.X2)/2, (e.Y1+e.Y2)/2
				if box.Overlaps(Rect{mx - 5, my - 5, mx + 5, my + 5}) {
					t.Errorf("%s: covers its edge's middle, where a × goes", where)
				}
				for _, b := range boxes {
					if b.Overlaps(box) {
						t.Errorf("%s: overlaps another move", where)
					}
				}
				boxes = append(boxes, box)
			}
		}
	}
}
