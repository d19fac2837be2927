//go:build !unix

package safefile

import "os"

// keepOwner does nothing where files have no Unix owner.
func keepOwner(string, os.FileInfo) {}

// mayWrite reports whether the user may write the file at path: a
// read-only file is not replaced either.
func mayWrite(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().Perm()&0o200 != 0
}
