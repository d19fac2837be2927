package cli

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gametree/internal/i18n"
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

// TestComparePicture: --picture writes the searches' picture as PNG at
// 144 DPI (or --dpi) in the language asked, besides printing the table;
// a name not ending in .png, a folder that does not exist, the tree's
// own file or a bad --dpi is refused with exit status 2 and one line,
// and nothing is left behind.
func TestComparePicture(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "cmp.png")
	status, stdout, errOut := run(t, "", "compare", "--algo", "minimax,alphabeta", "--order", "as-is", "--picture", out, "alphabeta-walkthrough")
	if status != ExitOK || errOut != "" || strings.Count(stdout, "\n") != 3 {
		t.Fatalf("status %d %q:\n%s", status, errOut, stdout)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	i := bytes.Index(data, []byte("pHYs"))
	if err != nil || i < 0 || binary.BigEndian.Uint32(data[i+4:]) != 5669 || img.Bounds().Dx() < 1500 || img.Bounds().Dx() <= img.Bounds().Dy() {
		t.Fatalf("cmp.png: %v, %v, pHYs at %d", err, img.Bounds(), i)
	}
	it := filepath.Join(dir, "it.png")
	if status, _, errOut := run(t, "", "compare", "--algo", "minimax,alphabeta", "--order", "as-is", "--lang", "it", "--dpi", "72", "--picture", it, "alphabeta-walkthrough"); status != ExitOK {
		t.Fatal(errOut)
	}
	if small, _ := os.ReadFile(it); bytes.Equal(small, data) || len(small) == 0 || len(small) > len(data) {
		t.Errorf("the Italian picture at 72 DPI is %d bytes, the English one at 144 %d", len(small), len(data))
	}

	tree := filepath.Join(dir, "tree.png") // a tree in bracket notation, whatever its name
	os.WriteFile(tree, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644)
	before := list(t, dir)
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--picture", filepath.Join(dir, "cmp.svg"), "alphabeta-walkthrough"}, "PNG"},
		{[]string{"--picture", "", "alphabeta-walkthrough"}, "PNG"},
		{[]string{"--picture", filepath.Join(dir, "no", "such", "cmp.png"), "alphabeta-walkthrough"}, "does not exist"},
		{[]string{"--picture", tree, tree}, tree},
		{[]string{"--dpi", "5", "--picture", filepath.Join(dir, "low.png"), "alphabeta-walkthrough"}, "--dpi"},
		{[]string{"--dpi", "NaN", "--picture", filepath.Join(dir, "nan.png"), "alphabeta-walkthrough"}, "--dpi"},
	} {
		status, stdout, errOut := run(t, "", append([]string{"compare"}, c.args...)...)
		if status != ExitUsage || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%q: status %d, %q, stdout %q", c.args, status, errOut, stdout)
		}
		if after := list(t, dir); !slices.Equal(after, before) {
			t.Errorf("%q left %v (before: %v)", c.args, after, before)
		}
	}
	if got, _ := os.ReadFile(tree); string(got) != "[[3,12,8],[2,4,6],[14,5,2]]" {
		t.Errorf("the tree's file now holds %.30q", got)
	}
}

// list returns the names in dir, hidden temporary files included.
func list(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestCompareDice: a tree with chance nodes is compared by expectimax and
// Star1 when no algorithms are named; Star1 evaluates fewer leaves.
func TestCompareDice(t *testing.T) {
	status, out, errOut := run(t, "", "compare", "--order", "as-is", "--json", "dice")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	var r struct {
		Rows []struct {
			Algorithm string  `json:"algorithm"`
			Value     float64 `json:"value"`
			Leaves    int     `json:"leaves_evaluated"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || len(r.Rows) != 2 {
		t.Fatalf("%v\n%s", err, out)
	}
	if r.Rows[0].Algorithm != "expectimax" || r.Rows[1].Algorithm != "star1" || r.Rows[0].Value != 5 || r.Rows[1].Value != 5 ||
		r.Rows[1].Leaves >= r.Rows[0].Leaves {
		t.Errorf("rows %+v", r.Rows)
	}
}
