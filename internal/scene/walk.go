package scene

// Drawer is a renderer as the walk of a picture sees it: the window's
// painter, or a vector picture's writer. It draws the pieces it is
// given, in scene points (y grows downwards), in the order given: the
// walk (DrawNode, DrawMoves) holds the order, so the renderers cannot
// drift apart.
type Drawer interface {
	// Shape fills and outlines a polygon (a node's shape, a folded
	// subtree's triangle) with a paint, dashed or dotted as it says.
	Shape(poly [][2]float64, paint Paint)
	// Line draws a line from (x1, y1) to (x2, y2) paint.Width wide in
	// paint.Stroke, dashed or dotted as the paint says.
	Line(x1, y1, x2, y2 float64, paint Paint)
	// Plate fills t's plate (Text.PlateRect) with the background.
	Plate(t Text)
	// Text writes t, every line of it.
	Text(t Text)
	// Readable says whether the renderer writes a text of t's size: the
	// window's painter leaves out texts too small to read.
	Readable(t Text) bool
}

// DrawNode draws a node: its shape, the triangle of its folded subtree
// (the dotted line down to it, the triangle, the count of the nodes it
// hides and the word under it, both where the count is readable), the
// value inside the shape, and the texts beside it, each on its plate
// when it has one; texts only where they are readable.
func DrawNode(d Drawer, n *Node) {
	d.Shape(n.Polygon(), n.Paint)
	if m := n.Mark; m != nil {
		line := m.Paint
		line.Dashed, line.Dotted = false, true
		d.Line(m.X1, m.Y1, m.X2, m.Y2, line)
		d.Shape(m.Polygon, m.Paint)
		if d.Readable(m.Count) {
			d.Text(m.Count)
			if m.Word.S != "" {
				d.Text(m.Word)
			}
		}
	}
	if n.Value.S != "" && d.Readable(n.Value) {
		d.Text(n.Value)
	}
	for _, t := range n.Texts {
		if d.Readable(t) {
			if t.Plate {
				d.Plate(t)
			}
			d.Text(t)
		}
	}
}

// DrawMoves writes the readable moves, each on its plate: the plates first, so that
// none covers another's move, after every edge, so that an edge
// sweeping from far above across another node's move leaves it whole.
func DrawMoves(d Drawer, moves []Text) {
	for _, t := range moves {
		if t.S != "" && d.Readable(t) {
			d.Plate(t)
		}
	}
	for _, t := range moves {
		if t.S != "" && d.Readable(t) {
			d.Text(t)
		}
	}
}
