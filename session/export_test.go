package session

import (
	"testing"

	"gametree/export"
	"gametree/i18n"
	"gametree/scene"
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
	if c := anim.Choices(ro); len(c.Formats) != 4 || len(c.Frames) != 3 || c.Themes[1] != ro.T("export.theme_print") {
		t.Errorf("choices %+v", c)
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
