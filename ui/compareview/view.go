// Package compareview is the window that puts searches of one tree side
// by side, so that a class sees why alpha-beta beats minimax and why the
// order of the children matters: two to four panes, each with its
// algorithm and ordering and its tree drawn at its step; one step bar
// that moves every pane call by call (the k-th call of each) or each pane
// on its own; the table of what each has done with the Knuth–Moore floor;
// the bar chart of leaves evaluated drawn by package picture
// (internal/compare/picture); and an Export button that saves that
// picture.
//
// The counting lives in package compare and the drawing in package picture;
// this package only wires widgets to them. It does not import package ui,
// which opens it from the View menu.
package compareview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/compare"
	"gametree/internal/compare/picture"
	"gametree/internal/i18n"
	"gametree/internal/mainthread"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// MaxPanes is the most searches the view shows at once.
const MaxPanes = 4

// Config is what the view compares and how it looks.
type Config struct {
	// Tree is the tree searched; it must not change while the view is open
	// (give it a clone if the main window may edit it).
	Tree *tree.Tree
	// Name names the tree in the window's title.
	Name string
	// Path is the tree's file, if any: the Export dialog opens in its
	// folder and never writes over it.
	Path string
	// Options are the searches' root, depth limit and cutoff rule; each
	// pane picks its own algorithm.
	Options search.Options
	// Lang is the language of every text (nil: English).
	Lang *i18n.Lang
	// Theme and Scene are the trees' look, as in the main window.
	Theme scene.Theme
	Scene scene.Options
	// Screen is the screen's size, when known: the window opens within
	// 90% of it (1300×860 at most).
	Screen fyne.Size
	// Download, when not nil, takes the exported picture instead of a
	// file dialog (in the browser: a download).
	Download func(name, mime string, data []byte)
	// Closed, when not nil, runs once the window has closed (the main
	// window takes the keys back: with no window manager nothing gives
	// it the focus).
	Closed func()
	// Keys, when not nil, gives the window its keys (typed hears each
	// plain key and reports whether it took it; close is Ctrl+W) and
	// returns what gives them back: the main window's, which knows when
	// the window is drawn on its own canvas, as in the browser. nil: the
	// window's own canvas.
	Keys func(win fyne.Window, typed func(*fyne.KeyEvent) bool, close func()) (release func())
	// Searches are the panes the window opens with, at most MaxPanes
	// (nil: minimax and alpha-beta, or expectimax and Star1 on a tree
	// with dice): Derivation gives the slides' stages.
	Searches []compare.Search
	// Code opens the window with the panes' listings under them (the
	// Code check), each in the form Forms names for its algorithm (its
	// default where Forms names none).
	Code  bool
	Forms map[search.Algorithm]string
}

// Derivation is the Italian slides' way from minimax to alpha-beta, a
// pane a stage: minimax, "alfa-beta provvisorio", "seconda
// approssimazione" and the definitive fail-hard alpha-beta, on the tree
// as it is.
var Derivation = []compare.Search{
	{Algorithm: search.Minimax, Order: compare.AsIs},
	{Algorithm: search.SlidesStage1, Order: compare.AsIs},
	{Algorithm: search.SlidesStage2, Order: compare.AsIs},
	{Algorithm: search.AlphaBetaFailHard, Order: compare.AsIs},
}

// DerivationForms are the listings of the derivation's stages, each as
// the slides write it.
func DerivationForms() map[search.Algorithm]string {
	return map[search.Algorithm]string{
		search.Minimax:           "slides-minimax",
		search.SlidesStage1:      "slides-stage1",
		search.SlidesStage2:      "slides-stage2",
		search.AlphaBetaFailHard: "slides-alphabeta",
	}
}

