package search

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/tree"
)

// This file holds a reference UCT written from the contract alone, apart
// from the engine's uctStats, and the tests that compare the two.
//
// The contract in short: every iteration selects from the root (a chance
// node throws its dice with one rng.Float64(); a player's node expands its
// leftmost unvisited child, or else takes the child of greatest
// q + C·sqrt(ln n(parent) / n(child)), the leftmost on a tie, with q the
// mean reward for MAX and one minus it for MIN), plays out at random from
// the node it stopped at (chance by one rng.Float64(), players by one
// rng.IntN(len(children))), and adds one visit and the playout's reward
// (in [0, 1], from MAX's point of view; 0.5 when hi == lo) to every node
// of the selected path.

// uctRef is the state of one reference run: the tree, its kinds, the
// parameters and every node's visits n and reward sum w.
type uctRef struct {
	t      *tree.Tree
	kinds  []tree.Kind
	c      float64
	lo, hi float64
	rng    *rand.Rand
	n      []int32
	w      []float64
}

// uctReference runs the reference UCT for the given number of iterations
// and returns every node's visits and reward sums. It has uctStats's
// signature, so that the two can be swapped in any test.
func uctReference(t *tree.Tree, kinds []tree.Kind, iterations int, c, lo, hi float64, rng *rand.Rand) (n []int32, w []float64) {
	u := &uctRef{
		t: t, kinds: kinds, c: c, lo: lo, hi: hi, rng: rng,
		n: make([]int32, t.Len()), w: make([]float64, t.Len()),
	}
	for range iterations {
		u.iterate()
	}
	return u.n, u.w
}

// iterate runs one iteration: selection (with expansion), playout and
// backpropagation along the selected path.
func (u *uctRef) iterate() {
	path := u.selectPath()
	reward := u.reward(u.playout(path[len(path)-1]))
	for _, v := range path {
		u.n[v]++
		u.w[v] += reward
	}
}

// selectPath walks down from the root and returns the selected path, root
// first; its last node is where the playout starts: a leaf reached, or the
// node just expanded (not yet visited).
func (u *uctRef) selectPath() []tree.NodeID {
	path := []tree.NodeID{tree.Root}
	v := tree.Root
	for {
		node := &u.t.Nodes[v]
		if node.IsLeaf() {
			return path
		}
		if u.kinds[v] == tree.Chance {
			c := u.throw(v)
			path = append(path, c)
			if u.n[c] == 0 {
				return path
			}
			v = c
			continue
		}
		for _, c := range node.Children {
			if u.n[c] == 0 {
				return append(path, c)
			}
		}
		v = u.best(v)
		path = append(path, v)
	}
}

// best returns the child of player's node v (every child visited) of
// greatest UCB1 score, the leftmost among equals.
func (u *uctRef) best(v tree.NodeID) tree.NodeID {
	logN := math.Log(float64(u.n[v]))
	chosen, top := tree.None, 0.0
	for _, c := range u.t.Nodes[v].Children {
		visits := float64(u.n[c])
		q := u.w[c] / visits
		if u.kinds[v] == tree.Min {
			q = 1 - q
		}
		score := q + u.c*math.Sqrt(logN/visits)
		if chosen == tree.None || score > top {
			chosen, top = c, score
		}
	}
	return chosen
}

// throw draws one rng.Float64() and returns the child of chance node v it
// lands on: the first child whose cumulative probability exceeds the draw,
// or the last child when rounding leaves the draw above them all.
func (u *uctRef) throw(v tree.NodeID) tree.NodeID {
	draw := u.rng.Float64()
	kids := u.t.Nodes[v].Children
	sum := 0.0
	for _, c := range kids {
		sum += u.t.Probability(c)
		if draw < sum {
			return c
		}
	}
	return kids[len(kids)-1]
}

// playout plays at random from s down to a leaf and returns that leaf.
func (u *uctRef) playout(s tree.NodeID) tree.NodeID {
	x := s
	for !u.t.Nodes[x].IsLeaf() {
		if u.kinds[x] == tree.Chance {
			x = u.throw(x)
		} else {
			kids := u.t.Nodes[x].Children
			x = kids[u.rng.IntN(len(kids))]
		}
	}
	return x
}

