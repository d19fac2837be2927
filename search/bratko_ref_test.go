package search

import (
	"math"
	"testing"

	"gametree/internal/tree"
)

// bratkoRef is the reference for Bratko's program, clause by clause as the
// Prolog is written (lists, recursion on the tail, betterof on the way
// back), independent of the engine's loop. good keeps the GoodPos each
// call answered.
type bratkoRef struct {
	*ref
	good map[tree.NodeID]tree.NodeID
}

// answer is what a reference says one call of a node did: the window it
// was called with, and the value and chosen child it returned.
type answer struct {
	alpha, beta, v float64
	chosen         tree.NodeID
}

// alphabeta(Pos, Alpha, Beta, GoodPos, Val); a position without moves
// answers no GoodPos.
func (r *bratkoRef) alphabeta(pos tree.NodeID, alpha, beta float64, level int) (tree.NodeID, float64) {
	if v, ok := r.stop(pos, level); ok { // staticval
		return tree.None, v
	}
	good, val := r.boundedbest(r.t.Nodes[pos].Children, alpha, beta, level+1)
	r.good[pos] = good
	r.answers[pos] = answer{alpha, beta, val, good}
	return good, val
}

// boundedbest([Pos|PosList], Alpha, Beta, GoodPos, GoodVal).
func (r *bratkoRef) boundedbest(list []tree.NodeID, alpha, beta float64, level int) (tree.NodeID, float64) {
	pos, rest := list[0], list[1:]
	_, val := r.alphabeta(pos, alpha, beta, level)
	return r.goodenough(rest, alpha, beta, pos, val, level)
}

// goodenough(PosList, Alpha, Beta, Pos, Val, GoodPos, GoodVal).
func (r *bratkoRef) goodenough(rest []tree.NodeID, alpha, beta float64, pos tree.NodeID, val float64, level int) (tree.NodeID, float64) {
	if len(rest) == 0 { // no other candidate
		return pos, val
	}
	if r.minToMove(pos) && val > beta || r.maxToMove(pos) && val < alpha {
		return pos, val // a bound attained
	}
	newAlpha, newBeta := r.newbounds(alpha, beta, pos, val)
	pos1, val1 := r.boundedbest(rest, newAlpha, newBeta, level)
	return r.betterof(pos, val, pos1, val1)
}

func (r *bratkoRef) newbounds(alpha, beta float64, pos tree.NodeID, val float64) (float64, float64) {
	switch {
	case r.minToMove(pos) && val > alpha:
		return val, beta
	case r.maxToMove(pos) && val < beta:
		return alpha, val
	}
	return alpha, beta
}

func (r *bratkoRef) betterof(pos tree.NodeID, val float64, pos1 tree.NodeID, val1 float64) (tree.NodeID, float64) {
	if r.minToMove(pos) && val > val1 || r.maxToMove(pos) && val < val1 {
		return pos, val
	}
	return pos1, val1
}

// minToMove(Pos): MAX moved into Pos (its parent is MAX); maxToMove: MIN
// did.
func (r *bratkoRef) minToMove(pos tree.NodeID) bool {
	return r.kinds[r.t.Nodes[pos].Parent] == tree.Max
}

func (r *bratkoRef) maxToMove(pos tree.NodeID) bool {
	return r.kinds[r.t.Nodes[pos].Parent] == tree.Min
}

// search runs the program from the root with the whole window and returns
// its value and the line of GoodPos answers from the root down.
func (r *bratkoRef) search() (float64, []tree.NodeID) {
	r.good, r.answers = map[tree.NodeID]tree.NodeID{}, map[tree.NodeID]answer{}
	_, val := r.alphabeta(tree.Root, math.Inf(-1), math.Inf(1), 0)
	pv := []tree.NodeID{tree.Root}
	for id, ok := r.good[tree.Root]; ok && id != tree.None; id, ok = r.good[id] {
		pv = append(pv, id)
	}
	return val, pv
}

// slides1 is the reference for the slides' "alfa-beta provvisorio",
// written from the slides' text: max (min) against soglia_max
// (soglia_min), the value of the opponent's node just above.
func (r *ref) slides1(n tree.NodeID, soglia float64, level int) float64 {
	if v, ok := r.stop(n, level); ok {
		return v
	}
	maxing := r.kinds[n] != tree.Min
	best, migliore := math.Inf(1), tree.None
	a := answer{alpha: soglia, beta: math.Inf(1)}
	if maxing {
		best, a = math.Inf(-1), answer{alpha: math.Inf(-1), beta: soglia}
	}
	done := func(v float64) float64 {
		a.v, a.chosen = v, migliore
		r.answers[n] = a
		return v
	}
	for _, c := range r.t.Nodes[n].Children {
		s := best
		if r.kinds[c] == r.kinds[n] {
			s = soglia
		}
		v := r.slides1(c, s, level+1)
		if maxing {
			if v > best {
				best, migliore = v, c
			}
			if best > soglia || !r.strict && best == soglia {
				return done(soglia)
			}
		} else {
			if v < best {
				best, migliore = v, c
			}
			if best < soglia || !r.strict && best == soglia {
				return done(soglia)
			}
		}
	}
	return done(best)
}

// slides2 is the reference for the slides' "seconda approssimazione":
// max from alfa, min from beta, the window passed down unchanged.
func (r *ref) slides2(n tree.NodeID, alfa, beta float64, level int) float64 {
	if v, ok := r.stop(n, level); ok {
		return v
	}
	migliore := tree.None
	done := func(v float64) float64 {
		r.answers[n] = answer{alfa, beta, v, migliore}
		return v
	}
	if r.kinds[n] != tree.Min {
		max := alfa
		for _, c := range r.t.Nodes[n].Children {
			if v := r.slides2(c, alfa, beta, level+1); v > max {
				max, migliore = v, c
			}
			if r.cut(max, beta) {
				return done(beta)
			}
		}
		return done(max)
	}
	min := beta
	for _, c := range r.t.Nodes[n].Children {
		if v := r.slides2(c, alfa, beta, level+1); v < min {
			min, migliore = v, c
		}
		if r.cut(alfa, min) {
			return done(alfa)
		}
	}
	return done(min)
}

// checkAnswers compares every call of an inner node in tr with what the
// reference says that call did: the window it was called with, the value
// and the chosen child it returned.
func checkAnswers(t *testing.T, where string, tr *Trace, answers map[tree.NodeID]answer) {
	t.Helper()
	calls := 0
	for k := range tr.Len() {
		s := tr.StepAt(k)
		if s.Kind != Return || tr.Tree.Nodes[s.Node].IsLeaf() {
			continue
		}
		want, ok := answers[s.Node]
		if !ok {
			continue // at the depth limit: evaluated, not searched
		}
		calls++
		call := tr.StepAt(tr.CallStep(s.Node))
		if call.Alpha != want.alpha || call.Beta != want.beta || s.V != want.v || s.Chosen != want.chosen {
			t.Fatalf("%s: %s called with (%v, %v) returned %v, chosen %s; the reference: (%v, %v), %v, %s", where, tr.Tree.Name(s.Node),
				call.Alpha, call.Beta, s.V, tr.Tree.Name(s.Chosen), want.alpha, want.beta, want.v, tr.Tree.Name(want.chosen))
		}
	}
	if calls != len(answers) {
		t.Fatalf("%s: %d calls returned, the reference made %d", where, calls, len(answers))
	}
}
