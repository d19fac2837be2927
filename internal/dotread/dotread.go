// Package dotread reads a game tree drawn in Graphviz's DOT language, as
// written by hand, by other tools, or by gametree's own DOT export, and
// returns a *tree.Tree. The DOT text is parsed here, in Go, as Graphviz's
// own parser parses it (its tests check the two agree, go-graphviz being
// the reference); this package then reads the graph as a tree:
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
// node; a syntax error gives its line and column.
package dotread

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

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

// Limits on DOT input, whatever the tree's node limit, each checked
// before the work it bounds: MaxSize before the text is read, nodes and
// edges as they are made. MaxGraphNodes (drawing included: gametree's
// pictures have three or four DOT nodes per tree node) allows the biggest
// tree export draws; MaxGraphEdges stops an edge statement between two
// subgraphs, which makes an edge for every pair, before it makes any.
const (
	MaxGraphNodes = 100_000
	MaxGraphEdges = 100_000
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
// limit nodes (tree.ErrTooBig). The text is read as Graphviz's own parser
// reads it (see parseDOT), and held to MaxSize, MaxGraphNodes and
// MaxGraphEdges before anything is made past them.
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
	text := string(src)
	if err := checkRunes(text); err != nil {
		return nil, err
	}
	d, err := parseDOT(text, limit)
	if err != nil {
		return nil, err
	}
	g, err := treeGraph(d, limit)
	if err != nil {
		return nil, err
	}
	return g.build()
}
