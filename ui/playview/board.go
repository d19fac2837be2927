package playview

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/games"
)

// board draws a game's position and turns a click into the cell clicked:
// a square of tic-tac-toe or Reversi, a ball of a Nim heap.
type board struct {
	widget.BaseWidget
	v    *View // for the real-window tests' probe
	img  *canvas.Image
	bg   *canvas.Rectangle
	b    games.Board
	ok   bool
	tap  func(row, col int)
	cell int // pixels a cell in the image drawn
}

func newBoard(tap func(row, col int)) *board {
	b := &board{tap: tap, img: canvas.NewImageFromImage(nil), bg: canvas.NewRectangle(color.Transparent)}
	b.img.FillMode = canvas.ImageFillContain
	b.img.ScaleMode = canvas.ImageScaleSmooth
	b.ExtendBaseWidget(b)
	return b
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
	b.img.Image = img
	b.img.Refresh()
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
	size := b.Size()
	w, h := float32(b.b.Cols), float32(b.b.Rows)
	scale := min(size.Width/w, size.Height/h)
	x0, y0 := (size.Width-scale*w)/2, (size.Height-scale*h)/2
	c, r := int((p.X-x0)/scale), int((p.Y-y0)/scale)
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

// CreateRenderer draws the image.
func (b *board) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(b.bg, b.img))
}
