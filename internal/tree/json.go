package tree

import (
	"bufio"
	"errors"
	"fmt"
	"gametree/internal/i18n"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// FormatName and FormatVersion identify gametree's native JSON format.
const (
	FormatName    = "gametree"
	FormatVersion = 1
)

// ReadJSON reads gametree's native JSON format:
//
//	{
//	  "format": "gametree",
//	  "version": 1,
//	  "title": "AIMA Figure 5.2",
//	  "notes": "free text",
//	  "root": "max",
//	  "tree": {"label": "a", "children": [
//	    {"label": "b", "children": [{"label": "b1", "value": 3}, 12]},
//	    …
//	  ]}
//	}
//
// "version" and "tree" are required, every other field is optional. A node
// has "label", "kind" ("max" or "min", overriding the alternation, or
// "chance" for a throw of dice), "probability" (under a chance node: a
// number in [0, 1], given for all its children, adding up to 1, or for
// none, which makes them equally likely), "key" (another name for
// "position": what a transposition table keys on),
// "value" (leaves only), "estimate", "move" (the edge from its parent),
// "position" (a game position in the notation of the document's "game")
// and "children". Anywhere a node may stand, a bare number is a leaf with that
// value and a list in bracket notation is an inner node. Nodes
// without a label are named by AutoLabel. Trees over MaxNodes nodes are
// refused.
func ReadJSON(src []byte) (*Tree, error) { return readJSON(src, MaxNodes) }

func readJSON(src []byte, limit int) (*Tree, error) {
	s := newScanner(src, false)
	s.setLimit(limit)
	g := newGrower(s.capacity, firstRoom)
	g.s = s
	p := &jsonParser{s: s, t: g.t, g: g}
	if err := p.document(); err != nil {
		return nil, err
	}
	p.t.AutoLabel()
	if err := p.probabilities(); err != nil {
		return nil, err
	}
	return p.t, nil
}

type jsonParser struct {
	s *scanner
	t *Tree
	g *grower // adds the nodes to t
	// chance lists the chance nodes and the nodes with a probability,
	// checked once every node is named.
	chance []placed
}

func (p *jsonParser) errAt(tok token, err error, id string, args ...any) *ParseError {
	return p.s.errAt(tok.line, tok.col, err, id, args...)
}

// expect reads a token of the given kind or fails naming what it wanted.
func (p *jsonParser) expect(kind tokKind, want *i18n.Error) (token, error) {
	tok, err := p.s.next()
	if err != nil {
		return tok, err
	}
	if tok.kind != kind {
		return tok, p.errAt(tok, ErrSyntax, "parse.expected", "Want", want, "Found", tok.describe())
	}
	return tok, nil
}

// object reads {"key": value, …}, calling field for each key with the
// scanner positioned at the value. Keys must not repeat. Its messages
// are made in frames of their own (objectError), not in this one, which
// every level of a deep tree keeps on the stack.
func (p *jsonParser) object(what *i18n.Error, field func(key token) error) (token, error) {
	open, err := p.s.next()
	if err != nil {
		return open, err
	}
	if open.kind != tokLBrace {
		return open, p.objectError(open, token{}, what, "parse.want_open")
	}
	var seen []string // objects have a handful of keys: no map needed
	for i := 0; ; i++ {
		tok, err := p.s.next()
		if err != nil {
			return open, err
		}
		if tok.kind == tokRBrace && i == 0 {
			return open, nil
		}
		if i > 0 {
			switch tok.kind {
			case tokRBrace:
				return open, nil
			case tokComma:
				if tok, err = p.s.next(); err != nil {
					return open, err
				}
			default:
				return open, p.objectError(tok, token{}, what, "parse.expected_comma_brace")
			}
		}
		if tok.kind != tokString {
			return open, p.objectError(tok, token{}, what, "parse.expected_field")
		}
		if slices.Contains(seen, tok.text) {
			return open, p.objectError(tok, token{}, what, "parse.field_twice")
		}
		seen = append(seen, tok.text)
		if err := p.colon(tok, what); err != nil {
			return open, err
		}
		if err := field(tok); err != nil {
			return open, err
		}
	}
}

// colon reads the colon after key, in the object what.
//
//go:noinline
func (p *jsonParser) colon(key token, what *i18n.Error) error {
	colon, err := p.s.next()
	if err == nil && colon.kind != tokColon {
		err = p.objectError(colon, key, what, "parse.expected_colon")
	}
	return err
}

// objectError is error id of object about tok, found where something
// else was wanted, in the object what; key is the field before it.
//
//go:noinline
func (p *jsonParser) objectError(tok, key token, what *i18n.Error, id string) error {
	switch id {
	case "parse.want_open":
		return p.errAt(tok, ErrSyntax, "parse.expected", "Want", i18n.New(id, "Where", what), "Found", tok.describe())
	case "parse.field_twice":
		return p.errAt(tok, ErrSyntax, id, "Field", strconv.Quote(tok.text), "Where", what)
	case "parse.expected_colon":
		return p.errAt(tok, ErrSyntax, id, "Field", strconv.Quote(key.text), "Found", tok.describe())
	}
	return p.errAt(tok, ErrSyntax, id, "Where", what, "Found", tok.describe())
}

func (p *jsonParser) document() error {
	first, err := p.s.peek()
	if err != nil {
		return err
	}
	if first.kind == tokEOF {
		return p.errAt(first, ErrEmptyInput, "parse.empty_json")
	}
	var version, tree *token
	open, err := p.object(i18n.New("parse.the_document"), func(key token) error {
		switch key.text {
		case "format":
			name, err := p.str(key)
			if err == nil && name.text != FormatName {
				return p.errAt(name, ErrSyntax, "parse.wrong_format", "Format", strconv.Quote(clip(name.text)), "Want", strconv.Quote(FormatName))
			}
			return err
		case "version":
			tok, err := p.number(key)
			if err != nil {
				return err
			}
			if tok.num != FormatVersion {
				return p.errAt(tok, ErrVersion, "parse.wrong_version", "Version", string(tok.raw), "Want", FormatVersion)
			}
			version = &tok
		case "title":
			tok, err := p.text(key, false, MaxTitle)
			p.t.Title = tok.text
			return err
		case "notes":
			tok, err := p.text(key, true, MaxNotes)
			p.t.Notes = tok.text
			return err
		case "game":
			tok, err := p.text(key, false, MaxText)
			p.t.Game = tok.text
			return err
		case "root":
			k, err := p.kind(key)
			if k == Chance {
				return p.errAt(key, ErrBadKind, "parse.root_chance")
			}
			if k != Auto {
				p.t.RootKind = k
			}
			return err
		case "tree":
			tok, err := p.s.peek()
			if err != nil {
				return err
			}
			tree = &tok
			return p.node(None, 0)
		default:
			return p.errAt(key, ErrUnknownField, "parse.unknown_document_field", "Field", strconv.Quote(clip(key.text)))
		}
		return nil
	})
	if err != nil {
		return err
	}
	if version == nil {
		return p.errAt(open, ErrVersion, "parse.no_version", "Want", FormatVersion)
	}
	if tree == nil {
		return p.errAt(open, ErrSyntax, "parse.no_tree")
	}
	return expectEOF(p.s)
}

// node reads one node (an object, or a bare number for a leaf) under parent.
func (p *jsonParser) node(parent NodeID, depth int) error {
	tok, err := p.s.peek()
	if err != nil {
		return err
	}
	leaf := tok.kind == tokNumber
	switch {
	case !leaf && tok.kind != tokLBrace && tok.kind != tokLBrack:
		p.s.next()
		return p.errAt(tok, ErrSyntax, "parse.expected_node", "Found", tok.describe())
	case depth > MaxDepth:
		return p.errAt(tok, ErrTooDeep, "parse.nodes_too_deep", "Max", MaxDepth)
	}
	if err := p.s.room(p.t, tok); err != nil {
		return err
	}
	// One call of add for a leaf and an inner node alike: a Node is
	// large, and every place that passes one takes room on the stack in
	// each level of a deep tree.
	id := p.g.add(parent, Node{Value: tok.num, HasValue: leaf})
	if leaf {
		p.s.next()
		return nil
	}
	if tok.kind == tokLBrack { // an inner node in bracket notation
		if err := p.children(id, depth); err != nil {
			return err
		}
		if p.t.Nodes[id].IsLeaf() {
			return p.errAt(tok, ErrEmptyList, "parse.empty_list")
		}
		return nil
	}
	// Only "children" recurses: the other fields and the checks are read
	// in frames of their own, gone before the next level, so that the
	// deepest tree takes little stack.
	_, err = p.object(aNode, func(key token) error {
		if key.text == "children" {
			return p.children(id, depth)
		}
		return p.field(id, key)
	})
	if err != nil {
		return err
	}
	return p.check(id, tok)
}

// aNode names a node in the messages about its fields.
var aNode = i18n.New("parse.a_node")

// field reads the field key of node id, but its children.
func (p *jsonParser) field(id NodeID, key token) error {
	n := &p.t.Nodes[id]
	switch key.text {
	case "label":
		v, err := p.text(key, false, MaxText)
		n.Label = v.text
		return err
	case "move":
		v, err := p.text(key, false, MaxText)
		n.Move = v.text
		return err
	case "position", "key": // a key is what a position is to a transposition table
		v, err := p.text(key, false, MaxText)
		n.Position = v.text
		return err
	case "probability":
		v, err := p.number(key)
		if err == nil && n.Parent == None {
			return p.errAt(key, ErrProbability, "parse.root_probability")
		}
		if err == nil && (v.num < 0 || v.num > 1) {
			return p.errAt(v, ErrProbability, "parse.bad_probability", "P", string(v.raw))
		}
		n.Probability, n.HasProbability = v.num, err == nil
		return err
	case "kind":
		k, err := p.kind(key)
		n.Kind = k
		return err
	case "value":
		v, err := p.optNumber(key)
		n.Value, n.HasValue = v.num, v.kind == tokNumber
		return err
	case "estimate":
		v, err := p.optNumber(key)
		n.Estimate, n.HasEstimate = v.num, v.kind == tokNumber
		return err
	}
	return p.errAt(key, ErrUnknownField, "parse.unknown_node_field", "Field", strconv.Quote(clip(key.text)))
}

// check refuses node id, opened by tok, read whole: a leaf needs a value,
// an inner node has none; and notes a chance node, or a node with a
// probability, for probabilities.
func (p *jsonParser) check(id NodeID, tok token) error {
	n := &p.t.Nodes[id]
	name := strconv.Quote(clip(n.Label))
	switch {
	case n.IsLeaf() && !n.HasValue && n.Label == "":
		return p.errAt(tok, ErrNoValue, "parse.leaf_no_value")
	case n.IsLeaf() && !n.HasValue:
		return p.errAt(tok, ErrNoValue, "parse.leaf_no_value_named", "Name", name)
	case !n.IsLeaf() && n.HasValue && n.Label == "":
		return p.errAt(tok, ErrValueInner, "parse.inner_value")
	case !n.IsLeaf() && n.HasValue:
		return p.errAt(tok, ErrValueInner, "parse.inner_value_named", "Name", name)
	}
	if n.Kind == Chance || n.Parent != None && n.HasProbability {
		p.chance = append(p.chance, placed{id, tok})
	}
	return nil
}

// placed is a node and the token that opens it in the file.
type placed struct {
	id  NodeID
	tok token
}

// probabilities checks the probabilities under the chance nodes and on
// the nodes that carry one, once every node has its name, and says where
// the node is in the file.
func (p *jsonParser) probabilities() error {
	for _, c := range p.chance {
		id := c.id
		if p.t.Nodes[id].Kind != Chance {
			if id = p.t.Nodes[id].Parent; p.t.Nodes[id].Kind == Chance {
				continue // the chance node's own check names it
			}
		}
		var e *i18n.Error
		if err := p.t.CheckProbabilities(id); errors.As(err, &e) {
			return p.errAt(c.tok, ErrProbability, e.ID, e.Args...)
		}
	}
	return nil
}

func (p *jsonParser) children(id NodeID, depth int) error {
	if _, err := p.expect(tokLBrack, i18n.New("parse.want_children")); err != nil {
		return err
	}
	mark := p.g.mark()
	for i := 0; ; i++ {
		tok, err := p.s.peek()
		if err != nil {
			return err
		}
		if tok.kind == tokRBrack {
			p.s.next()
			p.g.close(id, mark)
			return nil
		}
		if i > 0 {
			if _, err := p.expect(tokComma, i18n.New("parse.want_comma_children")); err != nil {
				return err
			}
		}
		if err := p.node(id, depth+1); err != nil {
			return err
		}
	}
}

// Limits on the texts of a tree, in characters: a label, a move or a
// position is one line of plain text; a title too, a little longer; notes
// may have several lines.
const (
	MaxText  = 200
	MaxTitle = 500
	MaxNotes = 100_000
)

// text reads a string that people read: no control characters (a line
// break is allowed in notes only) and at most max characters.
// advice says what a text may hold: notes may have several lines.
func advice(lines bool) *i18n.Error {
	if lines {
		return i18n.New("parse.advice_notes")
	}
	return i18n.New("parse.advice_line")
}

func (p *jsonParser) text(key token, lines bool, max int) (token, error) {
	tok, err := p.str(key)
	if err != nil {
		return tok, err
	}
	if i := FirstUnprintable(tok.text, lines); i >= 0 {
		r, _ := utf8.DecodeRuneInString(tok.text[i:])
		id := "parse.control"
		if Reorders(r) {
			id = "parse.reorders"
		}
		return tok, p.errAt(tok, ErrControl, id, "Field", strconv.Quote(key.text), "Char", RuneName(r), "Byte", i, "Advice", advice(lines))
	}
	if n := utf8.RuneCountInString(tok.text); n > max {
		return tok, p.errAt(tok, ErrTooLong, "parse.too_long", "Field", strconv.Quote(key.text), "Count", n, "Max", max)
	}
	return tok, nil
}

// str reads a string value (null counts as "").
func (p *jsonParser) str(key token) (token, error) {
	tok, err := p.s.next()
	if err != nil {
		return tok, err
	}
	if tok.kind == tokWord && tok.text == "null" {
		tok.kind, tok.text = tokString, ""
	}
	if tok.kind != tokString {
		return tok, p.errAt(tok, ErrSyntax, "parse.expected_string", "Field", strconv.Quote(key.text), "Found", tok.describe())
	}
	return tok, nil
}

func (p *jsonParser) number(key token) (token, error) {
	tok, err := p.s.next()
	if err != nil {
		return tok, err
	}
	if tok.kind != tokNumber {
		return tok, p.errAt(tok, ErrSyntax, "parse.expected_number_for", "Field", strconv.Quote(key.text), "Found", tok.describe())
	}
	return tok, nil
}

// optNumber reads a number or null (returned with kind tokWord).
func (p *jsonParser) optNumber(key token) (token, error) {
	tok, err := p.s.peek()
	if err != nil {
		return tok, err
	}
	if tok.kind == tokWord && tok.text == "null" {
		p.s.next()
		return tok, nil
	}
	if tok.kind == tokString {
		p.s.next()
		return tok, p.errAt(tok, ErrBadValue, "parse.number_in_quotes", "Field", strconv.Quote(key.text), "Found", tok.describe())
	}
	return p.number(key)
}

func (p *jsonParser) kind(key token) (Kind, error) {
	tok, err := p.str(key)
	if err != nil {
		return Auto, err
	}
	if tok.text == "" {
		return Auto, nil
	}
	k, err := ParseKind(tok.text)
	if err != nil {
		return Auto, p.errAt(tok, ErrBadKind, "parse.bad_kind", "Kind", strconv.Quote(clip(tok.text)))
	}
	return k, nil
}

// WriteJSON writes t in gametree's native JSON format, two-space indented,
// one leaf per line. ReadJSON reads it back to the same tree.
func WriteJSON(w io.Writer, t *Tree) error {
	if err := t.Validate(); err != nil {
		return fmt.Errorf("write JSON: %w", err)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "{\n  \"format\": %q,\n  \"version\": %d,\n", FormatName, FormatVersion)
	if t.Title != "" {
		fmt.Fprintf(bw, "  \"title\": %s,\n", quoteJSON(t.Title))
	}
	if t.Notes != "" {
		fmt.Fprintf(bw, "  \"notes\": %s,\n", quoteJSON(t.Notes))
	}
	if t.Game != "" {
		fmt.Fprintf(bw, "  \"game\": %s,\n", quoteJSON(t.Game))
	}
	root := "max"
	if t.RootKind == Min {
		root = "min"
	}
	fmt.Fprintf(bw, "  \"root\": %q,\n  \"tree\": ", root)
	indent := 1
	if t.Len() > compactAbove {
		indent = -1 // one node a line, no indentation: deep trees would be mostly spaces
	}
	writeJSONNode(bw, t, Root, indent)
	bw.WriteString("\n}\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write JSON: %w", err)
	}
	return nil
}

