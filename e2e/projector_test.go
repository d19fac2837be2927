package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/probe"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
)

// walkthroughBracket is the walk-through's tree (the default one).
const walkthroughBracket = "[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"

// steady waits until ok holds, nothing runs in the background and the
// canvas's place and zoom read the same twice, 0.2 s apart: the window
// lays out again after a change it already reports.
func (a *app) steady(what string, ok func(probe.State) bool) probe.State {
	a.t.Helper()
	for range 20 {
		p := a.waitFor(what, ok)
		time.Sleep(200 * time.Millisecond)
		if q := a.state(); ok(q) && !p.Working && !q.Working && q.Zoom == p.Zoom && q.Boxes["canvas"] == p.Boxes["canvas"] && len(q.Drawn) == len(p.Drawn) {
			return q
		}
	}
	a.t.Fatalf("%s: the window never settled", what)
	return probe.State{}
}

// texts are the drawn texts of the kinds named.
func texts(ds []probe.Drawn, kinds ...string) []probe.Drawn {
	var out []probe.Drawn
	for _, d := range ds {
		if slices.Contains(kinds, d.Kind) {
			out = append(out, d)
		}
	}
	return out
}

// inset is b less d on every side.
func inset(b probe.Box, d float32) probe.Box {
	return probe.Box{X: b.X + d, Y: b.Y + d, W: b.W - 2*d, H: b.H - 2*d}
}

// ink counts the pixels of box b of the screen that stand out from the
// colour most of them have (the canvas, or a shape's fill): the letters
// of a text drawn there.
func ink(img *image.RGBA, b probe.Box) int {
	r := image.Rect(int(b.X), int(b.Y), int(math.Ceil(float64(b.X+b.W))), int(math.Ceil(float64(b.Y+b.H)))).Intersect(img.Bounds())
	count := map[color.RGBA]int{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			count[img.RGBAAt(x, y)]++
		}
	}
	var bg color.RGBA
	for c, n := range count {
		if n > count[bg] {
			bg = c
		}
	}
	far := func(a, b uint8) bool { return max(a, b)-min(a, b) > 60 }
	n := 0
	for c, k := range count {
		if far(c.R, bg.R) || far(c.G, bg.G) || far(c.B, bg.B) {
			n += k
		}
	}
	return n
}

// checkInk fails the test for each text of ds inside the box on screen
// where the screenshot shows nothing: the probe and the pixels disagree,
// or the window drew nothing.
func checkInk(t *testing.T, img *image.RGBA, ds []probe.Drawn, on probe.Box, shot string) {
	t.Helper()
	if share(img, img.RGBAAt(img.Bounds().Dx()/2, 2)) > 0.97 {
		t.Errorf("%s: the screen is blank", shot)
	}
	blank := 0
	for _, d := range ds {
		if d.Kind != "shape" && d.Box.Inside(on) && ink(img, d.Box) < 3 {
			blank++
			t.Errorf("%s: nothing drawn where %s's %s %q is said to be (%+v)", shot, d.Node, d.Kind, d.Text, d.Box)
		}
		if blank > 5 {
			return
		}
	}
}

