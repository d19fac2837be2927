package search

import (
	"math"
	"slices"

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

// granule is the width δ of the null windows (α, α + δ) of PVS and
// MTD(f), and the decimals the tree's values are written with: no value
// of the tree may lie strictly inside a window. It is 1 when every leaf
// value and estimate is a whole number, else 0.1, 0.01, … down to 1e-9,
// each value being the float64 nearest to a number of that many
// decimals; windows are then rounded to them (see engine.above), as
// 0.2 + 0.1 is 0.30000000000000004, past 0.3. Values on no such grid
// (0.1 + 0.2 beside 0.3, or 23/7) have windows one float64 wide: δ is 0
// and decimals -1.
func granule(t *tree.Tree) (delta float64, decimals int) {
	var values []float64
	for i := range t.Nodes {
		n := &t.Nodes[i]
		if n.HasValue && !math.IsInf(n.Value, 0) {
			values = append(values, n.Value)
		}
		if n.HasEstimate && !math.IsInf(n.Estimate, 0) {
			values = append(values, n.Estimate)
		}
	}
	scale := 1.0
	for k := 0; k <= 9; k, scale = k+1, scale*10 {
		if !slices.ContainsFunc(values, func(v float64) bool { return onGrid(v, scale) != v }) {
			return 1 / scale, k
		}
	}
	return 0, -1
}

// onGrid is v rounded to the float64 nearest a multiple of 1/scale
// (scale 10^k: k decimals).
func onGrid(v, scale float64) float64 {
	if scale == 1 {
		return math.Round(v)
	}
	return math.Round(v*scale) / scale
}
