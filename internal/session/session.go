// Package session is what one window works on, apart from any widget: the
// document and its undo history, the search options, the trace of the
// search on screen, the step shown (every step, or calls and returns
// only), the selected node and whether answers stay hidden. It owns the
// rules: where an edit leaves the selection, which moment of a new search
// matches the one on screen, which depth limits a tree allows, what the
// inspector and the statistics say. It never imports Fyne, so it is tested
// like package search; the window's panels read it and own only widgets.
//
// A Session is composed of parts with their own methods and tests, which
// it embeds: the Cursor (the step shown, the playback moves, the
// selection), Practice (the exercise under way), the Describer (the
// panels' texts) and the History (undo and redo). They share the
// session's document and View by pointer; Fit is the options' policy, a
// function of the options and the tree.
//
// A change that needs a new search (a document, an edit, an option)
// returns a Request. The window runs it off the UI goroutine and hands the
// trace back to Finish; a request overtaken by a newer one is dropped.
package session

import (
	"context"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// Document is the tree being worked on and where it came from.
type Document struct {
	Tree *tree.Tree
	// Name is the file or sample name, for the title.
	Name string
	// Path is the file; "" for a sample, a generated tree or standard input.
	Path string
	// Format is how Save writes it back.
	Format tree.Format
	// Dirty marks changes that are not saved.
	Dirty bool
	// TitleIn, when not nil, says the tree's title in any language (a
	// sample's, a generated tree's), for a window whose language changed
	// since the tree was made.
	TitleIn func(*i18n.Lang) string
	// Search, when not nil, is the search to open the tree with (the
	// computer's, for "How did it choose?"); AtEnd opens it at its end,
	// the decision shown first.
	Search *search.Options
	AtEnd  bool
	// serial is the document's number among those its session was given.
	serial uint64
}

// Opened numbers the document among those its session was given
// (SetDocument): an edited, saved or renamed document keeps its number;
// every tree opened, read, generated or made gets a new one.
func (d Document) Opened() uint64 { return d.serial }

// TitleFor is the tree's title in language l.
func (d Document) TitleFor(l *i18n.Lang) string {
	if d.TitleIn != nil {
		return d.TitleIn(l)
	}
	return d.Tree.Title
}

// Session is the state of one window. It is composed of parts with
// their own methods, which share its document and view by pointer: make
// one with New, and never copy it.
type Session struct {
	// Cursor is the step shown and the selection.
	Cursor
	// Practice is the exercise under way, if any.
	Practice
	// Describer says what the cursor shows.
	Describer
	// History is the document's edits, to undo and redo.
	History
	doc Document
	opt search.Options
	gen int // the newest request
	// fitting is what fitting the options to a tree remembers (Fit):
	// the algorithm before the dice.
	fitting Fitting
	// want is the user's last choice of the strict cutoff and the table,
	// kept while an algorithm that cannot use them is chosen.
	want struct{ strict, tt bool }
	// before is what SetDocument replaced, until the new tree's search
	// has finished: a search that fails puts it back, so that opening a
	// tree is all or nothing.
	before *docState
	// generators are the fields the generate dialogs open with.
	generators Generators
	// opened counts the documents set: the newest one's serial.
	opened uint64
	// view is how the window shows things: the one place its language
	// and whether answers are hidden live.
	view View
}

// New returns an empty session, in English, answers shown; give it a
// document with SetDocument.
func New() *Session {
	s := &Session{view: View{TextScale: 1, Narrator: narrate.English()}, generators: NewGenerators()}
	s.Cursor = NewCursor(&s.doc, &s.view)
	s.Practice = NewPractice(&s.doc, &s.view, &s.Cursor)
	s.Describer = Describer{&s.Cursor}
	s.History = NewHistory(&s.view, false)
	return s
}

// View returns the window's view, which the session reads for its
// language (View.Narrator: Inspect, Statistics, Hover, UndoLabel,
// GameChoices speak it; errors are said in any language by
// i18n.Lang.Error) and whether answers are hidden (View.Hide). The
// window changes the view through it.
func (s *Session) View() *View { return &s.view }

// Lang returns the session's language, the view's narrator's.
func (s *Session) Lang() *i18n.Lang { return s.view.Narrator.Language() }

// docState is what a new document replaces.
type docState struct {
	doc      Document
	history  History
	selected tree.NodeID
	opt      search.Options
	fitting  Fitting
}

// Request is a search waiting to run. Run it off the UI goroutine, then
// hand the result to Finish on the goroutine that owns the session.
type Request struct {
	Tree    *tree.Tree
	Options search.Options
	// Relayout says the tree changed: it must be laid out again.
	Relayout bool
	// Refit says a new document: show all of it.
	Refit bool
	// Practice says what the new options did to an exercise under way.
	Practice PracticeChange
	// Switched says why the tree is not searched as chosen (iterative
	// deepening on a tree without estimates: alpha-beta; a depth limit
	// below which a node has no estimate: none), or nil.
	Switched error
	gen      int
	keep     *marker
}

// PracticeChange is what new options did to an exercise under way.
type PracticeChange struct {
	// Restarted: the same answers, checked against the new search, shown
	// from its start.
	Restarted bool
	// Stopped says why the exercise ended: the new algorithm cannot ask
	// it. WasHiding is then whether answers were hidden before it.
	Stopped   error
	WasHiding bool
}

// Run searches; it is safe to call from any goroutine.
func (r Request) Run(ctx context.Context) (*search.Trace, error) {
	return search.Run(ctx, r.Tree, r.Options)
}

// FromStart is the request shown from step 0 instead of the moment shown
// before it.
func (r Request) FromStart() Request {
	r.keep = nil
	return r
}

// request is the next search. A new layout (a new tree, an edit) first
// fits the options to the tree (Fit), a new document's (opened) with what
// a new document cannot use dropped.
func (s *Session) request(relayout, refit, opened bool, keep *marker) Request {
	var switched error
	if relayout && s.doc.Tree != nil {
		f := s.fitting
		f.Opened, f.TT = opened, s.want.tt
		var reasons []error
		s.opt, f, reasons = Fit(s.opt, s.doc.Tree, f)
		s.fitting = Fitting{Undice: f.Undice, Diced: f.Diced}
		switched = i18n.Join(reasons...)
	}
	s.gen++
	return Request{Tree: s.doc.Tree, Options: s.opt, Relayout: relayout, Refit: refit, Switched: switched, gen: s.gen, keep: keep}
}

// Current reports whether r is the newest request, so that work for an
// older one can be dropped early.
func (s *Session) Current(r Request) bool { return r.gen == s.gen }

// ErrStale is returned by Finish for a request a newer one replaced.
var ErrStale error = i18n.New("session.stale")

// Finish puts the result of r on screen: the step becomes the moment of
// the new search that matches the one shown before (the same node's call
// or return), or step 0 for a new tree. A failed search leaves the trace
// on screen and its options in place.
func (s *Session) Finish(r Request, tr *search.Trace, err error) error {
	if !s.Current(r) {
		return ErrStale
	}
	if err != nil {
		name := s.doc.Name
		if b := s.before; b != nil { // the tree before comes back whole
			s.doc, s.History = b.doc, b.history
			s.selected, s.opt, s.fitting, s.before = b.selected, b.opt, b.fitting, nil
		}
		if s.shown() {
			s.opt = s.trace.Options
		}
		return i18n.Wrap(err, "session.cannot_search", "Document", name)
	}
	s.before = nil
	step := 0
	if r.keep != nil {
		step = r.keep.find(tr)
	} else if s.doc.AtEnd && tr.Tree == s.doc.Tree {
		step = tr.Len() - 1 // the decision first: a tree opened to show how a move was chosen
		s.doc.AtEnd = false
	}
	s.show(tr, step)
	return nil
}

// Doc returns the document.
func (s *Session) Doc() Document { return s.doc }

// SetDocument starts on a new tree: no history, no selection, step 0 of a
// new search with the same algorithm and a depth limit it allows.
func (s *Session) SetDocument(d Document) Request {
	s.before = nil
	if s.doc.Tree != nil && s.trace != nil {
		s.before = &docState{doc: s.doc, history: s.History,
			selected: s.selected, opt: s.opt, fitting: s.fitting}
	}
	s.opened++
	d.serial = s.opened
	s.doc = d
	s.History = NewHistory(&s.view, d.Dirty)
	s.selected = tree.None
	s.opt.Depth = 0
	if d.Search != nil {
		s.opt = *d.Search
		if s.opt.Algorithm.Samples() && s.opt.Iterations >= CoarseIterations {
			s.coarse = true
		}
	}
	// What a new tree cannot use does not carry over (Fit), and is said.
	return s.request(true, true, true, nil)
}

// Saved records that the document is in its file now, under a name and
// format that may be new.
func (s *Session) Saved(path, name string, format tree.Format) {
	s.doc.Path, s.doc.Name, s.doc.Format, s.doc.Dirty = path, name, format, false
	s.History.saved()
}

// Options returns the options of the next search.
func (s *Session) Options() search.Options { return s.opt }

// SetOptions searches again with new options, keeping the moment shown.
// It returns false, and no request, when nothing changed. While
// practising, the new search starts at its start (the same answers,
// another search to check them against), and an exercise the new
// algorithm cannot ask ends (Request.Practice says which). A change of
// the strict cutoff or the table under the same algorithm is the user's
// choice, which ChooseAlgorithm brings back.
func (s *Session) SetOptions(opt search.Options) (Request, bool) {
	if opt == s.opt || s.doc.Tree == nil {
		return Request{}, false
	}
	if opt.Algorithm == s.opt.Algorithm {
		uses := opt.Algorithm.Uses()
		if opt.Strict != s.opt.Strict && uses.Has(search.UseStrict) {
			s.want.strict = opt.Strict
		}
		if opt.TT != s.opt.TT && uses.Has(search.UseTable) {
			s.want.tt = opt.TT
		}
	}
	if opt.Algorithm == search.Star1 {
		s.fitting.Diced = false // chosen for the dice: kept afterwards
	}
	if long := opt.Algorithm.Samples() && opt.Iterations >= CoarseIterations; long &&
		(!s.opt.Algorithm.Samples() || s.opt.Iterations < CoarseIterations) {
		s.coarse = true // a long run, an iteration a step (the tick brings every step back)
	}
	s.opt = opt
	r := s.request(false, false, false, s.placeMarker())
	if s.Practising() {
		if err := s.Practice.sheet.Exercise.Fit(opt.Algorithm); err != nil {
			r.Practice = PracticeChange{Stopped: err, WasHiding: s.StopPractice()}
		} else {
			s.RestartPractice()
			r = r.FromStart()
			r.Practice.Restarted = true
		}
	}
	return r, true
}

// ChooseAlgorithm searches again with algorithm a, keeping the moment
// shown and the other options: of the strict cutoff and the table, what
// a cannot use is dropped for it, and the user's last choice of what it
// can comes back (Strict ticked, MTD(f) chosen, which cannot be strict,
// alpha-beta chosen again: strict again).
func (s *Session) ChooseAlgorithm(a search.Algorithm) (Request, bool) {
	return s.choose(a, s.opt.TT || s.want.tt)
}

// ChooseListing searches again as a listing of the Code panel is
// written: with its algorithm, and with a transposition table or without
// as it reads one (tt; the strict tick as ChooseAlgorithm brings it back).
func (s *Session) ChooseListing(a search.Algorithm, tt bool) (Request, bool) {
	return s.choose(a, tt)
}

// choose searches again with algorithm a, the table if tt and a uses one,
// and the strict cutoff as ChooseAlgorithm brings it back.
func (s *Session) choose(a search.Algorithm, tt bool) (Request, bool) {
	opt := s.opt
	opt.Algorithm = a
	opt = opt.WithSampling()
	uses := a.Uses()
	opt.Strict = (opt.Strict || s.want.strict) && uses.Has(search.UseStrict)
	opt.TT = tt && uses.Has(search.UseTable)
	return s.SetOptions(opt)
}

// Generators returns the fields the generate dialogs open with, which
// they change to the last ones used.
func (s *Session) Generators() *Generators { return &s.generators }

// DepthLimits lists the depth limits the document's tree allows: 0 (no
// limit), then every level at which each inner node has an estimate to
// stand for what lies below it. A level with no inner nodes changes
// nothing and is not listed.
func (s *Session) DepthLimits() []int {
	limits := []int{0}
	t := s.doc.Tree
	if t == nil {
		return limits
	}
	levels := t.Levels()
	height := t.Height()
	usable := make([]bool, height)
	for d := 1; d < height; d++ {
		usable[d] = true
	}
	for id, n := range t.Nodes {
		if d := int(levels[id]); d > 0 && d < height && !n.IsLeaf() && !n.HasEstimate {
			usable[d] = false
		}
	}
	for d := 1; d < height; d++ {
		if usable[d] && hasInner(t, levels, d) {
			limits = append(limits, d)
		}
	}
	return limits
}

func hasInner(t *tree.Tree, levels []int32, d int) bool {
	for id, n := range t.Nodes {
		if int(levels[id]) == d && !n.IsLeaf() {
			return true
		}
	}
	return false
}

// HideAnswers reports whether answers stay hidden until the search
// reaches them (View.Hide): the root's value, best move and savings until
// the root returns, and the narration of steps not yet shown.
func (s *Session) HideAnswers() bool { return s.view.Hide }
