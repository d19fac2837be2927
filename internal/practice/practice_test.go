package practice

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

var algorithms = []search.Algorithm{search.AlphaBeta, search.Minimax, search.Negamax, search.AlphaBetaFailHard, search.AlphaBetaNegamax, search.Expectimax, search.Star1}

func english(t *testing.T) *narrate.Narrator {
	t.Helper()
	n, err := narrate.New("en")
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// solved fills a sheet with the right answers, read off the trace the
// way a student would read them off the textbook's solution: every value
// the search returns at an inner node, the topmost subtrees it never
// enters, the root's chosen child.
func solved(tr *search.Trace, e Exercise) *Sheet {
	s := NewSheet(e)
	t := tr.Tree
	for id := range t.Nodes {
		id := tree.NodeID(id)
		parent := t.Nodes[id].Parent
		switch {
		case e == Values && !t.Nodes[id].IsLeaf():
			if v, ok := grade.Returned(tr, id); ok {
				s.Values[id] = v
			}
		case e == Windows && !t.Nodes[id].IsLeaf():
			if w, ok := WindowAt(tr, id); ok {
				s.Windows[id] = w
			}
		case e == Pruned && tr.PruneStep(id) >= 0 && (parent == tree.None || tr.PruneStep(parent) < 0):
			s.Marked[id] = true
		}
	}
	if e == Best {
		s.Best = tr.PV[1]
	}
	if e == Predict {
		en, _ := narrate.New("en")
		for k := range tr.Len() {
			if q, ok := Ask(tr, k, en.Language()); ok {
				s.Predictions[k] = q.Answer
			}
		}
	}
	return s
}

// TestRightAnswersOnRandomTrees: on random trees of every difficulty,
// with every algorithm, a sheet with the right answers has no mistakes
// and every answer right; leaving one out (a value, a pruned subtree, the
// move) is exactly one mistake, on that node, at the step that shows it,
// costing one mark (a pruned subtree: one for each of its nodes).
func TestRightAnswersOnRandomTrees(t *testing.T) {
	n := english(t)
	for _, level := range Levels {
		for seed := range uint64(8) {
			tr0, err := tree.Random(level.Spec(seed), tree.MaxNodes)
			if err != nil {
				t.Fatal(err)
			}
			for _, algo := range algorithms {
				tr, err := search.Run(context.Background(), tr0, search.Options{Algorithm: algo})
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range Exercises {
					name := fmt.Sprintf("%s seed %d %v %s", level.ID(), seed, algo, e.ID())
					s := solved(tr, e)
					r, err := s.Check(tr, n)
					if e == Windows && !algo.Prunes() {
						if !errors.Is(err, ErrNoWindows) {
							t.Fatalf("%s: windows without windows: %v", name, err)
						}
						continue
					}
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					if len(r.Mistakes) != 0 || r.Score() != 1 || r.FirstMistakeStep != nil {
						t.Fatalf("%s: right answers marked %d/%d, mistakes %+v", name, r.Correct, r.Total, r.Mistakes)
					}
					for id, v := range r.Verdicts {
						if v != Right {
							t.Fatalf("%s: %s marked %d", name, tr0.Name(id), v)
						}
					}
					// Leave the first answer out.
					var left tree.NodeID
					switch e {
					case Values:
						left = firstKey(s.Values)
						delete(s.Values, left)
					case Windows:
						left = firstKey(s.Windows)
						delete(s.Windows, left)
					case Pruned:
						if len(s.Marked) == 0 {
							continue // minimax prunes nothing
						}
						left = firstKey(s.Marked)
						delete(s.Marked, left)
					case Best:
						left = s.Best
						s.Best = tree.None
					case Predict:
						k := slices.Min(slices.Collect(maps.Keys(s.Predictions)))
						q, _ := Ask(tr, k, n.Language())
						s.Predictions[k] = (q.Answer + 1) % len(q.Choices)
						left = tr.StepAt(k).Node
					}
					r, err = s.Check(tr, n)
					if err != nil {
						t.Fatal(err)
					}
					want, cost := Missed, 1
					switch e {
					case Predict:
						want = Wrong
					case Pruned: // wrong for every node of the subtree
						cost = size(tr0, left)
					}
					if len(r.Mistakes) != 1 || r.Verdicts[left] != want || r.Correct != r.Total-cost {
						t.Fatalf("%s: %s left out: verdict %d, mistakes %+v", name, tr0.Name(left), r.Verdicts[left], r.Mistakes)
					}
					m := r.Mistakes[0]
					if m.Given != nil && m.Given != false && e != Predict || *r.FirstMistakeStep != m.Step || m.Why != n.Step(tr, m.Step) {
						t.Fatalf("%s: the mistake %+v", name, m)
					}
				}
			}
		}
	}
}

// size counts id and every node below it.
func size(t *tree.Tree, id tree.NodeID) int {
	n := 1
	for _, c := range t.Nodes[id].Children {
		n += size(t, c)
	}
	return n
}

func firstKey[V any](m map[tree.NodeID]V) tree.NodeID {
	first := tree.None
	for id := range m {
		if first == tree.None || id < first {
			first = id
		}
	}
	return first
}

// walkthrough is the alpha-beta walk-through's tree, searched.
func walkthrough(t *testing.T) *search.Trace {
	t.Helper()
	t0, err := tree.ReadBracket([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), t0, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func node(t *testing.T, tr *search.Trace, label string) tree.NodeID {
	t.Helper()
	for id := range tr.Tree.Nodes {
		if tr.Tree.Nodes[id].Label == label {
			return tree.NodeID(id)
		}
	}
	t.Fatalf("no node %s", label)
	return tree.None
}

// TestWrongAnswersOnTheWalkthrough: a wrong value, a visited subtree
// marked, a value written at a pruned node and the wrong move are each
// marked wrong on their node, the first in the search's order first.
func TestWrongAnswersOnTheWalkthrough(t *testing.T) {
	tr, n := walkthrough(t), english(t)
	s := solved(tr, Values)
	s.Values[node(t, tr, "c")] = 4 // c returns 3
	r, err := s.Check(tr, n)
	if err != nil {
		t.Fatal(err)
	}
	c := node(t, tr, "c")
	if len(r.Mistakes) != 1 || r.Verdicts[c] != Wrong || r.Mistakes[0].Expected != 3.0 || r.Mistakes[0].Step != tr.ReturnStep(c) {
		t.Errorf("c written 4: %+v, verdict %d", r.Mistakes, r.Verdicts[c])
	}
	s.Values[node(t, tr, "h")] = 1 // h is never visited: no value
	if r, _ = s.Check(tr, n); len(r.Mistakes) != 2 || r.Verdicts[node(t, tr, "h")] != Wrong || r.Mistakes[0].Node != "c" {
		t.Errorf("a value at h, which is pruned: %+v", r.Mistakes)
	}

	p := solved(tr, Pruned)
	if len(p.Marked) == 0 {
		t.Fatal("alpha-beta prunes nothing on the walk-through")
	}
	e := node(t, tr, "e")
	p.Toggle(tr.Tree, e)
	p.Toggle(tr.Tree, tree.Root) // the root cannot be marked
	if r, _ = p.Check(tr, n); len(r.Mistakes) != 1 || r.Verdicts[e] != Wrong || p.Marked[tree.Root] {
		t.Errorf("e, which is searched, marked pruned: %+v", r.Mistakes)
	}
	p.Toggle(tr.Tree, e)
	if r, _ = p.Check(tr, n); len(r.Mistakes) != 0 {
		t.Errorf("the mark on e taken away: %+v", r.Mistakes)
	}

	b := NewSheet(Best)
	other := tr.Tree.Nodes[tree.Root].Children[0]
	if other == tr.PV[1] {
		other = tr.Tree.Nodes[tree.Root].Children[1]
	}
	b.Toggle(tr.Tree, node(t, tr, "c")) // not a move of the root: ignored
	b.Toggle(tr.Tree, other)
	if r, _ = b.Check(tr, n); len(r.Mistakes) != 1 || r.Verdicts[other] != Wrong || b.Best != other {
		t.Errorf("the wrong move: %+v", r.Mistakes)
	}
}

// TestLevels: the difficulties make trees of the size they promise, one
// per seed.
func TestLevels(t *testing.T) {
	for _, c := range []struct {
		level       Level
		min, max, d int
	}{{Easy, 2, 2, 3}, {Medium, 2, 3, 3}, {Hard, 2, 3, 4}} {
		a, err := tree.Random(c.level.Spec(1), tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := tree.Random(c.level.Spec(2), tree.MaxNodes)
		if a.Height() != c.d || len(a.Leaves()) < pow(c.min, c.d) || len(a.Leaves()) > pow(c.max, c.d) {
			t.Errorf("%s: height %d, %d leaves", c.level.ID(), a.Height(), len(a.Leaves()))
		}
		if leafValues(a) == leafValues(b) {
			t.Errorf("%s: seeds 1 and 2 make the same tree", c.level.ID())
		}
	}
}

func pow(b, e int) int {
	r := 1
	for range e {
		r *= b
	}
	return r
}

func leafValues(t *tree.Tree) string {
	var vs []float64
	for _, id := range t.Leaves() {
		vs = append(vs, t.Nodes[id].Value)
	}
	return fmt.Sprint(vs)
}

// TestWindowsOnTheWalkthrough: the windows of the walk-through as its
// nodes return (fail-soft alpha-beta), typed as a student types them; a
// wrong bound is marked on its node, a window at a pruned node is wrong.
func TestWindowsOnTheWalkthrough(t *testing.T) {
	tr, n := walkthrough(t), english(t)
	s := NewSheet(Windows)
	for label, w := range map[string][2]string{
		"d": {"-inf", "3"}, "e": {"3", "2"}, "c": {"3", "+inf"}, "g": {"−∞", "3"}, "f": {"15", "3"},
		"b": {"-inf", "3"}, "k": {"3", "2"}, "l": {"3", "3"}, "j": {"3", "+inf"}, "i": {"3", "3"}, "a": {"3", "+inf"},
	} {
		a, err := ParseBound(w[0])
		b, err2 := ParseBound(w[1])
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		s.Windows[node(t, tr, label)] = [2]float64{a, b}
	}
	r, err := s.Check(tr, n)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Mistakes) != 0 || r.Total != 11 {
		t.Fatalf("the walk-through's windows: %d of %d, %+v", r.Correct, r.Total, r.Mistakes)
	}
	s.Windows[node(t, tr, "e")] = [2]float64{3, 12}
	s.Windows[node(t, tr, "h")] = [2]float64{15, 3}
	r, _ = s.Check(tr, n)
	if len(r.Mistakes) != 2 || r.Mistakes[0].Node != "e" || r.Mistakes[0].Expected != "(3, 2)" || r.Mistakes[1].Node != "h" || r.Mistakes[1].Expected != nil {
		t.Errorf("e's β wrong, a window at h: %+v", r.Mistakes)
	}
	if _, err := ParseBound("three"); err == nil {
		t.Error("three read as a bound")
	}
}

// TestQuestionsOnTheWalkthrough: the questions of the walk-through's
// steps 23 (the cutoff at e), 26 (c keeps V = 3) and 28 (c returns 3),
// and none at a call.
func TestQuestionsOnTheWalkthrough(t *testing.T) {
	tr, n := walkthrough(t), english(t)
	l := n.Language()
	for _, c := range []struct {
		step           int
		prompt, answer string
		choices        int
	}{
		{23, "At e: α = 3, β = 2. Does it cut off?", "Yes: α ≥ β, the search leaves the node", 2},
		{26, "c compares e's value, 2, with its V, 3.", "V stays 3", 2},
		{28, "What does c return?", "3", 2},
	} {
		q, ok := Ask(tr, c.step, l)
		if !ok || q.Prompt != c.prompt || q.Choices[q.Answer] != c.answer || len(q.Choices) != c.choices {
			t.Errorf("step %d: %v %+v", c.step, ok, q)
		}
		// The narration of the step agrees with the right answer.
		if why := n.Step(tr, c.step); c.step == 26 && !strings.Contains(why, "stays 3") {
			t.Errorf("step 26 says %q", why)
		}
	}
	if _, ok := Ask(tr, 1, l); ok {
		t.Error("a call asks a question")
	}
	p := Predictions{23: 0, 26: 0, 28: 1} // 28: the choices are 2 and 3
	r := p.Check(tr, l, n)
	if r.Total != 3 || r.Correct != 2 || *r.FirstMistakeStep != 26 || r.Mistakes[0].Expected != "V stays 3" {
		t.Errorf("predictions marked %+v", r)
	}
}

// TestMistakesSayWhatWasWritten: each kind of mistake is told with what
// the student wrote and what the search does, in the student's language.
func TestMistakesSayWhatWasWritten(t *testing.T) {
	tr, n := walkthrough(t), english(t)
	said := func(s *Sheet) []string {
		t.Helper()
		r, err := s.Check(tr, n)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, m := range r.Mistakes {
			out = append(out, Said(m, n.Language()))
		}
		return out
	}
	v := solved(tr, Values)
	v.Values[node(t, tr, "c")] = 4
	v.Values[node(t, tr, "h")] = 1
	delete(v.Values, node(t, tr, "b"))
	// In the order the search meets them: h is pruned before b returns.
	want := []string{"you wrote 4 at c; it returns 3", "you wrote 1 at h, but the search never reaches it", "you left b blank; it returns 3"}
	if got := said(v); !slices.Equal(got, want) {
		t.Errorf("values: %q\nwant %q", got, want)
	}
	p := solved(tr, Pruned)
	first := slices.Max(slices.Collect(maps.Keys(p.Marked))) // not under e
	p.Toggle(tr.Tree, first)
	p.Toggle(tr.Tree, node(t, tr, "e"))
	got := said(p)
	if !slices.Contains(got, "you marked e as pruned, but the search visits it") || !slices.Contains(got, tr.Tree.Name(first)+" is pruned, but you did not mark it") {
		t.Errorf("pruned: %q", got)
	}
	b := NewSheet(Best)
	if got := said(b); !slices.Equal(got, []string{"you chose no move; the root moves to b"}) {
		t.Errorf("best: %q", got)
	}
	w := solved(tr, Windows)
	d := node(t, tr, "d")
	w.Windows[d] = [2]float64{0, 3}
	if got := said(w); len(got) != 1 || got[0] != "you wrote (0, 3) at d; it returns with (−∞, 3)" {
		t.Errorf("windows: %q", got)
	}
}

// TestExercisesFitTheAlgorithm: windows and pruned subtrees are asked of
// the algorithms that prune only.
func TestExercisesFitTheAlgorithm(t *testing.T) {
	for _, a := range algorithms {
		for _, e := range Exercises {
			err := e.Fit(a)
			needs := e == Windows || e == Pruned
			if (err != nil) != (needs && !a.Prunes()) {
				t.Errorf("%v under %v: %v", e.ID(), a, err)
			}
		}
	}
	if !errors.Is(Pruned.Fit(search.Minimax), ErrNoPruning) || !errors.Is(Windows.Fit(search.Negamax), ErrNoWindows) {
		t.Error("the wrong reasons")
	}
}

// TestLikeKeepsTheShape: a tree like another is as deep, has its
// branching (at least two children, at most four), and its leaf range.
func TestLikeKeepsTheShape(t *testing.T) {
	src, err := tree.ReadBracket([]byte("[[[1 [2 3]] [4]] [[5 6] [-7 8 9 10 11 12]]]"))
	if err != nil {
		t.Fatal(err)
	}
	s := Like(src, 7)
	if s.Depth != src.Height() || s.MinBranching != 2 || s.MaxBranching != 4 || s.Low != -7 || s.High != 12 || s.Decimals || s.Dice {
		t.Errorf("like %+v", s)
	}
	dice, err := samples.Load("dice")
	if err != nil {
		t.Fatal(err)
	}
	if d := Like(dice, 3); !d.Dice {
		t.Errorf("a tree like the dice has no chance nodes: %+v", d)
	} else if r, err := tree.Random(d, tree.MaxNodes); err != nil || !r.HasChance() {
		t.Errorf("a tree like the dice: %v, chance nodes %v", err, err == nil && r.HasChance())
	}
	for seed := range uint64(50) {
		s.Seed = seed
		r, err := tree.Random(s, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		for id := range r.Nodes {
			if c := len(r.Nodes[id].Children); c == 1 || c > 4 {
				t.Fatalf("seed %d: a node with %d children", seed, c)
			}
		}
	}
}

// TestPractisingWithDice: every exercise works on a tree with chance
// nodes under expectimax and Star1; an expected value in thirds may be
// written to two or three decimals, not to one; Star1's bound tests are
// asked as questions whose right answer the narration confirms.
func TestPractisingWithDice(t *testing.T) {
	tr0, err := tree.ReadLimit([]byte(`{"version": 1, "tree": {"children": [
	  {"kind": "chance", "children": [{"children": [6, 8]}, {"children": [4, 5]}]},
	  {"kind": "chance", "children": [{"children": [1, 3]}, {"children": [2, 9]}, {"children": [9, 7]}]}]}}`), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	n := english(t)
	for _, a := range []search.Algorithm{search.Expectimax, search.Star1} {
		tr, err := search.Run(context.Background(), tr0, search.Options{Algorithm: a, Bounds: search.Bounds{Low: 0, High: 10}})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range Exercises {
			if e.Fit(a) != nil {
				continue
			}
			r, err := solved(tr, e).Check(tr, n)
			if err != nil || len(r.Mistakes) != 0 || r.Total == 0 {
				t.Errorf("%v, %s solved: %+v %v", a, e.ID(), r, err)
			}
		}
		if a != search.Expectimax {
			continue
		}
		e := tr.Tree.Nodes[tree.Root].Children[1] // worth (1 + 2 + 7) / 3 = 3.333…
		for given, right := range map[float64]bool{3.333: true, 3.33: true, 3.3: false, 3.34: false} {
			s := NewSheet(Values)
			s.Values[e] = given
			r, _ := s.Check(tr, n)
			if (r.Verdicts[e] == Right) != right {
				t.Errorf("e written %v: %v, mistakes %+v", given, r.Verdicts[e], r.Mistakes)
			}
		}
	}
	tr, _ := search.Run(context.Background(), tr0, search.Options{Algorithm: search.Star1, Bounds: search.Bounds{Low: 0, High: 10}})
	asked := 0
	for k := range tr.Len() {
		s := tr.StepAt(k)
		if s.Kind != search.UpperTest && s.Kind != search.LowerTest {
			continue
		}
		q, ok := Ask(tr, k, n.Language())
		if !ok || !strings.Contains(q.Prompt, "chance node") || len(q.Choices) != 2 || (q.Answer == 0) != s.Yes {
			t.Errorf("step %d: %v %+v", k, ok, q)
		}
		asked++
	}
	if asked < 3 {
		t.Errorf("%d bound tests asked", asked)
	}
}

// TestQuestionsOnBratkosProgram: "what happens next" asks goodenough's
// question as the program tests it (the child's value against the far
// bound, strictly), and nothing where the list simply ends; betterof is a
// question about V, whose answer keeps the later child on a tie.
func TestQuestionsOnBratkosProgram(t *testing.T) {
	t0, err := tree.ReadBracket([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), t0, search.Options{Algorithm: search.Bratko})
	if err != nil {
		t.Fatal(err)
	}
	l := english(t).Language()
	asked, enough, ends := 0, 0, 0
	for k := 1; k < tr.Len(); k++ {
		s := tr.StepAt(k)
		q, ok := Ask(tr, k, l)
		switch {
		case s.Kind == search.CompareV && tr.Before(k).Chosen == tree.None:
			ends++
			if ok {
				t.Errorf("step %d, the end of a list, asks %q", k, q.Prompt)
			}
		case s.Kind == search.CutoffTest:
			asked++
			want := "Yes: the list stops, the rest is not searched"
			if !s.Yes {
				want = "No: the search goes on"
			}
			if !ok || !strings.HasPrefix(q.Prompt, "goodenough at ") || q.Choices[q.Answer] != want {
				t.Errorf("step %d (%v): %v %+v", k, s.Yes, ok, q)
			}
			if s.Yes {
				enough++
			}
		}
	}
	if asked < 5 || enough < 2 || ends < 5 {
		t.Fatalf("%d goodenough questions, %d stopping, %d list ends", asked, enough, ends)
	}
	// The root's last betterof: b and i are both worth 3, i stays.
	last := tr.Len() - 3
	if q, ok := Ask(tr, last, l); !ok || q.Prompt != "betterof at a: b is worth 3, i, the best of the rest, 3. Which is the better position?" ||
		q.Choices[q.Answer] != "i" || tr.StepAt(last).Chosen != node(t, tr, "i") {
		t.Errorf("step %d: %v %+v, chosen %s", last, ok, q, tr.Tree.Name(tr.StepAt(last).Chosen))
	}
}

// TestQuestionsOnTheSlidesStages: the slides' stage 1 asks whether min
// reaches min_threshold, in the words of its listing (soglia_min in
// Italian); at e the first leaf's 2 does (c's max is 3), and the right
// answer is done (finito).
func TestQuestionsOnTheSlidesStages(t *testing.T) {
	t0, err := tree.ReadBracket([]byte("[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), t0, search.Options{Algorithm: search.SlidesStage1})
	if err != nil {
		t.Fatal(err)
	}
	l := english(t).Language()
	q, ok := Ask(tr, 20, l)
	if !ok || q.Prompt != "At e: is min = 2 ≤ min_threshold = 3?" || q.Choices[q.Answer] != "Yes: done, the rest is not searched" {
		t.Errorf("step 20: %v %+v", ok, q)
	}
	if q, ok := Ask(tr, 15, l); !ok || q.Prompt != "At c: is max = 3 ≥ max_threshold = +∞?" || q.Choices[q.Answer] != "No: the search goes on" {
		t.Errorf("step 15: %v %+v", ok, q)
	}
	if q, ok := Ask(tr, 20, i18n.Must("it")); !ok || !strings.Contains(q.Prompt, "soglia_min = 3") {
		t.Errorf("step 20 in Italian: %v %+v", ok, q)
	}
}
