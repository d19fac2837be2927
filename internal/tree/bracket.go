package tree

import (
	"bufio"
	"fmt"
	"io"
)

// ReadBracket reads bracket notation: a number is a leaf, a list is an
// inner node, e.g. [[3,12,8],[2,4,6],[14,5,2]] (AIMA Figure 5.2). Commas
// between items may be left out; '#' starts a comment that runs to the end
// of the line. Nodes are labelled with AutoLabel. Trees over MaxNodes
// nodes are refused.
func ReadBracket(src []byte) (*Tree, error) { return readBracket(src, MaxNodes) }

func readBracket(src []byte, limit int) (*Tree, error) {
	s := newScanner(src, true)
	s.setLimit(limit)
	first, err := s.peek()
	if err != nil {
		return nil, err
	}
	if first.kind == tokEOF {
		return nil, s.errAt(first.line, first.col, ErrEmptyInput, "parse.empty_bracket")
	}
	g := newGrower(s.capacity, firstRoom)
	g.s = s
	s.next()
	if err := parseBracketItem(s, g, first, None, 0); err != nil {
		return nil, err
	}
	if err := expectEOF(s); err != nil {
		return nil, err
	}
	g.t.AutoLabel()
	return g.t, nil
}

func expectEOF(s *scanner) error {
	tok, err := s.next()
	if err != nil {
		return err
	}
	if tok.kind != tokEOF {
		return s.errAt(tok.line, tok.col, ErrSyntax, "parse.expected_end", "Found", tok.describe())
	}
	return nil
}

// parseBracketItem adds the number or list that tok starts under parent.
// Tokens are taken with next, not peeked, so that each is copied once.
func parseBracketItem(s *scanner, g *grower, tok token, parent NodeID, depth int) error {
	switch tok.kind {
	case tokNumber:
		if err := s.room(g.t, tok); err != nil {
			return err
		}
		g.add(parent, Node{Value: tok.num, HasValue: true})
		return nil
	case tokLBrack:
	case tokEOF:
		return s.errAt(tok.line, tok.col, ErrSyntax, "parse.unclosed_list")
	default:
		return s.errAt(tok.line, tok.col, ErrSyntax, "parse.expected_node_bracket", "Found", tok.describe())
	}
	if depth >= MaxDepth {
		return s.errAt(tok.line, tok.col, ErrTooDeep, "parse.lists_too_deep", "Max", MaxDepth)
	}
	if err := s.room(g.t, tok); err != nil {
		return err
	}
	id := g.add(parent, Node{})
	mark := g.mark()
	for {
		next, err := s.next()
		if err != nil {
			return err
		}
		if next.kind == tokRBrack {
			if !g.has(mark) {
				return s.errAt(tok.line, tok.col, ErrEmptyList, "parse.empty_list")
			}
			g.close(id, mark)
			return nil
		}
		if next.kind == tokComma && g.has(mark) {
			if next, err = s.next(); err != nil {
				return err
			} else if next.kind == tokRBrack || next.kind == tokComma {
				return s.errAt(next.line, next.col, ErrSyntax, "parse.expected_after_comma", "Found", next.describe())
			}
		}
		if err := parseBracketItem(s, g, next, id, depth+1); err != nil {
			return err
		}
	}
}

// grower builds a tree in preorder for the readers and the generator. A
// node's children are known only when its list closes, after all their
// subtrees: until then their ids wait on a stack, and at the close they
// are copied into the chunk that child lists are cut from. No child list
// grows by append. A reader's tree takes memory as it is read, never
// ahead of it by more than the text read so far foretells, and never
// beyond the most nodes the limit and the memory budget allow.
type grower struct {
	t *Tree
	// kids is the chunk child lists are cut from; open holds the children
	// of the lists still open, innermost last.
	kids, open []NodeID
	// most is how many nodes the tree may have.
	most int
	// s is the reader's scanner: how many nodes the text read so far
	// holds foretells how many the rest does. Nil for the generator,
	// which knows its count.
	s *scanner
}

// firstRoom is how many nodes a tree read starts with room for.
const firstRoom = 1024

