//go:build !js

package mainthread

// OnMain runs what a key asks for: on the desktop, keys arrive on Fyne's
// main goroutine already.
func OnMain(f func()) { f() }

// Settle does nothing: on the desktop, work off the main goroutine runs
// beside the drawing.
func Settle() {}
