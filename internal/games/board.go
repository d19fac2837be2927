package games

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/vector"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// Cell is what one square of a board holds.
type Cell uint8

// The things a square can hold.
const (
	Empty  Cell = iota
	Cross       // tic-tac-toe X
	Nought      // tic-tac-toe O
	Black       // Reversi
	White       // Reversi
	Ball        // Nim
)

// Board is a position as a grid of cells, row by row from the top left:
// the one drawing of a position that the window and the pictures share.
type Board struct {
	Game       string
	Rows, Cols int
	Cells      []Cell
}

// At returns the cell in row r, column c.
func (b Board) At(r, c int) Cell { return b.Cells[r*b.Cols+c] }

// BoardOf reads a position of a game (as stored in a tree node); ok is
// false for a game or position it does not know.
func BoardOf(game, position string) (b Board, ok bool) {
	b.Game = game
	switch game {
	case TicTacToe:
		if len(position) != 9 || strings.Trim(position, "XO.") != "" {
			return b, false
		}
		b.Rows, b.Cols = 3, 3
		for i := range 9 {
			b.Cells = append(b.Cells, cellOf(position[i]))
		}
	case Reversi6:
		if len(position) != side*side || strings.Trim(position, "BW.") != "" {
			return b, false
		}
		b.Rows, b.Cols = side, side
		for i := range side * side {
			b.Cells = append(b.Cells, cellOf(position[i]))
		}
	case Nim:
		var heaps []int
		for _, f := range strings.Fields(position) {
			h, err := strconv.Atoi(f)
			if err != nil || h < 0 || h > 30 {
				return b, false
			}
			heaps = append(heaps, h)
			b.Cols = max(b.Cols, h)
		}
		if len(heaps) == 0 {
			return b, false
		}
		b.Rows, b.Cols = len(heaps), max(b.Cols, 1)
		b.Cells = make([]Cell, b.Rows*b.Cols)
		for r, h := range heaps {
			for c := range h {
				b.Cells[r*b.Cols+c] = Ball
			}
		}
	default:
		return b, false
	}
	return b, true
}

// Check refuses a tree of a game gametree does not know, or with a node
// whose position is not one of its game's: a board is drawn from every
// position.
func Check(t *tree.Tree) error {
	if t.Game == "" {
		return nil
	}
	if t.Game != Nim && t.Game != TicTacToe && t.Game != Reversi6 {
		return i18n.Wrap(ErrBadSpec, "game.unknown", "Game", strconv.Quote(t.Game))
	}
	for id, n := range t.Nodes {
		if _, ok := BoardOf(t.Game, n.Position); n.Position != "" && !ok {
			return i18n.Wrap(ErrBadSpec, "game.bad_position", "Node", t.Name(tree.NodeID(id)), "Position", strconv.Quote(n.Position), "Game", title(t.Game))
		}
	}
	return nil
}

// cellOf reads one square of a stored position.
func cellOf(c byte) Cell {
	switch c {
	case 'X':
		return Cross
	case 'O':
		return Nought
	case 'B':
		return Black
	case 'W':
		return White
	}
	return Empty
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// Ink returns the colour a cell is drawn in.
func Ink(c Cell) color.RGBA {
	switch c {
	case Cross:
		return rgb(0x1565c0)
	case Nought:
		return rgb(0xc62828)
	case Black:
		return rgb(0x121212)
	case White:
		return rgb(0xf5f5f5)
	case Ball:
		return rgb(0x6a1b9a)
	}
	return rgb(0xffffff)
}

// Background returns the colour of a game's board.
func Background(game string) color.RGBA {
	if game == Reversi6 {
		return rgb(0x2e7d32)
	}
	return rgb(0xffffff)
}

// GridLine returns the colour of the lines between squares.
func GridLine() color.RGBA { return rgb(0x444444) }

// Image draws the board with cell pixels a square, for the Node panel:
// its Drawing, grid lines one pixel wide.
func (b Board) Image(cell int) *image.RGBA {
	w, h := b.Cols*cell+1, b.Rows*cell+1
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for _, m := range b.Drawing(0.5, 0.5, float64(cell)) {
		switch m.Kind {
		case Fill:
			draw.Draw(img, img.Bounds(), image.NewUniform(m.Color), image.Point{}, draw.Src)
		case Line:
			if m.Width == 0 { // a grid line: one pixel
				x, y := int(m.X1), int(m.Y1)
				r := image.Rect(x, y, int(m.X2)+1, int(m.Y2)+1)
				draw.Draw(img, r, image.NewUniform(m.Color), image.Point{}, draw.Src)
				continue
			}
			stroke(img, float32(m.X1), float32(m.Y1), float32(m.X2), float32(m.Y2), float32(m.Width), m.Color)
		case Disc:
			disc(img, float32(m.X1), float32(m.Y1), float32(m.R), m.Color)
		}
	}
	return img
}

// disc fills a circle, anti-aliased.
func disc(img *image.RGBA, x, y, r float32, c color.RGBA) {
	b := img.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	const k = 0.5523 // cubic approximation of a quarter circle
	z.MoveTo(x+r, y)
	z.CubeTo(x+r, y+k*r, x+k*r, y+r, x, y+r)
	z.CubeTo(x-k*r, y+r, x-r, y+k*r, x-r, y)
	z.CubeTo(x-r, y-k*r, x-k*r, y-r, x, y-r)
	z.CubeTo(x+k*r, y-r, x+r, y-k*r, x+r, y)
	z.ClosePath()
	z.DrawOp = draw.Over
	z.Draw(img, b, image.NewUniform(c), image.Point{})
}

// stroke draws a line segment of width w.
func stroke(img *image.RGBA, x1, y1, x2, y2, w float32, c color.RGBA) {
	b := img.Bounds()
	l := float32(math.Hypot(float64(x2-x1), float64(y2-y1)))
	nx, ny := -(y2-y1)/l*w/2, (x2-x1)/l*w/2
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	z.MoveTo(x1+nx, y1+ny)
	z.LineTo(x2+nx, y2+ny)
	z.LineTo(x2-nx, y2-ny)
	z.LineTo(x1-nx, y1-ny)
	z.ClosePath()
	z.DrawOp = draw.Over
	z.Draw(img, b, image.NewUniform(c), image.Point{})
}
