// Package cli is gametree's command line: solve, trace, export, grade,
// compare, generate, samples, code, class and version, each a small function picked from
// a table (commands). Bad flags or
// input give one line on stderr and exit status 2, with nothing on stdout;
// -h gives a command's help on stdout. Everything it says comes from the
// catalogues of package i18n, in the language of --lang (English unless
// asked).
package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"unicode"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/internal/treefile"
	"gametree/samples"
	"gametree/search"
)

// Exit statuses.
const (
	ExitOK    = 0
	ExitError = 1 // something went wrong writing the output
	ExitUsage = 2 // bad flags or input
)

// Env is what a command runs with: its streams and, for the bare command,
// the window.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Window opens the desktop app on a tree read from path ("" for a
	// sample or standard input), named name; with a problem instead (the
	// tree could not be read, t is nil) it opens on the default sample and
	// shows the problem; with neither (no tree asked for) on the tree it
	// was left on, or on a first start the default sample. lang is the
	// language --lang asked for ("" for the window's own). Nil: no
	// window, print usage.
	Window func(t *tree.Tree, name, path string, problem error, lang string) error
	// Display says why no window can open (no X server or Wayland
	// compositor), or nil; nil Display: it can.
	Display func() error
}

// command is one entry of the dispatch table: its name, what it does, and
// its help.
type command struct {
	name string
	run  func(env Env, l *i18n.Lang, args []string) error
	help func(l *i18n.Lang) string
}

func commands() []command {
	return []command{
		{"solve", runSolve, helpSolve},
		{"trace", runTrace, helpTrace},
		{"export", runExport, helpExport},
		{"grade", runGrade, helpGrade},
		{"compare", runCompare, helpCompare},
		{"generate", runGenerate, helpGenerate},
		{"samples", runSamples, helpSamples},
		{"code", runCode, helpCode},
		{"class", runClass, helpClass},
		{"version", runVersion, helpVersion},
	}
}

// usageError is a problem with the command line or its input: exit 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// In says the problem in language l.
func (e usageError) In(l *i18n.Lang) string { return l.Error(e.err) }

// refuse is a problem with the command line of the command name: exit 2,
// said as "name: err".
func refuse(name string, err error) error {
	return usageError{i18n.Wrap(err, "cli.err.command", "Command", name)}
}

// Run runs the command line args (without the program name) and returns the
// exit status. Everything it says is in the language --lang asks for,
// English by default.
func Run(args []string, env Env) int {
	l, err := language(args)
	if err != nil {
		return report(env, l, err)
	}
	// --lang before the command is the program's option.
	asked := ""
	for len(args) > 0 {
		value, next, ok := langArg(args, 0)
		if !ok {
			break
		}
		asked = value
		if next > len(args) {
			return report(env, l, usageError{i18n.New("cli.err.flag_needs_value", "Flag", "--lang")})
		}
		args = args[next:]
	}
	if len(args) == 0 || (len(args) == 1 && (args[0] == "-" || !strings.HasPrefix(args[0], "-")) && !isCommand(args[0])) {
		if env.Window != nil {
			if len(args) == 1 {
				if err := windowTarget(args[0]); err != nil {
					return report(env, l, err)
				}
			}
			if env.Display != nil {
				if err := env.Display(); err != nil {
					return report(env, l, usageError{err})
				}
			}
			if len(args) == 0 { // no tree asked for: the window opens the last one
				return report(env, l, windowFailed(env.Window(nil, "", "", nil, asked)))
			}
			return report(env, l, openWindow(env, l, args[0], asked))
		}
		if len(args) == 0 {
			return report(env, l, printHelp(env, programHelp(l)))
		}
	}
	switch args[0] {
	case "-h", "-help", "--help":
		return report(env, l, printHelp(env, programHelp(l)))
	case "help":
		return report(env, l, runHelp(env, l, withoutLang(args[1:])))
	case "--version", "-version":
		return report(env, l, runVersion(env, l, args[1:]))
	}
	for _, c := range commands() {
		if c.name == args[0] {
			err := c.run(env, l, args[1:])
			if errors.Is(err, flag.ErrHelp) {
				return report(env, l, printHelp(env, c.help(l)))
			}
			return report(env, l, err)
		}
	}
	return report(env, l, unknownCommand(args[0]))
}

