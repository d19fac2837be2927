//go:build e2e

package ui

// The probe is compiled only into the binary the real-window tests build
// (go build -tags e2e): a released gametree opens no socket.

import (
	"reflect"
	"strings"

	"fyne.io/fyne/v2"

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
		sub := probe.Menu{Label: it.Label, Separator: it.IsSeparator, Disabled: it.Disabled, Checked: it.Checked}
		if it.ChildMenu != nil {
			sub.Items = probeMenu("", it.ChildMenu.Items).Items
		}
		m.Items = append(m.Items, sub)
	}
	return m
}

// probeState is the window's state for the real-window tests; call it on
// the UI goroutine.
func (w *Window) probeState() probe.State {
	s := w.s
	d := s.Doc()
	p := probe.State{Title: w.win.Title(), Step: s.Step(), Shown: s.Shown(), Coarse: s.Coarse(), Playing: w.playback.playing(),
		Document: d.Name, Path: d.Path, Dirty: d.Dirty, Hide: s.HideAnswers(), Undo: s.UndoName(),
		Presenting: w.v.Presenting, FullScreen: w.win.FullScreen(), Blanked: w.blanked(), Legend: w.v.Legend,
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
		"narration": w.story.list, "inspector": w.inspector.content} {
		if o.Visible() && o.Size().Width > 0 {
			p.Controls[name] = centre(o)
		}
	}
	if w.bar.guessBox.Visible() { // MTD(f)'s guess, the aspiration window or Star1's bounds
		p.Controls["guess"] = centre(w.bar.guess)
	}
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
	if tr, g := s.Trace(), w.canvas.geom(); tr != nil && g != nil && g.Tree == tr.Tree && tr.Tree.Len() <= 200 {
		at := driver.AbsolutePositionForObject(w.canvas)
		for id := range tr.Tree.Nodes {
			x, y := w.canvas.cam.View.Pixel(g.X[id], g.Y[id])
			p.Nodes[tr.Tree.Name(tree.NodeID(id))] = [2]float32{at.X + float32(x), at.Y + float32(y)}
		}
	}
	return p
}
