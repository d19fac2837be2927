// Package ui is gametree's window. The state it works on and the rules
// about it live in package session; here each panel (toolbar, playback
// bar, narration, inspector, statistics, tree canvas, legend, presenter
// mode) is a small struct that owns its widgets and shows the session, one
// type (keys) owns the keyboard, and each mode owns its actions: stepper
// moves through the search, searcher runs searches and layouts off the UI
// goroutine, looks sets the theme, the content and the language, dialogs
// show messages, documents read and write files. They share the stage
// (the session, the view and the panels on screen) and see one another
// through a small host (panelHost); Window only builds and wires them.
package ui

import (
	"os"

	"fyne.io/fyne/v2"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/search"
	"gametree/ui/compareview"
	"gametree/ui/playview"
)

// Window is the app's main window. It wires the parts that own the
// actions (the stage every panel reads, the stepping, the searches, the
// look, the dialogs, the documents) and builds the panels.
type Window struct {
	// stage is what the panels and parts share: the session, its view,
	// the keys, the dialogs and the panels on screen.
	*stage
	// bg runs background work (a goroutine in the app, inline in tests),
	// and cancels the search in flight.
	bg background
	// h is the host every panel is given: the stage, the stepping
	// (h.stepper), the searches (h.searcher), the look (h.looks) and the
	// dialogs.
	h panelHost
	// docs is what the window reads and writes: documents, exports.
	docs *documents
	// graph is the search space shown as a graph, and the Graphviz
	// renderer it and the exports share.
	graph graphShown
	// compare opens the compare and derivation windows.
	compare *comparing
	// play opens the play window (a test keeps the view).
	play func(fyne.App, playview.Config)
}

// builtSize is the window's size until it is fitted to the screen.
var builtSize = fyne.NewSize(session.DefaultWidth, session.DefaultHeight)

// newWindow builds the window; load a tree with h.open.
func newWindow(a fyne.App) *Window {
	st := &stage{app: a, win: a.NewWindow("gametree"), s: session.New(), dialogs: &dialogs{}}
	w := &Window{stage: st, play: playWindows()}
	w.v = w.s.View()
	*w.v = session.LoadView(a.Preferences(), i18n.FromEnv(os.Getenv))
	steps := &stepper{st: st}
	look := &looks{st: st, steps: steps, rebuild: w.build}
	runs := &searcher{st: st, bg: &w.bg, graph: &w.graph, steps: steps, looks: look}
	look.runs = runs
	w.h = panelHost{stage: st, stepper: steps, searcher: runs, looks: look, dialogs: st.dialogs}
	w.compare = &comparing{h: w.h, show: func(c compareview.Config) { compareview.Show(a, c) }}
	w.bg = newBackground()
	w.keys = newKeys(w.win)
	w.keys.dismiss, w.keys.confirm, w.keys.stepsThrough = w.dialogs.dismiss, w.dialogs.confirm, w.dialogs.stepsThrough
	w.dialogs.canvas, w.keys.focused = w.win.Canvas(), w.dialogs.noteFocus
	w.dialogs.win, w.dialogs.s, w.dialogs.language = w.win, w.s, st.lang
	// The theme first: widgets measured while the window is built keep
	// the colours of the theme they were first drawn in (the system's,
	// under GLFW) until a later change reaches them.
	look.applyLook()
	w.canvas = newTreeView(w.h)
	w.graph = graphShown{h: w.h, tv: w.canvas, bg: &w.bg, check: func() { w.menus.check() }}
	w.docs = newDocuments(w.h, a, w.dialogs, &w.bg, func() *menus { return w.menus })
	w.docs.offer = func() { gettingStarted{h: w.h, dialogs: w.dialogs, status: w.status}.offer() }
	w.docs.export = &exporter{h: w.h, dialogs: w.dialogs, bg: &w.bg, tv: w.canvas, graph: &w.graph,
		listing: func(opt search.Options) *code.Form { return w.side.code.listing(opt) }, choose: w.docs.chooseFile}
	w.edit = newEditor(w.h, w.canvas, w.dialogs, w.docs, &w.bg, a.Clipboard(), look.contentTheme)
	w.keys.claims, w.keys.taken, w.keys.runes = w.edit.cell.claims, w.edit.cell.taken, func(r rune) { w.edit.cell.typed(r) }
	w.build()
	w.win.Resize(builtSize)
	return w
}

// build makes every panel but the tree view, in the window's language.
func (w *Window) build() {
	h := w.h
	w.bar = newToolbar(h)
	w.playback = newPlayback(h)
	w.story = newNarration(h)
	w.side.node = newInspector(w.lang())
	w.side.stats = newStatistics(w.lang())
	picked := w.side.code
	w.side.code = newCodePanel(h, h.selectNode, h.chooseListing)
	if picked != nil { // a listing picked stays picked in another language
		w.side.code.want = picked.want
	}
	w.legend = newLegend(h, func() {
		if c := w.win.Content(); c != nil {
			c.Refresh() // lays the window out again, the canvas beside the key
		}
	})
	w.status = newNote(h, w.canvas)
	w.canvas.status = w.status // the note whose room the canvas leaves
	w.practice = newPractising(h, w.dialogs, w.docs, &w.graph, w.practice)

	present := newPresenter(h, w.canvas, w.legend.box, w.side.code, w.story)
	w.layout = newArrangement(func() float64 { return w.v.Scale() }, w.arrange, w.keepWindowSize, present) // the view of the moment, not a copy
	h.setContent(w.layout.body)
	w.newMenus()
	w.keys.bindTable(w.bindings())
}
