package ui

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/grade"
	"gametree/internal/practice"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
	"gametree/ui/compareview"
)

// tapNode taps the canvas where node label is drawn.
func (tw *testWindow) tapNode(t *testing.T, label string) {
	t.Helper()
	id := tw.node(t, label)
	x, y := tw.canvas.cam.View.Pixel(tw.canvas.geom().X[id], tw.canvas.geom().Y[id])
	tw.canvas.Tapped(&fyne.PointEvent{Position: fyne.NewPos(float32(x), float32(y))})
}

// TestPractiseTheValues: Ctrl+P's dialog starts the exercise on this tree
// at the search's start, which stays there until the answers are checked;
// a tap on an inner node asks for its value; Check gives the mark and
// takes the search to the first mistake, whose sentence says why; the
// solution is the search's end; stopping gives the keys back.
func TestPractiseTheValues(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyRight, 5)
	w.practice.dialog()
	w.dialogs.confirm() // Values, this tree
	if !w.s.Practising() || w.practice.box.Hidden || w.s.Step() != 0 {
		t.Fatalf("practice: active %v, bar hidden %v, step %d", w.s.Practising(), w.practice.box.Hidden, w.s.Step())
	}
	if !strings.Contains(w.practice.task.Text, "Values of the inner nodes, Alpha-beta (fail-soft)") {
		t.Errorf("task %q", w.practice.task.Text)
	}
	w.key(fyne.KeyRight, 1)
	if w.s.Step() != 0 || !strings.Contains(w.status.label.Text, "until you check") {
		t.Errorf("a step while practising: step %d, status %q", w.s.Step(), w.status.label.Text)
	}
	// The right values, read off the trace, but 4 at c (it returns 3).
	tr := w.s.Trace()
	typed := 0
	for i, n := range tr.Tree.Nodes {
		v, ok := grade.Returned(tr, tree.NodeID(i))
		if n.IsLeaf() || !ok {
			continue
		}
		if n.Label == "c" {
			v = 4
		}
		w.tapNode(t, n.Label)
		if got := w.dialogTitles(); got != "Value of "+n.Label {
			t.Fatalf("tap on %s: dialogs %q", n.Label, got)
		}
		test.Type(w.win.Canvas().Focused().(*entry), tree.FormatValue(v))
		w.dialogs.confirm()
		typed++
	}
	if len(w.s.Sheet().Values) != typed {
		t.Fatalf("%d values typed, the sheet has %d", typed, len(w.s.Sheet().Values))
	}
	w.tapNode(t, "d1") // a leaf takes no value
	if w.dialogTitles() != "" || !strings.Contains(w.status.label.Text, "leaves already have") {
		t.Errorf("a tap on a leaf: dialogs %q, status %q", w.dialogTitles(), w.status.label.Text)
	}
	w.practice.check()
	c := w.node(t, "c")
	if w.practice.mark.Text != fmt.Sprintf("%d of %d right", typed-1, typed) || w.s.Step() != tr.ReturnStep(c) {
		t.Errorf("checked: %q, step %d (c returns at %d)", w.practice.mark.Text, w.s.Step(), tr.ReturnStep(c))
	}
	if !strings.HasPrefix(w.status.label.Text, "First mistake (step 28): you wrote 4 at c; it returns 3. Return from call 3") {
		t.Errorf("status %q", w.status.label.Text)
	}
	if w.s.Result().Verdicts[c] != practice.Wrong {
		t.Error("c not marked wrong")
	}
	w.key(fyne.KeyLeft, 1) // checked: the search can be replayed
	if w.s.Step() != tr.ReturnStep(c)-1 {
		t.Errorf("Left after the check: step %d", w.s.Step())
	}
	w.practice.solution()
	if w.s.Step() != tr.Len()-1 {
		t.Errorf("solution at step %d of %d", w.s.Step(), tr.Len()-1)
	}
	// A new answer takes the check away, and the search back to its start.
	w.tapNode(t, "c")
	test.Type(w.win.Canvas().Focused().(*entry), "3")
	w.dialogs.confirm()
	if w.s.Result() != nil || w.s.Step() != 0 {
		t.Errorf("after a new answer: checked %v, step %d", w.s.Result() != nil, w.s.Step())
	}
	w.practice.check()
	if w.practice.mark.Text != fmt.Sprintf("%d of %d right", typed, typed) || w.s.Step() != tr.Len()-1 {
		t.Errorf("all right: %q, step %d", w.practice.mark.Text, w.s.Step())
	}
	w.practice.stop()
	w.key(fyne.KeyHome, 1)
	w.tapNode(t, "c")
	if w.s.Practising() || !w.practice.box.Hidden || w.s.Selected() != c || w.dialogTitles() != "" {
		t.Errorf("after stopping: active %v, a tap selects %v, dialogs %q", w.s.Practising(), w.s.Selected(), w.dialogTitles())
	}
}

