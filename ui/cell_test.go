package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// runeKeys are the keys Fyne's GLFW driver names for the characters a
// value is typed with; it sends the key, then the character.
var runeKeys = map[rune]fyne.KeyName{'-': fyne.KeyMinus, '.': fyne.KeyPeriod, ' ': fyne.KeySpace}

// typeText types s as the GLFW driver does: each character's key (to the
// focused control, or the canvas), then the character itself.
func (tw *testWindow) typeText(s string) {
	for _, r := range s {
		name, ok := runeKeys[r]
		if r >= '0' && r <= '9' {
			name, ok = fyne.KeyName(string(r)), true
		}
		if ok {
			tw.key(name, 1)
		}
		if f := tw.win.Canvas().Focused(); f != nil {
			f.TypedRune(r)
		} else {
			tw.win.Canvas().OnTypedRune()(r)
		}
	}
}

// TestAIMAFromTheKeyboard: AIMA Figure 5.2 typed into a new tree with the
// cell's keys alone, each step one undo.
func TestAIMAFromTheKeyboard(t *testing.T) {
	w := newTestWindow(t)
	w.edit.newTree()
	w.shortcut(t, custom(fyne.KeyDown, alt)) // the root selected
	var trees []string
	step := func(text string, key fyne.KeyName) {
		t.Helper()
		before := w.s.UndoName()
		w.typeText(text)
		w.key(key, 1)
		got := bracketOf(w.s.Doc().Tree)
		if len(trees) > 0 && got == trees[len(trees)-1] {
			t.Fatalf("%s then %s changed nothing: %s (undo %q before)", text, key, got, before)
		}
		trees = append(trees, got)
	}
	trees = append(trees, bracketOf(w.s.Doc().Tree))
	step("3", fyne.KeyInsert) // a gets b, c, d; b selected
	if !w.edit.cell.isOpen() && w.s.Doc().Tree.Name(w.s.Selected()) != "a1" {
		t.Fatalf("after 3 Insert: selected %s", w.s.Doc().Tree.Name(w.s.Selected()))
	}
	step("3", fyne.KeyInsert)
	for _, v := range []string{"3", "12", "8"} {
		step(v, fyne.KeyTab)
	}
	if c := w.edit.cell; !c.isOpen() || w.s.Doc().Tree.Name(w.s.Selected()) != "a2" || c.field.SelectedText() != "0" {
		t.Fatalf("Tab after the last of a1's leaves: open %v, selected %s, chosen %q", c.isOpen(), w.s.Doc().Tree.Name(w.s.Selected()), c.field.SelectedText())
	}
	step("3", fyne.KeyInsert)
	for _, v := range []string{"2", "4", "6"} {
		step(v, fyne.KeyTab)
	}
	step("3", fyne.KeyInsert)
	step("14", fyne.KeyTab)
	step("5", fyne.KeyTab)
	step("2", fyne.KeyReturn)
	if got := bracketOf(w.s.Doc().Tree); got != "[[3,12,8],[2,4,6],[14,5,2]]" || w.edit.cell.isOpen() {
		t.Fatalf("typed: %s, open %v", got, w.edit.cell.isOpen())
	}
	if v := w.s.Trace().Value; v != 3 {
		t.Errorf("the typed tree is worth %v, not 3", v)
	}
	for i := len(trees) - 2; i >= 0; i-- {
		w.shortcut(t, &fyne.ShortcutUndo{})
		if got := bracketOf(w.s.Doc().Tree); got != trees[i] {
			t.Fatalf("undo %d: %s, want %s", len(trees)-1-i, got, trees[i])
		}
	}
	if w.s.UndoName() != "" {
		t.Errorf("%d steps undone, still %q to undo", len(trees)-1, w.s.UndoName())
	}
}

// TestDigitsKeepTheirKeysWithNothingSelected: 0 fits the tree and −
// zooms out unless a node is selected, and presenter mode never types.
func TestDigitsKeepTheirKeysWithNothingSelected(t *testing.T) {
	w := newTestWindow(t)
	w.canvas.ZoomBy(2)
	w.typeText("0")
	if w.edit.cell.isOpen() || !w.canvas.cam.Fitted {
		t.Fatalf("0 with nothing selected: open %v, fitted %v", w.edit.cell.isOpen(), w.canvas.cam.Fitted)
	}
	w.selectLabel(t, "d")
	w.typeText("0")
	if !w.edit.cell.isOpen() || w.edit.cell.field.Text != "0" || w.win.Canvas().Focused() != w.edit.cell.field {
		t.Fatalf("0 at d: open %v, text %q", w.edit.cell.isOpen(), w.edit.cell.field.Text)
	}
	w.key(fyne.KeyEscape, 1)
	if w.edit.cell.isOpen() || w.s.UndoName() != "" || bracketOf(w.s.Doc().Tree) != walkthroughBracket {
		t.Fatalf("Escape: open %v, undo %q", w.edit.cell.isOpen(), w.s.UndoName())
	}
	w.layout.present.toggle()
	w.selectLabel(t, "d")
	w.typeText("5")
	if w.edit.cell.isOpen() {
		t.Error("presenter mode typed a value")
	}
}

// TestChildrenFromTheEditMenu: Edit › Add Children… asks in the field
// over the node; a number out of range is refused, saying so.
func TestChildrenFromTheEditMenu(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "d")
	menuItem(t, w.Window, "Edit", "Add Children…").Action()
	if !w.edit.cell.isOpen() || !w.edit.cell.children || !strings.Contains(w.status.label.Text, "How many children for d?") {
		t.Fatalf("Add Children…: open %v, status %q", w.edit.cell.isOpen(), w.status.label.Text)
	}
	w.typeText("0")
	w.key(fyne.KeyReturn, 1)
	if !w.edit.cell.isOpen() || !strings.Contains(w.status.label.Text, `a whole number from 1 to 100, not "0"`) {
		t.Fatalf("0 children: open %v, status %q", w.edit.cell.isOpen(), w.status.label.Text)
	}
	w.typeText("2")
	w.key(fyne.KeyReturn, 1)
	if got := bracketOf(w.s.Doc().Tree); !strings.HasPrefix(got, "[[[[3,17,0,0]") || w.s.Doc().Tree.Name(w.s.Selected()) != "d3" {
		t.Errorf("2 children: %s, selected %s", got, w.s.Doc().Tree.Name(w.s.Selected()))
	}
}

// TestPastingASubtree: Ctrl+V replaces the selected subtree with the
// bracket text on the clipboard; a mistake says where it is.
func TestPastingASubtree(t *testing.T) {
	w := newTestWindow(t)
	w.selectLabel(t, "d")
	w.app.Clipboard().SetContent("[1, [2")
	w.shortcut(t, &fyne.ShortcutPaste{})
	if bracketOf(w.s.Doc().Tree) != walkthroughBracket || !strings.Contains(w.status.label.Text, "line 1, column 7") {
		t.Fatalf("a list not closed: %s, %q", bracketOf(w.s.Doc().Tree), w.status.label.Text)
	}
	w.app.Clipboard().SetContent("[1, [2, 5]]")
	w.shortcut(t, &fyne.ShortcutPaste{})
	if got := bracketOf(w.s.Doc().Tree); !strings.HasPrefix(got, "[[[[1,[2,5]],[2,12]]") || w.s.Doc().Tree.Name(w.s.Selected()) != "d" {
		t.Fatalf("pasted at d: %s", got)
	}
	w.shortcut(t, &fyne.ShortcutUndo{})
	if got := bracketOf(w.s.Doc().Tree); got != walkthroughBracket {
		t.Errorf("one undo after the paste: %s", got)
	}
}
