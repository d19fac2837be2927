package search

import "gametree/internal/tree"

// bratko is the alpha-beta program of Bratko's "Prolog Programming for
// Artificial Intelligence" (Fig. 22.5), as the Romanian handout gives it:
//
//	alphabeta(Pos, Alpha, Beta, GoodPos, Val) :-
//	    moves(Pos, PosList), !, boundedbest(PosList, Alpha, Beta, GoodPos, Val)
//	    ; staticval(Pos, Val).
//	boundedbest([Pos|PosList], Alpha, Beta, GoodPos, GoodVal) :-
//	    alphabeta(Pos, Alpha, Beta, _, Val),
//	    goodenough(PosList, Alpha, Beta, Pos, Val, GoodPos, GoodVal).
//	goodenough([], _, _, Pos, Val, Pos, Val) :- !.
//	goodenough(_, Alpha, Beta, Pos, Val, Pos, Val) :-
//	    min_to_move(Pos), Val > Beta, ! ; max_to_move(Pos), Val < Alpha, !.
//	goodenough(PosList, Alpha, Beta, Pos, Val, GoodPos, GoodVal) :-
//	    newbounds(Alpha, Beta, Pos, Val, NewAlpha, NewBeta),
//	    boundedbest(PosList, NewAlpha, NewBeta, Pos1, Val1),
//	    betterof(Pos, Val, Pos1, Val1, GoodPos, GoodVal).
//	newbounds(Alpha, Beta, Pos, Val, Val, Beta) :- min_to_move(Pos), Val > Alpha, !.
//	newbounds(Alpha, Beta, Pos, Val, Alpha, Val) :- max_to_move(Pos), Val < Beta, !.
//	newbounds(Alpha, Beta, _, _, Alpha, Beta).
//	betterof(Pos, Val, Pos1, Val1, Pos, Val) :-
//	    min_to_move(Pos), Val > Val1, ! ; max_to_move(Pos), Val < Val1, !.
//	betterof(_, _, Pos1, Val1, Pos1, Val1).
//
// min_to_move(Pos) of a child means MAX moved into it: its parent is MAX.
// So after a child of a MAX node the list stops when its value is above
// β (strictly), after a child of a MIN node when below α; the last child
// is never tested; newbounds raises α (MAX) or lowers β (MIN) for the
// children after it. The best is chosen as the recursion unwinds, from
// the last child searched back to the first, and betterof keeps the
// earlier child only when it is strictly better: on a tie the later
// child wins. The node returns the value found (fail-soft).
//
// Steps: goodenough's test is a CutoffTest (Value the child's value, Yes
// when it stops the list), followed by a Prune of the rest; newbounds a
// CompareBound; the list's end, the last child searched taken as the
// best of the rest, a CompareV with Yes; each betterof on the way back a
// CompareV, Yes when the earlier child is strictly better.
func (e *engine) bratko(n tree.NodeID, alpha, beta float64, depth int) float64 {
	s, stop := e.enter(n, alpha, beta, depth, unknown())
	if stop {
		return e.evaluate(n, s, false)
	}
	children := e.t.Nodes[n].Children
	values := make([]float64, 0, len(children))
	maxing := e.kinds[n] != tree.Min
	last := len(children) - 1
	for i, c := range children {
		v := e.bratko(c, s.Alpha, s.Beta, depth-1)
		values = append(values, v)
		if i == last { // goodenough([], …): no other candidate, no test
			break
		}
		enough := maxing && v > s.Beta || !maxing && v < s.Alpha
		e.record(CutoffTest, n, c, v, s, enough)
		if enough {
			e.prune(n, children[i+1:], s)
			break
		}
		e.narrow(n, c, v, &s, false) // newbounds
	}
	// The list ends at the child searched last: the best of the rest so
	// far; then betterof, back to the first.
	j := len(values) - 1
	s.V, s.Chosen = values[j], children[j]
	e.record(CompareV, n, children[j], values[j], s, true)
	for i := j - 1; i >= 0; i-- {
		better := maxing && values[i] > s.V || !maxing && values[i] < s.V
		if better {
			s.V, s.Chosen = values[i], children[i]
		}
		e.record(CompareV, n, children[i], values[i], s, better)
	}
	e.leave(n, s, j < last)
	return s.V
}

// ListEnd tells the CompareV steps of Bratko's program apart (see
// Trace.ListEnd).
type ListEnd uint8

// The three places a CompareV step of Bratko's program stands.
const (
	// AtLast: the list's last child, its best so far, with no other
	// candidate (goodenough([], …)).
	AtLast ListEnd = iota
	// AtStop: goodenough stopped the list at this child.
	AtStop
	// AtBetter: betterof, on the way back, against the best of the rest.
	AtBetter
)

// ListEnd says where CompareV step k of Bratko's program stands: at the
// end of the list (its last child, or the child that stopped it), or in
// betterof on the way back.
func (tr *Trace) ListEnd(k int) ListEnd {
	s := tr.StepAt(k)
	kids := tr.Tree.Nodes[s.Node].Children
	switch {
	case tr.Before(k).Chosen != tree.None:
		return AtBetter
	case len(kids) > 0 && s.Child == kids[len(kids)-1]:
		return AtLast
	}
	return AtStop
}
