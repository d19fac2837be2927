package search

import (
	"math"

	"gametree/internal/tree"
)

// engine holds what every algorithm reads: the tree, who moves where, the
// cutoff rule, and the recorder that watches. The algorithms own the
// control flow; the recorder only observes (like go/ast.Inspect).
type engine struct {
	t      *tree.Tree
	kinds  []tree.Kind
	strict bool
	rec    recorder
	// delta is the width of PVS's and MTD(f)'s null windows, decimals the
	// tree's decimals they are rounded to, or -1 (see granule).
	delta    float64
	decimals int
	// bounds are Star1's: the least and the most a leaf is worth.
	bounds Bounds
	// memory is MTD(f)'s, or the transposition table: the bounds calls
	// found on each inner node (kept under key(n)).
	memory map[tree.NodeID]bounds
	// canon is the transposition table's key of each node (nil: none).
	canon []tree.NodeID
	// found and previous are iterative deepening's: the value each node
	// returned in the iteration running, and in the one before, which
	// orders the children (NaN: not searched); nil for the others.
	found, previous []float64
}

// recorder observes a search one step at a time.
type recorder interface {
	record(s Step)
}

// minimax is seed 004's maxi/mini in one function: V starts at -inf (MAX)
// or +inf (MIN) and takes a child's value when it is strictly better. A
// chance node (expectimax only) is worth its expected value.
func (e *engine) minimax(n tree.NodeID, depth int) float64 {
	if e.kinds[n] == tree.Chance {
		return e.expectimax(n, depth)
	}
	s, stop := e.enter(n, unknown(), unknown(), depth, e.worst(n))
	if stop {
		return e.evaluate(n, s, false)
	}
	for _, c := range e.t.Nodes[n].Children {
		v := e.minimax(c, depth-1)
		e.compareV(n, c, v, &s)
	}
	e.leave(n, s, false)
	return s.V
}

// negamax is seed 004's negamax: every value is from the point of view of
// the player to move, so a child's value is negated when the opponent moves
// there (score = -negamax(child)) and every node maximises.
func (e *engine) negamax(n tree.NodeID, depth int) float64 {
	s, stop := e.enter(n, unknown(), unknown(), depth, math.Inf(-1))
	if stop {
		return e.evaluate(n, s, true)
	}
	for _, c := range e.t.Nodes[n].Children {
		var score float64
		if e.opponent(n, c) {
			score = -e.negamax(c, depth-1)
		} else {
			score = e.negamax(c, depth-1)
		}
		e.compareScore(n, c, score, &s)
	}
	e.leave(n, s, false)
	return s.V
}

// alphaBeta is seed 000's alpha_beta. V is kept apart from the window:
// 1) a child's value replaces V, and the child becomes the chosen child,
// only when strictly better ("Daca V(fiu) > V(a)"); 2) a child's value
// that narrows the window (raises α at MAX, lowers β at MIN) is followed by
// the cutoff test, and a cutoff prunes the remaining children. The node
// returns V, which may lie outside the window (fail-soft). A chance node
// (Star1 only) is searched by Star1's rule.
func (e *engine) alphaBeta(n tree.NodeID, alpha, beta float64, depth int) float64 {
	if e.kinds[n] == tree.Chance {
		return e.star1(n, alpha, beta, depth)
	}
	s, stop := e.enter(n, alpha, beta, depth, e.worst(n))
	if stop {
		return e.evaluate(n, s, false)
	}
	children := e.children(n)
	for i, c := range children {
		v := e.alphaBeta(c, s.Alpha, s.Beta, depth-1)
		e.compareV(n, c, v, &s)
		if e.narrow(n, c, v, &s, false) && e.cutoff(n, s) {
			e.prune(n, children[i+1:], s)
			break
		}
	}
	e.leave(n, s, false)
	return s.V
}

// alphaBetaFailHard is the alpha-beta of seeds 002 and 003: at MAX α is
// the running value ("if valutazione > alfa: alfa = valutazione, migliore =
// figlio"), at MIN β is; the cutoff test follows every child, and a cutoff
// returns the bound that was crossed (MAX: "alfa = beta", MIN: "beta =
// alfa"). Without a cutoff MAX returns α and MIN returns β.
func (e *engine) alphaBetaFailHard(n tree.NodeID, alpha, beta float64, depth int) float64 {
	s, stop := e.enter(n, alpha, beta, depth, unknown())
	if stop {
		return e.evaluate(n, s, false)
	}
	children := e.t.Nodes[n].Children
	cut := false
	for i, c := range children {
		v := e.alphaBetaFailHard(c, s.Alpha, s.Beta, depth-1)
		e.narrow(n, c, v, &s, true)
		if cut = e.cutoff(n, s); cut {
			e.prune(n, children[i+1:], s)
			break
		}
	}
	switch {
	case e.kinds[n] == tree.Max && cut:
		s.Alpha = s.Beta
	case e.kinds[n] == tree.Min && cut:
		s.Beta = s.Alpha
	}
	if e.kinds[n] == tree.Max {
		s.V = s.Alpha
	} else {
		s.V = s.Beta
	}
	e.leave(n, s, cut)
	return s.V
}

