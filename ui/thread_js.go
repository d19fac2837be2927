//go:build js

package ui

import "fyne.io/fyne/v2"

// onMain runs what a key asks for on Fyne's main goroutine. Fyne's web
// driver delivers keys on the goroutine of the browser's event, not the
// main one (its mouse events it moves there): what a key does would then
// race the drawing, and half of a step's panels showed the step before.
func onMain(f func()) { fyne.Do(f) }
