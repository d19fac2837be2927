package practice

import (
	"context"
	"strings"
	"testing"

	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/samples"
	"gametree/search"
)

// TestDecimalSeparator: what practice says to a student in Romanian or
// Italian writes a fraction with a decimal comma: the questions and
// their choices, and the mistakes; a fraction typed with one is read.
func TestDecimalSeparator(t *testing.T) {
	dice, err := samples.Load("dice")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), dice, search.Options{Algorithm: search.Expectimax})
	if err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{"en": "2.75", "ro": "2,75", "it": "2,75"} {
		l := i18n.Must(code)
		var all []string
		for k := range tr.Len() {
			if q, ok := Ask(tr, k, l); ok {
				all = append(all, q.Prompt)
				all = append(all, q.Choices...)
			}
		}
		if got := strings.Join(all, "\n"); !strings.Contains(got, want) {
			t.Errorf("%s: no %s in the questions:\n%s", code, want, got)
		}
		value := Said(grade.Mistake{Node: "b", Field: grade.FieldValue, Given: 2.5, Expected: 5.0}, l)
		window := Said(grade.Mistake{Node: "b", Field: FieldWindow, Given: FormatWindow([2]float64{0.5, 3}), Expected: FormatWindow([2]float64{3, 5})}, l)
		if sep := l.DecimalSeparator(); !strings.Contains(value, "2"+sep+"5") || !strings.Contains(window, "0"+sep+"5") {
			t.Errorf("%s: %q; %q", code, value, window)
		}
	}
	for _, typed := range []string{"0,5", "0.5", " 0,5 "} {
		if v, err := ParseBound(typed); err != nil || v != 0.5 {
			t.Errorf("ParseBound(%q) = %v, %v", typed, v, err)
		}
	}
}
