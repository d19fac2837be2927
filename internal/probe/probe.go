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
	"strings"

	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/search"
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
	Bounds     string `json:"bounds"`
	Hide       bool   `json:"hide"`
	Undo       string `json:"undo"`
	Presenting bool   `json:"presenting"`
	// Working says work runs in the background (a search, a layout):
	// what is on screen is about to change.
	Working    bool     `json:"working"`
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
	// Cell is the field typing a value over a node, as "NODE: TEXT"
	// ("b1: 3"; "" when closed); Boxes["cell"] is where it is.
	Cell   string `json:"cell"`
	Status string `json:"status"`
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
	// Class is the students' address, with the join code, of the class
	// the window shares ("" when it shares none).
	Class string `json:"class"`
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
	// Scale is the canvas's scale: pixels a unit of window coordinates.
	Scale float32 `json:"scale"`
	// Drawn is what the canvas draws of a tree of 200 nodes at most (not
	// of a graph), in window coordinates: every node's shape, name, value
	// and window, on screen or not.
	Drawn []Drawn `json:"drawn"`
	// Boxes are where parts of the window are, on screen now: "canvas"
	// (the tree), "status" (the line over its bottom), "practice" (the
	// exercise's bar), "task" and "mark" (in it), "counter" and
	// "sentence" (presenter mode's), "board" (the Node panel's),
	// "statistics" (their scroll's view) and "stat:KEY" (each value in
	// it, session.RowCalls' "stat:session.row.calls", …), "node" (the
	// Node panel's scroll's view, beside the tree or in its tab) and
	// "node:KEY" (each of its values).
	Boxes map[string]Box `json:"boxes"`
	// Inspector is what the Node panel shows, by row (session.RowNode's
	// "session.row.node", …), and Board whether it shows a game's board.
	Inspector map[string]string `json:"inspector"`
	Board     bool              `json:"board"`
	// Task and Mark are the practice bar's texts: what to do, and the
	// mark ("1 of 2 right"); Counter is presenter mode's step counter.
	Task    string `json:"task"`
	Mark    string `json:"mark"`
	Counter string `json:"counter"`
	// Fields are the newest dialog's form: each field's label and what
	// it holds (a check box's "true" or "false"), and "LABEL (disabled)"
	// for a field greyed; Controls has where each field is, as
	// "field:LABEL".
	Fields map[string]string `json:"fields"`
	// Compare are the compare windows open.
	Compare []Compare `json:"compare"`
	// Play is the play window, when open.
	Play *Play `json:"play,omitempty"`
}

// Play is the window where a game is played against the computer.
type Play struct {
	Title string `json:"title"`
	// Position is the board in the game's notation; Status the line
	// over the moves; Moves the moves listed.
	Position string   `json:"position"`
	Status   string   `json:"status"`
	Moves    []string `json:"moves"`
	// Over says the game is over; Busy that the computer is thinking.
	Over bool `json:"over"`
	Busy bool `json:"busy"`
	// Cells are the centres of the board's cells, row by row, in the
	// play window's coordinates.
	Cells [][2]float32 `json:"cells"`
	// Buttons are where the window's labelled buttons are, by label.
	Buttons map[string]Box `json:"buttons"`
}

// Box is a rectangle in window coordinates. MinW and MinH, when set, are
// the room its content needs: a label narrower than MinW is cut.
type Box struct {
	X    float32 `json:"x"`
	Y    float32 `json:"y"`
	W    float32 `json:"w"`
	H    float32 `json:"h"`
	MinW float32 `json:"min_w,omitempty"`
	MinH float32 `json:"min_h,omitempty"`
}

// Inside tells whether b lies within o (to within half a unit).
func (b Box) Inside(o Box) bool {
	const e = 0.5
	return b.X >= o.X-e && b.Y >= o.Y-e && b.X+b.W <= o.X+o.W+e && b.Y+b.H <= o.Y+o.H+e
}

// Overlaps tells whether b and o share more than an edge.
func (b Box) Overlaps(o Box) bool {
	return b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H
}

// Drawn is a node's shape, or one of its texts, as a view draws it.
type Drawn struct {
	Node string `json:"node"`
	// Kind is "shape", "name" (with the call number when shown),
	// "value" or "window".
	Kind string `json:"kind"`
	Text string `json:"text,omitempty"`
	// Size is the text's size in window units (its em); 0 for a shape.
	Size float32 `json:"size,omitempty"`
	Box
}

// Compare is a compare window.
type Compare struct {
	Title  string  `json:"title"`
	Width  float32 `json:"width"`
	Height float32 `json:"height"`
	Panes  []Pane  `json:"panes"`
	// Buttons are where the window's labelled buttons are, by label.
	Buttons map[string]Box `json:"buttons"`
}

// Pane is a pane of a compare window, in that window's coordinates.
type Pane struct {
	// Algorithm and Order are the drop-downs' choices; their boxes' MinW
	// is the width that shows the choice whole (narrower, it ends in "…").
	Algorithm    string `json:"algorithm"`
	Order        string `json:"order"`
	AlgorithmBox Box    `json:"algorithm_box"`
	OrderBox     Box    `json:"order_box"`
	// Status is the line over the tree's corner: where the pane stands.
	Status string `json:"status"`
	// Tree is where the pane draws its tree; Zoom is how large (units a
	// point of the scene), Fitted whether it shows the whole tree.
	Tree   Box     `json:"tree"`
	Zoom   float64 `json:"zoom"`
	Fitted bool    `json:"fitted"`
	// Drawn is what the pane draws, as State.Drawn (empty while it
	// searches).
	Drawn []Drawn `json:"drawn"`
}

// Scene lists what view v draws of the styled tree at snapshot snap: each
// node's shape, name, value and window, the view's top-left corner being
// at (x, y) in window coordinates.
func Scene(st *scene.Styler, snap search.Snapshot, v raster.View, x, y float32) []Drawn {
	box := func(r scene.Rect) Box {
		x0, y0 := v.Pixel(r.MinX, r.MinY)
		x1, y1 := v.Pixel(r.MaxX, r.MaxY)
		return Box{X: x + float32(x0), Y: y + float32(y0), W: float32(x1 - x0), H: float32(y1 - y0)}
	}
	t := st.Geom.Tree
	var out []Drawn
	for _, id := range st.Geom.Order() {
		n, name := st.Node(snap, id), t.Name(id)
		out = append(out, Drawn{Node: name, Kind: "shape", Box: box(scene.Rect{MinX: n.X - n.W/2, MinY: n.Y - n.H/2, MaxX: n.X + n.W/2, MaxY: n.Y + n.H/2})})
		text := func(kind string, tx scene.Text) {
			out = append(out, Drawn{Node: name, Kind: kind, Text: tx.S, Size: float32(tx.Size * v.Zoom), Box: box(tx.Rect())})
		}
		if n.Value.S != "" {
			text("value", n.Value)
		}
		for _, tx := range n.Texts {
			if strings.HasPrefix(tx.S, "(") {
				text("window", tx)
			} else {
				text("name", tx)
			}
		}
	}
	return out
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
