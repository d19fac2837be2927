package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/mainthread"
)

// keys is the one place that owns keyboard input. Plain keys reach it from
// the canvas when nothing has the focus, and from every control of the
// window (drop-downs, check boxes, buttons, sliders, the narration list)
// when one has: those controls pass their keys here first, so a click on
// a drop-down or Tab never traps the clicker's Page Down. Only a text
// field being edited, or a dialog, keeps its keys.
type keys struct {
	win fyne.Window
	// dismiss and confirm close the newest dialog, for Escape and Enter;
	// stepsThrough says it leaves the stepping keys to the window.
	dismiss, confirm func()
	stepsThrough     func() bool
	// focused hears of a field that took the focus.
	focused func(fyne.Focusable)
	// table is the key table bound (bindTable), which F1 lists.
	table []binding
	plain map[fyne.KeyName]func()
	// combos are the shortcuts with modifiers, by Fyne's shortcut name.
	combos map[string]func()
	// claims takes a key that starts a value typed at the selected node
	// before its binding does, taken a key whose binding finds the value
	// field open when it runs, and runes hears the characters typed with
	// nothing focused (see cell).
	claims, taken func(*fyne.KeyEvent) bool
	runes         func(rune)
	// lent are the secondary windows drawn on this window's own canvas,
	// oldest first (in the browser every window is an inner window of
	// the page's one canvas): while they are on top, the keys are theirs.
	lent []*lentKeys
}

// lentKeys is a secondary window's hold on the keys: typed hears a plain
// key and reports whether it took it.
type lentKeys struct{ typed func(*fyne.KeyEvent) bool }

func newKeys(win fyne.Window) *keys {
	k := &keys{win: win, plain: map[fyne.KeyName]func(){}, combos: map[string]func(){}}
	win.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) { k.typed(e) })
	win.Canvas().SetOnTypedRune(k.typedRune)
	watchKeys(k)
	return k
}

// bind makes a plain key run action.
func (k *keys) bind(action func(), names ...fyne.KeyName) {
	for _, n := range names {
		k.plain[n] = action
	}
}

// bindShortcut makes a shortcut run action. Fyne's GLFW driver turns some
// key combinations into its own shortcuts before anyone sees the keys:
// Ctrl+Z is fyne.ShortcutUndo, Ctrl+Y fyne.ShortcutRedo, Shift+Insert the
// secondary fyne.ShortcutPaste; bind those, not the keys.
func (k *keys) bindShortcut(s fyne.Shortcut, action func()) {
	k.win.Canvas().AddShortcut(s, func(s fyne.Shortcut) { k.shortcut(s) })
	k.combos[shortcutName(s)] = action
}

// shortcutName is the name a shortcut is bound under: Fyne's, but for the
// second Paste (Shift+Insert), which is not the first (Ctrl+V).
func shortcutName(s fyne.Shortcut) string {
	if p, ok := s.(*fyne.ShortcutPaste); ok && p.Secondary {
		return "Paste (Shift+Insert)"
	}
	return s.ShortcutName()
}

// dialogOpen reports whether a dialog or pop-up covers the window: its
// keys are its own then.
func (k *keys) dialogOpen() bool { return k.win.Canvas().Overlays().Top() != nil }

// lend gives a secondary window the plain keys typed hears, and Ctrl+W
// close: on its own canvas, or, when it is drawn on this window's canvas
// (the browser's), while it is on top of it. The window calls the
// release returned as it closes or hides: the keys come back to the tree.
func (k *keys) lend(win fyne.Window, typed func(*fyne.KeyEvent) bool, close func()) (release func()) {
	if win.Canvas() != k.win.Canvas() {
		mainthread.OwnKeys(win, typed, close)
		return k.win.Canvas().Unfocus
	}
	l := &lentKeys{typed: typed}
	k.lent = append(k.lent, l)
	return func() {
		k.lent = slices.DeleteFunc(k.lent, func(x *lentKeys) bool { return x == l })
		k.win.Canvas().Unfocus()
	}
}

// windowsOnTop reports whether secondary windows drawn on this window's
// canvas are on top of it, above any dialog of its own.
func (k *keys) windowsOnTop() bool {
	_, ok := k.win.Canvas().Overlays().Top().(*container.MultipleWindows)
	return ok && len(k.lent) > 0
}

