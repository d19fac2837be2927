package ui

import (
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"gametree/raster"
	"gametree/tree"
)

// Zoom limits, in pixels per point of the scene at scale 1.
const (
	minZoom = 0.01
	maxZoom = 8.0
	fitZoom = 2.0 // fitting never enlarges beyond this
)

// treeView is the canvas: one raster the painter fills with the part of
// the tree in view. It holds only view state (zoom, pan, whether it
// follows the window's size); what to draw comes from its source.
type treeView struct {
	widget.BaseWidget
	raster *canvas.Raster
	img    *image.RGBA

	// painter draws the session's step; nil draws nothing.
	painter *raster.Painter
	w       *Window

	// x, y is the scene point at the top-left corner; zoom is in Fyne
	// units per scene point.
	x, y, zoom float64
	// fitted keeps the whole tree in view when the window changes size,
	// until the user pans or zooms; homed keeps the view home chose (the
	// tree too big to fit at a readable size) when the size changes.
	fitted, homed bool

	hovered tree.NodeID
}

func newTreeView(w *Window) *treeView {
	tv := &treeView{w: w, zoom: 1, fitted: true, hovered: tree.None}
	tv.raster = canvas.NewRaster(tv.paint)
	tv.raster.ScaleMode = canvas.ImageScalePixels
	tv.ExtendBaseWidget(tv)
	return tv
}

// CreateRenderer draws the raster.
func (tv *treeView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(tv.raster)
}

// MinSize lets the canvas shrink to nothing; the layout gives it room.
func (tv *treeView) MinSize() fyne.Size { return fyne.NewSize(200, 150) }

// Resize keeps the tree fitted, or as home showed it, while the user has
// not moved the view.
func (tv *treeView) Resize(s fyne.Size) {
	tv.BaseWidget.Resize(s)
	switch {
	case tv.fitted:
		tv.fit()
	case tv.homed:
		tv.home()
	}
}

// setPainter shows a new drawing. refit shows the whole tree; a view the
// user never moved keeps showing the whole tree anyway.
func (tv *treeView) setPainter(p *raster.Painter, refit bool) {
	tv.painter = p
	switch {
	case refit:
		tv.home()
	case tv.fitted:
		tv.fit()
	}
	tv.raster.Refresh()
}

// readableZoom is the smallest zoom a new tree opens at fitted: below it
// (text under 7 pixels), names and values are too small to read.
const readableZoom = 0.5

// largeTextZoom is the smallest zoom a tree opens at with Large or Huge
// text.
const largeTextZoom = 0.85

// home shows a tree as it opens, or after a change of text size or of
// mode: all of it if that stays readable, else at a comfortable size
// around the current node (or the root), following the search. With text
// larger than normal, readable means nearly the size picked (a zoom of
// largeTextZoom at least): a teacher who picks Huge gets huge text on a
// big tree. Fit (0) shows everything anyway.
func (tv *treeView) home() {
	size := tv.Size()
	if tv.painter == nil || size.Width < 1 || size.Height < 1 {
		tv.fitted = true // fit once the canvas has a size
		return
	}
	g := tv.painter.Styler.Geom
	v := raster.Fit(g, int(size.Width), int(size.Height), fitZoom)
	least, open := readableZoom, 0.8
	if g.Opt.FontScale > 1 {
		least, open = largeTextZoom, 1
	}
	if v.Zoom >= least {
		tv.fitted, tv.homed = true, false
		tv.x, tv.y, tv.zoom = v.X, v.Y, v.Zoom
		return
	}
	tv.fitted, tv.homed = false, true
	tv.zoom = open
	tv.centre(tv.w.s.Focus())
}

// centre puts node id in the middle of the canvas; the root sits at its
// top instead, so the tree hangs from it.
func (tv *treeView) centre(id tree.NodeID) {
	g, size := tv.painter.Styler.Geom, tv.Size()
	tv.x = g.X[id] - float64(size.Width)/2/tv.zoom
	tv.y = g.Y[id] - float64(size.Height)/2/tv.zoom
	if id == tree.Root && !g.Opt.LeftRight {
		tv.y = g.Bounds.MinY - 24/tv.zoom
	}
}

func (tv *treeView) view() raster.View { return raster.View{X: tv.x, Y: tv.y, Zoom: tv.zoom} }

