package narrate

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

var accept = flag.Bool("accept", false, "rewrite the golden files under testdata/ (review the diff first)")

const seed000 = `[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]`

func run(t *testing.T, src string, opt search.Options) *search.Trace {
	t.Helper()
	tr, err := tree.ReadLimit([]byte(src), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, opt)
	if err != nil {
		t.Fatal(err)
	}
	return trace
}

func lines(n *Narrator, tr *search.Trace) []string {
	out := make([]string, tr.Len())
	for k := range out {
		out[k] = n.Step(tr, k)
	}
	return out
}

// TestSeed000Sentences checks the sentences the issue quotes, and the
// seed's own moments.
func TestSeed000Sentences(t *testing.T) {
	got := lines(English(), run(t, seed000, search.Options{}))
	want := map[int]string{
		0:  "Start: Alpha-beta (fail-soft) from the root a (MAX) with α = −∞, β = +∞, depth 4",
		1:  "Call 1: alpha_beta(−∞, +∞, a, MAX, depth 4), V(a) starts at −∞",
		5:  "Call 5: alpha_beta(−∞, +∞, d1, MAX, depth 0)",
		6:  "d1 is a leaf: V(d1) = 3, and the call returns it",
		7:  "V(d1) = 3 < V(d) = +∞, so V(d) = 3 and the chosen child of d is d1",
		9:  "α(d) = −∞ ≥ β(d) = 3 is false: no cutoff",
		12: "V(d2) = 17 < V(d) = 3 is false: V(d) stays 3",
		13: "V(d2) = 17 < β(d) = 3 is false: β(d) stays 3",
		14: "Return from call 4: V(d) = 3, chosen child d1",
		16: "V(d) = 3 > α(c) = −∞, so α(c) = 3",
		18: "Call 7: alpha_beta(3, +∞, e, MIN, depth 1), V(e) starts at +∞",
		22: "V(e1) = 2 < β(e) = +∞, so β(e) = 2",
		23: "α(e) = 3 ≥ β(e) = 2: cutoff",
		24: "α(e) = 3 ≥ β(e) = 2: prune e2",
		42: "α(f) = 15 ≥ β(f) = 3: prune the subtree under h (3 nodes)",
		76: "α(i) = 3 ≥ β(i) = 3: prune the subtree under m (7 nodes)",
		81: "Done: the root a is worth 3. MAX moves to b and is sure of at least 3 whatever MIN does. Principal variation: a, b, c, d, d1",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("step %d:\n got %s\nwant %s", k, got[k], w)
		}
	}
}

func TestOtherAlgorithmsSentences(t *testing.T) {
	aima := `[[3,12,8],[2,4,6],[14,5,2]]`
	cases := []struct {
		src  string
		opt  search.Options
		step int
		want string
	}{
		{aima, search.Options{Algorithm: search.Minimax}, 2, "Call 2: mini(b, MIN, depth 1), V(b) starts at +∞"},
		{aima, search.Options{Algorithm: search.Negamax}, 13, "score = −V(b) = 3 > V(a) = −∞, so V(a) = 3 and the chosen child of a is b"},
		{"[1,[2,3]]", search.Options{Algorithm: search.Negamax}, 3, "a1 is a leaf worth 1 to MAX, so V(a1) = −1 for MIN, who moves there"},
		{aima, search.Options{Algorithm: search.AlphaBetaNegamax}, 2, "Call 2: alphabeta_negamax(−∞, +∞, b, MIN, depth 1)"},
		{aima, search.Options{Algorithm: search.AlphaBetaNegamax}, 5, "score = −V(b1) = −3 > α(b) = −∞, so α(b) = −3 and the chosen child of b is b1"},
		{aima, search.Options{Algorithm: search.AlphaBetaFailHard}, 5, "V(b1) = 3 < β(b) = +∞, so β(b) = 3 and the chosen child of b is b1"},
		{aima, search.Options{Algorithm: search.AlphaBetaFailHard, Strict: true}, 6, "α(b) = −∞ > β(b) = 3 is false: no cutoff"},
		{aima, search.Options{Algorithm: search.Minimax, Root: tree.Min}, 39, "Done: the root a is worth 6 to MAX. MIN moves to c and holds MAX to at most 6 whatever MAX does. Principal variation: a, c, c3"},
		{`{"version": 1, "tree": {"children": [{"estimate": 4, "children": [1, 2]}, 3]}}`, search.Options{Depth: 1}, 3, "b is at the depth limit: its estimate gives V(b) = 4, and the call returns it"},
	}
	for _, c := range cases {
		got := lines(English(), run(t, c.src, c.opt))
		if c.step >= len(got) || got[c.step] != c.want {
			t.Errorf("%+v step %d:\n got %q\nwant %q\nall:\n%s", c.opt, c.step, at(got, c.step), c.want, strings.Join(got, "\n"))
		}
	}
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return "(no such step)"
}

