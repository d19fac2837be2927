// Package dotread reads a game tree drawn in Graphviz's DOT language, as
// written by hand, by other tools, or by gametree's own DOT export, and
// returns a *tree.Tree. The DOT text is parsed by Graphviz itself
// (go-graphviz, in WebAssembly); this package then reads the graph as a
// tree:
//
//   - the graph is a digraph whose edges go from parent to child; the root
//     is the one node without a parent, and a node's children are in the
//     order their edges appear;
//   - a leaf's value is its value attribute, or else its label, which must
//     then be a number (a true minus sign, as in gametree's pictures, is
//     read too);
//   - kind=max or kind=min says who moves at a node; without it a
//     triangle is MAX and an inverted triangle MIN (the shapes gametree
//     draws), and any other node alternates with its parent;
//   - estimate is a static value for a depth limit; an edge's label is the
//     move it makes;
//   - a node's label is its DOT label, or its name when the label is empty
//     or a number (a value, or V in a picture); a name that is a number is
//     not taken as a label either, and such nodes get gametree's automatic
//     labels.
//
// A drawing gametree exported (digraph gametree) reads back as its tree:
// the nodes n0, n1, … are the tree, the caption beside each shape (node
// tN_0) is its label, and the other nodes (captions, legend, marks,
// boards) are drawing only.
//
// Anything that is not such a tree (a cycle, two roots, a node with two
// parents, a leaf without a value, a bad kind) is one error naming the
// node; Graphviz's own syntax errors keep the line it gives.
package dotread

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-graphviz"

	"gametree/gvcache"
	"gametree/i18n"
	"gametree/tree"
)

// go-graphviz has started (its package init); TMPDIR can go back to the
// user's value (see package gvcache).
func init() { gvcache.Restore() }

// Errors Read returns, besides tree's (tree.ErrSyntax, tree.ErrEmptyInput,
// tree.ErrEncoding, tree.ErrTooBig, tree.ErrTooDeep, tree.ErrNoValue,
// tree.ErrValueInner, tree.ErrBadValue, tree.ErrBadKind, tree.ErrTooLong);
// test with errors.Is. The structural ones are also tree.ErrStructure.
var (
	ErrUndirected  = errors.New("undirected graph")
	ErrGraphTooBig = errors.New("DOT graph too big")
	ErrCycle       = fmt.Errorf("%w: cycle", tree.ErrStructure)
	ErrTwoRoots    = fmt.Errorf("%w: two roots", tree.ErrStructure)
	ErrTwoParents  = fmt.Errorf("%w: two parents", tree.ErrStructure)
)

// Limits on DOT input, whatever the tree's node limit: go-graphviz reads
// a graph through many small calls into WebAssembly, ten microseconds or
// more each, so a node costs 0.1 to 0.5 ms. MaxGraphNodes (drawing
// included: gametree's pictures have three or four DOT nodes per tree
// node) allows the biggest tree export draws; MaxSize stops a huge file
// before Graphviz spends minutes parsing it.
const (
	MaxGraphNodes = 100_000
	MaxSize       = 32 << 20
)

// IsName reports whether a file name asks for DOT: it ends in .dot or .gv
// (any case).
func IsName(path string) bool {
	ext := filepath.Ext(path)
	return strings.EqualFold(ext, ".dot") || strings.EqualFold(ext, ".gv")
}

// Sniff reports whether src looks like DOT text: after spaces, comments
// and a byte-order mark, its first word is digraph, graph or strict (in
// any case, as DOT's keywords are). JSON and bracket notation never start
// so.
func Sniff(src []byte) bool {
	word, _, _ := firstWords(src)
	return strings.EqualFold(word, "digraph") || strings.EqualFold(word, "graph") || strings.EqualFold(word, "strict")
}

// firstWords returns the first two words of DOT text, skipping spaces,
// comments and a byte-order mark; empty is set when the text holds
// nothing else.
func firstWords(src []byte) (first, second string, empty bool) {
	src = skipSpace(bytes.TrimPrefix(src, []byte("\xef\xbb\xbf")))
	empty = len(src) == 0
	word := func() string {
		n := 0
		for n < len(src) && isWordByte(src[n]) {
			n++
		}
		w := string(src[:n])
		src = skipSpace(src[n:])
		return w
	}
	if first = word(); first != "" {
		second = word()
	}
	return first, second, empty
}

// skipSpace skips spaces and comments (//, /* */, and lines starting
// with #, which Graphviz takes for a C preprocessor's).
func skipSpace(src []byte) []byte {
	for {
		src = bytes.TrimLeft(src, " \t\r\n\f\v")
		switch {
		case bytes.HasPrefix(src, []byte("//")) || bytes.HasPrefix(src, []byte("#")):
			if i := bytes.IndexByte(src, '\n'); i >= 0 {
				src = src[i+1:]
			} else {
				src = nil
			}
		case bytes.HasPrefix(src, []byte("/*")):
			if i := bytes.Index(src[2:], []byte("*/")); i >= 0 {
				src = src[i+4:]
			} else {
				src = nil
			}
		default:
			return src
		}
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// Read reads the tree drawn in DOT text src, refusing one of more than
// limit nodes (tree.ErrTooBig). Graphviz parses the text; one parse runs
// at a time in the process.
func Read(src []byte, limit int) (*tree.Tree, error) {
	if len(src) > MaxSize {
		return nil, i18n.Wrap(ErrGraphTooBig, "dot.too_large", "MiB", MaxSize>>20)
	}
	if !utf8.Valid(src) || bytes.IndexByte(src, 0) >= 0 {
		return nil, i18n.Wrap(tree.ErrEncoding, "dot.not_text")
	}
	first, second, empty := firstWords(src)
	if strings.EqualFold(first, "strict") {
		first = second
	}
	switch {
	case empty:
		return nil, i18n.Wrap(tree.ErrEmptyInput, "dot.empty")
	case strings.EqualFold(first, "graph"):
		return nil, i18n.Wrap(ErrUndirected, "dot.undirected")
	}
	g, err := parse(src, limit)
	if err != nil {
		return nil, err
	}
	return g.build()
}

// parse has Graphviz parse src and copies out what a tree needs, so that
// the lock is held only while Graphviz runs.
func parse(src []byte, limit int) (*graph, error) {
	// Graphviz's lexer keeps its line count from one parse to the next
	// when a parse ends having read past the closing brace (a newline
	// after it), so the next syntax error would name the wrong line.
	src = bytes.TrimRight(src, " \t\r\n\f\v")
	gvcache.Lock() // one caller at a time into go-graphviz, with SVG drawn through Graphviz
	defer gvcache.Unlock()
	parsed, err := graphviz.ParseBytes(src)
	switch {
	case err != nil:
		return nil, syntaxError(err)
	case parsed == nil: // no graph in the text, and no error either
		return nil, i18n.Wrap(tree.ErrEmptyInput, "dot.empty")
	}
	defer parsed.Close()
	return copyGraph(parsed, limit)
}
