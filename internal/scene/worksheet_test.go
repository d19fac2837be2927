package scene

import (
	"context"
	"fmt"
	"testing"

	"gametree/internal/tree"
	"gametree/search"
)

// insideTriangle reports whether (x, y) lies inside the triangle pts (by
// the signs of the three edge functions).
func insideTriangle(pts [][2]float64, x, y float64) bool {
	side := func(a, b [2]float64) float64 { return (b[0]-a[0])*(y-a[1]) - (b[1]-a[1])*(x-a[0]) }
	d1, d2, d3 := side(pts[0], pts[1]), side(pts[1], pts[2]), side(pts[2], pts[0])
	neg := d1 < 0 || d2 < 0 || d3 < 0
	pos := d1 > 0 || d2 > 0 || d3 > 0
	return !(neg && pos)
}

// TestSlotsFitInTheirTriangles: with Options.Slots every box for a value
// written by hand lies inside its triangle, MAX's and MIN's, at any font
// scale, drawn top down or left to right, for narrow and wide values; it
// is at least the size a pen needs (36×22 points at scale 1) and wider
// than the widest value; and only nodes the search expands get one.
// Without Slots the geometry is as it was.
func TestSlotsFitInTheirTriangles(t *testing.T) {
	for _, src := range []string{"[[3 5] [2 [9 1]]]", "[[-1000.5 5] [2 [9 -12345]]]"} {
		tt, err := tree.ReadBracket([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		tr, err := search.Run(context.Background(), tt, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, scale := range []float64{0.5, 1, 2.5} {
			for _, lr := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/scale=%v/left-right=%v", src, scale, lr), func(t *testing.T) {
					g := NewGeometry(tt, Options{Slots: true, FontScale: scale, LeftRight: lr})
					s := NewStyler(tr, g, Colour)
					widest := 0.0
					for _, n := range tt.Nodes {
						if n.HasValue {
							widest = max(widest, TextWidth(tree.TypesetValue(n.Value), valueSize*scale, true))
						}
					}
					for _, id := range tt.Preorder() {
						if s.HasSlot(id) == tt.Nodes[id].IsLeaf() {
							t.Fatalf("%s: slot %v", tt.Name(id), s.HasSlot(id))
						}
						if tt.Nodes[id].IsLeaf() {
							continue
						}
						r := s.Slot(id)
						n := s.Node(tr.At(0), id)
						poly := n.Polygon()
						for _, c := range [][2]float64{{r.MinX, r.MinY}, {r.MaxX, r.MinY}, {r.MaxX, r.MaxY}, {r.MinX, r.MaxY}} {
							if !insideTriangle(poly, c[0], c[1]) {
								t.Errorf("%s (%v): the box's corner %v is outside the triangle %v", tt.Name(id), n.Shape, c, poly)
							}
						}
						if r.Width() < slotMinWidth*scale-1e-9 || r.Height() < slotHeight*scale-1e-9 || r.Width() < widest {
							t.Errorf("%s: box %.1f×%.1f, too small for a pen or for %.1f points of value", tt.Name(id), r.Width(), r.Height(), widest)
						}
					}
				})
			}
		}
		plain, slots := NewGeometry(tt, Options{}), NewGeometry(tt, Options{Slots: true})
		w, h := plain.ShapeSize(tree.Root)
		if w != plain.innerW || h != 40 {
			t.Errorf("without slots the triangles are %v×%v", w, h)
		}
		if sw, sh := slots.ShapeSize(tree.Root); sw <= w || sh <= h {
			t.Errorf("with slots the triangles are %v×%v, no larger than %v×%v", sw, sh, w, h)
		}
	}
}

// TestSlotsAtADepthLimit: nodes at a depth limit (their estimate is
// given) and below it (never searched) get no box.
func TestSlotsAtADepthLimit(t *testing.T) {
	tt, err := tree.ReadBracket([]byte("[[3 [4 5]] [[6 7] 2]]"))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range tt.Preorder() {
		if n := &tt.Nodes[id]; !n.IsLeaf() {
			n.Estimate, n.HasEstimate = 1, true
		}
	}
	tr, err := search.Run(context.Background(), tt, search.Options{Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := NewStyler(tr, NewGeometry(tt, Options{Slots: true}), Print)
	for _, id := range tt.Preorder() {
		if want := id == tree.Root; s.HasSlot(id) != want {
			t.Errorf("%s: slot %v", tt.Name(id), s.HasSlot(id))
		}
	}
}
