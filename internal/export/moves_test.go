package export

import (
	"image/color"
	"testing"

	"gametree/internal/games"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// drawLog keeps what a picture draws, in order.
type drawLog struct {
	ops []drawOp
}

type drawOp struct {
	pts    []point
	fill   color.RGBA
	stroke bool
	text   scene.Text
}

func (l *drawLog) path(pts []point, _ bool, fill color.RGBA, line stroke) {
	l.ops = append(l.ops, drawOp{pts: pts, fill: fill, stroke: line.width > 0})
}
func (l *drawLog) disc(float64, float64, float64, color.RGBA) {}
func (l *drawLog) text(t scene.Text)                          { l.ops = append(l.ops, drawOp{text: t}) }

// TestMovesStandOnPlates: in tic-tac-toe two moves from the end, the
// edge from the root to its first child sweeps across the strip where
// its sibling's move is written. SVG, PDF and TikZ draw every move after
// every edge line, over a plate of the background that holds the move's
// box, as the window does (raster's TestMovesStandOnPlates): the line
// runs under the move, not through it.
func TestMovesStandOnPlates(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "XX.OO....", Depth: 2}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(t.Context(), tr, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	isMove := map[string]bool{}
	for i := range tr.Nodes {
		isMove[tr.Nodes[i].Move] = tr.Nodes[i].Move != ""
	}
	for _, theme := range []scene.Theme{scene.Colour, scene.Dark, scene.Print} {
		pic := NewPicture(trace, Options{Theme: theme}, nil)
		var l drawLog
		pic.draw(2, &l)
		bg := pic.styler.Scene(2).Background
		lastLine, moves := -1, 0
		for i, op := range l.ops {
			if op.stroke && len(op.pts) == 2 {
				lastLine = i
			}
		}
		for i, op := range l.ops {
			if !isMove[op.text.S] {
				continue
			}
			// A plate: after every edge's line, the background over the
			// move's box and not much more (the page's background, drawn
			// first, covers every move too).
			r, m := op.text.Rect(), op.text.Size/2
			plated := false
			for _, q := range l.ops[max(lastLine+1, 0):max(i, lastLine+1)] {
				if q.fill == bg && len(q.pts) == 4 && q.pts[0].x <= r.MinX && q.pts[0].y <= r.MinY && q.pts[2].x >= r.MaxX && q.pts[2].y >= r.MaxY &&
					q.pts[0].x >= r.MinX-m && q.pts[0].y >= r.MinY-m && q.pts[2].x <= r.MaxX+m && q.pts[2].y <= r.MaxY+m {
					plated = true
				}
			}
			if !plated {
				t.Errorf("%v: the move %q has no plate under it", theme, op.text.S)
			}
			if i < lastLine {
				t.Errorf("%v: the move %q is written before an edge's line", theme, op.text.S)
			}
			moves++
		}
		if moves != tr.Len()-1 {
			t.Errorf("%v: %d moves written, not %d", theme, moves, tr.Len()-1)
		}
	}
}
