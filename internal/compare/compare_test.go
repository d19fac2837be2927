package compare

import (
	"context"
	"math/rand/v2"
	"testing"

	"gametree/internal/testutil"
	"gametree/internal/tree"
	"gametree/search"
)

// uniform is a tree of branching b and depth d with distinct leaf values
// in a shuffled order.
func uniform(t *testing.T, b, d int, seed uint64) *tree.Tree {
	t.Helper()
	n, _ := testutil.UniformSize(b, d, tree.MaxNodes)
	perm := rand.New(rand.NewPCG(seed, 1)).Perm(n)
	tr, err := testutil.Uniform(b, d, func(leaf int) float64 { return float64(perm[leaf]) })
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestOrderingsOnAUniformTree: minimax evaluates all 81 leaves of a
// uniform b=3 d=4 tree in every ordering; alpha-beta best-first evaluates
// exactly the Knuth–Moore minimal tree (17 leaves); worst-first exactly
// what alpha-beta does on the tree ordered worst-first by the editor's
// Order; every row agrees with a search of its own and finds the same
// value.
func TestOrderingsOnAUniformTree(t *testing.T) {
	for seed := range uint64(20) {
		tr := uniform(t, 3, 4, seed)
		if m, ok := MinimalLeaves(tr, 0); !ok || m != 17 {
			t.Fatalf("minimal leaves %d %v", m, ok)
		}
		orders := []Order{AsIs, BestFirst, WorstFirst, Random(seed)}
		rows, err := Run(context.Background(), tr, []search.Algorithm{search.Minimax, search.AlphaBeta}, orders, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 8 {
			t.Fatalf("%d rows", len(rows))
		}
		var h tree.History
		worst, err := h.Do(tr, &tree.Order{BestFirst: false})
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := search.Run(context.Background(), worst, search.Options{})
		for _, r := range rows {
			if r.Value != rows[0].Value {
				t.Errorf("seed %d: %v %v finds %v, minimax %v", seed, r.Algorithm, r.Order, r.Value, rows[0].Value)
			}
			switch {
			case r.Algorithm == search.Minimax && (r.LeavesEvaluated != 81 || r.NodesVisited != 121 || r.Cutoffs != 0):
				t.Errorf("seed %d: minimax %v: %+v", seed, r.Order, r)
			case r.Algorithm == search.AlphaBeta && r.Order == BestFirst && r.LeavesEvaluated != 17:
				t.Errorf("seed %d: alpha-beta best-first evaluates %d leaves, not 17", seed, r.LeavesEvaluated)
			case r.Algorithm == search.AlphaBeta && r.Order == WorstFirst &&
				(r.LeavesEvaluated != plain.Stats.LeavesEvaluated || r.NodesVisited != plain.Stats.Calls || r.Cutoffs != plain.Stats.Cutoffs):
				t.Errorf("seed %d: worst-first %+v, the editor's worst-first order %+v", seed, r, plain.Stats)
			}
			own, _ := search.Run(context.Background(), r.Order.Apply(tr, tree.Auto), search.Options{Algorithm: r.Algorithm})
			if own.Stats.LeavesEvaluated != r.LeavesEvaluated || own.Stats.Calls != r.NodesVisited || own.Stats.Cutoffs != r.Cutoffs {
				t.Errorf("seed %d: row %+v, its own search %+v", seed, r, own.Stats)
			}
		}
		if ab := rows[4:]; !(ab[1].LeavesEvaluated <= ab[0].LeavesEvaluated && ab[1].LeavesEvaluated <= ab[2].LeavesEvaluated &&
			ab[2].LeavesEvaluated <= 81) {
			t.Errorf("seed %d: best-first is not the fewest: %+v", seed, ab)
		}
	}
}

func TestParseOrderAndShapes(t *testing.T) {
	for _, s := range []string{"as-is", "best", "worst", "random:42"} {
		if o, err := ParseOrder(s); err != nil || o.String() != s {
			t.Errorf("%s: %v %v", s, o, err)
		}
	}
	for _, s := range []string{"", "random:", "random:-1", "bestfirst"} {
		if _, err := ParseOrder(s); err == nil {
			t.Errorf("%q read", s)
		}
	}
	a := Random(7).Apply(uniform(t, 3, 3, 1), tree.Auto)
	b := Random(7).Apply(uniform(t, 3, 3, 1), tree.Auto)
	if len(a.Nodes) != len(b.Nodes) || a.Leaves()[0] != b.Leaves()[0] || a.Nodes[a.Leaves()[0]].Value != b.Nodes[b.Leaves()[0]].Value {
		t.Error("random:7 twice gives two orders")
	}
	ragged, _ := tree.ReadLimit([]byte("[[1,2],[3]]"), tree.MaxNodes)
	if _, ok := MinimalLeaves(ragged, 0); ok {
		t.Error("a ragged tree has a minimal-tree formula")
	}
	if m, ok := MinimalLeaves(uniform(t, 2, 6, 1), 4); !ok || m != 7 {
		t.Errorf("b=2 cut at depth 4: %d %v", m, ok)
	}
}
