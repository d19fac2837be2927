package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"gametree/session"
)

const (
	ctrl  = fyne.KeyModifierShortcutDefault
	shift = fyne.KeyModifierShift
)

// combo is a key with modifiers, as a shortcut a menu item can show.
func combo(key fyne.KeyName, mods fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: mods}
}

// binding is one line of the F1 table and the keys that do what it says.
type binding struct {
	keys, what string
	plain      []fyne.KeyName
	// shortcuts are keys with modifiers, as Fyne's driver sends them (see
	// keys.bindShortcut).
	shortcuts []fyne.Shortcut
	action    func()
}

// bindings lists every key of the window, in the order F1 shows them; the
// keys are bound from this table, so the table cannot drift from them.
func (w *Window) bindings() []binding {
	s, l := w.s, w.lang()
	return []binding{
		{keys: l.T("keys.right_down_page_down"), what: l.T("keys.do.next_step_a_presentation"),
			plain: []fyne.KeyName{fyne.KeyRight, fyne.KeyDown, fyne.KeyPageDown}, action: func() { w.step(s.Next) }},
		{keys: l.T("keys.left_up_page_up"), what: l.T("keys.do.previous_step"),
			plain: []fyne.KeyName{fyne.KeyLeft, fyne.KeyUp, fyne.KeyPageUp}, action: func() { w.step(s.Prev) }},
		{keys: l.T("keys.space"), what: l.T("keys.do.play_or_pause"), plain: []fyne.KeyName{fyne.KeySpace}, action: w.playback.toggle},
		{keys: l.T("keys.home_end"), what: l.T("keys.do.first_or_last_step"), plain: []fyne.KeyName{fyne.KeyHome}, action: func() { w.step(s.First) }},
		{plain: []fyne.KeyName{fyne.KeyEnd}, action: func() { w.step(s.Last) }},
		{keys: l.T("keys.and_mouse_wheel"), what: l.T("keys.do.zoom_in_and_out"), plain: []fyne.KeyName{fyne.KeyPlus, fyne.KeyEqual},
			shortcuts: []fyne.Shortcut{combo(fyne.KeyEqual, ctrl)}, action: func() { w.canvas.ZoomBy(1.25) }},
		{plain: []fyne.KeyName{fyne.KeyMinus}, shortcuts: []fyne.Shortcut{combo(fyne.KeyMinus, ctrl)}, action: func() { w.canvas.ZoomBy(0.8) }},
		{keys: l.T("keys.0_or_f_ctrl"), what: l.T("keys.do.fit_the_tree_to"), plain: []fyne.KeyName{fyne.Key0, fyne.KeyF},
			shortcuts: []fyne.Shortcut{combo(fyne.Key0, ctrl)}, action: w.canvas.Fit},
		{keys: l.T("keys.drag"), what: l.T("keys.do.move_the_tree")},
		{keys: l.T("keys.click_a_node"), what: l.T("keys.do.inspect_it_escape_follows")},
		{keys: l.T("keys.click_a_narration_line"), what: l.T("keys.do.jump_to_that_step")},
		{keys: l.T("keys.escape"), what: l.T("keys.do.follow_the_search_leave"), plain: []fyne.KeyName{fyne.KeyEscape}, action: w.escape},
		{keys: l.T("keys.f5"), what: l.T("keys.do.presenter_mode_the_tree"), plain: []fyne.KeyName{fyne.KeyF5}, action: w.present.toggle},
		{keys: l.T("keys.f11"), what: l.T("keys.do.full_screen"), plain: []fyne.KeyName{fyne.KeyF11}, action: w.toggleFullScreen},
		{keys: l.T("keys.b"), what: l.T("keys.do.blank_the_screen_presenter"), plain: []fyne.KeyName{fyne.KeyB}, action: w.present.blank},
		{keys: l.T("keys.h"), what: l.T("keys.do.hide_or_show_answers"), plain: []fyne.KeyName{fyne.KeyH}, action: func() { w.setHideAnswers(!s.HideAnswers()) }},
		{keys: l.T("keys.l"), what: l.T("keys.do.show_or_hide_the"), plain: []fyne.KeyName{fyne.KeyL}, action: w.toggleLegend},
		{keys: l.T("keys.insert_shift_insert"), what: l.T("keys.do.add_a_child_and"),
			plain: []fyne.KeyName{fyne.KeyInsert}, action: w.editing(w.addChild)},
		{shortcuts: []fyne.Shortcut{&fyne.ShortcutPaste{Secondary: true}}, action: w.editing(w.addSibling)},
		{keys: l.T("keys.delete"), what: l.T("keys.do.delete_the_selected_subtree"), plain: []fyne.KeyName{fyne.KeyDelete}, action: w.editing(w.deleteSubtree)},
		{keys: l.T("keys.enter_or_f2"), what: l.T("keys.do.edit_the_selected_node"),
			plain: []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeyF2}, action: w.editing(w.editNodeDialog)},
		{keys: l.T("keys.ctrl_left_ctrl_right"), what: l.T("keys.do.move_the_selected_node"),
			shortcuts: []fyne.Shortcut{combo(fyne.KeyLeft, ctrl)}, action: w.editing(func() { w.moveChild(-1) })},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyRight, ctrl)}, action: w.editing(func() { w.moveChild(1) })},
		{keys: l.T("keys.ctrl_r"), what: l.T("keys.do.flip_the_root_between"), shortcuts: []fyne.Shortcut{combo(fyne.KeyR, ctrl)}, action: w.editing(w.flipRoot)},
		{keys: l.T("keys.ctrl_b_ctrl_shift"), what: l.T("keys.do.order_best_first_worst"),
			shortcuts: []fyne.Shortcut{combo(fyne.KeyB, ctrl)}, action: w.editing(func() { w.order(true) })},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyB, ctrl|shift)}, action: w.editing(func() { w.order(false) })},
		{keys: l.T("keys.ctrl_z_ctrl_shift"), what: l.T("keys.do.undo_redo"),
			shortcuts: []fyne.Shortcut{&fyne.ShortcutUndo{}}, action: w.editing(w.undo)},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyZ, ctrl|shift), &fyne.ShortcutRedo{}}, action: w.editing(w.redo)},
		{keys: l.T("keys.ctrl_n_ctrl_g"), what: l.T("keys.do.new_tree_random_tree"),
			shortcuts: []fyne.Shortcut{combo(fyne.KeyN, ctrl)}, action: w.newTree},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyG, ctrl)}, action: w.randomTreeDialog},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyG, ctrl|shift)}, action: w.gameTreeDialog},
		{keys: l.T("keys.ctrl_o_ctrl_s"), what: l.T("keys.do.open_save_save_as"), shortcuts: []fyne.Shortcut{combo(fyne.KeyO, ctrl)}, action: w.openDialog},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyS, ctrl)}, action: func() { w.save(nil) }},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyS, ctrl|shift)}, action: func() { w.saveAs(nil) }},
		{keys: l.T("keys.ctrl_e_ctrl_shift"), what: l.T("keys.do.export_this_step_export"), shortcuts: []fyne.Shortcut{combo(fyne.KeyE, ctrl)}, action: w.exportStepDialog},
		{shortcuts: []fyne.Shortcut{combo(fyne.KeyE, ctrl|shift)}, action: w.exportAnimationDialog},
		{keys: l.T("keys.ctrl_q"), what: l.T("keys.do.quit"), shortcuts: []fyne.Shortcut{combo(fyne.KeyQ, ctrl)}, action: w.quit},
		{keys: l.T("keys.f1"), what: l.T("keys.do.this_list"), plain: []fyne.KeyName{fyne.KeyF1}, action: w.showShortcuts},
	}
}

