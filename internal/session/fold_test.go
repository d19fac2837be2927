package session

import (
	"slices"
	"testing"

	"gametree/internal/games"
	"gametree/internal/practice"
	"gametree/internal/tree"
)

// TestUnfoldedFollowsTheSearch: a tree with more than FoldLeaves leaves
// is Big; folded, it opens around the search: the root at first; the
// root and the calls in progress as it runs; the principal variation at
// the end; the selected node and those above it always. Not folding, or
// an exercise, draws the whole tree.
func TestUnfoldedFollowsTheSearch(t *testing.T) {
	if small := open(t, "alphabeta-walkthrough"); Big(small.Trace().Tree) {
		t.Fatal("the walk-through is big")
	}
	ttt, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "X...O...."}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	if !Big(ttt) {
		t.Fatal("tic-tac-toe after two moves is not big")
	}
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: ttt, Name: "ttt", Format: tree.FormatJSON}))
	if got := s.Unfolded(true); !slices.Equal(got, []tree.NodeID{tree.Root}) {
		t.Fatalf("at the start: %v", got)
	}
	if s.Unfolded(false) != nil {
		t.Fatal("folded with the view's choice off")
	}
	for range 40 {
		s.Next()
	}
	stack := s.Snapshot().Stack()
	if got := s.Unfolded(true); len(stack) < 3 || !slices.Equal(got, sorted(stack)) {
		t.Fatalf("step %d: open %v, the calls in progress %v", s.Step(), got, stack)
	}
	leaf := ttt.Leaves()[len(ttt.Leaves())-1]
	s.Select(leaf)
	want := stack
	for id := leaf; id != tree.None; id = ttt.Nodes[id].Parent {
		want = append(want, id)
	}
	if got := s.Unfolded(true); !slices.Equal(got, sorted(want)) {
		t.Fatalf("%s selected: open %v, want %v", ttt.Name(leaf), got, sorted(want))
	}
	s.Select(tree.None)
	s.Last()
	if got := s.Unfolded(true); !slices.Equal(got, sorted(append([]tree.NodeID{tree.Root}, s.Trace().PV...))) {
		t.Fatalf("at the end: open %v, the principal variation %v", got, s.Trace().PV)
	}
	s.BeginPractice(practice.Values)
	if s.Unfolded(true) != nil {
		t.Fatal("folded during an exercise")
	}
}

func sorted(ids []tree.NodeID) []tree.NodeID {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	return slices.Compact(ids)
}
