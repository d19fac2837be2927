package ui

import (
	"image"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// treeView is the canvas: one raster the painter fills with the part of
// the tree in view, over the drawing's background. It holds only view
// state (zoom, pan, whether it follows the window's size); what to draw
// comes from its source.
type treeView struct {
	widget.BaseWidget
	raster *treeRaster
	img    *image.RGBA

	// painter draws the session's step; nil draws nothing. It is whole's,
	// or a fold of it with opened's nodes open (see refold).
	painter *raster.Painter
	whole   *raster.Painter
	opened  []tree.NodeID
	// levels are the first levels a folded lecture's tree keeps whole
	// (lectureLevels).
	levels int
	h      canvasHost
	// status is the note across the canvas's bottom: fitting and
	// following leave it its room; it shows what the pointer is on.
	status *note

	// cam is where the canvas looks, in Fyne units.
	cam raster.Camera

	hovered tree.NodeID
	low     bool // the pointer is over the note's band at the bottom
	// pointer is where the pointer was last seen on the canvas (in: it
	// is on it), to say what is under it once the drawing moves.
	pointer fyne.Position
	in      bool

	// graph, when not nil, is drawn instead of the tree, through gcam
	// (see graphview.go).
	graph *scene.Graph
	gcam  raster.Camera
}

func newTreeView(h canvasHost) *treeView {
	tv := &treeView{h: h, cam: raster.NewCamera(), hovered: tree.None}
	tv.raster = &treeRaster{Raster: canvas.NewRaster(tv.paint), tv: tv, back: canvas.NewRectangle(color.Transparent)}
	tv.raster.ScaleMode = canvas.ImageScalePixels
	tv.ExtendBaseWidget(tv)
	return tv
}

// treeRaster is the canvas's raster, as large as the part of the widget
// the drawing covers (crop), over a rectangle of the drawing's
// background filling the rest: a browser without a GPU pays for every
// pixel a texture covers, and a tree fitted in a wide canvas covers half.
type treeRaster struct {
	*canvas.Raster
	tv   *treeView
	back *canvas.Rectangle
}

// Refresh places the raster over the drawing as the view now shows it,
// and draws it anew.
func (r *treeRaster) Refresh() {
	r.place(r.tv.Size())
	canvas.Refresh(r.Raster)
}

// place lays the background over the whole widget of size size and the
// raster over the drawing in it.
func (r *treeRaster) place(size fyne.Size) {
	// The background is drawn only where the window's own differs.
	var bg color.Color = color.Transparent
	if st := r.tv.styler(); st != nil && !sameColor(st.Pal.Background, r.tv.Theme().Color(theme.ColorNameBackground, fyne.CurrentApp().Settings().ThemeVariant())) {
		bg = st.Pal.Background
	}
	if r.back.FillColor != bg {
		r.back.FillColor = bg
		r.back.Refresh()
	}
	r.back.Resize(size)
	at, s := r.tv.crop(size)
	r.Raster.Move(at)
	r.Raster.Resize(s)
	r.Raster.Hidden = s.Width < 1 || s.Height < 1
}

// sameColor says whether a and b are the same colour.
func sameColor(a, b color.Color) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	return ar == br && ag == bg && ab == bb && aa == ba
}

// cropMargin is how far the raster reaches past the drawing's bounds
// (scene.Geometry.Bounds), in Fyne units at zooms up to 1 and in points
// beyond: the selection's halo and the strokes' widths lie within it.
const cropMargin = 16

// crop is the part of a widget of size size the raster covers: the tree's
// bounds in view with a margin, in whole units (a unit a pixel at scale
// 1), within the widget; the whole widget for a graph, or before there is
// a tree.
func (tv *treeView) crop(size fyne.Size) (fyne.Position, fyne.Size) {
	g := tv.geom()
	if g == nil || tv.graph != nil || !(g.Bounds.Width() > 0 && g.Bounds.Height() > 0) {
		return fyne.Position{}, size
	}
	v := tv.cam.View
	m := cropMargin * max(v.Zoom, 1)
	x0, y0 := v.Pixel(g.Bounds.MinX, g.Bounds.MinY)
	x1, y1 := v.Pixel(g.Bounds.MaxX, g.Bounds.MaxY)
	x0 = max(math.Floor(x0-m), 0)
	y0 = max(math.Floor(y0-m), 0)
	x1 = min(math.Ceil(x1+m), math.Floor(float64(size.Width)))
	y1 = min(math.Ceil(y1+m), math.Floor(float64(size.Height)))
	if x1 <= x0 || y1 <= y0 {
		return fyne.Position{}, fyne.Size{}
	}
	return fyne.NewPos(float32(x0), float32(y0)), fyne.NewSize(float32(x1-x0), float32(y1-y0))
}

