// Package practice holds a student's work on one exercise about a search,
// as the window's practice mode collects it (values written at inner
// nodes, subtrees marked as pruned, the move chosen at the root), and
// marks it with package grade: right and wrong per node, and the first
// mistake in the order the search meets it, explained by that step's
// sentence. It also makes the random trees of the three difficulties.
package practice

import (
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// Exercise is what the student is asked.
type Exercise uint8

const (
	// Values: the value the algorithm returns at every inner node it
	// visits (and none at the ones it never visits).
	Values Exercise = iota
	// Pruned: the subtrees the search never visits.
	Pruned
	// Best: the move the root chooses.
	Best
	// Windows: α and β at every inner node the search visits, as the node
	// returns.
	Windows
	// Predict: before each comparison, cutoff test and return is shown,
	// what it will do (Ask's questions).
	Predict
)

// Exercises lists every exercise, in the order the window offers them.
var Exercises = [...]Exercise{Values, Windows, Pruned, Best, Predict}

// ID is the exercise's message id: its name in every language, and with
// ".how" appended what the student does.
func (e Exercise) ID() string {
	return [...]string{"practice.values", "practice.pruned", "practice.best", "practice.windows", "practice.predict"}[e]
}

// ErrNoPruning says the algorithm prunes nothing: there are no pruned
// subtrees to mark.
var ErrNoPruning = i18n.New("practice.no_pruning")

// ErrNotClassic says the algorithm searches parts of the tree more than
// once (PVS, MTD(f)): a node has no one value or window to ask about.
var ErrNotClassic = i18n.New("practice.not_classic")

// Fit tells whether the exercise asks anything of algorithm a: it must
// call each node once, and the α/β windows and the pruned subtrees need
// one that prunes.
func (e Exercise) Fit(a search.Algorithm) error {
	switch {
	case !a.Once():
		return ErrNotClassic
	case a == search.SlidesStage2 && e == Windows:
		// As the slides write it, it passes the root's (-inf, +inf) down
		// unchanged: every window the same, nothing pruned.
		return ErrNoWindows
	case e == Pruned && !grade.AsksPruned(a):
		return ErrNoPruning
	case a.Prunes():
		return nil
	case e == Windows:
		return ErrNoWindows
	}
	return nil
}

// Level is a difficulty of random trees.
type Level uint8

const (
	// Easy trees are binary and three levels deep.
	Easy Level = iota
	// Medium trees have two or three children a node, three levels deep.
	Medium
	// Hard trees have two or three children a node, four levels deep.
	Hard
)

// Levels lists every difficulty, easiest first.
var Levels = [...]Level{Easy, Medium, Hard}

// ID is the difficulty's message id.
func (l Level) ID() string {
	return [...]string{"practice.easy", "practice.medium", "practice.hard"}[l]
}

// Spec is the random tree of a difficulty made with a seed.
func (l Level) Spec(seed uint64) tree.RandomSpec {
	s := tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 3, Low: -9, High: 9, Seed: seed}
	switch l {
	case Easy:
		s.MaxBranching, s.Low, s.High = 2, 0, 20
	case Hard:
		s.Depth, s.Low, s.High = 4, -20, 20
	}
	return s
}

// Sheet is a student's work on one exercise about one tree: only the
// exercise's own answers count when it is checked.
type Sheet struct {
	Exercise Exercise
	// Values written at nodes.
	Values map[tree.NodeID]float64
	// Marked are roots of subtrees marked as pruned.
	Marked map[tree.NodeID]bool
	// Best is the root's child chosen; tree.None for none yet.
	Best tree.NodeID
	// Windows written at nodes: α and β.
	Windows map[tree.NodeID][2]float64
	// Predictions made before steps were shown.
	Predictions Predictions
}

// NewSheet returns a blank sheet for the exercise.
func NewSheet(e Exercise) *Sheet {
	return &Sheet{Exercise: e, Values: map[tree.NodeID]float64{}, Marked: map[tree.NodeID]bool{}, Best: tree.None, Windows: map[tree.NodeID][2]float64{}, Predictions: Predictions{}}
}

// Blank tells whether nothing has been answered yet.
func (s *Sheet) Blank() bool {
	switch s.Exercise {
	case Values:
		return len(s.Values) == 0
	case Pruned:
		return len(s.Marked) == 0
	case Windows:
		return len(s.Windows) == 0
	case Predict:
		return len(s.Predictions) == 0
	}
	return s.Best == tree.None
}