// TestOpeningUnderIterativeDeepening: a Nim tree (2,2) searched by
// iterative deepening, then the walk-through (no estimates) opened from
// File › Open Sample. It opens whole, searched by alpha-beta, and says so
// with no error dialog: the title, the tree, the canvas's drawing, the
// search, the narration, the status line and the export dialog's title
// all belong to the walk-through. (It used to be an error dialog, then
// the walk-through's title and depth over Nim's canvas, inspector and
// narration.)
func TestOpeningUnderIterativeDeepening(t *testing.T) {
	t.Parallel()
	a := start(t, 1400, 900)
	a.menu("File", "Game Tree…")
	p := a.waitFor("the game tree dialog", dialogIs("Generate a Game Tree"))
	if !strings.HasPrefix(p.Fields["Game"], "Nim") || p.Focused != "*ui.entry" {
		t.Fatalf("the game tree dialog: fields %q, focus on %s", p.Fields, p.Focused)
	}
	a.key("ctrl+a")
	a.typeText("2,2")
	a.waitFor("heaps 2,2", func(p probe.State) bool { return p.Fields["Heaps"] == "2,2" })
	a.key("Return")
	nim := a.waitFor("Nim 2,2", func(p probe.State) bool {
		return noDialog(p) && strings.HasPrefix(p.Document, "Nim") && p.Steps > 0 && len(p.Drawn) > 0
	})
	at := nim.Controls["algorithm"]
	a.click(at[0], at[1])
	a.click(at[0]-60, at[1]+37+float32(slices.Index(search.Algorithms, search.Iterative))*39) // a row each 39 pixels
	nim = a.waitFor("iterative deepening on Nim", func(p probe.State) bool {
		return p.Algorithm == "iterative" && p.Toolbar[0] == "Iterative deepening" && p.Steps > 0 && noDialog(p) && strings.HasPrefix(p.Document, "Nim")
	})
	t.Logf("Nim: %q, %d nodes, %d steps, depth %d (%q), status %q, narration %q, Node panel %q (board %v)",
		nim.Title, nim.Size, nim.Steps, nim.Depth, nim.Toolbar[2], nim.Status, nim.Narration, nim.Inspector, nim.Board)

	a.menu("File", "Open Sample", "Alpha-beta walk-through, call by call")
	p = a.waitFor("the walk-through open", func(p probe.State) bool { return p.Document == "alphabeta-walkthrough" || len(p.Dialogs) > 0 })
	if len(p.Dialogs) > 0 {
		a.shot("open-under-iterative-dialog")
		t.Fatalf("opening the walk-through under iterative deepening: dialogs %q; the window shows %q, %d nodes, algorithm %s",
			p.Dialogs, p.Title, p.Size, p.Algorithm)
	}
	p = a.steady("the walk-through searched", func(p probe.State) bool { return p.Steps > 0 && len(p.Drawn) > 0 })
	a.shot("open-under-iterative")
	t.Logf("walk-through: %q, algorithm %s, status %q, narration %q, inspected %q, depth %d (%q)",
		p.Title, p.Algorithm, p.Status, p.Narration, p.Inspected, p.Depth, p.Toolbar[2])
	if !noDialog(p) {
		t.Errorf("dialogs over the walk-through: %q", p.Dialogs)
	}
	if !strings.Contains(p.Title, "alphabeta-walkthrough") || p.Title == nim.Title {
		t.Errorf("title %q", p.Title)
	}
	if p.Size != 30 || p.Tree != walkthroughBracket {
		t.Errorf("the tree: %d nodes, %s", p.Size, p.Tree)
	}
	// The canvas draws the walk-through: its thirty names and nothing of
	// Nim's.
	var drawn []string
	for _, d := range texts(p.Drawn, "name") {
		drawn = append(drawn, d.Node)
	}
	slices.Sort(drawn)
	var nodes []string
	for n := range p.Nodes {
		nodes = append(nodes, n)
	}
	slices.Sort(nodes)
	if len(drawn) != 30 || !slices.Equal(drawn, nodes) || !slices.Contains(drawn, "d1") {
		t.Errorf("the canvas draws %q; the search's tree has %q", drawn, nodes)
	}
	// A search that can search it, and the window says which.
	if p.Algorithm != "alphabeta" || p.Toolbar[0] != "Alpha-beta (fail-soft)" || p.Steps != 82 {
		t.Errorf("searched with %s (toolbar %q), %d steps", p.Algorithm, p.Toolbar[0], p.Steps)
	}
	if !strings.HasPrefix(p.Status, "Searched with Alpha-beta (fail-soft): iterative deepening") {
		t.Errorf("status %q", p.Status)
	}
	if !strings.Contains(p.Narration, "Alpha-beta (fail-soft) from the root a") || p.Narration == nim.Narration {
		t.Errorf("narration %q", p.Narration)
	}
	// The Node panel shows the walk-through's root: no Nim board, no
	// estimate (Nim's root showed "estimate 0").
	if node := p.Inspector["session.row.node"]; node != p.Inspected || !strings.HasPrefix(node, "a ") || p.Board ||
		strings.Contains(p.Inspector["session.row.value"], "estimate") {
		t.Errorf("the Node panel shows %q (board %v); the search is at %q", p.Inspector, p.Board, p.Inspected)
	}
	if p.Depth != 0 || p.Toolbar[2] != "No depth limit (no estimates)" {
		t.Errorf("depth %d, its box %q", p.Depth, p.Toolbar[2])
	}
	a.key("ctrl+e")
	p = a.waitFor("the export dialog", dialogIs("Export step 0"))
	if got := p.Fields["Title"]; got != "Alpha-beta walk-through, call by call" {
		t.Errorf("the export dialog offers the title %q (fields %q)", got, p.Fields)
	}
	a.closeDialog()
}