// newGrower starts a tree that may have up to most nodes, with room for
// reserve of them.
func newGrower(most, reserve int) *grower {
	most = max(most, 1)
	return &grower{t: &Tree{RootKind: Max, Nodes: make([]Node, 0, max(min(reserve, most), 1))}, most: most}
}

// add appends n under parent, or as the root when parent is None.
func (g *grower) add(parent NodeID, n Node) NodeID {
	id := NodeID(len(g.t.Nodes))
	if len(g.t.Nodes) == cap(g.t.Nodes) {
		more := make([]Node, len(g.t.Nodes), g.room())
		copy(more, g.t.Nodes)
		g.t.Nodes = more
	}
	n.Parent = parent
	g.t.Nodes = append(g.t.Nodes, n)
	if parent != None {
		g.open = append(g.open, id)
	}
	return id
}

// room is how many nodes to make room for when the nodes' array is full:
// what the text read so far foretells for the whole text, and an eighth
// more, but at most eight times as many as there are, so that a tree read
// never holds much more than it has read; never more than most, always
// one more.
func (g *grower) room() int {
	n := len(g.t.Nodes)
	next := max(8*n, firstRoom)
	if g.s != nil && g.s.pos > 0 {
		foretold := int(int64(n)*int64(len(g.s.src))/int64(g.s.pos)) + n/8
		next = min(next, max(foretold, n+n/4))
	}
	return max(min(next, g.most), n+1)
}

// mark is where the children of the node just added will start on the stack.
func (g *grower) mark() int { return len(g.open) }

// has reports whether a child was added since mark.
func (g *grower) has(mark int) bool { return len(g.open) > mark }

// close gives node id the children added since mark. Each list is cut to
// its length, so appending to one (an edit) copies it and never writes
// over the next. A list that does not fit in the chunk's room starts a
// new chunk, with room for the children waiting on the stack and for
// every node the nodes' array still has room for; the lists already cut
// keep the old chunk alive, all of it in use but for its end.
func (g *grower) close(id NodeID, mark int) {
	if kids := g.open[mark:]; len(kids) > 0 {
		if cap(g.kids)-len(g.kids) < len(kids) {
			g.kids = make([]NodeID, 0, max(cap(g.t.Nodes)-len(g.t.Nodes)+len(g.open), firstRoom))
		}
		start := len(g.kids)
		g.kids = append(g.kids, kids...)
		g.t.Nodes[id].Children = g.kids[start:len(g.kids):len(g.kids)]
	}
	g.open = g.open[:mark]
}

// add appends n under parent, or as the root when parent is None.
func (t *Tree) add(parent NodeID, n Node) NodeID {
	if parent == None {
		t.Nodes = append(t.Nodes, n)
		t.Nodes[0].Parent = None
		return Root
	}
	return t.AddChild(parent, n)
}

// WriteBracket writes t in bracket notation, one line, values only.
// Labels, kinds, moves and estimates have no place in this notation and
// are not written; ReadBracket gives back the same shape and values.
func WriteBracket(w io.Writer, t *Tree) error {
	if err := t.Validate(); err != nil {
		return fmt.Errorf("write bracket notation: %w", err)
	}
	bw := bufio.NewWriter(w)
	// Iterative, so deep trees cannot exhaust the stack: each frame is a
	// node and the index of the next child to write.
	type frame struct {
		id   NodeID
		next int
	}
	stack := []frame{{Root, 0}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		n := &t.Nodes[f.id]
		if n.IsLeaf() {
			bw.WriteString(FormatValue(n.Value))
			stack = stack[:len(stack)-1]
			continue
		}
		if f.next == 0 {
			bw.WriteByte('[')
		} else if f.next < len(n.Children) {
			bw.WriteByte(',')
		}
		if f.next == len(n.Children) {
			bw.WriteByte(']')
			stack = stack[:len(stack)-1]
			continue
		}
		f.next++
		stack = append(stack, frame{n.Children[f.next-1], 0})
	}
	bw.WriteByte('\n')
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write bracket notation: %w", err)
	}
	return nil
}
