package search

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gametree/internal/tree"
)

// randomTree makes a small tree with uneven branching, ties, negative and
// decimal values, estimates on inner nodes and now and then a node given to
// the same player as its parent; and random options to search it with.
func randomTree(r *rand.Rand) (*tree.Tree, Options) {
	values := []func() float64{
		func() float64 { return float64(r.IntN(5) - 2) },              // many ties
		func() float64 { return float64(r.IntN(41) - 20) },            // integers
		func() float64 { return float64(r.IntN(81)-40) / 4 },          // decimals
		func() float64 { return math.Round(r.NormFloat64()*1e3) / 7 }, // awkward decimals
	}
	value := values[r.IntN(len(values))]
	maxDepth := 1 + r.IntN(6)
	maxKids := 1 + r.IntN(4)
	t := tree.New(tree.Node{})
	t.RootKind = []tree.Kind{tree.Max, tree.Min}[r.IntN(2)]
	var grow func(id tree.NodeID, level int)
	grow = func(id tree.NodeID, level int) {
		n := &t.Nodes[id]
		if r.IntN(20) == 0 {
			n.Kind = []tree.Kind{tree.Max, tree.Min}[r.IntN(2)]
		}
		kids := 0
		if level < maxDepth && t.Len() < 300 && (level == 0 || r.IntN(5) != 0) {
			kids = 1 + r.IntN(maxKids)
		}
		if kids == 0 {
			n.Value, n.HasValue = value(), true
			return
		}
		n.Estimate, n.HasEstimate = value(), true
		for range kids {
			grow(t.AddChild(id, tree.Node{}), level+1)
		}
	}
	grow(tree.Root, 0)
	t.AutoLabel()
	opt := Options{
		Root:   []tree.Kind{tree.Auto, tree.Max, tree.Min}[r.IntN(3)],
		Strict: r.IntN(3) == 0,
	}
	if r.IntN(3) == 0 {
		opt.Depth = 1 + r.IntN(t.Height())
	}
	return t, opt
}

// ref holds small reference searches written in the textbook style of seed
// 003 (alpha = max(alpha, value)), independent of the engine's code.
type ref struct {
	t      *tree.Tree
	kinds  []tree.Kind
	limit  int
	strict bool
	leaves []tree.NodeID
	// answers are what each call of an inner node did, for the
	// references that keep them (Bratko's, the slides' stages).
	answers map[tree.NodeID]answer
}

func newRef(t *tree.Tree, opt Options) *ref {
	limit := opt.Depth
	if limit == 0 {
		limit = math.MaxInt
	}
	return &ref{t: t, kinds: t.Kinds(opt.Root), limit: limit, strict: opt.Strict}
}

func (r *ref) stop(n tree.NodeID, level int) (float64, bool) {
	node := r.t.Nodes[n]
	switch {
	case node.IsLeaf():
		r.leaves = append(r.leaves, n)
		return node.Value, true
	case level == r.limit:
		r.leaves = append(r.leaves, n)
		return node.Estimate, true
	}
	return 0, false
}

func (r *ref) cut(alpha, beta float64) bool {
	if r.strict {
		return alpha > beta
	}
	return alpha >= beta
}

// minimax returns the value and the first child reaching it.
func (r *ref) minimax(n tree.NodeID, level int) (float64, tree.NodeID) {
	if v, ok := r.stop(n, level); ok {
		return v, tree.None
	}
	best, chosen := 0.0, tree.None
	for _, c := range r.t.Nodes[n].Children {
		v, _ := r.minimax(c, level+1)
		if chosen == tree.None || (r.kinds[n] == tree.Max && v > best) || (r.kinds[n] == tree.Min && v < best) {
			best, chosen = v, c
		}
	}
	return best, chosen
}

func (r *ref) failSoft(n tree.NodeID, alpha, beta float64, level int) float64 {
	if v, ok := r.stop(n, level); ok {
		return v
	}
	if r.kinds[n] == tree.Max {
		best := math.Inf(-1)
		for _, c := range r.t.Nodes[n].Children {
			v := r.failSoft(c, alpha, beta, level+1)
			best, alpha = math.Max(best, v), math.Max(alpha, v)
			if r.cut(alpha, beta) {
				break
			}
		}
		return best
	}
	best := math.Inf(1)
	for _, c := range r.t.Nodes[n].Children {
		v := r.failSoft(c, alpha, beta, level+1)
		best, beta = math.Min(best, v), math.Min(beta, v)
		if r.cut(alpha, beta) {
			break
		}
	}
	return best
}

func (r *ref) failHard(n tree.NodeID, alpha, beta float64, level int) float64 {
	if v, ok := r.stop(n, level); ok {
		return v
	}
	for _, c := range r.t.Nodes[n].Children {
		v := r.failHard(c, alpha, beta, level+1)
		if r.kinds[n] == tree.Max {
			if alpha = math.Max(alpha, v); r.cut(alpha, beta) {
				return beta
			}
		} else if beta = math.Min(beta, v); r.cut(alpha, beta) {
			return alpha
		}
	}
	if r.kinds[n] == tree.Max {
		return alpha
	}
	return beta
}

