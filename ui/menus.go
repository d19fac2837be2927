package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/internal/version"
	"gametree/samples"
)

// menus is the menu bar, built by the window (newMenus). Items whose state
// can change are kept: undo and redo (named after the edit), recent files,
// and ticks, each with what says whether it is ticked.
type menus struct {
	main               *fyne.MainMenu
	undo, redo, recent *fyne.MenuItem
	ticks              []tick
	// exercise are the Practice menu's items that act on an exercise
	// under way, greyed when there is none.
	exercise []*fyne.MenuItem
	// s is the session: its exercise, and the edits Undo and Redo name.
	s *session.Session
	// dialogOpen says a dialog is up: a menu's keys do nothing over one.
	dialogOpen func() bool
}

// tick is a menu item ticked when on says so.
type tick struct {
	item *fyne.MenuItem
	on   func() bool
}

// item makes a menu item showing a key (plain keys too) whose action the
// menu runs, except over a dialog.
func (m *menus) item(label string, key fyne.KeyName, mods fyne.KeyModifier, action func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, func() {
		if !m.dialogOpen() {
			action()
		}
	})
	if key != "" {
		it.Shortcut = combo(key, mods)
		it.Label += shortcutGap
	}
	return it
}

// shortcutGap ends the label of an item that shows a key: Fyne leaves a
// fixed 8 units between them, which at Huge text set "Export
// Animation…" against "Ctrl+Shift+E"; an em grows with the text.
const shortcutGap = "\u2002\u2002"

// itemLabel is a menu item's label as the window names it, without the
// gap before its key.
func itemLabel(it *fyne.MenuItem) string { return strings.TrimSuffix(it.Label, shortcutGap) }

// ticked makes an item tick when on says so.
func (m *menus) ticked(it *fyne.MenuItem, on func() bool) *fyne.MenuItem {
	m.ticks = append(m.ticks, tick{it, on})
	return it
}

// choices makes a submenu of one item per label; pick(i) chooses the i-th,
// and the chosen one, chosen(i), is ticked.
func (m *menus) choices(label string, labels []string, pick func(i int), chosen func(i int) bool) *fyne.MenuItem {
	items := make([]*fyne.MenuItem, len(labels))
	for i, l := range labels {
		items[i] = fyne.NewMenuItem(l, func() { pick(i) })
		if chosen != nil {
			m.ticked(items[i], func() bool { return chosen(i) })
		}
	}
	return submenu(label, items...)
}

// submenu is an item opening a menu of items.
func submenu(label string, items ...*fyne.MenuItem) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

