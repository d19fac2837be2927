package code

import (
	"slices"
	"strings"
	"unicode"

	"gametree/search"
)

// Step kinds, short.
const (
	expect  = search.Expect
	resrch  = search.Research
	phase   = search.Phase
	start   = search.Start
	call    = search.Call
	leafEv  = search.Leaf
	cmpV    = search.CompareV
	cmpB    = search.CompareBound
	cutTest = search.CutoffTest
	prune   = search.Prune
	ret     = search.Return
	end     = search.End
	recall  = search.Recall
	upper   = search.UpperTest
	lower   = search.LowerTest
)

// kinds makes a list of step kinds.
func kinds(k ...search.StepKind) []search.StepKind { return k }

// inEnglish returns form f with its names put into English, under id,
// title and source: words gives the English name of each of its names
// that is not English. The lines are f's, lit by the same steps, and the
// variables f's, renamed.
func inEnglish(f *Form, id, title, source string, words map[string]string) *Form {
	g := *f
	g.ID, g.Title, g.Source, g.Lang = id, title, source, ""
	g.Lines = slices.Clone(f.Lines)
	for i := range g.Lines {
		ln := &g.Lines[i]
		ln.Code, ln.Strict = rename(ln.Code, words), rename(ln.Strict, words)
	}
	v := &g.vars
	for _, name := range []*string{&v.Alpha, &v.Beta, &v.V, &v.VMin, &v.Chosen, &v.Depth, &v.MaxAlpha, &v.MinBeta} {
		*name = rename(*name, words)
	}
	return &g
}

