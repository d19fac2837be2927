package export

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// exerciseSpec is a small random tree: two or three children a node,
// depth 2, values 0..9.
var exerciseSpec = tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 2, Low: 0, High: 9, Seed: 5}

// TestRandomTreesDiffer: a set's trees are different from each other,
// untitled, and the same seed makes the same set; options that allow
// fewer different trees than asked are refused saying how many they
// allow; a cancelled context stops.
func TestRandomTreesDiffer(t *testing.T) {
	ctx := context.Background()
	json := func(trees []*tree.Tree) []string {
		var out []string
		for _, tr := range trees {
			var b bytes.Buffer
			if err := tree.WriteJSON(&b, tr); err != nil {
				t.Fatal(err)
			}
			out = append(out, b.String())
		}
		return out
	}
	a, err := RandomTrees(ctx, exerciseSpec, 4, MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := RandomTrees(ctx, exerciseSpec, 4, MaxNodes)
	ja := json(a)
	if !slices.Equal(ja, json(b)) {
		t.Error("the same seed made another set")
	}
	for i, s := range ja {
		if slices.Contains(ja[i+1:], s) || a[i].Title != "" {
			t.Errorf("tree %d: twice in the set, or titled %q", i+1, a[i].Title)
		}
	}
	tiny := tree.RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 1, Low: 0, High: 1, Seed: 1}
	_, err = RandomTrees(ctx, tiny, 5, MaxNodes)
	if got := i18n.English().Error(err); !strings.Contains(got, "only 4 different trees, fewer than the 5 asked for") {
		t.Errorf("a set larger than its options allow: %q", got)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := RandomTrees(cancelled, exerciseSpec, 4, MaxNodes); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// exercises makes n random trees' exercises, titled as a set's.
func exercises(t *testing.T, n int, keys, set bool) *Exercises {
	t.Helper()
	trees, err := RandomTrees(context.Background(), exerciseSpec, n, MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	TitleExercises(i18n.English(), trees, "Quiz")
	e, err := NewExercises(context.Background(), trees, search.Options{Algorithm: search.AlphaBetaFailHard}, Options{}, keys, set)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// names lists a folder's files.
func names(t *testing.T, dir string) []string {
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

// TestExercisesSave: every way of writing exercises writes the files it
// names, with the worksheets and keys each in its place, counts its
// pictures, and says what it wrote.
func TestExercisesSave(t *testing.T) {
	en := i18n.English()
	for _, c := range []struct {
		what       string
		n          int
		keys, set  bool
		format     Format
		files      []string
		said       string
		worksheets map[string]int // file: worksheets in it (pages, or 1)
	}{
		{"a set with keys", 3, true, true, SVG, []string{"q-0001.svg", "q-0002.svg", "q-0003.svg", "q-key-0001.svg", "q-key-0002.svg", "q-key-0003.svg"},
			"wrote 3 worksheets, q-0001.svg … q-0003.svg, and their answer keys, q-key-0001.svg … q-key-0003.svg", nil},
		{"a set without keys", 2, false, true, DOT, []string{"q-0001.dot", "q-0002.dot"}, "wrote 2 worksheets, q-0001.dot … q-0002.dot", nil},
		{"a set of one", 1, true, true, PNG, []string{"q-0001.png", "q-key-0001.png"}, "wrote 1 worksheet, q-0001.png, and its answer key, q-key-0001.png", nil},
		{"handouts", 3, true, true, PDF, []string{"q-key.pdf", "q.pdf"}, "wrote 3 worksheets to q.pdf, a page each, and their answer keys to q-key.pdf", nil},
		{"a handout without keys", 3, false, true, PDF, []string{"q.pdf"}, "wrote 3 worksheets to q.pdf, a page each", nil},
		{"one tree with its key", 1, true, false, TeX, []string{"q-key.tex", "q.tex"}, "wrote the worksheet to q.tex and its answer key to q-key.tex", nil},
		{"one tree", 1, false, false, PDF, []string{"q.pdf"}, "wrote the worksheet to q.pdf", nil},
	} {
		t.Run(c.what, func(t *testing.T) {
			dir := t.TempDir()
			e := exercises(t, c.n, c.keys, c.set)
			done := 0
			w, err := e.Save(context.Background(), c.format, filepath.Join(dir, "q."+string(c.format)), func(n int) { done = n })
			if err != nil {
				t.Fatal(err)
			}
			if got := names(t, dir); !slices.Equal(got, c.files) {
				t.Errorf("files %v, want %v", got, c.files)
			}
			if want := map[bool]int{false: 1, true: 2}[c.keys] * c.n; done != want || e.Pictures() != want {
				t.Errorf("progress %d, pictures %d, want %d", done, e.Pictures(), want)
			}
			if got := w.Base().Said(en); len(got) != 1 || got[0] != c.said {
				t.Errorf("said %q, want %q", got, c.said)
			}
			for _, f := range c.files {
				data, err := os.ReadFile(filepath.Join(dir, f))
				if err != nil {
					t.Fatal(err)
				}
				key := strings.Contains(f, "-key")
				switch c.format {
				case PDF:
					if pages := bytes.Count(data, []byte("/Type /Page ")); pages != c.n {
						t.Errorf("%s: %d pages for %d trees", f, pages, c.n)
					}
				case SVG, DOT, TeX:
					kind := map[bool]string{false: "worksheet", true: "answer key"}[key]
					if !bytes.Contains(data, []byte("gametree: "+kind+", Alpha-beta (fail-hard): Quiz ")) {
						t.Errorf("%s is not a %s of the set: %.120s", f, kind, data)
					}
				}
			}
		})
	}
}

// TestExercisesAreWrittenWhole: a set whose file is a link is refused
// before anything is written, the link's target untouched; a smaller set
// removes the stale files of a larger one and says so; the tree's own
// file is never written over; a cancelled context writes nothing.
func TestExercisesAreWrittenWhole(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "q.svg")
	target := filepath.Join(dir, "elsewhere.txt")
	if err := os.WriteFile(target, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, filepath.Join(dir, "q-key-0002.svg")); err != nil {
		t.Skip(err)
	}
	_, err := exercises(t, 3, true, true).Save(context.Background(), SVG, out, nil)
	if got := i18n.English().Error(err); !strings.Contains(got, "q-key-0002.svg: it is a symbolic link") {
		t.Errorf("a link among the keys: %q", got)
	}
	if data, _ := os.ReadFile(target); string(data) != "keep" || len(names(t, dir)) != 2 {
		t.Errorf("a refused set wrote: %v", names(t, dir))
	}
	os.Remove(filepath.Join(dir, "q-key-0002.svg"))
	if _, err := exercises(t, 3, true, true).Save(context.Background(), SVG, out, nil); err != nil {
		t.Fatal(err)
	}
	w, err := exercises(t, 2, true, true).Save(context.Background(), SVG, out, nil)
	if err != nil || w.Removed != 2 || !slices.Equal(w.Said(i18n.English())[1:], []string{"removed 2 older files of the same names after number 2"}) {
		t.Errorf("a smaller set: %v, removed %d, said %q", err, w.Removed, w.Said(i18n.English()))
	}
	if got := names(t, dir); !slices.Equal(got, []string{"elsewhere.txt", "q-0001.svg", "q-0002.svg", "q-key-0001.svg", "q-key-0002.svg"}) {
		t.Errorf("after the smaller set: %v", got)
	}
	own := filepath.Join(dir, "tree.txt")
	os.WriteFile(own, []byte("[1, 2]"), 0o644)
	if _, err := exercises(t, 1, true, false).Save(context.Background(), TeX, filepath.Join(dir, "tree-key.txt"), nil, own); err != nil {
		t.Fatalf("a key beside the tree: %v", err)
	}
	for _, set := range []bool{false, true} {
		if _, err := exercises(t, 1, true, set).Save(context.Background(), PDF, own, nil, own); err == nil {
			t.Errorf("set %v: the tree's own file was written over", set)
		}
	}
	if data, _ := os.ReadFile(own); string(data) != "[1, 2]" {
		t.Errorf("the tree's file holds %q", data)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	empty := t.TempDir()
	for _, f := range []Format{PDF, SVG} {
		if _, err := exercises(t, 2, true, true).Save(cancelled, f, filepath.Join(empty, "c."+string(f)), nil); !errors.Is(err, context.Canceled) {
			t.Errorf("%s cancelled: %v", f, err)
		}
	}
	if got := names(t, empty); len(got) != 0 {
		t.Errorf("a cancelled set left %v", got)
	}
}

// TestExercisesForADownload: Write gives one file as Save writes it, and
// several as a zip archive of the files Save writes, under their names.
func TestExercisesForADownload(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		what      string
		n         int
		keys, set bool
		format    Format
		download  string
	}{
		{"one tree", 1, false, false, SVG, "q.svg"},
		{"a handout", 3, false, true, PDF, "q.pdf"},
		{"handouts", 3, true, true, PDF, "q.zip"},
		{"one tree and its key", 1, true, false, PNG, "q.zip"},
		{"a set", 3, false, true, DOT, "q.zip"},
		{"a set and its keys", 2, true, true, TeX, "q.zip"},
	} {
		t.Run(c.what, func(t *testing.T) {
			e := exercises(t, c.n, c.keys, c.set)
			dir := t.TempDir()
			name := "q." + string(c.format)
			if _, err := e.Save(ctx, c.format, filepath.Join(dir, name), nil); err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			done := 0
			got, err := e.Write(ctx, c.format, name, &b, func(n int) { done = n })
			if err != nil || got != c.download || done != e.Pictures() {
				t.Fatalf("%q, %v, progress %d of %d", got, err, done, e.Pictures())
			}
			saved := names(t, dir)
			if !strings.HasSuffix(got, ".zip") {
				want, _ := os.ReadFile(filepath.Join(dir, saved[0]))
				if len(saved) != 1 || !bytes.Equal(b.Bytes(), want) {
					t.Errorf("the download is not the file Save writes")
				}
				return
			}
			z, err := zip.NewReader(bytes.NewReader(b.Bytes()), int64(b.Len()))
			if err != nil {
				t.Fatal(err)
			}
			var inZip []string
			for _, f := range z.File {
				inZip = append(inZip, f.Name)
				r, _ := f.Open()
				data, _ := io.ReadAll(r)
				want, _ := os.ReadFile(filepath.Join(dir, f.Name))
				if !bytes.Equal(data, want) {
					t.Errorf("%s differs from the file Save writes", f.Name)
				}
			}
			slices.Sort(inZip)
			if !slices.Equal(inZip, saved) {
				t.Errorf("the archive holds %v, Save writes %v", inZip, saved)
			}
		})
	}
}
