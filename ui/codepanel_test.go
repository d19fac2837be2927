package ui

import (
	"math"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/internal/session"
	"gametree/search"
	"gametree/ui/listing"
)

// TestCodePanel: C shows the Romanian lab handout's alpha_beta in English
// names beside the tree; at e's cutoff MIN's test and break are lit, and
// nothing else; the call's variables are the listing's (alpha 3, beta 2,
// V 2, chosen_child e1, depth 1); the calls under way are buttons that
// select their node; an algorithm without a listing says so; a small
// window has it as a tab.
func TestCodePanel(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1260, 810))
	w.key(fyne.KeyC, 1)
	c := w.side.code
	if !w.v.Code || !c.lines.Visible() || c.lines.Size().Width < 300 {
		t.Fatalf("C: code %v, the panel %v wide", w.v.Code, c.lines.Size().Width)
	}
	cutoff := -1
	tr := w.s.Trace()
	for k := range tr.Len() {
		if s := tr.StepAt(k); s.Kind == search.CutoffTest && s.Yes && tr.Tree.Name(s.Node) == "e" {
			cutoff = k
			break
		}
	}
	w.s.Jump(cutoff)
	w.h.showStep()
	var lit []string
	for _, n := range c.lines.Lit() {
		lit = append(lit, strings.TrimSpace(c.lines.Form().Lines[n-1].Code))
	}
	n := len(c.lines.Lines())
	if strings.Join(lit, " | ") != "if alpha >= beta: | break" || c.lines.Lit()[0] != n-2 {
		t.Errorf("lit at e's cutoff: %q (lines %v of %d)", lit, c.lines.Lit(), n)
	}
	if c.vars.Text != "alpha = 3   beta = 2   V = 2   chosen_child = e1   depth = 1" {
		t.Errorf("variables %q", c.vars.Text)
	}
	// The lit lines are in view, under the title above them (the panel
	// once scrolled as if it were not there).
	if first, last := c.lines.Shown(); first > n-2 || last < n-1 {
		t.Errorf("lines %d–%d lit, %d–%d in view", n-2, n-1, first, last)
	}
	if c.title.Text != "from the Romanian lab handout's alpha-beta example, worked call by call; its names put into English" {
		t.Errorf("the listing's source: %q", c.title.Text)
	}
	var frames []string
	var atC *widget.Button
	for _, o := range c.stack.Objects {
		b := o.(*widget.Button)
		frames = append(frames, b.Text)
		if strings.HasPrefix(b.Text, "call 3: c") {
			atC = b
		}
	}
	if len(frames) != 4 || frames[3] != "call 7: e (3, 2)" || atC == nil {
		t.Fatalf("calls under way %q", frames)
	}
	test.Tap(atC)
	if tr.Tree.Name(w.s.Selected()) != "c" {
		t.Errorf("a click on call 3 selected %q", tr.Tree.Name(w.s.Selected()))
	}
	opt := w.s.Options()
	opt.Algorithm = search.MTDF
	w.h.setOptions(opt)
	if c.title.Text != "from Aske Plaat's pages on MTD(f)" || c.picker.Selected != "MTD(f) with AlphaBetaWithMemory, as Plaat writes it" || c.lines.Form().ID != "textbook-mtdf" || len(c.lines.Lines()) != len(c.lines.Form().Lines) {
		t.Errorf("MTD(f): %q, %d lines", c.title.Text, len(c.lines.Lines()))
	}
	w.win.Resize(fyne.NewSize(922, 692))
	if !w.layout.compact || w.layout.tabs.Items[len(w.layout.tabs.Items)-1].Text != "Code" {
		t.Errorf("a small window: compact %v", w.layout.compact)
	}
	w.key(fyne.KeyC, 1)
	if w.v.Code || len(w.layout.tabs.Items) != 4 {
		t.Errorf("C again: code %v, %d tabs", w.v.Code, len(w.layout.tabs.Items))
	}
}

