package raster

import (
	"math"

	"gametree/internal/scene"
	"gametree/internal/tree"
)

// Zoom limits, in canvas units per point of the scene.
const (
	MinZoom = 0.01
	MaxZoom = 8.0
	// FitZoom is the most fitting ever enlarges.
	FitZoom = 2.0
	// ReadableZoom is the smallest zoom a new tree opens at fitted: below
	// it (text under 7 pixels), names and values are too small to read.
	ReadableZoom = 0.5
	// LargeTextZoom is the smallest zoom a tree opens at with Large or
	// Huge text.
	LargeTextZoom = 0.85
	// OpenZoom is the zoom a tree too big to read whole opens at, around
	// the search.
	OpenZoom = 0.8
)

// Camera is where a canvas of w×h units looks at a scene, and how it got
// there: Fitted keeps the whole tree in view when the canvas changes size,
// until the user pans or zooms; Homed keeps the view Home chose (the tree
// too big to fit at a readable size) when the size changes.
type Camera struct {
	View
	W, H          float64
	Fitted, Homed bool
	// FoldZoom, when not 0, is the zoom a folded drawing in the tight
	// layout opens at (the window's choice: the levels that fit whole).
	FoldZoom float64
	// followed: Reveal has moved the view since Home.
	followed bool
}

// NewCamera returns a camera that fits the tree once it knows its size.
func NewCamera() Camera { return Camera{View: View{Zoom: 1}, Fitted: true} }

// Sized says whether the canvas has a size yet.
func (c *Camera) Sized() bool { return c.W >= 1 && c.H >= 1 }

// Fit shows the whole tree.
func (c *Camera) Fit(g *scene.Geometry) {
	if c.Sized() {
		c.View = Fit(g, int(c.W), int(c.H), FitZoom)
	}
}

// FitRect shows the whole of a scene rectangle (a graph's) and keeps
// doing so as the canvas changes size, until the user pans or zooms.
func (c *Camera) FitRect(b scene.Rect) {
	c.Fitted, c.Homed = true, false
	if c.Sized() {
		c.View = FitRect(b, int(c.W), int(c.H), FitZoom)
	}
}

// Resize follows a new canvas size: still fitted, or as Home showed it,
// while the user has not moved the view.
func (c *Camera) Resize(g *scene.Geometry, w, h float64, focus tree.NodeID) {
	newWidth := w != c.W
	c.W, c.H = w, h
	switch {
	case g == nil:
	case c.Fitted:
		c.Fit(g)
	case c.Homed && g.Folded() && (!newWidth || c.followed):
		// At its one size, as it was: only what went out of view comes
		// back (the line over the canvas moving to its top and back
		// would else move the tree under the pointer). A new width
		// before the view has followed the search homes it again: the
		// root's children centred, as the window first laid out at
		// another width had left them to a side.
		c.Reveal(g, Around(g, focus))
	case c.Homed:
		c.Home(g, focus)
	}
}

// Home shows a tree as it opens, or after a change of text size or of
// mode: all of it if that stays readable, else at a comfortable size
// around focus, following the search. With text larger than normal,
// readable means nearly the size picked (a zoom of LargeTextZoom at
// least): a teacher who picks Huge gets huge text on a big tree.
func (c *Camera) Home(g *scene.Geometry, focus tree.NodeID) {
	defer func() { c.followed = false }()
	if !c.Sized() {
		c.Fitted = true // fit once the canvas has a size
		return
	}
	v := Fit(g, int(c.W), int(c.H), FitZoom)
	least, open := readable(g), OpenZoom
	if g.Opt.FontScale > 1 {
		open = 1
	}
	if g.Folded() { // small enough to be seen life-size, and never small
		c.homeFolded(g, focus, max(least, OpenZoom), 1)
		return
	}
	if v.Zoom >= least {
		c.View, c.Fitted, c.Homed = v, true, false
		return
	}
	c.Fitted, c.Homed = false, true
	c.Zoom = open
	c.Centre(g, focus)
}

