package search

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/tree"
)

// randomChanceTree makes a small tree with chance nodes: now the dice
// pattern (MAX, chance, MIN, chance, …), now chance nodes anywhere, with
// probabilities in sixteenths (or equal chances among two or four
// children), so that every sum below is exact; leaf values are whole
// numbers in [lo, hi].
func randomChanceTree(r *rand.Rand) (t *tree.Tree, lo, hi float64) {
	lo = float64(r.IntN(5) - 6)
	hi = lo + float64(2+r.IntN(15))
	dice := r.IntN(2) == 0
	maxDepth := 2 + r.IntN(4)
	t = tree.New(tree.Node{})
	var grow func(id tree.NodeID, level int)
	grow = func(id tree.NodeID, level int) {
		chance := dice && level%2 == 1 || !dice && r.IntN(3) == 0
		kids := 0
		if level < maxDepth && t.Len() < 250 && (level == 0 || r.IntN(6) != 0) {
			kids = 1 + r.IntN(4)
		}
		if kids == 0 {
			t.Nodes[id].Value, t.Nodes[id].HasValue = lo+float64(r.IntN(int(hi-lo)+1)), true
			return
		}
		t.Nodes[id].Estimate, t.Nodes[id].HasEstimate = lo+float64(r.IntN(int(hi-lo)+1)), true
		if chance {
			t.Nodes[id].Kind = tree.Chance
		}
		equal := chance && (kids == 2 || kids == 4) && r.IntN(2) == 0
		shares := sixteenths(r, kids)
		for i := range kids {
			c := t.AddChild(id, tree.Node{})
			if chance && !equal {
				t.Nodes[c].Probability, t.Nodes[c].HasProbability = float64(shares[i])/16, true
			}
			grow(c, level+1)
		}
	}
	grow(tree.Root, 0)
	t.AutoLabel()
	return t, lo, hi
}

// sixteenths splits 16 into n positive parts at random.
func sixteenths(r *rand.Rand, n int) []int {
	parts := make([]int, n)
	for i := range parts {
		parts[i] = 1
	}
	for range 16 - n {
		parts[r.IntN(n)]++
	}
	return parts
}

// chanceRef is a reference written from the textbooks, apart from the
// engine: expectimax as AIMA's EXPECTIMINIMAX, Star1 as Ballard's with
// its child windows A = (α − S − U·R)/p, B = (β − S − L·R)/p and the
// tests v ≤ A, v ≥ B on the child's value (the engine tests the node's
// bounds against α and β).
type chanceRef struct {
	t      *tree.Tree
	kinds  []tree.Kind
	lo, hi float64
	strict bool
	leaves []tree.NodeID
}

// beyond is the cutoff test: a ≥ b, or a > b with the strict rule.
func (r *chanceRef) beyond(a, b float64) bool {
	if r.strict {
		return a > b
	}
	return a >= b
}

func (r *chanceRef) prob(c tree.NodeID) float64 {
	n := r.t.Nodes[c]
	if n.HasProbability {
		return n.Probability
	}
	return 1 / float64(len(r.t.Nodes[n.Parent].Children))
}

func (r *chanceRef) expectimax(n tree.NodeID) float64 {
	node := r.t.Nodes[n]
	if node.IsLeaf() {
		r.leaves = append(r.leaves, n)
		return node.Value
	}
	var vals []float64
	for _, c := range node.Children {
		vals = append(vals, r.expectimax(c))
	}
	switch r.kinds[n] {
	case tree.Chance:
		sum := 0.0
		for i, c := range node.Children {
			sum += r.prob(c) * vals[i]
		}
		return sum
	case tree.Max:
		return maxOf(vals)
	}
	return -maxOf(negate(vals))
}

func (r *chanceRef) star1(n tree.NodeID, alpha, beta float64) float64 {
	node := r.t.Nodes[n]
	if node.IsLeaf() {
		r.leaves = append(r.leaves, n)
		return node.Value
	}
	kids := node.Children
	switch r.kinds[n] {
	case tree.Max:
		best := math.Inf(-1)
		for _, c := range kids {
			v := r.star1(c, alpha, beta)
			best = math.Max(best, v)
			if v > alpha {
				if alpha = v; r.beyond(alpha, beta) {
					break
				}
			}
		}
		return best
	case tree.Min:
		best := math.Inf(1)
		for _, c := range kids {
			v := r.star1(c, alpha, beta)
			best = math.Min(best, v)
			if v < beta {
				if beta = v; r.beyond(alpha, beta) {
					break
				}
			}
		}
		return best
	}
	sum, left := 0.0, 1.0
	for i, c := range kids {
		p := r.prob(c)
		left -= p
		a := (alpha - sum - r.hi*left) / p
		b := (beta - sum - r.lo*left) / p
		v := r.star1(c, math.Max(a, r.lo), math.Min(b, r.hi))
		sum += p * v
		if i == len(kids)-1 {
			break
		}
		if r.beyond(a, v) {
			return sum + r.hi*left
		}
		if r.beyond(v, b) {
			return sum + r.lo*left
		}
	}
	return sum
}

func maxOf(vs []float64) float64 {
	m := math.Inf(-1)
	for _, v := range vs {
		m = math.Max(m, v)
	}
	return m
}

func negate(vs []float64) []float64 {
	out := make([]float64, len(vs))
	for i, v := range vs {
		out[i] = -v
	}
	return out
}

