package ui

import (
	"strings"

	"fyne.io/fyne/v2"

	"gametree/narrate"
	"gametree/samples"
	"gametree/scene"
	"gametree/session"
	"gametree/tree"
)

// menus is the menu bar. Items whose state can change are kept: undo and
// redo (named after the edit), recent files, and ticks, each with what
// says whether it is ticked.
type menus struct {
	w                  *Window
	main               *fyne.MainMenu
	undo, redo, recent *fyne.MenuItem
	ticks              []tick
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
		if !m.w.keys.dialogOpen() {
			action()
		}
	})
	if key != "" {
		it.Shortcut = combo(key, mods)
	}
	return it
}

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

func submenu(label string, items ...*fyne.MenuItem) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

func newMenus(w *Window) *menus {
	m := &menus{w: w}
	sep := fyne.NewMenuItemSeparator
	var sampleItems []*fyne.MenuItem
	list, _ := samples.List()
	for _, s := range list {
		sampleItems = append(sampleItems, fyne.NewMenuItem(s.Title, func() { w.confirmDiscard(func() { w.openSample(s.Name) }) }))
	}
	m.recent = submenu("Open Recent")
	file := fyne.NewMenu("File",
		m.item("New Tree", fyne.KeyN, ctrl, w.newTree),
		fyne.NewMenuItem("New Tree from Text…", w.newFromTextDialog),
		m.item("Random Tree…", fyne.KeyG, ctrl, w.randomTreeDialog),
		m.item("Game Tree…", fyne.KeyG, ctrl|shift, w.gameTreeDialog),
		sep(),
		m.item("Open…", fyne.KeyO, ctrl, w.openDialog),
		submenu("Open Sample", sampleItems...),
		m.recent,
		sep(),
		m.item("Save", fyne.KeyS, ctrl, func() { w.save(nil) }),
		m.item("Save As…", fyne.KeyS, ctrl|shift, func() { w.saveAs(nil) }),
		sep(),
		m.item("Export Current Step…", fyne.KeyE, ctrl, w.exportStepDialog),
		m.item("Export Animation…", fyne.KeyE, ctrl|shift, w.exportAnimationDialog),
		sep(),
		m.item("Quit", fyne.KeyQ, ctrl, w.quit),
	)

	m.undo = m.item("Undo", fyne.KeyZ, ctrl, w.editing(w.undo))
	m.redo = m.item("Redo", fyne.KeyZ, ctrl|shift, w.editing(w.redo))
	edit := fyne.NewMenu("Edit",
		m.undo, m.redo,
		sep(),
		m.item("Add Child", fyne.KeyInsert, 0, w.editing(w.addChild)),
		m.item("Add Sibling", fyne.KeyInsert, shift, w.editing(w.addSibling)),
		m.item("Delete Subtree", fyne.KeyDelete, 0, w.editing(w.deleteSubtree)),
		m.item("Edit Node…", fyne.KeyReturn, 0, w.editing(w.editNodeDialog)),
		sep(),
		m.item("Move Left", fyne.KeyLeft, ctrl, w.editing(func() { w.moveChild(-1) })),
		m.item("Move Right", fyne.KeyRight, ctrl, w.editing(func() { w.moveChild(1) })),
		m.choices("Who Moves Here", []string{"Alternate with the Parent", "MAX", "MIN"},
			func(i int) { w.editing(func() { w.setKind(tree.Kind(i)) })() }, nil),
		m.item("Flip Root MAX/MIN", fyne.KeyR, ctrl, w.editing(w.flipRoot)),
		sep(),
		m.item("Order Best-First", fyne.KeyB, ctrl, w.editing(func() { w.order(true) })),
		m.item("Order Worst-First", fyne.KeyB, ctrl|shift, w.editing(func() { w.order(false) })),
		fyne.NewMenuItem("Relabel Automatically", w.editing(w.relabel)),
	)

	v := &w.v
	var langs, names []string
	for _, code := range narrate.Languages() {
		if n, err := narrate.New(code); err == nil {
			langs, names = append(langs, code), append(names, n.Name())
		}
	}
	toggle := func(label string, key fyne.KeyName, flip func(), on func() bool) *fyne.MenuItem {
		return m.ticked(m.item(label, key, 0, flip), on)
	}
	show := func(label string, bit scene.Show) *fyne.MenuItem {
		return toggle(label, "", func() { w.toggleShow(bit) }, func() bool { return v.Show&bit != 0 })
	}
	view := fyne.NewMenu("View",
		m.item("Zoom In", fyne.KeyEqual, ctrl, func() { w.canvas.ZoomBy(1.25) }),
		m.item("Zoom Out", fyne.KeyMinus, ctrl, func() { w.canvas.ZoomBy(0.8) }),
		m.item("Fit to Window", fyne.Key0, ctrl, w.canvas.Fit),
		sep(),
		toggle("Presenter Mode", fyne.KeyF5, w.present.toggle, func() bool { return v.Presenting }),
		m.item("Full Screen", fyne.KeyF11, 0, w.toggleFullScreen),
		sep(),
		m.choices("Appearance", []string{"Follow the System", "Light", "Dark"},
			func(i int) { w.changeView(func(v *session.View) { v.Appearance = session.Appearance(i) }) },
			func(i int) bool { return session.Appearance(i) == v.Appearance }),
		m.choices("Tree Colours", []string{"Standard (dark in dark mode)", "Colour-blind Safe", "Greyscale"},
			func(i int) { w.changeView(func(v *session.View) { v.Palette = session.Palette(i) }) },
			func(i int) bool { return session.Palette(i) == v.Palette }),
		m.choices("Text Size", []string{"Normal", "Large (classroom)", "Huge (back row)"},
			func(i int) { w.changeView(func(v *session.View) { v.TextScale = session.TextScales[i] }) },
			func(i int) bool { return session.TextScales[i] == v.TextScale }),
		m.choices("Narration Language", names, func(i int) { w.setLanguage(langs[i]) },
			func(i int) bool { return langs[i] == v.Narrator.Lang() }),
		sep(),
		toggle("Legend", fyne.KeyL, w.toggleLegend, func() bool { return v.Legend }),
		toggle("Hide Answers", fyne.KeyH, func() { w.setHideAnswers(!w.s.HideAnswers()) }, w.s.HideAnswers),
		show("Show Call Numbers", scene.ShowCalls),
		show("Show Boards (game trees)", scene.ShowBoards),
		toggle("Grow Left to Right", "", func() { w.changeView(func(v *session.View) { v.LeftRight = !v.LeftRight }) },
			func() bool { return v.LeftRight }),
		toggle("Follow the Search", "", func() { w.changeView(func(v *session.View) { v.Follow = !v.Follow }) },
			func() bool { return v.Follow }),
	)
	help := fyne.NewMenu("Help",
		m.item("Keyboard Shortcuts", fyne.KeyF1, 0, w.showShortcuts),
		fyne.NewMenuItem("About gametree", w.showAbout),
	)
	m.main = fyne.NewMainMenu(file, edit, view, help)
	w.win.SetMainMenu(m.main)
	m.refreshRecent()
	m.refreshEdit()
	m.check()
	return m
}

