package i18n

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// raw reads a catalogue as JSON: id → a string, or an object of plural
// forms.
func raw(t *testing.T, code string) map[string]any {
	t.Helper()
	data, err := Catalogue(code)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", code, err)
	}
	return m
}

// params lists the named parameters of a message (every plural form).
func params(msg any) string {
	var texts []string
	switch m := msg.(type) {
	case string:
		texts = []string{m}
	case map[string]any:
		for _, v := range m {
			s, _ := v.(string)
			texts = append(texts, s)
		}
	}
	var names []string
	for _, text := range texts {
		for {
			i := strings.Index(text, "{{.")
			if i < 0 {
				break
			}
			j := strings.Index(text[i:], "}}")
			if j < 0 {
				names = append(names, "unclosed")
				break
			}
			names = append(names, text[i+3:i+j])
			text = text[i+j+2:]
		}
	}
	slices.Sort(names)
	return strings.Join(slices.Compact(names), ",")
}

// TestCataloguesAgree: the three catalogues hold the same messages, with
// the same named parameters, plural forms where English has them, and
// load through go-i18n (the reader Fyne's lang uses).
func TestCataloguesAgree(t *testing.T) {
	if got := strings.Join(Codes(), " "); got != "en it ro" {
		t.Fatalf("languages %s", got)
	}
	en := raw(t, "en")
	var names []string
	for _, code := range Codes() {
		l, err := Load(code)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, l.Name())
		m := raw(t, code)
		for id, msg := range en {
			tr, ok := m[id]
			switch {
			case !ok:
				t.Errorf("%s: no message %q", code, id)
			case params(tr) != params(msg):
				t.Errorf("%s %q: parameters %s, English has %s", code, id, params(tr), params(msg))
			}
			if _, plural := msg.(map[string]any); plural {
				if _, ok := tr.(map[string]any); !ok {
					t.Errorf("%s %q: English has plural forms, this has none", code, id)
				}
			}
		}
		for id := range m {
			if _, ok := en[id]; !ok {
				t.Errorf("%s: message %q is not in the English catalogue", code, id)
			}
		}
	}
	if got := strings.Join(names, ", "); got != "English, Italiano, Română" {
		t.Errorf("language names: %s", got)
	}
	if _, err := Load("xx"); err == nil {
		t.Error("Load(xx) should fail")
	}
}

// TestPluralForms: every plural message has the form each language needs
// for every count (Romanian: 1, 2–19, 20 and more; Italian: 1, other,
// millions).
func TestPluralForms(t *testing.T) {
	for _, code := range Codes() {
		l, _ := Load(code)
		for id, msg := range raw(t, code) {
			if _, plural := msg.(map[string]any); !plural {
				continue
			}
			for _, n := range []int{0, 1, 2, 5, 19, 20, 21, 101, 119, 120, 1000, 1000000} {
				got := l.N(id, n)
				if strings.HasPrefix(got, "[") || !strings.Contains(got, l.Int(n)) && strings.Contains(fmt.Sprint(msg), "Count") {
					t.Errorf("%s %q with %d: %q", code, id, n, got)
				}
			}
		}
	}
	// Romanian says "20 de noduri" from twenty on (but 101–119), and every
	// plural message says so: the count right before "de".
	ro := mustLoad(t, "ro")
	for id, msg := range raw(t, "ro") {
		if _, plural := msg.(map[string]any); !plural || !strings.Contains(fmt.Sprint(msg), "{{.Count}}") {
			continue
		}
		for _, n := range []int{20, 21, 120, 1000} {
			if got := ro.N(id, n); !strings.Contains(got, ro.Int(n)+" de ") {
				t.Errorf("ro %q with %d: %q (%s de …)", id, n, got, ro.Int(n))
			}
		}
		for _, n := range []int{2, 19, 101, 119} {
			if got := ro.N(id, n); strings.Contains(got, ro.Int(n)+" de ") {
				t.Errorf("ro %q with %d: %q", id, n, got)
			}
		}
	}
	for _, c := range []struct {
		code string
		n    int
		want string
	}{
		{"en", 1, "1 subtree"}, {"en", 5, "5 subtrees"}, {"en", 1024, "1,024 subtrees"},
		{"ro", 1, "1 subarbore"}, {"ro", 5, "5 subarbori"}, {"ro", 20, "20 de subarbori"}, {"ro", 102, "102 subarbori"}, {"ro", 1024, "1.024 de subarbori"},
		{"it", 1, "1 sottoalbero"}, {"it", 5, "5 sottoalberi"}, {"it", 1000000, "1.000.000 di sottoalberi"},
	} {
		l, _ := Load(c.code)
		if got := l.N("count.subtrees", c.n); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.code, c.n, got, c.want)
		}
	}
}

func TestParametersAndNumbers(t *testing.T) {
	en, ro := English(), mustLoad(t, "ro")
	if got := en.Int(-1234567); got != "-1,234,567" {
		t.Errorf("Int: %s", got)
	}
	if got := ro.Int(999); got != "999" {
		t.Errorf("Int: %s", got)
	}
	if got := en.T("err.path", "Path", "/a/b", "Reason", "why"); got != "/a/b: why" {
		t.Errorf("T: %q", got)
	}
	if got := en.T("no.such.message"); got != "[no.such.message]" {
		t.Errorf("unknown id: %q", got)
	}
}

