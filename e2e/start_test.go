package e2e

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/probe"
)

// quit presses Ctrl+Q and waits for the app to end.
func (a *app) quit() {
	a.t.Helper()
	a.key("ctrl+q")
	select {
	case <-a.exited:
	case <-waitTimeout():
		a.t.Fatal("Ctrl+Q did not quit")
	}
}

// TestTheLastTreeOnRestart: a first start opens the walk-through and
// says where Getting Started is; a tree generated in the window (never
// saved) opens again on the next start, without the offer; a file opened
// opens again; a file gone since opens the walk-through with one message
// naming it; a tree given on the command line wins over the last one.
func TestTheLastTreeOnRestart(t *testing.T) {
	t.Parallel()
	l := i18n.English()
	a := start(t, 1024, 768)
	a.waitFor("the walk-through and the offer", func(p probe.State) bool {
		return p.Document == "alphabeta-walkthrough" && slices.Contains(p.Said, l.T("start.offer"))
	})
	a.key("ctrl+g")
	a.waitFor("the random tree dialog", dialogIs("Generate a Random Tree"))
	a.key("Return")
	made := a.waitFor("a random tree", func(p probe.State) bool { return strings.HasPrefix(p.Document, "Random tree") && noDialog(p) })
	a.quit()

	b := startWith(t, "en_US.UTF-8", readPrefs(t, a.home), 1024, 768)
	p := b.waitFor("the random tree again", func(p probe.State) bool { return p.Document == made.Document })
	if p.Size != made.Size || p.Tree != made.Tree || p.Dirty || slices.Contains(p.Said, l.T("start.offer")) {
		t.Errorf("reopened %q: %d nodes %q, dirty %v, said %q; made %d nodes %q", p.Document, p.Size, p.Tree, p.Dirty, p.Said, made.Size, made.Tree)
	}
	b.quit()

	file := filepath.Join(t.TempDir(), "lecture.txt")
	if err := os.WriteFile(file, []byte("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startWith(t, "en_US.UTF-8", readPrefs(t, b.home), 1024, 768, file)
	c.waitFor("the file asked for", func(p probe.State) bool { return p.Path == file && p.Size == 13 })
	c.quit()
	d := startWith(t, "en_US.UTF-8", readPrefs(t, c.home), 1024, 768)
	d.waitFor("the file again", func(p probe.State) bool { return p.Path == file && p.Size == 13 && noDialog(p) })
	d.quit()

	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	e := startWith(t, "en_US.UTF-8", readPrefs(t, d.home), 1024, 768)
	p = e.waitFor("the walk-through, and why", func(p probe.State) bool {
		return p.Document == "alphabeta-walkthrough" && len(p.Dialogs) > 0
	})
	if len(p.Dialogs) != 1 || !strings.Contains(p.Dialogs[0], file) || !strings.Contains(p.Dialogs[0], "walk-through") {
		t.Errorf("the file gone: dialogs %q", p.Dialogs)
	}
	e.shot("start-file-gone")
}

// TestGettingStartedOnAProjector: on a first start on a 1024×768 screen,
// in English, Romanian and Italian, the line over the tree's foot offers
// Help › Getting Started; its page is inside the window, Escape closes
// it and the arrow keys step the tree again; R steps through calls and
// returns only.
func TestGettingStartedOnAProjector(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en_US.UTF-8", "ro_RO.UTF-8", "it_IT.UTF-8"} {
		l := i18n.Must(lang[:2])
		a := startIn(t, lang, 1024, 768)
		a.waitFor("the offer", func(p probe.State) bool { return p.Status == l.T("start.offer") })
		a.shot("start-offer-" + lang[:2])
		a.menu(l.T("menu.help"), l.T("menu.getting_started"))
		p := a.waitFor("Getting Started", dialogIs(l.T("start.title")))
		a.shot("getting-started-" + lang[:2])
		if p.Width != 1024 || p.Height != 768 {
			t.Errorf("%s: the window is %v×%v", lang, p.Width, p.Height)
		}
		a.key("Escape")
		a.waitFor("the page closed", noDialog)
		a.key("Right")
		a.waitFor("step 1", func(p probe.State) bool { return p.Step == 1 })
		a.key("r")
		a.waitFor("calls and returns only", func(p probe.State) bool { return p.Coarse })
		a.shot("start-first-" + lang[:2])
		a.stop()
	}
}
