package ui

import (
	"context"
	"fmt"
	"os"
	"slices"

	"fyne.io/fyne/v2"

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

// graphShown is the graph view: whether it is on, and what the graph on
// the canvas (drawn) and the one being laid out (laying) are for. It
// draws on the canvas (tv), lays graphs out in the window's background
// work (bg), and ticks the View menu's choices (check) when it turns on
// or off.
type graphShown struct {
	h             host
	tv            *treeView
	bg            *background
	check         func()
	on            bool
	drawn, laying graphFor
	// gv runs Graphviz, for the graph's layout and the exports; made on
	// first use.
	gv *layout.Graphviz
}

// graphviz is the window's Graphviz, for the graph's layout and the
// exports, made on first use; its warnings are said in the language of
// that moment.
func (g *graphShown) graphviz() *layout.Graphviz {
	if g.gv == nil {
		g.gv = layout.NewGraphviz()
		l := g.h.lang()
		g.gv.Warn = func(err error) { fmt.Fprintf(os.Stderr, "gametree: %s\n", l.Error(err)) }
	}
	return g.gv
}

// graphFor names a layout: the trace and the options of the texts.
type graphFor struct {
	trace *search.Trace
	opt   scene.Options
}

// toggle shows the search space as a graph instead of the tree, or the
// tree again. Practice marks the tree, so it keeps the tree.
func (g *graphShown) toggle() {
	if !g.on && g.h.state().Practising() {
		g.h.say(g.h.lang().T("graph.practising"))
		return
	}
	if g.on {
		g.showTree()
		return
	}
	g.on = true
	g.check()
	g.h.say(g.h.lang().T("graph.laying_out"))
	g.lay()
}

// showTree leaves the graph for the tree.
func (g *graphShown) showTree() {
	g.on, g.drawn, g.laying = false, graphFor{}, graphFor{} // one Graphviz a window
	g.check()
	g.tv.setGraph(nil)
}

// lay follows a new search, or new texts, with the graph when it is on:
// laid out off the UI goroutine and shown unless something newer came
// meanwhile. Until then the graph of the same tree stays (its nodes are
// the same), or the tree is drawn. A graph that cannot be laid out (too
// many nodes) is said, and the tree stays.
func (g *graphShown) lay() {
	want := graphFor{g.h.state().Trace(), g.h.view().SceneOptions()}
	if !g.on || want.trace == nil || want == g.laying {
		return
	}
	if d := g.drawn; d.trace == nil || d.trace.Tree != want.trace.Tree || d.opt != want.opt {
		g.tv.setGraph(nil)
	}
	g.laying = want
	// The styler the canvas draws the tree with: the window's geometry.
	st, gv, th, dec := g.tv.styler(), g.graphviz(), g.h.treeTheme(), g.h.lang().DecimalSeparator()
	g.bg.run(func() func() {
		if st == nil || st.Trace != want.trace || st.Geom.Opt != want.opt || st.Decimal != dec {
			st = scene.NewStyler(want.trace, scene.NewGeometry(want.trace.Tree, want.opt), th)
			st.Decimal = dec
		}
		gr, err := st.LayGraph(context.Background(), gv)
		return func() {
			if !g.on || g.laying != want {
				return
			}
			if err != nil {
				g.showTree()
				g.h.say(g.h.lang().T("graph.cannot", "Problem", g.h.lang().Error(err)))
				return
			}
			g.h.unsay()
			g.drawn = want
			g.tv.setGraph(gr)
		}
	})
}