// TestChanceAgainstReference: on thousands of random trees with chance
// nodes, expectimax and Star1 return the reference's value and evaluate
// the reference's leaves in its order; Star1 never evaluates more leaves
// than expectimax, and saves some over the whole set; Solve agrees with
// the trace, and every snapshot with a replay of the steps.
func TestChanceAgainstReference(t *testing.T) {
	trees := 4000
	if testing.Short() {
		trees = 400
	}
	r := rand.New(rand.NewPCG(21, 22))
	inf := math.Inf(1)
	var expectLeaves, starLeaves, fewer int
	for i := range trees {
		tr, lo, hi := randomChanceTree(r)
		strict := i%3 == 0
		ref := &chanceRef{t: tr, kinds: tr.Kinds(tree.Auto), lo: lo, hi: hi, strict: strict}
		want := ref.expectimax(tree.Root)
		expected := ref.leaves
		ref.leaves = nil
		if v := ref.star1(tree.Root, -inf, inf); v != want {
			t.Fatalf("tree %d %s: the reference's Star1 says %v, its expectimax %v", i, treeText(tr), v, want)
		}
		for _, opt := range []Options{{Algorithm: Expectimax}, {Algorithm: Star1, Bounds: Bounds{lo, hi}, Strict: strict}} {
			where := fmt.Sprintf("tree %d %s %v", i, treeText(tr), opt)
			trace := mustRun(t, tr, opt)
			if trace.Value != want {
				t.Fatalf("%s: value %v, reference %v", where, trace.Value, want)
			}
			leaves := expected
			if opt.Algorithm == Star1 {
				leaves = ref.leaves
				starLeaves += trace.Stats.LeavesEvaluated
				if trace.Stats.LeavesEvaluated < len(expected) {
					fewer++
				}
			} else {
				expectLeaves += trace.Stats.LeavesEvaluated
			}
			if got := evaluated(trace); fmt.Sprint(got) != fmt.Sprint(leaves) {
				t.Fatalf("%s: evaluated %v, reference %v", where, got, leaves)
			}
			if len(leaves) > len(expected) {
				t.Fatalf("%s: Star1 evaluated %d leaves, expectimax %d", where, len(leaves), len(expected))
			}
			checkCounts(t, where, trace)
			res, err := Solve(context.Background(), tr, opt)
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			compareResult(t, where, res, trace)
			if i < 300 {
				checkReplay(t, where, trace)
			}
		}
	}
	if fewer < trees/10 || starLeaves >= expectLeaves {
		t.Errorf("Star1 saved leaves on %d of %d trees (%d leaves against %d)", fewer, trees, starLeaves, expectLeaves)
	}
	t.Logf("Star1 evaluated %d leaves, expectimax %d; fewer on %d of %d trees", starLeaves, expectLeaves, fewer, trees)
}

// TestStar1Bounds: without bounds Star1 takes the tree's own; tighter
// bounds prune at least as much and wider ones no more, with the same
// value; a leaf outside the bounds is refused, naming it.
func TestStar1Bounds(t *testing.T) {
	tr := readTree(t, `{"version": 1, "tree": {"children": [
		{"kind": "chance", "children": [3, 5]},
		{"kind": "chance", "children": [{"value": 0, "probability": 0.75}, {"value": 9, "probability": 0.25}]}]}}`)
	own := mustRun(t, tr, Options{Algorithm: Star1})
	if own.Bounds != (Bounds{0, 9}) || own.Options.Bounds.Set() {
		t.Fatalf("Star1 without bounds took %v (options %v), want the tree's 0..9", own.Bounds, own.Options.Bounds)
	}
	wide := mustRun(t, tr, Options{Algorithm: Star1, Bounds: Bounds{-100, 100}})
	if own.Value != 4 || wide.Value != 4 {
		t.Fatalf("values %v and %v, want 4 (max of 4 and 2.25)", own.Value, wide.Value)
	}
	if own.Stats.LeavesEvaluated != 3 || wide.Stats.LeavesEvaluated != 4 {
		t.Fatalf("leaves %d with 0..9 and %d with -100..100, want 3 (after 0 the second throw is worth at most 2.25 ≤ 4) and 4",
			own.Stats.LeavesEvaluated, wide.Stats.LeavesEvaluated)
	}
	_, err := Run(context.Background(), tr, Options{Algorithm: Star1, Bounds: Bounds{0, 8}})
	if err == nil || !strings.Contains(err.Error(), "0..8") {
		t.Fatalf("a leaf worth 9 with bounds 0..8: %v", err)
	}
	for _, a := range Algorithms {
		_, err := Run(context.Background(), tr, Options{Algorithm: a})
		if a.Chance() != (err == nil) || err != nil && !errors.Is(err, ErrChance) {
			t.Errorf("%s on a tree with chance nodes: %v", a, err)
		}
	}
}

// TestZeroProbability: a child of probability 0 changes nothing.
func TestZeroProbability(t *testing.T) {
	tr := readTree(t, `{"version": 1, "tree": {"children": [
		{"kind": "chance", "children": [{"value": 1, "probability": 0}, {"value": 6, "probability": 1}]}, 2]}}`)
	for _, a := range []Algorithm{Expectimax, Star1} {
		if tr := mustRun(t, tr, Options{Algorithm: a}); tr.Value != 6 {
			t.Errorf("%s: %v, want 6", a, tr.Value)
		}
	}
}

func TestParseBounds(t *testing.T) {
	for in, want := range map[string]Bounds{"0..10": {0, 10}, "-5..5": {-5, 5}, " -1.5 .. 2 ": {-1.5, 2}, "-3,-1": {-3, -1}} {
		if b, err := ParseBounds(in); err != nil || b != want {
			t.Errorf("ParseBounds(%q) = %v, %v; want %v", in, b, err, want)
		}
	}
	for _, in := range []string{"", "5", "5..5", "10..0", "a..b", "0..inf", "NaN..1"} {
		if b, err := ParseBounds(in); err == nil {
			t.Errorf("ParseBounds(%q) = %v, want an error", in, b)
		}
	}
}
