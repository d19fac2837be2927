package i18n

import (
	"errors"
	"io/fs"
	"strings"
	"syscall"
)

// Error is an error that can be said in any language: a message of the
// catalogues with its parameters, and possibly a cause, which the message
// shows as {{.Err}}. Error() says it in English; Lang.Error in any
// language. Sentinel errors made with New are compared with errors.Is as
// usual.
type Error struct {
	ID   string
	Args []any // pairs, as for Lang.T
	Err  error // the cause, if any
}

// New returns an error saying message id with the parameters args.
func New(id string, args ...any) *Error { return &Error{ID: id, Args: args} }

// Wrap returns an error saying message id about err, which the message
// shows as {{.Err}} and errors.Is and errors.As find.
func Wrap(err error, id string, args ...any) *Error { return &Error{ID: id, Args: args, Err: err} }

// Error says the error in English.
func (e *Error) Error() string { return e.In(English()) }

// In says the error in language l.
func (e *Error) In(l *Lang) string {
	args := e.Args
	if e.Err != nil {
		args = append(args[:len(args):len(args)], "Err", e.Err)
	}
	return l.T(e.ID, args...)
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Localized is an error that can be said in a language.
type Localized interface {
	error
	In(l *Lang) string
}

// Error says err in the language: errors of this package (and any
// Localized error) in full; a file system error as its path and a
// translated reason; anything else as it says itself, in English.
func (l *Lang) Error(err error) string {
	if err == nil {
		return ""
	}
	if e, ok := err.(Localized); ok {
		return e.In(l)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Error() == err.Error() {
		return l.T("err.path", "Path", pe.Path, "Reason", l.reason(pe.Err))
	}
	return l.reason(err)
}

// reason translates the common reasons a file cannot be read or written.
func (l *Lang) reason(err error) string {
	var errno syscall.Errno
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return l.T("err.not_found")
	case errors.Is(err, fs.ErrPermission):
		return l.T("err.permission")
	case errors.As(err, &errno) && errno == syscall.EISDIR:
		return l.T("err.is_folder")
	case errors.As(err, &errno) && errno == syscall.ENOTDIR:
		return l.T("err.not_folder")
	case errors.As(err, &errno) && errno == syscall.ENOSPC:
		return l.T("err.no_space")
	case errors.As(err, &errno) && errno == syscall.EROFS:
		return l.T("err.read_only")
	}
	if e, ok := err.(Localized); ok {
		return e.In(l)
	}
	return err.Error()
}

// Join returns an error saying each of errs that is not nil, one sentence
// after another, that errors.Is and errors.As search: nil when all are
// nil, the error itself when only one is not.
func Join(errs ...error) error {
	var said joined
	for _, err := range errs {
		if err != nil {
			said = append(said, err)
		}
	}
	switch len(said) {
	case 0:
		return nil
	case 1:
		return said[0]
	}
	return said
}

// joined is Join's error of more than one.
type joined []error

// Error says the errors in English.
func (j joined) Error() string { return j.In(English()) }

// In says the errors in language l, a sentence each.
func (j joined) In(l *Lang) string {
	parts := make([]string, len(j))
	for i, err := range j {
		parts[i] = l.Error(err)
	}
	return strings.Join(parts, ". ")
}

// Unwrap returns the errors, for errors.Is and errors.As.
func (j joined) Unwrap() []error { return j }
