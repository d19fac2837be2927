// Package mainthread runs what the window's keys ask for on Fyne's main
// goroutine, where the web driver does not deliver them, and lets the
// page draw before long work holds Go's one thread in the browser. On
// the desktop both do nothing more than call. OwnKeys gives a secondary
// window the keys of its own canvas.
package mainthread
