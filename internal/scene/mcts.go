package scene

import (
	"math"
	"slices"

	"gametree/internal/tree"
	"gametree/search"
)

// Pictures of Monte Carlo tree search: a node shows its mean inside and
// its visits N beside; nodes the search tree has not reached are faint; at
// a selection the children's UCB1 values stand beside their edges, the
// chosen one bold; a playout is a dashed path to its leaf.

// sampledPaint is a node's paint in Monte Carlo tree search: as for the
// other searches, except that a node never reached is faint unless the
// step's playout goes through it.
func (s *Styler) sampledPaint(snap search.Snapshot, id tree.NodeID, ns search.NodeState) (Paint, bool) {
	if ns.Status == search.NotReached && !slices.Contains(s.Trace.Playout(snap.Index()), id) {
		return s.Pal.BelowLimit, false
	}
	return s.paint(snap, id, ns)
}

// visits writes a node's visits beside it, where the window of the other
// searches goes: "N = 1,200" ("N = 1.200" where the decimal separator is
// a comma).
func (s *Styler) visits(ns search.NodeState) string {
	if ns.Visits == 0 {
		return ""
	}
	sep := ","
	if s.Decimal == "," {
		sep = "."
	}
	return "N = " + Grouped(int(ns.Visits), sep)
}

// mean writes a mean value inside a node: two decimals at most.
func (s *Styler) mean(v float64) string {
	return s.Number(math.Round(v*100) / 100)
}

// sampledEdgePaint is the paint of the edge into child in Monte Carlo tree
// search, when it differs from the other searches': dashed along the
// step's playout, faint into a node never reached.
func (s *Styler) sampledEdgePaint(snap search.Snapshot, child tree.NodeID) (Paint, bool) {
	if slices.Contains(s.Trace.Playout(snap.Index()), child) {
		return Paint{Stroke: s.Pal.Current.Stroke, Width: s.Pal.StackEdge.Width, Dashed: true}, true
	}
	if st := snap.Step(); st.Kind == search.Select && st.Child == child { // the way down this step takes
		return s.Pal.StackEdge, true
	}
	if snap.Node(child).Status == search.NotReached {
		return s.Pal.BelowEdge, true
	}
	return Paint{}, false
}

// ucbText is the UCB1 value written beside the edge into child at a
// selection from its parent: "∞" for a child never visited, bold for the
// child chosen; nothing at other steps or under a chance node.
func (s *Styler) ucbText(snap search.Snapshot, child tree.NodeID) (Text, bool) {
	st := snap.Step()
	t := s.Trace.Tree
	parent := t.Nodes[child].Parent
	if st.Kind != search.Select || st.Node != parent || s.Trace.Kinds[parent] == tree.Chance {
		return Text{}, false
	}
	before := s.Trace.At(snap.Index() - 1)
	u := before.UCB(parent, child)
	str := "∞"
	if !math.IsInf(u, 1) {
		str = s.Number(math.Round(u*100) / 100)
	}
	g := s.Geom
	size := g.small * g.scale
	// Beside the middle of the edge, above the line where it slopes
	// (down to the right: the line runs under the text's right).
	x, y := (g.X[parent]+g.X[child])/2, (g.Y[parent]+g.Y[child])/2
	align, gap := Left, 3*g.scale
	switch {
	case g.Opt.LeftRight:
		y -= size
	case g.X[child] < g.X[parent]-0.5:
		align, x, y = Right, x-gap, y-0.6*size
	case g.X[child] > g.X[parent]+0.5:
		x, y = x+gap, y-0.6*size
	default:
		x += gap
	}
	chosen := child == st.Child
	color := s.muted()
	if chosen {
		color = s.Pal.Current.Stroke
	}
	return Text{S: "UCB1 " + str, X: x, Y: y, Size: size, Bold: chosen, Align: align, Color: color}, true
}

// SampledLegend lists the shapes and states of a picture of Monte Carlo
// tree search, with the circle of chance nodes when chance is set.
func SampledLegend(p Palette, chance bool) []LegendItem {
	items := []LegendItem{
		{TriangleUp, p.NotReached, "max", "MAX"},
		{TriangleDown, p.NotReached, "min", "MIN"},
	}
	if chance {
		items = append(items, LegendItem{Circle, p.NotReached, "chance", "chance"})
	}
	return append(items,
		LegendItem{Box, p.NotReached, "leaf", "leaf"},
		LegendItem{TriangleUp, p.Current, "current", "current"},
		LegendItem{TriangleUp, p.OnStack, "mcts_path", "on the iteration's path"},
		LegendItem{TriangleUp, p.Done, "mcts_tree", "in the search tree"},
		LegendItem{TriangleUp, p.BelowLimit, "mcts_unreached", "not reached yet"},
		LegendItem{Box, Paint{Fill: p.Background, Stroke: p.Current.Stroke, Width: p.StackEdge.Width, Dashed: true}, "mcts_playout", "the playout"},
		LegendItem{TriangleUp, p.PV, "mcts_most", "visited most"},
	)
}
