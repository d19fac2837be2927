package grade

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/internal/i18n"
)

// ErrAnswers is wrapped by every problem with an answers file.
var ErrAnswers = i18n.New("grade.bad_answers")

// ReadAnswers reads an answers file: UTF-8 text (a byte order mark
// first is skipped) holding a JSON object with the optional fields values
// (node names and numbers), pruned (node names) and best (a node's name),
// each once, and nothing else. A field that is null is left out; bytes
// that are not UTF-8, a value that is not a number (null included: a
// blank is no answer to mark right), a name given twice in values or in
// pruned, or a whole number beyond 2^53, which JSON readers round, is
// refused with its line and column (columns count characters, from 1).
func ReadAnswers(data []byte) (Answers, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a byte order mark is not content
	r := &answersReader{data: data, d: json.NewDecoder(bytes.NewReader(data))}
	if i := firstNotUTF8(data); i >= 0 {
		r.at = int64(i)
		return Answers{}, r.fail("grade.not_utf8", "Byte", fmt.Sprintf("0x%02x", data[i]))
	}
	r.d.UseNumber()
	a, err := r.read()
	if err != nil {
		return Answers{}, err
	}
	return a, nil
}

// firstNotUTF8 is the offset of the first byte of data that is not part
// of UTF-8 text, or -1.
func firstNotUTF8(data []byte) int {
	for i := 0; i < len(data); {
		if data[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return -1
}

// answersReader reads an answers file token by token, saying where a
// problem is.
type answersReader struct {
	data []byte
	d    *json.Decoder
	at   int64 // where the last token started
}

// token reads the next token, noting where it starts.
func (r *answersReader) token() (json.Token, error) {
	r.at = r.d.InputOffset()
	for r.at < int64(len(r.data)) && strings.ContainsRune(" \t\r\n:,", rune(r.data[r.at])) { // what the decoder has yet to pass
		r.at++
	}
	tok, err := r.d.Token()
	if err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			r.at = syn.Offset
		}
		return nil, r.fail("grade.answers_syntax")
	}
	return tok, nil
}

// fail is a problem at the last token: message id, with its line and
// column.
func (r *answersReader) fail(id string, args ...any) error {
	line, col := position(r.data, r.at)
	return i18n.Wrap(ErrAnswers, id, append(args, "Line", line, "Col", col)...)
}

func (r *answersReader) read() (Answers, error) {
	var a Answers
	if len(bytes.TrimSpace(r.data)) == 0 {
		return a, i18n.Wrap(ErrAnswers, "grade.answers_empty")
	}
	tok, err := r.token()
	switch {
	case err != nil:
		return a, err
	case tok != json.Delim('{'):
		return a, r.fail("grade.answers_not_object", "Found", kindOf(tok))
	}
	seen := map[string]bool{}
	for r.d.More() {
		tok, err := r.token()
		if err != nil {
			return a, err
		}
		key, _ := tok.(string)
		if seen[key] {
			return a, r.fail("grade.field_twice", "Field", i18n.Quote(key))
		}
		seen[key] = true
		switch key {
		case "values":
			a.Values, err = r.values()
		case "pruned":
			a.Pruned, err = r.pruned()
		case "best":
			a.Best, err = r.best()
		default:
			return a, r.fail("grade.unknown_field", "Field", i18n.Quote(key))
		}
		if err != nil {
			return a, err
		}
	}
	if _, err := r.token(); err != nil { // }
		return a, err
	}
	if _, err := r.d.Token(); !errors.Is(err, io.EOF) {
		return a, i18n.Wrap(ErrAnswers, "grade.answers_trailing")
	}
	return a, nil
}

// open reads the start of a field's object or list (open, { or [), or
// null: null tells which; a field of another type is refused, saying the
// shape it takes (message shape).
func (r *answersReader) open(field string, open json.Delim, shape string) (null bool, err error) {
	tok, err := r.token()
	switch {
	case err != nil:
		return false, err
	case tok == nil:
		return true, nil
	case tok != open:
		return false, r.fail("grade.answers_type", "Field", field, "Found", kindOf(tok), "Shape", i18n.New(shape))
	}
	return false, nil
}

// values reads {"name": number, …}, or null.
func (r *answersReader) values() (map[string]float64, error) {
	if null, err := r.open("values", '{', "grade.shape_values"); null || err != nil {
		return nil, err
	}
	values := map[string]float64{}
	for r.d.More() {
		tok, err := r.token()
		if err != nil {
			return nil, err
		}
		name := tok.(string)
		if _, twice := values[name]; twice {
			return nil, r.fail("grade.value_twice", "Node", i18n.Quote(name))
		}
		if tok, err = r.token(); err != nil {
			return nil, err
		}
		n, ok := tok.(json.Number)
		if !ok {
			return nil, r.fail("grade.value_not_number", "Node", i18n.Quote(name), "Found", kindOf(tok))
		}
		v, err := number(string(n))
		if err != nil {
			return nil, r.fail(err.Error(), "Node", i18n.Quote(name), "Number", i18n.Clip(string(n)))
		}
		values[name] = v
	}
	_, err := r.token() // }
	return values, err
}

// number reads a JSON number as a value: finite, and a whole number held
// exactly (at most 2^53), as in a tree file; the error's text is the
// message saying why not.
func number(text string) (float64, error) {
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, errors.New("grade.not_finite")
	}
	if !strings.ContainsAny(text, ".eE") {
		if n, err := strconv.ParseInt(text, 10, 64); err != nil || n > 1<<53 || n < -(1<<53) {
			return 0, errors.New("grade.too_large")
		}
	}
	return v, nil
}

// pruned reads ["name", …], or null (not graded).
func (r *answersReader) pruned() ([]string, error) {
	if null, err := r.open("pruned", '[', "grade.shape_pruned"); null || err != nil {
		return nil, err
	}
	names := []string{} // an empty list says nothing is pruned
	listed := map[string]bool{}
	for r.d.More() {
		tok, err := r.token()
		if err != nil {
			return nil, err
		}
		name, ok := tok.(string)
		if !ok || name == "" {
			return nil, r.fail("grade.answers_type", "Field", "pruned", "Found", kindOf(tok), "Shape", i18n.New("grade.shape_pruned"))
		}
		if listed[name] {
			return nil, r.fail("grade.pruned_twice", "Node", i18n.Quote(name))
		}
		listed[name] = true
		names = append(names, name)
	}
	_, err := r.token() // ]
	return names, err
}

// best reads "name", or null (not graded).
func (r *answersReader) best() (string, error) {
	tok, err := r.token()
	if err != nil || tok == nil {
		return "", err
	}
	if name, ok := tok.(string); ok && name != "" {
		return name, nil
	}
	return "", r.fail("grade.answers_type", "Field", "best", "Found", kindOf(tok), "Shape", i18n.New("grade.shape_best"))
}

// kindOf says what kind of JSON value a token starts, in words of the
// catalogues.
func kindOf(tok json.Token) *i18n.Error {
	switch t := tok.(type) {
	case json.Delim:
		if t == '[' {
			return i18n.New("grade.json_array")
		}
		return i18n.New("grade.json_object")
	case json.Number:
		return i18n.New("grade.json_number")
	case string:
		if t == "" {
			return i18n.New("grade.json_empty_string")
		}
		return i18n.New("grade.json_string")
	case bool:
		return i18n.New("grade.json_bool")
	}
	return i18n.New("grade.json_other")
}

// position turns a byte offset into a line and column, both from 1, the
// column counted in characters as the tree readers count it.
func position(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:]) + 1
	return line, col
}
