package ui

import (
	"context"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/practice"
	"gametree/internal/raster"
	"gametree/internal/session"
	"gametree/internal/testutil"
	"gametree/internal/tree"
	"gametree/search"
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
	w.bg.async = func(f func()) { f() }
	w.playback.ticker = func(_ time.Duration, tick func()) func() {
		tw.ticks = append(tw.ticks, tick)
		return func() {}
	}
	w.win.Resize(fyne.NewSize(1200, 800))
	tw.Window = w
	w.h.setHideAnswers(false) // most tests read the answers; TestAnswersHiddenAtFirst does not
	w.docs.openSample("alphabeta-walkthrough")
	if !w.s.Ready() {
		t.Fatal("no trace after opening the walk-through")
	}
	return tw
}

// key sends a key the way Fyne's driver does: to the focused control if
// there is one, else to the canvas.
func (tw *testWindow) key(name fyne.KeyName, times int) {
	for range times {
		if f := tw.win.Canvas().Focused(); f != nil {
			f.TypedKey(&fyne.KeyEvent{Name: name})
		} else {
			tw.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name})
		}
	}
}

func (tw *testWindow) inspect(t *testing.T, want map[string]string) {
	t.Helper()
	for field, v := range want {
		if got := tw.side.node.text(field); got != v {
			t.Errorf("step %d: inspector %s = %q, want %q", tw.s.Step(), field, got, v)
		}
	}
}

// dialogs returns the titles of the dialogs on screen.
func (tw *testWindow) dialogTitles() string { return strings.Join(tw.dialogs.titles(), "|") }

func TestOpensAtStepZero(t *testing.T) {
	w := newTestWindow(t)
	if w.s.Step() != 0 || w.playback.position.Text != "Step 0 of 81" || w.bar.algo.Selected != "Alpha-beta (fail-soft)" {
		t.Errorf("step %d, %q, algorithm %q", w.s.Step(), w.playback.position.Text, w.bar.algo.Selected)
	}
	if w.win.Title() != "gametree — alphabeta-walkthrough" {
		t.Errorf("title %q", w.win.Title())
	}
	w.inspect(t, map[string]string{session.RowNode: "a (root)", session.RowStatus: "not reached", session.RowWindow: "—"})
	if got := w.side.stats.text(session.RowCalls); got != "17 of 30 (minimax 30): 43% saved" {
		t.Errorf("statistics: %q", got)
	}
	// The walk-through has no estimates: no depth limit can be searched.
	if !w.bar.depth.Disabled() || w.bar.depth.Selected != "No depth limit (no estimates)" {
		t.Errorf("depth choices: %v, disabled %v", w.bar.depth.Options, w.bar.depth.Disabled())
	}
	if got := w.story.current.Text; !strings.Contains(got, "Start: Alpha-beta (fail-soft) from the root a") {
		t.Errorf("current sentence %q", got)
	}
}

// TestStepsFollowTheWalkthrough walks the keyboard through the
// walk-through and reads the inspector where it states the window, V and
// chosen child.
func TestStepsFollowTheWalkthrough(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 18) // Call 7: alpha_beta(3, +∞, e, MIN, depth 1)
	w.inspect(t, map[string]string{session.RowNode: "e (current)", session.RowCall: "7, depth 1", session.RowWindow: "α = 3, β = +∞", session.RowV: "+∞", session.RowStatus: "current"})
	w.key(fyne.KeyPageDown, 6) // the clicker: step 24 prunes e2
	w.inspect(t, map[string]string{session.RowNode: "e (current)", session.RowWindow: "α = 3, β = 2", session.RowV: "2", session.RowChosen: "e1"})
	if w.story.list.Length() != 82 || w.playback.scrubber.Value != 24 {
		t.Errorf("narration %d lines, scrubber at %v", w.story.list.Length(), w.playback.scrubber.Value)
	}
	w.key(fyne.KeyPageUp, 1)
	w.key(fyne.KeyLeft, 1)
	if w.s.Step() != 22 {
		t.Errorf("two steps back: step %d", w.s.Step())
	}
	w.key(fyne.KeyEnd, 1)
	w.inspect(t, map[string]string{session.RowNode: "a (root)", session.RowStatus: "done", session.RowV: "3", session.RowChosen: "b", session.RowWindow: "α = 3, β = +∞"})
	w.key(fyne.KeyHome, 1)
	if w.s.Step() != 0 {
		t.Errorf("Home: step %d", w.s.Step())
	}
}

// TestKeysReachTheAppWhateverHasTheFocus: after a click on a drop-down,
// a check box, a button, the scrubber or the narration (each takes the
// focus), the clicker's keys still step and Space still plays, and the
// control does not change.
func TestKeysReachTheAppWhateverHasTheFocus(t *testing.T) {
	w := newTestWindow(t)
	controls := map[string]fyne.Focusable{"algorithm": w.bar.algo, "root": w.bar.root, "strict": w.bar.strict,
		"coarse": w.bar.coarse, "play": w.playback.play, "scrubber": w.playback.scrubber, "speed": w.playback.speeds,
		"narration": w.story.list}
	for name, c := range controls {
		w.key(fyne.KeyHome, 1)
		w.win.Canvas().Focus(c)
		if w.win.Canvas().Focused() != c {
			t.Fatalf("%s did not take the focus", name)
		}
		w.key(fyne.KeyPageDown, 3)
		w.key(fyne.KeyRight, 1)
		w.key(fyne.KeyLeft, 1)
		if w.s.Step() != 3 {
			t.Errorf("focus on %s: step %d after 3 Page Down", name, w.s.Step())
		}
		c.TypedRune(' ') // what the driver sends after Space's key
		if w.s.Options() != (search.Options{}) || w.s.Coarse() || w.s.HideAnswers() {
			t.Errorf("focus on %s: a key changed the control: %+v", name, w.s.Options())
		}
		w.key(fyne.KeySpace, 1)
		if !w.playback.playing() {
			t.Errorf("focus on %s: Space did not play", name)
		}
		w.key(fyne.KeySpace, 1)
		w.win.Canvas().Unfocus()
	}
}

