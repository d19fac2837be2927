package ui

import (
	"image"

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
// the host. *Window is the one host; ui/compareview, built from a plain
// Config, is the model.
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

func (w *Window) state() *session.Session     { return w.s }
func (w *Window) narrator() *narrate.Narrator { return w.v.Narrator }
func (w *Window) router() *keys               { return w.keys }
func (w *Window) view() session.View          { return *w.v }
func (w *Window) unfolded() []tree.NodeID {
	return w.s.UnfoldedLevels(w.v.Fold && w.canvas.tooBig(), w.canvas.levels)
}

// tapped selects the node clicked, or answers there while practising.
func (w *Window) tapped(id tree.NodeID) {
	if w.s.Practising() {
		w.practice.tap(id)
		return
	}
	w.selectNode(id)
}

// paintOver draws the practice sheet over the tree.
func (w *Window) paintOver(img *image.RGBA, pr *raster.Painter, v raster.View) {
	w.practice.paint(img, pr, v)
	w.edit.cell.follow()
}
