package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/i18n"
)

const (
	ctrl  = fyne.KeyModifierShortcutDefault
	shift = fyne.KeyModifierShift
	alt   = fyne.KeyModifierAlt
)

// combo is a key with modifiers, as a shortcut a menu item can show.
func combo(key fyne.KeyName, mods fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: mods}
}

// binding is one line of the F1 table and the keys that do what it says.
type binding struct {
	// id names the line: its keys are message "keys."+id and what they do
	// "keys."+id+".do" ("" for keys F1 does not list).
	id    string
	plain []fyne.KeyName
	// shortcuts are keys with modifiers, as Fyne's driver sends them (see
	// keys.bindShortcut).
	shortcuts []fyne.Shortcut
	action    func()
}

// bindings lists every key of the window, in the order F1 shows them; the
// keys are bound from this table, so the table cannot drift from them.
func (w *Window) bindings() []binding {
	s := w.s
	return []binding{
		{id: "next", plain: []fyne.KeyName{fyne.KeyRight, fyne.KeyDown, fyne.KeyPageDown}, action: w.h.next},
		{id: "prev", plain: []fyne.KeyName{fyne.KeyLeft, fyne.KeyUp, fyne.KeyPageUp}, action: func() { w.h.step(s.Prev) }},
		{id: "play", plain: []fyne.KeyName{fyne.KeySpace}, action: w.playback.toggle},
		{id: "first_last", plain: []fyne.KeyName{fyne.KeyHome}, action: func() { w.h.step(s.First) }},
		{plain: []fyne.KeyName{fyne.KeyEnd}, action: func() { w.h.step(s.Last) }},
		{id: "coarse", plain: []fyne.KeyName{fyne.KeyR}, action: w.bar.toggleCoarse},
		{id: "zoom", plain: []fyne.KeyName{fyne.KeyPlus, fyne.KeyEqual}, shortcuts: []fyne.Shortcut{combo(fyne.KeyEqual, ctrl)}, action: func() { w.canvas.ZoomBy(1.25) }},
		{plain: []fyne.KeyName{fyne.KeyMinus}, shortcuts: []fyne.Shortcut{combo(fyne.KeyMinus, ctrl)}, action: func() { w.canvas.ZoomBy(0.8) }},
		{id: "fit", plain: []fyne.KeyName{fyne.Key0, fyne.KeyF}, shortcuts: []fyne.Shortcut{combo(fyne.Key0, ctrl)}, action: w.canvas.Fit},
		{id: "drag"},
		{id: "click_node"},
		{id: "click_line"},
		{id: "select", shortcuts: []fyne.Shortcut{combo(fyne.KeyUp, alt)}, action: func() { w.h.selectKey(fyne.KeyUp) }},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyDown, alt)}, action: func() { w.h.selectKey(fyne.KeyDown) }},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyLeft, alt)}, action: func() { w.h.selectKey(fyne.KeyLeft) }},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyRight, alt)}, action: func() { w.h.selectKey(fyne.KeyRight) }},
		{id: "escape", plain: []fyne.KeyName{fyne.KeyEscape}, action: w.h.escape},
		{id: "presenter", plain: []fyne.KeyName{fyne.KeyF5}, action: w.layout.present.toggle},
		{id: "full_screen", plain: []fyne.KeyName{fyne.KeyF11}, action: w.h.toggleFullScreen},
		{id: "blank", plain: []fyne.KeyName{fyne.KeyB}, action: w.layout.present.blank},
		{id: "hide", plain: []fyne.KeyName{fyne.KeyH}, action: w.practice.toggleHide},
		{id: "legend", plain: []fyne.KeyName{fyne.KeyL}, action: w.legend.toggle},
		{id: "code", plain: []fyne.KeyName{fyne.KeyC}, action: w.h.toggleCode},
		{id: "graph", plain: []fyne.KeyName{fyne.KeyG}, action: w.graph.toggle},
		{id: "type_value"}, // the cell's keys: see cell.claims
		{id: "insert", plain: []fyne.KeyName{fyne.KeyInsert}, action: w.edit.guard(w.edit.addChild)},
		{shortcuts: []fyne.Shortcut{&fyne.ShortcutPaste{Secondary: true}}, action: w.edit.guard(w.edit.addSibling)},
		{id: "children"},
		{id: "paste", shortcuts: []fyne.Shortcut{&fyne.ShortcutPaste{}}, action: w.edit.guard(w.edit.pasteSubtree)},
		{id: "delete", plain: []fyne.KeyName{fyne.KeyDelete}, action: w.edit.guard(w.edit.deleteSubtree)},
		{id: "edit", plain: []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeyF2}, action: w.h.enter},
		{id: "move", shortcuts: []fyne.Shortcut{combo(fyne.KeyLeft, ctrl)}, action: w.edit.guard(func() { w.edit.moveChild(-1) })},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyRight, ctrl)}, action: w.edit.guard(func() { w.edit.moveChild(1) })},
		{id: "flip", shortcuts: []fyne.Shortcut{combo(fyne.KeyR, ctrl)}, action: w.edit.guard(w.edit.flipRoot)},
		{id: "order", shortcuts: []fyne.Shortcut{combo(fyne.KeyB, ctrl)}, action: w.edit.guard(func() { w.edit.order(true) })},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyB, ctrl|shift)}, action: w.edit.guard(func() { w.edit.order(false) })},
		{id: "undo", shortcuts: []fyne.Shortcut{&fyne.ShortcutUndo{}}, action: w.edit.guard(w.edit.undo)},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyZ, ctrl|shift), &fyne.ShortcutRedo{}}, action: w.edit.guard(w.edit.redo)},
		{id: "new", shortcuts: []fyne.Shortcut{combo(fyne.KeyN, ctrl)}, action: w.edit.newTree},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyG, ctrl)}, action: w.edit.randomTreeDialog},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyG, ctrl|shift)}, action: w.edit.gameTreeDialog},
		{id: "files", shortcuts: []fyne.Shortcut{combo(fyne.KeyO, ctrl)}, action: w.docs.openDialog},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyS, ctrl)}, action: func() { w.docs.save(nil) }},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyS, ctrl|shift)}, action: func() { w.docs.saveAs(nil) }},
		{id: "practice", shortcuts: []fyne.Shortcut{combo(fyne.KeyP, ctrl)}, action: w.practice.dialog},
		{id: "compare", shortcuts: []fyne.Shortcut{combo(fyne.KeyM, ctrl)}, action: w.compare.open},
		{id: "export", shortcuts: []fyne.Shortcut{combo(fyne.KeyE, ctrl)}, action: w.docs.export.stepDialog},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyE, ctrl|shift)}, action: w.docs.export.animationDialog},
		{id: "quit", shortcuts: []fyne.Shortcut{combo(fyne.KeyQ, ctrl)}, action: w.docs.quit},
		{id: "help", plain: []fyne.KeyName{fyne.KeyF1}, action: func() { w.keys.showTable(w.lang(), w.layout.compact, w.dialogs.show) }},
	}
}