func TestPlayAndPause(t *testing.T) {
	w := newTestWindow(t)
	test.Tap(w.playback.play)
	if !w.playback.playing() || len(w.ticks) != 1 {
		t.Fatalf("playing %v after tapping play", w.playback.playing())
	}
	for range 10 {
		w.ticks[0]()
	}
	if w.s.Step() != 10 {
		t.Errorf("10 ticks: step %d", w.s.Step())
	}
	w.key(fyne.KeySpace, 1)
	w.ticks[0]() // a tick already on its way when paused does nothing
	if w.playback.playing() || w.s.Step() != 10 {
		t.Errorf("after Space: playing %v, step %d", w.playback.playing(), w.s.Step())
	}
	w.key(fyne.KeySpace, 1)
	for range 200 {
		w.ticks[len(w.ticks)-1]()
	}
	if w.playback.playing() || w.s.Step() != w.s.Trace().Len()-1 {
		t.Errorf("played to the end: playing %v, step %d", w.playback.playing(), w.s.Step())
	}
	test.Tap(w.playback.play) // at the end, play starts again from the beginning
	if !w.playback.playing() || w.s.Step() != 0 {
		t.Errorf("replay: playing %v, step %d", w.playback.playing(), w.s.Step())
	}
	if w.playback.speeds.Selected != "4 steps/s" {
		t.Errorf("speed shown as %q", w.playback.speeds.Selected)
	}
	w.playback.speeds.SetSelected("1 step/s")
	if w.playback.speed != 1 || !w.playback.playing() || len(w.ticks) != 4 {
		t.Errorf("speed %v, playing %v after choosing 1 step/s", w.playback.speed, w.playback.playing())
	}
}

func TestNarrationAndScrubberJump(t *testing.T) {
	w := newTestWindow(t)
	w.story.list.Select(42) // "α(f) = 15 ≥ β(f) = 3: prune the subtree under h (3 nodes)"
	w.inspect(t, map[string]string{session.RowNode: "f (current)", session.RowWindow: "α = 15, β = 3", session.RowV: "15", session.RowChosen: "g"})
	if w.playback.scrubber.Value != 42 || !strings.Contains(w.story.current.Text, "prune the subtree under h") {
		t.Errorf("scrubber %v, sentence %q", w.playback.scrubber.Value, w.story.current.Text)
	}
	w.playback.scrubber.SetValue(76) // prune the subtree under m
	w.inspect(t, map[string]string{session.RowNode: "i (current)", session.RowWindow: "α = 3, β = 3"})
	if w.s.Position() != 76 {
		t.Errorf("narration line %d", w.s.Position())
	}
}

func TestChangingTheAlgorithmKeepsThePlace(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 24) // e is current, about to return
	w.bar.algo.SetSelected(search.Minimax.Title())
	if w.s.Trace().Options.Algorithm != search.Minimax {
		t.Fatalf("algorithm %v", w.s.Trace().Options.Algorithm)
	}
	w.inspect(t, map[string]string{session.RowNode: "e (current)", session.RowWindow: "—", session.RowCall: "7, depth 1"})
	if got := w.side.stats.text(session.RowCalls); got != "30 of 30 (minimax 30): 0% saved" {
		t.Errorf("minimax statistics: %q", got)
	}
	w.bar.root.SetSelectedIndex(2) // root MIN
	if w.s.Trace().Kinds[tree.Root] != tree.Min {
		t.Error("root is not MIN after choosing it")
	}
	w.bar.strict.SetChecked(true)
	if !w.s.Trace().Options.Strict {
		t.Error("strict cutoff not applied")
	}
}

func TestCoarseSteps(t *testing.T) {
	w := newTestWindow(t)
	w.bar.coarse.SetChecked(true)
	if w.story.list.Length() != 36 {
		t.Fatalf("coarse narration: %d lines", w.story.list.Length())
	}
	w.key(fyne.KeyRight, 5)
	tr := w.s.Trace()
	if s := tr.StepAt(w.s.Step()); s.Kind != search.Call || tr.Tree.Name(s.Node) != "d1" {
		t.Errorf("5 coarse steps: %v of %s", s.Kind, tr.Tree.Name(s.Node))
	}
}

func TestDepthLimitOffersOnlyLevelsWithEstimates(t *testing.T) {
	w := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "estimates.json")
	os.WriteFile(path, []byte(`{"version": 1, "tree": {"children": [
	  {"estimate": 3, "children": [{"estimate": 1, "children": [1, 2]}, 4]},
	  {"estimate": 5, "children": [{"children": [6, 7]}, 8]}]}}`), 0o644)
	w.docs.openPath(path)
	if w.bar.depth.Disabled() || strings.Join(w.bar.depth.Options, "|") != "No depth limit|Depth limit 1" {
		t.Fatalf("depth choices %v", w.bar.depth.Options)
	}
	w.bar.depth.SetSelectedIndex(1)
	if w.s.Trace().Options.Depth != 1 || w.s.Trace().Value != 5 || w.dialogTitles() != "" {
		t.Errorf("depth 1: %v, value %v, dialogs %q", w.s.Trace().Options.Depth, w.s.Trace().Value, w.dialogTitles())
	}
}

func TestOpenBrokenFileKeepsTheTree(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte("{\"version\": 1,\n \"tree\": [1, 2"), 0o644)
	w.docs.openPath(broken)
	if w.s.Doc().Name != "alphabeta-walkthrough" || w.s.Trace().Tree.Len() != 30 {
		t.Errorf("the tree on screen changed to %s", w.s.Doc().Name)
	}
	if got := w.dialogTitles(); !strings.Contains(got, "broken.json: line 2") {
		t.Errorf("dialogs %q", got)
	}
	good := filepath.Join(dir, "aima.txt")
	os.WriteFile(good, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644)
	w.docs.openPath(good)
	if d := w.s.Doc(); d.Name != "aima.txt" || w.s.Trace().Tree.Len() != 13 || d.Format != tree.FormatBracket {
		t.Errorf("opened %s with %d nodes", d.Name, w.s.Trace().Tree.Len())
	}
	if recent := w.app.Preferences().StringList(prefRecent); len(recent) == 0 || recent[0] != good {
		t.Errorf("recent files: %v", recent)
	}
	w.dialogs.dismiss()
}

