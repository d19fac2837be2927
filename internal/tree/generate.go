package tree

import "gametree/internal/i18n"

// MaxNodes is the default limit on the size of a tree, read or generated:
// the readers stop at it before memory grows, and --limit raises it.
const MaxNodes = 2_000_000

// UniformSize returns the number of nodes of a tree where every inner node
// has b children, down to depth d, or an error when it exceeds limit.
func UniformSize(b, d, limit int) (int, error) {
	if b < 1 || d < 0 {
		return 0, i18n.New("spec.uniform_bad", "Branching", b, "Depth", d)
	}
	size, level := 1, 1
	for range d {
		level *= b
		size += level
		if size > limit || level > limit {
			return 0, i18n.Wrap(ErrTooBig, "spec.uniform_too_big", "Branching", b, "Depth", d, "Limit", limit)
		}
	}
	return size, nil
}

// Uniform returns a tree where every inner node has b children, down to
// depth d. Leaf i (left to right, from 0) gets value(i). Nodes are
// unlabelled and stored in preorder, with every child list cut from one
// shared array; call AutoLabel to name them.
func Uniform(b, d int, value func(leaf int) float64) (*Tree, error) {
	size, err := UniformSize(b, d, MaxNodes)
	if err != nil {
		return nil, err
	}
	t := &Tree{RootKind: Max, Nodes: make([]Node, 1, size)}
	t.Nodes[0].Parent = None
	kids := make([]NodeID, 0, size)
	leaf := 0
	var grow func(id NodeID, depth int)
	grow = func(id NodeID, depth int) {
		if depth == d {
			t.Nodes[id].Value, t.Nodes[id].HasValue = value(leaf), true
			leaf++
			return
		}
		first := len(t.Nodes)
		for range b {
			t.Nodes = append(t.Nodes, Node{Parent: id})
			kids = append(kids, NodeID(len(t.Nodes)-1))
		}
		t.Nodes[id].Children = kids[len(kids)-b : len(kids) : len(kids)]
		for i := range b {
			grow(NodeID(first+i), depth+1)
		}
	}
	grow(Root, 0)
	return t, nil
}
