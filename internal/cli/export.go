package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"golang.org/x/term"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/moodle"
	"gametree/internal/narrate"
	"gametree/internal/safefile"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/layout"
)

// exportFlags are export's own options, on top of solve's.
type exportFlags struct {
	step      int // noStep unless given
	final     bool
	frames    string
	format    string
	out       string
	outSet    bool // -o was given with a name (an empty name is refused; -o - is standard output)
	maxFrames int
	dpi       float64
	theme     string
	show      string
	leftRight bool
	fontScale float64
	title     string
	noTitle   bool
	legend    bool
	caption   bool
	narrator  *narrate.Narrator
	delay     time.Duration
	renderer  string
	tikzBody  bool
	dag       bool
	code      string // --code: the listing drawn beside the tree
	ascii     bool   // --ascii: the narration's notation in ASCII words
	moodle    string // --moodle: the Moodle quiz to write
}

func runExport(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	var sh sheetFlags
	var flags *flag.FlagSet
	ef := exportFlags{step: noStep, narrator: narrate.For(l)}
	target, err := sf.parseWith("export", args, func(fs *flag.FlagSet) {
		flags = fs
		sh.define(fs)
		samplingFlags(fs, &sf.opt)
		fs.IntVar(&ef.step, "step", noStep, "")
		fs.IntVar(&ef.maxFrames, "limit-frames", maxFrames, "")
		fs.BoolVar(&ef.final, "final", false, "")
		fs.StringVar(&ef.frames, "frames", "", "")
		fs.StringVar(&ef.format, "format", "", "")
		fs.Func("o", "", func(s string) error {
			ef.out, ef.outSet = s, s != "-"
			if s == "-" { // standard output, as for any Unix tool
				ef.out = ""
			}
			return nil
		})
		floatVar(fs, &ef.dpi, "dpi", 144)
		fs.StringVar(&ef.theme, "theme", "colour", "")
		fs.StringVar(&ef.show, "show", scene.DefaultShow.String(), "")
		fs.BoolVar(&ef.leftRight, "left-right", false, "")
		floatVar(fs, &ef.fontScale, "font-scale", 1)
		fs.StringVar(&ef.title, "title", "", "")
		fs.BoolVar(&ef.noTitle, "no-title", false, "")
		fs.BoolVar(&ef.legend, "legend", false, "")
		fs.BoolVar(&ef.caption, "caption", false, "")
		fs.DurationVar(&ef.delay, "delay", time.Second, "")
		fs.StringVar(&ef.renderer, "renderer", "builtin", "")
		fs.BoolVar(&ef.tikzBody, "tikz-body", false, "")
		fs.BoolVar(&ef.dag, "dag", false, "")
		fs.StringVar(&ef.code, "code", "", "")
		fs.BoolVar(&ef.ascii, "ascii", false, "")
		fs.StringVar(&ef.moodle, "moodle", "", "")
	})
	if ef.ascii {
		ef.narrator = ef.narrator.ASCII()
	}
	if !errors.Is(err, flag.ErrHelp) {
		if sh.active(flags); sh.set["moodle"] {
			return runMoodle(env, l, &sf, &ef, &sh, target, err)
		}
	}
	if !errors.Is(err, flag.ErrHelp) && sh.active(flags) {
		return runSheets(env, l, &sf, &ef, &sh, target, err)
	}
	if err != nil {
		return err
	}
	if sf.opt.Algorithm.Samples() { // --seed is Monte Carlo tree search's here
		sf.opt.Seed = sh.random.seed
		delete(sh.set, "seed")
	}
	if f := sh.randomGiven(); f != "" {
		return refuse("export", i18n.New("cli.err.count_only", "Flag", dashed(f)))
	}
	switch {
	case ef.outSet && ef.out == "":
		return refuse("export", i18n.New("cli.err.empty_out"))
	case ef.step != noStep && ef.step < 0:
		return refuse("export", i18n.New("cli.err.step_min", "Step", ef.step))
	case ef.maxFrames < 1:
		return refuse("export", i18n.New("cli.err.limit_frames_min", "Limit", ef.maxFrames))
	}
	format, err := ef.resolveFormat()
	if err != nil {
		return err
	}
	opt, err := ef.options()
	if err != nil {
		return err
	}
	if opt.Code, err = listingFor("export", l, sf.opt, ef.code); err != nil {
		return err
	}
	if opt.Code != nil && ef.dag {
		return refuse("export", i18n.New("cli.err.code_picture"))
	}
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

	var steps []int
	switch {
	case ef.frames != "":
		if steps, err = export.Frames(tr, ef.frames); err != nil {
			return refuse("export", err)
		}
	case format == export.GIF:
		steps, _ = export.Frames(tr, "all")
	case ef.step != noStep:
		if ef.step > tr.Last() {
			return refuse("export", i18n.New("cli.err.step_past", "Step", ef.step, "Last", tr.Last()))
		}
		steps = []int{ef.step}
	default:
		steps = []int{tr.Last()}
	}

	ctx, stop := interruptible()
	defer stop()
	r := layout.NewGraphviz()
	r.Warn = func(err error) { fmt.Fprintf(env.Stderr, "gametree: %s\n", oneLine(l.Error(err))) }
	defer r.Close()
	pic := export.NewPicture(tr, opt, steps)

	if len(steps) > 1 {
		if err := ef.checkFrames(ctx, env, l, pic, r, steps, format); err != nil {
			return err
		}
	}
	if ef.out == "" {
		return ef.toStdout(ctx, env, pic, r, steps, format)
	}
	frames := !format.OneFile() && ef.frames != ""
	sweep(env, l, ef.out)
	var note *i18n.Error
	if !frames {
		note = safefile.Note(ef.out)
	}
	stale, err := pic.Save(ctx, r, steps, format, ef.out, frames, nil, input)
	switch {
	case errors.Is(err, context.Canceled):
		return i18n.Wrap(i18n.New("cli.err.interrupted"), "cli.err.command", "Command", "export")
	case err != nil:
		return notWritten("export", err)
	}
	say(env, l, note)
	if stale.Removed > 0 {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.export.removed_frames", stale.Removed, "Last", len(steps)))
	}
	if len(stale.Kept) > 0 {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.export.kept_input", len(stale.Kept), "Files", strings.Join(stale.Kept, ", ")))
	}
	return nil
}

