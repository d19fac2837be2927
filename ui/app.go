package ui

import (
	_ "embed"
	"fmt"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
)

// AppID identifies gametree to the desktop (preferences, window grouping).
const AppID = "io.github.gametree"

//go:embed icon.png
var iconPNG []byte

// Icon returns the app icon.
func Icon() fyne.Resource { return fyne.NewStaticResource("icon.png", iconPNG) }

// Run opens the window on a tree that was read from path (empty for a
// sample or standard input) and returns when the window closes. When the
// tree asked for could not be read, t is nil and problem says why: the
// window opens on the default sample and shows the problem. With neither
// (no tree asked for) it opens the tree it was left on last time (see
// session.KeepLast), or on a first start the default sample, offering
// Help › Getting Started. lang, if not
// empty, is the language to speak this time (gametree --lang ro); else
// the window speaks the one chosen last, or the system's.
func Run(t *tree.Tree, name, path string, problem error, lang string) (err error) {
	var started atomic.Bool
	defer func() {
		// GLFW panics when it cannot open a window (a DISPLAY whose X
		// server is on another machine and does not answer): one line,
		// not a stack. A panic once the window is up stays one.
		if r := recover(); r != nil {
			if started.Load() {
				panic(r)
			}
			err = i18n.New("ui.window_failed", "Cause", fmt.Sprint(r))
		}
	}()
	a := app.NewWithID(AppID)
	var fit func()
	a.Lifecycle().SetOnStarted(func() {
		started.Store(true)
		if fit != nil {
			fit()
		}
	})
	a.SetIcon(Icon())
	if err := makeFileSavesAtomic(); err != nil {
		return err
	}
	w := newWindow(a)
	fit = w.fitScreen
	if n, err := narrate.New(lang); err == nil && lang != w.lang().Code() {
		w.h.speak(n)
	}
	fyneSpeaks(w.lang().Code())
	a.Settings().AddListener(func(fyne.Settings) { w.h.repaint(false, false) }) // the system switched light/dark
	w.docs.start(t, name, path, problem)
	w.docs.watch()
	stop := serveProbe(w)
	w.win.ShowAndRun()
	stop()
	if w.graph.gv != nil {
		w.graph.gv.Close()
	}
	return nil
}
