package export

import (
	"context"
	"strings"
	"testing"

	"gametree/internal/narrate"
	"gametree/samples"
	"gametree/search"
)

// TestSheetDecimalSeparator: an answer key in Romanian or Italian writes
// the values in its boxes, and Star1's bounds in its instruction, with a
// decimal comma; one in English with a point.
func TestSheetDecimalSeparator(t *testing.T) {
	dice, err := samples.Load("dice")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), dice, search.Options{Algorithm: search.Expectimax})
	if err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{"en": "2.75", "ro": "2,75", "it": "2,75"} {
		n, err := narrate.New(code)
		if err != nil {
			t.Fatal(err)
		}
		var boxes []string
		for _, b := range NewSheet(tr, Options{Narrator: n}, true).boxes() {
			boxes = append(boxes, b.text.S)
		}
		if got := strings.Join(boxes, " "); !strings.Contains(got, want) {
			t.Errorf("%s: boxes %q, want %s", code, got, want)
		}
		bounds := search.Options{Algorithm: search.Star1, Bounds: search.Bounds{Low: -0.5, High: 0.5}}
		if got := Instruction(n.Language(), bounds, false); !strings.Contains(got, strings.Replace("0.5", ".", n.Language().DecimalSeparator(), 1)) {
			t.Errorf("%s: %q", code, got)
		}
	}
}