// Readable says whether the whole of g, fitted into the camera's
// canvas, is drawn large enough to read (see Home): true until the
// canvas has a size.
func (c *Camera) Readable(g *scene.Geometry) bool {
	return !c.Sized() || Fit(g, int(c.W), int(c.H), FitZoom).Zoom >= readable(g)
}

// readable is the smallest zoom at which g is drawn readable: with Large
// text, nearly the size picked; Huge text never smaller than Large's (a
// small tree stands whole at Huge text rather than fold, however large
// its text could be drawn folded); but Large text in the tight layout (a
// lecture's tree on a projector, drawn as narrow as its texts allow) is
// readable down to names and values of TightReadable units.
func readable(g *scene.Geometry) float64 {
	switch s := g.Opt.FontScale; {
	case s > largeText: // Huge: never smaller than Large text reads
		return LargeTextZoom * largeText / s
	case g.Opt.Tight && g.Opt.Legible:
		return TightReadable / (scene.NameSize * s)
	case s > 1:
		return LargeTextZoom
	}
	return ReadableZoom
}

// largeText is the Large text size (and presenter mode's least): above
// it, text is Huge.
const largeText = 1.4

// TightReadable is the least size, in units, the tight layout draws
// names and values in whole before it folds the tree: a 32-leaf binary
// tree stands whole on a 1024×768 projector, its values 12 units tall.
const TightReadable = 11.0

// homeFolded shows a tree drawn folded (scene.Geometry.Fold), which grows
// and shrinks as the search goes: at one size all along, so that nothing
// changes size as it steps, open, smaller down to least if the root's
// children need it to be seen together; the
// root at the top, then the nodes around focus brought in (see Around).
func (c *Camera) homeFolded(g *scene.Geometry, focus tree.NodeID, least, open float64) {
	if g.Opt.Tight && c.FoldZoom > 0 {
		// A lecture's tree, folded below the levels that fit: at the
		// size they fit at, from the root down, one size from then on.
		c.Zoom, c.Fitted, c.Homed = c.FoldZoom, false, true
		b := g.Bounds
		c.X = (b.MinX+b.MaxX)/2 - c.W/2/c.Zoom
		c.Y = b.MinY - revealMargin/c.Zoom
		c.Reveal(g, Around(g, focus))
		return
	}
	top := g.NodeBounds(tree.Root)
	for _, k := range g.Children(tree.Root) {
		top = top.Union(g.NodeBounds(k))
	}
	z := open
	if g.Opt.LeftRight {
		z = min(z, (c.H-2*revealMargin)/top.Height())
	} else {
		z = min(z, (c.W-2*revealMargin)/top.Width())
	}
	c.Zoom, c.Fitted, c.Homed = max(least, z), false, true
	c.Centre(g, tree.Root)
	if g.Opt.LeftRight {
		c.X = top.MinX - revealMargin/c.Zoom
		c.Y = (top.MinY+top.MaxY)/2 - c.H/2/c.Zoom
	} else {
		c.X = (top.MinX+top.MaxX)/2 - c.W/2/c.Zoom
	}
	c.Reveal(g, Around(g, focus))
}

// Refold follows a change of what is folded (scene.Geometry.Fold), from
// drawing old to g: the view keeps its size, and node anchor where it was
// on screen, so that the tree grows and shrinks around it; the caller
// then brings in what matters (Reveal).
func (c *Camera) Refold(old, g *scene.Geometry, anchor tree.NodeID) {
	if !c.Sized() {
		return
	}
	px, py := c.Pixel(old.X[anchor], old.Y[anchor])
	if c.Fitted { // whole before: one size from now on, as homeFolded
		c.Fitted, c.Homed = false, true
	}
	c.X, c.Y = g.X[anchor]-px/c.Zoom, g.Y[anchor]-py/c.Zoom
}

// revealMargin is the room, in canvas units, Reveal leaves between what
// it brings in and the canvas's edge.
const revealMargin = 16.0

