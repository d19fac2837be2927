package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gametree/internal/compare"
)

// sampledReport is what a test reads of solve --algo mcts --json.
type sampledReport struct {
	Algorithm  string     `json:"algorithm"`
	Value      float64    `json:"value"`
	BestChild  *int       `json:"best_child"`
	PV         []string   `json:"principal_variation"`
	Iterations int        `json:"iterations"`
	Seed       uint64     `json:"seed"`
	Visits     []int      `json:"visits"`
	Mean       []*float64 `json:"mean"`
	Bounds     [2]float64 `json:"bounds"`
	Reached    int        `json:"nodes_reached"`
}

func solveSampledJSON(t *testing.T, args ...string) (sampledReport, string) {
	t.Helper()
	return solveSampledStdin(t, "", args...)
}

func solveSampledStdin(t *testing.T, stdin string, args ...string) (sampledReport, string) {
	t.Helper()
	status, out, errOut := run(t, stdin, append([]string{"solve", "--algo", "mcts", "--json"}, args...)...)
	var r sampledReport
	if status != 0 || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("%v: status %d, %s%s", args, status, out, errOut)
	}
	return r, out
}

// TestSolveMCTSJSON checks solve --algo mcts --json: the visits of the
// root's children add up to the iterations, the best child is the one
// visited most and the value its mean, within the bounds; the same seed
// prints the same bytes, another seed other visits.
func TestSolveMCTSJSON(t *testing.T) {
	for _, c := range []struct {
		sample     string
		iterations int
		best       int
		bounds     [2]float64
	}{
		{"alphabeta-walkthrough", 5000, 1, [2]float64{1, 20}},
		{"dice", 5000, 0, [2]float64{1, 9}},
		{"aima-fig5-2", 2000, 0, [2]float64{2, 14}},
	} {
		it := itoa(c.iterations)
		r, out := solveSampledJSON(t, "--iterations", it, c.sample)
		sum := 0
		for _, n := range r.Visits {
			sum += n
		}
		switch {
		case r.Algorithm != "mcts" || r.Iterations != c.iterations || sum != c.iterations:
			t.Errorf("%s: algorithm %q, iterations %d, visits %v adding up to %d", c.sample, r.Algorithm, r.Iterations, r.Visits, sum)
		case r.BestChild == nil || *r.BestChild != c.best:
			t.Errorf("%s: best child %v, want %d (visits %v)", c.sample, r.BestChild, c.best, r.Visits)
		case r.Mean[c.best] == nil || *r.Mean[c.best] != r.Value:
			t.Errorf("%s: value %g, the best child's mean %v", c.sample, r.Value, r.Mean[c.best])
		case r.Bounds != c.bounds || r.Value < c.bounds[0] || r.Value > c.bounds[1]:
			t.Errorf("%s: bounds %v (want %v), value %g", c.sample, r.Bounds, c.bounds, r.Value)
		case r.Seed != 1 || len(r.PV) < 2:
			t.Errorf("%s: seed %d, principal variation %v", c.sample, r.Seed, r.PV)
		}
		again, out2 := solveSampledJSON(t, "--iterations", it, c.sample)
		if out2 != out {
			t.Errorf("%s: the same seed printed\n%s\nthen\n%s", c.sample, out, out2)
		}
		other, _ := solveSampledJSON(t, "--iterations", it, "--seed", "99", c.sample)
		if equalInts(other.Visits, again.Visits) {
			t.Errorf("%s: seeds 1 and 99 visited the same: %v", c.sample, other.Visits)
		}
	}
	// Exploration 0 never explores: the first move that pays keeps every
	// visit after the expansions.
	r, _ := solveSampledJSON(t, "--iterations", "300", "--exploration", "0", "aima-fig5-2")
	if r.Visits[0]+r.Visits[1]+r.Visits[2] != 300 || r.Visits[1] > 2 && r.Visits[2] > 2 {
		t.Errorf("C = 0: visits %v, want all but a few on one move", r.Visits)
	}
	if r, _ := solveSampledStdin(t, "5", "--iterations", "10", "-"); r.BestChild != nil || r.Value != 5 || len(r.Visits) != 0 {
		t.Errorf("a lone leaf worth 5: best child %v, value %g, visits %v", r.BestChild, r.Value, r.Visits)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSolveMCTSSummary checks the summary for a person in three
// languages: the move visited most, each move's visits grouped as the
// language groups thousands, the setup line.
func TestSolveMCTSSummary(t *testing.T) {
	for lang, want := range map[string][]string{
		"en": {"iterations 20,000, C = 1.414, seed 1", "best move           i", "search tree         30 of the tree's 30 nodes reached", "move  visits   mean"},
		"ro": {"iterații 20.000, C = 1,414, sămânța 1", "cea mai bună mutare i", "noduri atinse: 30 din 30", "mutare  vizite  medie"},
		"it": {"iterazioni 20.000, C = 1,414, seme 1", "mossa migliore      i", "nodi raggiunti: 30 su 30", "mossa  visite  media"},
	} {
		sep := map[string]string{"en": ",", "ro": ".", "it": "."}[lang]
		grouped := regexp.MustCompile(`(?m)^i +1\d` + regexp.QuoteMeta(sep) + `\d{3}  `)
		status, out, errOut := run(t, "", "solve", "--lang", lang, "--algo", "mcts", "--iterations", "20000", "alphabeta-walkthrough")
		if status != 0 {
			t.Fatalf("%s: status %d, %s", lang, status, errOut)
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: no %q in\n%s", lang, w, out)
			}
		}
		if !grouped.MatchString(out) {
			t.Errorf("%s: move i's visits are not over 10%s000 or not grouped in\n%s", lang, sep, out)
		}
	}
}

// TestMCTSRefusals checks the flags and commands Monte Carlo tree search
// refuses: one line, exit 2.
func TestMCTSRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"solve", "--algo", "mcts", "--iterations", "0", "dice"}, `Monte Carlo tree search runs 1 to 10,000,000 iterations, not "0"`},
		{[]string{"solve", "--algo", "mcts", "--iterations", "10000001", "dice"}, `not "10000001"`},
		{[]string{"solve", "--algo", "mcts", "--iterations", "many", "dice"}, `not "many"`},
		{[]string{"solve", "--algo", "mcts", "--exploration", "-1", "dice"}, `the exploration constant C must be a number of 0 or more, not "-1"`},
		{[]string{"solve", "--algo", "mcts", "--exploration", "NaN", "dice"}, `not "NaN"`},
		{[]string{"solve", "--algo", "mcts", "--seed", "-3", "dice"}, "--seed"},
		{[]string{"solve", "--algo", "mcts", "--strict", "dice"}, "the strict cutoff means nothing to it"},
		{[]string{"solve", "--algo", "mcts", "--bounds", "0..5", "dice"}, "outside the bounds 0..5"},
		{[]string{"trace", "--algo", "mcts", "--iterations", "100001", "dice"}, "100,001 iterations are more than the 100,000 a search shown step by step records"},
		{[]string{"export", "--algo", "mcts", "--worksheet", "-o", "x.pdf", "dice"}, "export --worksheet does not run Monte Carlo tree search yet"},
		{[]string{"compare", "--algo", "mcts", "--picture", "x.png", "dice"}, "does not run Monte Carlo tree search yet"},
		{[]string{"solve", "--algo", "mctss", "dice"}, "mcts"},
	} {
		status, out, errOut := run(t, "", c.args...)
		if status != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want exit 2 and one line saying %q", c.args, status, out, errOut, c.says)
		}
	}
}