// compactAbove is the size from which JSON is written without indentation.
const compactAbove = 10000

// writeJSONNode writes the subtree under id indented by indent levels
// (negative: none), without recursion, so that no tree is too deep to
// write: each frame is an inner node, the next of its children to write
// and its indentation.
func writeJSONNode(bw *bufio.Writer, t *Tree, id NodeID, indent int) {
	type frame struct {
		id           NodeID
		next, indent int
	}
	var stack []frame
	if writeJSONStart(bw, t, id, indent) {
		stack = append(stack, frame{id, 0, indent})
	}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		kids := t.Nodes[f.id].Children
		if f.next > 0 { // after a child
			if f.next < len(kids) {
				bw.WriteByte(',')
			}
			bw.WriteByte('\n')
		}
		pad := strings.Repeat("  ", max(f.indent, 0))
		if f.next == len(kids) {
			if f.indent < 0 {
				bw.WriteString("]}")
			} else {
				bw.WriteString(pad + "  ]\n" + pad + "}")
			}
			stack = stack[:len(stack)-1]
			continue
		}
		c, next := kids[f.next], -1
		f.next++
		if f.indent >= 0 {
			bw.WriteString(pad + "    ")
			next = f.indent + 2
		}
		if writeJSONStart(bw, t, c, next) {
			stack = append(stack, frame{c, 0, next})
		}
	}
}

