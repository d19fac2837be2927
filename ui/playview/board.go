package playview

import (
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

// show draws a position of game.
func (b *board) show(game, position string) {
	b.b, b.ok = games.BoardOf(game, position)
	if !b.ok {
		b.img.Image = nil
		b.img.Refresh()
		return
	}
	b.cell = 96
	b.img.Image = b.b.Image(b.cell)
	b.img.Refresh()
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
