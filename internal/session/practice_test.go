package session

import (
	"testing"

	"gametree/internal/narrate"
	"gametree/internal/practice"
	"gametree/internal/tree"
	"gametree/search"
)

// TestPracticeRules: practice is the session's, tested without a window:
// a sheet begins blank at the search's start; the question of the next
// step is found without moving the step shown; a step shows only once
// predicted; the scrubber is held back; new options restart the exercise
// from the start with the same answers, or end one the algorithm cannot
// ask, giving back whether answers were hidden before.
func TestPracticeRules(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	n, en := narrate.English(), narrate.English().Language()
	hide(s, false)
	s.BeginPractice(practice.Predict)
	if !s.Practising() || !s.Predicting() || s.Locked() || !s.AnswersHeld() || s.Sheet().Exercise != practice.Predict {
		t.Fatalf("predicting: practising %v, predicting %v, locked %v", s.Practising(), s.Predicting(), s.Locked())
	}
	asked := 0
	for !s.AtEnd() && asked < 3 {
		from := s.Step()
		q, k, ok := s.Question(en)
		if s.Step() != from {
			t.Fatalf("asking moved the step from %d to %d", from, s.Step())
		}
		if ok {
			asked++
			s.Predict(k, q.Answer)
		}
		s.Next()
	}
	if asked != 3 {
		t.Fatalf("%d questions before the end", asked)
	}
	reached := s.Step()
	s.Last()
	if !s.Hold() || s.Step() != reached {
		t.Errorf("End while predicting: step %d, want held at %d", s.Step(), reached)
	}
	if r, ok := s.Mark(n); !ok || r.Correct != 3 || r.Total != 3 {
		t.Errorf("three right predictions: %+v", r)
	}
	// Other options: the same exercise, from the start, predictions gone.
	opt := s.Options()
	opt.Strict = true
	r, changed := s.SetOptions(opt)
	if !changed || !r.Practice.Restarted || r.Practice.Stopped != nil || len(s.Sheet().Predictions) != 0 {
		t.Errorf("strict while predicting: %+v, %d predictions", r.Practice, len(s.Sheet().Predictions))
	}
	finish(t, s, r)
	if s.Step() != 0 {
		t.Errorf("restarted at step %d", s.Step())
	}
	// An exercise PVS cannot ask ends, and says how answers were.
	s.StopPractice()
	hide(s, false)
	s.BeginPractice(practice.Values)
	hide(s, true) // as the window does
	if !s.Locked() {
		t.Error("values: not locked before the check")
	}
	r, _ = s.ChooseAlgorithm(search.PVS)
	if r.Practice.Stopped == nil || r.Practice.WasHiding || s.Practising() {
		t.Errorf("PVS while practising values: %+v, practising %v", r.Practice, s.Practising())
	}
	finish(t, s, r)
	// Checking unlocks; a new answer takes the check back.
	finish(t, s, mustRequest(t)(s.ChooseAlgorithm(search.AlphaBeta)))
	s.BeginPractice(practice.Values)
	res, err := s.Check(n)
	if err != nil || s.Result() == nil || s.Locked() || res.Correct != 0 {
		t.Errorf("a blank sheet checked: %+v %v, locked %v", res, err, s.Locked())
	}
	b := s.Doc().Tree.Nodes[tree.Root].Children[0]
	if !s.SetAnswerValue(b, 3, true) || s.Result() != nil || !s.Locked() || s.Sheet().Values[b] != 3 {
		t.Errorf("after a new answer: result %v, locked %v, values %v", s.Result(), s.Locked(), s.Sheet().Values)
	}
	if s.SetAnswerValue(b, 0, false) {
		t.Error("a second change took back a check already gone")
	}
	if _, ok := s.Sheet().Values[b]; ok {
		t.Error("the answer taken away is still there")
	}
	s.Check(n)
	if !s.SetAnswerWindow(b, [2]float64{1, 2}, true) || s.Result() != nil || s.Sheet().Windows[b] != [2]float64{1, 2} {
		t.Errorf("a window answered: result %v, windows %v", s.Result(), s.Sheet().Windows)
	}
	s.Check(n)
	if !s.SetAnswerWindow(b, [2]float64{}, false) || len(s.Sheet().Windows) != 0 {
		t.Errorf("a window taken away: windows %v", s.Sheet().Windows)
	}
}

// TestPracticeTrees: what a new tree to practise on is like is kept by
// the session: a level's random tree with its order and dice, or a tree
// like the document's.
func TestPracticeTrees(t *testing.T) {
	s := open(t, "aima-fig5-2")
	s.PracticeOnThisTree()
	spec := s.PracticeSpec(7)
	if spec.Seed != 7 || spec.Depth != 2 || spec.MinBranching != 3 || spec.MaxBranching != 3 {
		t.Errorf("a tree like AIMA Figure 5.2: %+v", spec)
	}
	s.SetNextPracticeTree(PracticeTree{Random: true, Level: practice.Levels[1], Dice: true})
	if spec := s.PracticeSpec(9); !spec.Dice || spec.Seed != 9 {
		t.Errorf("a random tree with dice: %+v", spec)
	}
	if err := s.CanPractise(practice.Windows, true); err == nil {
		t.Error("windows on a tree with dice (expectimax): allowed")
	}
	if err := s.CanPractise(practice.Windows, false); err != nil {
		t.Errorf("windows on this tree under alpha-beta: %v", err)
	}
}

// TestPracticeOnItsOwn: a Practice on a cursor, without a session: it
// remembers whether answers were hidden before it, a check holds until
// an answer changes, and a search being predicted holds the cursor back
// to the furthest step predicted.
func TestPracticeOnItsOwn(t *testing.T) {
	c, doc, view := cursorOn(t, `[[3,12,8],[2,4,6],[14,5,2]]`)
	p := NewPractice(doc, view, c)
	if p.Practising() || p.AnswersHeld() {
		t.Fatal("practising before it begins")
	}
	view.Hide = true
	p.BeginPractice(practice.Values)
	if !p.Locked() || !p.AnswersHeld() || p.Result() != nil {
		t.Fatalf("values: locked %v, held %v", p.Locked(), p.AnswersHeld())
	}
	a, _ := doc.Tree.At(tree.Path{0})
	if p.SetAnswerValue(a, 3, true) {
		t.Error("an answer, no check before: there was one")
	}
	r, err := p.Check(narrate.English())
	if err != nil || r.Total == 0 || p.Result() == nil || p.Locked() {
		t.Fatalf("checked: %+v, %v; locked %v", r, err, p.Locked())
	}
	if !p.SetAnswerValue(a, 3, false) || p.Result() != nil {
		t.Error("an answer taken away: the check still holds")
	}
	view.Hide = false // practice's hiding is the window's to do
	if !p.StopPractice() || p.Practising() {
		t.Error("stopped: answers were hidden before, but it says not")
	}
	p.BeginPractice(practice.Predict)
	k, ok := c.nextStep()
	if !ok {
		t.Fatal("no step after the start")
	}
	p.Predict(k, 0)
	c.Last()
	if !p.Hold() || c.Step() != k || p.Hold() {
		t.Errorf("End while predicting: at %d, want held at %d once", c.Step(), k)
	}
}
