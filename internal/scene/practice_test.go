package scene

import (
	"testing"

	"gametree/internal/grade"
	"gametree/internal/narrate"
	"gametree/internal/practice"
	"gametree/internal/tree"
	"gametree/search"
)

// the shape where the search's own, different value is shown.
func TestPracticeMarksFollowTheCheck(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	n, err := narrate.New("en")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGeometry(tr.Tree, Options{})
	st := NewStyler(tr, g, Colour)
	ink := InkOn(st.Pal.Background)
	s := practice.NewSheet(practice.Values) // solved, as a student reads the solution
	for id, n := range tr.Tree.Nodes {
		if v, ok := grade.Returned(tr, tree.NodeID(id)); ok && !n.IsLeaf() {
			s.Values[tree.NodeID(id)] = v
		}
	}
	c, b := byLabel(t, tr.Tree, "c"), byLabel(t, tr.Tree, "b")
	s.Values[c] = 4
	delete(s.Values, b)
	d := st.Marks(s, tr.At(0), nil, ink)
	if len(d.Texts) != len(s.Values) || len(d.Rings) != 0 {
		t.Fatalf("before the check: %d texts, %d rings", len(d.Texts), len(d.Rings))
	}
	for _, x := range d.Texts {
		if x.Color != ink.Pen || x.Align != Center {
			t.Errorf("before the check, %q drawn in %v, aligned %v", x.S, x.Color, x.Align)
		}
	}
	r, err := s.Check(tr, n)
	if err != nil {
		t.Fatal(err)
	}
	d = st.Marks(s, tr.At(tr.Len()-1), &r, ink)
	rings := map[tree.NodeID]bool{}
	for _, x := range d.Rings {
		rings[x.Node] = x.Color == ink.Wrong
	}
	if len(rings) != 2 || !rings[c] || !rings[b] {
		t.Errorf("rings after the check: %v", rings)
	}
	for _, x := range d.Texts {
		switch {
		case x.S == "4" && (x.Color != ink.Wrong || x.Align != Left || x.X <= g.X[c]):
			t.Errorf("c's wrong 4 drawn in %v, aligned %v at x %.0f (c at %.0f)", x.Color, x.Align, x.X, g.X[c])
		case x.S != "4" && x.Color != ink.Right:
			t.Errorf("a right value %q drawn in %v", x.S, x.Color)
		}
	}
}

// TestRoomForAnswers: with Answers, every inner node has room at its
// right for the widest window a student may write there, so that it runs
// into no other node's name or window; without, it has not.
func TestRoomForAnswers(t *testing.T) {
	tr := walkthrough(t, search.Options{}).Tree
	widest := TextWidth("(−∞, −∞)", AnswerWindowSize, true)
	for _, answers := range []bool{false, true} {
		g := NewGeometry(tr, Options{Answers: answers})
		room := true
		for id := range tr.Nodes {
			if tr.Nodes[id].IsLeaf() {
				continue
			}
			w, _ := g.ShapeSize(tree.NodeID(id))
			if g.NodeBounds(tree.NodeID(id)).MaxX-g.X[id] < w/2+AnswerGap+widest {
				room = false
			}
		}
		if room != answers {
			t.Errorf("Answers %v: room for the answers %v", answers, room)
		}
	}
}
