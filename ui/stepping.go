package ui

import (
	"image"
	"slices"

	"fyne.io/fyne/v2"

	"gametree/internal/raster"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// stepper moves through the search and the tree: to another step, to
// another node selected, and brings every panel on the stage to it.
type stepper struct {
	st *stage
}

// showStep brings every panel to the step shown.
func (p *stepper) showStep() {
	st := p.st
	if !st.s.Ready() {
		return
	}
	st.playback.show()
	st.story.show()
	st.canvas.refold(st.s.Focus())
	if st.v.Follow && !st.canvas.camera().Fitted {
		st.canvas.reveal(p.interest())
	}
	st.canvas.raster.Refresh()
	node, stats := st.side.node.show(st.s.Inspect()), st.side.stats.show(st.s.Statistics())
	chart := st.side.stats.showChart(st.s, st.treeTheme().Palette())
	st.layout.panelsGrew(node || stats || chart)
	if st.v.Code {
		st.side.code.show()
	}
	st.layout.present.show()
	st.edit.cell.place()
	st.status.hover(st.canvas.hovered, st.canvas.low) // the hovered node's state changed too
	st.dialogs.class.shown()
}

// step runs a playback move and shows the result. On a blank screen
// (presenter mode) a key only brings the tree back, as in presentation
// software.
func (p *stepper) step(move func() bool) {
	st := p.st
	st.playback.pause()
	if st.s.Locked() {
		st.say(st.lang().T("practice.locked"))
		st.playback.show() // the scrubber's thumb back where the search stands
		return
	}
	if st.layout.present.blanked() {
		st.layout.present.blank()
		return
	}
	if move() {
		st.practice.hold()
		p.showStep()
	}
}

// next is the step forward (→): while predicting, a step that asks a
// question not answered yet asks it first and shows itself once answered.
func (p *stepper) next() {
	if s := p.st.s; !s.Predicting() || !p.st.practice.ask() {
		p.step(s.Next)
	}
}

// selectNode shows a node in the inspector (tree.None: follow the search).
func (p *stepper) selectNode(id tree.NodeID) {
	st := p.st
	st.s.Select(id)
	if id == tree.None {
		id = st.s.Focus()
	}
	st.canvas.refold(id)
	if st.canvas.opened != nil && !st.canvas.cam.Fitted {
		st.canvas.reveal(p.interest()) // what a click opened
	}
	st.canvas.raster.Refresh()
	st.layout.panelsGrew(st.side.node.show(st.s.Inspect()))
	st.status.hover(st.canvas.hovered, st.canvas.low) // a node opened, or folded again
}

// interest lists the nodes the canvas keeps in view, the most important
// first: the selected node, what it opened and the nodes above it; at the
// end of the search the principal variation, then the root; else the node
// the search is at, its children and the calls above it. A tree drawn
// whole follows the first.
func (p *stepper) interest() []tree.NodeID {
	s := p.st.s
	g := p.st.canvas.geom()
	switch {
	case g == nil:
		return nil
	case s.Selected() != tree.None:
		return raster.Around(g, s.Selected())
	case s.Snapshot().IsFinal() && len(s.Trace().PV) > 1:
		pv := s.Trace().PV
		return append(slices.Clone(pv[1:]), pv[0]) // the line, then the root if it fits
	}
	return raster.Around(g, s.Focus())
}

// tapped selects the node clicked, or answers there while practising.
func (p *stepper) tapped(id tree.NodeID) {
	if p.st.s.Practising() {
		p.st.practice.tap(id)
		return
	}
	p.selectNode(id)
}

// paintOver draws the practice sheet over the tree.
func (p *stepper) paintOver(img *image.RGBA, pr *raster.Painter, v raster.View) {
	p.st.practice.paint(img, pr, v)
	p.st.edit.cell.follow()
}

// enter edits the selected node, or while practising answers at it.
func (p *stepper) enter() {
	st := p.st
	if st.s.Practising() {
		st.practice.tap(st.s.Selected())
		return
	}
	st.edit.guard(st.edit.editNodeDialog)()
}

// selectKey moves the selection with Alt and an arrow key: up the tree to
// the parent, down to the first child, across to a sibling (turned round
// when the tree grows from left to right), and brings it into view.
func (p *stepper) selectKey(key fyne.KeyName) {
	st := p.st
	down := map[fyne.KeyName]session.Toward{fyne.KeyUp: session.ToParent, fyne.KeyDown: session.ToChild, fyne.KeyLeft: session.ToPrevious, fyne.KeyRight: session.ToNext}
	if st.v.LeftRight {
		down = map[fyne.KeyName]session.Toward{fyne.KeyLeft: session.ToParent, fyne.KeyRight: session.ToChild, fyne.KeyUp: session.ToPrevious, fyne.KeyDown: session.ToNext}
	}
	if !st.s.SelectToward(down[key]) {
		return
	}
	id := st.s.Selected()
	p.selectNode(id) // a folded tree brings the node in view there
	if !st.canvas.cam.Fitted && st.canvas.opened == nil {
		st.canvas.centreOn(id)
	}
}

// escape leaves presenter mode (first the blank screen), else follows the
// search again.
func (p *stepper) escape() {
	st := p.st
	switch {
	case st.layout.present.blanked():
		st.layout.present.blank()
	case st.v.Presenting:
		st.layout.present.toggle()
	default:
		p.selectNode(-1)
	}
}

// setHideAnswers hides or shows what gives the search's result away.
func (p *stepper) setHideAnswers(on bool) {
	st := p.st
	if on == st.v.Hide {
		return
	}
	st.v.Hide = on
	if !st.v.Presenting && !st.s.Practising() { // theirs, not the user's choice
		st.v.KeepHide(st.app.Preferences())
	}
	st.menus.check()
	p.positionsChanged()
}

// positionsChanged shows the steps again when what they are changed: the
// coarse tick, or answers hidden (the narration stops at the step shown).
func (p *stepper) positionsChanged() {
	p.st.story.list.Refresh()
	p.showStep()
}
