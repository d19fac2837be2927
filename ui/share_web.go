//go:build js

package ui

// sharing is nothing in the browser: a class listens from the desktop
// app or the command line (the File menu leaves its items out).
type sharing struct{}

func (w *Window) classShare() *sharing { return nil }

func (c *sharing) dialog() {}
func (c *sharing) stop()   {}
func (c *sharing) shown()  {}
func (c *sharing) speak()  {}