// Answerable tells whether a node takes an answer in this exercise:
// inner nodes take values, every node but the root may be marked, and
// only the root's children can be the chosen move.
func (s *Sheet) Answerable(t *tree.Tree, id tree.NodeID) bool {
	if id < 0 || int(id) >= t.Len() {
		return false
	}
	switch s.Exercise {
	case Values, Windows:
		return !t.Nodes[id].IsLeaf()
	case Pruned:
		return id != tree.Root
	case Predict:
		return false // questions come with the steps
	}
	return t.Nodes[id].Parent == tree.Root
}

// Toggle marks a subtree as pruned, or takes the mark away; for the Best
// exercise it chooses the move (or takes the choice back). It does
// nothing on a node that takes no such answer.
func (s *Sheet) Toggle(t *tree.Tree, id tree.NodeID) {
	if !s.Answerable(t, id) {
		return
	}
	switch s.Exercise {
	case Pruned:
		if s.Marked[id] {
			delete(s.Marked, id)
		} else {
			s.Marked[id] = true
		}
	case Best:
		if s.Best == id {
			s.Best = tree.None
		} else {
			s.Best = id
		}
	}
}

// Verdict is how one node's answer was marked.
type Verdict uint8

const (
	// Right is a right answer.
	Right Verdict = iota + 1
	// Wrong is a wrong answer given.
	Wrong
	// Missed is an answer left out: a value the search returns at a node
	// left blank, or a pruned subtree not marked.
	Missed
)

// Result is a checked sheet: the mark as package grade gives the
// exercise's part (the same marks as the command line's grade: a value
// left blank, a pruned subtree not marked, a subtree marked wrongly, each
// cost what they cost there) and the verdict on each node answered or
// missed.
type Result struct {
	grade.Result
	Verdicts map[tree.NodeID]Verdict
}

// Check marks the sheet against the search tr, explaining mistakes with
// n's sentences.
func (s *Sheet) Check(tr *search.Trace, n *narrate.Narrator) (Result, error) {
	switch s.Exercise {
	case Windows:
		return s.checkWindows(tr, n)
	case Predict:
		return s.Predictions.Check(tr, n.Language(), n), nil
	}
	t := tr.Tree
	var a grade.Answers
	var part grade.Part
	switch s.Exercise {
	case Values:
		part, a.Values = grade.PartValues, map[string]float64{}
		for id, v := range s.Values {
			a.Values[t.Name(id)] = v
		}
	case Pruned:
		part, a.Pruned = grade.PartPruned, []string{}
		for _, id := range slices.Sorted(maps.Keys(s.Marked)) {
			a.Pruned = append(a.Pruned, t.Name(id))
		}
	case Best:
		part = grade.PartBest
		if s.Best != tree.None {
			a.Best = t.Name(s.Best)
		}
	}
	g, err := grade.GradeParts(tr, a, n, part)
	if err != nil {
		return Result{}, err
	}
	r := Result{Result: g, Verdicts: map[tree.NodeID]Verdict{}}
	ids := map[string]tree.NodeID{}
	for id := range t.Nodes {
		ids[t.Name(tree.NodeID(id))] = tree.NodeID(id)
	}
	switch s.Exercise {
	case Values:
		for id := range s.Values {
			r.Verdicts[id] = Right
		}
	case Pruned:
		for id := range s.Marked {
			r.Verdicts[id] = Right
		}
	case Best:
		if s.Best != tree.None {
			r.Verdicts[s.Best] = Right
		}
	}
	for _, m := range r.Mistakes {
		id := ids[m.Node]
		switch {
		case m.Field == grade.FieldBest && s.Best != tree.None:
			r.Verdicts[s.Best] = Wrong
		case m.Field == grade.FieldBest:
			r.Verdicts[ids[m.Expected.(string)]] = Missed
		case m.Given == nil || m.Given == false:
			r.Verdicts[id] = Missed
		default:
			r.Verdicts[id] = Wrong
		}
	}
	return r, nil
}

// Score is the share of right answers, from 0 to 1; 1 when there was
// nothing to answer.
func (r Result) Score() float64 {
	if r.Total == 0 {
		return 1
	}
	return math.Max(0, float64(r.Correct)/float64(r.Total))
}

