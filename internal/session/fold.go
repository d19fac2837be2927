package session

import (
	"slices"

	"gametree/internal/tree"
)

// FoldLeaves is the number of leaves above which the window folds a tree
// when View.Fold is on, whatever its screen: a tree that big cannot be
// read whole on one. (A smaller tree is folded too when the window finds
// it too small to read fitted into its canvas.)
const FoldLeaves = 100

// Unfolded returns the nodes whose children the window draws at the step
// shown, the rest of the tree folded away (scene.Geometry.Fold), or nil
// to draw the whole tree. fold says whether the window folds this tree
// (View.Fold on, and the tree too big to read whole: Big, or its canvas
// too small for it). No tree is folded while an exercise runs on it (an
// exercise would show its answers). The nodes opened are the root, the
// calls in progress, the selected node and those above it, and once the
// search is over the principal variation. The list is sorted, so that
// two steps drawn alike give equal lists.
func (s *Session) Unfolded(fold bool) []tree.NodeID { return s.UnfoldedLevels(fold, 0) }

// UnfoldedLevels is Unfolded with every node of the first levels levels
// open as well: the levels that fit the screen stand whole, the search
// opening its way below them (presenter mode's lecture view).
func (s *Session) UnfoldedLevels(fold bool, levels int) []tree.NodeID {
	if !fold || !s.Ready() || s.Practising() {
		return nil
	}
	snap := s.Snapshot()
	open := append([]tree.NodeID{tree.Root}, snap.Stack()...)
	t := s.trace.Tree
	for row, level := []tree.NodeID{tree.Root}, 1; level < levels && len(row) > 0; level++ {
		var next []tree.NodeID
		for _, id := range row {
			next = append(next, t.Nodes[id].Children...)
		}
		open = append(open, next...)
		row = next
	}
	if snap.IsFinal() {
		open = append(open, s.trace.PV...)
	}
	for id := s.Selected(); id != tree.None; id = t.Nodes[id].Parent {
		open = append(open, id)
	}
	slices.Sort(open)
	return slices.Compact(open)
}

// Big says whether t has more than FoldLeaves leaves; it stops counting
// there.
func Big(t *tree.Tree) bool {
	leaves := 0
	for i := range t.Nodes {
		if t.Nodes[i].IsLeaf() {
			if leaves++; leaves > FoldLeaves {
				return true
			}
		}
	}
	return false
}