// CreateRenderer draws the background and the raster over it.
func (tv *treeView) CreateRenderer() fyne.WidgetRenderer {
	return &treeRenderer{tv: tv}
}

type treeRenderer struct{ tv *treeView }

func (r *treeRenderer) Layout(size fyne.Size) { r.tv.raster.place(size) }
func (r *treeRenderer) MinSize() fyne.Size    { return r.tv.MinSize() }
func (r *treeRenderer) Refresh()              { r.tv.raster.Refresh() }
func (r *treeRenderer) Destroy()              {}
func (r *treeRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.tv.raster.back, r.tv.raster.Raster}
}

// MinSize is the least room the canvas asks for; the layout gives it the
// rest.
func (tv *treeView) MinSize() fyne.Size { return fyne.NewSize(200, 150) }

// geom is the geometry drawn, or nil.
// styler is the styler the tree is drawn with, or nil before the first.
func (tv *treeView) styler() *scene.Styler {
	if tv.painter == nil {
		return nil
	}
	return tv.painter.Styler
}

func (tv *treeView) geom() *scene.Geometry {
	if tv.painter == nil {
		return nil
	}
	return tv.painter.Styler.Geom
}

// wholeGeom is the geometry of the whole tree, folded or not on screen:
// the one to keep when drawing the same tree anew.
func (tv *treeView) wholeGeom() *scene.Geometry {
	if tv.whole == nil {
		return nil
	}
	return tv.whole.Styler.Geom
}

// Resize keeps the tree fitted, or as home showed it, while the user has
// not moved the view.
func (tv *treeView) Resize(s fyne.Size) {
	tv.BaseWidget.Resize(s)
	// The line of hover details and messages covers the bottom of the
	// canvas: fitting and following leave it free.
	h := float64(max(s.Height-tv.status.room(), s.Height/2))
	tv.gcam.W, tv.gcam.H = float64(s.Width), h
	if tv.graph != nil && tv.gcam.Fitted {
		tv.gcam.FitRect(tv.graph.Bounds)
	}
	tv.cam.Resize(tv.geom(), float64(s.Width), h, tv.h.state().Focus())
	if g := tv.wholeGeom(); g != nil && g.Opt.Tight && math.Abs(g.Opt.Aspect-tv.aspect()) > aspectSlack {
		tv.h.reshaped() // the tight layout fills the canvas's new shape
		return
	}
	if tv.whole != nil && (tv.h.unfolded() == nil) != (tv.opened == nil) {
		// The canvas's size decides whether the tree can be read whole:
		// folded or whole now, it opens again.
		tv.setPainter(tv.whole, true)
		return
	}
	tv.raster.Refresh()
}

// aspect is the canvas's width over its height, to a quarter, as the
// tight layout fills it (scene.Options.Aspect): 0 before it has a size.
func (tv *treeView) aspect() float64 {
	if !tv.cam.Sized() {
		return 0
	}
	return math.Round(4*tv.cam.W/tv.cam.H) / 4
}

// aspectSlack is how far the canvas's shape may move from the one the
// tree was laid out to fill before it is laid out anew: a line appearing
// over the canvas (the busy bar while it lays out) had had it laid out
// again and again.
const aspectSlack = 0.3

// tooBig says whether the tree is too big to read whole, to be folded
// when the view folds big trees: more than session.FoldLeaves leaves, or
// drawn smaller than readable when fitted into the canvas. Tic-tac-toe
// from a position, 79 leaves, had opened on the root life-size with its
// children off the canvas.
func (tv *treeView) tooBig() bool {
	g := tv.wholeGeom()
	return g != nil && (session.Big(g.Tree) || !tv.cam.Readable(g))
}

// setPainter shows a new drawing. refit shows the tree as it opens (see
// raster.Camera.Home); a view the user never moved keeps showing the
// whole tree anyway.
func (tv *treeView) setPainter(p *raster.Painter, refit bool) {
	tv.whole = p // first: whether it folds is this drawing's (tooBig)
	var spaced *scene.Geometry
	tv.levels, tv.cam.FoldZoom, spaced = tv.lectureLevels(p.Styler.Geom)
	if spaced != nil {
		p = p.On(spaced)
		tv.whole = p
	}
	tv.opened = tv.h.unfolded()
	tv.painter = folded(p, tv.opened)
	p = tv.painter
	switch {
	case refit:
		tv.cam.Home(p.Styler.Geom, tv.h.state().Focus())
	case tv.cam.Fitted:
		tv.cam.Fit(p.Styler.Geom)
	}
	tv.raster.Refresh()
}

