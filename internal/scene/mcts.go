package scene

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"gametree/internal/i18n"
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

// mean writes a mean value inside a node: one decimal at most, legible
// in a small triangle.
func (s *Styler) mean(v float64) string {
	return s.Number(math.Round(v*10) / 10)
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
		str = i18n.WithDecimal(strconv.FormatFloat(u, 'f', 2, 64), s.Decimal)
	}
	g := s.Geom
	size := g.small * g.scale
	// Two thirds of the way down the edge, where the children's edges
	// are furthest apart but for their ends; "UCB1 " is left out when the
	// children are too close for it.
	const along = 0.65
	at := func(id tree.NodeID) (float64, float64) {
		return g.X[parent] + along*(g.X[id]-g.X[parent]), g.Y[parent] + along*(g.Y[id]-g.Y[parent])
	}
	if s.crowded(parent, at, size) {
		str = strings.TrimPrefix(str, "UCB1 ")
	} else {
		str = "UCB1 " + str
	}
	x, y := at(child)
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
	return Text{S: str, X: x, Y: y, Size: size, Bold: chosen, Align: align, Color: color}, true
}

// crowded reports whether the UCB1 values of parent's children, written
// at at(child), would run into each other with their "UCB1 " name.
func (s *Styler) crowded(parent tree.NodeID, at func(tree.NodeID) (float64, float64), size float64) bool {
	kids := s.Trace.Tree.Nodes[parent].Children
	need := TextWidth("UCB1 0.00", size, true) + 4*s.Geom.scale
	for i := 1; i < len(kids); i++ {
		x0, y0 := at(kids[i-1])
		x1, y1 := at(kids[i])
		if s.Geom.Opt.LeftRight {
			x0, x1 = y0, y1
		}
		if math.Abs(x1-x0) < need {
			return true
		}
	}
	return false
}

// rewardText is the reward a playout's leaf gives, written above it on
// the side away from its parent's edge: "r = 0.88"; nothing at other
// steps.
func (s *Styler) rewardText(snap search.Snapshot, id tree.NodeID, n *Node) (Text, bool) {
	st := snap.Step()
	if st.Kind != search.Simulate || st.Child != id {
		return Text{}, false
	}
	g := s.Geom
	size := g.small * g.scale
	str := "r = " + i18n.WithDecimal(strconv.FormatFloat(math.Round(st.Value*100)/100, 'f', -1, 64), s.Decimal)
	y := n.Y - n.H/2 - 0.7*size
	x, align := n.X+2*g.scale, Left
	if p := s.Trace.Tree.Nodes[id].Parent; p != tree.None && g.X[p] > n.X+0.5 {
		x, align = n.X-2*g.scale, Right
	}
	if g.Opt.LeftRight {
		x, y, align = n.X+n.W/2+2*g.scale, n.Y-n.H/2-0.7*size, Left
	}
	return Text{S: str, X: x, Y: y, Size: size, Bold: true, Align: align, Color: s.Pal.Current.Stroke}, true
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
