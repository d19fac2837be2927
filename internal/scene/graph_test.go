package scene

import "testing"

// TestBezier: a flattened cubic piece starts and ends at its end points
// and passes through the middle of a straight one.
func TestBezier(t *testing.T) {
	got := Bezier([][2]float64{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}}, 4)
	if len(got) != 9 || got[0] != [2]float64{0, 0} || got[8] != [2]float64{6, 6} || got[2] != [2]float64{1.5, 1.5} {
		t.Errorf("%v", got)
	}
}
