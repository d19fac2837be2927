package code

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// stepWhere returns the first step k of tr for which match holds.
func stepWhere(t *testing.T, tr *search.Trace, what string, match func(s search.Step, node string) bool) int {
	t.Helper()
	for k := range tr.Len() {
		if s := tr.StepAt(k); match(s, tr.Tree.Name(s.Node)) {
			return k
		}
	}
	t.Fatalf("no step: %s", what)
	return 0
}

// litCode returns the code of the lines f lights at step k of tr.
func litCode(f *Form, tr *search.Trace, k int) []string {
	var out []string
	for _, n := range f.Lit(tr, k) {
		out = append(out, strings.TrimSpace(f.Lines[n-1].Code))
	}
	return out
}

// formNamed returns the form id, which must search algo.
func formNamed(t *testing.T, algo search.Algorithm, id string) *Form {
	t.Helper()
	f, err := Lookup(search.Options{Algorithm: algo}, id, i18n.English())
	if err != nil || f.Algorithm != algo {
		t.Fatalf("%s: %v, %v", id, f, err)
	}
	return f
}

// TestAIMAAlphaBetaLines: AIMA's alpha-beta on the walk-through's tree.
// α rises inside "if v2 > v" (c's first child); a child no better than v
// goes straight to "v ≥ β" (e's value at c); e's cutoff and its return
// are AIMA's "if v ≤ α then return v, move", not the return at the end.
func TestAIMAAlphaBetaLines(t *testing.T) {
	tr := walkthroughTrace(t, search.AlphaBeta)
	f := formNamed(t, search.AlphaBeta, "aima-alphabeta")
	check := func(what string, k int, want ...string) {
		t.Helper()
		if got := litCode(f, tr, k); !slices.Equal(got, want) {
			t.Errorf("%s (step %d, %s): %q, want %q", what, k, tr.StepAt(k).Kind, got, want)
		}
	}
	cBound := stepWhere(t, tr, "c's first bound", func(s search.Step, n string) bool { return s.Kind == search.CompareBound && n == "c" })
	check("c raises α", cBound, "α ← MAX(α, v)")
	cutTest := "if v ≤ α then return v, move"
	eCut := stepWhere(t, tr, "e's cutoff", func(s search.Step, n string) bool { return s.Kind == search.CutoffTest && n == "e" && s.Yes })
	check("e's cutoff", eCut, cutTest)
	eRet := stepWhere(t, tr, "e's return", func(s search.Step, n string) bool { return s.Kind == search.Return && n == "e" })
	check("e returns at its test", eRet, cutTest)
	eAtC := stepWhere(t, tr, "e's value at c", func(s search.Step, n string) bool {
		return s.Kind == search.CompareV && n == "c" && tr.Tree.Name(s.Child) == "e"
	})
	check("e no better than d", eAtC, "v2, a2 ← MIN-VALUE(game, game.RESULT(state, a), α, β)", "if v2 > v then")
	check("so the test follows at once", eAtC+1, "if v ≥ β then return v, move")
	check("the root's return", stepWhere(t, tr, "a's return", func(s search.Step, n string) bool { return s.Kind == search.Return && n == "a" }),
		"value, move ← MAX-VALUE(game, state, −∞, +∞)", "return v, move")
	if vars := f.Vars(tr, eAtC, i18n.English()); !slices.Equal(vars, []Var{{"α", "3"}, {"β", "+inf"}, {"v", "3"}, {"move", "d"}}) {
		t.Errorf("c's variables: %v", vars)
	}
}

// TestLabAlphaBetaLines: the lab's alphabeta_mini tests the cut-off
// before it moves beta: e1's score 2 ≤ alpha = 3 returns alpha at once
// ("alpha cut-off"), without "beta = score"; d1's score, with no
// cut-off, lowers beta.
func TestLabAlphaBetaLines(t *testing.T) {
	tr := walkthroughTrace(t, search.AlphaBetaFailHard)
	f := formNamed(t, search.AlphaBetaFailHard, "lab-alphabeta")
	e1 := stepWhere(t, tr, "e1's score at e", func(s search.Step, n string) bool { return s.Kind == search.CompareBound && n == "e" })
	if got, want := litCode(f, tr, e1), []string{"int score = alphabeta_maxi(alpha, beta, depth - 1);", "if (score <= alpha)", "return alpha;"}; !slices.Equal(got, want) {
		t.Errorf("e1's score: %q", got)
	}
	d1 := stepWhere(t, tr, "d1's score at d", func(s search.Step, n string) bool { return s.Kind == search.CompareBound && n == "d" })
	if got, want := litCode(f, tr, d1), []string{"int score = alphabeta_maxi(alpha, beta, depth - 1);", "if (score <= alpha)", "if (score < beta)", "beta = score;"}; !slices.Equal(got, want) {
		t.Errorf("d1's score: %q", got)
	}
	ret := stepWhere(t, tr, "e's return", func(s search.Step, n string) bool { return s.Kind == search.Return && n == "e" })
	if got := litCode(f, tr, ret); !slices.Equal(got, []string{"return alpha;"}) {
		t.Errorf("e's return: %q", got)
	}
}

