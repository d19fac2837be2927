package ui

import (
	_ "embed"
	"errors"
	"fmt"
	"path/filepath"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/internal/treefile"
	"gametree/samples"
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
		w.speak(n)
	}
	fyneSpeaks(w.lang().Code())
	a.Settings().AddListener(func(fyne.Settings) { w.repaint(false, false) }) // the system switched light/dark
	w.start(t, name, path, problem)
	w.docs.watch()
	stop := serveProbe(w)
	w.win.ShowAndRun()
	stop()
	if w.graph.gv != nil {
		w.graph.gv.Close()
	}
	return nil
}

// start opens the tree Run was given (see Run), or the one kept from the
// last time, and says what there is to say about it: the problem, or on a
// first start where Getting Started is.
func (w *Window) start(t *tree.Tree, name, path string, problem error) {
	d := session.Document{Tree: t, Name: name, Path: path, Format: tree.FormatJSON}
	first, reopened := false, false
	if t == nil && problem == nil {
		kept, ok, err := session.Reopen(w.app.Preferences(), w.lang(), tree.MaxNodes)
		switch {
		case err != nil:
			problem, path = err, kept.Path
		case ok:
			d, reopened = kept, true
			w.docs.addRecent(d.Path)
		default:
			first = true
		}
	}
	switch {
	case reopened:
	case t == nil:
		d.Tree, _ = samples.LoadIn(w.lang(), samples.Default)
		d.Name, d.Path = samples.Default, ""
		d.TitleIn = func(l *i18n.Lang) string { return samples.Title(l, samples.Default) }
	case path != "":
		d.Name = filepath.Base(path)
		d.Format = treefile.Format(path)
		w.docs.addRecent(path)
	default: // a sample: its title and notes in the window's language
		if st, err := samples.LoadIn(w.lang(), name); err == nil {
			d.Tree = st
			d.TitleIn = func(l *i18n.Lang) string { return samples.Title(l, name) }
		}
	}
	w.open(d)
	switch {
	case errors.Is(problem, tree.ErrTooBig) && !errors.Is(problem, tree.ErrOverBudget) && path != "":
		w.docs.offerToOpen(func(limit int) (session.Document, error) { return session.ReadFile(path, limit) }, problem)
	case problem != nil:
		w.showError(problem)
	case first:
		w.offerGettingStarted()
	}
}
