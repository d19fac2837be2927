package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"gametree/games"
	"gametree/search"
	"gametree/tree"
)

// field is one row of a panel: a name and a value.
type field struct {
	name  string
	value *widget.Label
}

// panel is a two-column form of named values.
type panel struct {
	box    *fyne.Container
	fields []field
}

func newPanel(names ...string) panel {
	p := panel{box: container.New(layout.NewFormLayout())}
	for _, n := range names {
		v := widget.NewLabel("")
		v.Wrapping = fyne.TextWrapWord
		key := widget.NewLabel(n)
		key.TextStyle.Bold = true
		p.box.Add(key)
		p.box.Add(v)
		p.fields = append(p.fields, field{n, v})
	}
	return p
}

// set writes the values in order.
func (p panel) set(values ...string) {
	for i, f := range p.fields {
		v := ""
		if i < len(values) {
			v = values[i]
		}
		f.value.SetText(v)
	}
}

// text returns the value shown for a name (for tests and the status line).
func (p panel) text(name string) string {
	for _, f := range p.fields {
		if f.name == name {
			return f.value.Text
		}
	}
	return ""
}

// inspector shows one node: the selected one, or else the search's
// current node; for a game tree, its position drawn as a board.
type inspector struct {
	panel
	board   *canvas.Image
	content *fyne.Container
}

func newInspector() *inspector {
	in := &inspector{panel: newPanel("Node", "Kind", "Value", "Status", "Call", "Window", "V", "Chosen", "Move")}
	in.board = canvas.NewImageFromImage(nil)
	in.board.FillMode = canvas.ImageFillContain
	in.board.Hide()
	in.content = container.NewVBox(in.box, container.NewCenter(in.board))
	return in
}

// showBoard draws a game position, or hides the board.
func (in *inspector) showBoard(game, position string) {
	b, ok := games.BoardOf(game, position)
	if !ok {
		in.board.Hide()
		return
	}
	cell := 160 / max(b.Rows, b.Cols)
	in.board.Image = b.Image(cell)
	in.board.SetMinSize(fyne.NewSize(float32(b.Cols*cell), float32(b.Rows*cell)))
	in.board.Show()
	in.board.Refresh()
}

func (w *Window) updateInspector() {
	if w.trace == nil {
		return
	}
	id := w.selected
	snap := w.snapshot()
	following := ""
	if id == tree.None {
		id = snap.Current()
		following = " (current)"
		if id == tree.None {
			id = tree.Root
			following = " (root)"
		}
	}
	tr := w.trace
	n := &tr.Tree.Nodes[id]
	ns := snap.Node(id)
	kind := tr.Kinds[id].String()
	value := "—"
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
	show := func(v float64, known bool) string {
		if !known {
			return "—"
		}
		return tree.FormatValue(v)
	}
	window := "—"
	if ns.HasWindow() {
		window = fmt.Sprintf("α = %s, β = %s", tree.FormatValue(ns.Alpha), tree.FormatValue(ns.Beta))
	}
	chosen := "—"
	if ns.Chosen != tree.None {
		chosen = tr.Tree.Name(ns.Chosen)
	}
	move := n.Move
	if move == "" {
		move = "—"
	}
	w.inspector.set(tr.Tree.Name(id)+following, kind, value, ns.Status.String(), call, window,
		show(ns.V, ns.HasV()), chosen, move)
	w.inspector.showBoard(tr.Tree.Game, n.Position)
}

// describeNode is the one-line summary shown when hovering a node.
func describeNode(tr *search.Trace, snap search.Snapshot, id tree.NodeID) string {
	n := &tr.Tree.Nodes[id]
	ns := snap.Node(id)
	s := fmt.Sprintf("%s: %s", tr.Tree.Name(id), tr.Kinds[id])
	if n.IsLeaf() {
		s += ", leaf " + tree.FormatValue(n.Value)
	} else if n.HasEstimate {
		s += ", estimate " + tree.FormatValue(n.Estimate)
	}
	s += ", " + ns.Status.String()
	if ns.Call > 0 {
		s += fmt.Sprintf(", call %d", ns.Call)
	}
	if ns.HasWindow() {
		s += fmt.Sprintf(", window (%s, %s)", tree.FormatValue(ns.Alpha), tree.FormatValue(ns.Beta))
	}
	if ns.HasV() {
		s += ", V = " + tree.FormatValue(ns.V)
	}
	if ns.Chosen != tree.None {
		s += ", chosen " + tr.Tree.Name(ns.Chosen)
	}
	if n.Move != "" {
		s += ", move " + n.Move
	}
	return s
}

// statistics compares the run with minimax on the same tree.
type statistics struct{ panel }

func newStatistics() *statistics {
	return &statistics{newPanel("Value", "Calls", "Leaves", "Pruned", "Cutoffs", "So far")}
}

func (s *statistics) show(tr *search.Trace, step int) {
	st, mm := tr.Stats, tr.MinimaxStats()
	saved := func(part, whole int) string {
		if whole == 0 {
			return ""
		}
		return fmt.Sprintf(": %.0f%% saved", 100*float64(whole-part)/float64(whole))
	}
	pruned, cutoffs := "none (no pruning)", "—"
	if tr.Options.Algorithm.Prunes() {
		pruned = fmt.Sprintf("%d subtrees, %d nodes, %d leaves", st.PrunedSubtrees, st.PrunedNodes, st.PrunedLeaves)
		cutoffs = fmt.Sprint(st.Cutoffs)
	}
	s.set(
		fmt.Sprintf("%s for MAX, best move %s", tree.FormatValue(tr.Value), bestMove(tr)),
		fmt.Sprintf("%d of %d (minimax %d)%s", st.Calls, tr.Tree.Len(), mm.Calls, saved(st.Calls, mm.Calls)),
		fmt.Sprintf("%d evaluated of %d%s", st.LeavesEvaluated, mm.LeavesEvaluated, saved(st.LeavesEvaluated, mm.LeavesEvaluated)),
		pruned, cutoffs,
		fmt.Sprintf("%d calls, step %d of %d", tr.CallsUpTo(step), step, tr.Len()-1),
	)
}

func bestMove(tr *search.Trace) string {
	if len(tr.PV) < 2 {
		return "—"
	}
	return tr.Tree.Name(tr.PV[1])
}