// TestPresenterOnProjectors: presenter mode (F5) on the walk-through at
// step 24, on a 1024×768 projector, at 1920×1080 and at 800×600. Every
// node, value and window is on screen, or at 800×600 at least the node
// the search is at; names and values are at least 22 pixels, windows 16
// (at 800×600, the size presenter mode's Large text has at the smallest
// zoom the window calls readable for it, raster.LargeTextZoom: 15.5 and
// 11.9); the step counter is under the tree, never over it; and the
// screenshot shows ink wherever the probe says a text is.
func TestPresenterOnProjectors(t *testing.T) {
	t.Parallel()
	for _, s := range []struct {
		w, h          int
		whole         bool    // the whole tree must show
		names, window float32 // the least pixels of names and values, and of windows
	}{{1024, 768, true, 22, 16}, {1920, 1080, true, 22, 16}, {800, 600, false, 0.85 * 1.4 * 13, 0.85 * 1.4 * 10}} {
		t.Run(fmt.Sprintf("%dx%d", s.w, s.h), func(t *testing.T) {
			t.Parallel()
			a := start(t, s.w, s.h)
			a.key(slices.Repeat([]string{"Next"}, 24)...)
			a.waitFor("step 24", func(p probe.State) bool { return p.Step == 24 })
			a.key("F5")
			p := a.steady("presenter mode over the screen", func(p probe.State) bool {
				return p.Presenting && int(p.Width) == s.w && int(p.Height) == s.h && p.Counter != "" && len(p.Drawn) > 0
			})
			name := fmt.Sprintf("presenter-%dx%d", s.w, s.h)
			img := a.screen()
			a.keep(name, img)
			window := probe.Box{W: p.Width, H: p.Height}
			tv, counter := p.Boxes["canvas"], p.Boxes["counter"]
			if !tv.Inside(window) || tv.W < 0.9*p.Width {
				t.Errorf("the canvas is at %+v in a %v×%v window", tv, p.Width, p.Height)
			}
			whole := true
			for _, d := range p.Drawn {
				whole = whole && d.Box.Inside(tv)
			}
			current := strings.Fields(p.Inspected + " ?")[0]
			if !whole {
				if s.whole {
					for _, d := range p.Drawn {
						if !d.Box.Inside(tv) {
							t.Errorf("%s's %s %q is drawn at %+v, outside the canvas %+v", d.Node, d.Kind, d.Text, d.Box, tv)
						}
					}
				}
				// The view follows the search: the node it is at shows.
				for _, d := range p.Drawn {
					if d.Node == current && !d.Box.Inside(tv) {
						t.Errorf("not whole, and the current node's %s %q is at %+v, outside the canvas %+v", d.Kind, d.Text, d.Box, tv)
					}
				}
			}
			least := map[string]float32{"name": 99, "value": 99, "window": 99}
			for _, d := range texts(p.Drawn, "name", "value", "window") {
				px := d.Size * p.Scale
				least[d.Kind] = min(least[d.Kind], px)
				if want := map[string]float32{"name": s.names, "value": s.names, "window": s.window}[d.Kind]; px < want-0.05 {
					t.Errorf("%s's %s %q is %.1f px, at least %v wanted", d.Node, d.Kind, d.Text, px, want)
				}
			}
			t.Logf("%d×%d: whole tree %v (current %s), zoom %.2f; smallest name %.1f px, value %.1f, window %.1f; canvas %+v, counter %q at %+v",
				s.w, s.h, whole, current, p.Zoom, least["name"], least["value"], least["window"], tv, p.Counter, counter)
			if p.Counter != "24 / 81" || !counter.Inside(window) || counter.W < counter.MinW-0.5 {
				t.Errorf("the counter %q at %+v (needs %v wide) in the %v×%v window", p.Counter, counter, counter.MinW, p.Width, p.Height)
			}
			if counter.Y < tv.Y+tv.H-0.5 {
				t.Errorf("the counter (y %v) is over the tree, which goes down to %v", counter.Y, tv.Y+tv.H)
			}
			for _, d := range p.Drawn {
				if d.Box.Overlaps(counter) {
					t.Errorf("the counter %+v covers %s's %s %q at %+v", counter, d.Node, d.Kind, d.Text, d.Box)
				}
			}
			checkInk(t, img, p.Drawn, tv, name)
		})
	}
}

