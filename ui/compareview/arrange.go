package compareview

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// arrange lays the panes out in the grid of rows and columns that draws
// their trees largest: side by side for a deep, narrow tree, one above
// the other for a wide, shallow one (a uniform tree of 81 leaves), two by
// two in between. Row-major, in the panes' order.
type arrange struct{ v *View }

// grid returns the rows and columns for n panes in size.
func (a arrange) grid(n int, size fyne.Size) (rows, cols int) {
	w, h := a.v.treeSize()
	rows, cols = 1, n
	if w <= 0 || h <= 0 || len(a.v.panes) == 0 {
		return rows, cols
	}
	pad := float64(theme.Padding())
	best := -1.0
	for r := 1; r <= n; r++ {
		c := (n + r - 1) / r
		if (r-1)*c >= n { // a row would be empty
			continue
		}
		cellW := (float64(size.Width) - pad*float64(c-1)) / float64(c)
		cellH := (float64(size.Height) - pad*float64(r-1)) / float64(r)
		z, _ := a.v.panes[0].fit(cellW, cellH, w, h)
		if z > best*1.05 { // fewer rows unless clearly better
			best, rows, cols = z, r, c
		}
	}
	return rows, cols
}

// treeSize returns the natural size of the trees drawn, the widest and
// tallest of the panes searched.
func (v *View) treeSize() (w, h float64) {
	for _, p := range v.panes {
		if p.painter != nil {
			b := p.painter.Styler.Geom.Bounds
			w, h = math.Max(w, b.Width()), math.Max(h, b.Height())
		}
	}
	return w, h
}

// fitMargin is what raster.Fit leaves around a tree, on each side.
const fitMargin = 16

// Layout places the panes.
func (a arrange) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) == 0 {
		return
	}
	rows, cols := a.grid(len(objects), size)
	pad := theme.Padding()
	cellW := (size.Width - pad*float32(cols-1)) / float32(cols)
	cellH := (size.Height - pad*float32(rows-1)) / float32(rows)
	for i, o := range objects {
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(float32(c)*(cellW+pad), float32(r)*(cellH+pad)))
		o.Resize(fyne.NewSize(cellW, cellH))
	}
}

// MinSize is the largest pane's: the panes may stand in a column.
func (a arrange) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		m := o.MinSize()
		s = fyne.NewSize(max(s.Width, m.Width), max(s.Height, m.Height))
	}
	return s
}

// paneLayout places a pane's controls above (and, when it steps on its
// own, its buttons below) its tree in a tall pane, or in a column at its
// left in a wide one, whichever draws the tree larger. Where the pane
// stands is written over the tree's top-left corner.
type paneLayout struct{ p *pane }

// sideWidth is the width of the column of controls at a wide pane's left.
const sideWidth = 250

// fit returns the zoom a tree of natural size w×h gets in a pane of
// cellW×cellH, and whether the controls go at the left for it.
func (p *pane) fit(cellW, cellH, w, h float64) (zoom float64, side bool) {
	top, bottom := p.rowHeights(cellW)
	pad := float64(theme.Padding())
	above := math.Min((cellW-2*fitMargin)/w, (cellH-top-bottom-2*pad-2*fitMargin)/h)
	left := math.Min((cellW-sideWidth-pad-2*fitMargin)/w, (cellH-2*fitMargin)/h)
	if left > above*1.1 && cellH >= p.sideHeight() {
		return left, true
	}
	return above, false
}

// column lists the controls in the column at a wide pane's left.
func (p *pane) column() []fyne.CanvasObject {
	return []fyne.CanvasObject{p.algo, p.order, p.remove, p.nav}
}

// sideHeight is the height of the column of controls.
func (p *pane) sideHeight() float64 {
	h := 0.0
	for _, o := range p.column() {
		if o.Visible() {
			h += float64(o.MinSize().Height + theme.Padding())
		}
	}
	return h
}

// rowHeights are the heights of the choices above the tree, in a pane
// width wide, and of the row of buttons below it (none in lock-step).
func (p *pane) rowHeights(width float64) (top, bottom float64) {
	top = float64(max(p.algo.MinSize().Height, p.order.MinSize().Height, p.remove.MinSize().Height))
	if p.stacked(width) {
		top = 2*top + float64(theme.Padding())
	}
	if p.nav.Visible() {
		bottom = float64(p.nav.MinSize().Height)
	}
	return top, bottom
}

