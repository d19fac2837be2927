package mainthread

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// OwnKeys gives a secondary window the keys of its own canvas: typed
// hears each plain key (and reports whether it took it), close runs on
// Ctrl+W (Cmd+W on a Mac), on Fyne's main goroutine. The release it
// returns does nothing: the canvas goes with the window.
func OwnKeys(win fyne.Window, typed func(*fyne.KeyEvent) bool, close func()) (release func()) {
	c := win.Canvas()
	c.SetOnTypedKey(func(e *fyne.KeyEvent) { typed(e) })
	closeKey := func(fyne.Shortcut) { OnMain(close) }
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault}, closeKey)
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierControl}, closeKey)
	return func() {}
}