// reward is leaf x's value scaled from [lo, hi] to [0, 1], or 0.5 when
// hi == lo.
func (u *uctRef) reward(x tree.NodeID) float64 {
	if u.hi == u.lo {
		return 0.5
	}
	return (u.t.Nodes[x].Value - u.lo) / (u.hi - u.lo)
}

// uctTreeText writes t with every node's kind and every chance child's
// probability, e.g. MAX[3,MIN[1,2],CHANCE[0.25:4,0.75:5]], for failure
// messages: enough to rebuild the tree by hand.
func uctTreeText(t *tree.Tree, kinds []tree.Kind) string {
	var b strings.Builder
	var walk func(id tree.NodeID)
	walk = func(id tree.NodeID) {
		n := &t.Nodes[id]
		if n.Parent != tree.None && kinds[n.Parent] == tree.Chance {
			b.WriteString(tree.FormatValue(t.Probability(id)))
			b.WriteByte(':')
		}
		if n.IsLeaf() {
			b.WriteString(tree.FormatValue(n.Value))
			return
		}
		b.WriteString(kinds[id].String())
		b.WriteByte('[')
		for i, c := range n.Children {
			if i > 0 {
				b.WriteByte(',')
			}
			walk(c)
		}
		b.WriteByte(']')
	}
	walk(tree.Root)
	return b.String()
}

// uctInvariants returns what is wrong with the statistics n, w of a UCT
// run of the given iterations on t with rewards scaled by lo, hi, or "".
// Beyond the sizes and the root's count: every iteration goes from the
// root to one of its children; an inner node other than the root is
// visited once when it is expanded and then always passes on to a child,
// so it has exactly one visit more than its children together (none when
// unvisited); sums of rewards in [0, 1] stay within [0, n]; a leaf's sum
// is its reward times its visits; with hi == lo every sum is n/2.
func uctInvariants(t *tree.Tree, iterations int, lo, hi float64, n []int32, w []float64) string {
	if len(n) != t.Len() || len(w) != t.Len() {
		return fmt.Sprintf("%d visit counts and %d reward sums for %d nodes", len(n), len(w), t.Len())
	}
	if int(n[tree.Root]) != iterations {
		return fmt.Sprintf("the root has %d visits after %d iterations", n[tree.Root], iterations)
	}
	for id := range t.Nodes {
		v := tree.NodeID(id)
		node := &t.Nodes[v]
		if n[v] < 0 {
			return fmt.Sprintf("node %s (#%d) has %d visits", t.Name(v), v, n[v])
		}
		if w[v] < 0 || w[v] > float64(n[v]) || n[v] == 0 && w[v] != 0 {
			return fmt.Sprintf("node %s (#%d): reward sum %v for %d visits", t.Name(v), v, w[v], n[v])
		}
		if hi == lo && w[v] != float64(n[v])/2 {
			return fmt.Sprintf("node %s (#%d): reward sum %v for %d visits with hi == lo", t.Name(v), v, w[v], n[v])
		}
		if node.IsLeaf() {
			r := 0.5
			if hi != lo {
				r = (node.Value - lo) / (hi - lo)
			}
			if want := r * float64(n[v]); math.Abs(w[v]-want) > 1e-9*math.Max(1, want) {
				return fmt.Sprintf("leaf %s (#%d): reward sum %v for %d visits of reward %v", t.Name(v), v, w[v], n[v], r)
			}
			continue
		}
		kids := int32(0)
		for _, c := range node.Children {
			kids += n[c]
		}
		extra := int32(0) // the visit that expanded v
		if v != tree.Root && n[v] > 0 {
			extra = 1
		}
		switch {
		case n[v] < kids:
			return fmt.Sprintf("node %s (#%d) has %d visits, its children %d", t.Name(v), v, n[v], kids)
		case n[v]-kids > 1:
			return fmt.Sprintf("node %s (#%d) has %d visits, its children only %d", t.Name(v), v, n[v], kids)
		case n[v]-kids != extra:
			return fmt.Sprintf("node %s (#%d) has %d visits and its children %d: want a difference of %d", t.Name(v), v, n[v], kids, extra)
		}
	}
	return ""
}

// uctCase is one random test case: a tree and the parameters to run UCT
// on it with.
type uctCase struct {
	t          *tree.Tree
	kinds      []tree.Kind
	iterations int
	c, lo, hi  float64
	chance     bool
}

