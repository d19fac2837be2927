package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"gametree/search"
	"gametree/tree"
)

// testWindow builds the window on the test driver: background work runs
// inline and playback ticks come from the test.
type testWindow struct {
	*Window
	ticks []func() // the tick function of each started playback
}

func newTestWindow(t *testing.T) *testWindow {
	t.Helper()
	a := test.NewTempApp(t)
	tw := &testWindow{}
	w := newWindow(a)
	w.async = func(f func()) { f() }
	w.ticker = func(_ time.Duration, tick func()) func() {
		tw.ticks = append(tw.ticks, tick)
		return func() {}
	}
	w.win.Resize(fyne.NewSize(1200, 800))
	tw.Window = w
	w.openSample("alphabeta-walkthrough")
	if w.trace == nil {
		t.Fatal("no trace after opening the walk-through")
	}
	return tw
}

func (tw *testWindow) key(name fyne.KeyName, times int) {
	for range times {
		tw.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name})
	}
}

func (tw *testWindow) inspect(t *testing.T, want map[string]string) {
	t.Helper()
	for field, v := range want {
		if got := tw.inspector.text(field); got != v {
			t.Errorf("step %d: inspector %s = %q, want %q", tw.step, field, got, v)
		}
	}
}

func TestOpensAtStepZero(t *testing.T) {
	w := newTestWindow(t)
	if w.step != 0 || w.positionLabel.Text != "Step 0 of 81" || w.algo.Selected != "Alpha-beta (fail-soft)" {
		t.Errorf("step %d, %q, algorithm %q", w.step, w.positionLabel.Text, w.algo.Selected)
	}
	if w.win.Title() != "gametree — alphabeta-walkthrough" {
		t.Errorf("title %q", w.win.Title())
	}
	w.inspect(t, map[string]string{"Node": "a (root)", "Status": "not reached", "Window": "—"})
	if got := w.stats.text("Calls"); got != "17 of 30 (minimax 30): 43% saved" {
		t.Errorf("statistics: %q", got)
	}
	if w.depth.Options[len(w.depth.Options)-1] != "Depth limit 4" {
		t.Errorf("depth choices: %v", w.depth.Options)
	}
}

// TestStepsFollowTheSeed walks the keyboard through seed 000 and reads the
// inspector where the seed states the window, V and chosen child.
func TestStepsFollowTheSeed(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 18) // Call 7: alpha_beta(3, +inf, e, MIN, depth 1)
	w.inspect(t, map[string]string{"Node": "e (current)", "Call": "7, depth 1", "Window": "α = 3, β = +inf", "V": "+inf", "Status": "current"})
	w.key(fyne.KeyPageDown, 6) // the clicker: step 24 prunes e2
	w.inspect(t, map[string]string{"Node": "e (current)", "Window": "α = 3, β = 2", "V": "2", "Chosen": "e1"})
	if w.narration.Length() != 82 || w.scrubber.Value != 24 {
		t.Errorf("narration %d lines, scrubber at %v", w.narration.Length(), w.scrubber.Value)
	}
	w.key(fyne.KeyPageUp, 1)
	w.key(fyne.KeyLeft, 1)
	if w.step != 22 {
		t.Errorf("two steps back: step %d", w.step)
	}
	w.key(fyne.KeyEnd, 1)
	w.inspect(t, map[string]string{"Node": "a (root)", "Status": "done", "V": "3", "Chosen": "b", "Window": "α = 3, β = +inf"})
	w.key(fyne.KeyHome, 1)
	if w.step != 0 {
		t.Errorf("Home: step %d", w.step)
	}
}

func TestPlayAndPause(t *testing.T) {
	w := newTestWindow(t)
	test.Tap(w.playBtn)
	if !w.playing || len(w.ticks) != 1 {
		t.Fatalf("playing %v after tapping play", w.playing)
	}
	for range 10 {
		w.ticks[0]()
	}
	if w.step != 10 {
		t.Errorf("10 ticks: step %d", w.step)
	}
	w.key(fyne.KeySpace, 1)
	w.ticks[0]() // a tick already on its way when paused does nothing
	if w.playing || w.step != 10 {
		t.Errorf("after Space: playing %v, step %d", w.playing, w.step)
	}
	w.key(fyne.KeySpace, 1)
	for range 200 {
		w.ticks[len(w.ticks)-1]()
	}
	if w.playing || w.step != w.trace.Len()-1 {
		t.Errorf("played to the end: playing %v, step %d", w.playing, w.step)
	}
	test.Tap(w.playBtn) // at the end, play starts again from the beginning
	if !w.playing || w.step != 0 {
		t.Errorf("replay: playing %v, step %d", w.playing, w.step)
	}
}

