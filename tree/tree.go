// Package tree holds the game-tree model that every part of gametree
// shares: nodes with labels, MAX/MIN kinds, leaf values and static
// estimates, plus the readers and writers of its file formats.
//
// Values are always from MAX's point of view. A tree is plain data: once a
// search has run over it, it must not be changed (edits make a new tree).
package tree

import (
	"errors"
	"fmt"
	"gametree/i18n"
	"math"
	"strconv"
)

// NodeID indexes Tree.Nodes. The root is always 0.
type NodeID int32

// None is the NodeID of "no node": the root's parent, a missing chosen child.
const None NodeID = -1

// Root is the NodeID of every tree's root.
const Root NodeID = 0

// Kind says who moves at a node.
type Kind uint8

const (
	// Auto means "not set here": a node alternates with its parent, a tree's
	// root is MAX.
	Auto Kind = iota
	// Max is a node where MAX moves and the largest child value is taken.
	Max
	// Min is a node where MIN moves and the smallest child value is taken.
	Min
)

// String returns "MAX", "MIN" or "auto".
func (k Kind) String() string {
	switch k {
	case Max:
		return "MAX"
	case Min:
		return "MIN"
	}
	return "auto"
}

// Opposite returns the other player: MIN for MAX and MAX for MIN (and for Auto).
func (k Kind) Opposite() Kind {
	if k == Max {
		return Min
	}
	return Max
}

// ParseKind reads "max" or "min" (any case); anything else is an error.
func ParseKind(s string) (Kind, error) {
	switch s {
	case "max", "MAX", "Max":
		return Max, nil
	case "min", "MIN", "Min":
		return Min, nil
	}
	return Auto, i18n.Wrap(ErrBadKind, "kind.bad", "Kind", strconv.Quote(s))
}

// ErrBadKind is returned for a kind that is neither max nor min.
var ErrBadKind = i18n.New("kind.unknown")

// Node is one position of the game.
type Node struct {
	// Label names the node in pictures and narration ("d1"). Empty until
	// AutoLabel fills it in.
	Label string
	// Move names the edge from the parent ("X b2", "heap 2: take 3"); optional.
	Move string
	// Position is the game position at this node in its game's notation
	// (Tree.Game), for drawing the board; optional.
	Position string
	// Children are ordered left to right.
	Children []NodeID
	// Value is a leaf's value (MAX's point of view); valid when HasValue.
	Value float64
	// Estimate is a static value used when a depth limit stops the search
	// here; valid when HasEstimate.
	Estimate float64
	// Parent is None for the root.
	Parent NodeID
	// Kind overrides who moves here; Auto alternates with the parent.
	Kind Kind
	// HasValue is set on leaves, which must carry a value.
	HasValue bool
	// HasEstimate is set when Estimate holds a static value.
	HasEstimate bool
}

// IsLeaf reports whether the node has no children.
func (n *Node) IsLeaf() bool { return len(n.Children) == 0 }

// Tree is a game tree. Nodes[0] is the root.
type Tree struct {
	// Title is shown in the window title and on exported pictures.
	Title string
	// Notes is free text: where the tree comes from, what is invented.
	Notes string
	// Game names the game the positions belong to ("nim", "tictactoe",
	// "reversi6"), or is empty.
	Game string
	// RootKind is who moves at the root when the root has no Kind of its
	// own: Max (also for Auto) or Min.
	RootKind Kind
	// Nodes holds every node; Nodes[i].Children index into it.
	Nodes []Node
}

// New returns a tree holding only a root node built from n.
func New(n Node) *Tree {
	n.Parent = None
	n.Children = nil
	return &Tree{RootKind: Max, Nodes: []Node{n}}
}

// Len returns the number of nodes.
func (t *Tree) Len() int { return len(t.Nodes) }

// AddChild appends n as the last child of parent and returns its id.
func (t *Tree) AddChild(parent NodeID, n Node) NodeID {
	id := NodeID(len(t.Nodes))
	n.Parent = parent
	t.Nodes = append(t.Nodes, n)
	t.Nodes[parent].Children = append(t.Nodes[parent].Children, id)
	return id
}

// Kinds returns the kind of every node. root, when Max or Min, is who moves
// at the root whatever the tree says; with Auto the root's own Kind, then
// the tree's RootKind, decide. Below the root a node keeps its own Kind
// when set and otherwise alternates with its parent.
func (t *Tree) Kinds(root Kind) []Kind {
	kinds := make([]Kind, len(t.Nodes))
	if len(t.Nodes) == 0 {
		return kinds
	}
	switch {
	case root != Auto:
		kinds[Root] = root
	case t.Nodes[Root].Kind != Auto:
		kinds[Root] = t.Nodes[Root].Kind
	case t.RootKind == Min:
		kinds[Root] = Min
	default:
		kinds[Root] = Max
	}
	t.walk(func(id NodeID, _ int) {
		if id == Root {
			return
		}
		if k := t.Nodes[id].Kind; k != Auto {
			kinds[id] = k
		} else {
			kinds[id] = kinds[t.Nodes[id].Parent].Opposite()
		}
	})
	return kinds
}