// TestEnterFromADropDown: in the Practise dialog, once a drop-down has
// been used (it keeps the focus), Enter still starts the exercise; in
// the Random Tree dialog, Space ticks the box that has the focus, Enter
// generates and Escape, from a drop-down, cancels.
func TestEnterFromADropDown(t *testing.T) {
	w := newTestWindow(t)
	w.practice.dialog()
	ex := overlayObjects[*routedSelect](w)[0]
	ex.SetSelectedIndex(slices.Index(practice.Exercises[:], practice.Pruned))
	w.win.Canvas().Focus(ex)
	w.key(fyne.KeyReturn, 1)
	if w.dialogTitles() != "" || !w.s.Practising() || w.s.Sheet().Exercise != practice.Pruned {
		t.Fatalf("Enter on a drop-down: dialogs %q, practising %v", w.dialogTitles(), w.s.Practising())
	}
	w.practice.stop()

	w.edit.randomTreeDialog()
	boxes := overlayObjects[*box](w)
	was := boxes[0].Checked
	w.win.Canvas().Focus(boxes[0])
	boxes[0].TypedRune(' ')
	if boxes[0].Checked == was {
		t.Error("Space did not tick the box")
	}
	w.win.Canvas().Focus(overlayObjects[*routedSelect](w)[0])
	w.key(fyne.KeyEscape, 1)
	if w.dialogTitles() != "" || w.s.Doc().Name != "alphabeta-walkthrough" {
		t.Fatalf("Escape on a drop-down: dialogs %q, tree %s", w.dialogTitles(), w.s.Doc().Name)
	}
	w.edit.randomTreeDialog()
	w.win.Canvas().Focus(overlayObjects[*box](w)[1])
	w.key(fyne.KeyEnter, 1)
	if w.dialogTitles() != "" || !strings.HasPrefix(w.s.Doc().Name, "Random tree") {
		t.Errorf("Enter on a box: dialogs %q, tree %s", w.dialogTitles(), w.s.Doc().Name)
	}
}

