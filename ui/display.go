//go:build (linux || freebsd || openbsd || netbsd || dragonfly) && !android

package ui

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gametree/internal/i18n"
)

// ErrNoDisplay is CheckDisplay's answer where neither DISPLAY nor
// WAYLAND_DISPLAY is set.
var ErrNoDisplay = i18n.New("ui.no_display")

// CheckDisplay says whether the window can open: on Linux and the BSDs
// it needs a Wayland compositor or an X server, named by WAYLAND_DISPLAY
// or DISPLAY, that answers (over ssh, in a container or a cron job there
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
// takes a connection, or whether display is not a name it knows how to
// try.
func xAnswers(display string) bool {
	host, rest, ok := strings.Cut(display, ":")
	number, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(number)
	if !ok || err != nil || n < 0 || strings.Contains(host, "/") {
		return true // not [host]:N: let GLFW try
	}
	try := func(network, address string) bool {
		c, err := net.DialTimeout(network, address, 2*time.Second)
		if err == nil {
			c.Close()
		}
		return err == nil
	}
	if host == "" || host == "unix" {
		socket := "/tmp/.X11-unix/X" + number
		return try("unix", socket) || try("unix", "@"+socket) // a file, or Linux's abstract name
	}
	return try("tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)))
}
