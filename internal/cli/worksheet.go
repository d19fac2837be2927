package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"golang.org/x/term"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/safefile"
	"gametree/internal/tree"
)

// sheetFlags are export's options for paper exercises: a worksheet, its
// answer key, or a batch of random trees' worksheets and keys.
type sheetFlags struct {
	worksheet, answerKey bool
	count                int
	random               randomFlags
	// set holds the flags given on the command line.
	set map[string]bool
}

// defineSheet adds the sheet flags to export's.
func (sh *sheetFlags) define(fs *flag.FlagSet) {
	fs.BoolVar(&sh.worksheet, "worksheet", false, "")
	fs.BoolVar(&sh.answerKey, "answer-key", false, "")
	fs.IntVar(&sh.count, "count", 0, "")
	sh.random.define(fs)
}

// randomFlags are generate's options for a random tree, but its depth,
// which is --depth.
type randomFlags struct {
	branching, values, order string
	decimals                 bool
	seed                     uint64
}

func (rf *randomFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&rf.branching, "branching", "2", "")
	fs.StringVar(&rf.values, "values", "-10..10", "")
	fs.BoolVar(&rf.decimals, "decimals", false, "")
	fs.Uint64Var(&rf.seed, "seed", 1, "")
	fs.StringVar(&rf.order, "order", "random", "")
}

// spec reads the random trees' description, of the given depth, as
// generate does; problems are said as command's.
func (rf *randomFlags) spec(command string, depth int) (tree.RandomSpec, error) {
	spec := tree.RandomSpec{Depth: depth, Decimals: rf.decimals, Seed: rf.seed}
	if err := spec.ParseBranching(rf.branching); err != nil {
		return spec, refuse(command, err) // says "branching …"
	}
	if err := spec.ParseValues(rf.values); err != nil {
		return spec, refuse(command, err) // says "values …"
	}
	order, err := tree.ParseOrdering(rf.order)
	if err != nil {
		return spec, refuse(command, i18n.Wrap(err, "cli.err.flag_bad", "Flag", "--order"))
	}
	spec.Order = order
	if err := spec.Check(); err != nil {
		return spec, refuse(command, err)
	}
	return spec, nil
}

// active reports whether the command line asks for sheets, after
// recording which flags it gave.
func (sh *sheetFlags) active(fs *flag.FlagSet) bool {
	sh.set = map[string]bool{}
	if fs != nil {
		fs.Visit(func(f *flag.Flag) { sh.set[f.Name] = true })
	}
	return sh.worksheet || sh.answerKey || sh.set["count"]
}

// randomGiven returns the first random-tree flag given, or "".
func (sh *sheetFlags) randomGiven() string {
	for _, name := range []string{"branching", "values", "decimals", "seed", "order"} {
		if sh.set[name] {
			return name
		}
	}
	return ""
}

// mode is the flag that asked for sheets, to name in messages.
func (sh *sheetFlags) mode() string {
	switch {
	case sh.set["count"]:
		return "--count"
	case sh.answerKey:
		return "--answer-key"
	}
	return "--worksheet"
}

// runSheets is export with --worksheet, --answer-key or --count: target
// and parseErr are what parsing the command line gave (a batch has no
// tree, so no tree is no error for it).
func runSheets(env Env, l *i18n.Lang, sf *searchFlags, ef *exportFlags, sh *sheetFlags, target string, parseErr error) error {
	batch := sh.set["count"]
	if parseErr != nil {
		var e *i18n.Error
		if !batch || !errors.As(parseErr, &e) || e.ID != "cli.err.command" || !isMessage(e.Err, "cli.err.no_tree") {
			return parseErr
		}
	} else if batch {
		return refuse("export", i18n.New("cli.err.count_no_tree", "Tree", i18n.Quote(target)))
	}
	mode := sh.mode()
	if sf.opt.Algorithm.Samples() {
		return refuse("export", i18n.New("cli.err.mcts_command", "Command", "export "+mode))
	}
	switch {
	case sh.worksheet && sh.answerKey:
		return refuse("export", i18n.New("cli.err.worksheet_and_key"))
	case batch && sh.answerKey:
		return refuse("export", i18n.New("cli.err.count_key"))
	case !sf.opt.Algorithm.Once():
		return refuse("export", i18n.New("cli.err.classic_only", "Mode", mode, "Algorithm", sf.opt.Algorithm.String()))
	}
	for _, f := range []string{"step", "final", "frames", "caption", "limit-frames", "delay"} {
		if sh.set[f] {
			return refuse("export", i18n.New("cli.err.sheet_flag", "Mode", mode, "Flag", dashed(f)))
		}
	}
	if ef.renderer == "graphviz" {
		return refuse("export", i18n.New("cli.err.sheet_flag", "Mode", mode, "Flag", "--renderer graphviz"))
	}
	if f := sh.randomGiven(); f != "" && !batch {
		return refuse("export", i18n.New("cli.err.count_only", "Flag", dashed(f)))
	}
	if ef.outSet && ef.out == "" {
		return refuse("export", i18n.New("cli.err.empty_out"))
	}
	if batch {
		switch {
		case sh.count < 1 || sh.count > export.MaxExercises:
			return refuse("export", i18n.New("cli.err.count_range", "Count", sh.count, "Max", export.MaxExercises))
		case ef.out == "":
			return refuse("export", i18n.New("cli.err.count_needs_out"))
		}
	}
	format, err := ef.resolveFormat()
	if err != nil {
		return err
	}
	if format == export.GIF {
		return refuse("export", i18n.New("export.worksheet_format", "Format", string(format)))
	}
	opt, err := ef.options()
	if err != nil {
		return err
	}
	if batch {
		return writeBatch(env, l, sf, ef, sh, format, opt)
	}
	return writeSheet(env, l, sf, ef, sh.answerKey, target, format, opt)
}

