package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"gametree/internal/games"
	"gametree/internal/practice"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// within says whether o lies wholly inside box, in window coordinates.
func within(o, box fyne.CanvasObject) bool {
	d := fyne.CurrentApp().Driver()
	op, bp := d.AbsolutePositionForObject(o), d.AbsolutePositionForObject(box)
	return o.Visible() && op.X >= bp.X-0.5 && op.Y >= bp.Y-0.5 &&
		op.X+o.Size().Width <= bp.X+box.Size().Width+0.5 && op.Y+o.Size().Height <= bp.Y+box.Size().Height+0.5
}

// TestStatisticsBesideAGameBoard: on a game tree, in the window a
// 1400×900 screen opens, the board sits beside the node's rows and every
// statistic is in view under them (the board pushed all but "Value" out
// of view), and every row of the node too (the last three were out of
// view).
func TestStatisticsBesideAGameBoard(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1260, 810))
	nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{1, 2, 3}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	w.h.setHideAnswers(true) // "hidden until the root returns …" wraps to two lines
	w.h.open(session.Document{Tree: nim, Name: "nim", Format: tree.FormatJSON})
	w.key(fyne.KeyRight, 2)
	if w.layout.compact {
		t.Fatal("a 1260-unit window is compact")
	}
	upper := w.layout.split.Leading
	if !within(w.side.node.board, upper) {
		t.Error("the board is out of view")
	}
	for _, k := range session.StatisticsRows {
		if !within(w.side.stats.values[k], upper) || !within(w.side.stats.values[k], w.layout.stats) {
			t.Errorf("statistic %s is out of view", k)
		}
	}
	for _, k := range session.InspectorRows {
		if !within(w.side.node.values[k], upper) || !within(w.side.node.values[k], w.layout.node) {
			t.Errorf("node row %s is out of view", k)
		}
	}
}

// TestStatisticsInTwoColumns: a small window's Statistics tab shows
// every statistic at once, in two columns, each as the one column does.
func TestStatisticsInTwoColumns(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(922, 692)) // a 1024×768 projector
	if !w.layout.compact {
		t.Fatal("a 922-unit window is not compact")
	}
	w.key(fyne.KeyEnd, 1)
	w.layout.tabs.SelectIndex(2)
	body := w.layout.tabs.Items[2].Content
	for _, half := range w.side.stats.halves {
		for k, l := range half.values {
			if l.Text == "" || l.Text != w.side.stats.values[k].Text {
				t.Errorf("%s: %q in the tab, %q beside the tree", k, l.Text, w.side.stats.values[k].Text)
			}
			if !within(l, body) {
				t.Errorf("statistic %s is out of view in the tab", k)
			}
		}
	}
}

// TestNodeInTwoColumns: a small window's Node tab (the window a 1024×768
// projector opens) shows every row of the node at once, in two columns,
// each as the one column does, in every language, with a game's board
// beside them; in one column it showed six of the nine.
func TestNodeInTwoColumns(t *testing.T) {
	t.Setenv("LANGUAGE", "") // the switch below sets it for the windows after
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(922, 692)) // a 1024×768 projector
	if !w.layout.compact {
		t.Fatal("a 922-unit window is not compact")
	}
	nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range []session.Document{{}, {Tree: nim, Name: "nim", Format: tree.FormatJSON}} {
		if doc.Tree != nil {
			w.h.open(doc)
		}
		for _, code := range []string{"en", "ro", "it"} {
			w.h.setLanguage(code)
			w.key(fyne.KeyHome, 1)
			w.key(fyne.KeyRight, 6)
			w.layout.tabs.SelectIndex(1)
			body := w.layout.tabs.Items[1].Content
			n := 0
			for _, half := range w.side.node.halves {
				for k, l := range half.values {
					n++
					if l.Text == "" || l.Text != w.side.node.values[k].Text {
						t.Errorf("%s %s: %q in the tab, %q beside the tree", code, k, l.Text, w.side.node.values[k].Text)
					}
					if !within(l, body) {
						t.Errorf("%s: node row %s is out of view in the tab", code, k)
					}
				}
			}
			if n != len(session.InspectorRows) {
				t.Errorf("%d rows in the tab", n)
			}
			if _, board := w.side.node.shown(true); doc.Tree != nil && !within(board, body) {
				t.Errorf("%s: the board is out of view in the tab", code)
			}
		}
	}
	w.h.setLanguage("en")
}