// Like is a random tree like t, made with a seed: as many children a node
// as t's nodes have (its fewest to its most), as deep, and leaf values in
// the range of t's, whole numbers unless t has fractions, and at least
// two children a node; a tree that says nothing (one leaf) gives a
// medium one.
func Like(t *tree.Tree, seed uint64) tree.RandomSpec {
	s := Medium.Spec(seed)
	if t == nil || t.Len() < 2 {
		return s
	}
	s.MinBranching, s.MaxBranching = t.Len(), 0
	for id := range t.Nodes {
		if n := len(t.Nodes[id].Children); n > 0 {
			s.MinBranching, s.MaxBranching = min(s.MinBranching, n), max(s.MaxBranching, n)
		}
	}
	// Small enough to work out by hand, whatever t is, and no chains of
	// only children, which ask nothing.
	s.MaxBranching = min(max(s.MaxBranching, 2), 4)
	s.MinBranching = min(max(s.MinBranching, 2), s.MaxBranching)
	s.Depth = min(t.Height(), 5)
	s.Low, s.High = math.Inf(1), math.Inf(-1)
	for _, id := range t.Leaves() {
		v := t.Nodes[id].Value
		s.Low, s.High = math.Min(s.Low, v), math.Max(s.High, v)
		s.Decimals = s.Decimals || v != math.Trunc(v)
	}
	if s.Low == s.High {
		s.Low, s.High = s.Low-10, s.High+10
	}
	s.Dice = t.HasChance() // dice again, for expectimax and Star1
	return s
}

// FieldWindow is the field of a mistake in the window at a node.
const FieldWindow = "window"

// ErrNoWindows says the algorithm has no α and β to ask about.
var ErrNoWindows = i18n.New("practice.no_windows")

// WindowAt is node id's window (α, β) as it returns, and whether the
// search returns from it with one.
func WindowAt(tr *search.Trace, id tree.NodeID) ([2]float64, bool) {
	k := tr.ReturnStep(id)
	if k < 0 || tr.Tree.Nodes[id].IsLeaf() {
		return [2]float64{}, false
	}
	st := tr.StepAt(k)
	if math.IsNaN(st.Alpha) || math.IsNaN(st.Beta) {
		return [2]float64{}, false
	}
	return [2]float64{st.Alpha, st.Beta}, true
}

// FormatWindow writes a window as the scene does: (α, β).
func FormatWindow(w [2]float64) string {
	return "(" + tree.TypesetValue(w[0]) + ", " + tree.TypesetValue(w[1]) + ")"
}

// checkWindows marks the windows written against the ones the search has
// as each node returns: a window at a node it never visits is wrong, a
// visited inner node left blank is missed.
func (s *Sheet) checkWindows(tr *search.Trace, n *narrate.Narrator) (Result, error) {
	if _, ok := WindowAt(tr, tree.Root); !ok && tr.Tree.Len() > 1 {
		return Result{}, ErrNoWindows
	}
	t := tr.Tree
	r := Result{Verdicts: map[tree.NodeID]Verdict{}}
	for id := range t.Nodes {
		id := tree.NodeID(id)
		if t.Nodes[id].IsLeaf() {
			continue
		}
		want, visited := WindowAt(tr, id)
		given, answered := s.Windows[id]
		if !visited && !answered {
			continue
		}
		r.Total++
		var m grade.Mistake
		switch {
		case answered && visited && grade.Same(want[0], given[0]) && grade.Same(want[1], given[1]):
			r.Verdicts[id] = Right
			continue
		case answered && !visited:
			k := tr.PruneStep(id)
			if k < 0 {
				k = tr.Len() - 1
			}
			m = grade.Mistake{Given: FormatWindow(given), Expected: nil, Step: k}
			r.Verdicts[id] = Wrong
		case answered:
			m = grade.Mistake{Given: FormatWindow(given), Expected: FormatWindow(want), Step: tr.ReturnStep(id)}
			r.Verdicts[id] = Wrong
		default:
			m = grade.Mistake{Given: nil, Expected: FormatWindow(want), Step: tr.ReturnStep(id)}
			r.Verdicts[id] = Missed
		}
		m.Node, m.Field, m.Why = t.Name(id), FieldWindow, n.Step(tr, m.Step)
		r.Mistakes = append(r.Mistakes, m)
	}
	slices.SortStableFunc(r.Mistakes, func(x, y grade.Mistake) int { return x.Step - y.Step })
	r.Correct = r.Total - len(r.Mistakes)
	r.Mistakes = append([]grade.Mistake{}, r.Mistakes...)
	if len(r.Mistakes) > 0 {
		first := r.Mistakes[0].Step
		r.FirstMistakeStep = &first
	}
	return r, nil
}

// ParseBound reads α or β as typed: a number, or an infinity (-inf, +inf,
// inf, ∞, with a sign or a minus sign).
func ParseBound(s string) (float64, error) {
	t := strings.TrimSpace(s)
	t = strings.NewReplacer("−", "-", "∞", "inf", ",", ".").Replace(t)
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(v) {
		return 0, i18n.New("practice.bad_bound", "Text", strconv.Quote(s))
	}
	return v, nil
}
