package ui

import (
	"errors"
	"io/fs"
	"math"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/internal/treefile"
	"gametree/samples"
)

// documentsHost is what the documents ask of the window besides a panel's
// host.
type documentsHost interface {
	host
	// open shows a new document.
	open(d session.Document)
	showError(err error)
	// updateTitle shows the document's name and its unsaved mark.
	updateTitle()
	// leaving stops playback and keeps the view and the window's size for
	// the next start.
	leaving()
}

// documents is what the window reads and writes: a tree opened (a file,
// a recent file, a sample, a file dropped on the window), saved, asked
// about before unsaved changes are lost, and the app quit; and the
// exports (export), the search's pictures written to files. Big files
// are read off the UI goroutine.
type documents struct {
	h documentsHost
	// app keeps the recent files in its preferences, and quits.
	app fyne.App
	// dialogs are the window's dialogs on screen, bg its background work
	// (a big file read).
	dialogs *dialogs
	bg      *background
	// menus are the window's menus of the moment, Open Recent's among
	// them.
	menus  func() *menus
	export *exporter
	// offer says, on a first start, where Getting Started is.
	offer func()
}

func newDocuments(h documentsHost, a fyne.App, d *dialogs, bg *background, m func() *menus) *documents {
	return &documents{h: h, app: a, dialogs: d, bg: bg, menus: m}
}

// win is the window, which the dialogs belong to.
func (docs *documents) win() fyne.Window { return docs.h.router().win }

// start opens the tree Run was given (see Run), or the one kept from the
// last time, and says what there is to say about it: the problem, or on a
// first start where Getting Started is.
func (docs *documents) start(t *tree.Tree, name, path string, problem error) {
	d := session.Document{Tree: t, Name: name, Path: path, Format: tree.FormatJSON}
	first, reopened := false, false
	if t == nil && problem == nil {
		kept, ok, err := session.Reopen(docs.app.Preferences(), docs.h.lang(), tree.MaxNodes)
		switch {
		case err != nil:
			problem, path = err, kept.Path
		case ok:
			d, reopened = kept, true
			docs.addRecent(d.Path)
		default:
			first = true
		}
	}
	switch {
	case reopened:
	case t == nil:
		d.Tree, _ = samples.LoadIn(docs.h.lang(), samples.Default)
		d.Name, d.Path = samples.Default, ""
		d.TitleIn = func(l *i18n.Lang) string { return samples.Title(l, samples.Default) }
	case path != "":
		d.Name = filepath.Base(path)
		d.Format = treefile.Format(path)
		docs.addRecent(path)
	default: // a sample: its title and notes in the window's language
		if st, err := samples.LoadIn(docs.h.lang(), name); err == nil {
			d.Tree = st
			d.TitleIn = func(l *i18n.Lang) string { return samples.Title(l, name) }
		}
	}
	docs.h.open(d)
	switch {
	case errors.Is(problem, tree.ErrTooBig) && !errors.Is(problem, tree.ErrOverBudget) && path != "":
		docs.offerToOpen(func(limit int) (session.Document, error) { return session.ReadFile(path, limit) }, problem)
	case problem != nil:
		docs.h.showError(problem)
	case first:
		docs.offer()
	}
}

// openPath opens a tree file; a broken file leaves the tree on screen.
func (docs *documents) openPath(path string) {
	docs.load(func(limit int) (session.Document, error) { return session.ReadFile(path, limit) })
}

// load reads a tree off the UI goroutine (big files take a moment), then
// shows it, or the problem with it. A tree over the node limit is not
// read until the user says to open it anyway (read again, with no limit).
func (docs *documents) load(read func(limit int) (session.Document, error)) {
	docs.loadOr(read, nil)
}

// openRecent opens a recent file; one that is no longer there is said so
// and leaves the list.
func (docs *documents) openRecent(path string) {
	docs.loadOr(func(limit int) (session.Document, error) { return session.ReadFile(path, limit) }, func(err error) {
		if errors.Is(err, fs.ErrNotExist) {
			prefs := docs.app.Preferences()
			prefs.SetStringList(prefRecent, slices.DeleteFunc(prefs.StringList(prefRecent), func(p string) bool { return p == path }))
			docs.refreshRecent()
		}
	})
}

