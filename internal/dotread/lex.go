package dotread

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// tokKind is the kind of a DOT token.
type tokKind uint8

const (
	tokEOF    tokKind = iota
	tokID             // a name, a numeral, a quoted string or an HTML string
	tokLBrace         // {
	tokRBrace         // }
	tokLBrack         // [
	tokRBrack         // ]
	tokEqual          // =
	tokSemi           // ;
	tokComma          // ,
	tokColon          // :
	tokArrow          // ->
	tokDashes         // --
	tokOther          // any other character
)

// token is one token of DOT text and where it starts.
type token struct {
	kind tokKind
	// text is an ID's text: a quoted string without its quotes, its
	// escaped quotes and line continuations undone (other escapes are
	// Graphviz's label escapes, kept); an HTML string without its outer
	// angle brackets.
	text string
	// keyword is set for an unquoted name that is a DOT keyword, in lower
	// case (digraph, edge, …).
	keyword string
	pos     int // byte offset in the text
}

// lexer splits DOT text into tokens as Graphviz's scanner does: names of
// letters (any byte from 0x80 up counts as one), digits and underscores
// not starting with a digit; numerals; double-quoted strings, joined by
// +; HTML strings in nested angle brackets; comments in /* */, after //
// and after #.
type lexer struct {
	src string
	pos int
}

// keywords are DOT's keywords, which are the same in any case.
var keywords = map[string]bool{"strict": true, "graph": true, "digraph": true, "subgraph": true, "node": true, "edge": true}

// next returns the next token.
func (x *lexer) next() (token, error) {
	if err := x.skip(); err != nil {
		return token{}, err
	}
	start := x.pos
	if x.pos >= len(x.src) {
		return token{kind: tokEOF, pos: start}, nil
	}
	c := x.src[x.pos]
	switch {
	case isLetter(c):
		for x.pos < len(x.src) && (isLetter(x.src[x.pos]) || isDigit(x.src[x.pos])) {
			x.pos++
		}
		t := token{kind: tokID, text: x.src[start:x.pos], pos: start}
		if n := len(t.text); n >= 4 && n <= 8 { // the keywords' lengths
			if lower := strings.ToLower(t.text); keywords[lower] {
				t.keyword = lower
			}
		}
		return t, nil
	case isDigit(c) || c == '.' || c == '-' && x.pos+1 < len(x.src) && (isDigit(x.src[x.pos+1]) || x.src[x.pos+1] == '.'):
		return x.numeral()
	case c == '"':
		return x.quoted()
	case c == '<':
		return x.html()
	case c == '-' && strings.HasPrefix(x.src[x.pos:], "->"):
		x.pos += 2
		return token{kind: tokArrow, pos: start}, nil
	case c == '-' && strings.HasPrefix(x.src[x.pos:], "--"):
		x.pos += 2
		return token{kind: tokDashes, pos: start}, nil
	}
	x.pos++
	kind := tokOther
	switch c {
	case '{':
		kind = tokLBrace
	case '}':
		kind = tokRBrace
	case '[':
		kind = tokLBrack
	case ']':
		kind = tokRBrack
	case '=':
		kind = tokEqual
	case ';':
		kind = tokSemi
	case ',':
		kind = tokComma
	case ':':
		kind = tokColon
	default:
		_, size := utf8.DecodeRuneInString(x.src[start:])
		x.pos = start + size
	}
	return token{kind: kind, text: x.src[start:x.pos], pos: start}, nil
}

// skip moves over spaces and comments.
func (x *lexer) skip() error {
	for x.pos < len(x.src) {
		switch c := x.src[x.pos]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			x.pos++
		case c == '#': // a shell's comment, or a C preprocessor's line
			x.toLineEnd()
		case x.pos == 0 && strings.HasPrefix(x.src, "\xef\xbb\xbf"): // a byte-order mark
			x.pos += 3
		case strings.HasPrefix(x.src[x.pos:], "//"):
			x.toLineEnd()
		case strings.HasPrefix(x.src[x.pos:], "/*"):
			end := strings.Index(x.src[x.pos+2:], "*/")
			if end < 0 {
				return x.errAt(x.pos, "dot.unclosed_comment")
			}
			x.pos += 2 + end + 2
		default:
			return nil
		}
	}
	return nil
}

func (x *lexer) toLineEnd() {
	if i := strings.IndexByte(x.src[x.pos:], '\n'); i >= 0 {
		x.pos += i + 1
	} else {
		x.pos = len(x.src)
	}
}

// numeral reads [-] (digits [. digits] | . digits). A numeral run into a
// letter or a second point (1e3, 1.2.3) is refused: Graphviz splits it in
// two with only a warning, which reads as a different graph.
func (x *lexer) numeral() (token, error) {
	start := x.pos
	if x.src[x.pos] == '-' {
		x.pos++
	}
	digits := 0
	for x.pos < len(x.src) && isDigit(x.src[x.pos]) {
		x.pos++
		digits++
	}
	if x.pos < len(x.src) && x.src[x.pos] == '.' {
		x.pos++
		for x.pos < len(x.src) && isDigit(x.src[x.pos]) {
			x.pos++
			digits++
		}
	}
	if digits == 0 { // "." alone
		x.pos = start + 1
		return token{kind: tokOther, text: x.src[start:x.pos], pos: start}, nil
	}
	if x.pos < len(x.src) && (isLetter(x.src[x.pos]) || x.src[x.pos] == '.') {
		end := x.pos
		for end < len(x.src) && (isLetter(x.src[end]) || isDigit(x.src[end]) || x.src[end] == '.') {
			end++
		}
		return token{}, x.errAt(start, "dot.bad_numeral", "Text", quote(x.src[start:end]))
	}
	return token{kind: tokID, text: x.src[start:x.pos], pos: start}, nil
}

