//go:build unix

package cli

import "syscall"

var wayErrors = []error{syscall.ENOSPC, syscall.EDQUOT, syscall.EFBIG, syscall.EIO}
