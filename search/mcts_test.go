package search

import (
	"context"
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"testing"

	"gametree/internal/tree"
	"gametree/samples"
)

// distinctTree makes a MAX/MIN tree of the given depth, every inner node
// with 2 to 4 children, whose leaves are worth distinct whole numbers, so
// that minimax's move at the root is unique.
func distinctTree(r *rand.Rand, depth int) *tree.Tree {
	t := tree.New(tree.Node{})
	var grow func(id tree.NodeID, level int)
	grow = func(id tree.NodeID, level int) {
		if level == depth {
			t.Nodes[id].HasValue = true
			return
		}
		for range 2 + r.IntN(3) {
			grow(t.AddChild(id, tree.Node{}), level+1)
		}
	}
	grow(tree.Root, 0)
	leaves := t.Leaves()
	for i, v := range r.Perm(len(leaves)) {
		t.Nodes[leaves[i]].Value = float64(v*3 - len(leaves))
	}
	t.AutoLabel()
	return t
}

// mctsOptions are the options of a search by MCTS.
func mctsOptions(iterations int, seed uint64) Options {
	return Options{Algorithm: MCTS, Iterations: iterations, Seed: seed, Exploration: DefaultExploration}
}

// minimaxMove is the index of the root's child minimax (or expectimax)
// chooses.
func minimaxMove(t *testing.T, tr *tree.Tree, a Algorithm) int {
	t.Helper()
	res, err := Solve(context.Background(), tr, Options{Algorithm: a})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range tr.Nodes[tree.Root].Children {
		if len(res.PV) > 1 && c == res.PV[1] {
			return i
		}
	}
	t.Fatal("no move at the root")
	return -1
}

