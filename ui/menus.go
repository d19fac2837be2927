package ui

import (
	"strings"

	"fyne.io/fyne/v2"

	"gametree/narrate"
	"gametree/samples"
	"gametree/scene"
	"gametree/tree"
)

// menus is the menu bar. Items whose state can change (undo and redo
// names, recent files, ticks) are kept to be updated.
type menus struct {
	w                            *Window
	main                         *fyne.MainMenu
	undo, redo, recent           *fyne.MenuItem
	appearance, palette, sizes   []*fyne.MenuItem
	languages                    map[string]*fyne.MenuItem
	legend, hide, calls, boards  *fyne.MenuItem
	leftRight, follow, presenter *fyne.MenuItem
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
		it.Shortcut = m.w.shortcut(key, mods)
	}
	return it
}

// choices makes one item per label, ticked by check.
func choices(labels []string, pick func(i int)) []*fyne.MenuItem {
	items := make([]*fyne.MenuItem, len(labels))
	for i, l := range labels {
		items[i] = fyne.NewMenuItem(l, func() { pick(i) })
	}
	return items
}

func submenu(label string, items ...*fyne.MenuItem) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

func newMenus(w *Window) *menus {
	m := &menus{w: w, languages: map[string]*fyne.MenuItem{}}
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
		m.item("Generate Random Tree…", fyne.KeyG, ctrl, w.randomTreeDialog),
		m.item("Generate Game Tree…", fyne.KeyG, ctrl|shift, w.gameTreeDialog),
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

	m.undo = m.item("Undo", fyne.KeyZ, ctrl, w.undo)
	m.redo = m.item("Redo", fyne.KeyZ, ctrl|shift, w.redo)
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
		submenu("Who Moves Here", choices([]string{"Alternate with the Parent", "MAX", "MIN"}, func(i int) {
			w.editing(func() { w.setKind(tree.Kind(i)) })()
		})...),
		m.item("Flip Root MAX/MIN", fyne.KeyR, ctrl, w.editing(w.flipRoot)),
		sep(),
		m.item("Order Best-First", fyne.KeyB, ctrl, w.editing(func() { w.order(true) })),
		m.item("Order Worst-First", fyne.KeyB, ctrl|shift, w.editing(func() { w.order(false) })),
		fyne.NewMenuItem("Relabel Automatically", w.editing(w.relabel)),
	)

	m.appearance = choices([]string{"Follow the System", "Light", "Dark"}, func(i int) {
		w.changeView(func(v *view) { v.appearance = appearance(i) })
	})
	m.palette = choices([]string{"Standard (dark in dark mode)", "Colour-blind Safe", "Greyscale"}, func(i int) {
		w.changeView(func(v *view) { v.palette = paletteChoice(i) })
	})
	m.sizes = choices([]string{"Normal", "Large (classroom)", "Huge (back row)"}, func(i int) {
		w.changeView(func(v *view) { v.textScale = textScales[i] })
	})
	var langs []*fyne.MenuItem
	for _, code := range narrate.Languages() {
		if n, err := narrate.New(code); err == nil {
			m.languages[code] = fyne.NewMenuItem(n.Name(), func() { w.setLanguage(code) })
			langs = append(langs, m.languages[code])
		}
	}
	m.legend = m.item("Legend", fyne.KeyL, 0, w.toggleLegend)
	m.hide = m.item("Hide Answers", fyne.KeyH, 0, func() { w.setHideAnswers(!w.s.HideAnswers()) })
	m.calls = fyne.NewMenuItem("Show Call Numbers", func() { w.toggleShow(scene.ShowCalls) })
	m.boards = fyne.NewMenuItem("Show Boards (game trees)", func() { w.toggleShow(scene.ShowBoards) })
	m.leftRight = fyne.NewMenuItem("Grow Left to Right", func() { w.changeView(func(v *view) { v.leftRight = !v.leftRight }) })
	m.follow = fyne.NewMenuItem("Follow the Search", func() { w.changeView(func(v *view) { v.follow = !v.follow }) })
	m.presenter = m.item("Presenter Mode", fyne.KeyF5, 0, w.present.toggle)
	view := fyne.NewMenu("View",
		m.item("Zoom In", fyne.KeyEqual, ctrl, func() { w.canvas.ZoomBy(1.25) }),
		m.item("Zoom Out", fyne.KeyMinus, ctrl, func() { w.canvas.ZoomBy(0.8) }),
		m.item("Fit to Window", fyne.Key0, ctrl, w.canvas.Fit),
		sep(),
		m.presenter,
		m.item("Full Screen", fyne.KeyF11, 0, w.toggleFullScreen),
		sep(),
		submenu("Appearance", m.appearance...),
		submenu("Tree Colours", m.palette...),
		submenu("Text Size", m.sizes...),
		submenu("Narration Language", langs...),
		sep(),
		m.legend, m.hide, m.calls, m.boards, m.leftRight, m.follow,
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
	v := m.w.v
	for i, it := range m.appearance {
		it.Checked = appearance(i) == v.appearance
	}
	for i, it := range m.palette {
		it.Checked = paletteChoice(i) == v.palette
	}
	for i, it := range m.sizes {
		it.Checked = textScales[i] == v.textScale
	}
	for code, it := range m.languages {
		it.Checked = code == v.narrator.Lang()
	}
	show := v.show
	m.legend.Checked = v.legend
	m.hide.Checked = m.w.s.HideAnswers()
	m.calls.Checked = show&scene.ShowCalls != 0
	m.boards.Checked = show&scene.ShowBoards != 0
	m.leftRight.Checked = v.leftRight
	m.follow.Checked = v.follow
	m.presenter.Checked = v.presenting
	m.main.Refresh()
}

// refreshEdit names what Undo and Redo would do.
func (m *menus) refreshEdit() {
	s := m.w.s
	m.undo.Label, m.undo.Disabled = "Undo", s.UndoName() == ""
	if n := s.UndoName(); n != "" {
		m.undo.Label = "Undo " + n
	}
	m.redo.Label, m.redo.Disabled = "Redo", s.RedoName() == ""
	if n := s.RedoName(); n != "" {
		m.redo.Label = "Redo " + n
	}
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
	w.changeView(func(v *view) {
		if v.show == 0 {
			v.show = scene.DefaultShow
		}
		v.show ^= bit
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
	w.changeView(func(v *view) { v.narrator = n })
	w.story.list.Refresh()
	w.showStep()
}

func (w *Window) showAbout() {
	text := strings.Join([]string{
		"gametree shows minimax, negamax and alpha-beta searching a game tree, step by step:",
		"the α/β window and value of every node, the chosen children, the pruned subtrees.",
		"",
		"Trees: gametree JSON or bracket notation such as [[3,12,8],[2,4,6],[14,5,2]].",
	}, "\n")
	w.showInfo("About gametree", text)
}