// TestPracticeNoteKeepsTheTask: while practising, what to do stays on the
// note at the canvas's bottom as the pointer moves over the tree, the
// node's details under it, the tree fitted above it; outside an exercise,
// with the pointer in the canvas's lower half the note moves to its top,
// off the nodes pointed at.
func TestPracticeNoteKeepsTheTask(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(922, 692))
	w.practice.begin(practice.Values)
	task := w.status.label.Text
	if task == "" {
		t.Fatal("a narrow window's exercise says nothing of what to do")
	}
	f := w.node(t, "f")
	w.status.hover(f, false)
	if w.status.label.Text != task || w.status.under.Hidden || !strings.HasPrefix(w.status.under.Text, "f:") {
		t.Errorf("hovering f: note %q, under it %q (hidden %v)", w.status.label.Text, w.status.under.Text, w.status.under.Hidden)
	}
	over := w.status.over
	if y := w.status.box.Position().Y; y+w.status.box.Size().Height < over.Size().Height-1 {
		t.Errorf("the pointer high, the note is at %v of %v", y, over.Size().Height)
	}
	// The pointer low: the kept note stays at the bottom, in the room
	// the fitted tree leaves it.
	w.status.hover(w.node(t, "d1"), true)
	if y := w.status.box.Position().Y; y+w.status.box.Size().Height < over.Size().Height-1 || !strings.HasPrefix(w.status.under.Text, "d1:") {
		t.Errorf("the pointer low: the note at %v, under it %q", y, w.status.under.Text)
	}
	if room := float64(w.status.room()); room < float64(w.status.label.MinSize().Height)-1 || w.canvas.cam.H > float64(w.canvas.Size().Height)-room+1 {
		t.Errorf("the tree is fitted to %v of %v, the message takes %v", w.canvas.cam.H, w.canvas.Size().Height, w.status.label.MinSize().Height)
	}
	w.status.hover(tree.None, false)
	if w.status.label.Text != task || !w.status.under.Hidden {
		t.Errorf("pointer gone: note %q, details shown %v", w.status.label.Text, !w.status.under.Hidden)
	}
	w.practice.stop()
	w.status.hover(f, false)
	if !strings.HasPrefix(w.status.label.Text, "f:") {
		t.Errorf("no exercise: hovering f shows %q", w.status.label.Text)
	}
	w.status.hover(w.node(t, "d1"), true)
	if y := w.status.box.Position().Y; y > w.bg.busy.MinSize().Height+1 {
		t.Errorf("no exercise, the pointer low: the note at %v, not at the top", y)
	}
}

// TestPracticeNoteOnAShortCanvas: on an 800×600 screen (a 720×540
// window, its canvas under 400 units), the tree is fitted above a line's
// room at the canvas's bottom, and a node's details take the place of
// what to do while the node is hovered, in that line: at that size the
// task and the details under it had covered the leaves.
func TestPracticeNoteOnAShortCanvas(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(720, 540))
	w.practice.begin(practice.Values)
	if h := w.canvas.Size().Height; h >= shortCanvas {
		t.Fatalf("the canvas is %v high", h)
	}
	task := w.status.label.Text
	room := float64(w.status.room())
	if task == "" || w.canvas.cam.H > float64(w.canvas.Size().Height)-room+1 {
		t.Fatalf("task %q: the tree fitted to %v of %v, the note's room %v", task, w.canvas.cam.H, w.canvas.Size().Height, room)
	}
	w.status.hover(w.node(t, "d1"), true)
	if got := w.status.label.Text; !strings.HasPrefix(got, "d1:") || !w.status.under.Hidden {
		t.Errorf("hovering d1: the note says %q, details under it shown %v", got, !w.status.under.Hidden)
	}
	if h := float64(w.status.box.MinSize().Height); h > room+1 {
		t.Errorf("hovering d1: the note is %v high, its room %v", h, room)
	}
	if y := w.status.box.Position().Y; y+w.status.box.Size().Height < w.status.over.Size().Height-1 {
		t.Errorf("hovering d1: the note is not at the bottom (%v)", y)
	}
	w.status.hover(tree.None, false)
	if got := w.status.label.Text; got != task {
		t.Errorf("pointer gone: the note says %q, not the task", got)
	}
	// Grown tall enough for the details under the task while a node was
	// hovered: the task comes back in its place.
	w.status.hover(w.node(t, "d1"), true)
	w.win.Resize(fyne.NewSize(1024, 768))
	w.status.hover(w.node(t, "d2"), true)
	if got := w.status.label.Text; got != task || !strings.HasPrefix(w.status.under.Text, "d2:") {
		t.Errorf("grown, hovering d2: the note says %q, under it %q", got, w.status.under.Text)
	}
}

