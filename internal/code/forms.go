package code

import "gametree/search"

// Step kinds, short.
const (
	start   = search.Start
	call    = search.Call
	leafEv  = search.Leaf
	cmpV    = search.CompareV
	cmpB    = search.CompareBound
	cutTest = search.CutoffTest
	prune   = search.Prune
	ret     = search.Return
	end     = search.End
)

// kinds makes a list of step kinds.
func kinds(k ...search.StepKind) []search.StepKind { return k }

// walkthrough is the walk-through's alpha-beta, fail-soft, in its names:
// alpha_beta(alpha, beta, stare), V, fiu_ales, mutari, estimeaza_scor; V
// is kept apart from alpha and beta, and returned.
func walkthrough() *Form {
	return &Form{
		ID: "walkthrough", Algorithm: search.AlphaBeta, Title: "code.walkthrough", Source: "code.source.walkthrough",
		vars:    Names{Alpha: "alpha", Beta: "beta", V: "V", Chosen: "fiu_ales", Depth: "adancime"},
		comment: "#",
		Lines: []Line{
			{Code: "alpha_beta(alpha, beta, stare):", on: kinds(start, call)},
			{Indent: 1, Code: "if stare.adancime == 0 or final(stare):", on: kinds(call)},
			{Indent: 2, Code: "stare.V = estimeaza_scor(stare)", Note: "code.note.leaf", on: kinds(leafEv)},
			{Indent: 2, Code: "return stare", on: kinds(leafEv)},
			{Indent: 1, Code: "if stare.tip == JMAX:", on: kinds(call), inner: true},
			{Indent: 2, Code: "stare.V = -inf", on: kinds(call), side: maxi, inner: true},
			{Indent: 2, Code: "for fiu in mutari(stare):", on: kinds(call), side: maxi, inner: true},
			{Indent: 3, Code: "fiu = alpha_beta(alpha, beta, fiu)", on: kinds(cmpV), side: maxi},
			{Indent: 3, Code: "if fiu.V > stare.V:", on: kinds(cmpV), side: maxi},
			{Indent: 4, Code: "stare.V, stare.fiu_ales = fiu.V, fiu", on: kinds(cmpV), side: maxi, when: ifYes},
			{Indent: 3, Code: "if fiu.V > alpha:", on: kinds(cmpB), side: maxi},
			{Indent: 4, Code: "alpha = fiu.V", on: kinds(cmpB), side: maxi, when: ifYes},
			{Indent: 3, Code: "if alpha >= beta:", Strict: "if alpha > beta:", on: kinds(cutTest), side: maxi},
			{Indent: 4, Code: "break", Note: "code.note.prune", on: kinds(cutTest, prune), side: maxi, when: ifYes},
			{Indent: 1, Code: "else:", Note: "code.note.jmin", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "stare.V = +inf", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "for fiu in mutari(stare):", on: kinds(call), side: mini, inner: true},
			{Indent: 3, Code: "fiu = alpha_beta(alpha, beta, fiu)", on: kinds(cmpV), side: mini},
			{Indent: 3, Code: "if fiu.V < stare.V:", on: kinds(cmpV), side: mini},
			{Indent: 4, Code: "stare.V, stare.fiu_ales = fiu.V, fiu", on: kinds(cmpV), side: mini, when: ifYes},
			{Indent: 3, Code: "if fiu.V < beta:", on: kinds(cmpB), side: mini},
			{Indent: 4, Code: "beta = fiu.V", on: kinds(cmpB), side: mini, when: ifYes},
			{Indent: 3, Code: "if alpha >= beta:", Strict: "if alpha > beta:", on: kinds(cutTest), side: mini},
			{Indent: 4, Code: "break", Note: "code.note.prune", on: kinds(cutTest, prune), side: mini, when: ifYes},
			{Indent: 1, Code: "return stare", on: kinds(ret, end)},
		},
	}
}

// labMinimax is the lab's minimax as two functions, maxi and mini, in
// its names: depth, max, min, score, all_moves, evaluate.
func labMinimax() *Form {
	return &Form{
		ID: "lab-minimax", Algorithm: search.Minimax, Title: "code.lab_minimax", Source: "code.source.lab",
		vars:    Names{V: "max", VMin: "min", Depth: "depth"},
		comment: "//",
		Lines: []Line{
			{Code: "int maxi(int depth) {", on: kinds(start, call), side: maxi},
			{Indent: 1, Code: "if (gameOver() || depth == 0)", on: kinds(call), side: maxi},
			{Indent: 2, Code: "return evaluate();", Note: "code.note.leaf", on: kinds(leafEv), side: maxi},
			{Indent: 1, Code: "int max = -oo;", on: kinds(call), side: maxi, inner: true},
			{Indent: 1, Code: "for (move : all_moves) {", on: kinds(call), side: maxi, inner: true},
			{Indent: 2, Code: "int score = mini(depth - 1);", on: kinds(cmpV), side: maxi},
			{Indent: 2, Code: "if (score > max)", on: kinds(cmpV), side: maxi},
			{Indent: 3, Code: "max = score;", on: kinds(cmpV), side: maxi, when: ifYes},
			{Indent: 1, Code: "}"},
			{Indent: 1, Code: "return max;", on: kinds(ret, end), side: maxi},
			{Code: "}"},
			{Code: "int mini(int depth) {", on: kinds(start, call), side: mini},
			{Indent: 1, Code: "if (gameOver() || depth == 0)", on: kinds(call), side: mini},
			{Indent: 2, Code: "return evaluate();", Note: "code.note.leaf", on: kinds(leafEv), side: mini},
			{Indent: 1, Code: "int min = +oo;", on: kinds(call), side: mini, inner: true},
			{Indent: 1, Code: "for (move : all_moves) {", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "int score = maxi(depth - 1);", on: kinds(cmpV), side: mini},
			{Indent: 2, Code: "if (score < min)", on: kinds(cmpV), side: mini},
			{Indent: 3, Code: "min = score;", on: kinds(cmpV), side: mini, when: ifYes},
			{Indent: 1, Code: "}"},
			{Indent: 1, Code: "return min;", on: kinds(ret, end), side: mini},
			{Code: "}"},
		},
	}
}

