package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/session"
	"gametree/tree"
)

// edited shows the result of an edit: a new search of the edited tree,
// the title's unsaved mark and the Edit menu's names; an edit that did not
// fit says why in the status line.
func (w *Window) edited(r session.Request, err error) bool {
	if err != nil {
		w.say("%v", err)
		return false
	}
	w.playback.pause()
	w.run(r)
	w.updateTitle()
	w.menus.refreshEdit()
	return true
}

func (w *Window) undo() { w.edited(w.s.Undo()) }
func (w *Window) redo() { w.edited(w.s.Redo()) }

// addChild adds a leaf under the selected node (which stays selected, so
// Insert again adds the next one) and asks for its value.
func (w *Window) addChild() {
	r, added, err := w.s.AddChild()
	if w.edited(r, err) {
		w.nodeDialog(added, true)
	}
}

// addSibling adds a leaf after the selected node, selects it (so Shift+
// Insert again adds the one after) and asks for its value.
func (w *Window) addSibling() {
	r, added, err := w.s.AddSibling()
	if w.edited(r, err) {
		w.nodeDialog(added, true)
	}
}

func (w *Window) deleteSubtree()      { w.edited(w.s.Delete()) }
func (w *Window) moveChild(by int)    { w.edited(w.s.MoveChild(by)) }
func (w *Window) setKind(k tree.Kind) { w.edited(w.s.SetKind(k)) }
func (w *Window) flipRoot()           { w.edited(w.s.FlipRoot()) }
func (w *Window) order(best bool)     { w.edited(w.s.Order(best)) }
func (w *Window) relabel()            { w.edited(w.s.Relabel()) }

// editNodeDialog edits the selected node (or the current one).
func (w *Window) editNodeDialog() { w.nodeDialog(w.s.Target(), false) }

// nodeDialog edits the name, value or estimate, kind and move of the node
// at p in one undoable step. The value is focused and selected, so typing
// replaces it; Enter applies from any field. fresh names a leaf just added.
func (w *Window) nodeDialog(p tree.Path, fresh bool) {
	f, ok := w.s.Fields(p)
	if !ok {
		return
	}
	name, value, move := newEntry(w.keys), newEntry(w.keys), newEntry(w.keys)
	name.SetText(f.Label)
	value.SetText(f.Value)
	move.SetText(f.Move)
	valueLabel := "Value"
	if id, err := w.s.Doc().Tree.At(p); err == nil && !w.s.Doc().Tree.Nodes[id].IsLeaf() {
		valueLabel = "Estimate"
		value.SetPlaceHolder("none (used only at a depth limit)")
	}
	kind := widget.NewSelect([]string{"Alternate with the parent", "MAX", "MIN"}, nil)
	kind.SetSelectedIndex(int(f.Kind))
	title, confirm := "Edit "+f.Label, "Apply"
	if fresh {
		title, confirm = "New leaf "+f.Label, "Add"
	}
	d := dialog.NewForm(title, confirm, "Cancel", []*widget.FormItem{
		widget.NewFormItem("Name", name),
		widget.NewFormItem(valueLabel, value),
		widget.NewFormItem("Who moves", kind),
		widget.NewFormItem("Move from the parent", move),
	}, func(ok bool) {
		if !ok {
			return
		}
		r, changed, err := w.s.EditNode(p, session.NodeFields{Label: name.Text, Value: value.Text,
			Kind: tree.Kind(kind.SelectedIndex()), Move: move.Text})
		switch {
		case err != nil:
			w.showError(err)
		case changed:
			w.edited(r, nil)
		}
	}, w.win)
	for _, e := range []*entry{name, value, move} {
		e.OnSubmitted = func(string) { d.Submit() }
	}
	d.Resize(fyne.NewSize(480, 300))
	w.dialogs.showForm(title, d)
	w.win.Canvas().Focus(value)
	value.TypedShortcut(&fyne.ShortcutSelectAll{}) // typing replaces the value
}

// newTree starts a tree of one leaf to grow with Insert; nothing is
// unsaved until it is edited.
func (w *Window) newTree() {
	w.confirmDiscard(func() {
		w.open(session.Document{Tree: tree.New(tree.Node{Label: "a", Value: 0, HasValue: true}), Name: "untitled", Format: tree.FormatJSON})
	})
}

// newFromTextDialog makes a tree from text typed or pasted in: bracket
// notation or gametree JSON. A mistake keeps the dialog open with the
// text, saying where the mistake is.
func (w *Window) newFromTextDialog() {
	w.confirmDiscard(func() { w.showTextDialog("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "") })
}

func (w *Window) showTextDialog(text, problem string) {
	entry := newEntry(w.keys)
	entry.MultiLine, entry.Wrapping = true, fyne.TextWrapWord
	entry.SetText(text)
	entry.SetMinRowsVisible(8)
	entry.TextStyle.Monospace = true
	items := []*widget.FormItem{widget.NewFormItem("Tree", entry)}
	if problem != "" {
		msg := widget.NewLabel(problem)
		msg.Wrapping = fyne.TextWrapWord
		msg.Importance = widget.DangerImportance
		items = append(items, widget.NewFormItem("Problem", msg))
	}
	d := dialog.NewForm("New Tree from Text", "Create", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		t, err := tree.Read([]byte(entry.Text))
		if err != nil {
			w.showTextDialog(entry.Text, err.Error())
			return
		}
		w.open(session.Document{Tree: t, Name: "untitled", Format: tree.Detect([]byte(entry.Text)), Dirty: true})
	}, w.win)
	d.Resize(fyne.NewSize(620, 420))
	w.dialogs.showForm("New Tree from Text", d)
	w.win.Canvas().Focus(entry)
}