// TestOpenRecentForgetsAFileThatIsGone: a recent file deleted since is
// said so, the tree stays, and the entry leaves Open Recent; a file that
// exists but cannot be read stays listed.
func TestOpenRecentForgetsAFileThatIsGone(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	gone, broken := filepath.Join(dir, "gone.txt"), filepath.Join(dir, "broken.txt")
	os.WriteFile(gone, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644)
	os.WriteFile(broken, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644)
	w.docs.openPath(gone)
	w.docs.openPath(broken)
	os.Remove(gone)
	os.WriteFile(broken, []byte("[[3,"), 0o644)
	w.docs.openPath(filepath.Join(dir, "..", filepath.Base(dir), "gone.txt")) // (no entry of its own)
	w.dialogs.dismiss()
	if recent := w.app.Preferences().StringList(prefRecent); !slices.Equal(recent, []string{broken, gone}) {
		t.Fatalf("recent files: %v", recent)
	}
	w.docs.openRecent(gone)
	if got := w.dialogTitles(); !strings.Contains(got, "gone.txt") || w.s.Doc().Name != "broken.txt" {
		t.Errorf("dialogs %q; the tree is %s", got, w.s.Doc().Name)
	}
	w.dialogs.dismiss()
	w.docs.openRecent(broken)
	w.dialogs.dismiss()
	if recent := w.app.Preferences().StringList(prefRecent); !slices.Equal(recent, []string{broken}) {
		t.Errorf("recent files after opening a file that is gone: %v", recent)
	}
	var labels []string
	for _, it := range w.menus.recent.ChildMenu.Items {
		labels = append(labels, it.Label)
	}
	if !slices.Equal(labels, []string{broken}) {
		t.Errorf("Open Recent lists %v", labels)
	}
}

func TestClickSelectsAndInspects(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 24)
	g := w.canvas.geom()
	id := w.s.Trace().Tree.Nodes[tree.Root].Children[1] // i
	px, py := w.canvas.cam.View.Pixel(g.X[id], g.Y[id])
	test.TapAt(w.canvas, fyne.NewPos(float32(px), float32(py)))
	if w.s.Selected() != id {
		t.Fatalf("tap at i selected %d", w.s.Selected())
	}
	w.inspect(t, map[string]string{session.RowNode: "i", session.RowStatus: "not reached"})
	w.key(fyne.KeyEscape, 1)
	w.inspect(t, map[string]string{session.RowNode: "e (current)"})
}

func TestZoomAndFit(t *testing.T) {
	w := newTestWindow(t)
	z := w.canvas.cam.Zoom
	w.key(fyne.KeyPlus, 2)
	if w.canvas.cam.Zoom <= z || w.canvas.cam.Fitted {
		t.Errorf("zoom %v after +, was %v", w.canvas.cam.Zoom, z)
	}
	test.Scroll(w.win.Canvas(), fyne.NewPos(300, 300), 0, -300)
	w.key(fyne.Key0, 1)
	if w.canvas.cam.Zoom != z || !w.canvas.cam.Fitted {
		t.Errorf("fit: zoom %v, want %v", w.canvas.cam.Zoom, z)
	}
}

// TestTextSizeGrowsTheTreesText: Huge text never draws a small tree
// folded nor its text smaller than Large text reads (the walk-through,
// which fits whole, stands whole, as large as the canvas allows); a tree
// too big for that opens at Huge life-size, its text far larger than
// Normal's, around the search.
func TestTextSizeGrowsTheTreesText(t *testing.T) {
	w := newTestWindow(t)
	onScreen := func() float64 { return w.canvas.cam.Zoom * w.canvas.geom().Opt.FontScale }
	menuItem(t, w.Window, "View", "Text Size", "Huge (back row)").Action()
	if !menuItem(t, w.Window, "View", "Text Size", "Huge (back row)").Checked || menuItem(t, w.Window, "View", "Text Size", "Normal").Checked {
		t.Error("the tick did not move to Huge")
	}
	if !w.canvas.geom().Opt.Legible {
		t.Error("large text is not legible (grey and small windows)")
	}
	if g := w.canvas.geom(); g.Folded() || !w.canvas.cam.Fitted || onScreen() < raster.LargeTextZoom*1.4 {
		t.Errorf("the walk-through at Huge: folded %v, fitted %v, text on screen %.2f", g.Folded(), w.canvas.cam.Fitted, onScreen())
	}
	big, err := testutil.Uniform(3, 5, func(i int) float64 { return float64(i%19 - 9) })
	if err != nil {
		t.Fatal(err)
	}
	big.AutoLabel()
	w.h.open(session.Document{Tree: big, Name: "big", Format: tree.FormatJSON})
	huge := onScreen()
	w.h.changeView(func(v *session.View) { v.TextScale = 1 })
	if normal := onScreen(); huge < 1.5*normal || huge < 2*raster.LargeTextZoom {
		t.Errorf("a 243-leaf tree: text on screen %.2f at Huge, %.2f at Normal", huge, normal)
	}
	w.h.changeView(func(v *session.View) { v.TextScale = 2 })
	w.key(fyne.KeyRight, 18)
	g := w.canvas.geom()
	e := w.s.Snapshot().Current()
	px, py := w.canvas.cam.View.Pixel(g.X[e], g.Y[e])
	size := w.canvas.Size()
	if px < 0 || py < 0 || px > float64(size.Width) || py > float64(size.Height) {
		t.Errorf("the current node is off screen at (%.0f, %.0f)", px, py)
	}
}

func TestAppearanceChangesThePalette(t *testing.T) {
	w := newTestWindow(t)
	w.h.changeView(func(v *session.View) { v.Appearance = session.Dark })
	if bg := w.canvas.painter.Styler.Pal.Background; bg.R > 0x40 {
		t.Errorf("dark look, canvas background %v", bg)
	}
	menuItem(t, w.Window, "View", "Tree Colours", "Colour-blind Safe").Action()
	if w.canvas.painter.Styler.Pal.Current.Fill.R != 0xe6 {
		t.Errorf("colour-blind palette not used")
	}
	if !menuItem(t, w.Window, "View", "Tree Colours", "Colour-blind Safe").Checked || !menuItem(t, w.Window, "View", "Appearance", "Dark").Checked {
		t.Error("the View menu does not tick the choices")
	}
}

// TestShowBoardsKeepsTheStep: a change of what is drawn lays the tree out
// again but never moves the search.
func TestShowBoardsKeepsTheStep(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 30)
	menuItem(t, w.Window, "View", "Tree Drawing", "Show Boards (game trees)").Action()
	menuItem(t, w.Window, "View", "Tree Drawing", "Show Call Numbers").Action()
	if w.s.Step() != 30 || w.canvas.geom().Opt.Show&0x08 == 0 {
		t.Errorf("step %d after showing call numbers", w.s.Step())
	}
}

func TestDirtyDocumentAsksBeforeDiscarding(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "d")
	w.edit.deleteSubtree()
	if !strings.Contains(w.win.Title(), "●") {
		t.Errorf("title %q has no unsaved mark", w.win.Title())
	}
	opened := false
	w.docs.confirmDiscard(func() { opened = true })
	if opened || w.dialogTitles() != "Unsaved changes" {
		t.Fatalf("discarded unsaved changes without asking (%q)", w.dialogTitles())
	}
	var labels []string
	for _, o := range test.LaidOutObjects(w.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok {
			labels = append(labels, b.Text)
		}
	}
	if strings.Join(labels, "|") != "Cancel|Discard|Save" {
		t.Errorf("choices %v", labels)
	}
}

