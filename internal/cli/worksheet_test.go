package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/export"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// boldValues are the bold numbers of an SVG in order: a sheet's answers,
// box by box in preorder (names and titles are bold too, but no number).
func boldValues(svg string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`font-weight="bold"[^>]*>([^<]*)</text>`).FindAllStringSubmatch(svg, -1) {
		if _, err := strconv.ParseFloat(strings.Replace(m[1], "−", "-", 1), 64); err == nil {
			out = append(out, m[1])
		}
	}
	return out
}

// TestWorksheetAndKeyOfTheWalkthrough: the command writes the sheets
// package export draws for the same options (so --algo, --strict and
// --root reach them), the key's first answer is the value solve --json
// gives, and the key's answers are the trace's values.
func TestWorksheetAndKeyOfTheWalkthrough(t *testing.T) {
	for _, c := range []struct {
		args []string
		opt  search.Options
		eopt export.Options
	}{
		{nil, search.Options{}, export.Options{}},
		{[]string{"--algo", "alphabeta-failhard", "--strict"}, search.Options{Algorithm: search.AlphaBetaFailHard, Strict: true}, export.Options{}},
		{[]string{"--algo", "alphabeta-negamax", "--root", "min"}, search.Options{Algorithm: search.AlphaBetaNegamax, Root: tree.Min}, export.Options{}},
		{[]string{"--algo", "minimax", "--theme", "print", "--legend", "--left-right"}, search.Options{Algorithm: search.Minimax},
			export.Options{Theme: scene.Print, Legend: true, Scene: scene.Options{LeftRight: true}}},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			tt, err := samples.Load("alphabeta-walkthrough")
			if err != nil {
				t.Fatal(err)
			}
			tr, err := search.Run(context.Background(), tt, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			searchArgs := c.args
			if i := slices.Index(c.args, "--theme"); i >= 0 {
				searchArgs = c.args[:i] // the rest are picture options
			}
			rep := solveJSON(t, "", append([]string{"alphabeta-walkthrough"}, searchArgs...)...)
			for _, key := range []bool{false, true} {
				flag := map[bool]string{false: "--worksheet", true: "--answer-key"}[key]
				status, out, errOut := run(t, "", append([]string{"export", flag, "--format", "svg", "alphabeta-walkthrough"}, c.args...)...)
				if status != 0 || errOut != "" {
					t.Fatalf("%s: %d %q", flag, status, errOut)
				}
				eopt := c.eopt
				eopt.Name = "alphabeta-walkthrough" // the sample's name, in the first line
				want, err := export.NewSheet(tr, eopt, key).SVG()
				if err != nil || out != string(want) {
					t.Errorf("%s: the command's sheet is not export's for the same options (%v)", flag, err)
				}
				answers := boldValues(out)
				if !key {
					if len(answers) > 0 {
						t.Errorf("the worksheet writes answers %v", answers)
					}
					continue
				}
				final := tr.At(tr.Len() - 1)
				var values []string
				for _, id := range tt.Preorder() {
					if ns := final.Node(id); !tt.Nodes[id].IsLeaf() && ns.Status != search.Pruned {
						values = append(values, strings.Replace(tree.FormatValue(ns.V), "-", "−", 1))
					}
				}
				if !slices.Equal(answers, values) {
					t.Errorf("answers %v, the trace's values %v", answers, values)
				}
				root := rep.Value.(float64)
				if c.opt.Algorithm.IsNegamax() && tr.Kinds[tree.Root] == tree.Min {
					root = -root // the negamax forms see the root from MIN's side
				}
				if len(answers) == 0 || answers[0] != strings.Replace(tree.FormatValue(root), "-", "−", 1) {
					t.Errorf("the root's answer %v, solve's value %v", answers, rep.Value)
				}
			}
		})
	}
}

// TestWorksheetPDFText reads the walk-through's worksheet and key back
// with pdftotext: the worksheet's numbers are the leaves' values, each as
// many times as leaves have it; the key's are those and each searched
// inner node's value.
func TestWorksheetPDFText(t *testing.T) {
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("no pdftotext (apt-get install poppler-utils)")
	}
	dir := t.TempDir()
	numbers := func(file string) []string {
		out, err := exec.Command(pdftotext, file, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		var nums []string
		for _, f := range strings.Fields(string(out)) {
			if _, err := strconv.ParseFloat(strings.Replace(f, "−", "-", 1), 64); err == nil {
				nums = append(nums, f)
			}
		}
		sort.Strings(nums)
		return nums
	}
	leaves := []string{"3", "17", "2", "12", "15", "1", "20", "2", "5", "3", "8", "4", "6", "7", "1"}
	inner := []string{"3", "3", "3", "3", "2", "15", "15", "3", "3", "2", "3"}
	for _, key := range []bool{false, true} {
		flag, file := "--worksheet", filepath.Join(dir, "ws.pdf")
		want := slices.Clone(leaves)
		if key {
			flag, file = "--answer-key", filepath.Join(dir, "key.pdf")
			want = append(want, inner...)
		}
		if status, _, errOut := run(t, "", "export", flag, "alphabeta-walkthrough", "-o", file); status != 0 {
			t.Fatalf("%s: %s", flag, errOut)
		}
		sort.Strings(want)
		if got := numbers(file); !slices.Equal(got, want) {
			t.Errorf("%s: numbers %v, want %v", flag, got, want)
		}
	}
}