// Levels returns every node's distance from the root (the root is 0).
func (t *Tree) Levels() []int32 {
	levels := make([]int32, len(t.Nodes))
	t.walk(func(id NodeID, level int) { levels[id] = int32(level) })
	return levels
}

// Height returns the largest distance from the root to a leaf.
func (t *Tree) Height() int {
	h := 0
	t.walk(func(_ NodeID, level int) { h = max(h, level) })
	return h
}

// Preorder returns the node ids in preorder (a node, then its children's
// subtrees left to right).
func (t *Tree) Preorder() []NodeID {
	order := make([]NodeID, 0, len(t.Nodes))
	t.walk(func(id NodeID, _ int) { order = append(order, id) })
	return order
}

// Leaves returns the leaves left to right.
func (t *Tree) Leaves() []NodeID {
	var leaves []NodeID
	t.walk(func(id NodeID, _ int) {
		if t.Nodes[id].IsLeaf() {
			leaves = append(leaves, id)
		}
	})
	return leaves
}

// walk visits every node reachable from the root in preorder without
// recursion, so that deep trees cannot exhaust the stack.
func (t *Tree) walk(visit func(id NodeID, level int)) {
	if len(t.Nodes) == 0 {
		return
	}
	type item struct {
		id    NodeID
		level int
	}
	stack := []item{{Root, 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		visit(it.id, it.level)
		kids := t.Nodes[it.id].Children
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, item{kids[i], it.level + 1})
		}
	}
}

// Errors returned by Validate; test with errors.Is.
var (
	ErrEmptyTree  = errors.New("the tree has no nodes")
	ErrNoValue    = errors.New("leaf has no value")
	ErrBadValue   = errors.New("value is not a finite number")
	ErrValueInner = errors.New("inner node has a value (use an estimate)")
	ErrStructure  = errors.New("broken tree structure")
)

// Validate checks that t is a well-formed tree: every node is reached from
// the root exactly once through consistent parent links, every leaf has a
// finite value, inner nodes carry no value, and estimates are finite.
func (t *Tree) Validate() error {
	if t == nil || len(t.Nodes) == 0 {
		return ErrEmptyTree
	}
	if t.Nodes[Root].Parent != None {
		return fmt.Errorf("%w: the root has a parent", ErrStructure)
	}
	seen := make([]bool, len(t.Nodes))
	seen[Root] = true
	count := 1
	stack := []NodeID{Root}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := &t.Nodes[id]
		if err := n.check(); err != nil {
			return fmt.Errorf("node %s: %w", t.Name(id), err)
		}
		for _, c := range n.Children {
			if c < 0 || int(c) >= len(t.Nodes) {
				return fmt.Errorf("%w: node %s has a child %d out of range", ErrStructure, t.Name(id), c)
			}
			if seen[c] {
				return fmt.Errorf("%w: node %s is reached twice", ErrStructure, t.Name(c))
			}
			if t.Nodes[c].Parent != id {
				return fmt.Errorf("%w: node %s does not point back to its parent %s", ErrStructure, t.Name(c), t.Name(id))
			}
			seen[c] = true
			count++
			stack = append(stack, c)
		}
	}
	if count != len(t.Nodes) {
		return fmt.Errorf("%w: %d of %d nodes are not reachable from the root", ErrStructure, len(t.Nodes)-count, len(t.Nodes))
	}
	return nil
}

func (n *Node) check() error {
	switch {
	case n.IsLeaf() && !n.HasValue:
		return ErrNoValue
	case !n.IsLeaf() && n.HasValue:
		return ErrValueInner
	case n.HasValue && !finite(n.Value):
		return fmt.Errorf("%w: %v", ErrBadValue, n.Value)
	case n.HasEstimate && !finite(n.Estimate):
		return fmt.Errorf("%w: estimate %v", ErrBadValue, n.Estimate)
	case n.Kind > Min:
		return ErrBadKind
	}
	return nil
}

// MoveName names the move to node id for people: the move's text in a
// game ("X c1"), else the node's name.
func (t *Tree) MoveName(id NodeID) string {
	if m := t.Nodes[id].Move; m != "" {
		return m
	}
	return t.Name(id)
}

// Name returns the node's label, or "#id" when it has none yet.
func (t *Tree) Name(id NodeID) string {
	if id >= 0 && int(id) < len(t.Nodes) && t.Nodes[id].Label != "" {
		return t.Nodes[id].Label
	}
	return fmt.Sprintf("#%d", id)
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
