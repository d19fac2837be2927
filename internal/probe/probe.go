// Package probe is how the real-window tests read gametree's window: with
// the environment variable Env naming a Unix socket, the window answers
// each line sent to it with its State, one line of JSON. It holds no
// Fyne: the window fills the State in, and package e2e reads it.
package probe

import (
	"bufio"
	"encoding/json"
	"net"
	"os"
)

// Env names the environment variable that makes the window answer
// questions about its state on a Unix socket at that path: what the
// real-window tests read after driving the window with real keys and
// clicks. Each line sent gets the state back as one line of JSON.
const Env = "GAMETREE_PROBE"

// State is the window's state as the real-window tests see it.
type State struct {
	Title     string `json:"title"`
	Step      int    `json:"step"`
	Steps     int    `json:"steps"`
	Shown     int    `json:"shown"`
	Coarse    bool   `json:"coarse"`
	Playing   bool   `json:"playing"`
	Document  string `json:"document"`
	Path      string `json:"path"`
	Dirty     bool   `json:"dirty"`
	Tree      string `json:"tree"` // bracket notation, small trees only
	Size      int    `json:"nodes"`
	Selected  string `json:"selected"`
	Inspected string `json:"inspected"`
	Algorithm string `json:"algorithm"`
	Root      string `json:"root"`
	Depth     int    `json:"depth"`
	Strict    bool   `json:"strict"`
	// Bounds are Star1's bounds as the trace on screen used them ("0..10"),
	// empty for the other algorithms.
	Bounds     string   `json:"bounds"`
	Hide       bool     `json:"hide"`
	Undo       string   `json:"undo"`
	Presenting bool     `json:"presenting"`
	FullScreen bool     `json:"full_screen"`
	Blanked    bool     `json:"blanked"`
	Legend     bool     `json:"legend"`
	TextScale  float64  `json:"text_scale"`
	Appearance int      `json:"appearance"`
	Palette    int      `json:"palette"`
	Language   string   `json:"language"`
	Zoom       float64  `json:"zoom"`
	Fitted     bool     `json:"fitted"`
	Dialogs    []string `json:"dialogs"`
	Overlays   int      `json:"overlays"`
	Focused    string   `json:"focused"`
	Status     string   `json:"status"`
	// Said are the last texts the status line showed, oldest first: what
	// showed only while the page was too busy to answer.
	Said []string `json:"said"`
	// Narration is the sentence of the step shown, with its number.
	Narration string  `json:"narration"`
	Width     float32 `json:"width"`
	Height    float32 `json:"height"`
	Show      int     `json:"show"`
	LeftRight bool    `json:"left_right"`
	Follow    bool    `json:"follow"`
	Compact   bool    `json:"compact"`
	// Practising names the exercise under way ("" when not practising).
	Practising string `json:"practising"`
	// Graph is how many positions the canvas draws as a graph (View ›
	// Search Space as a Graph); 0 when it draws the tree.
	Graph int `json:"graph"`
	// Nodes are where the nodes of a small tree are, and Controls where
	// the window's controls are, in window coordinates: what a test
	// clicks.
	Nodes    map[string][2]float32 `json:"nodes_at"`
	Controls map[string][2]float32 `json:"controls"`
	// Menus is the menu bar, for driving it with the keyboard.
	Menus []Menu `json:"menus"`
	// Toolbar is the text the toolbar shows: drop-downs' choices, check
	// boxes' labels, hints.
	Toolbar []string `json:"toolbar"`
}

// Menu is a menu, or a menu item and its submenu.
type Menu struct {
	Label     string `json:"label"`
	Separator bool   `json:"separator,omitempty"`
	Disabled  bool   `json:"disabled,omitempty"`
	Checked   bool   `json:"checked,omitempty"`
	Items     []Menu `json:"items,omitempty"`
}

// Serve answers on the socket at path: for each line, answer is called
// with the line (on whatever goroutine the caller arranges; the window
// hands it to its UI goroutine) and its State is written back. It returns
// a function that stops serving.
func Serve(path string, answer func(line string) State) (stop func(), err error) {
	os.Remove(path)
	l, err := net.Listen("unix", path)
	if err != nil {
		return nil, err
	}
	go func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			go func() {
				defer conn.Close()
				in := bufio.NewScanner(conn)
				enc := json.NewEncoder(conn)
				for in.Scan() {
					if enc.Encode(answer(in.Text())) != nil {
						return
					}
				}
			}()
		}
	}()
	return func() { l.Close(); os.Remove(path) }, nil
}