// lectureLevels are, for a tree in the tight layout too big to read whole
// in large text (presenter mode's, or Large or Huge), how many of its
// first levels stand whole, folded below (see
// session.Session.UnfoldedLevels), and the zoom it is drawn at: the most
// levels that, with a path open down to the leaves as the search opens
// one, fit the canvas readable; and the geometry with its folds' levels
// spaced to fill the canvas (scene.Geometry.SpaceFolds). 0 and nil for a
// tree drawn whole, or in normal text.
func (tv *treeView) lectureLevels(g *scene.Geometry) (levels int, zoom float64, spaced *scene.Geometry) {
	if !g.Opt.Tight || !g.Opt.Legible || !tv.cam.Sized() || !tv.tooBig() {
		return 0, 0, nil // normal text opens on the root's children, life-size
	}
	t := g.Tree
	level := t.Levels()
	path := map[tree.NodeID]bool{}
	for id := tree.Root; !t.Nodes[id].IsLeaf(); id = t.Nodes[id].Children[0] {
		path[id] = true
	}
	for k := t.Height(); k > 1; k-- {
		open := func(id tree.NodeID) bool { return int(level[id]) < k || path[id] }
		if f := g.Fold(open); tv.cam.Readable(f) {
			spaced := g.SpaceFolds(f, tv.aspect())
			return k, raster.Fit(spaced.Fold(open), int(tv.cam.W), int(tv.cam.H), raster.FitZoom).Zoom, spaced
		}
	}
	return 1, 0, nil
}

// folded returns p's drawing folded with the nodes open open, or p for
// the whole tree (nil).
func folded(p *raster.Painter, open []tree.NodeID) *raster.Painter {
	if open == nil {
		return p
	}
	return p.On(p.Styler.Geom.Fold(func(id tree.NodeID) bool { _, ok := slices.BinarySearch(open, id); return ok }))
}

// refold draws the tree anew when what it opens has changed (a step, a
// selection: see session.Session.Unfolded), keeping node anchor (the
// search's, or the one selected), or the nearest above it drawn before and
// after, where it was on screen.
func (tv *treeView) refold(anchor tree.NodeID) {
	open := tv.h.unfolded()
	if tv.whole == nil || slices.Equal(open, tv.opened) && (open == nil) == (tv.opened == nil) {
		return
	}
	old := tv.geom()
	tv.opened, tv.painter = open, folded(tv.whole, open)
	g := tv.geom()
	for anchor != tree.Root && !(old.Drawn(anchor) && g.Drawn(anchor)) {
		anchor = g.Tree.Nodes[anchor].Parent
	}
	tv.cam.Refold(old, g, anchor)
	tv.raster.Refresh()
	tv.rehover()
}

// rehover says what is under the pointer once the drawing has moved
// under it (a fold, a pan to the search), not what was.
func (tv *treeView) rehover() {
	if tv.in && tv.painter != nil {
		tv.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: tv.pointer}})
	}
}

// reveal pans a folded tree as little as it can to bring nodes ids in
// view, the first first (see raster.Camera.Reveal); a tree drawn whole
// follows the first alone (see centreOn).
func (tv *treeView) reveal(ids []tree.NodeID) {
	switch {
	case len(ids) == 0:
	case tv.graph != nil || tv.opened == nil:
		tv.centreOn(ids[0])
	case tv.cam.Reveal(tv.geom(), ids):
		tv.raster.Refresh()
		tv.rehover()
	}
}

