//go:build unix

package safefile

import (
	"os"
	"syscall"
)

// keepOwner gives a replacement file the owner and group of the file it
// replaces, as far as the user may (root writing a student's file).
func keepOwner(path string, old os.FileInfo) {
	if st, ok := old.Sys().(*syscall.Stat_t); ok {
		os.Lchown(path, int(st.Uid), int(st.Gid)) // best effort: a user may not give files away
	}
}
