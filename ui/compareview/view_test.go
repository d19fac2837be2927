package compareview

import (
	"bytes"
	"context"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"gametree/internal/compare"
	"gametree/internal/compare/picture"
	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// newTestView opens the view on the test driver, searches run inline.
func newTestView(t *testing.T, tr *tree.Tree, lang string) *View {
	t.Helper()
	a := test.NewTempApp(t)
	v := newView(a, Config{Tree: tr, Name: "sample", Lang: i18n.Must(lang), Theme: scene.Colour, Scene: scene.Options{}}, func(f func()) { f() })
	v.win.Resize(fyne.NewSize(1300, 860))
	return v
}

func walkthrough(t *testing.T) *tree.Tree {
	t.Helper()
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func uniform34(t *testing.T) *tree.Tree {
	t.Helper()
	tr, err := tree.Random(tree.RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 4, Low: -20, High: 20, Seed: 5}, 1000)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// searches lists the panes' searches.
func (v *View) searches() []compare.Search {
	var out []compare.Search
	for _, p := range v.panes {
		out = append(out, p.search)
	}
	return out
}

// callStep finds, by reading the trace step by step, the step of the
// k-th call (0: the start), or the last step when there is none.
func callStep(tr *search.Trace, k int) int {
	if k == 0 {
		return 0
	}
	calls := 0
	for i := range tr.Len() {
		if tr.StepAt(i).Kind == search.Call {
			if calls++; calls == k {
				return i
			}
		}
	}
	return tr.Len() - 1
}

// TestOpensWithTwoPanes: minimax and alpha-beta, both as-is, at the
// start, in lock-step, under the tree's name.
// TestEscapeCloses: Escape closes the window and gives the keys back
// to the main window; with a dialog open it closes the dialog only.
// (Ctrl+W: the real-window tests.)
func TestEscapeCloses(t *testing.T) {
	a := test.NewTempApp(t)
	closed := 0
	v := newView(a, Config{Tree: walkthrough(t), Name: "sample", Lang: i18n.English(), Closed: func() { closed++ }}, func(f func()) { f() })
	v.win.Show()
	c := v.win.Canvas()
	d := dialog.NewInformation("a dialog", "open", v.win)
	d.Show()
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if closed != 0 {
		t.Fatal("Escape closed the window under a dialog")
	}
	d.Hide()
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if closed != 1 {
		t.Errorf("Escape: the window closed %d times", closed)
	}
}

func TestOpensWithTwoPanes(t *testing.T) {
	v := newTestView(t, walkthrough(t), "ro")
	l := i18n.Must("ro")
	want := []compare.Search{{Algorithm: search.Minimax, Order: compare.AsIs}, {Algorithm: search.AlphaBeta, Order: compare.AsIs}}
	if got := v.searches(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("panes %v", got)
	}
	if v.win.Title() != l.T("compareview.title", "Tree", "sample") || !v.lock || !v.lockStep.Checked {
		t.Errorf("title %q, lock-step %v", v.win.Title(), v.lock)
	}
	for _, p := range v.panes {
		if p.prog == nil || p.pos != 0 || p.status.Text != l.T("compareview.at_start") || p.algo.Selected != picture.AlgorithmName(p.search.Algorithm, l) ||
			p.order.Selected != l.T("compare.order.as-is") || p.nav.Visible() {
			t.Errorf("pane %v: at %d, %q, %q %q", p.search, p.pos, p.status.Text, p.algo.Selected, p.order.Selected)
		}
	}
	if v.position.Text != l.T("compareview.at_start") {
		t.Errorf("position %q", v.position.Text)
	}
}

// TestAddAndRemovePanes: up to four panes, each new one with a search not
// shown yet; Add is then disabled; Remove down to one, whose Remove is
// disabled.
func TestAddAndRemovePanes(t *testing.T) {
	v := newTestView(t, walkthrough(t), "en")
	v.add.OnTapped()
	v.add.OnTapped()
	want := defaults[:]
	if got := v.searches(); len(got) != 4 || got[2] != want[2] || got[3] != want[3] || !v.add.Disabled() || len(v.row.Objects) != 4 {
		t.Fatalf("panes %v, Add disabled %v, %d shown", got, v.add.Disabled(), len(v.row.Objects))
	}
	v.addPane()
	if len(v.panes) != 4 {
		t.Errorf("%d panes: the fifth was added", len(v.panes))
	}
	if len(v.table.cells) != 5 || len(v.chart.bars) != 4 {
		t.Errorf("table of %d rows, chart of %d bars, for 4 panes", len(v.table.cells), len(v.chart.bars))
	}
	v.panes[1].remove.OnTapped()
	if got := v.searches(); len(got) != 3 || got[0] != want[0] || got[1] != want[2] || got[2] != want[3] || v.add.Disabled() || len(v.row.Objects) != 3 {
		t.Errorf("after removing the second: %v, Add disabled %v", got, v.add.Disabled())
	}
	for i, p := range v.panes {
		if v.row.Objects[i] != p.box {
			t.Errorf("pane %d is not shown in its place", i)
		}
	}
	v.panes[0].remove.OnTapped()
	v.panes[0].remove.OnTapped()
	if len(v.panes) != 1 || !v.panes[0].remove.Disabled() {
		t.Fatalf("%d panes left; Remove disabled %v", len(v.panes), v.panes[0].remove.Disabled())
	}
	v.panes[0].remove.OnTapped()
	if len(v.panes) != 1 || len(v.table.cells) != 2 {
		t.Errorf("the last pane was removed")
	}
	v.add.OnTapped()
	if got := v.searches(); len(got) != 2 || got[1] != want[0] {
		t.Errorf("added after removing: %v", got)
	}
}

// TestLockStep: Right moves every pane to its next call, the k-th call of
// each by the traces' own count; a pane that has finished stays at its
// end; Left, Home and End move them all back, to the start, to the end.
func TestLockStep(t *testing.T) {
	v := newTestView(t, uniform34(t), "en")
	v.add.OnTapped() // alpha-beta best first: it ends long before minimax
	key := func(name fyne.KeyName) { v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name}) }
	expect := func(k int) {
		t.Helper()
		for _, p := range v.panes {
			tr := p.prog.Trace()
			if got, want := p.prog.Step(p.pos), callStep(tr, k); got != want {
				t.Fatalf("shared call %d: %v is at step %d, want %d", k, p.search, got, want)
			}
			if s := tr.StepAt(p.prog.Step(p.pos)); k >= 1 && k <= tr.Stats.Calls && (s.Kind != search.Call || tr.CallNumber(s.Node) != k) {
				t.Fatalf("shared call %d: %v stands at a %v of call %d", k, p.search, s.Kind, tr.CallNumber(s.Node))
			}
		}
	}
	for k := 1; k <= 121; k++ {
		key(fyne.KeyRight)
		expect(k)
	}
	best := v.panes[2]
	if !best.prog.Final(best.pos) || best.status.Text != v.l.T("compareview.at_end", "Value", tree.TypesetValue(best.prog.Trace().Value)) {
		t.Errorf("best first after 121 calls: %q", best.status.Text)
	}
	key(fyne.KeyRight) // minimax's end
	key(fyne.KeyRight) // nothing further
	for _, p := range v.panes {
		if !p.prog.Final(p.pos) {
			t.Errorf("%v not at its end", p.search)
		}
	}
	key(fyne.KeyLeft)
	expect(121)
	key(fyne.KeyHome)
	expect(0)
	v.next()
	v.next()
	expect(2)
	key(fyne.KeyEnd)
	for _, p := range v.panes {
		if p.prog.Step(p.pos) != p.prog.Trace().Len()-1 {
			t.Errorf("End: %v at step %d", p.search, p.prog.Step(p.pos))
		}
	}
}

