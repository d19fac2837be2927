package compare

import (
	"context"
	"testing"

	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// TestProgressByCalls: position k of a search is the step of its k-th
// call (the node with call number k is the one called there), the counts
// there are those of the steps up to it counted one by one, and the end
// gives compare.Run's row.
func TestProgressByCalls(t *testing.T) {
	walk, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range []*tree.Tree{walk, uniform(t, 3, 4, 2)} {
		for _, s := range []Search{{search.AlphaBeta, AsIs}, {search.Minimax, AsIs}, {search.AlphaBeta, WorstFirst}, {search.AlphaBetaNegamax, Random(3)}} {
			trace, err := s.Trace(context.Background(), tr, search.Options{})
			if err != nil {
				t.Fatal(err)
			}
			p := NewProgress(trace)
			if p.Last() != trace.Stats.Calls+1 || p.Step(0) != 0 || p.Step(p.Last()) != trace.Len()-1 || p.Step(p.Last()+5) != trace.Len()-1 || p.Step(-3) != 0 {
				t.Fatalf("%v: last %d of %d calls; ends at %d, %d", s, p.Last(), trace.Stats.Calls, p.Step(0), p.Step(p.Last()))
			}
			for pos := 1; pos <= trace.Stats.Calls; pos++ {
				k := p.Step(pos)
				step := trace.StepAt(k)
				if step.Kind != search.Call || trace.CallNumber(step.Node) != pos || trace.CallsUpTo(k) != pos {
					t.Fatalf("%v: position %d is step %d (%v of node %d, call %d)", s, pos, k, step.Kind, step.Node, trace.CallNumber(step.Node))
				}
			}
			for pos := 0; pos <= p.Last(); pos++ {
				var want Counts
				for k := 0; k <= p.Step(pos); k++ {
					want.count(trace.StepAt(k))
				}
				if got := p.Counts(pos); got != want {
					t.Fatalf("%v: position %d counts %+v, stepping one by one %+v", s, pos, got, want)
				}
			}
			rows, _ := Run(context.Background(), tr, []search.Algorithm{s.Algorithm}, []Order{s.Order}, search.Options{})
			end := p.Counts(p.Last())
			if r := rows[0]; end.Calls != r.NodesVisited || end.LeavesEvaluated != r.LeavesEvaluated || end.Cutoffs != r.Cutoffs || !p.Final(p.Last()) || p.Final(p.Last()-1) {
				t.Errorf("%v: end %+v, row %+v", s, end, r)
			}
		}
	}
}

func (c *Counts) count(s search.Step) {
	switch {
	case s.Kind == search.Call:
		c.Calls++
	case s.Kind == search.Leaf:
		c.LeavesEvaluated++
	case s.Kind == search.CutoffTest && s.Yes:
		c.Cutoffs++
	}
}

// TestLockStep: searches stepped together are each at their k-th call,
// and one that has finished stays at its end.
func TestLockStep(t *testing.T) {
	tr := uniform(t, 3, 4, 5)
	var ps []*Progress
	for _, s := range []Search{{search.Minimax, AsIs}, {search.AlphaBeta, BestFirst}} {
		trace, _ := s.Trace(context.Background(), tr, search.Options{})
		ps = append(ps, NewProgress(trace))
	}
	short := ps[1].Last()
	if LastShared(ps) != 122 || short >= 122 {
		t.Fatalf("last shared %d, best-first alpha-beta ends at %d", LastShared(ps), short)
	}
	for _, c := range []struct{ pos, a, b int }{{0, 0, 0}, {7, 7, 7}, {short, short, short}, {short + 1, short + 1, short}, {200, 122, short}} {
		if got := []int{ps[0].Clamp(c.pos), ps[1].Clamp(c.pos)}; got[0] != c.a || got[1] != c.b {
			t.Errorf("shared position %d: %v, want [%d %d]", c.pos, got, c.a, c.b)
		}
	}
	if len(Orders()) != 4 || Orders()[3].String() != "random:1" {
		t.Errorf("orders %v", Orders())
	}
}
