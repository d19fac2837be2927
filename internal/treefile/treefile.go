// Package treefile reads a tree in any format gametree reads: gametree
// JSON, bracket notation and Graphviz DOT (package dotread), from a file,
// standard input or a text typed in. It is the one reader of trees the
// command line and the window both use; it holds every limit: a file
// over tree.MaxFileSize is refused by its size, unread, and a tree over
// the node limit while it is read.
package treefile

import (
	"io"
	"os"

	"gametree/internal/dotread"
	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// Read reads a tree of at most limit nodes from src, the content of the
// file at path (empty for standard input or a text typed in). A file
// named *.dot or *.gv, or a text starting with digraph, is DOT; anything
// else is gametree JSON or bracket notation. The format returned is how
// the tree may be written back: tree.FormatUnknown for DOT, which
// gametree does not write in place.
func Read(src []byte, path string, limit int) (*tree.Tree, tree.Format, error) {
	if IsDOT(path, src) {
		t, err := dotread.Read(src, limit)
		return t, tree.FormatUnknown, err
	}
	t, err := tree.ReadLimit(src, limit)
	return t, tree.Detect(src), err
}

// IsDOT reports whether a file is DOT, by its name or its start.
func IsDOT(path string, src []byte) bool { return dotread.IsName(path) || dotread.Sniff(src) }

// ReadFrom reads a whole tree of at most limit nodes from r (standard
// input), in any format Read reads.
func ReadFrom(r io.Reader, limit int) (*tree.Tree, error) {
	src, err := tree.ReadSource(r, -1)
	if err != nil {
		return nil, err
	}
	t, _, err := Read(src, "", limit)
	return t, err
}

// ReadFile reads a tree file of at most limit nodes, in any format Read
// reads; errors start with the path.
func ReadFile(path string, limit int) (*tree.Tree, tree.Format, error) {
	src, err := tree.ReadFileSource(path)
	if err != nil {
		return nil, tree.FormatUnknown, err
	}
	t, format, err := Read(src, path, limit)
	if err != nil {
		return nil, format, i18n.Wrap(err, "read.in_file", "File", path)
	}
	return t, format, nil
}

// Format tells the format of a tree file from its name and start,
// without reading all of it: tree.FormatUnknown for DOT.
func Format(path string) tree.Format {
	f, err := os.Open(path)
	if err != nil {
		return tree.FormatUnknown
	}
	defer f.Close()
	head := make([]byte, 64<<10)
	n, _ := io.ReadFull(f, head)
	if IsDOT(path, head[:n]) {
		return tree.FormatUnknown
	}
	return tree.Detect(head[:n])
}