// TestEachOnItsOwn: out of lock-step each pane has its own buttons and
// moves alone; the keys move every pane from where it is; back in
// lock-step they all go to the call of the one furthest behind.
func TestEachOnItsOwn(t *testing.T) {
	v := newTestView(t, walkthrough(t), "en")
	v.lockStep.SetChecked(false)
	a, b := v.panes[0], v.panes[1]
	if v.lock || !a.nav.Visible() || v.position.Text != "" {
		t.Fatalf("lock %v, buttons shown %v", v.lock, a.nav.Visible())
	}
	next := a.nav.Objects[2].(fyne.Tappable)
	for range 5 {
		next.Tapped(&fyne.PointEvent{})
	}
	if a.pos != 5 || b.pos != 0 {
		t.Fatalf("after five of a's Forward: a at %d, b at %d", a.pos, b.pos)
	}
	v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyRight})
	if a.pos != 6 || b.pos != 1 {
		t.Errorf("Right: a at %d, b at %d", a.pos, b.pos)
	}
	a.nav.Objects[3].(fyne.Tappable).Tapped(&fyne.PointEvent{})
	if !a.prog.Final(a.pos) || b.pos != 1 {
		t.Errorf("a's Last: a at %d, b at %d", a.pos, b.pos)
	}
	v.lockStep.SetChecked(true)
	if !v.lock || v.shared != 1 || a.pos != 1 || b.pos != 1 || a.nav.Visible() {
		t.Errorf("back in lock-step: shared %d, a %d, b %d", v.shared, a.pos, b.pos)
	}
}

