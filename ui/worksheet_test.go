package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gametree/internal/cli"
	"gametree/internal/export"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
)

// sheetDialog is the worksheet dialog's fields on screen: its choices by
// what they offer, its entries in their order.
type sheetDialog struct {
	trees, algorithm, format                     *routedSelect
	count, branching, depth, values, seed, title *entry
	keys                                         *box
}

// openWorksheets opens Practice › Worksheets… and finds its fields.
func (tw *testWindow) openWorksheets(t *testing.T) sheetDialog {
	t.Helper()
	worksheets{h: tw.h, dialogs: tw.dialogs, bg: &tw.bg, choose: tw.docs.chooseFile}.dialog()
	return tw.worksheetFields(t)
}

// worksheetFields finds the fields of the worksheet dialog on top.
func (tw *testWindow) worksheetFields(t *testing.T) sheetDialog {
	t.Helper()
	if !strings.HasSuffix(tw.dialogTitles(), "Worksheets and answer keys") {
		t.Fatalf("dialogs %q", tw.dialogTitles())
	}
	var d sheetDialog
	for _, c := range overlayObjects[*routedSelect](tw) {
		switch {
		case slices.Contains(c.Options, "random trees"):
			d.trees = c
		case slices.Contains(c.Options, "Alpha-beta (fail-soft)") || slices.Contains(c.Options, "Expectimax"):
			d.algorithm = c
		case slices.Contains(c.Options, "PDF"):
			d.format = c
		}
	}
	es := tw.entries()
	if d.trees == nil || d.algorithm == nil || d.format == nil || len(es) != 6 {
		t.Fatalf("the dialog's choices %v %v %v, %d fields", d.trees, d.algorithm, d.format, len(es))
	}
	d.count, d.branching, d.depth, d.values, d.seed, d.title = es[0], es[1], es[2], es[3], es[4], es[5]
	for _, b := range overlayObjects[*box](tw) {
		if strings.Contains(b.Text, "answer keys") {
			d.keys = b
		}
	}
	if d.keys == nil {
		t.Fatal("no answer keys' box")
	}
	return d
}

