package session

import (
	"testing"

	"gametree/internal/narrate"
	"gametree/internal/scene"
)

// prefs is an in-memory Prefs.
type prefs map[string]any

func get[T any](p prefs, key string, fallback T) T {
	if v, ok := p[key].(T); ok {
		return v
	}
	return fallback
}

func (p prefs) IntWithFallback(k string, f int) int           { return get(p, k, f) }
func (p prefs) FloatWithFallback(k string, f float64) float64 { return get(p, k, f) }
func (p prefs) BoolWithFallback(k string, f bool) bool        { return get(p, k, f) }
func (p prefs) StringWithFallback(k, f string) string         { return get(p, k, f) }
func (p prefs) SetInt(k string, v int)                        { p[k] = v }
func (p prefs) SetFloat(k string, v float64)                  { p[k] = v }
func (p prefs) SetBool(k string, v bool)                      { p[k] = v }
func (p prefs) SetString(k, v string)                         { p[k] = v }

func TestViewIsKept(t *testing.T) {
	p := prefs{}
	v := LoadView(p, "en")
	if v.TextScale != 1 || !v.Follow || v.Show != scene.DefaultShow || v.Narrator.Lang() != "en" || !v.Hide {
		t.Errorf("defaults: %+v", v)
	}
	v.Appearance, v.Palette, v.TextScale, v.Follow, v.LeftRight, v.Legend, v.Hide = Dark, Greyscale, 2, false, true, true, false
	v.Presenting = true
	v.Save(p)
	again := LoadView(p, "en")
	if again.Appearance != Dark || again.Palette != Greyscale || again.TextScale != 2 || again.Follow || !again.LeftRight ||
		!again.Legend || !again.Hide || again.Presenting {
		t.Errorf("kept: %+v", again)
	}
	v.KeepHide(p)
	if again := LoadView(p, "en"); again.Hide {
		t.Errorf("answers shown and kept, then hidden %v", again.Hide)
	}
	p["textScale"], p["appearance"] = 50.0, 9
	if v := LoadView(p, "en"); v.TextScale != 1 || v.Appearance != FollowSystem {
		t.Errorf("out of range: scale %v, appearance %v", v.TextScale, v.Appearance)
	}
}

func TestPresenterLooks(t *testing.T) {
	v := View{TextScale: 1, Appearance: Dark, Palette: Standard}
	if v.SceneOptions().Legible || v.Theme(false) != scene.Dark || !v.Dark(false) {
		t.Errorf("normal, dark: %+v, %v", v.SceneOptions(), v.Theme(false))
	}
	v.Presenting = true
	if o := v.SceneOptions(); !o.Legible || o.FontScale != PresenterScale || v.Theme(true) != scene.Colour || v.Dark(true) {
		t.Errorf("presenting: %+v, %v", o, v.Theme(true))
	}
	v.TextScale = 2
	if v.Scale() != 2 {
		t.Errorf("huge in presenter mode: %v", v.Scale())
	}
	v = View{TextScale: 1.4, Palette: ColourBlind}
	if !v.SceneOptions().Legible || v.Theme(true) != scene.ColourBlind {
		t.Error("large text is not legible, or the palette is not kept")
	}
}

// TestWindowSize: the window opens as it was left, within 90% of a large
// screen, never below 640×480, and a kept size that makes no sense is
// dropped. On a screen too small for the default size (a 1024×768
// projector, a 1280×800 or 1366×768 laptop) a window as large as 90% of
// it fills it, the 921.6×691.2 the first start had opened at too; a
// window made smaller than that stays as it was left.
func TestWindowSize(t *testing.T) {
	for _, c := range []struct {
		kept             prefs
		screenW, screenH float64
		wantW, wantH     float64
	}{
		{kept: prefs{}, screenW: 1920, screenH: 1080, wantW: 1400, wantH: 900},
		{kept: prefs{}, screenW: 1024, screenH: 768, wantW: 1024, wantH: 768},
		{kept: prefs{}, screenW: 1366, screenH: 740, wantW: 1366, wantH: 740},
		{kept: prefs{"windowWidth": 921.6, "windowHeight": 691.2}, screenW: 1024, screenH: 768, wantW: 1024, wantH: 768},
		{kept: prefs{"windowWidth": 800.0, "windowHeight": 600.0}, screenW: 1024, screenH: 768, wantW: 800, wantH: 600},
		{kept: prefs{}, screenW: 1600, screenH: 1000, wantW: 1400, wantH: 900},
		{kept: prefs{}, screenW: 0, screenH: 0, wantW: 1400, wantH: 900},
		{kept: prefs{"windowWidth": 1000.0, "windowHeight": 700.0}, screenW: 1920, screenH: 1080, wantW: 1000, wantH: 700},
		{kept: prefs{"windowWidth": 1800.0, "windowHeight": 1000.0}, screenW: 1280, screenH: 800, wantW: 1280, wantH: 800},
		{kept: prefs{"windowWidth": 1900.0, "windowHeight": 1100.0}, screenW: 1920, screenH: 1080, wantW: 1728, wantH: 972},
		{kept: prefs{}, screenW: 640, screenH: 480, wantW: 640, wantH: 480},
		{kept: prefs{"windowWidth": 20.0, "windowHeight": 1e9}, screenW: 1920, screenH: 1080, wantW: 1400, wantH: 900},
	} {
		w, h := WindowSize(c.kept, c.screenW, c.screenH)
		if w != c.wantW || h != c.wantH {
			t.Errorf("kept %v on %v×%v: %v×%v, want %v×%v", c.kept, c.screenW, c.screenH, w, h, c.wantW, c.wantH)
		}
	}
	p := prefs{}
	KeepWindowSize(p, 1111, 777)
	KeepWindowSize(p, 10, 10) // a minimised window: not kept
	if w, h := WindowSize(p, 1920, 1080); w != 1111 || h != 777 {
		t.Errorf("kept 1111×777, opens at %v×%v", w, h)
	}
}

// TestOneRunsLanguageIsNotKept: a language spoken for one run (gametree
// --lang it) is not written over the one chosen in View › Language when
// another choice of the view is saved; a language chosen is; folding big
// trees is kept like the other choices.
func TestOneRunsLanguageIsNotKept(t *testing.T) {
	p := prefs{}
	v := LoadView(p, "ro")
	if v.Kept != "ro" || !v.Fold {
		t.Fatalf("first start: kept %q, fold %v", v.Kept, v.Fold)
	}
	it, err := narrate.New("it")
	if err != nil {
		t.Fatal(err)
	}
	v.Narrator, v.Fold = it, false // --lang it, then a View choice saved
	v.Save(p)
	if again := LoadView(p, "en"); again.Narrator.Lang() != "ro" || again.Fold {
		t.Fatalf("after a run in Italian: %q, fold %v", again.Narrator.Lang(), again.Fold)
	}
	v.Kept = "it" // View › Language › Italiano
	v.Save(p)
	if again := LoadView(p, "en"); again.Narrator.Lang() != "it" {
		t.Fatalf("Italian chosen, then: %q", again.Narrator.Lang())
	}
}