// Reveal pans as little as it can so that the nodes ids are on the canvas,
// their names, windows and triangles whole, the first first: a node that
// would not fit with those before it is left out. The margin from the
// canvas's edge gives way before a node does: a parent a margin too tall
// had been left out, half of it on the canvas. It says whether the view
// moved.
func (c *Camera) Reveal(g *scene.Geometry, ids []tree.NodeID) bool {
	if !c.Sized() || len(ids) == 0 {
		return false
	}
	m := revealMargin / c.Zoom
	w, h := c.W/c.Zoom, c.H/c.Zoom
	box := g.NodeBounds(ids[0])
	for _, id := range ids[1:] {
		b := box.Union(g.NodeBounds(id))
		switch {
		case b.Width() <= w-2*m && b.Height() <= h-2*m:
			box = b
		case b.Width() <= w && b.Height() <= h:
			box, m = b, min(m, (w-b.Width())/2, (h-b.Height())/2)
		}
	}
	x, y := c.X, c.Y
	x = shiftInto(x, c.W/c.Zoom, box.MinX-m, box.MaxX+m)
	y = shiftInto(y, c.H/c.Zoom, box.MinY-m, box.MaxY+m)
	if x == c.X && y == c.Y {
		return false
	}
	c.X, c.Y, c.followed = x, y, true
	return true
}

// shiftInto moves a span [at, at+size] as little as it can to hold
// [lo, hi]; when it cannot, it holds lo.
func shiftInto(at, size, lo, hi float64) float64 {
	switch {
	case hi-lo > size || lo < at:
		return lo
	case hi > at+size:
		return hi - size
	}
	return at
}

// Around lists the nodes to keep in view around node id, the most
// important first: id, the children drawn under it, then the nodes above
// it up to the root.
func Around(g *scene.Geometry, id tree.NodeID) []tree.NodeID {
	ids := append([]tree.NodeID{id}, g.Children(id)...)
	for p := g.Tree.Nodes[id].Parent; p != tree.None; p = g.Tree.Nodes[p].Parent {
		ids = append(ids, p)
	}
	return ids
}

// Centre puts node id in the middle of the canvas; the root sits at its
// top instead, so the tree hangs from it.
func (c *Camera) Centre(g *scene.Geometry, id tree.NodeID) {
	c.X = g.X[id] - c.W/2/c.Zoom
	c.Y = g.Y[id] - c.H/2/c.Zoom
	if id == tree.Root && !g.Opt.LeftRight {
		c.Y = g.Bounds.MinY - 24/c.Zoom
	}
}

// Follow pans so that node id is in view, if it is not, and says
// whether it moved.
func (c *Camera) Follow(g *scene.Geometry, id tree.NodeID) bool {
	const margin = 40.0
	if px, py := c.Pixel(g.X[id], g.Y[id]); px >= margin && py >= margin && px <= c.W-margin && py <= c.H-margin {
		return false
	}
	c.Centre(g, id)
	return true
}

// ZoomAt scales the view by factor, keeping the scene point under (px,
// py) where it is.
func (c *Camera) ZoomAt(px, py, factor float64) {
	z := math.Max(MinZoom, math.Min(MaxZoom, c.Zoom*factor))
	sx, sy := c.Scene(px, py)
	c.Zoom = z
	c.X, c.Y = sx-px/z, sy-py/z
	c.Fitted, c.Homed = false, false
}

// ZoomBy zooms about node id when it is in view, else about the centre.
func (c *Camera) ZoomBy(g *scene.Geometry, id tree.NodeID, factor float64) {
	px, py := c.W/2, c.H/2
	if g != nil {
		if x, y := c.Pixel(g.X[id], g.Y[id]); x >= 0 && y >= 0 && x <= c.W && y <= c.H {
			px, py = x, y
		}
	}
	c.ZoomAt(px, py, factor)
}

// Pan moves the view by (dx, dy) canvas units.
func (c *Camera) Pan(dx, dy float64) {
	c.X -= dx / c.Zoom
	c.Y -= dy / c.Zoom
	c.Fitted, c.Homed = false, false
}
