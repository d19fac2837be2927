package ui

import (
	"bytes"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"gametree/safefile"
)

// atomicFiles wraps Fyne's file repository so that every writer it hands
// out (the save dialog's included) keeps the new content aside and puts it
// in place, through a temporary file and a rename, on Close. Fyne's own writer
// truncates the target as soon as the dialog closes, so a save that then
// failed would lose the old file; this one never leaves a half-written or
// emptied file behind.
type atomicFiles struct {
	repository.Repository
}

// makeFileSavesAtomic installs atomicFiles for the "file" scheme.
func makeFileSavesAtomic() error {
	inner, err := repository.ForScheme("file")
	if err != nil {
		return fmt.Errorf("file storage: %w", err)
	}
	if _, done := inner.(atomicFiles); !done {
		repository.Register("file", atomicFiles{inner})
	}
	return nil
}

// Writer returns a writer that replaces u only when closed after success.
func (a atomicFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return newAtomicWriter(u)
}

// CanWrite reports whether u's folder takes new files.
func (a atomicFiles) CanWrite(u fyne.URI) (bool, error) {
	if w, ok := a.Repository.(repository.WritableRepository); ok {
		return w.CanWrite(u)
	}
	return false, repository.ErrOperationNotSupported
}

// Delete removes u.
func (a atomicFiles) Delete(u fyne.URI) error {
	if w, ok := a.Repository.(repository.WritableRepository); ok {
		return w.Delete(u)
	}
	return repository.ErrOperationNotSupported
}

// Appender appends to u (not atomic: appending keeps what was there).
func (a atomicFiles) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	if w, ok := a.Repository.(repository.AppendableRepository); ok {
		return w.Appender(u)
	}
	return nil, repository.ErrOperationNotSupported
}

// CanList reports whether u is a folder.
func (a atomicFiles) CanList(u fyne.URI) (bool, error) {
	if l, ok := a.Repository.(repository.ListableRepository); ok {
		return l.CanList(u)
	}
	return false, repository.ErrOperationNotSupported
}

// List lists a folder.
func (a atomicFiles) List(u fyne.URI) ([]fyne.URI, error) {
	if l, ok := a.Repository.(repository.ListableRepository); ok {
		return l.List(u)
	}
	return nil, repository.ErrOperationNotSupported
}

// CreateListable makes a folder.
func (a atomicFiles) CreateListable(u fyne.URI) error {
	if l, ok := a.Repository.(repository.ListableRepository); ok {
		return l.CreateListable(u)
	}
	return repository.ErrOperationNotSupported
}

// Parent returns u's folder.
func (a atomicFiles) Parent(u fyne.URI) (fyne.URI, error) {
	if h, ok := a.Repository.(repository.HierarchicalRepository); ok {
		return h.Parent(u)
	}
	return nil, repository.ErrOperationNotSupported
}

// Child returns the URI of a file in folder u.
func (a atomicFiles) Child(u fyne.URI, name string) (fyne.URI, error) {
	if h, ok := a.Repository.(repository.HierarchicalRepository); ok {
		return h.Child(u, name)
	}
	return nil, repository.ErrOperationNotSupported
}

// Copy copies a file.
func (a atomicFiles) Copy(src, dst fyne.URI) error {
	if c, ok := a.Repository.(repository.CopyableRepository); ok {
		return c.Copy(src, dst)
	}
	return repository.ErrOperationNotSupported
}

// Move moves a file.
func (a atomicFiles) Move(src, dst fyne.URI) error {
	if m, ok := a.Repository.(repository.MovableRepository); ok {
		return m.Move(src, dst)
	}
	return repository.ErrOperationNotSupported
}

// atomicWriter collects a file's new content and puts it in place, with
// safefile, only when closed.
type atomicWriter struct {
	uri    fyne.URI
	buf    bytes.Buffer
	closed bool
}

func newAtomicWriter(u fyne.URI) (*atomicWriter, error) {
	return &atomicWriter{uri: u}, nil
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
