// Package i18n holds every sentence gametree shows, in English, Romanian
// and Italian, and fills them in.
//
// The catalogues are lang/en.json, lang/ro.json and lang/it.json, one
// catalogue set for the window, the command line, the narration and the
// pictures, in the format Fyne's lang package reads (go-i18n JSON: a
// message is a string, or an object of CLDR plural forms "one", "few",
// "many", "other"). A message names its parameters ({{.Node}}); code
// picks a message and fills them in, never gluing words together.
//
// A translation follows the glossary in glossary_test.go: one term per
// concept in each language (Romanian «retezat», «tăietură», «tabel»;
// Italian «alfa», «nodo di probabilità», «esplorare»), one form of address
// (Romanian «dumneavoastră», Italian «tu»), and numbers a person reads
// with the language's decimal separator (Decimal); its tests hold every
// catalogue to it.
//
// Fyne's lang package itself keeps one process-wide language taken from
// the system; gametree needs a language per window that changes live and
// one per command line run, so each Lang here has its own go-i18n
// localizer over the same files. The window also hands the catalogues to
// Fyne's lang so that Fyne's own dialogs speak the same language (see
// package ui).
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed lang/*.json
var files embed.FS

// Default is the language used when the system asks for none we have.
const Default = "en"

// Codes returns the codes of the catalogues, English first ("en", "it",
// "ro").
func Codes() []string {
	entries, _ := files.ReadDir("lang")
	codes := []string{Default}
	for _, e := range entries {
		if c := strings.TrimSuffix(e.Name(), ".json"); c != Default {
			codes = append(codes, c)
		}
	}
	slices.Sort(codes[1:])
	return codes
}

// Names returns the languages' own names ("English", "Italiano",
// "Română"), in the order of Codes.
func Names() []string {
	var names []string
	for _, code := range Codes() {
		names = append(names, Must(code).Name())
	}
	return names
}

// Catalogue returns the JSON catalogue of a language, as embedded.
func Catalogue(code string) ([]byte, error) {
	data, err := files.ReadFile(path.Join("lang", code+".json"))
	if err != nil {
		return nil, fmt.Errorf("no catalogue for language %q (have %s)", code, strings.Join(Codes(), ", "))
	}
	return data, nil
}

// Lang says gametree's messages in one language. It is read-only after
// Load and safe for concurrent use.
type Lang struct {
	code  string
	plain map[string]string // messages without plural forms
	loc   *goi18n.Localizer // for messages with plural forms
	sep   string            // thousands separator
	dec   string            // decimal separator
	ascii bool              // the notation in ASCII words (see ASCII)
	alpha string            // α in ASCII words, when ascii
	beta  string            // β in ASCII words, when ascii
}

// Load returns the language with the given code ("en", "ro", "it"); a
// message missing from a catalogue falls back to English.
func Load(code string) (*Lang, error) {
	data, err := Catalogue(code)
	if err != nil {
		return nil, err
	}
	bundle := goi18n.NewBundle(language.English)
	bundle.RegisterUnmarshalFunc("json", json.Unmarshal)
	l := &Lang{code: code, plain: map[string]string{}}
	read := func(code string, data []byte) error {
		f, err := bundle.ParseMessageFileBytes(data, code+".json")
		if err != nil {
			return fmt.Errorf("catalogue %s: %w", code, err)
		}
		for _, m := range f.Messages {
			if _, ok := l.plain[m.ID]; !ok && m.One == "" && m.Few == "" && m.Many == "" && m.Zero == "" && m.Two == "" {
				l.plain[m.ID] = m.Other
			}
		}
		return nil
	}
	if err := read(code, data); err != nil {
		return nil, err
	}
	if code != Default {
		en, _ := Catalogue(Default)
		if err := read(Default, en); err != nil {
			return nil, err
		}
	}
	l.loc = goi18n.NewLocalizer(bundle, code, Default)
	l.sep = l.T("number.thousands")
	l.dec = l.T("number.decimal")
	return l, nil
}

var english = sync.OnceValue(func() *Lang {
	l, err := Load(Default)
	if err != nil {
		panic(err) // the English catalogue is compiled in and tested
	}
	return l
})

// English returns the English language, which error messages use when
// printed with Error().
func English() *Lang { return english() }

// Code returns the language's code ("ro").
func (l *Lang) Code() string { return l.code }

// Name returns the language's own name ("Română"), for menus.
func (l *Lang) Name() string { return l.T("language_name") }

// Has says whether the catalogues hold a message.
func (l *Lang) Has(id string) bool {
	if _, ok := l.plain[id]; ok {
		return true
	}
	text, _ := l.loc.Localize(&goi18n.LocalizeConfig{MessageID: id, PluralCount: 1})
	return text != ""
}

// Number is a number as Go and the tree files write it ("0.75", "-2.5"),
// given as a parameter of a message (T, N, New, Wrap): the message writes
// it with its language's decimal separator ("0,75" in Romanian and
// Italian), also when an error made in one language is said in another.
type Number string

// T returns message id with its named parameters filled in from args,
// given as pairs: l.T("saved", "File", name). A parameter's value is
// written in the language: whole numbers with its thousands separator, a
// Number with its decimal separator, errors through Error, anything else
// with fmt.Sprint. An unknown id gives "[id]", which tests look for.
func (l *Lang) T(id string, args ...any) string {
	text, ok := l.plain[id]
	if !ok {
		return l.plural(id, -1, args)
	}
	return fill(l.Notation(text), func(name string) string { return l.arg(name, args) })
}

// N returns message id in the plural form that goes with count, with
// {{.Count}} set to count ("1 subtree", "5 subtrees", "20 de subarbori")
// and the other parameters from args as in T.
func (l *Lang) N(id string, count int, args ...any) string {
	return l.plural(id, count, args)
}

func (l *Lang) plural(id string, count int, args []any) string {
	data := map[string]string{}
	for i := 0; i+1 < len(args); i += 2 {
		name, _ := args[i].(string)
		data[name] = l.format(args[i+1])
	}
	cfg := &goi18n.LocalizeConfig{MessageID: id, TemplateData: data}
	if count >= 0 {
		data["Count"] = l.Int(count)
		cfg.PluralCount = count
	}
	text, _ := l.loc.Localize(cfg) // a message only in English comes with an error, and the English text
	if text == "" {
		return "[" + id + "]"
	}
	return l.Notation(text) // with its parameters filled in: in ASCII words, theirs too
}

// arg returns the value of the parameter name in args, written in the
// language.
func (l *Lang) arg(name string, args []any) string {
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == name {
			return l.format(args[i+1])
		}
	}
	return ""
}

func (l *Lang) format(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case Number:
		return l.Decimal(string(v))
	case int:
		return l.Int(v)
	case error:
		return l.Error(v)
	case fmt.Stringer:
		return v.String()
	}
	return fmt.Sprint(v)
}

// Int writes a whole number with the language's thousands separator
// ("1,048,576" in English, "1.048.576" in Romanian and Italian).
func (l *Lang) Int(n int) string {
	s := strconv.Itoa(n)
	start := 0
	if n < 0 {
		start = 1
	}
	for i := len(s) - 3; i > start; i -= 3 {
		s = s[:i] + l.sep + s[i:]
	}
	return s
}

// DecimalSeparator returns the character the language writes before the
// decimals of a number: "." in English, "," in Romanian and Italian.
func (l *Lang) DecimalSeparator() string { return l.dec }

// Decimal writes s, a number as the tree files and Go write it ("0.5",
// "-2.75", "1.5e+300", "+inf", "1/3"), with the language's decimal
// separator: "0,5" in Romanian and Italian. It is for text a person reads
// (narration, descriptions, pictures, messages); what a program reads back
// (JSON, DOT attributes, bracket files) keeps ".". Values are never
// written with a thousands separator, so a "." in the result is never one.
func (l *Lang) Decimal(s string) string { return WithDecimal(s, l.dec) }

// WithDecimal is Decimal for code that holds a decimal separator rather
// than a language (a picture's styler): every "." between two digits of s
// becomes sep ("" keeps "."). A ".." between two numbers ("0..10") is
// left alone.
func WithDecimal(s, sep string) string {
	if sep == "" || sep == "." || !strings.Contains(s, ".") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '.' && i > 0 && i+1 < len(s) && isDigit(s[i-1]) && isDigit(s[i+1]) {
			b.WriteString(sep)
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// ReadDecimal is WithDecimal backwards, for a number a person typed: one
// decimal comma between digits ("0,5", "-2,75") becomes a point, as the
// tree files and strconv read it; anything else is left as it is (after
// trimming spaces).
func ReadDecimal(s string) string {
	s = strings.TrimSpace(s)
	before, after, ok := strings.Cut(s, ",")
	digits := func(d string) bool { return d != "" && strings.Trim(d, "0123456789") == "" }
	if ok && digits(strings.TrimLeft(before, "+-")) && digits(after) {
		return before + "." + after
	}
	return s
}

// WithDecimalWindow writes a window or interval written "(a, b)" with decimal
// separator sep, as WithDecimal does; where a decimal comma then stands
// in it, a semicolon parts the two values, as Romanian and Italian write
// intervals: "(0,5; 3)", never "(0,5, 3)".
func WithDecimalWindow(s, sep string) string {
	s = WithDecimal(s, sep)
	if sep != "," {
		return s
	}
	for i := 1; i+1 < len(s); i++ {
		if s[i] == ',' && isDigit(s[i-1]) && isDigit(s[i+1]) {
			return strings.Replace(s, ", ", "; ", 1)
		}
	}
	return s
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// fill replaces every {{.Name}} in text with value(Name).
func fill(text string, value func(string) string) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(text, "{{.")
		if i < 0 {
			break
		}
		j := strings.Index(text[i:], "}}")
		if j < 0 {
			break
		}
		b.WriteString(text[:i])
		b.WriteString(value(text[i+3 : i+j]))
		text = text[i+j+2:]
	}
	b.WriteString(text)
	return b.String()
}

// Fill returns message id with its parameters taken from params, the
// fast way for the narration's many sentences.
func (l *Lang) Fill(id string, params map[string]string) string {
	text, ok := l.plain[id]
	if !ok {
		return "[" + id + "]"
	}
	return fill(l.Notation(text), func(name string) string { return params[name] })
}

// FromEnv returns the code of the language the system asks for, the way
// gettext reads the environment (LANGUAGE, then LC_ALL, LC_MESSAGES and
// LANG; "ro_RO.UTF-8" asks for Romanian), or Default when it asks for
// none of ours.
func FromEnv(getenv func(string) string) string {
	var asked []string
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			if v == "C" || v == "POSIX" {
				return Default
			}
			asked = append(asked, v)
			break
		}
	}
	if list := getenv("LANGUAGE"); list != "" {
		asked = append(strings.Split(list, ":"), asked...)
	}
	for _, a := range asked {
		code, _, _ := strings.Cut(a, "_")
		code, _, _ = strings.Cut(code, ".")
		code, _, _ = strings.Cut(code, "-")
		if slices.Contains(Codes(), strings.ToLower(code)) {
			return strings.ToLower(code)
		}
	}
	return Default
}

// Must returns the language with the given code, and panics if there is
// none: for codes written in the program (and its tests), not for codes
// a user gave.
func Must(code string) *Lang {
	l, err := Load(code)
	if err != nil {
		panic(err)
	}
	return l
}
