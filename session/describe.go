package session

import (
	"fmt"

	"gametree/narrate"
	"gametree/search"
	"gametree/tree"
)

// Row is one line of a panel: a name and a value.
type Row struct{ Name, Value string }

// Value returns the value of the row with that name, or "".
func Value(rows []Row, name string) string {
	for _, r := range rows {
		if r.Name == name {
			return r.Value
		}
	}
	return ""
}

const none = "—"

// Inspection is what the inspector shows about one node.
type Inspection struct {
	Rows []Row
	// Game and Position are the node's game position, for its board.
	Game, Position string
}

// Inspect describes the inspected node at the step shown.
func (s *Session) Inspect() Inspection {
	if s.trace == nil {
		return Inspection{}
	}
	id, why := s.Inspected()
	tr := s.trace
	snap := s.Snapshot()
	n := &tr.Tree.Nodes[id]
	ns := snap.Node(id)
	name := tr.Tree.Name(id)
	switch why {
	case CurrentNode:
		name += " (current)"
	case RootNode:
		name += " (root)"
	}
	kind := tr.Kinds[id].String()
	value := none
	switch {
	case n.IsLeaf() && n.HasEstimate:
		kind += ", leaf"
		value = tree.FormatValue(n.Value) + " (heuristic: the depth cut the game here)"
	case n.IsLeaf():
		kind += ", leaf"
		value = tree.FormatValue(n.Value)
	case n.HasEstimate:
		value = "estimate " + tree.FormatValue(n.Estimate)
	}
	if tr.Options.Algorithm.IsNegamax() {
		kind += " (negamax: values for " + tr.Kinds[id].String() + ")"
	}
	call := "not called"
	if ns.Call > 0 {
		call = fmt.Sprintf("%d, depth %d", ns.Call, tr.Depth(id))
	} else if tr.BelowLimit(id) {
		call = "below the depth limit"
	}
	window := none
	if ns.HasWindow() {
		window = fmt.Sprintf("α = %s, β = %s", tree.FormatValue(ns.Alpha), tree.FormatValue(ns.Beta))
	}
	v := none
	if ns.HasV() {
		v = tree.FormatValue(ns.V)
	}
	chosen := none
	if ns.Chosen != tree.None {
		chosen = tr.Tree.Name(ns.Chosen)
	}
	move := n.Move
	if move == "" {
		move = none
	}
	return Inspection{
		Rows: []Row{{"Node", name}, {"Kind", kind}, {"Value", value}, {"Status", ns.Status.String()},
			{"Call", call}, {"Window", window}, {"V", v}, {"Chosen", chosen}, {"Move", move}},
		Game: tr.Tree.Game, Position: n.Position,
	}
}

// Statistics compares the search with minimax on the same tree. With
// answers hidden, what gives the result away waits until the root returns.
func (s *Session) Statistics() []Row {
	if s.trace == nil {
		return nil
	}
	tr := s.trace
	soFar := fmt.Sprintf("%s, step %d of %d", narrate.Plural(tr.CallsUpTo(s.step), "call", "calls"), s.step, tr.Len()-1)
	if !s.Revealed() {
		return []Row{{"Value", "hidden until the root returns"}, {"Calls", none}, {"Leaves", none},
			{"Pruned", none}, {"Cutoffs", none}, {"So far", soFar}}
	}
	st, mm := tr.Stats, tr.MinimaxStats()
	saved := func(part, whole int) string {
		if whole == 0 {
			return ""
		}
		return fmt.Sprintf(": %.0f%% saved", 100*float64(whole-part)/float64(whole))
	}
	pruned, cutoffs := "none (no pruning)", none
	if tr.Options.Algorithm.Prunes() {
		pruned = fmt.Sprintf("%s, %s, %s", narrate.Plural(st.PrunedSubtrees, "subtree", "subtrees"),
			narrate.Plural(st.PrunedNodes, "node", "nodes"), narrate.Plural(st.PrunedLeaves, "leaf", "leaves"))
		cutoffs = tree.Thousands(st.Cutoffs)
	}
	return []Row{
		{"Value", value(tr)},
		{"Calls", fmt.Sprintf("%s of %s (minimax %s)%s", tree.Thousands(st.Calls), tree.Thousands(tr.Tree.Len()),
			tree.Thousands(mm.Calls), saved(st.Calls, mm.Calls))},
		{"Leaves", fmt.Sprintf("%s evaluated of %s%s", tree.Thousands(st.LeavesEvaluated),
			tree.Thousands(mm.LeavesEvaluated), saved(st.LeavesEvaluated, mm.LeavesEvaluated))},
		{"Pruned", pruned}, {"Cutoffs", cutoffs}, {"So far", soFar},
	}
}

// value is the root's value, for MAX, and the move the player at the root
// makes: "3 for MAX; MAX plays b", "6 for MAX; MIN plays i".
func value(tr *search.Trace) string {
	v := tree.FormatValue(tr.Value) + " for MAX"
	if len(tr.PV) < 2 {
		return v
	}
	return fmt.Sprintf("%s; %s plays %s", v, tr.Kinds[tree.Root], BestMove(tr))
}

// BestMove names the root's chosen child by its move when it has one
// ("heap 2: take 3"), else by its name; "—" when the root is a leaf.
func BestMove(tr *search.Trace) string {
	if len(tr.PV) < 2 {
		return none
	}
	if m := tr.Tree.Nodes[tr.PV[1]].Move; m != "" {
		return m
	}
	return tr.Tree.Name(tr.PV[1])
}

// Hover is the one-line summary of a node shown while the pointer is on it.
func (s *Session) Hover(id tree.NodeID) string {
	if s.trace == nil || id < 0 || int(id) >= s.trace.Tree.Len() {
		return ""
	}
	tr := s.trace
	n := &tr.Tree.Nodes[id]
	ns := s.Snapshot().Node(id)
	line := fmt.Sprintf("%s: %s", tr.Tree.Name(id), tr.Kinds[id])
	if n.IsLeaf() {
		line += ", leaf " + tree.FormatValue(n.Value)
	} else if n.HasEstimate {
		line += ", estimate " + tree.FormatValue(n.Estimate)
	}
	line += ", " + ns.Status.String()
	if ns.Call > 0 {
		line += fmt.Sprintf(", call %d", ns.Call)
	}
	if ns.HasWindow() {
		line += fmt.Sprintf(", window (%s, %s)", tree.FormatValue(ns.Alpha), tree.FormatValue(ns.Beta))
	}
	if ns.HasV() {
		line += ", V = " + tree.FormatValue(ns.V)
	}
	if ns.Chosen != tree.None {
		line += ", chosen " + tr.Tree.Name(ns.Chosen)
	}
	if n.Move != "" {
		line += ", move " + n.Move
	}
	return line
}