// TestPracticeOnSmallScreens: an exercise (values, on the walk-through)
// in Italian on a 1024×768 screen, and in Italian, Romanian and English
// at 800×600. What to do takes the window's width, or the tree's column
// beside the Node panel in a window wide enough for it (it was a
// 130-pixel column beside the buttons), and does not cover the tree; the
// tree shows every name and value, on screen, at a readable size.
func TestPracticeOnSmallScreens(t *testing.T) {
	t.Parallel()
	// readable is the smallest text the canvas writes names and values
	// in on opening a tree: 13-point names at raster.ReadableZoom
	// ("below it, text under 7 pixels, names and values are too small
	// to read").
	const readable = 6.5
	for _, c := range []struct {
		lang, code string
		w, h       int
	}{{"it_IT.UTF-8", "it", 1024, 768}, {"it_IT.UTF-8", "it", 800, 600}, {"ro_RO.UTF-8", "ro", 800, 600}, {"en_US.UTF-8", "en", 800, 600}} {
		t.Run(fmt.Sprintf("%s-%dx%d", c.code, c.w, c.h), func(t *testing.T) {
			t.Parallel()
			l := i18n.Must(c.code)
			a := startIn(t, c.lang, c.w, c.h)
			a.key("ctrl+p")
			a.waitFor("the practice dialog", dialogIs(l.T("practice.title")))
			a.key("Return")
			p := a.steady("practising", func(p probe.State) bool { return p.Practising == "practice.values" && noDialog(p) && len(p.Drawn) > 0 })
			name := fmt.Sprintf("practice-%s-%dx%d", c.code, c.w, c.h)
			img := a.screen()
			a.keep(name, img)
			window := probe.Box{W: p.Width, H: p.Height}
			tv, task, status := p.Boxes["canvas"], p.Boxes["task"], p.Boxes["status"]
			how := l.T("practice.values.how")
			t.Logf("%s %v×%v (compact %v): task %q %.0f px wide; status %q at %+v; canvas %+v, zoom %.2f",
				c.code, p.Width, p.Height, p.Compact, p.Task, task.W, p.Status, status, tv, p.Zoom)
			wide := min(0.75*p.Width, 0.98*tv.W) // the window's width, or the tree's column
			if !task.Inside(window) || task.W < wide || p.Task == "" {
				t.Errorf("the exercise's text %q is %v px wide at %+v, in a %v-pixel window", p.Task, task.W, task, p.Width)
			}
			instructions := task
			if p.Compact { // what to do is said over the tree's foot
				instructions = status
				if !strings.Contains(p.Status, how) {
					t.Errorf("what to do is not in the status line: %q", p.Status)
				}
			} else if !strings.Contains(p.Task, how) {
				t.Errorf("what to do is not in the bar: %q", p.Task)
			}
			if !instructions.Inside(window) || instructions.W < wide {
				t.Errorf("what to do is %v px wide at %+v, in a %v-pixel window", instructions.W, instructions, p.Width)
			}
			named, valued := map[string]bool{}, 0
			least := map[string]float32{"name": 99, "value": 99}
			for _, d := range texts(p.Drawn, "name", "value") {
				px := d.Size * p.Scale
				least[d.Kind] = min(least[d.Kind], px)
				if d.Text == "" || !d.Box.Inside(tv) || px < readable {
					t.Errorf("%s's %s %q: %.1f px at %+v (the canvas %+v)", d.Node, d.Kind, d.Text, px, d.Box, tv)
				}
				if d.Kind == "name" {
					named[d.Node] = true
				} else {
					valued++
				}
			}
			if len(named) != 30 || valued != 15 {
				t.Errorf("%d nodes named, %d values (30 and the 15 leaves' wanted)", len(named), valued)
			}
			// The instructions cover nothing of the tree (an em box's
			// last row is blank under letters without descenders).
			for _, d := range p.Drawn {
				if inset(d.Box, 1).Overlaps(instructions) {
					t.Errorf("what to do, at %+v, covers %s's %s %q at %+v", instructions, d.Node, d.Kind, d.Text, d.Box)
				}
			}
			t.Logf("smallest name %.1f px, value %.1f px", least["name"], least["value"])
			checkInk(t, img, p.Drawn, tv, name)
		})
	}
}

