package tree

import (
	"errors"
	"fmt"
	"gametree/internal/i18n"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Errors carried by ParseError; test with errors.Is.
var (
	ErrSyntax       = errors.New("syntax error")
	ErrEmptyInput   = errors.New("empty input")
	ErrEmptyList    = errors.New("empty list")
	ErrTooDeep      = errors.New("tree too deep")
	ErrVersion      = errors.New("unsupported format version")
	ErrUnknownField = errors.New("unknown field")
	ErrEncoding     = errors.New("not UTF-8 text")
	ErrControl      = errors.New("control character in a text")
	ErrTooLong      = errors.New("text too long")
)

// MaxDepth is the greatest height of a tree: the most levels below the
// root a node may lie. The readers refuse a deeper tree, the generator
// does not make one and no edit makes one, so that the searches, layouts
// and copies that recurse on a tree never go deeper than this.
const MaxDepth = 10000

// ParseError is a problem in the input, at a line and column (both from 1;
// columns count characters, not bytes).
type ParseError struct {
	Line, Col int
	// Err is one of the sentinel errors above (or ErrNoValue, ErrBadValue,
	// ErrValueInner, ErrBadKind).
	Err error
	// Msg says what was expected and what was found.
	Msg *i18n.Error
}

// Error returns "line L, column C: message".
func (e *ParseError) Error() string { return e.In(i18n.English()) }

// In says the error in language l, with its line and column.
func (e *ParseError) In(l *i18n.Lang) string {
	return l.T("parse.at", "Line", e.Line, "Col", e.Col, "Problem", e.Msg)
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

type tokKind uint8

const (
	tokEOF tokKind = iota
	tokLBrack
	tokRBrack
	tokLBrace
	tokRBrace
	tokColon
	tokComma
	tokString
	tokNumber
	tokWord // true, false, null and anything else made of letters
)

type token struct {
	kind tokKind
	text string // raw text of a word or punctuation; decoded text of a string
	// raw is a number as written, a slice of the input: numbers, by far
	// the most common tokens, cost no string.
	raw       []byte
	num       float64 // value of a number
	line, col int
}

// describe names a token for an error message.
func (t token) describe() *i18n.Error {
	switch t.kind {
	case tokEOF:
		return i18n.New("parse.tok_end")
	case tokString:
		return i18n.New("parse.tok_string", "Text", strconv.Quote(clip(t.text)))
	case tokNumber:
		return i18n.New("parse.tok_number", "Text", string(t.raw))
	case tokWord:
		return i18n.New("parse.tok_word", "Text", strconv.Quote(clip(t.text)))
	}
	return i18n.New("parse.tok_punct", "Text", "'"+t.text+"'")
}

func clip(s string) string {
	if utf8.RuneCountInString(s) > 20 {
		return string([]rune(s)[:20]) + "…"
	}
	return s
}

// scanner splits text into tokens, keeping line and column.
type scanner struct {
	src       []byte
	pos       int
	line, col int
	// hashComments lets '#' start a comment running to the end of the line.
	hashComments bool
	peeked       token
	hasPeeked    bool
	// limit is the most nodes a tree read may have; capacity is the
	// limit, or fewer when the memory budget holds fewer (Capacity).
	limit, capacity int
}

// setLimit sets the most nodes a tree read may have.
func (s *scanner) setLimit(limit int) { s.limit, s.capacity = limit, Capacity(limit) }

// room refuses one node more than the limit or the memory budget allows,
// where tok starts it: the readers stop before memory grows.
func (s *scanner) room(t *Tree, tok token) error {
	if len(t.Nodes) < s.capacity {
		return nil
	}
	msg := TooMany(s.limit, "parse.too_many_nodes", "parse.over_budget")
	return &ParseError{Line: tok.line, Col: tok.col, Err: msg.Err, Msg: msg} // ErrTooBig, or ErrOverBudget
}

func newScanner(src []byte, hashComments bool) *scanner {
	s := &scanner{src: src, line: 1, col: 1, hashComments: hashComments}
	s.setLimit(MaxNodes)
	// A UTF-8 byte order mark is not content.
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		s.pos = 3
	}
	return s
}

func (s *scanner) errAt(line, col int, err error, id string, args ...any) *ParseError {
	return &ParseError{Line: line, Col: col, Err: err, Msg: i18n.New(id, args...)}
}

// advance moves over one character (rune).
func (s *scanner) advance() {
	if c := s.src[s.pos]; c < utf8.RuneSelf { // ASCII, the common case
		s.pos++
		s.moved(c)
		return
	}
	_, size := utf8.DecodeRune(s.src[s.pos:])
	s.pos += size
	s.col++
}

// moved counts the ASCII character c the scanner has just moved over: a
// line ends at LF, at CR LF and at a CR alone (as old Mac files end
// their lines), as Position counts them.
func (s *scanner) moved(c byte) {
	if c == '\n' || c == '\r' && (s.pos == len(s.src) || s.src[s.pos] != '\n') {
		s.line++
		s.col = 1
	} else {
		s.col++
	}
}

func (s *scanner) skipSpace() {
	for s.pos < len(s.src) {
		switch c := s.src[s.pos]; {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			s.pos++
			s.moved(c)
		case c == '#' && s.hashComments: // a comment, up to the end of its line
			for s.pos < len(s.src) && s.src[s.pos] != '\n' && s.src[s.pos] != '\r' {
				s.advance()
			}
		default:
			return
		}
	}
}

// Position returns the line and the column (both from 1; columns count
// characters, not bytes) of byte offset pos of text. A line ends at LF,
// at CR LF and at a CR alone, as old Mac files end their lines: the rule
// of every reader's messages.
func Position(text string, pos int) (line, col int) {
	pos = min(max(pos, 0), len(text))
	line, start := 1, 0
	for i := 0; i < pos; i++ {
		if c := text[i]; c == '\n' || c == '\r' && (i+1 == len(text) || text[i+1] != '\n') {
			line, start = line+1, i+1
		}
	}
	return line, utf8.RuneCountInString(text[start:pos]) + 1
}

func (s *scanner) peek() (token, error) {
	if !s.hasPeeked {
		t, err := s.scan()
		if err != nil {
			return t, err
		}
		s.peeked, s.hasPeeked = t, true
	}
	return s.peeked, nil
}

func (s *scanner) next() (token, error) {
	if s.hasPeeked {
		s.hasPeeked = false
		return s.peeked, nil
	}
	return s.scan()
}

func (s *scanner) scan() (token, error) {
	s.skipSpace()
	t := token{line: s.line, col: s.col}
	if s.pos >= len(s.src) {
		return t, nil
	}
	c := s.src[s.pos]
	if k := punctuation(c); k != tokEOF {
		t.kind, t.text = k, punctuationText[k]
		s.advance()
		return t, nil
	}
	switch {
	case c == '"':
		return s.scanString(t)
	case c == '-' || c == '+' || c == '.' || isDigit(c):
		return s.scanNumber(t)
	case isLetter(c):
		start := s.pos
		for s.pos < len(s.src) && (isLetter(s.src[s.pos]) || isDigit(s.src[s.pos])) {
			s.advance()
		}
		t.kind, t.text = tokWord, string(s.src[start:s.pos])
		return t, s.checkWord(t, false)
	}
	return t, s.errAt(t.line, t.col, ErrSyntax, "parse.unexpected", "Found", s.describeChar())
}

// punctuation returns the kind of a one-character token, or tokEOF.
func punctuation(c byte) tokKind {
	switch c {
	case '[':
		return tokLBrack
	case ']':
		return tokRBrack
	case '{':
		return tokLBrace
	case '}':
		return tokRBrace
	case ':':
		return tokColon
	case ',':
		return tokComma
	}
	return tokEOF
}

var punctuationText = [...]string{tokLBrack: "[", tokRBrack: "]", tokLBrace: "{", tokRBrace: "}", tokColon: ":", tokComma: ","}

// describeChar names the character at the current position for an error.
func (s *scanner) describeChar() *i18n.Error {
	r, size := utf8.DecodeRune(s.src[s.pos:])
	switch {
	case r == utf8.RuneError && size <= 1:
		return i18n.New("parse.char_byte", "Byte", fmt.Sprintf("0x%02x", s.src[s.pos]))
	case r < 0x20 || r == 0x7f:
		return i18n.New("parse.char_control", "Code", fmt.Sprintf("U+%04X", r))
	}
	return i18n.New("parse.char", "Char", strconv.QuoteRune(r))
}

// checkWord rejects NaN and infinities with a message that says why.
func (s *scanner) checkWord(t token, signed bool) error {
	switch strings.ToLower(strings.TrimLeft(t.text, "+-")) {
	case "nan", "inf", "infinity":
		return s.errAt(t.line, t.col, ErrBadValue, "parse.not_finite", "Word", t.text)
	}
	if signed {
		return s.errAt(t.line, t.col, ErrSyntax, "parse.expected_number", "Found", strconv.Quote(clip(t.text)))
	}
	return nil
}

// scanNumber reads [+-] digits [. digits] [(e|E) [+-] digits], with at
// least one digit before or after the point.
func (s *scanner) scanNumber(t token) (token, error) {
	start := s.pos
	if c := s.src[s.pos]; c == '-' || c == '+' {
		s.advance()
		if s.pos < len(s.src) && isLetter(s.src[s.pos]) {
			for s.pos < len(s.src) && isLetter(s.src[s.pos]) {
				s.advance()
			}
			t.kind, t.text = tokWord, string(s.src[start:s.pos])
			return t, s.checkWord(t, true)
		}
	}
	intDigits := s.digits()
	digits := intDigits
	fraction, exponent := false, false
	if s.pos < len(s.src) && s.src[s.pos] == '.' {
		s.advance()
		digits += s.digits()
		fraction = true
	}
	if digits == 0 {
		return t, s.errAt(t.line, t.col, ErrSyntax, "parse.expected_number", "Found", strconv.Quote(string(s.src[start:s.pos])))
	}
	if s.pos < len(s.src) && (s.src[s.pos] == 'e' || s.src[s.pos] == 'E') {
		exponent = true
		s.advance()
		if s.pos < len(s.src) && (s.src[s.pos] == '+' || s.src[s.pos] == '-') {
			s.advance()
		}
		if s.digits() == 0 {
			return t, s.errAt(t.line, t.col, ErrSyntax, "parse.bad_exponent", "Number", strconv.Quote(string(s.src[start:s.pos])))
		}
	}
	if s.pos < len(s.src) && (isLetter(s.src[s.pos]) || s.src[s.pos] == '.') {
		for s.pos < len(s.src) && (isLetter(s.src[s.pos]) || isDigit(s.src[s.pos]) || s.src[s.pos] == '.') {
			s.advance()
		}
		return t, s.errAt(t.line, t.col, ErrSyntax, "parse.expected_number", "Found", strconv.Quote(clip(string(s.src[start:s.pos]))))
	}
	t.kind, t.raw = tokNumber, s.src[start:s.pos]
	whole := !fraction && !exponent
	if whole && intDigits <= 15 { // below 1e15 < 2⁵³: exact, no string needed
		t.num = wholeNumber(t.raw)
		return t, nil
	}
	text := string(t.raw)
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsInf(v, 0) {
		return t, s.errAt(t.line, t.col, ErrBadValue, "parse.out_of_range", "Number", clip(text))
	}
	if whole { // held exactly, or refused
		if n, err := strconv.ParseInt(strings.TrimPrefix(text, "+"), 10, 64); err != nil || n > 1<<53 || n < -(1<<53) {
			return t, s.errAt(t.line, t.col, ErrBadValue, "parse.too_large", "Number", clip(text))
		}
	}
	if v == 0 {
		v = 0 // no negative zero
	}
	t.num = v
	return t, nil
}

// wholeNumber is the value of [+-]digits with at most 15 digits; -0 is 0.
func wholeNumber(raw []byte) float64 {
	neg := raw[0] == '-'
	if raw[0] == '-' || raw[0] == '+' {
		raw = raw[1:]
	}
	var n int64
	for _, c := range raw {
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return float64(n)
}

// digits moves over a run of ASCII digits and returns how many there were.
func (s *scanner) digits() int {
	start := s.pos
	for s.pos < len(s.src) && isDigit(s.src[s.pos]) {
		s.pos++
	}
	s.col += s.pos - start
	return s.pos - start
}

// scanString reads a JSON string with its escapes.
func (s *scanner) scanString(t token) (token, error) {
	s.advance() // opening quote
	// Most strings are plain ASCII: take them straight from the input.
	for end := s.pos; end < len(s.src); end++ {
		c := s.src[end]
		if c == '"' {
			t.kind, t.text = tokString, string(s.src[s.pos:end])
			s.col += end - s.pos + 1
			s.pos = end + 1
			return t, nil
		}
		if c == '\\' || c < 0x20 || c >= utf8.RuneSelf {
			break
		}
	}
	var b strings.Builder
	for {
		if s.pos >= len(s.src) {
			return t, s.errAt(t.line, t.col, ErrSyntax, "parse.unclosed_string")
		}
		c := s.src[s.pos]
		switch {
		case c == '"':
			s.advance()
			t.kind, t.text = tokString, b.String()
			return t, nil
		case c == '\\':
			if err := s.scanEscape(&b); err != nil {
				return t, err
			}
		case c < 0x20:
			return t, s.errAt(s.line, s.col, ErrSyntax, "parse.raw_control", "Found", s.describeChar())
		default:
			r, size := utf8.DecodeRune(s.src[s.pos:])
			if r == utf8.RuneError && size <= 1 {
				return t, s.errAt(s.line, s.col, ErrEncoding, "parse.not_utf8", "Found", s.describeChar())
			}
			b.WriteRune(r)
			s.advance()
		}
	}
}

func (s *scanner) scanEscape(b *strings.Builder) error {
	line, col := s.line, s.col
	s.advance() // backslash
	if s.pos >= len(s.src) {
		return s.errAt(line, col, ErrSyntax, "parse.unclosed_string")
	}
	c := s.src[s.pos]
	if r := unescape(c); r != 0 {
		b.WriteByte(r)
		s.advance()
		return nil
	}
	if c != 'u' {
		return s.errAt(line, col, ErrSyntax, "parse.bad_escape", "Escape", string(c))
	}
	s.advance()
	r, err := s.hex4(line, col)
	if err != nil {
		return err
	}
	if r >= 0xD800 && r < 0xDC00 { // high surrogate: a low one must follow
		if s.pos+1 < len(s.src) && s.src[s.pos] == '\\' && s.src[s.pos+1] == 'u' {
			s.advance()
			s.advance()
			lo, err := s.hex4(line, col)
			if err != nil {
				return err
			}
			r = utf8.RuneError
			if lo >= 0xDC00 && lo < 0xE000 {
				r = 0x10000 + (r-0xD800)<<10 + (lo - 0xDC00)
			}
		} else {
			r = utf8.RuneError
		}
	}
	if r >= 0xD800 && r < 0xE000 {
		r = utf8.RuneError
	}
	b.WriteRune(r)
	return nil
}

// unescape returns the character a one-letter escape stands for, or 0.
func unescape(c byte) byte {
	switch c {
	case '"', '\\', '/':
		return c
	case 'b':
		return '\b'
	case 'f':
		return '\f'
	case 'n':
		return '\n'
	case 'r':
		return '\r'
	case 't':
		return '\t'
	}
	return 0
}

func (s *scanner) hex4(line, col int) (rune, error) {
	if s.pos+4 > len(s.src) {
		return 0, s.errAt(line, col, ErrSyntax, "parse.bad_unicode_escape")
	}
	v, err := strconv.ParseUint(string(s.src[s.pos:s.pos+4]), 16, 32)
	if err != nil {
		return 0, s.errAt(line, col, ErrSyntax, "parse.bad_unicode_escape")
	}
	for range 4 {
		s.advance()
	}
	return rune(v), nil
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
