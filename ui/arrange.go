package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// compactWidth is the width, in units of normal-sized text, below which
// the window stacks its panels instead of setting them side by side: 800
// pixels at normal text, 1,400 at Huge.
const compactWidth = 1000

// codeWidth is the width, in the same units, below which the Code panel
// takes the node and statistics panels' place beside the tree, and they
// become tabs beside the narration: three columns left the listing 330
// pixels of a 1024-pixel projector, its lines cut.
const codeWidth = 1300

// arrangement lays the window's body out for its size: wide, the search
// options above, the node and statistics panels beside the tree and the
// narration below; compact (a small screen, or large text), the tree over
// the whole width and the narration, node, statistics and search options
// as tabs below it.
//
// It is also the window's other arrangement, presenter mode's screen.
type arrangement struct {
	compact bool
	// narrow: too narrow for the Code panel between the tree and the
	// node and statistics panels (codeWidth).
	narrow bool
	built  bool
	// body is the window's content outside presenter mode, laid out by
	// the arrangement; tabs, the panels' tabs in a narrow window.
	body *fyne.Container
	tabs *container.AppTabs
	// present is presenter mode's screen.
	present *presenter
	// split shares the body's height between the tree and the rest.
	split *container.Split
	// screen is the screen's size, when known (the desktop's).
	screen fyne.Size
	// themed holds the window's content in the view's full text size
	// (the menus and dialogs, outside it, stop at frameScale).
	themed *container.ThemeOverride
	// stats and node are where the statistics and the node panel show:
	// their scrolls beside the tree, or their tabs'; side, beside the
	// tree, the column holding them.
	stats, node fyne.CanvasObject
	side        *fyne.Container
	// scale is the view's text scale; rearrange builds the body again;
	// resized is told the body's new size.
	scale     func() float64
	rearrange func()
	resized   func()
	size      fyne.Size
}

// newArrangement makes the body, laid out by the arrangement, and keeps
// presenter mode's screen.
func newArrangement(scale func() float64, rearrange, resized func(), present *presenter) *arrangement {
	a := &arrangement{scale: scale, rearrange: rearrange, resized: resized, present: present}
	a.body = container.New(a)
	return a
}

// Layout gives the body all the room, and arranges it again when the
// window crosses compactWidth.
func (a *arrangement) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	compact := float64(size.Width)/a.scale() < compactWidth
	narrow := float64(size.Width)/a.scale() < codeWidth
	if !a.built || compact != a.compact || narrow != a.narrow {
		a.built, a.compact, a.narrow = true, compact, narrow
		fyne.Do(a.rearrange)
	}
	if size != a.size {
		a.size = size
		a.resized()
	}
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// recheck arranges the body again if the text size moved the window
// across compactWidth: no resize tells the layout so.
func (a *arrangement) recheck() { a.Layout(a.body.Objects, a.body.Size()) }

// MinSize is small: every panel scrolls or shrinks.
func (a *arrangement) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(300, 200) }

// arrange builds the body's containers around the panels for the current
// arrangement. In presenter mode it waits: the canvas is presenter mode's
// screen's then (a layout of the hidden body queued before F5 would take
// it back, at the body's size), and leaving presenter mode arranges.
func (w *Window) arrange() {
	if w.v.Presenting {
		return
	}
	tight, l := compact{base: w.h.contentTheme}, w.lang()
	panel := func(title string, content fyne.CanvasObject) fyne.CanvasObject {
		return container.NewVScroll(container.NewThemeOverride(titled(title, content), tight))
	}
	over := w.status.overlay(w.bg.busy)
	w.practice.arrange(w.layout.compact)
	tree := container.NewBorder(w.practice.box, w.legend.box, nil, nil, container.NewStack(w.canvas, over, w.edit.cell.layer))
	w.practice.frame = tree
	var body fyne.CanvasObject
	// Tabs hide the content of those not chosen, the narration list among
	// them, and may be laid out once more after this: the old tabs let go
	// of their contents, and the list shows again.
	if a := w.layout; a.tabs != nil {
		a.tabs.Items = nil
		a.tabs = nil
	}
	w.story.list.Show()
	w.side.code.frame.Show()
	w.layout.side = nil
	if w.layout.compact {
		story := container.NewVBox(w.story.current, w.playback.bar(false))
		options := container.NewVBox(w.bar.box, container.NewHBox(widget.NewLabel(l.T("panel.speed")), w.playback.speeds))
		w.layout.stats, w.layout.node = panel("", w.side.stats.wide), panel("", w.side.node.wide)
		tabs := container.NewAppTabs(container.NewTabItem(l.T("panel.narration"), w.story.list),
			container.NewTabItem(l.T("panel.node"), w.layout.node),
			container.NewTabItem(l.T("panel.statistics"), w.layout.stats),
			container.NewTabItem(l.T("panel.search"), container.NewVScroll(options)))
		var code *container.TabItem
		if w.v.Code {
			code = container.NewTabItem(l.T("panel.code"), w.side.code.frame)
			tabs.Append(code)
		}
		w.layout.tabs = tabs
		split := container.NewVSplit(tree, container.NewBorder(story, nil, nil, nil, tabs))
		w.layout.split = split
		tabs.OnSelected = func(t *container.TabItem) {
			// The listing needs lines: under the narration's share it
			// showed three of them.
			if t == code && split.Offset > splitCode {
				split.SetOffset(splitCode)
			}
		}
		body = split
		if w.s.Practising() {
			// A small screen gives the exercise all the room: the step
			// and the playback stay, the panels' tabs come back after.
			w.layout.split = nil
			body = container.NewBorder(nil, story, nil, nil, tree)
		}
	} else {
		story := container.NewVBox(w.story.current, w.playback.bar(true))
		// The column measures the panels' containers: a widget (the theme
		// override) keeps the size it measured before a value wrapped.
		// The node panel needs no title: its first row is named Node.
		nodeBox, statsBox := titled("", w.side.node.content), titled(l.T("panel.statistics"), w.side.stats.content)
		node, stats := container.NewThemeOverride(nodeBox, tight), container.NewThemeOverride(statsBox, tight)
		w.layout.stats, w.layout.node = container.NewVScroll(stats), container.NewVScroll(node)
		side := container.New(column{nodeBox, statsBox, w.side.stats.chart.box.Visible}, w.layout.node, w.layout.stats)
		w.layout.side = side
		upper := container.NewHSplit(tree, side)
		upper.SetOffset(0.74)
		var below fyne.CanvasObject = w.story.list
		switch {
		case w.v.Code && w.layout.narrow:
			// The listing beside the tree; the node and the statistics
			// as tabs beside the narration.
			w.layout.side = nil
			upper = container.NewHSplit(tree, w.side.code.frame)
			upper.SetOffset(0.5)
			w.layout.stats, w.layout.node = panel("", w.side.stats.wide), panel("", w.side.node.wide)
			tabs := container.NewAppTabs(container.NewTabItem(l.T("panel.narration"), w.story.list),
				container.NewTabItem(l.T("panel.node"), w.layout.node),
				container.NewTabItem(l.T("panel.statistics"), w.layout.stats))
			w.layout.tabs = tabs
			below = tabs
		case w.v.Code: // the listing between the tree and the panels
			beside := container.NewHSplit(w.side.code.frame, side)
			beside.SetOffset(0.6)
			upper = container.NewHSplit(tree, beside)
			upper.SetOffset(0.45)
		}
		split := container.NewVSplit(upper, container.NewBorder(story, nil, nil, nil, below))
		w.layout.split = split
		body = container.NewBorder(w.bar.box, nil, nil, nil, split)
	}
	w.layout.body.Objects = []fyne.CanvasObject{body}
	w.fitSplit()
	w.layout.body.Refresh()
}