// TestTableIsCompareRun: at the end the table's numbers are
// compare.Run's rows, and the floor the Knuth–Moore count, in the
// window's language; after a pane's ordering changes, its row follows.
func TestTableIsCompareRun(t *testing.T) {
	tr := uniform34(t)
	v := newTestView(t, tr, "it")
	l := v.l
	v.add.OnTapped()
	v.add.OnTapped()
	v.last()
	check := func() {
		t.Helper()
		for i, p := range v.panes {
			rows, err := compare.Run(context.Background(), tr, []search.Algorithm{p.search.Algorithm}, []compare.Order{p.search.Order}, search.Options{})
			if err != nil {
				t.Fatal(err)
			}
			r := rows[0]
			want := []string{picture.AlgorithmName(r.Algorithm, l), picture.OrderName(r.Order, l), tree.TypesetValue(r.Value),
				l.Int(r.NodesVisited), l.Int(r.NodesVisited), l.Int(r.LeavesEvaluated), l.Int(r.Cutoffs)}
			for j, w := range want {
				if got := v.table.text(i+1, j); got != w {
					t.Errorf("%v, column %d: %q, compare.Run says %q", p.search, j, got, w)
				}
			}
			if b := v.chart.bars[i]; b.Leaves != r.LeavesEvaluated || b.Total != r.LeavesEvaluated {
				t.Errorf("%v: chart bar %+v, %d leaves", p.search, b, r.LeavesEvaluated)
			}
		}
		floor := len(v.panes) + 1
		if v.table.text(0, picture.ColLeaves) != l.T("cli.compare.leaves") || v.table.text(floor, 0) != l.T("compare.floor") ||
			v.table.text(floor, picture.ColLeaves) != "17" || v.table.note.Visible() {
			t.Errorf("header %q, floor %q %q", v.table.text(0, picture.ColLeaves), v.table.text(floor, 0), v.table.text(floor, picture.ColLeaves))
		}
	}
	check()
	v.panes[0].order.SetSelectedIndex(2) // minimax, worst first
	v.panes[1].algo.SetSelected(l.T("algo_alphabeta-negamax"))
	if v.panes[0].search.Order != compare.WorstFirst || v.panes[1].search.Algorithm != search.AlphaBetaNegamax {
		t.Fatalf("searches %v", v.searches())
	}
	if !v.panes[0].prog.Final(v.panes[0].pos) {
		t.Errorf("a search chosen in lock-step at the end is not at its end")
	}
	check()

	w := newTestView(t, walkthrough(t), "en")
	if !w.table.note.Visible() || w.table.note.Text != w.l.T("compare.no_floor") || len(w.table.cells) != 3 {
		t.Errorf("walk-through: note %q, %d rows", w.table.note.Text, len(w.table.cells))
	}
}

