package compareview

import (
	"context"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"gametree/internal/compare/picture"
	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/internal/session"
)

// exportDialog asks where to save the comparison picture (PNG) of the
// panes as they stand, then draws and writes it off the UI goroutine.
func (v *View) exportDialog() {
	panes := v.ready()
	if len(panes) == 0 {
		return
	}
	if v.cfg.Download != nil {
		v.download(panes)
		return
	}
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			v.showError(err)
		case wr != nil:
			discard(wr) // the picture is written through safefile once drawn
			v.export(panes, session.WithExt(wr.URI().Path(), ".png"))
		}
	}, v.win)
	d.SetFileName(v.fileName())
	if v.cfg.Path != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(v.cfg.Path))); err == nil {
			d.SetLocation(l)
		}
	}
	d.Show() // shown before resized: Fyne 2.8.1 crashes otherwise
	size := v.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(900, size.Width-40), min(640, size.Height-40)))
}

// fileName is the name the Export dialog offers: the tree's, with
// "-compare.png", as the main window's exports are named.
func (v *View) fileName() string {
	return session.Document{Name: filepath.Base(v.cfg.Name)}.FileName("-compare", ".png")
}

// options are the picture's: the window's look, light, and its title.
func (v *View) options() picture.Options {
	title := v.cfg.Tree.Title
	if title == "" {
		title = v.cfg.Name
	}
	return picture.Options{Scene: v.cfg.Scene, Theme: slideTheme(v.cfg.Theme), Lang: v.l,
		Title: v.l.T("compare.picture_title", "Tree", strings.Join(strings.Fields(title), " "))}
}

// download draws the picture of panes and hands it to Config.Download.
func (v *View) download(panes []picture.Pane) {
	opt, name := v.options(), v.fileName()
	v.async(func() {
		pic, err := picture.New(panes, opt)
		var data []byte
		if err == nil {
			data, err = pic.PNG(context.Background())
		}
		fyne.Do(func() {
			if err != nil {
				v.showError(i18n.Wrap(err, "export.failed"))
				return
			}
			v.cfg.Download(name, "image/png", data)
		})
	})
}

// export draws the picture of panes and writes it to path, never over the
// tree's file.
func (v *View) export(panes []picture.Pane, path string) {
	if err := picture.CheckPath(path); err != nil {
		v.showError(err)
		return
	}
	opt := v.options()
	input, l := v.cfg.Path, v.l
	v.async(func() {
		pic, err := picture.New(panes, opt)
		if err == nil {
			err = pic.Save(context.Background(), path, input)
		}
		fyne.Do(func() {
			if err != nil {
				v.showError(i18n.Wrap(err, "export.failed"))
				return
			}
			dialog.NewInformation(l.T("export.done", "File", filepath.Base(path)), path, v.win).Show()
		})
	})
}

// slideTheme is the picture's palette: the window's, but light when the
// window is dark, since slides and handouts are.
func slideTheme(t scene.Theme) scene.Theme {
	if t == scene.Dark {
		return scene.Colour
	}
	return t
}

// showError shows a problem as it is worded, in the view's language.
func (v *View) showError(err error) {
	dialog.NewInformation(v.l.T("dialog.error"), v.l.Error(err), v.win).Show()
}

// discard abandons a writer from a save dialog without touching its file
// when the app's file storage allows it (the main window makes it so).
func discard(w fyne.URIWriteCloser) {
	if d, ok := w.(interface{ Discard() }); ok {
		d.Discard()
		return
	}
	w.Close()
}