// typed runs what a plain key is bound to; it reports whether it did.
func (k *keys) typed(e *fyne.KeyEvent) bool {
	if k.windowsOnTop() {
		// The newest window has the keys; the tree behind it does not.
		return k.lent[len(k.lent)-1].typed(e)
	}
	if k.dialogOpen() {
		switch {
		case e.Name == fyne.KeyEscape && k.dismiss != nil:
			mainthread.OnMain(k.dismiss)
		case (e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter) && k.confirm != nil:
			mainthread.OnMain(k.confirm)
		case stepping(e.Name) && k.stepsThrough != nil && k.stepsThrough() && k.plain[e.Name] != nil:
			mainthread.OnMain(k.plain[e.Name])
		default:
			return false
		}
		return true
	}
	if k.claims != nil && k.claims(e) {
		return true
	}
	action, ok := k.plain[e.Name]
	if !ok {
		return false
	}
	mainthread.OnMain(func() {
		if k.taken == nil || !k.taken(e) {
			action()
		}
	})
	return true
}

// stepping says key is one a presenter's clicker sends, or an arrow: the
// keys that move through the steps.
func stepping(key fyne.KeyName) bool {
	switch key {
	case fyne.KeyRight, fyne.KeyDown, fyne.KeyPageDown, fyne.KeyLeft, fyne.KeyUp, fyne.KeyPageUp, fyne.KeyHome, fyne.KeyEnd:
		return true
	}
	return false
}

// typedRune hands a character typed with nothing focused, or at one of
// the window's controls, to runes: not over a dialog or a window drawn on
// top, whose characters are theirs.
func (k *keys) typedRune(r rune) {
	if k.runes == nil || k.windowsOnTop() || k.dialogOpen() {
		return
	}
	mainthread.OnMain(func() { k.runes(r) })
}

// shortcut runs what a shortcut is bound to; it reports whether it did.
func (k *keys) shortcut(s fyne.Shortcut) bool {
	action, ok := k.combos[shortcutName(s)]
	if !ok || k.dialogOpen() {
		return false
	}
	mainthread.OnMain(action)
	return true
}

// The window's controls, passing their keys to keys first. Each drops the
// space its widget would type, since Space plays and pauses.

type routedSelect struct {
	widget.Select
	keys *keys
}

func newSelect(k *keys, options []string, changed func(int)) *routedSelect {
	s := &routedSelect{keys: k}
	s.Options = options
	s.OnChanged = func(string) { changed(s.SelectedIndex()) }
	s.ExtendBaseWidget(s)
	return s
}

// MinSize is wide enough for the longest choice, at any text size, up
// to selectWidth ems: a longer choice is cut ("…") rather than pushing a
// dialog past a 1024×768 window's edge (Italian's Nim at Large text).
func (s *routedSelect) MinSize() fyne.Size {
	m := s.Select.MinSize()
	th := s.Theme()
	size := th.Size(theme.SizeNameText)
	for _, o := range s.Options {
		w := fyne.MeasureText(o, size, fyne.TextStyle{}).Width +
			4*th.Size(theme.SizeNameInnerPadding) + th.Size(theme.SizeNameInlineIcon)
		m.Width = max(m.Width, min(w, selectWidth*size))
	}
	return m
}

// selectWidth is the widest a drop-down asks to be, in ems.
const selectWidth = 30

func (s *routedSelect) TypedKey(e *fyne.KeyEvent) {
	if !s.keys.typed(e) {
		s.Select.TypedKey(e)
	}
}

func (s *routedSelect) TypedRune(r rune) { s.keys.typedRune(r) }

type routedCheck struct {
	widget.Check
	keys *keys
}

func newCheck(k *keys, label string, changed func(bool)) *routedCheck {
	c := &routedCheck{keys: k}
	c.Text = label
	c.OnChanged = changed
	c.ExtendBaseWidget(c)
	return c
}

func (c *routedCheck) TypedKey(e *fyne.KeyEvent) { c.keys.typed(e) }
func (c *routedCheck) TypedRune(r rune)          { c.keys.typedRune(r) }

type routedButton struct {
	widget.Button
	keys *keys
}

