package session

import (
	"strings"
	"testing"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/scene"
)

// TestExportFields: the dialogs' first answers are valid options; each
// choice maps to its format, theme and frames; a wrong DPI or delay is
// said in the language asked, naming what was typed.
func TestExportFields(t *testing.T) {
	v := View{Narrator: nil, TextScale: 1}
	step := NewExportFields(false, "T")
	if opt, err := v.Options(step); err != nil || opt.DPI != 144 || opt.Title != "T" || !opt.Legend || step.FileFormat() != export.PNG {
		t.Fatalf("a step's first answers: %+v %v", opt, err)
	}
	anim := NewExportFields(true, "")
	if opt, err := v.Options(anim); err != nil || !opt.NoTitle || opt.Delay.Seconds() != 1 || anim.FileFormat() != export.GIF || anim.FrameSpec() != "key" {
		t.Fatalf("an animation's first answers: %+v %v", opt, err)
	}
	ro := i18n.Must("ro")
	if c := anim.Choices(ro); len(c.Formats) != 6 || len(c.Frames) != 3 || c.Themes[1] != ro.T("export.theme_print") {
		t.Errorf("choices %+v", c)
	}
	// Every choice names its format, for a step and for an animation.
	for _, f := range []ExportFields{step, anim} {
		c := f.Choices(ro)
		want := map[export.Format]string{export.PNG: "PNG", export.SVG: "SVG", export.PDF: "PDF", export.TeX: "TikZ", export.DOT: "DOT", export.GIF: "GIF"}
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
	if opt, _ := v.Options(step); step.FileFormat() != export.SVG || opt.Theme != scene.ColourBlind {
		t.Errorf("SVG in colour-blind colours: %v %v", step.FileFormat(), opt.Theme)
	}
	step.DPI = "lots"
	if _, err := v.Options(step); err == nil || ro.Error(err) != ro.T("export.bad_dpi", "DPI", `"lots"`) {
		t.Errorf("a bad DPI: %v", err)
	}
	anim.Delay = "soon"
	if _, err := v.Options(anim); err == nil {
		t.Error("a bad delay is taken")
	}
}

// TestExportTheGraph: the step dialog's graph of the search space is
// drawn in SVG (DAGFormat), PNG or DOT; PDF or TikZ is refused, naming
// the format.
func TestExportTheGraph(t *testing.T) {
	v := View{TextScale: 1}
	f := NewExportFields(false, "T")
	f.DAG = true
	if opt, err := v.Options(f); err != nil || !opt.DAG || f.FileFormat() != export.PNG {
		t.Errorf("the graph as PNG: %+v, %v", opt, err)
	}
	f.Format = 2
	if _, err := v.Options(f); err == nil || !strings.Contains(err.Error(), "PDF") {
		t.Errorf("the graph as PDF: %v", err)
	}
	f.Format = DAGFormat
	if opt, err := v.Options(f); err != nil || !opt.DAG || f.FileFormat() != export.SVG {
		t.Errorf("the graph as SVG: %+v, %v", opt, err)
	}
	f.Format = 4
	if opt, err := v.Options(f); err != nil || !opt.DAG || f.FileFormat() != export.DOT {
		t.Errorf("the graph as DOT: %v", err)
	}
	anim := NewExportFields(true, "")
	anim.DAG = true
	if opt, err := v.Options(anim); err != nil || opt.DAG {
		t.Errorf("an animation is never a graph: %v %v", opt.DAG, err)
	}
}
