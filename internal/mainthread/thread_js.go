//go:build js

package mainthread

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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

// Close closes a secondary window, which a page draws as an inner window
// of its one canvas: Fyne's Close of such a window (2.8) only hides it,
// over the page, and never runs what SetOnClosed gave, so the window is
// hidden here, its content dropped, and closed run. Its close button
// closes it as Fyne should.
func Close(win fyne.Window, closed func()) {
	win.Hide()
	win.SetContent(canvas.NewRectangle(color.Transparent))
	closed()
}
