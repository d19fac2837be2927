package export

import (
	"math"
	"strings"
	"testing"
	"time"

	"gametree/internal/i18n"
	"gametree/internal/scene"
)

// TestExportFields: the dialogs' first answers are valid options; each
// choice maps to its format, theme and frames; a wrong DPI or delay is
// said in the language asked, naming what was typed.
func TestExportFields(t *testing.T) {
	sc := scene.Options{FontScale: 1}
	step := NewFields(false, "T")
	if opt, err := step.Options(sc, nil); err != nil || opt.DPI != 144 || opt.Title != "T" || !opt.Legend || step.FileFormat() != PNG {
		t.Fatalf("a step's first answers: %+v %v", opt, err)
	}
	anim := NewFields(true, "")
	if opt, err := anim.Options(sc, nil); err != nil || !opt.NoTitle || opt.Delay.Seconds() != 1 || anim.FileFormat() != GIF || anim.FrameSpec() != "key" {
		t.Fatalf("an animation's first answers: %+v %v", opt, err)
	}
	ro := i18n.Must("ro")
	if c := anim.Choices(ro); len(c.Formats) != 6 || len(c.Frames) != 3 || c.Themes[1] != ro.T("export.theme_print") {
		t.Errorf("choices %+v", c)
	}
	// Every choice names its format, for a step and for an animation.
	for _, f := range []Fields{step, anim} {
		c := f.Choices(ro)
		want := map[Format]string{PNG: "PNG", SVG: "SVG", PDF: "PDF", TeX: "TikZ", DOT: "DOT", GIF: "GIF"}
		for i, name := range c.Formats {
			f.Format = i
			if !strings.Contains(name, want[f.FileFormat()]) {
				t.Errorf("choice %d %q is %s", i, name, f.FileFormat())
			}
		}
		if n := map[bool]int{false: 5, true: 6}[f.Animation]; len(c.Formats) != n {
			t.Errorf("%d formats offered: %q", len(c.Formats), c.Formats)
		}
	}
	step.Format, step.Theme = 1, 2
	if opt, _ := step.Options(sc, nil); step.FileFormat() != SVG || opt.Theme != scene.ColourBlind {
		t.Errorf("SVG in colour-blind colours: %v %v", step.FileFormat(), opt.Theme)
	}
	step.DPI = "lots"
	if _, err := step.Options(sc, nil); err == nil || ro.Error(err) != ro.T("export.bad_dpi", "DPI", `"lots"`, "Min", "10", "Max", "1200") {
		t.Errorf("a bad DPI: %v", err)
	}
	anim.Delay = "soon"
	if _, err := anim.Options(sc, nil); err == nil {
		t.Error("a bad delay is taken")
	}
}

// TestExportTheGraph: the step dialog's graph of the search space is
// drawn in SVG (DAGFormat), PNG or DOT; PDF or TikZ is refused, naming
// the format.
func TestExportTheGraph(t *testing.T) {
	sc := scene.Options{FontScale: 1}
	f := NewFields(false, "T")
	f.DAG = true
	if opt, err := f.Options(sc, nil); err != nil || !opt.DAG || f.FileFormat() != PNG {
		t.Errorf("the graph as PNG: %+v, %v", opt, err)
	}
	f.Format = 2
	if _, err := f.Options(sc, nil); err == nil || !strings.Contains(err.Error(), "PDF") {
		t.Errorf("the graph as PDF: %v", err)
	}
	f.Format = DAGFormat
	if opt, err := f.Options(sc, nil); err != nil || !opt.DAG || f.FileFormat() != SVG {
		t.Errorf("the graph as SVG: %+v, %v", opt, err)
	}
	f.Format = 4
	if opt, err := f.Options(sc, nil); err != nil || !opt.DAG || f.FileFormat() != DOT {
		t.Errorf("the graph as DOT: %v", err)
	}
	anim := NewFields(true, "")
	anim.DAG = true
	if opt, err := anim.Options(sc, nil); err != nil || opt.DAG {
		t.Errorf("an animation is never a graph: %v %v", opt.DAG, err)
	}
}

