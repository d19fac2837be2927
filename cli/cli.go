// Package cli is gametree's command line: solve, trace and samples, each a
// small function picked from a table. Bad flags or input give one line on
// stderr and exit status 2, with nothing on stdout.
package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"

	"gametree/games"
	"gametree/narrate"
	"gametree/samples"
	"gametree/search"
	"gametree/tree"
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
	// shows the problem. Nil: no window, print usage.
	Window func(t *tree.Tree, name, path string, problem error) error
}

// command is one entry of the dispatch table.
type command struct {
	name, args, help string
	run              func(env Env, args []string) error
}

func commands() []command {
	return []command{
		{"solve", "[options] FILE|SAMPLE|-", "search the tree and print its value, best move and statistics", runSolve},
		{"trace", "[options] [--coarse] FILE|SAMPLE|-", "print the search step by step, one numbered sentence a step", runTrace},
		{"export", "[options] [--step N|--final|--frames all|key|every:K] [--format dot|svg|png|gif] [-o OUT] FILE|SAMPLE|-", "draw a step, or every frame of the animation, for slides", runExport},
		{"generate", "[options] [-o FILE]", "make a random tree, or the tree of a game, as gametree JSON", runGenerate},
		{"samples", "[NAME]", "list the embedded sample trees, or print one as JSON", runSamples},
	}
}

// usageError is a problem with the command line or its input: exit 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// Run runs the command line args (without the program name) and returns the
// exit status.
func Run(args []string, env Env) int {
	if len(args) == 0 || (len(args) == 1 && (args[0] == "-" || !strings.HasPrefix(args[0], "-")) && !isCommand(args[0])) {
		if env.Window != nil {
			target := samples.Default
			if len(args) == 1 {
				target = args[0]
			}
			return report(env, openWindow(env, target))
		}
		if len(args) == 0 {
			usage(env.Stdout)
			return ExitOK
		}
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		usage(env.Stdout)
		return ExitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return report(env, c.run(env, args[1:]))
		}
	}
	return report(env, usagef("unknown command %q (expected %s; see gametree help)", args[0], commandNames()))
}

func isCommand(name string) bool {
	for _, c := range commands() {
		if c.name == name {
			return true
		}
	}
	return name == "help"
}

func commandNames() string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return strings.Join(names, ", ")
}

// report prints err as one line and picks the exit status.
func report(env Env, err error) int {
	if err == nil {
		return ExitOK
	}
	msg := oneLine(err.Error())
	fmt.Fprintf(env.Stderr, "gametree: %s\n", msg)
	var ue usageError
	if errors.As(err, &ue) {
		return ExitUsage
	}
	return ExitError
}

func usage(w io.Writer) {
	fmt.Fprintf(w, "gametree: watch minimax, negamax and alpha-beta search a game tree, step by step.\n\n")
	fmt.Fprintf(w, "Usage:\n  gametree                 open the window on the sample %s\n  gametree FILE|SAMPLE|-   open the window on a tree\n", samples.Default)
	for _, c := range commands() {
		fmt.Fprintf(w, "  gametree %s %s\n      %s\n", c.name, c.args, c.help)
	}
	fmt.Fprintf(w, `
Options of solve and trace:
  --algo NAME    %s (default alphabeta: fail-soft, as in the alpha-beta walk-through)
  --root max|min who moves at the root (default: what the tree says, else MAX)
  --depth N      depth limit: nodes N moves down use their estimate
  --strict       cut off only when alpha > beta (default alpha >= beta)
  --json         (solve) print JSON for other programs
  --coarse       (trace) calls and returns only
  --lang CODE    (trace, export --caption) narration language: %s
  --limit N      refuse trees of more than N nodes (default 2,000,000)

Options of export (format from -o's extension when --format is not given;
without -o the picture goes to standard output):
  --step N | --final | --frames all|key|every:K   one step (default: the
                 last) or an animation: numbered files NAME-0001.EXT, or a GIF
  --theme colour|print|colourblind|dark    --dpi N (PNG, GIF; default 144)
  --show labels,values,windows,calls,moves,boards|all|none   what to write
  --left-right   grow the tree left to right     --font-scale F
  --title T | --no-title    --legend    --caption (the step's narration)
  --delay D      time per GIF frame (default 1s)
  --limit-frames N   refuse animations of more than N frames (default 1,000)

Output never loses a file: a file is replaced only once the new one is
whole, keeping its permissions; a link is followed; a pipe or device is
written into; the tree's own file, a folder, an earlier set of frames
(but for its stale frames) are never overwritten. Ctrl+C changes nothing.

Options of generate (it states the node count on standard error first):
  --branching B|MIN-MAX  --depth D  --values LO..HI  --decimals  --seed S
  --order random|best|worst         a random tree (default 2, 3, -10..10)
  --game nim [--heaps 1,2,3] | --game tictactoe [--position X.O......] |
  --game reversi6        a game's tree, to --depth moves or the end (0)
  --limit N      refuse trees over N nodes (default 2,000,000)

A tree is a gametree JSON file, a bracket-notation file such as
[[3,12,8],[2,4,6],[14,5,2]], the name of a sample, or - for standard input.
`, algorithmNames(), strings.Join(narrate.Languages(), ", "))
}

