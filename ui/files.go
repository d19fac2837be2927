package ui

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"gametree/safefile"
	"gametree/samples"
	"gametree/tree"
)

const (
	prefRecent   = "recent"
	maxRecent    = 8
	prefAppear   = "appearance"
	prefPalette  = "palette"
	prefText     = "textScale"
	prefFollow   = "follow"
	prefShow     = "show"
	prefLeftward = "leftRight"
	prefLang     = "narrationLanguage"
)

// readTreeFile reads a tree file and tells which format it is in.
func readTreeFile(path string) (*tree.Tree, tree.Format, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, tree.FormatUnknown, err
	}
	defer f.Close()
	return readTree(f, path)
}

func readTree(r io.Reader, name string) (*tree.Tree, tree.Format, error) {
	src, err := io.ReadAll(io.LimitReader(r, tree.MaxFileSize+1))
	if err != nil {
		return nil, tree.FormatUnknown, fmt.Errorf("%s: %w", name, err)
	}
	if len(src) > tree.MaxFileSize {
		return nil, tree.FormatUnknown, fmt.Errorf("%s: larger than %d MiB", name, tree.MaxFileSize>>20)
	}
	t, err := tree.Read(src)
	if err != nil {
		return nil, tree.FormatUnknown, fmt.Errorf("%s: %w", name, err)
	}
	return t, tree.Detect(src), nil
}

// openPath opens a tree file; a broken file leaves the tree on screen.
func (w *Window) openPath(path string) {
	w.load(path, func() (*tree.Tree, tree.Format, error) { return readTreeFile(path) })
}

// load reads a tree off the UI goroutine (big files take a moment), then
// shows it, or the problem with it.
func (w *Window) load(path string, read func() (*tree.Tree, tree.Format, error)) {
	w.busy.Show()
	w.busy.Start()
	w.async(func() {
		t, format, err := read()
		fyne.Do(func() {
			w.busy.Stop()
			w.busy.Hide()
			if err != nil {
				w.showError(err)
				return
			}
			w.setDocument(document{tree: t, name: filepath.Base(path), path: path, format: format})
			w.addRecent(path)
		})
	})
}

func (w *Window) openSample(name string) {
	t, err := samples.Load(name)
	if err != nil {
		w.showError(err)
		return
	}
	w.setDocument(document{tree: t, name: name, format: tree.FormatJSON})
}

func (w *Window) openDialog() {
	w.confirmDiscard(func() {
		d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil {
				w.showError(err)
				return
			}
			if r == nil {
				return // cancelled
			}
			path := r.URI().Path()
			w.load(path, func() (*tree.Tree, tree.Format, error) {
				defer r.Close()
				return readTree(r, filepath.Base(path))
			})
		}, w.win)
		d.Resize(fyne.NewSize(900, 600))
		d.Show()
	})
}

// confirmDiscard runs then, asking first when there are unsaved changes.
func (w *Window) confirmDiscard(then func()) {
	if !w.doc.dirty {
		then()
		return
	}
	dialog.ShowConfirm("Unsaved changes",
		fmt.Sprintf("%s has changes that are not saved. Discard them?", w.doc.name),
		func(ok bool) {
			if ok {
				then()
			}
		}, w.win)
}

// encode writes the document in its format, or JSON when bracket notation
// would lose something (labels, kinds, estimates, moves, title).
func (w *Window) encode(asBracket bool) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	if asBracket && bracketKeepsAll(w.doc.tree) {
		err = tree.WriteBracket(&buf, w.doc.tree)
	} else {
		err = tree.WriteJSON(&buf, w.doc.tree)
	}
	return buf.Bytes(), err
}

// bracketKeepsAll reports whether bracket notation holds everything in t.
func bracketKeepsAll(t *tree.Tree) bool {
	if t.Title != "" || t.Notes != "" || t.RootKind == tree.Min {
		return false
	}
	auto := &tree.Tree{Nodes: slices.Clone(t.Nodes)}
	for i := range auto.Nodes {
		auto.Nodes[i].Label = ""
	}
	auto.AutoLabel()
	for i, n := range t.Nodes {
		if n.Label != auto.Nodes[i].Label || n.Kind != tree.Auto || n.HasEstimate || n.Move != "" {
			return false
		}
	}
	return true
}

func (w *Window) save() {
	if w.doc.path == "" {
		w.saveAs()
		return
	}
	asBracket := w.doc.format == tree.FormatBracket
	if asBracket && !bracketKeepsAll(w.doc.tree) {
		w.saveAs() // bracket notation would lose something: save as JSON
		return
	}
	data, err := w.encode(asBracket)
	if err == nil {
		err = safefile.Write(w.doc.path, data)
	}
	if err != nil {
		w.showError(err)
		return
	}
	w.doc.dirty = false
	w.updateTitle()
}

func (w *Window) saveAs() {
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		if err != nil {
			w.showError(err)
			return
		}
		if wr == nil {
			return
		}
		path := wr.URI().Path()
		asBracket := !strings.EqualFold(filepath.Ext(path), ".json")
		data, err := w.encode(asBracket)
		if err == nil {
			_, err = wr.Write(data)
		}
		if err != nil {
			discard(wr)
			w.showError(err)
			return
		}
		if err := wr.Close(); err != nil {
			w.showError(err)
			return
		}
		w.doc.path, w.doc.name, w.doc.dirty = path, filepath.Base(path), false
		w.doc.format = tree.Detect(data)
		w.updateTitle()
		w.addRecent(path)
	}, w.win)
	d.SetFileName(strings.TrimSuffix(w.doc.name, filepath.Ext(w.doc.name)) + ".json")
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
}

func (w *Window) quit() {
	w.confirmDiscard(func() {
		w.pause()
		w.savePreferences()
		w.app.Quit()
	})
}

// addRecent puts path first in the recent files.
func (w *Window) addRecent(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	prefs := w.app.Preferences()
	recent := slices.DeleteFunc(prefs.StringList(prefRecent), func(p string) bool { return p == path })
	recent = append([]string{path}, recent...)
	prefs.SetStringList(prefRecent, recent[:min(len(recent), maxRecent)])
	w.refreshRecent()
}

func (w *Window) refreshRecent() {
	if w.recentItem == nil {
		return
	}
	var items []*fyne.MenuItem
	for _, p := range w.app.Preferences().StringList(prefRecent) {
		path := p
		items = append(items, fyne.NewMenuItem(path, func() { w.confirmDiscard(func() { w.openPath(path) }) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("(none yet)", nil)
		none.Disabled = true
		items = append(items, none)
	}
	w.recentItem.ChildMenu.Items = items
	if m := w.win.MainMenu(); m != nil {
		m.Refresh()
	}
}
