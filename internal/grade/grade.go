// Package grade marks a student's answers about a search against the
// search itself: the values the algorithm returns at nodes, the nodes it
// prunes, and the move it chooses at the root. Each mistake names the
// step of the search where the right answer shows, with that step's
// sentence of narration as the reason, so a student can replay it.
//
// The marks are those of the exercise, whatever the student answers: one
// for the value of each inner node the search visits, one for each node
// below the root saying whether it is pruned (with an algorithm that
// prunes), one for the root's move. A wrong or missing answer earns no
// mark; a pruned subtree wrongly claimed or left out is wrong for every
// node in it; a claim about what the exercise does not ask earns nothing,
// and costs a mark when it is wrong (a value at a node the search never
// reaches).
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
	// pruned node grades the same. Nil (the field left out) answers
	// nothing, and earns none of the part's marks; an empty list says
	// nothing is pruned.
	Pruned []string `json:"pruned"`
	// Best is the root's chosen child; "" answers nothing.
	Best string `json:"best"`
}

// Fields of a mistake.
const (
	FieldValue  = "value"
	FieldPruned = "pruned"
	FieldBest   = "best"
)

// Part is a set of the parts of an exercise.
type Part uint8

// The parts of an exercise.
const (
	// PartValues asks the value the algorithm returns at every inner node
	// it visits.
	PartValues Part = 1 << iota
	// PartPruned asks, of every node of the searched tree but the root,
	// whether the search prunes it (with an algorithm that prunes:
	// AsksPruned).
	PartPruned
	// PartBest asks the root's chosen child.
	PartBest
	// AllParts is the whole exercise, as Grade marks it.
	AllParts = PartValues | PartPruned | PartBest
)

// AsksPruned reports whether an exercise about algorithm a asks which
// nodes are pruned: a keeps a window and prunes. The slides' stage 2
// passes the root's window down unchanged and prunes nothing.
func AsksPruned(a search.Algorithm) bool { return a.Prunes() && a != search.SlidesStage2 }

// Mistake is one wrong or missing answer.
type Mistake struct {
	Node  string `json:"node"`
	Field string `json:"field"`
	// Given and Expected are numbers for a value (Given null for a value
	// left out, Expected null for a node the search never reaches),
	// booleans for pruned (Given null and Expected the topmost pruned
	// nodes when the part is not answered), labels for best (Given null
	// for none).
	Given    any `json:"given"`
	Expected any `json:"expected"`
	// Marks is what the mistake costs: one, or for a subtree wrongly
	// listed as pruned or left out one for each node of it the mistake is
	// wrong about.
	Marks int `json:"marks"`
	// Step is where the search shows the right answer; Why is that
	// step's sentence.
	Step int    `json:"step"`
	Why  string `json:"why"`
}

// Answer names an answer: its node and field.
type Answer struct {
	Node  string `json:"node"`
	Field string `json:"field"`
}

// Result is the mark: the marks earned of the exercise's, and the
// mistakes in the order the search meets them.
type Result struct {
	// Correct is Total less what the mistakes cost, and never below 0;
	// Total is the exercise's marks, the same whatever was answered.
	Correct int `json:"correct"`
	Total   int `json:"total"`
	// Mistakes cost Marks each.
	Mistakes []Mistake `json:"mistakes"`
	// NotAsked are right answers about what the exercise does not ask
	// (a leaf's value, which the tree shows; a node below the depth limit
	// in a pruned subtree): they earn nothing.
	NotAsked []Answer `json:"not_asked"`
	// FirstMistakeStep is the step of the first mistake; nil when there
	// is none.
	FirstMistakeStep *int `json:"first_mistake_step"`
}

// Grade marks a against the whole exercise about the search tr,
// explaining mistakes with n's sentences. A label the tree does not have,
// or has twice, is an error.
func Grade(tr *search.Trace, a Answers, n *narrate.Narrator) (Result, error) {
	return GradeParts(tr, a, n, AllParts)
}

