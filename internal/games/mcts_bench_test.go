package games

import (
	"context"
	"testing"

	"gametree/internal/tree"
	"gametree/search"
)

// BenchmarkMCTSTicTacToe: Monte Carlo tree search (UCT, C = √2) from the
// empty tic-tac-toe board, 100,000 iterations over the game's whole tree
// (549,946 nodes), built once. It reports iterations per second.
func BenchmarkMCTSTicTacToe(b *testing.B) {
	t, err := Build(Spec{Game: TicTacToe}, tree.MaxNodes)
	if err != nil {
		b.Fatal(err)
	}
	const iterations = 100_000
	opt := search.Options{Algorithm: search.MCTS, Iterations: iterations, Seed: 1, Exploration: search.DefaultExploration}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := search.SampleSolve(context.Background(), t, opt); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*iterations/b.Elapsed().Seconds(), "iterations/s")
}

// TestMCTSTicTacToe checks that UCT on the empty board finds a move that
// does not lose: every first move draws with best play, so its estimate of
// the move it recommends lies near a draw, and the corner or centre it
// prefers is visited most.
func TestMCTSTicTacToe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole tic-tac-toe tree")
	}
	tr, err := Build(Spec{Game: TicTacToe}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	s, err := search.SampleSolve(context.Background(), tr, search.Options{Algorithm: search.MCTS, Iterations: 200_000, Seed: 1, Exploration: search.DefaultExploration})
	if err != nil {
		t.Fatal(err)
	}
	move := tr.Nodes[s.PV[1]].Move
	if s.Value < -0.5 || s.Value > 0.5 || move != "X a1" && move != "X c1" && move != "X a3" && move != "X c3" && move != "X b2" {
		t.Errorf("UCT recommends %s worth %.3f (visits %v)", move, s.Value, s.Visits)
	}
}
