package cli

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// TestCodePrintsTheListing: gametree code prints the Romanian lab
// handout's alpha_beta in English names, numbered, strict or not, its
// comments in --lang; the Romanian lab's maxi and mini for minimax; an unknown form, an algorithm without a
// listing or a stray argument is refused with exit 2.
func TestCodePrintsTheListing(t *testing.T) {
	status, out, errOut := run(t, "", "code")
	if status != 0 || !strings.Contains(out, " 1  alpha_beta(alpha, beta, state):") || !strings.Contains(out, "13              if alpha >= beta:") {
		t.Fatalf("code: %d\n%s%s", status, out, errOut)
	}
	if _, out, _ = run(t, "", "code", "--strict"); !strings.Contains(out, "if alpha > beta:") || strings.Contains(out, ">= beta") {
		t.Errorf("code --strict:\n%s", out)
	}
	if _, out, _ = run(t, "", "--lang", "ro", "code"); !strings.Contains(out, "# tăietură: fiii rămași sunt retezați") {
		t.Errorf("code in Romanian:\n%s", out)
	}
	if _, out, _ = run(t, "", "code", "--algo", "minimax"); !strings.Contains(out, "int maxi(int depth) {") || !strings.Contains(out, "int mini(int depth) {") {
		t.Errorf("code --algo minimax:\n%s", out)
	}
	for algo, first := range map[string]string{"mtdf": " 1  function MTDF(root, f, depth)", "star1": "function star1(n, α, β, depth)"} {
		if status, out, _ := run(t, "", "code", "--algo", algo); status != 0 || !strings.Contains(out, first) {
			t.Errorf("code --algo %s: %d\n%s", algo, status, out)
		}
	}
	_, out, _ = run(t, "", "code", "--list")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(code.Forms(i18n.English())) || !strings.HasPrefix(lines[0], "walkthrough-en ") || !strings.Contains(out, "aima-alphabeta") || !strings.Contains(out, " mtdf ") {
		t.Errorf("code --list:\n%s", out)
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"code", "--form", "aima"}, "no listing aima"},
		{[]string{"code", "tree.json"}, "unexpected tree.json"},
		{[]string{"code", "--algo", "nope"}, "nope"},
	} {
		if status, out, errOut := run(t, "", c.args...); status != 2 || out != "" || !strings.Contains(errOut, c.says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d, %q, %q", c.args, status, out, errOut)
		}
	}
}

