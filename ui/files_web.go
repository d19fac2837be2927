//go:build js

package ui

import (
	"bytes"
	"context"
	"path"
	"strconv"
	"strings"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/session"
)

// The browser's files: the browser's file picker and files dropped on the
// page come in as bytes; saving and every export go out as downloads.
// The desktop's are in files_desktop.go.

// hasFiles tells that the app has files of its own: a page has none (no
// paths, recent files, Save in place or Quit).
const hasFiles = false

// watch opens the files chosen in the browser's file picker, and
// those dropped on the page (after asking about unsaved work).
func (docs *documents) watch() {
	watchFiles(func(name string, data []byte, err error) {
		docs.confirmDiscard(func() { docs.openBytes(name, data, err) })
	})
}

// openDialog shows the browser's file picker; watch opens the file.
func (docs *documents) openDialog() {
	docs.confirmDiscard(pickFile)
}

// openBytes opens a file the browser read (its name and content), or
// says why it could not; a broken file leaves the tree on screen.
func (docs *documents) openBytes(name string, data []byte, err error) {
	if err != nil {
		docs.h.showError(i18n.Wrap(err, "read.in_file", "File", name))
		return
	}
	docs.h.say(docs.h.lang().T("files.opening", "File", name, "Size", sizeText(len(data))))
	docs.load(func(limit int) (session.Document, error) { return session.ReadBytes(name, data, limit) })
}

// saveAs downloads the tree: bracket notation for a name not ending in
// .json when it loses nothing, JSON otherwise.
func (docs *documents) saveAs(then func()) {
	name := session.WithExt(docs.h.state().Doc().SuggestedName(), ".json")
	docs.write(name, session.WantsBracket(name), then)
}

// write downloads the document as name, in bracket notation when asked
// and it loses nothing; then runs after.
func (docs *documents) write(name string, bracket bool, then func()) {
	data, format, err := docs.h.state().Doc().Encode(bracket)
	if err != nil {
		docs.h.showError(err)
		return
	}
	download(name, "application/json", data)
	docs.h.state().Saved("", name, format)
	docs.h.updateTitle()
	docs.h.say(docs.h.lang().T("files.downloaded", "File", name))
	if then != nil {
		then()
	}
}

// chooseFile needs no dialog: the browser saves downloads where its user
// said.
func (docs *documents) chooseFile(name string, then func(name string)) { then(name) }

// write draws the export into memory, then downloads it; numbered frames
// come as one zip archive of them.
func (j exportJob) write(ctx context.Context) (func(l *i18n.Lang) []string, error) {
	var buf bytes.Buffer
	if err := j.pic.Write(ctx, j.gv, j.steps, j.format, j.target, j.frames, &buf, j.progress); err != nil {
		return nil, err
	}
	name, mime := j.target, mimeOf(j.format)
	if j.frames {
		name, mime = strings.TrimSuffix(name, path.Ext(name))+".zip", "application/zip"
	}
	return func(l *i18n.Lang) []string {
		download(name, mime, buf.Bytes())
		if j.frames {
			return []string{l.N("export.downloaded_frames", len(j.steps), "File", name)}
		}
		return []string{l.T("files.downloaded", "File", name)}
	}, nil
}

// write makes the exercises and draws them into memory, then downloads
// them: one file as it is, several (the keys, a numbered set) as a zip
// archive of the files the desktop writes.
func (j *sheetJob) write(ctx context.Context) (func(l *i18n.Lang) []string, error) {
	ex, err := j.build(ctx)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	name, err := ex.Write(ctx, j.format, j.target, &buf, j.progress)
	if err != nil {
		return nil, err
	}
	mime := mimeOf(j.format)
	if path.Ext(name) == ".zip" {
		mime = "application/zip"
	}
	return func(l *i18n.Lang) []string {
		download(name, mime, buf.Bytes())
		return []string{l.T("files.downloaded", "File", name)}
	}, nil
}

// mimeOf is the media type of a picture format.
func mimeOf(f export.Format) string {
	switch f {
	case export.PNG:
		return "image/png"
	case export.GIF:
		return "image/gif"
	case export.SVG:
		return "image/svg+xml"
	case export.PDF:
		return "application/pdf"
	case export.TeX:
		return "application/x-tex"
	}
	return "text/vnd.graphviz"
}

// sizeText writes a file's size for people: 12 KB, 3.4 MB.
func sizeText(n int) string {
	if n < 1<<20 {
		return strconv.Itoa((n+1023)/1024) + " KB"
	}
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MB"
}

// downloader hands the compare window's picture to the browser as a
// download.
func downloader() func(name, mime string, data []byte) { return download }

// exportButton is what confirms an export dialog: the picture downloads.
const exportButton = "button.download"