// paint is the raster's generator: w×h pixels for the widget's size.
func (tv *treeView) paint(w, h int) image.Image {
	if tv.img == nil || tv.img.Bounds().Dx() != w || tv.img.Bounds().Dy() != h {
		tv.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if tv.painter == nil {
		return tv.img
	}
	scale := 1.0
	if size := tv.Size(); size.Width > 0 {
		scale = float64(w) / float64(size.Width)
	}
	v := tv.view()
	v.Zoom *= scale
	tv.painter.Paint(tv.img, tv.w.s.Snapshot(), v, tv.w.s.Selected())
	return tv.img
}

// fit shows the whole tree.
func (tv *treeView) fit() {
	size := tv.Size()
	if tv.painter == nil || size.Width < 1 || size.Height < 1 {
		return
	}
	v := raster.Fit(tv.painter.Styler.Geom, int(size.Width), int(size.Height), fitZoom)
	tv.x, tv.y, tv.zoom = v.X, v.Y, v.Zoom
	tv.raster.Refresh()
}

// Fit shows the whole tree and keeps doing so as the window resizes.
func (tv *treeView) Fit() {
	tv.fitted, tv.homed = true, false
	tv.fit()
}

// zoomAt scales the view by factor, keeping the scene point under (px, py)
// (Fyne units within the widget) where it is.
func (tv *treeView) zoomAt(px, py, factor float64) {
	z := math.Max(minZoom, math.Min(maxZoom, tv.zoom*factor))
	sx, sy := tv.view().Scene(px, py)
	tv.zoom = z
	tv.x, tv.y = sx-px/z, sy-py/z
	tv.fitted, tv.homed = false, false
	tv.raster.Refresh()
}

// ZoomBy zooms about the node the search is at (or the root) when it is
// on screen, else about the centre of the canvas.
func (tv *treeView) ZoomBy(factor float64) {
	s := tv.Size()
	px, py := float64(s.Width)/2, float64(s.Height)/2
	if tv.painter != nil {
		g, id := tv.painter.Styler.Geom, tv.w.s.Focus()
		if x, y := tv.view().Pixel(g.X[id], g.Y[id]); x >= 0 && y >= 0 && x <= float64(s.Width) && y <= float64(s.Height) {
			px, py = x, y
		}
	}
	tv.zoomAt(px, py, factor)
}

// Scrolled zooms with the mouse wheel, about the pointer.
func (tv *treeView) Scrolled(e *fyne.ScrollEvent) {
	tv.zoomAt(float64(e.Position.X), float64(e.Position.Y), math.Pow(1.0015, float64(e.Scrolled.DY)))
}

// Dragged pans.
func (tv *treeView) Dragged(e *fyne.DragEvent) {
	tv.x -= float64(e.Dragged.DX) / tv.zoom
	tv.y -= float64(e.Dragged.DY) / tv.zoom
	tv.fitted, tv.homed = false, false
	tv.raster.Refresh()
}

// DragEnd ends a pan.
func (tv *treeView) DragEnd() {}

// Tapped selects the node under the pointer (or none).
func (tv *treeView) Tapped(e *fyne.PointEvent) {
	if tv.painter == nil {
		return
	}
	tv.w.selectNode(tv.painter.NodeAt(tv.view(), float64(e.Position.X), float64(e.Position.Y)))
}

// MouseIn starts hovering.
func (tv *treeView) MouseIn(e *desktop.MouseEvent) { tv.MouseMoved(e) }

// MouseMoved reports the node under the pointer when it changes.
func (tv *treeView) MouseMoved(e *desktop.MouseEvent) {
	if tv.painter == nil {
		return
	}
	id := tv.painter.NodeAt(tv.view(), float64(e.Position.X), float64(e.Position.Y))
	if id != tv.hovered {
		tv.hovered = id
		tv.w.hover(id)
	}
}

// MouseOut stops hovering.
func (tv *treeView) MouseOut() {
	if tv.hovered != tree.None {
		tv.hovered = tree.None
		tv.w.hover(tree.None)
	}
}

// centreOn pans so that node id is in view, if it is not.
func (tv *treeView) centreOn(id tree.NodeID) {
	if tv.painter == nil || id == tree.None {
		return
	}
	g := tv.painter.Styler.Geom
	px, py := tv.view().Pixel(g.X[id], g.Y[id])
	s := tv.Size()
	margin := 40.0
	if px >= margin && py >= margin && px <= float64(s.Width)-margin && py <= float64(s.Height)-margin {
		return
	}
	tv.centre(id)
	tv.raster.Refresh()
}
