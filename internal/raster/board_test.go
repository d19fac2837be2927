package raster

import (
	"image"
	"image/color"
	"testing"

	"gametree/internal/games"
)

// TestOneBoardDrawing: a position looks the same in the Node panel
// (games.Board.Image), on the canvas (the painter) and in every picture
// (export draws games.Board.Drawing too): each colour covers the same
// share of the board, within what anti-aliasing moves. Stones were 0.4 of
// a square in the panel and 0.38 on the canvas.
func TestOneBoardDrawing(t *testing.T) {
	for _, c := range []struct{ game, position string }{
		{games.TicTacToe, "XO.X.O..X"},
		{games.Reversi6, "....................BW.....WB.........."[:36]},
		{games.Nim, "3 1 2"},
	} {
		b, ok := games.BoardOf(c.game, c.position)
		if !ok {
			t.Fatalf("%s %q is no position", c.game, c.position)
		}
		const cell = 40
		panel := b.Image(cell)
		canvas := image.NewRGBA(panel.Bounds())
		p := &Painter{}
		p.c.img, p.c.clip = canvas, canvas.Bounds()
		p.board(b, 0, 0, cell, View{X: -0.5, Y: -0.5, Zoom: 1})
		for _, ink := range []color.RGBA{games.Ink(games.Cross), games.Ink(games.Nought), games.Ink(games.Black), games.Ink(games.White), games.Ink(games.Ball)} {
			a, b := share(panel, ink), share(canvas, ink)
			if d := a - b; d > 0.004 || d < -0.004 {
				t.Errorf("%s: %v covers %.4f of the panel's board, %.4f of the canvas's", c.game, ink, a, b)
			}
		}
	}
	if d := (games.Board{Game: games.Reversi6, Rows: 1, Cols: 1, Cells: []games.Cell{games.Black}}).Drawing(0, 0, 10); d[len(d)-1].R != 10*games.Stone {
		t.Errorf("a stone's radius: %v", d[len(d)-1].R)
	}
}

// share is the share of img's pixels close to colour c.
func share(img *image.RGBA, c color.RGBA) float64 {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			p := img.RGBAAt(x, y)
			if near(p.R, c.R) && near(p.G, c.G) && near(p.B, c.B) {
				n++
			}
		}
	}
	return float64(n) / float64(b.Dx()*b.Dy())
}

func near(a, b uint8) bool { return a >= b-8 && a <= b+8 || b < 8 && a < 16 || b > 247 && a > 239 }
