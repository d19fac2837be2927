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
	a := Answers{Values: map[string]float64{}, Pruned: []string{}}
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
			top := []string{}
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
	// e returns 2 (fail-soft); e2 is pruned, not d2; MAX plays b. The
	// exercise: the values of the 11 inner nodes visited, whether each of
	// the 29 nodes below the root is pruned, the move.
	if res.Total != 11+29+1 || len(res.Mistakes) < 4 {
		t.Fatalf("%+v", res)
	}
	var fields []string
	for _, m := range res.Mistakes {
		fields = append(fields, m.Node+" "+m.Field)
		if m.Why != ro.Step(trace, m.Step) || m.Why == "" {
			t.Errorf("%s: why %q", m.Node, m.Why)
		}
	}
	if got := strings.Join(fields, ", "); !strings.HasPrefix(got, "d2 pruned, d value, e2 pruned, e value, c value, g value, h pruned") || !strings.HasSuffix(got, "a best") {
		t.Errorf("mistakes in the order of the search: %s", got)
	}
	data, _ := json.Marshal(res)
	if !strings.Contains(string(data), `"field":"value","given":12,"expected":2`) {
		t.Errorf("JSON: %s", data)
	}
}

// TestAnAnswerLeftOutCostsItsMarks: the total is the exercise's whatever
// is answered; a part left out earns none of its marks; an empty
// "pruned" says nothing is pruned, right for every node the search
// visits.
func TestAnAnswerLeftOutCostsItsMarks(t *testing.T) {
	tr, err := tree.ReadLimit([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace := run(t, tr, search.Options{})
	en, _ := narrate.New("en")
	// 11 inner nodes visited, 29 nodes below the root of which 13 pruned
	// (e2, h and its 2 leaves, k2, l2, m and its 6 nodes), one move.
	for _, c := range []struct {
		answers string
		correct int
	}{
		{`{}`, 0},
		{`{"values": {"c": 3}}`, 1},
		{`{"best": "b"}`, 1},
		{`{"values": {"c": 3}, "pruned": []}`, 1 + 29 - 13},
		{`{"pruned": ["e2", "h", "k2", "l2", "m"]}`, 29},
		{`{"pruned": ["a"]}`, 13},
		{`{"values": {"d1": 3, "d2": 12, "e1": 2}}`, 0},
	} {
		a, err := ReadAnswers([]byte(c.answers))
		if err != nil {
			t.Fatal(err)
		}
		res, err := Grade(trace, a, en)
		if err != nil || res.Total != 41 || res.Correct != c.correct {
			t.Errorf("%s: %d of %d right, want %d of 41 (%v)", c.answers, res.Correct, res.Total, c.correct, err)
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
		`{"values": {"b": null}}`, `{"values": {"e": 1, "e": 2}}`, `{"pruned": [null]}`, `{"values": {"e": 9007199254740993}}`,
		"\uFEFF{\"best\": \"b\"}", "{\"values\": {\"\xff\": 1}}", `{"pruned": ["e2", "e2"]}`, `{"pruned": null, "best": null}`,
		`{"values": {"d1": 3, "e2": 17, "h": 1}, "pruned": ["a", "m", "n1"]}`,
		`{"values": {"a": 3, "b": 3, "c": 3, "d": 3, "e": 2, "f": 15, "g": 15, "i": 3, "j": 3, "k": 2, "l": 3}, "pruned": ["e2", "h", "k2", "l2", "m"], "best": "b"}`} {
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
		res, err := Grade(trace, a, n)
		if err != nil {
			return
		}
		lost := 0
		for _, m := range res.Mistakes {
			lost += m.Marks
			if m.Marks < 1 {
				t.Fatalf("a mistake costing nothing: %+v", m)
			}
		}
		if res.Total != 41 || res.Correct != max(res.Total-lost, 0) {
			t.Fatalf("%+v", res)
		}
	})
}

// subtree lists id and every node below it.
func subtree(t *tree.Tree, id tree.NodeID) []tree.NodeID {
	all := []tree.NodeID{id}
	for _, c := range t.Nodes[id].Children {
		all = append(all, subtree(t, c)...)
	}
	return all
}

// TestGradingCannotBeGamed: on random ragged trees, under minimax and
// alpha-beta, the answers a student can give to get marks without knowing
// the search (everything pruned, every node listed, nothing pruned, the
// leaves' values as the tree prints them, nothing at all, and random
// answers) are marked out of the same total as the right answers, which
// score it in full, and none scores more; answering "everything pruned"
// gets right exactly the nodes the reference search never visits (listing
// the root as well costs one more), "nothing pruned" exactly the ones it
// does; nothing answered scores 0.
func TestGradingCannotBeGamed(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 40))
	n := narrate.English()
	for i := range 60 {
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
			right := rightAnswers(tr, c.prunes)
			best, err := Grade(trace, right, n)
			if err != nil || best.Correct != best.Total || len(best.Mistakes) != 0 || best.Total == 0 {
				t.Fatalf("tree %d, %v: the right answers marked %+v (%v)", i, c.algo, best, err)
			}
			visited := 0 // nodes below the root the reference visits
			for id := range right.Values {
				if id != "a" {
					visited++
				}
			}
			below := tr.Len() - 1
			var every []string
			leafValues := map[string]float64{}
			for _, id := range tr.Preorder() {
				every = append(every, tr.Name(id))
				if tr.Nodes[id].IsLeaf() {
					leafValues[tr.Name(id)] = tr.Nodes[id].Value
				}
			}
			random := Answers{Values: map[string]float64{}, Pruned: []string{}, Best: every[1+r.IntN(len(every)-1)]}
			for _, label := range every {
				switch r.IntN(3) {
				case 0:
					random.Values[label] = float64(r.IntN(21) - 10)
				case 1:
					random.Pruned = append(random.Pruned, label)
				}
			}
			everything, nothing := 0, 0 // what the two pruning strategies get right
			if c.prunes {
				everything, nothing = below-visited, visited
			}
			for _, g := range []struct {
				name    string
				a       Answers
				correct int // -1: anything below the right answers' mark
			}{
				{"everything pruned", Answers{Pruned: []string{"a"}}, everything},
				{"every node listed", Answers{Pruned: every}, max(everything-1, 0)}, // the root too, which is never pruned
				{"nothing pruned", Answers{Pruned: []string{}}, nothing},
				{"the leaves' values", Answers{Values: leafValues}, 0},
				{"nothing answered", Answers{}, 0},
				{"everything at once", Answers{Values: leafValues, Pruned: []string{"a"}, Best: every[1]}, -1},
				{"the right answers and the pruned leaves' values", Answers{Values: leafValues, Pruned: right.Pruned, Best: right.Best}, -1},
				{"random answers", random, -1},
			} {
				res, err := Grade(trace, g.a, n)
				switch {
				case err != nil:
					t.Fatalf("tree %d, %v, %s: %v", i, c.algo, g.name, err)
				case res.Total != best.Total:
					t.Errorf("tree %d, %v, %s: out of %d, the right answers out of %d", i, c.algo, g.name, res.Total, best.Total)
				case res.Correct > best.Correct || res.Correct == best.Correct && len(res.Mistakes) > 0:
					t.Errorf("tree %d, %v, %s: %d of %d, as many as the right answers (%+v)", i, c.algo, g.name, res.Correct, res.Total, res.Mistakes)
				case g.correct >= 0 && res.Correct != g.correct:
					t.Errorf("tree %d, %v, %s: %d of %d, want %d", i, c.algo, g.name, res.Correct, res.Total, g.correct)
				}
			}
		}
	}
}