// labNegamax is the lab's negamax: every node maximises its own score,
// the child's negated.
func labNegamax() *Form {
	return &Form{
		ID: "lab-negamax", Algorithm: search.Negamax, Title: "code.lab_negamax", Source: "code.source.lab",
		vars:    Names{V: "max", Depth: "depth"},
		comment: "//",
		Lines: []Line{
			{Code: "int negamax(int depth) {", on: kinds(start, call)},
			{Indent: 1, Code: "if (gameOver() || depth == 0)", on: kinds(call)},
			{Indent: 2, Code: "return evaluate();", Note: "code.note.leaf", on: kinds(leafEv)},
			{Indent: 1, Code: "int max = -oo;", on: kinds(call), inner: true},
			{Indent: 1, Code: "for (move : all_moves) {", on: kinds(call), inner: true},
			{Indent: 2, Code: "int score = -negamax(depth - 1);", on: kinds(cmpV)},
			{Indent: 2, Code: "if (score > max)", on: kinds(cmpV)},
			{Indent: 3, Code: "max = score;", on: kinds(cmpV), when: ifYes},
			{Indent: 1, Code: "}"},
			{Indent: 1, Code: "return max;", on: kinds(ret, end)},
			{Code: "}"},
		},
	}
}

// labAlphaBetaNegamax is the lab's alphabeta_negamax: alpha is the
// running value, the window negated and swapped for the child, alpha
// returned. The lab writes the test "score >= alpha"; the search keeps
// the first of equal children, as it is written here.
func labAlphaBetaNegamax() *Form {
	return &Form{
		ID: "lab-alphabeta-negamax", Algorithm: search.AlphaBetaNegamax, Title: "code.lab_alphabeta_negamax", Source: "code.source.lab",
		vars:    Names{Alpha: "alpha", Beta: "beta", Depth: "depth"},
		comment: "//",
		Lines: []Line{
			{Code: "int alphabeta_negamax(int alpha, int beta, int depth) {", on: kinds(start, call)},
			{Indent: 1, Code: "if (gameOver() || depth == 0)", on: kinds(call)},
			{Indent: 2, Code: "return evaluate();", Note: "code.note.leaf", on: kinds(leafEv)},
			{Indent: 1, Code: "for (move : all_moves) {", on: kinds(call), inner: true},
			{Indent: 2, Code: "int score = -alphabeta_negamax(-beta, -alpha, depth - 1);", on: kinds(cmpB)},
			{Indent: 2, Code: "if (score > alpha)", on: kinds(cmpB)},
			{Indent: 3, Code: "alpha = score;", on: kinds(cmpB), when: ifYes},
			{Indent: 2, Code: "if (alpha >= beta)", Strict: "if (alpha > beta)", on: kinds(cutTest)},
			{Indent: 3, Code: "break;", Note: "code.note.prune", on: kinds(cutTest, prune), when: ifYes},
			{Indent: 1, Code: "}"},
			{Indent: 1, Code: "return alpha;", on: kinds(ret, end)},
			{Code: "}"},
		},
	}
}

// notesFailHard is the lecture notes' fail-hard alpha-beta, as their
// pseudo-code writes it: beta (MIN) or alpha (MAX) is the running value,
// and a cutoff returns the bound that was crossed.
func notesFailHard() *Form {
	return &Form{
		ID: "notes-failhard", Algorithm: search.AlphaBetaFailHard, Title: "code.notes_failhard", Source: "code.source.notes",
		vars:    Names{Alpha: "alpha", Beta: "beta"},
		comment: "--",
		Lines: []Line{
			{Code: "evaluate (node, alpha, beta)", on: kinds(start, call)},
			{Indent: 1, Code: "if node is a leaf", on: kinds(call)},
			{Indent: 2, Code: "return (heuristic value of node)", on: kinds(leafEv)},
			{Indent: 1, Code: "if node is a minimizing node", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "for each child of node", on: kinds(call), side: mini, inner: true},
			{Indent: 3, Code: "beta = min (beta, evaluate (child, alpha, beta))", on: kinds(cmpB), side: mini},
			{Indent: 3, Code: "if beta <= alpha", Strict: "if beta < alpha", on: kinds(cutTest), side: mini},
			{Indent: 4, Code: "return (alpha)", Note: "code.note.prune", on: kinds(cutTest, prune, ret), side: mini, when: ifYes},
			{Indent: 2, Code: "return (beta)", on: kinds(ret, end), side: mini, when: ifNo},
			{Indent: 1, Code: "if node is a maximizing node", on: kinds(call), side: maxi, inner: true},
			{Indent: 2, Code: "for each child of node", on: kinds(call), side: maxi, inner: true},
			{Indent: 3, Code: "alpha = max (alpha, evaluate (child, alpha, beta))", on: kinds(cmpB), side: maxi},
			{Indent: 3, Code: "if beta <= alpha", Strict: "if beta < alpha", on: kinds(cutTest), side: maxi},
			{Indent: 4, Code: "return (beta)", Note: "code.note.prune", on: kinds(cutTest, prune, ret), side: maxi, when: ifYes},
			{Indent: 2, Code: "return (alpha)", on: kinds(ret, end), side: maxi, when: ifNo},
		},
	}
}
