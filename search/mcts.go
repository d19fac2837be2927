package search

import (
	"context"
	"math"
	"math/rand/v2"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// DefaultExploration is the exploration constant C of UCB1 that the
// command line and the window start from: √2, as Kocsis and Szepesvári's
// UCT and most textbooks take it for rewards in [0, 1].
const DefaultExploration = math.Sqrt2

// MaxIterations is the most iterations Monte Carlo tree search is asked
// for; MaxRecordedIterations the most a Sampling records for stepping.
const (
	MaxIterations         = 10_000_000
	MaxRecordedIterations = 100_000
)

// ErrIterations is returned for a number of iterations outside 1 …
// MaxIterations.
var ErrIterations = i18n.New("search.bad_iterations_plain")

// ErrSampled is returned by Run and Solve for Monte Carlo tree search,
// which has no calls to record: SampleSolve runs it.
var ErrSampled = i18n.New("search.mcts_no_calls")

// ErrExploration is returned for an exploration constant that is not a
// number of 0 or more.
var ErrExploration = i18n.New("search.bad_exploration_plain")

// checkSampling checks Monte Carlo tree search's own options.
func checkSampling(opt Options) error {
	if !opt.Algorithm.Uses().Has(UseSampling) {
		return nil
	}
	if opt.Iterations < 1 || opt.Iterations > MaxIterations {
		return i18n.Wrap(ErrIterations, "search.bad_iterations", "Iterations", opt.Iterations, "Max", MaxIterations)
	}
	if c := opt.Exploration; math.IsNaN(c) || math.IsInf(c, 0) || c < 0 {
		return i18n.Wrap(ErrExploration, "search.bad_exploration", "C", i18n.Number(tree.FormatValue(c)))
	}
	return nil
}

// uct is Monte Carlo tree search with UCB1 as the tree policy (UCT):
// every iteration selects a path down the part of the tree it has reached,
// adds one node to it, plays at random from there to a leaf and adds the
// leaf's reward to every node of the path.
//
// The contract, which the reference test implements on its own:
//   - A leaf's reward is (value − lo)/(hi − lo), from MAX's point of view,
//     or ½ when lo = hi (worked out on halves where hi − lo is beyond the
//     largest double). A node at the depth limit is a leaf worth its
//     estimate.
//   - Select: from the root, while the node is not a leaf: at a chance
//     node one Float64 picks a child by the probabilities; elsewhere the
//     leftmost child never visited is taken, or, all visited, the child
//     with the greatest UCB1 = q + C·√(ln N(parent) / N(child)), q the
//     child's mean reward at MAX and 1 − mean at MIN, the leftmost of
//     equals. A child never visited ends the selection: it is expanded.
//   - Simulate: from the last node of the path to a leaf, one Float64 at
//     a chance node, one IntN(children) at any other.
//   - Backpropagate: every node of the path (not the playout's) is visited
//     once more and adds the reward.
type uct struct {
	sh    shape
	c     float64
	scale rewardScale
	rng   *rand.Rand
	// n and w are every node's visits and sum of rewards.
	n []int32
	w []float64
	// path is the iteration's selection, root first; playout the nodes
	// below its last node the simulation went through, the leaf last.
	path, playout []tree.NodeID
	// b records the steps of a Trace (nil: SampleSolve, which keeps none).
	b *builder
}

func newUCT(sh shape, c float64, b Bounds, rng *rand.Rand) *uct {
	return &uct{
		sh: sh, c: c, scale: rewardScale{b.Low, b.High}, rng: rng,
		n: make([]int32, sh.t.Len()), w: make([]float64, sh.t.Len()),
	}
}

// iterate runs one iteration and returns the reward it found.
func (u *uct) iterate() float64 {
	u.path = append(u.path[:0], tree.Root)
	for v := tree.Root; !u.sh.isLeaf(v); {
		c := u.selectChild(v)
		u.path = append(u.path, c)
		if u.b != nil {
			u.b.record(u.step(Select, v, c, u.selected(v, c)))
		}
		if u.n[c] == 0 {
			if u.b != nil {
				u.b.tr.sampling.expansions = append(u.b.tr.sampling.expansions, int32(u.b.tr.len))
				u.b.record(u.step(Expand, c, tree.None, math.NaN()))
			}
			break
		}
		v = c
	}
	s := u.path[len(u.path)-1]
	leaf := u.simulate(s)
	r := u.reward(leaf)
	if u.b != nil {
		u.notePlayout(s, leaf, r)
	}
	for i := len(u.path) - 1; i >= 0; i-- {
		x := u.path[i]
		u.n[x]++
		u.w[x] += r
		if u.b != nil {
			below := tree.None
			if i+1 < len(u.path) {
				below = u.path[i+1]
			}
			u.b.record(u.step(Backpropagate, x, below, r))
		}
	}
	return r
}

// selectChild is the tree policy at v, an inner node.
func (u *uct) selectChild(v tree.NodeID) tree.NodeID {
	kids := u.sh.t.Nodes[v].Children
	if u.sh.kinds[v] == tree.Chance {
		return u.throw(kids)
	}
	for _, c := range kids {
		if u.n[c] == 0 {
			return c
		}
	}
	best, bestScore := kids[0], math.Inf(-1)
	for _, c := range kids {
		if s := u.ucb(v, c); s > bestScore {
			best, bestScore = c, s
		}
	}
	return best
}

// ucb is child c's UCB1 seen from its parent v (c visited).
func (u *uct) ucb(v, c tree.NodeID) float64 {
	q := u.w[c] / float64(u.n[c])
	if u.sh.kinds[v] == tree.Min {
		q = 1 - q
	}
	return q + u.c*math.Sqrt(math.Log(float64(u.n[v]))/float64(u.n[c]))
}

// throw picks a child of a chance node by its probability.
func (u *uct) throw(kids []tree.NodeID) tree.NodeID {
	x, sum := u.rng.Float64(), 0.0
	for _, c := range kids {
		sum += u.sh.t.Probability(c)
		if x < sum {
			return c
		}
	}
	return kids[len(kids)-1]
}

// simulate plays at random from s to a leaf, keeping the way in playout.
func (u *uct) simulate(s tree.NodeID) tree.NodeID {
	u.playout = u.playout[:0]
	x := s
	for !u.sh.isLeaf(x) {
		kids := u.sh.t.Nodes[x].Children
		if u.sh.kinds[x] == tree.Chance {
			x = u.throw(kids)
		} else {
			x = kids[u.rng.IntN(len(kids))]
		}
		u.playout = append(u.playout, x)
	}
	return x
}

// worth is what a leaf of the search is worth: its value, or its estimate
// at the depth limit.
func (u *uct) worth(x tree.NodeID) float64 {
	if n := &u.sh.t.Nodes[x]; !n.IsLeaf() {
		return n.Estimate
	}
	return u.sh.t.Nodes[x].Value
}

// reward scales a leaf's worth into [0, 1].
func (u *uct) reward(x tree.NodeID) float64 { return u.scale.reward(u.worth(x)) }

// rewardScale maps the values from lo to hi onto rewards from 0 to 1 and
// back, for any finite lo ≤ hi: where hi − lo is beyond the largest
// double (leaves at ±1e308), it works on halves, whose difference always
// fits, and never forms hi − lo.
type rewardScale struct{ lo, hi float64 }

// reward is value v (lo ≤ v ≤ hi) as a reward in [0, 1]: (v − lo)/(hi −
// lo), or ½ when lo = hi.
func (s rewardScale) reward(v float64) float64 {
	if s.lo == s.hi {
		return 0.5
	}
	if span := s.hi - s.lo; !math.IsInf(span, 0) {
		return (v - s.lo) / span
	}
	return min(max((v/2-s.lo/2)/(s.hi/2-s.lo/2), 0), 1)
}

// value puts a mean reward back on the scale of the values: lo + mean·(hi
// − lo), within [lo, hi].
func (s rewardScale) value(mean float64) float64 {
	if span := s.hi - s.lo; !math.IsInf(span, 0) {
		return s.lo + mean*span
	}
	half := mean * (s.hi/2 - s.lo/2) // lo < 0 < hi here: lo + half lies between them
	return min(max(s.lo+half+half, s.lo), s.hi)
}

// mean is node x's mean reward on the value scale (NaN: never visited).
func (u *uct) mean(x tree.NodeID) float64 {
	if u.n[x] == 0 {
		return math.NaN()
	}
	return u.scale.value(u.w[x] / float64(u.n[x]))
}

// Sampled is what Monte Carlo tree search found: how often each child of
// the root was visited and what it was worth on average, and the move it
// recommends, the child visited most.
type Sampled struct {
	Outcome
	// Iterations is the number of iterations run; Exploration the C of
	// UCB1; Seed the random generator's.
	Iterations  int
	Exploration float64
	Seed        uint64
	// Visits is the number of visits of each child of the root, in
	// order: every iteration goes through one of them, so they add up to
	// Iterations (empty when the root is a leaf).
	Visits []int
	// Means are the root's children's mean rewards back on the scale of
	// the values (NaN: never visited).
	Means []float64
	// Best is the index among the root's children of the child visited
	// most (the leftmost of equals); -1 when the root is a leaf.
	Best int
	// Reached counts the nodes the search tree grew to (the root
	// included).
	Reached int
}

// SampleSolve runs Monte Carlo tree search (opt.Algorithm MCTS) over t
// for opt.Iterations iterations, with the random generator seeded by
// opt.Seed. Outcome.Value is the recommended child's mean on the value
// scale (the root's value when it is a leaf), Outcome.Bounds the rewards'
// bounds, Outcome.PV the root and the child visited most, and so on down
// the search tree. It stops early, with ctx's error, when ctx is
// cancelled.
func SampleSolve(ctx context.Context, t *tree.Tree, opt Options) (*Sampled, error) {
	u, out, err := prepareUCT(t, opt)
	if err != nil {
		return nil, err
	}
	for i := range opt.Iterations {
		if i&0xfff == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		u.iterate()
	}
	return u.sampled(out, opt), nil
}

// prepareUCT checks t and opt for Monte Carlo tree search.
func prepareUCT(t *tree.Tree, opt Options) (*uct, Outcome, error) {
	opt.Algorithm = MCTS
	sh, err := prepare(t, opt)
	if err != nil {
		return nil, Outcome{}, err
	}
	out := sh.outcome(t, opt)
	return newUCT(sh, opt.Exploration, sh.bounds, rand.New(rand.NewPCG(opt.Seed, mctsStream))), out, nil
}

// mctsStream is the second half of the generator's seed.
const mctsStream = 0x9e3779b97f4a7c15

// sampled sums up the search.
func (u *uct) sampled(out Outcome, opt Options) *Sampled {
	s := &Sampled{Outcome: out, Iterations: opt.Iterations, Exploration: opt.Exploration, Seed: opt.Seed, Best: -1}
	for _, n := range u.n {
		if n > 0 {
			s.Reached++
		}
	}
	s.Stats.Calls = s.Reached
	var kids []tree.NodeID
	if !u.sh.isLeaf(tree.Root) { // a root at the depth limit has no moves searched
		kids = u.sh.t.Nodes[tree.Root].Children
	}
	for i, c := range kids {
		s.Visits = append(s.Visits, int(u.n[c]))
		s.Means = append(s.Means, u.mean(c))
		if s.Best < 0 || u.n[c] > int32(s.Visits[s.Best]) {
			s.Best = i
		}
	}
	s.PV = u.mostVisited()
	switch {
	case s.Best >= 0:
		s.Value = s.Means[s.Best]
	default:
		s.Value = u.worth(tree.Root)
	}
	return s
}

// mostVisited follows the child visited most from the root down, as
// far as the search tree reaches (a chance node's too).
func (u *uct) mostVisited() []tree.NodeID {
	pv := []tree.NodeID{tree.Root}
	for v := tree.Root; !u.sh.isLeaf(v); {
		best := u.chosen(v)
		if best == tree.None {
			break
		}
		pv = append(pv, best)
		v = best
	}
	return pv
}
