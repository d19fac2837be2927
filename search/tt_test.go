package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"gametree/internal/games"
	"gametree/internal/tree"
)

// TestTranspositionsOnGames: with a transposition table, alpha-beta and
// MTD(f) find the minimax value of Nim and tic-tac-toe (to the end, and to
// a depth limit), with fewer calls than without one, settling calls from
// the table; the principal variation is a line of best moves.
func TestTranspositionsOnGames(t *testing.T) {
	for _, spec := range []games.Spec{
		{Game: games.Nim, Heaps: []int{1, 2, 3}},
		{Game: games.Nim, Heaps: []int{2, 2, 3}, Depth: 4},
		{Game: games.TicTacToe, Position: "X...O...."},
		{Game: games.TicTacToe, Position: "X.O......", Depth: 4},
	} {
		g, err := games.Build(spec, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		rf := newRef(g, Options{})
		want, _ := rf.minimax(tree.Root, 0)
		for _, algo := range []Algorithm{AlphaBeta, MTDF} {
			where := fmt.Sprintf("%s %v %d: %s", spec.Game, spec.Heaps, spec.Depth, algo)
			plain := mustRun(t, g, Options{Algorithm: algo})
			tt := mustRun(t, g, Options{Algorithm: algo, TT: true})
			if tt.Value != want || plain.Value != want {
				t.Fatalf("%s: value %v with the table, %v without, minimax %v", where, tt.Value, plain.Value, want)
			}
			if tt.Stats.Calls >= plain.Stats.Calls || tt.Stats.Recalls == 0 {
				t.Errorf("%s: %d calls with the table (%d settled by it), %d without", where, tt.Stats.Calls, tt.Stats.Recalls, plain.Stats.Calls)
			}
			for i := 1; i < len(tt.PV); i++ { // each move of the line keeps the value
				rf.leaves = nil
				if v, _ := rf.minimax(tt.PV[i], int(g.Levels()[tt.PV[i]])); v != want {
					t.Errorf("%s: the line %v reaches %s, worth %v", where, tt.PV, g.Name(tt.PV[i]), v)
					break
				}
			}
			t.Logf("%s: %d calls with the table, %d without; %d settled by it", where, tt.Stats.Calls, plain.Stats.Calls, tt.Stats.Recalls)
		}
	}
}

// TestTranspositionsWithoutPositions: on trees without positions nothing
// is shared, and alpha-beta with a table evaluates what it does without.
func TestTranspositionsWithoutPositions(t *testing.T) {
	for i := range 300 {
		tr, opt := randomTree(rand.New(rand.NewPCG(uint64(i), 77)))
		opt.Algorithm, opt.TT = AlphaBeta, true
		got := mustRun(t, tr, opt)
		opt.TT = false
		want := mustRun(t, tr, opt)
		if got.Value != want.Value || fmt.Sprint(evaluated(got)) != fmt.Sprint(evaluated(want)) || got.Stats.Recalls != 0 {
			t.Fatalf("tree %d %s %+v: value %v, evaluated %v; without the table %v, %v", i, treeText(tr), opt, got.Value, evaluated(got), want.Value, evaluated(want))
		}
	}
}

// TestTranspositionsRefused: other algorithms refuse the table.
func TestTranspositionsRefused(t *testing.T) {
	tr := readTree(t, "[[1,2],[3]]")
	for _, a := range Algorithms {
		_, err := Run(context.Background(), tr, Options{Algorithm: a, TT: true})
		if (err == nil) != (a == AlphaBeta || a == MTDF) {
			t.Errorf("%s with a table: %v", a, err)
		}
	}
}

// TestOptionsForEachAlgorithm: a comparison's options keep, for each
// algorithm, only what it can use, and every algorithm then runs.
func TestOptionsForEachAlgorithm(t *testing.T) {
	g, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	all := Options{TT: true, Strict: true}
	for _, a := range Algorithms {
		o := all.For(a)
		if o.Algorithm != a || o.TT != (a == AlphaBeta || a == MTDF) || o.Strict != (a != MTDF && a != Bratko) {
			t.Errorf("%s: %+v", a, o)
		}
		if _, err := Run(context.Background(), g, o); err != nil {
			t.Errorf("%s: %v", a, err)
		}
	}
}
