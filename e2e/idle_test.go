package e2e

import (
	"strings"
	"testing"
	"time"

	"gametree/internal/probe"
)

// TestTheWindowRests: after each thing a teacher does, once nothing
// moves on screen, the window rests. Its processor time is measured to
// the nanosecond over 2 s, a second after the action settled, beside a bare Fyne window with
// one label on the same display over the same seconds, which is the floor:
// Fyne's loop wakes 60 times a second whatever the window holds (about 2%
// of a core on the 2-core VM of the figures in docs/testing.md). The
// window may use at most one point more than the bare one, so a machine
// busy with other work slows both alike. What it catches uses 13-140%: a
// generating dialog's busy bar, hidden but never stopped, and a closed
// dialog's field whose cursor went on blinking kept the window redrawing
// every frame.
func TestTheWindowRests(t *testing.T) {
	if testing.Short() {
		t.Skip("a minute of waiting")
	}
	a := start(t, 1400, 900)
	bare := a.startBare(1200, 800, 200, 100)
	const (
		settle = time.Second
		over   = 2 * time.Second
		most   = over / 100 // one point of a core above the bare window
	)
	rests := func(after string) {
		t.Helper()
		time.Sleep(settle)
		before, bareBefore := a.cpu(), bare.cpu()
		time.Sleep(over)
		used, floor := a.cpu()-before, bare.cpu()-bareBefore
		pct := func(d time.Duration) float64 { return 100 * d.Seconds() / over.Seconds() }
		if used-floor > most {
			t.Errorf("after %s the idle window used %v of a processor in %v (%.1f%%), the bare window %v (%.1f%%): at most one point more",
				after, used, over, pct(used), floor, pct(floor))
		} else {
			t.Logf("after %s: %.1f%% (the bare window %.1f%%)", after, pct(used), pct(floor))
		}
	}
	wait := func(what string, ok func(probe.State) bool) { t.Helper(); a.waitFor(what, ok) }

	a.key("ctrl+g")
	wait("the random tree dialog", dialogIs("Generate a Random Tree"))
	a.key("Return")
	wait("a random tree", func(p probe.State) bool { return strings.HasPrefix(p.Document, "Random tree") && noDialog(p) })
	rests("generating a random tree")

	a.menu("File", "Open Sample", "Alpha-beta walk-through, call by call")
	wait("the walk-through", func(p probe.State) bool { return p.Document == "alphabeta-walkthrough" && p.Steps == 82 })
	rests("opening a sample")

	a.key("ctrl+shift+s")
	wait("the file dialog", dialogIs("Save As"))
	a.closeDialog()
	rests("a file dialog closed")

	a.key("Right", "Right", "Right")
	wait("step 3", func(p probe.State) bool { return p.Step == 3 })
	rests("stepping")

	a.key("space")
	wait("playing", func(p probe.State) bool { return p.Playing && p.Step > 4 })
	a.key("space")
	wait("paused", func(p probe.State) bool { return !p.Playing })
	rests("playing, then pausing")

	a.key("F5")
	wait("presenter mode", func(p probe.State) bool { return p.Presenting })
	a.key("Right")
	rests("presenter mode")
	a.key("Escape")
	wait("presenter mode left", func(p probe.State) bool { return !p.Presenting })

	a.menu("View", "Language", "Română")
	wait("Romanian", func(p probe.State) bool { return p.Language == "ro" })
	rests("a language switch")
	a.menu("Vizualizare", "Limbă", "English")
	wait("English", func(p probe.State) bool { return p.Language == "en" })

	a.key("ctrl+p")
	wait("the practice dialog", dialogIs("Practise"))
	a.key("Return")
	wait("practising", func(p probe.State) bool { return p.Practising != "" && noDialog(p) })
	rests("starting an exercise")
	a.menu("Practice", "Stop practising")
	wait("practice stopped", func(p probe.State) bool { return p.Practising == "" })

	a.key("ctrl+shift+g")
	wait("the game tree dialog", dialogIs("Generate a Game Tree"))
	a.key("Return")
	wait("a game tree", func(p probe.State) bool { return noDialog(p) && p.Document != "alphabeta-walkthrough" && p.Steps > 0 })
	a.key("g")
	wait("the graph view", func(p probe.State) bool { return p.Graph > 0 })
	rests("the graph view")
	a.key("g")
	wait("the tree again", func(p probe.State) bool { return p.Graph == 0 })

	a.key("ctrl+m")
	time.Sleep(time.Second)
	rests("opening the compare window")

	// The compare window closes by keys, and the main window has the
	// keys again (with no window manager, nothing else gives them back).
	for _, key := range []string{"ctrl+w", "Escape"} {
		if key == "Escape" {
			a.key("ctrl+m")
			a.waitWindows("the compare window", 2)
		}
		a.key(key)
		a.waitWindows("the compare window closed by "+key, 1)
		step := a.state().Step
		a.key("Right")
		wait("the main window stepping", func(p probe.State) bool { return p.Step == step+1 })
	}
}
