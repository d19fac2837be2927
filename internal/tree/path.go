package tree

import (
	"gametree/internal/i18n"
	"slices"
	"strconv"
	"strings"
)

// Path locates a node by the child positions leading to it from the root
// (the root is the empty path). Paths survive the renumbering that edits
// cause, ids do not.
type Path []int

// String writes a path as "root" or "2.1" (1-based positions).
func (p Path) String() string {
	if len(p) == 0 {
		return "root"
	}
	parts := make([]string, len(p))
	for i, c := range p {
		parts[i] = strconv.Itoa(c + 1)
	}
	return strings.Join(parts, ".")
}

// ErrNoNode is returned for a path that leads nowhere.
var ErrNoNode = i18n.New("path.no_node")

// At returns the node at path p.
func (t *Tree) At(p Path) (NodeID, error) {
	if len(t.Nodes) == 0 {
		return None, ErrEmptyTree
	}
	id := Root
	for i, c := range p {
		kids := t.Nodes[id].Children
		if c < 0 || c >= len(kids) {
			return None, i18n.Wrap(ErrNoNode, "path.no_child", "Path", Path(p[:i+1]).String(), "Node", t.Name(id), "Count", len(kids))
		}
		id = kids[c]
	}
	return id, nil
}

// PathOf returns the path to node id.
func (t *Tree) PathOf(id NodeID) Path {
	var rev []int
	for id != Root && id != None {
		parent := t.Nodes[id].Parent
		rev = append(rev, slices.Index(t.Nodes[parent].Children, id))
		id = parent
	}
	p := make(Path, len(rev))
	for i := range rev {
		p[i] = rev[len(rev)-1-i]
	}
	return p
}

// Clone returns a deep copy of t: nothing it holds is shared with t.
func (t *Tree) Clone() *Tree {
	c := *t
	c.Nodes = make([]Node, len(t.Nodes))
	total := 0
	for i := range t.Nodes {
		total += len(t.Nodes[i].Children)
	}
	kids := make([]NodeID, 0, total) // one backing array for every child list
	for i, n := range t.Nodes {
		c.Nodes[i] = n
		if len(n.Children) > 0 {
			start := len(kids)
			kids = append(kids, n.Children...)
			c.Nodes[i].Children = kids[start:len(kids):len(kids)]
		}
	}
	return &c
}

// renumber stores the nodes reachable from the root in preorder and drops
// the rest (a subtree cut off by an edit).
func (t *Tree) renumber() {
	order := t.Preorder()
	newID := make([]NodeID, len(t.Nodes))
	for i := range newID {
		newID[i] = None
	}
	for i, id := range order {
		newID[id] = NodeID(i)
	}
	nodes := make([]Node, len(order))
	for i, id := range order {
		n := t.Nodes[id]
		if n.Parent != None {
			n.Parent = newID[n.Parent]
		}
		if len(n.Children) > 0 {
			kids := make([]NodeID, len(n.Children))
			for j, c := range n.Children {
				kids[j] = newID[c]
			}
			n.Children = kids
		}
		nodes[i] = n
	}
	t.Nodes = nodes
}

// subtree copies the subtree under id into a tree of its own.
func (t *Tree) subtree(id NodeID) *Tree {
	s := &Tree{RootKind: Max}
	var copyNode func(id, parent NodeID)
	copyNode = func(id, parent NodeID) {
		n := t.Nodes[id]
		n.Children = nil
		at := s.add(parent, n)
		for _, c := range t.Nodes[id].Children {
			copyNode(c, at)
		}
	}
	copyNode(id, None)
	return s
}

// graft inserts a copy of s as child number index of parent.
func (t *Tree) graft(parent NodeID, index int, s *Tree) {
	var copyNode func(id, under NodeID, at int) NodeID
	copyNode = func(id, under NodeID, at int) NodeID {
		n := s.Nodes[id]
		kids := n.Children
		n.Children = nil
		n.Parent = under
		nid := NodeID(len(t.Nodes))
		t.Nodes = append(t.Nodes, n)
		list := t.Nodes[under].Children
		list = append(list[:at:at], append([]NodeID{nid}, list[at:]...)...)
		t.Nodes[under].Children = list
		for i, c := range kids {
			copyNode(c, nid, i)
		}
		return nid
	}
	copyNode(Root, parent, index)
}