// TestCompareMCTS checks that compare puts Monte Carlo tree search's
// estimate beside minimax's value, its playouts as the leaves evaluated.
func TestCompareMCTS(t *testing.T) {
	status, out, errOut := run(t, "", "compare", "--json", "--algo", "minimax,mcts", "--order", "as-is", "--iterations", "4000", "alphabeta-walkthrough")
	if status != 0 {
		t.Fatalf("status %d, %s", status, errOut)
	}
	var r struct {
		Rows []struct {
			Algorithm string  `json:"algorithm"`
			Value     float64 `json:"value"`
			Nodes     int     `json:"nodes_visited"`
			Leaves    int     `json:"leaves_evaluated"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || len(r.Rows) != 2 {
		t.Fatalf("%v in\n%s", err, out)
	}
	mm, mc := r.Rows[0], r.Rows[1]
	if mc.Algorithm != "mcts" || mc.Leaves != 4000 || mc.Nodes < 2 || mc.Nodes > 30 || math.Abs(mc.Value-mm.Value) > 1 {
		t.Errorf("minimax %+v, mcts %+v: want 4,000 playouts, an estimate near minimax's value", mm, mc)
	}
}

// TestTraceMCTS checks trace --algo mcts: one sentence a step, the
// coarse view one line an iteration, and the listing's lines beside
// them.
func TestTraceMCTS(t *testing.T) {
	status, out, errOut := run(t, "", "trace", "--algo", "mcts", "--iterations", "6", "dice")
	if status != 0 || !strings.HasPrefix(out, " 0  Start: Monte Carlo tree search (UCT)") || strings.Count(out, "iteration 6 is over") != 1 {
		t.Fatalf("status %d, %s%s", status, out, errOut)
	}
	status, out, _ = run(t, "", "trace", "--algo", "mcts", "--iterations", "6", "--coarse", "dice")
	if lines := strings.Count(out, "\n"); status != 0 || lines != 8 || strings.Count(out, " is over") != 6 {
		t.Errorf("coarse: status %d, %d lines, want 8 (start, six iterations, end):\n%s", status, lines, out)
	}
	status, out, _ = run(t, "", "trace", "--algo", "mcts", "--iterations", "3", "--code", "aima-mcts", "dice")
	if status != 0 || !strings.Contains(out, "[4]  Iteration 3, select") || !strings.Contains(out, "[5]  Expand") {
		t.Errorf("with the listing: status %d\n%s", status, out)
	}
}

// TestExportMCTS checks export --algo mcts: a selection draws the
// children's UCB1 values beside their edges, a playout its dashed path,
// and --seed is the search's.
func TestExportMCTS(t *testing.T) {
	dir := t.TempDir()
	svg := func(step, seed string) string {
		out := filepath.Join(dir, "s"+step+"_"+seed+".svg")
		status, _, errOut := run(t, "", "export", "--algo", "mcts", "--iterations", "6", "--seed", seed, "--step", step, "-o", out, "aima-fig5-2")
		if status != 0 {
			t.Fatalf("step %s: status %d, %s", step, status, errOut)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	// Iteration 4 selects at the root among three children visited once.
	sel := svg("16", "1")
	if strings.Count(sel, "UCB1 ") != 3 {
		t.Errorf("a selection at the root draws %d UCB1 values, want 3", strings.Count(sel, "UCB1 "))
	}
	if sim := svg("3", "1"); !strings.Contains(sim, "stroke-dasharray") || strings.Contains(sim, "UCB1") {
		t.Errorf("a simulation: dashes %v, UCB1 %v", strings.Contains(sim, "stroke-dasharray"), strings.Contains(sim, "UCB1"))
	}
	if svg("30", "1") == svg("30", "2") {
		t.Error("--seed 1 and 2 drew the same step")
	}
}

// TestJSONIsWrittenWhenTheExitSaysSo: on leaves spanning more than the
// largest double, and with bounds of ±1e308, every --json command that
// exits 0 has written one JSON value with a number for every value of
// Monte Carlo tree search (no NaN); a command that cannot write its JSON
// exits non-zero with one line and nothing on standard output.
func TestJSONIsWrittenWhenTheExitSaysSo(t *testing.T) {
	const huge = "[[-1.7976931348623157e308,-1.7976931348623157e308],[1.7976931348623157e308,1.7976931348623157e308],[-1.7976931348623157e308,1.7976931348623157e308]]"
	for _, c := range []struct {
		stdin string
		args  []string
		best  string // the mcts row's or report's best move, "" unchecked
	}{
		{huge, []string{"solve", "--json", "--algo", "mcts", "--iterations", "2000", "-"}, "1"},
		{huge, []string{"compare", "--json", "--algo", "mcts,minimax", "--order", "as-is", "--iterations", "2000", "-"}, ""},
		{"", []string{"solve", "--json", "--algo", "mcts", "--bounds=-1e308..1e308", "aima-fig5-2"}, ""},
		{"", []string{"compare", "--json", "--algo", "mcts", "--bounds=-1e308..1e308", "aima-fig5-2"}, ""},
		{huge, []string{"solve", "--json", "-"}, "1"},
		{huge, []string{"trace", "--json", "--algo", "mcts", "--iterations", "20", "-"}, ""},
	} {
		status, out, errOut := run(t, c.stdin, c.args...)
		if status != ExitOK {
			if out != "" || strings.Count(errOut, "\n") != 1 {
				t.Errorf("%v: status %d, stdout %q, stderr %q", c.args, status, out, errOut)
			}
			t.Errorf("%v: status %d: %s", c.args, status, errOut)
			continue
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Errorf("%v: exit 0 with %q: %v", c.args, out, err)
			continue
		}
		if c.best != "" && fmt.Sprint(v["best_child"]) != c.best {
			t.Errorf("%v: best child %v, want %s (the move worth the most)", c.args, v["best_child"], c.best)
		}
		if rows, ok := v["rows"].([]any); ok {
			for _, r := range rows {
				if _, number := r.(map[string]any)["value"].(float64); !number {
					t.Errorf("%v: row %v", c.args, r)
				}
			}
		}
	}
}

// TestCompareJSONSaysWhenItCannotBeWritten: a row whose value has no JSON
// form is an error, and nothing is written.
func TestCompareJSONSaysWhenItCannotBeWritten(t *testing.T) {
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	err := writeCompareJSON(w, []compare.Row{{Value: math.NaN()}}, 0, false)
	w.Flush()
	if err == nil || b.Len() != 0 {
		t.Errorf("a NaN value: error %v, written %q", err, b.String())
	}
}
