package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

func run(t *testing.T, stdin string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = Run(args, Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut})
	return status, out.String(), errOut.String()
}

// report is the JSON contract, decoded loosely so that the test sees the
// real types (numbers vs strings).
type jsonReport struct {
	Algorithm          string           `json:"algorithm"`
	Value              any              `json:"value"`
	BestChild          *int             `json:"best_child"`
	PrincipalVariation []string         `json:"principal_variation"`
	LeavesEvaluated    []int            `json:"leaves_evaluated"`
	LeavesPruned       []int            `json:"leaves_pruned"`
	NodesVisited       int              `json:"nodes_visited"`
	TreeNodes          int              `json:"tree_nodes"`
	Cutoffs            int              `json:"cutoffs"`
	Calls              []map[string]any `json:"calls"`
}

func solveJSON(t *testing.T, stdin string, args ...string) jsonReport {
	t.Helper()
	status, out, errOut := run(t, stdin, append([]string{"solve", "--json"}, args...)...)
	if status != 0 || errOut != "" {
		t.Fatalf("solve %v: status %d, stderr %q", args, status, errOut)
	}
	var r jsonReport
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("solve --json output is not the contract: %v\n%s", err, out)
	}
	return r
}

func TestSolveJSONSeed000(t *testing.T) {
	r := solveJSON(t, "", "alphabeta-walkthrough")
	if r.Algorithm != "alphabeta" || r.Value != 3.0 || r.BestChild == nil || *r.BestChild != 0 {
		t.Errorf("algorithm %q value %v best %v", r.Algorithm, r.Value, r.BestChild)
	}
	// Leaves left to right: d1 d2 e1 e2 g1 h1 h2 k1 k2 l1 l2 n1 n2 o1 o2.
	if !reflect.DeepEqual(r.LeavesEvaluated, []int{0, 1, 2, 4, 7, 9}) || !reflect.DeepEqual(r.LeavesPruned, []int{3, 5, 6, 8, 10, 11, 12, 13, 14}) {
		t.Errorf("evaluated %v pruned %v", r.LeavesEvaluated, r.LeavesPruned)
	}
	if strings.Join(r.PrincipalVariation, " ") != "a b c d d1" || r.NodesVisited != 17 || r.TreeNodes != 30 || r.Cutoffs != 5 {
		t.Errorf("pv %v visited %d nodes %d cutoffs %d", r.PrincipalVariation, r.NodesVisited, r.TreeNodes, r.Cutoffs)
	}
	// The seed's windows, call by call ("Apel N").
	windows := []string{
		"1 a -inf +inf 4 MAX", "2 b -inf +inf 3 MIN", "3 c -inf +inf 2 MAX", "4 d -inf +inf 1 MIN",
		"5 d1 -inf +inf 0 MAX", "6 d2 -inf 3 0 MAX", "7 e 3 +inf 1 MIN", "8 e1 3 +inf 0 MAX",
		"9 f -inf 3 2 MAX", "10 g -inf 3 1 MIN", "11 g1 -inf 3 0 MAX", "12 i 3 +inf 3 MIN",
		"13 j 3 +inf 2 MAX", "14 k 3 +inf 1 MIN", "15 k1 3 +inf 0 MAX", "16 l 3 +inf 1 MIN", "17 l1 3 +inf 0 MAX",
	}
	if len(r.Calls) != len(windows) {
		t.Fatalf("%d calls, want %d", len(r.Calls), len(windows))
	}
	for i, c := range r.Calls {
		got := strings.Join([]string{str(c["n"]), str(c["node"]), str(c["alpha"]), str(c["beta"]), str(c["depth"]), str(c["player"])}, " ")
		if got != windows[i] {
			t.Errorf("call %d: %s, want %s", i+1, got, windows[i])
		}
		if _, isNumber := c["beta"].(float64); isNumber == (c["beta"] == "+inf") {
			t.Errorf("call %d: beta %v should be a number or the string +inf", i+1, c["beta"])
		}
	}
}

func str(v any) string {
	b, _ := json.Marshal(v)
	return strings.Trim(string(b), `"`)
}