// TestPractiseOnANewTree: the pruned exercise on a new random tree of a
// difficulty: taps mark and unmark subtrees; "similar tree" makes another
// of the same difficulty and keeps the exercise; the language can change
// without losing the work.
func TestPractiseOnANewTree(t *testing.T) {
	w := newTestWindow(t)
	w.practice.dialog()
	sels := overlayObjects[*routedSelect](w)
	if len(sels) != 3 || !sels[2].Disabled() {
		t.Fatalf("the practice dialog: %d choices, the order enabled for this tree", len(sels))
	}
	sels[0].SetSelectedIndex(slices.Index(practice.Exercises[:], practice.Pruned))
	sels[1].SetSelectedIndex(1 + int(practice.Hard))
	sels[2].SetSelectedIndex(int(tree.BestFirst))
	w.dialogs.confirm()
	first := bracketOf(w.s.Doc().Tree)
	if first == walkthroughBracket || w.s.Doc().Tree.Height() != 4 || !w.s.Practising() || w.s.Sheet().Exercise != practice.Pruned {
		t.Fatalf("a hard tree: height %d, practising %v", w.s.Doc().Tree.Height(), w.s.Practising())
	}
	if !bestFirst(w.s.Trace()) {
		t.Error("the tree's children are not ordered best first")
	}
	b := w.s.Doc().Tree.Nodes[tree.Root].Children[0]
	label := w.s.Doc().Tree.Name(b)
	w.tapNode(t, label)
	w.tapNode(t, "a") // the root cannot be marked
	if !w.s.Sheet().Marked[b] || len(w.s.Sheet().Marked) != 1 {
		t.Fatalf("marks after taps on %s and the root: %v", label, w.s.Sheet().Marked)
	}
	w.h.setLanguage("it")
	defer w.h.setLanguage("en") // Fyne's own words follow the process's LANGUAGE
	if !w.s.Sheet().Marked[b] || w.practice.box.Hidden || !strings.HasPrefix(w.practice.task.Text, "Sottoalberi potati") {
		t.Errorf("after switching to Italian: marks %v, task %q", w.s.Sheet().Marked, w.practice.task.Text)
	}
	w.tapNode(t, label)
	if len(w.s.Sheet().Marked) != 0 {
		t.Error("a second tap did not take the mark away")
	}
	w.practice.again()
	if bracketOf(w.s.Doc().Tree) == first || w.s.Doc().Tree.Height() != 4 || w.s.Sheet().Exercise != practice.Pruned || !w.s.Practising() {
		t.Errorf("similar tree: height %d, exercise %v", w.s.Doc().Tree.Height(), w.s.Sheet().Exercise)
	}
}

// TestPractiseTheWindows: a tap on an inner node asks for α and β; Enter
// in α goes to β, Enter in β applies; a minimax search has no windows to
// check, and says so.
func TestPractiseTheWindows(t *testing.T) {
	w := newTestWindow(t)
	w.practice.begin(practice.Windows)
	w.tapNode(t, "e")
	if w.dialogTitles() != "α and β of e as it returns" {
		t.Fatalf("dialogs %q", w.dialogTitles())
	}
	alpha := w.win.Canvas().Focused().(*entry)
	test.Type(alpha, "3")
	alpha.OnSubmitted(alpha.Text)
	beta := w.win.Canvas().Focused().(*entry)
	if beta == alpha {
		t.Fatal("Enter in α did not go to β")
	}
	test.Type(beta, "−∞")
	beta.OnSubmitted(beta.Text)
	e := w.node(t, "e")
	if got, ok := w.s.Sheet().Windows[e]; !ok || got[0] != 3 || !math.IsInf(got[1], -1) || w.dialogTitles() != "" {
		t.Fatalf("e's window %v (%v), dialogs %q", got, ok, w.dialogTitles())
	}
	w.practice.check()
	if w.s.Result().Verdicts[e] != practice.Wrong || !strings.Contains(w.status.label.Text, "you left the window of d blank; it returns with (−∞, 3)") {
		t.Errorf("e given (3, −∞): verdict %d, status %q", w.s.Result().Verdicts[e], w.status.label.Text)
	}
	// Another cutoff rule: the same answers, a new search from its start.
	opt := w.s.Options()
	opt.Strict = true
	w.h.setOptions(opt)
	if w.s.Result() != nil || w.s.Step() != 0 || !w.s.Trace().Options.Strict || w.status.label.Text != "" || len(w.s.Sheet().Windows) != 1 {
		t.Errorf("strict while practising: result %v, step %d, status %q, %d windows", w.s.Result(), w.s.Step(), w.status.label.Text, len(w.s.Sheet().Windows))
	}
	// Minimax has no windows: the exercise ends, saying why.
	opt.Algorithm = search.Minimax
	w.h.setOptions(opt)
	if w.s.Practising() || !w.practice.box.Hidden || !strings.Contains(w.status.label.Text, "keeps no α and β") {
		t.Errorf("minimax while practising windows: active %v, status %q", w.s.Practising(), w.status.label.Text)
	}
	w.practice.dialog()
	overlayObjects[*routedSelect](w)[0].SetSelected("α and β as each node returns")
	w.dialogs.confirm()
	if w.s.Practising() || !strings.Contains(w.dialogTitles(), "keeps no α and β") {
		t.Errorf("windows under minimax started: dialogs %q", w.dialogTitles())
	}
}

