package search

import "testing"

// TestParseBoundsDecimalComma: bounds typed in Romanian or Italian, with
// decimal commas around "..", are read; a comma alone still separates LO
// and HI.
func TestParseBoundsDecimalComma(t *testing.T) {
	for in, want := range map[string]Bounds{"-0,5..0,5": {-0.5, 0.5}, "0,25 .. 10": {0.25, 10}, "1..2,5": {1, 2.5}, "0,10": {0, 10}} {
		if b, err := ParseBounds(in); err != nil || b != want {
			t.Errorf("ParseBounds(%q) = %v, %v; want %v", in, b, err, want)
		}
	}
	for _, in := range []string{"0,5,1..2", "1,2,3", "0,5..0,5"} {
		if b, err := ParseBounds(in); err == nil {
			t.Errorf("ParseBounds(%q) = %v, want an error", in, b)
		}
	}
}
