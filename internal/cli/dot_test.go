package cli

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestSolveDOT: the walk-through drawn by export's DOT (the golden
// picture of its last step) solves as the sample does, from a file or
// standard input; a DOT file that is not a tree is one line naming the
// node.
func TestSolveDOT(t *testing.T) {
	src, err := os.ReadFile("../export/testdata/TestGoldenDOT_final.dot")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "walk.gv")
	os.WriteFile(path, src, 0o644)
	want := solveJSON(t, "", "alphabeta-walkthrough")
	for _, got := range []jsonReport{solveJSON(t, "", path), solveJSON(t, string(src), "-")} {
		if got.Value != want.Value || !reflect.DeepEqual(got.PrincipalVariation, want.PrincipalVariation) ||
			!reflect.DeepEqual(got.LeavesEvaluated, want.LeavesEvaluated) || !reflect.DeepEqual(got.LeavesPruned, want.LeavesPruned) ||
			got.TreeNodes != want.TreeNodes || got.Cutoffs != want.Cutoffs {
			t.Errorf("from DOT %+v\nwant %+v", got, want)
		}
	}

	loop := filepath.Join(dir, "loop.dot")
	os.WriteFile(loop, []byte("digraph {\n  a -> b\n  b -> a\n}\n"), 0o644)
	status, out, errOut := run(t, "", "solve", loop)
	if status != ExitUsage || out != "" || errOut != "gametree: "+loop+": node \"a\" is on a cycle: a tree has no cycles\n" {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
	status, _, errOut = run(t, "digraph {\n  a -> \n}", "trace", "-")
	if status != ExitUsage || !strings.Contains(errOut, "standard input: line 3, column 1: DOT syntax error") {
		t.Errorf("status %d, stderr %q", status, errOut)
	}
}
