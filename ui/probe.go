//go:build e2e

package ui

// The probe is compiled only into the binary the real-window tests build
// (go build -tags e2e): a released gametree opens no socket.

import (
	"maps"
	"reflect"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/probe"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
)

// probeMenu lists a menu's items for the tests to find their way with the
// keyboard.
func probeMenu(label string, items []*fyne.MenuItem) probe.Menu {
	m := probe.Menu{Label: label}
	for _, it := range items {
		sub := probe.Menu{Label: itemLabel(it), Separator: it.IsSeparator, Disabled: it.Disabled, Checked: it.Checked}
		if it.ChildMenu != nil {
			sub.Items = probeMenu("", it.ChildMenu.Items).Items
		}
		m.Items = append(m.Items, sub)
	}
	return m
}

// windowProbe is the window as the probe reads it, taken as a question
// comes (the window makes its panels again in another language): what
// the real-window tests ask of its state, its panels and its widgets.
type windowProbe struct {
	win      fyne.Window
	s        *session.Session
	v        *session.View
	bg       *background
	bar      *toolbar
	playback *playback
	story    *narration
	side     *panels
	canvas   *treeView
	practice *practising
	edit     *editor
	menus    *menus
	status   *note
	layout   *arrangement
	dialogs  *dialogs
	graph    *graphShown
}

// probeOf is window w as the probe reads it now.
func probeOf(w *Window) windowProbe {
	return windowProbe{win: w.win, s: w.s, v: w.v, bg: &w.bg, bar: w.bar, playback: w.playback,
		story: w.story, side: &w.side, canvas: w.canvas, practice: w.practice, edit: w.edit, menus: w.menus,
		status: w.status, layout: w.layout, dialogs: w.dialogs, graph: &w.graph}
}