// narrated counts the narration's rows that have a sentence: with the
// answers hidden, blank rows stand for steps not shown yet.
func narrated(w *Window) int {
	n := 0
	for i := range w.story.list.Length() {
		if w.story.text(i) != "" {
			n++
		}
	}
	return n
}

// TestAnswersHiddenAtFirst: on a first start, nothing gives the result
// away before the search reaches it.
func TestAnswersHiddenAtFirst(t *testing.T) {
	w := newWindow(test.NewTempApp(t))
	w.bg.async = func(f func()) { f() }
	w.docs.openSample("aima-fig5-2")
	if !w.s.HideAnswers() || w.side.stats.text(session.RowValue) != "hidden until the root returns (H shows the answers)" || narrated(w) != 1 {
		t.Errorf("a first start shows %q and %d narration lines", w.side.stats.text(session.RowValue), narrated(w))
	}
}

func TestHideAnswers(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyH, 1)
	if w.side.stats.text(session.RowValue) != "hidden until the root returns (H shows the answers)" || narrated(w.Window) != 1 || !menuItem(t, w.Window, "View", "Hide Answers").Checked {
		t.Errorf("hidden: value %q, %d narration lines", w.side.stats.text(session.RowValue), narrated(w.Window))
	}
	w.key(fyne.KeyRight, 5)
	if narrated(w.Window) != 6 {
		t.Errorf("%d lines after 5 steps", narrated(w.Window))
	}
	// The list grows hiddenRows at a time (each growth costs a frame),
	// and a blank row is no way to a step not shown yet.
	if got := w.story.list.Length(); got != hiddenRows {
		t.Errorf("after 5 steps the list has %d rows, want %d", got, hiddenRows)
	}
	w.story.list.Select(10)
	if w.s.Step() != 5 {
		t.Errorf("a click on a blank row went to step %d", w.s.Step())
	}
	w.key(fyne.KeyRight, hiddenRows)
	if got := w.story.list.Length(); got != 2*hiddenRows || narrated(w.Window) != hiddenRows+6 {
		t.Errorf("after %d steps: %d rows, %d narrated", 5+hiddenRows, got, narrated(w.Window))
	}
	w.key(fyne.KeyEnd, 1)
	if w.side.stats.text(session.RowValue) != "3 for MAX; MAX plays b" {
		t.Errorf("at the end: %q", w.side.stats.text(session.RowValue))
	}
	if !w.app.Preferences().Bool("hideAnswers") {
		t.Error("the choice is not kept")
	}
}

func TestPresenterMode(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyF5, 1)
	if !w.v.Presenting || !w.s.HideAnswers() || w.layout.themed.Content == w.layout.body || !w.canvas.geom().Opt.Legible || w.canvas.geom().Opt.FontScale < session.PresenterScale {
		t.Fatalf("presenting %v, hiding %v, options %+v", w.v.Presenting, w.s.HideAnswers(), w.canvas.geom().Opt)
	}
	w.key(fyne.KeyPageDown, 2)
	if w.layout.present.counter.Text != "2 / 81" || !strings.HasPrefix(w.layout.present.line.Text, "Call 2: alpha_beta(−∞, +∞, b, MIN, depth 3)") {
		t.Errorf("presenter shows %q, %q", w.layout.present.counter.Text, w.layout.present.line.Text)
	}
	w.key(fyne.KeyInsert, 1)
	if w.s.Doc().Dirty {
		t.Error("Insert edited the tree in presenter mode")
	}
	w.key(fyne.KeyB, 1)
	if !w.blanked() {
		t.Error("B did not blank the screen")
	}
	w.key(fyne.KeyEscape, 1)
	if w.blanked() || !w.v.Presenting {
		t.Error("Escape did not bring the screen back first")
	}
	w.key(fyne.KeyEscape, 1)
	if w.v.Presenting || w.s.HideAnswers() || w.layout.themed.Content != w.layout.body || w.canvas.geom().Opt.Legible || w.s.Step() != 2 {
		t.Errorf("after leaving: presenting %v, hiding %v, step %d", w.v.Presenting, w.s.HideAnswers(), w.s.Step())
	}
}

func TestLegend(t *testing.T) {
	w := newTestWindow(t)
	if w.legend.box.Visible() {
		t.Fatal("legend shown by default")
	}
	w.key(fyne.KeyL, 1)
	if !w.legend.box.Visible() || w.legend.image.Image == nil || w.legend.image.Image.Bounds().Dx() < 200 {
		t.Error("L shows no legend")
	}
}

