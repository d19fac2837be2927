package dotread

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzRead: no DOT text makes Read panic, and what it accepts is a valid
// tree within the limit. Seeds: the test tables and export's golden DOT
// files; cases fuzzing found are kept in testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	for _, c := range badInputs {
		f.Add([]byte(c.dot))
	}
	for _, c := range []string{
		`digraph { a -> c; a -> b; c -> d; b [label=3]; d [label="−2.5"] }`,
		`digraph G { label="T"; a -> b [label="m"]; b [value=1, estimate=0.5, kind=min] }`,
		"strict digraph {\n  a -> {b c}\n  subgraph s { c -> d }\n  b [label=1]; d [label=2]\n}\n",
		`digraph gametree { n0 -> n1; n1 [shape=box, label="1"]; t1_0 [label="x\r"]; m1 [label="go"] }`,
		`digraph gametree { n0 -> n1; n0 [gametree_label="a \\ \"b\" #3"]; n1 [shape=box, label="1", gametree_move="m #7"] }`,
		"digraph { r -> {a0 a1 a2}; {a0 a1 a2} -> {b0 b1 b2} }", "strict digraph { a -> b [key=k]; a -> b }",
		"digraph { a -> b; b [label=\"x\u202ey\"] }", "digraph { a -> 1e3 }", "digraph { a /* open", `digraph { a [label=<<b>x</b>>] } trailing`,
		"digraph { subgraph s { a } -> b -> subgraph s { c } }", `digraph { a -- b }`, `digraph { a, b -> c:n:s [label="x" + "y"] }`,
		"digraph {\r a -> b\r b [value=9007199254740993]\r}", "digraph {\r\n a -> b -> c\r c [label=\"−2.5e3\"] }",
	} {
		f.Add([]byte(c))
	}
	files, _ := filepath.Glob("../export/testdata/TestGoldenDOT_*.dot")
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	const limit = 500
	f.Fuzz(func(t *testing.T, src []byte) {
		tr, err := Read(src, limit)
		if err != nil {
			if tr != nil {
				t.Errorf("a tree and an error: %v", err)
			}
			return
		}
		if err := tr.Validate(); err != nil {
			t.Errorf("invalid tree: %v", err)
		}
		if tr.Len() > limit {
			t.Errorf("%d nodes, limit %d", tr.Len(), limit)
		}
	})
}
