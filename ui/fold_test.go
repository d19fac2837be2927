package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"gametree/internal/export"
	"gametree/internal/games"
	"gametree/internal/raster"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/samples"
)

// foldedTicTacToe opens tic-tac-toe after X in a corner and O in the
// centre (7,332 nodes) in a 1024×768 window folding big trees.
func foldedTicTacToe(t *testing.T) (*testWindow, *tree.Tree) {
	t.Helper()
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1024, 768))
	w.h.changeView(func(v *session.View) { v.Fold = true })
	ttt, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "X...O...."}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	w.h.open(session.Document{Tree: ttt, Name: "ttt", Format: tree.FormatJSON})
	return w, ttt
}

// onCanvas says whether node id's box is wholly on the canvas.
func (tw *testWindow) onCanvas(id tree.NodeID) bool {
	b := tw.canvas.geom().NodeBounds(id)
	x0, y0 := tw.canvas.cam.Pixel(b.MinX, b.MinY)
	x1, y1 := tw.canvas.cam.Pixel(b.MaxX, b.MaxY)
	return x0 >= 0 && y0 >= 0 && x1 <= tw.canvas.cam.W && y1 <= tw.canvas.cam.H
}

// openedOnTheRoot checks that tr opened folded at a readable size, on its
// root and every one of the root's children, all on the canvas.
func (tw *testWindow) openedOnTheRoot(t *testing.T, tr *tree.Tree) {
	t.Helper()
	g := tw.canvas.geom()
	kids := tr.Nodes[tree.Root].Children
	if !g.Folded() || len(g.Order()) != 1+len(kids) || tw.canvas.cam.Zoom < raster.OpenZoom {
		t.Fatalf("opened: folded %v, %d nodes drawn, zoom %v", g.Folded(), len(g.Order()), tw.canvas.cam.Zoom)
	}
	for _, id := range append([]tree.NodeID{tree.Root}, kids...) {
		if !tw.onCanvas(id) {
			t.Fatalf("%s is not on the canvas", tr.Name(id))
		}
	}
}

// TestBigTreeOpensFoldedAroundTheSearch: tic-tac-toe from a position
// (7,332 nodes) opens in a projector-sized window on the root and every
// one of its children, each a triangle for the subtree under it, at a
// readable size; as the search goes down the node it is at is drawn and
// on screen with its children, and the view keeps its size; a click on a
// folded node opens it, its children brought in view, and a click beside
// the tree folds it again; with View › Fold off the whole tree is drawn.
func TestBigTreeOpensFoldedAroundTheSearch(t *testing.T) {
	w, ttt := foldedTicTacToe(t)
	w.openedOnTheRoot(t, ttt)
	zoom := w.canvas.cam.Zoom
	for range 60 {
		w.key(fyne.KeyRight, 1)
		if f := w.s.Focus(); !w.canvas.geom().Drawn(f) || !w.onCanvas(f) || w.canvas.cam.Zoom != zoom {
			t.Fatalf("step %d: %s drawn %v, on the canvas %v, zoom %v (was %v)", w.s.Step(), ttt.Name(f), w.canvas.geom().Drawn(f), w.onCanvas(f), w.canvas.cam.Zoom, zoom)
		}
		for _, c := range w.canvas.geom().Children(w.s.Focus()) {
			if !w.onCanvas(c) {
				t.Fatalf("step %d: %s's child %s is not on the canvas", w.s.Step(), ttt.Name(w.s.Focus()), ttt.Name(c))
			}
		}
	}
	// At the end the principal variation is in view.
	w.key(fyne.KeyEnd, 1)
	for _, id := range w.s.Trace().PV[1:4] { // as deep as the canvas holds
		if !w.onCanvas(id) {
			t.Fatalf("at the end %s, of the principal variation, is not on the canvas", ttt.Name(id))
		}
	}
	w.key(fyne.KeyHome, 1)
	w.key(fyne.KeyRight, 60)
	// A click on a folded node opens it.
	g := w.canvas.geom()
	var folded tree.NodeID = tree.None
	for _, id := range g.Order() {
		if _, ok := g.Mark(id); ok && w.onCanvas(id) {
			folded = id
			break
		}
	}
	if folded == tree.None {
		t.Fatal("no folded node on the canvas")
	}
	px, py := w.canvas.cam.Pixel(g.X[folded], g.Y[folded])
	test.TapAt(w.canvas, fyne.NewPos(float32(px), float32(py)))
	if w.s.Selected() != folded || w.canvas.geom().Children(folded) == nil {
		t.Fatalf("a click on %s: selected %d, its children drawn %v", ttt.Name(folded), w.s.Selected(), w.canvas.geom().Children(folded))
	}
	for _, id := range append([]tree.NodeID{folded}, ttt.Nodes[folded].Children...) {
		if !w.onCanvas(id) {
			t.Errorf("%s opened: %s is not on the canvas", ttt.Name(folded), ttt.Name(id))
		}
	}
	w.h.selectNode(tree.None)
	if w.canvas.geom().Children(folded) != nil {
		t.Fatalf("%s still open with nothing selected", ttt.Name(folded))
	}
	w.h.changeView(func(v *session.View) { v.Fold = false })
	if g := w.canvas.geom(); g.Folded() || len(g.Order()) != ttt.Len() {
		t.Fatalf("fold off: %d nodes drawn of %d", len(g.Order()), ttt.Len())
	}
}

