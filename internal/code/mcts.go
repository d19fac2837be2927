package code

import (
	"gametree/internal/tree"
	"gametree/search"
)

// aimaMCTS is AIMA's MONTE-CARLO-TREE-SEARCH (Russell and Norvig, 4th
// edition, Figure 5.11), with UCB1 as its selection policy as the book
// gives it: UCB1(n) = U(n)/N(n) + C·√(log N(PARENT(n)) / N(n)).
func aimaMCTS() *Form {
	return &Form{
		ID: "aima-mcts", Algorithm: search.MCTS, Title: "code.aima_mcts", Source: "code.source.aima",
		comment: "//",
		extra:   mctsVars,
		Lines: []Line{
			{Code: "function MONTE-CARLO-TREE-SEARCH(state) returns an action", on: kinds(start)},
			{Indent: 1, Code: "tree ← NODE(state)", on: kinds(start)},
			{Indent: 1, Code: "while IS-TIME-REMAINING() do", Note: "code.note.mcts_loop", on: kinds(search.Select, search.Simulate), only: atRoot},
			{Indent: 2, Code: "leaf ← SELECT(tree)", Note: "code.note.mcts_select", on: kinds(search.Select)},
			{Indent: 2, Code: "child ← EXPAND(leaf)", on: kinds(search.Expand)},
			{Indent: 2, Code: "result ← SIMULATE(child)", Note: "code.note.mcts_simulate", on: kinds(search.Simulate)},
			{Indent: 2, Code: "BACK-PROPAGATE(result, child)", on: kinds(search.Backpropagate)},
			{Indent: 1, Code: "return the move in ACTIONS(state) whose node has highest number of playouts", on: kinds(end)},
		},
	}
}

// mctsVars are the variables of a step of Monte Carlo tree search as
// AIMA names them: the node's playouts N(n) and total utility U(n), and
// the iteration.
func mctsVars(tr *search.Trace, k int, num func(float64) string) []Var {
	s := tr.StepAt(k)
	node := s.Node
	if s.Kind == search.Start || s.Kind == search.End {
		node = tree.Root
	}
	n, u := tr.At(k).Counts(node)
	name := tr.Tree.Name(node)
	out := []Var{{"N(" + name + ")", num(float64(n))}, {"U(" + name + ")", num(u)}}
	if i := tr.Iteration(k); i > 0 && s.Kind != search.End {
		out = append(out, Var{"iteration", num(float64(i))})
	}
	return out
}
