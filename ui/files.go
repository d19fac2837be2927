package ui

import (
	"errors"
	"io/fs"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/samples"
)

// openPath opens a tree file; a broken file leaves the tree on screen.
func (w *Window) openPath(path string) {
	w.load(func(limit int) (session.Document, error) { return session.ReadFile(path, limit) })
}

// load reads a tree off the UI goroutine (big files take a moment), then
// shows it, or the problem with it. A tree over the node limit is not
// read until the user says to open it anyway (read again, with no limit).
func (w *Window) load(read func(limit int) (session.Document, error)) {
	w.loadOr(read, nil)
}

// openRecent opens a recent file; one that is no longer there is said so
// and leaves the list.
func (w *Window) openRecent(path string) {
	w.loadOr(func(limit int) (session.Document, error) { return session.ReadFile(path, limit) }, func(err error) {
		if errors.Is(err, fs.ErrNotExist) {
			prefs := w.app.Preferences()
			prefs.SetStringList(prefRecent, slices.DeleteFunc(prefs.StringList(prefRecent), func(p string) bool { return p == path }))
			w.refreshRecent()
		}
	})
}

// loadOr is load, calling failed (when not nil) with what went wrong.
func (w *Window) loadOr(read func(limit int) (session.Document, error), failed func(error)) {
	w.bg.run(func() func() {
		d, err := read(tree.MaxNodes)
		return func() {
			w.unsay() // "Opening …", in the browser
			// A higher limit opens a tree over the node limit, never one
			// the memory budget cannot hold.
			if errors.Is(err, tree.ErrTooBig) && !errors.Is(err, tree.ErrOverBudget) {
				w.offerToOpen(read, err)
				return
			}
			if err != nil {
				if failed != nil {
					failed(err)
				}
				w.showError(err)
				return
			}
			w.open(d)
			w.addRecent(d.Path)
		}
	})
}

// offerToOpen asks whether to open a tree over the node limit anyway: it
// may take minutes and gigabytes.
func (w *Window) offerToOpen(read func(limit int) (session.Document, error), problem error) {
	l := w.lang()
	msg := widget.NewLabel(l.T("files.large_text", "Problem", problem))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(l.T("files.large_title"), l.T("button.open_anyway"), l.T("button.cancel"), msg, func(ok bool) {
		if ok {
			w.load(func(int) (session.Document, error) { return read(math.MaxInt) })
		}
	}, w.win)
	d.Resize(fyne.NewSize(560, 240))
	w.dialogs.show(l.T("files.large_title"), d)
}

func (w *Window) openSample(name string) {
	t, err := samples.LoadIn(w.lang(), name)
	if err != nil {
		w.showError(err)
		return
	}
	w.open(session.Document{Tree: t, Name: name, Format: tree.FormatJSON,
		TitleIn: func(l *i18n.Lang) string { return samples.Title(l, name) }})
}

// confirmDiscard runs then, asking first when there are unsaved changes:
// save them, discard them, or cancel.
func (w *Window) confirmDiscard(then func()) {
	d := w.s.Doc()
	if !d.Dirty {
		then()
		return
	}
	l := w.lang()
	msg := widget.NewLabel(l.T("files.unsaved_text", "Name", d.Name))
	var ask *dialog.CustomDialog
	button := func(label string, imp widget.Importance, f func()) *widget.Button {
		b := widget.NewButton(label, func() { ask.Hide(); f() })
		b.Importance = imp
		return b
	}
	ask = dialog.NewCustomWithoutButtons(l.T("files.unsaved_title"), msg, w.win)
	save := button(l.T("button.save"), widget.HighImportance, func() { w.save(then) })
	ask.SetButtons([]fyne.CanvasObject{
		button(l.T("button.cancel"), widget.MediumImportance, func() {}),
		button(l.T("button.discard"), widget.DangerImportance, then),
		save,
	})
	w.dialogs.showChoice(l.T("files.unsaved_title"), ask, save.OnTapped)
}

// save writes the document back to its file, or asks where (Save As) when
// it has none or its format would lose something; then runs after success.
func (w *Window) save(then func()) {
	if d := w.s.Doc(); !d.SavesInPlace() {
		w.saveAs(then)
	} else {
		w.write(d.Path, d.Format == tree.FormatBracket, then)
	}
}

func (w *Window) quit() {
	w.confirmDiscard(func() {
		if d := w.s.Doc(); d.Dirty { // the changes were discarded
			session.ForgetEdits(w.app.Preferences(), d)
		}
		w.playback.pause()
		w.v.Save(w.app.Preferences())
		w.keepWindowSize()
		w.app.Quit()
	})
}

// addRecent puts path first in the recent files.
func (w *Window) addRecent(path string) {
	if path == "" {
		return
	}
	prefs := w.app.Preferences()
	prefs.SetStringList(prefRecent, session.Recent(prefs.StringList(prefRecent), path))
	w.refreshRecent()
}
