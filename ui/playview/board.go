package playview

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/vector"

	"gametree/internal/games"
)

// board draws a game's position and turns a click into the cell clicked:
// a square of tic-tac-toe or Reversi, a ball of a Nim heap. A board whose
// moves name its squares ("X b2", "c4") has its columns' letters over it
// and its rows' numbers beside it.
type board struct {
	widget.BaseWidget
	v    *View // for the real-window tests' probe
	img  *canvas.Image
	bg   *canvas.Rectangle
	b    games.Board
	ok   bool
	tap  func(row, col int)
	cell int // pixels a cell in the image drawn
	// marks are the columns' letters, then the rows' numbers; box holds
	// the background, the image and the marks, laid out by the board.
	marks []*canvas.Text
	box   *fyne.Container
}

func newBoard(tap func(row, col int)) *board {
	b := &board{tap: tap, img: canvas.NewImageFromImage(nil), bg: canvas.NewRectangle(color.Transparent)}
	b.img.FillMode = canvas.ImageFillStretch
	b.img.ScaleMode = canvas.ImageScaleSmooth
	b.box = container.New(boardLayout{b}, b.bg, b.img)
	b.ExtendBaseWidget(b)
	return b
}

// coordBand is the room the columns' letters and the rows' numbers take
// over and beside the board, in cells.
const coordBand = 0.45

// coords says whether the board shows its squares' names.
func (b *board) coords() bool {
	return b.ok && (b.b.Game == games.TicTacToe || b.b.Game == games.Reversi6)
}

// grid is where the cells are in a widget of that size: the top-left
// corner of the first and a cell's side.
func (b *board) grid(size fyne.Size) (x0, y0, cell float32) {
	w, h := float32(max(1, b.b.Cols)), float32(max(1, b.b.Rows))
	m := float32(0)
	if b.coords() {
		m = coordBand
	}
	cell = min(size.Width/(w+m), size.Height/(h+m))
	x0 = (size.Width-cell*(w+m))/2 + m*cell
	y0 = (size.Height-cell*(h+m))/2 + m*cell
	return x0, y0, cell
}

// centre is the middle of cell (row, col) in the widget.
func (b *board) centre(row, col int) fyne.Position {
	x0, y0, cell := b.grid(b.Size())
	return fyne.NewPos(x0+(float32(col)+0.5)*cell, y0+(float32(row)+0.5)*cell)
}

// boardLayout places the image on the grid and the marks round it.
type boardLayout struct{ b *board }

func (l boardLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	b := l.b
	b.bg.Move(fyne.NewPos(0, 0))
	b.bg.Resize(size)
	x0, y0, cell := b.grid(size)
	b.img.Move(fyne.NewPos(x0, y0))
	b.img.Resize(fyne.NewSize(cell*float32(b.b.Cols), cell*float32(b.b.Rows)))
	for i, t := range b.marks {
		t.Color = theme.Color(theme.ColorNameForeground) // the theme of the moment (light or dark)
		t.TextSize = max(9, cell*coordBand*0.5)
		ms := t.MinSize()
		if i < b.b.Cols { // a column's letter, over its middle
			t.Move(fyne.NewPos(x0+(float32(i)+0.5)*cell-ms.Width/2, y0-coordBand*cell/2-ms.Height/2))
		} else { // a row's number, beside its middle
			r := i - b.b.Cols
			t.Move(fyne.NewPos(x0-coordBand*cell/2-ms.Width/2, y0+(float32(r)+0.5)*cell-ms.Height/2))
		}
		t.Resize(ms)
	}
}

func (boardLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(240, 240) }

// setMarks makes the board's marks for its size, none for Nim.
func (b *board) setMarks() {
	want := 0
	if b.coords() {
		want = b.b.Cols + b.b.Rows
	}
	if len(b.marks) == want {
		return
	}
	b.marks = nil
	objects := []fyne.CanvasObject{b.bg, b.img}
	for i := range want {
		s := string(rune('a' + i))
		if i >= b.b.Cols {
			s = strconv.Itoa(i - b.b.Cols + 1)
		}
		t := canvas.NewText(s, theme.Color(theme.ColorNameForeground))
		t.TextStyle.Bold = true
		b.marks = append(b.marks, t)
		objects = append(objects, t)
	}
	b.box.Objects = objects
	b.box.Refresh()
}

