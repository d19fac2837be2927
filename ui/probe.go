package ui

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"

	"gametree/session"
	"gametree/tree"
)

// ProbeEnv names the environment variable that makes the window answer
// questions about its state on a Unix socket at that path: what the
// real-window tests read after driving the window with real keys and
// clicks. Each line sent ("state") gets one line of JSON back.
const ProbeEnv = "GAMETREE_PROBE"

// Probe is the window's state as the real-window tests see it.
type Probe struct {
	Title      string   `json:"title"`
	Step       int      `json:"step"`
	Steps      int      `json:"steps"`
	Shown      int      `json:"shown"`
	Coarse     bool     `json:"coarse"`
	Playing    bool     `json:"playing"`
	Document   string   `json:"document"`
	Path       string   `json:"path"`
	Dirty      bool     `json:"dirty"`
	Tree       string   `json:"tree"` // bracket notation, small trees only
	Nodes      int      `json:"nodes"`
	Selected   string   `json:"selected"`
	Inspected  string   `json:"inspected"`
	Algorithm  string   `json:"algorithm"`
	Root       string   `json:"root"`
	Depth      int      `json:"depth"`
	Strict     bool     `json:"strict"`
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
	Width      float32  `json:"width"`
	Height     float32  `json:"height"`
	// Menus lists the menu bar: each menu's label and its items' labels
	// ("" for a separator), for driving it with the keyboard.
	Menus [][]string `json:"menus"`
}

// probe reads the window's state; call it on the UI goroutine.
func (w *Window) probe() Probe {
	s := w.s
	d := s.Doc()
	p := Probe{Title: w.win.Title(), Step: s.Step(), Shown: s.Shown(), Coarse: s.Coarse(), Playing: w.playback.playing(),
		Document: d.Name, Path: d.Path, Dirty: d.Dirty, Hide: s.HideAnswers(), Undo: s.UndoName(),
		Presenting: w.v.presenting, FullScreen: w.win.FullScreen(), Blanked: w.present.blanked(), Legend: w.v.legend,
		TextScale: w.v.textScale, Appearance: int(w.v.appearance), Palette: int(w.v.palette), Language: w.v.narrator.Lang(), Zoom: w.canvas.zoom, Fitted: w.canvas.fitted,
		Dialogs: w.dialogs.titles(), Overlays: len(w.win.Canvas().Overlays().List()), Status: w.status.label.Text,
		Width: w.win.Canvas().Size().Width, Height: w.win.Canvas().Size().Height}
	opt := s.Options()
	p.Algorithm, p.Root, p.Depth, p.Strict = opt.Algorithm.String(), opt.Root.String(), opt.Depth, opt.Strict
	if tr := s.Trace(); tr != nil {
		p.Steps = tr.Len()
		p.Inspected = session.Value(s.Inspect().Rows, "Node")
	}
	if d.Tree != nil {
		p.Nodes = d.Tree.Len()
		if d.Tree.Len() <= 200 {
			var b strings.Builder
			if tree.WriteBracket(&b, d.Tree) == nil {
				p.Tree = strings.TrimSpace(b.String())
			}
		}
	}
	if id := s.Selected(); id != tree.None {
		p.Selected = d.Tree.Name(id)
	}
	if f := w.win.Canvas().Focused(); f != nil {
		p.Focused = reflect.TypeOf(f).String()
	}
	for _, m := range w.menus.main.Items {
		labels := []string{m.Label}
		for _, it := range m.Items {
			labels = append(labels, it.Label)
		}
		p.Menus = append(p.Menus, labels)
	}
	return p
}

// serveProbe answers state questions on the socket ProbeEnv names, if
// any; it returns a function that stops it.
func serveProbe(w *Window) (stop func()) {
	path := os.Getenv(ProbeEnv)
	if path == "" {
		return func() {}
	}
	os.Remove(path)
	l, err := net.Listen("unix", path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gametree: probe: %v\n", err)
		return func() {}
	}
	go func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			go answer(w, conn)
		}
	}()
	return func() { l.Close(); os.Remove(path) }
}

func answer(w *Window, conn net.Conn) {
	defer conn.Close()
	in := bufio.NewScanner(conn)
	enc := json.NewEncoder(conn)
	for in.Scan() {
		got := make(chan Probe, 1)
		fyne.Do(func() { got <- w.probe() })
		if err := enc.Encode(<-got); err != nil {
			return
		}
	}
}