// narration is the narration of trace, a numbered line a step, as the
// golden files hold it.
func narration(n *Narrator, trace *search.Trace) string {
	var b strings.Builder
	for k, line := range lines(n, trace) {
		fmt.Fprintf(&b, "%3d  %s\n", k, line)
	}
	return b.String()
}

// golden compares the narration of trace with testdata/ named after the
// test (rewritten with -accept, after review).
func golden(t *testing.T, n *Narrator, trace *search.Trace) {
	t.Helper()
	got := narration(n, trace)
	file := filepath.Join("testdata", strings.ReplaceAll(t.Name(), "/", "_")+".golden")
	if *accept {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test -accept after reviewing)", err)
	}
	if got != string(want) {
		t.Errorf("narration differs from %s:\n%s", file, got)
	}
}

// goldenCase is a narration kept under testdata/: the test and subtest
// that keep it, its language and its search.
type goldenCase struct {
	test, name, lang string
	trace            func(t *testing.T) *search.Trace
}

// goldenCases are the narrations TestGolden and TestGoldenInEveryLanguage
// keep: seed 000's tree, every algorithm but iterative deepening (the tree
// has no estimates), in English; and in every language, PVS on AIMA
// Figure 5.2's tree with its first two moves swapped (the second is
// better, so its null-window search fails high and it is searched again),
// MTD(f) on the figure's tree from the guess 0 (below the value 3) and 5
// (above it); iterative deepening on a tree of depth 3 with estimates that
// reorder the root's moves at every iteration, alone and in an aspiration
// window of 1, which the values 8 and then 6 fall out of; alpha-beta with
// a transposition table on Nim with heaps of 1 and 2; and the rest below.
func goldenCases() []goldenCase {
	var cases []goldenCase
	for _, algo := range search.Algorithms {
		if algo == search.Iterative {
			continue
		}
		cases = append(cases, goldenCase{"TestGolden", algo.String(), "en", func(t *testing.T) *search.Trace {
			return run(t, seed000, search.Options{Algorithm: algo})
		}})
	}
	aima, swapped := "[[3,12,8],[2,4,6],[14,5,2]]", "[[2,4,6],[3,12,8],[14,5,2]]"
	estimated := `{"format": "gametree", "version": 1, "tree": {"children": [
	  {"estimate": 4, "children": [{"estimate": 5, "children": [3, 8]}, {"estimate": 2, "children": [6, 1]}]},
	  {"estimate": 6, "children": [{"estimate": 7, "children": [2, 4]}, {"estimate": 1, "children": [9, 5]}]},
	  {"estimate": 3, "children": [{"estimate": 8, "children": [7, 10]}, {"estimate": 9, "children": [6, 2]}]}]}}`
	for _, c := range []struct {
		name, tree string
		opt        search.Options
	}{
		{"pvs", swapped, search.Options{Algorithm: search.PVS}},
		{"mtdf", aima, search.Options{Algorithm: search.MTDF}},
		{"mtdf_guess5", aima, search.Options{Algorithm: search.MTDF, Guess: 5}},
		{"iterative", estimated, search.Options{Algorithm: search.Iterative}},
		{"iterative_aspiration", estimated, search.Options{Algorithm: search.Iterative, Aspiration: 1}},
		{"tt", "", search.Options{Algorithm: search.AlphaBeta, TT: true}},
		{"expectimax", diceTree, search.Options{Algorithm: search.Expectimax}},
		{"star1", diceTree, search.Options{Algorithm: search.Star1, Bounds: search.Bounds{Low: 0, High: 10}}},
		{"bratko", seed000, search.Options{Algorithm: search.Bratko}},
		{"bratko_depth", estimated, search.Options{Algorithm: search.Bratko, Depth: 2, Root: tree.Min}},
		{"slides-stage1", seed000, search.Options{Algorithm: search.SlidesStage1}},
		{"slides-stage2_min", aima, search.Options{Algorithm: search.SlidesStage2, Root: tree.Min, Strict: true}},
		{"mcts", aima, search.Options{Algorithm: search.MCTS, Iterations: 14, Seed: 2, Exploration: search.DefaultExploration}},
		{"mcts_dice", diceTree, search.Options{Algorithm: search.MCTS, Iterations: 8, Seed: 1, Exploration: 1}},
	} {
		for _, code := range i18n.Codes() {
			cases = append(cases, goldenCase{"TestGoldenInEveryLanguage", c.name + "_" + code, code, func(t *testing.T) *search.Trace {
				src := c.tree
				if src == "" {
					src = nim12(t)
				}
				return run(t, src, c.opt)
			}})
		}
	}
	return cases
}

