//go:build e2e

package playview

import (
	"fyne.io/fyne/v2"

	"gametree/internal/probe"
)

// ProbePlay is the play window's state for the real-window tests: the
// board's position and cells, the status, the moves.
func (b *board) ProbePlay() probe.Play {
	v := b.v
	p := probe.Play{Status: v.status.Text, Busy: v.busy}
	if v.match == nil {
		return p
	}
	p.Position = v.match.State().Position()
	p.Over, _ = v.match.Result()
	for i := range v.match.Moves {
		p.Moves = append(p.Moves, v.moveText(i))
	}
	if !b.ok {
		return p
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	for r := range b.b.Rows {
		for c := range b.b.Cols {
			m := b.centre(r, c)
			p.Cells = append(p.Cells, [2]float32{at.X + m.X, at.Y + m.Y})
		}
	}
	return p
}
