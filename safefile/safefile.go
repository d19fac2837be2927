// Package safefile writes files so that they are never left half-written:
// the new content goes to a temporary file beside the target, which is
// synced and renamed over it.
package safefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Write writes data to path without ever leaving a half-written file: it
// writes a temporary file in the same folder, syncs it, and renames it
// over path. On any error the temporary file is removed and path is as it
// was.
func Write(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if info, statErr := os.Stat(dir); statErr != nil {
		if errors.Is(statErr, fs.ErrNotExist) {
			return fmt.Errorf("cannot write %s: the folder %s does not exist", path, dir)
		}
		return fmt.Errorf("cannot write %s: %w", path, statErr)
	} else if !info.IsDir() {
		return fmt.Errorf("cannot write %s: %s is not a folder", path, dir)
	}
	if info, statErr := os.Stat(path); statErr == nil && info.IsDir() {
		return fmt.Errorf("cannot write %s: it is a folder", path)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if err = os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, cause(err))
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
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
