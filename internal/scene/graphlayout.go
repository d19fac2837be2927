package scene

import (
	"context"
	"fmt"
	"strings"

	"gametree/internal/tree"
	"gametree/layout"
	"gametree/search"
)

// Positions lists the nodes of each position (and player to move) of a
// search, in preorder, under the one the search met first (see
// search.Trace.Transposed).
func Positions(tr *search.Trace) map[tree.NodeID][]tree.NodeID {
	canon := tr.Transposed()
	members := map[tree.NodeID][]tree.NodeID{}
	for _, id := range tr.Tree.Preorder() {
		members[canon[id]] = append(members[canon[id]], id)
	}
	return members
}

// PositionNames writes the names of a position's nodes: all of a few, the
// first three and how many of many ("b = e = h", "b = e = h = … (7)").
func PositionNames(t *tree.Tree, ids []tree.NodeID) string {
	var all []string
	for _, id := range ids[:min(3, len(ids))] {
		all = append(all, t.Name(id))
	}
	if len(ids) <= 3 {
		return strings.Join(all, " = ")
	}
	return fmt.Sprintf("%s = … (%d)", strings.Join(all, " = "), len(ids))
}

// NameSize is the size of a position's names beside it, in points.
func (g *Geometry) NameSize() float64 { return valueSize * g.scale }

// LayGraph lays out the search space of the styler's trace as a graph
// with Graphviz's dot (gv), in the styler's geometry: one node a position,
// the shape and size of the node the search met first, its names beside
// it; one edge a move between positions, named as the first edge that
// makes it. The layout is the same at every step (names, sizes and moves
// do not change as the search goes), so it is made once a search; a
// painter draws any step on it. More than layout.MaxGraphNodes positions
// are refused (layout.ErrTooLarge).
func (st *Styler) LayGraph(ctx context.Context, gv *layout.Graphviz) (*Graph, error) {
	spec, ids, moves := st.graphSpec()
	l, err := gv.LayOut(ctx, spec)
	if err != nil {
		return nil, err
	}
	return st.readGraph(l, ids, moves), nil
}

// graphSpec is the search space as layout.LayOut takes it: the positions'
// first nodes in preorder (ids, by the spec's node index), and the edges
// into the children that make each move (moves, by edge index).
func (st *Styler) graphSpec() (spec layout.Graph, ids []tree.NodeID, moves [][]tree.NodeID) {
	g, t := st.Geom, st.Trace.Tree
	canon := st.Trace.Transposed()
	members := Positions(st.Trace)
	index := map[tree.NodeID]int{}
	shapes := map[Shape]string{TriangleUp: layout.Triangle, TriangleDown: layout.InvTriangle, Box: layout.Box, Circle: layout.Ellipse}
	spec = layout.Graph{LeftRight: g.Opt.LeftRight, ArrowSize: 0.6 * g.scale}
	// Lines as thick as they are drawn at the end (the principal variation
	// thicker): dot leaves room for a thick outline and a thick line's
	// longer arrowhead.
	final := st.Trace.At(st.Trace.Len() - 1)
	for _, id := range t.Preorder() {
		if canon[id] != id {
			continue
		}
		w, h := g.ShapeSize(id)
		index[id] = len(ids)
		ids = append(ids, id)
		spec.Nodes = append(spec.Nodes, layout.GraphNode{Shape: shapes[st.Shape(id)], W: w, H: h, Width: st.Node(final, id).Paint.Width,
			Name: PositionNames(t, members[id]), NameSize: g.NameSize()})
	}
	edge := map[[2]tree.NodeID]int{}
	for _, id := range t.Preorder() {
		par := t.Nodes[id].Parent
		if par == tree.None {
			continue
		}
		pair := [2]tree.NodeID{canon[par], canon[id]}
		if i, ok := edge[pair]; ok {
			moves[i] = append(moves[i], id)
			continue
		}
		edge[pair] = len(moves)
		moves = append(moves, []tree.NodeID{id})
		paint, _ := st.EdgePaint(final, id)
		e := layout.GraphEdge{From: index[pair[0]], To: index[pair[1]], Width: paint.Width}
		if label, ok := g.Move(id); ok {
			e.Label, e.LabelSize = label.S, label.Size
		}
		spec.Edges = append(spec.Edges, e)
	}
	return spec, ids, moves
}

// readGraph places the positions and moves where the layout put them, the
// curves flattened, the names in the palette's title colour.
func (st *Styler) readGraph(l *layout.GraphLayout, ids []tree.NodeID, moves [][]tree.NodeID) *Graph {
	g, t := st.Geom, st.Trace.Tree
	members := Positions(st.Trace)
	gr := &Graph{}
	started := false
	grow := func(r Rect) {
		if !started {
			gr.Bounds, started = r, true
		}
		gr.Bounds = gr.Bounds.Union(r)
	}
	for i, p := range l.Nodes {
		id := ids[i]
		n := GraphNode{ID: id, X: p.X, Y: p.Y, Members: members[id]}
		w, h := g.ShapeSize(id)
		grow(Rect{MinX: p.X - w/2, MinY: p.Y - h/2, MaxX: p.X + w/2, MaxY: p.Y + h/2})
		if p.HasName {
			n.Names = Text{S: PositionNames(t, members[id]), X: p.Name[0], Y: p.Name[1], Size: g.NameSize(), Color: st.Pal.Title}
			grow(n.Names.Rect())
		}
		gr.Nodes = append(gr.Nodes, n)
	}
	canon := st.Trace.Transposed()
	for i, p := range l.Edges {
		first := moves[i][0]
		e := GraphEdge{From: canon[t.Nodes[first].Parent], To: canon[first], Children: moves[i], Path: Bezier(p.Spline, 8), Tip: p.Tip}
		for _, q := range append(e.Path, e.Tip) {
			grow(Rect{MinX: q[0], MinY: q[1], MaxX: q[0], MaxY: q[1]})
		}
		if p.HasLabel {
			e.Label, e.LabelX, e.LabelY = true, p.Label[0], p.Label[1]
			if label, ok := g.Move(first); ok {
				label.X, label.Y, label.Align, label.Break = p.Label[0], p.Label[1], Center, 0
				grow(label.Rect())
			}
		}
		gr.Edges = append(gr.Edges, e)
	}
	return gr
}
