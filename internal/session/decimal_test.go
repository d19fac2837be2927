package session

import (
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/search"
)

// TestDecimalSeparator: the inspector, the hover line and the node
// dialog write a fraction as the session's language does, 2,75 in
// Romanian and Italian and 2.75 in English, and the dialog reads back
// what it wrote (or a decimal point) as no change.
func TestDecimalSeparator(t *testing.T) {
	s := open(t, "dice")
	opt := s.Options()
	opt.Algorithm = search.Expectimax
	if r, ok := s.SetOptions(opt); ok { // a tree with dice opens with expectimax already
		finish(t, s, r)
	}
	s.Jump(s.trace.Len() - 1)
	e := s.label(t, "e")
	for code, want := range map[string][2]string{"en": {"2.75", "0.5, 0.25, 0.25"}, "ro": {"2,75", "0,5; 0,25; 0,25"}, "it": {"2,75", "0,5; 0,25; 0,25"}} {
		speak(s, i18n.Must(code))
		s.Select(e)
		if got := Value(s.Inspect().Rows, RowV); got != want[0] {
			t.Errorf("%s: V = %q, want %q", code, got, want[0])
		}
		if got := s.Hover(e); !strings.Contains(got, want[0]) {
			t.Errorf("%s: hover %q", code, got)
		}
		p := s.doc.Tree.PathOf(e)
		f, ok := s.Fields(p)
		if !ok || f.Chances != want[1] {
			t.Errorf("%s: the dialog's probabilities %q, want %q", code, f.Chances, want[1])
		}
		if _, changed, err := s.EditNode(p, f); changed || err != nil {
			t.Errorf("%s: the fields as shown changed the tree (%v, %v)", code, changed, err)
		}
		f.Chances = "0.5; 0.25; 0.25"
		if _, changed, err := s.EditNode(p, f); changed || err != nil {
			t.Errorf("%s: the same probabilities with points changed the tree (%v, %v)", code, changed, err)
		}
	}
}
