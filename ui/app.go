package ui

import (
	_ "embed"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"gametree/tree"
)

// AppID identifies gametree to the desktop (preferences, window grouping).
const AppID = "io.github.gametree"

//go:embed icon.png
var iconPNG []byte

// Icon returns the app icon.
func Icon() fyne.Resource { return fyne.NewStaticResource("icon.png", iconPNG) }

// Run opens the window on a tree that was read from path (empty for a
// sample or standard input) and returns when the window closes.
func Run(t *tree.Tree, name, path string) error {
	a := app.NewWithID(AppID)
	a.SetIcon(Icon())
	if err := makeFileSavesAtomic(); err != nil {
		return err
	}
	w := newWindow(a)
	w.loadPreferences()
	a.Settings().AddListener(func(fyne.Settings) { w.restyle(false) }) // the system switched light/dark
	doc := document{tree: t, name: name, path: path, format: tree.FormatJSON}
	if path != "" {
		doc.name = filepath.Base(path)
		if _, format, err := readTreeFile(path); err == nil {
			doc.format = format
		}
		w.addRecent(path)
	}
	w.setDocument(doc)
	w.win.SetCloseIntercept(w.quit)
	w.win.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) {
		if len(uris) > 0 {
			if info, err := os.Stat(uris[0].Path()); err == nil && !info.IsDir() {
				w.confirmDiscard(func() { w.openPath(uris[0].Path()) })
			}
		}
	})
	w.win.ShowAndRun()
	if w.renderer != nil {
		w.renderer.Close()
	}
	return nil
}
