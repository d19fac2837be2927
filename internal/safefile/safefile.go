// Package safefile is the one way gametree writes output, for every
// command and the window, so that no output ever loses a file:
//
//   - a regular file is replaced through a temporary file beside it,
//     synced and renamed over it, keeping its permissions: never
//     half-written, and on any error left as it was; a file the user may
//     not write (read-only, someone else's) is refused, not replaced;
//   - a symbolic link is followed, and its target replaced: the link stays;
//   - a FIFO or a character device (a pipe, /dev/stdout, /dev/null) is
//     written straight into, never replaced by a file;
//   - a folder, a socket, or the input itself (by identity, whatever the
//     name or link it is reached through) is refused.
//
// A set of numbered frames is written the same way as a whole: see Frames.
package safefile

import (
	"errors"
	"gametree/internal/i18n"
	"io/fs"
	"os"
	"path/filepath"
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
// place of a regular file, or a FIFO or device written straight into.
// Abort drops it, leaving the target as it was. Write what is too big to
// hold in memory (an animation) through it.
type File struct {
	path, target string
	old          os.FileInfo // the file replaced; nil for a new one
	f            *os.File
	direct       bool // a FIFO or device: no temporary file
	err          error
}

// Create starts writing path (see Write).
func Create(path string, inputs ...string) (*File, error) {
	if path == "" {
		return nil, i18n.New("file.no_name")
	}
	target, info, err := resolve(path)
	if err != nil {
		return nil, i18n.Wrap(err, "file.cannot_write", "File", path)
	}
	if err := notInput(path, info, inputs); err != nil {
		return nil, err
	}
	out := &File{path: path, target: target, old: info}
	if info != nil && !info.Mode().IsRegular() {
		m := info.Mode()
		switch {
		case m.IsDir():
			return nil, i18n.New("file.is_folder", "File", path)
		case m&fs.ModeNamedPipe == 0 && m&fs.ModeCharDevice == 0:
			return nil, i18n.New("file.not_a_file", "File", path, "Type", TypeOf(m))
		}
		out.direct = true
		out.f, err = os.OpenFile(target, os.O_WRONLY, 0)
	} else {
		if info != nil && !mayWrite(target) {
			return nil, i18n.Wrap(fs.ErrPermission, "file.cannot_write", "File", path)
		}
		out.f, err = os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*.tmp")
	}
	if err != nil {
		return nil, i18n.Wrap(cause(err), "file.cannot_write", "File", path)
	}
	return out, nil
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

// resolve follows symbolic links to the file that would be written, and
// returns it with its information (nil when it does not exist yet). The
// folder it goes in must exist.
func resolve(path string) (string, os.FileInfo, error) {
	target := path
	for range 40 {
		info, err := os.Lstat(target)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return target, nil, checkFolder(filepath.Dir(target))
		case err != nil:
			if ferr := checkFolder(filepath.Dir(target)); ferr != nil {
				return "", nil, ferr // "not a directory": say which
			}
			return "", nil, cause(err)
		case info.Mode()&fs.ModeSymlink == 0:
			return target, info, nil
		}
		link, err := os.Readlink(target)
		if err != nil {
			return "", nil, cause(err)
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = link
	}
	return "", nil, i18n.New("file.link_loop")
}

func checkFolder(dir string) error {
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return i18n.New("file.no_folder", "Folder", dir)
	case err != nil:
		return cause(err)
	case !info.IsDir():
		return i18n.New("file.not_folder", "Folder", dir)
	}
	return nil
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