// TestCodePanelInPresenterMode: C in presenter mode puts the listing
// beside the tree, and C again takes it away; presenter mode opens with
// it when it is on.
func TestCodePanelInPresenterMode(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1260, 810))
	w.layout.present.toggle()
	shown := func() bool {
		found := false
		walk(w.layout.themed, func(o fyne.CanvasObject) { found = found || o == w.side.code.lines })
		return found
	}
	if shown() {
		t.Fatal("the Code panel in presenter mode before C")
	}
	w.key(fyne.KeyC, 1)
	if !w.v.Presenting || !shown() || len(w.side.code.lines.Lines()) == 0 {
		t.Fatalf("C in presenter mode: presenting %v, panel %v, %d lines", w.v.Presenting, shown(), len(w.side.code.lines.Lines()))
	}
	w.layout.present.toggle()
	w.layout.present.toggle()
	if !shown() {
		t.Error("presenter mode again: no Code panel")
	}
	w.key(fyne.KeyC, 1)
	if shown() || !w.v.Presenting {
		t.Errorf("C again: panel %v, presenting %v", shown(), w.v.Presenting)
	}
}

// TestCodePanelPicksAForm: the panel's picker lists every form; picking
// Bratko's program under alpha-beta chooses Bratko's algorithm and shows
// its listing; picking the slides' definitive form under fail-hard keeps
// fail-hard and shows the slides' listing rather than the lecture
// notes'; the pick stays when the step moves.
func TestCodePanelPicksAForm(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1260, 810))
	w.key(fyne.KeyC, 1)
	c := w.side.code
	if len(c.picker.Options) < 9 || c.picker.Selected != "Alpha-beta, fail-soft, as in the Romanian lab handout, in English names (state, V, chosen_child)" {
		t.Fatalf("the picker offers %q, shows %q", c.picker.Options, c.picker.Selected)
	}
	c.picker.SetSelected("Alpha-beta as Bratko's Prolog program")
	if w.s.Trace().Options.Algorithm != search.Bratko || c.lines.Form().ID != "bratko" || !strings.Contains(c.lines.Lines()[0], "alphabeta(Pos, Alpha, Beta, GoodPos, Val)") {
		t.Fatalf("Bratko's form picked: algorithm %s, form %s, first line %q", w.s.Trace().Options.Algorithm, c.lines.Form().ID, c.lines.Lines()[0])
	}
	w.h.chooseAlgorithm(search.AlphaBetaFailHard)
	if c.lines.Form().ID != "notes-failhard" {
		t.Fatalf("fail-hard chosen: form %s", c.lines.Form().ID)
	}
	c.picker.SetSelected("Alpha-beta, fail-hard, as in the Italian slides: their definitive alfa_beta")
	w.key(fyne.KeyRight, 5)
	if w.s.Trace().Options.Algorithm != search.AlphaBetaFailHard || c.lines.Form().ID != "slides-alphabeta" || c.picker.Selected != "Alpha-beta, fail-hard, as in the Italian slides: their definitive alfa_beta" {
		t.Fatalf("the slides' form picked: algorithm %s, form %s, picker %q", w.s.Trace().Options.Algorithm, c.lines.Form().ID, c.picker.Selected)
	}
}

// TestCodeFitsItsPanel: the listing's text is set smaller, down to
// listing.MinShare of its size, while its longest line's code is wider than
// the panel: Bratko's Prolog in a narrow panel shrinks, the walk-through's
// in a wide one keeps its size.
func TestCodeFitsItsPanel(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyC, 1)
	c := w.side.code
	base := theme.DefaultTheme().Size(theme.SizeNameText)
	c.frame.Resize(fyne.NewSize(900, 500))
	if got := c.lines.TextSize(); got != base {
		t.Errorf("the walk-through in 900 px: text %v, want %v", got, base)
	}
	opt := w.s.Options()
	opt.Algorithm = search.Bratko
	w.h.setOptions(opt)
	c.frame.Resize(fyne.NewSize(300, 500))
	got := c.lines.TextSize()
	if got >= base || got < base*listing.MinShare {
		t.Errorf("Bratko in 300 px: text %v (normal %v)", got, base)
	}
	c.frame.Resize(fyne.NewSize(640, 500))
	if wider := c.lines.TextSize(); wider <= got {
		t.Errorf("wider, the text stays at %v", wider)
	}
}