// folderFiles lists a folder's files.
func folderFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// TestWorksheetsFromTheWindow: Practice › Worksheets… writes the tree on
// screen's worksheet and key beside each other, named after the document,
// with the title typed for the tree; and random trees' worksheets and
// keys, the very files the command line's export --count writes for the
// same choices; it says what it wrote and where, and opens again as it
// was confirmed.
func TestWorksheetsFromTheWindow(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "lesson.txt")
	if err := os.WriteFile(path, []byte("[[3,12],[2,4]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.docs.openPath(path)
	d := w.openWorksheets(t)
	if d.trees.SelectedIndex() != 0 || !d.count.Disabled() || !d.seed.Disabled() || !d.keys.Checked || d.format.Selected != "PDF" {
		t.Errorf("the dialog starts with trees %q, count greyed %v, seed greyed %v, keys %v, %s",
			d.trees.Selected, d.count.Disabled(), d.seed.Disabled(), d.keys.Checked, d.format.Selected)
	}
	d.format.SetSelected("SVG")
	d.algorithm.SetSelected("Minimax")
	d.title.SetText("Test 2")
	w.dialogs.confirm()
	if offered := w.saveAs(t, "lesson-worksheet.svg"); offered != "lesson-worksheet.svg" {
		t.Errorf("the file dialog offers %q", offered)
	}
	if got := folderFiles(t, dir); !slices.Equal(got, []string{"lesson-worksheet-key.svg", "lesson-worksheet.svg", "lesson.txt"}) {
		t.Fatalf("files %v; dialogs %q", got, w.dialogTitles())
	}
	for name, first := range map[string]string{"lesson-worksheet.svg": "worksheet", "lesson-worksheet-key.svg": "answer key"} {
		data, _ := os.ReadFile(filepath.Join(dir, name))
		if !bytes.Contains(data, []byte("<!-- gametree: "+first+", Minimax: lesson.txt. -->")) || !bytes.Contains(data, []byte("<title>Test 2</title>")) {
			t.Errorf("%s is not the %s of lesson.txt titled Test 2: %.200s", name, first, data)
		}
	}
	if want := "Wrote the worksheet to lesson-worksheet.svg and its answer key to lesson-worksheet-key.svg — Folder: " + dir; w.status.label.Text != want {
		t.Errorf("said %q, want %q", w.status.label.Text, want)
	}
	if w.dialogTitles() != "" {
		t.Errorf("dialogs left: %q", w.dialogTitles())
	}
	w.docs.export.stepDialog()
	if got := w.titleEntry(t).Text; got != "Test 2" {
		t.Errorf("the export dialog offers the title %q, not the one typed for the worksheet", got)
	}
	w.dialogs.dismiss()

	d = w.openWorksheets(t)
	if d.format.Selected != "SVG" || d.algorithm.Selected != "Minimax" || d.title.Text != "Test 2" {
		t.Errorf("the dialog opens again with %s, %s, %q", d.format.Selected, d.algorithm.Selected, d.title.Text)
	}
	d.trees.SetSelected("random trees")
	if d.count.Disabled() || d.seed.Disabled() || d.title.Text != "" {
		t.Errorf("random trees: count greyed %v, seed greyed %v, title %q", d.count.Disabled(), d.seed.Disabled(), d.title.Text)
	}
	d.count.SetText("3")
	d.seed.SetText("5")
	d.branching.SetText("2-3")
	d.format.SetSelected("PDF")
	d.algorithm.SetSelected("Alpha-beta (fail-hard)")
	w.dialogs.confirm()
	class := dir // the file dialog opens in the document's folder
	if offered := w.saveAs(t, "class.pdf"); offered != "worksheets.pdf" {
		t.Errorf("the file dialog offers %q", offered)
	}
	cmd := t.TempDir()
	var errOut bytes.Buffer
	if status := cli.Run([]string{"export", "--count", "3", "--seed", "5", "--branching", "2-3", "--algo", "alphabeta-failhard", "--theme", "print",
		"-o", filepath.Join(cmd, "class.pdf")}, cli.Env{Stdout: &bytes.Buffer{}, Stderr: &errOut}); status != 0 {
		t.Fatalf("the command: %d %s", status, errOut.String())
	}
	for _, name := range []string{"class.pdf", "class-key.pdf"} {
		ours, err := os.ReadFile(filepath.Join(class, name))
		theirs, _ := os.ReadFile(filepath.Join(cmd, name))
		if err != nil || !bytes.Equal(ours, theirs) || bytes.Count(ours, []byte("/Type /Page ")) != 3 {
			t.Errorf("%s: %v; not the command's file, or not 3 pages", name, err)
		}
	}
	if want := "Wrote 3 worksheets to class.pdf, a page each, and their answer keys to class-key.pdf — Folder: " + class; w.status.label.Text != want {
		t.Errorf("said %q, want %q", w.status.label.Text, want)
	}

	d = w.openWorksheets(t)
	if d.trees.Selected != "random trees" || d.count.Text != "3" || d.seed.Text != "5" || d.branching.Text != "2-3" {
		t.Errorf("the dialog opens again with %q, %q trees, seed %q, branching %q", d.trees.Selected, d.count.Text, d.seed.Text, d.branching.Text)
	}
	d.keys.SetChecked(false)
	d.format.SetSelected("DOT")
	d.count.SetText("2")
	d.title.SetText("Quiz")
	w.dialogs.confirm()
	w.saveAs(t, "q.dot")
	if got := folderFiles(t, dir); slices.ContainsFunc(got, func(f string) bool { return strings.HasPrefix(f, "q-") && !strings.HasPrefix(f, "q-000") }) ||
		!slices.Contains(got, "q-0001.dot") || !slices.Contains(got, "q-0002.dot") || slices.Contains(got, "q-0003.dot") {
		t.Errorf("two worksheets without keys: %v", got)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "q-0002.dot")); !bytes.Contains(data, []byte("Quiz 2")) {
		t.Error("the second worksheet is not titled Quiz 2")
	}
}

