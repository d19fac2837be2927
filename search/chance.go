package search

import (
	"math"

	"gametree/internal/tree"
)

// expectimax is minimax (seed 004's maxi/mini) at MAX and MIN nodes and,
// at a chance node, the expected value: V starts at 0 and each child adds
// its probability times its value.
func (e *engine) expectimax(n tree.NodeID, depth int) float64 {
	if e.kinds[n] != tree.Chance {
		return e.minimax(n, depth) // which comes back here at chance nodes
	}
	s, stop := e.enter(n, unknown(), unknown(), depth, 0)
	if stop {
		return e.evaluate(n, s, false)
	}
	for _, c := range e.t.Nodes[n].Children {
		v := e.expectimax(c, depth-1)
		e.expect(n, c, v, &s)
	}
	e.leave(n, s, false)
	return s.V
}

// star1 is Ballard's Star1 at a chance node n searched with the window
// (α, β), every leaf being worth between L and H (Options.Bounds); MAX
// and MIN nodes are seed 000's alpha-beta, which comes back here for
// chance children. After the children searched so far, worth V = Σ p·v
// together, and with r the probability of those still to search:
//
//   - n is worth at most V + r·H: if that is at most α, n cannot raise
//     its parent's window, and returns that bound (fail low);
//   - n is worth at least V + r·L: if that is at least β, n returns that
//     bound (fail high).
//
// Child c, of probability p, is searched with the window of the values
// that decide neither: ((α − V − r·H)/p, (β − V − r·L)/p), where r now
// leaves c out, cut to [L, H]. Without a cutoff n returns V.
func (e *engine) star1(n tree.NodeID, alpha, beta float64, depth int) float64 {
	s, stop := e.enter(n, alpha, beta, depth, 0)
	if stop {
		return e.evaluate(n, s, false)
	}
	lo, hi := e.bounds.Low, e.bounds.High
	children := e.t.Nodes[n].Children
	rest := 1.0 // the probability of the children not yet searched
	for i, c := range children {
		p := e.t.Probability(c)
		rest = math.Max(0, rest-p)
		a, b := lo, hi
		if p > 0 {
			a = math.Max(lo, (s.Alpha-s.V-hi*rest)/p)
			b = math.Min(hi, (s.Beta-s.V-lo*rest)/p)
		}
		v := e.alphaBeta(c, a, b, depth-1)
		e.expect(n, c, v, &s)
		if i == len(children)-1 {
			break // nothing left to guess: V is the value
		}
		if bound, cut := e.starTest(n, c, UpperTest, s.V+hi*rest, s); cut {
			return e.starCut(n, children[i+1:], bound, s)
		}
		if bound, cut := e.starTest(n, c, LowerTest, s.V+lo*rest, s); cut {
			return e.starCut(n, children[i+1:], bound, s)
		}
	}
	e.leave(n, s, false)
	return s.V
}

// expect adds child c's share p·v to chance node n's value.
func (e *engine) expect(n, c tree.NodeID, v float64, s *State) {
	s.V += e.t.Probability(c) * v
	e.record(Expect, n, c, v, *s, false)
}

// starTest records and answers one of Star1's questions after child c:
// is the most n can be worth at most α (UpperTest), or the least at least
// β (LowerTest)? With the strict cutoff the bound must lie beyond.
func (e *engine) starTest(n, c tree.NodeID, kind StepKind, bound float64, s State) (float64, bool) {
	var cut bool
	switch {
	case kind == UpperTest && e.strict:
		cut = bound < s.Alpha
	case kind == UpperTest:
		cut = bound <= s.Alpha
	case e.strict:
		cut = bound > s.Beta
	default:
		cut = bound >= s.Beta
	}
	e.record(kind, n, c, bound, s, cut)
	return bound, cut
}

// starCut prunes the children of n still to search and returns the
// bound a Star1 test found beyond the window.
func (e *engine) starCut(n tree.NodeID, rest []tree.NodeID, bound float64, s State) float64 {
	e.prune(n, rest, s)
	s.V = bound
	e.leave(n, s, true)
	return bound
}