func TestShortcutsDialog(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyF1, 1)
	if w.dialogTitles() != "Keyboard Shortcuts" {
		t.Fatalf("F1 opened %q", w.dialogTitles())
	}
	w.key(fyne.KeyRight, 1)
	if w.s.Step() != 0 {
		t.Error("a key stepped the search behind a dialog")
	}
	w.key(fyne.KeyEscape, 1)
	if w.dialogTitles() != "" {
		t.Errorf("Escape left %q open", w.dialogTitles())
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
			if itemLabel(it) == label {
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

// TestLanguage: View › Language switches the whole window live (menus,
// toolbar, panels, narration, exported captions), keeps the step and the
// speed, and the choice outlives the window.
func TestLanguage(t *testing.T) {
	t.Setenv("LANGUAGE", "") // the switch tells Fyne through LANGUAGE; the tests after this one speak English
	w := newTestWindow(t)
	en, ro := i18n.English(), mustLang(t, "ro")
	if got := w.story.line(24); !strings.HasSuffix(got, "α(e) = 3 ≥ β(e) = 2: prune e2") {
		t.Fatalf("English line 24: %q", got)
	}
	if !menuItem(t, w.Window, en.T("menu.view"), en.T("menu.language"), "English").Checked {
		t.Errorf("English is not ticked at the start")
	}
	w.s.Jump(24)
	w.h.showStep()
	w.playback.speeds.SetSelectedIndex(0)
	menuItem(t, w.Window, en.T("menu.view"), en.T("menu.language"), "Română").Action()
	if got := w.story.line(24); !strings.HasSuffix(got, "α(e) = 3 ≥ β(e) = 2: retezăm e2") {
		t.Errorf("Romanian line 24: %q", got)
	}
	var bar []string
	for _, m := range w.win.MainMenu().Items {
		bar = append(bar, m.Label)
	}
	want := []string{ro.T("menu.file"), ro.T("menu.edit"), ro.T("menu.view"), ro.T("menu.practice"), ro.T("menu.play"), ro.T("menu.help")}
	if !slices.Equal(bar, want) || slices.Equal(bar, []string{"File", "Edit", "View", "Practice", "Play", "Help"}) {
		t.Errorf("menu bar %q, want %q", bar, want)
	}
	if w.bar.strict.Text != ro.T("toolbar.strict") || w.bar.strict.Text == en.T("toolbar.strict") {
		t.Errorf("toolbar: %q", w.bar.strict.Text)
	}
	if w.s.Step() != 24 || w.playback.speed != session.Speeds[0] || w.playback.position.Text != ro.T("playback.position", "Step", 24, "Last", w.s.Trace().Len()-1) {
		t.Errorf("after the switch: step %d, speed %g, %q", w.s.Step(), w.playback.speed, w.playback.position.Text)
	}
	if menuItem(t, w.Window, ro.T("menu.view"), ro.T("menu.language"), "English").Checked || !menuItem(t, w.Window, ro.T("menu.view"), ro.T("menu.language"), "Română").Checked {
		t.Errorf("the tick did not move to Română")
	}
	f, _ := w.docs.export.newForm(false)
	opt, err := w.docs.export.options(f)
	if err != nil || opt.Narrator.Lang() != "ro" {
		t.Errorf("export captions in %v (%v)", opt.Narrator, err)
	}
	// The choice outlives the window.
	again := newWindow(w.app)
	if again.v.Narrator.Lang() != "ro" || !menuItem(t, again, ro.T("menu.view"), ro.T("menu.language"), "Română").Checked {
		t.Errorf("a new window speaks %q", again.v.Narrator.Lang())
	}
}

func mustLang(t *testing.T, code string) *i18n.Lang {
	t.Helper()
	l, err := i18n.Load(code)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestAVeryLargeTreeAsksFirst: a file over the node limit is not read
// until the user says to open it anyway; the tree on screen stays until
// then.
func TestAVeryLargeTreeAsksFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("reads a tree of two million nodes")
	}
	w := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "big.txt")
	os.WriteFile(path, []byte("["+strings.Repeat("0,", tree.MaxNodes)+"0]"), 0o644)
	w.docs.openPath(path)
	if w.dialogTitles() != "A very large tree" || w.s.Doc().Name != "alphabeta-walkthrough" {
		t.Fatalf("dialogs %q, document %s", w.dialogTitles(), w.s.Doc().Name)
	}
	for _, o := range test.LaidOutObjects(w.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Open anyway" {
			test.Tap(b)
		}
	}
	if d := w.s.Doc(); d.Name != "big.txt" || d.Tree.Len() != tree.MaxNodes+2 || w.s.Trace().Tree != d.Tree {
		t.Errorf("opened anyway: %s with %d nodes", d.Name, d.Tree.Len())
	}
}

// TestStrictHint: the toolbar says why a strict search that returns
// clamped values (fail-hard, negamax form) may prune less, only then.
func TestStrictHint(t *testing.T) {
	w := newTestWindow(t)
	for _, c := range []struct {
		algo   search.Algorithm
		strict bool
		hint   bool
	}{
		{search.AlphaBeta, true, false}, {search.AlphaBetaFailHard, false, false},
		{search.AlphaBetaFailHard, true, true}, {search.AlphaBetaNegamax, true, true}, {search.Minimax, true, false},
	} {
		w.h.setOptions(search.Options{Algorithm: c.algo, Strict: c.strict})
		if w.bar.hint.Visible() != c.hint || w.bar.hint.Text != w.lang().T("toolbar.strict_hint") {
			t.Errorf("%v strict %v: hint shown %v", c.algo, c.strict, w.bar.hint.Visible())
		}
	}
}

// TestMTDFGuess: choosing MTD(f) greys the strict cutoff out and shows its
// first guess, which Enter takes into a new search; another algorithm
// hides it again; minimax, which never cuts off, greys strict out too.
func TestMTDFGuess(t *testing.T) {
	w := newTestWindow(t)
	w.bar.strict.SetChecked(true)
	w.bar.algo.SetSelected("MTD(f)")
	if w.bar.guessBox.Hidden || !w.bar.strict.Disabled() || w.s.Options().Strict || w.s.Trace().Options.Algorithm != search.MTDF {
		t.Fatalf("MTD(f): guess hidden %v, strict disabled %v, options %+v", w.bar.guessBox.Hidden, w.bar.strict.Disabled(), w.s.Options())
	}
	w.bar.guess.SetText("10")
	w.bar.guess.OnSubmitted(w.bar.guess.Text)
	if tr := w.s.Trace(); tr.Options.Guess != 10 || tr.Value != 3 || tr.Stats.Passes != 2 {
		t.Errorf("guess 10: options %+v, value %v, %d passes", tr.Options, tr.Value, tr.Stats.Passes)
	}
	w.key(fyne.KeyEnd, 1)
	if got := w.side.stats.text(session.RowSoFar); !strings.Contains(got, "pass 2 of 2") {
		t.Errorf("so far: %q", got)
	}
	w.bar.guess.SetText("ten")
	w.bar.guess.OnSubmitted(w.bar.guess.Text)
	if w.s.Options().Guess != 10 || !strings.Contains(w.status.label.Text, "ten") {
		t.Errorf("a guess that is no number: options %+v, status %q", w.s.Options(), w.status.label.Text)
	}
	w.bar.algo.SetSelected("Alpha-beta (fail-soft)")
	if !w.bar.guessBox.Hidden || w.bar.strict.Disabled() {
		t.Error("alpha-beta: the guess is still shown, or strict greyed")
	}
	w.bar.algo.SetSelected("Minimax")
	if !w.bar.strict.Disabled() {
		t.Error("minimax, which never cuts off: strict not greyed")
	}
}