// treeName names the tree read from target in a picture's first line:
// its file's name, or the sample's; none for standard input (the
// picture's title names it then).
func treeName(target string) string {
	if target == "-" {
		return ""
	}
	return filepath.Base(target)
}

// sweep removes what earlier runs writing path left when they were
// killed (see safefile.Sweep), and says so.
func sweep(env Env, l *i18n.Lang, paths ...string) {
	for _, path := range paths {
		if removed := safefile.Sweep(path, time.Now()); len(removed) > 0 {
			fmt.Fprintf(env.Stderr, "gametree: %s\n", oneLine(l.N("cli.leftovers", len(removed), "Files", strings.Join(removed, ", "))))
		}
	}
}

// inputFile names the file the tree was read from, never to be
// overwritten or removed by an output: the file at target, or what
// standard input is (a file redirected with <, named through
// /dev/stdin); "" for a sample, or a pipe.
func inputFile(env Env, target string) string {
	if target != "-" {
		return target // a sample is no file: nothing has its name, or the name is a file of the user's
	}
	if f, ok := env.Stdin.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			return f.Name()
		}
	}
	return ""
}

// toStdout writes one picture, a GIF or a PDF to standard output.
func (ef *exportFlags) toStdout(ctx context.Context, env Env, pic *export.Picture, r *layout.Graphviz, steps []int, format export.Format) error {
	binary := format == export.PNG || format == export.GIF || format == export.PDF
	if f, ok := env.Stdout.(*os.File); ok && binary && term.IsTerminal(int(f.Fd())) {
		return refuse("export", i18n.New("cli.err.terminal", "Format", strings.ToUpper(string(format))))
	}
	var err error
	switch format {
	case export.GIF:
		err = pic.GIF(ctx, r, steps, env.Stdout, nil)
	case export.PDF:
		err = pic.PDF(ctx, steps, env.Stdout, nil)
	default:
		var data []byte
		if data, err = pic.Step(ctx, r, steps[0], format); err != nil {
			return failed(err, false)
		}
		_, err = env.Stdout.Write(data)
	}
	return failed(err, true)
}

