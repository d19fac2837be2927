package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/term"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/safefile"
	"gametree/internal/tree"
	"gametree/search"
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

// maxSheets is the most random trees one batch makes.
const maxSheets = 999

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
		case sh.count < 1 || sh.count > maxSheets:
			return refuse("export", i18n.New("cli.err.count_range", "Count", sh.count, "Max", maxSheets))
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

// batchTrees makes count different random trees of spec: those of the
// seeds spec.Seed, spec.Seed+1, …, skipping a tree equal to one already
// made. It refuses when the options allow fewer different trees than
// count (tried over many seeds).
func batchTrees(spec tree.RandomSpec, count, limit int) ([]*tree.Tree, error) {
	seen := map[string]bool{}
	var trees []*tree.Tree
	tries := 20*count + 200
	for i := 0; len(trees) < count && i < tries; i++ {
		s := spec
		s.Seed = spec.Seed + uint64(i)
		t, err := tree.Random(s, limit)
		if err != nil {
			return nil, err
		}
		t.Title = "" // it names the seed: compare the trees alone
		var key bytes.Buffer
		if err := tree.WriteJSON(&key, t); err != nil {
			return nil, err
		}
		if seen[key.String()] {
			continue
		}
		seen[key.String()] = true
		trees = append(trees, t)
	}
	if len(trees) < count {
		return nil, i18n.New("cli.err.count_few_trees", "Found", len(trees), "Count", count)
	}
	return trees, nil
}

// writeBatch writes the worksheets and answer keys of --count random
// trees: as numbered files, OUT-0001.EXT … and OUT-key-0001.EXT …, named
// and written as --frames writes frames (all or nothing, the stale files
// of an earlier, larger set removed); or, as PDF, two handouts of a page a
// tree, OUT.pdf and OUT-key.pdf.
func writeBatch(env Env, l *i18n.Lang, sf *searchFlags, ef *exportFlags, sh *sheetFlags, format export.Format, opt export.Options) error {
	depth := 3
	if sh.set["depth"] {
		depth = sf.opt.Depth
	}
	spec, err := sh.random.spec("export", depth)
	if err != nil {
		return err
	}
	sopt := sf.opt
	sopt.Depth = 0 // --depth is the trees' depth; random trees have no estimates
	trees, err := batchTrees(spec, sh.count, min(sf.limit, export.MaxNodes))
	if err != nil {
		return refuse("export", err)
	}
	ctx, stop := interruptible()
	defer stop()
	sheets, keys := make([]*export.Sheet, len(trees)), make([]*export.Sheet, len(trees))
	for i, t := range trees {
		switch {
		case opt.NoTitle:
		case ef.title != "":
			t.Title = l.T("cli.export.exercise_titled", "Title", ef.title, "N", i+1)
		default:
			t.Title = l.T("cli.export.exercise", "N", i+1)
		}
		tr, err := searchRun(ctx, t, sopt)
		if err != nil {
			return err
		}
		one := opt
		one.Title = ""
		sheets[i], keys[i] = export.NewSheet(tr, one, false), export.NewSheet(tr, one, true)
	}
	keyPath := strings.TrimSuffix(ef.out, filepath.Ext(ef.out)) + "-key" + filepath.Ext(ef.out)
	sweep(env, l, ef.out, keyPath)
	if format == export.PDF {
		if err := writeHandouts(ctx, ef.out, keyPath, sheets, keys); err != nil {
			return sheetError(err)
		}
		fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.export.wrote_handouts", len(trees), "File", ef.out, "Key", keyPath))
		return nil
	}
	stale, names, err := writeNumbered(ctx, format, ef.out, keyPath, sheets, keys)
	if err != nil {
		return sheetError(err)
	}
	fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.export.wrote_sheets", len(trees), "First", names[0], "Last", names[1], "KeyFirst", names[2], "KeyLast", names[3]))
	if stale > 0 {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.export.removed_sheets", stale, "Last", len(trees)))
	}
	return nil
}

// searchRun searches a generated tree.
func searchRun(ctx context.Context, t *tree.Tree, opt search.Options) (*search.Trace, error) {
	tr, err := search.Run(ctx, t, opt)
	if err != nil {
		return nil, sheetError(i18n.Wrap(err, "cli.err.tree", "Tree", t.Title))
	}
	return tr, nil
}

// writeHandouts writes the worksheets into one PDF and the keys into
// another, each whole or not at all.
func writeHandouts(ctx context.Context, path, keyPath string, sheets, keys []*export.Sheet) error {
	out, err := safefile.Create(path)
	if err != nil {
		return err
	}
	keyOut, err := safefile.Create(keyPath)
	if err != nil {
		out.Abort()
		return err
	}
	err = export.Handout(ctx, sheets, out, nil)
	if err == nil {
		err = export.Handout(ctx, keys, keyOut, nil)
	}
	if err != nil {
		out.Abort()
		keyOut.Abort()
		return err
	}
	if err := out.Commit(); err != nil {
		keyOut.Abort()
		return err
	}
	return keyOut.Commit()
}

// writeNumbered writes the worksheets and the keys as two numbered sets
// (see safefile.Frames), and returns how many stale files it removed and
// the first and last names of each set.
func writeNumbered(ctx context.Context, format export.Format, path, keyPath string, sheets, keys []*export.Sheet) (stale int, names [4]string, err error) {
	sets := [2]*safefile.Frames{}
	for i, p := range []string{path, keyPath} {
		if sets[i], err = safefile.NewFrames(p, len(sheets)); err != nil {
			return 0, names, err
		}
		defer sets[i].Abort()
	}
	for i := range sheets {
		for j, s := range []*export.Sheet{sheets[i], keys[i]} {
			data, err := s.Write(ctx, format)
			if err == nil {
				err = sets[j].Add(data)
			}
			if err != nil {
				return 0, names, i18n.Wrap(err, "cli.err.sheet_of", "N", i+1, "Sheets", len(sheets))
			}
		}
	}
	// Both sets are checked before either is put in place, so that a
	// refused key leaves the worksheets as they were too.
	for _, set := range sets {
		for i := range sheets {
			name := filepath.Join(filepath.Dir(path), set.Name(i+1))
			if info, err := os.Lstat(name); err == nil && !info.Mode().IsRegular() {
				return 0, names, i18n.New("cli.err.sheet_not_file", "File", name, "Type", safefile.TypeOf(info.Mode()))
			}
		}
	}
	for j, set := range sets {
		n, err := set.Commit()
		if err != nil {
			return 0, names, err
		}
		stale += n.Removed
		names[2*j], names[2*j+1] = set.Name(1), set.Name(len(sheets))
	}
	return stale, names, nil
}