// bindKeys binds every key of the table.
func (w *Window) bindKeys() {
	for _, b := range w.bindings() {
		if b.action == nil {
			continue
		}
		w.keys.bind(b.action, b.plain...)
		for _, s := range b.shortcuts {
			w.keys.bindShortcut(s, b.action)
		}
	}
}

// editing guards an edit: presenter mode does not edit.
func (w *Window) editing(edit func()) func() {
	return func() {
		if w.v.Presenting {
			w.say(w.lang().T("say.presenter_no_edit"))
			return
		}
		edit()
	}
}

// escape leaves presenter mode (first the blank screen), else follows the
// search again.
func (w *Window) escape() {
	switch {
	case w.present.blanked():
		w.present.blank()
	case w.v.Presenting:
		w.present.toggle()
	default:
		w.selectNode(-1)
	}
}

func (w *Window) toggleFullScreen() { w.win.SetFullScreen(!w.win.FullScreen()) }

func (w *Window) toggleLegend() { w.changeView(func(v *session.View) { v.Legend = !v.Legend }) }

// showShortcuts lists every key: in two columns, keys in bold on the
// left and what they do on the right, or, when the window is compact
// (small, or large text), each key above what it does; descriptions wrap
// to the dialog's width at any text size.
func (w *Window) showShortcuts() {
	list := container.New(layout.NewFormLayout())
	if w.layout.compact {
		list = container.NewVBox()
	}
	for _, b := range w.bindings() {
		if b.keys == "" {
			continue
		}
		k := widget.NewLabel(b.keys)
		k.TextStyle.Bold = true
		what := widget.NewLabel(b.what)
		what.Wrapping = fyne.TextWrapWord
		if w.layout.compact {
			list.Add(container.NewBorder(k, nil, nil, nil, what))
		} else {
			list.Add(k)
			list.Add(what)
		}
	}
	d := dialog.NewCustom(w.lang().T("menu.shortcuts"), w.lang().T("button.close"), container.NewVScroll(list), w.win)
	d.Resize(fyne.NewSize(min(900, w.win.Canvas().Size().Width-40), min(700, w.win.Canvas().Size().Height-40)))
	w.dialogs.show(w.lang().T("menu.shortcuts"), d)
}
