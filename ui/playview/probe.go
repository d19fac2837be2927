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
	size := b.Size()
	w, h := float32(b.b.Cols), float32(b.b.Rows)
	scale := min(size.Width/w, size.Height/h)
	x0, y0 := at.X+(size.Width-scale*w)/2, at.Y+(size.Height-scale*h)/2
	for r := range b.b.Rows {
		for c := range b.b.Cols {
			p.Cells = append(p.Cells, [2]float32{x0 + (float32(c)+0.5)*scale, y0 + (float32(r)+0.5)*scale})
		}
	}
	return p
}