// View is a compare window.
type View struct {
	win   fyne.Window
	cfg   Config
	l     *i18n.Lang
	panes []*pane
	// lock steps every pane together; shared is then the call they are
	// all at (each clamped to its end).
	lock   bool
	shared int
	// async runs work off the UI goroutine (tests run it inline).
	async func(func())
	// release gives the keys back to whoever lent them.
	release func()

	row      *fyne.Container // the panes, side by side
	add      *widget.Button
	lockStep *widget.Check
	code     *widget.Check
	position *widget.Label
	nav      []*widget.Button
	table    *table
	chart    *chart
	// counts are the table and the chart; in their place, when Code is
	// ticked, the listings.
	counts   fyne.CanvasObject
	listings *listings
	body     *fyne.Container
	// floor is the tree's Knuth–Moore minimal tree: the same whatever the
	// order of the children.
	floor picture.Floor
}

// defaults are the searches new panes start with, in turn: the first not
// shown yet.
var defaults = [...]compare.Search{
	{Algorithm: search.Minimax, Order: compare.AsIs},
	{Algorithm: search.AlphaBeta, Order: compare.AsIs},
	{Algorithm: search.AlphaBeta, Order: compare.BestFirst},
	{Algorithm: search.AlphaBeta, Order: compare.WorstFirst},
}

// diceDefaults are those of a tree with chance nodes: expectimax, then
// Star1.
var diceDefaults = [...]compare.Search{
	{Algorithm: search.Expectimax, Order: compare.AsIs},
	{Algorithm: search.Star1, Order: compare.AsIs},
	{Algorithm: search.Star1, Order: compare.BestFirst},
	{Algorithm: search.Star1, Order: compare.WorstFirst},
}

// starts are the searches new panes start with on the view's tree.
func (v *View) starts() []compare.Search {
	if v.cfg.Tree.HasChance() {
		return diceDefaults[:]
	}
	return defaults[:]
}

// Show opens a compare window on c.Tree: minimax and alpha-beta, both
// with the children as they are, stepped together from the start.
func Show(a fyne.App, c Config) *View {
	v := New(a, c)
	v.win.Show()
	return v
}

// New builds the compare window without showing it.
func New(a fyne.App, c Config) *View { return newView(a, c, func(f func()) { go f() }) }

// newView builds the window with async running its searches and exports.
func newView(a fyne.App, c Config, async func(func())) *View {
	if c.Lang == nil {
		c.Lang = i18n.English()
	}
	v := &View{cfg: c, l: c.Lang, lock: true, async: async}
	v.floor.Leaves, v.floor.Uniform = compare.MinimalLeaves(c.Tree, c.Options.Depth)
	v.win = a.NewWindow(v.l.T("compareview.title", "Tree", c.Name))
	v.build()
	if len(c.Searches) == 0 {
		v.addPane()
		v.addPane()
	}
	for _, s := range c.Searches[:min(len(c.Searches), MaxPanes)] {
		v.addSearch(s)
	}
	size := fyne.NewSize(1300, 860)
	if s := c.Screen; s.Width > 0 && s.Height > 0 {
		size = fyne.NewSize(min(size.Width, 0.9*s.Width), min(size.Height, 0.9*s.Height))
	}
	v.win.Resize(size)
	keys := c.Keys
	if keys == nil {
		keys = mainthread.OwnKeys
	}
	v.release = keys(v.win, v.typedKey, v.Close)
	v.win.SetOnClosed(v.closed)
	return v
}

// closed stops the searches still running; their results are dropped.
func (v *View) closed() {
	for _, p := range v.panes {
		p.gen++
		if p.cancel != nil {
			p.cancel()
			p.cancel = nil
		}
	}
	v.release()
	if v.cfg.Closed != nil {
		v.cfg.Closed()
	}
}

// Close closes the window.
func (v *View) Close() { mainthread.Close(v.win, v.closed) }

// Window returns the view's window.
func (v *View) Window() fyne.Window { return v.win }

