package dotread

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// describe writes a tree one node a line in preorder, indented by depth:
// label, kind when set, value or estimate, move.
func describe(t *tree.Tree) string {
	var b strings.Builder
	levels := t.Levels()
	fmt.Fprintf(&b, "root %v", t.RootKind)
	if t.Title != "" {
		fmt.Fprintf(&b, " %q", t.Title)
	}
	b.WriteString("\n")
	for _, id := range t.Preorder() {
		n := t.Nodes[id]
		b.WriteString(strings.Repeat("  ", int(levels[id])) + n.Label)
		if n.Kind != tree.Auto {
			b.WriteString(" " + n.Kind.String())
		}
		if n.HasValue {
			b.WriteString(" = " + tree.FormatValue(n.Value))
		}
		if n.HasEstimate {
			b.WriteString(" ~ " + tree.FormatValue(n.Estimate))
		}
		if n.Move != "" {
			fmt.Fprintf(&b, " (%s)", n.Move)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestRead(t *testing.T) {
	for _, c := range []struct{ name, dot, want string }{
		{"children in edge order, values from labels",
			`digraph { a -> c; a -> b; c -> d; b [label=3]; d [label="−2.5"] }`,
			"root MAX\na\n  c\n    d = -2.5\n  b = 3\n"},
		{"value attribute, label, names that are numbers get automatic labels",
			`digraph { 1 -> 2; 1 -> 3; 2 [value=4]; 3 [label="7"]; 1 [label="\N"] }`,
			"root MAX\na\n  a1 = 4\n  a2 = 7\n"},
		{"kinds from attributes and shapes; alternation left implicit",
			`digraph { r [shape=invtriangle]; r -> x; r -> y; x [shape=triangle]; y [kind=MIN]; x -> x1; y -> y1; x1 [label=1]; y1 [label=2] }`,
			"root MIN\nr\n  x\n    x1 = 1\n  y MIN\n    y1 = 2\n"},
		{"estimate, moves from edge labels, graph label as title",
			`digraph G { label="My tree"; a -> b [label="left"]; a -> c [label="right"]; b [value=1, estimate=0.5]; c [label=2]; a [estimate=3] }`,
			"root MAX \"My tree\"\na ~ 3\n  b = 1 ~ 0.5 (left)\n  c = 2 (right)\n"},
		{"strict digraph, comments, subgraphs and edge chains",
			"// a tree\n/* drawn by hand */\n# 1 \"x.dot\"\nstrict digraph {\n  a -> {b c}\n  subgraph s { c -> d -> e }\n  b [label=1]; e [label=\"-1e2\"]\n}\n",
			"root MAX\na\n  b = 1\n  c\n    d\n      e = -100\n"},
		{"labels: escapes, entities, line breaks",
			`digraph { a [label="x\\y &amp; \"z\"\nw"]; a -> b; b [label="b\l", value=1] }`,
			"root MAX\nx\\y & \"z\" w\n  b = 1\n"},
		{"a single leaf",
			`digraph { only [label=42] }`,
			"root MAX\nonly = 42\n"},
		{"numeric label on an inner node is V, not a name",
			`digraph { top [label=3]; top -> l; l [label=3] }`,
			"root MAX\ntop\n  l = 3\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, err := Read([]byte(c.dot), tree.MaxNodes)
			if err != nil {
				t.Fatal(err)
			}
			if got := describe(tr); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// badInputs are DOT texts that are not trees, the error each is, and what
// its message says.
var badInputs = []struct {
	dot  string
	is   error
	says string
}{
	{`digraph { a -> b -> c -> a }`, ErrCycle, `node "a" is on a cycle`},
	{`digraph { r -> x; a -> b; b -> a; x [label=1] }`, ErrCycle, "is on a cycle"},
	{`digraph { a -> a }`, ErrCycle, `node "a" has an edge to itself`},
	{`digraph { a -> b; c -> d; b [label=1]; d [label=2] }`, ErrTwoRoots, `two roots, "a" and "c"`},
	{`digraph { a -> b; a -> c; b -> d; c -> d; d [label=1] }`, ErrTwoParents, `node "d" has two parents, "b" and "c"`},
	{`digraph { a -> b; a -> b; b [label=1] }`, ErrTwoParents, `the edge "a" -> "b" appears twice`},
	{`digraph { a -> b; a -> c; b [label=1] }`, tree.ErrNoValue, `leaf "c" has no value`},
	{`digraph { a -> b [label=x]; b [label=z] }`, tree.ErrNoValue, `leaf "b" has no value`},
	{`digraph { a -> b; b [value=1]; a [value=2] }`, tree.ErrValueInner, `node "a" has children and a value`},
	{`digraph { a -> b; b [value=x1] }`, tree.ErrBadValue, `node "b": value "x1" is not a finite number`},
	{`digraph { a -> b; b [label="1e999"] }`, tree.ErrBadValue, `node "b", label: number 1e999 is out of range`},
	{`digraph { a -> b; b [value=1, estimate=inf] }`, tree.ErrBadValue, `estimate "inf"`},
	{`digraph { a -> b; b [value=9007199254740993] }`, tree.ErrBadValue, `node "b", value: 9007199254740993 is too large to hold exactly: whole numbers go up to 9007199254740992 (2^53)`},
	{`digraph { a -> b; b [label="−9007199254740993"] }`, tree.ErrBadValue, `node "b", label: -9007199254740993 is too large to hold exactly`},
	{`digraph { a -> b; b [value=1, estimate="1e400"] }`, tree.ErrBadValue, `node "b", estimate: number 1e400 is out of range`},
	{`digraph { a -> b; b [value=1]; a [kind=maximum] }`, tree.ErrBadKind, `node "a": kind "maximum" is neither max nor min`},
	{"digraph {\n  a -> b\n  b [label=1\n}\n", tree.ErrSyntax, "line 4, column 1: DOT syntax error: expected an attribute's name or ']', found '}'"},
	{"digraph { a -> ; }", tree.ErrSyntax, "line 1, column 16: DOT syntax error: expected a node's name or a subgraph, found ';'"},
	{`graph { a -- b }`, ErrUndirected, "undirected graph"},
	{"", tree.ErrEmptyInput, "the DOT text is empty"},
	{"// only a comment\n", tree.ErrEmptyInput, "the DOT text is empty"},
	{`digraph { }`, tree.ErrEmptyInput, "the graph has no nodes"},
	{"digraph { a [label=\"\xff\"] }", tree.ErrEncoding, "not UTF-8"},
	{"digraph gametree { n0 -> n1; n1 [shape=box, label=\"1\", gametree_label=\"x\x1by\"] }", tree.ErrControl, `line 1, column 73: '\x1b' is a control character`},
	{"digraph {\n a -> b\n b [label=\"x\x07\", value=1]\n}", tree.ErrControl, `line 3, column 13: '\a' is a control character`},
	{"digraph { a -> b; b [label=\"\u0085\", value=1] }", tree.ErrControl, `'\u0085' is a control character`},
	{"digraph { a [label=1] }\x00", tree.ErrEncoding, "NUL"},
	{`digraph { a -> b; b [value=1]; a [label="` + strings.Repeat("x", tree.MaxText+1) + `"] }`, tree.ErrTooLong, "a label of 201 characters"},
}

func TestErrors(t *testing.T) {
	for _, c := range badInputs {
		_, err := Read([]byte(c.dot), tree.MaxNodes)
		if !errors.Is(err, c.is) || err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%q:\n got %v\nwant %q (%v)", c.dot, err, c.says, c.is)
		}
	}
}

// TestErrorsInEveryLanguage: every error is a sentence of the catalogues
// in every language, naming the node as the English does.
func TestErrorsInEveryLanguage(t *testing.T) {
	for _, code := range i18n.Codes() {
		l, err := i18n.Load(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range badInputs {
			_, err := Read([]byte(c.dot), tree.MaxNodes)
			msg := l.Error(err)
			if msg == "" || strings.Contains(msg, "[dot.") || strings.Contains(msg, "{{") {
				t.Errorf("%s %q: %q", code, c.dot, msg)
			}
		}
	}
}

func TestStructureErrorsAreStructure(t *testing.T) {
	for _, err := range []error{ErrCycle, ErrTwoRoots, ErrTwoParents} {
		if !errors.Is(err, tree.ErrStructure) {
			t.Errorf("%v is not tree.ErrStructure", err)
		}
	}
}

func TestLimits(t *testing.T) {
	src := []byte(`digraph { a -> b; a -> c; b [label=1]; c [label=2] }`)
	if _, err := Read(src, 3); err != nil {
		t.Errorf("3 nodes, limit 3: %v", err)
	}
	if _, err := Read(src, 2); !errors.Is(err, tree.ErrTooBig) || !strings.Contains(err.Error(), "more than 2 nodes") {
		t.Errorf("3 nodes, limit 2: %v", err)
	}
	big := make([]byte, MaxSize+1)
	if _, err := Read(big, tree.MaxNodes); !errors.Is(err, ErrGraphTooBig) {
		t.Errorf("%d bytes: %v", len(big), err)
	}
	if testing.Short() {
		return
	}
	var b strings.Builder
	b.WriteString("digraph {\n")
	for i := range tree.MaxDepth + 1 {
		fmt.Fprintf(&b, "n%d -> n%d\n", i, i+1)
	}
	fmt.Fprintf(&b, "n%d [label=0]\n}\n", tree.MaxDepth+1)
	if _, err := Read([]byte(b.String()), tree.MaxNodes); !errors.Is(err, tree.ErrTooDeep) {
		t.Errorf("a chain %d deep: %v", tree.MaxDepth+1, err)
	}
}

// TestLineAfterAGoodParse: Graphviz's lexer keeps its line count between
// parses; a syntax error after a good file still names its own line.
func TestLineAfterAGoodParse(t *testing.T) {
	for range 3 {
		if _, err := Read([]byte("digraph {\n a -> b\n b [label=1]\n}\n\n"), tree.MaxNodes); err != nil {
			t.Fatal(err)
		}
		if _, err := Read([]byte("digraph {\n a -> \n}\n"), tree.MaxNodes); err == nil || !strings.Contains(err.Error(), "line 3, column 1:") {
			t.Errorf("got %v, want line 3", err)
		}
	}
}

// TestEveryLineEndEndsALine: LF, CR LF and a CR alone (old Mac files)
// end a line in messages, as in the other readers (with CR alone every
// error was on line 1). Comments end where Graphviz ends them, at LF.
func TestEveryLineEndEndsALine(t *testing.T) {
	for _, nl := range []string{"\n", "\r\n", "\r"} {
		src := strings.ReplaceAll("digraph {| a -> b|  a -> 1e3 }", "|", nl)
		_, err := Read([]byte(src), tree.MaxNodes)
		var pe *tree.ParseError
		if !errors.As(err, &pe) || pe.Line != 3 || pe.Col != 8 {
			t.Errorf("%q: %v, want line 3, column 8", src, err)
		}
	}
}

func TestSniffAndIsName(t *testing.T) {
	for src, want := range map[string]bool{
		"digraph { a }":                    true,
		"  \n\tDiGraph g {}":               true,
		"strict digraph {}":                true,
		"\xef\xbb\xbf// c\n/* c */digraph": true,
		"graph { a -- b }":                 true, // read to say it is undirected
		"# cpp line\ndigraph {}":           true,
		"[[3, 12], [2, 4]]":                false,
		"# comment\n[1, 2]":                false,
		`{"format": "gametree"}`:           false,
		"3":                                false,
		"digraphs":                         false,
		"":                                 false,
		"/* never closed":                  false,
	} {
		if got := Sniff([]byte(src)); got != want {
			t.Errorf("Sniff(%q) = %v", src, got)
		}
	}
	for name, want := range map[string]bool{"a.dot": true, "x/B.GV": true, "a.gv": true, "a.json": false, "dot": false, "a.dot.json": false} {
		if got := IsName(name); got != want {
			t.Errorf("IsName(%q) = %v", name, got)
		}
	}
}

// TestConcurrentReads: reads from many goroutines take turns in
// Graphviz (run with -race).
func TestConcurrentReads(t *testing.T) {
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			src := fmt.Sprintf(`digraph { a -> b; a -> c; b [label=%d]; c [label=-%d] }`, i, i)
			tr, err := Read([]byte(src), tree.MaxNodes)
			if err != nil || tr.Nodes[1].Value != float64(i) || tr.Nodes[2].Value != -float64(i) {
				t.Errorf("read %d: %v", i, err)
			}
		})
	}
	wg.Wait()
}

func TestIsNumber(t *testing.T) {
	for s, want := range map[string]bool{
		"3": true, "-2.5": true, "+.5": true, "1e3": true, "1.E-3": true, "−7": true, " 4 ": true,
		"": false, "-": false, ".": false, "e3": false, "1e": false, "inf": false, "NaN": false,
		"0x10": false, "1_000": false, "3 4": false, "−": false, "--1": false,
	} {
		if got := isNumber(s); got != want {
			t.Errorf("isNumber(%q) = %v", s, got)
		}
	}
}

// TestBoundedBeforeTheWork: an edge statement between two subgraphs
// makes an edge for every pair: 50 KB of text asks for nine million
// edges, which Graphviz's parser spent minutes and gigabytes on. It is
// refused from the count, before any edge is made, in one line with
// the limit; so is a graph of too many nodes.
func TestBoundedBeforeTheWork(t *testing.T) {
	names := func(prefix string, n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, " %s%d", prefix, i)
		}
		return b.String()
	}
	for _, n := range []int{317, 1000, 3000} { // 317² is just over the limit
		src := []byte(fmt.Sprintf("digraph g { r -> {%s}; {%s} -> {%s} }", names("a", n), names("a", n), names("b", n)))
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := Read(src, tree.MaxNodes)
		runtime.ReadMemStats(&after)
		if !errors.Is(err, ErrGraphTooBig) || !strings.Contains(err.Error(), "more than 100,000 edges") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%d×%d edges: %v", n, n, err)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 20<<20 {
			t.Errorf("%d×%d edges: %d MB allocated before refusing", n, n, alloc>>20)
		}
	}
	src := []byte(fmt.Sprintf("digraph g { %s }", names("n", MaxGraphNodes+1)))
	if _, err := Read(src, 3*MaxGraphNodes); !errors.Is(err, ErrGraphTooBig) || !strings.Contains(err.Error(), "more than 100,000 nodes") {
		t.Errorf("%d nodes: %v", MaxGraphNodes+1, err)
	}
	if _, err := Read([]byte(fmt.Sprintf("digraph { r -> {%s} }", names("a", 999))), 500); !errors.Is(err, tree.ErrTooBig) {
		t.Errorf("1,000 nodes, limit 500: %v", err)
	}
}

