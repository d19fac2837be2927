package dotread

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goccy/go-graphviz"
	"github.com/goccy/go-graphviz/cgraph"

	"gametree/internal/gvcache"
	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// This file checks the Go reader against Graphviz's own parser
// (go-graphviz, Graphviz in WebAssembly), the reference for what a DOT
// text means: on every text both read, the nodes in the order Graphviz
// made them, their attributes, and each node's out-edges in order with
// theirs must be the same.

// graphvizGraph reads src with Graphviz, as dotread did before it read
// DOT itself: the same dotGraph the Go parser makes, but for the order
// of each node's out-edges, which Graphviz keeps by the order their heads
// were made (cgraph's agedgeseqcmpf) where gametree promises the order
// the edges were written in.
func graphvizGraph(src []byte) (*dotGraph, error) {
	gvcache.Lock()
	defer gvcache.Unlock()
	if err := gvcache.Start(context.Background(), nil); err != nil {
		return nil, err
	}
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf")) // which Graphviz reads as part of a name
	// A text ending inside a /* comment leaves Graphviz's lexer in the
	// comment, and the next text, however good, fails: end any comment
	// (in a clean lexer this is a syntax error, which resets it too).
	if g, err := graphviz.ParseBytes([]byte("*/ digraph { a }")); err == nil && g != nil {
		g.Close()
	}
	parsed, err := graphviz.ParseBytes(src)
	if err != nil {
		return nil, err
	}
	if parsed == nil {
		return nil, fmt.Errorf("no graph")
	}
	defer parsed.Close()
	d := &dotGraph{index: map[string]int32{}}
	if name, _ := parsed.Name(); !strings.HasPrefix(name, "%") {
		d.name = name
	}
	declared := func(kind int) map[string]bool {
		names := map[string]bool{}
		for sym, err := parsed.NextAttr(kind, nil); err == nil && sym != nil; sym, err = parsed.NextAttr(kind, sym) {
			names[sym.Name()] = true
		}
		return names
	}
	nodeDecl, edgeDecl := declared(int(cgraph.NODE)), declared(int(cgraph.EDGE))
	if declared(int(cgraph.GRAPH))["label"] {
		d.title = parsed.GetStr("label")
	}
	var nodes []*cgraph.Node
	for n, err := parsed.FirstNode(); n != nil; n, err = parsed.NextNode(n) {
		if err != nil {
			return nil, err
		}
		name, err := n.Name()
		if err != nil {
			return nil, err
		}
		dn := dotNode{name: name}
		for attr, i := range nodeAttrIDs {
			if nodeDecl[attr] {
				dn.attrs[i] = n.GetStr(attr)
			}
		}
		d.index[name] = int32(len(d.nodes))
		d.nodes = append(d.nodes, dn)
		nodes = append(nodes, n)
	}
	for i, n := range nodes {
		for e, err := parsed.FirstOut(n); e != nil; e, err = parsed.NextOut(e) {
			if err != nil {
				return nil, err
			}
			head, err := e.Head()
			if err != nil {
				return nil, err
			}
			headName, _ := head.Name()
			de := dotEdge{head: d.index[headName]}
			for attr, k := range edgeAttrIDs {
				if edgeDecl[attr] {
					de.attrs[k] = e.GetStr(attr)
				}
			}
			d.nodes[i].out = append(d.nodes[i].out, de)
			d.edges++
		}
	}
	return d, nil
}

// sameGraph says how two readings of one text differ, or "".
func sameGraph(got, want *dotGraph) string {
	if got.name != want.name || got.title != want.title {
		return fmt.Sprintf("graph %q titled %q, want %q titled %q", got.name, got.title, want.name, want.title)
	}
	if len(got.nodes) != len(want.nodes) {
		return fmt.Sprintf("%d nodes, want %d", len(got.nodes), len(want.nodes))
	}
	for i := range got.nodes {
		g, w := got.nodes[i], want.nodes[i]
		if g.name != w.name || g.attrs != w.attrs {
			return fmt.Sprintf("node %d: %q %q, want %q %q", i, g.name, g.attrs, w.name, w.attrs)
		}
		if len(g.out) != len(w.out) {
			return fmt.Sprintf("node %q: %d edges out, want %d", g.name, len(g.out), len(w.out))
		}
		for k := range g.out {
			if g.out[k].head != w.out[k].head || g.out[k].attrs != w.out[k].attrs {
				return fmt.Sprintf("node %q, edge %d: to %q %q, want to %q %q", g.name, k,
					got.nodes[g.out[k].head].name, g.out[k].attrs, want.nodes[w.out[k].head].name, w.out[k].attrs)
			}
		}
	}
	return ""
}

