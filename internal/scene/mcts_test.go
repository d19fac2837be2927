package scene

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// TestSampledLook checks pictures of Monte Carlo tree search at every
// step of a run: a node never reached is faint unless the step's playout
// goes through it; a reached inner node shows its visits beside it and
// its mean inside; a selection writes a UCB1 value beside the edge into
// each child of the node it is at (∞ for one never visited), the chosen
// one bold, and the edge into the chosen child is the path's; a playout's
// edges are dashed; the legend is Monte Carlo tree search's.
func TestSampledLook(t *testing.T) {
	walk, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	aima, _ := samples.Load("aima-fig5-2")
	wide, err := tree.Random(tree.RandomSpec{MinBranching: 5, MaxBranching: 7, Depth: 2, Low: -9, High: 9, Seed: 3}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range []*tree.Tree{walk, aima, wide} {
		checkSampledLook(t, tr)
	}
}

func checkSampledLook(t *testing.T, tr *tree.Tree) {
	t.Helper()
	trace, err := search.Run(context.Background(), tr, search.Options{Algorithm: search.MCTS, Iterations: 40, Seed: 5, Exploration: 1})
	if err != nil {
		t.Fatal(err)
	}
	st := NewStyler(trace, NewGeometry(tr, Options{Show: DefaultShow}), Colour)
	sawUCB, sawDash := false, false
	for k := range trace.Len() {
		sc := st.Scene(k)
		step := trace.StepAt(k)
		playout := trace.Playout(k)
		snap := trace.At(k)
		for _, n := range sc.Nodes {
			ns := snap.Node(n.ID)
			onPlayout := false
			for _, id := range playout {
				onPlayout = onPlayout || id == n.ID
			}
			if faint := n.Paint == st.Pal.BelowLimit; faint != (ns.Status == search.NotReached && !onPlayout) {
				t.Fatalf("step %d: %s is %v, faint %v", k, tr.Name(n.ID), ns.Status, faint)
			}
			var ucb, visits *Text
			for i := range n.Texts {
				switch {
				case isUCB(n.Texts[i].S):
					ucb = &n.Texts[i]
				case strings.HasPrefix(n.Texts[i].S, "N = "):
					visits = &n.Texts[i]
				}
			}
			under := step.Kind == search.Select && tr.Nodes[n.ID].Parent == step.Node
			if (ucb != nil) != under {
				t.Fatalf("step %d (%v at %s): %s has a UCB1 text %v", k, step.Kind, tr.Name(step.Node), tr.Name(n.ID), ucb != nil)
			}
			if ucb != nil {
				sawUCB = true
				if ucb.Bold != (n.ID == step.Child) || (ns.Visits == 0) != strings.HasSuffix(ucb.S, "∞") {
					t.Fatalf("step %d: %s's %q, bold %v, visits %d", k, tr.Name(n.ID), ucb.S, ucb.Bold, ns.Visits)
				}
			}
			reward := false
			for _, tx := range n.Texts {
				reward = reward || strings.HasPrefix(tx.S, "r = ")
			}
			if reward != (step.Kind == search.Simulate && step.Child == n.ID) {
				t.Fatalf("step %d (%v): %s has a reward %v", k, step.Kind, tr.Name(n.ID), reward)
			}
			if inner := !tr.Nodes[n.ID].IsLeaf(); inner && (visits != nil) != (ns.Visits > 0) {
				t.Fatalf("step %d: %s has %d visits, text %v", k, tr.Name(n.ID), ns.Visits, visits)
			}
			if inner := !tr.Nodes[n.ID].IsLeaf(); inner && ns.Visits > 0 && n.Value.S == "" {
				t.Fatalf("step %d: %s visited but no mean inside", k, tr.Name(n.ID))
			}
		}
		var boxes []Rect
		for _, n := range sc.Nodes {
			for _, tx := range n.Texts {
				if isUCB(tx.S) {
					r := tx.Rect()
					for _, o := range boxes {
						if r.MinX < o.MaxX && o.MinX < r.MaxX && r.MinY < o.MaxY && o.MinY < r.MaxY {
							t.Fatalf("step %d: UCB1 values run into each other: %q at %v and one at %v", k, tx.S, r, o)
						}
					}
					boxes = append(boxes, r)
				}
			}
		}
		for _, e := range sc.Edges {
			onPlayout := false
			for _, id := range playout {
				onPlayout = onPlayout || id == e.To
			}
			if e.Paint.Dashed != onPlayout {
				t.Fatalf("step %d: the edge into %s dashed %v, on the playout %v", k, tr.Name(e.To), e.Paint.Dashed, onPlayout)
			}
			sawDash = sawDash || onPlayout
			if step.Kind == search.Select && e.To == step.Child && e.Paint != st.Pal.StackEdge {
				t.Fatalf("step %d: the edge into the child selected is not the path's", k)
			}
		}
	}
	if !sawUCB || !sawDash {
		t.Errorf("no UCB1 value (%v) or no playout (%v) in 40 iterations", sawUCB, sawDash)
	}
	items := st.Legend()
	if items[len(items)-2].ID != "mcts_playout" || !items[len(items)-2].Paint.Dashed {
		t.Errorf("legend %v", items)
	}
}

// isUCB tells a UCB1 value written beside an edge: "UCB1 1.98", or only
// "1.98" (or "∞") where the children are close.
func isUCB(s string) bool {
	s = strings.TrimPrefix(s, "UCB1 ")
	if s == "∞" {
		return true
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil && strings.Contains(s, ".")
}