// bindTable binds every key of table, and keeps it for F1 (showTable).
func (k *keys) bindTable(table []binding) {
	k.table = table
	for _, b := range table {
		if b.action == nil {
			continue
		}
		k.bind(b.action, b.plain...)
		for _, s := range b.shortcuts {
			k.bindShortcut(s, b.action)
		}
	}
}

// showTable lists every key of the table (F1), in language l, the dialog
// put on screen by show: in two columns, keys in bold on the left and what
// they do on the right, or, when the window is compact (small, or large
// text), each key above what it does; descriptions wrap to the dialog's
// width at any text size.
func (k *keys) showTable(l *i18n.Lang, compact bool, show func(title string, d dialog.Dialog)) {
	list := container.New(layout.NewFormLayout())
	if compact {
		list = container.NewVBox()
	}
	for _, b := range k.table {
		if b.id == "" {
			continue
		}
		key := widget.NewLabel(l.T("keys." + b.id))
		key.TextStyle.Bold = true
		what := widget.NewLabel(l.T("keys." + b.id + ".do"))
		what.Wrapping = fyne.TextWrapWord
		if compact {
			list.Add(container.NewBorder(key, nil, nil, nil, what))
		} else {
			list.Add(key)
			list.Add(what)
		}
	}
	d := dialog.NewCustom(l.T("menu.shortcuts"), l.T("button.close"), container.NewVScroll(list), k.win)
	size := k.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(900, size.Width-40), min(700, size.Height-40)))
	show(l.T("menu.shortcuts"), d)
}
