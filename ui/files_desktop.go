//go:build !js

package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/safefile"
	"gametree/internal/session"
)

// The desktop's files: Fyne's file dialogs, the disk through safefile,
// recent files, files dropped on the window. The browser's are in
// files_web.go.

// hasFiles tells that the app has files of its own: paths, recent files,
// Save in place, Quit.
const hasFiles = true

// fileDialog shows a file dialog in the document's folder (or the last
// one used), big enough to read. Fyne's dialog must be shown before it
// is resized: resizing it first crashes (a nil dialog in Fyne 2.8.1).
// With filter (Open), it shows the files Open reads as trees, every file
// one click away.
func (docs *documents) fileDialog(title string, d *dialog.FileDialog, filter bool) {
	if filter {
		d.SetFilter(treeFilter())
	}
	if dir := docs.h.state().Doc().Path; dir != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(dir))); err == nil {
			d.SetLocation(l)
		}
	}
	docs.dialogs.add(openDialog{title: title, d: d}) // its own buttons and fields answer Enter
	size := docs.win().Canvas().Size()
	d.Resize(fyne.NewSize(min(900, size.Width-20), min(600, size.Height-20)))
	var open *dialog.FileDialog
	if filter {
		open = d
	}
	dressFileDialog(docs.win().Canvas(), docs.h.lang(), open)
	if name, ok := docs.win().Canvas().Focused().(*widget.Entry); ok {
		name.TypedShortcut(&fyne.ShortcutSelectAll{}) // the suggested name: typing replaces it
	}
}

// openDialog asks which tree file to open, after unsaved changes.
func (docs *documents) openDialog() {
	docs.confirmDiscard(func() {
		docs.fileDialog(docs.h.lang().T("files.open"), dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			switch {
			case err != nil:
				docs.h.showError(err)
			case r != nil:
				path := r.URI().Path()
				r.Close() // read it again from its path: big files are read off the UI goroutine
				docs.openPath(path)
			}
		}, docs.win()), true)
	})
}

// saveAs asks where to save: bracket notation for a name not ending in
// .json when it loses nothing, JSON otherwise.
func (docs *documents) saveAs(then func()) {
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			docs.h.showError(err)
		case wr != nil: // nil: cancelled
			discard(wr) // written through safefile, under the name with its extension
			path := session.WithExt(wr.URI().Path(), ".json")
			docs.write(path, session.WantsBracket(path), then)
		}
	}, docs.win())
	d.SetFileName(docs.h.state().Doc().SuggestedName())
	docs.fileDialog(docs.h.lang().T("files.save_as"), d, false)
}

// write saves the document to path, in bracket notation when asked and
// it loses nothing; then runs after success.
func (docs *documents) write(path string, bracket bool, then func()) {
	data, format, err := docs.h.state().Doc().Encode(bracket)
	if err == nil {
		err = safefile.Write(path, data)
	}
	if err != nil {
		docs.h.showError(err)
		return
	}
	docs.h.state().Saved(path, filepath.Base(path), format)
	docs.h.updateTitle()
	docs.addRecent(path)
	if then != nil {
		then()
	}
}

// watch asks before the window closes with unsaved work, and opens
// files dropped on it.
func (docs *documents) watch() {
	docs.win().SetCloseIntercept(docs.quit)
	docs.win().SetOnDropped(docs.dropped)
}

// warnOnLeave: the desktop asks before closing in quit, not here.
func warnOnLeave(bool) {}

// keepPageLook: the desktop has no loading page.
func keepPageLook(session.Appearance) {}

// dropped opens a file dropped on the window.
func (docs *documents) dropped(_ fyne.Position, uris []fyne.URI) {
	if len(uris) == 0 {
		return
	}
	if info, err := os.Stat(uris[0].Path()); err == nil && !info.IsDir() {
		docs.confirmDiscard(func() { docs.openPath(uris[0].Path()) })
	}
}

// chooseFile asks where to save; the file is written by the caller.
func (docs *documents) chooseFile(name string, then func(path string)) {
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			docs.h.showError(err)
		case wr != nil:
			discard(wr) // the picture is written through safefile once drawn
			then(wr.URI().Path())
		}
	}, docs.win())
	d.SetFileName(name)
	docs.fileDialog(docs.h.lang().T("export.to"), d, false)
}

// write draws the export into its file (or numbered files) through
// safefile, after sweeping what a killed run of the same kind left; what
// it did is said once it is done.
func (j exportJob) write(ctx context.Context) (func(l *i18n.Lang) []string, error) {
	path := j.target
	swept := safefile.Sweep(path, time.Now())
	stale, err := j.pic.Save(ctx, j.gv, j.steps, j.format, path, j.frames, j.progress, j.input)
	if err != nil {
		return nil, err
	}
	return func(l *i18n.Lang) []string {
		var said []string
		switch {
		case stale.Removed > 0:
			said = append(said, l.N("export.done_stale", stale.Removed, "File", filepath.Base(path), "Frames", len(j.steps)))
		case j.frames:
			said = append(said, l.N("export.done_frames", len(j.steps), "File", filepath.Base(path)))
		default:
			said = append(said, l.T("export.done", "File", filepath.Base(path)))
		}
		if len(stale.Kept) > 0 {
			said = append(said, l.N("export.kept_input", len(stale.Kept), "Files", strings.Join(stale.Kept, ", ")))
		}
		if len(swept) > 0 {
			said = append(said, l.N("export.leftovers", len(swept), "Files", strings.Join(swept, ", ")))
		}
		return said
	}, nil
}

// write makes the exercises and writes them (export.Exercises.Save: all
// or nothing, never over the tree's file), after sweeping what killed
// runs writing the same names left; what it wrote, and where, is said
// once it is done.
func (j *sheetJob) write(ctx context.Context) (func(l *i18n.Lang) []string, error) {
	ex, err := j.build(ctx)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	swept := append(safefile.Sweep(j.target, now), safefile.Sweep(export.KeyPath(j.target), now)...)
	written, err := ex.Save(ctx, j.format, j.target, j.progress, j.input)
	if err != nil {
		return nil, err
	}
	return func(l *i18n.Lang) []string {
		said := saidWritten(l, written, filepath.Dir(j.target))
		if len(swept) > 0 {
			said = append(said, l.N("export.leftovers", len(swept), "Files", strings.Join(swept, ", ")))
		}
		return said
	}, nil
}

// downloader is nil on the desktop: the compare window saves its picture
// through a file dialog.
func downloader() func(name, mime string, data []byte) { return nil }

// watchKeys does nothing: the desktop's driver names every key.
func watchKeys(*keys) {}

// exportButton is what confirms an export dialog: a file is chosen next.
const exportButton = "button.choose_file"

// saidWritten says what was written where, each sentence capitalised
// as the window's messages are, then the folder.
func saidWritten(l *i18n.Lang, w export.Written, folder string) []string {
	said := w.Base().Said(l)
	for i, s := range said {
		r, n := utf8.DecodeRuneInString(s)
		said[i] = string(unicode.ToUpper(r)) + s[n:]
	}
	if folder != "" {
		said = append(said, l.T("sheets.folder", "Folder", filepath.Clean(folder)))
	}
	return said
}
