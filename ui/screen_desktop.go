//go:build !js

package ui

import (
	"math"
	"time"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"

	"gametree/internal/session"
)

// fitScreen gives the window, once it is up, the size it was left at,
// within the work area of the screen it opened on (see
// session.WindowSize: on a classroom's 1024×768 projector it fills it).
// It runs on Fyne's main goroutine, as the app's OnStarted does: GLFW
// answers there only.
func (w *Window) fitScreen() {
	var screenW, screenH, workW, workH float64
	if m := glfw.GetPrimaryMonitor(); m != nil {
		s := float64(w.win.Canvas().Scale())
		if s <= 0 {
			s = 1
		}
		if mode := m.GetVideoMode(); mode != nil {
			screenW, screenH = float64(mode.Width)/s, float64(mode.Height)/s
		}
		if _, _, ww, wh := m.GetWorkarea(); ww > 0 && wh > 0 {
			workW, workH = float64(ww)/s, float64(wh)/s
		}
	}
	if workW <= 0 || workH <= 0 {
		workW, workH = screenW, screenH
	}
	w.layout.screen = fyne.NewSize(float32(screenW), float32(screenH))
	width, height := session.WindowSize(w.app.Preferences(), workW, workH)
	size := fyne.NewSize(float32(width), float32(height))
	w.win.Resize(size)
	// An X server under load can answer with the size the window was
	// built at after this request, and GLFW then keeps that one: while the
	// window has that size, for a second at most, the size is asked for
	// again (any other size is the user's).
	go func() {
		for range 5 {
			time.Sleep(200 * time.Millisecond)
			lost := false
			fyne.DoAndWait(func() {
				if lost = near(w.win.Canvas().Size(), builtSize) && !near(size, builtSize) && !w.win.FullScreen(); lost {
					w.win.Resize(size)
				}
			})
			if !lost {
				return
			}
		}
	}()
}

// near tells whether two sizes are within a pixel of each other.
func near(a, b fyne.Size) bool {
	return math.Abs(float64(a.Width-b.Width)) <= 1 && math.Abs(float64(a.Height-b.Height)) <= 1
}

// keepWindowSize keeps the window's size for the next start (not a full
// screen's), as it changes: a change written as the app quits could be
// cut short by its exit, leaving the preferences empty.
func (st *stage) keepWindowSize() {
	// Before fitScreen the window has the size it is built at, not one
	// the user left it at.
	if !st.win.FullScreen() && st.layout.screen != (fyne.Size{}) {
		size := st.win.Canvas().Size()
		session.KeepWindowSize(st.app.Preferences(), float64(size.Width), float64(size.Height))
	}
}