// loadOr is load, calling failed (when not nil) with what went wrong.
func (docs *documents) loadOr(read func(limit int) (session.Document, error), failed func(error)) {
	docs.bg.run(func() func() {
		d, err := read(tree.MaxNodes)
		return func() {
			docs.h.unsay() // "Opening …", in the browser
			// A higher limit opens a tree over the node limit, never one
			// the memory budget cannot hold.
			if errors.Is(err, tree.ErrTooBig) && !errors.Is(err, tree.ErrOverBudget) {
				docs.offerToOpen(read, err)
				return
			}
			if err != nil {
				if failed != nil {
					failed(err)
				}
				docs.h.showError(err)
				return
			}
			docs.h.open(d)
			docs.addRecent(d.Path)
		}
	})
}

// offerToOpen asks whether to open a tree over the node limit anyway: it
// may take minutes and gigabytes.
func (docs *documents) offerToOpen(read func(limit int) (session.Document, error), problem error) {
	l := docs.h.lang()
	msg := widget.NewLabel(l.T("files.large_text", "Problem", problem))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(l.T("files.large_title"), l.T("button.open_anyway"), l.T("button.cancel"), msg, func(ok bool) {
		if ok {
			docs.load(func(int) (session.Document, error) { return read(math.MaxInt) })
		}
	}, docs.win())
	d.Resize(fyne.NewSize(560, 240))
	docs.dialogs.show(l.T("files.large_title"), d)
}

// openSample opens the sample named name, in the window's language.
func (docs *documents) openSample(name string) {
	t, err := samples.LoadIn(docs.h.lang(), name)
	if err != nil {
		docs.h.showError(err)
		return
	}
	docs.h.open(session.Document{Tree: t, Name: name, Format: tree.FormatJSON,
		TitleIn: func(l *i18n.Lang) string { return samples.Title(l, name) }})
}

// confirmDiscard runs then, asking first when there are unsaved changes:
// save them, discard them, or cancel.
func (docs *documents) confirmDiscard(then func()) {
	d := docs.h.state().Doc()
	if !d.Dirty {
		then()
		return
	}
	l := docs.h.lang()
	msg := widget.NewLabel(l.T("files.unsaved_text", "Name", d.Name))
	var ask *dialog.CustomDialog
	button := func(label string, imp widget.Importance, do func()) *widget.Button {
		b := widget.NewButton(label, func() { ask.Hide(); do() })
		b.Importance = imp
		return b
	}
	ask = dialog.NewCustomWithoutButtons(l.T("files.unsaved_title"), msg, docs.win())
	save := button(l.T("button.save"), widget.HighImportance, func() { docs.save(then) })
	ask.SetButtons([]fyne.CanvasObject{
		button(l.T("button.cancel"), widget.MediumImportance, func() {}),
		button(l.T("button.discard"), widget.DangerImportance, then),
		save,
	})
	docs.dialogs.showChoice(l.T("files.unsaved_title"), ask, save.OnTapped)
}

// save writes the document back to its file, or asks where (Save As) when
// it has none or its format would lose something; then runs after success.
func (docs *documents) save(then func()) {
	if d := docs.h.state().Doc(); !d.SavesInPlace() {
		docs.saveAs(then)
	} else {
		docs.write(d.Path, d.Format == tree.FormatBracket, then)
	}
}

// quit ends the app, asking first about unsaved changes; edits
// discarded are forgotten, not offered again at the next start.
func (docs *documents) quit() {
	docs.confirmDiscard(func() {
		if d := docs.h.state().Doc(); d.Dirty { // the changes were discarded
			session.ForgetEdits(docs.app.Preferences(), d)
		}
		docs.h.leaving()
		docs.app.Quit()
	})
}

// addRecent puts path first in the recent files.
func (docs *documents) addRecent(path string) {
	if path == "" {
		return
	}
	prefs := docs.app.Preferences()
	prefs.SetStringList(prefRecent, session.Recent(prefs.StringList(prefRecent), path))
	docs.refreshRecent()
}

// refreshRecent lists the recent files in File › Open Recent.
func (docs *documents) refreshRecent() {
	var items []*fyne.MenuItem
	for _, p := range docs.app.Preferences().StringList(prefRecent) {
		items = append(items, fyne.NewMenuItem(p, func() { docs.confirmDiscard(func() { docs.openRecent(p) }) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(docs.h.lang().T("menu.none_yet"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	m := docs.menus()
	m.recent.ChildMenu.Items = items
	m.main.Refresh()
}