// TestPracticeMark: in "What happens next", two questions answered from
// the keyboard (Tab, Space: the first choice) leave the mark "N of 2
// right" in the bar, whole on screen: never a bare number. In English at
// 1400×900, and on an 800×600 screen in Romanian and Italian, where the
// buttons under the task had pushed the mark off the bar's left end.
func TestPracticeMark(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang string
		w, h int
	}{{"en_US.UTF-8", 1400, 900}, {"ro_RO.UTF-8", 800, 600}, {"it_IT.UTF-8", 800, 600}} {
		t.Run(fmt.Sprintf("%s-%dx%d", c.lang[:2], c.w, c.h), func(t *testing.T) {
			t.Parallel()
			practiceMark(t, c.lang, c.w, c.h)
		})
	}
}

// practiceMark answers two questions of What happens next in a window
// on a w×h screen in language lang, and checks the mark after each.
func practiceMark(t *testing.T, lang string, w, h int) {
	l, err := i18n.Load(lang[:2])
	if err != nil {
		t.Fatal(err)
	}
	a := startIn(t, lang, w, h)
	a.key("ctrl+p")
	p := a.waitFor("the practice dialog", dialogIs(l.T("practice.title")))
	at, ok := p.Controls["field:"+l.T("practice.exercise")]
	if !ok {
		t.Fatalf("no Exercise field in the practice dialog: %v", p.Controls)
	}
	a.click(at[0], at[1])
	a.click(at[0], at[1]+37+4*39) // the fifth exercise: a row each 39 pixels
	a.waitFor("What happens next chosen", func(p probe.State) bool { return p.Fields[l.T("practice.exercise")] == l.T("practice.predict") })
	a.key("Return")
	a.waitFor("predicting", func(p probe.State) bool { return p.Practising == "practice.predict" && noDialog(p) })
	for i := range 2 {
		for range 40 {
			before := a.state()
			a.key("Right")
			q := a.waitFor("a step or a question", func(p probe.State) bool {
				return p.Step != before.Step || dialogIs(l.T("predict.title"))(p)
			})
			if len(q.Dialogs) > 0 {
				break
			}
		}
		a.waitFor("a question", dialogIs(l.T("predict.title")))
		a.key("Tab", "space")
		want := func(mark string) bool {
			for right := range i + 2 {
				if mark == l.T("practice.mark", "Correct", right, "Total", i+1) {
					return true
				}
			}
			return false
		}
		p = a.waitFor(fmt.Sprintf("answer %d marked", i+1), func(p probe.State) bool { return noDialog(p) && want(p.Mark) })
		mark := p.Boxes["mark"]
		if !mark.Inside(probe.Box{W: p.Width, H: p.Height}) || mark.W < mark.MinW-0.5 {
			t.Errorf("after %d answers the mark %q is %v px wide of the %v it needs, at %+v", i+1, p.Mark, mark.W, mark.MinW, mark)
		}
	}
	img := a.screen()
	a.keep("practice-mark-"+lang[:2], img)
	mark := p.Boxes["mark"]
	if ink(img, mark) < 20 {
		t.Errorf("nothing drawn where the mark %q is (%+v)", p.Mark, mark)
	}
	t.Logf("the mark: %q, %v px wide", p.Mark, mark.W)
}

