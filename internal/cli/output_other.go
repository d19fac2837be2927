//go:build !unix

package cli

import "syscall"

var wayErrors = []error{syscall.ENOSPC, syscall.EFBIG, syscall.EIO}
