package search

import (
	"math"

	"gametree/internal/tree"
)

// StepKind says what happened in a step.
type StepKind uint8

const (
	// Start is step 0: nothing has happened yet.
	Start StepKind = iota
	// Call enters a node with a window (α, β) and a remaining depth; an
	// inner node's V starts at -inf (MAX) or +inf (MIN), at α or β in the
	// slides' stage 2, and is unknown in Bratko's program until its list
	// ends. The slides' stage 1 records its threshold as the window:
	// (-inf, soglia_max) at MAX, (soglia_min, +inf) at MIN.
	Call
	// Leaf evaluates a leaf, or a node's estimate at the depth limit; the
	// node returns that value.
	Leaf
	// CompareV compares a child's value with V: V and the chosen child are
	// updated when the child is strictly better, kept otherwise. In
	// Bratko's program the comparisons come as the list unwinds, from the
	// last child searched back to the first (betterof); the first of them,
	// with no V before it, takes that child as the best of the rest (Yes).
	CompareV
	// CompareBound compares a child's value with α (MAX, and every negamax
	// node) or β (MIN): the bound is updated or kept. In the fail-hard and
	// negamax forms the bound is the running value, so the chosen child
	// changes with it.
	CompareBound
	// CutoffTest asks whether α ≥ β (α > β with Strict). In Bratko's
	// program (goodenough) it asks whether the child's value (Value; Child
	// the child) is beyond the window: > β after a child of MAX, < α after
	// one of MIN; in the slides' stages whether V (Value) has reached the
	// bound: V ≥ β at MAX, V ≤ α at MIN.
	CutoffTest
	// Prune skips the children after a cutoff: Child is the first of them
	// (Yes), or the only one (not Yes: iterative deepening, which searches
	// the children in its own order, prunes them one step each).
	Prune
	// Return leaves a node with its value and chosen child.
	Return
	// End is the last step: the root's value and the principal variation.
	End
	// Phase starts a new search of the whole tree from the root, and a
	// snapshot shows only what happened since the last phase began. Alpha
	// and Beta are the root's window. An MTD(f) pass: Value and V are the
	// bounds known on the root's value before it (lower, upper). An
	// iteration of iterative deepening: Value is its depth, V the value
	// the iteration before found (NaN for the first), Yes says it searches
	// again with the full window, the value having fallen outside the
	// aspiration window.
	Phase
	// Research follows a null-window search of a child that is not the
	// first (PVS): is α < score < β? Yes: the child is searched again with
	// the full window (α, β).
	Research
	// Recall reads the bounds memory (MTD(f)'s, or a transposition
	// table) holds on a node as it is called. Yes: they settle the call,
	// which returns without searching: Value (and V) is the bound or
	// value returned, Settled which test held, the window as called. Not
	// Yes: Alpha and Beta are the window narrowed by them, Value unknown.
	Recall
	// Expect adds a child's share to a chance node's value: Value is the
	// child's value, V the sum so far of probability × value over the
	// children searched (expectimax, Star1).
	Expect
	// UpperTest is Star1's first question after a child of a chance node:
	// Value is the most the node can be worth, V so far with every child
	// not yet searched at the upper bound on leaf values; Yes: that is at
	// most α (above it with Strict's α > β, below it), a cutoff.
	UpperTest
	// LowerTest is Star1's second question: Value is the least the node
	// can be worth, every child not yet searched at the lower bound; Yes:
	// that is at least β, a cutoff.
	LowerTest
	// Select is Monte Carlo tree search's tree policy at Node: Child is
	// the child it goes down to; Value is that child's UCB1, +inf for a
	// child never visited (taken first, left to right), NaN at a chance
	// node, where the dice choose.
	Select
	// Expand adds Node, never visited before, to the search tree.
	Expand
	// Simulate plays at random from Node to a leaf (Child; the moves in
	// between are Trace.Playout's): Value is the leaf's reward, from 0 to
	// 1 for MAX.
	Simulate
	// Backpropagate adds the reward (Value) to Node, one of the path's
	// nodes from the bottom up; Child is the node below it on the path.
	Backpropagate
)

var stepKindNames = [...]string{"start", "call", "leaf", "compareV", "bound", "cutoff", "prune", "return", "end", "phase", "research", "recall", "expect", "upper", "lower", "select", "expand", "simulate", "backpropagate"}

// String returns a short name such as "call" or "prune".
func (k StepKind) String() string {
	if int(k) < len(stepKindNames) {
		return stepKindNames[k]
	}
	return "step?"
}

// Step is one teachable event of a search. In Monte Carlo tree search
// (Select, Expand, Simulate, Backpropagate) Alpha holds Node's visits N
// after the step, Beta the sum of its rewards, V its mean reward on the
// scale of the values (NaN before its first visit) and Chosen its child
// visited most.
type Step struct {
	// Value is the child's value as seen by Node (CompareV, CompareBound:
	// already negated in the negamax forms) or the evaluated value (Leaf).
	Value float64
	// Alpha, Beta, V and Chosen are Node's state after the step; NaN (or
	// tree.None) where not known or not used by the algorithm.
	Alpha, Beta, V float64
	// Node is the node whose call is active: the callee of a Call step, the
	// parent in a comparison.
	Node tree.NodeID
	// Child is the compared child (CompareV, CompareBound, Research; the
	// child just searched in Expect, UpperTest, LowerTest), the
	// first pruned child (Prune), or the node whose search stored what a
	// Recall reads; tree.None otherwise.
	Child tree.NodeID
	// Chosen is Node's chosen child after the step.
	Chosen tree.NodeID
	// Kind says what happened.
	Kind StepKind
	// Yes is the outcome: the comparison updated the node (CompareV,
	// CompareBound) or the cutoff test held (CutoffTest). On a Return it
	// says the node cut off.
	Yes bool
	// Settled says, on a Recall that settles its call (Yes), which of
	// the tests of the bounds held first, as a transposition table tests
	// them: the two equal (the value itself), the lower bound at or above
	// β, the upper at or below α.
	Settled Settle
}

// Settle is which bound settled a call from memory (Step.Settled).
type Settle uint8

// The bounds that settle a call, in the order they are tested.
const (
	NotSettled   Settle = iota
	SettledExact        // lower = upper: the value itself is returned
	SettledLower        // lower ≥ β: the lower bound is returned
	SettledUpper        // upper ≤ α: the upper bound is returned
)

// State returns Node's state after the step.
func (s *Step) State() State {
	return State{Alpha: s.Alpha, Beta: s.Beta, V: s.V, Chosen: s.Chosen}
}

// State is what a call knows about its node: the window, V and the chosen
// child (seed 000's alpha, beta, V and fiu_ales).
type State struct {
	Alpha, Beta, V float64
	Chosen         tree.NodeID
}

// HasWindow reports whether α and β are in use.
func (s State) HasWindow() bool { return !math.IsNaN(s.Alpha) }

// HasV reports whether V is known.
func (s State) HasV() bool { return !math.IsNaN(s.V) }

// unknown is the value of anything not known (yet): NaN.
func unknown() float64 { return math.NaN() }

// unset is the State of a node nobody has called.
func unset() State {
	return State{Alpha: unknown(), Beta: unknown(), V: unknown(), Chosen: tree.None}
}
