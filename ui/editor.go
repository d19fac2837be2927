package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/tree"
)

// edit applies one edit to the document. The search runs again from step
// 0, the view stays where it is, and the selection moves to select(the
// edited tree) — nil keeps the selected node's path.
func (w *Window) edit(e tree.Edit, selectAfter func(t *tree.Tree) tree.Path) {
	if w.doc.tree == nil {
		return
	}
	var sel tree.Path
	if w.selected != tree.None {
		sel = w.doc.tree.PathOf(w.selected)
	}
	next, err := w.history.Do(w.doc.tree, e)
	if err != nil {
		w.showError(err)
		return
	}
	if selectAfter != nil {
		sel = selectAfter(next)
	}
	w.showEdited(next, sel)
}

// showEdited puts an edited tree on screen, selecting the node at sel.
func (w *Window) showEdited(t *tree.Tree, sel tree.Path) {
	w.pause()
	w.doc.tree = t
	w.doc.dirty = true
	w.selected = tree.None
	if sel != nil {
		if id, err := t.At(sel); err == nil {
			w.selected = id
		}
	}
	w.updateTitle()
	w.updateEditMenu()
	w.refreshDepths()
	w.recompute(true, false, nil)
}

func (w *Window) undo() { w.travel(w.history.Undo) }
func (w *Window) redo() { w.travel(w.history.Redo) }

func (w *Window) travel(step func(*tree.Tree) (*tree.Tree, error)) {
	if w.doc.tree == nil {
		return
	}
	var sel tree.Path
	if w.selected != tree.None {
		sel = w.doc.tree.PathOf(w.selected)
	}
	t, err := step(w.doc.tree)
	if err != nil {
		w.status.SetText(err.Error())
		return
	}
	w.showEdited(t, sel)
}

// target is the node an edit acts on: the selection, or the search's
// current node, or the root.
func (w *Window) target() tree.Path {
	switch {
	case w.selected != tree.None:
		return w.doc.tree.PathOf(w.selected)
	case w.trace != nil && w.trace.Tree == w.doc.tree && w.snapshot().Current() != tree.None:
		return w.doc.tree.PathOf(w.snapshot().Current())
	}
	return tree.Path{}
}

func child(p tree.Path, i int) tree.Path { return append(slices.Clone(p), i) }

func (w *Window) addChild() {
	at := w.target()
	w.edit(&tree.AddChild{At: at}, func(t *tree.Tree) tree.Path {
		id, _ := t.At(at)
		return child(at, len(t.Nodes[id].Children)-1)
	})
}

func (w *Window) addSibling() {
	at := w.target()
	if len(at) == 0 {
		w.status.SetText("The root has no siblings: select another node")
		return
	}
	w.edit(&tree.AddSibling{At: at}, func(*tree.Tree) tree.Path {
		p := slices.Clone(at)
		p[len(p)-1]++
		return p
	})
}

func (w *Window) deleteSubtree() {
	at := w.target()
	if len(at) == 0 {
		w.status.SetText("The root cannot be deleted: start a new tree instead (File, New Tree)")
		return
	}
	w.edit(&tree.Delete{At: at}, func(*tree.Tree) tree.Path { return at[:len(at)-1] })
}

func (w *Window) moveChild(by int) {
	at := w.target()
	if len(at) == 0 {
		return
	}
	w.edit(&tree.MoveChild{At: at, By: by}, func(*tree.Tree) tree.Path {
		p := slices.Clone(at)
		p[len(p)-1] += by
		return p
	})
}

func (w *Window) setKind(k tree.Kind) { w.edit(&tree.SetKind{At: w.target(), Kind: k}, nil) }

func (w *Window) flipRoot() {
	w.edit(&tree.SetRootKind{Kind: w.doc.tree.Kinds(tree.Auto)[tree.Root].Opposite()}, nil)
}

// order orders the selected subtree, or the whole tree with nothing
// selected.
func (w *Window) order(best bool) {
	at := tree.Path{}
	if w.selected != tree.None {
		at = w.doc.tree.PathOf(w.selected)
	}
	w.edit(&tree.Order{At: at, BestFirst: best}, nil)
}

