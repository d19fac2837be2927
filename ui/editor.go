package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/internal/treefile"
)

// edited shows the result of an edit: a new search of the edited tree,
// the title's unsaved mark and the Edit menu's names; an edit that did not
// fit says why in the status line.
func (w *Window) edited(r session.Request, err error) bool {
	w.canvas.cell.cancel() // typed at a node the edit may move
	if err != nil {
		w.say(w.lang().Error(err))
		return false
	}
	w.playback.pause()
	w.stopPractice() // the sheet's nodes are the tree's before the edit
	w.run(r)
	w.updateTitle()
	w.refreshEdit()
	return true
}

func (w *Window) undo() { w.edited(w.s.Undo()) }
func (w *Window) redo() { w.edited(w.s.Redo()) }

// addChild adds a leaf under the selected node (or the node edits act
// on) and selects it, ready for its value: typing goes straight into it
// (see cell). One undoable step.
func (w *Window) addChild() { w.edited(w.s.AddChildren(1)) }

// addSibling adds a leaf after the selected node and selects it, ready
// for its value, so Shift+Insert again adds the one after.
func (w *Window) addSibling() {
	_, f, err := w.s.NewSibling()
	if err != nil {
		w.say(w.lang().Error(err))
		return
	}
	w.edited(w.s.AddSibling(f))
}

// addChildren asks, in the field over the node, how many children to
// give it (Edit › Add Children…; typing the number then Insert does the
// same).
func (w *Window) addChildren() { w.canvas.cell.askChildren() }

// pasteSubtree replaces the selected subtree with the tree in bracket
// notation on the clipboard, in one undoable step; text that is not one
// changes nothing, and the status line says where the mistake is.
func (w *Window) pasteSubtree() {
	w.edited(w.s.PasteSubtree(w.app.Clipboard().Content()))
}

func (w *Window) deleteSubtree()      { w.edited(w.s.Delete()) }
func (w *Window) moveChild(by int)    { w.edited(w.s.MoveChild(by)) }
func (w *Window) setKind(k tree.Kind) { w.edited(w.s.SetKind(k)) }
func (w *Window) flipRoot()           { w.edited(w.s.FlipRoot()) }
func (w *Window) order(best bool)     { w.edited(w.s.Order(best)) }
func (w *Window) relabel()            { w.edited(w.s.Relabel()) }

// editNodeDialog edits the selected node (or the current one).
func (w *Window) editNodeDialog() {
	p := w.s.Target()
	f, ok := w.s.Fields(p)
	if !ok {
		return
	}
	w.nodeDialog(w.lang().T("editor.edit_node", "Node", f.Label), w.lang().T("button.apply"), p, f, func(f session.NodeFields) (session.Request, bool, error) {
		return w.s.EditNode(p, f)
	})
}

// inLang makes a field's check say its problems in the window's
// language (Fyne shows the error's own text under the field).
func (w *Window) inLang(check func(string) error) func(string) error {
	return func(s string) error {
		if err := check(s); err != nil {
			return errors.New(w.lang().Error(err))
		}
		return nil
	}
}