func (v *View) build() {
	l := v.l
	v.row = container.New(arrange{v})
	v.add = widget.NewButtonWithIcon(l.T("compareview.add"), theme.ContentAddIcon(), v.addPane)
	v.lockStep = widget.NewCheck(l.T("compareview.lock_step"), v.setLock)
	v.lockStep.SetChecked(true)
	v.position = widget.NewLabel("")
	v.nav = navButtons(l, v.first, v.prev, v.next, v.last)
	v.code = widget.NewCheck(l.T("compareview.code"), func(bool) { v.arrangeBody(); v.changed() })
	v.code.Checked = v.cfg.Code
	export := widget.NewButtonWithIcon(l.T("compareview.export"), theme.DocumentSaveIcon(), v.exportDialog)
	// Two rows, so that a 1024×768 projector holds them in any language:
	// the searches, then the steps.
	steps := container.NewHBox()
	for _, b := range v.nav {
		steps.Add(b)
	}
	steps.Add(v.position)
	top := container.NewVBox(container.NewBorder(nil, nil, container.NewHBox(v.add, widget.NewSeparator(), v.lockStep, v.code), export), steps)
	v.table = newTable()
	v.chart = newChart(v)
	v.counts = container.NewVBox(widget.NewSeparator(), v.table.box, v.chart.raster)
	v.listings = newListings(v)
	v.body = container.NewStack()
	v.arrangeBody()
	v.win.SetContent(container.NewBorder(top, nil, nil, nil, v.body))
}

// arrangeBody puts the panes over the table and the chart, or, with
// Code ticked, over the listings, which take as much room as the panes.
func (v *View) arrangeBody() {
	if v.code.Checked {
		v.body.Objects = []fyne.CanvasObject{container.NewGridWithRows(2, v.row, container.NewBorder(widget.NewSeparator(), nil, nil, nil, v.listings.box))}
	} else {
		v.body.Objects = []fyne.CanvasObject{container.NewBorder(nil, v.counts, nil, nil, v.row)}
	}
	v.body.Refresh()
}

// navButtons makes the first, back, forward and last buttons.
func navButtons(l *i18n.Lang, first, prev, next, last func()) []*widget.Button {
	return []*widget.Button{
		widget.NewButtonWithIcon(l.T("compareview.first"), theme.MediaSkipPreviousIcon(), first),
		widget.NewButtonWithIcon(l.T("compareview.prev"), theme.NavigateBackIcon(), prev),
		widget.NewButtonWithIcon(l.T("compareview.next"), theme.NavigateNextIcon(), next),
		widget.NewButtonWithIcon(l.T("compareview.last"), theme.MediaSkipNextIcon(), last),
	}
}

// addPane adds a pane, up to MaxPanes, with the first default search not
// shown yet.
func (v *View) addPane() {
	if len(v.panes) >= MaxPanes {
		return
	}
	starts := v.starts()
	s := starts[1]
	for _, d := range starts {
		shown := false
		for _, p := range v.panes {
			shown = shown || p.search == d
		}
		if !shown {
			s = d
			break
		}
	}
	v.addSearch(s)
}

// addSearch adds a pane searching s.
func (v *View) addSearch(s compare.Search) {
	p := newPane(v, s)
	v.panes = append(v.panes, p)
	v.row.Add(p.box)
	p.research()
	v.changed()
}

// removePane removes a pane; the last one stays.
func (v *View) removePane(p *pane) {
	if len(v.panes) <= 1 {
		return
	}
	for i, q := range v.panes {
		if q == p {
			v.panes = append(v.panes[:i], v.panes[i+1:]...)
			p.gen++ // a search still running is dropped
			break
		}
	}
	v.row.Remove(p.box)
	v.changed()
}

// setLock steps the panes together, from the call the one furthest
// behind is at, or each on its own.
func (v *View) setLock(on bool) {
	if on == v.lock {
		return
	}
	v.lock = on
	if on {
		v.shared = -1
		for _, p := range v.panes {
			if p.prog != nil && (v.shared < 0 || p.pos < v.shared) {
				v.shared = p.pos
			}
		}
		v.shared = max(v.shared, 0)
		v.place()
	}
	v.changed()
}

// sharedLast is the last shared position: every pane at its end.
func (v *View) sharedLast() int {
	var ps []*compare.Progress
	for _, p := range v.panes {
		if p.prog != nil {
			ps = append(ps, p.prog)
		}
	}
	return compare.LastShared(ps)
}

