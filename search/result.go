package search

import (
	"context"

	"gametree/internal/tree"
)

// Result is what a search found, without its steps: the value, the
// principal variation, the counts, every node's chosen child and whether
// it was pruned, the calls in order and the evaluations in order. It is
// what `gametree solve` prints. Solve records it while the algorithm
// runs, in a small part of the memory of a Trace (minimax over a million
// nodes takes 3.3 million steps), and everything in it equals what the
// Trace of the same search says.
type Result struct {
	Outcome
	// Calls lists the calls in order: call N is Calls[N-1].
	Calls []CallRecord
	// Evaluated lists the leaves, and the nodes at the depth limit, in the
	// order they were evaluated.
	Evaluated []tree.NodeID
	// Steps is the number of steps the search's Trace has (Trace.Len), and
	// CoarseSteps the number in its coarse view (len(Trace.Coarse())).
	Steps, CoarseSteps int

	chosen  []tree.NodeID
	pruned  []bool
	minimax Stats
}

// CallRecord is one call: the node, the window it was called with and
// the remaining depth.
type CallRecord struct {
	// Alpha and Beta are the window (α, β); NaN for minimax and negamax,
	// which have none.
	Alpha, Beta float64
	Node        tree.NodeID
	// Depth is the remaining depth (in iterative deepening, the
	// iteration's depth less the node's level).
	Depth int32
}

// Solve searches t with opt, as Run does, and keeps only what a Result
// holds. It stops early, with ctx's error, when ctx is cancelled.
func Solve(ctx context.Context, t *tree.Tree, opt Options) (*Result, error) {
	sh, err := prepare(t, opt)
	if err != nil {
		return nil, err
	}
	r := &Result{
		Outcome: sh.outcome(t, opt),
		chosen:  make([]tree.NodeID, t.Len()), pruned: make([]bool, t.Len()),
		minimax: sh.countMinimax(),
	}
	for id := range r.chosen {
		r.chosen[id] = tree.None
	}
	if !opt.Algorithm.Prunes() { // every node is called: room for all at once
		r.Calls = make([]CallRecord, 0, r.minimax.Calls)
		r.Evaluated = make([]tree.NodeID, 0, r.minimax.LeavesEvaluated)
	}
	value, err := run(sh, opt, &tally{ctx: ctx, r: r, sh: sh, depth: sh.rootDepth})
	if err != nil {
		return nil, err
	}
	r.Value = value
	r.Steps++ // End
	r.CoarseSteps++
	for id := tree.Root; id != tree.None; id = r.chosen[id] {
		r.PV = append(r.PV, id)
	}
	return r, nil
}

// tally is the recorder behind Solve: it counts the steps and keeps the
// calls, the evaluations, the chosen children and the pruned nodes, but
// not the steps themselves.
type tally struct {
	ctx   context.Context
	r     *Result
	sh    shape
	stack []tree.NodeID // reused by prune
	// depth is the remaining depth at the root: an iteration's depth in
	// iterative deepening.
	depth int
}

func (c *tally) record(s Step) {
	r := c.r
	if r.Steps&(1<<chunkBits-1) == 0 { // as often as a Trace looks
		if err := c.ctx.Err(); err != nil {
			panic(stopped{err})
		}
	}
	r.Steps++
	r.Stats.count(&s)
	switch s.Kind {
	case Call:
		r.Calls = append(r.Calls, CallRecord{Node: s.Node, Alpha: s.Alpha, Beta: s.Beta, Depth: int32(c.depth) - c.sh.levels[s.Node]})
		r.pruned[s.Node] = false // searched again after a cutoff skipped it (PVS)
		r.CoarseSteps++
	case Leaf:
		r.Evaluated = append(r.Evaluated, s.Node)
		r.chosen[s.Node] = s.Chosen
		r.CoarseSteps++
	case Return:
		r.chosen[s.Node] = s.Chosen
		r.CoarseSteps++
	case Prune:
		for _, p := range prunedBy(r.Tree, &s) {
			c.stack = c.sh.prune(p, c.stack, &r.Stats, func(id tree.NodeID) { r.pruned[id], r.chosen[id] = true, tree.None })
		}
	case Start:
		r.CoarseSteps++
	case Phase: // a new pass over the tree: what the last one found goes, as in a Trace's snapshots
		if r.Options.Algorithm == Iterative {
			c.depth = int(s.Value)
		}
		for id := range r.chosen {
			r.chosen[id], r.pruned[id] = tree.None, false
		}
		r.CoarseSteps++
	}
}

// Last is the number of the search's last step, as Trace.Last counts the
// steps a person reads: Steps less the start, step 0.
func (r *Result) Last() int { return r.Steps - 1 }

// CoarseLast is Last in the coarse view, as Trace.CoarseLast.
func (r *Result) CoarseLast() int { return r.CoarseSteps - 1 }

// Chosen returns the node's chosen child when its call returned, or
// tree.None (a leaf, a node never called).
func (r *Result) Chosen(id tree.NodeID) tree.NodeID { return r.chosen[id] }

// Pruned reports whether a cutoff skipped the node or an ancestor (after
// its last call, in the last pass).
func (r *Result) Pruned(id tree.NodeID) bool { return r.pruned[id] }

// Depth returns the remaining depth a node is (or would be) called with.
func (r *Result) Depth(id tree.NodeID) int { return r.shape().depth(id) }

// SearchLeaves returns, left to right, the leaves of the tree as the search
// sees it, as Trace.SearchLeaves does.
func (r *Result) SearchLeaves() []tree.NodeID { return r.shape().leaves(r.minimax.LeavesEvaluated) }

// MinimaxStats returns what minimax does on the same tree with the same
// depth limit, as Trace.MinimaxStats does.
func (r *Result) MinimaxStats() Stats { return r.minimax }

func (r *Result) shape() shape {
	return shape{t: r.Tree, kinds: r.Kinds, levels: r.Levels, rootDepth: r.RootDepth}
}
