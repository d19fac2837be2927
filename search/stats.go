package search

import "gametree/tree"

// Stats counts what a search did.
type Stats struct {
	// Calls is the number of nodes visited (recursive calls).
	Calls int
	// LeavesEvaluated counts leaves, and estimates at the depth limit,
	// that were evaluated.
	LeavesEvaluated int
	// Cutoffs counts the cutoff tests that held.
	Cutoffs int
	// PrunedSubtrees counts the children skipped by cutoffs; each is the
	// root of a pruned subtree (perhaps a single leaf).
	PrunedSubtrees int
	// PrunedLeaves counts the leaves of the searched tree inside pruned
	// subtrees (a node at the depth limit counts as a leaf).
	PrunedLeaves int
	// PrunedNodes counts the nodes of the searched tree inside pruned
	// subtrees.
	PrunedNodes int
}

// SearchLeaves returns, left to right, the leaves of the tree as the search
// sees it: the tree's leaves, except that with a depth limit the nodes at
// the limit are leaves and what lies below them is not searched.
func (tr *Trace) SearchLeaves() []tree.NodeID {
	var leaves []tree.NodeID
	for _, id := range tr.Tree.Preorder() {
		if d := tr.Depth(id); d == 0 || d > 0 && tr.Tree.Nodes[id].IsLeaf() {
			leaves = append(leaves, id)
		}
	}
	return leaves
}

// MinimaxStats returns what minimax does on the same tree with the same
// depth limit: it calls every node of the searched tree and evaluates every
// one of its leaves. Alpha-beta's savings are measured against it.
func (tr *Trace) MinimaxStats() Stats { return tr.minimax }

func (tr *Trace) countMinimax() Stats {
	var st Stats
	for id := range tr.Tree.Nodes {
		if d := tr.Depth(tree.NodeID(id)); d >= 0 {
			st.Calls++
			if d == 0 || tr.Tree.Nodes[id].IsLeaf() {
				st.LeavesEvaluated++
			}
		}
	}
	return st
}
