package session

import (
	"strconv"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Speeds are the steps a second playback offers, slowest first.
var Speeds = []float64{0.5, 1, 2, 3, 4, 6, 8, 12, 20, 30}

// SpeedName writes a speed in language l: "1 step/s", "4 steps/s",
// "0,5 pași/s".
func SpeedName(l *i18n.Lang, stepsPerSecond float64) string {
	if stepsPerSecond == float64(int(stepsPerSecond)) {
		return l.N("playback.speed", int(stepsPerSecond))
	}
	return l.T("playback.speed_fraction", "Speed", strings.Replace(strconv.FormatFloat(stepsPerSecond, 'g', -1, 64), ".", l.T("number.decimal"), 1))
}

// Positions is how many places the scrubber and the narration have: every
// step, or only the calls and returns.
func (s *Session) Positions() int {
	switch {
	case s.trace == nil:
		return 0
	case s.coarse:
		return len(s.trace.Coarse())
	}
	return s.trace.Len()
}

// Shown is how many positions the narration lists: all of them, or with
// answers hidden only those up to the step shown.
func (s *Session) Shown() int {
	if s.view.Hide && s.trace != nil {
		return s.Position() + 1
	}
	return s.Positions()
}

// Position is the scrubber's and the narration's index of the step shown.
func (s *Session) Position() int {
	if s.coarse && s.trace != nil {
		return s.trace.CoarseIndex(s.step)
	}
	return s.step
}

// StepAt turns a position into a fine step.
func (s *Session) StepAt(i int) int { return s.stepAt(i) }

func (s *Session) stepAt(i int) int {
	i = max(0, min(i, s.Positions()-1))
	if s.coarse && s.trace != nil {
		return int(s.trace.Coarse()[i])
	}
	return i
}

// Coarse reports whether stepping goes through calls and returns only.
func (s *Session) Coarse() bool { return s.coarse }

// SetCoarse switches between every step and calls and returns only; the
// step shown moves back to the coarse step it belongs to.
func (s *Session) SetCoarse(on bool) {
	s.coarse = on
	if on && s.trace != nil {
		s.step = s.stepAt(s.trace.CoarseIndex(s.step))
	}
}

// Next moves one position on; it reports whether it moved.
func (s *Session) Next() bool {
	k, ok := s.nextStep()
	if ok {
		s.step = k
	}
	return ok
}

// nextStep is the step Next would show, if there is one.
func (s *Session) nextStep() (int, bool) {
	if s.trace == nil {
		return 0, false
	}
	i := s.Position()
	if s.coarse && s.stepAt(i) < s.step {
		i-- // between two coarse steps: the next one is i+1 all the same
	}
	if i+1 >= s.Positions() {
		return 0, false
	}
	return s.stepAt(i + 1), true
}

// Prev moves one position back; it reports whether it moved.
func (s *Session) Prev() bool {
	if s.trace == nil {
		return false
	}
	i := s.Position()
	switch {
	case s.coarse && s.stepAt(i) < s.step:
		s.step = s.stepAt(i) // back to the coarse step this one follows
	case i > 0:
		s.step = s.stepAt(i - 1)
	default:
		return false
	}
	return true
}

// First goes to step 0; it reports whether it moved.
func (s *Session) First() bool { return s.Jump(0) }

// Last goes to the last step; it reports whether it moved.
func (s *Session) Last() bool {
	if s.trace == nil {
		return false
	}
	return s.Jump(s.trace.Last())
}

// LastStep returns the number of the last step, the M of the window's
// "Step N of M", counted as solve counts a search's steps
// (search.Trace.Last); 0 before a search.
func (s *Session) LastStep() int {
	if s.trace == nil {
		return 0
	}
	return s.trace.Last()
}

// AtEnd reports whether the last step is shown.
func (s *Session) AtEnd() bool { return s.trace == nil || s.step >= s.trace.Last() }

// JumpToPosition shows the i-th position (a scrubber value or a narration
// line); it reports whether the step changed.
func (s *Session) JumpToPosition(i int) bool {
	if s.trace == nil {
		return false
	}
	return s.Jump(s.stepAt(i))
}

// Jump shows fine step k; it reports whether the step changed.
func (s *Session) Jump(k int) bool {
	if s.trace == nil {
		return false
	}
	k = max(0, min(k, s.trace.Len()-1))
	moved := k != s.step
	s.step = k
	return moved
}

// marker remembers where the search was, to find the same moment after
// the search runs again with other options.
type marker struct {
	node     tree.NodeID
	returned bool
	end      bool // the last step: the result
}

func (s *Session) placeMarker() *marker {
	if s.trace == nil || s.trace.Tree != s.doc.Tree {
		return nil
	}
	if s.AtEnd() {
		return &marker{end: true}
	}
	cur := s.Snapshot().Current()
	if cur == tree.None {
		if s.step > 0 {
			return &marker{node: tree.Root, returned: true}
		}
		return nil
	}
	r := s.trace.ReturnStep(cur)
	return &marker{node: cur, returned: r >= 0 && s.step >= r}
}

// find returns the step of the new trace for the remembered moment: the
// node's return or call, the pruning that skipped it, or the start.
func (m *marker) find(tr *search.Trace) int {
	switch {
	case m.end:
		return tr.Len() - 1
	case m.returned && tr.ReturnStep(m.node) >= 0:
		return tr.ReturnStep(m.node)
	case tr.CallStep(m.node) >= 0:
		return tr.CallStep(m.node)
	case tr.PruneStep(m.node) >= 0:
		return tr.PruneStep(m.node)
	}
	return 0
}