// runHelp prints the program's help, or a command's.
func runHelp(env Env, l *i18n.Lang, args []string) error {
	switch {
	case len(args) == 0 || len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help"):
		return printHelp(env, programHelp(l))
	case len(args) == 1:
		for _, c := range commands() {
			if c.name == args[0] {
				return printHelp(env, c.help(l))
			}
		}
	}
	return unknownCommand(strings.Join(args, " "))
}

// printHelp writes a help text to standard output; a failed write (a
// full disk, a closed pipe) is an error like any other output's.
func printHelp(env Env, text string) error {
	if _, err := io.WriteString(env.Stdout, text); err != nil {
		return i18n.Wrap(err, "cli.err.write")
	}
	return nil
}

func unknownCommand(name string) error {
	if near := nearest(name, append(commandNames(), "help")...); near != "" {
		return usageError{i18n.New("cli.err.unknown_command_near", "Command", i18n.Quote(name), "Near", near)}
	}
	return usageError{i18n.New("cli.err.unknown_command", "Command", i18n.Quote(name), "Commands", strings.Join(commandNames(), ", "))}
}

// windowTarget refuses what the window cannot open: a word that is
// neither standard input (-), an existing file, nor a sample. From a
// file manager a file is always there; from a terminal such a word is a
// mistyped command or file name, said in one line, with the nearest
// command or sample when one is close.
func windowTarget(target string) error {
	if target == "-" || slices.Contains(samples.Names(), target) {
		return nil
	}
	if _, err := os.Stat(target); err == nil {
		return nil
	} else if errors.Is(err, syscall.ELOOP) {
		return usageError{i18n.New("cli.err.link_loop", "Path", target)}
	}
	if strings.ContainsRune(target, '/') || strings.ContainsRune(target, filepath.Separator) || filepath.Ext(target) != "" {
		return usageError{i18n.New("cli.err.no_such_file", "Path", target)}
	}
	if near := nearest(target, append(append(commandNames(), "help"), samples.Names()...)...); near != "" {
		return usageError{i18n.New("cli.err.unknown_word_near", "Word", i18n.Quote(target), "Near", near)}
	}
	return usageError{i18n.New("cli.err.unknown_word", "Word", i18n.Quote(target), "Commands", strings.Join(commandNames(), ", "),
		"Samples", strings.Join(samples.Names(), ", "))}
}

// nearest returns the candidate closest to word in edits (a letter added,
// dropped, changed, or two swapped), when it is close enough to be what
// was meant: fewer edits than half the word's letters, and at most two,
// or one in six letters of a long word.
func nearest(word string, candidates ...string) string {
	n := len([]rune(word))
	best, bestDist := "", max(2, n/6)+1
	for _, c := range candidates {
		if d := edits(strings.ToLower(word), c); d < bestDist && 2*d < n {
			best, bestDist = c, d
		}
	}
	return best
}

// edits is the optimal string alignment distance between a and b.
func edits(a, b string) int {
	x, y := []rune(a), []rune(b)
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}

func isCommand(name string) bool {
	for _, c := range commands() {
		if c.name == name {
			return true
		}
	}
	return name == "help"
}

func commandNames() []string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return names
}

// report prints err as one line in language l and picks the exit status.
func report(env Env, l *i18n.Lang, err error) int {
	if err == nil {
		return ExitOK
	}
	fmt.Fprintf(env.Stderr, "gametree: %s\n", oneLine(l.Error(err)))
	var ue usageError
	if errors.As(err, &ue) {
		return ExitUsage
	}
	return ExitError
}

// searchFlags are the options solve, trace and export share.
type searchFlags struct {
	opt search.Options
	// limit is the most nodes a tree read may have (--limit).
	limit int
}

type algoFlag struct{ a *search.Algorithm }

