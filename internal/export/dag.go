package export

import (
	"bytes"
	"fmt"
	"strings"

	"gametree/internal/scene"
	"gametree/internal/tree"
)

// DAG writes step k as a graph for Graphviz's dot layout, not a tree: the
// nodes of one position and player to move (search.Trace.Transposed) are
// one node, drawn as the one the search met first, with the names of all
// of them beside it; each move is one edge, however many nodes make it.
// A tidy tree layout cannot draw that graph: Graphviz lays it out.
func (p *Picture) DAG(k int) []byte { return p.dagDOT(k, !p.opt.NoTitle) }

// dagDOT writes the graph of step k, with the title above it or not (the
// layout Graph reads is made without: the picture writes its own).
func (p *Picture) dagDOT(k int, titled bool) []byte {
	sc := p.styler.Scene(k)
	t := p.trace.Tree
	canon := p.trace.Transposed()
	var b bytes.Buffer
	fmt.Fprintf(&b, "// gametree: %s.\n", p.what(k, "transposed positions merged"))
	b.WriteString("// Laid out by Graphviz: dot -Tsvg.\n")
	b.WriteString("digraph gametree {\n")
	rank := "TB"
	if p.geom.Opt.LeftRight {
		rank = "LR"
	}
	fmt.Fprintf(&b, "  rankdir=%s; bgcolor=%s; pad=0.2; nodesep=0.3; ranksep=0.45;\n", rank, quoteColor(sc.Background))
	if titled && p.title() != "" {
		fmt.Fprintf(&b, "  label=%s; labelloc=t; fontname=\"Helvetica\"; fontsize=%s; fontcolor=%s;\n",
			quote(p.title()), num(p.titleSize()), quoteColor(p.styler.Pal.Title))
	}
	b.WriteString("  node [fontname=\"Helvetica\", fixedsize=true];\n")
	fmt.Fprintf(&b, "  edge [arrowsize=%s, fontname=\"Helvetica\", fontsize=%s];\n\n", num(0.6*p.scale()), num(p.noteSize()))

	members := scene.Positions(p.trace)
	nodes := map[tree.NodeID]scene.Node{}
	for _, n := range sc.Nodes {
		nodes[n.ID] = n
	}
	b.WriteString("  // Nodes: one a position, named after every node of it.\n")
	for _, id := range t.Preorder() {
		if canon[id] != id {
			continue
		}
		n := nodes[id]
		style := "filled"
		if s := lineStyle(n.Paint); s != "" {
			style += "," + s
		}
		shape := map[scene.Shape]string{scene.TriangleUp: "triangle", scene.TriangleDown: "invtriangle", scene.Box: "box", scene.Circle: "ellipse"}[n.Shape]
		fmt.Fprintf(&b, "  n%d [shape=%s, width=%s, height=%s, label=%s, xlabel=%s, style=%q, fillcolor=%s, color=%s, penwidth=%s, fontcolor=%s, fontsize=%s%s];\n",
			id, shape, inches(n.W), inches(n.H), quote(n.Value.S), quote(scene.PositionNames(t, members[id])), style,
			quoteColor(n.Paint.Fill), quoteColor(n.Paint.Stroke), num(n.Paint.Width), quoteColor(n.Paint.Text),
			num(p.valueSize()), bold(n.Value.Bold))
	}
	b.WriteString("\n  // Edges: one a move from a position, drawn as the search met it first.\n")
	seen := map[[2]tree.NodeID]bool{}
	for _, e := range sc.Edges {
		pair := [2]tree.NodeID{canon[e.From], canon[e.To]}
		if seen[pair] {
			continue
		}
		seen[pair] = true
		attrs := []string{"color=" + quoteColor(e.Paint.Stroke), fmt.Sprintf("penwidth=%s", num(e.Paint.Width))}
		if s := lineStyle(e.Paint); s != "" {
			attrs = append(attrs, "style="+s)
		}
		if e.Label.S != "" {
			// The size the painter writes it at (larger on a projector),
			// so that dot leaves it room.
			attrs = append(attrs, "label="+quote(" "+e.Label.S+" "), "fontcolor="+quoteColor(e.Label.Color), "fontsize="+num(e.Label.Size))
		}
		fmt.Fprintf(&b, "  n%d -> n%d [%s];\n", pair[0], pair[1], strings.Join(attrs, ", "))
	}
	b.WriteString("}\n")
	return b.Bytes()
}
