package class

import (
	"fmt"
	"sync"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/practice"
	"gametree/search"
)

// Source is what a class follows: the window, or a trace stepped from the
// teacher's page. Its methods may be called from any goroutine.
type Source interface {
	// Step is the step the teacher shows, 0 to Steps()-1.
	Step() int
	// Steps is how many steps the search has.
	Steps() int
	// Goto shows step k (0 ≤ k < Steps()); the teacher's page calls it.
	// The source then calls the server's Changed, at once or later.
	Goto(k int)
	// Narration is step k's sentence in the language of code (en, ro, it).
	Narration(k int, code string) string
	// SVG draws step k with its fonts linked at the two URLs given
	// (export.Picture.SVGLinked).
	SVG(k int, regularFont, boldFont string) ([]byte, error)
	// Question is practice's question about step k, asked before k is
	// shown, in the language of code; false when step k asks none. Its
	// choices are in the same order in every language.
	Question(k int, code string) (Question, bool)
}

// Question is a question about what the next step does.
type Question struct {
	Prompt  string
	Choices []string
	// Answer is the right choice's index.
	Answer int
	// Number says the choices are values: a student may type one.
	Number bool
}

// TraceSource is a Source over a search's trace, drawn as export draws
// it: the headless class's, stepped only by the teacher's page.
type TraceSource struct {
	tr    *search.Trace
	langs map[string]*i18n.Lang
	narr  map[string]*narrate.Narrator

	mu   sync.Mutex // guards step and pic (a Picture draws in one goroutine at a time)
	step int
	pic  *export.Picture
	// changed is called after Goto, set by the server the source is given to.
	changed func()
}

// NewTraceSource makes a source of tr's steps, drawn with opt, starting
// at step 0.
func NewTraceSource(tr *search.Trace, opt export.Options) (*TraceSource, error) {
	s := &TraceSource{tr: tr, langs: map[string]*i18n.Lang{}, narr: map[string]*narrate.Narrator{}}
	for _, code := range i18n.Codes() {
		l, err := i18n.Load(code)
		if err != nil {
			return nil, fmt.Errorf("class: %w", err)
		}
		s.langs[code], s.narr[code] = l, narrate.For(l)
	}
	s.pic = export.NewPicture(tr, opt, nil)
	return s, nil
}

// OnChange sets what Goto calls once the step has changed: the server's
// Changed.
func (s *TraceSource) OnChange(f func()) {
	s.mu.Lock()
	s.changed = f
	s.mu.Unlock()
}

// Step implements Source.
func (s *TraceSource) Step() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.step
}

// Steps implements Source.
func (s *TraceSource) Steps() int { return s.tr.Len() }

// Goto implements Source.
func (s *TraceSource) Goto(k int) {
	s.mu.Lock()
	s.step = min(max(k, 0), s.tr.Len()-1)
	f := s.changed
	s.mu.Unlock()
	if f != nil {
		f()
	}
}

// Narration implements Source.
func (s *TraceSource) Narration(k int, code string) string {
	n, ok := s.narr[code]
	if !ok {
		n = s.narr[i18n.Default]
	}
	return n.Step(s.tr, k)
}

// SVG implements Source.
func (s *TraceSource) SVG(k int, regularFont, boldFont string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pic.SVGLinked(k, regularFont, boldFont)
}

// Question implements Source.
func (s *TraceSource) Question(k int, code string) (Question, bool) {
	return TraceQuestion(s.tr, k, s.lang(code))
}

func (s *TraceSource) lang(code string) *i18n.Lang {
	if l, ok := s.langs[code]; ok {
		return l
	}
	return s.langs[i18n.Default]
}

// TraceQuestion is practice's question about step k of tr in language l,
// as a class asks it: a return's value may be typed.
func TraceQuestion(tr *search.Trace, k int, l *i18n.Lang) (Question, bool) {
	q, ok := practice.Ask(tr, k, l)
	if !ok {
		return Question{}, false
	}
	return Question{Prompt: q.Prompt, Choices: q.Choices, Answer: q.Answer, Number: tr.StepAt(k).Kind == search.Return}, true
}