func TestNarrationAndScrubberJump(t *testing.T) {
	w := newTestWindow(t)
	w.narration.Select(42) // "alpha(f) = 15 >= beta(f) = 3: prune the subtree under h (3 nodes)"
	w.inspect(t, map[string]string{"Node": "f (current)", "Window": "α = 15, β = 3", "V": "15", "Chosen": "g"})
	if w.scrubber.Value != 42 {
		t.Errorf("scrubber %v", w.scrubber.Value)
	}
	w.scrubber.SetValue(76) // prune the subtree under m
	w.inspect(t, map[string]string{"Node": "i (current)", "Window": "α = 3, β = 3"})
	if w.position() != 76 {
		t.Errorf("narration line %d", w.position())
	}
}

func TestChangingTheAlgorithmKeepsThePlace(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 24) // e is current, about to return
	w.algo.SetSelected(search.Minimax.Title())
	if w.trace.Options.Algorithm != search.Minimax {
		t.Fatalf("algorithm %v", w.trace.Options.Algorithm)
	}
	w.inspect(t, map[string]string{"Node": "e (current)", "Window": "—", "Call": "7, depth 1"})
	if got := w.stats.text("Calls"); got != "30 of 30 (minimax 30): 0% saved" {
		t.Errorf("minimax statistics: %q", got)
	}
	w.root.SetSelectedIndex(2) // root MIN
	if w.trace.Kinds[tree.Root] != tree.Min {
		t.Error("root is not MIN after choosing it")
	}
	w.strict.SetChecked(true)
	if !w.trace.Options.Strict {
		t.Error("strict cutoff not applied")
	}
}

func TestCoarseSteps(t *testing.T) {
	w := newTestWindow(t)
	w.coarseBox.SetChecked(true)
	if w.narration.Length() != 36 {
		t.Fatalf("coarse narration: %d lines", w.narration.Length())
	}
	w.key(fyne.KeyRight, 5)
	if s := w.trace.StepAt(w.step); s.Kind != search.Call || w.tree().Name(s.Node) != "d1" {
		t.Errorf("5 coarse steps: %v of %s", s.Kind, w.tree().Name(s.Node))
	}
	w.coarseBox.SetChecked(false)
	w.key(fyne.KeyRight, 1)
	if s := w.trace.StepAt(w.step); s.Kind != search.Leaf {
		t.Errorf("fine step after d1's call: %v", s.Kind)
	}
}

func (w *testWindow) tree() *tree.Tree { return w.trace.Tree }

func TestDepthLimitWithoutEstimatesIsRefused(t *testing.T) {
	w := newTestWindow(t)
	before := w.trace
	w.depth.SetSelectedIndex(2) // the walk-through has no estimates
	if w.trace != before || w.opt.Depth != 0 {
		t.Errorf("a refused search replaced the trace or kept its options (depth %d)", w.opt.Depth)
	}
	if w.depth.SelectedIndex() != 0 {
		t.Errorf("depth select left at %q", w.depth.Selected)
	}
	if top := w.win.Canvas().Overlays().Top(); top == nil {
		t.Error("no error dialog")
	}
}

func TestOpenBrokenFileKeepsTheTree(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte("{\"version\": 1,\n \"tree\": [1, 2"), 0o644)
	w.openPath(broken)
	if w.doc.name != "alphabeta-walkthrough" || w.trace.Tree.Len() != 30 {
		t.Errorf("the tree on screen changed to %s", w.doc.name)
	}
	if top := w.win.Canvas().Overlays().Top(); top == nil {
		t.Error("no error dialog")
	}
	good := filepath.Join(dir, "aima.txt")
	os.WriteFile(good, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644)
	w.openPath(good)
	if w.doc.name != "aima.txt" || w.trace.Tree.Len() != 13 || w.doc.format != tree.FormatBracket {
		t.Errorf("opened %s with %d nodes", w.doc.name, w.trace.Tree.Len())
	}
	if recent := w.app.Preferences().StringList(prefRecent); len(recent) == 0 || recent[0] != good {
		t.Errorf("recent files: %v", recent)
	}
}