// alphaBetaNegamax is seed 004's alphabeta_negamax: every node maximises
// from the point of view of the player to move, the child is searched with
// the window turned round, score = -alphabeta(-β, -α, child), a score above
// α becomes α and the chosen child, the cutoff test (α ≥ β) follows every
// child, and the node returns α.
func (e *engine) alphaBetaNegamax(n tree.NodeID, alpha, beta float64, depth int) float64 {
	s, stop := e.enter(n, alpha, beta, depth, unknown())
	if stop {
		return e.evaluate(n, s, true)
	}
	children := e.t.Nodes[n].Children
	for i, c := range children {
		var score float64
		if e.opponent(n, c) {
			score = -e.alphaBetaNegamax(c, -s.Beta, -s.Alpha, depth-1)
		} else {
			score = e.alphaBetaNegamax(c, s.Alpha, s.Beta, depth-1)
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

// enter records the call of n and returns its starting state: the window,
// and V = v0 for an inner node (none for a node about to be evaluated).
// stop reports that n is evaluated instead of searched: it is a leaf, or
// the depth limit is reached.
func (e *engine) enter(n tree.NodeID, alpha, beta float64, depth int, v0 float64) (s State, stop bool) {
	stop = e.t.Nodes[n].IsLeaf() || depth == 0
	s = State{Alpha: alpha, Beta: beta, V: v0, Chosen: tree.None}
	if stop {
		s.V = unknown()
	}
	e.rec.record(Step{Kind: Call, Node: n, Child: tree.None, Value: unknown(), Alpha: s.Alpha, Beta: s.Beta, V: s.V, Chosen: s.Chosen})
	return s, stop
}

// evaluate gives a leaf its value, or a node at the depth limit its
// estimate; negamax sees it from the point of view of the player to move.
func (e *engine) evaluate(n tree.NodeID, s State, negamax bool) float64 {
	node := &e.t.Nodes[n]
	v := node.Value
	if !node.IsLeaf() {
		v = node.Estimate
	}
	if negamax && e.kinds[n] == tree.Min {
		v = -v
	}
	s.V = v
	e.rec.record(Step{Kind: Leaf, Node: n, Child: tree.None, Value: v, Alpha: s.Alpha, Beta: s.Beta, V: s.V, Chosen: s.Chosen})
	if e.found != nil {
		e.found[n] = v
	}
	return v
}

// compareV is seed 000's first question, "Daca V(fiu) > V(a)" at MAX (<
// at MIN): the child's value replaces V, and the child becomes the chosen
// child, only when strictly better, so ties keep the first.
func (e *engine) compareV(n, c tree.NodeID, v float64, s *State) {
	better := v > s.V
	if e.kinds[n] == tree.Min {
		better = v < s.V
	}
	if better {
		s.V, s.Chosen = v, c
	}
	e.record(CompareV, n, c, v, *s, better)
}

// compareScore is negamax's "if (score > max)": every node maximises.
func (e *engine) compareScore(n, c tree.NodeID, score float64, s *State) {
	better := score > s.V
	if better {
		s.V, s.Chosen = score, c
	}
	e.record(CompareV, n, c, score, *s, better)
}

// narrow is seed 000's second question: does the child's value raise α at
// MAX (lower β at MIN)? In the fail-hard form the bound is the running
// value, so the child becomes the chosen child too (withChosen).
func (e *engine) narrow(n, c tree.NodeID, v float64, s *State, withChosen bool) bool {
	var narrowed bool
	if e.kinds[n] == tree.Max {
		if narrowed = v > s.Alpha; narrowed {
			s.Alpha = v
		}
	} else {
		if narrowed = v < s.Beta; narrowed {
			s.Beta = v
		}
	}
	if narrowed && withChosen {
		s.Chosen = c
	}
	e.record(CompareBound, n, c, v, *s, narrowed)
	return narrowed
}

// raiseAlpha is negamax alpha-beta's "if (score > alpha)": α and the chosen
// child take a strictly better score.
func (e *engine) raiseAlpha(n, c tree.NodeID, score float64, s *State) {
	raised := score > s.Alpha
	if raised {
		s.Alpha, s.Chosen = score, c
	}
	e.record(CompareBound, n, c, score, *s, raised)
}

// cutoff records and answers the test α ≥ β (α > β when strict).
func (e *engine) cutoff(n tree.NodeID, s State) bool {
	cut := s.Alpha >= s.Beta
	if e.strict {
		cut = s.Alpha > s.Beta
	}
	e.record(CutoffTest, n, tree.None, unknown(), s, cut)
	return cut
}

// prune records that the remaining children of n are not searched.
func (e *engine) prune(n tree.NodeID, rest []tree.NodeID, s State) {
	switch {
	case len(rest) == 0:
	case e.previous != nil: // reordered: one step a child, since the rest is not a run of the tree's children
		for _, c := range rest {
			e.record(Prune, n, c, unknown(), s, false)
		}
	default:
		e.record(Prune, n, rest[0], unknown(), s, true)
	}
}

// leave records n's return with its final state; cut says a cutoff ended
// the loop.
func (e *engine) leave(n tree.NodeID, s State, cut bool) {
	e.record(Return, n, tree.None, s.V, s, cut)
	if e.found != nil {
		e.found[n] = s.V
	}
}

func (e *engine) record(kind StepKind, n, c tree.NodeID, v float64, s State, yes bool) {
	e.rec.record(Step{Kind: kind, Node: n, Child: c, Value: v, Alpha: s.Alpha, Beta: s.Beta, V: s.V, Chosen: s.Chosen, Yes: yes})
}

// worst is where V starts: -inf at MAX, +inf at MIN.
func (e *engine) worst(n tree.NodeID) float64 {
	if e.kinds[n] == tree.Min {
		return math.Inf(1)
	}
	return math.Inf(-1)
}

// opponent reports whether the other player moves at child c of n; only
// then does negamax negate (a tree may give two nodes in a row to one
// player).
func (e *engine) opponent(n, c tree.NodeID) bool { return e.kinds[n] != e.kinds[c] }
