package picture

import (
	"strings"

	"gametree/internal/compare"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Pane is one search of a comparison, drawn at one position: its trace
// indexed by calls, and the call it is at (0 the start; past its last call
// the end).
type Pane struct {
	Search   compare.Search
	Progress *compare.Progress
	Pos      int
}

// Trace returns the pane's trace.
func (p Pane) Trace() *search.Trace { return p.Progress.Trace() }

// Step returns the step the pane is drawn at.
func (p Pane) Step() int { return p.Progress.Step(p.Pos) }

// Floor is the Knuth–Moore minimal tree: the fewest leaves any alpha-beta
// evaluates on a uniform tree. Uniform is false for a tree that is not
// uniform, which has no such floor.
type Floor struct {
	Leaves  int
	Uniform bool
}

// FloorOf returns the floor of the tree a trace searched, to its depth
// limit. The order of the children does not change it.
func FloorOf(tr *search.Trace) Floor {
	m, ok := compare.MinimalLeaves(tr.Tree, tr.Options.Depth)
	return Floor{Leaves: m, Uniform: ok}
}

// AlgorithmName returns an algorithm's name in language l.
func AlgorithmName(a search.Algorithm, l *i18n.Lang) string { return l.T("algo_" + a.String()) }

// OrderName returns an ordering's name in language l: "best first",
// "shuffled (seed 3)".
func OrderName(o compare.Order, l *i18n.Lang) string {
	if seed, ok := strings.CutPrefix(o.String(), "random:"); ok {
		return l.T("compare.order.random", "Seed", seed)
	}
	return l.T("compare.order." + o.String())
}

// Label names a search in language l: "Minimax, children as given".
func Label(s compare.Search, l *i18n.Lang) string {
	return AlgorithmName(s.Algorithm, l) + ", " + OrderName(s.Order, l)
}

// Table is a comparison's table as text in one language: a row per search
// with its algorithm, ordering, value, calls, nodes visited, leaves
// evaluated and cutoffs where it stands, then the floor.
type Table struct {
	Header []string
	Rows   [][]string
	// Floor is the Knuth–Moore minimal tree's row: its name, then its
	// leaves in the leaves column; nil when the tree is not uniform.
	Floor []string
	// Note says why there is no floor ("" when there is one).
	Note string
}

// The table's columns.
const (
	ColAlgorithm = iota
	ColOrder
	ColValue
	ColCalls
	ColNodes
	ColLeaves
	ColCutoffs
	columns
)

// pending stands for a value not yet known: the search has not ended.
const pending = "…"

// NewTable writes the table of panes in language l.
func NewTable(panes []Pane, floor Floor, l *i18n.Lang) Table {
	t := Table{Header: []string{l.T("cli.compare.algorithm"), l.T("cli.compare.order"), l.T("cli.compare.value"),
		l.T("compare.col.calls"), l.T("cli.compare.nodes"), l.T("cli.compare.leaves"), l.T("cli.compare.cutoffs")}}
	for _, p := range panes {
		tr, c := p.Trace(), p.Progress.Counts(p.Pos)
		value, calls := pending, l.T("compare.calls_of", "Call", c.Calls, "Calls", tr.Stats.Calls)
		if p.Progress.Final(p.Pos) {
			value, calls = l.Decimal(tree.TypesetValue(tr.Value)), l.Int(tr.Stats.Calls)
		}
		t.Rows = append(t.Rows, []string{AlgorithmName(p.Search.Algorithm, l), OrderName(p.Search.Order, l), value, calls,
			l.Int(c.Calls), l.Int(c.LeavesEvaluated), l.Int(c.Cutoffs)})
	}
	if floor.Uniform {
		t.Floor = make([]string, columns)
		t.Floor[ColAlgorithm], t.Floor[ColLeaves] = l.T("compare.floor"), l.Int(floor.Leaves)
	} else {
		t.Note = l.T("compare.no_floor")
	}
	return t
}

// Bars returns the chart's bars of panes: leaves evaluated where each
// stands, of its total.
func Bars(panes []Pane, l *i18n.Lang) []Bar {
	bars := make([]Bar, len(panes))
	for i, p := range panes {
		bars[i] = Bar{Label: Label(p.Search, l), Leaves: p.Progress.Counts(p.Pos).LeavesEvaluated, Total: p.Trace().Stats.LeavesEvaluated}
	}
	return bars
}
