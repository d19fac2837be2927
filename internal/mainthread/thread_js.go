//go:build js

package mainthread

import (
	"time"

	"fyne.io/fyne/v2"
)

// OnMain runs what a key asks for on Fyne's main goroutine. Fyne's web
// driver delivers keys on the goroutine of the browser's event, not the
// main one (its mouse events it moves there): what a key does would then
// race the drawing, and half of a step's panels showed the step before.
func OnMain(f func()) { fyne.Do(f) }

// Settle lets the page draw a frame or two before work off the main
// goroutine starts: in the browser, where Go has one thread, long work
// holds the page until it is done, so what says it is busy must be on
// screen first.
func Settle() { time.Sleep(40 * time.Millisecond) }