// runGolden runs the golden cases of one test.
func runGolden(t *testing.T, test string) {
	for _, c := range goldenCases() {
		if c.test != test {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			n, err := New(c.lang)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, n, c.trace(t))
		})
	}
}

// TestGolden keeps the whole narration of seed 000's tree, every algorithm
// but iterative deepening, under testdata/ for review.
func TestGolden(t *testing.T) { runGolden(t, "TestGolden") }

// TestGoldenInEveryLanguage keeps the narrations of goldenCases in every
// language under testdata/ for review.
func TestGoldenInEveryLanguage(t *testing.T) { runGolden(t, "TestGoldenInEveryLanguage") }

// TestASCIIIsTheNarrationBefore: in ASCII words (the command line's
// --ascii) every golden narration is, byte for byte, what it was before
// the narration took the tree's notation: testdata/ascii/ holds those
// files as they were, and no -accept rewrites them.
func TestASCIIIsTheNarrationBefore(t *testing.T) {
	for _, c := range goldenCases() {
		name := c.test + "_" + c.name
		t.Run(name, func(t *testing.T) {
			n, err := New(c.lang)
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join("testdata", "ascii", name+".golden")
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if got := narration(n.ASCII(), c.trace(t)); got != string(want) {
				t.Errorf("the ASCII narration differs from %s:\n%s", file, got)
			}
		})
	}
}