// TestTableAndAspiration: alpha-beta and MTD(f) offer a transposition
// table, the others do not (choosing one takes it away); iterative
// deepening's aspiration window is typed where MTD(f)'s guess is.
func TestTableAndAspiration(t *testing.T) {
	w := newTestWindow(t)
	nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{1, 2, 3}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	w.h.open(session.Document{Tree: nim, Name: "nim", Format: tree.FormatJSON})
	if w.bar.tt.Hidden || !w.bar.guessBox.Hidden {
		t.Fatal("alpha-beta: no table offered, or a guess")
	}
	w.bar.tt.SetChecked(true)
	if tr := w.s.Trace(); !tr.Options.TT || tr.Stats.Recalls == 0 {
		t.Fatalf("with the table: options %+v, %d calls settled by it", tr.Options, tr.Stats.Recalls)
	}
	w.bar.algo.SetSelected("Iterative deepening")
	if tr := w.s.Trace(); tr.Options.TT || !w.bar.tt.Hidden || w.bar.guessBox.Hidden || tr.Options.Algorithm != search.Iterative {
		t.Fatalf("iterative deepening: options %+v, table shown %v, aspiration hidden %v", tr.Options, !w.bar.tt.Hidden, w.bar.guessBox.Hidden)
	}
	if !strings.HasPrefix(w.bar.guessLabel.Text, "Aspiration") {
		t.Errorf("label %q", w.bar.guessLabel.Text)
	}
	w.bar.guess.SetText("0.5")
	w.bar.guess.OnSubmitted(w.bar.guess.Text)
	if tr := w.s.Trace(); tr.Options.Aspiration != 0.5 || tr.Value != nimValue(t, nim) {
		t.Errorf("aspiration 0.5: options %+v, value %v", tr.Options, tr.Value)
	}
	w.bar.guess.SetText("-1")
	w.bar.guess.OnSubmitted(w.bar.guess.Text)
	if w.s.Options().Aspiration != 0.5 || !strings.Contains(w.status.label.Text, "aspiration") {
		t.Errorf("a negative width: options %+v, status %q", w.s.Options(), w.status.label.Text)
	}
	w.bar.algo.SetSelected("Alpha-beta (fail-soft)")
	if tr := w.s.Trace(); !tr.Options.TT || !w.bar.tt.Checked || w.bar.tt.Hidden {
		t.Errorf("back to alpha-beta: the table %v, ticked %v", tr.Options.TT, w.bar.tt.Checked)
	}
}

// nimValue is the minimax value of a game tree, by plain minimax.
func nimValue(t *testing.T, g *tree.Tree) float64 {
	t.Helper()
	tr, err := search.Run(context.Background(), g, search.Options{Algorithm: search.Minimax})
	if err != nil {
		t.Fatal(err)
	}
	return tr.Value
}

// TestGraphView: G draws the search space as a graph, each position once,
// laid out by Graphviz, painted with the step's colours; a click selects
// a position's node; a new search of the same tree keeps it; practice
// keeps the tree; a tree too big to lay out says so and stays a tree.
func TestGraphView(t *testing.T) {
	w := newTestWindow(t)
	nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	w.h.open(session.Document{Tree: nim, Name: "nim", Format: tree.FormatJSON})
	w.bar.tt.SetChecked(true)
	w.key(fyne.KeyG, 1)
	g := w.canvas.graph
	if g == nil || !w.graph.on {
		t.Fatalf("no graph; status %q", w.status.label.Text)
	}
	canon := w.s.Trace().Transposed()
	positions := map[tree.NodeID]bool{}
	for id := range nim.Nodes {
		positions[canon[id]] = true
	}
	if len(g.Nodes) != len(positions) || len(positions) >= nim.Len() {
		t.Errorf("%d nodes drawn for %d positions of %d nodes", len(g.Nodes), len(positions), nim.Len())
	}

	w.docs.export.stepDialog()
	// Legend, narration, code, graph: the graph ticked, the code greyed
	// (the graph has no room for it).
	if checks := overlayObjects[*box](w); len(checks) != 4 || !checks[3].Checked || !checks[2].Disabled() {
		t.Errorf("Export Current Step with the graph shown: %d check boxes, the graph's not ticked or the code's not greyed", len(checks))
	}
	w.dialogs.dismiss()

	w.key(fyne.KeyEnd, 1)
	size := w.canvas.Size()
	img := w.canvas.paint(int(size.Width), int(size.Height)).(*image.RGBA)
	v := w.canvas.gcam.View
	for _, n := range g.Nodes[:4] {
		wd, _ := w.canvas.geom().ShapeSize(n.ID)
		px, py := v.Pixel(n.X+wd/5, n.Y) // beside the value, inside the shape
		want := w.canvas.painter.Styler.Node(w.s.Snapshot(), n.ID).Paint.Fill
		if got := img.RGBAAt(int(px), int(py)); got != want {
			t.Errorf("%s painted %v at (%.0f, %.0f), want %v", nim.Name(n.ID), got, px, py, want)
		}
	}
	pick := g.Nodes[len(g.Nodes)-1]
	px, py := v.Pixel(pick.X, pick.Y)
	w.canvas.Tapped(&fyne.PointEvent{Position: fyne.NewPos(float32(px), float32(py))})
	if w.s.Selected() != pick.ID {
		t.Errorf("a click on %s selected %d", nim.Name(pick.ID), w.s.Selected())
	}

	w.bar.tt.SetChecked(false)
	if w.canvas.graph == nil || w.graph.drawn.trace != w.s.Trace() {
		t.Error("the graph did not follow a new search of the tree")
	}

	w.practice.begin(practice.Windows)
	if w.canvas.graph != nil || w.graph.on {
		t.Error("practice began on the graph")
	}
	w.key(fyne.KeyG, 1)
	if w.canvas.graph != nil || !strings.Contains(w.status.label.Text, "Stop practising to see the graph") {
		t.Errorf("G while practising: graph %v, status %q", w.canvas.graph != nil, w.status.label.Text)
	}
	w.practice.stop()
	if w.canvas.graph == nil || !w.graph.on {
		t.Error("the graph did not come back after practice")
	}
	w.key(fyne.KeyG, 1)
	if w.canvas.graph != nil || w.graph.on {
		t.Error("G left the graph on")
	}

	big, err := tree.Random(tree.RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 8, Low: -5, High: 5, Seed: 1}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	w.h.open(session.Document{Tree: big, Name: "big", Format: tree.FormatJSON})
	w.key(fyne.KeyG, 1)
	if w.canvas.graph != nil || w.graph.on || !strings.Contains(w.status.label.Text, "9,841 positions, too many to lay out as a graph") {
		t.Errorf("a tree of %d nodes: graph %v, status %q", big.Len(), w.canvas.graph != nil, w.status.label.Text)
	}
}

