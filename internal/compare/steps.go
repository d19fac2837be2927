package compare

import (
	"context"

	"gametree/internal/tree"
	"gametree/search"
)

// Search is one search of a comparison: an algorithm, and the order the
// children are taken in.
type Search struct {
	Algorithm search.Algorithm
	Order     Order
}

// Orders lists the orderings a comparison offers to choose from, in menu
// order: as they are, best first, worst first, and shuffled with seed 1.
func Orders() []Order { return []Order{AsIs, BestFirst, WorstFirst, Random(1)} }

// Trace searches t as s says, with opt's root, depth limit and cutoff rule,
// and records every step. The trace's tree is t reordered (t itself for
// as-is).
func (s Search) Trace(ctx context.Context, t *tree.Tree, opt search.Options) (*search.Trace, error) {
	return search.Run(ctx, s.Order.Apply(t, opt.Root), opt.For(s.Algorithm))
}

// Counts are what a search has done up to a step.
type Counts struct {
	// Calls is the number of calls made so far: nodes visited.
	Calls           int
	LeavesEvaluated int
	Cutoffs         int
}

// Progress is a search seen call by call, so that several searches can be
// stepped side by side, the k-th call of each: position 0 is the start,
// position k (1 ≤ k ≤ Calls) the step that makes the k-th call, and
// position Calls+1 the end. A position past the end is the end. Monte
// Carlo tree search is seen iteration by iteration: position k is the end
// of its k-th iteration, its calls the nodes its search tree reached and
// its leaves its playouts.
type Progress struct {
	trace *search.Trace
	// steps[p] is the step at position p; leaves[p] and cutoffs[p] the
	// counts up to and including it.
	steps, leaves, cutoffs []int32
}

// NewProgress indexes tr by calls. It reads the trace once.
func NewProgress(tr *search.Trace) *Progress {
	calls := tr.Stats.Calls
	p := &Progress{trace: tr, steps: make([]int32, 0, calls+2), leaves: make([]int32, 0, calls+2), cutoffs: make([]int32, 0, calls+2)}
	var leaves, cutoffs int32
	add := func(k int) {
		p.steps = append(p.steps, int32(k))
		p.leaves = append(p.leaves, leaves)
		p.cutoffs = append(p.cutoffs, cutoffs)
	}
	add(0)
	if tr.Samples() { // Monte Carlo tree search: an iteration a position
		for _, k := range tr.Coarse()[1:] {
			leaves = int32(tr.PlayoutsUpTo(int(k)))
			add(int(k))
		}
		return p
	}
	for k := 1; k < tr.Len(); k++ {
		switch s := tr.StepAt(k); s.Kind {
		case search.Call:
			add(k)
		case search.Leaf:
			leaves++
		case search.CutoffTest:
			if s.Yes {
				cutoffs++
			}
		}
	}
	add(tr.Len() - 1)
	return p
}

// Trace returns the trace indexed.
func (p *Progress) Trace() *search.Trace { return p.trace }

// Last returns the last position: the end, one past the last call.
func (p *Progress) Last() int { return len(p.steps) - 1 }

// Clamp returns pos within 0 … Last().
func (p *Progress) Clamp(pos int) int { return max(0, min(pos, p.Last())) }

// Step returns the step at position pos (clamped).
func (p *Progress) Step(pos int) int { return int(p.steps[p.Clamp(pos)]) }

// Counts returns what the search has done up to position pos (clamped).
func (p *Progress) Counts(pos int) Counts {
	pos = p.Clamp(pos)
	if p.trace.Samples() {
		return Counts{Calls: p.trace.ReachedUpTo(p.Step(pos)), LeavesEvaluated: int(p.leaves[pos])}
	}
	return Counts{Calls: min(pos, p.trace.Stats.Calls), LeavesEvaluated: int(p.leaves[pos]), Cutoffs: int(p.cutoffs[pos])}
}

// Final reports whether position pos is the end.
func (p *Progress) Final(pos int) bool { return p.Clamp(pos) == p.Last() }

// LastShared returns the last shared position of searches stepped
// together: every one of them at its end.
func LastShared(ps []*Progress) int {
	last := 0
	for _, p := range ps {
		last = max(last, p.Last())
	}
	return last
}