// TestPractiseWhatHappensNext: → stops before a step with a question and
// asks it; the answer shows the step and says whether it was right; play
// is refused; Check marks the answers.
func TestPractiseWhatHappensNext(t *testing.T) {
	w := newTestWindow(t)
	w.practice.begin(practice.Predict)
	w.key(fyne.KeySpace, 1)
	if w.playback.playing() || !strings.Contains(w.status.label.Text, "Right arrow key") {
		t.Errorf("play while predicting: playing %v, status %q", w.playback.playing(), w.status.label.Text)
	}
	answer := func(right bool) int {
		t.Helper()
		for w.dialogTitles() == "" {
			if w.s.AtEnd() {
				t.Fatal("no question before the end")
			}
			w.key(fyne.KeyRight, 1)
		}
		k := w.s.Step() + 1
		q, _ := practice.Ask(w.s.Trace(), k, w.lang())
		if w.dialogTitles() != "What happens next?" {
			t.Fatalf("dialogs %q", w.dialogTitles())
		}
		radio := overlayObjects[*widget.RadioGroup](w)[0]
		choice := q.Answer
		if !right {
			choice = (q.Answer + 1) % len(q.Choices)
		}
		radio.SetSelected(q.Choices[choice])
		w.dialogs.confirm()
		if w.s.Step() != k || w.dialogTitles() != "" {
			t.Fatalf("after answering: step %d, want %d; dialogs %q", w.s.Step(), k, w.dialogTitles())
		}
		return k
	}
	answer(true)
	if !strings.HasPrefix(w.status.label.Text, "Right.") || w.practice.mark.Text != "1 of 1 right" {
		t.Errorf("a right answer: %q, %q", w.status.label.Text, w.practice.mark.Text)
	}
	wrong := answer(false)
	if !strings.HasPrefix(w.status.label.Text, "Not quite: ") || w.practice.mark.Text != "1 of 2 right" {
		t.Errorf("a wrong answer: %q, %q", w.status.label.Text, w.practice.mark.Text)
	}
	if m := w.practice.mark; m.Size().Width < m.MinSize().Width-0.5 {
		t.Errorf("the mark %q has %v of the %v pixels it needs: cut", m.Text, m.Size().Width, m.MinSize().Width)
	}
	w.key(fyne.KeyLeft, 1)
	w.key(fyne.KeyRight, 1) // answered already: no question again
	if w.dialogTitles() != "" || w.s.Step() != wrong {
		t.Errorf("a question asked twice: dialogs %q, step %d", w.dialogTitles(), w.s.Step())
	}
	w.key(fyne.KeyEnd, 1) // the steps after the last one shown only show predicted
	if w.s.Step() != wrong || !strings.Contains(w.status.label.Text, "Right arrow key") {
		t.Errorf("End while predicting: step %d (last shown %d), status %q", w.s.Step(), wrong, w.status.label.Text)
	}
	w.playback.scrubber.SetValue(w.playback.scrubber.Max)
	if w.s.Step() != wrong {
		t.Errorf("the scrubber while predicting: step %d (last shown %d)", w.s.Step(), wrong)
	}
	w.practice.check()
	if w.practice.mark.Text != "1 of 2 right" || w.s.Step() != wrong {
		t.Errorf("checked: %q at step %d (the wrong answer was at %d)", w.practice.mark.Text, w.s.Step(), wrong)
	}
}

// bestFirst tells whether every node's first child is one it chooses
// (ties aside): alpha-beta's chosen child at the root is its first.
func bestFirst(tr *search.Trace) bool {
	return len(tr.PV) > 1 && tr.PV[1] == tr.Tree.Nodes[tree.Root].Children[0]
}