// TestArrangement: wide trees stand one above the other, each with its
// controls at its left; the walk-through's stand side by side with their
// controls above.
func TestArrangement(t *testing.T) {
	size := fyne.NewSize(1280, 420)
	v := newTestView(t, uniform34(t), "en")
	v.add.OnTapped()
	if r, c := (arrange{v}).grid(3, size); r != 3 || c != 1 {
		t.Errorf("wide trees: %d rows of %d", r, c)
	}
	v.row.Resize(size)
	if p := v.panes[1]; p.lens.Position().X < sideWidth || p.algo.Position().X != 0 || p.order.Position().Y <= p.algo.Position().Y {
		t.Errorf("wide pane: tree at %v, choices at %v and %v", p.lens.Position(), p.algo.Position(), p.order.Position())
	}
	w := newTestView(t, walkthrough(t), "en")
	if r, c := (arrange{w}).grid(2, size); r != 1 || c != 2 {
		t.Errorf("walk-through: %d rows of %d", r, c)
	}
	w.row.Resize(size)
	if p := w.panes[1]; p.lens.Position().Y <= p.algo.Position().Y || p.lens.Position().X != 0 || p.box.Position().X < size.Width/2-10 {
		t.Errorf("walk-through pane: tree at %v, choices at %v, pane at %v", p.lens.Position(), p.algo.Position(), p.box.Position())
	}
	img := w.panes[0].paint(400, 300)
	if img.Bounds() != image.Rect(0, 0, 400, 300) {
		t.Errorf("painted %v", img.Bounds())
	}
}

// TestExport: Export writes the picture of the panes where they stand,
// as PNG; another name is refused with a message and nothing written.
func TestExport(t *testing.T) {
	v := newTestView(t, walkthrough(t), "en")
	v.next()
	dir := t.TempDir()
	out := filepath.Join(dir, "cmp.png")
	v.export(v.ready(), out)
	if info, err := os.Stat(out); err != nil || info.Size() < 10000 {
		t.Fatalf("cmp.png: %v", err)
	}
	if top := v.win.Canvas().Overlays().Top(); top == nil {
		t.Error("no word that the picture was exported")
	}
	v.export(v.ready(), filepath.Join(dir, "cmp.svg"))
	if _, err := os.Stat(filepath.Join(dir, "cmp.svg")); !os.IsNotExist(err) {
		t.Error("cmp.svg was written")
	}
	if v.fileName() != "sample-compare.png" {
		t.Errorf("offers %q", v.fileName())
	}
	v.cfg.Name = "Practice tree 5637"
	if v.fileName() != "Practice-tree-5637-compare.png" {
		t.Errorf("offers %q for a practice tree", v.fileName())
	}
	if slideTheme(scene.Dark) != scene.Colour || slideTheme(scene.Print) != scene.Print {
		t.Error("slide themes")
	}
}

// TestExportAsADownload: with Config.Download (the browser), Export hands
// it the PNG, with the name the dialog would offer, and shows no file
// dialog.
func TestExportAsADownload(t *testing.T) {
	a := test.NewTempApp(t)
	var name, mime string
	var data []byte
	v := newView(a, Config{Tree: walkthrough(t), Name: "walk.json", Lang: i18n.English(),
		Download: func(n, m string, d []byte) { name, mime, data = n, m, d }}, func(f func()) { f() })
	v.next()
	v.exportDialog()
	if name != "walk-compare.png" || mime != "image/png" || !bytes.HasPrefix(data, []byte("\x89PNG")) || len(data) < 10000 {
		t.Errorf("downloaded %q (%s), %d bytes", name, mime, len(data))
	}
	if top := v.win.Canvas().Overlays().Top(); top != nil {
		t.Error("a dialog opened besides the download")
	}
}

// TestDiceTreeStartsWithExpectimax: on a tree with chance nodes the view
// opens on expectimax and Star1 (the other algorithms refuse chance
// nodes), both finding the expected value.
func TestDiceTreeStartsWithExpectimax(t *testing.T) {
	tr, err := samples.Load("dice")
	if err != nil {
		t.Fatal(err)
	}
	v := newTestView(t, tr, "en")
	got := v.searches()
	if len(got) != 2 || got[0] != diceDefaults[0] || got[1] != diceDefaults[1] {
		t.Fatalf("panes %v", got)
	}
	for _, p := range v.panes {
		if p.prog == nil || p.prog.Trace() == nil || p.prog.Trace().Value != 5 {
			t.Fatalf("pane %v did not search the tree to 5", p.search)
		}
	}
	if s, e := v.panes[1].prog.Trace().Stats, v.panes[0].prog.Trace().Stats; s.LeavesEvaluated >= e.LeavesEvaluated {
		t.Errorf("Star1 evaluated %d leaves, expectimax %d", s.LeavesEvaluated, e.LeavesEvaluated)
	}
}

// text returns the cell of row i (0 the header) and column j.
func (t *table) text(i, j int) string { return t.cells[i][j].Text }

