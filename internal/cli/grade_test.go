package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/i18n"
)

// TestGrade: gametree grade marks the walk-through's answers, as JSON and
// as text, in the language asked; exit 0 whatever the mark; 2 with one
// line for an unknown label or a broken answers file.
func TestGrade(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	right := write("right.json", `{"values": {"a": 3, "b": 3, "c": 3, "d": 3, "e": 2, "f": 15, "g": 15, "i": 3, "j": 3, "k": 2, "l": 3},
		"pruned": ["e2", "h", "k2", "l2", "m"], "best": "b"}`)
	status, out, errOut := run(t, "", "grade", "--answers", right, "--json", "alphabeta-walkthrough")
	var res struct {
		Correct, Total int
		Mistakes       []map[string]any
		First          *int `json:"first_mistake_step"`
	}
	if status != ExitOK || errOut != "" || json.Unmarshal([]byte(out), &res) != nil {
		t.Fatalf("right answers: status %d, %q, %s", status, errOut, out)
	}
	if res.Correct != 41 || res.Total != 41 || len(res.Mistakes) != 0 || res.First != nil {
		t.Errorf("right answers marked %+v", res)
	}

	wrong := write("wrong.json", `{"values": {"e": 12}, "pruned": ["d2"], "best": "i"}`)
	status, out, _ = run(t, "", "grade", "--answers", wrong, "--json", "alphabeta-walkthrough")
	res.Mistakes = nil
	if status != ExitOK || json.Unmarshal([]byte(out), &res) != nil || res.First == nil || len(res.Mistakes) < 3 {
		t.Fatalf("wrong answers: status %d, %s", status, out)
	}
	e := res.Mistakes[3] // after d2 listed, d left blank, e2 left out
	if e["node"] != "e" || e["field"] != "value" || e["given"] != 12.0 || e["expected"] != 2.0 || *res.First != int(res.Mistakes[0]["step"].(float64)) {
		t.Errorf("the value of e: %v", e)
	}
	if !strings.Contains(e["why"].(string), "V(e) = 2") {
		t.Errorf("why: %q", e["why"])
	}

	it := i18n.Must("it")
	status, out, _ = run(t, "", "grade", "--lang", "it", "--answers", wrong, "alphabeta-walkthrough")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != ExitOK || lines[0] != it.N("cli.grade.score", res.Total, "Correct", res.Correct) ||
		!strings.Contains(out, "passo") || !strings.Contains(out, it.T("cli.grade.first", "Step", *res.First)) {
		t.Errorf("the mark in Italian: %s", out)
	}

	for answers, says := range map[string]string{
		write("unknown.json", `{"values": {"zz": 1}}`): `"zz"`,
		write("broken.json", `{"values": {"e": 1,}}`):  "line 1, column",
		filepath.Join(dir, "missing.json"):             "missing.json",
	} {
		status, out, errOut := run(t, "", "grade", "--answers", answers, "alphabeta-walkthrough")
		if status != ExitUsage || out != "" || !strings.Contains(errOut, says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: status %d, stderr %q", filepath.Base(answers), status, errOut)
		}
	}
	if status, _, errOut := run(t, "", "grade", "alphabeta-walkthrough"); status != ExitUsage || !strings.Contains(errOut, "--answers") {
		t.Errorf("no answers: %d %q", status, errOut)
	}
}

// TestAnswersFromStandardInput: --answers - reads the answers from
// standard input, named so in errors; the tree cannot then come from it
// too, and one line says so.
func TestAnswersFromStandardInput(t *testing.T) {
	status, out, errOut := run(t, `{"best": "b"}`, "grade", "--answers", "-", "--json", "aima-fig5-2")
	var res struct{ Correct, Total int }
	if status != ExitOK || errOut != "" || json.Unmarshal([]byte(out), &res) != nil || res.Correct != 1 {
		t.Errorf("answers on standard input: status %d, %s %s", status, out, errOut)
	}
	status, out, errOut = run(t, `{"best": 3}`, "grade", "--answers", "-", "aima-fig5-2")
	if status != ExitUsage || out != "" || !strings.HasPrefix(errOut, "gametree: grade: standard input: answers file, line 1, column 10:") {
		t.Errorf("bad answers on standard input: status %d, %q", status, errOut)
	}
	status, out, errOut = run(t, `[3,4]`, "grade", "--answers", "-", "-")
	if status != ExitUsage || out != "" || !strings.Contains(errOut, "cannot both come from standard input") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("answers and tree on standard input: status %d, %q", status, errOut)
	}
}

// TestGradeTotalIsTheExercises: on a random tree of 1,093 nodes, the
// answers "everything is pruned" (the root), "nothing is pruned", the
// leaves' values as the tree prints them and nothing at all are marked
// out of the same total, none of them in full, and the last two at 0.
func TestGradeTotalIsTheExercises(t *testing.T) {
	status, tr, errOut := run(t, "", "generate", "--branching", "3", "--depth", "6", "--seed", "4")
	if status != ExitOK {
		t.Fatalf("generate: %d %s", status, errOut)
	}
	path := filepath.Join(t.TempDir(), "tree.json")
	os.WriteFile(path, []byte(tr), 0o644)
	// Minimax evaluates every leaf: its trace names them all, with their
	// values.
	status, out, _ := run(t, "", "trace", "--json", "--algo", "minimax", path)
	var trace struct {
		Steps []struct {
			Kind  string   `json:"kind"`
			Node  string   `json:"node"`
			Value *float64 `json:"value"`
		} `json:"steps"`
	}
	if status != ExitOK || json.Unmarshal([]byte(out), &trace) != nil {
		t.Fatalf("trace: %d", status)
	}
	leaves := map[string]float64{}
	for _, s := range trace.Steps {
		if s.Kind == "leaf" && s.Value != nil {
			leaves[s.Node] = *s.Value
		}
	}
	if len(leaves) != 729 {
		t.Fatalf("%d leaves in the trace", len(leaves))
	}
	restated, _ := json.Marshal(map[string]any{"values": leaves})
	total := -1
	for _, c := range []struct {
		answers string
		zero    bool
	}{{`{"pruned": ["a"]}`, false}, {`{"pruned": []}`, false}, {string(restated), true}, {`{}`, true}} {
		status, out, errOut := run(t, c.answers, "grade", "--json", "--answers", "-", path)
		var res struct{ Correct, Total int }
		if status != ExitOK || json.Unmarshal([]byte(out), &res) != nil {
			t.Fatalf("%.40s: status %d %s", c.answers, status, errOut)
		}
		if total < 0 {
			total = res.Total
		}
		if res.Total != total || res.Correct >= res.Total || c.zero && res.Correct != 0 {
			t.Errorf("%.40s: %d of %d (the first answers' total %d)", c.answers, res.Correct, res.Total, total)
		}
	}
}
