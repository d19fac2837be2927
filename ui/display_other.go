//go:build !((linux || freebsd || openbsd || netbsd || dragonfly) && !android)

package ui

// CheckDisplay says whether the window can open: on Windows, macOS and in
// a browser there is always a screen to open it on.
func CheckDisplay() error { return nil }
