package scene

import (
	"context"
	"fmt"
	"math"
	"testing"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// crosses says whether the segment from (x1, y1) to (x2, y2) passes
// through the inside of r (half a point in from its sides).
func crosses(r Rect, x1, y1, x2, y2 float64) bool {
	inner := Rect{r.MinX + 0.5, r.MinY + 0.5, r.MaxX - 0.5, r.MaxY - 0.5}
	if !inner.Overlaps(Rect{min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)}) {
		return false
	}
	for k := range 201 {
		f := float64(k) / 200
		if x, y := x1+(x2-x1)*f, y1+(y2-y1)*f; inner.Overlaps(Rect{x, y, x, y}) {
			return true
		}
	}
	return false
}

// TestMovesStandClear: top down, the moves stand in a strip of their own
// over the shapes, beside their neighbours' names and windows rather than
// level with them; there no move touches another, a node's shape, name,
// value, window, board or folded triangle, nor crosses an edge (but one
// that sweeps along the strip further than the widest move, from far
// above: see Geometry.tidy), on game trees in every language (Italian's
// and Romanian's Nim moves are the longest), at every text size, in the
// tight layout and with boards.
func TestMovesStandClear(t *testing.T) {
	specs := []games.Spec{
		{Game: games.Nim, Heaps: []int{2, 2}}, {Game: games.Nim, Heaps: []int{1, 2, 2}}, {Game: games.Nim, Heaps: []int{3, 3}, Depth: 3},
		{Game: games.TicTacToe, Position: "XO.X.O..."}, {Game: games.TicTacToe, Position: "X...O....", Depth: 2},
		{Game: games.Reversi6, Depth: 2},
	}
	opts := []Options{{}, {Show: ShowAll}, {FontScale: 1.4, Legible: true}, {FontScale: 1.4, Legible: true, Tight: true}, {Show: ShowAll, Tight: true}, {Legible: true, Tight: true}}
	checked := 0
	for _, code := range i18n.Codes() {
		lang, err := i18n.Load(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range specs {
			spec.Lang = lang
			tr0, err := games.Build(spec, tree.MaxNodes)
			if err != nil {
				t.Fatal(err)
			}
			trace, err := search.Run(context.Background(), tr0, search.Options{})
			if err != nil {
				t.Fatal(err)
			}
			levels := tr0.Levels()
			for _, opt := range opts {
				g := NewGeometry(tr0, opt)
				where := fmt.Sprintf("%s %s %v %+v", code, spec.Game, spec.Heaps, opt)
				checked += checkMovesClear(t, NewStyler(trace, g, Colour), where)
				// Folded: the first two levels open, triangles under them;
				// the root alone open, as a tree opens (in presenter mode
				// Nim's second child of four had stood right of the root).
				for open := int32(1); open <= 2; open++ {
					folded := g.Fold(func(id tree.NodeID) bool { return levels[id] < open })
					checked += checkMovesClear(t, NewStyler(trace, folded, Colour), fmt.Sprintf("%s folded to %d", where, open))
				}
			}
		}
	}
	if checked < 5000 {
		t.Fatalf("only %d moves checked", checked)
	}
}

// checkMovesClear checks every move of st's tree at the search's last
// step against everything else drawn, and returns how many it checked.
func checkMovesClear(t *testing.T, st *Styler, where string) int {
	t.Helper()
	g := st.Geom
	most := g.widestMove // the room tidy gives an edge: two moves' in the tight layout
	if g.Opt.tight() {
		most *= 2
	}
	sc := st.Scene(st.Trace.Len() - 1)
	var moves []Rect
	var things []Rect // shapes, texts, boards and folded triangles
	var names []string
	for _, n := range sc.Nodes {
		name := g.Tree.Name(n.ID)
		things, names = append(things, Rect{n.X - n.W/2, n.Y - n.H/2, n.X + n.W/2, n.Y + n.H/2}), append(names, name+"'s shape")
		for _, x := range append(n.Texts, n.Value) {
			if x.S != "" {
				things, names = append(things, x.Rect()), append(names, fmt.Sprintf("%s's %q", name, x.S))
			}
		}
		if b, x, y, cell, ok := g.Board(n.ID); ok {
			things, names = append(things, Rect{x, y, x + float64(b.Cols)*cell, y + float64(b.Rows)*cell}), append(names, name+"'s board")
		}
		if n.Mark != nil {
			r := Rect{n.Mark.X2, n.Mark.Y2, n.Mark.X2, n.Mark.Y2}
			for _, p := range n.Mark.Polygon {
				r = r.Union(Rect{p[0], p[1], p[0], p[1]})
			}
			things, names = append(things, r), append(names, name+"'s triangle")
		}
	}
	for _, e := range sc.Edges {
		if e.Label.S == "" {
			continue
		}
		m := e.Label.Rect()
		what := fmt.Sprintf("%s: the move %q into %s %v", where, e.Label.S, g.Tree.Name(e.To), m)
		plate := e.Label.PlateRect()
		for i, r := range things {
			if plate.Overlaps(r) {
				t.Fatalf("%s touches %s %v", what, names[i], r)
			}
		}
		for _, o := range moves {
			if m.Overlaps(o) {
				t.Fatalf("%s touches another move %v", what, o)
			}
		}
		for _, o := range sc.Edges {
			if sweep := math.Abs(g.X[o.From]-g.X[o.To]) * g.rise(); crosses(m, o.X1, o.Y1, o.X2, o.Y2) && sweep <= most {
				t.Fatalf("%s crosses the edge into %s, which sweeps %.1f along the strip", what, g.Tree.Name(o.To), sweep)
			}
		}
		moves = append(moves, m)
	}
	return len(moves)
}

// TestPresenterMovesByTheirEdges: in presenter mode's tight layout, Nim
// 2,2 in every language, whole, folded to the root as it opens, and with
// the principal variation open as at the end: no edge runs through a
// move but its own. The moves had stood just under the parents' windows,
// where a fan's edges are still close together: the edge to b ran
// through i's move, which read as b's, and the second child of four,
// standing a little right of the root, wrote its move into the third's.
func TestPresenterMovesByTheirEdges(t *testing.T) {
	for _, code := range i18n.Codes() {
		lang, err := i18n.Load(code)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}, Lang: lang}, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		trace, err := search.Run(context.Background(), tr, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		g := NewGeometry(tr, Options{Legible: true, Tight: true})
		pv := map[tree.NodeID]bool{}
		for _, id := range trace.PV {
			pv[id] = true
		}
		for what, geom := range map[string]*Geometry{
			"whole":       g,
			"at the root": g.Fold(func(id tree.NodeID) bool { return id == tree.Root }),
			"at the end":  g.Fold(func(id tree.NodeID) bool { return pv[id] }),
		} {
			st := NewStyler(trace, geom, Colour)
			sc := st.Scene(trace.Len() - 1)
			for _, e := range sc.Edges {
				if e.Label.S == "" {
					continue
				}
				r := e.Label.Rect()
				for _, o := range sc.Edges {
					if o.To != e.To && crosses(r, o.X1, o.Y1, o.X2, o.Y2) {
						t.Errorf("%s, %s: the edge into %s runs through %q, the move into %s", code, what, tr.Name(o.To), e.Label.S, tr.Name(e.To))
					}
				}
			}
		}
	}
}
