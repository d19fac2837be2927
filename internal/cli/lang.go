package cli

import (
	"errors"
	"flag"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"gametree/internal/i18n"
)

// language finds the language the command line asks for with --lang CODE
// (or --lang=CODE, -lang CODE) anywhere before a "--", the last one
// winning, and loads it: it must be known before the flags are parsed, for
// the help and for the flags' own errors. Without --lang it is English,
// whatever the system's language, so that scripts read the same output
// everywhere.
func language(args []string) (*i18n.Lang, error) {
	code := i18n.Default
	for i := 0; i < len(args); i++ {
		if args[i] == "--" {
			break
		}
		value, next, ok := langArg(args, i)
		if !ok {
			continue
		}
		if next > len(args) {
			break // --lang at the very end: the flags' parser says it needs a value
		}
		code, i = value, next-1
	}
	if !slices.Contains(i18n.Codes(), code) {
		return i18n.English(), unknownLanguage(code)
	}
	return i18n.Load(code)
}

// langArg says whether args[i] is --lang (-lang, --lang=CODE), and if so
// its value and the index of the argument after it (len(args)+1 when the
// value is missing).
func langArg(args []string, i int) (value string, next int, ok bool) {
	a := args[i]
	if !strings.HasPrefix(a, "-") {
		return "", 0, false
	}
	name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
	name, value, hasValue := strings.Cut(name, "=")
	if name != "lang" {
		return "", 0, false
	}
	if hasValue {
		return value, i + 1, true
	}
	if i+1 >= len(args) {
		return "", len(args) + 1, true
	}
	return args[i+1], i + 2, true
}

// withoutLang returns args without their --lang options.
func withoutLang(args []string) []string {
	var rest []string
	for i := 0; i < len(args); i++ {
		if _, next, ok := langArg(args, i); ok {
			i = next - 1
			continue
		}
		rest = append(rest, args[i])
	}
	return rest
}

func unknownLanguage(code string) error {
	return usageError{i18n.New("cli.err.unknown_lang", "Code", i18n.Quote(code), "Languages", strings.Join(i18n.Codes(), ", "))}
}

// langFlag is --lang, which every command takes. Its value has been read
// before the flags (see language); here it is only checked.
type langFlag struct{}

func (langFlag) String() string { return "" }

func (langFlag) Set(s string) error {
	if !slices.Contains(i18n.Codes(), s) {
		return unknownLanguage(s)
	}
	return nil
}

// newFlagSet returns the flag set of a command, with --lang. Go's flag
// package never prints anything of its own: parseFlags says its errors in
// the command line's language and the command prints its help.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.Var(langFlag{}, "lang", "")
	return fs
}

// onParse, when set (by tests), sees every flag set parsed.
var onParse func(fs *flag.FlagSet)

// parseFlags parses args with fs. -h, -help and --help give an error that
// is flag.ErrHelp; any other mistake a usage error saying, in l's words,
// which flag and what is wrong with it.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if onParse != nil {
		onParse(fs)
	}
	var failed flagFailure
	fs.VisitAll(func(f *flag.Flag) {
		if r, ok := f.Value.(recorder); ok {
			r.record().failed = &failed
			return
		}
		v := &recordingValue{Value: f.Value, name: f.Name, failed: &failed}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			f.Value = recordingBool{v}
		} else {
			f.Value = v
		}
	})
	err := fs.Parse(args)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		return err
	case failed.err != nil:
		return refuse(fs.Name(), failed.explain())
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return refuse(fs.Name(), i18n.New("cli.err.flag_unknown", "Flag", dashed(name), "Command", fs.Name()))
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return refuse(fs.Name(), i18n.New("cli.err.flag_needs_value", "Flag", dashed(name)))
	}
	if arg, ok := strings.CutPrefix(msg, "bad flag syntax: "); ok {
		return refuse(fs.Name(), i18n.New("cli.err.flag_syntax", "Arg", i18n.Quote(arg)))
	}
	return refuse(fs.Name(), err)
}

// parseAll parses args with fs, flags and other arguments mixed in any
// order ("solve tree.json --json"), and returns the other arguments.
func parseAll(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := parseFlags(fs, args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// dashed writes a flag's name as the help does: -o, --depth.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// flagFailure is a flag whose value was refused.
type flagFailure struct {
	name, value string
	v           flag.Value
	err         error
}

// explain says what is wrong with the value.
func (f *flagFailure) explain() error {
	flagName, value := dashed(f.name), i18n.Quote(f.value)
	if _, ok := f.err.(i18n.Localized); ok {
		return i18n.Wrap(f.err, "cli.err.flag_bad", "Flag", flagName)
	}
	if f.err.Error() == "value out of range" { // the flag package's errRange
		return i18n.New("cli.err.flag_range", "Flag", flagName, "Value", value)
	}
	if g, ok := f.v.(flag.Getter); ok {
		switch g.Get().(type) {
		case bool:
			return i18n.New("cli.err.flag_bool", "Flag", flagName, "Value", value)
		case int, int64, uint, uint64:
			return i18n.New("cli.err.flag_int", "Flag", flagName, "Value", value)
		case float64:
			return i18n.New("cli.err.flag_number", "Flag", flagName, "Value", value)
		case time.Duration:
			return i18n.New("cli.err.flag_duration", "Flag", flagName, "Value", value)
		}
	}
	return i18n.Wrap(f.err, "cli.err.flag_bad", "Flag", flagName)
}

// recordingValue is a flag's value that notes the value it refuses, and
// why, so that the error can be said in the command line's language.
type recordingValue struct {
	flag.Value
	name   string
	failed *flagFailure
}

type recorder interface{ record() *recordingValue }

func (r *recordingValue) record() *recordingValue { return r }

func (r *recordingValue) Set(s string) error {
	err := r.Value.Set(s)
	if err != nil {
		*r.failed = flagFailure{name: r.name, value: s, v: r.Value, err: err}
	}
	return err
}

// recordingBool is a recordingValue of a flag that needs no value.
type recordingBool struct{ *recordingValue }

func (recordingBool) IsBoolFlag() bool { return true }

// counted is a count and the plural message that says it ("82 frames"),
// for a parameter of an error, which is said later in a language not known
// yet.
type counted struct {
	id string
	n  int
}

func (c counted) Error() string { return c.In(i18n.English()) }

// In says the count in language l.
func (c counted) In(l *i18n.Lang) string { return l.N(c.id, c.n) }

// finite is a number flag that takes finite numbers only: Go's flag
// package reads inf, +Inf and NaN as numbers.
type finite struct{ p *float64 }

// floatVar defines a number flag that refuses infinities and NaN.
func floatVar(fs *flag.FlagSet, p *float64, name string, value float64) {
	*p = value
	fs.Var(finite{p}, name, "")
}

func (f finite) String() string {
	if f.p == nil {
		return ""
	}
	return strconv.FormatFloat(*f.p, 'g', -1, 64)
}

func (f finite) Get() any { return *f.p }

func (f finite) Set(s string) error {
	v, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange):
		return err // said as "takes a number"
	case err != nil || math.IsInf(v, 0) || math.IsNaN(v):
		return i18n.New("cli.err.not_finite", "Value", i18n.Quote(s))
	}
	*f.p = v
	return nil
}