// TestPracticeMenuGreyed: Check, Show Solution, Similar Tree and Stop
// Practising are greyed with no exercise, enabled while one runs, and
// greyed again once it stops (from the menu).
func TestPracticeMenuGreyed(t *testing.T) {
	t.Parallel()
	l := i18n.English()
	items := []string{l.T("practice.check"), l.T("practice.solution"), l.T("practice.again"), l.T("practice.stop")}
	greyed := func(p probe.State) []bool {
		t.Helper()
		m := slices.IndexFunc(p.Menus, func(m probe.Menu) bool { return m.Label == "Practice" })
		if m < 0 {
			t.Fatalf("no Practice menu: %v", p.Menus)
		}
		var out []bool
		for _, label := range items {
			i := slices.IndexFunc(p.Menus[m].Items, func(it probe.Menu) bool { return it.Label == label })
			if i < 0 {
				t.Fatalf("no %q in the Practice menu: %v", label, p.Menus[m].Items)
			}
			out = append(out, p.Menus[m].Items[i].Disabled)
		}
		return out
	}
	all := func(v bool) func(probe.State) bool {
		return func(p probe.State) bool { return !slices.Contains(greyed(p), !v) }
	}
	a := start(t, 1400, 900)
	if g := greyed(a.state()); slices.Contains(g, false) {
		t.Errorf("no exercise: greyed %v (%q)", g, items)
	}
	a.key("ctrl+p")
	a.waitFor("the practice dialog", dialogIs("Practise"))
	a.key("Return")
	a.waitFor("practising, the items enabled", func(p probe.State) bool { return p.Practising != "" && all(false)(p) })
	a.menu("Practice", l.T("practice.stop"))
	a.waitFor("stopped, the items greyed", func(p probe.State) bool { return p.Practising == "" && all(true)(p) })
}

// TestCompareOnAProjector: the compare window (Practice › Compare
// Searches…) on a 1024×768 screen with two panes, then three (Add a
// search): each drop-down shows its algorithm and ordering whole (not cut
// with "…"), each pane shows its whole tree at first, and after the
// mouse wheel over it names, values and windows read at 12 pixels or
// more there.
func TestCompareOnAProjector(t *testing.T) {
	t.Parallel()
	const legible = 12
	a := start(t, 1024, 768)
	a.menu("Practice", "Compare Searches…")
	a.waitWindows("the compare window", 2)
	whole := func(n int) func(probe.State) bool {
		return func(p probe.State) bool {
			if len(p.Compare) != 1 || len(p.Compare[0].Panes) != n {
				return false
			}
			for _, pn := range p.Compare[0].Panes {
				if !pn.Fitted {
					continue // zoomed in
				}
				if len(pn.Drawn) == 0 {
					return false
				}
				for _, d := range pn.Drawn {
					if !d.Box.Inside(pn.Tree) {
						return false
					}
				}
			}
			return true
		}
	}
	a.waitFor("two panes, each tree whole", whole(2))
	a.key("End")
	p := a.waitFor("both at their end", func(p probe.State) bool {
		return whole(2)(p) && p.Compare[0].Panes[0].Status == "End: value 3" && p.Compare[0].Panes[1].Status == "End: value 3"
	})
	a.shot("compare-1024-two")
	checkPanes(t, a, p, "Minimax", "Alpha-beta (fail-soft)")
	zoomPanes(t, a, legible)
	a.shot("compare-1024-two-zoomed")

	add := a.state().Compare[0].Buttons["Add a search"]
	x, y := a.compareAt()
	a.click(float32(x)+add.X+add.W/2, float32(y)+add.Y+add.H/2)
	p = a.waitFor("three panes", func(p probe.State) bool {
		return whole(3)(p) && p.Compare[0].Panes[2].Status == "End: value 3"
	})
	a.shot("compare-1024-three")
	checkPanes(t, a, p, "Minimax", "Alpha-beta (fail-soft)", "Alpha-beta (fail-soft)")
	zoomPanes(t, a, legible)
	a.shot("compare-1024-three-zoomed")
}