// isMessage reports whether err is the message id (wrapped or not).
func isMessage(err error, id string) bool {
	var e *i18n.Error
	return errors.As(err, &e) && e.ID == id
}

// writeSheet writes the worksheet, or answer key, of one tree.
func writeSheet(env Env, l *i18n.Lang, sf *searchFlags, ef *exportFlags, key bool, target string, format export.Format, opt export.Options) error {
	input := inputFile(env, target)
	if ef.out == "" {
		if err := stdoutNotInput(env, "export", input); err != nil {
			return err
		}
	}
	tr, _, err := solveTree(env, l, target, sf.opt, sf.limit)
	if err != nil {
		return err
	}
	if err := export.CheckSize(tr.Tree); err != nil {
		return refuse("export", err)
	}
	opt.Name = treeName(target)
	ctx, stop := interruptible()
	defer stop()
	data, err := export.NewSheet(tr, opt, key).Write(ctx, format)
	if err != nil {
		return sheetError(err)
	}
	if ef.out == "" {
		binary := format == export.PNG || format == export.PDF
		if f, ok := env.Stdout.(*os.File); ok && binary && term.IsTerminal(int(f.Fd())) {
			return refuse("export", i18n.New("cli.err.terminal", "Format", strings.ToUpper(string(format))))
		}
		if _, err := env.Stdout.Write(data); err != nil {
			return i18n.Wrap(i18n.Wrap(err, "cli.err.write"), "cli.err.command", "Command", "export")
		}
		return nil
	}
	sweep(env, l, ef.out)
	note := safefile.Note(ef.out)
	if err := safefile.Write(ef.out, data, input); err != nil {
		return notWritten("export", err)
	}
	say(env, l, note)
	return nil
}

// sheetError says a failure to draw or write sheets.
func sheetError(err error) error {
	if errors.Is(err, context.Canceled) {
		return i18n.Wrap(i18n.New("cli.err.interrupted"), "cli.err.command", "Command", "export")
	}
	return notWritten("export", err)
}

// writeBatch writes the worksheets and answer keys of --count random
// trees, as export.Exercises.Save writes a set: as numbered files,
// OUT-0001.EXT … and OUT-key-0001.EXT …, named and written as --frames
// writes frames (all or nothing, the stale files of an earlier, larger
// set removed); or, as PDF, two handouts of a page a tree, OUT.pdf and
// OUT-key.pdf.
func writeBatch(env Env, l *i18n.Lang, sf *searchFlags, ef *exportFlags, sh *sheetFlags, format export.Format, opt export.Options) error {
	ctx, stop := interruptible()
	defer stop()
	ex, err := randomExercises(ctx, l, sf, ef, sh, opt, true)
	if err != nil {
		return err
	}
	sweep(env, l, ef.out, export.KeyPath(ef.out))
	written, err := ex.Save(ctx, format, ef.out, nil)
	if err != nil {
		return sheetError(err)
	}
	for _, said := range written.Said(l) {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", said)
	}
	return nil
}

// randomExercises makes the exercises of --count random trees, as
// generate makes them with the random tree options (--depth their depth,
// 3 unless given), titled "Exercise 1" … or by --title, searched with
// the search options; with keys, each with its answer key.
func randomExercises(ctx context.Context, l *i18n.Lang, sf *searchFlags, ef *exportFlags, sh *sheetFlags, opt export.Options, keys bool) (*export.Exercises, error) {
	depth := 3
	if sh.set["depth"] {
		depth = sf.opt.Depth
	}
	spec, err := sh.random.spec("export", depth)
	if err != nil {
		return nil, err
	}
	sopt := sf.opt
	sopt.Depth = 0 // --depth is the trees' depth; random trees have no estimates
	trees, err := export.RandomTrees(ctx, spec, sh.count, min(sf.limit, export.MaxNodes))
	if err != nil {
		return nil, refuse("export", err)
	}
	if !opt.NoTitle {
		export.TitleExercises(l, trees, ef.title)
	}
	opt.Title = "" // each sheet is titled by its tree
	ex, err := export.NewExercises(ctx, trees, sopt, opt, keys, true)
	if err != nil {
		return nil, sheetError(err)
	}
	return ex, nil
}
