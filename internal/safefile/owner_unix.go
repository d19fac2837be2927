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

// mayWrite reports whether the user may write the file at path: a file
// they may not write into is not replaced either (a read-only file, or
// someone else's), as a plain write would be refused.
func mayWrite(path string) bool { return syscall.Access(path, 2 /* W_OK */) == nil }

// mayCreate reports whether the user may make a file in the folder dir,
// as a replacement is made beside the file it replaces.
func mayCreate(dir string) bool { return syscall.Access(dir, 2|1 /* W_OK|X_OK */) == nil }

// links counts the names (hard links) of the file info describes.
func links(info os.FileInfo) int {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return int(st.Nlink)
	}
	return 1
}