// TestWorksheetBatch: --count 3 --seed 5 writes three worksheets and
// three keys, numbered as frames are; the same seed writes the same files,
// another seed others; the worksheets differ from each other; a smaller
// batch removes the stale files of the larger one; as PDF, two handouts of
// three pages.
func TestWorksheetBatch(t *testing.T) {
	batch := func(dir string, args ...string) (string, []string) {
		t.Helper()
		status, out, errOut := run(t, "", append([]string{"export", "--count", "3", "--seed", "5"}, args...)...)
		if status != 0 || out != "" {
			t.Fatalf("%v: %d %q %q", args, status, out, errOut)
		}
		entries, _ := os.ReadDir(dir)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return errOut, names
	}
	read := func(dir, name string) string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	a, b := t.TempDir(), t.TempDir()
	errOut, names := batch(a, "-o", filepath.Join(a, "ws.svg"))
	want := []string{"ws-0001.svg", "ws-0002.svg", "ws-0003.svg", "ws-key-0001.svg", "ws-key-0002.svg", "ws-key-0003.svg"}
	if !slices.Equal(names, want) || !strings.Contains(errOut, "wrote 3 worksheets, ws-0001.svg … ws-0003.svg, and their answer keys, ws-key-0001.svg … ws-key-0003.svg") {
		t.Fatalf("files %v, said %q", names, errOut)
	}
	batch(b, "-o", filepath.Join(b, "ws.svg"))
	for _, n := range want {
		if read(a, n) != read(b, n) {
			t.Errorf("%s: the same seed wrote another file", n)
		}
	}
	for i, n := range want[:3] {
		ws, key := read(a, n), read(a, want[i+3])
		if !strings.Contains(ws, ">Exercise "+strconv.Itoa(i+1)+"</text>") || !strings.Contains(key, ">Exercise "+strconv.Itoa(i+1)+"</text>") {
			t.Errorf("%s or its key is not exercise %d", n, i+1)
		}
		if len(boldValues(ws)) != 0 || len(boldValues(key)) == 0 {
			t.Errorf("%s: a worksheet with answers, or a key without", n)
		}
		for _, m := range want[i+1 : 3] {
			if strings.ReplaceAll(read(a, m), ">Exercise", "") == strings.ReplaceAll(ws, ">Exercise", "") {
				t.Errorf("%s and %s are the same worksheet", n, m)
			}
		}
	}
	status, _, _ := run(t, "", "export", "--count", "3", "--seed", "6", "-o", filepath.Join(b, "ws.svg"))
	if status != 0 || read(a, "ws-0001.svg") == read(b, "ws-0001.svg") {
		t.Error("seed 6 wrote seed 5's first worksheet")
	}
	status, _, errOut = run(t, "", "export", "--count", "2", "--seed", "5", "-o", filepath.Join(a, "ws.svg"))
	if _, err := os.Stat(filepath.Join(a, "ws-0003.svg")); status != 0 || err == nil || !strings.Contains(errOut, "removed 2 older files of the same names after number 2") {
		t.Errorf("a smaller batch: %d %q, ws-0003.svg still there: %v", status, errOut, err == nil)
	}
	if _, err := os.Stat(filepath.Join(a, "ws-key-0003.svg")); err == nil {
		t.Error("ws-key-0003.svg, stale, is still there")
	}

	c := t.TempDir()
	errOut, names = batch(c, "-o", filepath.Join(c, "class.pdf"), "--depth", "2", "--branching", "2-3", "--values", "0..9", "--order", "best")
	if !slices.Equal(names, []string{"class-key.pdf", "class.pdf"}) || !strings.Contains(errOut, "wrote 3 worksheets to") {
		t.Fatalf("PDF batch: %v %q", names, errOut)
	}
	for _, n := range names {
		if pdf := read(c, n); !strings.Contains(pdf, "/Count 3 ") || strings.Count(pdf, "/Type /Page ") != 3 {
			t.Errorf("%s is not three pages", n)
		}
	}
}

// TestWorksheetBatchOutputIsSafe: a set whose files include a symbolic
// link or a folder is refused, as --frames refuses it, and nothing of the
// set is written; -o is never a tree's file here (there is none).
func TestWorksheetBatchOutputIsSafe(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "elsewhere.txt")
	os.WriteFile(target, []byte("keep"), 0o644)
	if err := os.Symlink(target, filepath.Join(dir, "ws-key-0002.svg")); err != nil {
		t.Skip(err)
	}
	status, _, errOut := run(t, "", "export", "--count", "3", "-o", filepath.Join(dir, "ws.svg"))
	if status != 2 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "ws-key-0002.svg") {
		t.Errorf("a link among the keys: %d %q", status, errOut)
	}
	if data, _ := os.ReadFile(target); string(data) != "keep" {
		t.Error("the link's target was written")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		for _, e := range entries {
			t.Errorf("%s in the folder: a refused set writes nothing", e.Name())
		}
	}
}

