package ui

import (
	"bytes"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/games"
	"gametree/internal/session"
	"gametree/internal/tree"
)

func (tw *testWindow) selectLabel(t *testing.T, label string) {
	t.Helper()
	tw.h.selectNode(tw.node(t, label))
}

// node finds the node of the document called label.
func (tw *testWindow) node(t *testing.T, label string) tree.NodeID {
	t.Helper()
	for i, n := range tw.s.Doc().Tree.Nodes {
		if n.Label == label {
			return tree.NodeID(i)
		}
	}
	t.Fatalf("no node %s", label)
	return tree.None
}

// shortcut sends a shortcut the way Fyne's GLFW driver does when no text
// field has the focus: Ctrl+Z arrives as fyne.ShortcutUndo, Ctrl+Y as
// fyne.ShortcutRedo, Shift+Insert as the secondary fyne.ShortcutPaste,
// other combinations as desktop.CustomShortcut.
func (tw *testWindow) shortcut(t *testing.T, s fyne.Shortcut) {
	t.Helper()
	if !tw.keys.shortcut(s) {
		t.Fatalf("nothing is bound to %s", s.ShortcutName())
	}
}

func custom(key fyne.KeyName, mods fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: mods}
}

func bracketOf(t *tree.Tree) string {
	var b bytes.Buffer
	tree.WriteBracket(&b, t)
	return strings.TrimSpace(b.String())
}

const walkthroughBracket = "[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"

// entries returns the text fields of the newest dialog.
func (tw *testWindow) entries() []*entry {
	var es []*entry
	for _, o := range test.LaidOutObjects(tw.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*entry); ok {
			es = append(es, e)
		}
	}
	return es
}

// TestInsertAddsAChildReadyForItsValue: Insert adds a child at once, in
// one undoable step, and selects it: the value typed next goes into it;
// a value that is not a number keeps the field open and the node as it
// was; Escape leaves it.
func TestInsertAddsAChildReadyForItsValue(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "d")
	w.key(fyne.KeyInsert, 1)
	if got := bracketOf(w.s.Doc().Tree); !strings.HasPrefix(got, "[[[[3,17,0]") || w.dialogTitles() != "" || w.s.Doc().Tree.Name(w.s.Selected()) != "d3" {
		t.Fatalf("Insert at d: %s, dialogs %q, selected %s", got, w.dialogTitles(), w.s.Doc().Tree.Name(w.s.Selected()))
	}
	w.typeText("-")
	w.key(fyne.KeyReturn, 1)
	if !w.edit.cell.isOpen() || !strings.Contains(w.status.label.Text, `value of d3: "-" is not a number`) || !strings.HasPrefix(bracketOf(w.s.Doc().Tree), "[[[[3,17,0]") {
		t.Fatalf("a lone minus: open %v, status %q, tree %s", w.edit.cell.isOpen(), w.status.label.Text, bracketOf(w.s.Doc().Tree))
	}
	w.key(fyne.KeyEscape, 1)
	if w.edit.cell.isOpen() || w.win.Canvas().Focused() != nil || w.s.UndoName() != "edit.add_child" {
		t.Fatalf("Escape: open %v, focused %T, undo %q", w.edit.cell.isOpen(), w.win.Canvas().Focused(), w.s.UndoName())
	}
	w.typeText("9")
	w.key(fyne.KeyReturn, 1)
	if got := bracketOf(w.s.Doc().Tree); !strings.HasPrefix(got, "[[[[3,17,9]") || w.edit.cell.isOpen() || w.s.Doc().Tree.Name(w.s.Selected()) != "d3" {
		t.Fatalf("9 and Enter: %s, open %v", got, w.edit.cell.isOpen())
	}
	if !w.s.Doc().Dirty || !strings.Contains(w.win.Title(), "●") || menuItem(t, w.Window, "Edit", "Undo Value of d3") == nil {
		t.Error("the edit is not marked unsaved")
	}
	w.shortcut(t, &fyne.ShortcutUndo{})
	w.shortcut(t, &fyne.ShortcutUndo{})
	if got := bracketOf(w.s.Doc().Tree); got != walkthroughBracket {
		t.Errorf("two undos after Insert and a value: %s", got)
	}
}