// TestTraceJSONAndCode: trace --json writes every step for autograders,
// valid JSON, values as numbers and infinities as "+inf"; with --code the
// listing and, per step, the lines it lights and the call's variables;
// plain trace --code puts the lines before each sentence; a listing of
// another algorithm is refused.
func TestTraceJSONAndCode(t *testing.T) {
	status, out, errOut := run(t, "", "trace", "--json", "--code", "default", "alphabeta-walkthrough")
	if status != 0 {
		t.Fatalf("trace --json --code: %d %s", status, errOut)
	}
	var got struct {
		Algorithm string   `json:"algorithm"`
		Form      string   `json:"form"`
		Listing   []string `json:"listing"`
		Steps     []struct {
			N     int               `json:"n"`
			Kind  string            `json:"kind"`
			Node  string            `json:"node"`
			Alpha any               `json:"alpha"`
			Beta  any               `json:"beta"`
			Yes   bool              `json:"yes"`
			Line  int               `json:"line"`
			Lines []int             `json:"lines"`
			Vars  map[string]string `json:"vars"`
		} `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if got.Algorithm != "alphabeta" || got.Form != "walkthrough-en" || len(got.Listing) != 25 || len(got.Steps) != 82 || strings.Contains(out, `\u003e`) {
		t.Fatalf("%s %s: %d lines, %d steps", got.Algorithm, got.Form, len(got.Listing), len(got.Steps))
	}
	cut := got.Steps[23]
	if cut.Kind != "cutoff" || cut.Node != "e" || !cut.Yes || cut.Alpha != 3.0 || cut.Beta != 2.0 ||
		!slices.Equal(cut.Lines, []int{23, 24}) || cut.Vars["chosen_child"] != "e1" || got.Listing[cut.Lines[0]-1] != "            if alpha >= beta:" {
		t.Errorf("e's cutoff: %+v", cut)
	}
	if first := got.Steps[1]; first.Alpha != "-inf" || first.Beta != "+inf" {
		t.Errorf("call 1's window: %v, %v", first.Alpha, first.Beta)
	}
	for _, s := range got.Steps {
		if s.Line == 0 && len(s.Lines) == 0 {
			t.Errorf("step %d (%s) lights no line", s.N, s.Kind)
		}
	}
	if _, out, _ := run(t, "", "trace", "--code", "default", "alphabeta-walkthrough"); !strings.Contains(out, "23  [23 24]  α(e) = 3 ≥ β(e) = 2: cutoff") {
		t.Errorf("trace --code:\n%s", out)
	}
	if _, out, _ := run(t, "", "trace", "--json", "alphabeta-walkthrough"); strings.Contains(out, "listing") || !strings.Contains(out, `"kind":"cutoff"`) {
		t.Errorf("trace --json without --code:\n%.300s", out)
	}
	if status, out, errOut := run(t, "", "trace", "--code", "lab-minimax", "alphabeta-walkthrough"); status != 2 || out != "" || !strings.Contains(errOut, "is for --algo minimax") {
		t.Errorf("a listing of another algorithm: %d %q %q", status, out, errOut)
	}
}

// sourceWords are names the Romanian and Italian course material gives
// the variables and functions of its programs (the Romanian lab handout's
// alpha-beta walk-through and its Bratko handout, the Italian slides from
// minimax to alpha-beta): no English listing, and no English narration,
// uses them.
var sourceWords = []string{
	"stare", "fiu", "fiu_ales", "adancime", "mutari", "estimeaza_scor", "JMAX", "JMIN",
	"Poz", "ListaPoz", "PozBuna", "limitarebuna", "destuldebun", "limitenoi", "maibine", "mutare_min", "mutare_max",
	"stato", "livello", "max_livello", "condizione_uscita", "CAMMINO", "statica", "lista_figli", "genera_figli",
	"figlio", "finito", "valutazione", "migliore", "inserisci", "soglia_max", "soglia_min", "alfa", "alfa_beta",
}

// foreignWords returns the words of text that sourceWords has.
func foreignWords(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if slices.Contains(sourceWords, w) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// TestEnglishListingsAreInEnglish: in English, every algorithm's listing
// (and alpha-beta's with a transposition table), the variables trace
// --code names and the narration of every algorithm on the walk-through's
// tree use English names only; the Romanian lab handout's alpha_beta is
// the default in Romanian and stays one --form away in English; the
// Italian slides' stages are the default in Italian.
func TestEnglishListingsAreInEnglish(t *testing.T) {
	// Iterative deepening needs an estimate on every inner node.
	rt, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 3, Low: -9, High: 9, Seed: 3, Estimates: true}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	var estimated strings.Builder
	if err := tree.WriteJSON(&estimated, rt); err != nil {
		t.Fatal(err)
	}
	for _, a := range search.Named() {
		src, stdin := "alphabeta-walkthrough", ""
		if a == search.Iterative {
			src, stdin = "-", estimated.String()
		}
		args := [][]string{{"code", "--algo", a.String()}}
		if a.Uses().Has(search.UseTable) {
			args = append(args, []string{"trace", "--json", "--code", "default", "--tt", "--algo", a.String(), src})
		}
		if !a.Samples() { // Monte Carlo tree search has no trace to tell
			args = append(args, []string{"trace", "--json", "--code", "default", "--algo", a.String(), src},
				[]string{"trace", "--algo", a.String(), src})
		}
		for _, arg := range args {
			status, out, errOut := run(t, stdin, arg...)
			if status != 0 {
				t.Fatalf("%v: %d %s", arg, status, errOut)
			}
			if w := foreignWords(out); len(w) > 0 {
				t.Errorf("%v in English says %v", arg, w)
			}
		}
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--lang", "ro", "code"}, "stare.V, stare.fiu_ales = fiu.V, fiu"},
		{[]string{"code", "--form", "walkthrough"}, "stare.V, stare.fiu_ales = fiu.V, fiu"},
		{[]string{"code"}, "state.V, state.chosen_child = child.V, child"},
		{[]string{"--lang", "it", "code", "--algo", "slides-stage1"}, "if (max >= soglia_max) {"},
		{[]string{"code", "--algo", "slides-stage1"}, "if (max >= max_threshold) {"},
		{[]string{"--lang", "ro", "code", "--algo", "slides-stage1"}, "if (max >= max_threshold) {"},
	} {
		if status, out, errOut := run(t, "", c.args...); status != 0 || !strings.Contains(out, c.says) {
			t.Errorf("%v: %d, no %q in\n%s%s", c.args, status, c.says, out, errOut)
		}
	}
}