func (r *ref) negamax(n tree.NodeID, alpha, beta float64, level int) float64 {
	sign := 1.0
	if r.kinds[n] == tree.Min {
		sign = -1
	}
	if v, ok := r.stop(n, level); ok {
		return sign * v
	}
	for _, c := range r.t.Nodes[n].Children {
		var v float64
		if r.kinds[c] == r.kinds[n] {
			v = r.negamax(c, alpha, beta, level+1)
		} else {
			v = -r.negamax(c, -beta, -alpha, level+1)
		}
		if alpha = math.Max(alpha, v); r.cut(alpha, beta) {
			break
		}
	}
	return alpha
}

// evaluated returns the nodes a trace evaluated, in order.
func evaluated(tr *Trace) []tree.NodeID {
	var out []tree.NodeID
	for _, k := range tr.Coarse() {
		if s := tr.StepAt(int(k)); s.Kind == Leaf {
			out = append(out, s.Node)
		}
	}
	return out
}

// windowsOf is the null windows of the engine's granule of t.
func windowsOf(t *tree.Tree) nullWindows {
	d, k := granule(t)
	return nullWindows{d, k}
}

func TestRandomTreesAgainstReference(t *testing.T) {
	trees := 10000
	if testing.Short() {
		trees = 1000
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := range trees {
		tr, opt := randomTree(r)
		rf := newRef(tr, opt)
		want, _ := rf.minimax(tree.Root, 0)
		minimaxLeaves := rf.leaves
		var pv []tree.NodeID
		for id := tree.Root; id != tree.None; {
			pv = append(pv, id)
			rf.leaves = nil
			_, id = rf.minimax(id, int(tr.Levels()[id]))
		}
		inf := math.Inf(1)
		strict := opt.Strict
		for _, algo := range Algorithms {
			opt.Algorithm, opt.Strict, opt.Guess, opt.Aspiration = algo, strict, 0, 0
			opt.Strict = strict && algo.Uses().Has(UseStrict)
			switch algo {
			case MTDF: // its null windows need α ≥ β; a guess anywhere
				opt.Guess = float64(i%7 - 3)
			case Iterative: // now and then an aspiration window
				opt.Aspiration = float64(i%4) / 2
			}
			trace := mustRun(t, tr, opt)
			where := fmt.Sprintf("tree %d %s %+v", i, treeText(tr), opt)
			if trace.Value != want {
				t.Fatalf("%s: value %v, minimax says %v", where, trace.Value, want)
			}
			if algo == Bratko { // betterof: on a tie the later child
				b := &bratkoRef{ref: rf}
				rf.leaves = nil
				if v, line := b.search(); v != trace.Value || fmt.Sprint(line) != fmt.Sprint(trace.PV) {
					t.Fatalf("%s: value %v, line %v; the program answers %v, %v", where, trace.Value, trace.PV, v, line)
				}
			} else if algo == Iterative { // best first: among equals, not always the tree's first
				if len(trace.PV) != len(pv) && (len(pv) < 2 || len(trace.PV) < 2) {
					t.Fatalf("%s: principal variation %v, want one like %v", where, trace.PV, pv)
				}
				if len(pv) > 1 {
					rf.leaves = nil
					if v, _ := rf.minimax(trace.PV[1], 1); v != want {
						t.Fatalf("%s: the move %s is worth %v, the root %v", where, tr.Name(trace.PV[1]), v, want)
					}
				}
			} else if fmt.Sprint(trace.PV) != fmt.Sprint(pv) {
				t.Fatalf("%s: principal variation %v, want %v", where, trace.PV, pv)
			}
			rf.leaves = nil
			switch algo {
			case Minimax, Negamax, Expectimax: // no chance nodes here: expectimax is minimax
				rf.leaves = minimaxLeaves
			case AlphaBeta, Star1: // and Star1 alpha-beta
				rf.failSoft(tree.Root, -inf, inf, 0)
			case AlphaBetaFailHard:
				rf.failHard(tree.Root, -inf, inf, 0)
			case AlphaBetaNegamax:
				rf.negamax(tree.Root, -inf, inf, 0)
			case PVS:
				rf.pvs(tree.Root, -inf, inf, windowsOf(tr), 0)
			case MTDF:
				rf.mtdf(opt.Guess, windowsOf(tr))
			case Iterative:
				rf.iterative(trace.RootDepth, opt.Aspiration)
			case Bratko:
				(&bratkoRef{ref: rf}).search()
			case SlidesStage1:
				soglia := inf
				if trace.Kinds[tree.Root] == tree.Min {
					soglia = -inf
				}
				rf.answers = map[tree.NodeID]answer{}
				rf.slides1(tree.Root, soglia, 0)
			case SlidesStage2:
				rf.answers = map[tree.NodeID]answer{}
				rf.slides2(tree.Root, -inf, inf, 0)
			}
			if algo == Bratko || algo.Slides() { // every call, not only the root's line
				checkAnswers(t, where, trace, rf.answers)
			}
			if got := evaluated(trace); fmt.Sprint(got) != fmt.Sprint(rf.leaves) {
				t.Fatalf("%s: evaluated %v, reference %v", where, got, rf.leaves)
			}
			if algo.Classic() || algo.Chance() {
				checkCounts(t, where, trace)
			}
		}
	}
}

// checkCounts: every searched node is either called or pruned, never both,
// and the statistics add up.
func checkCounts(t *testing.T, where string, tr *Trace) {
	t.Helper()
	final := tr.At(tr.Len() - 1)
	called, prunedNodes, prunedLeaves := 0, 0, 0
	for id := range tr.Tree.Nodes {
		id := tree.NodeID(id)
		ns := final.Node(id)
		inSearch := !tr.BelowLimit(id)
		leaf := inSearch && (tr.Depth(id) == 0 || tr.Tree.Nodes[id].IsLeaf())
		switch {
		case ns.Status == Done:
			called++
			if !inSearch {
				t.Fatalf("%s: node %s below the depth limit was called", where, tr.Tree.Name(id))
			}
		case ns.Status == Pruned && inSearch:
			prunedNodes++
			if leaf {
				prunedLeaves++
			}
		case ns.Status == NotReached && inSearch:
			t.Fatalf("%s: node %s was neither called nor pruned", where, tr.Tree.Name(id))
		}
	}
	st := tr.Stats
	ms := tr.MinimaxStats()
	if st.Calls != called || st.PrunedNodes != prunedNodes || st.PrunedLeaves != prunedLeaves ||
		st.Calls+st.PrunedNodes != ms.Calls || st.LeavesEvaluated+st.PrunedLeaves != ms.LeavesEvaluated {
		t.Fatalf("%s: stats %+v, counted calls %d pruned %d/%d, minimax %+v", where, st, called, prunedNodes, prunedLeaves, ms)
	}
}

func treeText(t *tree.Tree) string {
	var b []byte
	var walk func(id tree.NodeID)
	walk = func(id tree.NodeID) {
		n := t.Nodes[id]
		if n.Kind != tree.Auto {
			b = append(b, n.Kind.String()...)
		}
		if n.IsLeaf() {
			b = append(b, tree.FormatValue(n.Value)...)
			return
		}
		b = append(b, '[')
		for i, c := range n.Children {
			if i > 0 {
				b = append(b, ',')
			}
			walk(c)
		}
		b = append(b, ']')
	}
	walk(tree.Root)
	return string(b)
}

// TestSnapshotsMatchReplay checks At(k) against a plain replay of steps
// 0…k for every node at every step.
func TestSnapshotsMatchReplay(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 200 {
		tr, opt := randomTree(r)
		opt.Algorithm = Algorithms[i%len(Algorithms)]
		opt.Strict = opt.Strict && opt.Algorithm.Uses().Has(UseStrict)
		checkReplay(t, fmt.Sprintf("tree %d %s %v", i, treeText(tr), opt), mustRun(t, tr, opt))
	}
}

// checkReplay checks every snapshot of trace against a plain replay of
// its steps.
func checkReplay(t *testing.T, where string, trace *Trace) {
	t.Helper()
	tr := trace.Tree
	{
		n := tr.Len()
		state := make([]State, n)
		for id := range state {
			state[id] = unset()
		}
		status := make([]Status, n)
		calls, callNo := 0, make([]int, n)
		for k := range trace.Len() {
			s := trace.StepAt(k)
			for id := range status {
				if status[id] == Current {
					status[id] = OnStack
				}
			}
			switch s.Kind {
			case Phase: // a new pass over the tree starts blank
				for id := range status {
					status[id], state[id], callNo[id] = NotReached, unset(), 0
				}
			case Call:
				status[s.Node] = Current
				calls++
				callNo[s.Node] = calls
			case Prune:
				for _, c := range trace.Pruned(k) {
					for _, d := range subtree(tr, c) {
						status[d] = Pruned
					}
				}
			}
			outside := s.Kind == Start || s.Kind == End || s.Kind == Phase
			if !outside && status[s.Node] != Pruned {
				status[s.Node] = Current
			}
			if !outside {
				state[s.Node] = s.State()
			}
			if k > 0 && s.Kind != Phase {
				prev := trace.StepAt(k - 1)
				if (prev.Kind == Leaf || prev.Kind == Return) && status[prev.Node] != Pruned {
					status[prev.Node] = Done
				}
			}
			snap := trace.At(k)
			for id := range n {
				got := snap.Node(tree.NodeID(id))
				want := NodeState{State: state[id], Status: status[id], Call: int32(callNo[id])}
				if want.Status == Pruned || want.Status == NotReached {
					want.State, want.Call = unset(), 0
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("%s step %d (%s) node %s: snapshot %+v, replay %+v",
						where, k, describe(trace, k), tr.Name(tree.NodeID(id)), got, want)
				}
			}
		}
	}
}

func subtree(t *tree.Tree, id tree.NodeID) []tree.NodeID {
	out := []tree.NodeID{id}
	for i := 0; i < len(out); i++ {
		out = append(out, t.Nodes[out[i]].Children...)
	}
	return out
}