func TestUndoAndRedoKeys(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "d")
	w.key(fyne.KeyDelete, 1)
	if got := bracketOf(w.s.Doc().Tree); got != "[[[[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
		t.Fatalf("after Delete: %s", got)
	}
	w.shortcut(t, &fyne.ShortcutUndo{}) // Ctrl+Z
	if got := bracketOf(w.s.Doc().Tree); got != walkthroughBracket || menuItem(t, w.Window, "Edit", "Redo Delete Subtree").Disabled {
		t.Fatalf("after Ctrl+Z: %s", got)
	}
	w.shortcut(t, &fyne.ShortcutRedo{}) // Ctrl+Y
	if got := bracketOf(w.s.Doc().Tree); got == walkthroughBracket {
		t.Error("Ctrl+Y did not redo")
	}
	w.shortcut(t, &fyne.ShortcutUndo{})
	w.shortcut(t, custom(fyne.KeyZ, ctrl|shift))
	if got := bracketOf(w.s.Doc().Tree); got == walkthroughBracket {
		t.Error("Ctrl+Shift+Z did not redo")
	}
	// Over a dialog the keys are the dialog's.
	w.key(fyne.KeyF1, 1)
	if w.keys.shortcut(&fyne.ShortcutUndo{}) {
		t.Error("Ctrl+Z undid an edit behind a dialog")
	}
}

func TestEditingShortcuts(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "c")
	w.shortcut(t, custom(fyne.KeyRight, ctrl)) // c after f
	if got := bracketOf(w.s.Doc().Tree); got != "[[[[15],[1,20]],[[3,17],[2,12]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" || w.s.Doc().Tree.Name(w.s.Selected()) != "c" {
		t.Fatalf("Ctrl+Right: %s", got)
	}
	w.selectLabel(t, "g")
	w.shortcut(t, &fyne.ShortcutPaste{Secondary: true}) // Shift+Insert: a sibling after g
	if got := bracketOf(w.s.Doc().Tree); !strings.HasPrefix(got, "[[[[15],0,[1,20]]") || w.dialogTitles() != "" || w.s.Doc().Tree.Name(w.s.Selected()) != "f1" {
		t.Errorf("Shift+Insert: %s, dialogs %q, selected %s", got, w.dialogTitles(), w.s.Doc().Tree.Name(w.s.Selected()))
	}
	before := bracketOf(w.s.Doc().Tree)
	w.shortcut(t, &fyne.ShortcutPaste{}) // Ctrl+V, nothing on the clipboard
	if bracketOf(w.s.Doc().Tree) != before || !strings.Contains(w.status.label.Text, "the clipboard holds no text") {
		t.Errorf("Ctrl+V with nothing to paste: %s, %q", bracketOf(w.s.Doc().Tree), w.status.label.Text)
	}
	w.shortcut(t, custom(fyne.KeyR, ctrl))
	if w.s.Trace().Kinds[tree.Root] != tree.Min {
		t.Error("Ctrl+R did not flip the root")
	}
	w.key(fyne.KeyReturn, 1)
	if !strings.HasPrefix(w.dialogTitles(), "Edit ") {
		t.Errorf("Enter opened %q", w.dialogTitles())
	}
}

func TestOrderingChangesThePruning(t *testing.T) {
	w := newTestWindow(t)
	w.docs.openSample("aima-fig5-2-worst-first")
	if got := w.s.Trace().Stats.LeavesEvaluated; got != 9 {
		t.Fatalf("worst-first sample: %d leaves evaluated", got)
	}
	w.shortcut(t, custom(fyne.KeyB, ctrl)) // best first, whole tree
	if got := w.s.Trace().Stats.LeavesEvaluated; got != 5 || bracketOf(w.s.Doc().Tree) != "[[3,8,12],[2,4,6],[2,5,14]]" {
		t.Errorf("best-first: %d leaves, %s", got, bracketOf(w.s.Doc().Tree))
	}
}

func TestEditedTreeSavesAndOpensAgain(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "e1")
	w.edit.editNodeDialog()
	es := w.entries()
	es[0].SetText("ș-leaf")
	es[1].SetText("-2.5")
	es[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	w.selectLabel(t, "b")
	w.edit.editNodeDialog()
	w.entries()[1].SetText("4")
	w.entries()[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	want := canonical(t, w.s.Doc().Tree)
	if !strings.Contains(want, `"ș-leaf"`) || !strings.Contains(want, `"estimate":4`) {
		t.Fatalf("edits not applied:\n%s", want)
	}
	path := filepath.Join(t.TempDir(), "edited.json")
	w.s.Saved(path, "edited.json", tree.FormatJSON)
	w.docs.save(nil)
	if w.s.Doc().Dirty || strings.Contains(w.win.Title(), "●") {
		t.Error("still marked unsaved after saving")
	}
	w.docs.openSample("aima-fig5-2")
	w.docs.openPath(path)
	if got := canonical(t, w.s.Doc().Tree); got != want || w.s.Doc().Name != "edited.json" {
		t.Errorf("reopened tree differs:\n%s", got)
	}
}

func canonical(t *testing.T, tr *tree.Tree) string {
	t.Helper()
	var b bytes.Buffer
	if err := tree.WriteJSON(&b, tr); err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(b.String()), "")
}