// paint is the raster's generator: w×h pixels for the raster's size, the
// part of the widget crop says.
func (tv *treeView) paint(w, h int) image.Image {
	if tv.img == nil || tv.img.Bounds().Dx() != w || tv.img.Bounds().Dy() != h {
		tv.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if tv.painter == nil {
		return tv.img
	}
	scale := 1.0
	if size := tv.raster.Size(); size.Width > 0 {
		scale = float64(w) / float64(size.Width)
	}
	if tv.graph != nil {
		v := tv.gcam.View
		v.Zoom *= scale
		tv.painter.PaintGraph(tv.img, tv.graph, tv.h.state().Snapshot(), v, tv.h.state().Selected(), tv.graphReach())
		return tv.img
	}
	v := tv.cam.View
	at := tv.raster.Position()
	v.X, v.Y = v.Scene(float64(at.X), float64(at.Y))
	v.Zoom *= scale
	tv.painter.Paint(tv.img, tv.h.state().Snapshot(), v, tv.h.state().Selected())
	tv.h.paintOver(tv.img, tv.painter, v)
	return tv.img
}

// Fit shows the whole tree and keeps doing so as the window resizes.
func (tv *treeView) Fit() {
	if tv.graph != nil {
		tv.gcam.FitRect(tv.graph.BoundsOf(tv.graphReach(), tv.painter.Styler.Geom.ShapeSize))
		tv.raster.Refresh()
		return
	}
	tv.cam.Fitted, tv.cam.Homed = true, false
	if g := tv.geom(); g != nil {
		tv.cam.Fit(g)
	}
	tv.raster.Refresh()
}

// ZoomBy zooms about the node the search is at (or the root) when it is
// on screen, else about the centre of the canvas.
func (tv *treeView) ZoomBy(factor float64) {
	if tv.graph != nil {
		tv.gcam.ZoomAt(tv.gcam.W/2, tv.gcam.H/2, factor)
		tv.raster.Refresh()
		return
	}
	tv.cam.ZoomBy(tv.geom(), tv.h.state().Focus(), factor)
	tv.raster.Refresh()
}

// Scrolled zooms with the mouse wheel, about the pointer.
func (tv *treeView) Scrolled(e *fyne.ScrollEvent) {
	tv.camera().ZoomAt(float64(e.Position.X), float64(e.Position.Y), math.Pow(1.0015, float64(e.Scrolled.DY)))
	tv.raster.Refresh()
}

// Dragged pans.
func (tv *treeView) Dragged(e *fyne.DragEvent) {
	tv.camera().Pan(float64(e.Dragged.DX), float64(e.Dragged.DY))
	tv.raster.Refresh()
}

// DragEnd ends a pan.
func (tv *treeView) DragEnd() {}

// Tapped selects the node under the pointer (or none), or answers there
// while practising.
func (tv *treeView) Tapped(e *fyne.PointEvent) {
	if tv.painter == nil {
		return
	}
	tv.h.tapped(tv.nodeAt(e.Position))
}

// MouseIn starts hovering.
func (tv *treeView) MouseIn(e *desktop.MouseEvent) { tv.MouseMoved(e) }

// MouseMoved reports the node under the pointer when it changes.
func (tv *treeView) MouseMoved(e *desktop.MouseEvent) {
	tv.pointer, tv.in = e.Position, true
	if tv.painter == nil {
		return
	}
	// The note moves to the top only for a pointer over the band it takes
	// at the bottom, where it would cover the node pointed at, or for a
	// node reaching into it (a folded triangle): fitting and following
	// keep the tree out of that band, and at the top, while the pointer
	// was anywhere in the lower half, it had covered the root.
	band := tv.Size().Height - tv.status.room() - noteSlack
	id := tv.nodeAt(e.Position)
	low := e.Position.Y > band || tv.reachesBelow(id, band)
	if id != tv.hovered || low != tv.low {
		tv.hovered, tv.low = id, low
		tv.status.hover(id, low)
	}
}

// reachesBelow says whether node id, drawn in the tree, reaches below y
// on the canvas: its shape, texts or folded triangle.
func (tv *treeView) reachesBelow(id tree.NodeID, y float32) bool {
	g := tv.geom()
	if id == tree.None || tv.graph != nil || g == nil || !g.Drawn(id) {
		return false
	}
	b := g.NodeBounds(id)
	_, bottom := tv.cam.Pixel(b.MaxX, b.MaxY)
	return float32(bottom) > y
}

// noteSlack is how far above the note's band at the canvas's bottom the
// pointer already sends it to the top.
const noteSlack = 6

// MouseOut stops hovering.
func (tv *treeView) MouseOut() {
	tv.in = false
	if tv.hovered != tree.None || tv.low {
		tv.hovered, tv.low = tree.None, false
		tv.status.hover(tree.None, false)
	}
}

// centreOn pans so that node id is in view, if it is not.
func (tv *treeView) centreOn(id tree.NodeID) {
	if tv.graph != nil {
		tv.graphFollow(id)
		return
	}
	if g := tv.geom(); g != nil && id != tree.None && tv.cam.Follow(g, id) {
		tv.raster.Refresh()
	}
}