// TestSlidesMinimaxLines: the slides' MINIMAX has no threshold: no
// finito, a plain loop; the best child goes into CAMMINO as the node
// returns, and its variables are max, min and migliore.
func TestSlidesMinimaxLines(t *testing.T) {
	tr := walkthroughTrace(t, search.Minimax)
	f := formNamed(t, search.Minimax, "slides-minimax")
	for i := range f.Lines {
		if strings.Contains(f.Lines[i].Code, "finito") {
			t.Errorf("line %d: %s", i+1, f.Lines[i].Code)
		}
	}
	ret := stepWhere(t, tr, "d's return", func(s search.Step, n string) bool { return s.Kind == search.Return && n == "d" })
	if got := litCode(f, tr, ret); !slices.Equal(got, []string{"inserisci(migliore, CAMMINO); return(min);"}) {
		t.Errorf("d's return: %q", got)
	}
	it, err := i18n.Load("it")
	if err != nil {
		t.Fatal(err)
	}
	if vars := f.Vars(tr, ret, it); !slices.Equal(vars, []Var{{"min", "3"}, {"migliore", "d1"}}) {
		t.Errorf("d's variables: %v", vars)
	}
}

// TestMTDFLines: MTD(f) on the walk-through's tree. A pass lights the
// loop; a call of a node memory knows stops at the memory's test, and
// its Recall either narrows the window or returns the bound it settles
// with, as does the Return after it; at a MAX node the narrowed bound
// is Plaat's a.
func TestMTDFLines(t *testing.T) {
	tr := walkthroughTrace(t, search.MTDF)
	f := formNamed(t, search.MTDF, "default")
	pass := stepWhere(t, tr, "a pass", func(s search.Step, _ string) bool { return s.Kind == search.Phase })
	if got := litCode(f, tr, pass); !slices.Equal(got, []string{"while lower < upper do", "β := max(g, lower + δ)", "g := AlphaBetaWithMemory(root, β − δ, β, depth)"}) {
		t.Errorf("a pass: %q", got)
	}
	recall := stepWhere(t, tr, "a recall", func(s search.Step, _ string) bool { return s.Kind == search.Recall })
	if got := litCode(f, tr, recall-1); !slices.Equal(got, []string{"function AlphaBetaWithMemory(n, α, β, depth)", "if memory holds bounds on n then"}) {
		t.Errorf("the call before a recall: %q", got)
	}
	// Memory settles no call on the walk-through's tree: random trees
	// until one does.
	settling := checkRecalls(t, f, tr)
	for seed := uint64(1); seed < 50 && settling == 0; seed++ {
		rt, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 3, Low: -5, High: 5, Seed: seed}, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		if tr, err = search.Run(context.Background(), rt, search.Options{Algorithm: search.MTDF}); err != nil {
			t.Fatal(err)
		}
		settling = checkRecalls(t, f, tr)
	}
	if settling == 0 {
		t.Error("no call settled by memory")
	}
}

// checkRecalls checks the lines every Recall of tr lights, and the
// Return after one that settles, against the bounds memory holds then,
// rebuilt from the trace alone as AlphaBetaWithMemory stores them (each
// inner node's return, judged against the window its call began its work
// with; a deeper search's bounds replace a shallower one's). A settling
// Recall lights the first of the listing's tests that holds for them:
// lower = upper, lower ≥ β, upper ≤ α. It returns how many settle.
func checkRecalls(t *testing.T, f *Form, tr *search.Trace) int {
	t.Helper()
	type bounds struct {
		lower, upper float64
		depth        int
	}
	memory := map[tree.NodeID]bounds{}
	key := func(n tree.NodeID) tree.NodeID { return n }
	if tr.Options.TT {
		canon := tr.Transposed()
		key = func(n tree.NodeID) tree.NodeID { return canon[n] }
	}
	settling := 0
	for k := range tr.Len() {
		s := tr.StepAt(k)
		switch {
		case s.Kind == search.Return:
			if prev := tr.StepAt(k - 1); prev.Kind == search.Recall && prev.Yes && prev.Node == s.Node {
				continue // settled by memory: nothing stored
			}
			a, b := tr.EntryWindow(k)
			d := tr.DepthAt(k, s.Node)
			m, ok := memory[key(s.Node)]
			if !ok || m.depth != d {
				m = bounds{math.Inf(-1), math.Inf(1), d}
			}
			switch {
			case s.V <= a:
				m.upper = s.V
			case s.V >= b:
				m.lower = s.V
			default:
				m.lower, m.upper = s.V, s.V
			}
			memory[key(s.Node)] = m
			continue
		case s.Kind != search.Recall:
			continue
		}
		got := litCode(f, tr, k)
		if !s.Yes {
			if !slices.Contains(got, "α := max(α, n.lower); β := min(β, n.upper)") {
				t.Errorf("step %d narrows: %q", k, got)
			}
			continue
		}
		settling++
		m, ok := memory[key(s.Node)]
		var want string
		switch {
		case !ok:
			t.Fatalf("step %d recalls %s, which memory does not hold", k, tr.Tree.Name(s.Node))
		case m.lower == m.upper:
			want = "if n.lower = n.upper then return n.lower"
		case m.lower >= s.Beta:
			want = "if n.lower ≥ β then return n.lower"
		case m.upper <= s.Alpha:
			want = "if n.upper ≤ α then return n.upper"
		default:
			t.Fatalf("step %d settles with [%v, %v] in (%v, %v)", k, m.lower, m.upper, s.Alpha, s.Beta)
		}
		if len(got) != 2 || got[1] != want {
			t.Errorf("step %d settles %s with [%v, %v] in (%v, %v): %q, want %q", k, tr.Tree.Name(s.Node), m.lower, m.upper, s.Alpha, s.Beta, got, want)
		}
		if back := litCode(f, tr, k+1); tr.StepAt(k+1).Kind != search.Return || !slices.Equal(back, []string{want}) {
			t.Errorf("step %d, the return after a settled call: %q", k+1, back)
		}
	}
	return settling
}

