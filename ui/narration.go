package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// narration tells the search: the step shown in full, in a larger font,
// and the list of numbered steps, the current one highlighted and kept in
// view (click a line to jump there). With answers hidden the list stops at
// the step shown.
type narration struct {
	h       host
	current *widget.Label
	list    *routedList
	// selected is the list's selected line (Fyne's List does not say).
	selected int
	// look counts the window's changes of look, and styled says in which
	// a row was last drawn: a row whose text stays is redrawn only for a
	// new look (the step's row had stayed dark on dark after a switch to
	// dark, until the next step).
	look   int
	styled map[*widget.Label]int
}

// newNarration makes the narration; its list's rows are set in rows, a
// theme with less padding than the window's: a 1024×768 projector shows
// as many lines in less height, and gives the rest to the panels beside
// the tree. (A theme override around the list would not reach its rows:
// Fyne looks the override up by the embedded List, not routedList.)
func newNarration(h host, rows fyne.Theme) *narration {
	n := &narration{h: h, current: widget.NewLabel(""), selected: -1, styled: map[*widget.Label]int{}}
	n.current.Wrapping = fyne.TextWrapWord
	n.current.TextStyle.Bold = true
	s := h.state()
	n.list = newList(h.router(), n.rows, func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.Truncation = fyne.TextTruncateEllipsis
		return container.NewThemeOverride(l, rows)
	}, func(i int, o fyne.CanvasObject) {
		l := o.(*container.ThemeOverride).Content.(*widget.Label)
		if n.styled[l] != n.look {
			n.styled[l] = n.look
			l.Refresh()
		}
		setText(l, n.text(i))
	})
	n.list.keep = func() int { return n.selected }
	n.list.OnSelected = func(i widget.ListItemID) {
		if i >= s.Shown() { // a blank row: the steps not shown yet stay hidden
			n.list.Select(s.Position())
			return
		}
		n.selected = i
		if i != s.Position() {
			h.step(func() bool { return s.JumpToPosition(i) })
		}
	}
	return n
}

// hiddenRows is how many rows the list grows by at once while answers
// are hidden (see rows).
const hiddenRows = 16

// rows is the list's length: every position with the answers shown;
// with them hidden, the positions shown so far and blank rows after them
// up to a multiple of hiddenRows (never past the last). The list grows
// once in hiddenRows steps: each growth lays its scroll out again, which
// asks Fyne for a second frame, and a frame costs a browser without a
// GPU a hundred milliseconds.
func (n *narration) rows() int {
	s := n.h.state()
	shown := s.Shown()
	if !s.HideAnswers() || s.Trace() == nil {
		return shown
	}
	return min(s.Positions(), (shown+hiddenRows-1)/hiddenRows*hiddenRows)
}

// text is row i of the list: the i-th position's sentence, or blank for
// a position not shown yet.
func (n *narration) text(i int) string {
	if i >= n.h.state().Shown() {
		return ""
	}
	return n.line(i)
}

// line is the i-th position's sentence, numbered by its step.
func (n *narration) line(i int) string {
	s := n.h.state()
	k := s.StepAt(i)
	width := len(fmt.Sprint(s.Trace().Len() - 1))
	return fmt.Sprintf("%*d   %s", width, k, n.h.narrator().Step(s.Trace(), k))
}

// show highlights the step shown and writes it out in full.
func (n *narration) show() {
	s := n.h.state()
	pos := s.Position()
	if s.HideAnswers() {
		n.list.Refresh() // the list grows with the step
	}
	if n.selected == pos {
		n.list.ScrollTo(pos) // back in view, if the user scrolled away
	} else {
		n.list.Select(pos) // scrolls to it: a second scroll would lay the rows out again
	}
	setText(n.current, n.line(pos))
}

// restyle draws the rows again in the window's new look.
func (n *narration) restyle() {
	n.look++
	n.list.Refresh()
}

// sentence is the step shown, without its number.
func (n *narration) sentence() string {
	s := n.h.state()
	return n.h.narrator().Step(s.Trace(), s.Step())
}