// TestWorksheetRefusals: every misuse exits 2 with one line naming the
// problem, and writes nothing.
func TestWorksheetRefusals(t *testing.T) {
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--count", "0", "-o", out("a.svg")}, "--count must be between 1 and 999 (got 0)"},
		{[]string{"--count", "1000", "-o", out("a.svg")}, "--count must be between 1 and 999"},
		{[]string{"--count", "-3", "-o", out("a.svg")}, "--count must be between 1 and 999"},
		{[]string{"--count", "3"}, "--count writes files: give -o NAME.EXT"},
		{[]string{"--count", "3", "-o", out("a.gif")}, "format gif is for animations"},
		{[]string{"--worksheet", "alphabeta-walkthrough", "--format", "gif"}, "format gif is for animations"},
		{[]string{"--answer-key", "alphabeta-walkthrough", "-o", out("a.gif")}, "format gif is for animations"},
		{[]string{"--worksheet", "--answer-key", "alphabeta-walkthrough"}, "--worksheet and --answer-key are two different pictures"},
		{[]string{"--worksheet", "--step", "3", "alphabeta-walkthrough"}, "--worksheet draws one picture of the whole search: --step does not go with it"},
		{[]string{"--answer-key", "--final", "alphabeta-walkthrough"}, "--answer-key draws one picture of the whole search: --final"},
		{[]string{"--worksheet", "--frames", "key", "alphabeta-walkthrough", "-o", out("f.svg")}, "--frames does not go with it"},
		{[]string{"--worksheet", "--caption", "alphabeta-walkthrough"}, "--caption does not go with it"},
		{[]string{"--count", "2", "--step", "1", "-o", out("a.svg")}, "--count draws one picture of the whole search: --step"},
		{[]string{"--count", "2", "--answer-key", "-o", out("a.svg")}, "leave out --answer-key"},
		{[]string{"--count", "2", "alphabeta-walkthrough", "-o", out("a.svg")}, `leave out the tree "alphabeta-walkthrough"`},
		{[]string{"--seed", "4", "alphabeta-walkthrough"}, "--seed describes the random trees of --count"},
		{[]string{"--worksheet", "--values", "0..3", "alphabeta-walkthrough"}, "--values describes the random trees of --count"},
		{[]string{"--count", "2", "--branching", "two", "-o", out("a.svg")}, `branching "two"`},
		{[]string{"--count", "2", "--values", "5..1", "-o", out("a.svg")}, "values"},
		{[]string{"--count", "2", "--order", "sideways", "-o", out("a.svg")}, "--order"},
		{[]string{"--count", "5", "--depth", "1", "--values", "0..1", "-o", out("a.svg")}, "only 4 different trees, fewer than the 5 asked for"},
		{[]string{"--count", "2", "--depth", "20", "-o", out("a.svg")}, "more than"},
		{[]string{"--worksheet"}, "no tree given"},
		{[]string{"--count", "2", "-o", ""}, "-o needs a file name"},
	} {
		status, stdout, errOut := run(t, "", append([]string{"export"}, c.args...)...)
		if status != 2 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %q", c.args, status, stdout, errOut, c.says)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("refusals wrote %d files", len(entries))
	}
}

// TestWorksheetHelp: export -h explains the sheets in each language.
func TestWorksheetHelp(t *testing.T) {
	for lang, want := range map[string]string{"en": "Worksheets for paper exams", "ro": "Fișe de lucru pentru examene pe hârtie", "it": "Schede per verifiche su carta"} {
		_, out, _ := run(t, "", "--lang", lang, "export", "-h")
		if !strings.Contains(out, want) || !strings.Contains(out, "--answer-key") || !strings.Contains(out, "OUT-key-0001.EXT") {
			t.Errorf("%s: export -h lacks the worksheets", lang)
		}
	}
}

// TestWorksheetStdout: a sheet goes to standard output as DOT by default,
// and a file's sheet never overwrites the tree's file.
func TestWorksheetStdout(t *testing.T) {
	status, out, errOut := run(t, "", "export", "--worksheet", "aima-fig5-2")
	if status != 0 || errOut != "" || !strings.HasPrefix(out, "// gametree: worksheet, Alpha-beta (fail-soft): aima-fig5-2.") || !strings.Contains(out, "slot0 [shape=box") {
		t.Errorf("DOT to stdout: %d %q %.200s", status, errOut, out)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "tree.svg")
	_, js, _ := run(t, "", "samples", "aima-fig5-2")
	os.WriteFile(file, []byte(js), 0o644)
	status, _, errOut = run(t, "", "export", "--answer-key", file, "-o", file)
	if data, _ := os.ReadFile(file); status != 2 || !bytes.Equal(data, []byte(js)) || !strings.Contains(errOut, "tree") {
		t.Errorf("the key over its own tree: %d %q", status, errOut)
	}
}
