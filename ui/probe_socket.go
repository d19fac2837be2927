//go:build e2e && !js

package ui

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"

	"gametree/internal/probe"
)

// serveProbe answers the real-window tests' questions on the socket
// probe.Env names, if any; it returns a function that stops it.
func serveProbe(w *Window) (stop func()) {
	path := os.Getenv(probe.Env)
	if path == "" {
		return func() {}
	}
	stop, err := probe.Serve(path, func(line string) probe.State {
		got := make(chan probe.State, 1)
		fyne.Do(func() { got <- probeOf(w).state() })
		return <-got
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "gametree: probe: %v\n", err)
		return func() {}
	}
	return stop
}