// TestPractiseKeepsTheTree: while practising, edits are refused (the
// answers are about this tree) and the compare view, which would show
// the answers, waits for the check; "similar tree" stays like the tree
// the student chose however often it is asked; stopping takes the bar
// and its messages away.
func TestPractiseKeepsTheTree(t *testing.T) {
	w := newTestWindow(t)
	w.practice.dialog()
	w.dialogs.confirm() // Values, this tree
	w.h.selectNode(w.node(t, "c"))
	w.key(fyne.KeyDelete, 1)
	if bracketOf(w.s.Doc().Tree) != walkthroughBracket || !w.s.Practising() || !strings.Contains(w.status.label.Text, "Stop practising to edit") {
		t.Errorf("Delete while practising: tree %s, active %v, status %q", bracketOf(w.s.Doc().Tree), w.s.Practising(), w.status.label.Text)
	}
	compared := 0
	w.compare.show = func(compareview.Config) { compared++ }
	w.compare.open()
	if compared != 0 || !strings.Contains(w.status.label.Text, "would show the answers") {
		t.Errorf("compare before the check: %d views, status %q", compared, w.status.label.Text)
	}
	w.practice.check()
	w.compare.open()
	if compared != 1 {
		t.Error("no compare view after the check")
	}
	height := w.s.Doc().Tree.Height()
	for range 3 {
		w.practice.again()
		tr := w.s.Doc().Tree
		if tr.Height() != height || !w.s.Practising() {
			t.Fatalf("similar tree: height %d, want %d", tr.Height(), height)
		}
		for id := range tr.Nodes {
			if c := len(tr.Nodes[id].Children); c == 1 || c > 2 {
				t.Fatalf("similar tree %s: a node with %d children (the walk-through has 2)", bracketOf(tr), c)
			}
		}
	}
	w.practice.stop()
	if !w.practice.box.Hidden || w.status.label.Text != "" {
		t.Errorf("stopped: bar hidden %v, status %q", w.practice.box.Hidden, w.status.label.Text)
	}
}

// TestAnswersFromTheKeyboard: Alt and the arrow keys select nodes, and
// Enter answers at the selected one while practising (it edits the node
// otherwise).
func TestAnswersFromTheKeyboard(t *testing.T) {
	w := newTestWindow(t)
	w.practice.begin(practice.Best)
	w.shortcut(t, combo(fyne.KeyDown, alt)) // nothing selected: the root
	w.shortcut(t, combo(fyne.KeyDown, alt)) // its first child, b
	w.shortcut(t, combo(fyne.KeyRight, alt))
	if got := w.s.Doc().Tree.Name(w.s.Selected()); got != "i" {
		t.Fatalf("selected %s, want i", got)
	}
	w.key(fyne.KeyReturn, 1)
	if w.s.Sheet().Best != w.node(t, "i") || w.dialogTitles() != "" {
		t.Errorf("Enter on i: the move chosen is %d, dialogs %q", w.s.Sheet().Best, w.dialogTitles())
	}
	w.practice.stop()
	w.key(fyne.KeyReturn, 1)
	if !strings.HasPrefix(w.dialogTitles(), "Edit") {
		t.Errorf("Enter after practice: dialogs %q", w.dialogTitles())
	}
}

// TestPractiseInANarrowWindow: in a narrow window the bar names the
// exercise only, and what to do is said in the status line.
func TestPractiseInANarrowWindow(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(700, 700))
	if !w.layout.compact {
		t.Fatal("700 pixels wide and not compact")
	}
	w.practice.begin(practice.Pruned)
	if got := w.practice.task.Text; got != "Pruned subtrees, Alpha-beta (fail-soft)" {
		t.Errorf("task %q", got)
	}
	if got := w.status.label.Text; !strings.HasPrefix(got, "To do: click") || !strings.HasSuffix(got, "Then press Check.") {
		t.Errorf("status %q", got)
	}
	w.win.Resize(fyne.NewSize(1200, 800))
	if got := w.practice.task.Text; w.layout.compact || !strings.Contains(got, "Then press Check.") {
		t.Errorf("a wide window again: task %q", got)
	}
}