// writeJSONStart writes a leaf whole, or an inner node up to its list of
// children, indented by indent levels (negative: none), and reports
// whether the node is inner.
func writeJSONStart(bw *bufio.Writer, t *Tree, id NodeID, indent int) bool {
	n := &t.Nodes[id]
	var fields []string
	if n.Label != "" {
		fields = append(fields, `"label": `+quoteJSON(n.Label))
	}
	if n.Move != "" {
		fields = append(fields, `"move": `+quoteJSON(n.Move))
	}
	if n.Position != "" {
		fields = append(fields, `"position": `+quoteJSON(n.Position))
	}
	if n.Kind != Auto {
		fields = append(fields, `"kind": "`+strings.ToLower(n.Kind.String())+`"`)
	}
	if n.HasValue {
		fields = append(fields, `"value": `+FormatValue(n.Value))
	}
	if n.HasEstimate {
		fields = append(fields, `"estimate": `+FormatValue(n.Estimate))
	}
	if n.HasProbability {
		fields = append(fields, `"probability": `+FormatValue(n.Probability))
	}
	if n.IsLeaf() {
		bw.WriteString("{" + strings.Join(fields, ", ") + "}")
		return false
	}
	if indent < 0 {
		bw.WriteString("{" + strings.Join(append(fields, `"children": [`), ", ") + "\n")
		return true
	}
	pad := strings.Repeat("  ", indent)
	bw.WriteString("{\n")
	for _, f := range fields {
		bw.WriteString(pad + "  " + f + ",\n")
	}
	bw.WriteString(pad + "  \"children\": [\n")
	return true
}

// quoteJSON quotes s as a JSON string, keeping non-ASCII text readable.
func quoteJSON(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f || r == 0x2028 || r == 0x2029:
			fmt.Fprintf(&b, `\u%04x`, r)
		case r == utf8.RuneError:
			b.WriteString(`\ufffd`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