// TestZoomAPane: the wheel zooms one pane about the pointer, a drag pans
// it, the others stay fitted; a double click fits it again.
func TestZoomAPane(t *testing.T) {
	v := newTestView(t, walkthrough(t), "en")
	v.row.Resize(fyne.NewSize(1000, 500))
	a, b := v.panes[0], v.panes[1]
	a.paint(480, 400)
	b.paint(480, 400)
	fitted := a.cam.Zoom
	a.lens.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(100, 100)}, Scrolled: fyne.NewDelta(0, 400)})
	if a.cam.Fitted || a.cam.Zoom < fitted*1.5 || !b.cam.Fitted {
		t.Fatalf("zoomed: %v (fitted %v), fitted %v; the other pane fitted %v", a.cam.Zoom, fitted, a.cam.Fitted, b.cam.Fitted)
	}
	x := a.cam.X
	a.lens.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(50, 0)})
	if a.cam.X >= x {
		t.Errorf("a drag to the right moved the view from %v to %v", x, a.cam.X)
	}
	a.paint(480, 400) // painting keeps the zoom
	if a.cam.Fitted {
		t.Error("painting fitted the zoomed pane again")
	}
	a.lens.DoubleTapped(&fyne.PointEvent{})
	a.paint(480, 400)
	if !a.cam.Fitted || a.cam.Zoom != fitted {
		t.Errorf("double click: zoom %v, want the fitted %v", a.cam.Zoom, fitted)
	}
}

// TestDerivationOpensTheSlidesStages: the Derivation panes are the
// slides' stages in order, stepped in lock-step, and each pane's table
// counts: stage 2 as many calls as minimax (it passes no bound down),
// stage 1 fewer, the definitive stage fewest.
func TestDerivationOpensTheSlidesStages(t *testing.T) {
	a := test.NewTempApp(t)
	v := newView(a, Config{Tree: walkthrough(t), Name: "sample", Lang: i18n.Must("it"), Theme: scene.Colour, Searches: Derivation}, func(f func()) { f() })
	got := v.searches()
	if len(got) != 4 {
		t.Fatalf("panes %v", got)
	}
	calls := make([]int, len(got))
	for i, p := range v.panes {
		if got[i] != Derivation[i] || p.prog == nil || !v.lock {
			t.Fatalf("pane %d: %v, searched %v, lock-step %v", i, got[i], p.prog != nil, v.lock)
		}
		calls[i] = p.prog.Trace().Stats.Calls
	}
	if !(calls[2] == calls[0] && calls[1] < calls[0] && calls[3] < calls[1]) {
		t.Errorf("calls minimax, stage 1, stage 2, definitive: %v", calls)
	}
}

// TestDerivationListings: the derivation opens with each stage's listing
// as the slides write it under its pane; stage 1 marks finito and its
// threshold as new since minimax, minimax nothing; the lines each pane's
// call executes are lit, and move with the panes; unticking Code brings
// the table back.
func TestDerivationListings(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.DefaultTheme()) // the test theme has no bold monospace font
	v := newView(a, Config{Tree: walkthrough(t), Name: "sample", Lang: i18n.Must("it"), Theme: scene.Colour,
		Searches: Derivation, Code: true, Forms: DerivationForms()}, func(f func()) { f() })
	v.win.Resize(fyne.NewSize(1000, 700))
	if !v.code.Checked || len(v.listings.items) != 4 {
		t.Fatalf("Code %v, %d listings", v.code.Checked, len(v.listings.items))
	}
	want := []string{"slides-minimax", "slides-stage1", "slides-stage2", "slides-alphabeta"}
	for i, it := range v.listings.items {
		if f := it.lines.Form(); f == nil || f.ID != want[i] {
			t.Fatalf("listing %d: %v", i, f)
		}
	}
	changed := func(i int) []string {
		var out []string
		lines := v.listings.items[i].lines
		for j, s := range lines.Lines() {
			if lines.Changed(j + 1) {
				out = append(out, strings.TrimSpace(s))
			}
		}
		return out
	}
	if got := changed(0); len(got) != 0 {
		t.Errorf("minimax marks %q", got)
	}
	stage1 := strings.Join(changed(1), " | ")
	for _, s := range []string{"max = -inf; finito = FALSE;", "if (max >= soglia_max) {", "finito = TRUE; max = soglia_max;"} {
		if !strings.Contains(stage1, s) {
			t.Errorf("stage 1 does not mark %q: %s", s, stage1)
		}
	}
	if strings.Contains(stage1, "valutazione = minimax(figlio, livello + 1);") {
		t.Errorf("stage 1 marks a line minimax has: %s", stage1)
	}
	lit := func(i int) []string {
		lines := v.listings.items[i].lines
		var out []string
		for _, n := range lines.Lit() {
			out = append(out, strings.TrimSpace(lines.Lines()[n-1]))
		}
		return out
	}
	if got := lit(0); len(got) != 0 && got[0] != "int minimax(stato, livello) {" {
		t.Errorf("at the start minimax lights %q", got)
	}
	for range 8 {
		v.next()
	}
	for i := range v.panes {
		got := lit(i)
		if len(got) == 0 || !strings.Contains(got[0], "(stato, livello") {
			t.Errorf("pane %d at call 8 lights %q", i, got)
		}
	}
	// The table's counts, which the listings hide, head each listing.
	if got := v.listings.items[1].counts.Text; got != "chiamate 8 di 19 · foglie valutate 2 · tagli 0" {
		t.Errorf("stage 1's counts at call 8: %q", got)
	}
	v.code.SetChecked(false)
	if !v.table.box.Visible() || len(v.body.Objects) != 1 {
		t.Error("the table did not come back")
	}
}

