package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestFramesNeverRemoveTheirInput: a shorter --frames run after a longer
// one removes the longer set's later frames, but not the tree it reads,
// even when that tree is one of those frames (a DOT frame read back, or a
// JSON tree saved under a frame's name); it says what it kept.
func TestFramesNeverRemoveTheirInput(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if status, _, errOut := run(t, "", "export", "geeksforgeeks-minimax", "--frames", "all", "-o", "x.dot"); status != 0 {
		t.Fatalf("all frames: %d %s", status, errOut)
	}
	entries, _ := filepath.Glob("x-*.dot")
	last := entries[len(entries)-1]
	status, _, errOut := run(t, "", "export", last, "--frames", "key", "-o", "x.dot")
	if status != 0 {
		t.Fatalf("key frames of %s: %d %s", last, status, errOut)
	}
	if _, err := os.Stat(last); err != nil {
		t.Fatalf("the input %s is gone: %v (said %q)", last, err, errOut)
	}
	if !strings.Contains(errOut, "kept "+last) || !strings.Contains(errOut, "the tree this export read") {
		t.Errorf("kept the input without saying so: %q", errOut)
	}
	if strings.Count(errOut, "\n") != 2 || !strings.Contains(errOut, "removed") {
		t.Errorf("want a line for the removed frames and one for the kept input: %q", errOut)
	}

	// A JSON tree saved under a later frame's name, read through a link.
	tree := filepath.Join(t.TempDir(), "tree.json")
	if status, _, errOut := run(t, "", "generate", "--depth", "2", "-o", tree); status != 0 {
		t.Fatal(errOut)
	}
	data, _ := os.ReadFile(tree)
	for i := 1; i <= 45; i++ { // an earlier, longer set
		os.WriteFile(fmt.Sprintf("y-%04d.json", i), []byte("frame"), 0o644)
	}
	os.WriteFile("y-0040.json", data, 0o644)
	os.Symlink(filepath.Join(dir, "y-0040.json"), "link.json")
	status, _, errOut = run(t, "", "export", "link.json", "--frames", "all", "--format", "svg", "-o", "y.json")
	if status != 0 {
		t.Fatalf("svg frames named .json: %d %s", status, errOut)
	}
	if got, err := os.ReadFile("y-0040.json"); err != nil || string(got) != string(data) {
		t.Errorf("the linked input changed: %v, %.30q (%s)", err, got, errOut)
	}
	if _, err := os.Stat("y-0041.json"); !os.IsNotExist(err) || !strings.Contains(errOut, "kept y-0040.json") {
		t.Errorf("y-0041.json: %v; said %q", err, errOut)
	}
}

// TestLeftoversOfKilledRunsAreSwept: a run killed with SIGKILL leaves its
// temporary file or folder; the next run into that folder removes its
// own kind of leftovers older than a day and says so.
func TestLeftoversOfKilledRunsAreSwept(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-30 * time.Hour)
	leftovers := []string{".k.gif.1234.tmp", ".k-frames-5678"}
	os.WriteFile(filepath.Join(dir, leftovers[0]), []byte("GIF8"), 0o644)
	os.Mkdir(filepath.Join(dir, leftovers[1]), 0o755)
	os.WriteFile(filepath.Join(dir, leftovers[1], "k-0001.png"), []byte("png"), 0o644)
	young := filepath.Join(dir, ".k.gif.99.tmp")
	os.WriteFile(young, nil, 0o644)
	for _, n := range leftovers {
		os.Chtimes(filepath.Join(dir, n), old, old)
	}
	status, _, errOut := run(t, "", "export", "aima-fig5-2", "--frames", "key", "-o", filepath.Join(dir, "k.gif"))
	if status != 0 {
		t.Fatalf("%d %s", status, errOut)
	}
	for _, n := range leftovers {
		if _, err := os.Lstat(filepath.Join(dir, n)); !os.IsNotExist(err) {
			t.Errorf("%s is still there: %v", n, err)
		}
		if !strings.Contains(errOut, n) {
			t.Errorf("removing %s was not said: %q", n, errOut)
		}
	}
	if !strings.Contains(errOut, "removed 2 leftovers") {
		t.Errorf("said %q", errOut)
	}
	if _, err := os.Stat(young); err != nil {
		t.Errorf("a younger temporary file (a run still going) was removed: %v", err)
	}
}