func (w *Window) relabel() { w.edit(&tree.Relabel{}, nil) }

// editNodeDialog edits the name, value or estimate, kind and move of the
// target node in one undoable step.
func (w *Window) editNodeDialog() {
	if w.doc.tree == nil {
		return
	}
	at := w.target()
	id, err := w.doc.tree.At(at)
	if err != nil {
		return
	}
	n := w.doc.tree.Nodes[id]
	name := widget.NewEntry()
	name.SetText(n.Label)
	value := widget.NewEntry()
	valueLabel := "Value"
	switch {
	case n.IsLeaf():
		value.SetText(tree.FormatValue(n.Value))
	case n.HasEstimate:
		valueLabel = "Estimate"
		value.SetText(tree.FormatValue(n.Estimate))
	default:
		valueLabel = "Estimate"
		value.SetPlaceHolder("none (used only at a depth limit)")
	}
	kinds := []string{"Alternate with the parent", "MAX", "MIN"}
	kind := widget.NewSelect(kinds, nil)
	kind.SetSelectedIndex(int(n.Kind))
	move := widget.NewEntry()
	move.SetText(n.Move)
	items := []*widget.FormItem{
		widget.NewFormItem("Name", name),
		widget.NewFormItem(valueLabel, value),
		widget.NewFormItem("Who moves", kind),
		widget.NewFormItem("Move from the parent", move),
	}
	d := dialog.NewForm("Edit "+n.Label, "Apply", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		var edits []tree.Edit
		if name.Text != n.Label {
			edits = append(edits, &tree.SetLabel{At: at, Label: strings.TrimSpace(name.Text)})
		}
		text := strings.TrimSpace(value.Text)
		switch {
		case n.IsLeaf() && text != tree.FormatValue(n.Value):
			v, err := parseNumber(text)
			if err != nil {
				w.showError(fmt.Errorf("value of %s: %w", n.Label, err))
				return
			}
			edits = append(edits, &tree.SetValue{At: at, Value: v})
		case !n.IsLeaf() && text == "" && n.HasEstimate:
			edits = append(edits, &tree.SetEstimate{At: at, Clear: true})
		case !n.IsLeaf() && text != "" && (!n.HasEstimate || text != tree.FormatValue(n.Estimate)):
			v, err := parseNumber(text)
			if err != nil {
				w.showError(fmt.Errorf("estimate of %s: %w", n.Label, err))
				return
			}
			edits = append(edits, &tree.SetEstimate{At: at, Estimate: v})
		}
		if k := tree.Kind(kind.SelectedIndex()); k != n.Kind {
			edits = append(edits, &tree.SetKind{At: at, Kind: k})
		}
		if move.Text != n.Move {
			edits = append(edits, &tree.SetMove{At: at, Move: move.Text})
		}
		if len(edits) > 0 {
			w.edit(&tree.Batch{Label: "Edit " + n.Label, Edits: edits}, nil)
		}
	}, w.win)
	d.Resize(fyne.NewSize(480, 300))
	d.Show()
	w.win.Canvas().Focus(value)
}