// TestCodeFollowsTheTextSize: the listing's text is the window's text
// size, up to largestCode of normal text (Huge text cut the lines at
// half a projector's width); at Huge the window puts its panels in tabs,
// the Code tab not shown, where Fyne's theme scope stays the old size.
func TestCodeFollowsTheTextSize(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyC, 1)
	c := w.side.code
	base := theme.DefaultTheme().Size(theme.SizeNameText)
	for _, k := range []float64{1.1, 2, 1} {
		w.h.changeView(func(v *session.View) { v.TextScale = k })
		c.frame.Resize(fyne.NewSize(1200, 500)) // room for the walk-through's lines at any size
		if got, want := c.lines.TextSize(), base*float32(min(k, largestCode)); math.Abs(float64(got-want)) > 1e-3 {
			t.Errorf("text scale %v: listing at %v, want %v", k, got, want)
		}
	}
}

// TestPickingAListingSetsTheTable: picking alpha-beta's listing written
// for a transposition table ticks the table and shows it; picking the
// walk-through's, which has none, unticks it; MTD(f)'s, which reads its
// memory either way, leaves the table as it is.
func TestPickingAListingSetsTheTable(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyC, 1)
	c := w.side.code
	pick := func(id string) {
		t.Helper()
		i := slices.IndexFunc(c.forms, func(f *code.Form) bool { return f.ID == id })
		if i < 0 {
			t.Fatalf("no listing %s", id)
		}
		c.picker.SetSelectedIndex(i) // the search runs inline in tests
	}
	pick("textbook-alphabeta-tt")
	if opt := w.s.Options(); !opt.TT || opt.Algorithm != search.AlphaBeta || c.lines.Form().ID != "textbook-alphabeta-tt" {
		t.Fatalf("the table's listing: %+v, shown %s", opt, c.lines.Form().ID)
	}
	pick("walkthrough")
	if opt := w.s.Options(); opt.TT || c.lines.Form().ID != "walkthrough" {
		t.Fatalf("the walk-through's listing: table %v, shown %s", opt.TT, c.lines.Form().ID)
	}
	pick("textbook-alphabeta-tt")
	pick("textbook-mtdf")
	if opt := w.s.Options(); !opt.TT || opt.Algorithm != search.MTDF || c.lines.Form().ID != "textbook-mtdf" {
		t.Fatalf("MTD(f)'s listing: %+v, shown %s", opt, c.lines.Form().ID)
	}
}

// TestCodeKeepsTheLitLinesInView: in a 1024×768 window, at every step of
// the walk-through, every line the step lights is inside the listing's
// view (the cutoff's lines were under its bottom edge), and the picker
// and the variables stay in view, outside the scroll.
func TestCodeKeepsTheLitLinesInView(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1024, 768))
	w.key(fyne.KeyC, 1)
	c := w.side.code
	if w.layout.compact {
		w.layout.tabs.SelectIndex(len(w.layout.tabs.Items) - 1)
	}
	tr := w.s.Trace()
	for k := range tr.Len() {
		w.s.Jump(k)
		w.h.showStep()
		if view := c.lines.Size().Height; view < 100 {
			t.Fatalf("the listing's view is %v high", view)
		}
		lit := c.lines.Lit()
		if first, last := c.lines.Shown(); len(lit) > 0 && (lit[0] < first || lit[len(lit)-1] > last) {
			t.Errorf("step %d: lines %v lit, %d–%d in view", k, lit, first, last)
		}
	}
}

// TestCodeTakesThePanelsPlaceInANarrowWindow: between compactWidth and
// codeWidth the Code panel stands beside the tree alone, the node and
// statistics panels tabs beside the narration (three columns left the
// listing a third of a 1024-pixel projector); wider, three columns.
func TestCodeTakesThePanelsPlaceInANarrowWindow(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyC, 1)
	w.win.Resize(fyne.NewSize(1200, 800))
	w.layout.recheck()
	if w.layout.compact || !w.layout.narrow || w.layout.side != nil || w.layout.tabs == nil || len(w.layout.tabs.Items) != 3 {
		t.Fatalf("1200 wide: compact %v, narrow %v, column %v", w.layout.compact, w.layout.narrow, w.layout.side != nil)
	}
	if width := w.side.code.frame.Size().Width; width < 500 {
		t.Errorf("1200 wide: the Code panel is %v wide", width)
	}
	w.win.Resize(fyne.NewSize(1600, 900))
	w.layout.recheck()
	if w.layout.narrow || w.layout.side == nil {
		t.Errorf("1600 wide: narrow %v, the column beside the tree %v", w.layout.narrow, w.layout.side != nil)
	}
}

