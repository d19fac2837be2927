package session

import (
	"errors"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/samples"
	"gametree/search"
)

// TestANewTreeSaysEveryFallBack: a tree that drops both the table (it is
// no game's) and the depth limit (it has no estimates) says both, in the
// window's language (the table's sentence had been dropped).
func TestANewTreeSaysEveryFallBack(t *testing.T) {
	tr, err := samples.Load("aima-fig5-2")
	if err != nil {
		t.Fatal(err)
	}
	s := New()
	opt := search.Options{Algorithm: search.AlphaBeta, TT: true, Depth: 1}
	r := s.SetDocument(Document{Tree: tr, Name: "aima", Search: &opt})
	if !errors.Is(r.Switched, search.ErrNoEstimate) {
		t.Errorf("the depth limit's reason is lost: %v", r.Switched)
	}
	for _, code := range i18n.Codes() {
		l := i18n.Must(code)
		said := l.Error(r.Switched)
		for _, id := range []string{"session.tt_no_game"} {
			if !strings.Contains(said, l.T(id)) {
				t.Errorf("%s: %q does not say %q", code, said, l.T(id))
			}
		}
		if depth := strings.TrimSpace(l.T("session.switched_depth", "Err", "")); !strings.Contains(said, depth) {
			t.Errorf("%s: %q does not say %q", code, said, depth)
		}
	}
	finish(t, s, r)
	if got := s.Options(); got.TT || got.Depth != 0 {
		t.Errorf("options %+v: want no table, no depth limit", got)
	}
}

// TestJoinSaysEach: i18n.Join of none is nil, of one that one, of more
// each in turn, found by errors.Is.
func TestJoinSaysEach(t *testing.T) {
	a, b := i18n.New("session.tt_no_game"), i18n.New("session.stale")
	if i18n.Join(nil, nil) != nil || i18n.Join(nil, a) != error(a) {
		t.Fatal("Join of none, or of one, changed it")
	}
	j := i18n.Join(a, nil, b)
	if !errors.Is(j, a) || !errors.Is(j, b) || j.Error() != a.Error()+". "+b.Error() {
		t.Errorf("%q", j)
	}
}
