package search

import (
	"math"

	"gametree/internal/tree"
)

// pvs is Marsland's principal variation search in the negamax form of
// seed 004's alphabeta_negamax: the first child is searched with the full
// window; every other child first with a null window (α, α + δ), which
// only asks whether it beats α; a child that fails high (α < score < β) is
// searched again with the full window (α, β), which also finds its chosen
// children (NegaScout's (score, β) would leave them out where the value
// equals score). A score above α becomes α and the chosen child, the
// cutoff test follows every child, and the node returns α.
func (e *engine) pvs(n tree.NodeID, alpha, beta float64, depth int) float64 {
	s, stop := e.enter(n, alpha, beta, depth, unknown())
	if stop {
		return e.evaluate(n, s, true)
	}
	children := e.t.Nodes[n].Children
	for i, c := range children {
		var score float64
		if i == 0 {
			score = e.pvsChild(n, c, s.Alpha, s.Beta, depth)
		} else {
			score = e.pvsChild(n, c, s.Alpha, e.above(s.Alpha), depth)
			if e.research(n, c, score, s) {
				score = e.pvsChild(n, c, s.Alpha, s.Beta, depth)
			}
		}
		e.raiseAlpha(n, c, score, &s)
		if e.cutoff(n, s) {
			e.prune(n, children[i+1:], s)
			break
		}
	}
	s.V = s.Alpha
	e.leave(n, s, false)
	return s.V
}

// pvsChild searches child c of n with the window (alpha, beta) as n sees
// it, turned round (and the score negated) when the opponent moves at c.
func (e *engine) pvsChild(n, c tree.NodeID, alpha, beta float64, depth int) float64 {
	if e.opponent(n, c) {
		return -e.pvs(c, -beta, -alpha, depth-1)
	}
	return e.pvs(c, alpha, beta, depth-1)
}

// research records and answers PVS's question after a null-window search:
// α < score < β, so that the child is better than α and must be searched
// again to learn by how much?
func (e *engine) research(n, c tree.NodeID, score float64, s State) bool {
	again := s.Alpha < score && score < s.Beta
	e.record(Research, n, c, score, s, again)
	return again
}

// granule is the smallest difference two values of t can have: 1 when
// every leaf value and estimate is a whole number, else 0.1, 0.01, … (at
// least 1e-9). It is the width δ of the null windows (α, α + δ) of PVS and
// MTD(f): no value of the tree lies strictly inside one.
func granule(t *tree.Tree) float64 {
	g := 1.0
	fits := func(v float64) bool {
		r := v / g
		return math.IsInf(v, 0) || math.Abs(r-math.Round(r)) <= 1e-6*math.Max(1, math.Abs(r))
	}
	for i := range t.Nodes {
		n := &t.Nodes[i]
		for _, v := range []float64{n.Value, n.Estimate} {
			for g > 1e-9 && !fits(v) {
				g /= 10
			}
		}
	}
	return g
}
