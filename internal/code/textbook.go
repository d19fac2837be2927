package code

import (
	"fmt"
	"slices"

	"gametree/internal/tree"
	"gametree/search"
)

// The lines a step's kind and outcome cannot tell apart are told apart by
// the steps around it (Line.only).

// near returns step k+d of tr when it is a step of step k's node.
func near(tr *search.Trace, k, d int) (search.Step, bool) {
	j := k + d
	if j < 0 || j >= tr.Len() {
		return search.Step{}, false
	}
	s := tr.StepAt(j)
	return s, s.Node == tr.StepAt(k).Node
}

// nextIs: the step after step k is of the same node, of kind kind, with
// the outcome yes.
func nextIs(kind search.StepKind, yes bool) func(*search.Trace, int) bool {
	return func(tr *search.Trace, k int) bool {
		s, ok := near(tr, k, 1)
		return ok && s.Kind == kind && s.Yes == yes
	}
}

// not is the opposite of p.
func not(p func(*search.Trace, int) bool) func(*search.Trace, int) bool {
	return func(tr *search.Trace, k int) bool { return !p(tr, k) }
}

// atRoot: step k is the root's.
func atRoot(tr *search.Trace, k int) bool { return tr.StepAt(k).Node == tree.Root }

// afterBetter: the step before step k, of the same node, found a better
// value (a CompareV that held).
func afterBetter(tr *search.Trace, k int) bool {
	s, ok := near(tr, k, -1)
	return ok && s.Kind == search.CompareV && s.Yes
}

// cutBy: the steps before step k, the node's prunings aside, end in a
// test of kind kind that held: what a Prune or a Return after a cutoff
// answers to.
func cutBy(kind search.StepKind) func(*search.Trace, int) bool {
	return func(tr *search.Trace, k int) bool {
		for d := -1; ; d-- {
			s, ok := near(tr, k, d)
			switch {
			case !ok:
				return false
			case s.Kind == search.Prune:
				continue
			}
			return s.Kind == kind && s.Yes
		}
	}
}

// boundKept: step k is not a CompareBound that moved the bound. A
// listing that tests for a cutoff after every child runs that test on
// such a step too, with no step of its own: the search records the test
// only after a bound moved (and a bound that stays cannot cut off).
func boundKept(tr *search.Trace, k int) bool {
	s := tr.StepAt(k)
	return s.Kind != search.CompareBound || !s.Yes
}

// rootOrNotReturn: step k is no Return, or the root's: the call at the
// top of a listing returns when the root does.
func rootOrNotReturn(tr *search.Trace, k int) bool {
	return tr.StepAt(k).Kind != search.Return || atRoot(tr, k)
}

// Which of its parent's children a call is (calledAs).
const (
	anyChild = iota
	firstChild
	laterChild
)

// calledAs: step k is a Call of a node with a parent (other steps pass),
// its parent's first child or a later one as which asks: the lines of the
// parent's loop that call it.
func calledAs(which int) func(*search.Trace, int) bool {
	return func(tr *search.Trace, k int) bool {
		s := tr.StepAt(k)
		if s.Kind != search.Call {
			return true
		}
		parent := tr.Tree.Nodes[s.Node].Parent
		if parent == tree.None {
			return false
		}
		first := tr.Tree.Nodes[parent].Children[0] == s.Node
		return which == anyChild || first == (which == firstChild)
	}
}

// calledByChance: step k is a Call of a child of a chance node.
func calledByChance(tr *search.Trace, k int) bool {
	s := tr.StepAt(k)
	parent := tr.Tree.Nodes[s.Node].Parent
	return s.Kind == search.Call && parent != tree.None && tr.Kinds[parent] == tree.Chance
}

// notChance: step k is not a chance node's.
func notChance(tr *search.Trace, k int) bool { return tr.Kinds[tr.StepAt(k).Node] != tree.Chance }

// testedBy is the side whose calls run the test that opens side's
// branch: MAX's "if n is MAX" runs at MIN's calls too, false there, and
// MIN's branch is its else.
func testedBy(s side) side {
	if s == maxi {
		return both
	}
	return s
}

// atLastChild: step k is about the node's last child.
func atLastChild(tr *search.Trace, k int) bool {
	s := tr.StepAt(k)
	children := tr.Tree.Nodes[s.Node].Children
	return slices.Index(children, s.Child) == len(children)-1
}

