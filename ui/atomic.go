package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
)

// atomicFiles wraps Fyne's file repository so that every writer it hands
// out (the save dialog's included) writes a temporary file next to the
// target and renames it over the target on Close. Fyne's own writer
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

// atomicWriter collects a file's new content in a temporary file.
type atomicWriter struct {
	uri    fyne.URI
	tmp    *os.File
	failed error
}

func newAtomicWriter(u fyne.URI) (*atomicWriter, error) {
	path := u.Path()
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, pathCause(err))
	}
	return &atomicWriter{uri: u, tmp: tmp}, nil
}

// Write adds to the new content.
func (w *atomicWriter) Write(p []byte) (int, error) {
	if w.failed != nil {
		return 0, w.failed
	}
	n, err := w.tmp.Write(p)
	if err != nil {
		w.failed = fmt.Errorf("cannot write %s: %w", w.uri.Path(), pathCause(err))
		return n, w.failed
	}
	return n, nil
}

// Close puts the new content in place, unless a write failed.
func (w *atomicWriter) Close() error {
	if w.tmp == nil {
		return nil
	}
	tmp := w.tmp
	w.tmp = nil
	err := w.failed
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), w.uri.Path())
	}
	if err != nil {
		os.Remove(tmp.Name())
		if w.failed != nil {
			return w.failed
		}
		return fmt.Errorf("cannot write %s: %w", w.uri.Path(), pathCause(err))
	}
	return nil
}

// Discard drops the new content and leaves the target as it was.
func (w *atomicWriter) Discard() {
	if w.tmp != nil {
		w.tmp.Close()
		os.Remove(w.tmp.Name())
		w.tmp = nil
	}
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

func pathCause(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
