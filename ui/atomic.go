package ui

import (
	"bytes"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"gametree/internal/safefile"
)

// files is what Fyne's file repository can do, all of which gametree
// keeps but for Writer.
type files interface {
	repository.AppendableRepository
	repository.DeleteAllRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// atomicFiles wraps Fyne's file repository so that every writer it hands
// out (the save dialog's included) keeps the new content aside and puts it
// in place, through a temporary file and a rename, on Close. Fyne's own writer
// truncates the target as soon as the dialog closes, so a save that then
// failed would lose the old file; this one never leaves a half-written or
// emptied file behind.
type atomicFiles struct{ files }

// makeFileSavesAtomic installs atomicFiles for the "file" scheme.
func makeFileSavesAtomic() error {
	inner, err := repository.ForScheme("file")
	if err != nil {
		return fmt.Errorf("file storage: %w", err)
	}
	switch r := inner.(type) {
	case atomicFiles:
	case files:
		repository.Register("file", atomicFiles{r})
	default:
		return fmt.Errorf("file storage: Fyne's file repository %T cannot list, write and move", inner)
	}
	return nil
}

// Writer returns a writer that replaces u only when closed after success.
func (a atomicFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &atomicWriter{uri: u}, nil
}

// atomicWriter collects a file's new content and puts it in place, with
// safefile, only when closed.
type atomicWriter struct {
	uri    fyne.URI
	buf    bytes.Buffer
	closed bool
}

// Write adds to the new content.
func (w *atomicWriter) Write(p []byte) (int, error) {
	if w.closed {
		return 0, fmt.Errorf("cannot write %s: already closed", w.uri.Path())
	}
	return w.buf.Write(p)
}

// Close puts the new content in place.
func (w *atomicWriter) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	return safefile.Write(w.uri.Path(), w.buf.Bytes())
}

// Discard drops the new content and leaves the target as it was.
func (w *atomicWriter) Discard() {
	w.closed = true
	w.buf.Reset()
}

// URI returns the target.
func (w *atomicWriter) URI() fyne.URI { return w.uri }

// discard abandons a writer from a save dialog without touching its file.
func discard(w fyne.URIWriteCloser) {
	if d, ok := w.(interface{ Discard() }); ok {
		d.Discard()
		return
	}
	w.Close()
}
