package search

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"gametree/internal/tree"
)

// seed000 is seed 000's tree. The seed never shows e2, h's subtree, k2, l2
// or m's subtree (they are pruned); their values here are our own.
const seed000 = `[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]`

func readTree(t testing.TB, src string) *tree.Tree {
	t.Helper()
	tr, err := tree.ReadLimit([]byte(src), tree.MaxNodes)
	if err != nil {
		t.Fatalf("reading %q: %v", src, err)
	}
	return tr
}

func mustRun(t testing.TB, tr *tree.Tree, opt Options) *Trace {
	t.Helper()
	trace, err := Run(context.Background(), tr, opt)
	if err != nil {
		t.Fatalf("Run(%+v): %v", opt, err)
	}
	return trace
}

// describe writes step k in the compact form of the walk-through below.
func describe(tr *Trace, k int) string {
	s := tr.StepAt(k)
	name := tr.Tree.Name
	v := tree.FormatValue
	yes := map[bool]string{true: "updated", false: "kept"}
	bound := func(n tree.NodeID) string {
		if tr.Kinds[n] == tree.Min && !tr.Options.Algorithm.IsNegamax() {
			return fmt.Sprintf("beta %s: %s=%s %s beta=%s", name(n), name(s.Child), v(s.Value), yes[s.Yes], v(s.Beta))
		}
		return fmt.Sprintf("alpha %s: %s=%s %s alpha=%s", name(n), name(s.Child), v(s.Value), yes[s.Yes], v(s.Alpha))
	}
	switch s.Kind {
	case Start:
		return "start"
	case Call:
		line := fmt.Sprintf("call %d %s (%s, %s) depth %d", tr.CallNumber(s.Node), name(s.Node), v(s.Alpha), v(s.Beta), tr.Depth(s.Node))
		if s.State().HasV() {
			line += " V=" + v(s.V)
		}
		return line
	case Leaf:
		return fmt.Sprintf("leaf %s = %s", name(s.Node), v(s.Value))
	case CompareV:
		return fmt.Sprintf("V %s: %s=%s %s V=%s chosen=%s", name(s.Node), name(s.Child), v(s.Value), yes[s.Yes], v(s.V), name(s.Chosen))
	case CompareBound:
		return bound(s.Node)
	case CutoffTest:
		return fmt.Sprintf("cutoff %s: %s >= %s %s", name(s.Node), v(s.Alpha), v(s.Beta), map[bool]string{true: "yes", false: "no"}[s.Yes])
	case Prune:
		var names []string
		for _, c := range tr.Pruned(k) {
			names = append(names, name(c))
		}
		return fmt.Sprintf("prune %s: %s", name(s.Node), strings.Join(names, " "))
	case Return:
		return fmt.Sprintf("return %s V=%s chosen=%s", name(s.Node), v(s.V), name(s.Chosen))
	case End:
		var pv []string
		for _, id := range tr.PV {
			pv = append(pv, name(id))
		}
		return fmt.Sprintf("end %s = %s pv %s", name(s.Node), v(tr.Value), strings.Join(pv, " "))
	}
	return "?"
}

// seed000Walkthrough is seed 000, call by call ("Apel N"), comparison by
// comparison: "Daca V(fiu) < V(tata)" is the V line, "Daca V(fiu) <
// beta(tata)" the beta line, "Verificam daca alpha >= beta" the cutoff
// line, "Retezam" the prune line, "returneaza … fiu_ales" the return line.
const seed000Walkthrough = `
start
call 1 a (-inf, +inf) depth 4 V=-inf
call 2 b (-inf, +inf) depth 3 V=+inf
call 3 c (-inf, +inf) depth 2 V=-inf
call 4 d (-inf, +inf) depth 1 V=+inf
call 5 d1 (-inf, +inf) depth 0
leaf d1 = 3
V d: d1=3 updated V=3 chosen=d1
beta d: d1=3 updated beta=3
cutoff d: -inf >= 3 no
call 6 d2 (-inf, 3) depth 0
leaf d2 = 17
V d: d2=17 kept V=3 chosen=d1
beta d: d2=17 kept beta=3
return d V=3 chosen=d1
V c: d=3 updated V=3 chosen=d
alpha c: d=3 updated alpha=3
cutoff c: 3 >= +inf no
call 7 e (3, +inf) depth 1 V=+inf
call 8 e1 (3, +inf) depth 0
leaf e1 = 2
V e: e1=2 updated V=2 chosen=e1
beta e: e1=2 updated beta=2
cutoff e: 3 >= 2 yes
prune e: e2
return e V=2 chosen=e1
V c: e=2 kept V=3 chosen=d
alpha c: e=2 kept alpha=3
return c V=3 chosen=d
V b: c=3 updated V=3 chosen=c
beta b: c=3 updated beta=3
cutoff b: -inf >= 3 no
call 9 f (-inf, 3) depth 2 V=-inf
call 10 g (-inf, 3) depth 1 V=+inf
call 11 g1 (-inf, 3) depth 0
leaf g1 = 15
V g: g1=15 updated V=15 chosen=g1
beta g: g1=15 kept beta=3
return g V=15 chosen=g1
V f: g=15 updated V=15 chosen=g
alpha f: g=15 updated alpha=15
cutoff f: 15 >= 3 yes
prune f: h
return f V=15 chosen=g
V b: f=15 kept V=3 chosen=c
beta b: f=15 kept beta=3
return b V=3 chosen=c
V a: b=3 updated V=3 chosen=b
alpha a: b=3 updated alpha=3
cutoff a: 3 >= +inf no
call 12 i (3, +inf) depth 3 V=+inf
call 13 j (3, +inf) depth 2 V=-inf
call 14 k (3, +inf) depth 1 V=+inf
call 15 k1 (3, +inf) depth 0
leaf k1 = 2
V k: k1=2 updated V=2 chosen=k1
beta k: k1=2 updated beta=2
cutoff k: 3 >= 2 yes
prune k: k2
return k V=2 chosen=k1
V j: k=2 updated V=2 chosen=k
alpha j: k=2 kept alpha=3
call 16 l (3, +inf) depth 1 V=+inf
call 17 l1 (3, +inf) depth 0
leaf l1 = 3
V l: l1=3 updated V=3 chosen=l1
beta l: l1=3 updated beta=3
cutoff l: 3 >= 3 yes
prune l: l2
return l V=3 chosen=l1
V j: l=3 updated V=3 chosen=l
alpha j: l=3 kept alpha=3
return j V=3 chosen=l
V i: j=3 updated V=3 chosen=j
beta i: j=3 updated beta=3
cutoff i: 3 >= 3 yes
prune i: m
return i V=3 chosen=j
V a: i=3 kept V=3 chosen=b
alpha a: i=3 kept alpha=3
return a V=3 chosen=b
end a = 3 pv a b c d d1
`

