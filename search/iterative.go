package search

import (
	"math"
	"slices"

	"gametree/internal/tree"
)

// iterative is iterative deepening over seed 000's alpha-beta: searches
// of the whole tree to depth 1, 2, … maxDepth, each a phase, each trying
// first the children the one before found best (MAX's highest value
// first, MIN's lowest; children it never reached keep their order, after
// the others). With an aspiration half-width w > 0, an iteration after
// the first starts with the window (v − w, v + w) around the value v the
// one before found, and searches again with the full window when its
// value falls outside. The iterations stop at the tree's height, however
// deep maxDepth is: a search to the height meets no depth limit, and
// every deeper one would search the same tree again to the same value.
// There is always one, which evaluates a tree that is one leaf.
func (e *engine) iterative(maxDepth int, w float64) float64 {
	inf := math.Inf(1)
	e.found = make([]float64, e.t.Len())
	value := unknown()
	maxDepth = max(min(maxDepth, e.t.Height()), 1)
	for d := 1; d <= maxDepth; d++ {
		e.previous, e.found = e.found, make([]float64, e.t.Len())
		for i := range e.found {
			e.found[i] = unknown()
		}
		if d == 1 {
			e.previous = nil // nothing to order by yet: the tree's order
		}
		alpha, beta := -inf, inf
		if w > 0 && d > 1 {
			alpha, beta = value-w, value+w
		}
		e.rec.record(Step{Kind: Phase, Node: tree.Root, Child: tree.None, Alpha: alpha, Beta: beta, Value: float64(d), V: value, Chosen: tree.None})
		v := e.alphaBeta(tree.Root, alpha, beta, d)
		if v <= alpha || v >= beta {
			e.rec.record(Step{Kind: Phase, Node: tree.Root, Child: tree.None, Alpha: -inf, Beta: inf, Value: float64(d), V: value, Chosen: tree.None, Yes: true})
			v = e.alphaBeta(tree.Root, -inf, inf, d)
		}
		value = v
	}
	return value
}

// children are node n's children in the order they are searched: the
// tree's, or iterative deepening's, best first by the values of the
// iteration before.
func (e *engine) children(n tree.NodeID) []tree.NodeID {
	kids := e.t.Nodes[n].Children
	if e.previous == nil {
		return kids
	}
	sorted := slices.Clone(kids)
	maxing := e.kinds[n] != tree.Min
	slices.SortStableFunc(sorted, func(a, b tree.NodeID) int {
		va, vb := e.previous[a], e.previous[b]
		switch {
		case math.IsNaN(va) || math.IsNaN(vb):
			return cmpBool(math.IsNaN(va), math.IsNaN(vb)) // unknown last
		case va == vb:
			return 0
		case (va > vb) == maxing:
			return -1
		}
		return 1
	})
	return sorted
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
