package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"gametree/export"
	"gametree/narrate"
	"gametree/safefile"
	"gametree/scene"
)

// exportFlags are export's own options, on top of solve's.
type exportFlags struct {
	step      int
	final     bool
	frames    string
	format    string
	out       string
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
}

func runExport(env Env, args []string) error {
	var sf searchFlags
	ef := exportFlags{step: -1}
	target, err := sf.parseWith("export", args, func(fs *flag.FlagSet) {
		fs.IntVar(&ef.step, "step", -1, "")
		fs.BoolVar(&ef.final, "final", false, "")
		fs.StringVar(&ef.frames, "frames", "", "")
		fs.StringVar(&ef.format, "format", "", "")
		fs.StringVar(&ef.out, "o", "", "")
		fs.Float64Var(&ef.dpi, "dpi", 144, "")
		fs.StringVar(&ef.theme, "theme", "colour", "")
		fs.StringVar(&ef.show, "show", scene.DefaultShow.String(), "")
		fs.BoolVar(&ef.leftRight, "left-right", false, "")
		fs.Float64Var(&ef.fontScale, "font-scale", 1, "")
		fs.StringVar(&ef.title, "title", "", "")
		fs.BoolVar(&ef.noTitle, "no-title", false, "")
		fs.BoolVar(&ef.legend, "legend", false, "")
		fs.BoolVar(&ef.caption, "caption", false, "")
		fs.Var(langFlag{&ef.narrator}, "lang", "")
		fs.DurationVar(&ef.delay, "delay", time.Second, "")
	})
	if err != nil {
		return err
	}
	format, err := ef.resolveFormat()
	if err != nil {
		return err
	}
	opt, err := ef.options()
	if err != nil {
		return err
	}
	tr, _, err := solveTree(env, target, sf.opt)
	if err != nil {
		return err
	}
	if err := export.CheckSize(tr.Tree); err != nil {
		return usageError{fmt.Errorf("export: %w", err)}
	}

	var steps []int
	switch {
	case ef.frames != "":
		if steps, err = export.Frames(tr, ef.frames); err != nil {
			return usageError{fmt.Errorf("export: %w", err)}
		}
	case format == export.GIF:
		steps, _ = export.Frames(tr, "all")
	case ef.step >= 0:
		if ef.step >= tr.Len() {
			return usagef("export: --step %d is past the last step (%d)", ef.step, tr.Len()-1)
		}
		steps = []int{ef.step}
	default:
		steps = []int{tr.Len() - 1}
	}

	input := target // the tree's file, never to be overwritten (a sample or - is no file)
	if target == "-" {
		input = ""
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	r := export.NewRenderer()
	defer r.Close()
	pic := export.NewPicture(tr, opt, steps)

	if format == export.GIF {
		data, err := pic.GIF(ctx, r, steps, nil)
		if err != nil {
			return fmt.Errorf("export: %w", err)
		}
		return ef.write(env, ef.out, data, format, input)
	}
	if len(steps) == 1 && ef.frames == "" {
		data, err := pic.Step(ctx, r, steps[0], format)
		if err != nil {
			return fmt.Errorf("export: %w", err)
		}
		return ef.write(env, ef.out, data, format, input)
	}
	return ef.writeFrames(ctx, env, pic, r, steps, format, input)
}

// resolveFormat takes --format, or -o's extension, or DOT; and checks that
// the other choices fit it.
func (ef *exportFlags) resolveFormat() (export.Format, error) {
	name := ef.format
	if name == "" && ef.out != "" {
		name = strings.TrimPrefix(strings.ToLower(filepath.Ext(ef.out)), ".")
		if name == "" {
			return "", usagef("export: cannot tell the format from %q: give --format dot, svg, png or gif", ef.out)
		}
	}
	if name == "" {
		name = "dot"
	}
	format, err := export.ParseFormat(name)
	if err != nil {
		return "", usageError{fmt.Errorf("export: %w", err)}
	}
	choices := 0
	for _, set := range []bool{ef.step >= 0, ef.final, ef.frames != ""} {
		if set {
			choices++
		}
	}
	switch {
	case choices > 1:
		return "", usagef("export: choose one of --step, --final and --frames")
	case ef.frames != "" && format != export.GIF && ef.out == "":
		return "", usagef("export: --frames writes one file per frame: give -o NAME.%s", format)
	case format == export.GIF && (ef.step >= 0 || ef.final):
		return "", usagef("export: a GIF is an animation: use --frames, not --step or --final")
	}
	return format, nil
}

func (ef *exportFlags) options() (export.Options, error) {
	theme, err := scene.ParseTheme(ef.theme)
	if err != nil {
		return export.Options{}, usageError{fmt.Errorf("export: --theme: %w", err)}
	}
	show, err := scene.ParseShow(ef.show)
	if err != nil {
		return export.Options{}, usageError{fmt.Errorf("export: --show: %w", err)}
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
	}
	// Written so that NaN, which fails every comparison, fails these too.
	switch {
	case !(ef.dpi >= 10 && ef.dpi <= 1200):
		return opt, usagef("export: --dpi must be between 10 and 1200 (got %v)", ef.dpi)
	case !(ef.fontScale >= 0.25 && ef.fontScale <= 8):
		return opt, usagef("export: --font-scale must be between 0.25 and 8 (got %v)", ef.fontScale)
	case !(ef.delay >= 20*time.Millisecond && ef.delay <= time.Minute):
		return opt, usagef("export: --delay must be between 20ms and 1m (got %v)", ef.delay)
	}
	return opt, nil
}

// write puts one picture in a file, or on stdout without -o.
func (ef *exportFlags) write(env Env, path string, data []byte, format export.Format, input string) error {
	if path == "" {
		if (format == export.PNG || format == export.GIF) && isTerminal(env.Stdout) {
			return usagef("export: not writing a %s picture to the terminal: give -o FILE", strings.ToUpper(string(format)))
		}
		if _, err := env.Stdout.Write(data); err != nil {
			return fmt.Errorf("writing the output: %w", err)
		}
		return nil
	}
	if err := safefile.Write(path, data, input); err != nil {
		return usageError{fmt.Errorf("export: %w", err)}
	}
	return nil
}

// writeFrames writes NAME-0001.ext, NAME-0002.ext, … as a whole: on a
// failure, Ctrl+C or SIGTERM no frame changes.
func (ef *exportFlags) writeFrames(ctx context.Context, env Env, pic *export.Picture, r *export.Renderer, steps []int, format export.Format, input string) error {
	stale, err := pic.WriteFrames(ctx, r, steps, format, ef.out, nil, input)
	switch {
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("export: interrupted; no frame was changed")
	case err != nil:
		return usageError{fmt.Errorf("export: %w", err)}
	case stale > 0:
		fmt.Fprintf(env.Stderr, "gametree: removed %d older frames of the same name after frame %d\n", stale, len(steps))
	}
	return nil
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