// TestCharactersThatReorderText: a character that reorders or breaks
// the text around it unseen is refused wherever it stands, with its line
// and column.
func TestCharactersThatReorderText(t *testing.T) {
	for _, r := range []rune{0x202e, 0x202a, 0x2066, 0x2069, 0x2028, 0x2029} {
		src := "digraph {\n  a -> b\n  b [label=\"x" + string(r) + "y\", value=1]\n}\n"
		_, err := Read([]byte(src), tree.MaxNodes)
		want := fmt.Sprintf("line 3, column 14: U+%04X", r)
		if !errors.Is(err, tree.ErrControl) || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("U+%04X: %v, want %q…", r, err, want)
		}
	}
	if _, err := Read([]byte("digraph { a -> b; b [label=\"a\u200fb\", value=1] }"), tree.MaxNodes); err != nil {
		t.Errorf("a right-to-left mark, which right-to-left names need: %v", err)
	}
}

// TestHostileDOT: texts made to take time or memory without many edges
// are refused, or read, with bounded work: subgraphs nested deeper than
// MaxNesting (Go's stack would run out); many nodes deep in subgraphs
// (each subgraph holds them all); one subgraph taken again and again as
// an end of edges; a fan of keyed edges (each key looked up).
func TestHostileDOT(t *testing.T) {
	names := func(prefix string, n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, " %s%d", prefix, i)
		}
		return b.String()
	}
	deep := func(levels int, inside string) string {
		return "digraph gametree { " + strings.Repeat("{ ", levels) + inside + strings.Repeat(" }", levels) + " }"
	}
	var chain strings.Builder
	chain.WriteString("digraph gametree { subgraph s {" + names("n", 5000) + " }; x")
	for range 20_000 {
		chain.WriteString(" -> subgraph s { } -> { }")
	}
	chain.WriteString(" }")
	for _, c := range []struct {
		name, src string
		is        error
		says      string
	}{
		{"nested 200,000 deep", deep(200_000, "a"), tree.ErrTooDeep, "subgraphs nested more than 1,000 deep"},
		{"90,000 nodes 900 deep", deep(900, names("n", 90_000)), ErrGraphTooBig, "the graph's subgraphs hold more than 1,000,000 nodes"},
		{"a subgraph of 5,000 taken 20,000 times", chain.String(), ErrGraphTooBig, "the graph's subgraphs hold more than 1,000,000 nodes"},
		{"99,999 keyed edges", "digraph gametree { a -> {" + names("b", 99_999) + " } [key=k] }", nil, ""},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := parseDOT(c.src, tree.MaxNodes)
		runtime.ReadMemStats(&after)
		if c.is == nil && err != nil || c.is != nil && (!errors.Is(err, c.is) || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.says)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 200<<20 {
			t.Errorf("%s: %d MB allocated", c.name, alloc>>20)
		}
	}
}
