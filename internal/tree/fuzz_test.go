package tree

import (
	"bytes"
	"errors"
	"gametree/internal/i18n"
	"reflect"
	"strings"
	"sync"
	"testing"
)

func addSeeds(f *testing.F) {
	for _, c := range errorCases {
		f.Add([]byte(c.src))
	}
	for _, s := range []string{seed000, "[[3,12,8],[2,4,6],[14,5,2]]", "5", "# c\n[1 2]", "# c\r[1\r2]\r\n", "{\r\"version\": 1,\r\"tree\": [1, 2]}",
		`{"version": 1, "title": "t", "root": "min", "tree": {"label": "a", "estimate": 1, "children": [{"move": "m", "value": 2}, 3]}}`,
		`{"version": 1, "tree": {"children": [{"children": [1]}, {"kind": "max", "children": [2, 3]}]}}`,
		`{"version": 1, "tree": {"children": [{"kind": "chance", "children": [{"probability": 0.1, "value": 1}, {"probability": 0.2, "value": 2}, {"probability": 0.7, "key": "k", "value": 3}]}, {"kind": "chance", "children": [4, 5]}]}}`,
	} {
		f.Add([]byte(s))
	}
}

// checkRead is what every reader must do on any input: either a tree that
// validates and survives a write/read round trip, or a *ParseError with a
// position inside the input.
func checkRead(t *testing.T, src []byte, read func([]byte) (*Tree, error)) {
	tr, err := read(src)
	if err != nil {
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("error %v is %T, want *ParseError", err, err)
		}
		lines, _ := Position(string(src), len(src))
		if pe.Line < 1 || pe.Line > lines || pe.Col < 1 || pe.Msg == nil {
			t.Fatalf("error %q has a bad position (input has %d lines)", err, lines)
		}
		for _, l := range languages(t) { // said in every language, with its line
			if said := l.Error(err); strings.Contains(said, "[parse.") || !strings.Contains(said, l.Int(pe.Line)) {
				t.Fatalf("%s: error %q is said %q", l.Code(), err, said)
			}
		}
		return
	}
	if err := tr.Validate(); err != nil {
		t.Fatalf("reader returned an invalid tree: %v", err)
	}
	var buf bytes.Buffer
	if err := WriteJSON(&buf, tr); err != nil {
		t.Fatalf("WriteJSON: %v", err)
	}
	back, err := ReadJSON(buf.Bytes())
	if err != nil {
		t.Fatalf("reading back our own JSON: %v\n%s", err, buf.String())
	}
	if !reflect.DeepEqual(tr, back) {
		t.Fatalf("JSON round trip changed the tree:\n%s", buf.String())
	}
	buf.Reset()
	if err := WriteBracket(&buf, tr); err != nil {
		t.Fatalf("WriteBracket: %v", err)
	}
	shape, err := ReadBracket(buf.Bytes())
	if err != nil || !sameShapeAndValues(tr, shape) {
		t.Fatalf("bracket round trip failed (%v): %s", err, buf.String())
	}
}

func FuzzReadBracket(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) { checkRead(t, src, ReadBracket) })
}

func FuzzReadJSON(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) { checkRead(t, src, ReadJSON) })
}

func FuzzRead(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		checkRead(t, src, func(src []byte) (*Tree, error) { return ReadLimit(src, MaxNodes) })
	})
}

// loadLanguages loads every language once per test binary.
var loadLanguages = sync.OnceValues(func() ([]*i18n.Lang, error) {
	var all []*i18n.Lang
	for _, code := range i18n.Codes() {
		l, err := i18n.Load(code)
		if err != nil {
			return nil, err
		}
		all = append(all, l)
	}
	return all, nil
})

func languages(t *testing.T) []*i18n.Lang {
	all, err := loadLanguages()
	if err != nil {
		t.Fatal(err)
	}
	return all
}
