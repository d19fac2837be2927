package e2e

import (
	"image"
	"testing"

	"gametree/internal/probe"
)

// TestSavedLookAtStart: a window opened with Light (or Dark) saved draws
// its side panels in that look from the start, whatever the system's:
// under GLFW they came up in the system's colours once.
func TestSavedLookAtStart(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name     string
		prefs    string
		light    bool
		controls []string
	}{
		{"light", `{"appearance":1}`, true, []string{"inspector", "play"}},
		{"dark", `{"appearance":2}`, false, []string{"inspector", "play"}},
		// Huge text: the panels are tabs, arranged a second time.
		{"light-huge", `{"appearance":1,"textScale":2}`, true, []string{"play"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			a := startWith(t, "en_US.UTF-8", c.prefs, 1400, 900)
			p := a.waitFor("the panels", func(p probe.State) bool {
				for _, name := range c.controls {
					if p.Controls[name] == [2]float32{} {
						return false
					}
				}
				return true
			})
			img := a.screen()
			for _, name := range c.controls {
				at := p.Controls[name]
				r := image.Rect(int(at[0])-40, int(at[1])-15, int(at[0])+40, int(at[1])+15)
				if name == "play" { // the step buttons left of Play, the first two greyed at step 0
					r = image.Rect(int(at[0])-90, int(at[1])-12, int(at[0])-20, int(at[1])+12)
				}
				if got := lightShare(img, r); c.light && got < 0.6 || !c.light && got > 0.4 {
					a.shot("look-" + c.name)
					t.Errorf("%s: %.0f%% of the %s's pixels are light", c.name, 100*got, name)
				}
			}
		})
	}
}

// lightShare is the part of a rectangle's pixels that are light.
func lightShare(img *image.RGBA, r image.Rectangle) float64 {
	light, all := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			all++
			if int(c.R)+int(c.G)+int(c.B) > 3*170 {
				light++
			}
		}
	}
	return float64(light) / float64(max(all, 1))
}
