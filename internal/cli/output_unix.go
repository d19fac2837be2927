//go:build unix

package cli

import (
	"os"
	"syscall"
)

var wayErrors = []error{syscall.ENOSPC, syscall.EDQUOT, syscall.EFBIG, syscall.EIO}

// stopSignals are the signals that ask a command to stop.
func stopSignals() []os.Signal { return []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP} }
