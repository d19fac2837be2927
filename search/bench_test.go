package search

import (
	"context"
	"math/rand/v2"
	"testing"

	"gametree/internal/testutil"
	"gametree/internal/tree"
)

// uniformTree returns the benchmark tree: every inner node has b
// children, down to depth d, leaf values from a fixed seed.
func uniformTree(b, d int) *tree.Tree {
	r := rand.New(rand.NewPCG(5, 6))
	t, err := testutil.Uniform(b, d, func(int) float64 { return float64(r.IntN(201) - 100) })
	if err != nil {
		panic(err)
	}
	return t
}

func benchRun(b *testing.B, algo Algorithm) {
	t := uniformTree(10, 6)
	b.ReportAllocs()
	var tr *Trace
	for b.Loop() {
		var err error
		if tr, err = Run(context.Background(), t, Options{Algorithm: algo}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(tr.Len()), "steps")
}

// BenchmarkMinimaxTrace: minimax over 1,111,111 nodes (branching 10, depth
// 6) with its full trace. Target: at most 2 s and 500 MB.
func BenchmarkMinimaxTrace(b *testing.B) { benchRun(b, Minimax) }

// BenchmarkAlphaBetaTrace: seed 000's alpha-beta on the same tree.
func BenchmarkAlphaBetaTrace(b *testing.B) { benchRun(b, AlphaBeta) }

// BenchmarkJumpAll: jump to a random step of the minimax trace above and
// work out the state of all 1,111,111 nodes. Target: at most 20 ms.
func BenchmarkJumpAll(b *testing.B) { benchJumpAll(b, Minimax) }

// benchJumpAll jumps to random steps of algo's trace of the benchmark
// tree and works out every node's state.
func benchJumpAll(b *testing.B, algo Algorithm) {
	tr, err := Run(context.Background(), uniformTree(10, 6), Options{Algorithm: algo})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 8))
	buf := make([]NodeState, tr.Tree.Len())
	b.ReportAllocs()
	for b.Loop() {
		buf = tr.At(r.IntN(tr.Len())).All(buf)
	}
}

// BenchmarkJumpVisible: jump to a random step and read the 2,000 nodes a
// window would show around the current node.
func BenchmarkJumpVisible(b *testing.B) {
	tr, err := Run(context.Background(), uniformTree(10, 6), Options{Algorithm: Minimax})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 8))
	b.ReportAllocs()
	for b.Loop() {
		snap := tr.At(r.IntN(tr.Len()))
		first := max(0, int(snap.Step().Node)-1000)
		for id := first; id < min(first+2000, tr.Tree.Len()); id++ {
			_ = snap.Node(tree.NodeID(id))
		}
	}
}

func benchSolve(b *testing.B, algo Algorithm) {
	t := uniformTree(10, 6)
	b.ReportAllocs()
	var res *Result
	for b.Loop() {
		var err error
		if res, err = Solve(context.Background(), t, Options{Algorithm: algo}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.Steps), "steps")
}

// BenchmarkMinimaxSolve: minimax over the same 1,111,111 nodes keeping
// only what `gametree solve` prints (Solve, not Run).
func BenchmarkMinimaxSolve(b *testing.B) { benchSolve(b, Minimax) }

// BenchmarkAlphaBetaSolve: seed 000's alpha-beta, the same way.
func BenchmarkAlphaBetaSolve(b *testing.B) { benchSolve(b, AlphaBeta) }

// BenchmarkPVSTrace: PVS, which searches children again, on the same tree.
func BenchmarkPVSTrace(b *testing.B) { benchRun(b, PVS) }

// BenchmarkJumpAllRevisited: as BenchmarkJumpAll, on PVS's trace, whose
// snapshots read the nodes' own steps (a node may be called twice).
func BenchmarkJumpAllRevisited(b *testing.B) { benchJumpAll(b, PVS) }

// diceUniformTree is the benchmark tree with every odd level a throw of
// ten equally likely outcomes: MAX, chance, MIN, chance, MAX, chance.
func diceUniformTree() *tree.Tree {
	t := uniformTree(10, 6)
	levels := t.Levels()
	for id := range t.Nodes {
		if levels[id]%2 == 1 && !t.Nodes[id].IsLeaf() {
			t.Nodes[id].Kind = tree.Chance
		}
	}
	return t
}

func benchDice(b *testing.B, algo Algorithm) {
	t := diceUniformTree()
	b.ReportAllocs()
	var tr *Trace
	for b.Loop() {
		var err error
		if tr, err = Run(context.Background(), t, Options{Algorithm: algo, Bounds: Bounds{Low: -100, High: 100}}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(tr.Len()), "steps")
	b.ReportMetric(float64(tr.Stats.LeavesEvaluated), "leaves")
}

// BenchmarkExpectimaxTrace: expectimax over the 1,111,111 nodes with
// chance nodes on every other level, with its full trace.
func BenchmarkExpectimaxTrace(b *testing.B) { benchDice(b, Expectimax) }

// BenchmarkStar1Trace: Star1 (leaf values in -100..100) on the same tree.
func BenchmarkStar1Trace(b *testing.B) { benchDice(b, Star1) }
