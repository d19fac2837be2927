package session

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gametree/games"
	"gametree/i18n"
	"gametree/tree"
)

// ReadFile reads a tree file of at most limit nodes into a document named
// after the file, in the format the file is in.
func ReadFile(path string, limit int) (Document, error) {
	f, err := os.Open(path)
	if err != nil {
		return Document{}, err // *PathError names the file
	}
	defer f.Close()
	return Read(f, path, limit)
}

// Read reads a tree of at most limit nodes from r into a document for
// path; errors start with the file's name (tree.ErrTooBig for a tree over
// the limit).
func Read(r io.Reader, path string, limit int) (Document, error) {
	name := filepath.Base(path)
	src, err := io.ReadAll(io.LimitReader(r, tree.MaxFileSize+1))
	if err != nil {
		return Document{}, i18n.Wrap(err, "read.in_file", "File", name)
	}
	if len(src) > tree.MaxFileSize {
		return Document{}, i18n.New("session.too_large", "File", name, "MiB", tree.MaxFileSize>>20)
	}
	t, err := tree.ReadLimit(src, limit)
	if err == nil {
		err = games.Check(t)
	}
	if err != nil {
		return Document{}, i18n.Wrap(err, "read.in_file", "File", name)
	}
	return Document{Tree: t, Name: name, Path: path, Format: tree.Detect(src)}, nil
}

// FileFormat tells the format of a tree file from its start, without
// reading all of it.
func FileFormat(path string) tree.Format {
	f, err := os.Open(path)
	if err != nil {
		return tree.FormatUnknown
	}
	defer f.Close()
	head := make([]byte, 64<<10)
	n, _ := io.ReadFull(f, head)
	return tree.Detect(head[:n])
}

// Encode writes the document in bracket notation when asked and when
// that loses nothing, else as gametree JSON; it returns the format used.
func (d Document) Encode(asBracket bool) ([]byte, tree.Format, error) {
	var buf bytes.Buffer
	if asBracket && BracketKeepsAll(d.Tree) {
		err := tree.WriteBracket(&buf, d.Tree)
		return buf.Bytes(), tree.FormatBracket, err
	}
	err := tree.WriteJSON(&buf, d.Tree)
	return buf.Bytes(), tree.FormatJSON, err
}

// SavesInPlace reports whether Save can write the document back to its
// file in its format: it has a file, and bracket notation (if that is its
// format) would lose nothing.
func (d Document) SavesInPlace() bool {
	return d.Path != "" && (d.Format != tree.FormatBracket || BracketKeepsAll(d.Tree))
}

// WantsBracket reports whether a file name asks for bracket notation:
// anything but .json.
func WantsBracket(path string) bool { return !strings.EqualFold(filepath.Ext(path), ".json") }

// SuggestedName is the file name Save As proposes.
func (d Document) SuggestedName() string { return d.FileName("", ".json") }

// FileName is a name for a file made from the document: its name without
// its extension, and without spaces or commas (a generated tree's name has
// both), then suffix and ext: "walk-step24.png".
func (d Document) FileName(suffix, ext string) string {
	base := strings.TrimSuffix(d.Name, filepath.Ext(d.Name))
	base = strings.Join(strings.FieldsFunc(base, func(r rune) bool { return strings.ContainsRune(" ,/:\\", r) }), "-")
	return base + suffix + ext
}

// WithExt adds ext to a file name typed without one.
func WithExt(path, ext string) string {
	if filepath.Ext(path) == "" {
		return path + ext
	}
	return path
}

// BracketKeepsAll reports whether bracket notation holds everything in t:
// no title, notes, MIN root, kinds, estimates, moves, and the labels it
// would get again when read.
func BracketKeepsAll(t *tree.Tree) bool {
	if t.Title != "" || t.Notes != "" || t.RootKind == tree.Min || t.Game != "" {
		return false
	}
	auto := &tree.Tree{Nodes: slices.Clone(t.Nodes)}
	for i := range auto.Nodes {
		auto.Nodes[i].Label = ""
	}
	auto.AutoLabel()
	for i, n := range t.Nodes {
		if n.Label != auto.Nodes[i].Label || n.Kind != tree.Auto || n.HasEstimate || n.Move != "" || n.Position != "" {
			return false
		}
	}
	return true
}

// MaxRecent is how many files File › Open Recent lists.
const MaxRecent = 8

// Recent puts path, made absolute, first in a list of recent files,
// without a second copy of it, keeping at most MaxRecent.
func Recent(list []string, path string) []string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	out := []string{path}
	for _, p := range list {
		if p != path && len(out) < MaxRecent {
			out = append(out, p)
		}
	}
	return out
}
