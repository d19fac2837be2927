package search

import (
	"fmt"
	"testing"

	"gametree/internal/tree"
)

// TestIterativeDeepeningStopsAtTheHeight: a depth limit beyond the tree's
// height gives the search to the height, step for step; a billion levels
// on a 31-node tree are four iterations, not a billion (1.8 GB in 6 s).
func TestIterativeDeepeningStopsAtTheHeight(t *testing.T) {
	for seed := range uint64(12) {
		spec := tree.RandomSpec{MinBranching: 1, MaxBranching: 3, Depth: 1 + int(seed%5), Low: -9, High: 9, Seed: seed, Estimates: true}
		tr, err := tree.Random(spec, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		height := tr.Height()
		for _, aspiration := range []float64{0, 1.5} {
			opt := Options{Algorithm: Iterative, Depth: height, Aspiration: aspiration}
			want := mustRun(t, tr, opt)
			for _, depth := range []int{height + 1, height + 7, 1_000_000_000} {
				opt.Depth = depth
				got := mustRun(t, tr, opt)
				where := fmt.Sprintf("seed %d, height %d, aspiration %v, depth %d", seed, height, aspiration, depth)
				if got.Len() != want.Len() {
					t.Fatalf("%s: %d steps, to the height %d", where, got.Len(), want.Len())
				}
				for k := range got.Len() {
					if a, b := fmt.Sprintf("%+v", got.StepAt(k)), fmt.Sprintf("%+v", want.StepAt(k)); a != b { // NaN, no value, is not equal to itself
						t.Fatalf("%s: step %d is %s, to the height %s", where, k, a, b)
					}
				}
				if got.Value != want.Value || fmt.Sprint(got.PV) != fmt.Sprint(want.PV) {
					t.Fatalf("%s: value %v, line %v; to the height %v, %v", where, got.Value, got.PV, want.Value, want.PV)
				}
			}
		}
	}
}

// TestIterativeDeepeningEvaluatesALeaf: a tree that is one leaf is worth
// its value (it was NaN: no iteration at all, the height being 0).
func TestIterativeDeepeningEvaluatesALeaf(t *testing.T) {
	tr := tree.New(tree.Node{Value: 5, HasValue: true})
	tr.AutoLabel()
	for _, depth := range []int{0, 1, 9} {
		if got := mustRun(t, tr, Options{Algorithm: Iterative, Depth: depth}); got.Value != 5 {
			t.Errorf("depth %d: value %v, want 5", depth, got.Value)
		}
	}
}