// compareAt is where the compare window's top-left corner is on the
// screen.
func (a *app) compareAt() (x, y int) {
	a.t.Helper()
	out := a.xdotool("search", "--onlyvisible", "--name", "^Compare", "getwindowgeometry")
	if _, err := fmt.Sscanf(out[strings.Index(out, "Position:"):], "Position: %d,%d", &x, &y); err != nil {
		a.t.Fatalf("the compare window's place: %q", out)
	}
	return x, y
}

// checkPanes checks the panes' algorithms, and that each drop-down has
// the room to show its choice whole.
func checkPanes(t *testing.T, a *app, p probe.State, algorithms ...string) {
	t.Helper()
	c := p.Compare[0]
	window := probe.Box{W: c.Width, H: c.Height}
	for i, pn := range c.Panes {
		t.Logf("pane %d: %q %v px wide (needs %.0f), %q %v px wide (needs %.0f); tree %+v at zoom %.2f",
			i+1, pn.Algorithm, pn.AlgorithmBox.W, pn.AlgorithmBox.MinW, pn.Order, pn.OrderBox.W, pn.OrderBox.MinW, pn.Tree, pn.Zoom)
		if pn.Algorithm != algorithms[i] {
			t.Errorf("pane %d searches with %q, want %q", i+1, pn.Algorithm, algorithms[i])
		}
		for _, s := range []struct {
			text string
			box  probe.Box
		}{{pn.Algorithm, pn.AlgorithmBox}, {pn.Order, pn.OrderBox}} {
			if s.box.W < s.box.MinW-0.5 || !s.box.Inside(window) {
				t.Errorf("pane %d: %q is cut: %v px wide of the %v it needs, at %+v in a %v×%v window",
					i+1, s.text, s.box.W, s.box.MinW, s.box, c.Width, c.Height)
			}
		}
		if !pn.Tree.Inside(window) || pn.Tree.W < 150 || pn.Tree.H < 150 {
			t.Errorf("pane %d draws its tree in %+v", i+1, pn.Tree)
		}
	}
}

// zoomPanes turns the mouse wheel over each pane in turn until its
// smallest name, value and window is legible pixels, and checks that the
// names, values and (but for minimax) windows it then shows inside it
// are all that large; the panes still fitted stay so until their turn.
func zoomPanes(t *testing.T, a *app, legible float32) {
	t.Helper()
	x, y := a.compareAt()
	var fitted []bool // before the wheel turns
	for _, pn := range a.state().Compare[0].Panes {
		fitted = append(fitted, pn.Fitted)
	}
	for i := range fitted {
		pane := func() probe.Pane { return a.state().Compare[0].Panes[i] }
		smallest := func(pn probe.Pane) float32 {
			least := float32(99)
			for _, d := range texts(pn.Drawn, "name", "value", "window") {
				least = min(least, d.Size)
			}
			return least
		}
		pn := pane()
		before := smallest(pn)
		for range 15 {
			if smallest(pn) >= legible {
				break
			}
			cx, cy := float32(x)+pn.Tree.X+pn.Tree.W/2, float32(y)+pn.Tree.Y+pn.Tree.H/2
			a.xdotool("mousemove", fmt.Sprint(int(cx)), fmt.Sprint(int(cy)), "click", "--repeat", "5", "--delay", "30", "4")
			zoom := pn.Zoom
			a.waitFor("the pane zoomed", func(p probe.State) bool { return p.Compare[0].Panes[i].Zoom > zoom })
			time.Sleep(100 * time.Millisecond) // the rest of the wheel's clicks
			pn = pane()
		}
		shown := map[string]int{}
		for _, d := range texts(pn.Drawn, "name", "value", "window") {
			if !d.Box.Inside(pn.Tree) {
				continue
			}
			shown[d.Kind]++
			if d.Size < legible {
				t.Errorf("pane %d (%s) zoomed to %.2f: %s's %s %q is %.1f px", i+1, pn.Algorithm, pn.Zoom, d.Node, d.Kind, d.Text, d.Size)
			}
		}
		t.Logf("pane %d (%s): the smallest text %.1f px before the wheel, %.1f px after, at zoom %.2f; shown %v", i+1, pn.Algorithm, before, smallest(pn), pn.Zoom, shown)
		if shown["name"] == 0 || shown["value"] == 0 || pn.Algorithm != "Minimax" && shown["window"] == 0 {
			t.Errorf("pane %d (%s) zoomed to %.2f shows %v", i+1, pn.Algorithm, pn.Zoom, shown)
		}
		for j, other := range a.state().Compare[0].Panes {
			if j > i && fitted[j] && !other.Fitted {
				t.Errorf("the wheel over pane %d zoomed pane %d", i+1, j+1)
			}
		}
	}
}

