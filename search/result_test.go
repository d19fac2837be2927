package search

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"gametree/internal/tree"
)

// TestResultMatchesTrace: what Solve keeps equals what the full trace of
// the same search says, on thousands of random trees with every algorithm,
// root, cutoff rule and depth limit: value, principal variation, every
// node's chosen child and pruned flag, the calls with their windows, the
// evaluations in order, the counts.
func TestResultMatchesTrace(t *testing.T) {
	trees := 3000
	if testing.Short() {
		trees = 300
	}
	r := rand.New(rand.NewPCG(11, 12))
	for i := range trees {
		tr, opt := randomTree(r)
		strict := opt.Strict
		for _, algo := range Algorithms {
			opt.Algorithm, opt.Strict = algo, strict && algo.Uses().Has(UseStrict)
			where := fmt.Sprintf("tree %d %s %+v", i, treeText(tr), opt)
			trace := mustRun(t, tr, opt)
			res, err := Solve(context.Background(), tr, opt)
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			compareResult(t, where, res, trace)
		}
	}
}

// TestResultOnSeed000: the textbook tree, where the pruning is known.
func TestResultOnSeed000(t *testing.T) {
	tr := readTree(t, seed000)
	res, err := Solve(context.Background(), tr, Options{})
	if err != nil {
		t.Fatal(err)
	}
	compareResult(t, "seed 000", res, mustRun(t, tr, Options{}))
	var pruned []string
	for id := range tr.Nodes {
		if res.Pruned(tree.NodeID(id)) {
			pruned = append(pruned, tr.Name(tree.NodeID(id)))
		}
	}
	if len(pruned) == 0 || res.Stats.Cutoffs == 0 {
		t.Errorf("alpha-beta on seed 000 pruned nothing: %+v", res.Stats)
	}
}

func compareResult(t *testing.T, where string, res *Result, tr *Trace) {
	t.Helper()
	same := func(a, b float64) bool {
		return math.Float64bits(a) == math.Float64bits(b) || math.IsNaN(a) && math.IsNaN(b)
	}
	if !same(res.Value, tr.Value) || !slices.Equal(res.PV, tr.PV) {
		t.Fatalf("%s: value %v PV %v, trace %v %v", where, res.Value, res.PV, tr.Value, tr.PV)
	}
	if res.Stats != tr.Stats || res.MinimaxStats() != tr.MinimaxStats() {
		t.Fatalf("%s: stats %+v minimax %+v, trace %+v %+v", where, res.Stats, res.MinimaxStats(), tr.Stats, tr.MinimaxStats())
	}
	if res.Steps != tr.Len() || res.CoarseSteps != len(tr.Coarse()) {
		t.Fatalf("%s: %d steps, %d coarse; trace %d, %d", where, res.Steps, res.CoarseSteps, tr.Len(), len(tr.Coarse()))
	}
	if res.RootDepth != tr.RootDepth || !slices.Equal(res.Kinds, tr.Kinds) || !slices.Equal(res.Levels, tr.Levels) ||
		!slices.Equal(res.SearchLeaves(), tr.SearchLeaves()) {
		t.Fatalf("%s: root depth, kinds, levels or search leaves differ", where)
	}
	var calls []CallRecord
	for _, k := range tr.Coarse() {
		if s := tr.StepAt(int(k)); s.Kind == Call {
			calls = append(calls, CallRecord{Node: s.Node, Alpha: s.Alpha, Beta: s.Beta, Depth: int32(tr.DepthAt(int(k), s.Node))})
			if n := tr.CallOf(int(k)); n != len(calls) {
				t.Fatalf("%s: node %s is call %d of the trace, %d of the result", where, tr.Tree.Name(s.Node), n, len(calls))
			}
		}
	}
	if len(calls) != len(res.Calls) {
		t.Fatalf("%s: %d calls, trace %d", where, len(res.Calls), len(calls))
	}
	for i, c := range calls {
		if got := res.Calls[i]; got.Node != c.Node || !same(got.Alpha, c.Alpha) || !same(got.Beta, c.Beta) || got.Depth != c.Depth {
			t.Fatalf("%s: call %d is %+v, trace %+v", where, i+1, got, c)
		}
	}
	if !slices.Equal(res.Evaluated, evaluated(tr)) {
		t.Fatalf("%s: evaluated %v, trace %v", where, res.Evaluated, evaluated(tr))
	}
	final := tr.At(tr.Len() - 1)
	for id := range tr.Tree.Nodes {
		id := tree.NodeID(id)
		if got, want := res.Chosen(id), final.Node(id).Chosen; got != want {
			t.Fatalf("%s: node %s chose %v, trace %v", where, tr.Tree.Name(id), got, want)
		}
		if got, want := res.Pruned(id), final.Node(id).Status == Pruned; got != want {
			t.Fatalf("%s: node %s pruned %v, trace %v", where, tr.Tree.Name(id), got, want)
		}
		if res.Depth(id) != tr.Depth(id) {
			t.Fatalf("%s: node %s depth %d, trace %d", where, tr.Tree.Name(id), res.Depth(id), tr.Depth(id))
		}
	}
}

func TestSolveRefusesWhatRunRefuses(t *testing.T) {
	tr := readTree(t, "[[1,2],[3]]")
	for _, opt := range []Options{{Depth: -1}, {Depth: 1}, {Algorithm: Algorithm(99)}} {
		_, errRun := Run(context.Background(), tr, opt)
		_, errSolve := Solve(context.Background(), tr, opt)
		if errRun == nil || errSolve == nil || errRun.Error() != errSolve.Error() {
			t.Errorf("%+v: Run says %v, Solve says %v", opt, errRun, errSolve)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, tr, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
