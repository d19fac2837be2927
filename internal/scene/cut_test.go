package scene

import (
	"context"
	"math"
	"strings"
	"testing"

	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// TestTheCutMarkClearsTheWindow: the × on the edge into a pruned child
// sits on the edge, in the part of it that shows, clear of the parent's
// window, which the tight layout draws on a plate over the top of the
// edges (on the walk-through at 1024×768 it sat half under "(3, 2)").
func TestTheCutMarkClearsTheWindow(t *testing.T) {
	walk, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	trees := []*tree.Tree{walk}
	for seed := uint64(1); seed <= 20; seed++ {
		r, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 4, Depth: 3, Low: -10, High: 10, Seed: seed}, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, r)
	}
	const arm = 5 // the raster's CutArm
	checked := 0
	for _, tr := range trees {
		trace, err := search.Run(context.Background(), tr, search.Options{Algorithm: search.AlphaBeta})
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []Options{{Tight: true, Legible: true, FontScale: 1.4}, {Tight: true}, {}} {
			st := NewStyler(trace, NewGeometry(tr, opt), Colour)
			sc := st.Scene(trace.Len() - 1)
			windows := map[tree.NodeID]Rect{}
			for _, n := range sc.Nodes {
				for _, x := range n.Texts {
					if strings.HasPrefix(x.S, "(") {
						windows[n.ID] = x.Rect()
					}
				}
			}
			for _, e := range sc.Edges {
				if !e.Cut {
					continue
				}
				checked++
				// On the segment: its distances to both ends add up to its length.
				d := math.Hypot(e.CutX-e.X1, e.CutY-e.Y1) + math.Hypot(e.X2-e.CutX, e.Y2-e.CutY)
				if math.Abs(d-math.Hypot(e.X2-e.X1, e.Y2-e.Y1)) > 1e-6 {
					t.Fatalf("%v: the cut into %s at (%.1f, %.1f) is off its edge", opt, tr.Name(e.To), e.CutX, e.CutY)
				}
				mark := Rect{e.CutX - arm, e.CutY - arm, e.CutX + arm, e.CutY + arm}
				if w, ok := windows[e.From]; ok && opt.Tight && mark.Overlaps(w) {
					t.Fatalf("%v: the cut into %s at (%.1f, %.1f) runs under %s's window %v", opt, tr.Name(e.To), e.CutX, e.CutY, tr.Name(e.From), w)
				}
			}
		}
	}
	if checked < 30 {
		t.Fatalf("only %d cuts checked", checked)
	}
}
