package safefile

import (
	"errors"
	"os"
	"syscall"
)

// reserve takes room for size bytes in f before it is written over, so
// that a full disk is found before any old byte is lost. A file system
// that cannot reserve room is written anyway.
func reserve(f *os.File, size int64) error {
	if size == 0 {
		return nil
	}
	err := syscall.Fallocate(int(f.Fd()), 0, 0, size)
	if errors.Is(err, syscall.EOPNOTSUPP) || errors.Is(err, syscall.ENOSYS) || errors.Is(err, syscall.EINVAL) {
		return nil
	}
	return err
}
