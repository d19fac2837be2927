package search

import (
	"math"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// bounds is what MTD(f)'s memory, or a transposition table, holds on a
// node: its value lies in [lower, upper] when searched to depth (or
// deeper); best is the chosen child of the search that stored it, from
// the node whose search that was.
type bounds struct {
	lower, upper float64
	best, from   tree.NodeID
	depth        int
}

// mtdf is Plaat's MTD(f): from a first guess g, null-window searches of
// the whole tree with memory, each a pass with the window (β − δ, β)
// where β = max(g, lower + δ); a pass that returns g < β shows that the
// root's value is at most g (upper = g), otherwise at least g (lower = g);
// the passes stop when the bounds meet.
func (e *engine) mtdf(depth int, guess float64) float64 {
	g, lower, upper := guess, math.Inf(-1), math.Inf(1)
	e.memory = map[tree.NodeID]bounds{}
	// Each pass moves a bound to a value of the tree: as many passes as
	// the tree has nodes, and two, are more than it can need.
	for passes := 0; lower < upper; passes++ {
		if passes > e.t.Len()+2 {
			panic(stopped{ErrNoConvergence})
		}
		beta := math.Max(g, e.above(lower))
		alpha := e.below(beta)
		e.rec.record(Step{Kind: Phase, Node: tree.Root, Child: tree.None, Alpha: alpha, Beta: beta, Value: lower, V: upper, Chosen: tree.None})
		g = e.withMemory(tree.Root, alpha, beta, depth)
		if g < beta {
			upper = g
		} else {
			lower = g
		}
	}
	return g
}

// ErrNoConvergence says MTD(f)'s bounds did not meet: a tree whose values
// are too far apart for a float64 to tell the null windows apart.
var ErrNoConvergence = i18n.New("search.no_convergence")

// above is the upper end of the null window (x, above(x)): x + δ, on the
// tree's decimals (0.2 + 0.1 is 0.3 there, not 0.30000000000000004, past
// the tree's 0.3), or the next float64 where x is too large for x + δ to
// differ from it.
func (e *engine) above(x float64) float64 {
	return math.Max(e.onGrid(x+e.delta), math.Nextafter(x, math.Inf(1)))
}

// below is the lower end of the null window (below(x), x).
func (e *engine) below(x float64) float64 {
	return math.Min(e.onGrid(x-e.delta), math.Nextafter(x, math.Inf(-1)))
}

// onGrid rounds v to the tree's decimals, when its values have some.
func (e *engine) onGrid(v float64) float64 {
	if e.decimals < 0 || math.IsInf(v, 0) {
		return v
	}
	return onGrid(v, math.Pow10(e.decimals))
}

// withMemory is Plaat's AlphaBetaWithMemory in the shape of seed 000's
// alpha_beta (V apart from the window, fail-soft): bounds stored by an
// earlier call settle the call (lower ≥ β or upper ≤ α: the bound is
// returned) or narrow its window; as it returns, an inner node stores
// what its value says: at most V (V ≤ α), at least V (V ≥ β), or exactly
// V. Leaves are evaluated again rather than remembered.
func (e *engine) withMemory(n tree.NodeID, alpha, beta float64, depth int) float64 {
	s, stop := e.enter(n, alpha, beta, depth, e.worst(n))
	if b, ok := e.memory[e.key(n)]; ok && b.depth >= depth {
		switch {
		case b.lower >= s.Beta || b.upper <= s.Alpha || b.lower == b.upper:
			v := b.lower
			if b.upper <= s.Alpha {
				v = b.upper
			}
			settled := SettledUpper
			switch {
			case b.lower == b.upper:
				settled = SettledExact
			case b.lower >= s.Beta:
				settled = SettledLower
			}
			s.V, s.Chosen = v, e.same(n, b.best)
			e.rec.record(Step{Kind: Recall, Node: n, Child: b.from, Value: v, Alpha: s.Alpha, Beta: s.Beta, V: s.V, Chosen: s.Chosen, Yes: true, Settled: settled})
			e.leave(n, s, false)
			return v
		default:
			s.Alpha, s.Beta = math.Max(s.Alpha, b.lower), math.Min(s.Beta, b.upper)
			e.record(Recall, n, b.from, unknown(), s, false)
		}
	}
	if stop {
		return e.evaluate(n, s, false)
	}
	a, b := s.Alpha, s.Beta // the window the value is judged against
	children := e.t.Nodes[n].Children
	for i, c := range children {
		v := e.withMemory(c, s.Alpha, s.Beta, depth-1)
		e.compareV(n, c, v, &s)
		if e.narrow(n, c, v, &s, false) && e.cutoff(n, s) {
			e.prune(n, children[i+1:], s)
			break
		}
	}
	e.leave(n, s, false)
	e.store(n, s.V, a, b, s.Chosen, depth)
	return s.V
}

// store keeps in memory what node n's value v, found with the window (a,
// b), says about it, together with what was known before.
func (e *engine) store(n tree.NodeID, v, a, b float64, best tree.NodeID, depth int) {
	m, ok := e.memory[e.key(n)]
	if !ok || m.depth != depth { // what a shallower search found goes
		m = bounds{lower: math.Inf(-1), upper: math.Inf(1)}
	}
	switch {
	case v <= a:
		m.upper = v
	case v >= b:
		m.lower = v
	default:
		m.lower, m.upper = v, v
	}
	m.best, m.from, m.depth = best, n, depth
	e.memory[e.key(n)] = m
}

// key is where node n's bounds are kept: n itself, or with a
// transposition table the first node of the same position and player.
func (e *engine) key(n tree.NodeID) tree.NodeID {
	if e.canon != nil {
		return e.canon[n]
	}
	return n
}

// same returns the child of n that makes the move child c of another
// node of the same position makes (a chosen child stored from there), or
// c itself.
func (e *engine) same(n, c tree.NodeID) tree.NodeID {
	if c == tree.None || e.t.Nodes[c].Parent == n {
		return c
	}
	for _, k := range e.t.Nodes[n].Children {
		if e.key(k) == e.key(c) {
			return k
		}
	}
	return tree.None
}

// transpositions maps every node to the first node, in preorder, of the
// same position with the same player to move; nodes without a position
// map to themselves.
func transpositions(t *tree.Tree, kinds []tree.Kind) []tree.NodeID {
	canon := make([]tree.NodeID, t.Len())
	first := map[string]tree.NodeID{}
	for _, id := range t.Preorder() {
		canon[id] = id
		if p := t.Nodes[id].Position; p != "" {
			k := kinds[id].String() + " " + p
			if f, ok := first[k]; ok {
				canon[id] = f
			} else {
				first[k] = id
			}
		}
	}
	return canon
}