// newUCTCase builds test case i from its own seed PCG(i, 7): a MAX/MIN
// tree for even i, a tree with chance nodes for odd i; once in ten trees
// all the leaves equal (hi == lo); one, two or 400 iterations now and
// then, else 1 to 400; C one of 0, 0.5, √2, 3.
func newUCTCase(i int) uctCase {
	r := rand.New(rand.NewPCG(uint64(i), 7))
	var k uctCase
	k.chance = i%2 == 1
	if k.chance {
		k.t, k.lo, k.hi = randomChanceTree(r)
	} else {
		k.t, _ = randomTree(r)
		k.lo, k.hi = math.Inf(1), math.Inf(-1)
		for _, id := range k.t.Leaves() {
			k.lo = math.Min(k.lo, k.t.Nodes[id].Value)
			k.hi = math.Max(k.hi, k.t.Nodes[id].Value)
		}
	}
	if i%20 == 4 || i%20 == 15 { // once per ten trees, both kinds of tree
		v := float64(r.IntN(21) - 10)
		for _, id := range k.t.Leaves() {
			k.t.Nodes[id].Value = v
		}
		k.lo, k.hi = v, v
	}
	k.kinds = k.t.Kinds(tree.Auto)
	switch i % 25 {
	case 0:
		k.iterations = 1
	case 1:
		k.iterations = 2
	case 2, 3:
		k.iterations = 400
	default:
		k.iterations = 1 + r.IntN(400)
	}
	k.c = []float64{0, 0.5, math.Sqrt2, 3}[r.IntN(4)]
	return k
}

// uctRNG is the random source both implementations get for test case i:
// two generators from the same seed PCG(i, 8).
func uctRNG(i int) *rand.Rand { return rand.New(rand.NewPCG(uint64(i), 8)) }

// compareUCT runs the engine and the reference on case k (case number i)
// and returns what differs or breaks an invariant, or "".
func compareUCT(i int, k uctCase) string {
	engineRNG, refRNG := uctRNG(i), uctRNG(i)
	gotN, gotW := uctStats(k.t, k.kinds, k.iterations, k.c, k.lo, k.hi, engineRNG)
	wantN, wantW := uctReference(k.t, k.kinds, k.iterations, k.c, k.lo, k.hi, refRNG)
	if msg := uctInvariants(k.t, k.iterations, k.lo, k.hi, wantN, wantW); msg != "" {
		return "the reference breaks an invariant: " + msg
	}
	if msg := uctInvariants(k.t, k.iterations, k.lo, k.hi, gotN, gotW); msg != "" {
		return "the engine breaks an invariant: " + msg
	}
	if v := firstUCTDifference(gotN, gotW, wantN, wantW); v != tree.None {
		return fmt.Sprintf("first difference at node %s (#%d): engine n=%d w=%v, reference n=%d w=%v (the runs part after iteration %d)",
			k.t.Name(v), v, gotN[v], gotW[v], wantN[v], wantW[v], uctParting(i, k))
	}
	// Same statistics but not the same draws would still break "random
	// numbers are drawn only where said": the next draws must agree.
	if a, b := engineRNG.Uint64(), refRNG.Uint64(); a != b {
		return "same statistics, but the engine drew a different number of random numbers"
	}
	return ""
}

// firstUCTDifference returns the first node whose visits or reward sum
// differ between the two runs, or tree.None.
func firstUCTDifference(aN []int32, aW []float64, bN []int32, bW []float64) tree.NodeID {
	for id := range aN {
		if aN[id] != bN[id] || aW[id] != bW[id] {
			return tree.NodeID(id)
		}
	}
	return tree.None
}

// uctParting returns the first iteration after which the engine and the
// reference differ on case k: a run of j iterations is the first j
// iterations of a longer one with the same seed, so each prefix is
// rerun from scratch.
func uctParting(i int, k uctCase) int {
	for j := 1; j <= k.iterations; j++ {
		gotN, gotW := uctStats(k.t, k.kinds, j, k.c, k.lo, k.hi, uctRNG(i))
		wantN, wantW := uctReference(k.t, k.kinds, j, k.c, k.lo, k.hi, uctRNG(i))
		if firstUCTDifference(gotN, gotW, wantN, wantW) != tree.None {
			return j
		}
	}
	return k.iterations
}