// quoted reads one or more double-quoted strings joined by +.
func (x *lexer) quoted() (token, error) {
	start := x.pos
	var b strings.Builder
	for {
		part, err := x.onePart()
		if err != nil {
			return token{}, err
		}
		b.WriteString(part)
		save := x.pos
		if err := x.skip(); err != nil {
			return token{}, err
		}
		if x.pos < len(x.src) && x.src[x.pos] == '+' {
			x.pos++
			if err := x.skip(); err != nil {
				return token{}, err
			}
			if x.pos < len(x.src) && x.src[x.pos] == '"' {
				continue
			}
			return token{}, x.errAt(x.pos, "dot.plus_string")
		}
		x.pos = save
		return token{kind: tokID, text: b.String(), pos: start}, nil
	}
}

// onePart reads one double-quoted string: \" is a quote, a backslash at
// the end of a line joins the lines, anything else is kept as written.
func (x *lexer) onePart() (string, error) {
	open := x.pos
	x.pos++ // "
	from := x.pos
	var b *strings.Builder // only when something must be undone
	for x.pos < len(x.src) {
		switch x.src[x.pos] {
		case '"':
			text := x.src[from:x.pos]
			if b != nil {
				b.WriteString(text)
				text = b.String()
			}
			x.pos++
			return text, nil
		case '\\':
			if x.pos+1 >= len(x.src) {
				x.pos++
				continue
			}
			switch next := x.src[x.pos+1]; next {
			case '"', '\n':
				if b == nil {
					b = &strings.Builder{}
				}
				b.WriteString(x.src[from:x.pos])
				if next == '"' {
					b.WriteByte('"')
				}
				x.pos += 2
				from = x.pos
			default: // \\ and Graphviz's label escapes stay as they are
				x.pos += 2
			}
		default:
			x.pos++
		}
	}
	return "", x.errAt(open, "dot.unclosed_string")
}

// html reads an HTML string: <…> with the angle brackets inside paired.
func (x *lexer) html() (token, error) {
	start := x.pos
	depth := 0
	for x.pos < len(x.src) {
		switch x.src[x.pos] {
		case '<':
			depth++
		case '>':
			depth--
			if depth == 0 {
				x.pos++
				return token{kind: tokID, text: x.src[start+1 : x.pos-1], pos: start}, nil
			}
		}
		x.pos++
	}
	return token{}, x.errAt(start, "dot.unclosed_html")
}

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// errAt is a syntax error at byte offset pos of the text.
func (x *lexer) errAt(pos int, id string, args ...any) error {
	return errAt(x.src, pos, tree.ErrSyntax, id, args...)
}

// errAt is an error of kind err at byte offset pos of src, with its line
// and column (in characters, from 1), lines counted as every reader
// counts them (tree.Position: LF, CR LF and CR alone end a line).
func errAt(src string, pos int, err error, id string, args ...any) *tree.ParseError {
	line, col := tree.Position(src, pos)
	return &tree.ParseError{Line: line, Col: col, Err: err, Msg: i18n.New(id, args...)}
}

// describe says what a token is, for "expected …, found …".
func (t token) describe() *i18n.Error {
	switch t.kind {
	case tokEOF:
		return i18n.New("parse.tok_end")
	case tokID:
		return i18n.New("dot.tok_id", "Text", strconv.Quote(clip(t.text)))
	case tokArrow:
		return i18n.New("parse.tok_punct", "Text", "'->'")
	case tokDashes:
		return i18n.New("parse.tok_punct", "Text", "'--'")
	}
	return i18n.New("parse.tok_punct", "Text", "'"+t.text+"'")
}

// checkRunes refuses DOT text holding a control character but a tab or
// a line break (a terminal's escape, a bell), or a character that
// reorders or breaks the text around it unseen (tree.Reorders), wherever
// it is, with its line and column: in a label it would reach the terminal
// and the pictures as it is, as JSON refuses it.
func checkRunes(src string) error {
	for i := 0; i < len(src); i++ {
		c := src[i]
		control := c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c == 0x7f ||
			c == 0xc2 && i+1 < len(src) && src[i+1] >= 0x80 && src[i+1] <= 0x9f // U+0080 to U+009F
		if control {
			r, _ := utf8.DecodeRuneInString(src[i:])
			return errAt(src, i, tree.ErrControl, "dot.control", "Char", tree.RuneName(r))
		}
	}
	for i := strings.IndexByte(src, 0xe2); i >= 0; { // every such character starts with 0xe2
		if r, _ := utf8.DecodeRuneInString(src[i:]); tree.Reorders(r) {
			return errAt(src, i, tree.ErrControl, "dot.reorders", "Char", tree.RuneName(r))
		}
		next := strings.IndexByte(src[i+1:], 0xe2)
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return nil
}