func algorithmNames() string {
	var names []string
	for _, a := range search.Algorithms {
		names = append(names, a.String())
	}
	return strings.Join(names, ", ")
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
	if err == nil {
		*f.a = a
	}
	return err
}

// langFlag picks the narration's language.
type langFlag struct{ n **narrate.Narrator }

func (f langFlag) String() string { return "" }

func (f langFlag) Set(s string) error {
	n, err := narrate.New(s)
	if err == nil {
		*f.n = n
	}
	return err
}

type rootFlag struct{ k *tree.Kind }

func (f rootFlag) String() string { return "" }

func (f rootFlag) Set(s string) error {
	k, err := tree.ParseKind(s)
	if err == nil {
		*f.k = k
	}
	return err
}

// parseWith reads the search flags, plus those extra defines, anywhere on
// the line, and exactly one tree argument.
func (sf *searchFlags) parseWith(name string, args []string, extra func(fs *flag.FlagSet)) (string, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Var(algoFlag{&sf.opt.Algorithm}, "algo", "")
	fs.Var(rootFlag{&sf.opt.Root}, "root", "")
	fs.IntVar(&sf.opt.Depth, "depth", 0, "")
	fs.BoolVar(&sf.opt.Strict, "strict", false, "")
	fs.IntVar(&sf.limit, "limit", tree.MaxNodes, "")
	if extra != nil {
		extra(fs)
	}
	depthSet := false
	var targets []string
	for {
		if err := fs.Parse(args); err != nil {
			return "", usagef("%s: %v", name, err)
		}
		fs.Visit(func(f *flag.Flag) { depthSet = depthSet || f.Name == "depth" })
		if fs.NArg() == 0 {
			break
		}
		targets = append(targets, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if depthSet && sf.opt.Depth < 1 {
		return "", usagef("%s: --depth must be at least 1 (got %d)", name, sf.opt.Depth)
	}
	if sf.limit < 1 {
		return "", usagef("%s: --limit must be at least 1 (got %d)", name, sf.limit)
	}
	switch len(targets) {
	case 0:
		return "", usagef("%s: no tree given (a file, a sample name or - for standard input)", name)
	case 1:
		return targets[0], nil
	}
	return "", usagef("%s: one tree at a time (got %s)", name, strings.Join(targets, ", "))
}

// openWindow reads the tree, then opens the window on it. A tree that
// cannot be read gets the same one line on stderr as with any other
// command, and the window opens on the default sample showing the problem
// (for a file over the node limit, with an offer to open it anyway), so
// that someone who started it from a menu sees it too.
func openWindow(env Env, target string) error {
	t, name, path, err := Load(target, env.Stdin, tree.MaxNodes)
	if err != nil {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", oneLine(err.Error()))
		if info, statErr := os.Stat(target); statErr == nil && info.Mode().IsRegular() {
			path = target
		}
		return env.Window(nil, "", path, err)
	}
	return env.Window(t, name, path, nil)
}

// Load reads a tree of at most limit nodes named on the command line: "-"
// for stdin, a file if one exists at that path, else a sample. It also
// returns a name for it, and the file's path (empty for a sample or
// standard input).
func Load(target string, stdin io.Reader, limit int) (t *tree.Tree, name, path string, err error) {
	t, name, path, err = load(target, stdin, limit)
	if err == nil {
		if err = games.Check(t); err != nil {
			err = usageError{fmt.Errorf("%s: %w", name, err)}
		}
	}
	return t, name, path, err
}

func load(target string, stdin io.Reader, limit int) (t *tree.Tree, name, path string, err error) {
	if target == "-" {
		t, err := tree.ReadFrom(stdin, limit)
		if err != nil {
			return nil, "", "", usageError{fmt.Errorf("standard input: %w", err)}
		}
		return t, "standard input", "", nil
	}
	info, statErr := os.Stat(target)
	if statErr == nil && !info.IsDir() {
		t, err := tree.ReadFile(target, limit)
		if err != nil {
			return nil, "", "", usageError{err}
		}
		return t, target, target, nil
	}
	if t, err := samples.Load(target); err == nil {
		return t, target, "", nil
	}
	if statErr == nil {
		return nil, "", "", usagef("%s is a directory, not a tree file", target)
	}
	return nil, "", "", usagef("no file or sample named %q (samples: %s)", target, strings.Join(samples.Names(), ", "))
}

// solveTree loads the target (at most limit nodes) and runs the search.
func solveTree(env Env, target string, opt search.Options, limit int) (*search.Trace, string, error) {
	t, name, _, err := Load(target, env.Stdin, limit)
	if err != nil {
		return nil, "", err
	}
	tr, err := search.Run(context.Background(), t, opt)
	if err != nil {
		return nil, "", usageError{fmt.Errorf("%s: %w", name, err)}
	}
	return tr, name, nil
}

// flush writes buffered output, turning a failed write into an error.
func flush(w *bufio.Writer) error {
	if err := w.Flush(); err != nil {
		return fmt.Errorf("writing the output: %w", err)
	}
	return nil
}

// clean makes text safe to print in a terminal: control characters (a
// newline that would split a step over two lines, the ESC that starts a
// terminal's escape sequences) are written as visible Go escapes (\n,
// \x1b).
func clean(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// oneLine is a message on one line: its own line breaks become spaces,
// any other control character is escaped.
func oneLine(s string) string { return clean(strings.ReplaceAll(s, "\n", " ")) }