// TestRanges: one rule for the DPI, the font scale and the delay, named
// in the window's words in the reader's language, or by the flag; zero
// means the default in the window, and is out of range as a flag.
func TestRanges(t *testing.T) {
	ro := i18n.Must("ro")
	for _, c := range []struct {
		opt          Options
		words, flags string
	}{
		{Options{DPI: 5}, "DPI-ul trebuie să fie între 10 și 1200 (s-a primit 5)", "--dpi trebuie să fie între 10 și 1200 (s-a primit 5)"},
		{Options{DPI: 96, Scene: scene.Options{FontScale: 0.1}}, "scara fontului trebuie să fie între 0.25 și 8 (s-a primit 0.1)", "--font-scale trebuie"},
		{Options{DPI: 96, Scene: scene.Options{FontScale: 1}, Delay: 2 * time.Minute}, "întârzierea trebuie să fie între 20ms și 1m (s-a primit 2m)", "--delay trebuie"},
	} {
		if err := c.opt.Check(Words); err == nil || ro.Error(err) != c.words {
			t.Errorf("%+v in the window: %v", c.opt, err)
		}
		if err := c.opt.Check(Flags); err == nil || !strings.HasPrefix(ro.Error(err), c.flags) {
			t.Errorf("%+v on the command line: %v", c.opt, err)
		}
	}
	if err := (Options{}).Check(Words); err != nil {
		t.Errorf("zero in the window is the default: %v", err)
	}
	if err := (Options{DPI: 96, Scene: scene.Options{FontScale: 1}}).Check(Flags); err == nil || !strings.Contains(err.Error(), "--delay") {
		t.Errorf("a zero delay flag: %v", err)
	}
	if err := CheckDPI(math.NaN(), Flags); err == nil {
		t.Error("a NaN DPI is taken")
	}
}

// TestDelaysSaidAsTyped: a delay out of range is said as a flag takes it
// (2h, 1m, 0s), and a zero delay is out of range, not "no time".
func TestDelaysSaidAsTyped(t *testing.T) {
	for typed, want := range map[string]string{"2h": "(got 2h)", "0": "(got 0s)", "90m": "(got 1h30m)", "1ms": "(got 1ms)"} {
		f := NewFields(true, "")
		f.Delay = typed
		if _, err := f.Options(scene.Options{FontScale: 1}, nil); err == nil || !strings.HasSuffix(err.Error(), "must be between 20ms and 1m "+want) {
			t.Errorf("%s: %v", typed, err)
		}
	}
}

// TestTikZBodyField: the body of a Beamer frame is chosen for a TikZ
// picture (a step's, or an animation's frames) and for nothing else;
// the choices name both forms.
func TestTikZBodyField(t *testing.T) {
	sc := scene.Options{FontScale: 1}
	for _, f := range []Fields{NewFields(false, "T"), NewFields(true, "T")} {
		if c := f.Choices(i18n.Must("it")); len(c.TikZ) != 2 || !strings.Contains(c.TikZ[1], "Beamer") {
			t.Errorf("TikZ's forms: %q", c.TikZ)
		}
		f.TikZ = 1
		for i := range f.Choices(i18n.English()).Formats {
			f.Format = i
			opt, err := f.Options(sc, nil)
			if err != nil {
				t.Fatal(err)
			}
			if want := f.FileFormat() == TeX; opt.TikZBody != want {
				t.Errorf("animation %v, %s: the body %v", f.Animation, f.FileFormat(), opt.TikZBody)
			}
		}
		f.TikZ, f.Format = 0, map[bool]int{false: 3, true: 4}[f.Animation] // TikZ, TikZ frames
		if opt, _ := f.Options(sc, nil); f.FileFormat() != TeX || opt.TikZBody {
			t.Errorf("a whole document chosen: %s, the body %v", f.FileFormat(), opt.TikZBody)
		}
	}
}