func newButton(k *keys, label string, icon fyne.Resource, tapped func()) *routedButton {
	b := &routedButton{keys: k}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

func (b *routedButton) TypedKey(e *fyne.KeyEvent) { b.keys.typed(e) }
func (b *routedButton) TypedRune(r rune)          { b.keys.typedRune(r) }

type routedSlider struct {
	widget.Slider
	keys *keys
}

func newSlider(k *keys, lo, hi, step float64, changed func(float64)) *routedSlider {
	s := &routedSlider{keys: k}
	s.Min, s.Max, s.Step, s.OnChanged = lo, hi, step, changed
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

func (s *routedSlider) TypedKey(e *fyne.KeyEvent) {
	if !s.keys.typed(e) {
		s.Slider.TypedKey(e)
	}
}

func (s *routedSlider) TypedRune(r rune) { s.keys.typedRune(r) }

type routedList struct {
	widget.List
	keys *keys
	// keep names the line to keep in view as the list changes size (-1:
	// none).
	keep func() int
}

// Resize keeps the line keep names in view, as low as it can stand with
// the lines before it over it: a list made shorter (a smaller window, the
// other arrangement, a language whose lines wrap longer) would otherwise
// leave it below the fold, and a list scrolled while it had no height yet
// (built anew for a language) showed it on the top row, over blank rows.
func (l *routedList) Resize(s fyne.Size) {
	changed := s != l.Size()
	l.List.Resize(s)
	if changed && l.keep != nil {
		if i := l.keep(); i >= 0 && i < l.Length() {
			l.ScrollToTop()
			l.ScrollTo(i)
		}
	}
}

func newList(k *keys, length func() int, create func() fyne.CanvasObject, update func(int, fyne.CanvasObject)) *routedList {
	l := &routedList{keys: k}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

func (l *routedList) TypedKey(e *fyne.KeyEvent) { l.keys.typed(e) }
func (l *routedList) TypedRune(r rune)          { l.keys.typedRune(r) }

// entry is a text field of the window's dialogs: Escape cancels the
// dialog, as it does when no field has the focus.
type entry struct {
	widget.Entry
	keys     *keys
	pointing bool // focus comes from a click, which places the cursor
}

func newEntry(k *keys) *entry {
	e := &entry{keys: k}
	e.ExtendBaseWidget(e)
	return e
}

// FocusGained selects the whole text when the field is reached with Tab
// or opened by a dialog, so that typing replaces it, as in other desktop
// programs; a click places the cursor instead.
func (e *entry) FocusGained() {
	pointing := e.pointing
	mainthread.OnMain(func() {
		if e.keys.focused != nil {
			e.keys.focused(e)
		}
		e.Entry.FocusGained()
		if !pointing {
			e.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
		}
	})
}

// What reaches a field, on Fyne's main goroutine: the web driver types
// into it from the browser's events, off it, and the characters of a word
// typed came out of order.

// FocusLost hides the cursor.
func (e *entry) FocusLost() { mainthread.OnMain(e.Entry.FocusLost) }

// TypedRune types a character.
func (e *entry) TypedRune(r rune) { mainthread.OnMain(func() { e.Entry.TypedRune(r) }) }

// TypedShortcut copies, cuts, pastes, selects all.
func (e *entry) TypedShortcut(s fyne.Shortcut) {
	mainthread.OnMain(func() { e.Entry.TypedShortcut(s) })
}

// MouseDown focuses the field without selecting its text.
func (e *entry) MouseDown(m *desktop.MouseEvent) {
	e.pointing = true
	defer func() { e.pointing = false }()
	e.Entry.MouseDown(m)
}

func (e *entry) TypedKey(ev *fyne.KeyEvent) {
	mainthread.OnMain(func() {
		if ev.Name == fyne.KeyEscape && e.keys.dismiss != nil {
			e.keys.dismiss()
			return
		}
		e.Entry.TypedKey(ev)
	})
}

// newChoice is a drop-down of the window's dialogs: as the window's own,
// it passes its keys to keys first, so that Enter confirms the dialog and
// Escape cancels it (Fyne's Select ignores both, and kept Enter from
// starting an exercise once a drop-down had been used).
func newChoice(k *keys, options []string) *routedSelect { return newSelect(k, options, func(int) {}) }

// box is a check box of the window's dialogs: Space ticks it, Enter
// confirms the dialog and Escape cancels it.
type box struct {
	widget.Check
	keys *keys
}

func newBox(k *keys, label string, changed func(bool)) *box {
	t := &box{keys: k}
	t.Text, t.OnChanged = label, changed
	t.ExtendBaseWidget(t)
	return t
}

func (t *box) TypedKey(e *fyne.KeyEvent) {
	if !t.keys.typed(e) {
		t.Check.TypedKey(e)
	}
}