// TestGraphTooWideToFit: a graph that would be unreadable fitted (the
// search space of tic-tac-toe after two moves, 634 positions) opens at a
// readable size around the node the search is at, and follows the search
// as it goes; it draws only the positions around the search: at first
// the root's and those one move from it, then the ones reached too.
func TestGraphTooWideToFit(t *testing.T) {
	w := newTestWindow(t)
	ttt, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "X...O...."}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	w.h.open(session.Document{Tree: ttt, Name: "ttt", Format: tree.FormatJSON})
	w.key(fyne.KeyG, 1)
	if w.canvas.graph == nil || w.canvas.gcam.Fitted || w.canvas.gcam.Zoom != raster.OpenZoom {
		t.Fatalf("graph %v, fitted %v, zoom %v", w.canvas.graph != nil, w.canvas.gcam.Fitted, w.canvas.gcam.Zoom)
	}
	if in := w.canvas.graphReach(); len(in) != 1+len(ttt.Nodes[tree.Root].Children) || !in[tree.Root] {
		t.Fatalf("at the start the graph draws %d positions of %d, want the root's and its %d moves'", len(in), len(w.canvas.graph.Nodes), len(ttt.Nodes[tree.Root].Children))
	}
	inView := func() bool {
		n := w.canvas.graphNode(w.s.Focus())
		x, y := w.canvas.gcam.Pixel(n.X, n.Y)
		return x >= 0 && y >= 0 && x <= w.canvas.gcam.W && y <= w.canvas.gcam.H
	}
	for range 300 {
		if !inView() {
			t.Fatalf("step %d: %s out of view", w.s.Step(), ttt.Name(w.s.Focus()))
		}
		if in := w.canvas.graphReach(); !in[w.s.Trace().Transposed()[w.s.Focus()]] || len(in) >= len(w.canvas.graph.Nodes)/2 {
			t.Fatalf("step %d: the graph draws %d positions of %d, the search's %v", w.s.Step(), len(in), len(w.canvas.graph.Nodes), in[w.s.Trace().Transposed()[w.s.Focus()]])
		}
		w.key(fyne.KeyRight, 1)
	}
}

// TestNarrationBackAfterTabs: in a narrow window the narration is a tab;
// with another tab chosen, a wide window again shows the narration list
// (the tabs had hidden it, and it stayed hidden).
func TestNarrationBackAfterTabs(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(700, 700))
	var tabs []*container.AppTabs
	for _, o := range test.LaidOutObjects(w.win.Content()) {
		if x, ok := o.(*container.AppTabs); ok {
			tabs = append(tabs, x)
		}
	}
	if !w.layout.compact || len(tabs) != 1 {
		t.Fatalf("compact %v, %d tab bars", w.layout.compact, len(tabs))
	}
	tabs[0].SelectIndex(3) // the search options
	if w.story.list.Visible() {
		t.Fatal("the narration shows under another tab")
	}
	w.win.Resize(fyne.NewSize(1200, 800))
	if w.layout.compact || !w.story.list.Visible() {
		t.Errorf("wide again: compact %v, narration shown %v", w.layout.compact, w.story.list.Visible())
	}
}

// TestStar1BoundsField: Star1's bounds typed in the toolbar: a pair that
// does not read, or that some leaf lies outside, is said in the status
// line (no dialog) and changes nothing; a good pair searches again and
// clears the message.
func TestStar1BoundsField(t *testing.T) {
	w := newTestWindow(t)
	w.docs.openSample("dice")
	w.bar.algo.SetSelected("Star1")
	if w.s.Options().Algorithm != search.Star1 {
		t.Fatalf("algorithm %v", w.s.Options().Algorithm)
	}
	for _, c := range []struct{ typed, says string }{{"abc", "abc"}, {"0..5", "0..5"}} {
		w.bar.guess.SetText(c.typed)
		w.bar.guess.OnSubmitted(c.typed)
		if b := w.s.Trace().Bounds.String(); b != "1..9" || !strings.Contains(w.status.label.Text, c.says) || w.dialogTitles() != "" {
			t.Errorf("%s: bounds %s, status %q, dialogs %q", c.typed, b, w.status.label.Text, w.dialogTitles())
		}
	}
	w.bar.guess.SetText("0..10")
	w.bar.guess.OnSubmitted("0..10")
	if b := w.s.Trace().Bounds.String(); b != "0..10" || w.status.label.Text != "" {
		t.Errorf("0..10: bounds %s, status %q", b, w.status.label.Text)
	}
}

// TestLanguageKeepsTheTicks: Strict ticked, MTD(f) chosen (which cannot
// be strict), the language switched (the toolbar is built again), then
// alpha-beta: Strict is ticked again, as before the switch.
func TestLanguageKeepsTheTicks(t *testing.T) {
	t.Setenv("LANGUAGE", "")
	w := newTestWindow(t)
	w.bar.strict.SetChecked(true)
	w.bar.algo.SetSelectedIndex(slices.Index(search.Algorithms, search.MTDF))
	if w.s.Options().Strict || !w.bar.strict.Disabled() {
		t.Fatalf("MTD(f): %+v, strict disabled %v", w.s.Options(), w.bar.strict.Disabled())
	}
	w.h.setLanguage("it")
	defer w.h.setLanguage("en")
	w.bar.algo.SetSelectedIndex(slices.Index(search.Algorithms, search.AlphaBeta))
	if !w.s.Trace().Options.Strict || !w.bar.strict.Checked {
		t.Errorf("alpha-beta after the switch: %+v, ticked %v", w.s.Trace().Options, w.bar.strict.Checked)
	}
}

// text returns the value shown for a key (for tests).
func (r rows) text(key string) string {
	if l, ok := r.values[key]; ok {
		return l.Text
	}
	return ""
}

// TestNoteFollowsTheTheme: the note under the tree keeps the background
// of the theme in use, after a switch to dark and back to light; and a
// message goes with the tree it is about.
func TestNoteFollowsTheTheme(t *testing.T) {
	w := newTestWindow(t)
	w.say("something about this tree")
	for _, a := range []session.Appearance{session.Dark, session.Light} {
		w.h.changeView(func(v *session.View) { v.Appearance = a })
		want := color.NRGBAModel.Convert(lookOf(*w.v, frameScale).Color(theme.ColorNameBackground, theme.VariantLight)).(color.NRGBA)
		got := color.NRGBAModel.Convert(test.WidgetRenderer(w.status.bg).(*shadeRenderer).rect.FillColor).(color.NRGBA)
		if got.R != want.R || got.G != want.G || got.B != want.B {
			t.Errorf("appearance %d: the note's background is %v, the theme's %v", a, test.WidgetRenderer(w.status.bg).(*shadeRenderer).rect.FillColor, want)
		}
	}
	if w.status.label.Text == "" {
		t.Fatal("the message went with a change of look")
	}
	w.docs.openSample("aima-fig5-2")
	if w.status.label.Text != "" {
		t.Errorf("a new tree kept the message %q", w.status.label.Text)
	}
}

