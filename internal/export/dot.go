package export

import (
	"bytes"
	"fmt"
	"image/color"
	"strings"

	"gametree/internal/games"
	"gametree/internal/scene"
	"gametree/internal/tree"
)

// DOT returns the Graphviz DOT text of step k. Every node is pinned where
// the scene puts it (layout=nop), so Graphviz only routes edges and frames
// of one animation line up exactly.
func (p *Picture) DOT(k int) []byte {
	sc := p.styler.Scene(k)
	var b bytes.Buffer
	w := &dotWriter{b: &b}
	fmt.Fprintf(&b, "// gametree: %s.\n", p.what(k))
	b.WriteString("// Nodes are pinned (layout=nop, positions in points): render with dot -Tsvg, or neato -n.\n")
	b.WriteString("digraph gametree {\n")
	fmt.Fprintf(&b, "  layout=nop; splines=line; outputorder=edgesfirst; pad=0.15;\n")
	if t := p.trace.Tree; t.Title != "" { // for reading back, as written
		fmt.Fprintf(&b, "  gametree_title=%s;\n", quoteData(t.Title))
	}
	if t := p.trace.Tree; t.Game != "" {
		fmt.Fprintf(&b, "  gametree_game=%s;\n", quoteData(t.Game))
	}
	fmt.Fprintf(&b, "  bgcolor=%s;\n", quoteColor(sc.Background))
	b.WriteString("  node [fontname=\"Helvetica\", fixedsize=true];\n")
	// Edges leave a parent's shape where it faces its children and enter
	// the child's where it faces its parent, as in the window.
	tail, head := "s", "n"
	if p.geom.Opt.LeftRight {
		tail, head = "e", "w"
	}
	fmt.Fprintf(&b, "  edge [arrowsize=%s, tailport=%s, headport=%s];\n\n", num(0.6*p.scale()), tail, head)

	b.WriteString("  // Edges: parent -> child.\n")
	for _, e := range sc.Edges {
		attrs := []string{"color=" + quoteColor(e.Paint.Stroke), fmt.Sprintf("penwidth=%s", num(e.Paint.Width))}
		if s := lineStyle(e.Paint); s != "" {
			attrs = append(attrs, "style="+s)
		}
		if t := p.trace.Tree; t.Nodes[e.From].Kind == tree.Chance { // exactly, for reading back
			attrs = append(attrs, "probability="+tree.FormatValue(t.Probability(e.To)))
		}
		fmt.Fprintf(&b, "  n%d -> n%d [%s];\n", e.From, e.To, strings.Join(attrs, ", "))
	}

	b.WriteString("\n  // Nodes: shapes with V (or a leaf's value) inside, then their texts.\n")
	for _, n := range sc.Nodes {
		style := "filled"
		if s := lineStyle(n.Paint); s != "" {
			style += "," + s
		}
		shape := map[scene.Shape]string{scene.TriangleUp: "triangle", scene.TriangleDown: "invtriangle", scene.Box: "box", scene.Circle: "ellipse"}[n.Shape]
		fmt.Fprintf(&b, "  n%d [shape=%s, pos=%s, width=%s, height=%s, label=%s, style=%q, fillcolor=%s, color=%s, penwidth=%s, fontcolor=%s, fontsize=%s%s%s];",
			n.ID, shape, pos(n.X, n.Y), inches(n.W), inches(n.H), quote(n.Value.S), style,
			quoteColor(n.Paint.Fill), quoteColor(n.Paint.Stroke), num(n.Paint.Width), quoteColor(n.Paint.Text),
			num(p.valueSize()), bold(n.Value.Bold), treeData(p.trace.Tree.Nodes[n.ID]))
		fmt.Fprintf(&b, "  // %s\n", oneLine(p.trace.Tree.Name(n.ID)))
		for i, t := range n.Texts {
			w.text(fmt.Sprintf("t%d_%d", n.ID, i), t)
		}
		if b, x, y, cell, ok := p.geom.Board(n.ID); ok {
			w.board(fmt.Sprintf("board%d", n.ID), b, x, y, cell)
		}
	}
	for _, e := range sc.Edges {
		if e.Label.S != "" {
			for i, line := range e.Label.Lines() { // a long move in two lines
				name := fmt.Sprintf("m%d", e.To)
				if i > 0 {
					name += fmt.Sprintf("_%d", i+1)
				}
				w.text(name, line)
			}
		}
		if e.Cut {
			mark := scene.Text{S: "×", X: (e.X1 + e.X2) / 2, Y: (e.Y1 + e.Y2) / 2, Size: 20 * p.scale(), Bold: true, Color: p.styler.Pal.Cut}
			w.text(fmt.Sprintf("cut%d", e.To), mark)
		}
	}

	b.WriteString("\n  // Title, narration, legend; two invisible corners fix the picture's size.\n")
	for i, t := range p.frameTexts(k) {
		w.text(fmt.Sprintf("f%d", i), t)
	}
	for i, item := range p.legendItems() {
		fmt.Fprintf(&b, "  legend%d [shape=%s, pos=%s, width=%s, height=%s, label=\" \", style=%q, fillcolor=%s, color=%s, penwidth=%s];\n",
			i, map[scene.Shape]string{scene.TriangleUp: "triangle", scene.TriangleDown: "invtriangle", scene.Box: "box", scene.Circle: "ellipse"}[item.shape],
			pos(item.x, item.y), inches(item.w), inches(item.h), "filled"+prefixed(lineStyle(item.paint)),
			quoteColor(item.paint.Fill), quoteColor(item.paint.Stroke), num(min(item.paint.Width, 2.5)))
		w.text(fmt.Sprintf("legend%d_text", i), item.caption)
	}
	r := p.bounds()
	fmt.Fprintf(&b, "  corner0 [style=invis, label=\" \", width=0.01, height=0.01, pos=%s];\n", pos(r.MinX, r.MinY))
	fmt.Fprintf(&b, "  corner1 [style=invis, label=\" \", width=0.01, height=0.01, pos=%s];\n", pos(r.MaxX, r.MaxY))
	b.WriteString("}\n")
	return b.Bytes()
}

