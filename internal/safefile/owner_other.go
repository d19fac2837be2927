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

// mayCreate reports whether the user may make a file in the folder dir:
// taken to be so where folders have no Unix permissions.
func mayCreate(string) bool { return true }

// links counts the names of a file: one, as far as can be told here.
func links(os.FileInfo) int { return 1 }