// TestExportDrawsAStepAsShown: a step of a folded tree exports folded as
// on screen, in the formats drawn from the scene; its DOT text and an
// animation hold the whole tree, refused when too big to draw.
func TestExportDrawsAStepAsShown(t *testing.T) {
	w := newTestWindow(t)
	w.h.changeView(func(v *session.View) { v.Fold = true })
	big, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "X........"}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	w.h.open(session.Document{Tree: big, Name: "ttt", Format: tree.FormatJSON})
	w.key(fyne.KeyRight, 30)
	for _, f := range []export.Format{export.PNG, export.SVG, export.PDF, export.TeX} {
		opt, err := w.docs.export.asShown(export.Options{}, f, false)
		if err != nil || !slices.Equal(opt.Open, w.canvas.opened) || len(opt.Open) < 3 {
			t.Fatalf("%s of step %d: open %v (on screen %v), %v", f, w.s.Step(), opt.Open, w.canvas.opened, err)
		}
	}
	if opt, err := w.docs.export.asShown(export.Options{}, export.DOT, false); opt.Open != nil || err == nil {
		t.Errorf("DOT of a %d-node tree: open %v, %v", big.Len(), opt.Open, err)
	}
	if opt, err := w.docs.export.asShown(export.Options{}, export.PNG, true); opt.Open != nil || err == nil {
		t.Errorf("an animation of a %d-node tree: open %v, %v", big.Len(), opt.Open, err)
	}
}

// TestHoverOnTheTriangleSaysHowToOpen: the pointer on a folded node's
// triangle, not only on its shape, says how many nodes it hides and that
// a click opens it.
func TestHoverOnTheTriangleSaysHowToOpen(t *testing.T) {
	w, ttt := foldedTicTacToe(t)
	b := ttt.Nodes[tree.Root].Children[0]
	m, ok := w.canvas.geom().Mark(b)
	if !ok {
		t.Fatalf("%s is not folded", ttt.Name(b))
	}
	x, y := w.canvas.cam.Pixel(m.Count.X, m.Count.Y)
	w.canvas.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(float32(x), float32(y))}})
	if got := w.status.label.Text; !strings.Contains(got, "subtree folded away ("+w.lang().N("count.nodes", m.Hidden)+"): click it to open") {
		t.Fatalf("on %s's triangle the line says %q", ttt.Name(b), got)
	}
}

// TestHoverFollowsTheDrawingUnderThePointer: when the folded drawing
// moves under a still pointer (a node opens, the view pans to the
// search), the hovered node is the one now under the pointer.
func TestHoverFollowsTheDrawingUnderThePointer(t *testing.T) {
	w, ttt := foldedTicTacToe(t)
	kids := ttt.Nodes[tree.Root].Children
	g := w.canvas.geom()
	x, y := w.canvas.cam.Pixel(g.X[kids[3]], g.Y[kids[3]])
	at := fyne.NewPos(float32(x), float32(y))
	w.canvas.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at}})
	if w.canvas.hovered != kids[3] {
		t.Fatalf("hovering %s, want %s", ttt.Name(w.canvas.hovered), ttt.Name(kids[3]))
	}
	moved := false
	for range 40 {
		w.key(fyne.KeyRight, 1)
		if under := w.canvas.nodeAt(at); w.canvas.hovered != under {
			t.Fatalf("step %d: hovering %s, under the pointer %s", w.s.Step(), ttt.Name(w.canvas.hovered), ttt.Name(under))
		}
		moved = moved || w.canvas.hovered != kids[3]
	}
	if !moved {
		t.Fatal("the drawing never moved under the pointer: nothing tested")
	}
}

