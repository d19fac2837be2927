package treefile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/tree"
)

const dotTree = "digraph {\n  a -> b; a -> c\n  b [label=3]; c [label=\"−1\"]\n}\n"

// TestReadFormats: the reader tells the formats apart by name and
// content; JSON and bracket notation read as before.
func TestReadFormats(t *testing.T) {
	for _, c := range []struct {
		src, path string
		format    tree.Format
	}{
		{dotTree, "", tree.FormatUnknown},
		{"// x\nstrict digraph { a [label=1] }", "", tree.FormatUnknown},
		{"[3, -1]", "t.txt", tree.FormatBracket},
		{`{"format": "gametree", "version": 1, "tree": [3, -1]}`, "t.json", tree.FormatJSON},
	} {
		tr, format, err := Read([]byte(c.src), c.path, tree.MaxNodes)
		if err != nil || format != c.format {
			t.Errorf("%q: %v, %v", c.src, format, err)
		}
		if tr == nil || tr.Len() < 1 {
			t.Errorf("%q: no tree", c.src)
		}
	}
	if _, _, err := Read([]byte("[3, -1]"), "t.dot", tree.MaxNodes); !errors.Is(err, tree.ErrSyntax) {
		t.Errorf("bracket notation in a .dot file: %v", err)
	}
	tr, err := ReadFrom(bytes.NewReader([]byte(dotTree)), tree.MaxNodes)
	if err != nil || tr.Len() != 3 {
		t.Errorf("from standard input: %v", err)
	}
}

// TestReadFile: errors start with the path and keep their sentinel; a
// file over the size limit is refused unread; Format tells a file's
// format from its start.
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "big.dot")
	os.WriteFile(path, []byte(dotTree), 0o644)
	if _, _, err := ReadFile(path, 2); !errors.Is(err, tree.ErrTooBig) || !strings.HasPrefix(err.Error(), path+": ") {
		t.Errorf("3 nodes under a limit of 2: %v", err)
	}
	if tr, format, err := ReadFile(path, 3); err != nil || tr.Len() != 3 || format != tree.FormatUnknown {
		t.Errorf("3 nodes under a limit of 3: %v, %v", format, err)
	}
	if Format(path) != tree.FormatUnknown {
		t.Errorf("a DOT file's format: %v", Format(path))
	}
	bracket := filepath.Join(dir, "t.txt")
	os.WriteFile(bracket, []byte("[1, [2, 3]]"), 0o644)
	if Format(bracket) != tree.FormatBracket {
		t.Errorf("a bracket file's format: %v", Format(bracket))
	}
	huge := filepath.Join(dir, "huge.json")
	f, _ := os.Create(huge)
	if err := f.Truncate(257 << 20); err != nil {
		t.Skip("no sparse files:", err)
	}
	f.Close()
	if _, _, err := ReadFile(huge, tree.MaxNodes); !errors.Is(err, tree.ErrFileTooLarge) {
		t.Errorf("257 MiB: %v", err)
	}
}
