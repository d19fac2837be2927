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
//   - a file the user may write in a folder they may not is written in
//     place, once the whole output is made (see Note);
//   - a file with other names (hard links) is replaced under the name
//     given only: the others keep the old content (see Note);
//   - a FIFO or a character device (a pipe, /dev/null) is written
//     straight into, never replaced by a file, and so is an open
//     descriptor named as one (/dev/stdout, /dev/fd/3), at its offset;
//   - a folder, a socket, or the input itself (by identity, whatever the
//     name or link it is reached through) is refused; so is standard
//     output that is the input (see CheckStream).
//
// A set of numbered frames is written the same way as a whole: see Frames.
package safefile

import (
	"errors"
	"io"
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
// straight into, or a regular file written over in place (in a folder
// that takes no new file). Abort drops it, leaving the target as it was.
// Write what is too big to hold in memory (an animation) through it.
type File struct {
	path, target string
	old          fs.FileInfo // the file replaced; nil for a new one
	f            *os.File
	direct       bool // a FIFO, device or descriptor: no temporary file
	inPlace      bool // f is a copy to write over target once whole
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
		switch {
		case info != nil && !mayWrite(p.path):
			return nil, i18n.Wrap(fs.ErrPermission, "file.cannot_write", "File", path)
		case info != nil && inPlace(p.path):
			out.inPlace = true
			out.f, err = os.CreateTemp("", tempPattern("gametree-"+filepath.Base(p.path)))
		default:
			out.f, err = os.CreateTemp(filepath.Dir(p.path), tempPattern(filepath.Base(p.path)))
		}
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
// place; one in place is written over once whole. On an error the target
// is as it was, but for one in place that failed part way.
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
	if o.inPlace {
		return o.commitInPlace()
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

// commitInPlace writes the whole output, kept aside until now, over the
// target: room for it is taken first where the system can, so that a
// full disk is found before the old content is touched; then it is
// written, cut to its length and synced.
func (o *File) commitInPlace() error {
	defer func() {
		o.f.Close()
		os.Remove(o.f.Name())
	}()
	if o.err != nil {
		return o.err
	}
	err := o.writeOver()
	if err != nil {
		return i18n.Wrap(cause(err), "file.cannot_write", "File", o.path)
	}
	return nil
}

func (o *File) writeOver() error {
	size, err := o.f.Seek(0, io.SeekEnd)
	if err == nil {
		_, err = o.f.Seek(0, io.SeekStart)
	}
	if err != nil {
		return err
	}
	dst, err := os.OpenFile(o.target, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if err = reserve(dst, size); err == nil {
		_, err = io.Copy(dst, o.f)
	}
	if err == nil {
		err = dst.Truncate(size)
	}
	if err == nil {
		err = dst.Sync()
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	return err
}

// Abort drops what was written: the target stays as it was (what went
// into a FIFO or device is gone already).
func (o *File) Abort() {
	o.f.Close()
	if !o.direct {
		os.Remove(o.f.Name())
	}
}

// Note says what writing path will do that the user should be told, as
// a sentence to say once it is written, or nil: a file in a folder that
// takes no new file (read-only to the user) is written in place, since no
// replacement can be put beside it; a file with other names (hard links)
// is replaced under this name only, the others keeping the old content.
func Note(path string) *i18n.Error {
	p, err := walk(path)
	if err != nil || p.fd >= 0 || p.info == nil || !p.info.Mode().IsRegular() || !mayWrite(p.path) {
		return nil
	}
	switch {
	case inPlace(p.path):
		return i18n.New("file.in_place", "File", path, "Folder", filepath.Dir(p.path))
	case links(p.info) > 1:
		return i18n.New("file.links_split", "File", path)
	}
	return nil
}

// inPlace reports whether the existing regular file at target is
// written in place: its folder takes no new file from this user, so no
// replacement can be made beside it, while the file itself may be written.
func inPlace(target string) bool { return !mayCreate(filepath.Dir(target)) }

// CheckStream refuses an output already open, w (standard output), that
// is one of the inputs, compared by identity as Create compares: a
// shell's ">> tree.json" or "1<>tree.json" has the output written into
// the tree it is made from. Anything but a regular file passes.
func CheckStream(w io.Writer, inputs ...string) error {
	s, ok := w.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return nil
	}
	info, err := s.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return nil
	}
	for _, in := range inputs {
		if in == "" {
			continue
		}
		if inInfo, err := os.Stat(in); err == nil && os.SameFile(inInfo, info) {
			return i18n.Wrap(ErrIsInput, "file.stream_is_input", "File", in)
		}
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
