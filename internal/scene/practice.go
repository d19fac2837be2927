package scene

import (
	"image/color"
	"maps"
	"slices"

	"gametree/internal/i18n"
	"gametree/internal/practice"
	"gametree/internal/tree"
	"gametree/search"
)

// Ink is the colours a practice sheet is drawn in: the student's pen before it is
// checked, then right and wrong.
type Ink struct{ Pen, Right, Wrong color.RGBA }

// InkOn returns inks that read well on a background: lighter on a dark
// one, deeper on a light one.
func InkOn(bg color.RGBA) Ink {
	if int(bg.R)+int(bg.G)+int(bg.B) < 3*128 {
		return Ink{Pen: color.RGBA{0x5c, 0xb8, 0xff, 0xff}, Right: color.RGBA{0x4a, 0xde, 0x80, 0xff}, Wrong: color.RGBA{0xff, 0x5c, 0x5c, 0xff}}
	}
	return Ink{Pen: color.RGBA{0x1d, 0x5f, 0xd1, 0xff}, Right: color.RGBA{0x15, 0x80, 0x3d, 0xff}, Wrong: color.RGBA{0xc8, 0x1e, 0x1e, 0xff}}
}

// Stroke is a mark on one node in one colour.
type Stroke struct {
	Node  tree.NodeID
	Color color.RGBA
}

// Marks are what a practice sheet adds to the picture of its tree: values
// written, crosses on the edges into marked subtrees, rings around nodes
// (a chosen move; once checked, every wrong or missed answer too, so
// that colour is not the only sign).
type Marks struct {
	Texts          []Text
	Crosses, Rings []Stroke
}

// answerSize is the size of a written value at font scale 1, in points:
// a little larger than the values the scene writes in shapes.
const answerSize = 15

// Marks returns sheet s's marks on the picture st draws, after the step
// of snap; r is the sheet's check, or nil before it.
func (st *Styler) Marks(s *practice.Sheet, snap search.Snapshot, r *practice.Result, ink Ink) Marks {
	var d Marks
	colour := func(id tree.NodeID) color.RGBA {
		if r == nil {
			return ink.Pen
		}
		if v := r.Verdicts[id]; v == practice.Wrong || v == practice.Missed {
			return ink.Wrong
		}
		return ink.Right
	}
	g := st.Geom
	scale := g.Opt.FontScale
	if scale <= 0 {
		scale = 1
	}
	switch s.Exercise {
	case practice.Values:
		for _, id := range slices.Sorted(maps.Keys(s.Values)) {
			text := st.Number(s.Values[id])
			x, align := g.X[id], Center
			if ns := snap.Node(id); ns.HasV() && st.Number(ns.V) != text {
				// The search's value is in the shape: write beside it.
				w, _ := g.ShapeSize(id)
				x, align = g.X[id]+w/2+4*scale, Left
			}
			d.Texts = append(d.Texts, Text{S: text, X: x, Y: g.Y[id], Size: answerSize * scale, Bold: true, Align: align, Color: colour(id)})
		}
	case practice.Windows:
		for _, id := range slices.Sorted(maps.Keys(s.Windows)) {
			w, _ := g.ShapeSize(id)
			d.Texts = append(d.Texts, Text{S: i18n.WithDecimalWindow(practice.FormatWindow(s.Windows[id]), st.Decimal), X: g.X[id] + w/2 + AnswerGap*scale, Y: g.Y[id], Size: AnswerWindowSize * scale, Bold: true, Align: Left, Color: colour(id)})
		}
	case practice.Pruned:
		for _, id := range slices.Sorted(maps.Keys(s.Marked)) {
			d.Crosses = append(d.Crosses, Stroke{id, colour(id)})
		}
	case practice.Best:
		if s.Best != tree.None {
			d.Rings = append(d.Rings, Stroke{s.Best, colour(s.Best)})
		}
	}
	if r != nil {
		for _, id := range slices.Sorted(maps.Keys(r.Verdicts)) {
			if v := r.Verdicts[id]; (v == practice.Wrong || v == practice.Missed) && !(s.Exercise == practice.Best && id == s.Best) {
				d.Rings = append(d.Rings, Stroke{id, ink.Wrong})
			}
		}
	}
	return d
}