// show draws a position of game, with a dot on each of the cells legal
// (Reversi's squares the person may play), cols columns at least (Nim's
// board keeps the width of its longest heap at the start, so that the
// balls stay where they are as heaps shrink).
func (b *board) show(game, position string, legal []int, cols int) {
	b.b, b.ok = games.BoardOf(game, position)
	if !b.ok {
		b.img.Image = nil
		b.img.Refresh()
		b.setMarks()
		return
	}
	if cols > b.b.Cols {
		wide := games.Board{Game: b.b.Game, Rows: b.b.Rows, Cols: cols, Cells: make([]games.Cell, b.b.Rows*cols)}
		for r := range b.b.Rows {
			for c := range b.b.Cols {
				wide.Cells[r*cols+c] = b.b.At(r, c)
			}
		}
		b.b = wide
	}
	b.cell = 96
	img := b.b.Image(b.cell)
	for _, i := range legal {
		dot(img, (float64(i%b.b.Cols)+0.5)*float64(b.cell), (float64(i/b.b.Cols)+0.5)*float64(b.cell), float64(b.cell)/9)
	}
	if line, ok := threeInARow(b.b); ok {
		c := float64(b.cell)
		at := func(i int) (float64, float64) { return (float64(i%3) + 0.5) * c, (float64(i/3) + 0.5) * c }
		x1, y1 := at(line[0])
		x2, y2 := at(line[2])
		dx, dy := (x2-x1)*0.18, (y2-y1)*0.18 // past the end squares' middles
		strokeLine(img, x1-dx, y1-dy, x2+dx, y2+dy, c/10, color.RGBA{0x2e, 0x9e, 0x4f, 0xff})
	}
	b.img.Image = img
	b.img.Refresh()
	b.setMarks()
	b.box.Refresh()
}

// threeInARow finds tic-tac-toe's winning line on the board: its three
// squares, row by row from the top left.
func threeInARow(b games.Board) ([3]int, bool) {
	if b.Game != games.TicTacToe || len(b.Cells) != 9 {
		return [3]int{}, false
	}
	for _, l := range [][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}} {
		if c := b.Cells[l[0]]; c != games.Empty && b.Cells[l[1]] == c && b.Cells[l[2]] == c {
			return l, true
		}
	}
	return [3]int{}, false
}

// strokeLine draws a segment of width w, with round ends, anti-aliased.
func strokeLine(img *image.RGBA, x1, y1, x2, y2, w float64, c color.RGBA) {
	z := vector.NewRasterizer(img.Bounds().Dx(), img.Bounds().Dy())
	l := math.Hypot(x2-x1, y2-y1)
	if l == 0 {
		return
	}
	nx, ny := -(y2-y1)/l*w/2, (x2-x1)/l*w/2
	z.MoveTo(float32(x1+nx), float32(y1+ny))
	z.LineTo(float32(x2+nx), float32(y2+ny))
	z.LineTo(float32(x2-nx), float32(y2-ny))
	z.LineTo(float32(x1-nx), float32(y1-ny))
	z.ClosePath()
	z.DrawOp = draw.Over
	z.Draw(img, img.Bounds(), image.NewUniform(c), image.Point{})
}

// dot draws a small dark disc, half transparent, centred at (x, y).
func dot(img *image.RGBA, x, y, r float64) {
	for py := int(y - r); py <= int(y+r); py++ {
		for px := int(x - r); px <= int(x+r); px++ {
			if (float64(px)+0.5-x)*(float64(px)+0.5-x)+(float64(py)+0.5-y)*(float64(py)+0.5-y) <= r*r {
				c := img.RGBAAt(px, py)
				img.SetRGBA(px, py, color.RGBA{c.R / 2, c.G / 2, c.B / 2, 255})
			}
		}
	}
}

// cellAt returns the cell under a point of the widget, as the image is
// drawn contained in it; false outside the board.
func (b *board) cellAt(p fyne.Position) (row, col int, ok bool) {
	if !b.ok || b.b.Rows == 0 || b.b.Cols == 0 {
		return 0, 0, false
	}
	x0, y0, cell := b.grid(b.Size())
	c, r := int((p.X-x0)/cell), int((p.Y-y0)/cell)
	if p.X < x0 || p.Y < y0 || c >= b.b.Cols || r >= b.b.Rows {
		return 0, 0, false
	}
	return r, c, true
}

// Tapped plays the cell clicked.
func (b *board) Tapped(ev *fyne.PointEvent) {
	if r, c, ok := b.cellAt(ev.Position); ok && b.tap != nil {
		b.tap(r, c)
	}
}

// MinSize leaves a board legible at 1024×768.
func (b *board) MinSize() fyne.Size { return fyne.NewSize(240, 240) }

// CreateRenderer draws the image and the marks.
func (b *board) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.box)
}