// TestAFailedSearchSaysWhyInFull: iterative deepening on a tree without
// estimates fails; its pane says why in a label that wraps inside the
// pane (a text over the tree was cut at its edge), and no status.
func TestAFailedSearchSaysWhyInFull(t *testing.T) {
	a := test.NewTempApp(t)
	v := newView(a, Config{Tree: walkthrough(t), Name: "sample", Searches: []compare.Search{{Algorithm: search.Iterative}, {Algorithm: search.AlphaBeta}}}, func(f func()) { f() })
	v.win.Resize(fyne.NewSize(1000, 700))
	p := v.panes[0]
	if p.err == nil || !p.problem.Visible() || p.status.Text != "" {
		t.Fatalf("error %v, shown %v, status %q", p.err, p.problem.Visible(), p.status.Text)
	}
	if !strings.Contains(p.problem.Text, "has no estimate") || p.problem.Wrapping != fyne.TextWrapWord || p.problem.Size().Width > p.lens.Size().Width {
		t.Errorf("the problem %q, %v wide in a %v-wide pane", p.problem.Text, p.problem.Size().Width, p.lens.Size().Width)
	}
	if v.panes[1].problem.Visible() {
		t.Error("alpha-beta's pane shows a problem")
	}
}

// TestIterationsCounted: Monte Carlo tree search beside minimax steps an
// iteration a position where minimax steps a call: its pane counts
// iterations ("Iteration 12 of 200", not "Call 12 of 30"), and the
// position over the panes says a step is either; with every pane
// sampling it counts iterations too.
func TestIterationsCounted(t *testing.T) {
	v := newTestView(t, walkthrough(t), "en")
	mcts := slices.Index(search.Named(), search.MCTS)
	v.panes[1].algo.SetSelectedIndex(mcts)
	p := v.panes[1]
	if p.prog == nil || !p.prog.Trace().Samples() {
		t.Fatalf("pane 2 searches with %v", p.search)
	}
	key := func(name fyne.KeyName) { v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name}) }
	for range 12 {
		key(fyne.KeyRight)
	}
	iterations := p.prog.Last() - 1
	if want := v.l.T("compareview.at_iteration", "Iteration", 12, "Iterations", iterations); p.status.Text != want || iterations != search.StepIterations {
		t.Errorf("the MCTS pane says %q, want %q", p.status.Text, want)
	}
	if want := v.l.T("compareview.at_position", "Step", 12, "Steps", iterations); v.position.Text != want {
		t.Errorf("over the panes: %q, want %q", v.position.Text, want)
	}
	v.panes[0].algo.SetSelectedIndex(mcts)
	if want := v.l.T("compareview.at_iteration", "Iteration", 12, "Iterations", iterations); v.position.Text != want {
		t.Errorf("every pane sampling, over the panes: %q, want %q", v.position.Text, want)
	}
}