// check ticks the view's choices.
func (m *menus) check() {
	for _, t := range m.ticks {
		t.item.Checked = t.on()
	}
	m.main.Refresh()
}

// refreshEdit names what Undo and Redo would do.
func (m *menus) refreshEdit() {
	u, r := m.w.s.UndoName(), m.w.s.RedoName()
	m.undo.Label, m.undo.Disabled = strings.TrimSpace("Undo "+u), u == ""
	m.redo.Label, m.redo.Disabled = strings.TrimSpace("Redo "+r), r == ""
	m.main.Refresh()
}

// refreshRecent lists the recent files.
func (m *menus) refreshRecent() {
	var items []*fyne.MenuItem
	for _, p := range m.w.app.Preferences().StringList(prefRecent) {
		items = append(items, fyne.NewMenuItem(p, func() { m.w.confirmDiscard(func() { m.w.openPath(p) }) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("(none yet)", nil)
		none.Disabled = true
		items = append(items, none)
	}
	m.recent.ChildMenu.Items = items
	m.main.Refresh()
}

func (w *Window) toggleShow(bit scene.Show) {
	w.changeView(func(v *session.View) {
		if v.Show == 0 {
			v.Show = scene.DefaultShow
		}
		v.Show ^= bit
	})
}

// setLanguage narrates in another language: the list, the presenter's
// line, the legend and the captions of exported pictures.
func (w *Window) setLanguage(code string) {
	n, err := narrate.New(code)
	if err != nil {
		w.showError(err)
		return
	}
	w.changeView(func(v *session.View) { v.Narrator = n })
	w.story.list.Refresh()
	w.showStep()
}

func (w *Window) showAbout() {
	w.showInfo("About gametree", "gametree shows minimax, negamax and alpha-beta searching a game tree, step by step: "+
		"the α/β window and value of every node, the chosen children, the pruned subtrees.\n\n"+
		"Trees: gametree JSON or bracket notation such as [[3,12,8],[2,4,6],[14,5,2]].")
}
