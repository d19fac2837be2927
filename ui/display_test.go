//go:build (linux || freebsd || openbsd || netbsd || dragonfly) && !android

package ui

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"gametree/internal/i18n"
)

// TestCheckDisplay: the window is not tried without a display that can
// be there: none set, a name that is no display's, a local display
// without its socket or lock file; a local display with one, or another
// machine's, is tried.
func TestCheckDisplay(t *testing.T) {
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	free := ""
	for n := 180; n < 190 && free == ""; n++ {
		if _, err := os.Stat(filepath.Join("/tmp/.X11-unix", "X"+strconv.Itoa(n))); os.IsNotExist(err) {
			if _, err := os.Stat("/tmp/.X" + strconv.Itoa(n) + "-lock"); os.IsNotExist(err) {
				free = ":" + strconv.Itoa(n)
			}
		}
	}
	for display, ok := range map[string]bool{"": false, "foo": false, ":abc": false, ":": false, ":77x": false, ":-1": false,
		"/tmp/.X11-unix/X0": false, free: false, "unix" + free: false, "elsewhere.example:10.0": true} {
		t.Setenv("DISPLAY", display)
		if err := CheckDisplay(); (err == nil) != ok {
			t.Errorf("DISPLAY=%q: %v", display, err)
		} else if err != nil {
			if e, isI18n := err.(*i18n.Error); !isI18n || (display == "") != (e.ID == "ui.no_display") {
				t.Errorf("DISPLAY=%q: %v", display, err)
			}
		}
	}
	socket := filepath.Join(t.TempDir(), "wayland-0")
	os.WriteFile(socket, nil, 0o600)
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", socket)
	if err := CheckDisplay(); err != nil {
		t.Errorf("a Wayland compositor's socket: %v", err)
	}
}