// aimaForm is AIMA's minimax, or its alpha-beta, as the fourth edition
// writes them (Figures 5.3 and 5.7): MAX-VALUE and MIN-VALUE return a
// (utility, move) pair, and a search function at the top takes the move.
// α rises (β falls) only with a better v, and "v ≥ β" is the cutoff test,
// the same test as α ≥ β after it; a child the window does not narrow
// goes straight to the test.
func aimaForm(alphaBeta bool) *Form {
	top, args, id, title := "MINIMAX-SEARCH", "", "aima-minimax", "code.aima_minimax"
	algo, vars := search.Minimax, Names{V: "v", Chosen: "move"}
	if alphaBeta {
		top, args, id, title = "ALPHA-BETA-SEARCH", ", α, β", "aima-alphabeta", "code.aima_alphabeta"
		algo, vars = search.AlphaBeta, Names{Alpha: "α", Beta: "β", V: "v", Chosen: "move"}
	}
	rootArgs := ""
	if alphaBeta {
		rootArgs = ", −∞, +∞"
	}
	lines := []Line{
		{Code: "function " + top + "(game, state) returns an action", on: kinds(start, end)},
		{Indent: 1, Code: "player ← game.TO-MOVE(state)", on: kinds(start)},
		{Indent: 1, Code: "value, move ← MAX-VALUE(game, state" + rootArgs + ")", on: kinds(start, ret), only: rootOrNotReturn},
		{Indent: 1, Code: "return move", on: kinds(end)},
	}
	for _, p := range []struct {
		side            side
		name, other, v0 string
		op, bound, test string
		strict          string
	}{
		{maxi, "MAX-VALUE", "MIN-VALUE", "v ← −∞", ">", "α ← MAX(α, v)", "if v ≥ β then return v, move", "if v > β then return v, move"},
		{mini, "MIN-VALUE", "MAX-VALUE", "v ← +∞", "<", "β ← MIN(β, v)", "if v ≤ α then return v, move", "if v < α then return v, move"},
	} {
		lines = append(lines,
			Line{Code: "function " + p.name + "(game, state" + args + ") returns a (utility, move) pair", on: kinds(call), side: p.side},
			Line{Indent: 1, Code: "if game.IS-TERMINAL(state) then return game.UTILITY(state, player), null", Note: "code.note.leaf", on: kinds(call, leafEv), side: p.side},
			Line{Indent: 1, Code: p.v0, on: kinds(call), side: p.side, inner: true},
			Line{Indent: 1, Code: "for each a in game.ACTIONS(state) do", on: kinds(call), side: p.side, inner: true},
			Line{Indent: 2, Code: "v2, a2 ← " + p.other + "(game, game.RESULT(state, a)" + args + ")", on: kinds(cmpV), side: p.side},
			Line{Indent: 2, Code: "if v2 " + p.op + " v then", on: kinds(cmpV), side: p.side},
			Line{Indent: 3, Code: "v, move ← v2, a", on: kinds(cmpV), side: p.side, when: ifYes},
		)
		if alphaBeta {
			lines = append(lines,
				Line{Indent: 3, Code: p.bound, on: kinds(cmpB), side: p.side, only: afterBetter},
				Line{Indent: 2, Code: p.test, Strict: p.strict, Note: "code.note.prune", on: kinds(cutTest, prune, cmpB, ret), side: p.side,
					only: func(tr *search.Trace, k int) bool {
						switch s := tr.StepAt(k); s.Kind {
						case search.CompareBound: // not narrowed: the test without a step of its own
							return !s.Yes
						case search.Return:
							return cutBy(search.CutoffTest)(tr, k)
						}
						return true
					}},
			)
		}
		lines = append(lines, Line{Indent: 1, Code: "return v, move", on: kinds(ret), side: p.side, only: not(cutBy(search.CutoffTest))})
	}
	return &Form{ID: id, Algorithm: algo, Title: title, Source: "code.source.aima", vars: vars, comment: "//", Lines: lines}
}