// rename replaces every name in code that words has (a whole name: a run
// of letters, digits and underscores) by its entry.
func rename(code string, words map[string]string) string {
	var b strings.Builder
	name := func(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
	for code != "" {
		i := strings.IndexFunc(code, name)
		if i < 0 {
			b.WriteString(code)
			break
		}
		b.WriteString(code[:i])
		code = code[i:]
		j := strings.IndexFunc(code, func(r rune) bool { return !name(r) })
		if j < 0 {
			j = len(code)
		}
		if w, ok := words[code[:j]]; ok {
			b.WriteString(w)
		} else {
			b.WriteString(code[:j])
		}
		code = code[j:]
	}
	return b.String()
}

// walkthroughWords are the English names of the Romanian lab handout's.
var walkthroughWords = map[string]string{
	"stare": "state", "adancime": "depth", "final": "terminal", "estimeaza_scor": "estimate_score",
	"tip": "player", "JMAX": "MAX", "mutari": "moves", "fiu": "child", "fiu_ales": "chosen_child",
}

// walkthroughEnglish is the Romanian lab handout's alpha-beta in English
// names, alpha_beta(alpha, beta, state) with V and chosen_child, as the
// English narration tells it: alpha-beta's default listing.
func walkthroughEnglish() *Form {
	f := inEnglish(walkthrough(), "walkthrough-en", "code.walkthrough_en", "code.source.walkthrough_en", walkthroughWords)
	for i := range f.Lines {
		if f.Lines[i].Note == "code.note.jmin" {
			f.Lines[i].Note = "code.note.min"
		}
	}
	return f
}

// walkthrough is the Romanian lab handout's alpha-beta, fail-soft, in its
// names: alpha_beta(alpha, beta, stare), V, fiu_ales, mutari,
// estimeaza_scor; V is kept apart from alpha and beta, and returned.
func walkthrough() *Form {
	return &Form{
		ID: "walkthrough", Lang: "ro", Algorithm: search.AlphaBeta, Title: "code.walkthrough", Source: "code.source.walkthrough",
		vars:    Names{Alpha: "alpha", Beta: "beta", V: "V", Chosen: "fiu_ales", Depth: "adancime", LeafV: true},
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
			{Indent: 3, Code: "if alpha >= beta:", Strict: "if alpha > beta:", on: kinds(cutTest, cmpB), side: maxi, only: boundKept},
			{Indent: 4, Code: "break", Note: "code.note.prune", on: kinds(cutTest, prune), side: maxi, when: ifYes},
			{Indent: 1, Code: "else:", Note: "code.note.jmin", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "stare.V = +inf", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "for fiu in mutari(stare):", on: kinds(call), side: mini, inner: true},
			{Indent: 3, Code: "fiu = alpha_beta(alpha, beta, fiu)", on: kinds(cmpV), side: mini},
			{Indent: 3, Code: "if fiu.V < stare.V:", on: kinds(cmpV), side: mini},
			{Indent: 4, Code: "stare.V, stare.fiu_ales = fiu.V, fiu", on: kinds(cmpV), side: mini, when: ifYes},
			{Indent: 3, Code: "if fiu.V < beta:", on: kinds(cmpB), side: mini},
			{Indent: 4, Code: "beta = fiu.V", on: kinds(cmpB), side: mini, when: ifYes},
			{Indent: 3, Code: "if alpha >= beta:", Strict: "if alpha > beta:", on: kinds(cutTest, cmpB), side: mini, only: boundKept},
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

// labAlphaBeta is the lab's alpha-beta in minimax form, alphabeta_maxi
// and alphabeta_mini, fail-hard: a score at or beyond the far bound
// returns that bound at once (the cut-off), one that improves the near
// bound becomes it, and the near bound is returned. The lab tests the
// cut-off before it moves the bound; the search records the bound's
// comparison first, so a comparison followed by a cutoff lights the
// test and its return, the others the bound's lines.
func labAlphaBeta() *Form {
	cuts := nextIs(cutTest, true)
	var lines []Line
	for _, p := range []struct {
		side               side
		name, other        string
		test, strict, back string
		better, keep, ret  string
		testNote           string
	}{
		{maxi, "alphabeta_maxi", "alphabeta_mini", "if (score >= beta)", "if (score > beta)", "return beta;", "if (score > alpha)", "alpha = score;", "return alpha;", "code.note.lab_beta_cut"},
		{mini, "alphabeta_mini", "alphabeta_maxi", "if (score <= alpha)", "if (score < alpha)", "return alpha;", "if (score < beta)", "beta = score;", "return beta;", "code.note.lab_alpha_cut"},
	} {
		lines = append(lines,
			Line{Code: "int " + p.name + "(int alpha, int beta, int depth) {", on: kinds(start, call), side: p.side},
			Line{Indent: 1, Code: "if (gameOver() || depth == 0)", on: kinds(call), side: p.side},
			Line{Indent: 2, Code: "return evaluate();", Note: "code.note.leaf", on: kinds(leafEv), side: p.side},
			Line{Indent: 1, Code: "for (move : all_moves) {", on: kinds(call, cutTest), side: p.side, inner: true, when: ifNo},
			Line{Indent: 2, Code: "int score = " + p.other + "(alpha, beta, depth - 1);", on: kinds(cmpB), side: p.side},
			Line{Indent: 2, Code: p.test, Strict: p.strict, on: kinds(cmpB), side: p.side},
			Line{Indent: 3, Code: p.back, Note: p.testNote, on: kinds(cmpB, cutTest, prune, ret), side: p.side,
				only: func(tr *search.Trace, k int) bool {
					switch s := tr.StepAt(k); s.Kind {
					case search.CompareBound:
						return cuts(tr, k)
					case search.Return, search.CutoffTest:
						return s.Yes
					}
					return true
				}},
			Line{Indent: 2, Code: p.better, on: kinds(cmpB), side: p.side, only: not(cuts)},
			Line{Indent: 3, Code: p.keep, on: kinds(cmpB), side: p.side, when: ifYes, only: not(cuts)},
			Line{Indent: 1, Code: "}"},
			Line{Indent: 1, Code: p.ret, on: kinds(ret, end), side: p.side, when: ifNo},
			Line{Code: "}"},
		)
	}
	return &Form{
		ID: "lab-alphabeta", Algorithm: search.AlphaBetaFailHard, Title: "code.lab_alphabeta", Source: "code.source.lab",
		vars:      Names{Alpha: "alpha", Beta: "beta", Depth: "depth"},
		comment:   "//",
		Lines:     lines,
		beforeCut: labCut,
	}
}

// labCut returns, for a step of the lab's alpha-beta at or after the
// comparison that cuts its node off (the comparison, the test, the
// pruning, the return), that comparison: the lab returns there, its
// bounds as they were before it; -1 for any other step.
func labCut(tr *search.Trace, k int) int {
	s := tr.StepAt(k)
	switch {
	case s.Kind == search.CompareBound && nextIs(cutTest, true)(tr, k):
		return k
	case s.Kind == search.CutoffTest && s.Yes, s.Kind == search.Prune, s.Kind == search.Return && s.Yes:
		for j := k - 1; j >= 0; j-- {
			if p := tr.StepAt(j); p.Node == s.Node && p.Kind == search.CompareBound {
				return j
			}
		}
	}
	return -1
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

// bratko is Bratko's alpha-beta program in Prolog (Prolog Programming for
// Artificial Intelligence, Fig. 22.5), in the Romanian handout's names
// when the language is Romanian. A line about a position Pos is MAX's
// when MIN is to move in Pos (min_to_move: MAX moved there), so the steps
// of a MAX node light min_to_move's lines.
func bratko() *Form {
	return &Form{
		ID: "bratko", Algorithm: search.Bratko, Title: "code.bratko", Source: "code.source.bratko",
		vars:    Names{Alpha: "Alpha", Beta: "Beta", V: "Val", Chosen: "GoodPos", LeafV: true},
		varsRo:  Names{Alpha: "Alpha", Beta: "Beta", V: "Val", Chosen: "PozBuna", LeafV: true},
		comment: "%",
		Lines: []Line{
			{Code: "alphabeta(Pos, Alpha, Beta, GoodPos, Val) :-", Ro: "alphabeta(Poz, Alpha, Beta, PozBuna, Val) :-", on: kinds(start, call, end)},
			{Indent: 1, Code: "moves(Pos, PosList), !,", Ro: "mutari(Poz, ListaPoz), !,", on: kinds(call), inner: true},
			{Indent: 1, Code: "boundedbest(PosList, Alpha, Beta, GoodPos, Val)", Ro: "limitarebuna(ListaPoz, Alpha, Beta, PozBuna, Val)", on: kinds(call, ret), inner: true},
			{Indent: 1, Code: ";"},
			{Indent: 1, Code: "staticval(Pos, Val).", Ro: "staticval(Poz, Val).", Note: "code.note.leaf", on: kinds(leafEv)},
			{Code: "boundedbest([Pos | PosList], Alpha, Beta, GoodPos, GoodVal) :-", Ro: "limitarebuna([Poz | ListaPoz], Alpha, Beta, PozBuna, ValBuna) :-", on: kinds(call), only: calledAs(anyChild)},
			{Indent: 1, Code: "alphabeta(Pos, Alpha, Beta, _, Val),", Ro: "alphabeta(Poz, Alpha, Beta, _, Val),", on: kinds(call), only: calledAs(anyChild)},
			{Indent: 1, Code: "goodenough(PosList, Alpha, Beta, Pos, Val, GoodPos, GoodVal).", Ro: "destuldebun(ListaPoz, Alpha, Beta, Poz, Val, PozBuna, ValBuna).", on: kinds(cutTest)},
			{Code: "goodenough([], _, _, Pos, Val, Pos, Val) :- !.", Ro: "destuldebun([], _, _, Poz, Val, Poz, Val) :- !.", Note: "code.note.bratko_last", on: kinds(cmpV), only: atEnd(search.AtLast)},
			{Code: "goodenough(_, Alpha, Beta, Pos, Val, Pos, Val) :-", Ro: "destuldebun(_, Alpha, Beta, Poz, Val, Poz, Val) :-", on: kinds(cutTest, cmpV), when: ifYes, only: atEnd(search.AtStop)},
			{Indent: 1, Code: "min_to_move(Pos), Val > Beta, !", Ro: "mutare_min(Poz), Val > Beta, !", Note: "code.note.bratko_upper", on: kinds(cutTest, prune), side: maxi},
			{Indent: 1, Code: ";"},
			{Indent: 1, Code: "max_to_move(Pos), Val < Alpha, !.", Ro: "mutare_max(Poz), Val < Alpha, !.", Note: "code.note.bratko_lower", on: kinds(cutTest, prune), side: mini},
			{Code: "goodenough(PosList, Alpha, Beta, Pos, Val, GoodPos, GoodVal) :-", Ro: "destuldebun(ListaPoz, Alpha, Beta, Poz, Val, PozBuna, ValBuna) :-", on: kinds(cutTest), when: ifNo},
			{Indent: 1, Code: "newbounds(Alpha, Beta, Pos, Val, NewAlpha, NewBeta),", Ro: "limitenoi(Alpha, Beta, Poz, Val, AlphaNou, BetaNou),", on: kinds(cmpB)},
			{Indent: 1, Code: "boundedbest(PosList, NewAlpha, NewBeta, Pos1, Val1),", Ro: "limitarebuna(ListaPoz, AlphaNou, BetaNou, Poz1, Val1),", on: kinds(call), only: calledAs(laterChild)},
			{Indent: 1, Code: "betterof(Pos, Val, Pos1, Val1, GoodPos, GoodVal).", Ro: "maibine(Poz, Val, Poz1, Val1, PozBuna, ValBuna).", on: kinds(cmpV), only: atEnd(search.AtBetter)},
			{Code: "newbounds(Alpha, Beta, Pos, Val, Val, Beta) :-", Ro: "limitenoi(Alpha, Beta, Poz, Val, Val, Beta) :-", on: kinds(cmpB), side: maxi, when: ifYes},
			{Indent: 1, Code: "min_to_move(Pos), Val > Alpha, !.", Ro: "mutare_min(Poz), Val > Alpha, !.", Note: "code.note.bratko_raise", on: kinds(cmpB), side: maxi},
			{Code: "newbounds(Alpha, Beta, Pos, Val, Alpha, Val) :-", Ro: "limitenoi(Alpha, Beta, Poz, Val, Alpha, Val) :-", on: kinds(cmpB), side: mini, when: ifYes},
			{Indent: 1, Code: "max_to_move(Pos), Val < Beta, !.", Ro: "mutare_max(Poz), Val < Beta, !.", Note: "code.note.bratko_lower_beta", on: kinds(cmpB), side: mini},
			{Code: "newbounds(Alpha, Beta, _, _, Alpha, Beta).", Ro: "limitenoi(Alpha, Beta, _, _, Alpha, Beta).", Note: "code.note.bratko_same", on: kinds(cmpB), when: ifNo},
			{Code: "betterof(Pos, Val, Pos1, Val1, Pos, Val) :-", Ro: "maibine(Poz, Val, Poz1, Val1, Poz, Val) :-", Note: "code.note.bratko_better", on: kinds(cmpV), when: ifYes, only: atEnd(search.AtBetter)},
			{Indent: 1, Code: "min_to_move(Pos), Val > Val1, !", Ro: "mutare_min(Poz), Val > Val1, !", on: kinds(cmpV), side: maxi, only: atEnd(search.AtBetter)},
			{Indent: 1, Code: ";"},
			{Indent: 1, Code: "max_to_move(Pos), Val < Val1, !.", Ro: "mutare_max(Poz), Val < Val1, !.", on: kinds(cmpV), side: mini, only: atEnd(search.AtBetter)},
			{Code: "betterof(_, _, Pos1, Val1, Pos1, Val1).", Ro: "maibine(_, _, Poz1, Val1, Poz1, Val1).", Note: "code.note.bratko_later", on: kinds(cmpV), when: ifNo, only: atEnd(search.AtBetter)},
		},
	}
}

// slidesStage is what the listing of one stage of the Italian slides'
// derivation says in its own way: the same C-like function, with the
// stage's signature and call of a child, the variables MAX and MIN keep
// (max and min, then alfa and beta), how they start, the test and what
// reaching its threshold sets; cmp is the step kind that compares a
// child's value (CompareV for max and min, CompareBound for alfa and
// beta).
type slidesStage struct {
	signature, call        string
	maxVar, minVar         string
	maxStart, minStart     string
	maxTest, maxTestStrict string
	maxSettle              string
	minTest, minTestStrict string
	minSettle              string
	cmp                    search.StepKind
}

// slidesLines is the listing of a stage of the slides.
func slidesLines(st slidesStage) []Line {
	lines := []Line{
		{Code: st.signature, on: kinds(start, call)},
		{Indent: 1, Code: "if ((livello == max_livello) || condizione_uscita(stato)) {", on: kinds(call)},
		{Indent: 2, Code: "CAMMINO = NULL;", on: kinds(leafEv)},
		{Indent: 2, Code: "return(statica(stato));", Note: "code.note.leaf", on: kinds(leafEv)},
		{Indent: 1, Code: "} else {", on: kinds(call), inner: true},
		{Indent: 2, Code: "lista_figli = genera_figli(stato);", on: kinds(call), inner: true},
	}
	for _, p := range []struct {
		side                 side
		branch, note         string
		v, start, op         string
		test, strict, settle string
	}{
		{maxi, "if ((livello % 2) == 0) {", "code.note.slides_max", st.maxVar, st.maxStart, ">", st.maxTest, st.maxTestStrict, st.maxSettle},
		{mini, "} else {", "code.note.slides_min", st.minVar, st.minStart, "<", st.minTest, st.minTestStrict, st.minSettle},
	} {
		loop, first := "for each figlio in lista_figli && !finito {", strings.TrimSpace(p.start+" finito = FALSE;")
		if p.test == "" { // minimax: no threshold, nothing to stop at
			loop, first = "for each figlio in lista_figli {", p.start
		}
		lines = append(lines,
			Line{Indent: 2, Code: p.branch, Note: p.note, on: kinds(call), side: testedBy(p.side), inner: true},
			Line{Indent: 3, Code: first, on: kinds(call), side: p.side, inner: true},
			Line{Indent: 3, Code: loop, on: kinds(call), side: p.side, inner: true},
			Line{Indent: 4, Code: "valutazione = " + st.call + ";", on: kinds(st.cmp), side: p.side},
			Line{Indent: 4, Code: "if (valutazione " + p.op + " " + p.v + ") {", on: kinds(st.cmp), side: p.side},
			Line{Indent: 5, Code: p.v + " = valutazione; migliore = figlio;", on: kinds(st.cmp), side: p.side, when: ifYes},
			Line{Indent: 4, Code: "}"},
		)
		if p.test != "" {
			lines = append(lines,
				Line{Indent: 4, Code: p.test, Strict: p.strict, on: kinds(cutTest), side: p.side},
				Line{Indent: 5, Code: "finito = TRUE; " + p.settle, Note: "code.note.slides_finito", on: kinds(cutTest, prune), side: p.side, when: ifYes},
				Line{Indent: 4, Code: "}"},
			)
		}
		lines = append(lines,
			Line{Indent: 3, Code: "}"},
			Line{Indent: 3, Code: "inserisci(migliore, CAMMINO); return(" + p.v + ");", on: kinds(ret, end), side: p.side},
		)
	}
	return append(lines, Line{Indent: 2, Code: "}"}, Line{Indent: 1, Code: "}"}, Line{Code: "}"})
}

// slidesMinimax is the slides' MINIMAX, where their derivation starts:
// max and min, the best child kept in migliore and the best path in
// CAMMINO.
func slidesMinimax() *Form {
	return &Form{
		ID: "slides-minimax", Lang: "it", Algorithm: search.Minimax, Title: "code.slides_minimax", Source: "code.source.slides",
		vars:    Names{V: "max", VMin: "min", Chosen: "migliore"},
		comment: "//",
		Lines: slidesLines(slidesStage{
			signature: "int minimax(stato, livello) {", call: "minimax(figlio, livello + 1)",
			maxVar: "max", minVar: "min", maxStart: "max = -inf;", minStart: "min = +inf;", cmp: cmpV,
		}),
	}
}

// slidesWords are the English names of the Italian slides'.
var slidesWords = map[string]string{
	"stato": "state", "livello": "level", "max_livello": "max_level", "condizione_uscita": "exit_condition",
	"CAMMINO": "PATH", "statica": "static_value", "lista_figli": "children", "genera_figli": "generate_children",
	"figlio": "child", "finito": "done", "valutazione": "value", "migliore": "best", "inserisci": "insert",
	"soglia_max": "max_threshold", "soglia_min": "min_threshold", "alfa": "alpha",
}

// slidesStage1English is the slides' stage 1 in English names, its
// thresholds max_threshold and min_threshold: the stage's default
// listing.
func slidesStage1English() *Form {
	return inEnglish(slidesStage1Form(), "slides-stage1-en", "code.slides_stage1_en", "code.source.slides_en", slidesWords)
}

// slidesStage2English is the slides' stage 2 in English names, alpha and
// beta passed down unchanged: the stage's default listing.
func slidesStage2English() *Form {
	f := inEnglish(slidesStage2Form(), "slides-stage2-en", "code.slides_stage2_en", "code.source.slides_en", slidesWords)
	f.Remark = "code.remark.slides_stage2_en"
	return f
}

// slidesStage1Form is the slides' "ALFA-BETA provvisorio": thresholds
// without parameters, soglia_max and soglia_min, the value of the level
// above. The slides test the MIN side on valutazione; once the test has
// failed for every child before, that is min's test.
func slidesStage1Form() *Form {
	return &Form{
		ID: "slides-stage1", Lang: "it", Algorithm: search.SlidesStage1, Title: "code.slides_stage1", Source: "code.source.slides",
		vars:    Names{Alpha: "soglia_min", Beta: "soglia_max", V: "max", VMin: "min", Chosen: "migliore", Threshold: true},
		comment: "//",
		Lines: slidesLines(slidesStage{
			signature: "int minimax(stato, livello) {", call: "minimax(figlio, livello + 1)",
			maxVar: "max", minVar: "min", maxStart: "max = -inf;", minStart: "min = +inf;", cmp: cmpV,
			maxTest: "if (max >= soglia_max) {", maxTestStrict: "if (max > soglia_max) {", maxSettle: "max = soglia_max;",
			minTest: "if (valutazione <= soglia_min) {", minTestStrict: "if (valutazione < soglia_min) {", minSettle: "min = soglia_min;",
		}),
	}
}

// slidesStage2Form is the slides' "ALFA-BETA seconda approssimazione":
// alfa and beta as parameters, passed to the children unchanged.
func slidesStage2Form() *Form {
	return &Form{
		ID: "slides-stage2", Lang: "it", Algorithm: search.SlidesStage2, Title: "code.slides_stage2", Source: "code.source.slides", Remark: "code.remark.slides_stage2",
		vars:    Names{Alpha: "alfa", Beta: "beta", V: "max", VMin: "min", Chosen: "migliore"},
		comment: "//",
		Lines: slidesLines(slidesStage{
			signature: "int minimax(stato, livello, alfa, beta) {", call: "minimax(figlio, livello + 1, alfa, beta)",
			maxVar: "max", minVar: "min", maxStart: "max = alfa;", minStart: "min = beta;", cmp: cmpV,
			maxTest: "if (max >= beta) {", maxTestStrict: "if (max > beta) {", maxSettle: "max = beta;",
			minTest: "if (min <= alfa) {", minTestStrict: "if (min < alfa) {", minSettle: "min = alfa;",
		}),
	}
}

// slidesAlphaBeta is the slides' "ALFA-BETA definitivo", fail-hard: alfa
// (MAX) or beta (MIN) is the running value, and a cutoff returns the
// bound crossed.
func slidesAlphaBeta() *Form {
	return &Form{
		ID: "slides-alphabeta", Lang: "it", Algorithm: search.AlphaBetaFailHard, Title: "code.slides_alphabeta", Source: "code.source.slides",
		vars:    Names{Alpha: "alfa", Beta: "beta", Chosen: "migliore"},
		comment: "//",
		Lines: slidesLines(slidesStage{
			signature: "int alfa_beta(stato, livello, alfa, beta) {", call: "alfa_beta(figlio, livello + 1, alfa, beta)",
			maxVar: "alfa", minVar: "beta", cmp: cmpB,
			maxTest: "if (alfa >= beta) {", maxTestStrict: "if (alfa > beta) {", maxSettle: "alfa = beta;",
			minTest: "if (beta <= alfa) {", minTestStrict: "if (beta < alfa) {", minSettle: "beta = alfa;",
		}),
	}
}

// aimaExpectiminimax is AIMA's EXPECTIMINIMAX (Russell and Norvig,
// section 5.5): MAX and MIN as minimax, a chance node the sum of its
// outcomes' values weighted by their probabilities.
func aimaExpectiminimax() *Form {
	return &Form{
		ID: "aima-expectiminimax", Algorithm: search.Expectimax, Title: "code.aima_expectiminimax", Source: "code.source.aima",
		vars:    Names{V: "v", Depth: "depth"},
		comment: "//",
		Lines: []Line{
			{Code: "function EXPECTIMINIMAX(s) returns a value", on: kinds(start, call)},
			{Indent: 1, Code: "if TERMINAL-TEST(s) then return UTILITY(s)", Note: "code.note.leaf", on: kinds(call, leafEv), leaf: true},
			{Indent: 1, Code: "if PLAYER(s) = MAX then", on: kinds(call), side: maxi, inner: true},
			{Indent: 2, Code: "v ← −∞", on: kinds(call), side: maxi, inner: true},
			{Indent: 2, Code: "for each a in ACTIONS(s) do", on: kinds(call), side: maxi, inner: true},
			{Indent: 3, Code: "v ← MAX(v, EXPECTIMINIMAX(RESULT(s, a)))", on: kinds(cmpV), side: maxi},
			{Indent: 2, Code: "return v", on: kinds(ret, end), side: maxi},
			{Indent: 1, Code: "if PLAYER(s) = MIN then", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "v ← +∞", on: kinds(call), side: mini, inner: true},
			{Indent: 2, Code: "for each a in ACTIONS(s) do", on: kinds(call), side: mini, inner: true},
			{Indent: 3, Code: "v ← MIN(v, EXPECTIMINIMAX(RESULT(s, a)))", on: kinds(cmpV), side: mini},
			{Indent: 2, Code: "return v", on: kinds(ret, end), side: mini},
			{Indent: 1, Code: "if PLAYER(s) = CHANCE then", on: kinds(call), side: chance, inner: true},
			{Indent: 2, Code: "v ← 0", on: kinds(call), side: chance, inner: true},
			{Indent: 2, Code: "for each r in the outcomes of s do", on: kinds(call), side: chance, inner: true},
			{Indent: 3, Code: "v ← v + P(r) · EXPECTIMINIMAX(RESULT(s, r))", on: kinds(expect), side: chance},
			{Indent: 2, Code: "return v", on: kinds(ret, end), side: chance},
		},
	}
}

// textbookPVS is principal variation search in the negamax form textbooks
// give it: the first child with the full window, the others with a null
// window first, searched again with the full one when they fail high.
// The null window is (α, α + δ), δ the smallest step between the tree's
// values; the engine searches again with (α, β), as written here.
func textbookPVS() *Form {
	return &Form{
		ID: "textbook-pvs", Algorithm: search.PVS, Title: "code.pvs", Source: "code.source.textbook",
		vars:    Names{Alpha: "α", Beta: "β", Depth: "depth"},
		comment: "//",
		Lines: []Line{
			{Code: "function pvs(node, depth, α, β)", on: kinds(start, call)},
			{Indent: 1, Code: "if depth = 0 or node is terminal then", on: kinds(call)},
			{Indent: 2, Code: "return the value of node for the player to move", Note: "code.note.leaf", on: kinds(leafEv)},
			{Indent: 1, Code: "for each child of node do", on: kinds(call), inner: true},
			{Indent: 2, Code: "if child is the first child then", on: kinds(call), only: calledAs(anyChild)},
			{Indent: 3, Code: "score := −pvs(child, depth − 1, −β, −α)", on: kinds(call), only: calledAs(firstChild)},
			{Indent: 2, Code: "else", on: kinds(call), only: calledAs(laterChild)},
			{Indent: 3, Code: "score := −pvs(child, depth − 1, −α − δ, −α)", Note: "code.note.pvs_null", on: kinds(resrch, call), only: calledAs(laterChild)},
			{Indent: 3, Code: "if α < score < β then", on: kinds(resrch)},
			{Indent: 4, Code: "score := −pvs(child, depth − 1, −β, −α)", Note: "code.note.pvs_again", on: kinds(resrch), when: ifYes},
			{Indent: 2, Code: "α := max(α, score)", on: kinds(cmpB)},
			{Indent: 2, Code: "if α ≥ β then", Strict: "if α > β then", on: kinds(cutTest)},
			{Indent: 3, Code: "break", Note: "code.note.prune", on: kinds(cutTest, prune), when: ifYes},
			{Indent: 1, Code: "return α", on: kinds(ret, end)},
		},
	}
}

// textbookIterative is iterative deepening over fail-soft alpha-beta, as
// textbooks write it: depth 1, 2, … each search trying first the
// children the one before found best, with an aspiration window around
// its value when one is asked for, searched again with the full window
// when the value falls outside.
func textbookIterative() *Form {
	lines := []Line{
		{Code: "function ITERATIVE-DEEPENING(root, max_depth)", on: kinds(start)},
		{Indent: 1, Code: "for d := 1 to max_depth do", on: kinds(phase)},
		{Indent: 2, Code: "order every node's children by the values found at d − 1", on: kinds(phase), when: ifNo},
		{Indent: 2, Code: "(α0, β0) := (−∞, +∞), or (v − W, v + W) around the last v", on: kinds(phase), when: ifNo},
		{Indent: 2, Code: "v := alphabeta(root, d, α0, β0)", on: kinds(phase), when: ifNo},
		{Indent: 2, Code: "if v ≤ α0 or v ≥ β0 then v := alphabeta(root, d, −∞, +∞)", Note: "code.note.aspiration", on: kinds(phase), when: ifYes},
		{Indent: 1, Code: "return v", on: kinds(end)},
		{Code: "function alphabeta(node, depth, α, β)", on: kinds(call)},
		{Indent: 1, Code: "if depth = 0 or node is terminal then", on: kinds(call)},
		{Indent: 2, Code: "return the estimate, or the value, of node", Note: "code.note.leaf", on: kinds(leafEv)},
	}
	for _, p := range []struct {
		side           side
		is, v0, better string
		bound, test    string
		strict         string
	}{
		{maxi, "if node is MAX then", "v := −∞", "v := max(v, alphabeta(child, depth − 1, α, β))", "α := max(α, v)", "if α ≥ β then break", "if α > β then break"},
		{mini, "else", "v := +∞", "v := min(v, alphabeta(child, depth − 1, α, β))", "β := min(β, v)", "if α ≥ β then break", "if α > β then break"},
	} {
		lines = append(lines,
			Line{Indent: 1, Code: p.is, on: kinds(call), side: testedBy(p.side), inner: true},
			Line{Indent: 2, Code: p.v0, on: kinds(call), side: p.side, inner: true},
			Line{Indent: 2, Code: "for each child, best first do", on: kinds(call), side: p.side, inner: true},
			Line{Indent: 3, Code: p.better, on: kinds(cmpV), side: p.side},
			Line{Indent: 3, Code: p.bound, on: kinds(cmpB), side: p.side},
			Line{Indent: 3, Code: p.test, Strict: p.strict, Note: "code.note.prune", on: kinds(cutTest, prune, cmpB), side: p.side, only: boundKept},
			Line{Indent: 2, Code: "return v", on: kinds(ret), side: p.side},
		)
	}
	return &Form{
		ID: "textbook-iterative", Algorithm: search.Iterative, Title: "code.iterative", Source: "code.source.textbook",
		vars:    Names{Alpha: "α", Beta: "β", V: "v", Depth: "depth"},
		comment: "//",
		Lines:   lines,
	}
}
