package search

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"gametree/internal/testutil"
	"gametree/internal/tree"
)

// TestOrderingDecidesThePruning checks seeds 003 and 004's claim with
// Knuth and Moore's count: on a uniform tree with distinct values, ordered
// best-first, alpha-beta evaluates exactly b^⌈d/2⌉ + b^⌊d/2⌋ - 1 leaves.
// Ordered worst-first it evaluates all b^d leaves up to depth 3; deeper,
// deep cutoffs (a bound from two levels up) still prune a little, so there
// it evaluates more than best-first but not necessarily all.
func TestOrderingDecidesThePruning(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for _, c := range [][2]int{{2, 2}, {2, 5}, {3, 4}, {4, 3}, {5, 4}, {3, 7}} {
		b, d := c[0], c[1]
		leaves := int(math.Pow(float64(b), float64(d)))
		values := r.Perm(leaves) // distinct
		tr, err := testutil.Uniform(b, d, func(i int) float64 { return float64(values[i]) })
		if err != nil {
			t.Fatal(err)
		}
		for _, best := range []bool{true, false} {
			var h tree.History
			ordered, err := h.Do(tr, &tree.Order{BestFirst: best})
			if errors.Is(err, tree.ErrCannotEdit) {
				ordered = tr // in that order already
			} else if err != nil {
				t.Fatal(err)
			}
			for _, algo := range []Algorithm{AlphaBeta, AlphaBetaFailHard, AlphaBetaNegamax} {
				trace, err := Run(context.Background(), ordered, Options{Algorithm: algo})
				if err != nil {
					t.Fatal(err)
				}
				minimal := int(math.Pow(float64(b), math.Ceil(float64(d)/2))+math.Pow(float64(b), math.Floor(float64(d)/2))) - 1
				got := trace.Stats.LeavesEvaluated
				switch {
				case best && got != minimal:
					t.Errorf("b=%d d=%d best-first %s: %d leaves evaluated, want %d", b, d, algo, got, minimal)
				case !best && d <= 3 && got != leaves:
					t.Errorf("b=%d d=%d worst-first %s: %d leaves evaluated, want all %d", b, d, algo, got, leaves)
				case !best && got <= minimal:
					t.Errorf("b=%d d=%d worst-first %s: %d leaves evaluated, no more than best-first's %d", b, d, algo, got, minimal)
				}
			}
		}
	}
}