// newMenus builds the menu bar in the window's language.
func (w *Window) newMenus() *menus {
	m := &menus{dialogOpen: w.keys.dialogOpen, s: w.s}
	l := w.lang()
	sep := fyne.NewMenuItemSeparator
	var sampleItems []*fyne.MenuItem
	list, _ := samples.List()
	for _, s := range list {
		sampleItems = append(sampleItems, fyne.NewMenuItem(samples.Title(l, s.Name), func() { w.docs.confirmDiscard(func() { w.docs.openSample(s.Name) }) }))
	}
	m.recent = submenu(l.T("menu.open_recent"))
	quit := m.item(l.T("menu.quit"), fyne.KeyQ, ctrl, w.docs.quit)
	quit.IsQuit = true // else Fyne adds a Quit of its own
	share, unshare := fyne.NewMenuItem(l.T("menu.share_class"), w.classShare().dialog), fyne.NewMenuItem(l.T("menu.stop_sharing"), w.classShare().stop)
	file := fyne.NewMenu(l.T("menu.file"),
		m.item(l.T("menu.new_tree"), fyne.KeyN, ctrl, w.edit.newTree),
		fyne.NewMenuItem(l.T("menu.new_from_text"), w.edit.newFromTextDialog),
		m.item(l.T("menu.random_tree"), fyne.KeyG, ctrl, w.edit.randomTreeDialog),
		m.item(l.T("menu.game_tree"), fyne.KeyG, ctrl|shift, w.edit.gameTreeDialog),
		sep(),
		m.item(l.T("menu.open"), fyne.KeyO, ctrl, w.docs.openDialog),
		submenu(l.T("menu.open_sample"), sampleItems...),
		m.recent,
		sep(),
		m.item(l.T("menu.save"), fyne.KeyS, ctrl, func() { w.docs.save(nil) }),
		m.item(l.T("menu.save_as"), fyne.KeyS, ctrl|shift, func() { w.docs.saveAs(nil) }),
		sep(),
		m.item(l.T("menu.export_step"), fyne.KeyE, ctrl, w.docs.export.stepDialog),
		m.item(l.T("menu.export_animation"), fyne.KeyE, ctrl|shift, w.docs.export.animationDialog),
		sep(),
		share, unshare,
		sep(),
		quit,
	)
	if !hasFiles { // a page: no paths to remember, and the tab closes it
		file.Items = slices.DeleteFunc(file.Items, func(it *fyne.MenuItem) bool { return it == m.recent || it == quit || it == share || it == unshare })
		for file.Items[len(file.Items)-1].IsSeparator { // the separators before Quit
			file.Items = file.Items[:len(file.Items)-1]
		}
	}

	m.undo = m.item(l.T("menu.undo"), fyne.KeyZ, ctrl, w.edit.guard(w.edit.undo))
	m.redo = m.item(l.T("menu.redo"), fyne.KeyZ, ctrl|shift, w.edit.guard(w.edit.redo))
	edit := fyne.NewMenu(l.T("menu.edit"),
		m.undo, m.redo,
		sep(),
		m.item(l.T("menu.add_child"), fyne.KeyInsert, 0, w.edit.guard(w.edit.addChild)),
		m.item(l.T("menu.add_sibling"), fyne.KeyInsert, shift, w.edit.guard(w.edit.addSibling)),
		fyne.NewMenuItem(l.T("menu.add_children"), w.edit.guard(w.edit.addChildren)),
		m.item(l.T("menu.paste_subtree"), fyne.KeyV, ctrl, w.edit.guard(w.edit.pasteSubtree)),
		m.item(l.T("menu.delete_subtree"), fyne.KeyDelete, 0, w.edit.guard(w.edit.deleteSubtree)),
		m.item(l.T("menu.edit_node"), fyne.KeyReturn, 0, w.edit.guard(w.edit.editNodeDialog)),
		sep(),
		m.item(l.T("menu.move_left"), fyne.KeyLeft, ctrl, w.edit.guard(func() { w.edit.moveChild(-1) })),
		m.item(l.T("menu.move_right"), fyne.KeyRight, ctrl, w.edit.guard(func() { w.edit.moveChild(1) })),
		m.choices(l.T("menu.who_moves"), []string{l.T("menu.alternate"), "MAX", "MIN", l.T("menu.chance")},
			func(i int) { w.edit.guard(func() { w.edit.setKind(tree.Kind(i)) })() }, nil),
		m.item(l.T("menu.flip_root"), fyne.KeyR, ctrl, w.edit.guard(w.edit.flipRoot)),
		sep(),
		m.item(l.T("menu.order_best"), fyne.KeyB, ctrl, w.edit.guard(func() { w.edit.order(true) })),
		m.item(l.T("menu.order_worst"), fyne.KeyB, ctrl|shift, w.edit.guard(func() { w.edit.order(false) })),
		fyne.NewMenuItem(l.T("menu.relabel"), w.edit.guard(w.edit.relabel)),
	)

	v := w.v
	langs, names := i18n.Codes(), i18n.Names()
	toggle := func(label string, key fyne.KeyName, flip func(), on func() bool) *fyne.MenuItem {
		return m.ticked(m.item(label, key, 0, flip), on)
	}
	show := func(label string, bit scene.Show) *fyne.MenuItem {
		return toggle(label, "", func() { w.h.changeView(flipShow(bit)) }, func() bool { return v.Show&bit != 0 })
	}
	view := fyne.NewMenu(l.T("menu.view"),
		submenu(l.T("menu.zoom"),
			m.item(l.T("menu.zoom_in"), fyne.KeyEqual, ctrl, func() { w.canvas.ZoomBy(1.25) }),
			m.item(l.T("menu.zoom_out"), fyne.KeyMinus, ctrl, func() { w.canvas.ZoomBy(0.8) }),
			m.item(l.T("menu.fit"), fyne.Key0, ctrl, w.canvas.Fit)),
		toggle(l.T("menu.presenter"), fyne.KeyF5, w.layout.present.toggle, func() bool { return v.Presenting }),
		m.item(l.T("menu.full_screen"), fyne.KeyF11, 0, w.h.toggleFullScreen),
		sep(),
		m.choices(l.T("menu.appearance"), []string{l.T("menu.follow_system"), l.T("menu.light"), l.T("menu.dark")},
			func(i int) { w.h.changeView(func(v *session.View) { v.Appearance = session.Appearance(i) }) },
			func(i int) bool { return session.Appearance(i) == v.Appearance }),
		m.choices(l.T("menu.tree_colours"), []string{l.T("menu.palette_standard"), l.T("menu.palette_cb"), l.T("menu.palette_grey")},
			func(i int) { w.h.changeView(func(v *session.View) { v.Palette = session.Palette(i) }) },
			func(i int) bool { return session.Palette(i) == v.Palette }),
		m.choices(l.T("menu.text_size"), []string{l.T("menu.text_normal"), l.T("menu.text_large"), l.T("menu.text_huge")},
			func(i int) { w.h.changeView(func(v *session.View) { v.TextScale = session.TextScales[i] }) },
			func(i int) bool { return session.TextScales[i] == v.TextScale }),
		m.choices(l.T("menu.language"), names, func(i int) { w.h.setLanguage(langs[i]) },
			func(i int) bool { return langs[i] == v.Narrator.Lang() }),
		sep(),
		toggle(l.T("menu.legend"), fyne.KeyL, w.legend.toggle, func() bool { return v.Legend }),
		toggle(l.T("menu.code"), fyne.KeyC, w.h.toggleCode, func() bool { return v.Code }),
		toggle(l.T("menu.graph"), fyne.KeyG, w.graph.toggle, func() bool { return w.graph.on }),
		toggle(l.T("menu.hide_answers"), fyne.KeyH, w.practice.toggleHide, w.s.HideAnswers),
		// The ways of drawing the tree, in a submenu: at Large text in a
		// 1024×768 window the View menu was taller than the window.
		submenu(l.T("menu.drawing"),
			show(l.T("menu.show_calls"), scene.ShowCalls),
			show(l.T("menu.show_boards"), scene.ShowBoards),
			toggle(l.T("menu.left_right"), "", func() { w.h.changeView(func(v *session.View) { v.LeftRight = !v.LeftRight }) },
				func() bool { return v.LeftRight }),
			toggle(l.T("menu.follow_search"), "", func() { w.h.changeView(func(v *session.View) { v.Follow = !v.Follow }) },
				func() bool { return v.Follow }),
			toggle(l.T("menu.fold"), "", func() { w.h.changeView(func(v *session.View) { v.Fold = !v.Fold }) },
				func() bool { return v.Fold })),
	)
	m.exercise = []*fyne.MenuItem{
		fyne.NewMenuItem(l.T("practice.check"), w.practice.check),
		fyne.NewMenuItem(l.T("practice.solution"), w.practice.solution),
		fyne.NewMenuItem(l.T("practice.again"), w.practice.again),
		fyne.NewMenuItem(l.T("practice.stop"), w.practice.stop),
	}
	practise := fyne.NewMenu(l.T("menu.practice"), append([]*fyne.MenuItem{
		m.item(l.T("menu.practise"), fyne.KeyP, ctrl, w.practice.dialog),
		m.item(l.T("menu.compare"), fyne.KeyM, ctrl, w.compare.open),
		fyne.NewMenuItem(l.T("menu.derivation"), w.compare.derivation),
		fyne.NewMenuItem(l.T("menu.worksheets"), worksheets{h: w.h, dialogs: w.dialogs, bg: &w.bg, choose: w.docs.chooseFile}.dialog),
		fyne.NewMenuItem(l.T("menu.quiz"), w.quizDialog),
		fyne.NewMenuItemSeparator(),
	}, m.exercise...)...)
	playMenu := fyne.NewMenu(l.T("menu.play"),
		m.item(l.T("menu.play_game"), fyne.KeyJ, ctrl, w.playWindow),
	)
	help := fyne.NewMenu(l.T("menu.help"),
		fyne.NewMenuItem(l.T("menu.getting_started"), gettingStarted{h: w.h, dialogs: w.dialogs, status: w.status}.show),
		m.item(l.T("menu.shortcuts"), fyne.KeyF1, 0, func() { w.keys.showTable(w.lang(), w.layout.compact, w.dialogs.show) }),
		fyne.NewMenuItem(l.T("menu.about"), func() { w.h.showInfo(l.T("about.title"), aboutText(l, version.Get())) }),
	)
	m.main = fyne.NewMainMenu(file, edit, view, practise, playMenu, help)
	w.win.SetMainMenu(m.main)
	w.menus = m
	w.docs.refreshRecent()
	m.refreshEdit()
	m.check()
	return m
}

// check ticks the view's choices, and greys what acts on an exercise
// when there is none.
func (m *menus) check() {
	for _, t := range m.ticks {
		t.item.Checked = t.on()
	}
	for _, it := range m.exercise {
		it.Disabled = !m.s.Practising()
	}
	m.main.Refresh()
}

// refreshEdit names what Undo and Redo would do.
func (m *menus) refreshEdit() {
	s := m.s
	m.undo.Label, m.undo.Disabled = s.UndoLabel(), s.UndoName() == ""
	m.redo.Label, m.redo.Disabled = s.RedoLabel(), s.RedoName() == ""
	m.main.Refresh()
}

// flipShow is the change of view that shows what bit draws, or no longer
// shows it.
func flipShow(bit scene.Show) func(*session.View) {
	return func(v *session.View) {
		if v.Show == 0 {
			v.Show = scene.DefaultShow
		}
		v.Show ^= bit
	}
}

// aboutText is Help › About's text: what gametree is, and which build.
func aboutText(l *i18n.Lang, v version.Info) string {
	return l.T("about.text") + "\n\n" + v.Line(l)
}
