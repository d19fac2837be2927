package search

import (
	"slices"

	"gametree/internal/tree"
)

// Status is where a node stands at a step.
type Status uint8

const (
	// NotReached: not called yet (or never: below the depth limit).
	NotReached Status = iota
	// OnStack: called, not returned, and not the node the step is about.
	OnStack
	// Current: the node whose call the step is about.
	Current
	// Done: returned.
	Done
	// Pruned: skipped by a cutoff, itself or an ancestor.
	Pruned
)

var statusNames = [...]string{"not reached", "on the call stack", "current", "done", "pruned"}

// String returns "not reached", "on the call stack", "current", "done" or
// "pruned".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "status?"
}

// NodeState is everything a picture shows about one node at one step.
type NodeState struct {
	State
	Status Status
	// Call is the number of the call that entered the node; 0 if none yet.
	Call int32
	// Visits is the node's visits in Monte Carlo tree search (whose V is
	// the mean reward on the values' scale, Alpha and Beta unset).
	Visits int32
}

// Snapshot is the state of every node after a step. It is a value computed
// from the trace on demand: making one costs nothing, and each node costs a
// binary search over that node's own steps.
type Snapshot struct {
	tr *Trace
	k  int32
}

// At returns the snapshot after step k (clamped to the trace).
func (tr *Trace) At(k int) Snapshot {
	return Snapshot{tr: tr, k: int32(tr.clamp(k))}
}

// Index returns the step the snapshot is taken after.
func (s Snapshot) Index() int { return int(s.k) }

// Step returns the step the snapshot is taken after.
func (s Snapshot) Step() Step { return *s.tr.Step(s.k) }

// Current returns the node the step is about, or tree.None at Start and End.
func (s Snapshot) Current() tree.NodeID {
	switch st := s.tr.Step(s.k); st.Kind {
	case Start, End, Phase:
		return tree.None
	default:
		return st.Node
	}
}

// Node returns one node's status, window, V, chosen child and call number.
func (s Snapshot) Node(id tree.NodeID) NodeState {
	tr := s.tr
	if tr.sampling != nil {
		return s.sampledNode(id)
	}
	if tr.revisits && (len(tr.phases) > 0 || tr.events[id] > 1) {
		return s.revisited(id)
	}
	ns := NodeState{State: unset()}
	if p := tr.pruned[id]; p >= 0 && p <= s.k {
		ns.Status = Pruned
		return ns
	}
	enter := tr.enter[id]
	if enter < 0 || enter > s.k {
		return ns
	}
	ns.Call = tr.callNo[id]
	if exit := tr.exit[id]; exit >= 0 && exit <= s.k {
		// Returned: its state is its last step's; no search needed.
		ns.State = tr.final[id]
		ns.Status = Done
		if exit == s.k {
			ns.Status = Current
		}
		return ns
	}
	if own := tr.ownBefore(id, s.k); own >= 0 {
		ns.State = tr.Step(own).State()
	}
	ns.Status = OnStack
	if s.Current() == id {
		ns.Status = Current
	}
	return ns
}

// All fills dst (grown as needed) with every node's state and returns it.
func (s Snapshot) All(dst []NodeState) []NodeState {
	n := s.tr.Tree.Len()
	if cap(dst) < n {
		dst = make([]NodeState, n)
	}
	dst = dst[:n]
	tr := s.tr
	if tr.revisits || tr.sampling != nil {
		for id := range dst {
			dst[id] = s.Node(tree.NodeID(id))
		}
		return dst
	}
	for id := range dst {
		// The common cases inline: not reached, pruned, or returned.
		ns := &dst[id]
		switch p, enter, exit := tr.pruned[id], tr.enter[id], tr.exit[id]; {
		case p >= 0 && p <= s.k:
			*ns = NodeState{State: unset(), Status: Pruned}
		case enter < 0 || enter > s.k:
			*ns = NodeState{State: unset()}
		case exit >= 0 && exit < s.k:
			*ns = NodeState{State: tr.final[id], Status: Done, Call: tr.callNo[id]}
		default:
			*ns = s.Node(tree.NodeID(id))
		}
	}
	return dst
}

// Stack returns the call stack from the root down to the current node.
func (s Snapshot) Stack() []tree.NodeID {
	cur := s.Current()
	var stack []tree.NodeID
	for id := cur; id != tree.None; id = s.tr.Tree.Nodes[id].Parent {
		stack = append(stack, id)
	}
	for i, j := 0, len(stack)-1; i < j; i, j = i+1, j-1 {
		stack[i], stack[j] = stack[j], stack[i]
	}
	return stack
}

// IsFinal reports whether this is the last step.
func (s Snapshot) IsFinal() bool { return int(s.k) == s.tr.len-1 }

// Trace returns the trace the snapshot belongs to.
func (s Snapshot) Trace() *Trace { return s.tr }

// revisited is Node for a search that calls nodes more than once: it reads
// the node's own steps since the current phase began (an MTD(f) pass
// starts from a blank tree). A node is what its last step says (on the
// call stack, or returned), unless a cutoff skipped it, or an ancestor,
// after that step.
func (s Snapshot) revisited(id tree.NodeID) NodeState {
	tr := s.tr
	ns := NodeState{State: unset()}
	from := int32(tr.PhaseAt(int(s.k)))
	last := tr.ownBefore(id, s.k)
	if last >= 0 && tr.Step(last).Kind == End {
		last = tr.ownBefore(id, last-1)
	}
	if last >= 0 && (last < from || tr.Step(last).Kind == Phase || tr.Step(last).Kind == Start) {
		last = -1
	}
	if p := tr.prunedSince(id, from, s.k); p >= 0 && p > last {
		ns.Status = Pruned
		return ns
	}
	if last < 0 {
		return ns
	}
	st := tr.Step(last)
	ns.State = st.State()
	ns.Call = int32(tr.CallOf(int(last)))
	switch {
	case st.Kind == Leaf || st.Kind == Return:
		ns.Status = Done
		if last == s.k {
			ns.Status = Current
		}
	case s.Current() == id:
		ns.Status = Current
	default:
		ns.Status = OnStack
	}
	return ns
}

// prunedSince returns the last Prune step in [from, k] that skipped node
// id or an ancestor, or -1: each ancestor's parent's own steps are read
// back to from.
func (tr *Trace) prunedSince(id tree.NodeID, from, k int32) int32 {
	t := tr.Tree
	found := int32(-1)
	for c := id; t.Nodes[c].Parent != tree.None; c = t.Nodes[c].Parent {
		p := t.Nodes[c].Parent
		for j := tr.ownBefore(p, k); j >= from && j > found; j = tr.ownBefore(p, j-1) {
			if st := tr.Step(j); st.Kind == Prune && slices.Contains(prunedBy(t, st), c) {
				found = j
				break
			}
		}
	}
	return found
}
