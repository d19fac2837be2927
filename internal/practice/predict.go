package practice

import (
	"maps"
	"math"
	"slices"

	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// Question asks a student what a step of the search will do before it is
// shown: at a comparison, whether V or the bound changes; at a cutoff
// test, whether the node cuts off; at a return, what the node returns.
type Question struct {
	// Step is the step the question is about.
	Step   int
	Prompt string
	// Choices are the answers offered; Answer is the right one's index.
	Choices []string
	Answer  int
}

// Ask returns the question about step k of tr, in l's language (its
// numbers with l's decimal separator), and
// whether that step asks one (calls, leaves, prunes and the start and
// end do not).
func Ask(tr *search.Trace, k int, l *i18n.Lang) (Question, bool) {
	if k <= 0 || k >= tr.Len() {
		return Question{}, false
	}
	s, t := tr.StepAt(k), tr.Tree
	v := func(x float64) string { return l.Typeset(tree.Typeset(tree.FormatValue(x))) }
	rounded := func(x float64) string { return l.Typeset(tree.TypesetValue(x)) }
	before := tr.Before(k)
	algo := tr.Options.Algorithm
	maxing := algo.IsNegamax() || tr.Kinds[s.Node] == tree.Max
	q := Question{Step: k}
	node := t.Name(s.Node)
	yesNo := func(yes bool) {
		if !yes {
			q.Answer = 1
		}
	}
	bratko := algo == search.Bratko
	switch s.Kind {
	case search.CompareV:
		if bratko && before.Chosen == tree.None {
			return Question{}, false // the list's end: nothing to decide
		}
		if bratko { // betterof: which child is GoodPos
			best := t.Name(before.Chosen)
			q.Prompt = l.T("predict.bratko_betterof", "Node", node, "Child", t.Name(s.Child), "Value", v(s.Value), "Best", best, "Old", v(before.V))
			q.Choices = []string{t.Name(s.Child), best}
			yesNo(s.Yes)
			break
		}
		q.Prompt = l.T("predict.compare_v", "Node", node, "Child", t.Name(s.Child), "Value", v(s.Value), "Old", v(before.V))
		q.Choices = []string{l.T("predict.becomes", "What", "V", "Value", v(s.Value)), l.T("predict.stays", "What", "V", "Old", v(before.V))}
		yesNo(s.Yes)
	case search.CompareBound:
		bound, old := "β", before.Beta
		if maxing {
			bound, old = "α", before.Alpha
		}
		q.Prompt = l.T("predict.compare_bound", "Node", node, "Child", t.Name(s.Child), "Value", v(s.Value), "Bound", bound, "Old", v(old))
		q.Choices = []string{l.T("predict.becomes", "What", bound, "Value", v(s.Value)), l.T("predict.stays", "What", bound, "Old", v(old))}
		yesNo(s.Yes)
	case search.CutoffTest:
		if bratko { // goodenough: the child's value against the far bound
			op, bound, with := ">", "β", s.Beta
			if !maxing {
				op, bound, with = "<", "α", s.Alpha
			}
			q.Prompt = l.T("predict.bratko_enough", "Node", node, "Child", t.Name(s.Child), "Value", v(s.Value), "Op", op, "Bound", bound, "With", v(with))
			q.Choices = []string{l.T("predict.bratko_stops"), l.T("predict.cut_no")}
			yesNo(s.Yes)
			break
		}
		if algo == search.SlidesStage1 || algo == search.SlidesStage2 { // max ≥ max_threshold (beta), min ≤ min_threshold (alpha), named as the listing names them
			stage1 := algo == search.SlidesStage1
			what, op, bound, with := "max", "≥", pick(stage1, l.T("slides_max_threshold"), "β"), s.Beta
			if !maxing {
				what, op, bound, with = "min", "≤", pick(stage1, l.T("slides_min_threshold"), "α"), s.Alpha
			}
			if tr.Options.Strict {
				op = pick(maxing, ">", "<")
			}
			q.Prompt = l.T("predict.slides_reached", "Node", node, "What", what, "Value", v(s.V), "Op", op, "Bound", bound, "With", v(with))
			q.Choices = []string{l.T("predict.slides_finito"), l.T("predict.cut_no")}
			yesNo(s.Yes)
			break
		}
		op := "≥"
		if tr.Options.Strict {
			op = ">"
		}
		q.Prompt = l.T("predict.cutoff", "Node", node, "Alpha", v(s.Alpha), "Beta", v(s.Beta))
		q.Choices = []string{l.T("predict.cut_yes", "Op", op), l.T("predict.cut_no")}
		yesNo(s.Yes)
	case search.UpperTest, search.LowerTest:
		// Star1 at a chance node: can it still matter above?
		id, bound, with := "predict.star_upper", "α", s.Alpha
		if s.Kind == search.LowerTest {
			id, bound, with = "predict.star_lower", "β", s.Beta
		}
		q.Prompt = l.T(id, "Node", node, "Child", t.Name(s.Child), "Value", rounded(s.Value), "Bound", bound, "With", v(with))
		q.Choices = []string{l.T("predict.star_yes"), l.T("predict.cut_no")}
		yesNo(s.Yes)
	case search.Return:
		// The true value among what the node has seen: its children's
		// values (and at a chance node the sums so far) and its window's
		// finite bounds.
		values := []float64{s.V}
		for j := tr.CallStep(s.Node) + 1; j < k; j++ {
			switch o := tr.StepAt(j); {
			case o.Node != s.Node:
			case o.Kind == search.CompareV || o.Kind == search.CompareBound:
				values = append(values, o.Value)
			case o.Kind == search.Expect:
				values = append(values, o.Value, o.V)
			}
		}
		for _, b := range []float64{s.Alpha, s.Beta} {
			if !math.IsNaN(b) && !math.IsInf(b, 0) {
				values = append(values, b)
			}
		}
		slices.Sort(values)
		values = slices.Compact(values)
		if len(values) < 2 {
			return Question{}, false
		}
		if len(values) > 4 { // the right one and its nearest neighbours
			i := slices.Index(values, s.V)
			lo := min(max(i-2, 0), len(values)-4)
			values = values[lo : lo+4]
		}
		q.Prompt = l.T("predict.return", "Node", node)
		for i, x := range values {
			q.Choices = append(q.Choices, rounded(x))
			if x == s.V {
				q.Answer = i
			}
		}
	default:
		return Question{}, false
	}
	return q, true
}

// FieldPredict is the field of a mistake in a prediction.
const FieldPredict = "predict"

// Predictions are a student's answers to the questions of Ask, by step:
// the index of the choice made.
type Predictions map[int]int

// Check marks the predictions against the search: one answer per
// question answered, mistakes explained by the step's sentence.
func (p Predictions) Check(tr *search.Trace, l *i18n.Lang, n *narrate.Narrator) Result {
	r := Result{Verdicts: map[tree.NodeID]Verdict{}}
	r.Mistakes = []grade.Mistake{}
	for _, k := range slices.Sorted(maps.Keys(p)) {
		q, ok := Ask(tr, k, l)
		if !ok {
			continue
		}
		r.Total++
		s := tr.StepAt(k)
		if p[k] == q.Answer {
			if r.Verdicts[s.Node] == 0 {
				r.Verdicts[s.Node] = Right
			}
			continue
		}
		r.Verdicts[s.Node] = Wrong
		given := ""
		if c := p[k]; c >= 0 && c < len(q.Choices) {
			given = q.Choices[c]
		}
		r.Mistakes = append(r.Mistakes, grade.Mistake{Node: tr.Tree.Name(s.Node), Field: FieldPredict, Given: given, Expected: q.Choices[q.Answer], Step: k, Why: n.Step(tr, k)})
	}
	r.Correct = r.Total - len(r.Mistakes)
	if len(r.Mistakes) > 0 {
		first := r.Mistakes[0].Step
		r.FirstMistakeStep = &first
	}
	return r
}

func pick(yes bool, a, b string) string {
	if yes {
		return a
	}
	return b
}
