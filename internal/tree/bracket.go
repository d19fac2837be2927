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
	s.limit = limit
	first, err := s.peek()
	if err != nil {
		return nil, err
	}
	if first.kind == tokEOF {
		return nil, s.errAt(first.line, first.col, ErrEmptyInput, "parse.empty_bracket")
	}
	guess := 1 // a number alone is a one-node tree, whatever follows it
	if first.kind == tokLBrack {
		guess = min(countBracketNodes(src), limit)
	}
	g := newGrower(guess)
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

// countBracketNodes counts the nodes bracket text holds, one per '[' and
// one per number, without reading it: exact for text written as
// WriteBracket writes it, close for any other, so that the reader can
// take the memory for the nodes at once instead of growing to it.
func countBracketNodes(src []byte) int {
	n := 0
	prev := byte(' ')
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '[':
			n++
		case c == '#': // a comment, up to the end of the line
			for i+1 < len(src) && src[i+1] != '\n' {
				i++
			}
		case c == '-' || c == '+': // a sign starts a number, but not in an exponent
			if prev != 'e' && prev != 'E' {
				n++
			}
		case isDigit(c) || c == '.':
			if !isDigit(prev) && !isLetter(prev) && prev != '.' && prev != '-' && prev != '+' {
				n++
			}
		}
		prev = c
	}
	return n
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

// grower builds a tree in preorder for the readers. A node's children
// are known only when its list closes, after all their subtrees: until
// then their ids wait on a stack, and at the close they are copied into
// one array that every child list of the tree is cut from. No child list
// grows by append, and the nodes take the memory guessed for them at once.
type grower struct {
	t *Tree
	// kids backs every child list; open holds the children of the lists
	// still open, innermost last.
	kids, open []NodeID
}

// newGrower starts a tree with room for guess nodes.
func newGrower(guess int) *grower {
	guess = max(guess, 1)
	return &grower{t: &Tree{RootKind: Max, Nodes: make([]Node, 0, guess)}, kids: make([]NodeID, 0, guess-1)}
}

// add appends n under parent, or as the root when parent is None.
func (g *grower) add(parent NodeID, n Node) NodeID {
	id := NodeID(len(g.t.Nodes))
	n.Parent = parent
	g.t.Nodes = append(g.t.Nodes, n)
	if parent != None {
		g.open = append(g.open, id)
	}
	return id
}

// mark is where the children of the node just added will start on the stack.
func (g *grower) mark() int { return len(g.open) }

// has reports whether a child was added since mark.
func (g *grower) has(mark int) bool { return len(g.open) > mark }

// close gives node id the children added since mark. Each list is cut to
// its length, so appending to one (an edit) copies it and never writes
// over the next.
func (g *grower) close(id NodeID, mark int) {
	if kids := g.open[mark:]; len(kids) > 0 {
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