// failed says why an export failed: a picture too large to draw as asked
// is a refusal of what the user asked for (exit 2), as it is before
// drawing; anything else happened on the way (exit 1), writing the output
// when write is set.
func failed(err error, write bool) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, export.ErrTooLarge):
		return refuse("export", err)
	case write:
		err = i18n.Wrap(err, "cli.err.write")
	}
	return i18n.Wrap(err, "cli.err.command", "Command", "export")
}

// resolveFormat takes --format, or -o's extension, or DOT; and checks that
// the other choices fit it.
func (ef *exportFlags) resolveFormat() (export.Format, error) {
	name := ef.format
	if name == "" && ef.out != "" {
		name = strings.TrimPrefix(strings.ToLower(filepath.Ext(ef.out)), ".")
		if name == "" {
			return "", refuse("export", i18n.New("cli.err.no_format", "File", strconv.Quote(ef.out)))
		}
	}
	if name == "" {
		name = "dot"
	}
	format, err := export.ParseFormat(name)
	if err != nil {
		return "", refuse("export", err)
	}
	choices := 0
	for _, set := range []bool{ef.step != noStep, ef.final, ef.frames != ""} {
		if set {
			choices++
		}
	}
	switch {
	case choices > 1:
		return "", refuse("export", i18n.New("cli.err.choose_one"))
	case ef.frames != "" && !format.OneFile() && ef.out == "":
		return "", refuse("export", i18n.New("cli.err.frames_need_out", "Ext", string(format)))
	case format == export.GIF && (ef.step != noStep || ef.final):
		return "", refuse("export", i18n.New("cli.err.gif_frames"))
	case ef.renderer != "builtin" && ef.renderer != "graphviz":
		return "", refuse("export", i18n.New("cli.err.bad_renderer", "Renderer", strconv.Quote(ef.renderer)))
	case ef.renderer == "graphviz" && format != export.SVG:
		return "", refuse("export", i18n.New("cli.err.graphviz_svg_only", "Format", string(format)))
	case ef.tikzBody && format != export.TeX:
		return "", refuse("export", i18n.New("cli.err.tikz_body_tex", "Format", string(format)))
	case ef.dag && !format.DrawsGraph():
		return "", refuse("export", export.GraphFormat(format))
	}
	return format, nil
}

func (ef *exportFlags) options() (export.Options, error) {
	theme, err := scene.ParseTheme(ef.theme)
	if err != nil {
		return export.Options{}, refuse("export", i18n.Wrap(err, "cli.err.flag_bad", "Flag", "--theme"))
	}
	show, err := scene.ParseShow(ef.show)
	if err != nil {
		return export.Options{}, refuse("export", i18n.Wrap(err, "cli.err.flag_bad", "Flag", "--show"))
	}
	if err := tree.CheckLine(ef.title, "--title", tree.MaxTitle); err != nil { // as a title in a file
		return export.Options{}, refuse("export", err)
	}
	opt := export.Options{
		Scene:    scene.Options{Show: show, LeftRight: ef.leftRight, FontScale: ef.fontScale},
		Theme:    theme,
		Title:    ef.title,
		NoTitle:  ef.noTitle,
		Legend:   ef.legend,
		Caption:  ef.caption,
		Narrator: ef.narrator,
		DPI:      ef.dpi,
		Delay:    ef.delay,
		Graphviz: ef.renderer == "graphviz",
		TikZBody: ef.tikzBody,
		DAG:      ef.dag,
	}
	if err := opt.Check(export.Flags); err != nil {
		return opt, refuse("export", err)
	}
	return opt, nil
}

// noStep marks --step as not given.
const noStep = math.MinInt

// maxFrames is the default most frames an animation may have.
const maxFrames = 1000

