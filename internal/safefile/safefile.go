// Package safefile is the one way gametree writes output, for every
// command and the window, so that no output ever loses a file:
//
//   - a path is followed as the system follows it, name by name: a
//     symbolic link is followed, a relative one from the folder it is in,
//     and its target written; the link stays;
//   - a regular file is replaced through a temporary file beside it,
//     synced and renamed over it, keeping its permissions: never
//     half-written, and on any error left as it was; a file the user may
//     not write (read-only, someone else's) is refused, not replaced;
//   - a FIFO or a character device (a pipe, /dev/null) is written
//     straight into, never replaced by a file, and so is an open
//     descriptor named as one (/dev/stdout, /dev/fd/3), at its offset;
//   - a folder, a socket, or the input itself (by identity, whatever the
//     name or link it is reached through) is refused.
//
// A set of numbered frames is written the same way as a whole: see Frames.
package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"unicode/utf8"

	"gametree/internal/i18n"
)

// ErrIsInput is returned when the output would overwrite an input.
var ErrIsInput = i18n.New("file.is_input")

// Write writes data to path as the package says: atomically for a regular
// file, straight into a FIFO or device. inputs are the files the output
// was made from; writing over any of them is refused with ErrIsInput.
func Write(path string, data []byte, inputs ...string) error {
	f, err := Create(path, inputs...)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// File is an output being written: a temporary file that Commit puts in
// place of a regular file, or a FIFO, device or descriptor written
// straight into. Abort drops it, leaving the target as it was.
// Write what is too big to hold in memory (an animation) through it.
type File struct {
	path, target string
	old          fs.FileInfo // the file replaced; nil for a new one
	f            *os.File
	direct       bool // a FIFO, device or descriptor: no temporary file
	err          error
}

// Create starts writing path (see Write).
func Create(path string, inputs ...string) (*File, error) {
	if path == "" {
		return nil, i18n.New("file.no_name")
	}
	p, err := walk(path)
	if err != nil {
		return nil, i18n.Wrap(err, "file.cannot_write", "File", path)
	}
	if p.fd >= 0 {
		return createDescriptor(path, p.fd, inputs)
	}
	if err := notInput(path, p.info, inputs); err != nil {
		return nil, err
	}
	out := &File{path: path, target: p.path, old: p.info}
	if info := p.info; info != nil && !info.Mode().IsRegular() {
		m := info.Mode()
		switch {
		case m.IsDir():
			return nil, i18n.New("file.is_folder", "File", path)
		case m&fs.ModeNamedPipe == 0 && m&fs.ModeCharDevice == 0:
			return nil, i18n.New("file.not_a_file", "File", path, "Type", TypeOf(m))
		}
		out.direct = true
		out.f, err = os.OpenFile(p.path, os.O_WRONLY, 0)
	} else {
		if info != nil && !mayWrite(p.path) {
			return nil, i18n.Wrap(fs.ErrPermission, "file.cannot_write", "File", path)
		}
		out.f, err = os.CreateTemp(filepath.Dir(p.path), tempPattern(filepath.Base(p.path)))
	}
	if err != nil {
		return nil, i18n.Wrap(cause(err), "file.cannot_write", "File", path)
	}
	return out, nil
}

// createDescriptor starts writing into this process's descriptor fd,
// named path (/dev/stdout): straight into it, as into standard output,
// unless it has the input open.
func createDescriptor(path string, fd int, inputs []string) (*File, error) {
	f, err := openDescriptor(fd, path)
	if err != nil {
		return nil, i18n.Wrap(cause(err), "file.cannot_write", "File", path)
	}
	info, err := f.Stat()
	if err == nil {
		err = notInput(path, info, inputs)
	}
	if err == nil && info.IsDir() {
		err = i18n.New("file.is_folder", "File", path)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return &File{path: path, f: f, direct: true}, nil
}

// tempPattern is the pattern of the name of a temporary file for the
// file named name, for os.CreateTemp: .NAME.*.tmp, NAME cut short enough
// for the whole to be a name any file system takes, whatever number
// os.CreateTemp puts for the star.
func tempPattern(name string) string {
	const dot, suffix = ".", ".tmp"
	return dot + short(name, maxName-len(dot+dot+suffix)-maxTempDigits) + dot + "*" + suffix
}

// maxName is the longest name of a file most file systems take, in
// bytes; maxTempDigits the longest number os.CreateTemp and os.MkdirTemp
// put in a name (a 32-bit one).
const (
	maxName       = 255
	maxTempDigits = 10
)

// short cuts name to at most n bytes, at the start of a character.
func short(name string, n int) string {
	if len(name) <= n {
		return name
	}
	for n > 0 && !utf8.RuneStart(name[n]) {
		n--
	}
	return name[:n]
}

// Write adds to the output; the first error sticks.
func (o *File) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.f.Write(p)
	if err != nil {
		o.err = i18n.Wrap(cause(err), "file.cannot_write", "File", o.path)
	}
	return n, o.err
}

// Commit finishes the output: a regular file is synced, given the old
// file's permissions and owner (0644 for a new file) and renamed into
// place. On an error the target is as it was.
func (o *File) Commit() error {
	if o.direct {
		err := o.f.Close()
		if o.err != nil {
			return o.err
		}
		if err != nil {
			return i18n.Wrap(cause(err), "file.cannot_write", "File", o.path)
		}
		return nil
	}
	err := o.err
	if err == nil {
		err = o.f.Sync()
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	mode := fs.FileMode(0o644)
	if o.old != nil {
		mode = o.old.Mode().Perm()
	}
	if err == nil {
		err = os.Chmod(o.f.Name(), mode)
	}
	if err == nil && o.old != nil {
		keepOwner(o.f.Name(), o.old)
	}
	if err == nil {
		err = os.Rename(o.f.Name(), o.target)
	}
	if err != nil {
		os.Remove(o.f.Name())
		if err == o.err {
			return err
		}
		return i18n.Wrap(cause(err), "file.cannot_write", "File", o.path)
	}
	return nil
}

// Abort drops what was written: the target stays as it was (what went
// into a FIFO or device is gone already).
func (o *File) Abort() {
	o.f.Close()
	if !o.direct {
		os.Remove(o.f.Name())
	}
}

// notInput refuses an output that is one of the inputs.
func notInput(path string, out os.FileInfo, inputs []string) error {
	if out == nil {
		return nil
	}
	for _, in := range inputs {
		if in == "" {
			continue
		}
		if info, err := os.Stat(in); err == nil && os.SameFile(info, out) {
			return i18n.Wrap(ErrIsInput, "file.cannot_write", "File", path)
		}
	}
	return nil
}

// cause drops the temporary file's name from an error, keeping what went
// wrong ("permission denied", "no space left on device").
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