// TestPractiseWithDice: the Practise dialog's dice box (for a random tree
// only) makes a tree with chance nodes, searched with expectimax; the
// windows exercise, which expectimax cannot ask, is refused before any
// tree is made; "similar tree" throws dice again.
func TestPractiseWithDice(t *testing.T) {
	w := newTestWindow(t)
	w.practice.dialog()
	sels, checks := overlayObjects[*routedSelect](w), overlayObjects[*box](w)
	if len(sels) != 3 || len(checks) != 1 || !checks[0].Disabled() {
		t.Fatalf("the practice dialog: %d choices, %d check boxes, dice enabled for this tree", len(sels), len(checks))
	}
	sels[0].SetSelectedIndex(slices.Index(practice.Exercises[:], practice.Windows))
	sels[1].SetSelectedIndex(1 + int(practice.Easy))
	checks[0].SetChecked(true)
	w.dialogs.confirm()
	if w.s.Practising() || w.s.Doc().Tree.HasChance() || !strings.Contains(w.dialogTitles(), "Error") && !strings.Contains(w.dialogTitles(), "error") {
		t.Fatalf("windows with dice: practising %v, chance %v, dialogs %q", w.s.Practising(), w.s.Doc().Tree.HasChance(), w.dialogTitles())
	}
	w.dialogs.dismiss()
	w.practice.dialog()
	sels, checks = overlayObjects[*routedSelect](w), overlayObjects[*box](w)
	if !checks[0].Checked || checks[0].Disabled() != (sels[1].SelectedIndex() == 0) {
		t.Fatalf("the dice box is not as left: checked %v", checks[0].Checked)
	}
	sels[0].SetSelectedIndex(slices.Index(practice.Exercises[:], practice.Values))
	sels[1].SetSelectedIndex(1 + int(practice.Easy))
	w.dialogs.confirm()
	if !w.s.Practising() || !w.s.Doc().Tree.HasChance() || w.s.Options().Algorithm != search.Expectimax {
		t.Fatalf("values with dice: practising %v, chance %v, %v", w.s.Practising(), w.s.Doc().Tree.HasChance(), w.s.Options().Algorithm)
	}
	first := bracketOf(w.s.Doc().Tree)
	w.practice.again()
	if bracketOf(w.s.Doc().Tree) == first || !w.s.Doc().Tree.HasChance() || !w.s.Practising() {
		t.Errorf("similar tree: chance %v, practising %v", w.s.Doc().Tree.HasChance(), w.s.Practising())
	}
}

// TestPractiseHidesTheAnswers: with answers shown, practice hides them
// (the root's value and best move, the narration of later steps) and H
// does not show them before the check; stopping shows them again, and the
// user's choice is what stays saved.
func TestPractiseHidesTheAnswers(t *testing.T) {
	w := newTestWindow(t) // answers shown
	if w.side.stats.text(session.RowValue) != "3 for MAX; MAX plays b" || narrated(w.Window) != 82 {
		t.Fatalf("before: value %q, %d lines", w.side.stats.text(session.RowValue), narrated(w.Window))
	}
	w.practice.begin(practice.Values)
	if strings.Contains(w.side.stats.text(session.RowValue), "3") || narrated(w.Window) != 1 {
		t.Errorf("practising: value %q, %d lines of narration", w.side.stats.text(session.RowValue), narrated(w.Window))
	}
	w.key(fyne.KeyH, 1)
	if !w.s.HideAnswers() || !strings.Contains(w.status.label.Text, "hidden until you check") {
		t.Errorf("H while practising: hidden %v, status %q", w.s.HideAnswers(), w.status.label.Text)
	}
	w.practice.stop()
	kept := w.app.Preferences().BoolWithFallback("hideAnswers", true)
	if w.s.HideAnswers() || kept || w.side.stats.text(session.RowValue) != "3 for MAX; MAX plays b" {
		t.Errorf("after: hidden %v, kept %v, value %q", w.s.HideAnswers(), kept, w.side.stats.text(session.RowValue))
	}
}

