package search

import (
	"math"

	"gametree/internal/tree"
)

// The Italian slides "Dall'algoritmo minimax all'algoritmo alfa-beta"
// derive alpha-beta from minimax in stages; the first two are searches of
// their own, written here as the slides write them. MAX keeps max, MIN
// min ("valutazione > max: max = valutazione, migliore = figlio"); a
// cutoff sets finito, stops the loop and returns the threshold it
// reached. The definitive stage is the fail-hard alpha-beta
// (alphaBetaFailHard).

// slidesStage1 is "ALFA-BETA provvisorio": a MAX node stops once max ≥
// soglia_max, the current min of the MIN node above it (+inf while that
// has none), and returns soglia_max; a MIN node once min ≤ soglia_min,
// the current max of the MAX node above, and returns soglia_min. Each
// node sees only its parent's value: cutoffs one level deep. The
// threshold is recorded as the window: (-inf, soglia_max) at MAX,
// (soglia_min, +inf) at MIN. threshold is this node's; a child where the
// same player moves again keeps it.
func (e *engine) slidesStage1(n tree.NodeID, threshold float64, depth int) float64 {
	inf := math.Inf(1)
	alpha, beta := -inf, threshold
	if e.kinds[n] == tree.Min {
		alpha, beta = threshold, inf
	}
	s, stop := e.enter(n, alpha, beta, depth, e.worst(n))
	if stop {
		return e.evaluate(n, s, false)
	}
	return e.slidesLoop(n, s, func(c tree.NodeID, s State) float64 {
		next := s.V // the child's threshold: this node's value so far
		if e.kinds[c] == e.kinds[n] {
			next = threshold
		}
		return e.slidesStage1(c, next, depth-1)
	})
}

// slidesStage2 is "ALFA-BETA seconda approssimazione", as the slides
// write it: max starts at alfa and min at beta, the children are called
// with the alfa and beta the node was given, unchanged; a MAX node stops
// once max ≥ beta and returns beta, a MIN node once min ≤ alfa and
// returns alfa. No bound better than the root's reaches a child, so it
// prunes only where a value reaches the root's own bounds.
func (e *engine) slidesStage2(n tree.NodeID, alpha, beta float64, depth int) float64 {
	v0 := alpha
	if e.kinds[n] == tree.Min {
		v0 = beta
	}
	s, stop := e.enter(n, alpha, beta, depth, v0)
	if stop {
		return e.evaluate(n, s, false)
	}
	return e.slidesLoop(n, s, func(c tree.NodeID, _ State) float64 {
		return e.slidesStage2(c, alpha, beta, depth-1)
	})
}

// slidesLoop is the loop both stages share: each child's value (search
// gives it, from the node's state before it) compared with max or min,
// then the test; a threshold reached ends the loop ("finito") and the
// node returns the threshold.
func (e *engine) slidesLoop(n tree.NodeID, s State, search func(c tree.NodeID, s State) float64) float64 {
	children := e.t.Nodes[n].Children
	for i, c := range children {
		e.compareV(n, c, search(c, s), &s)
		if e.reached(n, s) {
			e.prune(n, children[i+1:], s)
			e.settle(n, &s)
			e.leave(n, s, true)
			return s.V
		}
	}
	e.leave(n, s, false)
	return s.V
}

// reached records and answers the slides' test after each child: has
// max reached beta (MAX: max ≥ β) or min reached alfa (MIN: min ≤ α)? With
// Strict, > and <.
func (e *engine) reached(n tree.NodeID, s State) bool {
	var yes bool
	switch max := e.kinds[n] != tree.Min; {
	case max && e.strict:
		yes = s.V > s.Beta
	case max:
		yes = s.V >= s.Beta
	case e.strict:
		yes = s.V < s.Alpha
	default:
		yes = s.V <= s.Alpha
	}
	e.record(CutoffTest, n, tree.None, s.V, s, yes)
	return yes
}

// settle is the slides' "finito = TRUE; max = soglia_max" (min =
// soglia_min): the node's value becomes the threshold it reached.
func (e *engine) settle(n tree.NodeID, s *State) {
	if e.kinds[n] == tree.Min {
		s.V = s.Alpha
	} else {
		s.V = s.Beta
	}
}
