package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
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
	// look counts the window's changes of look: a row whose text stays
	// is redrawn only for a new look (the step's row had stayed dark on
	// dark after a switch to dark, until the next step).
	look int
	// length is the list's length when a step was last shown.
	length int
}

// newNarration makes the narration; its list's rows are snug (snugRow):
// a 1024×768 projector shows as many lines in less height, and gives the
// rest to the panels beside the tree.
func newNarration(h host) *narration {
	n := &narration{h: h, current: widget.NewLabel(""), selected: -1}
	n.current.Wrapping = fyne.TextWrapWord
	n.current.TextStyle.Bold = true
	s := h.state()
	n.list = newList(h.router(), n.rows, func() fyne.CanvasObject { return newSnugRow() }, func(i int, o fyne.CanvasObject) {
		r := o.(*snugRow)
		if r.look != n.look {
			r.look = n.look
			r.label.Refresh()
		}
		setText(r.label, n.text(i))
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
	width := len(fmt.Sprint(s.LastStep()))
	return fmt.Sprintf("%*d   %s", width, k, n.h.narrator().Step(s.Trace(), k))
}

// show highlights the step shown and writes it out in full.
func (n *narration) show() {
	s := n.h.state()
	pos := s.Position()
	// With the answers hidden the rows change with the step: Select
	// writes them again as it moves the highlight, but scrolls before,
	// so a list grown (or shrunk) is refreshed first. Each refresh
	// rebuilds every row in view, separators and scroll shadows.
	length := n.rows()
	if s.HideAnswers() && (length != n.length || n.selected == pos) {
		n.list.Refresh()
	}
	n.length = length
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

// snugRow is a line of the narration's list: a label with half the
// theme's inner padding around its text (still an easy target for a
// click), in the window's theme. The label is laid out larger than the row
// by the padding it gives up, so that its text sits, and is cut with an
// ellipsis, where a snug label's would. No theme override makes it so:
// Fyne's List makes rows as it scrolls and a template row at each
// refresh, and each override Fyne makes clears every text measurement
// and icon it keeps and parses the fonts again for the texts under it.
type snugRow struct {
	widget.BaseWidget
	label *widget.Label
	look  int // the narration's look the row was last drawn in
}

func newSnugRow() *snugRow {
	r := &snugRow{label: widget.NewLabel("")}
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the label out around the row.
func (r *snugRow) CreateRenderer() fyne.WidgetRenderer { return &snugRowRenderer{row: r} }

type snugRowRenderer struct{ row *snugRow }

// spare is the padding the row gives up on each side: half the inner
// padding.
func (s *snugRowRenderer) spare() float32 {
	return s.row.Theme().Size(theme.SizeNameInnerPadding) / 2
}

func (s *snugRowRenderer) Layout(size fyne.Size) {
	d := s.spare()
	s.row.label.Move(fyne.NewPos(-d, -d))
	s.row.label.Resize(size.AddWidthHeight(2*d, 2*d))
}

func (s *snugRowRenderer) MinSize() fyne.Size {
	d := s.spare()
	return s.row.label.MinSize().SubtractWidthHeight(2*d, 2*d)
}

func (s *snugRowRenderer) Refresh()                     { s.row.label.Refresh() }
func (s *snugRowRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{s.row.label} }
func (s *snugRowRenderer) Destroy()                     {}
