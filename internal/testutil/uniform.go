// Package testutil holds what tests of several packages share and no
// program uses: trees made to measure.
package testutil

import (
	"fmt"

	"gametree/internal/tree"
)

// UniformSize returns the number of nodes of a tree where every inner node
// has b children, down to depth d, or an error when it exceeds limit.
func UniformSize(b, d, limit int) (int, error) {
	if b < 1 || d < 0 {
		return 0, fmt.Errorf("uniform: branching %d, depth %d: need branching ≥ 1 and depth ≥ 0", b, d)
	}
	size, level := 1, 1
	for range d {
		level *= b
		size += level
		if size > limit || level > limit {
			return 0, fmt.Errorf("uniform: branching %d to depth %d: %w", b, d, tree.ErrTooBig)
		}
	}
	return size, nil
}

// Uniform returns a tree where every inner node has b children, down to
// depth d. Leaf i (left to right, from 0) gets value(i). Nodes are
// unlabelled and stored in preorder, with every child list cut from one
// shared array; call AutoLabel to name them.
func Uniform(b, d int, value func(leaf int) float64) (*tree.Tree, error) {
	size, err := UniformSize(b, d, tree.MaxNodes)
	if err != nil {
		return nil, err
	}
	t := &tree.Tree{RootKind: tree.Max, Nodes: make([]tree.Node, 1, size)}
	t.Nodes[0].Parent = tree.None
	kids := make([]tree.NodeID, 0, size)
	leaf := 0
	var grow func(id tree.NodeID, depth int)
	grow = func(id tree.NodeID, depth int) {
		if depth == d {
			t.Nodes[id].Value, t.Nodes[id].HasValue = value(leaf), true
			leaf++
			return
		}
		first := len(t.Nodes)
		for range b {
			t.Nodes = append(t.Nodes, tree.Node{Parent: id})
			kids = append(kids, tree.NodeID(len(t.Nodes)-1))
		}
		t.Nodes[id].Children = kids[len(kids)-b : len(kids) : len(kids)]
		for i := range b {
			grow(tree.NodeID(first+i), depth+1)
		}
	}
	grow(tree.Root, 0)
	return t, nil
}
