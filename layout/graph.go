package layout

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"gametree/internal/i18n"
)

// MaxGraphNodes is the most nodes a graph may have to be laid out:
// Graphviz's dot takes seconds from several hundred (tic-tac-toe after
// two moves, 634 positions: 2.2 s), and a graph that large says little on
// a slide.
const MaxGraphNodes = 1000

// ErrTooLarge is wrapped by the refusal of a graph of more than
// MaxGraphNodes nodes; test with errors.Is.
var ErrTooLarge = errors.New("too large")

// ErrNoGraphviz is what every use of Graphviz says in the browser:
// go-graphviz does not build for js/wasm (go-findfont, which it imports,
// has no js build), so what needs Graphviz is the desktop app's.
var ErrNoGraphviz = i18n.New("layout.no_graphviz")

// Shapes of a graph's nodes, as Graphviz names them.
const (
	Box         = "box"
	Ellipse     = "ellipse"
	Triangle    = "triangle"
	InvTriangle = "invtriangle"
)

// Graph is a graph to lay out with Graphviz's dot, in points: nodes of a
// fixed size with a name beside them (an external label), edges with a
// label. A node is its index in Nodes.
type Graph struct {
	Nodes []GraphNode
	Edges []GraphEdge
	// LeftRight lays the graph out from left to right, not top down.
	LeftRight bool
	// ArrowSize scales the arrowheads (Graphviz's arrowsize; 0 is 1).
	ArrowSize float64
}

// GraphNode is a node of a Graph: its shape, its size, the width of its
// outline (0 is 1) and the name written beside it, at a font size (the
// name is laid out with the node, so that nothing overlaps it).
type GraphNode struct {
	Shape    string
	W, H     float64
	Width    float64
	Name     string
	NameSize float64
}

// GraphEdge is an edge of a Graph, between two nodes' indexes, with a
// label (none when empty) at a font size, and the width of its line in
// points (0 is 1; Graphviz makes the arrowheads of thicker lines longer).
// At most one edge joins two nodes in one direction.
type GraphEdge struct {
	From, To  int
	Label     string
	LabelSize float64
	Width     float64
}

// GraphLayout is where dot put a Graph, in points, with y growing
// downwards and the graph's box from (0, 0): Nodes and Edges in the
// Graph's order.
type GraphLayout struct {
	Width, Height float64
	Nodes         []NodePlace
	Edges         []EdgePlace
}

// NodePlace is where a node is: its centre, and the middle of its name
// (HasName false when dot placed no name).
type NodePlace struct {
	X, Y    float64
	Name    [2]float64
	HasName bool
}

// EdgePlace is where an edge is: the control points of its cubic B-spline,
// from the tail's shape to the base of the arrowhead, whose point is Tip;
// and the middle of its label (HasLabel false for none).
type EdgePlace struct {
	Spline   [][2]float64
	Tip      [2]float64
	Label    [2]float64
	HasLabel bool
}

// LayOut lays g out with Graphviz's dot. A graph of more than
// MaxGraphNodes nodes is refused (ErrTooLarge).
func (r *Graphviz) LayOut(ctx context.Context, g Graph) (*GraphLayout, error) {
	if n := len(g.Nodes); n > MaxGraphNodes {
		return nil, i18n.Wrap(ErrTooLarge, "layout.graph_too_large", "Positions", n, "Limit", MaxGraphNodes)
	}
	out, err := r.Render(ctx, g.dot(), "json")
	if err != nil {
		return nil, err
	}
	return g.read(out)
}

