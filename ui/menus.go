package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"gametree/narrate"
	"gametree/samples"
	"gametree/scene"
	"gametree/tree"
)

// shortcut makes a menu item whose shortcut also works from the keyboard
// (on Linux and Windows the menu bar only displays it).
func (w *Window) shortcut(label string, key fyne.KeyName, mods fyne.KeyModifier, action func()) *fyne.MenuItem {
	item := fyne.NewMenuItem(label, action)
	if key != "" {
		item.Shortcut = w.bindKey(key, mods, action)
	}
	return item
}

// bindKey makes a key combination run action, and records it so that the
// bindings can be listed and tested.
func (w *Window) bindKey(key fyne.KeyName, mods fyne.KeyModifier, action func()) fyne.Shortcut {
	s := &desktop.CustomShortcut{KeyName: key, Modifier: mods}
	if w.bindings == nil {
		w.bindings = map[string]func(){}
	}
	w.bindings[s.ShortcutName()] = action
	w.win.Canvas().AddShortcut(s, func(fyne.Shortcut) { action() })
	return s
}

const ctrl = fyne.KeyModifierShortcutDefault

func (w *Window) installMenus() {
	var sampleItems []*fyne.MenuItem
	list, _ := samples.List()
	for _, s := range list {
		name := s.Name
		sampleItems = append(sampleItems, fyne.NewMenuItem(s.Title, func() { w.confirmDiscard(func() { w.openSample(name) }) }))
	}
	openSample := fyne.NewMenuItem("Open Sample", nil)
	openSample.ChildMenu = fyne.NewMenu("", sampleItems...)
	w.recentItem = fyne.NewMenuItem("Open Recent", nil)
	w.recentItem.ChildMenu = fyne.NewMenu("")
	w.refreshRecent()

	file := fyne.NewMenu("File",
		w.shortcut("New Tree", fyne.KeyN, ctrl, w.newTree),
		fyne.NewMenuItem("New Tree from Text…", w.newFromTextDialog),
		w.shortcut("Generate Random Tree…", fyne.KeyG, ctrl, w.randomTreeDialog),
		w.shortcut("Generate Game Tree…", fyne.KeyG, ctrl|fyne.KeyModifierShift, w.gameTreeDialog),
		fyne.NewMenuItemSeparator(),
		w.shortcut("Open…", fyne.KeyO, ctrl, w.openDialog),
		openSample,
		w.recentItem,
		fyne.NewMenuItemSeparator(),
		w.shortcut("Save", fyne.KeyS, ctrl, w.save),
		w.shortcut("Save As…", fyne.KeyS, ctrl|fyne.KeyModifierShift, w.saveAs),
		fyne.NewMenuItemSeparator(),
		w.shortcut("Export Current Step…", fyne.KeyE, ctrl, w.exportStepDialog),
		w.shortcut("Export Animation…", fyne.KeyE, ctrl|fyne.KeyModifierShift, w.exportAnimationDialog),
		fyne.NewMenuItemSeparator(),
		w.shortcut("Quit", fyne.KeyQ, ctrl, w.quit),
	)

	appearance := fyne.NewMenuItem("Appearance", nil)
	appearance.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("Follow the System", func() { w.setAppearance(appearanceSystem) }),
		fyne.NewMenuItem("Light", func() { w.setAppearance(appearanceLight) }),
		fyne.NewMenuItem("Dark", func() { w.setAppearance(appearanceDark) }),
	)
	palette := fyne.NewMenuItem("Tree Colours", nil)
	palette.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("Standard (dark in dark mode)", func() { w.setPalette(paletteAuto) }),
		fyne.NewMenuItem("Colour-blind Safe", func() { w.setPalette(paletteColourBlind) }),
		fyne.NewMenuItem("Greyscale", func() { w.setPalette(palettePrint) }),
	)
	textSize := fyne.NewMenuItem("Text Size", nil)
	textSize.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("Normal", func() { w.setTextScale(1) }),
		fyne.NewMenuItem("Large (classroom)", func() { w.setTextScale(1.4) }),
		fyne.NewMenuItem("Huge (back row)", func() { w.setTextScale(2) }),
	)
	language := fyne.NewMenuItem("Narration Language", nil)
	language.ChildMenu = fyne.NewMenu("")
	w.languageItems = map[string]*fyne.MenuItem{}
	for _, code := range narrate.Languages() {
		n, err := narrate.New(code)
		if err != nil {
			continue
		}
		item := fyne.NewMenuItem(n.Name(), func() { w.setLanguage(code) })
		w.languageItems[code] = item
		language.ChildMenu.Items = append(language.ChildMenu.Items, item)
	}
	w.languageMenu = language.ChildMenu
	w.checkLanguage()
	w.callsItem = fyne.NewMenuItem("Show Call Numbers", func() { w.toggleShow(scene.ShowCalls) })
	w.boardsItem = fyne.NewMenuItem("Show Boards (game trees)", func() { w.toggleShow(scene.ShowBoards) })
	w.leftRightItem = fyne.NewMenuItem("Grow Left to Right", w.toggleLeftRight)
	w.followItem = fyne.NewMenuItem("Follow the Search", func() {
		w.follow = !w.follow
		w.followItem.Checked = w.follow
		w.savePreferences()
	})
	w.followItem.Checked = w.follow
	view := fyne.NewMenu("View",
		w.shortcut("Zoom In", fyne.KeyEqual, ctrl, func() { w.canvas.ZoomBy(1.25) }),
		w.shortcut("Zoom Out", fyne.KeyMinus, ctrl, func() { w.canvas.ZoomBy(0.8) }),
		w.shortcut("Fit to Window", fyne.Key0, ctrl, w.canvas.Fit),
		fyne.NewMenuItemSeparator(),
		appearance, palette, textSize, language,
		fyne.NewMenuItemSeparator(),
		w.callsItem, w.boardsItem, w.leftRightItem, w.followItem,
	)
	help := fyne.NewMenu("Help",
		w.shortcut("Keyboard Shortcuts", fyne.KeyF1, 0, w.showShortcuts),
		fyne.NewMenuItem("About gametree", w.showAbout),
	)
	w.win.SetMainMenu(fyne.NewMainMenu(file, w.editMenu(), view, help))
}