type dotWriter struct{ b *bytes.Buffer }

// text writes one line of text as a pinned, fixed-size plaintext node whose
// box starts, centres or ends at the anchor, justified to match.
func (w *dotWriter) text(name string, t scene.Text) {
	width := scene.TextWidth(t.S, t.Size, t.Bold) + 2
	x, just := t.X, ""
	switch t.Align {
	case scene.Left:
		x, just = t.X+width/2, `\l`
	case scene.Right:
		x, just = t.X-width/2, `\r`
	}
	fmt.Fprintf(w.b, "  %s [shape=plaintext, pos=%s, width=%s, height=%s, label=%s, fontsize=%s, fontcolor=%s%s];\n",
		name, pos(x, t.Y), inches(width), inches(t.Size*1.3), quoteJust(t.S, just), num(t.Size), quoteColor(t.Color), bold(t.Bold))
}

// board writes a game position as a pinned table of fixed-size squares.
func (w *dotWriter) board(name string, b games.Board, x, y, cell float64) {
	bw, bh := float64(b.Cols)*cell, float64(b.Rows)*cell
	border := 1
	if b.Game == games.Nim {
		border = 0
	}
	var t strings.Builder
	fmt.Fprintf(&t, `<TABLE BORDER="%d" CELLBORDER="%d" CELLSPACING="0" CELLPADDING="0" COLOR=%s>`, border, border, quoteColor(games.GridLine()))
	for r := range b.Rows {
		t.WriteString("<TR>")
		for c := range b.Cols {
			cell := b.At(r, c)
			fmt.Fprintf(&t, `<TD WIDTH="%s" HEIGHT="%s" FIXEDSIZE="TRUE" BGCOLOR=%s>`, num(bw/float64(b.Cols)), num(bh/float64(b.Rows)), quoteColor(games.Background(b.Game)))
			if symbol := symbolOf(cell); symbol != "" {
				fmt.Fprintf(&t, `<FONT COLOR=%s POINT-SIZE="%s">%s</FONT>`, quoteColor(games.Ink(cell)), num(bh/float64(b.Rows)*0.9), symbol)
			}
			t.WriteString("</TD>")
		}
		t.WriteString("</TR>")
	}
	t.WriteString("</TABLE>")
	fmt.Fprintf(w.b, "  %s [shape=plaintext, pos=%s, width=%s, height=%s, margin=0, label=<%s>];\n",
		name, pos(x+bw/2, y+bh/2), inches(bw), inches(bh), t.String())
}

// symbolOf is the character that stands for a square's content.
func symbolOf(c games.Cell) string {
	switch c {
	case games.Cross:
		return "X"
	case games.Nought:
		return "O"
	case games.Black, games.White, games.Ball:
		return "●"
	}
	return ""
}

// treeData writes what a node is, exactly, as attributes Graphviz
// ignores and package dotread reads back: its name, move and position
// (the captions beside the shapes show them with call numbers and
// windows, spaces run together), a leaf's value and an estimate (the
// shape shows V, or nothing, as the picture's texts say).
func treeData(n tree.Node) string {
	var b strings.Builder
	if n.Label != "" {
		b.WriteString(", gametree_label=" + quoteData(n.Label))
	}
	if n.Move != "" {
		b.WriteString(", gametree_move=" + quoteData(n.Move))
	}
	if n.Position != "" {
		b.WriteString(", gametree_position=" + quoteData(n.Position))
	}
	if n.HasValue {
		b.WriteString(", value=" + quoteData(tree.FormatValue(n.Value)))
	}
	if n.HasEstimate {
		b.WriteString(", estimate=" + quoteData(tree.FormatValue(n.Estimate)))
	}
	return b.String()
}

// quoteData writes text as a DOT string that reads back as it is: a
// quote and a backslash escaped, nothing else touched.
func quoteData(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

func bold(b bool) string {
	if b {
		return `, fontname="Helvetica-Bold"`
	}
	return ""
}

func prefixed(s string) string {
	if s == "" {
		return ""
	}
	return "," + s
}

func lineStyle(p scene.Paint) string {
	switch {
	case p.Dashed:
		return "dashed"
	case p.Dotted:
		return "dotted"
	}
	return ""
}

// pos writes a pinned position; Graphviz's y axis points up.
func pos(x, y float64) string { return fmt.Sprintf("\"%s,%s!\"", num(x), num(-y)) }

func inches(points float64) string { return num(points / 72) }

func num(v float64) string {
	s := fmt.Sprintf("%.3f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

func quoteColor(c color.RGBA) string {
	if c.A == 0xff {
		return fmt.Sprintf("\"#%02x%02x%02x\"", c.R, c.G, c.B)
	}
	return fmt.Sprintf("\"#%02x%02x%02x%02x\"", c.R, c.G, c.B, c.A)
}

// quote writes a DOT string. Backslashes are escaped so that Graphviz's
// own escapes (\n, \l, \N, …) never fire on a user's text.
// An empty label is written as one space: go-graphviz reads "" as the
// default label, the node's name.
func quote(s string) string {
	if s == "" {
		return `" "`
	}
	return quoteJust(s, "")
}

func quoteJust(s, just string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '&': // Graphviz decodes entities such as &amp; in labels
			b.WriteString("&amp;")
		case '\n', '\r', '\t':
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	b.WriteString(just)
	b.WriteByte('"')
	return b.String()
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