func mustLoad(t *testing.T, code string) *Lang {
	t.Helper()
	l, err := Load(code)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestErrors: an Error says itself in any language, keeps its cause for
// errors.Is, and file system errors get a translated reason.
func TestErrors(t *testing.T) {
	it := mustLoad(t, "it")
	missing := &fs.PathError{Op: "open", Path: "/x/albero.json", Err: syscall.ENOENT}
	err := Wrap(missing, "err.path", "Path", "/y", "Reason", "r")
	if !errors.Is(err, fs.ErrNotExist) {
		t.Error("the cause is lost")
	}
	if got := it.Error(missing); got != "/x/albero.json: file o cartella inesistente" {
		t.Errorf("Italian path error: %q", got)
	}
	if got := English().Error(&fs.PathError{Op: "open", Path: "/p", Err: syscall.EACCES}); got != "/p: permission denied" {
		t.Errorf("English path error: %q", got)
	}
	sentinel := New("err.read_only")
	wrapped := fmt.Errorf("context: %w", sentinel)
	if !errors.Is(wrapped, sentinel) {
		t.Error("errors.Is fails on a sentinel")
	}
	if sentinel.Error() != "the file system is read-only" || it.Error(sentinel) != "il file system è di sola lettura" {
		t.Errorf("sentinel: %q / %q", sentinel.Error(), it.Error(sentinel))
	}
	if got := it.Error(errors.New("plain")); got != "plain" {
		t.Errorf("plain error: %q", got)
	}
}

// TestEveryMessageUsedExists reads the module's Go code for message ids
// given as literals (l.T("id"), l.N("id", n), i18n.New("id"),
// i18n.Wrap(err, "id"), l.Fill("id", p), and fields named ID) and checks
// that the English catalogue has each.
func TestEveryMessageUsedExists(t *testing.T) {
	en := raw(t, "en")
	used := map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir("../..", func(p string, d fs.DirEntry, err error) error { // the module's root
		if err != nil {
			return err
		}
		if d.IsDir() && p != "../.." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			arg := -1
			switch sel.Sel.Name {
			case "T", "N", "Fill", "New", "Tf":
				arg = 0
			case "Wrap":
				arg = 1
			}
			if x, ok := sel.X.(*ast.Ident); ok && (sel.Sel.Name == "New" || sel.Sel.Name == "Wrap") && x.Name != "i18n" {
				arg = -1 // errors.New and the like
			}
			if arg < 0 || len(call.Args) <= arg {
				return true
			}
			lit, ok := call.Args[arg].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			id, _ := strconv.Unquote(lit.Value)
			where := fset.Position(lit.Pos()).String()
			used[id] = where
			// The parameters given: names as literals, each one the
			// message has, and every one it has (Count comes from N, Err
			// from Wrap).
			first := arg + 1
			if sel.Sel.Name == "N" {
				first = 2
			}
			if sel.Sel.Name == "Fill" || call.Ellipsis.IsValid() {
				return true
			}
			given := map[string]bool{"Count": sel.Sel.Name == "N", "Err": sel.Sel.Name == "Wrap"}
			for i := first; i < len(call.Args); i += 2 {
				name, ok := call.Args[i].(*ast.BasicLit)
				if !ok || name.Kind != token.STRING {
					t.Errorf("%s: %s: parameter %d is not named by a literal", fset.Position(call.Args[i].Pos()), id, (i-first)/2+1)
					continue
				}
				n, _ := strconv.Unquote(name.Value)
				given[n] = true
			}
			if msg, ok := en[id]; ok {
				want := params(msg)
				for _, n := range strings.Split(want, ",") {
					if n != "" && !given[n] {
						t.Errorf("%s: %s needs {{.%s}}, not given", where, id, n)
					}
				}
				for n, on := range given {
					if on && n != "Count" && n != "Err" && !slices.Contains(strings.Split(want, ","), n) {
						t.Errorf("%s: %s has no {{.%s}}", where, id, n)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(used) < 50 {
		t.Fatalf("found only %d message ids in the code: the scan is broken", len(used))
	}
	for id, where := range used {
		if _, ok := en[id]; !ok {
			t.Errorf("%s: message %q is not in the catalogues", where, id)
		}
	}
}

func TestFromEnv(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"LANG": "ro_RO.UTF-8"}, "ro"},
		{map[string]string{"LANG": "it_IT.UTF-8"}, "it"},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, "en"},
		{map[string]string{"LANG": "C"}, "en"},
		{map[string]string{"LANG": "C", "LANGUAGE": "ro"}, "en"},
		{map[string]string{"LANG": "en_GB.UTF-8", "LANGUAGE": "fr:it"}, "it"},
		{map[string]string{"LC_ALL": "it_CH", "LANG": "ro_RO"}, "it"},
		{map[string]string{"LC_MESSAGES": "ro_MD.UTF-8", "LANG": "en_US"}, "ro"},
		{map[string]string{}, "en"},
	} {
		if got := FromEnv(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("%v: %s, want %s", c.env, got, c.want)
		}
	}
}

// TestDecimal: a number a person reads is written with the language's
// decimal separator, "0,5" in Romanian and Italian, "0.5" in English,
// and only where a point stands between digits: a range "0..10", an
// infinity and a fraction are left alone. A Number given to a message or
// an error is written so in the language the message is said in.
func TestDecimal(t *testing.T) {
	en, ro, it := English(), mustLoad(t, "ro"), mustLoad(t, "it")
	if en.DecimalSeparator() != "." || ro.DecimalSeparator() != "," || it.DecimalSeparator() != "," {
		t.Fatalf("separators %q %q %q", en.DecimalSeparator(), ro.DecimalSeparator(), it.DecimalSeparator())
	}
	for in, want := range map[string]string{
		"0.5": "0,5", "-2.75": "-2,75", "−2.75": "−2,75", "1.5e+300": "1,5e+300", "3": "3", "+inf": "+inf",
		"1/3": "1/3", "-0.5..0.5": "-0,5..0,5", "0..10": "0..10", "(0.5, +∞)": "(0,5, +∞)", "": "",
	} {
		if got := ro.Decimal(in); got != want {
			t.Errorf("ro.Decimal(%q) = %q, want %q", in, got, want)
		}
		if got := en.Decimal(in); got != in {
			t.Errorf("en.Decimal(%q) = %q", in, got)
		}
	}
	if got := WithDecimal("0.25", ""); got != "0.25" {
		t.Errorf("no separator: %q", got)
	}
	// Typed back: one decimal comma between digits is a point again.
	for in, want := range map[string]string{" 0,5 ": "0.5", "-2,75": "-2.75", "+1,5": "+1.5", "1,2,3": "1,2,3", "a,5": "a,5", "3": "3", ",5": ",5"} {
		if got := ReadDecimal(in); got != want {
			t.Errorf("ReadDecimal(%q) = %q, want %q", in, got, want)
		}
	}
	// A window with a decimal comma parts its values with a semicolon.
	for in, want := range map[string][2]string{
		"(0.5, +∞)": {"(0,5; +∞)", "(0.5, +∞)"}, "(−∞, 3)": {"(−∞, 3)", "(−∞, 3)"}, "(2, 4.9)": {"(2; 4,9)", "(2, 4.9)"},
	} {
		if got := WithDecimalWindow(in, ro.DecimalSeparator()); got != want[0] {
			t.Errorf("ro window %q: %q, want %q", in, got, want[0])
		}
		if got := WithDecimalWindow(in, en.DecimalSeparator()); got != want[1] {
			t.Errorf("en window %q: %q, want %q", in, got, want[1])
		}
	}
	err := New("probability.sum", "Node", "b", "Sum", Number("0.75"))
	if got := it.Error(err); !strings.Contains(got, "0,75") {
		t.Errorf("Italian: %q", got)
	}
	if got := err.Error(); !strings.Contains(got, "0.75") {
		t.Errorf("English: %q", got)
	}
}

// TestASCIIWritesTheNotationInWords: a language made with ASCII writes
// the notation of its messages, not their parameters, in the command
// line's words (Italian «alfa»), and leaves a subtraction's minus sign;
// the language it was made from keeps the notation.
func TestASCIIWritesTheNotationInWords(t *testing.T) {
	for _, c := range []struct{ code, in, want string }{
		{"en", "α(e) = 3 ≥ β(e) = 2, score = −V(c) = −3 ≤ −∞ < +∞", "alpha(e) = 3 >= beta(e) = 2, score = -V(c) = -3 <= -inf < +inf"},
		{"it", "α(e) = 3 ≥ β(e) = 2", "alfa(e) = 3 >= beta(e) = 2"},
		{"ro", "(α, β) = (−1e−05, +∞)", "(alpha, beta) = (-1e-05, +inf)"},
		{"en", "UCB1 = 1 − 3/4 + 1.4 × √(ln 5 / 4)", "UCB1 = 1 − 3/4 + 1.4 × √(ln 5 / 4)"},
	} {
		l := Must(c.code)
		if got := l.ASCII().Notation(c.in); got != c.want {
			t.Errorf("%s: %q, want %q", c.code, got, c.want)
		}
		if got := l.Notation(c.in); got != c.in {
			t.Errorf("%s without ASCII: %q", c.code, got)
		}
	}
	en := Must("en")
	if got, want := en.ASCII().T("start_window", "Algorithm", "α", "Node", "a", "Player", "MAX", "Depth", 4), "with alpha = -inf, beta = +inf, depth 4"; !strings.HasSuffix(got, want) || !strings.HasPrefix(got, "Start: α ") {
		t.Errorf("ASCII T: %q, want the message's notation in words (…%s) and its parameter as given", got, want)
	}
	if got := Must("it").ASCII().Typeset("−2.5"); got != "-2,5" {
		t.Errorf("Italian ASCII Typeset: %q", got)
	}
}
