//go:build (linux || freebsd || openbsd || netbsd || dragonfly) && !android

package ui

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gametree/internal/i18n"
)

// ErrNoDisplay is CheckDisplay's answer where neither DISPLAY nor
// WAYLAND_DISPLAY is set.
var ErrNoDisplay = i18n.New("ui.no_display")

// CheckDisplay says whether the window can open: on Linux and the BSDs
// it needs a Wayland compositor or an X server, named by WAYLAND_DISPLAY
// or DISPLAY, that is there (over ssh, in a container or a cron job there
// is none, or a DISPLAY left over from another session, and GLFW would
// panic). A DISPLAY it cannot make sense of is left to GLFW to try.
func CheckDisplay() error {
	if w := os.Getenv("WAYLAND_DISPLAY"); w != "" {
		if !filepath.IsAbs(w) {
			w = filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), w)
		}
		if _, err := os.Stat(w); err == nil {
			return nil
		}
	}
	display := os.Getenv("DISPLAY")
	if display == "" {
		if os.Getenv("WAYLAND_DISPLAY") != "" {
			return i18n.New("ui.display_silent", "Display", "WAYLAND_DISPLAY="+os.Getenv("WAYLAND_DISPLAY"))
		}
		return ErrNoDisplay
	}
	if xAnswers(display) {
		return nil
	}
	return i18n.New("ui.display_silent", "Display", "DISPLAY="+display)
}

// xAnswers reports whether the X server display names ([host]:N[.S])
// can be there: for a display on this machine, its socket or its lock
// file exists. It does not connect: an X server resets when its last
// client leaves, and a test connection closing would reset a server
// that just started (a virtual one under test), failing the window's
// own. A display on another host is left to GLFW to try; a DISPLAY that
// is not a display's name never answers.
func xAnswers(display string) bool {
	host, rest, ok := strings.Cut(display, ":")
	number, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(number)
	switch {
	case !ok || err != nil || n < 0:
		return false // not a display's name: :0, host:10.0
	case host != "" && host != "unix":
		return true // another machine's: let GLFW try
	}
	for _, path := range []string{"/tmp/.X11-unix/X" + number, "/tmp/.X" + number + "-lock"} {
		if _, err := os.Stat(path); err == nil {
			return true
		}
	}
	return false
}