// place puts every pane at the shared position (lock-step).
func (v *View) place() {
	for _, p := range v.panes {
		if p.prog != nil {
			p.pos = p.prog.Clamp(v.shared)
		}
	}
}

// move moves every pane: in lock-step, the shared call by delta (or to
// the start or end); else each pane from where it is.
func (v *View) move(delta int, to int) {
	if v.lock {
		switch to {
		case toStart:
			v.shared = 0
		case toEnd:
			v.shared = v.sharedLast()
		default:
			v.shared = max(0, min(v.shared+delta, v.sharedLast()))
		}
		v.place()
	} else {
		for _, p := range v.panes {
			p.move(delta, to)
		}
	}
	v.changed()
}

// Where a move goes: by its delta, or to the start or the end.
const (
	byDelta = iota
	toStart
	toEnd
)

func (v *View) first() { v.move(0, toStart) }
func (v *View) prev()  { v.move(-1, byDelta) }
func (v *View) next()  { v.move(1, byDelta) }
func (v *View) last()  { v.move(0, toEnd) }

// typedKey steps with Left, Right, Home and End, and closes with
// Escape; it reports whether the key is one of those.
func (v *View) typedKey(e *fyne.KeyEvent) bool {
	switch e.Name {
	case fyne.KeyLeft, fyne.KeyRight, fyne.KeyHome, fyne.KeyEnd, fyne.KeyEscape:
		mainthread.OnMain(func() { v.key(e) })
		return true
	}
	return false
}

// key does what a key asks for.
func (v *View) key(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyLeft:
		v.prev()
	case fyne.KeyRight:
		v.next()
	case fyne.KeyHome:
		v.first()
	case fyne.KeyEnd:
		v.last()
	case fyne.KeyEscape:
		if !dialogOver(v.win) { // Escape closes a dialog first
			v.Close()
		}
	}
}

// dialogOver reports whether a dialog covers win: an overlay of its
// canvas other than the windows drawn on it (a page's windows are
// overlays of its one canvas).
func dialogOver(win fyne.Window) bool {
	top := win.Canvas().Overlays().Top()
	_, windows := top.(*container.MultipleWindows)
	return top != nil && !windows
}

// sampled counts the panes searching by sampling (Monte Carlo tree
// search), which step an iteration a position.
func (v *View) sampled() int {
	n := 0
	for _, p := range v.panes {
		if p.search.Algorithm.Samples() {
			n++
		}
	}
	return n
}

// changed brings every widget to the panes' positions.
func (v *View) changed() {
	l := v.l
	if len(v.panes) >= MaxPanes {
		v.add.Disable()
	} else {
		v.add.Enable()
	}
	last := v.sharedLast()
	at, of := min(v.shared, last-1), last-1
	switch sampled := v.sampled(); {
	case !v.lock:
		v.position.SetText("")
	case v.shared == 0:
		v.position.SetText(l.T("compareview.at_start"))
	case sampled == len(v.panes):
		v.position.SetText(l.T("compareview.at_iteration", "Iteration", at, "Iterations", of))
	case sampled > 0: // calls beside iterations: a position is one of either
		v.position.SetText(l.T("compareview.at_position", "Step", at, "Steps", of))
	default:
		v.position.SetText(l.T("compareview.at_call", "Call", at, "Calls", of))
	}
	for _, p := range v.panes {
		p.show()
	}
	v.row.Refresh() // a tree searched may change the arrangement
	ready := v.ready()
	if v.code.Checked {
		v.listings.show()
	} else {
		v.table.show(ready, v.floor, v.l)
		v.chart.show(ready)
	}
}

// ready returns the panes whose search is done, as package picture draws them.
func (v *View) ready() []picture.Pane {
	var out []picture.Pane
	for _, p := range v.panes {
		if p.prog != nil {
			out = append(out, picture.Pane{Search: p.search, Progress: p.prog, Pos: p.pos})
		}
	}
	return out
}
