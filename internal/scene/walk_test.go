package scene

import (
	"fmt"
	"slices"
	"testing"
)

// recorder is a Drawer that notes what it is given, and reads texts of
// at least min points.
type recorder struct {
	got []string
	min float64
}

func (r *recorder) Shape(poly [][2]float64, paint Paint) {
	r.got = append(r.got, fmt.Sprintf("shape %d", len(poly)))
}
func (r *recorder) Line(x1, y1, x2, y2 float64, paint Paint) {
	r.got = append(r.got, fmt.Sprintf("line dotted=%v dashed=%v", paint.Dotted, paint.Dashed))
}
func (r *recorder) Plate(t Text)         { r.got = append(r.got, "plate "+t.S) }
func (r *recorder) Text(t Text)          { r.got = append(r.got, "text "+t.S) }
func (r *recorder) Readable(t Text) bool { return t.Size >= r.min }

// TestOneWalk: a node is drawn shape first, then its folded subtree's
// line (dotted, even when the paint is dashed), triangle, count and word,
// its value, its texts with their plates first; a renderer that cannot
// read the count leaves out the word with it, and each text it cannot
// read; moves go plates first.
func TestOneWalk(t *testing.T) {
	n := &Node{Shape: TriangleUp, W: 30, H: 20, Paint: Paint{Dashed: true},
		Value: Text{S: "3", Size: 13},
		Texts: []Text{{S: "a", Size: 13}, {S: "(3, +∞)", Size: 10, Plate: true}},
		Mark: &FoldMark{Polygon: [][2]float64{{0, 0}, {1, 1}, {2, 0}}, Count: Text{S: "12", Size: 10},
			Word: Text{S: "nodes", Size: 7}, Paint: Paint{Dashed: true}}}
	all := &recorder{}
	DrawNode(all, n)
	want := []string{"shape 3", "line dotted=true dashed=false", "shape 3", "text 12", "text nodes", "text 3", "text a", "plate (3, +∞)", "text (3, +∞)"}
	if !slices.Equal(all.got, want) {
		t.Errorf("drawn:\n%q\nwant\n%q", all.got, want)
	}
	small := &recorder{min: 11}
	DrawNode(small, n)
	want = []string{"shape 3", "line dotted=true dashed=false", "shape 3", "text 3", "text a"}
	if !slices.Equal(small.got, want) {
		t.Errorf("with texts under 11 unreadable, drawn:\n%q\nwant\n%q", small.got, want)
	}
	word := &recorder{min: 8} // the count readable, its word not: the word goes with its count
	DrawNode(word, n)
	if !slices.Contains(word.got, "text nodes") {
		t.Errorf("the word left out where its count is written: %q", word.got)
	}
	moves := &recorder{}
	DrawMoves(moves, []Text{{S: "X c2", Size: 10}, {}, {S: "O b1", Size: 10}})
	if want := []string{"plate X c2", "plate O b1", "text X c2", "text O b1"}; !slices.Equal(moves.got, want) {
		t.Errorf("moves drawn: %q, want %q", moves.got, want)
	}
}
