package ui

import (
	"image"

	"fyne.io/fyne/v2"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// host is what a panel sees of the window: the session it shows, the
// language it speaks, the key router its widgets pass keys to, the status
// line, and the few things a panel asks of the window (move to another
// step, show the step again). Panels never hold the window, nor touch one
// another's widgets: what one does that another must show goes through
// the host. panelHost is the one host, never the window itself;
// ui/compareview, built from a plain Config, is the model.
type host interface {
	// state is the session: the document, the search and the step shown.
	state() *session.Session
	lang() *i18n.Lang
	narrator() *narrate.Narrator
	// router passes keys from the panels' widgets to the window's
	// bindings (see keys.go).
	router() *keys
	say(text string)
	unsay()
	// step runs a playback move and shows the result; next is the step
	// forward (which may ask a question first while predicting).
	step(move func() bool)
	next()
	// showStep brings every panel to the step shown.
	showStep()
	// view is how the window shows things (text size, legend, presenter
	// mode, …); treeTheme, the tree's palette and fonts.
	view() session.View
	treeTheme() scene.Theme
	// unfolded lists the nodes whose children the canvas draws, the rest
	// folded away, or is nil for the whole tree.
	unfolded() []tree.NodeID
}

// canvasHost is what the canvas asks of the window besides: what a click
// does and what is drawn over the tree (what the pointer is on, the
// canvas tells its status note).
type canvasHost interface {
	state() *session.Session
	// tapped is a click on node id (tree.None: on no node).
	tapped(id tree.NodeID)
	// reshaped says the canvas changed shape: a layout filling it
	// (presenter mode's) is laid out anew.
	reshaped()
	// paintOver draws over the tree painted on img (a practice sheet).
	paintOver(img *image.RGBA, pr *raster.Painter, v raster.View)
	unfolded() []tree.NodeID
}

// stage is what the window's panels and parts share: the app and its
// window, the session and its view, the key router, the dialogs on screen,
// and the panels on screen (Window.build makes them again in another
// language, here, so every part reads the ones shown). Its methods only
// read it, or hand a request to the panel that owns it.
type stage struct {
	app fyne.App
	win fyne.Window
	s   *session.Session
	// v is the session's view (Session.View), read everywhere in ui.
	v       *session.View
	keys    *keys
	dialogs *dialogs

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
	layout *arrangement
}

// panelHost is the host every panel is given: the stage, the stepping
// through the search, the searches, the look and the dialogs. It declares
// no methods: each is its part's.
type panelHost struct {
	*stage
	*stepper
	*searcher
	*looks
	*dialogs
}

func (st *stage) state() *session.Session     { return st.s }
func (st *stage) narrator() *narrate.Narrator { return st.v.Narrator }
func (st *stage) router() *keys               { return st.keys }
func (st *stage) view() session.View          { return *st.v }

// lang returns the window's language.
func (st *stage) lang() *i18n.Lang { return st.v.Narrator.Language() }

// treeTheme is the tree's palette for the view.
func (st *stage) treeTheme() scene.Theme { return st.v.Theme(systemDark(st.app)) }

func (st *stage) unfolded() []tree.NodeID {
	return st.s.UnfoldedLevels(st.v.Fold && st.canvas.tooBig(), st.canvas.levels)
}

// say writes a short message over the canvas (see note.say); unsay takes
// the last message away.
func (st *stage) say(text string) { st.status.say(text) }
func (st *stage) unsay()          { st.status.unsay() }

// What the panels ask of one another: playback stopped, the tree painted
// again (the sheet over it changed), the menus' items greyed that cannot
// act now, the keys back to the bindings once a field took Enter.
func (st *stage) pause()      { st.playback.pause() }
func (st *stage) redraw()     { st.canvas.raster.Refresh() }
func (st *stage) checkMenus() { st.menus.check() }
func (st *stage) unfocus()    { st.win.Canvas().Unfocus() }

// blanked reports whether presenter mode's screen is black.
func (st *stage) blanked() bool { return st.layout.present.blanked() }

// answersDrawn says the tree was laid out with room for the α/β
// exercise's answers.
func (st *stage) answersDrawn() bool {
	g := st.canvas.geom()
	return g != nil && g.Opt.Answers
}

// updateTitle shows the document's name and a mark for unsaved changes,
// and keeps the document for the next start.
func (st *stage) updateTitle() {
	d := st.s.Doc()
	title := st.lang().T("window.title", "Name", d.Name)
	if d.Dirty {
		title = st.lang().T("window.title_dirty", "Name", d.Name)
	}
	st.win.SetTitle(title)
	warnOnLeave(d.Dirty)
	session.KeepLast(st.app.Preferences(), d) // the next start opens it again
}

// leaving stops playback and keeps the view and the window's size for
// the next start.
func (st *stage) leaving() {
	st.playback.pause()
	st.v.Save(st.app.Preferences())
	st.keepWindowSize()
}

// practiceRoom gives the tree more room while practising, and takes it
// back after: a larger share of the height, and on a small screen the
// whole of it but the step and the playback.
func (st *stage) practiceRoom() {
	if st.layout.compact && !st.v.Presenting {
		st.layout.rearrange()
		return
	}
	st.fitSplit()
}