func (f algoFlag) String() string {
	if f.a == nil {
		return ""
	}
	return f.a.String()
}

func (f algoFlag) Set(s string) error {
	a, err := search.ParseAlgorithm(s)
	if err != nil {
		return unknownAlgorithm(s)
	}
	*f.a = a
	return nil
}

// unknownAlgorithm says name is no algorithm's, with the nearest one
// when it is close (alphabta: did you mean alphabeta?).
func unknownAlgorithm(name string) error {
	var names []string
	for _, a := range search.Named() {
		names = append(names, a.String())
	}
	if near := nearest(name, names...); near != "" {
		return i18n.New("cli.err.unknown_algorithm_near", "Name", i18n.Quote(name), "Near", near)
	}
	return i18n.New("cli.err.unknown_algorithm", "Name", i18n.Quote(name), "Names", algorithmNames())
}

func algorithmNames() string {
	var names []string
	for _, a := range search.Named() {
		names = append(names, a.String())
	}
	return strings.Join(names, ", ")
}

// boundsFlag reads Star1's --bounds LO..HI.
type boundsFlag struct{ b *search.Bounds }

func (f boundsFlag) String() string { return "" }

func (f boundsFlag) Set(s string) error {
	b, err := search.ParseBounds(s)
	if err == nil {
		*f.b = b
	}
	return err
}

type rootFlag struct{ k *tree.Kind }

func (f rootFlag) String() string { return "" }

func (f rootFlag) Set(s string) error {
	k, err := tree.ParsePlayer(s)
	if err == nil {
		*f.k = k
	}
	return err
}

// parseWith reads the search flags, plus those extra defines, anywhere on
// the line, and exactly one tree argument.
func (sf *searchFlags) parseWith(name string, args []string, extra func(fs *flag.FlagSet)) (string, error) {
	fs := newFlagSet(name)
	fs.Var(algoFlag{&sf.opt.Algorithm}, "algo", "")
	fs.Var(rootFlag{&sf.opt.Root}, "root", "")
	fs.IntVar(&sf.opt.Depth, "depth", 0, "")
	fs.BoolVar(&sf.opt.Strict, "strict", false, "")
	floatVar(fs, &sf.opt.Guess, "guess", 0)
	floatVar(fs, &sf.opt.Aspiration, "aspiration", 0)
	fs.BoolVar(&sf.opt.TT, "tt", false, "")
	fs.Var(boundsFlag{&sf.opt.Bounds}, "bounds", "")
	fs.IntVar(&sf.limit, "limit", tree.MaxNodes, "")
	if extra != nil {
		extra(fs)
	}
	targets, err := parseAll(fs, args)
	if err != nil {
		return "", err
	}
	depthSet := false
	fs.Visit(func(f *flag.Flag) { depthSet = depthSet || f.Name == "depth" })
	if depthSet && sf.opt.Depth < 1 {
		return "", refuse(name, i18n.New("cli.err.depth_min", "Depth", sf.opt.Depth))
	}
	if sf.limit < 1 {
		return "", refuse(name, i18n.New("cli.err.limit_min", "Limit", sf.limit))
	}
	if sf.opt.Algorithm.Samples() && name != "solve" && name != "trace" && name != "export" {
		return "", refuse(name, i18n.New("cli.err.mcts_command", "Command", name))
	}
	switch len(targets) {
	case 0:
		return "", refuse(name, i18n.New("cli.err.no_tree"))
	case 1:
		return targets[0], nil
	}
	return "", refuse(name, i18n.New("cli.err.one_tree", "Trees", strings.Join(targets, ", ")))
}

// openWindow reads the tree, then opens the window on it. A tree that
// cannot be read gets the same one line on stderr as with any other
// command, and the window opens on the default sample showing the problem
// (for a file over the node limit, with an offer to open it anyway), so
// that someone who started it from a menu sees it too.
func openWindow(env Env, l *i18n.Lang, target, asked string) error {
	t, name, path, err := Load(l, target, env.Stdin, tree.MaxNodes)
	if err != nil {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", oneLine(l.Error(err)))
		if info, statErr := os.Stat(target); statErr == nil && info.Mode().IsRegular() {
			path = target
		}
		return windowFailed(env.Window(nil, "", path, err, asked))
	}
	return windowFailed(env.Window(t, name, path, nil, asked))
}