// TestTooSmallToReadOpensFolded: tic-tac-toe from X O . / . X . / O . .
// has 79 leaves, fewer than session.FoldLeaves, but fitted into a
// 1024×768 window it would be drawn far smaller than readable: it opens
// folded, on the root and all its children at a readable size (it had
// opened life-size on the root, its children off the canvas). The
// walk-through, readable fitted, is drawn whole; in a window too small
// for it to be read, it folds, and whole again once the window is large.
func TestTooSmallToReadOpensFolded(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1024, 768))
	if w.canvas.geom().Folded() || !w.canvas.cam.Fitted {
		t.Fatalf("the walk-through: folded %v, fitted %v", w.canvas.geom().Folded(), w.canvas.cam.Fitted)
	}
	ttt, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "XO..X.O.."}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	if session.Big(ttt) {
		t.Fatalf("%d leaves: big", len(ttt.Leaves()))
	}
	w.h.open(session.Document{Tree: ttt, Name: "ttt", Format: tree.FormatJSON})
	w.openedOnTheRoot(t, ttt)
	walk, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	// Opened after it, the walk-through is fitted whole: whether a tree
	// folds is its own drawing's, not the one before.
	w.h.open(session.Document{Tree: walk, Name: "walk", Format: tree.FormatJSON})
	if w.canvas.geom().Folded() || !w.canvas.cam.Fitted {
		t.Fatalf("the walk-through after tic-tac-toe: folded %v, fitted %v", w.canvas.geom().Folded(), w.canvas.cam.Fitted)
	}
	w.h.open(session.Document{Tree: ttt, Name: "ttt", Format: tree.FormatJSON})
	if !w.canvas.geom().Folded() || w.canvas.cam.Zoom < raster.OpenZoom {
		t.Fatalf("tic-tac-toe after the walk-through: folded %v, zoom %v", w.canvas.geom().Folded(), w.canvas.cam.Zoom)
	}
	w.h.changeView(func(v *session.View) { v.Fold = false })
	if w.canvas.geom().Folded() {
		t.Fatal("folded with View › Fold off")
	}

	w.h.open(session.Document{Tree: walk, Name: "walk", Format: tree.FormatJSON})
	w.h.changeView(func(v *session.View) { v.Fold = true })
	w.win.Resize(fyne.NewSize(500, 400))
	if !w.canvas.geom().Folded() {
		t.Fatalf("the walk-through in a %v canvas is drawn whole", w.canvas.Size())
	}
	w.win.Resize(fyne.NewSize(1400, 900))
	if w.canvas.geom().Folded() || !w.canvas.cam.Fitted {
		t.Fatalf("the walk-through at 1400×900: folded %v, fitted %v", w.canvas.geom().Folded(), w.canvas.cam.Fitted)
	}
}

// TestNoteLeavesAFoldedTriangle: the pointer on a folded node whose
// triangle reaches into the band of the line at the canvas's bottom
// sends the line to the top, so that it covers neither the node nor its
// triangle; the pointer on the same node higher up leaves it at the
// bottom.
func TestNoteLeavesAFoldedTriangle(t *testing.T) {
	w, ttt := foldedTicTacToe(t)
	tv := w.canvas
	kid := ttt.Nodes[tree.Root].Children[0]
	g := tv.geom()
	b := g.NodeBounds(kid)
	band := tv.Size().Height - w.status.room() - noteSlack
	hover := func() {
		x, y := tv.cam.Pixel(g.X[kid], g.Y[kid])
		tv.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(float32(x), float32(y))}})
	}
	// The node's middle 40 units over the band, its triangle into it.
	_, cy := tv.cam.Pixel(g.X[kid], g.Y[kid])
	tv.cam.Y -= (float64(band) - 40 - cy) / tv.cam.Zoom
	if _, bottom := tv.cam.Pixel(b.MaxX, b.MaxY); float32(bottom) <= band {
		t.Fatalf("the triangle ends at %v, over the band at %v", bottom, band)
	}
	hover()
	if tv.hovered != kid || !w.status.top {
		t.Errorf("the pointer on %s, its triangle in the band: hovered %v, the line at the top %v", ttt.Name(kid), tv.hovered, w.status.top)
	}
	tv.MouseOut()
	tv.cam.Y += 200 / tv.cam.Zoom // the whole node well over the band
	hover()
	if tv.hovered != kid || w.status.top {
		t.Errorf("the pointer on %s high up: the line at the top %v", ttt.Name(kid), w.status.top)
	}
}
