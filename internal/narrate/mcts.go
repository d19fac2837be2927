package narrate

import (
	"fmt"
	"math"
	"strings"

	"gametree/internal/tree"
	"gametree/search"
)

// sampled tells a step of Monte Carlo tree search: the UCB1 sum behind
// each choice, the node that joins the search tree, the playout and its
// reward, the visits and rewards backed up.
func (n *Narrator) sampled(tr *search.Trace, k int) string {
	s := tr.StepAt(k)
	t := tr.Tree
	r := n.rounded
	p := params{
		"Node":      t.Name(s.Node),
		"Player":    tr.Kinds[s.Node].String(),
		"Iteration": n.lang.Int(tr.Iteration(k)),
	}
	if tr.Kinds[s.Node] == tree.Chance {
		p["Player"] = n.say("kind_chance", nil)
	}
	if s.Child != tree.None {
		p["Child"] = t.Name(s.Child)
	}
	switch s.Kind {
	case search.Start:
		p["Algorithm"] = n.say("algo_mcts", nil)
		p["Iterations"] = n.lang.Int(tr.Options.Iterations)
		p["C"] = r(tr.Options.Exploration)
		p["Low"], p["High"] = n.value(tr.Bounds.Low), n.value(tr.Bounds.High)
		if tr.Bounds.Low == tr.Bounds.High {
			return n.say("start_mcts_even", p)
		}
		return n.say("start_mcts", p)
	case search.Select:
		before := tr.At(k - 1)
		switch {
		case tr.Kinds[s.Node] == tree.Chance:
			p["P"] = n.probability(t.Probability(s.Child))
			return n.say("mcts_select_chance", p)
		case math.IsInf(s.Value, 1):
			return n.say("mcts_select_new", p)
		}
		nv, _ := before.Counts(s.Node)
		nc, wc := before.Counts(s.Child)
		p["N"], p["NChild"], p["W"] = n.lang.Int(int(nv)), n.lang.Int(int(nc)), r(wc)
		p["C"], p["UCB"] = r(tr.Options.Exploration), r(s.Value)
		if tr.Kinds[s.Node] == tree.Min {
			return n.say("mcts_select_min", p)
		}
		return n.say("mcts_select_max", p)
	case search.Expand:
		return n.say("mcts_expand", p)
	case search.Simulate:
		leaf := s.Child
		p["Leaf"] = t.Name(leaf)
		p["Value"] = n.value(worth(t, leaf))
		p["Reward"] = r(s.Value)
		moves := tr.Playout(k)
		switch len(moves) {
		case 0:
			return n.say("mcts_simulate_leaf", p)
		case 1:
			return n.say("mcts_simulate_one", p)
		}
		names := make([]string, len(moves)-1) // the positions between, the leaf apart
		for i, id := range moves[:len(moves)-1] {
			names[i] = t.Name(id)
		}
		p["Path"] = strings.Join(names, n.lang.T("session.list_separator"))
		return n.say("mcts_simulate", p)
	case search.Backpropagate:
		p["Reward"] = r(s.Value)
		p["N"], p["W"] = n.lang.Int(int(s.Alpha)), r(s.Beta)
		p["Mean"] = r(s.V)
		if s.Node == tree.Root {
			return n.say("mcts_backprop_root", p)
		}
		return n.say("mcts_backprop", p)
	case search.End:
		p["Iterations"] = n.lang.Int(tr.Options.Iterations)
		if len(tr.PV) < 2 {
			p["Value"] = n.value(tr.Value)
			return n.say("end_mcts_leaf", p)
		}
		best := tr.PV[1]
		ns := tr.At(k).Node(best)
		p["Child"], p["Move"] = t.Name(best), t.MoveName(best)
		p["Visits"], p["Value"] = n.lang.Int(int(ns.Visits)), r(ns.V)
		return n.say("end_mcts", p)
	}
	return fmt.Sprint(s.Kind)
}

// worth is what a playout's last node is worth: a leaf's value, or the
// estimate of a node at the depth limit.
func worth(t *tree.Tree, id tree.NodeID) float64 {
	if n := &t.Nodes[id]; !n.IsLeaf() {
		return n.Estimate
	}
	return t.Nodes[id].Value
}