func TestSeed000StepByStep(t *testing.T) {
	tr := mustRun(t, readTree(t, seed000), Options{})
	want := strings.Split(strings.TrimSpace(seed000Walkthrough), "\n")
	var got []string
	for k := range tr.Len() {
		got = append(got, describe(tr, k))
	}
	for i := range max(len(got), len(want)) {
		g, w := "(none)", "(none)"
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Errorf("step %d:\n got %s\nwant %s", i, g, w)
		}
	}
}

func TestSeed000Summary(t *testing.T) {
	tr := mustRun(t, readTree(t, seed000), Options{})
	name := tr.Tree.Name

	var calls []string
	for _, k := range tr.Coarse() {
		if s := tr.StepAt(int(k)); s.Kind == Call {
			calls = append(calls, name(s.Node))
		}
	}
	if got := strings.Join(calls, " "); got != "a b c d d1 d2 e e1 f g g1 i j k k1 l l1" {
		t.Errorf("calls in order: %s", got)
	}

	final := tr.At(tr.Len() - 1)
	var pruned, done []string
	for _, id := range tr.Tree.Preorder() {
		switch final.Node(id).Status {
		case Pruned:
			pruned = append(pruned, name(id))
		case Done:
			done = append(done, name(id))
		default:
			t.Errorf("node %s is %v at the end", name(id), final.Node(id).Status)
		}
	}
	if got := strings.Join(pruned, " "); got != "e2 h h1 h2 k2 l2 m n n1 n2 o o1 o2" {
		t.Errorf("pruned: %s", got)
	}
	if len(done) != 17 {
		t.Errorf("%d nodes done, want the 17 called", len(done))
	}

	// The seed's V and chosen child ("fiu_ales") of every inner node it
	// calls, and its final (alpha, beta).
	want := map[string]string{
		"a": "V=3 chosen=b window=(3, +inf)", "b": "V=3 chosen=c window=(-inf, 3)",
		"c": "V=3 chosen=d window=(3, +inf)", "d": "V=3 chosen=d1 window=(-inf, 3)",
		"e": "V=2 chosen=e1 window=(3, 2)", "f": "V=15 chosen=g window=(15, 3)",
		"g": "V=15 chosen=g1 window=(-inf, 3)", "i": "V=3 chosen=j window=(3, 3)",
		"j": "V=3 chosen=l window=(3, +inf)", "k": "V=2 chosen=k1 window=(3, 2)",
		"l": "V=3 chosen=l1 window=(3, 3)",
	}
	for _, id := range tr.Tree.Preorder() {
		w, ok := want[name(id)]
		if !ok {
			continue
		}
		ns := final.Node(id)
		got := fmt.Sprintf("V=%s chosen=%s window=(%s, %s)", tree.FormatValue(ns.V), name(ns.Chosen), tree.FormatValue(ns.Alpha), tree.FormatValue(ns.Beta))
		if got != w {
			t.Errorf("node %s: %s, want %s", name(id), got, w)
		}
	}
	if tr.Value != 3 || name(final.Node(tree.Root).Chosen) != "b" {
		t.Errorf("root value %v, chosen %s; want 3, b", tr.Value, name(final.Node(tree.Root).Chosen))
	}
	st := tr.Stats
	if st.Calls != 17 || st.LeavesEvaluated != 6 || st.Cutoffs != 5 || st.PrunedSubtrees != 5 || st.PrunedLeaves != 9 || st.PrunedNodes != 13 {
		t.Errorf("stats %+v", st)
	}
}