// TestWorksheetRefusalsUnderTheField: a count of 0 or 1,000, a branching
// or values that are not, a depth whose trees are too big to draw: each
// is said under its field, in the window's words, and the dialog cannot
// be confirmed; the tree on screen asks nothing of those fields.
func TestWorksheetRefusalsUnderTheField(t *testing.T) {
	w := newTestWindow(t)
	d := w.openWorksheets(t)
	d.trees.SetSelected("random trees")
	for _, c := range []struct {
		field *entry
		text  string
		says  string
	}{
		{d.count, "0", "how many worksheets: a whole number from 1 to 999"},
		{d.count, "1000", "how many worksheets: a whole number from 1 to 999"},
		{d.count, "lots", "how many worksheets"},
		{d.branching, "two", `branching "two"`},
		{d.depth, "-1", `depth "-1": a whole number, 0 or more`},
		{d.depth, "20", "can pass 20,000 nodes"},
		{d.values, "5..1", "5"},
		{d.seed, "x", `seed "x": a whole number`},
	} {
		was := c.field.Text
		c.field.SetText(c.text)
		err := c.field.Validate()
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%q: under the field %v, want %q", c.text, err, c.says)
		}
		for _, other := range []*entry{d.count, d.branching, d.depth, d.values, d.seed} {
			if other != c.field && other.Validate() != nil {
				t.Errorf("%q: said under another field too: %v", c.text, other.Validate())
			}
		}
		w.dialogs.confirm()
		if strings.Contains(w.dialogTitles(), "Export to") || !strings.HasSuffix(w.dialogTitles(), "Worksheets and answer keys") {
			t.Errorf("%q: confirmed; dialogs %q", c.text, w.dialogTitles())
		}
		c.field.SetText(was)
	}
	d.count.SetText("0")
	d.trees.SetSelected(d.trees.Options[0])
	if err := d.count.Validate(); err != nil {
		t.Errorf("the tree on screen: %v", err)
	}
	w.dialogs.confirm()
	if !strings.HasSuffix(w.dialogTitles(), "Export to") {
		t.Errorf("the tree on screen cannot be written: %q", w.dialogTitles())
	}
}

// TestWorksheetAlgorithms: the dialog offers the algorithms a worksheet
// can ask about: for a tree with chance nodes expectimax and Star1, for
// random trees and other trees the others, never one that calls a node
// twice; the window's algorithm first.
func TestWorksheetAlgorithms(t *testing.T) {
	w := newTestWindow(t)
	w.docs.openSample("dice")
	if !w.s.Doc().Tree.HasChance() {
		t.Fatal("the sample has no chance nodes")
	}
	d := w.openWorksheets(t)
	names := func(as []search.Algorithm) []string {
		var out []string
		for _, a := range as {
			out = append(out, w.lang().T("algo_"+a.String()))
		}
		return out
	}
	if want := names(export.SheetAlgorithms(true)); !slices.Equal(d.algorithm.Options, want) || len(want) != 2 {
		t.Errorf("a tree with chance nodes: %q, want %q", d.algorithm.Options, want)
	}
	d.trees.SetSelected("random trees")
	if got := d.algorithm.Options; slices.Contains(got, "Expectimax") || slices.Contains(got, w.lang().T("algo_pvs")) || !slices.Contains(got, "Minimax") {
		t.Errorf("random trees: %q", got)
	}
}

// TestWorksheetOfATreeTooBigToDraw: the tree on screen over the pictures'
// limit is refused, saying why, and the dialog comes back as it was.
func TestWorksheetOfATreeTooBigToDraw(t *testing.T) {
	w := newTestWindow(t)
	w.edit.generate("random tree", func() (session.Document, error) {
		t, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 15, Low: -5, High: 5, Seed: 3}, tree.MaxNodes)
		return session.Document{Tree: t, Name: "big"}, err
	})
	d := w.openWorksheets(t)
	d.format.SetSelected("SVG")
	w.dialogs.confirm()
	if got := w.dialogTitles(); !strings.HasPrefix(got, "Worksheets and answer keys|Error: ") || !strings.Contains(got, "pictures are limited to 20,000") {
		t.Fatalf("dialogs %q", got)
	}
	w.dialogs.dismiss()
	if d = w.worksheetFields(t); d.format.Selected != "SVG" || w.dialogTitles() != "Worksheets and answer keys" {
		t.Errorf("the dialog came back with %s", d.format.Selected)
	}
}
