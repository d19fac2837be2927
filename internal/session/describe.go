package session

import (
	"fmt"
	"sort"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Describer says what a cursor shows, in its view's language: the
// inspector's rows, the statistics, the line shown on hover, the shares
// of the root's visits.
type Describer struct{ *Cursor }

// lang is the language of the describer's view.
func (d Describer) lang() *i18n.Lang { return d.view.Narrator.Language() }

// Row is one line of a panel: a name and a value, both in the session's
// language, and a key that does not depend on the language (the message
// id of the name, such as RowNode), for finding a row.
type Row struct{ Key, Name, Value string }

// The keys of the inspector's and the statistics' rows.
const (
	RowNode    = "session.row.node"
	RowKind    = "session.row.kind"
	RowValue   = "session.row.value" // in both panels; the Node panel names it rowStatic
	RowStatus  = "session.row.status"
	RowCall    = "session.row.call"
	RowWindow  = "session.row.window"
	RowV       = "session.row.v"
	RowChosen  = "session.row.chosen"
	RowMove    = "session.row.move"
	RowCalls   = "session.row.calls"
	RowLeaves  = "session.row.leaves"
	RowPruned  = "session.row.pruned"
	RowCutoffs = "session.row.cutoffs"
	RowSoFar   = "session.row.so_far"
)

// InspectorRows and StatisticsRows are the keys of the rows Inspect and
// Statistics return, in their order.
var (
	InspectorRows  = []string{RowNode, RowKind, RowValue, RowStatus, RowCall, RowWindow, RowV, RowChosen, RowMove}
	StatisticsRows = []string{RowValue, RowCalls, RowLeaves, RowPruned, RowCutoffs, RowSoFar}
)

// RowName is the name of the row with that key in language l ("Node").
func RowName(l *i18n.Lang, key string) string { return l.T(key) }

// Value returns the value of the row with that key (RowNode, …), or "".
func Value(rows []Row, key string) string {
	for _, r := range rows {
		if r.Key == key {
			return r.Value
		}
	}
	return ""
}

// row makes the row with that key in language l.
func row(l *i18n.Lang, key, value string) Row {
	return Row{Key: key, Name: RowName(l, key), Value: value}
}

const none = "—"

// orNone is s, or none when it is empty.
func orNone(s string) string {
	if s == "" {
		return none
	}
	return s
}

// nameOrNone is node id's name, or none for tree.None.
func nameOrNone(t *tree.Tree, id tree.NodeID) string {
	if id == tree.None {
		return none
	}
	return t.Name(id)
}

// Inspection is what the inspector shows about one node.
type Inspection struct {
	Rows []Row
	// Game and Position are the node's game position, for its board.
	Game, Position string
}

// status says where a node stands in language l.
func status(l *i18n.Lang, s search.Status) string {
	switch s {
	case search.NotReached:
		return l.T("session.status.not_reached")
	case search.OnStack:
		return l.T("session.status.on_stack")
	case search.Current:
		return l.T("session.status.current")
	case search.Done:
		return l.T("session.status.done")
	case search.Pruned:
		return l.T("session.status.pruned")
	}
	return s.String()
}

// value is the root's value, for MAX, and the move the player at the root
// makes: "3 for MAX; MAX plays b", "6 for MAX; MIN plays i".
func value(l *i18n.Lang, tr *search.Trace) string {
	v := valueIn(l, tr.Value)
	if len(tr.PV) < 2 {
		return l.T("session.value_for_max", "Value", v)
	}
	return l.T("session.value_plays", "Value", v, "Player", kindName(l, tr.Kinds[tree.Root]), "Move", BestMove(tr))
}

// BestMove names the root's chosen child by its move when it has one
// ("heap 2: take 3"), else by its name; "—" when the root is a leaf.
func BestMove(tr *search.Trace) string {
	if len(tr.PV) < 2 {
		return none
	}
	return tr.Tree.MoveName(tr.PV[1])
}

// valueIn writes a value for a person in language l as the tree and the
// narration set it (tree.TypesetValue: "−2,75", "+∞"), with the
// language's decimal separator.
func valueIn(l *i18n.Lang, v float64) string { return l.Typeset(tree.TypesetValue(v)) }

// kindName names who moves at a node: MAX, MIN, or a chance node in l.
func kindName(l *i18n.Lang, k tree.Kind) string {
	if k == tree.Chance {
		return l.T("kind_chance")
	}
	return k.String()
}

// Inspect describes the inspected node at the step shown, in the
// view's language.
func (d Describer) Inspect() Inspection {
	if d.trace == nil {
		return Inspection{}
	}
	l := d.lang()
	id, why := d.Inspected()
	tr := d.trace
	snap := d.Snapshot()
	n := &tr.Tree.Nodes[id]
	ns := snap.Node(id)
	name := tr.Tree.Name(id)
	switch why {
	case CurrentNode:
		name = l.T("session.node_current", "Node", name)
	case RootNode:
		name = l.T("session.node_root", "Node", name)
	}
	k := kindName(l, tr.Kinds[id])
	negamax := tr.Options.Algorithm.IsNegamax()
	var kind string
	switch {
	case n.IsLeaf() && negamax:
		kind = l.T("session.kind_leaf_negamax", "Kind", k)
	case n.IsLeaf():
		kind = l.T("session.kind_leaf", "Kind", k)
	case negamax:
		kind = l.T("session.kind_negamax", "Kind", k)
	default:
		kind = k
	}
	value := none
	switch {
	case n.IsLeaf() && n.HasEstimate:
		value = l.T("session.value_heuristic", "Value", valueIn(l, n.Value))
	case n.IsLeaf():
		value = valueIn(l, n.Value)
	case n.HasEstimate:
		value = l.T("session.value_estimate", "Value", valueIn(l, n.Estimate))
	}
	if tr.Samples() {
		return d.inspectSampled(id, name, kind, value)
	}
	call := l.T("session.not_called")
	if ns.Call > 0 {
		call = l.T("session.call_depth", "Call", int(ns.Call), "Depth", tr.DepthAt(d.step, id))
	} else if tr.BelowLimit(id) {
		call = l.T("session.below_limit")
	}
	window := none
	if ns.HasWindow() {
		window = l.T("session.window", "Alpha", valueIn(l, ns.Alpha), "Beta", valueIn(l, ns.Beta))
	}
	v := none
	if ns.HasV() {
		v = valueIn(l, ns.V)
	}
	return Inspection{
		Rows: []Row{row(l, RowNode, name), row(l, RowKind, kind), renamed(l, RowValue, rowStatic, value), row(l, RowStatus, status(l, ns.Status)),
			row(l, RowCall, call), row(l, RowWindow, window), row(l, RowV, v), row(l, RowChosen, nameOrNone(tr.Tree, ns.Chosen)), row(l, RowMove, orNone(n.Move))},
		Game: tr.Tree.Game, Position: n.Position,
	}
}

// Statistics compares the search with minimax on the same tree, in the
// view's language. With answers hidden, what gives the result away
// waits until the root returns.
func (d Describer) Statistics() []Row {
	if d.trace == nil {
		return nil
	}
	if d.trace.Samples() {
		return d.statisticsSampled()
	}
	l := d.lang()
	tr := d.trace
	// The step is beside the scrubber: so far, the calls made.
	soFar := l.N("count.calls", tr.CallsUpTo(d.step))
	if passes := tr.Phases(); tr.Options.Algorithm == search.Iterative {
		iteration := 1
		if ph := tr.StepAt(tr.PhaseAt(d.step)); ph.Kind == search.Phase {
			iteration = int(ph.Value)
		}
		soFar = l.T("session.so_far_iteration", "Calls", l.N("count.calls", tr.CallsUpTo(d.step)), "Iteration", iteration, "Iterations", tr.RootDepth)
	} else if len(passes) > 0 {
		pass := max(1, sort.Search(len(passes), func(i int) bool { return int(passes[i]) > d.step }))
		soFar = l.T("session.so_far_pass", "Calls", l.N("count.calls", tr.CallsUpTo(d.step)), "Pass", pass, "Passes", len(passes))
	}
	if !d.Revealed() {
		return []Row{row(l, RowValue, l.T("session.hidden")), row(l, RowCalls, none), row(l, RowLeaves, none),
			row(l, RowPruned, none), row(l, RowCutoffs, none), row(l, RowSoFar, soFar)}
	}
	st, mm := tr.Stats, tr.MinimaxStats()
	saved := func(part, whole int) string { return fmt.Sprintf("%.0f", 100*float64(whole-part)/float64(whole)) }
	calls := l.T("session.calls", "Calls", st.Calls, "Nodes", tr.Tree.Len(), "Minimax", mm.Calls)
	if mm.Calls > 0 {
		calls = l.T("session.calls_saved", "Calls", st.Calls, "Nodes", tr.Tree.Len(), "Minimax", mm.Calls, "Saved", saved(st.Calls, mm.Calls))
	}
	leaves := l.T("session.leaves", "Leaves", st.LeavesEvaluated, "Minimax", mm.LeavesEvaluated)
	if mm.LeavesEvaluated > 0 {
		leaves = l.T("session.leaves_saved", "Leaves", st.LeavesEvaluated, "Minimax", mm.LeavesEvaluated,
			"Saved", saved(st.LeavesEvaluated, mm.LeavesEvaluated))
	}
	pruned, cutoffs := l.T("session.no_pruning"), none
	if tr.Options.Algorithm.Prunes() {
		pruned = l.T("session.pruned", "Subtrees", l.N("count.subtrees", st.PrunedSubtrees),
			"Nodes", l.N("count.nodes", st.PrunedNodes), "Leaves", l.N("count.leaves", st.PrunedLeaves))
		cutoffs = l.Int(st.Cutoffs)
		switch tr.Options.Algorithm {
		case search.PVS:
			cutoffs = l.T("session.cutoffs_researches", "Cutoffs", st.Cutoffs, "Researches", st.Researches)
		case search.MTDF:
			cutoffs = l.T("session.cutoffs_passes", "Cutoffs", st.Cutoffs, "Passes", st.Passes)
		}
	}
	return []Row{
		row(l, RowValue, value(l, tr)), row(l, RowCalls, calls), row(l, RowLeaves, leaves),
		row(l, RowPruned, pruned), row(l, RowCutoffs, cutoffs), row(l, RowSoFar, soFar),
	}
}

// Hover is the one-line summary of a node shown while the pointer is on
// it, in the view's language: "e: MIN, estimate 4, current, call 7".
func (d Describer) Hover(id tree.NodeID) string {
	if d.trace == nil || id < 0 || int(id) >= d.trace.Tree.Len() {
		return ""
	}
	l := d.lang()
	tr := d.trace
	n := &tr.Tree.Nodes[id]
	ns := d.Snapshot().Node(id)
	details := []string{kindName(l, tr.Kinds[id])}
	if n.IsLeaf() {
		details = append(details, l.T("session.hover.leaf", "Value", valueIn(l, n.Value)))
	} else if n.HasEstimate {
		details = append(details, l.T("session.hover.estimate", "Value", valueIn(l, n.Estimate)))
	}
	if tr.Samples() {
		details = append(details, sampledStatus(l, ns.Status))
		if ns.Visits > 0 {
			_, w := d.Snapshot().Counts(id)
			details = append(details, l.T("session.visits", "N", int(ns.Visits), "W", valueIn(l, w)), l.T("session.hover.mean", "Mean", valueIn(l, ns.V)))
		}
		if n.Move != "" {
			details = append(details, l.T("session.hover.move", "Move", n.Move))
		}
		return l.T("session.hover", "Node", tr.Tree.Name(id), "Details", strings.Join(details, l.T("session.list_separator")))
	}
	details = append(details, status(l, ns.Status))
	if ns.Call > 0 {
		details = append(details, l.T("session.hover.call", "Call", int(ns.Call)))
	}
	if ns.HasWindow() {
		details = append(details, l.T("session.hover.window", "Alpha", valueIn(l, ns.Alpha), "Beta", valueIn(l, ns.Beta)))
	}
	if ns.HasV() {
		details = append(details, l.T("session.hover.v", "V", valueIn(l, ns.V)))
	}
	if ns.Chosen != tree.None {
		details = append(details, l.T("session.hover.chosen", "Node", tr.Tree.Name(ns.Chosen)))
	}
	if n.Move != "" {
		details = append(details, l.T("session.hover.move", "Move", n.Move))
	}
	return l.T("session.hover", "Node", tr.Tree.Name(id), "Details", strings.Join(details, l.T("session.list_separator")))
}
