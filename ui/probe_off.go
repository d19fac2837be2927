//go:build !e2e

package ui

// serveProbe does nothing: only the binary the real-window tests build
// (-tags e2e) answers on a probe socket.
func serveProbe(*Window) (stop func()) { return func() {} }