// dot writes the graph for dot, with the spacing gametree's graphs take.
func (g Graph) dot() []byte {
	var b bytes.Buffer
	rank := "TB"
	if g.LeftRight {
		rank = "LR"
	}
	arrow := g.ArrowSize
	if arrow <= 0 {
		arrow = 1
	}
	fmt.Fprintf(&b, "digraph {\n  rankdir=%s; pad=0.2; nodesep=0.3; ranksep=0.45;\n", rank)
	fmt.Fprintf(&b, "  node [fontname=\"Helvetica\", fixedsize=true, label=\"\"];\n  edge [fontname=\"Helvetica\", arrowsize=%s];\n", num(arrow))
	for i, n := range g.Nodes {
		fmt.Fprintf(&b, "  n%d [shape=%s, width=%s, height=%s, penwidth=%s", i, n.Shape, num(n.W/72), num(n.H/72), num(cmp.Or(n.Width, 1)))
		if n.Name != "" {
			fmt.Fprintf(&b, ", xlabel=%s, fontsize=%s", quote(n.Name), num(n.NameSize))
		}
		b.WriteString("];\n")
	}
	for _, e := range g.Edges {
		fmt.Fprintf(&b, "  n%d -> n%d [penwidth=%s", e.From, e.To, num(cmp.Or(e.Width, 1)))
		if e.Label != "" {
			fmt.Fprintf(&b, ", label=%s, fontsize=%s", quote(" "+e.Label+" "), num(e.LabelSize))
		}
		b.WriteString("];\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}

// quote writes s as a DOT string Graphviz writes as s: quotes and
// backslashes escaped, & as an entity (Graphviz decodes entities in
// labels), line breaks as spaces.
func quote(s string) string {
	return `"` + strings.NewReplacer(`"`, `\"`, `\`, `\\`, "&", "&amp;", "\n", " ", "\r", " ", "\t", " ").Replace(s) + `"`
}

// num writes a number for DOT, to a thousandth.
func num(v float64) string {
	s := strings.TrimRight(strings.TrimRight(strconv.FormatFloat(v, 'f', 3, 64), "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// jsonLayout is what Graphviz's json output says of a graph laid out.
type jsonLayout struct {
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

// read turns Graphviz's json output for the graph into its layout.
func (g Graph) read(out []byte) (*GraphLayout, error) {
	bad := func(what string) error { return i18n.New("layout.graphviz_layout", "What", what) }
	var l jsonLayout
	if err := json.Unmarshal(out, &l); err != nil {
		return nil, i18n.Wrap(err, "layout.graphviz_layout", "What", "json")
	}
	bb := points(l.BB)
	if len(bb) != 2 || len(l.Objects) != len(g.Nodes) || len(l.Edges) != len(g.Edges) {
		return nil, bad("bb")
	}
	x0, top := bb[0][0], bb[1][1]
	flip := func(q [2]float64) [2]float64 { return [2]float64{q[0] - x0, top - q[1]} }
	gl := &GraphLayout{Width: bb[1][0] - x0, Height: top - bb[0][1], Nodes: make([]NodePlace, len(g.Nodes)), Edges: make([]EdgePlace, len(g.Edges))}
	object := make([]int, len(l.Objects)) // json's index → the node's
	placed := make([]bool, len(g.Nodes))
	for i, o := range l.Objects {
		n, err := strconv.Atoi(strings.TrimPrefix(o.Name, "n"))
		pos := points(o.Pos)
		if err != nil || n < 0 || n >= len(g.Nodes) || placed[n] || len(pos) != 1 {
			return nil, bad("node " + o.Name)
		}
		object[i], placed[n] = n, true
		p := NodePlace{X: flip(pos[0])[0], Y: flip(pos[0])[1]}
		if xl := points(o.XLP); len(xl) == 1 {
			p.Name, p.HasName = flip(xl[0]), true
		}
		gl.Nodes[n] = p
	}
	edge := map[[2]int]int{}
	for i, e := range g.Edges {
		edge[[2]int{e.From, e.To}] = i
	}
	done := make([]bool, len(g.Edges))
	for _, e := range l.Edges {
		if e.Tail < 0 || e.Tail >= len(object) || e.Head < 0 || e.Head >= len(object) {
			return nil, bad("edge")
		}
		i, ok := edge[[2]int{object[e.Tail], object[e.Head]}]
		if !ok || done[i] {
			return nil, bad(fmt.Sprintf("edge %d -> %d", e.Tail, e.Head))
		}
		done[i] = true
		var p EdgePlace
		for _, f := range strings.Fields(e.Pos) {
			switch {
			case strings.HasPrefix(f, "e,"):
				if q := points(f[2:]); len(q) == 1 {
					p.Tip = flip(q[0])
				}
			case strings.HasPrefix(f, "s,"):
			default:
				if q := points(f); len(q) == 1 {
					p.Spline = append(p.Spline, flip(q[0]))
				}
			}
		}
		if len(p.Spline) == 0 {
			return nil, bad("edge " + e.Pos)
		}
		if p.Tip == ([2]float64{}) {
			p.Tip = p.Spline[len(p.Spline)-1]
		}
		if lp := points(e.LP); len(lp) == 1 {
			p.Label, p.HasLabel = flip(lp[0]), true
		}
		gl.Edges[i] = p
	}
	return gl, nil
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
