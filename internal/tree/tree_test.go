package tree

import (
	"bytes"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// seed000 is the shape of seed 000's tree; the parts the seed prunes get
// values of our own.
const seed000 = `[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]`

func mustRead(t *testing.T, src string) *Tree {
	t.Helper()
	tr, err := ReadLimit([]byte(src), MaxNodes)
	if err != nil {
		t.Fatalf("ReadLimit(%q, MaxNodes): %v", src, err)
	}
	return tr
}

func labels(tr *Tree) []string {
	var out []string
	for _, id := range tr.Preorder() {
		out = append(out, tr.Nodes[id].Label)
	}
	return out
}

func TestAutoLabelGivesSeedNames(t *testing.T) {
	tr := mustRead(t, seed000)
	want := strings.Fields(`a b c d d1 d2 e e1 e2 f g g1 h h1 h2 i j k k1 k2 l l1 l2 m n n1 n2 o o1 o2`)
	if got := labels(tr); !reflect.DeepEqual(got, want) {
		t.Errorf("labels in preorder:\n got %v\nwant %v", got, want)
	}
}

func TestAutoLabelKeepsGivenLabelsAndTheirLetters(t *testing.T) {
	tr := mustRead(t, `{"version": 1, "tree": {"children": [
		{"label": "start", "children": [1, 2]}, {"children": [3]}, 4]}}`)
	want := []string{"a", "start", "start1", "start2", "c", "c1", "a3"}
	if got := labels(tr); !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := labels(mustRead(t, "7")); !reflect.DeepEqual(got, []string{"a"}) {
		t.Errorf("a single leaf is labelled %v, want [a]", got)
	}
}

func TestLetters(t *testing.T) {
	for i, want := range map[int]string{0: "a", 1: "b", 25: "z", 26: "aa", 27: "ab", 51: "az", 52: "ba", 701: "zz", 702: "aaa"} {
		if got := Letters(i); got != want {
			t.Errorf("Letters(%d) = %q, want %q", i, got, want)
		}
	}
}

func TestFormatValue(t *testing.T) {
	for v, want := range map[float64]string{3: "3", -2.5: "-2.5", 0.125: "0.125", 1e6: "1000000", 1e300: "1e+300", 0.00001: "1e-05", -17: "-17"} {
		if got := FormatValue(v); got != want {
			t.Errorf("FormatValue(%v) = %q, want %q", v, got, want)
		}
	}
}

// TestTypesetValue: values for people have a true minus sign, ∞ and
// at most three decimals when they would have more than six; no value is
// empty.
func TestTypesetValue(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{{-3, "−3"}, {2.5, "2.5"}, {math.Inf(-1), "−∞"}, {math.Inf(1), "+∞"}, {-4.0 / 3, "−1.333"}, {0.125, "0.125"}, {math.NaN(), ""}} {
		if got := TypesetValue(c.v); got != c.want {
			t.Errorf("TypesetValue(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestKinds(t *testing.T) {
	tr := mustRead(t, `{"version": 1, "tree": {"children": [
		{"children": [1, {"kind": "min", "children": [2, 3]}]}, 4]}}`)
	// Preorder: a b b1 c c1 c2 a2; c is forced MIN although its parent b is MIN.
	names := labels(tr)
	check := func(root Kind, want string) {
		t.Helper()
		kinds := tr.Kinds(root)
		var got []string
		for _, id := range tr.Preorder() {
			got = append(got, names[id]+":"+kinds[id].String())
		}
		if strings.Join(got, " ") != want {
			t.Errorf("Kinds(%v):\n got %s\nwant %s", root, strings.Join(got, " "), want)
		}
	}
	check(Auto, "a:MAX b:MIN b1:MAX c:MIN c1:MAX c2:MAX a2:MIN")
	check(Min, "a:MIN b:MAX b1:MIN c:MIN c1:MAX c2:MAX a2:MAX")
	tr.RootKind = Min
	check(Auto, "a:MIN b:MAX b1:MIN c:MIN c1:MAX c2:MAX a2:MAX")
	check(Max, "a:MAX b:MIN b1:MAX c:MIN c1:MAX c2:MAX a2:MIN")
}

func TestLevelsHeightLeaves(t *testing.T) {
	tr := mustRead(t, `[[1,[2,3]],4]`)
	if h := tr.Height(); h != 3 {
		t.Errorf("Height = %d, want 3", h)
	}
	var leaves []string
	for _, id := range tr.Leaves() {
		leaves = append(leaves, tr.Nodes[id].Label)
	}
	if got := strings.Join(leaves, " "); got != "b1 c1 c2 a2" {
		t.Errorf("Leaves = %s", got)
	}
	levels := tr.Levels()
	if levels[Root] != 0 || levels[tr.Leaves()[1]] != 3 {
		t.Errorf("Levels = %v", levels)
	}
}

// errorCases are inputs every reader must reject with a clear message at
// the right place. They also seed the fuzzers.
var errorCases = []struct {
	name, src string
	err       error
	line, col int
	msg       string
}{
	{"empty", "", ErrEmptyInput, 1, 1, "empty"},
	{"blank", "  \n\t ", ErrEmptyInput, 2, 3, "empty"},
	{"unclosed", "[[1,2],[3", ErrSyntax, 1, 10, "not closed"},
	{"extra close", "[1,2]]", ErrSyntax, 1, 6, "end of the input after the tree"},
	{"empty list", "[[1],\n  []]", ErrEmptyList, 2, 3, "empty list"},
	{"double comma", "[1,,2]", ErrSyntax, 1, 4, "after ','"},
	{"trailing comma", "[1,2,]", ErrSyntax, 1, 6, "after ','"},
	{"word", "[1, x]", ErrSyntax, 1, 5, "expected a number or '['"},
	{"nan", "[1, NaN]", ErrBadValue, 1, 5, "finite"},
	{"inf", "[-inf, 2]", ErrBadValue, 1, 2, "finite"},
	{"huge", "[1e999]", ErrBadValue, 1, 2, "out of range"},
	{"bad number", "[1.2.3]", ErrSyntax, 1, 2, "expected a number"},
	{"exponent", "[3e]", ErrSyntax, 1, 2, "exponent"},
	{"binary", "\x89PNG\r\n\x1a\n", ErrSyntax, 1, 1, "not UTF-8"},
	{"random", "\x00\x01\x02", ErrSyntax, 1, 1, "control character"},
	{"json leaf without value", "{\"version\": 1,\n \"tree\": {\"children\": [\n   {\"label\": \"d1\"}]}}", ErrNoValue, 3, 4, `leaf "d1" has no value`},
	{"json inner with value", `{"version": 1, "tree": {"value": 3, "children": [1]}}`, ErrValueInner, 1, 24, "estimate"},
	{"json no version", `{"tree": [1, [2]]}`, ErrVersion, 1, 1, "no \"version\""},
	{"json new version", `{"version": 2, "tree": 1}`, ErrVersion, 1, 13, "version 2"},
	{"json no tree", `{"version": 1}`, ErrSyntax, 1, 1, "no \"tree\""},
	{"json unknown field", `{"version": 1, "tree": {"valeu": 3}}`, ErrUnknownField, 1, 25, `"valeu"`},
	{"json string value", `{"version": 1, "tree": {"value": "3"}}`, ErrBadValue, 1, 34, "without quotes"},
	{"json bad kind", `{"version": 1, "tree": {"kind": "dice", "value": 3}}`, ErrBadKind, 1, 33, "max"},
	{"probabilities not adding up", "{\"version\": 1, \"tree\": {\"children\": [\n {\"kind\": \"chance\", \"children\": [{\"value\": 1, \"probability\": 0.5}, {\"value\": 2, \"probability\": 0.4}]}]}}", ErrProbability, 2, 2, "add up to 0.9, not 1"},
	{"probabilities on some children", `{"version": 1, "tree": {"kind": "chance", "children": [{"value": 1, "probability": 0.5}, 2]}}`, ErrProbability, 1, 24, "1 of its 2 children"},
	{"probability above 1", `{"version": 1, "tree": {"kind": "chance", "children": [{"value": 1, "probability": 1.5}, 2]}}`, ErrProbability, 1, 84, "1.5 is not between 0 and 1"},
	{"probability under MAX", `{"version": 1, "tree": {"children": [{"value": 1, "probability": 0.5}, {"value": 2, "probability": 0.5}]}}`, ErrProbability, 1, 38, "not a chance node"},
	{"probability on the root", `{"version": 1, "tree": {"probability": 1, "children": [1]}}`, ErrProbability, 1, 25, "root"},
	{"root chance", `{"version": 1, "root": "chance", "tree": [1, 2]}`, ErrBadKind, 1, 16, "throw of dice"},
	{"json duplicate", `{"version": 1, "version": 1, "tree": 1}`, ErrSyntax, 1, 16, "twice"},
	{"json missing comma", `{"version": 1 "tree": 1}`, ErrSyntax, 1, 15, "expected ',' or '}'"},
	{"json unclosed string", `{"version": 1, "title": "abc`, ErrSyntax, 1, 25, "not closed"},
	{"json bad escape", `{"version": 1, "title": "a\qb", "tree": 1}`, ErrSyntax, 1, 27, `\q`},
	{"json empty list", `{"version": 1, "tree": [1, []]}`, ErrEmptyList, 1, 28, "empty list"},
	{"json truncated", `{"version": 1, "tree": {"children": [1, 2`, ErrSyntax, 1, 42, "expected ',' or ']'"},
	{"json wrong format", `{"format": "dot", "version": 1, "tree": 1}`, ErrSyntax, 1, 12, "format"},
	{"json invalid utf8", "{\"version\": 1, \"title\": \"a\xffb\", \"tree\": 1}", ErrEncoding, 1, 27, "not UTF-8"},
	{"json nan value", `{"version": 1, "tree": {"value": NaN}}`, ErrBadValue, 1, 34, "finite"},
	{"not a tree", "hello", ErrSyntax, 1, 1, "expected a tree"},
}

func TestReadErrors(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := ReadLimit([]byte(c.src), MaxNodes)
			if err == nil {
				t.Fatalf("ReadLimit(%q, MaxNodes) = %d nodes, want an error", c.src, tr.Len())
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is %T, want *ParseError", err, err)
			}
			if !errors.Is(err, c.err) {
				t.Errorf("error %q does not wrap %v", err, c.err)
			}
			if pe.Line != c.line || pe.Col != c.col {
				t.Errorf("error %q at %d:%d, want %d:%d", err, pe.Line, pe.Col, c.line, c.col)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q does not say %q", err, c.msg)
			}
		})
	}
}

func TestTooDeep(t *testing.T) {
	deep := strings.Repeat("[", MaxDepth+1) + "1" + strings.Repeat("]", MaxDepth+1)
	if _, err := ReadLimit([]byte(deep), MaxNodes); !errors.Is(err, ErrTooDeep) {
		t.Errorf("nesting %d deep: err = %v, want ErrTooDeep", MaxDepth+1, err)
	}
	ok := strings.Repeat("[", MaxDepth) + "1" + strings.Repeat("]", MaxDepth)
	tr, err := ReadLimit([]byte(ok), MaxNodes)
	if err != nil {
		t.Fatalf("nesting %d deep: %v", MaxDepth, err)
	}
	var buf bytes.Buffer
	if err := WriteBracket(&buf, tr); err != nil || strings.TrimSpace(buf.String()) != ok {
		t.Errorf("deep tree does not write back: %v", err)
	}
}

func TestBracketReadsValuesAndComments(t *testing.T) {
	tr := mustRead(t, "# AIMA Figure 5.2\n[[3 12 8], [2, 4, 6],\n [14, 5, -2.5e0]] # done\n")
	if tr.Len() != 13 {
		t.Fatalf("%d nodes, want 13", tr.Len())
	}
	last := tr.Leaves()[8]
	if n := tr.Nodes[last]; n.Label != "d3" || n.Value != -2.5 || !n.HasValue {
		t.Errorf("last leaf = %+v", n)
	}
}

func TestJSONReadsEveryField(t *testing.T) {
	tr := mustRead(t, `{"format": "gametree", "version": 1, "title": "Tâlc \"α≥β\"", "notes": "n",
		"root": "min", "tree": {"label": "r", "estimate": -1.5, "children": [
		{"label": "x", "move": "X b2", "kind": "min", "value": 2, "estimate": null}, 7]}}`)
	if tr.Title != `Tâlc "α≥β"` || tr.Notes != "n" || tr.RootKind != Min {
		t.Errorf("document fields: %+v", tr)
	}
	r, x, y := tr.Nodes[0], tr.Nodes[1], tr.Nodes[2]
	if r.Label != "r" || !r.HasEstimate || r.Estimate != -1.5 || r.HasValue {
		t.Errorf("root = %+v", r)
	}
	if x.Move != "X b2" || x.Kind != Min || x.Value != 2 || x.HasEstimate {
		t.Errorf("x = %+v", x)
	}
	if y.Label != "r2" || y.Value != 7 {
		t.Errorf("bare-number leaf = %+v", y)
	}
}

func TestRoundTrip(t *testing.T) {
	inputs := []string{
		seed000,
		`[[3,12,8],[2,4,6],[14,5,2]]`,
		`[-0.5, [1e-7, 123456789012], 0.1]`,
		`42`,
		`{"version": 1, "title": "bracket inside JSON", "tree": [[3, {"label": "x", "value": 12}], [2]]}`,
		`{"version": 1, "game": "tictactoe", "tree": {"position": "X........", "children": [{"move": "O b2", "position": "X...O....", "value": 0}]}}`,
		`{"version": 1, "title": "q\"\\<&> ăîșț α β ∞", "notes": "line1\nline2\ttabbed", "root": "min",
		  "tree": {"label": "a b", "estimate": 2, "kind": "max", "children": [
		    {"label": "", "move": "heap 2: take 3", "value": -1}, {"children": [{"label": "z", "value": 0}]}]}}`,
	}
	for _, src := range inputs {
		tr := mustRead(t, src)
		var j bytes.Buffer
		if err := WriteJSON(&j, tr); err != nil {
			t.Fatal(err)
		}
		back, err := ReadLimit(j.Bytes(), MaxNodes)
		if err != nil {
			t.Fatalf("reading back %s: %v", j.String(), err)
		}
		if !reflect.DeepEqual(tr, back) {
			t.Errorf("JSON round trip of %q changed the tree:\n%s", src, j.String())
		}
		var j2 bytes.Buffer
		WriteJSON(&j2, back)
		if j.String() != j2.String() {
			t.Errorf("JSON is not stable:\n%s\n%s", j.String(), j2.String())
		}
		var b bytes.Buffer
		if err := WriteBracket(&b, tr); err != nil {
			t.Fatal(err)
		}
		shape, err := ReadBracket(b.Bytes())
		if err != nil {
			t.Fatalf("reading back %s: %v", b.String(), err)
		}
		if !sameShapeAndValues(tr, shape) {
			t.Errorf("bracket round trip of %q changed the tree: %s", src, b.String())
		}
	}
	var b bytes.Buffer
	WriteBracket(&b, mustRead(t, "[ [3, 12 ,8],[2,4,6] ,[14,5,2] ]"))
	if b.String() != "[[3,12,8],[2,4,6],[14,5,2]]\n" {
		t.Errorf("bracket writer gave %q", b.String())
	}
}

func sameShapeAndValues(a, b *Tree) bool {
	if a.Len() != b.Len() {
		return false
	}
	pa, pb := a.Preorder(), b.Preorder()
	for i := range pa {
		na, nb := a.Nodes[pa[i]], b.Nodes[pb[i]]
		if len(na.Children) != len(nb.Children) || na.HasValue != nb.HasValue || na.Value != nb.Value {
			return false
		}
	}
	return true
}

func TestValidate(t *testing.T) {
	good := mustRead(t, `[1,[2,3]]`)
	if err := good.Validate(); err != nil {
		t.Fatalf("valid tree: %v", err)
	}
	cases := []struct {
		name  string
		spoil func(*Tree)
		want  error
	}{
		{"no nodes", func(tr *Tree) { tr.Nodes = nil }, ErrEmptyTree},
		{"leaf without value", func(tr *Tree) { tr.Nodes[1].HasValue = false }, ErrNoValue},
		{"inner with value", func(tr *Tree) { tr.Nodes[2].HasValue = true }, ErrValueInner},
		{"shared child", func(tr *Tree) { tr.Nodes[2].Children[1] = 1 }, ErrStructure},
		{"orphan", func(tr *Tree) { tr.Nodes[0].Children = tr.Nodes[0].Children[:1] }, ErrStructure},
		{"out of range", func(tr *Tree) { tr.Nodes[0].Children[0] = 99 }, ErrStructure},
		{"bad parent", func(tr *Tree) { tr.Nodes[3].Parent = 0 }, ErrStructure},
		{"infinite estimate", func(tr *Tree) { tr.Nodes[2].HasEstimate, tr.Nodes[2].Estimate = true, posInf() }, ErrBadValue},
	}
	for _, c := range cases {
		tr := mustRead(t, `[1,[2,3]]`)
		c.spoil(tr)
		if err := tr.Validate(); !errors.Is(err, c.want) {
			t.Errorf("%s: Validate = %v, want %v", c.name, err, c.want)
		}
	}
}

func posInf() float64 { v := 1e308; return v * 10 }

func TestDetect(t *testing.T) {
	for src, want := range map[string]Format{
		" {\"version\":1}": FormatJSON, "\ufeff[1]": FormatBracket, "# c\n[1]": FormatBracket,
		"-3": FormatBracket, "x": FormatUnknown, "": FormatUnknown,
	} {
		if got := Detect([]byte(src)); got != want {
			t.Errorf("Detect(%q) = %v, want %v", src, got, want)
		}
	}
}

// TestAutoLabelIsLinear: a node with a million children is named in one
// pass (it once searched the children for each leaf's place).
func TestAutoLabelIsLinear(t *testing.T) {
	wide := &Tree{Nodes: []Node{{Parent: None}}}
	for range 1_000_000 {
		wide.AddChild(Root, Node{HasValue: true})
	}
	wide.AutoLabel()
	if wide.Nodes[1].Label != "a1" || wide.Nodes[1_000_000].Label != "a1000000" {
		t.Errorf("labels %q … %q", wide.Nodes[1].Label, wide.Nodes[1_000_000].Label)
	}
}

// TestTextsArePlain: names, moves, positions and titles are one line of
// plain text, of a sensible length; notes may have line breaks; whole
// numbers are held exactly or refused; the node limit holds while reading.
func TestTextsArePlain(t *testing.T) {
	for _, c := range []struct{ src, says string }{
		{`{"version": 1, "tree": {"label": "a\u0000", "value": 1}}`, `line 1, column 34: "label" has a control character ('\x00'`},
		{`{"version": 1, "tree": {"label": "x", "move": "up\u001b[31m", "value": 1}}`, `"move" has a control character ('\x1b'`},
		{`{"version": 1, "title": "two\nlines", "tree": 1}`, `"title" has a control character ('\n'`},
		{`{"version": 1, "notes": "a\u0007bell", "tree": 1}`, "only line breaks and tabs may stand in notes"},
		{`{"version": 1, "tree": {"label": "x\u202ey", "value": 1}}`, `line 1, column 34: "label" has U+202E at byte 1, a character that reorders or breaks the text around it`},
		{`{"version": 1, "tree": {"label": "x", "move": "\u2066up", "value": 1}}`, `"move" has U+2066 at byte 0`},
		{"{\"version\": 1, \"title\": \"one\u2028two\", \"tree\": 1}", `"title" has U+2028 at byte 3`},
		{`{"version": 1, "notes": "a\u2029b", "tree": 1}`, `"notes" has U+2029 at byte 1`},
		{`{"version": 1, "tree": {"label": "` + strings.Repeat("x", 201) + `", "value": 1}}`, `"label" has 201 characters: at most 200`},
		{`[1, 9007199254740993]`, "9007199254740993 is too large to hold exactly"},
		{`[1, -90071992547409930]`, "too large to hold exactly"},
	} {
		_, err := ReadLimit([]byte(c.src), MaxNodes)
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%.60s: %v, want %q", c.src, err, c.says)
		}
	}
	if _, err := ReadLimit([]byte(`{"version": 1, "notes": "one\ntwo\tthree", "tree": [9007199254740992, 1.5e300]}`), MaxNodes); err != nil {
		t.Errorf("notes on two lines, 2^53, a large decimal: %v", err)
	}
	if _, err := ReadLimit([]byte(`[[1, 2], [3, 4]]`), 6); !errors.Is(err, ErrTooBig) || !strings.Contains(err.Error(), "line 1, column 14: the tree has more than 6 nodes") {
		t.Errorf("7 nodes under a limit of 6: %v", err)
	}
	if tr, err := ReadLimit([]byte(`{"version": 1, "tree": [[1, 2], [3, 4]]}`), 7); err != nil || tr.Len() != 7 {
		t.Errorf("7 nodes under a limit of 7: %v", err)
	}
}

// TestTooLargeIsRefusedUnread: a file over MaxFileSize is refused by its
// size before any of it is read (it took 632 MB to refuse a 300 MB file);
// input of unknown size is refused as soon as it passes the limit.
func TestTooLargeIsRefusedUnread(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(300 << 20); err != nil { // sparse: no disk used
		t.Skip("no sparse files:", err)
	}
	f.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = ReadFileSource(path)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrFileTooLarge) || !strings.Contains(err.Error(), "huge.json: the input is larger than 256 MiB") {
		t.Errorf("a 300 MiB file: %v", err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 {
		t.Errorf("%d KB allocated to refuse it", alloc>>10)
	}
	if testing.Short() {
		return
	}
	runtime.ReadMemStats(&before)
	_, err = ReadSource(io.LimitReader(zeros{}, 300<<20), -1)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrFileTooLarge) {
		t.Errorf("300 MiB from a pipe: %v", err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > MaxFileSize+8<<20 {
		t.Errorf("%d MB allocated to refuse 300 MiB from a pipe", alloc>>20)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }
