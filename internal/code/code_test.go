package code

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// walkthroughTrace is the walk-through's tree searched by algo.
func walkthroughTrace(t *testing.T, algo search.Algorithm) *search.Trace {
	t.Helper()
	return sampleTrace(t, "alphabeta-walkthrough", algo)
}

// withSampling gives opt the options of Monte Carlo tree search when its
// algorithm is that: a few iterations, to step through.
func withSampling(opt search.Options) search.Options {
	if opt.Algorithm.Uses().Has(search.UseSampling) {
		opt.Iterations, opt.Seed, opt.Exploration = 40, 3, search.DefaultExploration
	}
	return opt
}

// sampleTrace is sample name searched by algo.
func sampleTrace(t *testing.T, name string, algo search.Algorithm) *search.Trace {
	t.Helper()
	tr, err := samples.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	opt := withSampling(search.Options{Algorithm: algo})
	out, err := search.Run(context.Background(), tr, opt)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEveryStepLightsALine: every algorithm has a default form; on the
// walk-through's tree and on random trees (with dice for the algorithms
// that take chance nodes), every step of every form's algorithm lights
// at least one line of the form, and only lines the listing has; and
// every line a step can light is lit by some step.
func TestEveryStepLightsALine(t *testing.T) {
	for _, a := range search.Named() {
		for _, code := range i18n.Codes() {
			l := i18n.Must(code)
			if _, err := Default(a, l); err != nil {
				t.Errorf("%s has no form in %s: %v", a, code, err)
			}
			if f, err := For(search.Options{Algorithm: a, TT: true}.For(a), l); err != nil || f.TT != (a == search.AlphaBeta) {
				t.Errorf("%s with a transposition table, in %s: %v, %v", a, code, f, err)
			}
		}
	}
	// Game trees, whose positions meet again: what a transposition table
	// shares.
	var played []*tree.Tree
	for _, spec := range []games.Spec{{Game: games.Nim, Heaps: []int{2, 2}}, {Game: games.Nim, Heaps: []int{1, 2, 2}}, {Game: games.Nim, Heaps: []int{2, 3, 3}}, {Game: games.TicTacToe, Position: "XO.X.O..."}, {Game: games.TicTacToe, Position: "X...O...."}} {
		g, err := games.Build(spec, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		played = append(played, g)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for _, f := range Forms(i18n.English()) {
		var trees []*search.Trace
		estimates := f.Algorithm == search.Iterative // it stops at every depth
		dice := f.Algorithm.Chance() || f.Algorithm.Samples()
		if !estimates && !f.TT {
			trees = append(trees, walkthroughTrace(t, f.Algorithm))
		}
		if f.Algorithm.Uses().Has(search.UseTable) {
			// MTD(f)'s listing keeps its memory by position with a table too.
			tt := f.TT || f.Algorithm == search.MTDF
			for _, g := range played {
				tr, err := search.Run(context.Background(), g, search.Options{Algorithm: f.Algorithm, TT: tt})
				if err != nil {
					t.Fatal(err)
				}
				trees = append(trees, tr)
			}
		}
		for i := range 60 {
			rt, err := tree.Random(tree.RandomSpec{MinBranching: 1, MaxBranching: 4, Depth: 1 + r.IntN(4), Low: -3, High: 3, Seed: r.Uint64(), Estimates: estimates, Dice: dice && i%4 != 0}, tree.MaxNodes)
			if err != nil {
				t.Fatal(err)
			}
			opt := withSampling(search.Options{Algorithm: f.Algorithm, TT: f.TT, Strict: r.IntN(2) == 0 && f.Algorithm.Uses().Has(search.UseStrict)})
			if estimates && i%2 == 1 {
				opt.Aspiration = 1 // now and then a search again with the full window
			}
			if f.Algorithm.Uses().Has(search.UseBounds) {
				opt.Bounds = search.Bounds{Low: -3, High: 3}
			}
			tr, err := search.Run(context.Background(), rt, opt)
			if err != nil {
				t.Fatal(err)
			}
			trees = append(trees, tr)
		}
		used := make([]bool, len(f.Lines))
		for _, tr := range trees {
			for k := range tr.Len() {
				lit := f.Lit(tr, k)
				if len(lit) == 0 {
					t.Fatalf("%s: step %d (%s at %s) lights no line", f.ID, k, tr.StepAt(k).Kind, tr.Tree.Name(tr.StepAt(k).Node))
				}
				for _, n := range lit {
					if n < 1 || n > len(f.Lines) {
						t.Fatalf("%s: step %d lights line %d of %d", f.ID, k, n, len(f.Lines))
					}
					used[n-1] = true
				}
			}
		}
		for i, ln := range f.Lines {
			// The slides' stage 2 as written passes (−∞, +∞) to every
			// node: its threshold is never reached.
			never := f.Algorithm == search.SlidesStage2 && ln.Note == "code.note.slides_finito"
			if len(ln.on) > 0 && !used[i] && !never {
				t.Errorf("%s: line %d (%s) is never lit", f.ID, i+1, strings.TrimSpace(ln.Code))
			}
			// A line no step lights can only be punctuation: a brace, a
			// semicolon between Prolog's alternatives.
			if len(ln.on) == 0 && strings.IndexFunc(ln.Code, unicode.IsLetter) >= 0 {
				t.Errorf("%s: line %d (%s) has no step to light it", f.ID, i+1, strings.TrimSpace(ln.Code))
			}
		}
	}
}

// TestWalkthroughLines: the walk-through's calls as its text tells them:
// call 1 enters a MAX node and sets V to -inf; d1 is evaluated; at e,
// "alpha(e) = 3 >= beta(e) = 2" cuts off and e2 is pruned on MIN's
// break; the root returns.
func TestWalkthroughLines(t *testing.T) {
	tr := walkthroughTrace(t, search.AlphaBeta)
	f, err := Default(search.AlphaBeta, i18n.Must("ro"))
	if err != nil || f.ID != "walkthrough" {
		t.Fatalf("the default form of alpha-beta in Romanian: %v, %v", f, err)
	}
	text := func(n int) string { return strings.TrimSpace(f.Lines[n-1].Code) }
	lit := func(k int) []string {
		var out []string
		for _, n := range f.Lit(tr, k) {
			out = append(out, text(n))
		}
		return out
	}
	first := func(kind search.StepKind, node string, yes bool) int {
		for k := range tr.Len() {
			if s := tr.StepAt(k); s.Kind == kind && tr.Tree.Name(s.Node) == node && s.Yes == yes {
				return k
			}
		}
		t.Fatalf("no %s step at %s", kind, node)
		return 0
	}
	for _, c := range []struct {
		k    int
		want []string
	}{
		{first(search.Call, "a", false), []string{"alpha_beta(alpha, beta, stare):", "if stare.adancime == 0 or final(stare):", "if stare.tip == JMAX:", "stare.V = -inf", "for fiu in mutari(stare):"}},
		{first(search.Leaf, "d1", false), []string{"stare.V = estimeaza_scor(stare)", "return stare"}},
		{first(search.CutoffTest, "e", true), []string{"if alpha >= beta:", "break"}},
		{first(search.CompareV, "d", true), []string{"fiu = alpha_beta(alpha, beta, fiu)", "if fiu.V < stare.V:", "stare.V, stare.fiu_ales = fiu.V, fiu"}},
		{first(search.CompareBound, "c", true), []string{"if fiu.V > alpha:", "alpha = fiu.V"}},
		{tr.Len() - 1, []string{"return stare"}},
	} {
		if got := lit(c.k); !slices.Equal(got, c.want) {
			t.Errorf("step %d (%s at %s): %q, want %q", c.k, tr.StepAt(c.k).Kind, tr.Tree.Name(tr.StepAt(c.k).Node), got, c.want)
		}
	}
	// e's cutoff: e is MIN, so the break lit is MIN's (the second).
	k := first(search.CutoffTest, "e", true)
	if n := f.Lit(tr, k); n[len(n)-1] != len(f.Lines)-1 {
		t.Errorf("e's break is line %v, want MIN's %d", n, len(f.Lines)-1)
	}
	vars := f.Vars(tr, k, i18n.English())
	want := []Var{{"alpha", "3"}, {"beta", "2"}, {"V", "2"}, {"fiu_ales", "e1"}, {"adancime", "1"}}
	if !slices.Equal(vars, want) {
		t.Errorf("e at its cutoff: %v, want %v", vars, want)
	}
	stack := Stack(tr, k)
	var names []string
	for _, fr := range stack {
		names = append(names, tr.Tree.Name(fr.Node))
	}
	if strings.Join(names, " ") != "a b c e" || stack[3].Call != 7 {
		t.Errorf("the stack at e's cutoff: %v (%+v)", names, stack)
	}
}

// TestStrictAndLanguage: a strict cutoff is written "alpha > beta"; the
// comments follow the language; a trace of another algorithm lights
// nothing.
func TestStrictAndLanguage(t *testing.T) {
	f, _ := Default(search.AlphaBeta, i18n.English())
	opt := search.Options{Strict: true}
	ro := i18n.Must("ro")
	listing := strings.Join(f.Listing(opt, ro), "\n")
	if !strings.Contains(listing, "if alpha > beta:") || strings.Contains(listing, ">= beta") {
		t.Errorf("strict listing:\n%s", listing)
	}
	if !strings.Contains(listing, "# "+ro.T("code.note.prune")) || ro.T("code.note.prune") == i18n.English().T("code.note.prune") {
		t.Errorf("the comments are not Romanian:\n%s", listing)
	}
	if lit := f.Lit(walkthroughTrace(t, search.Minimax), 3); lit != nil {
		t.Errorf("a minimax trace lights %v of the alpha-beta form", lit)
	}
}

// TestLookup: forms by name, the default, and an unknown one refused.
func TestLookup(t *testing.T) {
	if f, err := Lookup(search.Options{Algorithm: search.Minimax}, "default", i18n.English()); err != nil || f.ID != "lab-minimax" {
		t.Errorf("minimax's default: %v, %v", f, err)
	}
	if f, err := Lookup(search.Options{Algorithm: search.AlphaBeta}, "lab-minimax", i18n.English()); err != nil || f.Algorithm != search.Minimax {
		t.Errorf("a form of another algorithm: %v, %v", f, err)
	}
	if _, err := Lookup(search.Options{Algorithm: search.AlphaBeta}, "aima", i18n.English()); !errors.Is(err, ErrNoForm) {
		t.Errorf("an unknown form: %v", err)
	}
	if _, err := Default(search.Algorithm(200), i18n.English()); !errors.Is(err, ErrNoForm) {
		t.Errorf("an algorithm that does not exist: %v", err)
	}
}

// TestLabNegamaxLines: the lab's alphabeta_negamax at d, the first MIN
// node: d1's score raises alpha to -3 (the child's 3 negated), no cutoff;
// its variables are alpha, beta and depth.
func TestLabNegamaxLines(t *testing.T) {
	tr := walkthroughTrace(t, search.AlphaBetaNegamax)
	f, err := Default(search.AlphaBetaNegamax, i18n.English())
	if err != nil || f.ID != "lab-alphabeta-negamax" {
		t.Fatalf("the default form of alpha-beta (negamax): %v, %v", f, err)
	}
	at := func(kind search.StepKind, node string) int {
		for k := range tr.Len() {
			if s := tr.StepAt(k); s.Kind == kind && tr.Tree.Name(s.Node) == node {
				return k
			}
		}
		t.Fatalf("no %s at %s", kind, node)
		return 0
	}
	k := at(search.CompareBound, "d")
	var got []string
	for _, n := range f.Lit(tr, k) {
		got = append(got, strings.TrimSpace(f.Lines[n-1].Code))
	}
	if want := []string{"int score = -alphabeta_negamax(-beta, -alpha, depth - 1);", "if (score > alpha)", "alpha = score;"}; !slices.Equal(got, want) {
		t.Errorf("d's first bound: %q", got)
	}
	if vars := f.Vars(tr, k, i18n.English()); !slices.Equal(vars, []Var{{"alpha", "-3"}, {"beta", "+inf"}, {"depth", "1"}}) {
		t.Errorf("d's variables: %v", vars)
	}
	if lit := f.Lit(tr, at(search.CutoffTest, "d")); len(lit) != 1 || strings.TrimSpace(f.Lines[lit[0]-1].Code) != "if (alpha >= beta)" {
		t.Errorf("d's cutoff test lights %v", lit)
	}
}

// TestNotesFailHardLines: the lecture notes' fail-hard alpha-beta: at
// e (MIN) the cutoff "beta <= alpha" returns alpha, and e's return says
// so; d, which does not cut off, returns beta.
func TestNotesFailHardLines(t *testing.T) {
	tr := walkthroughTrace(t, search.AlphaBetaFailHard)
	f, err := Default(search.AlphaBetaFailHard, i18n.English())
	if err != nil || f.ID != "notes-failhard" {
		t.Fatalf("the default form of fail-hard alpha-beta: %v, %v", f, err)
	}
	lit := func(kind search.StepKind, node string, yes bool) []string {
		for k := range tr.Len() {
			if s := tr.StepAt(k); s.Kind == kind && tr.Tree.Name(s.Node) == node && s.Yes == yes {
				var out []string
				for _, n := range f.Lit(tr, k) {
					out = append(out, strings.TrimSpace(f.Lines[n-1].Code))
				}
				return out
			}
		}
		t.Fatalf("no %s at %s (%v)", kind, node, yes)
		return nil
	}
	for _, c := range []struct {
		got, want []string
	}{
		{lit(search.CutoffTest, "e", true), []string{"if beta <= alpha", "return (alpha)"}},
		{lit(search.Return, "e", true), []string{"return (alpha)"}},
		{lit(search.Return, "d", false), []string{"return (beta)"}},
		{lit(search.CompareBound, "c", true), []string{"alpha = max (alpha, evaluate (child, alpha, beta))"}},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// TestMiniNamesItsMin: in the lab's minimax a MIN node's value is mini's
// min, a MAX node's maxi's max.
func TestMiniNamesItsMin(t *testing.T) {
	tr := walkthroughTrace(t, search.Minimax)
	f, _ := Default(search.Minimax, i18n.English())
	names := map[string]string{}
	for k := range tr.Len() {
		if s := tr.StepAt(k); s.Kind == search.Return {
			for _, v := range f.Vars(tr, k, i18n.English()) {
				if v.Name == "max" || v.Name == "min" {
					names[tr.Tree.Name(s.Node)] = v.Name
				}
			}
		}
	}
	if names["a"] != "max" || names["b"] != "min" || names["c"] != "max" {
		t.Errorf("value names %v", names)
	}
}

// TestBratkoLines: Bratko's program on the walk-through's tree, in the
// handout's Romanian names: e1's 2 < Alpha = 3 stops e's list (MIN
// attained the lower bound) and prunes e2; e1 is then the best of the
// list's end (goodenough's second clause); at the root b and i tie at 3
// and betterof's second clause keeps i.
func TestBratkoLines(t *testing.T) {
	tr := walkthroughTrace(t, search.Bratko)
	f, err := Default(search.Bratko, i18n.English())
	if err != nil || f.ID != "bratko" {
		t.Fatalf("Bratko's default form: %v, %v", f, err)
	}
	ro, err := i18n.Load("ro")
	if err != nil {
		t.Fatal(err)
	}
	listing := f.Listing(tr.Options, ro)
	lit := func(k int) string {
		var out []string
		for _, n := range f.Lit(tr, k) {
			out = append(out, strings.TrimSpace(strings.SplitN(listing[n-1], "  %", 2)[0]))
		}
		return strings.Join(out, " | ")
	}
	for k, want := range map[int]string{
		6:  "staticval(Poz, Val).",
		19: "destuldebun(ListaPoz, Alpha, Beta, Poz, Val, PozBuna, ValBuna). | destuldebun(_, Alpha, Beta, Poz, Val, Poz, Val) :- | mutare_max(Poz), Val < Alpha, !.",
		20: "mutare_max(Poz), Val < Alpha, !.",
		21: "destuldebun(_, Alpha, Beta, Poz, Val, Poz, Val) :-",
		11: "destuldebun([], _, _, Poz, Val, Poz, Val) :- !.",
		8:  "limitenoi(Alpha, Beta, Poz, Val, AlphaNou, BetaNou), | limitenoi(Alpha, Beta, Poz, Val, Alpha, Val) :- | mutare_max(Poz), Val < Beta, !.",
		88: "maibine(Poz, Val, Poz1, Val1, PozBuna, ValBuna). | mutare_min(Poz), Val > Val1, ! | maibine(_, _, Poz1, Val1, Poz1, Val1).",
	} {
		if got := lit(k); got != want {
			t.Errorf("step %d (%s): lights\n  %s\nwant\n  %s", k, tr.StepAt(k).Kind, got, want)
		}
	}
	en, err := i18n.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	if first := f.Text(0, tr.Options, en); first != "alphabeta(Pos, Alpha, Beta, GoodPos, Val) :-" {
		t.Errorf("in English the program begins %q", first)
	}
	vars := f.Vars(tr, 88, en)
	if fmt.Sprint(vars) != "[{Alpha 3} {Beta +inf} {Val 3} {GoodPos i}]" {
		t.Errorf("at the root's last betterof: %v", vars)
	}
}

// TestSlidesLines: the slides' stage 1 on the walk-through's tree lights
// MIN's test on valutazione and finito where e1's 2 reaches c's max, 3;
// the slides' definitive form lights "alfa = beta" at the same place in
// the fail-hard search (alpha(e) = 3 >= beta(e) = 2, step 20).
func TestSlidesLines(t *testing.T) {
	en, err := i18n.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		form string
		algo search.Algorithm
		step int
		want string
	}{
		{"slides-stage1", search.SlidesStage1, 20, "if (valutazione <= soglia_min) { | finito = TRUE; min = soglia_min;"},
		{"slides-stage1", search.SlidesStage1, 7, "valutazione = minimax(figlio, livello + 1); | if (valutazione < min) { | min = valutazione; migliore = figlio;"},
		{"slides-stage2", search.SlidesStage2, 1, "int minimax(stato, livello, alfa, beta) { | if ((livello == max_livello) || condizione_uscita(stato)) { | } else { | lista_figli = genera_figli(stato); | if ((livello % 2) == 0) { | max = alfa; finito = FALSE; | for each figlio in lista_figli && !finito {"},
		{"slides-alphabeta", search.AlphaBetaFailHard, 20, "if (beta <= alfa) { | finito = TRUE; beta = alfa;"},
	} {
		tr := walkthroughTrace(t, c.algo)
		f, err := Lookup(search.Options{Algorithm: c.algo}, c.form, en)
		if err != nil {
			t.Fatal(err)
		}
		listing := f.Listing(tr.Options, en)
		var got []string
		for _, n := range f.Lit(tr, c.step) {
			got = append(got, strings.TrimSpace(strings.SplitN(listing[n-1], "  //", 2)[0]))
		}
		if strings.Join(got, " | ") != c.want {
			t.Errorf("%s, step %d (%s): lights\n  %s\nwant\n  %s", c.form, c.step, tr.StepAt(c.step).Kind, strings.Join(got, " | "), c.want)
		}
	}
}

// TestExpectiminimaxLines: AIMA's EXPECTIMINIMAX on the dice sample:
// every step lights a line; each child of a throw adds its share on the
// chance node's line; MIN's comparisons light MIN's.
func TestExpectiminimaxLines(t *testing.T) {
	tr := sampleTrace(t, "dice", search.Expectimax)
	f, err := Default(search.Expectimax, i18n.English())
	if err != nil || f.ID != "aima-expectiminimax" {
		t.Fatalf("expectimax's form: %v, %v", f, err)
	}
	expects, mins := 0, 0
	for k := range tr.Len() {
		lit := f.Lit(tr, k)
		if len(lit) == 0 {
			t.Fatalf("step %d (%s) lights no line", k, tr.StepAt(k).Kind)
		}
		text := strings.TrimSpace(f.Lines[lit[len(lit)-1]-1].Code)
		switch s := tr.StepAt(k); {
		case s.Kind == search.Expect:
			expects++
			if text != "v ← v + P(r) · EXPECTIMINIMAX(RESULT(s, r))" {
				t.Errorf("step %d, a share of %s: %q", k, tr.Tree.Name(s.Node), text)
			}
		case s.Kind == search.CompareV && tr.Kinds[s.Node] == tree.Min:
			mins++
			if text != "v ← MIN(v, EXPECTIMINIMAX(RESULT(s, a)))" {
				t.Errorf("step %d, MIN's comparison: %q", k, text)
			}
		}
	}
	if expects < 4 || mins < 4 {
		t.Fatalf("%d shares, %d MIN comparisons", expects, mins)
	}
}

// TestPVSLines: the textbook PVS on AIMA's tree with its first two moves
// swapped: c's null-window score, 3, lies between α = 2 and β = +∞, so the
// null-window line, the test and the second search are lit (step 36); a
// child the null window shows no better lights the test alone after its
// search (step 9).
func TestPVSLines(t *testing.T) {
	src, err := tree.ReadBracket([]byte("[[2,4,6],[3,12,8],[14,5,2]]"))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), src, search.Options{Algorithm: search.PVS})
	if err != nil {
		t.Fatal(err)
	}
	f, err := Default(search.PVS, i18n.English())
	if err != nil {
		t.Fatal(err)
	}
	lit := func(k int) string {
		var out []string
		for _, n := range f.Lit(tr, k) {
			out = append(out, strings.TrimSpace(f.Lines[n-1].Code))
		}
		return strings.Join(out, " | ")
	}
	if got := lit(36); got != "score := −pvs(child, depth − 1, −α − δ, −α) | if α < score < β then | score := −pvs(child, depth − 1, −β, −α)" {
		t.Errorf("step 36 (%s): %s", tr.StepAt(36).Kind, got)
	}
	if got := lit(9); got != "score := −pvs(child, depth − 1, −α − δ, −α) | if α < score < β then" {
		t.Errorf("step 9 (%s): %s", tr.StepAt(9).Kind, got)
	}
}

// TestDefaultsFollowTheLanguage: in English every algorithm's default
// listing is written in English names; in Romanian alpha-beta's is the
// Romanian lab handout's, in Italian the slides' stages are the slides'
// own, and where a language has no form of its own the English one is
// the default; Forms lists every form once, each algorithm's default in
// the language first.
func TestDefaultsFollowTheLanguage(t *testing.T) {
	en, ro, it := i18n.English(), i18n.Must("ro"), i18n.Must("it")
	for _, a := range search.Named() {
		for _, tt := range []bool{false, true} {
			f, err := For(search.Options{Algorithm: a, TT: tt}.For(a), en)
			if err != nil || f.Lang != "" {
				t.Errorf("%s (table %v) in English: %v, %v", a, tt, f, err)
			}
		}
	}
	for _, c := range []struct {
		l    *i18n.Lang
		algo search.Algorithm
		id   string
	}{
		{en, search.AlphaBeta, "walkthrough-en"},
		{ro, search.AlphaBeta, "walkthrough"},
		{it, search.AlphaBeta, "walkthrough-en"},
		{en, search.SlidesStage1, "slides-stage1-en"},
		{ro, search.SlidesStage1, "slides-stage1-en"},
		{it, search.SlidesStage1, "slides-stage1"},
		{it, search.SlidesStage2, "slides-stage2"},
		{it, search.Minimax, "slides-minimax"},
		{ro, search.Minimax, "lab-minimax"},
		{ro, search.Bratko, "bratko"},
	} {
		if f, err := Default(c.algo, c.l); err != nil || f.ID != c.id {
			t.Errorf("%s in %s: %v, %v; want %s", c.algo, c.l.Code(), f, err, c.id)
		}
	}
	for _, l := range []*i18n.Lang{en, ro, it} {
		forms, seen := Forms(l), map[string]bool{}
		for i, f := range forms {
			if seen[f.ID] {
				t.Errorf("%s: %s listed twice", l.Code(), f.ID)
			}
			seen[f.ID] = true
			if first := i == 0 || forms[i-1].Algorithm != f.Algorithm; first && !f.TT {
				if d, _ := Default(f.Algorithm, l); d != f {
					t.Errorf("%s: %s's forms begin with %s, not its default %s", l.Code(), f.Algorithm, f.ID, d.ID)
				}
			}
		}
		if len(seen) != len(IDs()) {
			t.Errorf("%s: %d forms of %d", l.Code(), len(seen), len(IDs()))
		}
	}
}

// TestTranslationsLightTheSameLines: a listing put into English names is
// its source's program: on every step of the walk-through's tree (strict
// or not) it lights the lines its source lights and names as many
// variables, and no name of the source is left in it.
func TestTranslationsLightTheSameLines(t *testing.T) {
	en := i18n.English()
	for _, c := range []struct {
		english, source string
		words           map[string]string
	}{
		{"walkthrough-en", "walkthrough", walkthroughWords},
		{"slides-stage1-en", "slides-stage1", slidesWords},
		{"slides-stage2-en", "slides-stage2", slidesWords},
	} {
		e, err1 := Lookup(search.Options{}, c.english, en)
		s, err2 := Lookup(search.Options{}, c.source, en)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		for _, strict := range []bool{false, true} {
			tr, err := search.Run(context.Background(), walkthroughTrace(t, s.Algorithm).Tree, search.Options{Algorithm: s.Algorithm, Strict: strict})
			if err != nil {
				t.Fatal(err)
			}
			for k := range tr.Len() {
				if a, b := e.Lit(tr, k), s.Lit(tr, k); !slices.Equal(a, b) || len(e.Vars(tr, k, en)) != len(s.Vars(tr, k, en)) {
					t.Fatalf("%s, step %d: lines %v, %s's %v", c.english, k, a, c.source, b)
				}
			}
			for i, line := range e.Listing(tr.Options, en) {
				for word := range c.words {
					if slices.Contains(strings.FieldsFunc(line, func(r rune) bool { return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) }), word) {
						t.Errorf("%s, line %d keeps %q: %s", c.english, i+1, word, line)
					}
				}
			}
		}
	}
}

// TestMenusNameTheirSources: every listing's title is its own in each
// language (the picker tells them apart), and says where it comes from
// as a newcomer understands it: a listing of the Romanian lab material
// says Romanian, one of the Italian slides (and the slides' stages in
// the algorithm list) Italian; an English title or source never speaks
// of "the walk-through", "the lab" or "the slides" alone.
func TestMenusNameTheirSources(t *testing.T) {
	country := map[string][2]string{ // Romanian, Italian, in each language
		"en": {"Romanian", "Italian"},
		"ro": {"românesc", "italiene"},
		"it": {"rumen", "italiane"},
	}
	bare := regexp.MustCompile(`(?i)\bthe (walk-through|lab|slides)\b`)
	for _, code := range i18n.Codes() {
		l := i18n.Must(code)
		romanian, italian := country[code][0], country[code][1]
		titles := map[string]string{}
		for _, f := range Forms(l) {
			title, source := l.T(f.Title), l.T(f.Source)
			if other, ok := titles[title]; ok {
				t.Errorf("%s: %s and %s are both %q", code, other, f.ID, title)
			}
			titles[title] = f.ID
			from := ""
			switch {
			case strings.HasPrefix(f.ID, "walkthrough"), strings.HasPrefix(f.ID, "lab-"):
				from = romanian
			case strings.HasPrefix(f.ID, "slides-"):
				from = italian
			}
			if from != "" && (!strings.Contains(title, from) || !strings.Contains(source, from)) {
				t.Errorf("%s: %s, %q from %q, does not say %s", code, f.ID, title, source, from)
			}
			if code == "en" && (bare.MatchString(title) || bare.MatchString(source)) {
				t.Errorf("%s: %q from %q", f.ID, title, source)
			}
		}
		for _, a := range []search.Algorithm{search.SlidesStage1, search.SlidesStage2} {
			if name := l.T("algo_" + a.String()); !strings.Contains(strings.ToLower(name), strings.ToLower(italian)) {
				t.Errorf("%s: %s is %q", code, a, name)
			}
		}
	}
}