func TestSolveJSONOtherAlgorithmsAndOptions(t *testing.T) {
	for _, c := range []struct {
		args  []string
		value float64
		best  int
	}{
		{[]string{"--algo", "minimax", "aima-fig5-2"}, 3, 0},
		{[]string{"--algo", "negamax", "--root", "min", "aima-fig5-2"}, 6, 1},
		{[]string{"aima-fig5-2", "--algo", "alphabeta-negamax", "--strict"}, 3, 0},
		{[]string{"--algo=alphabeta-failhard", "-"}, -1.5, 1},
	} {
		r := solveJSON(t, "[[-2, 4], [7.5, -1.5]]", c.args...)
		if r.Value != c.value || r.BestChild == nil || *r.BestChild != c.best {
			t.Errorf("%v: value %v best %v, want %v %d", c.args, r.Value, r.BestChild, c.value, c.best)
		}
	}
	r := solveJSON(t, "[[1,2],[3,[4,5]]]", "--algo", "minimax", "-")
	if len(r.LeavesEvaluated) != 5 || len(r.LeavesPruned) != 0 || r.Calls[0]["alpha"] != "-inf" {
		t.Errorf("minimax: %+v", r)
	}
	r = solveJSON(t, "7", "-")
	if r.BestChild != nil || strings.Join(r.PrincipalVariation, " ") != "a" || r.Value != 7.0 {
		t.Errorf("single leaf: %+v", r)
	}
}

func TestSolveDepthLimit(t *testing.T) {
	src := `{"version": 1, "tree": {"children": [{"estimate": 4, "children": [1, 9]}, {"estimate": 2, "children": [5]}]}}`
	r := solveJSON(t, src, "--depth", "1", "-")
	if r.Value != 4.0 || !reflect.DeepEqual(r.LeavesEvaluated, []int{0, 1}) || r.Calls[1]["depth"] != 0.0 {
		t.Errorf("depth 1: %+v", r)
	}
	status, out, errOut := run(t, `[[1,2],[3]]`, "solve", "--depth", "1", "-")
	if status != 2 || out != "" || !strings.Contains(errOut, "node b is at the depth limit 1 and has no estimate") {
		t.Errorf("missing estimate: %d %q %q", status, out, errOut)
	}
}

