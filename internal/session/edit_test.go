package session

import (
	"math"
	"strings"
	"testing"
)

// TestParseChances: probabilities as decimals, fractions or with decimal
// commas after ';'; a wrong count, a number outside 0..1 or a sum other
// than 1 is refused, saying which (the node dialog's field shows it before
// anything is applied).
func TestParseChances(t *testing.T) {
	for _, c := range []struct {
		text string
		want []float64
		err  string
	}{
		{"1/3, 1/3, 1/3", []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}, ""},
		{"0,25; 0,75; 0", []float64{0.25, 0.75, 0}, ""},
		{"", nil, ""},
		{"0.5, 0.5", nil, "2 probabilities for 3 children"},
		{"0.5, 0.3, 0.3", nil, "add up to 1.1, not 1"},
		{"0.333, 0.333, 0.333", nil, "add up to 0.999, not 1"},
		{"2, 0, 0", nil, `"2" is not a probability`},
	} {
		got, err := ParseChances(c.text, 3)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: %v, want %q", c.text, err, c.err)
			}
			continue
		}
		if err != nil || len(got) != len(c.want) {
			t.Errorf("%q: %v, %v", c.text, got, err)
			continue
		}
		for i := range got {
			if math.Abs(got[i]-c.want[i]) > 1e-12 {
				t.Errorf("%q: %v, want %v", c.text, got, c.want)
			}
		}
	}
}
