//go:build unix

package safefile

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// descriptor reports whether name in the real folder dir is one of this
// process's open descriptors, and which: dir is /dev/fd (where the system
// keeps them itself) or this process's fd folder in /proc, which
// /dev/stdout, /dev/fd and /proc/self lead to on Linux. Such a name is
// the descriptor, not the file its link text names: /dev/stdout is
// standard output, appended to when the shell opened it so (>>).
func descriptor(dir, name string) (int, bool) {
	if name == "" || strings.Trim(name, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(name)
	if err != nil {
		return 0, false
	}
	if dir == "/dev/fd" {
		return n, true
	}
	rest, ok := strings.CutPrefix(dir, "/proc/")
	if !ok {
		return 0, false
	}
	parts := strings.Split(rest, "/")
	pid := strconv.Itoa(os.Getpid())
	switch {
	case len(parts) == 2 && parts[0] == pid && parts[1] == "fd": // /proc/self/fd
		return n, true
	case len(parts) == 4 && parts[0] == pid && parts[1] == "task" && parts[3] == "fd": // /proc/thread-self/fd
		return n, true
	}
	return 0, false
}

// openDescriptor returns a copy of descriptor fd to write into, named
// name: writing it is writing fd itself, at its offset and with its
// flags; closing it leaves fd open.
func openDescriptor(fd int, name string) (*os.File, error) {
	syscall.ForkLock.RLock()
	dup, err := syscall.Dup(fd)
	if err == nil {
		syscall.CloseOnExec(dup)
	}
	syscall.ForkLock.RUnlock()
	if err != nil {
		return nil, err
	}
	return os.NewFile(uintptr(dup), name), nil
}