// TestHugeTextArrangesTheWindow: choosing Huge text in a 1200-pixel
// window stacks the panels at once (no resize told the layout before),
// and Normal sets them side by side again.
func TestHugeTextArrangesTheWindow(t *testing.T) {
	w := newTestWindow(t)
	w.layout.recheck()
	if w.layout.compact {
		t.Fatal("compact at 1200 pixels and normal text")
	}
	w.h.changeView(func(v *session.View) { v.TextScale = 2 })
	if !w.layout.compact {
		t.Error("Huge text at 1200 pixels: not compact")
	}
	w.h.changeView(func(v *session.View) { v.TextScale = 1 })
	if w.layout.compact {
		t.Error("Normal text again: still compact")
	}
}

// TestOpeningUnderIterativeDeepening: with iterative deepening chosen on
// a tree with estimates, opening the walk-through (no estimates) opens it
// whole, searched with alpha-beta, and says so; nothing of the tree
// before stays on screen (the title and depth were the walk-through's,
// the canvas, inspector and narration the tree's before).
func TestOpeningUnderIterativeDeepening(t *testing.T) {
	w := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "estimates.json")
	os.WriteFile(path, []byte(`{"version": 1, "tree": {"estimate": 0, "children": [
	  {"estimate": 3, "children": [{"estimate": 1, "children": [1, 2]}, 4]},
	  {"estimate": 5, "children": [{"estimate": 6, "children": [6, 7]}, 8]}]}}`), 0o644)
	w.docs.openPath(path)
	w.h.chooseAlgorithm(search.Iterative)
	if w.s.Trace().Options.Algorithm != search.Iterative {
		t.Fatalf("searched with %v", w.s.Trace().Options.Algorithm)
	}
	w.docs.openSample("alphabeta-walkthrough")
	if w.s.Trace().Tree != w.s.Doc().Tree || w.s.Doc().Name != "alphabeta-walkthrough" || w.dialogTitles() != "" {
		t.Fatalf("the walk-through half open: %s, dialogs %q", w.s.Doc().Name, w.dialogTitles())
	}
	if w.bar.algo.Selected != "Alpha-beta (fail-soft)" || !strings.HasPrefix(w.status.label.Text, "Searched with Alpha-beta (fail-soft): iterative deepening") {
		t.Errorf("toolbar %q, status %q", w.bar.algo.Selected, w.status.label.Text)
	}
	if got := w.story.current.Text; !strings.Contains(got, "Alpha-beta (fail-soft) from the root a") {
		t.Errorf("narration %q", got)
	}
}

// TestPresenterFitsAProjector: presenter mode on a 1024×768 projector
// shows the whole walk-through at step 24, every node with its texts on
// screen, names and values at least 22 pixels, windows at least 16, and
// the step counter under the tree, never over it.
func TestPresenterFitsAProjector(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1024, 768))
	w.key(fyne.KeyRight, 24)
	w.layout.present.toggle()
	w.win.Resize(fyne.NewSize(1024, 768)) // the test driver has no screen to fill
	tv := w.canvas
	g, st, v := tv.geom(), tv.styler(), tv.cam.View
	size := tv.Size()
	snap := w.s.Snapshot()
	for id := range g.Tree.Nodes {
		n := st.Node(snap, tree.NodeID(id))
		b := g.NodeBounds(tree.NodeID(id))
		x0, y0 := v.Pixel(b.MinX, b.MinY)
		x1, y1 := v.Pixel(b.MaxX, b.MaxY)
		if x0 < 0 || y0 < 0 || x1 > float64(size.Width) || y1 > float64(size.Height) {
			t.Errorf("%s is drawn at (%.0f,%.0f)–(%.0f,%.0f), outside the %v×%v canvas", g.Tree.Name(tree.NodeID(id)), x0, y0, x1, y1, size.Width, size.Height)
		}
		if px := n.Value.Size * v.Zoom; n.Value.S != "" && px < 22 {
			t.Errorf("%s's value %q is %.1f px", g.Tree.Name(tree.NodeID(id)), n.Value.S, px)
		}
		for _, tx := range n.Texts {
			least := 22.0
			if strings.HasPrefix(tx.S, "(") {
				least = 16 // a window
			}
			if px := tx.Size * v.Zoom; px < least {
				t.Errorf("%s: %q is %.1f px, at least %v wanted", g.Tree.Name(tree.NodeID(id)), tx.S, px, least)
			}
		}
	}
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	if counter, bottom := abs(w.layout.present.counter).Y, abs(tv).Y+size.Height; counter < bottom {
		t.Errorf("the counter (at y %v) is over the tree (down to %v)", counter, bottom)
	}
}

// TestLegendGivesItsRoomBack: the legend takes its band from the canvas,
// and gives it back when it goes (the band stayed empty, the tree drawn
// above it as small as before).
func TestLegendGivesItsRoomBack(t *testing.T) {
	w := newTestWindow(t)
	w.h.changeView(func(v *session.View) { v.Legend = false })
	h := w.canvas.Size().Height
	w.legend.toggle()
	with := w.canvas.Size().Height
	w.legend.toggle()
	if with >= h || w.canvas.Size().Height != h {
		t.Fatalf("canvas %v high, %v with the legend, %v after", h, with, w.canvas.Size().Height)
	}
}

// TestOnePlayWindow: Play › Play a Game Against the Computer with its
// window open brings that one forward rather than opening another (the
// one left behind could be hidden mid-game and never come back); in
// another language, a new one replaces it.
func TestOnePlayWindow(t *testing.T) {
	w := newTestWindow(t)
	count := func() int { return len(w.app.Driver().AllWindows()) }
	before := count()
	w.playWindow()
	w.playWindow()
	if n := count() - before; n != 1 {
		t.Fatalf("twice Play: %d play windows", n)
	}
	w.h.setLanguage("it")
	w.playWindow()
	if n := count() - before; n != 1 {
		t.Errorf("Play in Italian: %d play windows", n)
	}
	var titles []string
	for _, win := range w.app.Driver().AllWindows() {
		titles = append(titles, win.Title())
	}
	if !slices.Contains(titles, i18n.Must("it").T("play.title")) {
		t.Errorf("the play window in Italian is not open: %q", titles)
	}
	w.h.setLanguage("en")
}