// state is the window's state for the real-window tests; call it on the
// UI goroutine.
func (w windowProbe) state() probe.State {
	s := w.s
	d := s.Doc()
	p := probe.State{Title: w.win.Title(), Step: s.Step(), Shown: s.Shown(), Coarse: s.Coarse(), Playing: w.playback.playing(),
		Document: d.Name, Path: d.Path, Dirty: d.Dirty, Hide: s.HideAnswers(), Undo: s.UndoName(),
		Presenting: w.v.Presenting, Working: w.bg.running > 0, FullScreen: w.win.FullScreen(), Blanked: w.layout.present.blanked(), Legend: w.v.Legend,
		TextScale: w.v.TextScale, Appearance: int(w.v.Appearance), Palette: int(w.v.Palette), Language: w.v.Narrator.Lang(), Zoom: w.canvas.cam.Zoom, Fitted: w.canvas.cam.Fitted,
		Dialogs: w.dialogs.titles(), Overlays: len(w.win.Canvas().Overlays().List()), Status: w.status.label.Text, Said: w.status.said, Narration: w.story.current.Text,
		Width: w.win.Canvas().Size().Width, Height: w.win.Canvas().Size().Height, Show: int(w.v.Show),
		LeftRight: w.v.LeftRight, Follow: w.v.Follow, Compact: w.layout.compact,
		Nodes: map[string][2]float32{}, Controls: map[string][2]float32{}}
	if w.s.Practising() {
		p.Practising = w.s.Sheet().Exercise.ID()
	}
	opt := s.Options()
	p.Algorithm, p.Root, p.Depth, p.Strict = opt.Algorithm.String(), opt.Root.String(), opt.Depth, opt.Strict
	if tr := s.Trace(); tr != nil && tr.Options.Algorithm.Uses().Has(search.UseBounds) {
		p.Bounds = tr.Bounds.String()
	}
	if tr := s.Trace(); tr != nil {
		p.Steps = tr.Len()
		p.Inspected = session.Value(s.Inspect().Rows, session.RowNode)
	}
	if d.Tree != nil {
		p.Size = d.Tree.Len()
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
	if c := w.edit.cell; c.isOpen() {
		if id, err := d.Tree.At(c.at); err == nil {
			p.Cell = d.Tree.Name(id) + ": " + c.field.Text
		}
	}
	b := w.bar
	p.Toolbar = []string{b.algo.Selected, b.root.Selected, b.depth.Selected, b.strict.Text, b.coarse.Text}
	if b.hint.Visible() {
		p.Toolbar = append(p.Toolbar, b.hint.Text)
	}
	for _, m := range w.menus.main.Items {
		p.Menus = append(p.Menus, probeMenu(m.Label, m.Items))
	}
	driver := fyne.CurrentApp().Driver()
	centre := func(o fyne.CanvasObject) [2]float32 {
		at := driver.AbsolutePositionForObject(o)
		return [2]float32{at.X + o.Size().Width/2, at.Y + o.Size().Height/2}
	}
	for name, o := range map[string]fyne.CanvasObject{"algorithm": w.bar.algo, "root": w.bar.root, "strict": w.bar.strict,
		"coarse": w.bar.coarse, "play": w.playback.play, "scrubber": w.playback.scrubber, "speed": w.playback.speeds,
		"narration": w.story.list, "inspector": w.inspectorShown()} {
		if o.Visible() && o.Size().Width > 0 {
			p.Controls[name] = centre(o)
		}
	}
	p.Class = w.probeClass(p.Controls, centre)
	if w.bar.guessBox.Visible() { // MTD(f)'s guess, the aspiration window or Star1's bounds
		p.Controls["guess"] = centre(w.bar.guess)
	}
	w.probeBoxes(&p)
	if top := w.win.Canvas().Overlays().Top(); top != nil && len(w.dialogs.onScreen) > 0 {
		p.Fields = probeFields(top, p.Controls)
	}
	p.Compare = w.probeCompare(&p)
	if gr := w.canvas.graph; gr != nil { // every node at its position's place
		p.Graph = len(gr.Nodes)
		t := w.graph.drawn.trace.Tree // the tree it was laid out for
		at := driver.AbsolutePositionForObject(w.canvas)
		for _, n := range gr.Nodes {
			x, y := w.canvas.gcam.View.Pixel(n.X, n.Y)
			for _, id := range n.Members {
				p.Nodes[t.Name(id)] = [2]float32{at.X + float32(x), at.Y + float32(y)}
			}
		}
		return p
	}
	if pr := w.canvas.painter; pr != nil && pr.Styler.Geom.Tree.Len() <= 200 {
		// What the canvas draws: its painter's tree, at the step shown.
		st, snap := pr.Styler, s.Snapshot()
		if st.Trace != s.Trace() {
			snap = st.Trace.At(min(s.Step(), st.Trace.Len()-1))
		}
		at := driver.AbsolutePositionForObject(w.canvas)
		p.Drawn = probe.Scene(st, snap, w.canvas.cam.View, at.X, at.Y)
	}
	if tr, g := s.Trace(), w.canvas.geom(); tr != nil && g != nil && g.Tree == tr.Tree && tr.Tree.Len() <= 200 {
		at := driver.AbsolutePositionForObject(w.canvas)
		for _, id := range g.Order() { // the nodes drawn: a folded tree's others have no place
			x, y := w.canvas.cam.View.Pixel(g.X[id], g.Y[id])
			p.Nodes[tr.Tree.Name(id)] = [2]float32{at.X + float32(x), at.Y + float32(y)}
		}
	}
	return p
}

// probeBox is where o is in its window, and the room it needs.
func probeBox(o fyne.CanvasObject) probe.Box {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	size, least := o.Size(), o.MinSize()
	return probe.Box{X: at.X, Y: at.Y, W: size.Width, H: size.Height, MinW: least.Width, MinH: least.Height}
}

// inspectorShown is the Node panel as the window shows it.
func (w windowProbe) inspectorShown() fyne.CanvasObject {
	o, _ := w.side.node.shown(w.layout.tabs != nil)
	return o
}

// probeBoxes notes what the Node panel shows, and where the canvas, the
// line over it, the practice bar and presenter mode's texts are.
func (w windowProbe) probeBoxes(p *probe.State) {
	p.Scale = w.win.Canvas().Scale()
	_, board := w.side.node.shown(w.layout.tabs != nil)
	p.Inspector, p.Board = map[string]string{}, board.Visible()
	for key, l := range w.side.node.values {
		p.Inspector[key] = l.Text
	}
	p.Boxes = map[string]probe.Box{}
	if w.canvas.Size().Width > 0 {
		p.Boxes["canvas"] = probeBox(w.canvas)
	}
	if w.v.Presenting { // its own screen: no status line, no practice bar
		pr := w.layout.present
		p.Counter = pr.counter.Text
		p.Boxes["counter"], p.Boxes["sentence"] = probeBox(pr.counter), probeBox(pr.line)
		return
	}
	if w.status.box.Visible() {
		p.Boxes["status"] = probeBox(w.status.box)
	}
	if w.edit.cell.isOpen() {
		p.Boxes["cell"] = probeBox(w.edit.cell.sized)
	}
	if board.Visible() {
		p.Boxes["board"] = probeBox(board)
	}
	if n := w.layout.node; n != nil && n.Visible() && n.Size().Width > 0 {
		p.Boxes["node"] = probeBox(n)
		tabbed := w.layout.tabs != nil
		rows := []rows{w.side.node.rows}
		if tabbed {
			rows = w.side.node.halves[:]
		}
		for _, r := range rows {
			for key, l := range r.values {
				p.Boxes["node:"+key] = probeBox(l)
			}
		}
	}
	if s := w.layout.stats; s != nil && s.Visible() && s.Size().Width > 0 {
		p.Boxes["statistics"] = probeBox(s)
		values := w.side.stats.values
		if w.layout.compact {
			values = map[string]*widget.Label{}
			for _, h := range w.side.stats.halves {
				maps.Copy(values, h.values)
			}
		}
		for key, l := range values {
			p.Boxes["stat:"+key] = probeBox(l)
		}
	}
	if w.s.Practising() {
		b := w.practice
		p.Task, p.Mark = b.task.Text, b.mark.Text
		p.Boxes["practice"], p.Boxes["task"], p.Boxes["mark"] = probeBox(b.box), probeBox(b.task), probeBox(b.mark)
	}
}

// probeFields reads the forms in a dialog: each field's label and what it
// holds; controls gets where each field is, as "field:LABEL".
func probeFields(dialog fyne.CanvasObject, controls map[string][2]float32) map[string]string {
	fields := map[string]string{}
	walk(dialog, func(o fyne.CanvasObject) {
		form, ok := o.(*widget.Form)
		if !ok {
			return
		}
		for _, it := range form.Items {
			if it.Widget.Visible() && it.Widget.Size().Width > 0 {
				at := probeBox(it.Widget)
				controls["field:"+it.Text] = [2]float32{at.X + at.W/2, at.Y + at.H/2}
			}
			if d, ok := it.Widget.(fyne.Disableable); ok && d.Disabled() {
				fields[it.Text+" (disabled)"] = "true"
			}
			switch f := it.Widget.(type) {
			case *entry:
				fields[it.Text] = f.Text
			case *routedSelect:
				fields[it.Text] = f.Selected
			case *box:
				fields[it.Text] = strconv.FormatBool(f.Checked)
			case *widget.Label:
				fields[it.Text] = f.Text
			}
		}
	})
	return fields
}

// probeCompare reads the compare windows open: each pane answers for
// itself (package compareview's probe).
func (w windowProbe) probeCompare(p *probe.State) []probe.Compare {
	var out []probe.Compare
	for _, win := range fyne.CurrentApp().Driver().AllWindows() {
		if win == w.win {
			continue
		}
		c := probe.Compare{Title: win.Title(), Width: win.Canvas().Size().Width, Height: win.Canvas().Size().Height,
			Buttons: map[string]probe.Box{}}
		walk(win.Content(), func(o fyne.CanvasObject) {
			switch x := o.(type) {
			case interface{ ProbePlay() probe.Play }:
				play := x.ProbePlay()
				play.Title, play.Buttons = win.Title(), c.Buttons // filled as the walk goes on
				p.Play = &play
			case interface{ ProbePane() probe.Pane }:
				c.Panes = append(c.Panes, x.ProbePane())
			case *widget.Button:
				if x.Text != "" && x.Visible() {
					c.Buttons[x.Text] = probeBox(x)
				}
			}
		})
		if len(c.Panes) > 0 {
			out = append(out, c)
		}
	}
	return out
}