func TestGeneratedTrees(t *testing.T) {
	w := newTestWindow(t)
	doc := func(t *tree.Tree, err error) (session.Document, error) {
		if err != nil {
			return session.Document{}, err
		}
		return session.Document{Tree: t, Name: t.Title, Format: tree.FormatJSON}, nil
	}
	w.edit.generate("random tree", func() (session.Document, error) {
		return doc(tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 4, Low: -5, High: 5, Seed: 11}, tree.MaxNodes))
	})
	if d := w.s.Doc(); !strings.HasPrefix(d.Tree.Title, "Random tree") || d.Dirty || w.s.Trace().Tree != d.Tree {
		t.Errorf("random tree: %q, unsaved %v", d.Tree.Title, d.Dirty)
	}
	w.edit.generate("game tree", func() (session.Document, error) {
		return doc(games.Build(games.Spec{Game: games.TicTacToe, Position: "XX.OO...."}, tree.MaxNodes))
	})
	if w.s.Doc().Tree.Game != games.TicTacToe || w.s.Trace().Value != 1 {
		t.Fatalf("game tree: %q, value %v", w.s.Doc().Tree.Game, w.s.Trace().Value)
	}
	if !w.side.node.board.Visible() || w.side.node.board.Image.Bounds().Dx() < 90 {
		t.Error("the inspector shows no board for a game position")
	}
	if got := w.side.stats.text(session.RowValue); got != "1 for MAX; MAX plays X c1" {
		t.Errorf("best move named %q", got)
	}
	w.key(fyne.KeyRight, 2) // into the first move: X c1
	if got := w.side.node.text(session.RowMove); got != "X c1" {
		t.Errorf("move %q", got)
	}
	w.docs.openSample("aima-fig5-2")
	if w.side.node.board.Visible() {
		t.Error("a board is shown for a tree that is not a game")
	}
}

func TestNewTreeGrows(t *testing.T) {
	w := newTestWindow(t)
	w.edit.newTree()
	if d := w.s.Doc(); d.Tree.Len() != 1 || d.Name != "untitled" || d.Dirty {
		t.Fatalf("new tree: %d nodes, unsaved %v", d.Tree.Len(), d.Dirty)
	}
	w.key(fyne.KeyInsert, 1) // the root leaf becomes inner with its value below
	w.shortcut(t, &fyne.ShortcutPaste{Secondary: true})
	w.key(fyne.KeyInsert, 1)
	if got := bracketOf(w.s.Doc().Tree); got != "[0,[0]]" {
		t.Errorf("grown tree %s", got)
	}
}

// TestGenerateDialogsRemember: the generate dialogs open with what they
// were last confirmed with (a random tree gets a new seed), and the tree
// they make follows the fields.
func TestGenerateDialogsRemember(t *testing.T) {
	w := newTestWindow(t)
	w.edit.randomTreeDialog()
	es := w.entries()
	if len(es) != 4 || es[0].Text != "2-3" || es[1].Text != "4" {
		t.Fatalf("random tree dialog: %d fields, first %q", len(es), es[0].Text)
	}
	if w.win.Canvas().Focused() != es[0] || es[0].SelectedText() != "2-3" {
		t.Error("the first field is not focused and selected")
	}
	es[1].MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	if w.win.Canvas().Focused() != es[1] || es[1].SelectedText() != "" {
		t.Errorf("a click in a field selected %q", es[1].SelectedText())
	}
	w.win.Canvas().FocusNext()
	if w.win.Canvas().Focused() != es[2] || es[2].SelectedText() != es[2].Text {
		t.Error("Tab into a field does not select its text")
	}
	es[0].SetText("3")
	es[1].SetText("2")
	es[2].SetText("0..9")
	es[3].SetText("5")
	es[1].OnSubmitted(es[1].Text)
	if d := w.s.Doc(); d.Tree.Len() != 13 || w.dialogTitles() != "" {
		t.Fatalf("random tree of %d nodes, dialogs %q", d.Tree.Len(), w.dialogTitles())
	}
	w.edit.randomTreeDialog()
	es = w.entries()
	if es[0].Text != "3" || es[1].Text != "2" || es[2].Text != "0..9" {
		t.Errorf("random tree dialog forgot: %q %q %q", es[0].Text, es[1].Text, es[2].Text)
	}
	w.key(fyne.KeyEscape, 1)

	w.edit.gameTreeDialog()
	es = w.entries()
	if len(es) != 2 || es[0].Text != "1,2,3" {
		t.Fatalf("game tree dialog: %d fields", len(es))
	}
	es[0].SetText("2,2")
	es[0].OnSubmitted(es[0].Text)
	if d := w.s.Doc(); d.Tree.Game != games.Nim || w.dialogTitles() != "" {
		t.Fatalf("game tree %q, dialogs %q", d.Tree.Game, w.dialogTitles())
	}
	w.edit.gameTreeDialog()
	if es = w.entries(); es[0].Text != "2,2" || w.win.Canvas().Focused() != es[0] {
		t.Errorf("game tree dialog forgot the heaps: %q", es[0].Text)
	}
}

