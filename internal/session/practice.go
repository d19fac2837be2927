package session

import (
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/practice"
	"gametree/internal/tree"
	"gametree/search"
)

// practiceState is an exercise under way, and what the next tree to
// practise on is like.
type practiceState struct {
	sheet  *practice.Sheet  // nil: not practising
	result *practice.Result // nil: not checked since the last answer
	// reached is the furthest step shown while predicting: steps after it
	// show only once predicted.
	reached int
	// wasHiding is whether answers were hidden before practice hid them.
	wasHiding bool
	// next is what a new tree to practise on is like.
	next PracticeTree
}

// PracticeTree says what a new tree to practise on is like: a random tree
// of a level, its children in an order, perhaps with dice; or a tree like
// the one the student chose to practise on.
type PracticeTree struct {
	Random bool
	Level  practice.Level
	Order  tree.Ordering
	Dice   bool
	// Like is the tree chosen to practise on (Random unset).
	Like tree.RandomSpec
}

// Practising reports whether an exercise is under way.
func (s *Session) Practising() bool { return s.practice.sheet != nil }

// Predicting reports whether the exercise asks what happens next, step by
// step.
func (s *Session) Predicting() bool {
	return s.practice.sheet != nil && s.practice.sheet.Exercise == practice.Predict
}

// Locked reports whether the search must stay at its start: an exercise
// about the whole search, not checked yet.
func (s *Session) Locked() bool {
	p := s.practice
	return p.sheet != nil && p.result == nil && p.sheet.Exercise != practice.Predict
}

// AnswersHeld reports whether the answers must stay hidden: an exercise
// not checked yet (predicting included).
func (s *Session) AnswersHeld() bool {
	return s.Locked() || s.Predicting() && s.practice.result == nil
}

// Sheet returns the student's answers, nil when not practising.
func (s *Session) Sheet() *practice.Sheet { return s.practice.sheet }

// Result returns the last check of the sheet, nil when it has changed
// since (or was never checked).
func (s *Session) Result() *practice.Result { return s.practice.result }

// NextPracticeTree returns what a new tree to practise on is like.
func (s *Session) NextPracticeTree() PracticeTree { return s.practice.next }

// SetNextPracticeTree says what a new tree to practise on is like.
func (s *Session) SetNextPracticeTree(p PracticeTree) { s.practice.next = p }

// PracticeOnThisTree makes the next tree to practise on one like the
// document's (Again gives one of its branching and depth).
func (s *Session) PracticeOnThisTree() {
	s.practice.next.Random, s.practice.next.Like = false, practice.Like(s.doc.Tree, 0)
}

// PracticeSpec is the random tree to practise on with seed.
func (s *Session) PracticeSpec(seed uint64) tree.RandomSpec {
	p := s.practice.next
	spec := p.Like // like the tree the student chose, not like the last one made
	if p.Random {
		spec = p.Level.Spec(seed)
		spec.Order, spec.Dice = p.Order, p.Dice
	}
	spec.Seed = seed
	return spec
}

// CanPractise says why exercise e cannot be asked on the tree of the next
// search (a random tree with dice is searched with expectimax), or nil.
func (s *Session) CanPractise(e practice.Exercise, randomTree bool) error {
	algo := s.opt.Algorithm
	if randomTree && s.practice.next.Dice && !algo.Chance() {
		algo = search.Expectimax // what a tree with dice is searched with
	}
	return e.Fit(algo)
}

// BeginPractice starts exercise e with a blank sheet, at the search's
// start; the caller hides the answers (the value, the best move and later
// steps are answers) and shows step 0.
func (s *Session) BeginPractice(e practice.Exercise) {
	if s.practice.sheet == nil {
		s.practice.wasHiding = s.view.Hide
	}
	s.practice.sheet, s.practice.result, s.practice.reached = practice.NewSheet(e), nil, 0
}

// StopPractice ends the exercise; it returns whether answers were hidden
// before practice hid them, for the caller to hide them again or not.
func (s *Session) StopPractice() (wasHiding bool) {
	s.practice.sheet, s.practice.result = nil, nil
	return s.practice.wasHiding
}

// RestartPractice keeps the answers for a new search of the same tree
// (another algorithm or option), from its start; predictions are about
// the old search's steps, so they go.
func (s *Session) RestartPractice() {
	p := &s.practice
	p.result, p.reached = nil, 0
	if p.sheet.Exercise == practice.Predict {
		p.sheet.Predictions = practice.Predictions{}
	}
}

// SetAnswerValue answers node id's value with v, or takes the answer
// away (!ok); a check made before no longer holds. It reports whether
// there was one.
func (s *Session) SetAnswerValue(id tree.NodeID, v float64, ok bool) bool {
	if ok {
		s.practice.sheet.Values[id] = v
	} else {
		delete(s.practice.sheet.Values, id)
	}
	return s.answered()
}

// SetAnswerWindow answers node id's window with (α, β) = ab, or takes
// the answer away (!ok), as SetAnswerValue does.
func (s *Session) SetAnswerWindow(id tree.NodeID, ab [2]float64, ok bool) bool {
	if ok {
		s.practice.sheet.Windows[id] = ab
	} else {
		delete(s.practice.sheet.Windows, id)
	}
	return s.answered()
}

// ToggleAnswer marks node id, or unmarks it (pruned, or best), as
// SetAnswerValue does.
func (s *Session) ToggleAnswer(id tree.NodeID) bool {
	s.practice.sheet.Toggle(s.doc.Tree, id)
	return s.answered()
}

// answered notes that the sheet changed: a check made before no longer
// holds. It reports whether there was one.
func (s *Session) answered() bool {
	had := s.practice.result != nil
	s.practice.result = nil
	return had
}

// Check marks the sheet against the search, narrating with n.
func (s *Session) Check(n *narrate.Narrator) (practice.Result, error) {
	r, err := s.practice.sheet.Check(s.trace, n)
	if err == nil {
		s.practice.result = &r
	}
	return r, err
}

// Mark is the mark of the sheet as it stands, unchecked: for
// predictions, which are marked as they are made.
func (s *Session) Mark(n *narrate.Narrator) (practice.Result, bool) {
	r, err := s.practice.sheet.Check(s.trace, n)
	return r, err == nil && r.Total > 0
}

// Question returns the question of the step Next would show, and that
// step, when predicting and the step asks one not answered yet; the step
// shown does not move. A step without one may show: it counts as reached.
func (s *Session) Question(l *i18n.Lang) (practice.Question, int, bool) {
	k, ok := s.nextStep()
	if !ok || !s.Predicting() {
		return practice.Question{}, 0, false
	}
	q, asks := practice.Ask(s.trace, k, l)
	if _, done := s.practice.sheet.Predictions[k]; !asks || done {
		s.practice.reached = max(s.practice.reached, k)
		return practice.Question{}, 0, false
	}
	return q, k, true
}

// Predict records choice i as the prediction of step k, which now shows
// once the caller steps to it; a check made before no longer holds.
func (s *Session) Predict(k, i int) {
	s.practice.sheet.Predictions[k] = i
	s.practice.reached = max(s.practice.reached, k)
	s.practice.result = nil
}

// Hold keeps a search being predicted from showing a step before it is
// predicted (the scrubber, End): it goes back to the furthest step shown,
// and reports whether it had to.
func (s *Session) Hold() bool {
	p := s.practice
	if s.Predicting() && p.result == nil && s.step > p.reached {
		s.Jump(p.reached)
		return true
	}
	return false
}
