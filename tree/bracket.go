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
	t := &Tree{RootKind: Max}
	if err := parseBracketItem(s, t, None, 0); err != nil {
		return nil, err
	}
	if err := expectEOF(s); err != nil {
		return nil, err
	}
	t.AutoLabel()
	return t, nil
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

// parseBracketItem reads one number or list and adds it under parent.
func parseBracketItem(s *scanner, t *Tree, parent NodeID, depth int) error {
	tok, err := s.next()
	if err != nil {
		return err
	}
	switch tok.kind {
	case tokNumber:
		if err := s.room(t, tok); err != nil {
			return err
		}
		t.add(parent, Node{Value: tok.num, HasValue: true})
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
	if err := s.room(t, tok); err != nil {
		return err
	}
	id := t.add(parent, Node{})
	for {
		next, err := s.peek()
		if err != nil {
			return err
		}
		if next.kind == tokRBrack {
			s.next()
			if t.Nodes[id].IsLeaf() {
				return s.errAt(tok.line, tok.col, ErrEmptyList, "parse.empty_list")
			}
			return nil
		}
		if next.kind == tokComma && !t.Nodes[id].IsLeaf() {
			s.next()
			if after, err := s.peek(); err != nil {
				return err
			} else if after.kind == tokRBrack || after.kind == tokComma {
				return s.errAt(after.line, after.col, ErrSyntax, "parse.expected_after_comma", "Found", after.describe())
			}
		}
		if err := parseBracketItem(s, t, id, depth+1); err != nil {
			return err
		}
	}
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