// TestNewTreeFromTextReadsDOT: File › New Tree from Text reads what Open
// reads: DOT too.
func TestNewTreeFromTextReadsDOT(t *testing.T) {
	w := newTestWindow(t)
	w.edit.showTextDialog("digraph { a -> b; a -> c; b [label=3]; c [label=-5] }", "")
	for _, b := range overlayObjects[*widget.Button](w) {
		if b.Text == "Create" {
			test.Tap(b)
		}
	}
	if d := w.s.Doc(); d.Tree.Len() != 3 || !d.Dirty || w.dialogTitles() != "" {
		t.Fatalf("a DOT tree typed in: %d nodes, dialogs %q", d.Tree.Len(), w.dialogTitles())
	}
}

// overlayObjects returns the objects of the newest dialog of type T.
func overlayObjects[T fyne.CanvasObject](tw *testWindow) []T {
	var all []T
	for _, o := range test.LaidOutObjects(tw.win.Canvas().Overlays().Top()) {
		if x, ok := o.(T); ok {
			all = append(all, x)
		}
	}
	return all
}

// TestGameTreeDialogCountsTheNewestFields: a count still running for
// fields typed before is not shown over what the newest fields say (here,
// a mistake, said under its field and not again as the size); the start field follows the game every time, keeping each
// game's start; the depth Reversi needs goes away with it.
func TestGameTreeDialogCountsTheNewestFields(t *testing.T) {
	w := newTestWindow(t)
	var queued []func()
	w.bg.async = func(f func()) { queued = append(queued, f) }
	w.edit.gameTreeDialog()
	es := w.entries()
	start, depth := es[0], es[1]
	var size *widget.Label
	for _, l := range overlayObjects[*widget.Label](w) {
		if l.Text == "counting…" {
			size = l
		}
	}
	if size == nil {
		t.Fatal("no size line in the Game Tree dialog")
	}
	for _, f := range queued {
		f()
	}
	queued = nil
	if !strings.HasSuffix(size.Text, " nodes") {
		t.Fatalf("size of Nim 1,2,3: %q", size.Text)
	}
	start.SetText("1,2,3,4")
	start.SetText("1,2,3,4,5")
	start.SetText("1,2,x")
	// What is wrong is said under the field, once: the size says none.
	if err := start.Validate(); size.Text != "—" || err == nil || !strings.Contains(w.lang().Error(err), "x") {
		t.Fatalf("heaps 1,2,x: size %q, the field says %v", size.Text, err)
	}
	for _, f := range queued {
		f() // the counts of 1,2,3,4 and 1,2,3,4,5 finish now
	}
	if size.Text != "—" {
		t.Errorf("an older count replaced the size of the newest heaps, none: %q", size.Text)
	}
	label := func() string {
		for _, r := range overlayObjects[*widget.RichText](w) {
			if txt := r.String(); txt == "Heaps" || txt == "Start position" {
				return txt
			}
		}
		return ""
	}
	if start.Disabled() || label() != "Heaps" {
		t.Errorf("Nim: start disabled %v, labelled %q", start.Disabled(), label())
	}
	start.SetText("2,2")
	sel := overlayObjects[*routedSelect](w)[0]
	for i := range 3 { // as often as a teacher switches back and forth
		sel.SetSelectedIndex(1)
		if start.Disabled() || label() != "Start position" || start.Text != []string{"", "X.O......"}[min(i, 1)] || start.PlaceHolder == "" {
			t.Fatalf("tic-tac-toe after Nim: disabled %v, %q holding %q", start.Disabled(), label(), start.Text)
		}
		start.SetText("X.O......")
		sel.SetSelectedIndex(0)
		if start.Disabled() || label() != "Heaps" || start.Text != "2,2" {
			t.Fatalf("Nim after tic-tac-toe: disabled %v, %q holding %q", start.Disabled(), label(), start.Text)
		}
	}
	depth.SetText("0")
	sel.SetSelectedIndex(2)
	if !start.Disabled() || start.Text != "" || depth.Text != "4" {
		t.Errorf("Reversi: start disabled %v holding %q, depth %q", start.Disabled(), start.Text, depth.Text)
	}
	sel.SetSelectedIndex(1)
	if start.Disabled() || start.Text != "X.O......" || depth.Text != "0" {
		t.Errorf("tic-tac-toe after Reversi: disabled %v holding %q, depth %q", start.Disabled(), start.Text, depth.Text)
	}
	// What Generate builds is the game shown, from the start shown.
	start.OnSubmitted(start.Text)
	for _, f := range queued {
		f()
	}
	if g := w.s.Generators().Game; g.Game != 1 || g.Position != "X.O......" || g.Heaps != "2,2" {
		t.Errorf("remembered %+v", g)
	}
}

