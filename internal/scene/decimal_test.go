package scene

import (
	"context"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/practice"
	"gametree/samples"
	"gametree/search"
)

// TestDecimalSeparator: a picture read in Romanian or Italian writes its
// fractional values, windows and probabilities with a decimal comma
// (Styler.Decimal), one in English or a file's with a point.
func TestDecimalSeparator(t *testing.T) {
	dice, err := samples.Load("dice")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []search.Options{{Algorithm: search.Expectimax}, {Algorithm: search.Star1}} {
		tr, err := search.Run(context.Background(), dice, opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range i18n.Codes() {
			s := NewStyler(tr, NewGeometry(tr.Tree, Options{Show: ShowAll}), Colour)
			s.Decimal = i18n.Must(code).DecimalSeparator()
			var all []string
			for k := range tr.Len() {
				sc := s.Scene(k)
				for _, n := range sc.Nodes {
					all = append(all, texts(n))
				}
				for _, e := range sc.Edges {
					all = append(all, e.Label.S)
				}
			}
			text := strings.Join(all, " ")
			point, comma := strings.Contains(text, "0.5"), strings.Contains(text, "0,5")
			if code == "en" && (!point || comma) || code != "en" && (point || !comma) {
				t.Errorf("%v %s: %s", opt.Algorithm, code, text)
			}
		}
	}
	s := &Styler{Decimal: ","}
	if got := s.Number(-2.75); got != "−2,75" {
		t.Errorf("Number: %q", got)
	}
	if got := s.probability("roll 1 (0.25)", 0.25); got != "roll 1 (0,25)" {
		t.Errorf("a move and its probability: %q", got)
	}

	// A practice sheet's answers, written in the same picture.
	tr := walkthrough(t, search.Options{})
	st := NewStyler(tr, NewGeometry(tr.Tree, Options{Answers: true}), Colour)
	st.Decimal = ","
	b := byLabel(t, tr.Tree, "b")
	for _, sheet := range []*practice.Sheet{practice.NewSheet(practice.Values), practice.NewSheet(practice.Windows)} {
		sheet.Values[b] = 2.5
		sheet.Windows[b] = [2]float64{0.5, 3}
		m := st.Marks(sheet, tr.At(0), nil, InkOn(st.Pal.Background))
		if len(m.Texts) != 1 || !strings.Contains(m.Texts[0].S, "0,5") && !strings.Contains(m.Texts[0].S, "2,5") {
			t.Errorf("%v: %+v", sheet.Exercise, m.Texts)
		}
	}
}
