package export

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/internal/tree"
)

// MaxGraphPositions is the most positions a search space may have to be
// laid out as a graph: Graphviz's dot takes seconds from several hundred
// (tic-tac-toe after two moves, 634 positions: 2.2 s), and a graph that
// large says little on a slide.
const MaxGraphPositions = 1000

// Graph lays the search space out as a graph (transposed positions
// merged, as DAG writes it) with Graphviz's dot, and returns where dot put
// each position and move. The layout is the same at every step (names,
// sizes and moves do not change as the search goes), so it is made once a
// picture; painters draw any step on it.
func (p *Picture) Graph(ctx context.Context, r *Renderer) (*scene.Graph, error) {
	l := p.layout
	l.once.Do(func() {
		if l.err = CheckSize(p.trace.Tree); l.err != nil {
			return
		}
		if n := len(positionNodes(p.trace)); n > MaxGraphPositions {
			l.err = tooLarge("export.graph_too_large", "Positions", n, "Limit", MaxGraphPositions)
			return
		}
		var out []byte
		out, l.err = r.Render(ctx, p.dagDOT(p.trace.Len()-1, false), "json")
		if l.err == nil {
			l.g, l.err = p.readLayout(out)
		}
		if l.err == nil {
			p.fitCaption() // to the graph's width
		}
	})
	return l.g, l.err
}

// graphLayout is a picture's graph, laid out once.
type graphLayout struct {
	once sync.Once
	g    *scene.Graph
	err  error
}

// layout is what Graphviz's json output says of a graph laid out.
type layout struct {
	BB      string `json:"bb"`
	Objects []struct {
		Name string `json:"name"`
		Pos  string `json:"pos"`
		XLP  string `json:"xlp"`
	} `json:"objects"`
	Edges []struct {
		Tail int    `json:"tail"`
		Head int    `json:"head"`
		Pos  string `json:"pos"`
		LP   string `json:"lp"`
	} `json:"edges"`
}

// readLayout turns Graphviz's json output for dagDOT into a scene.Graph,
// in the scene's points with y growing downwards.
func (p *Picture) readLayout(out []byte) (*scene.Graph, error) {
	bad := func(what string) error { return i18n.New("export.graphviz_layout", "What", what) }
	var l layout
	if err := json.Unmarshal(out, &l); err != nil {
		return nil, i18n.Wrap(err, "export.graphviz_layout", "What", "json")
	}
	bb := points(l.BB)
	if len(bb) != 2 {
		return nil, bad("bb")
	}
	top := bb[1][1]
	flip := func(q [2]float64) [2]float64 { return [2]float64{q[0], top - q[1]} }
	t := p.trace.Tree
	canon := p.trace.Transposed()
	members := positionNodes(p.trace)
	child := map[[2]tree.NodeID][]tree.NodeID{} // the edges that make each move
	for _, id := range t.Preorder() {
		if par := t.Nodes[id].Parent; par != tree.None {
			pair := [2]tree.NodeID{canon[par], canon[id]}
			child[pair] = append(child[pair], id)
		}
	}
	g := &scene.Graph{}
	ids := make([]tree.NodeID, len(l.Objects))
	started := false
	grow := func(r scene.Rect) {
		if !started {
			g.Bounds, started = r, true
		}
		g.Bounds = g.Bounds.Union(r)
	}
	for i, o := range l.Objects {
		n, err := strconv.Atoi(strings.TrimPrefix(o.Name, "n"))
		pos := points(o.Pos)
		if err != nil || n < 0 || n >= t.Len() || len(pos) != 1 {
			return nil, bad("node " + o.Name)
		}
		id := tree.NodeID(n)
		ids[i] = id
		c := flip(pos[0])
		gn := scene.GraphNode{ID: id, X: c[0], Y: c[1], Members: members[id]}
		w, h := p.geom.ShapeSize(id)
		g.Nodes = append(g.Nodes, gn)
		grow(scene.Rect{MinX: c[0] - w/2, MinY: c[1] - h/2, MaxX: c[0] + w/2, MaxY: c[1] + h/2})
		if xl := points(o.XLP); len(xl) == 1 {
			q := flip(xl[0])
			last := &g.Nodes[len(g.Nodes)-1]
			last.Names = scene.Text{S: p.names(members[id]), X: q[0], Y: q[1], Size: p.valueSize(), Color: p.styler.Pal.Title}
			grow(last.Names.Rect())
		}
	}
	for _, e := range l.Edges {
		if e.Tail < 0 || e.Tail >= len(ids) || e.Head < 0 || e.Head >= len(ids) {
			return nil, bad("edge")
		}
		ge := scene.GraphEdge{From: ids[e.Tail], To: ids[e.Head]}
		ge.Children = child[[2]tree.NodeID{ge.From, ge.To}]
		if len(ge.Children) == 0 {
			return nil, bad(fmt.Sprintf("edge %d -> %d", e.Tail, e.Head))
		}
		var ctrl [][2]float64
		for _, f := range strings.Fields(e.Pos) {
			switch {
			case strings.HasPrefix(f, "e,"):
				if q := points(f[2:]); len(q) == 1 {
					ge.Tip = flip(q[0])
				}
			case strings.HasPrefix(f, "s,"):
			default:
				if q := points(f); len(q) == 1 {
					ctrl = append(ctrl, flip(q[0]))
				}
			}
		}
		if len(ctrl) == 0 {
			return nil, bad("edge " + e.Pos)
		}
		ge.Path = scene.Bezier(ctrl, 8)
		if ge.Tip == ([2]float64{}) {
			ge.Tip = ge.Path[len(ge.Path)-1]
		}
		for _, q := range append(ge.Path, ge.Tip) {
			grow(scene.Rect{MinX: q[0], MinY: q[1], MaxX: q[0], MaxY: q[1]})
		}
		if lp := points(e.LP); len(lp) == 1 {
			q := flip(lp[0])
			ge.Label, ge.LabelX, ge.LabelY = true, q[0], q[1]
			if label, ok := p.geom.Move(ge.Children[0]); ok {
				label.X, label.Y, label.Align = q[0], q[1], scene.Center
				grow(label.Rect())
			}
		}
		g.Edges = append(g.Edges, ge)
	}
	return g, nil
}

// points reads Graphviz's "x,y" or "x1,y1,x2,y2" into points.
func points(s string) [][2]float64 {
	f := strings.Split(s, ",")
	if s == "" || len(f)%2 != 0 {
		return nil
	}
	var out [][2]float64
	for i := 0; i < len(f); i += 2 {
		x, err1 := strconv.ParseFloat(strings.TrimSpace(f[i]), 64)
		y, err2 := strconv.ParseFloat(strings.TrimSpace(f[i+1]), 64)
		if err1 != nil || err2 != nil {
			return nil
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}