// windowFailed is a window that could not open (no display that works):
// one line, exit 2, as without a display.
func windowFailed(err error) error {
	if err != nil {
		return usageError{err}
	}
	return nil
}

// Load reads a tree of at most limit nodes named on the command line: "-"
// for stdin, a file if one exists at that path (gametree JSON, bracket
// notation or DOT, see package treefile), else a sample. It also
// returns a name for it in language l, and the file's path (empty for a
// sample or standard input).
func Load(l *i18n.Lang, target string, stdin io.Reader, limit int) (t *tree.Tree, name, path string, err error) {
	t, name, path, err = load(l, target, stdin, limit)
	if err == nil {
		if err = games.Check(t); err != nil {
			err = usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
		}
	}
	return t, name, path, err
}

func load(l *i18n.Lang, target string, stdin io.Reader, limit int) (t *tree.Tree, name, path string, err error) {
	if target == "-" {
		name := l.T("cli.stdin")
		t, err := treefile.ReadFrom(stdin, limit) // any format, DOT included
		if err != nil {
			return nil, "", "", usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
		}
		return t, name, "", nil
	}
	info, statErr := os.Stat(target)
	if errors.Is(statErr, syscall.ELOOP) { // a name that is there, but leads nowhere
		return nil, "", "", usageError{i18n.New("cli.err.link_loop", "Path", target)}
	}
	if statErr == nil && !info.IsDir() {
		t, _, err := treefile.ReadFile(target, limit) // any format, DOT (.dot, .gv) included
		if err != nil {
			return nil, "", "", usageError{err}
		}
		return t, target, target, nil
	}
	if t, err := samples.LoadIn(l, target); err == nil {
		return t, target, "", nil
	}
	if statErr == nil {
		return nil, "", "", usageError{i18n.New("cli.err.is_folder", "Path", target)}
	}
	return nil, "", "", usageError{i18n.New("cli.err.no_such_tree", "Name", i18n.Quote(target), "Samples", strings.Join(samples.Names(), ", "))}
}

// solveTree loads the target (at most limit nodes) and runs the search.
func solveTree(env Env, l *i18n.Lang, target string, opt search.Options, limit int) (*search.Trace, string, error) {
	t, name, _, err := Load(l, target, env.Stdin, limit)
	if err != nil {
		return nil, "", err
	}
	tr, err := search.Run(context.Background(), t, opt)
	if err != nil {
		return nil, "", usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
	}
	return tr, name, nil
}

// flush writes buffered output, turning a failed write into an error.
func flush(w *bufio.Writer) error {
	if err := w.Flush(); err != nil {
		return i18n.Wrap(err, "cli.err.write")
	}
	return nil
}

// clean makes text safe to print in a terminal: control characters (a
// newline that would split a step over two lines, the ESC that starts a
// terminal's escape sequences) and the invisible characters that reorder
// the text around them (bidirectional embeddings, overrides, isolates and
// marks, line and paragraph separators) are written as visible Go escapes
// (\n, \x1b, \u202e).
func clean(s string) string {
	if !strings.ContainsFunc(s, hidden) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if hidden(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// hidden reports whether r is a character clean escapes: a control
// character, one that Reorders text (U+202A–U+202E, U+2066–U+2069,
// U+2028, U+2029), or a left-to-right, right-to-left or Arabic letter mark
// (U+200E, U+200F, U+061C).
func hidden(r rune) bool {
	return unicode.IsControl(r) || tree.Reorders(r) || r == 0x200e || r == 0x200f || r == 0x061c
}

// oneLine is a message on one line: its own line breaks become spaces,
// any other control character is escaped.
func oneLine(s string) string { return clean(strings.ReplaceAll(s, "\n", " ")) }
