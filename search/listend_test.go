package search

import (
	"context"
	"testing"

	"gametree/internal/tree"
	"gametree/samples"
)

// TestListEnd: on the walk-through, Bratko's CompareV steps stand at each
// of the three places, and where ListEnd says they do: betterof only
// with a best of the rest to compare with, the last child only at the
// end of its list, a stop only where goodenough said enough.
func TestListEnd(t *testing.T) {
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	trace, err := Run(context.Background(), tr, Options{Algorithm: Bratko})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[ListEnd]int{}
	for k := range trace.Len() {
		s := trace.StepAt(k)
		if s.Kind != CompareV {
			continue
		}
		e := trace.ListEnd(k)
		seen[e]++
		kids := tr.Nodes[s.Node].Children
		last := s.Child == kids[len(kids)-1]
		stopped := false // the node's last cutoff test before it said enough
		for j := k - 1; j >= 0; j-- {
			if p := trace.StepAt(j); p.Kind == CutoffTest && p.Node == s.Node {
				stopped = p.Yes
				break
			}
		}
		switch {
		case e == AtBetter && trace.Before(k).Chosen == tree.None,
			e == AtLast && !last,
			e == AtStop && (last || !stopped):
			t.Errorf("step %d (%s after %s): %v", k, tr.Name(s.Node), tr.Name(s.Child), e)
		}
	}
	if seen[AtLast] == 0 || seen[AtStop] == 0 || seen[AtBetter] == 0 {
		t.Errorf("places seen %v: want all three", seen)
	}
}
