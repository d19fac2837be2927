//go:build !js

package mainthread

import "fyne.io/fyne/v2"

// OnMain runs what a key asks for: on the desktop, keys arrive on Fyne's
// main goroutine already.
func OnMain(f func()) { f() }

// Settle does nothing: on the desktop, work off the main goroutine runs
// beside the drawing.
func Settle() {}

// Close closes a secondary window; closed runs as it goes (through the
// window's SetOnClosed).
func Close(win fyne.Window, closed func()) { win.Close() }