// checkFrames times a frame, then refuses an animation of more frames
// than --limit-frames, or says how long a long one will take. The frame is
// drawn twice and the second, warm, drawing timed: the first also loads
// fonts and starts Graphviz, which happens once. A GIF frame is timed as
// its painting, the bulk of its cost.
func (ef *exportFlags) checkFrames(ctx context.Context, env Env, l *i18n.Lang, pic *export.Picture, r *layout.Graphviz, steps []int, format export.Format) error {
	draw := func() error {
		var err error
		if format == export.GIF {
			_, err = pic.Image(ctx, r, steps[0])
		} else {
			_, err = pic.Step(ctx, r, steps[0], format)
		}
		return err
	}
	var each time.Duration
	for range 2 {
		start := time.Now()
		if err := draw(); err != nil {
			return failed(err, false)
		}
		each = time.Since(start)
	}
	total := (each * time.Duration(len(steps))).Round(time.Second)
	if len(steps) > ef.maxFrames {
		return refuse("export", i18n.New("cli.err.too_many_frames", "Frames", counted{"cli.count.frames", len(steps)}, "Limit", ef.maxFrames,
			"Time", total, "Exact", strconv.Itoa(len(steps))))
	}
	if total >= 10*time.Second {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.export.drawing_frames", len(steps), "Time", total))
	}
	return nil
}

// moodleDPI is the PNGs' resolution in a Moodle quiz unless --dpi is
// given: every question holds its tree's picture, and a quiz of 10 trees
// at 144 dpi is twice as large.
const moodleDPI = 96

// runMoodle is export --moodle: a Moodle XML question bank about --count
// random trees, made as export --count makes worksheets (see
// moodle.Build), written whole or not at all. target and parseErr are
// what parsing the command line gave: no tree is no error here.
func runMoodle(env Env, l *i18n.Lang, sf *searchFlags, ef *exportFlags, sh *sheetFlags, target string, parseErr error) error {
	if parseErr != nil {
		var e *i18n.Error
		if !errors.As(parseErr, &e) || e.ID != "cli.err.command" || !isMessage(e.Err, "cli.err.no_tree") {
			return parseErr
		}
	} else {
		return refuse("export", i18n.New("cli.err.count_no_tree", "Tree", i18n.Quote(target)))
	}
	switch {
	case ef.moodle == "":
		return refuse("export", i18n.New("cli.err.empty_out"))
	case !sh.set["count"]:
		return refuse("export", i18n.New("cli.err.moodle_count", "Max", moodle.MaxTrees))
	case sh.count < 1 || sh.count > moodle.MaxTrees:
		return refuse("export", i18n.New("cli.err.count_range", "Count", sh.count, "Max", moodle.MaxTrees))
	case sf.opt.Algorithm.Samples() || !sf.opt.Algorithm.Once():
		return refuse("export", i18n.New("cli.err.classic_only", "Mode", "--moodle", "Algorithm", sf.opt.Algorithm.String()))
	}
	for _, f := range []string{"worksheet", "answer-key", "o", "step", "final", "frames", "caption", "limit-frames", "delay", "renderer", "tikz-body", "dag", "code"} {
		if sh.set[f] {
			return refuse("export", i18n.New("cli.err.moodle_flag", "Flag", dashed(f)))
		}
	}
	format := export.PNG
	if ef.format != "" {
		f, err := export.ParseFormat(ef.format)
		if err != nil {
			return refuse("export", err)
		}
		if f != export.PNG && f != export.SVG {
			return refuse("export", i18n.New("moodle.format", "Format", string(f)))
		}
		format = f
	}
	if !sh.set["dpi"] {
		ef.dpi = moodleDPI
	}
	opt, err := ef.options()
	if err != nil {
		return err
	}
	opt.NoInstruction = true // the questions say what to do
	ctx, stop := interruptible()
	defer stop()
	ex, err := randomExercises(ctx, l, sf, ef, sh, opt, false)
	if err != nil {
		return err
	}
	quiz, err := moodle.Build(ctx, ex, moodle.Options{Category: ef.title, Narrator: ef.narrator, Format: format, DPI: ef.dpi, Seed: sh.random.seed})
	if err != nil {
		return sheetError(err)
	}
	data, err := quiz.Encode()
	if err != nil {
		return sheetError(err)
	}
	sweep(env, l, ef.moodle)
	note := safefile.Note(ef.moodle)
	if err := safefile.Write(ef.moodle, data); err != nil {
		return notWritten("export", err)
	}
	say(env, l, note)
	fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.export.wrote_moodle", len(ex.Sheets), "File", ef.moodle, "Questions", len(quiz.Questions)-1))
	return nil
}