// stacked says whether the two choices stand one above the other in a
// pane width wide: side by side they would cut an algorithm's name
// ("Alpha-beta (fail-s…").
func (p *pane) stacked(width float64) bool {
	pad := float64(theme.Padding())
	selW := (width - float64(p.remove.MinSize().Width) - 2*pad) / 2
	return selW < float64(max(needed(p.algo), needed(p.order)))
}

// needed is how wide a drop-down must be to show its longest choice
// whole.
func needed(s *widget.Select) float32 {
	th := s.Theme()
	w := float32(0)
	for _, o := range s.Options {
		w = max(w, fyne.MeasureText(o, th.Size(theme.SizeNameText), fyne.TextStyle{}).Width)
	}
	return w + 4*th.Size(theme.SizeNameInnerPadding) + th.Size(theme.SizeNameInlineIcon)
}

// Layout places the pane's widgets.
func (l paneLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	p := l.p
	pad := theme.Padding()
	w, h := p.v.treeSize()
	side := false
	if w > 0 && h > 0 {
		_, side = p.fit(float64(size.Width), float64(size.Height), w, h)
	}
	if side {
		y := float32(0)
		for _, o := range p.column() {
			if !o.Visible() {
				continue
			}
			hh := o.MinSize().Height
			o.Move(fyne.NewPos(0, y))
			o.Resize(fyne.NewSize(sideWidth, hh))
			y += hh + pad
		}
		p.lens.Move(fyne.NewPos(sideWidth+pad, 0))
		p.lens.Resize(fyne.NewSize(size.Width-sideWidth-pad, size.Height))
	} else {
		top, bottom := p.rowHeights(float64(size.Width))
		removeW := p.remove.MinSize().Width
		selW := (size.Width - removeW - 2*pad) / 2
		rowH := float32(top)
		if p.stacked(float64(size.Width)) {
			// The algorithm across the whole pane (its name is the longest),
			// the order under it beside the remove button.
			rowH = (float32(top) - pad) / 2
			p.algo.Move(fyne.NewPos(0, 0))
			p.algo.Resize(fyne.NewSize(size.Width, rowH))
			p.order.Move(fyne.NewPos(0, rowH+pad))
			p.order.Resize(fyne.NewSize(size.Width-removeW-pad, rowH))
			p.remove.Move(fyne.NewPos(size.Width-removeW, rowH+pad))
		} else {
			p.algo.Move(fyne.NewPos(0, 0))
			p.algo.Resize(fyne.NewSize(selW, rowH))
			p.order.Move(fyne.NewPos(selW+pad, 0))
			p.order.Resize(fyne.NewSize(selW, rowH))
			p.remove.Move(fyne.NewPos(size.Width-removeW, 0))
		}
		p.remove.Resize(fyne.NewSize(removeW, rowH))
		below := float32(0)
		if bottom > 0 {
			below = float32(bottom) + pad
		}
		p.lens.Move(fyne.NewPos(0, float32(top)+pad))
		p.lens.Resize(fyne.NewSize(size.Width, size.Height-float32(top)-pad-below))
		p.nav.Move(fyne.NewPos(0, size.Height-float32(bottom)))
		p.nav.Resize(fyne.NewSize(p.nav.MinSize().Width, float32(bottom)))
	}
	p.status.Move(p.lens.Position().Add(fyne.NewPos(2*pad, pad)))
	p.status.Resize(p.status.MinSize())
	p.problem.Move(p.lens.Position())
	p.problem.Resize(p.lens.Size())
}

// MinSize leaves room for the choices, the buttons and a small tree.
func (l paneLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	p := l.p
	top, bottom := p.rowHeights(math.Inf(1))
	w := p.algo.MinSize().Width + p.order.MinSize().Width + p.remove.MinSize().Width
	return fyne.NewSize(min(w, 360), float32(top+bottom)+p.lens.MinSize().Height+2*theme.Padding())
}
