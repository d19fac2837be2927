// Package grade marks a student's answers about a search against the
// search itself: the values the algorithm returns at nodes, the nodes it
// prunes, and the move it chooses at the root. Each mistake names the
// step of the search where the right answer shows, with that step's
// sentence of narration as the reason, so a student can replay it.
package grade

import (
	"math"
	"slices"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// Answers are what a student says about one search. Nodes are named by
// their labels, as the tree shows them.
type Answers struct {
	// Values are the values the algorithm returns at those nodes.
	Values map[string]float64 `json:"values"`
	// Pruned are nodes never visited: each stands for itself and its
	// whole subtree, so listing only the topmost pruned nodes or every
	// pruned node grades the same. Nil (the field left out) is not
	// graded; an empty list says nothing is pruned.
	Pruned []string `json:"pruned"`
	// Best is the root's chosen child.
	Best string `json:"best"`
}

// Fields of a mistake.
const (
	FieldValue  = "value"
	FieldPruned = "pruned"
	FieldBest   = "best"
)

// Mistake is one wrong answer.
type Mistake struct {
	Node  string `json:"node"`
	Field string `json:"field"`
	// Given and Expected are numbers for a value (Expected null for a
	// node the search never visits), booleans for pruned, labels for
	// best.
	Given    any `json:"given"`
	Expected any `json:"expected"`
	// Step is where the search shows the right answer; Why is that
	// step's sentence.
	Step int    `json:"step"`
	Why  string `json:"why"`
}

// Result is the mark: how many answers were right of how many, and the
// mistakes in the order the search meets them.
type Result struct {
	Correct  int       `json:"correct"`
	Total    int       `json:"total"`
	Mistakes []Mistake `json:"mistakes"`
	// FirstMistakeStep is the step of the first mistake; nil when there
	// is none.
	FirstMistakeStep *int `json:"first_mistake_step"`
}

// Grade marks a against the search tr, explaining mistakes with n's
// sentences. A label the tree does not have, or has twice, is an error.
func Grade(tr *search.Trace, a Answers, n *narrate.Narrator) (Result, error) {
	g := grader{tr: tr, n: n, names: map[string]tree.NodeID{}}
	t := tr.Tree
	for id := range t.Nodes {
		name := t.Name(tree.NodeID(id))
		if _, twice := g.names[name]; twice {
			g.names[name] = tree.None
			continue
		}
		g.names[name] = tree.NodeID(id)
	}
	var r Result
	// Values, in the tree's order (labels sorted for a stable order of
	// equal steps).
	labels := make([]string, 0, len(a.Values))
	for label := range a.Values {
		labels = append(labels, label)
	}
	slices.Sort(labels)
	for _, label := range labels {
		id, err := g.node(label)
		if err != nil {
			return Result{}, err
		}
		r.Total++
		given := a.Values[label]
		if math.IsNaN(given) || math.IsInf(given, 0) {
			return Result{}, i18n.Wrap(ErrAnswers, "grade.value_not_finite", "Node", label)
		}
		if m, ok := g.value(id, label, given); !ok {
			r.Mistakes = append(r.Mistakes, m)
		}
	}
	if a.Pruned != nil { // an answer left out is not graded; an empty list is
		ms, total, err := g.pruned(a.Pruned)
		if err != nil {
			return Result{}, err
		}
		r.Total += total
		r.Mistakes = append(r.Mistakes, ms...)
	}
	if a.Best != "" {
		if _, err := g.node(a.Best); err != nil {
			return Result{}, err
		}
		r.Total++
		if m, ok := g.best(a.Best); !ok {
			r.Mistakes = append(r.Mistakes, m)
		}
	}
	slices.SortStableFunc(r.Mistakes, func(x, y Mistake) int { return x.Step - y.Step })
	r.Correct = r.Total - len(r.Mistakes)
	if len(r.Mistakes) > 0 {
		first := r.Mistakes[0].Step
		r.FirstMistakeStep = &first
	}
	if r.Mistakes == nil {
		r.Mistakes = []Mistake{}
	}
	return r, nil
}

type grader struct {
	tr    *search.Trace
	n     *narrate.Narrator
	names map[string]tree.NodeID // tree.None: a label two nodes have
}

// node finds the node a label names.
func (g *grader) node(label string) (tree.NodeID, error) {
	id, ok := g.names[label]
	switch {
	case !ok:
		return tree.None, i18n.New("grade.unknown_label", "Label", i18n.Quote(label))
	case id == tree.None:
		return tree.None, i18n.New("grade.ambiguous_label", "Label", i18n.Quote(label))
	}
	return id, nil
}

// mistake fills in where the search shows the right answer, and why.
func (g *grader) mistake(label, field string, given, expected any, step int) Mistake {
	return Mistake{Node: label, Field: field, Given: given, Expected: expected, Step: step, Why: g.n.Step(g.tr, step)}
}

// Returned is the value the algorithm returns at node id (from the
// point of view the algorithm uses there: MAX's, or in the negamax forms
// the player to move), and whether the search returned from it at all.
func Returned(tr *search.Trace, id tree.NodeID) (float64, bool) {
	k := tr.ReturnStep(id)
	if k < 0 {
		return 0, false
	}
	s := tr.StepAt(k)
	if s.Kind == search.Leaf {
		return s.Value, true
	}
	return s.V, true
}

// value grades a value given at a node.
func (g *grader) value(id tree.NodeID, label string, given float64) (Mistake, bool) {
	want, ok := Returned(g.tr, id)
	switch {
	case !ok:
		return g.mistake(label, FieldValue, given, nil, g.unvisitedStep(id)), false
	case !Same(want, given):
		return g.mistake(label, FieldValue, given, want, g.tr.ReturnStep(id)), false
	}
	return Mistake{}, true
}

// Same reports whether a value given is the value wanted: exactly, or
// for a value with more than three decimals (an expected value in thirds)
// rounded to two or three decimals (4/3 as 1.33 or 1.333).
func Same(want, given float64) bool {
	if want == given {
		return true
	}
	r := math.Round(want * 1000)
	return math.Abs(want*1000-r) > 1e-6 && math.Abs(want-given) <= 0.005
}

// unvisitedStep is where the search passes a node by: the step that
// pruned it, or for a node below the depth limit the estimate of its
// nearest visited ancestor.
func (g *grader) unvisitedStep(id tree.NodeID) int {
	if k := g.tr.PruneStep(id); k >= 0 {
		return k
	}
	t := g.tr.Tree
	for id != tree.None && g.tr.ReturnStep(id) < 0 {
		id = t.Nodes[id].Parent
	}
	if id == tree.None {
		return 0
	}
	return g.tr.ReturnStep(id)
}

// pruned grades the pruned nodes given, as a set: every topmost pruned
// node (pruned, its parent visited) left out is a mistake, and so is
// every node given that the search visits or that lies below the depth
// limit. It returns the mistakes and how many answers there were.
func (g *grader) pruned(given []string) ([]Mistake, int, error) {
	tr, t := g.tr, g.tr.Tree
	listed := make([]bool, len(t.Nodes))
	var mistakes []Mistake
	total := 0
	for _, label := range given {
		id, err := g.node(label)
		if err != nil {
			return nil, 0, err
		}
		if listed[id] {
			continue
		}
		listed[id] = true
		if tr.PruneStep(id) < 0 { // visited, or below the depth limit
			total++
			k := tr.CallStep(id)
			if k < 0 {
				k = g.unvisitedStep(id)
			}
			mistakes = append(mistakes, g.mistake(label, FieldPruned, true, false, k))
		}
	}
	// covered: the node or an ancestor is listed (parents come first in
	// preorder).
	covered := make([]bool, len(t.Nodes))
	for _, id := range t.Preorder() {
		p := t.Nodes[id].Parent
		covered[id] = listed[id] || (p != tree.None && covered[p])
		if tr.PruneStep(id) < 0 || (p != tree.None && tr.PruneStep(p) >= 0) {
			continue // not a topmost pruned node
		}
		total++
		if !covered[id] {
			mistakes = append(mistakes, g.mistake(t.Name(id), FieldPruned, false, true, tr.PruneStep(id)))
		}
	}
	return mistakes, total, nil
}

// best grades the root's chosen child.
func (g *grader) best(given string) (Mistake, bool) {
	tr := g.tr
	var want any
	if len(tr.PV) > 1 {
		want = tr.Tree.Name(tr.PV[1])
	}
	if want == given {
		return Mistake{}, true
	}
	return g.mistake(tr.Tree.Name(tree.Root), FieldBest, given, want, tr.Len()-1), false
}
