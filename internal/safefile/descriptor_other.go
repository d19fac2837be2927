//go:build !unix

package safefile

import (
	"errors"
	"os"
)

// descriptor reports whether name in dir is one of this process's
// descriptors: never where there is no /dev/fd.
func descriptor(dir, name string) (int, bool) { return 0, false }

// openDescriptor is never called where descriptor finds none.
func openDescriptor(fd int, name string) (*os.File, error) {
	return nil, errors.ErrUnsupported
}