// parseNumber reads a value as the tree formats do (NaN and infinities
// refused).
func parseNumber(s string) (float64, error) {
	t, err := tree.ReadBracket([]byte(s))
	if err != nil || !t.Nodes[tree.Root].IsLeaf() {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	return t.Nodes[tree.Root].Value, nil
}

// newTree starts a tree of one leaf to grow with Add Child.
func (w *Window) newTree() {
	w.confirmDiscard(func() {
		t := tree.New(tree.Node{Label: "a", Value: 0, HasValue: true})
		w.setDocument(document{tree: t, name: "untitled", format: tree.FormatJSON})
		w.doc.dirty = true
		w.updateTitle()
	})
}

// newFromTextDialog makes a tree from text typed or pasted in: bracket
// notation or gametree JSON. A mistake keeps the dialog open with the
// text, saying where the mistake is.
func (w *Window) newFromTextDialog() {
	w.confirmDiscard(func() { w.showTextDialog("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "") })
}

func (w *Window) showTextDialog(text, problem string) {
	entry := widget.NewMultiLineEntry()
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
		w.setDocument(document{tree: t, name: "untitled", format: tree.Detect([]byte(entry.Text))})
		w.doc.dirty = true
		w.updateTitle()
	}, w.win)
	d.Resize(fyne.NewSize(620, 420))
	d.Show()
}

// refreshDepths offers a depth limit for every level of the tree.
func (w *Window) refreshDepths() {
	height := w.doc.tree.Height()
	depths := []string{"No depth limit"}
	for d := 1; d <= height; d++ {
		depths = append(depths, "Depth limit "+strconv.Itoa(d))
	}
	if w.opt.Depth > height {
		w.opt.Depth = 0
	}
	w.sync(func() {
		w.depth.SetOptions(depths)
		w.depth.SetSelectedIndex(w.opt.Depth)
	})
}

// updateEditMenu names what Undo and Redo would do.
func (w *Window) updateEditMenu() {
	if w.undoItem == nil {
		return
	}
	w.undoItem.Label, w.undoItem.Disabled = "Undo", w.history.UndoName() == ""
	if n := w.history.UndoName(); n != "" {
		w.undoItem.Label = "Undo " + n
	}
	w.redoItem.Label, w.redoItem.Disabled = "Redo", w.history.RedoName() == ""
	if n := w.history.RedoName(); n != "" {
		w.redoItem.Label = "Redo " + n
	}
	if m := w.win.MainMenu(); m != nil {
		m.Refresh()
	}
}

// editMenu builds the Edit menu; its items' keys work from the keyboard.
func (w *Window) editMenu() *fyne.Menu {
	w.undoItem = w.shortcut("Undo", fyne.KeyZ, ctrl, w.undo)
	w.redoItem = w.shortcut("Redo", fyne.KeyZ, ctrl|fyne.KeyModifierShift, w.redo)
	w.bindKey(fyne.KeyY, ctrl, w.redo)
	w.bindKey(fyne.KeyInsert, fyne.KeyModifierShift, w.addSibling)
	kind := fyne.NewMenuItem("Who Moves Here", nil)
	kind.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("Alternate with the Parent", func() { w.setKind(tree.Auto) }),
		fyne.NewMenuItem("MAX", func() { w.setKind(tree.Max) }),
		fyne.NewMenuItem("MIN", func() { w.setKind(tree.Min) }),
	)
	return fyne.NewMenu("Edit",
		w.undoItem, w.redoItem,
		fyne.NewMenuItemSeparator(),
		menuItemKey("Add Child", "Insert", w.addChild),
		menuItemKey("Add Sibling", "Shift+Insert", w.addSibling),
		menuItemKey("Delete Subtree", "Delete", w.deleteSubtree),
		menuItemKey("Edit Node…", "Enter", w.editNodeDialog),
		fyne.NewMenuItemSeparator(),
		w.shortcut("Move Left", fyne.KeyLeft, ctrl, func() { w.moveChild(-1) }),
		w.shortcut("Move Right", fyne.KeyRight, ctrl, func() { w.moveChild(1) }),
		kind,
		w.shortcut("Flip Root MAX/MIN", fyne.KeyR, ctrl, w.flipRoot),
		fyne.NewMenuItemSeparator(),
		w.shortcut("Order Best-First", fyne.KeyB, ctrl, func() { w.order(true) }),
		w.shortcut("Order Worst-First", fyne.KeyB, ctrl|fyne.KeyModifierShift, func() { w.order(false) }),
		fyne.NewMenuItem("Relabel Automatically", w.relabel),
	)
}

// menuItemKey is a menu item whose key is handled by typedKey (plain keys
// cannot be canvas shortcuts); the label says which key.
func menuItemKey(label, key string, action func()) *fyne.MenuItem {
	return fyne.NewMenuItem(label+"    ("+key+")", action)
}