// TestMCTSConverges checks that with 20,000 iterations UCT chooses
// minimax's move on at least 95% of 200 random trees of depth 3 and 4
// with distinct leaf values.
func TestMCTSConverges(t *testing.T) {
	trees := 200
	if testing.Short() {
		trees = 40
	}
	agree := 0
	for i := range trees {
		r := rand.New(rand.NewPCG(uint64(i), 11))
		tr := distinctTree(r, 3+i%2)
		s, err := SampleSolve(context.Background(), tr, mctsOptions(20_000, uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		if s.Best == minimaxMove(t, tr, Minimax) {
			agree++
		}
	}
	if agree*100 < trees*95 {
		t.Errorf("UCT chose minimax's move on %d of %d trees, want at least 95%%", agree, trees)
	}
	t.Logf("UCT chose minimax's move on %d of %d trees", agree, trees)
}

// TestMCTSOnDice checks that on the dice sample UCT chooses expectimax's
// move, and that its estimate of that move comes near expectimax's value.
func TestMCTSOnDice(t *testing.T) {
	tr, err := samples.Load("dice")
	if err != nil {
		t.Fatal(err)
	}
	want := minimaxMove(t, tr, Expectimax)
	exp, err := Solve(context.Background(), tr, Options{Algorithm: Expectimax})
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(5) {
		s, err := SampleSolve(context.Background(), tr, mctsOptions(20_000, seed))
		if err != nil {
			t.Fatal(err)
		}
		if s.Best != want {
			t.Errorf("seed %d: UCT chose child %d (visits %v), expectimax %d", seed, s.Best, s.Visits, want)
		}
		if d := math.Abs(s.Value - exp.Value); d > 0.5 {
			t.Errorf("seed %d: UCT's estimate %.3f is %.3f from expectimax's %g", seed, s.Value, d, exp.Value)
		}
	}
}

// TestMCTSIsRepeatable checks that the same seed gives the same search
// and another seed, on a tree where playouts matter, another one.
func TestMCTSIsRepeatable(t *testing.T) {
	tr := distinctTree(rand.New(rand.NewPCG(3, 3)), 4)
	a, err := SampleSolve(context.Background(), tr, mctsOptions(500, 7))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := SampleSolve(context.Background(), tr, mctsOptions(500, 7))
	c, _ := SampleSolve(context.Background(), tr, mctsOptions(500, 8))
	if !reflect.DeepEqual(a.Visits, b.Visits) || !reflect.DeepEqual(a.Means, b.Means) {
		t.Errorf("seed 7 twice: visits %v and %v", a.Visits, b.Visits)
	}
	if reflect.DeepEqual(a.Means, c.Means) {
		t.Errorf("seeds 7 and 8 gave the same means %v", a.Means)
	}
}

// TestMCTSSums checks what a Sampled says against itself: the visits add
// up to the iterations, the best child is visited most, the value is its
// mean and the means lie within the bounds.
func TestMCTSSums(t *testing.T) {
	for i := range 300 {
		r := rand.New(rand.NewPCG(uint64(i), 5))
		tr, _ := randomTree(r)
		if i%3 == 0 {
			tr, _, _ = randomChanceTree(r)
		}
		iters := 1 + r.IntN(300)
		s, err := SampleSolve(context.Background(), tr, mctsOptions(iters, uint64(i)))
		if err != nil {
			t.Fatalf("tree %d: %v", i, err)
		}
		if tr.Nodes[tree.Root].IsLeaf() {
			if s.Best != -1 || len(s.Visits) != 0 || s.Value != tr.Nodes[tree.Root].Value {
				t.Errorf("tree %d, a leaf: best %d, visits %v, value %g", i, s.Best, s.Visits, s.Value)
			}
			continue
		}
		sum := 0
		for j, n := range s.Visits {
			sum += n
			if n > s.Visits[s.Best] || n == s.Visits[s.Best] && j < s.Best {
				t.Errorf("tree %d: child %d visited %d times, more than (or as often as, and before) the best %d's %d", i, j, n, s.Best, s.Visits[s.Best])
			}
			if m := s.Means[j]; n > 0 && (m < s.Bounds.Low-1e-9 || m > s.Bounds.High+1e-9) || n == 0 && !math.IsNaN(m) {
				t.Errorf("tree %d: child %d visited %d times has mean %g, bounds %v", i, j, n, m, s.Bounds)
			}
		}
		if sum != iters {
			t.Errorf("tree %d: the root's children were visited %d times in %d iterations", i, sum, iters)
		}
		if s.Value != s.Means[s.Best] {
			t.Errorf("tree %d: value %g, the best child's mean %g", i, s.Value, s.Means[s.Best])
		}
		if s.Reached > iters+1 {
			t.Errorf("tree %d: %d nodes reached in %d iterations, at most one a iteration", i, s.Reached, iters)
		}
	}
}

// TestMCTSRefuses checks the options Monte Carlo tree search refuses.
func TestMCTSRefuses(t *testing.T) {
	tr := distinctTree(rand.New(rand.NewPCG(1, 1)), 2)
	for _, c := range []struct {
		name string
		opt  Options
		want error
	}{
		{"no iterations", Options{Iterations: 0, Exploration: 1}, ErrIterations},
		{"too many", Options{Iterations: MaxIterations + 1, Exploration: 1}, ErrIterations},
		{"negative C", Options{Iterations: 10, Exploration: -1}, ErrExploration},
		{"NaN C", Options{Iterations: 10, Exploration: math.NaN()}, ErrExploration},
		{"strict", Options{Iterations: 10, Strict: true}, ErrStrictMCTS},
		{"bounds", Options{Iterations: 10, Bounds: Bounds{0, 1}}, nil},
	} {
		_, err := SampleSolve(context.Background(), tr, c.opt)
		switch {
		case c.want != nil && !errors.Is(err, c.want):
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		case c.want == nil && err == nil:
			t.Errorf("%s: leaf values outside the bounds 0..1 were taken", c.name)
		}
	}
	if _, err := Solve(context.Background(), tr, mctsOptions(10, 1)); !errors.Is(err, ErrSampled) {
		t.Errorf("Solve with MCTS: %v, want ErrSampled", err)
	}
	if err := checkSampling(mctsOptions(MaxIterations, 1)); err != nil { // not run: ten million iterations
		t.Errorf("the most iterations: %v", err)
	}
}

// TestMCTSStopsWhenCancelled checks that a cancelled search returns the
// context's error.
func TestMCTSStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	tr := distinctTree(rand.New(rand.NewPCG(1, 1)), 3)
	if _, err := SampleSolve(ctx, tr, mctsOptions(1000, 1)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// TestMCTSTraceReplays checks a recorded Monte Carlo tree search against
// the engine run without a record and against its own steps: replaying
// the Backpropagate steps gives every node's visits and rewards as
// uctStats does with the same random numbers; each iteration is selects
// from the root down (an expansion last, when there is one), one
// simulation whose playout runs from its node to a leaf, and the path
// backed up from the bottom; the coarse view is one step an iteration;
// snapshots say what the steps so far say.
func TestMCTSTraceReplays(t *testing.T) {
	for i := range 200 {
		r := rand.New(rand.NewPCG(uint64(i), 9))
		tr, _ := randomTree(r)
		if i%2 == 1 {
			tr, _, _ = randomChanceTree(r)
		}
		opt := mctsOptions(1+r.IntN(150), uint64(i))
		trace, err := Run(context.Background(), tr, opt)
		if err != nil {
			t.Fatalf("tree %d: %v", i, err)
		}
		s, _ := SampleSolve(context.Background(), tr, opt)
		if trace.Value != s.Value || !reflect.DeepEqual(trace.PV, s.PV) {
			t.Errorf("tree %d: trace value %g, PV %v; solve %g, %v", i, trace.Value, trace.PV, s.Value, s.PV)
		}
		checkSampledTrace(t, i, trace, opt.Iterations)
	}
}

func checkSampledTrace(t *testing.T, i int, trace *Trace, iterations int) {
	t.Helper()
	tr := trace.Tree
	n, w := make([]int32, tr.Len()), make([]float64, tr.Len())
	if got := len(trace.Coarse()); got != iterations+2 {
		t.Errorf("tree %d: %d coarse steps for %d iterations", i, got, iterations)
	}
	if trace.Stats.Passes != iterations || trace.Stats.LeavesEvaluated != iterations {
		t.Errorf("tree %d: %d iterations, %d playouts counted, want %d", i, trace.Stats.Passes, trace.Stats.LeavesEvaluated, iterations)
	}
	for it := 1; it <= iterations; it++ {
		k, end := trace.IterationStart(it), trace.Len()-1
		if it < iterations {
			end = trace.IterationStart(it + 1)
		}
		at := tree.Root
		for ; trace.StepAt(k).Kind == Select; k++ {
			st := trace.StepAt(k)
			if st.Node != at || tr.Nodes[st.Child].Parent != at {
				t.Fatalf("tree %d, iteration %d: select %v from %d", i, it, st, at)
			}
			if ucb := trace.At(k-1).UCB(st.Node, st.Child); !(math.IsNaN(ucb) && math.IsNaN(st.Value)) && ucb != st.Value {
				t.Errorf("tree %d, step %d: the snapshot before says UCB1 %g, the step %g", i, k, ucb, st.Value)
			}
			at = st.Child
		}
		if st := trace.StepAt(k); st.Kind == Expand {
			if st.Node != at || n[at] != 0 {
				t.Fatalf("tree %d, iteration %d: expands %d after reaching %d (visits %d)", i, it, st.Node, at, n[at])
			}
			k++
		}
		sim := trace.StepAt(k)
		if sim.Kind != Simulate || sim.Node != at {
			t.Fatalf("tree %d, iteration %d: step %d is %v, want a simulation from %d", i, it, k, sim, at)
		}
		prev := at
		for _, x := range trace.Playout(k) {
			if tr.Nodes[x].Parent != prev {
				t.Fatalf("tree %d, iteration %d: the playout goes from %d to %d", i, it, prev, x)
			}
			prev = x
		}
		if prev != sim.Child || !trace.shape().isLeaf(prev) {
			t.Fatalf("tree %d, iteration %d: the playout ends at %d, the step says %d", i, it, prev, sim.Child)
		}
		k++
		for x := at; k < end; k++ {
			st := trace.StepAt(k)
			if st.Kind != Backpropagate || st.Node != x || st.Value != sim.Value {
				t.Fatalf("tree %d, iteration %d: step %d is %v, want %d backed up with %g", i, it, k, st, x, sim.Value)
			}
			n[x]++
			w[x] += sim.Value
			ns := trace.At(k).Node(x)
			if ns.Visits != n[x] || ns.Status != Current {
				t.Errorf("tree %d, step %d: node %d has %d visits, status %v; want %d, current", i, k, x, ns.Visits, ns.Status, n[x])
			}
			if p := tr.Nodes[x].Parent; p != tree.None && trace.At(k).Node(p).Status != OnStack {
				t.Errorf("tree %d, step %d: %d's parent is %v, want on the path", i, k, x, trace.At(k).Node(p).Status)
			}
			x = tr.Nodes[x].Parent
		}
	}
	final := trace.At(trace.Len() - 1)
	for id := range tr.Nodes {
		ns := final.Node(tree.NodeID(id))
		if ns.Visits != n[id] || (n[id] == 0) != (ns.Status == NotReached) {
			t.Errorf("tree %d: node %d ends with %d visits, %v; replayed %d", i, id, ns.Visits, ns.Status, n[id])
		}
	}
}

// TestMCTSTraceRefusesTooMany checks that a trace records at most
// MaxRecordedIterations.
func TestMCTSTraceRefusesTooMany(t *testing.T) {
	tr := distinctTree(rand.New(rand.NewPCG(1, 1)), 2)
	if _, err := Run(context.Background(), tr, mctsOptions(MaxRecordedIterations+1, 1)); !errors.Is(err, ErrTooManyToRecord) {
		t.Errorf("%d iterations recorded: %v", MaxRecordedIterations+1, err)
	}
}

// TestMCTSCountsUpTo checks the counts the window shows at a step against
// the snapshot of that step.
func TestMCTSCountsUpTo(t *testing.T) {
	tr := distinctTree(rand.New(rand.NewPCG(4, 4)), 3)
	trace, err := Run(context.Background(), tr, mctsOptions(25, 1))
	if err != nil {
		t.Fatal(err)
	}
	for k := range trace.Len() {
		reached, playouts := 0, 0
		for id := range tr.Nodes {
			if trace.At(k).Node(tree.NodeID(id)).Visits > 0 {
				reached++
			}
		}
		for j := 0; j <= k; j++ {
			if trace.StepAt(j).Kind == Simulate {
				playouts++
			}
		}
		// A node expanded joins the search tree before its first visit
		// is backed up: the counts agree at the end of each iteration.
		end := trace.CoarseIndex(k) > 0 && int(trace.Coarse()[trace.CoarseIndex(k)]) == k
		if got := trace.ReachedUpTo(k); got != reached && (end || got != reached+1) {
			t.Errorf("step %d: %d nodes reached, the snapshot has %d visited", k, got, reached)
		}
		if got := trace.PlayoutsUpTo(k); got != playouts {
			t.Errorf("step %d: %d playouts, %d Simulate steps", k, got, playouts)
		}
	}
}

// TestRewardsSpanLeavesAtTheLargestDoubles checks Monte Carlo tree search
// on leaves whose range is wider than the largest double: at ±1.797e308
// (bounds of the tree's own) and within bounds of ±1e308, every reward
// lies in [0, 1] and every mean within the bounds, none NaN, and the move
// worth the most is the one chosen, by SampleSolve and by a trace alike.
func TestRewardsSpanLeavesAtTheLargestDoubles(t *testing.T) {
	big := math.MaxFloat64
	tr, err := tree.ReadLimit([]byte("[[-1.7976931348623157e308,-1.7976931348623157e308],[1.7976931348623157e308,1.7976931348623157e308],[-1.7976931348623157e308,1.7976931348623157e308]]"), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	s, err := SampleSolve(context.Background(), tr, mctsOptions(2000, 1))
	if err != nil {
		t.Fatal(err)
	}
	if s.Best != 1 || s.Value != big || math.IsNaN(s.Means[0]) || s.Means[0] != -big {
		t.Errorf("leaves at ±MaxFloat64: best %d, value %g, means %v, visits %v; want the second move, worth %g", s.Best, s.Value, s.Means, s.Visits, big)
	}
	trace, err := Run(context.Background(), tr, mctsOptions(300, 1))
	if err != nil {
		t.Fatal(err)
	}
	if trace.Reward(big) != 1 || trace.Reward(-big) != 0 || trace.Reward(0) != 0.5 || math.IsNaN(trace.Value) {
		t.Errorf("the trace's rewards: %g, %g, %g; value %g", trace.Reward(-big), trace.Reward(0), trace.Reward(big), trace.Value)
	}
	for k := range trace.Len() {
		if st := trace.StepAt(k); st.Kind == Backpropagate && (math.IsNaN(st.Value) || st.Value < 0 || st.Value > 1 || math.IsNaN(st.V)) {
			t.Fatalf("step %d: reward %g, mean %g", k, st.Value, st.V)
		}
	}

	fig, err := samples.Load("aima-fig5-2")
	if err != nil {
		t.Fatal(err)
	}
	opt := mctsOptions(2000, 1)
	opt.Bounds = Bounds{-1e308, 1e308}
	s, err = SampleSolve(context.Background(), fig, opt)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range s.Means {
		if math.IsNaN(m) || m < -1e308 || m > 1e308 {
			t.Errorf("bounds ±1e308: the mean of move %d is %g", i, m)
		}
	}
	if math.IsNaN(s.Value) {
		t.Errorf("bounds ±1e308: value NaN")
	}
}

// TestRewardScale checks the scale against (v − lo)/(hi − lo) worked out
// exactly (with big.Float), on ranges from a few units to ±MaxFloat64:
// rewards within [0, 1] and a rounding of the exact one, values back
// within [lo, hi], and both rising with what they scale.
func TestRewardScale(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	edge := []float64{-math.MaxFloat64, -1e308, -1, 0, 3, 1e308, math.MaxFloat64}
	for range 2000 {
		pick := func() float64 {
			if r.IntN(2) == 0 {
				return edge[r.IntN(len(edge))]
			}
			return (r.Float64()*2 - 1) * math.MaxFloat64 * math.Pow(10, -float64(r.IntN(300)))
		}
		lo, hi := pick(), pick()
		if lo > hi {
			lo, hi = hi, lo
		}
		s := rewardScale{lo, hi}
		v, w := lo+(hi/2-lo/2)*r.Float64()+(hi/2-lo/2)*r.Float64(), 0.0 // within [lo, hi]
		v = min(max(v, lo), hi)
		got := s.reward(v)
		if lo == hi {
			if got != 0.5 {
				t.Fatalf("[%g, %g]: reward %g", lo, hi, got)
			}
			continue
		}
		exact := new(big.Float).Quo(new(big.Float).Sub(big.NewFloat(v), big.NewFloat(lo)), new(big.Float).Sub(big.NewFloat(hi), big.NewFloat(lo)))
		want, _ := exact.Float64()
		if math.IsNaN(got) || got < 0 || got > 1 || math.Abs(got-want) > 1e-12 {
			t.Fatalf("[%g, %g]: reward of %g is %g, exactly %g", lo, hi, v, got, want)
		}
		if w = s.value(got); math.IsNaN(w) || w < lo || w > hi {
			t.Fatalf("[%g, %g]: the value of reward %g is %g", lo, hi, got, w)
		}
		if s.value(0) != lo && s.value(0)-lo > (hi/2-lo/2)*1e-12 {
			t.Fatalf("[%g, %g]: the value of reward 0 is %g", lo, hi, s.value(0))
		}
		if s.reward(lo) != 0 || s.reward(hi) != 1 || s.value(1) != hi && hi-s.value(1) > (hi/2-lo/2)*1e-12 {
			t.Fatalf("[%g, %g]: rewards %g and %g at the ends, value of 1 %g", lo, hi, s.reward(lo), s.reward(hi), s.value(1))
		}
	}
}