func TestClickSelectsAndInspects(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 24)
	g := w.geom
	id := w.trace.Tree.Nodes[tree.Root].Children[1] // i
	px, py := w.canvas.view().Pixel(g.X[id], g.Y[id])
	test.TapAt(w.canvas, fyne.NewPos(float32(px), float32(py)))
	if w.selected != id {
		t.Fatalf("tap at i selected %d", w.selected)
	}
	w.inspect(t, map[string]string{"Node": "i", "Status": "not reached"})
	w.key(fyne.KeyEscape, 1)
	w.inspect(t, map[string]string{"Node": "e (current)"})
}

func TestZoomAndFit(t *testing.T) {
	w := newTestWindow(t)
	z := w.canvas.zoom
	w.key(fyne.KeyPlus, 2)
	if w.canvas.zoom <= z || w.canvas.fitted {
		t.Errorf("zoom %v after +, was %v", w.canvas.zoom, z)
	}
	test.Scroll(w.win.Canvas(), fyne.NewPos(300, 300), 0, -300)
	w.key(fyne.Key0, 1)
	if w.canvas.zoom != z || !w.canvas.fitted {
		t.Errorf("fit: zoom %v, want %v", w.canvas.zoom, z)
	}
}

func TestAppearanceChangesThePalette(t *testing.T) {
	w := newTestWindow(t)
	w.setAppearance(appearanceDark)
	if bg := w.canvas.painter.Styler.Pal.Background; bg.R > 0x40 {
		t.Errorf("dark look, canvas background %v", bg)
	}
	w.setPalette(paletteColourBlind)
	if w.canvas.painter.Styler.Pal.Current.Fill.R != 0xe6 {
		t.Errorf("colour-blind palette not used")
	}
	w.setTextScale(2)
	if w.geom.Opt.FontScale != 2 {
		t.Errorf("font scale %v", w.geom.Opt.FontScale)
	}
}

func TestDirtyDocumentAsksBeforeDiscarding(t *testing.T) {
	w := newTestWindow(t)
	w.doc.dirty = true
	w.updateTitle()
	if !strings.Contains(w.win.Title(), "●") {
		t.Errorf("title %q has no unsaved mark", w.win.Title())
	}
	opened := false
	w.confirmDiscard(func() { opened = true })
	if opened || w.win.Canvas().Overlays().Top() == nil {
		t.Error("discarded unsaved changes without asking")
	}
}

// menuItem finds an item of the main menu by its path of labels.
func menuItem(t *testing.T, w *Window, path ...string) *fyne.MenuItem {
	t.Helper()
	var items []*fyne.MenuItem
	for _, m := range w.win.MainMenu().Items {
		if m.Label == path[0] {
			items = m.Items
		}
	}
	var found *fyne.MenuItem
	for _, label := range path[1:] {
		found = nil
		for _, it := range items {
			if it.Label == label {
				found = it
			}
		}
		if found == nil {
			t.Fatalf("no menu item %q in %v", label, path)
		}
		if found.ChildMenu != nil {
			items = found.ChildMenu.Items
		}
	}
	return found
}

func TestNarrationLanguage(t *testing.T) {
	w := newTestWindow(t)
	line := func(pos int) string {
		o := w.narration.CreateItem()
		w.narrationItem(pos, o)
		return o.(*widget.Label).Text
	}
	if got := line(24); !strings.HasSuffix(got, "alpha(e) = 3 >= beta(e) = 2: prune e2") {
		t.Fatalf("English line 24: %q", got)
	}
	if !menuItem(t, w.Window, "View", "Narration Language", "English").Checked {
		t.Errorf("English is not ticked at the start")
	}
	menuItem(t, w.Window, "View", "Narration Language", "Română").Action()
	if got := line(24); !strings.HasSuffix(got, "alpha(e) = 3 >= beta(e) = 2: retezăm e2") {
		t.Errorf("Romanian line 24: %q", got)
	}
	if menuItem(t, w.Window, "View", "Narration Language", "English").Checked || !menuItem(t, w.Window, "View", "Narration Language", "Română").Checked {
		t.Errorf("the tick did not move to Română")
	}
	choices, _ := w.exportForm([]string{"svg"})
	opt, err := choices.options(w.sceneOpt, w.narrator)
	if err != nil || opt.Narrator.Lang() != "ro" {
		t.Errorf("export captions in %v (%v)", opt.Narrator, err)
	}
	// The choice outlives the window.
	again := newWindow(w.app)
	again.loadPreferences()
	if again.narrator.Lang() != "ro" || !menuItem(t, again, "View", "Narration Language", "Română").Checked {
		t.Errorf("a new window narrates in %q", again.narrator.Lang())
	}
}
