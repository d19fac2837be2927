package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"gametree/i18n"
)

// TestCompare: on a uniform b=3 d=4 tree, compare's rows agree with
// solve's for the tree as it is, best-first alpha-beta reaches the
// minimal tree, and the table speaks the language asked.
func TestCompare(t *testing.T) {
	_, src, _ := run(t, "", "generate", "--branching", "3", "--depth", "4", "--seed", "5", "--values", "-1000..1000")
	status, out, errOut := run(t, src, "compare", "--algo", "minimax,alphabeta,alphabeta-failhard", "--order", "as-is,best,worst,random:3", "--json", "-")
	var got struct {
		Rows []struct {
			Algorithm, Order string
			Value            any
			NodesVisited     int `json:"nodes_visited"`
			LeavesEvaluated  int `json:"leaves_evaluated"`
			Cutoffs          int
		}
		MinimalLeaves *int `json:"minimal_leaves"`
	}
	if status != ExitOK || json.Unmarshal([]byte(out), &got) != nil || len(got.Rows) != 12 || got.MinimalLeaves == nil || *got.MinimalLeaves != 17 {
		t.Fatalf("status %d %q: %s", status, errOut, out)
	}
	for _, r := range got.Rows {
		if r.Algorithm == "minimax" && r.LeavesEvaluated != 81 {
			t.Errorf("minimax %s: %d leaves", r.Order, r.LeavesEvaluated)
		}
		if r.Algorithm == "alphabeta" && r.Order == "best" && r.LeavesEvaluated != 17 {
			t.Errorf("alpha-beta best-first: %d leaves", r.LeavesEvaluated)
		}
		if r.Order != "as-is" {
			continue
		}
		_, sout, _ := run(t, src, "solve", "--algo", r.Algorithm, "--json", "-")
		var s jsonReport
		if err := json.Unmarshal([]byte(sout), &s); err != nil {
			t.Fatal(err)
		}
		if s.NodesVisited != r.NodesVisited || len(s.LeavesEvaluated) != r.LeavesEvaluated || s.Cutoffs != r.Cutoffs || s.Value != r.Value {
			t.Errorf("%s: compare %+v, solve %+v", r.Algorithm, r, s)
		}
	}
	it := i18n.Must("it")
	status, out, _ = run(t, src, "compare", "--lang", "it", "-")
	if status != ExitOK || !strings.Contains(out, it.T("cli.compare.leaves")) || !strings.Contains(out, it.N("cli.compare.minimal", 17)) || strings.Count(out, "\n") != 8 {
		t.Errorf("the table in Italian:\n%s", out)
	}
	for _, args := range [][]string{{"--order", "sideways"}, {"--algo", "bogo"}} {
		if status, _, errOut := run(t, src, append(append([]string{"compare"}, args...), "-")...); status != ExitUsage || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d %q", args, status, errOut)
		}
	}
}