// textbookMTDF is Plaat's MTD(f) with AlphaBetaWithMemory, as Plaat's
// pages write it, in the engine's order: null-window passes from a
// first guess until the bounds on the root meet; a call settled or
// narrowed by the bounds memory holds on its node; a and b the bound a
// MAX (MIN) node narrows, apart from the window it stores its value
// against. Leaves are not stored.
func textbookMTDF() *Form {
	lines := []Line{
		{Code: "function MTDF(root, f, depth)", on: kinds(start)},
		{Indent: 1, Code: "g := f; lower := −∞; upper := +∞", on: kinds(start)},
		{Indent: 1, Code: "while lower < upper do", on: kinds(phase, end)},
		{Indent: 2, Code: "β := max(g, lower + δ)", on: kinds(phase)},
		{Indent: 2, Code: "g := AlphaBetaWithMemory(root, β − δ, β, depth)", Note: "code.note.mtdf_pass", on: kinds(phase, ret), only: func(tr *search.Trace, k int) bool { return tr.StepAt(k).Kind == search.Phase || atRoot(tr, k) }},
		{Indent: 2, Code: "if g < β then upper := g else lower := g", on: kinds(ret), only: atRoot},
		{Indent: 1, Code: "return g", on: kinds(end)},
	}
	return &Form{
		ID: "textbook-mtdf", Algorithm: search.MTDF, Title: "code.mtdf", Source: "code.source.plaat",
		vars:    Names{Alpha: "α", Beta: "β", V: "g", Depth: "depth", MaxAlpha: "a", MinBeta: "b"},
		comment: "//",
		Lines:   append(lines, memoryLines(false)...),
		top:     mtdfVars,
	}
}

// mtdfVars are MTDF's own variables: the first guess f at the start, a
// pass's β and the bounds known on the root before it, the value g at
// the end.
func mtdfVars(tr *search.Trace, k int, num func(float64) string) []Var {
	switch s := tr.StepAt(k); s.Kind {
	case search.Phase:
		return []Var{{"β", num(s.Beta)}, {"lower", num(s.Value)}, {"upper", num(s.V)}}
	case search.End:
		return []Var{{"g", num(tr.Value)}}
	}
	return []Var{{"f", num(tr.Options.Guess)}, {"depth", fmt.Sprint(tr.DepthAt(k, tree.Root))}}
}

// textbookAlphaBetaTT is alpha-beta with a transposition table, as
// AlphaBetaWithMemory searches it once with the full window: a call of a
// position the table holds returns what was found there, or narrows its
// window by it. The default listing of alpha-beta with --tt.
func textbookAlphaBetaTT() *Form {
	lines := []Line{
		{Code: "function ALPHABETA-TT(root, depth)", on: kinds(start, end)},
		{Indent: 1, Code: "return AlphaBetaWithMemory(root, −∞, +∞, depth)", on: kinds(start, ret, end), only: rootOrNotReturn},
	}
	return &Form{
		ID: "textbook-alphabeta-tt", Algorithm: search.AlphaBeta, TT: true, Title: "code.alphabeta_tt", Source: "code.source.plaat",
		vars:    Names{Alpha: "α", Beta: "β", V: "g", Depth: "depth", MaxAlpha: "a", MinBeta: "b"},
		comment: "//",
		Lines:   append(lines, memoryLines(true)...),
	}
}

