package session

import (
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/practice"
	"gametree/internal/tree"
	"gametree/search"
)

// Practice is an exercise under way, and what the next tree to practise
// on is like. It reads the session's document (the tree the answers are
// about), view (whether answers were hidden before) and cursor (the
// search they are checked against, the step predicted), and moves the
// cursor only to hold back a step not predicted yet.
type Practice struct {
	doc    *Document
	view   *View
	cur    *Cursor
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

// NewPractice returns no exercise on the document, view and cursor
// given.
func NewPractice(doc *Document, view *View, cur *Cursor) Practice {
	return Practice{doc: doc, view: view, cur: cur}
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

// CanPractise says why exercise e cannot be asked on the tree of the next
// search (a random tree with dice is searched with expectimax), or nil.
func (s *Session) CanPractise(e practice.Exercise, randomTree bool) error {
	algo := s.opt.Algorithm
	if randomTree && s.Practice.next.Dice && !algo.Chance() {
		algo = search.Expectimax // what a tree with dice is searched with
	}
	return e.Fit(algo)
}

// Practising reports whether an exercise is under way.
func (p *Practice) Practising() bool { return p.sheet != nil }

// Predicting reports whether the exercise asks what happens next, step by
// step.
func (p *Practice) Predicting() bool {
	return p.sheet != nil && p.sheet.Exercise == practice.Predict
}

// Locked reports whether the search must stay at its start: an exercise
// about the whole search, not checked yet.
func (p *Practice) Locked() bool {
	return p.sheet != nil && p.result == nil && p.sheet.Exercise != practice.Predict
}

// AnswersHeld reports whether the answers must stay hidden: an exercise
// not checked yet (predicting included).
func (p *Practice) AnswersHeld() bool {
	return p.Locked() || p.Predicting() && p.result == nil
}

// Sheet returns the student's answers, nil when not practising.
func (p *Practice) Sheet() *practice.Sheet { return p.sheet }

// Result returns the last check of the sheet, nil when it has changed
// since (or was never checked).
func (p *Practice) Result() *practice.Result { return p.result }

// NextPracticeTree returns what a new tree to practise on is like.
func (p *Practice) NextPracticeTree() PracticeTree { return p.next }

// SetNextPracticeTree says what a new tree to practise on is like.
func (p *Practice) SetNextPracticeTree(next PracticeTree) { p.next = next }

// PracticeOnThisTree makes the next tree to practise on one like the
// document's (Again gives one of its branching and depth).
func (p *Practice) PracticeOnThisTree() {
	p.next.Random, p.next.Like = false, practice.Like(p.doc.Tree, 0)
}

// PracticeSpec is the random tree to practise on with seed.
func (p *Practice) PracticeSpec(seed uint64) tree.RandomSpec {
	next := p.next
	spec := next.Like // like the tree the student chose, not like the last one made
	if next.Random {
		spec = next.Level.Spec(seed)
		spec.Order, spec.Dice = next.Order, next.Dice
	}
	spec.Seed = seed
	return spec
}

// BeginPractice starts exercise e with a blank sheet, at the search's
// start; the caller hides the answers (the value, the best move and later
// steps are answers) and shows step 0.
func (p *Practice) BeginPractice(e practice.Exercise) {
	if p.sheet == nil {
		p.wasHiding = p.view.Hide
	}
	p.sheet, p.result, p.reached = practice.NewSheet(e), nil, 0
}

// StopPractice ends the exercise; it returns whether answers were hidden
// before practice hid them, for the caller to hide them again or not.
func (p *Practice) StopPractice() (wasHiding bool) {
	p.sheet, p.result = nil, nil
	return p.wasHiding
}

// RestartPractice keeps the answers for a new search of the same tree
// (another algorithm or option), from its start; predictions are about
// the old search's steps, so they go.
func (p *Practice) RestartPractice() {
	p.result, p.reached = nil, 0
	if p.sheet.Exercise == practice.Predict {
		p.sheet.Predictions = practice.Predictions{}
	}
}

// SetAnswerValue answers node id's value with v, or takes the answer
// away (!ok); a check made before no longer holds. It reports whether
// there was one.
func (p *Practice) SetAnswerValue(id tree.NodeID, v float64, ok bool) bool {
	if ok {
		p.sheet.Values[id] = v
	} else {
		delete(p.sheet.Values, id)
	}
	return p.answered()
}

// SetAnswerWindow answers node id's window with (α, β) = ab, or takes
// the answer away (!ok), as SetAnswerValue does.
func (p *Practice) SetAnswerWindow(id tree.NodeID, ab [2]float64, ok bool) bool {
	if ok {
		p.sheet.Windows[id] = ab
	} else {
		delete(p.sheet.Windows, id)
	}
	return p.answered()
}

// ToggleAnswer marks node id, or unmarks it (pruned, or best), as
// SetAnswerValue does.
func (p *Practice) ToggleAnswer(id tree.NodeID) bool {
	p.sheet.Toggle(p.doc.Tree, id)
	return p.answered()
}

// answered notes that the sheet changed: a check made before no longer
// holds. It reports whether there was one.
func (p *Practice) answered() bool {
	had := p.result != nil
	p.result = nil
	return had
}

// Check marks the sheet against the search, narrating with n.
func (p *Practice) Check(n *narrate.Narrator) (practice.Result, error) {
	r, err := p.sheet.Check(p.cur.trace, n)
	if err == nil {
		p.result = &r
	}
	return r, err
}

// Mark is the mark of the sheet as it stands, unchecked: for
// predictions, which are marked as they are made.
func (p *Practice) Mark(n *narrate.Narrator) (practice.Result, bool) {
	r, err := p.sheet.Check(p.cur.trace, n)
	return r, err == nil && r.Total > 0
}

// Question returns the question of the step Next would show, and that
// step, when predicting and the step asks one not answered yet; the step
// shown does not move. A step without one may show: it counts as reached.
func (p *Practice) Question(l *i18n.Lang) (practice.Question, int, bool) {
	k, ok := p.cur.nextStep()
	if !ok || !p.Predicting() {
		return practice.Question{}, 0, false
	}
	q, asks := practice.Ask(p.cur.trace, k, l)
	if _, done := p.sheet.Predictions[k]; !asks || done {
		p.reached = max(p.reached, k)
		return practice.Question{}, 0, false
	}
	return q, k, true
}

// Predict records choice i as the prediction of step k, which now shows
// once the caller steps to it; a check made before no longer holds.
func (p *Practice) Predict(k, i int) {
	p.sheet.Predictions[k] = i
	p.reached = max(p.reached, k)
	p.result = nil
}

// Hold keeps a search being predicted from showing a step before it is
// predicted (the scrubber, End): it goes back to the furthest step shown,
// and reports whether it had to.
func (p *Practice) Hold() bool {
	if p.Predicting() && p.result == nil && p.cur.step > p.reached {
		p.cur.Jump(p.reached)
		return true
	}
	return false
}
