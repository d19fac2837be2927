package ui

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"gametree/games"
	"gametree/tree"
)

func (tw *testWindow) selectLabel(t *testing.T, label string) {
	t.Helper()
	for i, n := range tw.doc.tree.Nodes {
		if n.Label == label {
			tw.selectNode(tree.NodeID(i))
			return
		}
	}
	t.Fatalf("no node %s", label)
}

// shortcut runs what the window bound to a key combination.
func (tw *testWindow) shortcut(key fyne.KeyName, mods fyne.KeyModifier) {
	name := (&desktop.CustomShortcut{KeyName: key, Modifier: mods}).ShortcutName()
	action, ok := tw.bindings[name]
	if !ok {
		panic("no binding for " + name)
	}
	action()
}

func bracketOf(t *tree.Tree) string {
	var b bytes.Buffer
	tree.WriteBracket(&b, t)
	return strings.TrimSpace(b.String())
}

const walkthroughBracket = "[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]"

func TestEditingWithKeysUndoAndRedo(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "d")
	w.key(fyne.KeyInsert, 1)
	if got := bracketOf(w.doc.tree); got != "[[[[3,17,0],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
		t.Fatalf("after Insert: %s", got)
	}
	if w.doc.tree.Nodes[w.selected].Label != "d3" || !w.doc.dirty || !strings.Contains(w.win.Title(), "●") {
		t.Errorf("selected %s, dirty %v, title %q", w.doc.tree.Nodes[w.selected].Label, w.doc.dirty, w.win.Title())
	}
	if w.trace.Tree != w.doc.tree || w.step != 0 {
		t.Error("the search did not run again on the edited tree")
	}
	if w.undoItem.Label != "Undo Add Child" || w.undoItem.Disabled {
		t.Errorf("undo item %q", w.undoItem.Label)
	}
	w.key(fyne.KeyDelete, 1) // deletes d3 again
	if got := bracketOf(w.doc.tree); got != walkthroughBracket {
		t.Fatalf("after Delete: %s", got)
	}
	w.shortcut(fyne.KeyZ, ctrl) // undo the delete
	w.shortcut(fyne.KeyZ, ctrl) // undo the insert
	if got := bracketOf(w.doc.tree); got != walkthroughBracket || w.undoItem.Label != "Undo" || !w.undoItem.Disabled {
		t.Fatalf("after two undos: %s, %q", got, w.undoItem.Label)
	}
	w.shortcut(fyne.KeyZ, ctrl|fyne.KeyModifierShift)
	if !strings.Contains(bracketOf(w.doc.tree), "[3,17,0]") || w.redoItem.Label != "Redo Delete Subtree" {
		t.Errorf("after redo: %s, %q", bracketOf(w.doc.tree), w.redoItem.Label)
	}
	w.shortcut(fyne.KeyY, ctrl)
	if got := bracketOf(w.doc.tree); got != walkthroughBracket {
		t.Errorf("after Ctrl+Y: %s", got)
	}
}

func TestEditingShortcuts(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "c")
	w.shortcut(fyne.KeyRight, ctrl) // c after f
	if got := bracketOf(w.doc.tree); got != "[[[[15],[1,20]],[[3,17],[2,12]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" || w.doc.tree.Nodes[w.selected].Label != "c" {
		t.Fatalf("Ctrl+Right: %s", got)
	}
	w.selectLabel(t, "g")
	w.shortcut(fyne.KeyInsert, fyne.KeyModifierShift) // a sibling after g
	if got := bracketOf(w.doc.tree); !strings.HasPrefix(got, "[[[[15],0,[1,20]]") {
		t.Errorf("Shift+Insert: %s", got)
	}
	w.shortcut(fyne.KeyR, ctrl)
	if w.trace.Kinds[tree.Root] != tree.Min {
		t.Error("Ctrl+R did not flip the root")
	}
	w.key(fyne.KeyReturn, 1)
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("Enter did not open the node dialog")
	}
}

func TestOrderingChangesThePruning(t *testing.T) {
	w := newTestWindow(t)
	w.openSample("aima-fig5-2-worst-first")
	if got := w.trace.Stats.LeavesEvaluated; got != 9 {
		t.Fatalf("worst-first sample: %d leaves evaluated", got)
	}
	w.shortcut(fyne.KeyB, ctrl) // best first, whole tree
	if got := w.trace.Stats.LeavesEvaluated; got != 5 || bracketOf(w.doc.tree) != "[[3,8,12],[2,4,6],[2,5,14]]" {
		t.Errorf("best-first: %d leaves, %s", got, bracketOf(w.doc.tree))
	}
}

func TestEditedTreeSavesAndOpensAgain(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "e1")
	w.edit(&tree.Batch{Label: "Edit", Edits: []tree.Edit{
		&tree.SetLabel{At: w.target(), Label: "ș-leaf"},
		&tree.SetValue{At: w.target(), Value: -2.5},
	}}, nil)
	w.selectLabel(t, "b")
	w.edit(&tree.SetEstimate{At: w.target(), Estimate: 4}, nil)
	want := canonical(t, w.doc.tree)
	path := filepath.Join(t.TempDir(), "edited.json")
	w.doc.path = path
	w.save()
	if w.doc.dirty || strings.Contains(w.win.Title(), "●") {
		t.Error("still marked unsaved after saving")
	}
	w.openSample("aima-fig5-2")
	w.openPath(path)
	if got := canonical(t, w.doc.tree); got != want || w.doc.name != "edited.json" {
		t.Errorf("reopened tree differs:\n%s", got)
	}
}

func canonical(t *testing.T, tr *tree.Tree) string {
	t.Helper()
	var b bytes.Buffer
	if err := tree.WriteJSON(&b, tr); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestGeneratedTrees(t *testing.T) {
	w := newTestWindow(t)
	w.generate("random tree", func() (*tree.Tree, error) {
		return tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 4, Low: -5, High: 5, Seed: 11}, tree.MaxGenerated)
	})
	if !strings.HasPrefix(w.doc.tree.Title, "Random tree") || !w.doc.dirty || w.trace.Tree != w.doc.tree {
		t.Errorf("random tree not shown: %q", w.doc.tree.Title)
	}
	w.generate("game tree", func() (*tree.Tree, error) {
		return games.Build(games.Spec{Game: games.TicTacToe, Position: "XX.OO...."}, tree.MaxGenerated)
	})
	if w.doc.tree.Game != games.TicTacToe || w.trace.Value != 1 {
		t.Fatalf("game tree: %q, value %v", w.doc.tree.Game, w.trace.Value)
	}
	if !w.inspector.board.Visible() || w.inspector.board.Image.Bounds().Dx() < 100 {
		t.Error("the inspector shows no board for a game position")
	}
	w.key(fyne.KeyRight, 2) // into the first move: X c1
	if got := w.inspector.text("Move"); got != "X c1" {
		t.Errorf("move %q", got)
	}
	w.openSample("aima-fig5-2")
	if w.inspector.board.Visible() {
		t.Error("a board is shown for a tree that is not a game")
	}
}

func TestNewTreeGrows(t *testing.T) {
	w := newTestWindow(t)
	w.newTree()
	if w.doc.tree.Len() != 1 || w.doc.name != "untitled" {
		t.Fatalf("new tree: %d nodes", w.doc.tree.Len())
	}
	w.key(fyne.KeyInsert, 1) // the root leaf becomes inner with its value below
	w.selectNode(tree.None)
	w.key(fyne.KeyInsert, 1)
	if got := bracketOf(w.doc.tree); got != "[0,0]" {
		t.Errorf("grown tree %s", got)
	}
}
