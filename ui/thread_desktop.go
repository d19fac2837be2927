//go:build !js

package ui

// onMain runs what a key asks for: on the desktop, keys arrive on Fyne's
// main goroutine already.
func onMain(f func()) { f() }