// TestPracticeMenuGreyedWithoutAnExercise: Check, Show Solution, Similar
// Tree and Stop Practising are greyed until an exercise starts, and again
// once it stops.
func TestPracticeMenuGreyedWithoutAnExercise(t *testing.T) {
	w := newTestWindow(t)
	greyed := func() []bool {
		var out []bool
		for _, it := range w.menus.exercise {
			out = append(out, it.Disabled)
		}
		return out
	}
	if g := greyed(); len(g) != 4 || slices.Contains(g, false) {
		t.Errorf("no exercise: greyed %v", g)
	}
	w.practice.begin(practice.Values)
	if g := greyed(); slices.Contains(g, true) {
		t.Errorf("an exercise under way: greyed %v", g)
	}
	w.practice.stop()
	if g := greyed(); slices.Contains(g, false) {
		t.Errorf("the exercise stopped: greyed %v", g)
	}
}

// TestPracticeGivesTheTreeRoom: on a small screen, practising gives the
// tree all the height but the step and the playback, and stopping brings
// the panels back; on a large one the tree takes a larger share.
func TestPracticeGivesTheTreeRoom(t *testing.T) {
	w := newTestWindow(t)
	if w.layout.split == nil || w.layout.split.Offset != splitBeside {
		t.Fatalf("no split of %v at the start", splitBeside)
	}
	w.practice.begin(practice.Values)
	if w.layout.split == nil || w.layout.split.Offset != splitPractising {
		t.Errorf("practising in a large window: split %v", w.layout.split)
	}
	w.practice.stop()
	w.win.Resize(fyne.NewSize(800, 600))
	w.layout.recheck()
	if !w.layout.compact || w.layout.split == nil {
		t.Fatal("800×600: not compact")
	}
	w.practice.begin(practice.Values)
	if w.layout.split != nil {
		t.Error("practising at 800×600: the panels' tabs still take half the height")
	}
	w.practice.stop()
	if w.layout.split == nil || w.layout.split.Offset != splitCompact {
		t.Errorf("after practice at 800×600: split %v", w.layout.split)
	}
}

// TestTheMarkWholeInTheBar: in a 1024×768 window, in every language,
// the Values exercise's mark once checked ("Răspunsuri corecte: 0 din
// 11") lies whole in the bar with the buttons, and so do the buttons and
// the task: with the buttons under the task the row of the mark and the
// buttons was wider than the bar in Romanian and Italian, and the mark's
// first letters fell off the bar's left end.
func TestTheMarkWholeInTheBar(t *testing.T) {
	for _, code := range []string{"en", "ro", "it"} {
		w := newTestWindow(t)
		w.h.setLanguage(code)
		defer w.h.setLanguage("en") // kept, and Fyne's own words follow it
		w.win.Resize(fyne.NewSize(1024, 768))
		w.layout.recheck()
		w.practice.begin(practice.Values)
		w.practice.check()
		p := w.practice
		if w.layout.compact || p.mark.Text == "" {
			t.Fatalf("%s: compact %v, mark %q", code, w.layout.compact, p.mark.Text)
		}
		for _, o := range []fyne.CanvasObject{p.task, p.mark, p.buttons} {
			if !within(o, p.box) {
				abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
				t.Errorf("%s: %T at %v, %v, not whole in the bar at %v, %v (mark %q)", code, o, abs(o), o.Size(), abs(p.box), p.box.Size(), p.mark.Text)
			}
		}
		if p.mark.Size().Width < p.mark.MinSize().Width-0.5 {
			t.Errorf("%s: the mark %q has %v of the %v pixels it needs", code, p.mark.Text, p.mark.Size().Width, p.mark.MinSize().Width)
		}
	}
}