// TestCodeTabOpensInASmallWindow: in a small window (its panels tabs
// under the tree), C adds the Code tab and opens it, with more of the
// height than the narration's share; C again takes it away.
func TestCodeTabOpensInASmallWindow(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(922, 692))
	w.layout.recheck()
	if !w.layout.compact {
		t.Fatal("922×692 is not compact")
	}
	w.key(fyne.KeyC, 1)
	tabs := w.layout.tabs
	if tabs == nil || tabs.Selected() == nil || tabs.Selected().Content != w.side.code.frame {
		t.Fatalf("C in a small window: the tab open is %v", tabs.Selected())
	}
	if off := w.layout.split.Offset; off > splitCode {
		t.Errorf("the Code tab open, the tree takes %v of the height", off)
	}
	w.key(fyne.KeyC, 1)
	for _, it := range w.layout.tabs.Items {
		if it.Content == w.side.code.frame {
			t.Error("C again left the Code tab")
		}
	}
}

// TestCodePanelFollowsTheLanguage: in English the Code panel shows
// alpha-beta in English names; View › Language › Română shows the
// Romanian lab handout's own (stare, fiu_ales), its variables by its
// names and the picker's titles in Romanian, the handout's form first;
// back in English, the English listing again; a listing picked stays
// picked whatever the language.
func TestCodePanelFollowsTheLanguage(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1260, 810))
	w.key(fyne.KeyC, 1)
	c := w.side.code
	w.s.Jump(23) // e's cutoff
	w.h.showStep()
	if c.lines.Form().ID != "walkthrough-en" || !strings.Contains(c.lines.Lines()[0], "alpha_beta(alpha, beta, state):") || !strings.Contains(c.vars.Text, "chosen_child = e1") {
		t.Fatalf("in English: %s, %q, %q", c.lines.Form().ID, c.lines.Lines()[0], c.vars.Text)
	}
	w.h.setLanguage("ro") // the panels are built again in the language
	defer w.h.setLanguage("en")
	c, ro := w.side.code, w.lang()
	if c.lines.Form().ID != "walkthrough" || !strings.Contains(c.lines.Lines()[0], "alpha_beta(alpha, beta, stare):") ||
		!strings.Contains(c.vars.Text, "fiu_ales = e1") || !strings.Contains(c.vars.Text, "adancime = 1") {
		t.Errorf("in Romanian: %s, %q, %q", c.lines.Form().ID, c.lines.Lines()[0], c.vars.Text)
	}
	if c.picker.Selected != ro.T("code.walkthrough") || c.picker.Options[0] != ro.T("code.walkthrough") || !slices.Contains(c.picker.Options, ro.T("code.walkthrough_en")) {
		t.Errorf("the Romanian picker shows %q of %q", c.picker.Selected, c.picker.Options)
	}
	w.h.setLanguage("en")
	c = w.side.code
	if c.lines.Form().ID != "walkthrough-en" || c.picker.Options[0] != w.lang().T("code.walkthrough_en") {
		t.Errorf("in English again: %s, first %q", c.lines.Form().ID, c.picker.Options[0])
	}
	c.picker.SetSelected(w.lang().T("code.walkthrough"))
	w.h.setLanguage("it")
	if c = w.side.code; c.lines.Form().ID != "walkthrough" || c.picker.Selected != w.lang().T("code.walkthrough") {
		t.Errorf("the Romanian handout's listing picked, then Italian: %s, %q", c.lines.Form().ID, c.picker.Selected)
	}
}

// TestPresenterKeepsTheCanvas: the body arranged again while presenter
// mode shows (a layout queued as F5 was pressed, crossing into the
// compact arrangement at presenter mode's text size) leaves the canvas on
// presenter mode's screen, at its size. It had been laid out in the
// hidden body (1016×437 on a 1024×768 screen), the tree drawn small.
func TestPresenterKeepsTheCanvas(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1024, 768))
	w.layout.present.toggle()
	shown := w.canvas.Size()
	w.arrange()
	if got := w.canvas.Size(); got != shown {
		t.Errorf("arranged in presenter mode, the canvas is %v; presenter mode's screen gives it %v", got, shown)
	}
	w.layout.present.toggle()
	inBody := false
	walk(w.layout.body, func(o fyne.CanvasObject) { inBody = inBody || o == w.canvas })
	if !inBody || w.canvas.Size() == shown {
		t.Errorf("leaving presenter mode: the canvas in the body %v, its size %v", inBody, w.canvas.Size())
	}
}
