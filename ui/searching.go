package ui

import (
	"context"
	"errors"
	"math"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/search"
)

// searcher runs the searches and layouts the window asks for, off the UI
// goroutine, and shows the newest result: a new document, an edit, new
// options, the tree drawn again.
type searcher struct {
	st *stage
	// bg runs the work in the background, and cancels the search in
	// flight.
	bg *background
	// graph is the search space shown as a graph, laid out anew with the
	// tree.
	graph *graphShown
	// steps shows the step once the result lands; looks gives the
	// drawing's options.
	steps *stepper
	looks *looks
}

// open shows a new document: searched and laid out in the background,
// then at step 0.
func (sr *searcher) open(d session.Document) {
	sr.st.unsay() // a message is about the tree before
	sr.st.practice.stop()
	sr.st.playback.pause()
	sr.run(sr.st.s.SetDocument(d))
	sr.st.updateTitle()
	sr.st.menus.refreshEdit()
}

// searchEdited shows the document an edit changed: playback and practice
// stop (the sheet's nodes are the tree's before the edit), the tree is
// searched again, the title and the Edit menu's names follow.
func (sr *searcher) searchEdited(r session.Request) {
	sr.st.playback.pause()
	sr.st.practice.stop()
	sr.run(r)
	sr.st.updateTitle()
	sr.st.menus.refreshEdit()
}

// setOptions searches again with new options, keeping the moment shown
// (from its start while practising: see session.SetOptions).
func (sr *searcher) setOptions(opt search.Options) {
	sr.searchAgain(sr.st.s.SetOptions(opt))
}

// chooseAlgorithm searches again with algorithm a, as setOptions does;
// the session brings back the user's strict and table ticks where a can
// use them.
func (sr *searcher) chooseAlgorithm(a search.Algorithm) {
	sr.searchAgain(sr.st.s.ChooseAlgorithm(a))
}

// chooseListing searches again as listing f is written: its algorithm,
// with a transposition table or without.
func (sr *searcher) chooseListing(f *code.Form) {
	sr.searchAgain(sr.st.s.ChooseListing(f.Algorithm, f.Table(sr.st.s.Options().TT)))
}

// searchAgain runs r, a search with new options, when they changed.
func (sr *searcher) searchAgain(r session.Request, changed bool) {
	if !changed {
		return
	}
	sr.st.unsay() // a message is about the search before
	switch c := r.Practice; {
	case c.Stopped != nil:
		sr.st.practice.stopped(c.WasHiding)
		sr.st.say(sr.st.lang().T("practice.stopped_algorithm", "Problem", sr.st.lang().Error(c.Stopped)))
	case c.Restarted:
		sr.st.practice.describe()
		sr.st.unsay()
	}
	sr.run(r)
}

// run searches (and lays out, for a new or edited tree) off the UI
// goroutine; the result is shown only if nothing newer was asked for.
func (sr *searcher) run(r session.Request) {
	ctx := sr.bg.newSearch()
	geom, sopt, th, dec := sr.st.canvas.wholeGeom(), sr.looks.sceneOptions(), sr.st.treeTheme(), sr.st.lang().DecimalSeparator()
	sr.bg.run(func() func() {
		tr, err := r.Run(ctx)
		var painter *raster.Painter
		if err == nil {
			painter, err = drawing(tr, geom, r.Relayout, sopt, th, dec)
		}
		return func() {
			if errors.Is(err, context.Canceled) {
				return
			}
			if err := sr.st.s.Finish(r, tr, err); err != nil {
				sr.st.updateTitle() // a new tree that could not be searched: the one before is back
				sr.st.menus.refreshEdit()
				switch {
				case errors.Is(err, session.ErrStale):
				case hasID(err, "search.outside_bounds"):
					sr.st.say(sr.st.lang().Error(err)) // as the field's other mistakes are
					sr.st.bar.show()
				default:
					sr.st.dialogs.showError(err)
					sr.st.bar.show()
				}
				return
			}
			sr.st.canvas.setPainter(painter, r.Refit)
			sr.graph.lay()
			sr.st.legend.show() // a chance node's circle, or not
			sr.st.bar.show()
			sr.steps.showStep()
			if r.Switched != nil {
				sr.st.say(sr.st.lang().Error(r.Switched))
			}
			if now := sr.looks.sceneOptions(); !sameBut(now, sopt) || math.Abs(now.Aspect-sopt.Aspect) > aspectSlack || sr.st.treeTheme() != th {
				// The view changed while the search ran (presenter mode,
				// text size, the canvas's shape), and repaint had no
				// search to draw then: drawn again as it is now.
				sr.repaint(true, r.Refit)
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
func (sr *searcher) repaint(relayout, home bool) {
	tr := sr.st.s.Trace()
	if tr == nil {
		return
	}
	geom, sopt, th, dec := sr.st.canvas.wholeGeom(), sr.looks.sceneOptions(), sr.st.treeTheme(), sr.st.lang().DecimalSeparator()
	sr.bg.run(func() func() {
		painter, err := drawing(tr, geom, relayout, sopt, th, dec)
		return func() {
			switch {
			case err != nil:
				sr.st.dialogs.showError(err)
			case sr.st.s.Trace() == tr && sameBut(sr.looks.sceneOptions(), sopt) && sr.st.treeTheme() == th:
				sr.st.canvas.setPainter(painter, home)
				sr.graph.lay()
				sr.steps.showStep()
				if math.Abs(sr.looks.sceneOptions().Aspect-sopt.Aspect) > aspectSlack { // the canvas changed shape meanwhile
					sr.repaint(true, home)
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

// reshaped lays the tree out anew for the canvas's new shape, unless a
// drawing is under way: that one looks at the shape again as it lands
// (repaint). A window leaving presenter mode resizes its canvas a dozen
// times, and as many layouts had queued up behind each other.
func (sr *searcher) reshaped() {
	if sr.bg.running == 0 {
		sr.repaint(true, true)
	}
}