// TestUCTAgainstReference runs the engine's uctStats and the reference on
// 1,000 random trees (200 in short mode), half of them with chance nodes,
// and requires the same visits and exactly the same reward sums on every
// node. Exact, not within a tolerance: each node gets one addition per
// iteration, in iteration order, of the same reward computed by the same
// formula, so the sums are the same floating-point numbers; and a sum off
// in its last bit could already flip a UCB1 choice between near-equal
// children, after which the two runs part ways.
func TestUCTAgainstReference(t *testing.T) {
	trees := 1000
	if testing.Short() {
		trees = 200
	}
	const shown = 5
	failures, smallest := 0, -1
	var smallestCase uctCase
	var smallestMsg string
	for i := range trees {
		k := newUCTCase(i)
		msg := compareUCT(i, k)
		if msg == "" {
			continue
		}
		failures++
		if failures <= shown {
			t.Errorf("tree %d (tree seed PCG(%d, 7), UCT seed PCG(%d, 8)), %d nodes, %d iterations, C=%v, lo=%v, hi=%v: %s\n  tree: %s",
				i, i, i, k.t.Len(), k.iterations, k.c, k.lo, k.hi, msg, uctTreeText(k.t, k.kinds))
		}
		if smallest < 0 || k.t.Len() < smallestCase.t.Len() ||
			k.t.Len() == smallestCase.t.Len() && k.iterations < smallestCase.iterations {
			smallest, smallestCase, smallestMsg = i, k, msg
		}
	}
	if failures > 0 {
		k := smallestCase
		t.Errorf("%d of %d trees differ; the smallest is tree %d (%d nodes, %d iterations, C=%v, lo=%v, hi=%v): %s\n  tree: %s",
			failures, trees, smallest, k.t.Len(), k.iterations, k.c, k.lo, k.hi, smallestMsg, uctTreeText(k.t, k.kinds))
	}
}

// TestUCTHandWorked checks both implementations on two trees worked out by
// hand: a root with leaves 0 and 10, C = 0, three iterations. Iteration 1
// expands the first child (reward 0), iteration 2 the second (reward 1);
// iteration 3 picks, for MAX, the second child (q 1 > 0), for MIN the
// first (q 1 − 0 > 1 − 1).
func TestUCTHandWorked(t *testing.T) {
	for _, tc := range []struct {
		root  tree.Kind
		wantN []int32
		wantW []float64
	}{
		{tree.Max, []int32{3, 1, 2}, []float64{2, 0, 2}},
		{tree.Min, []int32{3, 2, 1}, []float64{1, 0, 1}},
	} {
		tr := tree.New(tree.Node{})
		tr.RootKind = tc.root
		tr.AddChild(tree.Root, tree.Node{Value: 0, HasValue: true})
		tr.AddChild(tree.Root, tree.Node{Value: 10, HasValue: true})
		tr.AutoLabel()
		kinds := tr.Kinds(tree.Auto)
		for _, impl := range []struct {
			name string
			run  func(*tree.Tree, []tree.Kind, int, float64, float64, float64, *rand.Rand) ([]int32, []float64)
		}{
			{"engine", uctStats},
			{"reference", uctReference},
		} {
			n, w := impl.run(tr, kinds, 3, 0, 0, 10, rand.New(rand.NewPCG(1, 2)))
			if fmt.Sprint(n) != fmt.Sprint(tc.wantN) || fmt.Sprint(w) != fmt.Sprint(tc.wantW) {
				t.Errorf("%s root, %s: n=%v w=%v, want n=%v w=%v", tc.root, impl.name, n, w, tc.wantN, tc.wantW)
			}
		}
	}
}

// uctStats runs UCT for the given number of iterations and returns every
// node's visits and reward sums.
func uctStats(t *tree.Tree, kinds []tree.Kind, iterations int, c, lo, hi float64, rng *rand.Rand) (n []int32, w []float64) {
	sh := shape{t: t, kinds: kinds, levels: t.Levels(), rootDepth: t.Height()}
	u := newUCT(sh, c, Bounds{lo, hi}, rng)
	for range iterations {
		u.iterate()
	}
	return u.n, u.w
}
