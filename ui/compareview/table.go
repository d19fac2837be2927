package compareview

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/compare/picture"
	"gametree/internal/i18n"
)

// table shows package picture's table as labels: the header, a row per search
// where it stands, the floor's row, or the note saying why there is none.
type table struct {
	grid  *fyne.Container
	box   *fyne.Container
	note  *widget.Label
	cells [][]*widget.Label
	// floorRow is the floor's row in cells, or -1.
	floorRow int
}

func newTable() *table {
	t := &table{note: widget.NewLabel(""), floorRow: -1}
	t.grid = container.New(tableLayout{t})
	t.box = container.NewVBox(t.grid, t.note)
	return t
}

// show writes the table of panes.
func (t *table) show(panes []picture.Pane, floor picture.Floor, l *i18n.Lang) {
	tb := picture.NewTable(panes, floor, l)
	rows := append([][]string{tb.Header}, tb.Rows...)
	if tb.Floor != nil {
		rows = append(rows, tb.Floor)
	}
	if len(rows) != len(t.cells) {
		t.cells = nil
		t.floorRow = -1
		if tb.Floor != nil {
			t.floorRow = len(rows) - 1
		}
		var objects []fyne.CanvasObject
		for i := range rows {
			var line []*widget.Label
			for j := range rows[i] {
				c := widget.NewLabel("")
				if j > picture.ColOrder {
					c.Alignment = fyne.TextAlignTrailing
				}
				c.TextStyle.Bold = i == 0
				if i == t.floorRow {
					c.Importance = widget.SuccessImportance
				}
				objects = append(objects, c)
				line = append(line, c)
			}
			t.cells = append(t.cells, line)
		}
		t.grid.Objects = objects // all at once: the layout reads whole rows
	}
	for i, r := range rows {
		for j, s := range r {
			t.cells[i][j].SetText(s)
		}
	}
	t.grid.Refresh()
	t.note.SetText(tb.Note)
	if tb.Note == "" {
		t.note.Hide()
	} else {
		t.note.Show()
	}
}

// tableLayout sizes each column to its widest cell and shares what room
// is left among them; the floor's name spans the algorithm and order
// columns.
type tableLayout struct{ t *table }

// sizes returns the columns' widths and the rows' heights.
func (l tableLayout) sizes() (cols, rows []float32) {
	cols = make([]float32, picture.ColCutoffs+1)
	for i, line := range l.t.cells {
		h := float32(0)
		for j, c := range line {
			m := c.MinSize()
			h = max(h, m.Height)
			if i != l.t.floorRow || j > picture.ColOrder {
				cols[j] = max(cols[j], m.Width)
			}
		}
		rows = append(rows, h)
	}
	if f := l.t.floorRow; f >= 0 {
		if need := l.t.cells[f][0].MinSize().Width; need > cols[0]+cols[1] {
			cols[1] = need - cols[0]
		}
	}
	return cols, rows
}

// Layout places the cells.
func (l tableLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	cols, rows := l.sizes()
	total := float32(0)
	for _, w := range cols {
		total += w
	}
	extra := max(0, size.Width-total) / float32(len(cols))
	y := float32(0)
	for i, line := range l.t.cells {
		x := float32(0)
		for j, c := range line {
			w := cols[j] + extra
			if i == l.t.floorRow && j == 0 {
				w += cols[1] + extra
			}
			c.Move(fyne.NewPos(x, y))
			c.Resize(fyne.NewSize(w, rows[i]))
			x += cols[j] + extra
		}
		y += rows[i]
	}
}

// MinSize is the columns' widths by the rows' heights.
func (l tableLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	cols, rows := l.sizes()
	var s fyne.Size
	for _, w := range cols {
		s.Width += w
	}
	for _, h := range rows {
		s.Height += h
	}
	return s
}

// chart is package picture's bar chart of leaves evaluated, painted to the
// window's width.
type chart struct {
	v      *View
	raster *canvas.Raster
	bars   []picture.Bar
	lay    picture.ChartLayout
}

func newChart(v *View) *chart {
	c := &chart{v: v}
	c.raster = canvas.NewRaster(c.paint)
	c.raster.ScaleMode = canvas.ImageScalePixels
	return c
}

// show draws the bars of panes.
func (c *chart) show(panes []picture.Pane) {
	c.bars = picture.Bars(panes, c.v.l)
	c.raster.SetMinSize(fyne.NewSize(200, float32(picture.ChartHeight(len(c.bars), c.v.cfg.Scene.FontScale))))
	c.raster.Refresh()
}

func (c *chart) paint(w, h int) image.Image {
	zoom := 1.0
	if size := c.raster.Size(); size.Width > 0 {
		zoom = float64(w) / float64(size.Width)
	}
	st := picture.Style{Theme: c.v.cfg.Theme, Lang: c.v.l, FontScale: c.v.cfg.Scene.FontScale}
	img, lay, err := picture.Chart(c.bars, c.v.floor, st, w, zoom)
	if err != nil {
		return image.NewRGBA(image.Rect(0, 0, w, h))
	}
	c.lay = lay
	return img
}