// TestTableRecallLines: alpha-beta with a transposition table on game
// trees, whose positions meet again: every position the table settles
// lights the listing's first test that holds for what the table holds:
// the value itself, when it is known exactly, first.
func TestTableRecallLines(t *testing.T) {
	f := formNamed(t, search.AlphaBeta, "textbook-alphabeta-tt")
	exact := 0
	for _, spec := range []games.Spec{{Game: games.Nim, Heaps: []int{1, 2, 2}}, {Game: games.Nim, Heaps: []int{2, 3, 3}}, {Game: games.TicTacToe, Position: "X...O...."}} {
		g, err := games.Build(spec, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		for _, strict := range []bool{false, true} {
			tr, err := search.Run(context.Background(), g, search.Options{Algorithm: search.AlphaBeta, TT: true, Strict: strict})
			if err != nil {
				t.Fatal(err)
			}
			if checkRecalls(t, f, tr) == 0 {
				t.Errorf("%v: the table settles no call", spec)
			}
			for k := range tr.Len() {
				if slices.Contains(litCode(f, tr, k), "if n.lower = n.upper then return n.lower") {
					exact++
				}
			}
		}
	}
	if exact == 0 {
		t.Error("no exact value settles a call")
	}
}

// TestMTDFNamesTheNarrowedBound: at a MAX node the bound MTD(f)
// narrows is Plaat's a, kept apart from the window α the call was given.
func TestMTDFNamesTheNarrowedBound(t *testing.T) {
	tr := walkthroughTrace(t, search.MTDF)
	f := formNamed(t, search.MTDF, "default")
	cBound := stepWhere(t, tr, "c's bound", func(s search.Step, n string) bool { return s.Kind == search.CompareBound && n == "c" })
	vars := f.Vars(tr, cBound, i18n.English())
	if len(vars) < 2 || vars[0].Name != "a" || vars[1].Name != "β" {
		t.Errorf("c's variables: %v", vars)
	}
}

// TestStar1Lines: Star1 on the dice sample: at e, after f, the most e
// can be worth is at most α: the fail-low test, the pruning and the
// return all light "if v + r·U ≤ α then return v + r·U", and not the
// return at the end; an outcome that is the last breaks out.
func TestStar1Lines(t *testing.T) {
	tr := sampleTrace(t, "dice", search.Star1)
	f := formNamed(t, search.Star1, "default")
	low := "if v + r·U ≤ α then return v + r·U"
	cut := stepWhere(t, tr, "e's fail-low", func(s search.Step, n string) bool { return s.Kind == search.UpperTest && n == "e" && s.Yes })
	for k := cut; k < tr.Len(); k++ {
		s := tr.StepAt(k)
		if tr.Tree.Name(s.Node) != "e" {
			t.Fatalf("step %d is %s's", k, tr.Tree.Name(s.Node))
		}
		got := litCode(f, tr, k)
		if !slices.Contains(got, low) || slices.Contains(got, "return v") {
			t.Errorf("step %d (%s): %q", k, s.Kind, got)
		}
		if s.Kind == search.Return {
			break
		}
	}
	last := stepWhere(t, tr, "b's last outcome", func(s search.Step, n string) bool {
		return s.Kind == search.Expect && n == "b" && s.Child == tr.Tree.Nodes[s.Node].Children[len(tr.Tree.Nodes[s.Node].Children)-1]
	})
	if got := litCode(f, tr, last); !slices.Contains(got, "if c is the last outcome then break") {
		t.Errorf("b's last outcome: %q", got)
	}
}