// TestNodePanelOnAProjector: on a 1024×768 projector, with the window
// filling the screen (F11), the Node panel beside the tree shows every
// one of its rows without scrolling, in English, Romanian and Italian
// (longer words), on the walk-through and on Nim 2,2 with its board and
// its moves in the window's language: mid-search with the answers
// hidden as at a first start, at the start with them shown (Italian's
// "non raggiunto" beside the board had wrapped), and at the end with
// them shown, where the statistics are longest. It showed five
// of its nine rows mid-search, and in Romanian and Italian seven at the
// end. The statistics show every row too. (The window as it opens there,
// 922×692, shows the panel in a tab, in two columns:
// TestNodeInTwoColumns.)
func TestNodePanelOnAProjector(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en_US.UTF-8", "ro_RO.UTF-8", "it_IT.UTF-8"} {
		// Nim's moves in the window's language: Italian's are the longest.
		nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}, Lang: i18n.Must(lang[:2])}, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		var js bytes.Buffer
		if err := tree.WriteJSON(&js, nim); err != nil {
			t.Fatal(err)
		}
		nimFile := filepath.Join(t.TempDir(), "nim.json")
		if err := os.WriteFile(nimFile, js.Bytes(), 0o600); err != nil {
			t.Fatal(err)
		}
		for _, file := range []string{"", nimFile} {
			for _, moment := range []string{"mid", "start", "end"} {
				what := lang[:2] + "-walkthrough-" + moment
				var args []string
				if file != "" {
					what, args = lang[:2]+"-nim-"+moment, []string{file}
				}
				prefs := `{"hideAnswers":false}`
				if moment == "mid" {
					prefs = `{"hideAnswers":true}`
				}
				t.Run(what, func(t *testing.T) {
					t.Parallel()
					a := startWith(t, lang, prefs, 1024, 768, args...)
					a.key("F11")
					step := 0
					switch moment {
					case "end":
						a.key("End")
						step = -1
					case "mid":
						a.key("Right", "Right", "Right", "Right", "Right", "Right")
						step = 6
					}
					p := a.steady("full screen at the step", func(p probe.State) bool {
						at := p.Step == step || step < 0 && p.Step > 6 && p.Step == p.Steps-1
						return p.FullScreen && !p.Compact && p.Width == 1024 && at && p.Boxes["node"].W > 0 && (file == "" || p.Board)
					})
					for panel, prefix := range map[string]string{"node": "node:", "statistics": "stat:"} {
						view, n := p.Boxes[panel], 0
						for key, b := range p.Boxes {
							if strings.HasPrefix(key, prefix) {
								n++
								if !within(b, view) {
									t.Errorf("%s at %+v, out of the panel's view %+v", key, b, view)
								}
							}
						}
						if want := map[string]int{"node": len(session.InspectorRows), "statistics": len(session.StatisticsRows)}[panel]; n != want {
							t.Errorf("%d rows in the %s panel, not %d", n, panel, want)
						}
					}
					if t.Failed() {
						a.shot("node-panel-" + what)
					}
				})
			}
		}
	}
}
