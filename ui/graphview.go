package ui

import (
	"context"
	"fmt"
	"os"
	"slices"

	"fyne.io/fyne/v2"

	"gametree/internal/i18n"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/layout"
	"gametree/search"
)

// The search space as a graph (View › Search Space as a Graph, key G):
// the canvas draws the positions of the search once each, however many
// nodes reach them, laid out by Graphviz's dot, with the same look, step
// by step, as the tree. It is what a transposition table searches.

// camera is the camera of what the canvas draws: the tree's or the
// graph's.
func (tv *treeView) camera() *raster.Camera {
	if tv.graph != nil {
		return &tv.gcam
	}
	return &tv.cam
}

// nodeAt is the node under a point of the canvas: in the graph, the node
// of the position under it that the graph shows.
func (tv *treeView) nodeAt(at fyne.Position) tree.NodeID {
	x, y := float64(at.X), float64(at.Y)
	if tv.graph == nil {
		return tv.painter.NodeAt(tv.cam.View, x, y)
	}
	sx, sy := tv.gcam.Scene(x, y)
	if n := tv.graph.NodeAt(sx, sy, tv.painter.Styler.Geom.ShapeSize, tv.graphReach()); n != nil {
		return n.Shown(tv.h.state().Snapshot())
	}
	return tree.None
}

// graphReach is what the graph draws at the step shown: when the tree is
// folded around the search, the positions around it too (see
// scene.Graph.InReach); else nil, the whole graph.
func (tv *treeView) graphReach() map[tree.NodeID]bool {
	if tv.opened == nil {
		return nil
	}
	return tv.graph.InReach(tv.h.state().Snapshot())
}

// setGraph draws g instead of the tree, fitted, or, when the whole graph
// would be too small to read, at the size a big tree opens at around the
// node the search is at; nil draws the tree again.
func (tv *treeView) setGraph(g *scene.Graph) {
	if tv.graph == nil && g != nil {
		tv.gcam.Fitted = true
	}
	tv.graph = g
	if g != nil && tv.gcam.Fitted {
		tv.gcam.FitRect(g.Bounds)
		if tv.gcam.W >= 1 && tv.gcam.Zoom < raster.ReadableZoom {
			tv.gcam.Zoom, tv.gcam.Fitted = raster.OpenZoom, false
			tv.graphCentre(tv.h.state().Focus())
		}
	}
	tv.raster.Refresh()
}

// graphNode is the position of node id in the graph, or nil.
func (tv *treeView) graphNode(id tree.NodeID) *scene.GraphNode {
	for i := range tv.graph.Nodes {
		if slices.Contains(tv.graph.Nodes[i].Members, id) {
			return &tv.graph.Nodes[i]
		}
	}
	return nil
}

// graphCentre puts the position of node id in the middle of the canvas.
func (tv *treeView) graphCentre(id tree.NodeID) {
	if n := tv.graphNode(id); n != nil {
		c := &tv.gcam
		c.X, c.Y = n.X-c.W/2/c.Zoom, n.Y-c.H/2/c.Zoom
	}
}

// graphFollow brings the position of node id into view when it is out of
// it (or near its edge), as the tree's view follows the search.
func (tv *treeView) graphFollow(id tree.NodeID) {
	n := tv.graphNode(id)
	if n == nil {
		return
	}
	x, y := tv.gcam.Pixel(n.X, n.Y)
	margin := 40.0
	if x < margin || y < margin || x > tv.gcam.W-margin || y > tv.gcam.H-margin {
		tv.graphCentre(id)
		tv.raster.Refresh()
	}
}

// graphShown is the graph's state: whether it is on, and what the one on
// the canvas (drawn) and the one being laid out (laying) are for.
type graphShown struct {
	on            bool
	drawn, laying graphFor
	// gv runs Graphviz, for the graph's layout and the exports; made on
	// first use.
	gv *layout.Graphviz
}

// graphviz is the window's Graphviz, for the graph's layout and the
// exports, made on first use; its warnings are said in language l.
func (g *graphShown) graphviz(l *i18n.Lang) *layout.Graphviz {
	if g.gv == nil {
		g.gv = layout.NewGraphviz()
		g.gv.Warn = func(err error) { fmt.Fprintf(os.Stderr, "gametree: %s\n", l.Error(err)) }
	}
	return g.gv
}

// graphFor names a layout: the trace and the options of the texts.
type graphFor struct {
	trace *search.Trace
	opt   scene.Options
}

// toggleGraph shows the search space as a graph instead of the tree, or
// the tree again. Practice marks the tree, so it keeps the tree.
func (w *Window) toggleGraph() {
	if !w.graph.on && w.s.Practising() {
		w.say(w.lang().T("graph.practising"))
		return
	}
	if w.graph.on {
		w.showTree()
		return
	}
	w.graph.on = true
	w.menus.check()
	w.say(w.lang().T("graph.laying_out"))
	w.layGraph()
}

// showTree leaves the graph for the tree.
func (w *Window) showTree() {
	w.graph = graphShown{gv: w.graph.gv} // one Graphviz a window
	w.menus.check()
	w.canvas.setGraph(nil)
}

// layGraph follows a new search, or new texts, with the graph when it is
// on: laid out off the UI goroutine and shown unless something newer came
// meanwhile. Until then the graph of the same tree stays (its nodes are
// the same), or the tree is drawn. A graph that cannot be laid out (too
// many nodes) is said, and the tree stays.
func (w *Window) layGraph() {
	want := graphFor{w.s.Trace(), w.v.SceneOptions()}
	if !w.graph.on || want.trace == nil || want == w.graph.laying {
		return
	}
	if d := w.graph.drawn; d.trace == nil || d.trace.Tree != want.trace.Tree || d.opt != want.opt {
		w.canvas.setGraph(nil)
	}
	w.graph.laying = want
	// The styler the canvas draws the tree with: the window's geometry.
	st, gv, th, dec := w.canvas.styler(), w.graph.graphviz(w.lang()), w.treeTheme(), w.lang().DecimalSeparator()
	w.bg.run(func() func() {
		if st == nil || st.Trace != want.trace || st.Geom.Opt != want.opt || st.Decimal != dec {
			st = scene.NewStyler(want.trace, scene.NewGeometry(want.trace.Tree, want.opt), th)
			st.Decimal = dec
		}
		g, err := st.LayGraph(context.Background(), gv)
		return func() {
			if !w.graph.on || w.graph.laying != want {
				return
			}
			if err != nil {
				w.showTree()
				w.say(w.lang().T("graph.cannot", "Problem", w.lang().Error(err)))
				return
			}
			w.unsay()
			w.graph.drawn = want
			w.canvas.setGraph(g)
		}
	})
}