// installKeys makes the keyboard (and a presentation clicker, which sends
// Page Down and Page Up) drive the animation.
func (w *Window) installKeys() {
	w.win.Canvas().SetOnTypedKey(w.typedKey)
}

func (w *Window) typedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyRight, fyne.KeyPageDown, fyne.KeyDown:
		w.pause()
		w.next()
	case fyne.KeyLeft, fyne.KeyPageUp, fyne.KeyUp:
		w.pause()
		w.prev()
	case fyne.KeySpace:
		w.togglePlay()
	case fyne.KeyHome:
		w.pause()
		w.first()
	case fyne.KeyEnd:
		w.pause()
		w.last()
	case fyne.KeyPlus, fyne.KeyEqual:
		w.canvas.ZoomBy(1.25)
	case fyne.KeyMinus:
		w.canvas.ZoomBy(0.8)
	case fyne.Key0, fyne.KeyF:
		w.canvas.Fit()
	case fyne.KeyEscape:
		w.selectNode(tree.None)
	case fyne.KeyInsert:
		w.addChild()
	case fyne.KeyDelete:
		w.deleteSubtree()
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyF2:
		w.editNodeDialog()
	}
}

// shortcutList lists every key, for the Help dialog.
func shortcutList() [][2]string {
	return [][2]string{
		{"Right, Down, Page Down", "next step (a presentation clicker works too)"},
		{"Left, Up, Page Up", "previous step"},
		{"Space", "play or pause"},
		{"Home, End", "first or last step"},
		{"+ and −, mouse wheel", "zoom in and out"},
		{"0 or F, Ctrl+0", "fit the tree to the window"},
		{"drag", "move the tree"},
		{"click a node", "inspect it; Escape follows the search again"},
		{"click a narration line", "jump to that step"},
		{"Insert, Shift+Insert", "add a child, add a sibling (to the selected node)"},
		{"Delete", "delete the selected subtree"},
		{"Enter or F2", "edit the selected node: name, value or estimate, who moves, move"},
		{"Ctrl+Left, Ctrl+Right", "move the selected node left or right"},
		{"Ctrl+R", "flip the root between MAX and MIN"},
		{"Ctrl+B, Ctrl+Shift+B", "order best-first, worst-first (selection or whole tree)"},
		{"Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y", "undo, redo"},
		{"Ctrl+N, Ctrl+G, Ctrl+Shift+G", "new tree, random tree, game tree"},
		{"Ctrl+O, Ctrl+S, Ctrl+Shift+S", "open, save, save as"},
		{"Ctrl+E, Ctrl+Shift+E", "export this step, export the animation"},
		{"Ctrl+Q", "quit"},
		{"F1", "this list"},
	}
}

func (w *Window) showShortcuts() {
	grid := container.NewGridWithColumns(2)
	for _, s := range shortcutList() {
		k := widget.NewLabel(s[0])
		k.TextStyle.Bold = true
		grid.Add(k)
		grid.Add(widget.NewLabel(s[1]))
	}
	dialog.ShowCustom("Keyboard Shortcuts", "Close", grid, w.win)
}

func (w *Window) showAbout() {
	text := strings.Join([]string{
		"gametree shows minimax, negamax and alpha-beta searching a game tree, step by step:",
		"the α/β window and value of every node, the chosen children, the pruned subtrees.",
		"",
		"Trees: gametree JSON or bracket notation such as [[3,12,8],[2,4,6],[14,5,2]].",
	}, "\n")
	dialog.ShowInformation("About gametree", text, w.win)
}
