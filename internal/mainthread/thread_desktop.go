//go:build !js

package ui

// onMain runs what a key asks for: on the desktop, keys arrive on Fyne's
// main goroutine already.
func onMain(f func()) { f() }

// settle does nothing: on the desktop, work off the main goroutine runs
// beside the drawing.
func settle() {}
