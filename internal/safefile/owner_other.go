//go:build !unix

package safefile

import "os"

// keepOwner does nothing where files have no Unix owner.
func keepOwner(string, os.FileInfo) {}