// memoryLines are Plaat's AlphaBetaWithMemory, the bounds kept in
// memory (MTD(f)) or in a transposition table, by position (table).
func memoryLines(table bool) []Line {
	// recalled tells the line a settling Recall (or the Return after it)
	// answers with: the test that held first (Step.Settled). The value
	// known exactly is tested first, as a transposition table does; in
	// MTD(f) the bounds of two passes can meet on a node too.
	const lower, upper, exact = search.SettledLower, search.SettledUpper, search.SettledExact
	recalled := func(which search.Settle) func(*search.Trace, int) bool {
		return func(tr *search.Trace, k int) bool {
			s := tr.StepAt(k)
			if s.Kind == search.Return {
				prev, ok := near(tr, k, -1)
				if !ok || prev.Kind != search.Recall {
					return false
				}
				s = prev
			}
			return s.Yes && s.Settled == which
		}
	}
	// opens: the step goes on into the node's search: a Call of a node
	// memory knows nothing of, or a Recall that only narrowed the window.
	opens := func(tr *search.Trace, k int) bool {
		switch s := tr.StepAt(k); s.Kind {
		case search.Call:
			next, ok := near(tr, k, 1)
			return !ok || next.Kind != search.Recall
		case search.Recall:
			return !s.Yes
		}
		return true
	}
	afterSettling := func(tr *search.Trace, k int) bool {
		prev, ok := near(tr, k, -1)
		return ok && prev.Kind == search.Recall && prev.Yes
	}
	holds := "if memory holds bounds on n then"
	if table {
		holds = "if the table holds n's position then"
	}
	lines := []Line{
		{Code: "function AlphaBetaWithMemory(n, α, β, depth)", on: kinds(call)},
		{Indent: 1, Code: holds, on: kinds(call, recall)},
		{Indent: 2, Code: "if n.lower = n.upper then return n.lower", Note: "code.note.tt_exact", on: kinds(recall, ret), only: recalled(exact)},
		{Indent: 2, Code: "if n.lower ≥ β then return n.lower", on: kinds(recall, ret), only: recalled(lower)},
		{Indent: 2, Code: "if n.upper ≤ α then return n.upper", on: kinds(recall, ret), only: recalled(upper)},
	}
	lines = append(lines,
		Line{Indent: 2, Code: "α := max(α, n.lower); β := min(β, n.upper)", on: kinds(recall), when: ifNo},
		Line{Indent: 1, Code: "if depth = 0 or n is terminal then", on: kinds(call, recall), only: opens},
		Line{Indent: 2, Code: "return evaluate(n)", Note: "code.note.leaf", on: kinds(leafEv)},
	)
	for _, p := range []struct {
		side                  side
		is, start, next, keep string
		test, strict          string
	}{
		{maxi, "if n is a MAX node then", "g := −∞; a := α", "g := max(g, AlphaBetaWithMemory(c, a, β, depth − 1))", "a := max(a, g)", "if g ≥ β then break", "if g > β then break"},
		{mini, "else", "g := +∞; b := β", "g := min(g, AlphaBetaWithMemory(c, α, b, depth − 1))", "b := min(b, g)", "if g ≤ α then break", "if g < α then break"},
	} {
		lines = append(lines,
			Line{Indent: 1, Code: p.is, on: kinds(call, recall), side: testedBy(p.side), inner: true, only: opens},
			Line{Indent: 2, Code: p.start, on: kinds(call, recall), side: p.side, inner: true, only: opens},
			Line{Indent: 2, Code: "for each child c of n do", on: kinds(call, recall), side: p.side, inner: true, only: opens},
			Line{Indent: 3, Code: p.next, on: kinds(cmpV), side: p.side},
			Line{Indent: 3, Code: p.keep, on: kinds(cmpB), side: p.side},
			Line{Indent: 3, Code: p.test, Strict: p.strict, Note: "code.note.prune", on: kinds(cutTest, prune, cmpB), side: p.side, only: boundKept},
		)
	}
	return append(lines,
		Line{Indent: 1, Code: "store(n, g)", Note: "code.note.mtdf_store", on: kinds(ret), only: not(afterSettling)},
		Line{Indent: 1, Code: "return g", on: kinds(ret), only: not(afterSettling)},
	)
}

// star1Vars are what star1 keeps at a chance node besides the search's
// state: r, the probability of the outcomes still to search (after the
// outcome a step is about), and the bounds L and U on every leaf.
func star1Vars(tr *search.Trace, k int, num func(float64) string) []Var {
	s := tr.StepAt(k)
	if tr.Kinds[s.Node] != tree.Chance || s.Kind == search.Leaf {
		return nil
	}
	var out []Var
	switch s.Kind {
	case search.Call, search.Expect, search.UpperTest, search.LowerTest:
		r := 1.0
		if s.Kind != search.Call {
			children := tr.Tree.Nodes[s.Node].Children
			r = 0
			for _, c := range children[slices.Index(children, s.Child)+1:] {
				r += tr.Tree.Probability(c)
			}
		}
		out = append(out, Var{"r", num(r)})
	}
	return append(out, Var{"L", num(tr.Bounds.Low)}, Var{"U", num(tr.Bounds.High)})
}