// TestMain lets a test run Graphviz in a process of its own: with
// GAMETREE_GRAPHVIZ=1 the test binary reads DOT text on standard input
// and writes what Graphviz makes of it (see freshGraphviz).
func TestMain(m *testing.M) {
	if os.Getenv("GAMETREE_GRAPHVIZ") == "1" {
		src, _ := io.ReadAll(os.Stdin)
		d, err := graphvizGraph(src)
		var out freshGraph
		if err != nil {
			out.Err = err.Error()
		} else {
			out.Name, out.Title = d.name, d.title
			for _, n := range d.nodes {
				fn := freshNode{Name: n.name, Attrs: n.attrs[:]}
				for _, e := range n.out {
					fn.Out = append(fn.Out, freshEdge{Head: e.head, Attrs: e.attrs[:]})
				}
				out.Nodes = append(out.Nodes, fn)
			}
		}
		json.NewEncoder(os.Stdout).Encode(out)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

type freshGraph struct {
	Err, Name, Title string
	Nodes            []freshNode
}

type freshNode struct {
	Name  string
	Attrs []string
	Out   []freshEdge
}

type freshEdge struct {
	Head  int32
	Attrs []string
}

// freshGraphviz reads src with Graphviz in a new process: Graphviz keeps
// state from one parse to the next (interned strings, its lexer), and
// now and then reads a text differently after others.
func freshGraphviz(t *testing.T, src []byte) (*dotGraph, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GAMETREE_GRAPHVIZ=1")
	cmd.Stdin = bytes.NewReader(src)
	data, err := cmd.Output()
	if err != nil {
		t.Fatalf("Graphviz in its own process: %v", err)
	}
	var out freshGraph
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if out.Err != "" {
		return nil, errors.New(out.Err)
	}
	d := &dotGraph{name: out.Name, title: out.Title, index: map[string]int32{}}
	for i, n := range out.Nodes {
		dn := dotNode{name: n.Name}
		copy(dn.attrs[:], n.Attrs)
		for _, e := range n.Out {
			de := dotEdge{head: e.Head}
			copy(de.attrs[:], e.Attrs)
			dn.out = append(dn.out, de)
		}
		d.index[n.Name] = int32(i)
		d.nodes = append(d.nodes, dn)
	}
	return d, nil
}

// compareWithGraphviz reads src both ways: both must refuse it, or both
// read the same graph. The Go reader may refuse what Graphviz reads with
// a warning or quietly drops: a number run into a name, text after the
// graph's closing brace, an edge's key in a strict graph. Where they differ, Graphviz reads the text again
// in a process of its own, and that reading counts.
func compareWithGraphviz(t *testing.T, src []byte) {
	t.Helper()
	if !utf8.Valid(src) || bytes.IndexByte(src, 0) >= 0 {
		return // Read refuses it before either parser sees it
	}
	if compared(t, src, false) != "" {
		if diff := compared(t, src, true); diff != "" {
			t.Errorf("%q:\n%s", src, diff)
		}
	}
}

// compared says how the two readings of src differ, or "".
func compared(t *testing.T, src []byte, fresh bool) string {
	t.Helper()
	want, gvErr := graphvizGraph(src)
	if fresh {
		want, gvErr = freshGraphviz(t, src)
	}
	if want != nil {
		for i := range want.nodes { // Graphviz reads an empty label as \N, the node's name
			if want.nodes[i].attrs[attrLabel] == "" {
				want.nodes[i].attrs[attrLabel] = `\N`
			}
		}
	}
	got, err := parseDOT(string(src), MaxGraphNodes)
	if got != nil {
		for i := range got.nodes {
			if got.nodes[i].attrs[attrLabel] == "" {
				got.nodes[i].attrs[attrLabel] = `\N`
			}
		}
	}
	if err == nil {
		for i := range got.nodes { // in Graphviz's order (see graphvizGraph)
			slices.SortStableFunc(got.nodes[i].out, func(a, b dotEdge) int { return int(a.head - b.head) })
		}
	}
	switch {
	case err != nil && gvErr != nil:
	case err != nil && (isMessage(err, "dot.bad_numeral") || isMessage(err, "dot.after_graph") || isMessage(err, "dot.undirected") || isMessage(err, "dot.strict_key")):
	case err != nil:
		return fmt.Sprintf("Graphviz reads it, the Go reader says %v", err)
	case gvErr != nil:
		return fmt.Sprintf("Graphviz refuses it (%v), the Go reader reads it", gvErr)
	default:
		return sameGraph(got, want)
	}
	return ""
}

// isMessage reports whether err says message id.
func isMessage(err error, id string) bool {
	var pe *tree.ParseError
	if errors.As(err, &pe) {
		return pe.Msg.ID == id
	}
	var e *i18n.Error
	return errors.As(err, &e) && e.ID == id
}

// TestSameAsGraphviz: the hand-written cases, every export golden file
// and every case fuzzing kept read as Graphviz reads them.
func TestSameAsGraphviz(t *testing.T) {
	var texts []string
	for _, c := range badInputs {
		texts = append(texts, c.dot)
	}
	texts = append(texts, dotCases...)
	files, _ := filepath.Glob("../export/testdata/*.dot")
	corpus, _ := filepath.Glob("testdata/fuzz/FuzzRead/*")
	for _, f := range files {
		data, _ := os.ReadFile(f)
		texts = append(texts, string(data))
	}
	for _, f := range corpus {
		data, _ := os.ReadFile(f)
		if s, ok := strings.CutPrefix(string(data), "go test fuzz v1\n[]byte("); ok {
			if text, err := unquoteCorpus(strings.TrimSuffix(strings.TrimSpace(s), ")")); err == nil {
				texts = append(texts, text)
			}
		}
	}
	for _, text := range texts {
		compareWithGraphviz(t, []byte(text))
	}
}

// dotCases are texts that exercise the corners of DOT's grammar.
var dotCases = []string{
	`digraph { a -> {b c}; {d e} -> {f g} -> h }`,
	`digraph { b; a -> {c b} }`, // a subgraph's nodes go in the order they were made
	`digraph { a, b -> c, d [label=x] }`,
	`digraph { node [shape=box]; a; subgraph s { node [shape=triangle]; b }; c; subgraph s { d } }`,
	`digraph { a; node [label=z]; b; a -> c }`,
	`digraph { subgraph s { x }; root -> subgraph s { y } }`,
	`digraph { edge [label=e]; a -> b; edge [label=f]; a -> c [probability=0.5] }`,
	`strict digraph { a -> b [label=1]; a -> b [label=2]; a -> c }`,
	`digraph { a -> b [key=k]; a -> b [key=k, label=again]; a -> b }`,
	`digraph { a:p1:n -> b:s; b [label="x" + "y" + "z"] }`,
	"digraph { a [label=\"line\\\none\\\\\"]; b [label=<<b>bold</b> &amp; more>] }",
	"digraph {\n# a shell comment\na -> b # another\n// c++\n/* c\n */ b -> c\n}",
	`DiGraph G { Node [shape=box]; A -> B; SUBGRAPH s { c } }`,
	`digraph "my graph" { label="The title"; a -> b; subgraph x { label="not it" } }`,
	`digraph { graph [label=t1]; label=t2; a }`,
	`digraph { -1 -> .5; .5 -> 2.; "-1" [label=neg] }`,
	`digraph { {a b} [label=ignored]; a -> b }`,
	`digraph { a -> b -> c -> a }`,
	`digraph { a; subgraph { node [kind=min]; b; a } ; c }`,
	`digraph { subgraph s1 { subgraph s2 { n } m } ; top -> s1 ; top -> subgraph s1 { } }`,
	`digraph { a [label=1 shape=box; kind=max] [value=3] }`,
	"\xef\xbb\xbfdigraph { a }",
	"digraph { a [label=\"é\"]; é -> ü }",
	`digraph { a -> b } `,
	`digraph { a -> b; ; }`,
	`digraph { node [] ; a }`,
	`digraph { a [label = "multi
line"] }`,
}

// unquoteCorpus reads a Go string literal as the fuzzing corpus writes
// it.
func unquoteCorpus(s string) (string, error) {
	var text string
	_, err := fmt.Sscanf(s, "%q", &text)
	return text, err
}

// TestRandomDOTSameAsGraphviz: thousands of random DOT texts, made from
// the grammar's pieces, read as Graphviz reads them.
func TestRandomDOTSameAsGraphviz(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	r := rand.New(rand.NewPCG(22, 1))
	for range n {
		compareWithGraphviz(t, []byte(randomDOT(r)))
	}
}

// randomDOT writes a random DOT text: statements of nodes, edges between
// node lists and subgraphs (named, anonymous, reopened), defaults at
// every level, ports, keys, quoted, concatenated and HTML strings,
// comments, numerals and keywords in any case.
func randomDOT(r *rand.Rand) string {
	var b strings.Builder
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	kw := func(k string) string {
		if r.IntN(4) == 0 {
			return strings.ToUpper(k[:1]) + k[1:]
		}
		return k
	}
	name := func() string {
		return pick("a", "b", "c", "d", "e", "n1", "x_y", `"a"`, `"q r"`, "7", "-2", ".5", `"ü"`, "é")
	}
	value := func() string {
		return pick("1", "-3.5", "x", `"two words"`, `"a\"b"`, `"x\\y"`, `"\N"`, `"a" + "b"`, "<<b>h</b>>", `"é"`, `""`, "box", "min", "MAX")
	}
	attrs := func(names ...string) string {
		var a []string
		for range r.IntN(3) {
			a = append(a, names[r.IntN(len(names))]+"="+value())
		}
		sep := pick(", ", "; ", " ")
		return "[" + strings.Join(a, sep) + "]"
	}
	nodeAttrs := []string{"label", "shape", "kind", "value", "estimate", "color"}
	edgeAttrs := []string{"label", "probability", "color", "key"}
	var stmts func(depth int)
	operand := func(depth int) {
		if depth < 3 && r.IntN(4) == 0 {
			if r.IntN(2) == 0 {
				b.WriteString(kw("subgraph") + " " + pick("s", "t", "") + " ")
			}
			b.WriteString("{ ")
			stmts(depth + 1)
			b.WriteString("} ")
			return
		}
		for i := range 1 + r.IntN(2) {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(name())
			if r.IntN(8) == 0 {
				b.WriteString(":" + pick("p", "n", `"port"`))
			}
		}
		b.WriteString(" ")
	}
	stmts = func(depth int) {
		for range r.IntN(5) {
			switch r.IntN(7) {
			case 0:
				b.WriteString(kw(pick("node", "edge", "graph")) + " " + attrs(append(nodeAttrs, edgeAttrs...)...))
			case 1:
				b.WriteString(pick("label", "rankdir", `"label"`) + "=" + value())
			case 2:
				operand(depth)
				if r.IntN(2) == 0 {
					b.WriteString(attrs(nodeAttrs...))
				}
			default:
				operand(depth)
				for range 1 + r.IntN(2) {
					b.WriteString("-> ")
					operand(depth)
				}
				if r.IntN(2) == 0 {
					b.WriteString(attrs(edgeAttrs...))
				}
			}
			b.WriteString(pick(";\n", "\n", " ", "; // note\n", " /* c */ ", "\n# hash\n"))
		}
	}
	if r.IntN(5) == 0 {
		b.WriteString(kw("strict") + " ")
	}
	b.WriteString(kw("digraph") + " " + pick("", "G", `"g h"`, "gametree") + " {\n")
	stmts(0)
	b.WriteString("}\n")
	return b.String()
}
