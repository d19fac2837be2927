// Package safefile is the one way gametree writes output, for every
// command and the window, so that no output ever loses a file:
//
//   - a regular file is replaced through a temporary file beside it,
//     synced and renamed over it, keeping its permissions: never
//     half-written, and on any error left as it was;
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
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrIsInput is returned when the output would overwrite an input.
var ErrIsInput = errors.New("the output is the input file: choose another name")

// Write writes data to path as the package says: atomically for a regular
// file, straight into a FIFO or device. inputs are the files the output
// was made from; writing over any of them is refused with ErrIsInput.
func Write(path string, data []byte, inputs ...string) error {
	if path == "" {
		return errors.New("no file name given")
	}
	target, info, err := resolve(path)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := notInput(path, info, inputs); err != nil {
		return err
	}
	if info != nil && !info.Mode().IsRegular() {
		return writeInto(path, target, info, data)
	}
	return replace(path, target, info, data)
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
	return "", nil, errors.New("too many levels of symbolic links")
}

func checkFolder(dir string) error {
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("the folder %s does not exist", dir)
	case err != nil:
		return cause(err)
	case !info.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
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
			return fmt.Errorf("cannot write %s: %w", path, ErrIsInput)
		}
	}
	return nil
}

// writeInto writes into what is not a regular file: a FIFO or a
// character device takes the data as it is; anything else is refused.
func writeInto(path, target string, info os.FileInfo, data []byte) error {
	m := info.Mode()
	switch {
	case m.IsDir():
		return fmt.Errorf("cannot write %s: it is a folder", path)
	case m&fs.ModeNamedPipe == 0 && m&fs.ModeCharDevice == 0:
		return fmt.Errorf("cannot write %s: it is not a file, a pipe or a device (%v)", path, m.Type())
	}
	f, err := os.OpenFile(target, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	return nil
}

// replace writes a temporary file beside target, syncs it, gives it the
// old file's permissions (0644 for a new file) and renames it over target.
func replace(path, target string, old os.FileInfo, data []byte) (err error) {
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	mode := fs.FileMode(0o644)
	if old != nil {
		mode = old.Mode().Perm()
	}
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if old != nil {
		keepOwner(tmp.Name(), old)
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
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
