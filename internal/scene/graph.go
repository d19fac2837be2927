package scene

import (
	"math"

	"gametree/internal/tree"
	"gametree/search"
)

// Graph is a search space drawn as a graph rather than a tree: the nodes
// of one position are one node (see search.Trace.Transposed), placed where
// Graphviz's dot layout put it, and each move between positions is one
// edge along the curve dot drew. Styler.LayGraph lays it out; a painter
// draws it at any step with the styler's look, as it draws the tree.
type Graph struct {
	Nodes []GraphNode
	Edges []GraphEdge
	// Bounds holds every shape, name, curve and move drawn.
	Bounds Rect
}

// GraphNode is one position: the node the search met first (ID), its
// shape's centre and the names of all its nodes (Members, in preorder).
type GraphNode struct {
	ID      tree.NodeID
	X, Y    float64
	Names   Text
	Members []tree.NodeID
}

// Shown is the node of the position drawn after the snapshot's step: the
// one the search is at, or else the one on its call stack, when the
// position is reached again; else the node the search met first.
func (n *GraphNode) Shown(snap search.Snapshot) tree.NodeID { return active(n.ID, n.Members, snap) }

// active is the node among nodes the search is at, or else one on its
// call stack, or else first.
func active(first tree.NodeID, nodes []tree.NodeID, snap search.Snapshot) tree.NodeID {
	shown := first
	for _, id := range nodes {
		switch snap.Node(id).Status {
		case search.Current:
			return id
		case search.OnStack:
			shown = id
		}
	}
	return shown
}

// GraphEdge is one move between positions, made by the edges into
// Children (in preorder: the first is the one the search met first).
type GraphEdge struct {
	From, To tree.NodeID
	Children []tree.NodeID
	// Path is the curve as a polyline, from the parent's shape to the
	// base of the arrowhead, whose point is Tip.
	Path [][2]float64
	Tip  [2]float64
	// Label tells whether dot placed the move's name, with its middle at
	// (LabelX, LabelY).
	Label          bool
	LabelX, LabelY float64
}

// Shown is the edge drawn for the move after the snapshot's step: the
// one into the node the search is at or has on its call stack, else the
// first.
func (e *GraphEdge) Shown(snap search.Snapshot) tree.NodeID {
	return active(e.Children[0], e.Children, snap)
}

// InReach returns the positions a big graph draws after the snapshot's
// step, keyed by their ID (GraphNode.ID): those the search has reached
// (searched, or pruned), the root's and those one move from it or from a
// position the search is in, the rest of the graph left out, as a big tree is
// folded around the search (Geometry.Fold).
func (g *Graph) InReach(snap search.Snapshot) map[tree.NodeID]bool {
	t := snap.Trace().Tree
	in := make(map[tree.NodeID]bool, len(g.Nodes))
	for i := range g.Nodes {
		n := &g.Nodes[i]
		for _, id := range n.Members {
			p := t.Nodes[id].Parent
			if id == tree.Root || p == tree.Root || snap.Node(id).Status != search.NotReached ||
				snap.Node(p).Status == search.Current || snap.Node(p).Status == search.OnStack {
				in[n.ID] = true
				break
			}
		}
	}
	return in
}

// BoundsOf returns the rectangle holding the positions in only (all of
// them when nil: Bounds), their shapes (size gives them, as
// Geometry.ShapeSize does) and names, and the moves between them.
func (g *Graph) BoundsOf(only map[tree.NodeID]bool, size func(tree.NodeID) (w, h float64)) Rect {
	if only == nil {
		return g.Bounds
	}
	var r Rect
	started := false
	grow := func(o Rect) {
		if !started {
			r, started = o, true
		}
		r = r.Union(o)
	}
	for i := range g.Nodes {
		n := &g.Nodes[i]
		if !only[n.ID] {
			continue
		}
		w, h := size(n.ID)
		grow(Rect{n.X - w/2, n.Y - h/2, n.X + w/2, n.Y + h/2})
		if n.Names.S != "" {
			grow(n.Names.Rect())
		}
	}
	for _, e := range g.Edges {
		if only[e.From] && only[e.To] {
			for _, p := range e.Path {
				grow(Rect{p[0], p[1], p[0], p[1]})
			}
		}
	}
	if !started {
		return g.Bounds
	}
	return r
}

// NodeAt returns the position whose shape box holds the scene point
// (x, y), with w×h the shape's size for each node (Geometry.ShapeSize), or
// nil; with only not nil, among the positions it holds (InReach).
func (g *Graph) NodeAt(x, y float64, size func(tree.NodeID) (w, h float64), only map[tree.NodeID]bool) *GraphNode {
	for i := range g.Nodes {
		n := &g.Nodes[i]
		if only != nil && !only[n.ID] {
			continue
		}
		w, h := size(n.ID)
		if math.Abs(x-n.X) <= w/2 && math.Abs(y-n.Y) <= h/2 {
			return n
		}
	}
	return nil
}

// Bezier turns a B-spline as Graphviz writes it (a start point, then
// three points a cubic piece) into a polyline of steps segments a piece.
func Bezier(ctrl [][2]float64, steps int) [][2]float64 {
	if len(ctrl) < 4 {
		return append([][2]float64(nil), ctrl...)
	}
	out := [][2]float64{ctrl[0]}
	for i := 0; i+3 < len(ctrl); i += 3 {
		p0, p1, p2, p3 := ctrl[i], ctrl[i+1], ctrl[i+2], ctrl[i+3]
		for s := 1; s <= steps; s++ {
			t := float64(s) / float64(steps)
			u := 1 - t
			a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
			out = append(out, [2]float64{
				a*p0[0] + b*p1[0] + c*p2[0] + d*p3[0],
				a*p0[1] + b*p1[1] + c*p2[1] + d*p3[1],
			})
		}
	}
	return out
}