// Shares of the body's height the tree's part takes (fitSplit): with
// the node and statistics panels beside the tree, more than in the
// compact arrangement, so that at 1024×768 the two show every row, in
// Romanian and Italian too, with the statistics of a finished search
// (the narration under them keeps four of its snug lines); while
// practising, most.
const splitCompact, splitBeside, splitPractising = 0.6, 0.68, 0.8

// splitCode is the tree's share of a small window's height while its
// Code tab is open.
const splitCode = 0.42

// fitSplit shares the height between the tree and the narration: more
// for the tree while practising, where the exercise is on it and the
// search waits at its start.
func (st *stage) fitSplit() {
	if s := st.layout.split; s != nil {
		offset := splitCompact
		switch {
		case st.s.Practising():
			offset = splitPractising
		case st.layout.side != nil:
			offset = splitBeside
		}
		s.SetOffset(offset)
	}
}

// column stacks the node and statistics panels beside the tree, each in
// its own scroll: both whole when they fit; else the statistics get all
// they need up to three fifths of the height, so that a long node panel
// (a game's) never pushes them out of view.
type column struct {
	node, stats fyne.CanvasObject
	// roomy, when it says so, lets the statistics take more of the
	// height: Monte Carlo tree search's chart is under their rows.
	roomy func() bool
}

// Layout shares the height between the two scrolls.
func (c column) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	// Twice: wrapped values know their height only once laid out at the
	// column's width.
	for range 2 {
		node, stats := c.node.MinSize().Height, c.stats.MinSize().Height
		statsH := size.Height - node
		share := float32(3) / 5
		if c.roomy != nil && c.roomy() {
			share = float32(4) / 5
		}
		if statsH < stats {
			statsH = min(stats, size.Height*share)
		}
		objects[0].Move(fyne.NewPos(0, 0))
		objects[0].Resize(fyne.NewSize(size.Width, size.Height-statsH))
		objects[1].Move(fyne.NewPos(0, size.Height-statsH))
		objects[1].Resize(fyne.NewSize(size.Width, statsH))
	}
}

// MinSize is narrow and short: both scroll, and their values wrap (a
// value measured before it wrapped asked for the whole width, and took it
// from the Code panel).
func (c column) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(200, 100) }

// panelsGrew lays the column beside the tree out again when a panel's
// row changed height (grew): Fyne does not, and the statistics' scroll
// kept the height of the shorter text, hiding the last row.
func (a *arrangement) panelsGrew(grew bool) {
	if grew && a.side != nil {
		a.side.Refresh()
	}
}

// titled puts a panel's title over it ("" for none). A Card measured its
// height with one padding and laid its content out with another: the
// last row of the statistics fell out of view.
func titled(title string, content fyne.CanvasObject) fyne.CanvasObject {
	if title == "" {
		return container.NewPadded(content)
	}
	l := widget.NewLabel(title)
	l.SizeName = theme.SizeNameSubHeadingText
	return container.NewPadded(container.NewBorder(l, nil, nil, nil, content))
}

// screen is the size a secondary window opens within: the screen's, or,
// where it is not known (a page, whose windows are drawn on its canvas),
// the window's own.
func (st *stage) screen() fyne.Size {
	if s := st.layout.screen; s.Width > 0 && s.Height > 0 {
		return s
	}
	return st.win.Canvas().Size()
}