// TestChanceDialogKeepsWhatWasTyped: made a chance node, probabilities
// that do not add up to 1 are flagged under their field and Enter applies
// nothing (the dialog stays, with what was typed); corrected, they apply.
func TestChanceDialogKeepsWhatWasTyped(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "c") // two children, d and e
	w.edit.editNodeDialog()
	kinds := overlayObjects[*routedSelect](w)
	kinds[0].SetSelectedIndex(int(tree.Chance))
	es := w.entries()
	chances := es[2]
	chances.SetText("0.5, 0.6")
	chances.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if err := chances.Validate(); err == nil || !strings.Contains(err.Error(), "add up to 1.1") || w.dialogTitles() == "" {
		t.Fatalf("0.5, 0.6: %v, dialogs %q", err, w.dialogTitles())
	}
	if w.s.Doc().Tree.HasChance() {
		t.Fatal("applied with probabilities adding up to 1.1")
	}
	chances.SetText("1/3, 2/3")
	chances.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tr := w.s.Doc().Tree
	c := tr.Nodes[tree.Root].Children[0]
	c = tr.Nodes[c].Children[0]
	if tr.Nodes[c].Kind != tree.Chance || w.dialogTitles() != "" {
		t.Fatalf("1/3, 2/3: kind %v, dialogs %q", tr.Nodes[c].Kind, w.dialogTitles())
	}
	if p := tr.Probability(tr.Nodes[c].Children[1]); math.Abs(p-2.0/3) > 1e-12 {
		t.Errorf("the second child's probability %v", p)
	}
}

// TestGameTreeDialogReopensAsLeft: reopened with Reversi chosen last
// time, the dialog greys the start field at once (Reversi has its own).
func TestGameTreeDialogReopensAsLeft(t *testing.T) {
	w := newTestWindow(t)
	w.bg.async = func(func()) {}   // no counting
	w.s.Generators().Game.Game = 2 // as a Reversi tree generated before leaves it
	w.edit.gameTreeDialog()
	if start := w.entries()[0]; !start.Disabled() || start.Text != "" {
		t.Errorf("Reversi again: start disabled %v, holding %q", start.Disabled(), start.Text)
	}
}

// TestGameTreeDialogWaitsForATree: a position that cannot be is flagged
// under its field and Generate waits (it closed the dialog to say so in a
// box); a depth that is no number, under the depth.
func TestGameTreeDialogWaitsForATree(t *testing.T) {
	w := newTestWindow(t)
	w.bg.async = func(func()) {}
	w.edit.gameTreeDialog()
	overlayObjects[*routedSelect](w)[0].SetSelectedIndex(1)
	es := w.entries()
	start, depth := es[0], es[1]
	start.SetText("x.o")
	if err := start.Validate(); err == nil || depth.Validate() != nil {
		t.Fatalf("x.o: start %v, depth %v", err, depth.Validate())
	}
	start.OnSubmitted(start.Text)
	if w.dialogTitles() != "Generate a Game Tree" {
		t.Fatalf("Enter on x.o: dialogs %q", w.dialogTitles())
	}
	start.SetText("X.O......")
	depth.SetText("two")
	if depth.Validate() == nil || start.Validate() != nil {
		t.Errorf("depth two: depth %v, start %v", depth.Validate(), start.Validate())
	}
	depth.SetText("1")
	start.OnSubmitted(start.Text)
	if strings.Contains(w.dialogTitles(), "Generate a Game Tree") {
		t.Errorf("X.O...... to depth 1: dialogs %q", w.dialogTitles())
	}
}
