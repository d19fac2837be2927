package grade

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// ragged writes a random tree whose leaves lie at different depths.
func ragged(r *rand.Rand, depth int) string {
	if depth == 0 || (depth < 4 && r.IntN(3) == 0) {
		return fmt.Sprint(r.IntN(21) - 10)
	}
	kids := make([]string, 1+r.IntN(4))
	for i := range kids {
		kids[i] = ragged(r, depth-1)
	}
	return "[" + strings.Join(kids, ",") + "]"
}

// reference is a search written here, apart from the engine: minimax, or
// alpha-beta in its fail-soft form (V kept apart from α and β, cutoff
// when α ≥ β). It returns every visited node's value and the root's
// chosen child.
type reference struct {
	t      *tree.Tree
	prunes bool
	values map[tree.NodeID]float64
}

func (ref *reference) search(id tree.NodeID, max bool, alpha, beta float64) float64 {
	n := &ref.t.Nodes[id]
	if n.IsLeaf() {
		ref.values[id] = n.Value
		return n.Value
	}
	v := math.Inf(1)
	if max {
		v = math.Inf(-1)
	}
	for _, c := range n.Children {
		w := ref.search(c, !max, alpha, beta)
		if max && w > v || !max && w < v {
			v = w
		}
		if max {
			alpha = math.Max(alpha, v)
		} else {
			beta = math.Min(beta, v)
		}
		if ref.prunes && alpha >= beta {
			break
		}
	}
	ref.values[id] = v
	return v
}

// rightAnswers are what a student who knows the algorithm writes: the
// value of every visited node, every node never visited, the best move.
func rightAnswers(t *tree.Tree, prunes bool) Answers {
	ref := &reference{t: t, prunes: prunes, values: map[tree.NodeID]float64{}}
	root := ref.search(tree.Root, true, math.Inf(-1), math.Inf(1))
	a := Answers{Values: map[string]float64{}}
	for id, v := range ref.values {
		a.Values[t.Name(id)] = v
	}
	for _, id := range t.Preorder() {
		if _, seen := ref.values[id]; !seen {
			a.Pruned = append(a.Pruned, t.Name(id))
		}
	}
	for _, c := range t.Nodes[tree.Root].Children { // the first child worth the root's value
		if ref.values[c] == root {
			a.Best = t.Name(c)
			break
		}
	}
	return a
}

func run(t *testing.T, tr *tree.Tree, opt search.Options) *search.Trace {
	t.Helper()
	trace, err := search.Run(context.Background(), tr, opt)
	if err != nil {
		t.Fatal(err)
	}
	return trace
}

// TestGradingAgainstAReference: on random ragged trees, the answers a
// reference search gives are all right, whether they list every pruned
// node or only the topmost; one wrong value is reported on exactly that
// node with the right value and the step of its return; a pruned subtree
// left out is reported; an unknown label is an error naming it.
func TestGradingAgainstAReference(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 20))
	n := narrate.English()
	pruning := 0
	for i := range 40 {
		tr, err := tree.ReadLimit([]byte(ragged(r, 5)), tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Nodes[tree.Root].IsLeaf() {
			continue
		}
		for _, c := range []struct {
			algo   search.Algorithm
			prunes bool
		}{{search.Minimax, false}, {search.AlphaBeta, true}} {
			trace := run(t, tr, search.Options{Algorithm: c.algo})
			a := rightAnswers(tr, c.prunes)
			res, err := Grade(trace, a, n)
			if err != nil || len(res.Mistakes) != 0 || res.Correct != res.Total || res.FirstMistakeStep != nil {
				t.Fatalf("tree %d, %v: right answers marked %+v (%v)", i, c.algo, res, err)
			}
			// Only the topmost pruned nodes: the same mark.
			var top []string
			for _, label := range a.Pruned {
				id, _ := (&grader{names: names(tr)}).node(label)
				if p := tr.Nodes[id].Parent; p == tree.None || trace.PruneStep(p) < 0 {
					top = append(top, label)
				}
			}
			topOnly := a
			topOnly.Pruned = top
			if again, _ := Grade(trace, topOnly, n); again.Correct != res.Correct || again.Total != res.Total {
				t.Errorf("tree %d: topmost pruned only: %d of %d, every pruned node: %d of %d", i, again.Correct, again.Total, res.Correct, res.Total)
			}
			// One wrong value.
			var label string
			for l := range a.Values {
				if label == "" || l < label {
					label = l
				}
			}
			wrong := Answers{Values: map[string]float64{}, Pruned: a.Pruned, Best: a.Best}
			for l, v := range a.Values {
				wrong.Values[l] = v
			}
			wrong.Values[label] = a.Values[label] + 1
			res, _ = Grade(trace, wrong, n)
			id, _ := (&grader{names: names(tr)}).node(label)
			if len(res.Mistakes) != 1 {
				t.Fatalf("tree %d: one wrong value, mistakes %+v", i, res.Mistakes)
			}
			m := res.Mistakes[0]
			if m.Node != label || m.Field != FieldValue || m.Expected != a.Values[label] || m.Step != trace.ReturnStep(id) ||
				*res.FirstMistakeStep != m.Step || m.Why != n.Step(trace, m.Step) || res.Correct != res.Total-1 {
				t.Errorf("tree %d: the wrong value of %s reported as %+v", i, label, m)
			}
			// A pruned subtree left out.
			if len(top) > 0 {
				pruning++
				missing := topOnly
				missing.Pruned = top[1:]
				res, _ = Grade(trace, missing, n)
				if len(res.Mistakes) != 1 || res.Mistakes[0].Node != top[0] || res.Mistakes[0].Field != FieldPruned || res.Mistakes[0].Expected != true {
					t.Errorf("tree %d: %s left out of pruned: %+v", i, top[0], res.Mistakes)
				}
			}
		}
		trace := run(t, tr, search.Options{})
		for _, a := range []Answers{{Values: map[string]float64{"zz9": 1}}, {Pruned: []string{"zz9"}}, {Best: "zz9"}} {
			if _, err := Grade(trace, a, n); err == nil || !strings.Contains(err.Error(), `"zz9"`) {
				t.Errorf("an unknown label: %v", err)
			}
		}
	}
	if pruning < 10 {
		t.Errorf("only %d trees pruned anything: the test proves little", pruning)
	}
}

