// Package ui is gametree's window. The state it works on and the rules
// about it live in package session; here each panel (toolbar, playback
// bar, narration, inspector, statistics, tree canvas, legend, presenter
// mode) is a small struct that owns its widgets and shows the session, one
// type (keys) owns the keyboard, and Window wires them together and runs
// searches, layouts and files off the UI goroutine.
package ui

import (
	"context"
	"errors"
	"math"
	"os"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/practice"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
	"gametree/ui/compareview"
	"gametree/ui/playview"
)

// Window is the app's main window.
type Window struct {
	app fyne.App
	win fyne.Window
	s   *session.Session
	// v is the session's view (Session.View), read everywhere in ui.
	v *session.View
	// bg runs background work (a goroutine in the app, inline in tests),
	// and cancels the search in flight.
	bg   background
	keys *keys

	bar      *toolbar
	playback *playback
	story    *narration
	side     panels
	canvas   *treeView
	legend   *legend
	practice *practising
	edit     *editor
	menus    *menus
	status   *note
	// layout arranges the body for the window's size, and presenter
	// mode's screen.
	layout  *arrangement
	dialogs dialogs
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

// newWindow builds the window; load a tree with open.
func newWindow(a fyne.App) *Window {
	w := &Window{app: a, win: a.NewWindow("gametree"), s: session.New(),
		play: playWindows()}
	w.v = w.s.View()
	*w.v = session.LoadView(a.Preferences(), i18n.FromEnv(os.Getenv))
	w.compare = &comparing{h: w, show: func(c compareview.Config) { compareview.Show(a, c) }}
	w.bg = newBackground()
	w.keys = newKeys(w.win)
	w.keys.dismiss, w.keys.confirm, w.keys.stepsThrough = w.dialogs.dismiss, w.dialogs.confirm, w.dialogs.stepsThrough
	w.dialogs.canvas, w.keys.focused = w.win.Canvas(), w.dialogs.noteFocus
	// The theme first: widgets measured while the window is built keep
	// the colours of the theme they were first drawn in (the system's,
	// under GLFW) until a later change reaches them.
	w.applyLook()
	w.canvas = newTreeView(w)
	w.graph = graphShown{h: w, tv: w.canvas, bg: &w.bg, check: func() { w.menus.check() }}
	w.docs = newDocuments(w, a, &w.dialogs, &w.bg, func() *menus { return w.menus })
	w.docs.export = &exporter{h: w, dialogs: &w.dialogs, bg: &w.bg, tv: w.canvas, graph: &w.graph,
		listing: func(opt search.Options) *code.Form { return w.side.code.listing(opt) }, choose: w.docs.chooseFile}
	w.edit = newEditor(w, w.canvas, &w.dialogs, &w.bg, a.Clipboard(), w.contentTheme)
	w.keys.claims, w.keys.taken, w.keys.runes = w.edit.cell.claims, w.edit.cell.taken, func(r rune) { w.edit.cell.typed(r) }
	w.build()
	w.win.Resize(builtSize)
	return w
}

// build makes every panel but the tree view, in the window's language.
func (w *Window) build() {
	w.bar = newToolbar(w)
	w.playback = newPlayback(w)
	w.story = newNarration(w)
	w.side.node = newInspector(w.lang())
	w.side.stats = newStatistics(w.lang())
	picked := w.side.code
	w.side.code = newCodePanel(w, w.selectNode, w.chooseListing)
	if picked != nil { // a listing picked stays picked in another language
		w.side.code.want = picked.want
	}
	w.legend = newLegend(w, func() {
		if c := w.win.Content(); c != nil {
			c.Refresh() // lays the window out again, the canvas beside the key
		}
	})
	w.status = newNote(w, w.canvas)
	w.canvas.status = w.status // the note whose room the canvas leaves
	w.practice = newPractising(w, &w.dialogs, &w.graph, w.practice)

	present := newPresenter(w, w.canvas, w.legend.box, w.side.code, w.story)
	w.layout = newArrangement(func() float64 { return w.v.Scale() }, w.arrange, w.keepWindowSize, present) // the view of the moment, not a copy
	w.setContent(w.layout.body)
	w.newMenus()
	w.keys.bindTable(w.bindings())
}

// open shows a new document: searched and laid out in the background,
// then at step 0.
func (w *Window) open(d session.Document) {
	w.unsay() // a message is about the tree before
	w.stopPractice()
	w.playback.pause()
	w.run(w.s.SetDocument(d))
	w.updateTitle()
	w.menus.refreshEdit()
}

// searchEdited shows the document an edit changed: playback and practice
// stop (the sheet's nodes are the tree's before the edit), the tree is
// searched again, the title and the Edit menu's names follow.
func (w *Window) searchEdited(r session.Request) {
	w.playback.pause()
	w.stopPractice()
	w.run(r)
	w.updateTitle()
	w.menus.refreshEdit()
}

// setOptions searches again with new options, keeping the moment shown
// (from its start while practising: see session.SetOptions).
func (w *Window) setOptions(opt search.Options) {
	w.searchAgain(w.s.SetOptions(opt))
}

// chooseAlgorithm searches again with algorithm a, as setOptions does;
// the session brings back the user's strict and table ticks where a can
// use them.
func (w *Window) chooseAlgorithm(a search.Algorithm) {
	w.searchAgain(w.s.ChooseAlgorithm(a))
}

// chooseListing searches again as listing f is written: its algorithm,
// with a transposition table or without.
func (w *Window) chooseListing(f *code.Form) {
	w.searchAgain(w.s.ChooseListing(f.Algorithm, f.Table(w.s.Options().TT)))
}

// searchAgain runs r, a search with new options, when they changed.
func (w *Window) searchAgain(r session.Request, changed bool) {
	if !changed {
		return
	}
	w.unsay() // a message is about the search before
	switch c := r.Practice; {
	case c.Stopped != nil:
		w.practice.stopped(c.WasHiding)
		w.say(w.lang().T("practice.stopped_algorithm", "Problem", w.lang().Error(c.Stopped)))
	case c.Restarted:
		w.practice.describe()
		w.unsay()
	}
	w.run(r)
}

// run searches (and lays out, for a new or edited tree) off the UI
// goroutine; the result is shown only if nothing newer was asked for.
func (w *Window) run(r session.Request) {
	ctx := w.bg.newSearch()
	geom, sopt, th, dec := w.canvas.wholeGeom(), w.sceneOptions(), w.treeTheme(), w.lang().DecimalSeparator()
	w.bg.run(func() func() {
		tr, err := r.Run(ctx)
		var painter *raster.Painter
		if err == nil {
			painter, err = drawing(tr, geom, r.Relayout, sopt, th, dec)
		}
		return func() {
			if errors.Is(err, context.Canceled) {
				return
			}
			if err := w.s.Finish(r, tr, err); err != nil {
				w.updateTitle() // a new tree that could not be searched: the one before is back
				w.menus.refreshEdit()
				switch {
				case errors.Is(err, session.ErrStale):
				case hasID(err, "search.outside_bounds"):
					w.say(w.lang().Error(err)) // as the field's other mistakes are
					w.bar.show()
				default:
					w.showError(err)
					w.bar.show()
				}
				return
			}
			w.canvas.setPainter(painter, r.Refit)
			w.graph.lay()
			w.legend.show() // a chance node's circle, or not
			w.bar.show()
			w.showStep()
			if r.Switched != nil {
				w.say(w.lang().Error(r.Switched))
			}
			if now := w.sceneOptions(); !sameBut(now, sopt) || math.Abs(now.Aspect-sopt.Aspect) > aspectSlack || w.treeTheme() != th {
				// The view changed while the search ran (presenter mode,
				// text size, the canvas's shape), and repaint had no
				// search to draw then: drawn again as it is now.
				w.repaint(true, r.Refit)
			}
		}
	})
}

// hasID tells whether err, or an error it wraps, is the message id.
func hasID(err error, id string) bool {
	for ; err != nil; err = errors.Unwrap(err) {
		if ie, ok := err.(*i18n.Error); ok && ie.ID == id {
			return true
		}
	}
	return false
}

// repaint draws the trace on screen again: with a new palette, or (with
// relayout) a new geometry for new texts, orientation or text size, and
// with home a new view of it (see treeView.home). The step stays where it
// is.
func (w *Window) repaint(relayout, home bool) {
	tr := w.s.Trace()
	if tr == nil {
		return
	}
	geom, sopt, th, dec := w.canvas.wholeGeom(), w.sceneOptions(), w.treeTheme(), w.lang().DecimalSeparator()
	w.bg.run(func() func() {
		painter, err := drawing(tr, geom, relayout, sopt, th, dec)
		return func() {
			switch {
			case err != nil:
				w.showError(err)
			case w.s.Trace() == tr && sameBut(w.sceneOptions(), sopt) && w.treeTheme() == th:
				w.canvas.setPainter(painter, home)
				w.graph.lay()
				w.showStep()
				if math.Abs(w.sceneOptions().Aspect-sopt.Aspect) > aspectSlack { // the canvas changed shape meanwhile
					w.repaint(true, home)
				}
			}
		}
	})
}

// sameBut reports whether two drawings' options differ at most in the
// canvas's shape they fill: a drawing for the old shape is shown, and one
// for the new follows.
func sameBut(a, b scene.Options) bool {
	a.Aspect = b.Aspect
	return a == b
}

// drawing prepares the painter of a trace, on the geometry drawn before
// (geom) unless asked to lay the tree out again (relayout) or the tree or
// the options changed, with decimal as the decimal separator; it runs off
// the UI goroutine.
func drawing(tr *search.Trace, geom *scene.Geometry, relayout bool, opt scene.Options, th scene.Theme, decimal string) (*raster.Painter, error) {
	if relayout || geom == nil || geom.Tree != tr.Tree || geom.Opt != opt {
		geom = scene.NewGeometry(tr.Tree, opt)
	}
	st := scene.NewStyler(tr, geom, th)
	st.Decimal = decimal // values as the window's language writes them
	return raster.New(st)
}

// showStep brings every panel to the step shown.
func (w *Window) showStep() {
	if !w.s.Ready() {
		return
	}
	w.playback.show()
	w.story.show()
	w.canvas.refold(w.s.Focus())
	if w.v.Follow && !w.canvas.camera().Fitted {
		w.canvas.reveal(w.interest())
	}
	w.canvas.raster.Refresh()
	node, stats := w.side.node.show(w.s.Inspect()), w.side.stats.show(w.s.Statistics())
	chart := w.side.stats.showChart(w.s, w.treeTheme().Palette())
	w.layout.panelsGrew(node || stats || chart)
	if w.v.Code {
		w.side.code.show()
	}
	w.layout.present.show()
	w.edit.cell.place()
	w.status.hover(w.canvas.hovered, w.canvas.low) // the hovered node's state changed too
	w.dialogs.class.shown()
}

// step runs a playback move and shows the result. On a blank screen
// (presenter mode) a key only brings the tree back, as in presentation
// software.
func (w *Window) step(move func() bool) {
	w.playback.pause()
	if w.s.Locked() {
		w.say(w.lang().T("practice.locked"))
		w.playback.show() // the scrubber's thumb back where the search stands
		return
	}
	if w.layout.present.blanked() {
		w.layout.present.blank()
		return
	}
	if move() {
		w.practice.hold()
		w.showStep()
	}
}

// present turns presenter mode on, screen the window's content, or off
// (nil), the body again: answers hidden or not (hide), full screen or
// not (full), and the look, menus, legend and tree to match.
func (w *Window) present(screen fyne.CanvasObject, hide, full bool) {
	w.v.Presenting = screen != nil
	w.setHideAnswers(hide)
	if screen != nil {
		w.setContent(screen)
		w.win.SetPadded(false) // edge to edge: the blank screen is all black
		w.win.SetMainMenu(nil)
	} else {
		w.setContent(w.layout.body)
		w.win.SetPadded(true)
		w.win.SetMainMenu(w.menus.main)
		w.arrange() // the canvas was in presenter mode's container
	}
	w.win.SetFullScreen(full)
	w.applyLook()
	w.menus.check()
	w.legend.show()
	w.repaint(true, true)
}

// blanked reports whether presenter mode's screen is black.
func (w *Window) blanked() bool { return w.layout.present.blanked() }

// updateTitle shows the document's name and a mark for unsaved changes,
// and keeps the document for the next start.
func (w *Window) updateTitle() {
	d := w.s.Doc()
	title := w.lang().T("window.title", "Name", d.Name)
	if d.Dirty {
		title = w.lang().T("window.title_dirty", "Name", d.Name)
	}
	w.win.SetTitle(title)
	warnOnLeave(d.Dirty)
	session.KeepLast(w.app.Preferences(), d) // the next start opens it again
}

// say writes a short message over the canvas (see note.say).
func (w *Window) say(text string) { w.status.say(text) }

// reshaped lays the tree out anew for the canvas's new shape, unless a
// drawing is under way: that one looks at the shape again as it lands
// (repaint). A window leaving presenter mode resizes its canvas a dozen
// times, and as many layouts had queued up behind each other.
func (w *Window) reshaped() {
	if w.bg.running == 0 {
		w.repaint(true, true)
	}
}

// unsay takes the last message away.
func (w *Window) unsay() { w.status.unsay() }

// selectNode shows a node in the inspector (tree.None: follow the search).
func (w *Window) selectNode(id tree.NodeID) {
	w.s.Select(id)
	if id == tree.None {
		id = w.s.Focus()
	}
	w.canvas.refold(id)
	if w.canvas.opened != nil && !w.canvas.cam.Fitted {
		w.canvas.reveal(w.interest()) // what a click opened
	}
	w.canvas.raster.Refresh()
	w.layout.panelsGrew(w.side.node.show(w.s.Inspect()))
	w.status.hover(w.canvas.hovered, w.canvas.low) // a node opened, or folded again
}

// interest lists the nodes the canvas keeps in view, the most important
// first: the selected node, what it opened and the nodes above it; at the
// end of the search the principal variation, then the root; else the node
// the search is at, its children and the calls above it. A tree drawn
// whole follows the first.
func (w *Window) interest() []tree.NodeID {
	g := w.canvas.geom()
	switch {
	case g == nil:
		return nil
	case w.s.Selected() != tree.None:
		return raster.Around(g, w.s.Selected())
	case w.s.Snapshot().IsFinal() && len(w.s.Trace().PV) > 1:
		pv := w.s.Trace().PV
		return append(slices.Clone(pv[1:]), pv[0]) // the line, then the root if it fits
	}
	return raster.Around(g, w.s.Focus())
}

// lang returns the window's language.
func (w *Window) lang() *i18n.Lang { return w.v.Narrator.Language() }

// applyLook sets the window's theme for the view's choices: the app's,
// for the menus and dialogs, at most frameScale; the content's, in full.
func (w *Window) applyLook() {
	w.app.Settings().SetTheme(lookOf(*w.v, frameScale))
	keepPageLook(w.v.Appearance)
	if w.layout != nil && w.layout.themed != nil {
		t := w.layout.themed
		t.Theme = lookOf(*w.v, math.Inf(1))
		t.Refresh()
	}
	if w.story != nil {
		w.story.restyle()
	}
}

// contentTheme is the theme of the window's content (the view's full
// text size), as applyLook last set it: asked at every size a panel
// measures, so made once per change, not per call.
func (w *Window) contentTheme() fyne.Theme {
	if w.layout != nil && w.layout.themed != nil {
		return w.layout.themed.Theme
	}
	return lookOf(*w.v, math.Inf(1)) // before the content is shown
}

// setContent shows o as the window's content, in the view's full text
// size.
func (w *Window) setContent(o fyne.CanvasObject) {
	w.layout.themed = container.NewThemeOverride(o, lookOf(*w.v, math.Inf(1)))
	w.win.SetContent(w.layout.themed)
}

// changeView applies a change to the view, keeps it, and draws again: a
// new geometry when the texts, orientation or text size changed, and a
// new view of the tree for a new text size.
func (w *Window) changeView(change func(*session.View)) {
	before, scale, fold := w.sceneOptions(), w.v.Scale(), w.v.Fold
	change(w.v)
	w.v.Save(w.app.Preferences())
	w.applyLook()
	w.menus.check()
	w.legend.show()
	after := w.sceneOptions()
	if w.v.Scale() != scale {
		w.layout.recheck()
	}
	w.repaint(after != before, after.FontScale != before.FontScale || after.LeftRight != before.LeftRight || w.v.Fold != fold)
}

// sceneOptions are the tree's geometry options on the canvas: the view's,
// with room beside the nodes for the windows a student writes in the α/β
// exercise, and the tight layout filling the canvas's shape.
func (w *Window) sceneOptions() scene.Options {
	o := w.v.SceneOptions()
	if o.Tight {
		o.Aspect = w.canvas.aspect()
	}
	o.Nodes = [2]string{w.lang().T("fold_node"), w.lang().T("fold_nodes")}
	if sh := w.s.Sheet(); sh != nil && sh.Exercise == practice.Windows {
		o.Answers = true
	}
	return o
}
