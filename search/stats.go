package search

import "gametree/internal/tree"

// Stats counts what a search did.
type Stats struct {
	// Calls is the number of nodes visited (recursive calls).
	Calls int
	// LeavesEvaluated counts leaves, and estimates at the depth limit,
	// that were evaluated.
	LeavesEvaluated int
	// Cutoffs counts the cutoff tests that held (Star1's bound tests at
	// chance nodes too).
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
	// Researches counts PVS's second searches of a child whose null-window
	// search failed high, and iterative deepening's second searches of an
	// iteration whose value fell outside its aspiration window.
	Researches int
	// Recalls counts the calls that memory (MTD(f)'s, or a transposition
	// table) settled without a search.
	Recalls int
	// Passes counts the searches of the whole tree from its root: MTD(f)'s
	// null-window passes, iterative deepening's iterations and their
	// second searches, Monte Carlo tree search's iterations. (There Calls
	// counts the nodes its search tree reached and LeavesEvaluated its
	// playouts.)
	Passes int
}

// SearchLeaves returns, left to right, the leaves of the tree as the search
// sees it: the tree's leaves, except that with a depth limit the nodes at
// the limit are leaves and what lies below them is not searched.
func (tr *Trace) SearchLeaves() []tree.NodeID { return tr.shape().leaves(tr.minimax.LeavesEvaluated) }

// MinimaxStats returns what minimax does on the same tree with the same
// depth limit: it calls every node of the searched tree and evaluates every
// one of its leaves. Alpha-beta's savings are measured against it.
func (tr *Trace) MinimaxStats() Stats { return tr.minimax }

// count counts step s if it is a call, an evaluation or a cutoff.
func (st *Stats) count(s *Step) {
	switch s.Kind {
	case Call:
		st.Calls++
	case Leaf:
		st.LeavesEvaluated++
	case CutoffTest, UpperTest, LowerTest:
		if s.Yes {
			st.Cutoffs++
		}
	case Research:
		if s.Yes {
			st.Researches++
		}
	case Recall:
		if s.Yes {
			st.Recalls++
		}
	case Phase:
		st.Passes++
		if s.Yes {
			st.Researches++
		}
	case Expand:
		st.Calls++
	case Simulate:
		st.LeavesEvaluated++
	case Backpropagate:
		if s.Node == tree.Root {
			st.Passes++
			if s.Alpha == 1 { // the root joins the search tree
				st.Calls++
			}
		}
	}
}

// shape is the tree as a search sees it: who moves at each node, each
// node's level and the remaining depth at the root. Traces and Results
// share its arithmetic.
type shape struct {
	t         *tree.Tree
	kinds     []tree.Kind
	levels    []int32
	rootDepth int
	// bounds are Star1's (given, or the tree's own); zero otherwise.
	bounds Bounds
}

// depth is the remaining depth a node is (or would be) called with;
// negative below a depth limit.
func (sh shape) depth(id tree.NodeID) int { return sh.rootDepth - int(sh.levels[id]) }

// isLeaf reports whether the search evaluates the node instead of
// searching its children.
func (sh shape) isLeaf(id tree.NodeID) bool {
	d := sh.depth(id)
	return d == 0 || d > 0 && sh.t.Nodes[id].IsLeaf()
}

// leaves lists the leaves of the searched tree left to right; count is
// how many there are (room is made for them at once).
func (sh shape) leaves(count int) []tree.NodeID {
	leaves := make([]tree.NodeID, 0, count)
	for _, id := range sh.t.Preorder() {
		if sh.isLeaf(id) {
			leaves = append(leaves, id)
		}
	}
	return leaves
}

func (sh shape) countMinimax() Stats {
	var st Stats
	for id := range sh.t.Nodes {
		if d := sh.depth(tree.NodeID(id)); d >= 0 {
			st.Calls++
			if d == 0 || sh.t.Nodes[id].IsLeaf() {
				st.LeavesEvaluated++
			}
		}
	}
	return st
}

// prune counts in st the subtree under c that a cutoff skipped, calls mark
// on each of its nodes and returns stack (scratch space, reused).
func (sh shape) prune(c tree.NodeID, stack []tree.NodeID, st *Stats, mark func(tree.NodeID)) []tree.NodeID {
	st.PrunedSubtrees++
	stack = append(stack[:0], c)
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		mark(id)
		stack = append(stack, sh.t.Nodes[id].Children...)
		if depth := sh.depth(id); depth >= 0 { // below the depth limit nothing is searched anyway
			st.PrunedNodes++
			if depth == 0 || sh.t.Nodes[id].IsLeaf() {
				st.PrunedLeaves++
			}
		}
	}
	return stack
}
