package games

import "image/color"

// Sizes of what a square holds, as shares of the square's side: the arms
// and stroke of a cross, the outer and inner radius of a nought's ring, a
// stone's (or a Nim ball's) radius.
const (
	CrossArm, CrossWidth     = 0.3, 0.12
	NoughtOuter, NoughtInner = 0.33, 0.21
	Stone                    = 0.38
)

// MarkKind is the kind of a piece of a board's drawing.
type MarkKind uint8

// The pieces a board is drawn with.
const (
	// Fill is a filled rectangle from (X1, Y1) to (X2, Y2).
	Fill MarkKind = iota
	// Line is a line from (X1, Y1) to (X2, Y2), Width wide; a grid line
	// (Width 0) is as thin as the picture draws lines between squares.
	Line
	// Disc is a filled circle about (X1, Y1) of radius R.
	Disc
)

// Mark is one piece of a board's drawing.
type Mark struct {
	Kind           MarkKind
	X1, Y1, X2, Y2 float64
	R, Width       float64
	Color          color.RGBA
}

// Drawing is the board drawn with its top left corner at (x, y) and
// squares cell wide: the background, the lines between squares (none for
// Nim) and what each square holds, in the order to draw them. It is the
// one drawing of a position: the Node panel's image (Image), the canvas
// and every picture render it.
func (b Board) Drawing(x, y, cell float64) []Mark {
	w, h := float64(b.Cols)*cell, float64(b.Rows)*cell
	bg := Background(b.Game)
	marks := []Mark{{Kind: Fill, X1: x, Y1: y, X2: x + w, Y2: y + h, Color: bg}}
	if b.Game != Nim {
		for i := 0; i <= b.Cols; i++ {
			gx := x + float64(i)*cell
			marks = append(marks, Mark{Kind: Line, X1: gx, Y1: y, X2: gx, Y2: y + h, Color: GridLine()})
		}
		for i := 0; i <= b.Rows; i++ {
			gy := y + float64(i)*cell
			marks = append(marks, Mark{Kind: Line, X1: x, Y1: gy, X2: x + w, Y2: gy, Color: GridLine()})
		}
	}
	for r := range b.Rows {
		for c := range b.Cols {
			cx, cy := x+(float64(c)+0.5)*cell, y+(float64(r)+0.5)*cell
			switch v := b.At(r, c); v {
			case Cross:
				k, ink := cell*CrossArm, Ink(v)
				marks = append(marks,
					Mark{Kind: Line, X1: cx - k, Y1: cy - k, X2: cx + k, Y2: cy + k, Width: cell * CrossWidth, Color: ink},
					Mark{Kind: Line, X1: cx - k, Y1: cy + k, X2: cx + k, Y2: cy - k, Width: cell * CrossWidth, Color: ink})
			case Nought:
				marks = append(marks,
					Mark{Kind: Disc, X1: cx, Y1: cy, R: cell * NoughtOuter, Color: Ink(v)},
					Mark{Kind: Disc, X1: cx, Y1: cy, R: cell * NoughtInner, Color: bg})
			case Black, White, Ball:
				marks = append(marks, Mark{Kind: Disc, X1: cx, Y1: cy, R: cell * Stone, Color: Ink(v)})
			}
		}
	}
	return marks
}