// GradeParts is Grade for the given parts of the exercise only: the
// answers of the other parts are not read, and their marks not counted.
func GradeParts(tr *search.Trace, a Answers, n *narrate.Narrator, parts Part) (Result, error) {
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
	if parts&PartValues != 0 {
		if err := g.values(a.Values); err != nil {
			return Result{}, err
		}
	}
	if parts&PartPruned != 0 {
		if err := g.pruned(a.Pruned); err != nil {
			return Result{}, err
		}
	}
	if parts&PartBest != 0 {
		if err := g.best(a.Best); err != nil {
			return Result{}, err
		}
	}
	r := g.r
	slices.SortStableFunc(r.Mistakes, func(x, y Mistake) int { return x.Step - y.Step })
	lost := 0
	for _, m := range r.Mistakes {
		lost += m.Marks
	}
	r.Correct = max(r.Total-lost, 0)
	if len(r.Mistakes) > 0 {
		first := r.Mistakes[0].Step
		r.FirstMistakeStep = &first
	}
	if r.Mistakes == nil {
		r.Mistakes = []Mistake{}
	}
	if r.NotAsked == nil {
		r.NotAsked = []Answer{}
	}
	return r, nil
}

type grader struct {
	tr    *search.Trace
	n     *narrate.Narrator
	names map[string]tree.NodeID // tree.None: a label two nodes have
	r     Result
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

// miss notes a mistake costing marks, with where the search shows the
// right answer, and why.
func (g *grader) miss(label, field string, given, expected any, marks, step int) {
	g.r.Mistakes = append(g.r.Mistakes, Mistake{Node: label, Field: field, Given: given, Expected: expected, Marks: marks, Step: step, Why: g.n.Step(g.tr, step)})
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

// AsksValue reports whether the exercise about tr asks the value at node
// id: an inner node of the searched tree (above the depth limit) that the
// search visits. A leaf's value, or an estimate at the depth limit, the
// tree shows.
func AsksValue(tr *search.Trace, id tree.NodeID) bool {
	return tr.Depth(id) > 0 && !tr.Tree.Nodes[id].IsLeaf() && tr.ReturnStep(id) >= 0
}

// values grades the values given: each value the exercise asks is right,
// wrong or missing (one mark); a value it does not ask earns nothing, and
// costs a mark when it is wrong: a leaf's value other than the tree's, or
// a value at a node the search never reaches.
func (g *grader) values(given map[string]float64) error {
	tr, t := g.tr, g.tr.Tree
	at := make(map[tree.NodeID]float64, len(given))
	for label, v := range given {
		id, err := g.node(label)
		if err != nil {
			return err
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return i18n.Wrap(ErrAnswers, "grade.value_not_finite", "Node", i18n.Quote(label))
		}
		at[id] = v
	}
	for _, id := range t.Preorder() {
		v, answered := at[id]
		want, visited := Returned(tr, id)
		label := t.Name(id)
		switch {
		case AsksValue(tr, id):
			g.r.Total++
			if !answered {
				g.miss(label, FieldValue, nil, want, 1, tr.ReturnStep(id))
			} else if !Same(want, v) {
				g.miss(label, FieldValue, v, want, 1, tr.ReturnStep(id))
			}
		case !answered:
		case !visited:
			g.miss(label, FieldValue, v, nil, 1, g.unvisitedStep(id))
		case !Same(want, v):
			g.miss(label, FieldValue, v, want, 1, tr.ReturnStep(id))
		default:
			g.r.NotAsked = append(g.r.NotAsked, Answer{label, FieldValue})
		}
	}
	return nil
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

// pruned grades the nodes given as pruned. With an algorithm that
// prunes, every node of the searched tree but the root is a question,
// answered yes when it or an ancestor is listed: a yes at a node the
// search visits is charged to the nearest node listed above it (a
// subtree wrongly listed costs each of its visited nodes), a no at a
// pruned node to its topmost pruned ancestor (a pruned subtree left out
// costs each of its nodes not listed). A node listed that the search does
// not prune costs at least a mark (the root, or one below the depth limit
// with nothing pruned above it), whatever the algorithm. Nil answers
// nothing: every question is missed.
func (g *grader) pruned(given []string) error {
	tr, t := g.tr, g.tr.Tree
	asks := AsksPruned(tr.Options.Algorithm)
	questions := 0
	if asks {
		for _, id := range t.Preorder() {
			if id != tree.Root && tr.Depth(id) >= 0 {
				questions++
			}
		}
	}
	g.r.Total += questions
	if given == nil {
		if questions > 0 {
			top := []string{}
			step := tr.Len() - 1
			for _, id := range topmostPruned(tr) {
				top = append(top, t.Name(id))
				step = min(step, tr.PruneStep(id))
			}
			g.miss(t.Name(tree.Root), FieldPruned, nil, top, questions, step)
		}
		return nil
	}
	listed := make([]bool, len(t.Nodes))
	for _, label := range given {
		id, err := g.node(label)
		if err != nil {
			return err
		}
		listed[id] = true
	}
	isPruned := func(id tree.NodeID) bool { return tr.PruneStep(id) >= 0 }
	// owner: the nearest node listed at or above each node; top: its
	// topmost pruned ancestor (or itself), for a pruned node. Parents come
	// first in preorder.
	owner, top := make([]tree.NodeID, len(t.Nodes)), make([]tree.NodeID, len(t.Nodes))
	wrong, missed := map[tree.NodeID]int{}, map[tree.NodeID]int{}
	for _, id := range t.Preorder() {
		p := t.Nodes[id].Parent
		owner[id], top[id] = tree.None, id
		if p != tree.None {
			owner[id] = owner[p]
			if isPruned(p) {
				top[id] = top[p]
			}
		}
		if listed[id] {
			owner[id] = id
		}
		if !asks || id == tree.Root || tr.Depth(id) < 0 {
			continue
		}
		switch covered := owner[id] != tree.None; {
		case covered && !isPruned(id):
			wrong[owner[id]]++
		case !covered && isPruned(id):
			missed[top[id]]++
		}
	}
	for _, id := range t.Preorder() {
		switch {
		case listed[id] && !isPruned(id):
			k := tr.CallStep(id)
			if k < 0 {
				k = g.unvisitedStep(id)
			}
			g.miss(t.Name(id), FieldPruned, true, false, max(wrong[id], 1), k)
		case listed[id] && tr.Depth(id) < 0 && (t.Nodes[id].Parent == tree.None || owner[t.Nodes[id].Parent] == tree.None):
			g.r.NotAsked = append(g.r.NotAsked, Answer{t.Name(id), FieldPruned})
		case missed[id] > 0:
			g.miss(t.Name(id), FieldPruned, false, true, missed[id], tr.PruneStep(id))
		}
	}
	return nil
}

// topmostPruned lists the pruned nodes whose parent the search visits, in
// preorder.
func topmostPruned(tr *search.Trace) []tree.NodeID {
	var top []tree.NodeID
	for _, id := range tr.Tree.Preorder() {
		if p := tr.Tree.Nodes[id].Parent; tr.PruneStep(id) >= 0 && (p == tree.None || tr.PruneStep(p) < 0) {
			top = append(top, id)
		}
	}
	return top
}

// best grades the root's chosen child: one mark, when the root has moves
// to choose from; a move named where there are none costs one.
func (g *grader) best(given string) error {
	tr := g.tr
	t := tr.Tree
	var want any
	if len(tr.PV) > 1 {
		want = t.Name(tr.PV[1])
	}
	asked := tr.Depth(tree.Root) > 0 && !t.Nodes[tree.Root].IsLeaf()
	if asked {
		g.r.Total++
	}
	switch {
	case given == "":
		if asked {
			g.miss(t.Name(tree.Root), FieldBest, nil, want, 1, tr.Len()-1)
		}
		return nil
	case want == given:
		return nil
	}
	if _, err := g.node(given); err != nil {
		return err
	}
	g.miss(t.Name(tree.Root), FieldBest, given, want, 1, tr.Len()-1)
	return nil
}
