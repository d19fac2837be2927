package ui

import (
	"errors"
	"math"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/safefile"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/samples"
)

// openPath opens a tree file; a broken file leaves the tree on screen.
func (w *Window) openPath(path string) {
	w.load(path, func(limit int) (session.Document, error) { return session.ReadFile(path, limit) })
}

// load reads a tree off the UI goroutine (big files take a moment), then
// shows it, or the problem with it. A tree over the node limit is not
// read until the user says to open it anyway.
func (w *Window) load(path string, read func(limit int) (session.Document, error)) {
	w.bg.run(func() func() {
		d, err := read(tree.MaxNodes)
		return func() {
			if errors.Is(err, tree.ErrTooBig) && path != "" {
				w.offerToOpen(path, err)
				return
			}
			if err != nil {
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
func (w *Window) offerToOpen(path string, problem error) {
	l := w.lang()
	msg := widget.NewLabel(l.T("files.large_text", "Problem", problem))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(l.T("files.large_title"), l.T("button.open_anyway"), l.T("button.cancel"), msg, func(ok bool) {
		if ok {
			w.load("", func(int) (session.Document, error) { return session.ReadFile(path, math.MaxInt) })
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
	w.open(session.Document{Tree: t, Name: name, Format: tree.FormatJSON})
}

// fileDialog shows a file dialog in the document's folder (or the last
// one used), big enough to read. Fyne's dialog must be shown before it
// is resized: resizing it first crashes (a nil dialog in Fyne 2.8.1).
func (w *Window) fileDialog(title string, d *dialog.FileDialog) {
	if dir := w.s.Doc().Path; dir != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(dir))); err == nil {
			d.SetLocation(l)
		}
	}
	w.dialogs.add(openDialog{title: title, d: d}) // its own buttons and fields answer Enter
	size := w.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(900, size.Width-20), min(600, size.Height-20)))
	if name, ok := w.win.Canvas().Focused().(*widget.Entry); ok {
		name.TypedShortcut(&fyne.ShortcutSelectAll{}) // the suggested name: typing replaces it
	}
}

func (w *Window) openDialog() {
	w.confirmDiscard(func() {
		w.fileDialog(w.lang().T("files.open"), dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			switch {
			case err != nil:
				w.showError(err)
			case r != nil:
				path := r.URI().Path()
				r.Close() // read it again from its path: big files are read off the UI goroutine
				w.openPath(path)
			}
		}, w.win))
	})
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

// saveAs asks where to save: bracket notation for a name not ending in
// .json when it loses nothing, JSON otherwise.
func (w *Window) saveAs(then func()) {
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			w.showError(err)
		case wr != nil: // nil: cancelled
			discard(wr) // written through safefile, under the name with its extension
			path := session.WithExt(wr.URI().Path(), ".json")
			w.write(path, session.WantsBracket(path), then)
		}
	}, w.win)
	d.SetFileName(w.s.Doc().SuggestedName())
	w.fileDialog(w.lang().T("files.save_as"), d)
}

// write saves the document to path, in bracket notation when asked and
// it loses nothing; then runs after success.
func (w *Window) write(path string, bracket bool, then func()) {
	data, format, err := w.s.Doc().Encode(bracket)
	if err == nil {
		err = safefile.Write(path, data)
	}
	if err != nil {
		w.showError(err)
		return
	}
	w.s.Saved(path, filepath.Base(path), format)
	w.updateTitle()
	w.addRecent(path)
	if then != nil {
		then()
	}
}

func (w *Window) quit() {
	w.confirmDiscard(func() {
		w.playback.pause()
		w.v.Save(w.app.Preferences())
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

// dropped opens a file dropped on the window.
func (w *Window) dropped(_ fyne.Position, uris []fyne.URI) {
	if len(uris) == 0 {
		return
	}
	if info, err := os.Stat(uris[0].Path()); err == nil && !info.IsDir() {
		w.confirmDiscard(func() { w.openPath(uris[0].Path()) })
	}
}
