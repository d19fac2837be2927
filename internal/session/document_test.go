package session

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"gametree/internal/dotread"
	"gametree/internal/tree"
	"gametree/internal/treefile"
)

const dotTree = "digraph {\n  a -> b; a -> c\n  b [label=3]; c [label=\"−1\"]\n}\n"

// TestReadsDOT: a .dot or .gv file, or any file starting with digraph,
// opens as DOT; Save never writes it back in place (gametree does not
// write DOT trees), and Save As proposes JSON.
func TestReadsDOT(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"t.dot", "T.GV", "by-content.txt"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(dotTree), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := ReadFile(path, tree.MaxNodes)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := bracket(d.Tree); got != "[3,-1]" || d.Name != name || d.Path != path {
			t.Errorf("%s: %s, %q, %q", name, got, d.Name, d.Path)
		}
		if d.Format != tree.FormatUnknown || treefile.Format(path) != tree.FormatUnknown || d.SavesInPlace() {
			t.Errorf("%s: format %v, %v; saves in place %v", name, d.Format, treefile.Format(path), d.SavesInPlace())
		}
		if got := d.SuggestedName(); !strings.HasSuffix(got, ".json") {
			t.Errorf("%s: Save As proposes %q", name, got)
		}
	}
}

// TestDOTErrorsNameTheFile: a broken DOT file's error starts with its
// name and keeps the sentinel, and the node limit holds for DOT too.
func TestDOTErrorsNameTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "loop.gv")
	os.WriteFile(path, []byte("digraph { a -> b -> a }"), 0o644)
	if _, err := ReadFile(path, tree.MaxNodes); !errors.Is(err, dotread.ErrCycle) || !strings.HasPrefix(err.Error(), `loop.gv: node "a" is on a cycle`) {
		t.Errorf("got %v", err)
	}
	path = filepath.Join(t.TempDir(), "big.dot")
	os.WriteFile(path, []byte(dotTree), 0o644)
	if _, err := ReadFile(path, 2); !errors.Is(err, tree.ErrTooBig) {
		t.Errorf("3 nodes under a limit of 2: %v", err)
	}
}

// TestOpenRefusesAHugeFileUnread: the window's Open refuses a file over
// the size limit from its size, without reading it.
func TestOpenRefusesAHugeFileUnread(t *testing.T) {
	for _, name := range []string{"huge.json", "huge.dot"} {
		path := filepath.Join(t.TempDir(), name)
		f, _ := os.Create(path)
		if err := f.Truncate(257 << 20); err != nil {
			t.Skip("no sparse files:", err)
		}
		f.Close()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := ReadFile(path, tree.MaxNodes)
		runtime.ReadMemStats(&after)
		if !errors.Is(err, tree.ErrFileTooLarge) || !strings.HasPrefix(err.Error(), name+": ") {
			t.Errorf("%s: %v", name, err)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 {
			t.Errorf("%s: %d KB allocated to refuse it", name, alloc>>10)
		}
	}
}
