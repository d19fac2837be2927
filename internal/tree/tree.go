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
	"gametree/internal/i18n"
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
	// Chance is a throw of dice: nobody chooses, each child happens with
	// its probability and the node is worth the expected value. A chance
	// node is always marked so; its Auto children belong to the player
	// who did not move before the throw.
	Chance
)

// String returns "MAX", "MIN", "CHANCE" or "auto".
func (k Kind) String() string {
	switch k {
	case Max:
		return "MAX"
	case Min:
		return "MIN"
	case Chance:
		return "CHANCE"
	}
	return "auto"
}

// Opposite returns the other player: MIN for MAX and MAX for MIN (and for
// Auto and Chance).
func (k Kind) Opposite() Kind {
	if k == Max {
		return Min
	}
	return Max
}

// ParseKind reads "max", "min" or "chance" (any case); anything else is
// an error.
func ParseKind(s string) (Kind, error) {
	switch s {
	case "max", "MAX", "Max":
		return Max, nil
	case "min", "MIN", "Min":
		return Min, nil
	case "chance", "CHANCE", "Chance":
		return Chance, nil
	}
	return Auto, i18n.Wrap(ErrBadKind, "kind.bad", "Kind", strconv.Quote(s))
}

// ParsePlayer reads "max" or "min" (any case): who moves, never chance.
func ParsePlayer(s string) (Kind, error) {
	if k, err := ParseKind(s); err == nil && k != Chance {
		return k, nil
	}
	return Auto, i18n.Wrap(ErrBadKind, "kind.bad_player", "Kind", strconv.Quote(s))
}

// ErrBadKind is returned for a kind that is neither max, min nor chance.
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
	// Probability is the chance of this node under a chance node; valid
	// when HasProbability (without it the children of a chance node are
	// equally likely: see Tree.Probability).
	Probability float64
	// Parent is None for the root.
	Parent NodeID
	// Kind overrides who moves here; Auto alternates with the parent.
	Kind Kind
	// HasValue is set on leaves, which must carry a value.
	HasValue bool
	// HasEstimate is set when Estimate holds a static value.
	HasEstimate bool
	// HasProbability is set when Probability holds the node's chance.
	HasProbability bool
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
		p := t.Nodes[id].Parent
		switch k := t.Nodes[id].Kind; {
		case k != Auto:
			kinds[id] = k
		case kinds[p] == Chance: // the player who did not move before the throw
			kinds[id] = t.mover(kinds, p).Opposite()
		default:
			kinds[id] = kinds[p].Opposite()
		}
	})
	return kinds
}

// mover is who moved last above chance node id: the kind of its nearest
// ancestor that is not a chance node, or Min (so that MAX moves next)
// when there is none.
func (t *Tree) mover(kinds []Kind, id NodeID) Kind {
	for ; id != None; id = t.Nodes[id].Parent {
		if kinds[id] != Chance {
			return kinds[id]
		}
	}
	return Min
}

// HasChance reports whether some node of t is a chance node.
func (t *Tree) HasChance() bool {
	for i := range t.Nodes {
		if t.Nodes[i].Kind == Chance {
			return true
		}
	}
	return false
}

// Probability returns the chance of node id under its parent: its own
// Probability when set, else an equal share among its siblings; 1 for
// the root.
func (t *Tree) Probability(id NodeID) float64 {
	n := &t.Nodes[id]
	if n.HasProbability {
		return n.Probability
	}
	if n.Parent == None {
		return 1
	}
	return 1 / float64(len(t.Nodes[n.Parent].Children))
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
	// ErrProbability is wrapped by the errors about the probabilities of
	// a chance node's children.
	ErrProbability = i18n.New("probability.bad")
)

// ProbabilityTolerance is how far the probabilities of a chance node's
// children may add up away from 1.
const ProbabilityTolerance = 1e-9

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
		if err := t.CheckProbabilities(id); err != nil {
			return err
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
	case n.Kind > Chance:
		return ErrBadKind
	}
	return nil
}

// CheckProbabilities checks the probabilities under node id: none unless
// it is a chance node; there, each child's in [0, 1], given for every
// child or for none, and adding up to 1 (within ProbabilityTolerance).
// The error names the node.
func (t *Tree) CheckProbabilities(id NodeID) error {
	n := &t.Nodes[id]
	given, sum := 0, 0.0
	for _, c := range n.Children {
		k := &t.Nodes[c]
		if !k.HasProbability {
			continue
		}
		if n.Kind != Chance {
			return i18n.Wrap(ErrProbability, "probability.not_chance", "Node", t.Name(c), "Parent", t.Name(id))
		}
		if !finite(k.Probability) || k.Probability < 0 || k.Probability > 1 {
			return i18n.Wrap(ErrProbability, "probability.range", "Node", t.Name(c), "P", i18n.Number(FormatValue(k.Probability)))
		}
		given++
		sum += k.Probability
	}
	switch {
	case given > 0 && given < len(n.Children):
		return i18n.Wrap(ErrProbability, "probability.some", "Node", t.Name(id), "Given", given, "Children", len(n.Children))
	case given > 0 && math.Abs(sum-1) > ProbabilityTolerance:
		return i18n.Wrap(ErrProbability, "probability.sum", "Node", t.Name(id), "Sum", i18n.Number(FormatValue(sum)))
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
