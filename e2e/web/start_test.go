package web

import (
	"strings"
	"testing"
	"time"
)

// TestTheLastTreeAfterAReloadInTheBrowser: the page opens the
// walk-through on a first visit; a random tree generated in it (no file:
// kept whole in the browser's storage) opens again when the page is
// loaded again.
func TestTheLastTreeAfterAReloadInTheBrowser(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through", 60*time.Second, func(s state) bool { return s.Document == "alphabeta-walkthrough" })
	d.click(600, 300) // the tree has the keys
	d.keys(control, "g")
	d.await("the random tree dialog", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 1 })
	d.keys("", "\uE007") // Enter
	made := d.await("a random tree", 20*time.Second, func(s state) bool {
		return strings.HasPrefix(s.Document, "Random tree") && len(s.Dialogs) == 0
	})
	time.Sleep(500 * time.Millisecond) // Fyne writes the preferences at most every 100 ms
	d.script("location.reload(); return null", nil)
	time.Sleep(time.Second)
	again := d.await("the random tree again", 60*time.Second, func(s state) bool { return s.Document == made.Document })
	if again.Nodes != made.Nodes || again.Tree != made.Tree {
		t.Errorf("reloaded: %d nodes %q; made %d nodes %q", again.Nodes, again.Tree, made.Nodes, made.Tree)
	}
}
