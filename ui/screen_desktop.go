//go:build !js

package ui

import (
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
	w.win.Resize(fyne.NewSize(float32(width), float32(height)))
}

// keepWindowSize keeps the window's size for the next start (not a full
// screen's).
func (w *Window) keepWindowSize() {
	if !w.win.FullScreen() {
		size := w.win.Canvas().Size()
		session.KeepWindowSize(w.app.Preferences(), float64(size.Width), float64(size.Height))
	}
}