// nodeDialog asks for the name, value or estimate, kind and move of a node
// (the one at p, or the one about to be added there), then applies them.
// The value is focused and selected, so typing replaces it; a value that
// is not a number (probabilities that do not add up to 1, …) says so under
// the field and keeps the dialog open; an edit the tree refuses opens it
// again with what was typed; Enter applies from any field, Escape cancels.
func (w *Window) nodeDialog(title, confirm string, p tree.Path, f session.NodeFields, apply func(session.NodeFields) (session.Request, bool, error)) {
	l := w.lang()
	name, value, move := newEntry(w.keys), newEntry(w.keys), newEntry(w.keys)
	name.SetText(f.Label)
	value.SetText(f.Value)
	move.SetText(f.Move)
	name.Validator = w.inLang(func(s string) error { return w.s.CheckName(s, f.Label) })
	move.Validator = w.inLang(func(s string) error { return session.CheckText(s, "move") })
	valueLabel := l.T("editor.value")
	id, err := w.s.Doc().Tree.At(p)
	estimate := err == nil && !w.s.Doc().Tree.Nodes[id].IsLeaf()
	value.Validator = w.inLang(func(s string) error { return session.CheckValue(s, estimate) })
	if estimate {
		valueLabel = l.T("editor.estimate")
		value.SetPlaceHolder(l.T("editor.estimate_none"))
	}
	// The probabilities of the children: for an inner node made a chance
	// node (the field greys out for the others).
	chances := newEntry(w.keys)
	chances.SetText(f.Chances)
	chances.SetPlaceHolder(l.T("editor.chances_hint"))
	kids := 0
	if err == nil {
		kids = len(w.s.Doc().Tree.Nodes[id].Children)
	}
	chances.Validator = w.inLang(func(s string) error { _, err := session.ParseChances(s, kids); return err })
	kind := newChoice(w.keys, []string{l.T("menu.alternate"), "MAX", "MIN", l.T("menu.chance")})
	kind.OnChanged = func(string) {
		if tree.Kind(kind.SelectedIndex()) == tree.Chance && kids > 0 {
			chances.Enable()
		} else {
			chances.Disable()
		}
	}
	kind.SetSelectedIndex(int(f.Kind))
	d := dialog.NewForm(title, confirm, l.T("button.cancel"), []*widget.FormItem{
		widget.NewFormItem(l.T("editor.name"), name),
		widget.NewFormItem(valueLabel, value),
		widget.NewFormItem(l.T("editor.who_moves"), kind),
		widget.NewFormItem(l.T("editor.chances"), chances),
		widget.NewFormItem(l.T("editor.move"), move),
	}, func(ok bool) {
		if !ok {
			return
		}
		typed := session.NodeFields{Label: name.Text, Value: value.Text, Kind: tree.Kind(kind.SelectedIndex()), Move: move.Text, Chances: chances.Text}
		r, changed, err := apply(typed)
		switch {
		case err != nil: // asked again with what was typed, under the problem
			w.nodeDialog(title, confirm, p, typed, apply)
			w.showError(err)
		case changed:
			w.edited(r, nil)
		}
	}, w.win)
	submit := func() { // only fields that pass their checks; the Add button greys out too
		for _, e := range []*entry{name, value, move, chances} {
			if e.Validate() != nil && (e != chances || !chances.Disabled()) {
				return
			}
		}
		d.Submit()
	}
	for _, e := range []*entry{name, value, move, chances} {
		e.OnSubmitted = func(string) { submit() }
	}
	d.Resize(fyne.NewSize(520, 370))
	w.dialogs.showChoice(title, d, submit)
	w.focusField(value)
}

// newTree starts a tree of one leaf to grow with Insert; nothing is
// unsaved until it is edited.
func (w *Window) newTree() {
	w.confirmDiscard(func() {
		w.open(session.Document{Tree: tree.New(tree.Node{Label: "a", Value: 0, HasValue: true}), Name: w.lang().T("doc.untitled"), Format: tree.FormatJSON})
		w.hintNewTree()
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
	l := w.lang()
	items := []*widget.FormItem{widget.NewFormItem(l.T("editor.tree"), entry)}
	if problem != "" {
		msg := widget.NewLabel(problem)
		msg.Wrapping = fyne.TextWrapWord
		msg.Importance = widget.DangerImportance
		items = append(items, widget.NewFormItem(l.T("editor.problem"), msg))
	}
	d := dialog.NewForm(l.T("editor.from_text"), l.T("button.create"), l.T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		t, format, err := treefile.Read([]byte(entry.Text), "", tree.MaxNodes) // JSON, brackets or DOT
		if err != nil {
			w.showTextDialog(entry.Text, l.Error(err))
			return
		}
		w.open(session.Document{Tree: t, Name: l.T("doc.untitled"), Format: format, Dirty: true})
	}, w.win)
	d.Resize(fyne.NewSize(620, 420))
	w.dialogs.showForm(l.T("editor.from_text"), d)
	w.win.Canvas().Focus(entry)
}
