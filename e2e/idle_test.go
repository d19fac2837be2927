package e2e

import (
	"strings"
	"testing"
	"time"

	"gametree/internal/probe"
)

// TestTheWindowRests: after each thing a teacher does, once nothing
// moves on screen, the window rests: the process's processor time over
// 10 s, 2 s after the action settled. Resting, it uses 1.6-1.9% of a
// core on the 2-core VM of the README's figures, where a bare Fyne window
// with one label uses 2.0% (GLFW's event loop wakes 60 times a second);
// the limit, 3%, leaves room for a loaded machine. What it catches uses
// 13-140%: a generating dialog's busy bar, hidden but never stopped, and
// a closed dialog's field whose cursor went on blinking kept the window
// redrawing every frame.
func TestTheWindowRests(t *testing.T) {
	if testing.Short() {
		t.Skip("two minutes of waiting")
	}
	a := start(t, 1400, 900)
	const (
		settle = 2 * time.Second
		over   = 10 * time.Second
		most   = over * 3 / 100
	)
	rests := func(after string) {
		t.Helper()
		time.Sleep(settle)
		before := a.cpu()
		time.Sleep(over)
		if used := a.cpu() - before; used > most {
			t.Errorf("after %s the idle window used %v of a processor in %v (%.1f%%; at most 3%%)",
				after, used, over, 100*used.Seconds()/over.Seconds())
		} else {
			t.Logf("after %s: %v in %v", after, used, over)
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
