package search

import (
	"context"
	"fmt"
	"math"
	"sort"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// sampling is what a Trace of Monte Carlo tree search keeps beside its
// steps: where each iteration starts, and each playout's moves.
type sampling struct {
	// starts holds the first step of each iteration.
	starts []int32
	// simulations holds the Simulate steps; the moves of the i-th playout
	// are playouts[from[i]:from[i+1]].
	simulations []int32
	from        []int32
	// expansions holds the Expand steps.
	expansions []int32
	playouts   []tree.NodeID
	// c is the search's exploration constant, scale its rewards'.
	c     float64
	scale rewardScale
}

// ErrTooManyToRecord is returned by Run for Monte Carlo tree search asked
// for more iterations than a trace records (MaxRecordedIterations).
var ErrTooManyToRecord = i18n.New("search.mcts_too_many_plain")

// sample runs Monte Carlo tree search over the prepared tree and records
// every step in tr.
func (tr *Trace) sample(ctx context.Context, sh shape, opt Options) (err error) {
	if opt.Iterations > MaxRecordedIterations {
		return i18n.Wrap(ErrTooManyToRecord, "search.mcts_too_many", "Iterations", opt.Iterations, "Max", MaxRecordedIterations)
	}
	u, _, err := prepareUCT(sh.t, opt)
	if err != nil {
		return err
	}
	b := &builder{ctx: ctx, tr: tr}
	tr.sampling = &sampling{c: u.c, scale: u.scale, from: []int32{0}}
	u.b = b
	defer func() {
		if r := recover(); r != nil {
			stop, ok := r.(stopped)
			if !ok {
				panic(r)
			}
			err = fmt.Errorf("search: %w", stop.err)
		}
	}()
	b.record(Step{Kind: Start, Node: tree.Root, Child: tree.None, Value: unknown(), Alpha: 0, Beta: 0, V: unknown(), Chosen: tree.None})
	for range opt.Iterations {
		tr.sampling.starts = append(tr.sampling.starts, int32(tr.len))
		u.iterate()
	}
	s := u.sampled(tr.Outcome, opt)
	tr.Value = s.Value // Stats counted the iterations as Passes, step by step
	root := u.step(Backpropagate, tree.Root, tree.None, unknown())
	root.Kind, root.Value = End, s.Value
	b.record(root)
	tr.coarse = append(tr.coarse, int32(tr.len-1))
	tr.index()
	tr.PV = s.PV
	tr.minimax = tr.shape().countMinimax()
	return nil
}

// step is the step of the given kind about node x, with x's state.
func (u *uct) step(kind StepKind, x, child tree.NodeID, value float64) Step {
	return Step{Kind: kind, Node: x, Child: child, Value: value,
		Alpha: float64(u.n[x]), Beta: u.w[x], V: u.mean(x), Chosen: u.chosen(x)}
}

// chosen is x's child visited most (the leftmost of equals), or
// tree.None when none was.
func (u *uct) chosen(x tree.NodeID) tree.NodeID {
	best := tree.None
	for _, c := range u.sh.t.Nodes[x].Children {
		if u.n[c] > 0 && (best == tree.None || u.n[c] > u.n[best]) {
			best = c
		}
	}
	return best
}

// selected is what a Select step shows of child c of v: its UCB1, +inf
// when never visited, NaN at a chance node.
func (u *uct) selected(v, c tree.NodeID) float64 {
	switch {
	case u.sh.kinds[v] == tree.Chance:
		return math.NaN()
	case u.n[c] == 0:
		return math.Inf(1)
	}
	return u.ucb(v, c)
}

// notePlayout records the Simulate step from s to leaf and its moves.
func (u *uct) notePlayout(s, leaf tree.NodeID, reward float64) {
	sm := u.b.tr.sampling
	sm.simulations = append(sm.simulations, int32(u.b.tr.len))
	sm.playouts = append(sm.playouts, u.playout...)
	sm.from = append(sm.from, int32(len(sm.playouts)))
	u.b.record(u.step(Simulate, s, leaf, reward))
}

// Samples reports whether the trace is Monte Carlo tree search's.
func (tr *Trace) Samples() bool { return tr.sampling != nil }

// Iteration returns the iteration step k belongs to, from 1; 0 at the
// start (and for the other algorithms).
func (tr *Trace) Iteration(k int) int {
	if tr.sampling == nil {
		return 0
	}
	starts := tr.sampling.starts
	return sort.Search(len(starts), func(i int) bool { return int(starts[i]) > k })
}

// IterationStart returns the first step of iteration i (from 1).
func (tr *Trace) IterationStart(i int) int {
	if tr.sampling == nil || i < 1 || i > len(tr.sampling.starts) {
		return 0
	}
	return int(tr.sampling.starts[i-1])
}

// Playout returns the nodes a Simulate step went through below its Node,
// the leaf last; nil for any other step.
func (tr *Trace) Playout(k int) []tree.NodeID {
	if tr.sampling == nil {
		return nil
	}
	sims := tr.sampling.simulations
	i := sort.Search(len(sims), func(i int) bool { return int(sims[i]) >= k })
	if i == len(sims) || int(sims[i]) != k {
		return nil
	}
	return tr.sampling.playouts[tr.sampling.from[i]:tr.sampling.from[i+1]]
}

// ReachedUpTo returns how many nodes the search tree holds after step k:
// the root from the end of the first iteration, and every node expanded.
func (tr *Trace) ReachedUpTo(k int) int {
	if tr.sampling == nil {
		return 0
	}
	n := upTo(tr.sampling.expansions, k)
	if k >= int(tr.coarse[1]) { // the end of the first iteration backs the root up
		n++
	}
	return n
}

// PlayoutsUpTo returns how many playouts were run up to step k.
func (tr *Trace) PlayoutsUpTo(k int) int {
	if tr.sampling == nil {
		return 0
	}
	return upTo(tr.sampling.simulations, k)
}

// upTo counts the steps in steps (ascending) at or before k.
func upTo(steps []int32, k int) int {
	return sort.Search(len(steps), func(i int) bool { return int(steps[i]) > k })
}

// Reward returns the leaf value v as a reward from 0 to 1 for MAX, as
// the trace's Monte Carlo tree search scaled it.
func (tr *Trace) Reward(v float64) float64 {
	if tr.sampling == nil {
		return 0.5
	}
	return tr.sampling.scale.reward(v)
}

// sampledNode is Node for Monte Carlo tree search: the state its last
// step says; on the path of the running iteration (OnStack) until
// backpropagation reaches it.
func (s Snapshot) sampledNode(id tree.NodeID) NodeState {
	tr := s.tr
	ns := NodeState{State: unset()}
	last := tr.ownBefore(id, s.k)
	if last < 0 {
		return ns
	}
	st := tr.Step(last)
	ns.Visits = int32(st.Alpha)
	ns.V, ns.Chosen = st.V, st.Chosen
	switch {
	case s.Current() == id:
		ns.Status = Current
	case st.Kind != Backpropagate && st.Kind != End && st.Kind != Start && int(last) >= tr.IterationStart(tr.Iteration(int(s.k))):
		ns.Status = OnStack
	case ns.Visits > 0:
		ns.Status = Done
	}
	return ns
}

// UCB returns child c's UCB1 as its parent v would weigh it at the
// snapshot: its mean reward (1 − mean at MIN) plus the exploration term;
// +inf for a child never visited, NaN under a chance node.
func (s Snapshot) UCB(v, c tree.NodeID) float64 {
	tr := s.tr
	if tr.sampling == nil || tr.Kinds[v] == tree.Chance {
		return math.NaN()
	}
	nv, _ := s.Counts(v)
	nc, wc := s.Counts(c)
	if nc == 0 {
		return math.Inf(1)
	}
	q := wc / float64(nc)
	if tr.Kinds[v] == tree.Min {
		q = 1 - q
	}
	return q + tr.sampling.c*math.Sqrt(math.Log(float64(nv))/float64(nc))
}

// Counts returns node id's visits and sum of rewards at the snapshot.
func (s Snapshot) Counts(id tree.NodeID) (n int32, w float64) {
	if last := s.tr.ownBefore(id, s.k); last >= 0 {
		st := s.tr.Step(last)
		return int32(st.Alpha), st.Beta
	}
	return 0, 0
}