func TestSolveSummary(t *testing.T) {
	status, out, _ := run(t, "", "solve", "alphabeta-walkthrough")
	for _, want := range []string{"Alpha-beta (fail-soft) on alphabeta-walkthrough (Alpha-beta walk-through, call by call)\n",
		"root MAX, depth limit none, cutoff when α ≥ β\n", "value               3 (for MAX)", "best move           b", "principal variation a → b → c → d → d1",
		"calls               17 of 30 (43% saved against minimax)", "leaves evaluated    6 of 15 (60% saved)", "cutoffs             5",
		"pruned              5 subtrees: 13 nodes, 9 leaves"} {
		if status != 0 || !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
}

func TestTrace(t *testing.T) {
	status, out, _ := run(t, "", "trace", "alphabeta-walkthrough")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if status != 0 || len(lines) != 82 {
		t.Fatalf("status %d, %d lines", status, len(lines))
	}
	if lines[24] != "24  α(e) = 3 ≥ β(e) = 2: prune e2" || !strings.HasPrefix(lines[0], " 0  Start:") {
		t.Errorf("lines 0 and 24: %q, %q", lines[0], lines[24])
	}
	_, out, _ = run(t, "", "trace", "--coarse", "alphabeta-walkthrough")
	if n := strings.Count(out, "\n"); n != 36 || !strings.Contains(out, "\n18  Call 7: alpha_beta(3, +∞, e, MIN, depth 1)") {
		t.Errorf("coarse trace (%d lines):\n%s", n, out)
	}
	for lang, want := range map[string]string{"ro": "24  α(e) = 3 ≥ β(e) = 2: retezăm e2", "it": "24  α(e) = 3 ≥ β(e) = 2: si pota e2"} {
		_, out, _ = run(t, "", "trace", "--lang", lang, "alphabeta-walkthrough")
		if got := strings.Split(out, "\n"); len(got) != 83 || got[24] != want {
			t.Errorf("--lang %s: %d lines, line 24 %q, want %q", lang, len(got), got[min(24, len(got)-1)], want)
		}
	}
	status, out, errOut := run(t, "", "trace", "--lang", "xx", "alphabeta-walkthrough")
	if status != ExitUsage || out != "" || !strings.Contains(errOut, `there is no language "xx": --lang takes en, it, ro`) {
		t.Errorf("--lang xx: %d %q %q", status, out, errOut)
	}
}

// TestASCIIOption: trace, solve, grade and export's captions say the notation
// as the tree does (α, β, −∞, ≥, the minus sign) unless --ascii asks for
// the ASCII words scripts read before (alpha, beta, -inf, >=, -; Italian
// alfa), and the help of each says so in every language.
func TestASCIIOption(t *testing.T) {
	const negamax = "--algo=alphabeta-negamax"
	for _, c := range []struct {
		args           []string
		unicode, ascii string
	}{
		{[]string{"trace", "alphabeta-walkthrough"}, "\n24  α(e) = 3 ≥ β(e) = 2: prune e2\n", "\n24  alpha(e) = 3 >= beta(e) = 2: prune e2\n"},
		{[]string{"trace", "--lang", "it", "alphabeta-walkthrough"}, "\n 1  Chiamata 1: alfa_beta(−∞, +∞, a, MAX, profondità 4), V(a) parte da −∞\n",
			"\n 1  Chiamata 1: alfa_beta(-inf, +inf, a, MAX, profondità 4), V(a) parte da -inf\n"},
		{[]string{"trace", negamax, "aima-fig5-2"}, "score = −V(b1) = −3 > α(b) = −∞", "score = -V(b1) = -3 > alpha(b) = -inf"},
		{[]string{"solve", "alphabeta-walkthrough"}, "cutoff when α ≥ β\n", "cutoff when alpha >= beta\n"},
		{[]string{"solve", "--lang", "ro", "--algo=star1", "--bounds=-20..20", "aima-fig5-2"}, "între −20 și 20", "între -20 și 20"},
		{[]string{"export", "--caption", "--step", "24", "--format", "dot", "alphabeta-walkthrough"}, `"α(e) = 3 ≥ β(e) = 2: prune e2\l"`, `"alpha(e) = 3 >= beta(e) = 2: prune e2\l"`},
		{[]string{"grade", "--answers", "-", "alphabeta-walkthrough"}, "α(e) = 3 ≥ β(e) = 2: prune e2", "alpha(e) = 3 >= beta(e) = 2: prune e2"},
	} {
		stdin := ""
		if c.args[0] == "grade" {
			stdin = `{"pruned": []}`
		}
		status, out, errOut := run(t, stdin, c.args...)
		if status != 0 || !strings.Contains(out, c.unicode) {
			t.Errorf("%v: status %d, want %q in:\n%s%s", c.args, status, c.unicode, out, errOut)
		}
		args := append([]string{c.args[0], "--ascii"}, c.args[1:]...)
		status, asciiOut, errOut := run(t, stdin, args...)
		if status != 0 || !strings.Contains(asciiOut, c.ascii) {
			t.Errorf("%v: status %d, want %q in:\n%s%s", args, status, c.ascii, asciiOut, errOut)
		}
		if (c.args[0] == "trace" || c.args[0] == "grade") && strings.ContainsAny(asciiOut, "αβ∞≥≤−") {
			t.Errorf("%v: the notation is left in:\n%s", args, asciiOut)
		}
	}
	for _, lang := range []string{"en", "ro", "it"} {
		for _, cmd := range []string{"trace", "solve", "export", "grade"} {
			_, out, _ := run(t, "", cmd, "--lang", lang, "--help")
			if !strings.Contains(out, "  --ascii  ") || !strings.Contains(out, "-inf, +inf") || !strings.Contains(out, "−∞, +∞") {
				t.Errorf("%s %s --help says nothing of --ascii:\n%s", cmd, lang, out)
			}
		}
	}
}

func TestSamplesCommand(t *testing.T) {
	status, out, _ := run(t, "", "samples")
	if status != 0 || !strings.HasPrefix(out, "alphabeta-walkthrough") || strings.Count(out, "\n") != 6 {
		t.Errorf("samples list:\n%s", out)
	}
	status, out, _ = run(t, "", "samples", "aima-fig5-2")
	if status != 0 || !strings.Contains(out, `"title": "AIMA Figure 5.2"`) {
		t.Errorf("samples aima-fig5-2:\n%s", out)
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{nil, {"help"}, {"--help"}} {
		status, out, errOut := run(t, "", args...)
		if status != 0 || !strings.Contains(out, "Usage:") || errOut != "" {
			t.Errorf("%v: status %d", args, status)
		}
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte("{\"version\": 1,\n  \"tree\": [1, ]}"), 0o644)
	binary := filepath.Join(dir, "noise.bin")
	os.WriteFile(binary, []byte{0x89, 'P', 'N', 'G', 0, 1, 2}, 0o644)
	cases := []struct {
		stdin string
		args  []string
		says  string
	}{
		{"", []string{"frobnicate"}, `unknown command "frobnicate"`},
		{"", []string{"solve", "--bogus", "aima-fig5-2"}, "solve: unknown option --bogus (see gametree solve -h)"},
		{"", []string{"solve", "--algo", "bogo", "aima-fig5-2"}, `unknown algorithm "bogo" (expected alphabeta`},
		{"", []string{"solve", "--root", "both", "aima-fig5-2"}, `"both" (expected max or min)`},
		{"", []string{"solve", "--depth", "0", "aima-fig5-2"}, "--depth must be at least 1"},
		{"", []string{"solve", "--depth", "two", "aima-fig5-2"}, `solve: --depth takes a whole number, not "two"`},
		{"", []string{"solve"}, "no tree given"},
		{"", []string{"solve", "aima-fig5-2", "geeksforgeeks-minimax"}, "one tree at a time"},
		{"", []string{"solve", filepath.Join(dir, "missing.json")}, `no file or sample named "` + filepath.Join(dir, "missing.json")},
		{"", []string{"solve", dir}, dir + " is a folder, not a tree file"},
		{"", []string{"solve", broken}, broken + ": line 2, column 15: expected a node"},
		{"", []string{"trace", binary}, "line 1, column 1: expected a tree"},
		{"[[1,2],[3", []string{"solve", "-"}, "standard input: line 1, column 10: unexpected end of the input"},
		{"", []string{"solve", "-"}, "standard input: line 1, column 1: the input is empty"},
		{"", []string{"samples", "nope"}, `no such sample "nope"`},
		{"", []string{"trace", "--xml", "aima-fig5-2"}, "trace: unknown option --xml"},
	}
	for _, c := range cases {
		status, out, errOut := run(t, c.stdin, c.args...)
		if status != ExitUsage || out != "" {
			t.Errorf("%v: status %d, stdout %q", c.args, status, out)
		}
		if !strings.HasPrefix(errOut, "gametree: ") || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: stderr %q, want one line saying %q", c.args, errOut, c.says)
		}
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteFailure(t *testing.T) {
	var errOut bytes.Buffer
	status := Run([]string{"trace", "aima-fig5-2"}, Env{Stdin: strings.NewReader(""), Stdout: failingWriter{}, Stderr: &errOut})
	if status != ExitError || !strings.Contains(errOut.String(), "writing the output: disk full") {
		t.Errorf("status %d, stderr %q", status, errOut.String())
	}
}

func TestWindowRoute(t *testing.T) {
	var opened []string
	env := func(stdin string) (Env, *bytes.Buffer) {
		var errOut bytes.Buffer
		return Env{Stdin: strings.NewReader(stdin), Stdout: &bytes.Buffer{}, Stderr: &errOut,
			Window: func(tr *tree.Tree, name, path string, problem error, lang string) error {
				if problem != nil {
					opened = append(opened, "problem: "+problem.Error())
					return nil
				}
				if tr == nil {
					opened = append(opened, "the last tree")
					return nil
				}
				opened = append(opened, fmt.Sprintf("%s|%s|%d%s", name, path, tr.Len(), lang))
				return nil
			}}, &errOut
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "t.txt")
	os.WriteFile(file, []byte("[1,[2,3]]"), 0o644)
	broken := filepath.Join(dir, "b.txt")
	os.WriteFile(broken, []byte("[1,"), 0o644)

	e, _ := env("")
	for _, args := range [][]string{nil, {"aima-fig5-2"}, {file}} {
		if status := Run(args, e); status != 0 {
			t.Errorf("%v: status %d", args, status)
		}
	}
	e, _ = env("[4,5]")
	Run([]string{"-"}, e)
	want := []string{"the last tree", "aima-fig5-2||13", file + "|" + file + "|5", "standard input||3"}
	if strings.Join(opened, " ") != strings.Join(want, " ") {
		t.Errorf("opened %v, want %v", opened, want)
	}
	// A broken file: one line on stderr, and the window opens showing
	// the problem.
	e, errOut := env("")
	if status := Run([]string{broken}, e); status != ExitOK || !strings.Contains(errOut.String(), "line 1, column 4") ||
		len(opened) != 5 || !strings.Contains(opened[4], "problem: "+broken+": line 1, column 4") {
		t.Errorf("broken file: status %d, %q, window %v", status, errOut.String(), opened)
	}
	// --lang opens the window in that language.
	e, _ = env("")
	if status := Run([]string{"--lang", "it", "aima-fig5-2"}, e); status != ExitOK || opened[5] != "aima-fig5-2||13it" {
		t.Errorf("--lang it: status %d, window %v", status, opened)
	}
}

// TestWordsThatOpenNoWindow: a word that is neither a command, a file
// nor a sample is a mistake typed in a terminal: one line, exit 2, the
// nearest command or sample when one is close, and no window; without a
// display, the window is not tried (GLFW panicked there) and one line
// says why.
func TestWordsThatOpenNoWindow(t *testing.T) {
	opened := 0
	display := error(nil)
	env := func() (Env, *bytes.Buffer) {
		var errOut bytes.Buffer
		return Env{Stdin: strings.NewReader(""), Stdout: &bytes.Buffer{}, Stderr: &errOut,
			Window:  func(*tree.Tree, string, string, error, string) error { opened++; return nil },
			Display: func() error { return display }}, &errOut
	}
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"frobnicate"}, `"frobnicate" is not a command, a file or a sample (commands: solve, trace`},
		{[]string{"slove", "tree.json"}, `unknown command "slove": did you mean solve?`},
		{[]string{"solv"}, `"solv" is not a command, a file or a sample: did you mean solve?`},
		{[]string{"hlep"}, "did you mean help?"},
		{[]string{"alphabeta-walkthru"}, "did you mean alphabeta-walkthrough?"},
		{[]string{filepath.Join(dir, "missing.json")}, "no file " + filepath.Join(dir, "missing.json")},
		{[]string{"tree.json"}, "no file tree.json"},
		{[]string{"solve", "--algo", "alphabta", "aima-fig5-2"}, `unknown algorithm "alphabta": did you mean alphabeta?`},
		{[]string{"compare", "--algo", "minimx", "aima-fig5-2"}, `unknown algorithm "minimx": did you mean minimax?`},
	} {
		e, errOut := env()
		if status := Run(c.args, e); status != ExitUsage || !strings.Contains(errOut.String(), c.says) || strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%v: %d %q, want %q", c.args, status, errOut, c.says)
		}
	}
	if opened != 0 {
		t.Errorf("%d windows opened", opened)
	}
	display = i18n.New("ui.no_display")
	for _, args := range [][]string{nil, {"aima-fig5-2"}, {"-"}} {
		e, errOut := env()
		if status := Run(args, e); status != ExitUsage || !strings.Contains(errOut.String(), "there is no display to open the window on") {
			t.Errorf("%v without a display: %d %q", args, status, errOut)
		}
	}
	if opened != 0 {
		t.Errorf("%d windows opened without a display", opened)
	}
}