// TestNarrationKeepsItsLineInView: the highlighted line stays in view as
// the list gets shorter (a smaller window, a language switch) and after
// a click on a line then Page Down.
func TestNarrationKeepsItsLineInView(t *testing.T) {
	t.Setenv("LANGUAGE", "") // the switch below sets it for the windows after
	w := newTestWindow(t)
	l := w.story.list
	inView := func(what string) {
		t.Helper()
		// Fyne's rows sit a padding apart; a row's height is its
		// template's, give or take a pixel (the tolerance).
		i := w.s.Position()
		h := l.CreateItem().MinSize().Height
		top := float32(i) * (h + l.Theme().Size(theme.SizeNamePadding))
		if off := l.GetScrollOffset(); top < off-2 || top+h > off+l.Size().Height+2 {
			t.Errorf("%s: line %d at %v..%v, the list shows %v..%v", what, i, top, top+h, off, off+l.Size().Height)
		}
	}
	w.key(fyne.KeyEnd, 1)
	inView("at the end")
	for _, size := range []fyne.Size{{Width: 922, Height: 692}, {Width: 720, Height: 540}} {
		w.win.Resize(size)
		inView("in a smaller window")
	}
	w.h.setLanguage("ro")
	inView("in Romanian")
	l.Select(3)
	w.key(fyne.KeyPageDown, 1)
	inView("after a click and Page Down")
}

// TestRowsNeverOverlap: a value that wraps to more lines, or fewer, than
// the one before moves the rows under it (the next row's text was drawn
// over a longer one).
func TestRowsNeverOverlap(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1260, 810))
	long := strings.Repeat("a long statistic that wraps ", 4)
	rows := func(value, calls string) []session.Row {
		return []session.Row{{Key: session.RowValue, Value: value}, {Key: session.RowCalls, Value: calls}, {Key: session.RowLeaves, Value: "7"}}
	}
	for _, rs := range [][]session.Row{rows(long, "—"), rows("3", long), rows(long, long), rows("3", "—")} {
		w.side.stats.show(rs)
		for i := 0; i+1 < len(rs); i++ {
			a, b := w.side.stats.values[rs[i].Key], w.side.stats.values[rs[i+1].Key]
			if b.Position().Y < a.Position().Y+a.MinSize().Height-1 {
				t.Errorf("%q at %v..%v, then %q from %v", a.Text, a.Position().Y, a.Position().Y+a.MinSize().Height, b.Text, b.Position().Y)
			}
		}
	}
}

// TestHugeTextKeepsTheFrameAtLarge: at Huge text the tree and panels
// grow, but the menus, dialogs and legend stay at Large (at 1024×768 the
// View menu was taller than the window, and the legend took a third of
// the canvas).
func TestHugeTextKeepsTheFrameAtLarge(t *testing.T) {
	w := newTestWindow(t)
	// Not folded: at Huge the walk-through is too large to read fitted
	// here, and a folded tree's legend has a row more.
	w.h.changeView(func(v *session.View) { v.Legend, v.Fold = true, false })
	sizes := map[float64][2]float32{}
	for _, scale := range session.TextScales[1:] {
		w.h.changeView(func(v *session.View) { v.TextScale = scale })
		text := w.app.Settings().Theme().Size(theme.SizeNameText)
		inner := w.layout.themed.Theme.Size(theme.SizeNameText)
		sizes[scale] = [2]float32{text, w.legend.image.MinSize().Height}
		if want := theme.DefaultTheme().Size(theme.SizeNameText) * float32(scale); inner != want {
			t.Errorf("text scale %v: the window's content at %v, want %v", scale, inner, want)
		}
	}
	large, huge := sizes[session.TextScales[1]], sizes[session.TextScales[2]]
	if huge != large {
		t.Errorf("menus' text and legend's height: %v at Huge, %v at Large", huge, large)
	}
}