// TestEveryWrongClaimCosts: from the right answers, on random ragged
// trees, each single change costs what it would on paper: a value wrong
// or left out, a value at a node the search never reaches, a leaf's value
// other than the tree's, another move or none, one mark; a node the
// search visits listed as pruned, one mark for each node of its subtree
// the reference visits (the root: every node it visits); a pruned subtree
// left out, one for each of its nodes.
func TestEveryWrongClaimCosts(t *testing.T) {
	r := rand.New(rand.NewPCG(50, 60))
	n := narrate.English()
	for i := range 30 {
		tr, err := tree.ReadLimit([]byte(ragged(r, 4)), tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Nodes[tree.Root].IsLeaf() {
			continue
		}
		trace := run(t, tr, search.Options{Algorithm: search.AlphaBeta})
		right := rightAnswers(tr, true)
		total := func() int { res, _ := Grade(trace, right, n); return res.Total }()
		try := func(what string, a Answers, cost int) {
			t.Helper()
			res, err := Grade(trace, a, n)
			if err != nil || res.Total != total || res.Correct != total-cost {
				t.Errorf("tree %d, %s: %d of %d, want %d of %d (%v)", i, what, res.Correct, res.Total, total-cost, total, err)
			}
		}
		with := func(change func(v map[string]float64)) map[string]float64 {
			v := map[string]float64{}
			for l, x := range right.Values {
				v[l] = x
			}
			change(v)
			return v
		}
		for _, id := range tr.Preorder() {
			label := tr.Name(id)
			v, visited := right.Values[label]
			switch {
			case visited && !tr.Nodes[id].IsLeaf():
				try(label+" one off", Answers{Values: with(func(m map[string]float64) { m[label] = v + 1 }), Pruned: right.Pruned, Best: right.Best}, 1)
				try(label+" left blank", Answers{Values: with(func(m map[string]float64) { delete(m, label) }), Pruned: right.Pruned, Best: right.Best}, 1)
			case visited:
				try(label+", a leaf, one off", Answers{Values: with(func(m map[string]float64) { m[label] = v + 1 }), Pruned: right.Pruned, Best: right.Best}, 1)
			default:
				try("a value at "+label+", never reached", Answers{Values: with(func(m map[string]float64) { m[label] = 0 }), Pruned: right.Pruned, Best: right.Best}, 1)
			}
			if !visited {
				continue
			}
			cost := 0
			for _, x := range subtree(tr, id) {
				if _, seen := right.Values[tr.Name(x)]; seen && x != tree.Root {
					cost++
				}
			}
			try(label+" listed as pruned", Answers{Values: right.Values, Pruned: append([]string{label}, right.Pruned...), Best: right.Best}, max(cost, 1))
		}
		for _, top := range topmost(trace) {
			var rest []string
			inside := map[string]bool{}
			for _, x := range subtree(tr, top) {
				inside[tr.Name(x)] = true
			}
			for _, l := range right.Pruned {
				if !inside[l] {
					rest = append(rest, l)
				}
			}
			if rest == nil {
				rest = []string{}
			}
			try(tr.Name(top)+" left out", Answers{Values: right.Values, Pruned: rest, Best: right.Best}, len(inside))
		}
		for _, c := range tr.Nodes[tree.Root].Children {
			if tr.Name(c) != right.Best {
				try("the move "+tr.Name(c), Answers{Values: right.Values, Pruned: right.Pruned, Best: tr.Name(c)}, 1)
			}
		}
		try("no move", Answers{Values: right.Values, Pruned: right.Pruned}, 1)
	}
}

// TestWhatTheExerciseAsks: with a depth limit the exercise asks the
// values of the inner nodes above it and, of the nodes down to it,
// whether each is pruned; an estimate at the limit restated is not
// marked, a value below it costs a mark, a node below it listed as pruned
// is not marked inside a pruned subtree and costs a mark outside one.
// Minimax asks nothing about pruning: a node listed costs a mark.
func TestWhatTheExerciseAsks(t *testing.T) {
	tr, err := tree.ReadLimit([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	for i := range tr.Nodes {
		if !tr.Nodes[i].IsLeaf() {
			tr.Nodes[i].Estimate, tr.Nodes[i].HasEstimate = float64(i%7), true
		}
	}
	n := narrate.English()
	trace := run(t, tr, search.Options{Depth: 2})
	names := names(tr)
	value := func(label string) float64 { v, _ := Returned(trace, names[label]); return v }
	// a, b and i above the limit; c, f, j at it and m (pruned) below the
	// root: 3 values, 6 nodes that may be pruned, the move.
	right := Answers{Values: map[string]float64{"a": value("a"), "b": value("b"), "i": value("i")}, Pruned: []string{"m"}, Best: "b"}
	for _, c := range []struct {
		what     string
		change   func(a *Answers)
		correct  int
		notAsked string
	}{
		{"the right answers", func(a *Answers) {}, 10, ""},
		{"an estimate at the limit", func(a *Answers) { a.Values["c"] = value("c") }, 10, "c value"},
		{"a value below the limit", func(a *Answers) { a.Values["d"] = 3 }, 9, ""},
		{"below the limit, in the pruned subtree", func(a *Answers) { a.Pruned = []string{"m", "n"} }, 10, ""},
		{"below the limit only", func(a *Answers) { a.Pruned = []string{"n"} }, 9, "n pruned"},
		{"below the limit, nothing pruned above", func(a *Answers) { a.Pruned = []string{"m", "d"} }, 9, ""},
	} {
		a := right
		a.Values = map[string]float64{}
		for l, v := range right.Values {
			a.Values[l] = v
		}
		c.change(&a)
		res, err := Grade(trace, a, n)
		var notAsked []string
		for _, x := range res.NotAsked {
			notAsked = append(notAsked, x.Node+" "+x.Field)
		}
		if err != nil || res.Total != 10 || res.Correct != c.correct || strings.Join(notAsked, ", ") != c.notAsked {
			t.Errorf("%s: %d of %d, not asked %v, want %d of 10, %q (%+v, %v)", c.what, res.Correct, res.Total, notAsked, c.correct, c.notAsked, res.Mistakes, err)
		}
	}

	trace = run(t, tr, search.Options{Algorithm: search.Minimax})
	all := rightAnswers(tr, false)
	for _, c := range []struct {
		pruned  []string
		correct int
	}{{nil, 16}, {[]string{}, 16}, {[]string{"e2"}, 15}, {[]string{"e2", "m"}, 14}} {
		a := all
		a.Pruned = c.pruned
		if res, err := Grade(trace, a, n); err != nil || res.Total != 16 || res.Correct != c.correct {
			t.Errorf("minimax, pruned %q: %d of %d, want %d of 16 (%v)", c.pruned, res.Correct, res.Total, c.correct, err)
		}
	}
}