func names(t *tree.Tree) map[string]tree.NodeID {
	m := map[string]tree.NodeID{}
	for id := range t.Nodes {
		m[t.Name(tree.NodeID(id))] = tree.NodeID(id)
	}
	return m
}

// TestTheWalkThrough: the mistakes a student makes on the walk-through's
// tree are told with its sentences, in the language asked.
func TestTheWalkThrough(t *testing.T) {
	tr, err := tree.ReadLimit([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace := run(t, tr, search.Options{})
	ro, _ := narrate.New("ro")
	res, err := Grade(trace, Answers{Values: map[string]float64{"e": 12}, Pruned: []string{"d2"}, Best: "i"}, ro)
	if err != nil {
		t.Fatal(err)
	}
	// e returns 2 (fail-soft); e2 is pruned, not d2; MAX plays b.
	if res.Total != 3+len(topmost(trace)) || len(res.Mistakes) < 4 {
		t.Fatalf("%+v", res)
	}
	var fields []string
	for _, m := range res.Mistakes {
		fields = append(fields, m.Node+" "+m.Field)
		if m.Why != ro.Step(trace, m.Step) || m.Why == "" {
			t.Errorf("%s: why %q", m.Node, m.Why)
		}
	}
	if got := strings.Join(fields, ", "); !strings.HasPrefix(got, "d2 pruned, e2 pruned, e value, h pruned") || !strings.HasSuffix(got, "a best") {
		t.Errorf("mistakes in the order of the search: %s", got)
	}
	data, _ := json.Marshal(res)
	if !strings.Contains(string(data), `"field":"value","given":12,"expected":2`) {
		t.Errorf("JSON: %s", data)
	}
}

// TestAnAnswerLeftOutIsNotGraded: answers without "pruned" are graded on
// what they give; an empty "pruned" says nothing is pruned, and every
// topmost pruned subtree is then missed.
func TestAnAnswerLeftOutIsNotGraded(t *testing.T) {
	tr, err := tree.ReadLimit([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace := run(t, tr, search.Options{})
	en, _ := narrate.New("en")
	for _, c := range []struct {
		answers        string
		total, correct int
	}{
		{`{"values": {"c": 3}}`, 1, 1},
		{`{"best": "b"}`, 1, 1},
		{`{"values": {"c": 3}, "pruned": []}`, 1 + len(topmost(trace)), 1},
	} {
		a, err := ReadAnswers([]byte(c.answers))
		if err != nil {
			t.Fatal(err)
		}
		res, err := Grade(trace, a, en)
		if err != nil || res.Total != c.total || res.Correct != c.correct {
			t.Errorf("%s: %d of %d right, want %d of %d (%v)", c.answers, res.Correct, res.Total, c.correct, c.total, err)
		}
	}
}

func topmost(tr *search.Trace) []tree.NodeID {
	var top []tree.NodeID
	for _, id := range tr.Tree.Preorder() {
		if p := tr.Tree.Nodes[id].Parent; tr.PruneStep(id) >= 0 && (p == tree.None || tr.PruneStep(p) < 0) {
			top = append(top, id)
		}
	}
	return top
}

// TestReadAnswers: a good file reads; a broken one says where, in any
// language, and wraps ErrAnswers.
func TestReadAnswers(t *testing.T) {
	a, err := ReadAnswers([]byte(`{"values": {"b": 3, "c": 2.5}, "pruned": ["c2", "d"], "best": "b"}`))
	if err != nil || a.Values["c"] != 2.5 || len(a.Pruned) != 2 || a.Best != "b" {
		t.Fatalf("%+v %v", a, err)
	}
	// A byte order mark first is not content, as in a tree file.
	if a, err := ReadAnswers([]byte("\uFEFF{\"best\": \"b\"}")); err != nil || a.Best != "b" {
		t.Errorf("after a byte order mark: %+v %v", a, err)
	}
	it := i18n.Must("it")
	for src, says := range map[string]string{
		"{\"values\": {\"b\": 3,}}":      "riga 1",
		"{\n\"values\": {\"b\": \"x\"}}": "riga 2",
		`{"valeurs": {}}`:                "values",
		`{} {}`:                          "JSON",
	} {
		_, err := ReadAnswers([]byte(src))
		if !errors.Is(err, ErrAnswers) || !strings.Contains(it.Error(err), says) {
			t.Errorf("%q: %v / %q", src, err, it.Error(err))
		}
	}
	// A file of the wrong shape names the field and the shape it takes;
	// an empty one says so, not "EOF".
	for src, says := range map[string]string{
		`[]`:                     `line 1, column 1: the answers are a JSON object such as {"values": {"b": 3}, "pruned": ["e1"], "best": "b"}, not a list`,
		`"b"`:                    "the answers are a JSON object such as",
		``:                       `the answers file is empty: it holds a JSON object such as {"values"`,
		" \n ":                   "the answers file is empty",
		`{"values": [3]}`:        `line 1, column 12: found a list in values: values maps node names to numbers, as {"b": 3, "c": 2}`,
		`{"values": {"b": "3"}}`: `line 1, column 18: the value of "b" is a string, not a number (leave "b" out to give no answer)`,
		`{"pruned": "e1"}`:       `found a string in pruned: pruned lists node names, as ["e1", "f"]`,
		`{"best": ["b"]}`:        `found a list in best: best is a node's name, as "b"`,
		// A blank is no answer: it was marked as 0, and right where 0 was.
		`{"values": {"b": null, "a": 3}}`:     `the value of "b" is null, not a number (leave "b" out to give no answer)`,
		`{"values": {"e": 1, "e": 2}}`:        `line 1, column 21: the value of "e" is given twice`,
		`{"values": {}, "values": null}`:      `line 1, column 16: "values" appears twice`,
		`null`:                                "the answers are a JSON object such as",
		`{"values": {"e": 1e999}}`:            `the value of "e", 1e999, is not a finite number`,
		`{"values": {"e": 9007199254740993}}`: `the value of "e", 9007199254740993, is too large to hold exactly`,
		`{"pruned": [null]}`:                  `found null in pruned: pruned lists node names`,
		`{"pruned": ["e", ""]}`:               `found an empty string in pruned`,
		`{"best": ""}`:                        `found an empty string in best`,
		`{"valeurs": {}}`:                     `unknown field "valeurs" (expected values, pruned or best)`,
		`{"values": {"b": 3}} {}`:             "more than one JSON value",
		`{"pruned": ["e", "f", "e"]}`:         `line 1, column 23: "e" is listed twice in pruned`,
		"{\n \"values\": {\"\xff\": 1}}":      `line 2, column 14: byte 0xff is not UTF-8 text`,
		"{\"best\": \"b\xc3\"}":               `line 1, column 12: byte 0xc3 is not UTF-8 text`,
		`{"values": {"ă": "x", "b": 1}}`:      `line 1, column 18: the value of "ă" is a string`,
		"\uFEFF{\"values\": {\"b\": null}}":   `line 1, column 18: the value of "b" is null`,
	} {
		_, err := ReadAnswers([]byte(src))
		if !errors.Is(err, ErrAnswers) || err == nil || !strings.Contains(err.Error(), says) || strings.Contains(err.Error(), "EOF") {
			t.Errorf("%q: %v, want %q", src, err, says)
		}
		for _, code := range []string{"ro", "it"} {
			if msg := i18n.Must(code).Error(err); strings.Contains(msg, "[grade.") || strings.Contains(msg, " a list") {
				t.Errorf("%q in %s: %q", src, code, msg)
			}
		}
	}
}

// FuzzReadAnswers: whatever the file, reading it never panics, and what
// it reads grades without panicking (or names a label the tree lacks).
func FuzzReadAnswers(f *testing.F) {
	for _, s := range []string{`{"values": {"b": 3, "c": 2.5}, "pruned": ["c2", "d"], "best": "b"}`, `{}`, `{"values": {"b": 3,}}`,
		`{"pruned": ["a"]}`, `{"best": "zz"}`, `{"values": {"e": 1e308}}`, `[]`, `null`, ``, `{"values": [3]}`, `{"pruned": "e1"}`,
		`{"values": {"b": null}}`, `{"values": {"e": 1, "e": 2}}`, `{"pruned": [null]}`, `{"values": {"e": 9007199254740993}}`} {
		f.Add([]byte(s))
	}
	tr, err := tree.ReadLimit([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"), tree.MaxNodes)
	if err != nil {
		f.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		f.Fatal(err)
	}
	n := narrate.English()
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := ReadAnswers(data)
		if err != nil {
			if !errors.Is(err, ErrAnswers) {
				t.Fatalf("%v does not wrap ErrAnswers", err)
			}
			return
		}
		if res, err := Grade(trace, a, n); err == nil && res.Correct+len(res.Mistakes) != res.Total {
			t.Fatalf("%+v", res)
		}
	})
}
