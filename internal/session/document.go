package session

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/internal/treefile"
)

// ReadFile reads a tree file of at most limit nodes into a document named
// after the file, in the format the file is in (see package treefile);
// errors start with the file's name (tree.ErrTooBig for a tree over the
// limit).
func ReadFile(path string, limit int) (Document, error) {
	name := filepath.Base(path)
	f, err := os.Open(path)
	if err != nil {
		return Document{}, err // *PathError names the file
	}
	defer f.Close()
	size := int64(-1)
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
		size = info.Size()
	}
	src, err := tree.ReadSource(f, size)
	if err != nil {
		return Document{}, i18n.Wrap(err, "read.in_file", "File", name)
	}
	d, err := ReadBytes(name, src, limit)
	if err != nil {
		return Document{}, err
	}
	d.Path = path
	return d, nil
}

// ReadBytes reads a tree of at most limit nodes from src, the content of
// a file named name that has no path of its own (one the browser read),
// into a document of that name; errors start with the name.
func ReadBytes(name string, src []byte, limit int) (Document, error) {
	t, format, err := treefile.Read(src, name, limit)
	if err == nil {
		err = games.Check(t)
	}
	if err != nil {
		return Document{}, i18n.Wrap(err, "read.in_file", "File", name)
	}
	return Document{Tree: t, Name: name, Format: format}, nil
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
// file in its format: it has a file in a format gametree writes (JSON, or
// bracket notation when that would lose nothing). A tree read from DOT
// (or from a file of unknown format) is saved with Save As, never over
// its file.
func (d Document) SavesInPlace() bool {
	switch d.Format {
	case tree.FormatJSON:
		return d.Path != ""
	case tree.FormatBracket:
		return d.Path != "" && BracketKeepsAll(d.Tree)
	}
	return false
}

// WantsBracket reports whether a file name asks for bracket notation:
// anything but .json.
func WantsBracket(path string) bool { return !strings.EqualFold(filepath.Ext(path), ".json") }

// SuggestedName is the file name Save As proposes.
func (d Document) SuggestedName() string { return d.FileName("", ".json") }

// FileName is a name for a file made from the document: its name without
// its file's extension, every run of spaces and punctuation but dots,
// dashes and underscores one dash (a generated tree's name has them all),
// then suffix and ext: "walk-step24.png",
// "Random-tree-branching-2-depth-10-values--10..10-seed-5.gif".
func (d Document) FileName(suffix, ext string) string {
	base := d.Name
	if e := filepath.Ext(base); isFileExt(e) {
		base = strings.TrimSuffix(base, e)
	}
	base = strings.Join(strings.FieldsFunc(base, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(".-_", r)
	}), "-")
	base = strings.Trim(base, ".-")
	if base == "" {
		base = "gametree"
	}
	return base + suffix + ext
}

// isFileExt tells a file's extension (".json", ".txt", ".gv") from a dot
// in a title ("values -10..10, seed 5").
func isFileExt(e string) bool {
	if len(e) < 2 || len(e) > 6 {
		return false
	}
	letter := false
	for _, r := range e[1:] {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
			letter = true
		case r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return letter
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

// TreeExtensions are the extensions of the files Open reads as trees:
// gametree JSON, bracket text, DOT. The Open dialog shows these first.
var TreeExtensions = []string{".json", ".txt", ".tree", ".dot", ".gv"}
