package scene

import "gametree/internal/tree"

// A worksheet's blank is a box inside an inner node's triangle, in its
// wide part, for the student to write the node's value in by hand; an
// answer key writes the value in the same box. Options.Slots makes the
// triangles large enough to hold it: the box is slotHeight tall and as
// wide as the widest value plus room for a pen, at least slotMinWidth.
const (
	slotHeight   = 22.0 // about 8 mm: a digit written by hand
	slotMinWidth = 36.0 // about 13 mm: "−10" written by hand
	slotPadding  = 14.0 // beside the widest value, at font scale 1
	slotGap      = 3.0  // between the box and the triangle's sides
	// slotRoom is how many times the box (and its gap) the triangle's
	// drawn height is: the rest is the narrow tip above (or below) it.
	slotRoom = 2.3
)

// slotShape returns the size of an inner node's shape box that holds a
// slot for values as wide as widest, at font scale s: the box sits on
// the triangle's base, slotGap inside it, and its far corners slotGap
// inside the slanted sides. The triangle is never smaller than without
// slots (innerW × innerH).
func slotShape(widest, s, innerW, innerH float64) (w, h float64) {
	slotW := max(slotMinWidth*s, widest+slotPadding*s)
	drawn := slotRoom * (slotHeight + slotGap) * s // the triangle's drawn height: 3/4 of its box
	free := 1 - 1/slotRoom                         // the part of the width left at the box's far side
	return max(innerW, (slotW+2*slotGap*s)/free), max(innerH, drawn*4/3)
}

// HasSlot reports whether node id gets a worksheet's blank: an inner node
// the search expands (not a leaf, nor a node at or below a depth limit,
// whose value is given or never needed).
func (s *Styler) HasSlot(id tree.NodeID) bool {
	return !s.Trace.Tree.Nodes[id].IsLeaf() && s.Trace.Depth(id) > 0
}

// Slot returns the box inside node id's triangle where a worksheet leaves
// a blank for its value and an answer key writes it: on the triangle's
// base, in its wide part (the bottom of △, the top of ▽). Without
// Options.Slots the box is as large as the triangle allows, which is too
// small to write in.
func (s *Styler) Slot(id tree.NodeID) Rect {
	g := s.Geom
	w, h := g.ShapeSize(id)
	sc := g.scale
	free := 1 - 1/slotRoom
	slotW := w*free - 2*slotGap*sc
	slotH := min(slotHeight*sc, h*3/4/slotRoom-slotGap*sc)
	x, y := g.X[id], g.Y[id]
	if s.Shape(id) == TriangleDown {
		top := y - h/4 + slotGap*sc
		return Rect{x - slotW/2, top, x + slotW/2, top + slotH}
	}
	bottom := y + h/4 - slotGap*sc
	return Rect{x - slotW/2, bottom - slotH, x + slotW/2, bottom}
}