// nim12 is the tree of Nim with heaps of 1 and 2, whose positions repeat,
// as gametree JSON.
func nim12(t *testing.T) string {
	g, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{1, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := tree.WriteJSON(&b, g); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestEveryStepHasASentence runs every algorithm over random trees (depth
// limits, MIN roots, same-player children) and checks that every step gets
// a complete sentence.
func TestEveryStepHasASentence(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	n := English()
	for i := range 300 {
		src := randomBracket(r, 0)
		for _, algo := range search.Named() {
			if algo == search.Iterative {
				continue // these trees have no estimates: TestGoldenInEveryLanguage narrates it
			}
			opt := search.Options{Algorithm: algo, Root: []tree.Kind{tree.Max, tree.Min}[i%2], Strict: i%3 == 0 && algo.Uses().Has(search.UseStrict), Guess: float64(i%5 - 2),
				Iterations: 1 + i%40, Seed: uint64(i), Exploration: float64(i%3) / 2}
			trace := run(t, src, opt)
			for k := range trace.Len() {
				line := n.Step(trace, k)
				if line == "" || strings.Contains(line, "{{") || strings.Contains(line, "[") || strings.Contains(line, "#") ||
					strings.Contains(line, "NaN") || strings.Contains(line, "()") || strings.Contains(line, "= ,") {
					t.Fatalf("%s %v step %d (%v): %q", src, opt, k, trace.StepAt(k).Kind, line)
				}
			}
		}
	}
}

// diceTree is the dice pattern: MAX, then a throw, then MIN. With leaf
// values in 0..10 Star1 prunes inside c's child g, called with the
// window (8, 10) and worth at most 2 after g1, and then at c itself.
const diceTree = `{"format": "gametree", "version": 1, "tree": {"children": [
  {"kind": "chance", "children": [{"children": [6, 8]}, {"children": [4, 5]}]},
  {"kind": "chance", "children": [
    {"probability": 0.5, "children": [1, 3]},
    {"probability": 0.25, "children": [2, 9]},
    {"probability": 0.25, "children": [9, 7]}]}]}}`

// TestChanceStepsHaveSentences narrates expectimax and Star1 over random
// trees with chance nodes, in every language.
func TestChanceStepsHaveSentences(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for i := range 200 {
		src := `{"version": 1, "tree": ` + randomChance(r, 0) + `}`
		for _, code := range i18n.Codes() {
			n, _ := New(code)
			mcts := search.Options{Algorithm: search.MCTS, Iterations: 1 + i%30, Seed: uint64(i), Exploration: search.DefaultExploration}
			for _, opt := range []search.Options{{Algorithm: search.Expectimax}, {Algorithm: search.Star1, Strict: i%2 == 0}, mcts} {
				trace := run(t, src, opt)
				for k := range trace.Len() {
					line := n.Step(trace, k)
					if line == "" || strings.ContainsAny(line, "{[#") || strings.Contains(line, "NaN") || strings.Contains(line, "()") {
						t.Fatalf("%s %v step %d (%v): %q", src, opt, k, trace.StepAt(k).Kind, line)
					}
				}
			}
		}
	}
}

// randomChance writes a random node in JSON, a chance node now and then.
func randomChance(r *rand.Rand, depth int) string {
	return randomNode(r, depth, func(kids []string) string {
		kind := ""
		if r.IntN(2) == 0 {
			kind = `"kind": "chance", `
		}
		return "{" + kind + `"children": [` + strings.Join(kids, ",") + "]}"
	})
}

func randomBracket(r *rand.Rand, depth int) string {
	return randomNode(r, depth, func(kids []string) string { return "[" + strings.Join(kids, ",") + "]" })
}

// randomNode writes a leaf (a number) or an inner node of one to three
// children, written by inner.
func randomNode(r *rand.Rand, depth int, inner func(kids []string) string) string {
	if depth > 0 && (depth >= 4 || r.IntN(4) == 0) {
		return fmt.Sprint(r.IntN(9) - 4)
	}
	kids := make([]string, 1+r.IntN(3))
	for i := range kids {
		kids[i] = randomNode(r, depth+1, inner)
	}
	return inner(kids)
}

func TestRomanianFollowsSeed000(t *testing.T) {
	ro, err := New("ro")
	if err != nil {
		t.Fatal(err)
	}
	got := lines(ro, run(t, seed000, search.Options{}))
	for k, want := range map[int]string{
		18: "Apel 7: alpha_beta(3, +∞, e, MIN, adâncime 1), V(e) pornește de la +∞",
		24: "α(e) = 3 ≥ β(e) = 2: retezăm e2",
		42: "α(f) = 15 ≥ β(f) = 3: retezăm subarborele de rădăcină h (3 noduri)",
		14: "Ieșire din apelul 4: V(d) = 3, fiu_ales = d1",
	} {
		if got[k] != want {
			t.Errorf("step %d: %q, want %q", k, got[k], want)
		}
	}
	it, _ := New("it")
	if got := it.Step(run(t, seed000, search.Options{}), 24); got != "α(e) = 3 ≥ β(e) = 2: si pota e2" {
		t.Errorf("Italian step 24: %q", got)
	}
}

// TestTheEndNamesTheMove: in a game tree the last sentence says which
// move the root's player makes, not only which node it leads to.
func TestTheEndNamesTheMove(t *testing.T) {
	tr, err := tree.ReadLimit([]byte(`{"version": 1, "tree": {"children": [
	  {"move": "heap 1: take 1", "value": -1}, {"move": "heap 2: take 3", "value": 1}]}}`), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ro", "it"} {
		n, _ := New(lang)
		if got := n.Step(trace, trace.Len()-1); !strings.Contains(got, " a2 (heap 2: take 3) ") {
			t.Errorf("%s: %q", lang, got)
		}
	}
}

// TestPrunedCountsInEveryLanguage: how many nodes a cutoff prunes is said
// with the language's plural: "(1 node)" for a leaf under a chance node,
// Romanian "(21 de noduri)" from twenty on, "(3 noduri)" below.
func TestPrunedCountsInEveryLanguage(t *testing.T) {
	twenty := "[" + strings.TrimSuffix(strings.Repeat("1,", 20), ",") + "]"
	for _, c := range []struct {
		src, code, want string
	}{
		{"[10,[1," + twenty + "]]", "ro", "(21 de noduri)"},
		{"[10,[1,[1,1]]]", "ro", "(3 noduri)"},
		{"[10,[1," + twenty + "]]", "en", "(21 nodes)"},
		{"[10,[1," + twenty + "]]", "it", "(21 nodi)"},
	} {
		tr := run(t, c.src, search.Options{Algorithm: search.AlphaBeta})
		n, err := New(c.code)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, line := range lines(n, tr) {
			found = found || strings.Contains(line, c.want)
		}
		if !found {
			t.Errorf("%s on %s: no sentence says %q:\n%s", c.code, c.src, c.want, strings.Join(lines(n, tr), "\n"))
		}
	}
}

// TestDecimalSeparator: the narration writes a fractional number the way
// its language does, "0,5 × 6 = 3" in Romanian and Italian, "0.5 × 6 = 3"
// in English, for values, probabilities and Star1's bounds alike.
func TestDecimalSeparator(t *testing.T) {
	point := regexp.MustCompile(`\d\.\d`)
	comma := regexp.MustCompile(`\d,\d`)
	for _, opt := range []search.Options{{Algorithm: search.Expectimax}, {Algorithm: search.Star1, Bounds: search.Bounds{Low: 0, High: 10}}} {
		tr := run(t, diceTree, opt)
		for _, code := range i18n.Codes() {
			n, err := New(code)
			if err != nil {
				t.Fatal(err)
			}
			all := strings.Join(lines(n, tr), "\n")
			if code == "en" {
				if !strings.Contains(all, "0.5 × 6 = 3") || comma.MatchString(all) {
					t.Errorf("%v en: want decimal points only:\n%s", opt.Algorithm, all)
				}
				continue
			}
			if !strings.Contains(all, "0,5 × 6 = 3") || !strings.Contains(all, "0,25") || point.MatchString(all) {
				t.Errorf("%v %s: want decimal commas only (0,5 × 6 = 3):\n%s", opt.Algorithm, code, all)
			}
		}
	}
}

// TestCallArgumentsWithDecimalCommas: a call whose window has a decimal
// comma parts its arguments by semicolons, "(-inf; 0,5; b; MIN; …)", so
// that no one reads 0,5 as two arguments; a call without keeps the
// walk-through's commas, in every language.
func TestCallArgumentsWithDecimalCommas(t *testing.T) {
	tr := run(t, "[[0.5, 2], [1.5, 3]]", search.Options{})
	for _, code := range i18n.Codes() {
		n, err := New(code)
		if err != nil {
			t.Fatal(err)
		}
		var decimal, whole string
		for k := range tr.Len() {
			s := tr.StepAt(k)
			if s.Kind != search.Call {
				continue
			}
			line := n.Step(tr, k)
			switch {
			case s.Alpha == 0.5 || s.Beta == 0.5:
				decimal = line
			case !math.IsInf(s.Alpha, 0) || !math.IsInf(s.Beta, 0):
			default:
				whole = line
			}
		}
		sep := ";"
		if code == "en" {
			sep = ","
		}
		if !strings.Contains(decimal, "0"+n.lang.DecimalSeparator()+"5"+sep+" ") && !strings.Contains(decimal, sep+" 0"+n.lang.DecimalSeparator()+"5"+sep) {
			t.Errorf("%s: a call with 0.5 in its window: %q", code, decimal)
		}
		if !strings.Contains(whole, "(−∞, +∞, ") {
			t.Errorf("%s: a call with the whole window: %q", code, whole)
		}
	}
}

// TestTableReadsSayWhatTheTableHolds: a read of the transposition table
// says what settled it, the value known exactly, a lower bound or an
// upper one (Step.Settled), also with the strict cutoff, whose window
// (0, 0) once made a bound at most 0 read as "at least 0".
func TestTableReadsSayWhatTheTableHolds(t *testing.T) {
	g, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 3, 3}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	n := English()
	seen := map[search.Settle]int{}
	for _, strict := range []bool{false, true} {
		tr, err := search.Run(context.Background(), g, search.Options{TT: true, Strict: strict})
		if err != nil {
			t.Fatal(err)
		}
		for k := range tr.Len() {
			s := tr.StepAt(k)
			if s.Kind != search.Recall || !s.Yes {
				continue
			}
			seen[s.Settled]++
			want := map[search.Settle]string{search.SettledExact: "worth exactly", search.SettledLower: "worth at least", search.SettledUpper: "worth at most"}[s.Settled]
			if got := n.Step(tr, k); !strings.Contains(got, want) {
				t.Errorf("strict %v, step %d (%v): %q", strict, k, s.Settled, got)
			}
		}
	}
	if len(seen) != 3 {
		t.Errorf("settled %v: not every kind met", seen)
	}
}
