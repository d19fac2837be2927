package tree

import (
	"math"
	"strconv"
)

// AutoLabel names every node that has no label, the way seed 000 names
// its tree: inner nodes get a, b, c, … in preorder (after z: aa, ab, …)
// and a leaf gets its parent's label followed by its 1-based position
// among the parent's children (d1, d2). Inner nodes that already have a
// label still use up their letter, so adding one label never renames the
// rest. A tree that is a single leaf is named "a".
func (t *Tree) AutoLabel() {
	inner := 0
	for _, id := range t.Preorder() {
		n := &t.Nodes[id]
		if n.IsLeaf() && n.Parent != None {
			continue // named below, by its parent, which preorder visits first
		}
		if n.Label == "" {
			n.Label = Letters(inner)
		}
		inner++
		for i, c := range n.Children {
			if child := &t.Nodes[c]; child.IsLeaf() && child.Label == "" {
				child.Label = n.Label + strconv.Itoa(i+1)
			}
		}
	}
}

// Letters returns the i-th name of the sequence a … z, aa … az, ba … zz,
// aaa … (bijective base 26, i from 0).
func Letters(i int) string {
	var buf [16]byte
	pos := len(buf)
	for n := i + 1; n > 0; n = (n - 1) / 26 {
		pos--
		buf[pos] = byte('a' + (n-1)%26)
	}
	return string(buf[pos:])
}

// FormatValue writes a value the way people write it: 3, -2.5, 0.125,
// 1e+300, +inf, -inf. Every finite value reads back exactly.
func FormatValue(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	case v == 0:
		return "0"
	}
	if a := math.Abs(v); a >= 1e-4 && a < 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}
