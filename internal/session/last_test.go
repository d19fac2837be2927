package session

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/samples"
)

// TestTheLastTreeOpensAgain: nothing is kept before a first start; a
// sample opens again by name in the window's language, a saved file from
// its file (as it is now on disk, from any folder), and a tree with no
// file (generated, typed in) or with unsaved changes whole, with its file
// and its unsaved mark: nothing made in the window is lost by quitting.
func TestTheLastTreeOpensAgain(t *testing.T) {
	ro := i18n.Must("ro")
	p := prefs{}
	if _, kept, err := Reopen(p, ro, tree.MaxNodes); kept || err != nil {
		t.Fatalf("a first start reopens something: %v %v", kept, err)
	}

	walk, err := samples.Load("aima-fig5-2")
	if err != nil {
		t.Fatal(err)
	}
	KeepLast(p, Document{Tree: walk, Name: "aima-fig5-2", Format: tree.FormatJSON})
	d, kept, err := Reopen(p, ro, tree.MaxNodes)
	if !kept || err != nil || d.Name != "aima-fig5-2" || d.Path != "" || d.Dirty || d.Tree.Len() != walk.Len() ||
		d.TitleFor(ro) != samples.Title(ro, "aima-fig5-2") {
		t.Errorf("the sample reopens as %+v (%v, %v)", d, kept, err)
	}

	dir := t.TempDir()
	file := filepath.Join(dir, "lecture.txt")
	if err := os.WriteFile(file, []byte("[[3, 12, 8], [2, 4, 6]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	saved, err := ReadFile(file, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	KeepLast(p, saved)
	if err := os.WriteFile(file, []byte("[[3, 12], [2, 4]]"), 0o644); err != nil { // changed since
		t.Fatal(err)
	}
	d, _, err = Reopen(p, ro, tree.MaxNodes)
	if err != nil || d.Path != file || d.Name != "lecture.txt" || d.Tree.Len() != 7 || d.Dirty || d.Format != tree.FormatBracket {
		t.Errorf("the file reopens as %+v, %d nodes (%v)", d, d.Tree.Len(), err)
	}

	edited := saved
	edited.Tree = tree.New(tree.Node{Label: "a", Value: 5, HasValue: true})
	edited.Dirty = true
	KeepLast(p, edited)
	d, _, err = Reopen(p, ro, tree.MaxNodes)
	if err != nil || d.Path != file || !d.Dirty || d.Tree.Len() != 1 || d.Tree.Nodes[0].Value != 5 || d.Format != tree.FormatBracket {
		t.Errorf("unsaved changes reopen as %+v (%v)", d, err)
	}
	ForgetEdits(p, edited) // discarded: the file as saved
	if d, _, err = Reopen(p, ro, tree.MaxNodes); err != nil || d.Dirty || d.Tree.Len() != 7 {
		t.Errorf("discarded changes reopen as %+v (%v)", d, err)
	}

	random, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 3, Low: -9, High: 9, Seed: 4}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	random.Title = "Random tree, seed 4"
	KeepLast(p, Document{Tree: random, Name: random.Title, Format: tree.FormatJSON})
	d, _, err = Reopen(p, ro, tree.MaxNodes)
	if err != nil || d.Name != random.Title || d.Path != "" || d.Dirty || d.Tree.Len() != random.Len() || d.Tree.Title != random.Title {
		t.Errorf("a generated tree reopens as %+v (%v)", d, err)
	}
	for i, n := range d.Tree.Nodes {
		if n.Value != random.Nodes[i].Value || n.Label != random.Nodes[i].Label {
			t.Fatalf("node %d reopens as %+v, was %+v", i, n, random.Nodes[i])
		}
	}
	ForgetEdits(p, Document{Tree: random, Name: random.Title, Dirty: true}) // no file: the walk-through
	if d, _, err = Reopen(p, ro, tree.MaxNodes); err != nil || d.Name != samples.Default {
		t.Errorf("a discarded tree with no file reopens as %+v (%v)", d, err)
	}
}

// TestALastFileGone: a kept file that is gone, or no longer reads, gives
// one error that names it (the window opens the walk-through and shows
// it); one over the node limit says so, with its path, so that the window
// can offer to open it anyway.
func TestALastFileGone(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "lecture.txt")
	os.WriteFile(file, []byte("[1, [2, 3]]"), 0o644)
	saved, err := ReadFile(file, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	p := prefs{}
	KeepLast(p, saved)
	if _, _, err := Reopen(p, i18n.English(), 2); !errors.Is(err, tree.ErrTooBig) {
		t.Errorf("a file over the limit: %v", err)
	}
	os.WriteFile(file, []byte("[1, [2,"), 0o644)
	_, kept, err := Reopen(p, i18n.English(), tree.MaxNodes)
	if !kept || err == nil || !strings.Contains(i18n.Must("it").Error(err), "lecture.txt") || !hasID(err, "session.last_unreadable") {
		t.Errorf("a broken file: %v", err)
	}
	os.Remove(file)
	_, _, err = Reopen(p, i18n.English(), tree.MaxNodes)
	if msg := i18n.Must("ro").Error(err); !errors.Is(err, fs.ErrNotExist) || !strings.Contains(msg, file) || !strings.Contains(msg, "alpha-beta") {
		t.Errorf("a file gone: %q", msg)
	}
}

func hasID(err error, id string) bool {
	for ; err != nil; err = errors.Unwrap(err) {
		if ie, ok := err.(*i18n.Error); ok && ie.ID == id {
			return true
		}
	}
	return false
}
