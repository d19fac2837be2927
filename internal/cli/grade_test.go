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
	right := write("right.json", `{"values": {"a": 3, "b": 3, "e": 2, "f": 15}, "pruned": ["e2", "h", "k2", "l2", "m"], "best": "b"}`)
	status, out, errOut := run(t, "", "grade", "--answers", right, "--json", "alphabeta-walkthrough")
	var res struct {
		Correct, Total int
		Mistakes       []map[string]any
		First          *int `json:"first_mistake_step"`
	}
	if status != ExitOK || errOut != "" || json.Unmarshal([]byte(out), &res) != nil {
		t.Fatalf("right answers: status %d, %q, %s", status, errOut, out)
	}
	if res.Correct != 10 || res.Total != 10 || len(res.Mistakes) != 0 || res.First != nil {
		t.Errorf("right answers marked %+v", res)
	}

	wrong := write("wrong.json", `{"values": {"e": 12}, "pruned": ["d2"], "best": "i"}`)
	status, out, _ = run(t, "", "grade", "--answers", wrong, "--json", "alphabeta-walkthrough")
	res.Mistakes = nil
	if status != ExitOK || json.Unmarshal([]byte(out), &res) != nil || res.First == nil || len(res.Mistakes) < 3 {
		t.Fatalf("wrong answers: status %d, %s", status, out)
	}
	e := res.Mistakes[2]
	if e["node"] != "e" || e["field"] != "value" || e["given"] != 12.0 || e["expected"] != 2.0 || *res.First != int(res.Mistakes[0]["step"].(float64)) {
		t.Errorf("the value of e: %v", e)
	}
	if !strings.Contains(e["why"].(string), "V(e) = 2") {
		t.Errorf("why: %q", e["why"])
	}

	it := i18n.Must("it")
	status, out, _ = run(t, "", "grade", "--lang", "it", "--answers", wrong, "alphabeta-walkthrough")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != ExitOK || !strings.HasPrefix(lines[0], strings.Split(it.T("cli.grade.score", "Correct", 0, "Total", 8), " ")[0]) ||
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