// textbookStar1 is Ballard's Star1 as textbooks write it, over the
// fail-soft alpha-beta it calls at MAX and MIN nodes: after each outcome
// of a chance node, is the most the node can still be worth at most α,
// the least at least β? L and U bound every leaf's value.
func textbookStar1() *Form {
	lines := []Line{
		{Code: "function alphabeta(n, α, β, depth)", on: kinds(start, call)},
		{Indent: 1, Code: "if depth = 0 or n is terminal then return evaluate(n)", Note: "code.note.leaf", on: kinds(call, leafEv)},
		{Indent: 1, Code: "if n is a chance node then return star1(n, α, β, depth)", on: kinds(call, ret), inner: true,
			only: func(tr *search.Trace, k int) bool { return tr.StepAt(k).Kind == search.Call || !notChance(tr, k) }},
	}
	for _, p := range []struct {
		side                side
		is, v0, better      string
		bound, test, strict string
	}{
		{maxi, "if n is MAX then", "v := −∞", "v := max(v, alphabeta(c, α, β, depth − 1))", "α := max(α, v)", "if α ≥ β then break", "if α > β then break"},
		{mini, "else", "v := +∞", "v := min(v, alphabeta(c, α, β, depth − 1))", "β := min(β, v)", "if α ≥ β then break", "if α > β then break"},
	} {
		lines = append(lines,
			Line{Indent: 1, Code: p.is, on: kinds(call), side: testedBy(p.side), inner: true, only: notChance},
			Line{Indent: 2, Code: p.v0, on: kinds(call), side: p.side, inner: true},
			Line{Indent: 2, Code: "for each child c of n do", on: kinds(call), side: p.side, inner: true},
			Line{Indent: 3, Code: p.better, on: kinds(cmpV), side: p.side},
			Line{Indent: 3, Code: p.bound, on: kinds(cmpB), side: p.side},
			Line{Indent: 3, Code: p.test, Strict: p.strict, Note: "code.note.prune", on: kinds(cutTest, prune, cmpB), side: p.side, only: boundKept},
		)
	}
	// testOrCut: Star1's test of kind, or the pruning and the return its
	// cutoff leads to.
	testOrCut := func(kind search.StepKind) func(*search.Trace, int) bool {
		return func(tr *search.Trace, k int) bool { return tr.StepAt(k).Kind == kind || cutBy(kind)(tr, k) }
	}
	lines = append(lines,
		Line{Indent: 1, Code: "return v", on: kinds(ret, end), only: func(tr *search.Trace, k int) bool { return tr.Kinds[tr.StepAt(k).Node] != tree.Chance }},
		Line{Code: "function star1(n, α, β, depth)", Note: "code.note.star1_bounds", on: kinds(call), side: chance, inner: true},
		Line{Indent: 1, Code: "v := 0; r := 1", Note: "code.note.star1_rest", on: kinds(call), side: chance, inner: true},
		Line{Indent: 1, Code: "for each outcome c of n, of probability p, do", on: kinds(call), side: chance, inner: true},
		Line{Indent: 2, Code: "r := r − p", on: kinds(call), only: calledByChance},
		Line{Indent: 2, Code: "a := max(L, (α − v − r·U) / p); b := min(U, (β − v − r·L) / p)", on: kinds(call), only: calledByChance},
		Line{Indent: 2, Code: "v := v + p · alphabeta(c, a, b, depth − 1)", on: kinds(expect), side: chance},
		Line{Indent: 2, Code: "if c is the last outcome then break", Note: "code.note.star1_last", on: kinds(expect), side: chance, only: atLastChild},
		Line{Indent: 2, Code: "if v + r·U ≤ α then return v + r·U", Strict: "if v + r·U < α then return v + r·U", Note: "code.note.star1_low",
			on: kinds(upper, prune, ret), side: chance, only: testOrCut(search.UpperTest)},
		Line{Indent: 2, Code: "if v + r·L ≥ β then return v + r·L", Strict: "if v + r·L > β then return v + r·L", Note: "code.note.star1_high",
			on: kinds(lower, prune, ret), side: chance, only: testOrCut(search.LowerTest)},
		Line{Indent: 1, Code: "return v", on: kinds(ret), side: chance, when: ifNo},
	)
	return &Form{
		ID: "textbook-star1", Algorithm: search.Star1, Title: "code.star1", Source: "code.source.textbook",
		vars:    Names{Alpha: "α", Beta: "β", V: "v", Depth: "depth"},
		extra:   star1Vars,
		comment: "//",
		Lines:   lines,
	}
}
