package raster

import (
	"context"
	"image"
	"image/color"
	"math"
	"testing"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/layout"
	"gametree/search"
)

// TestNimMovesReadFitted: Nim with heaps 2 and 2, fitted into the tree's
// canvas of a 1024×768 window filling the screen beside the node and
// statistics panels (748×430 in the real window; a little less here), is
// drawn large enough for its moves ("heap 2 −1") to be written, in
// English, Romanian and Italian ("grămada 2 −1", "mucchio 2 −1"): each
// move's box has ink in it. With the moves taking room level with the
// names, the tree was 1,263 points wide and the moves 5.7 pixels tall;
// with them in a strip over the level but on one line, Romanian's was
// 1,385 points wide and its moves 5.2 pixels, not written. Written in
// two lines ("grămada 2" over "−1"), it is 1,178 points wide.
func TestNimMovesReadFitted(t *testing.T) {
	for _, code := range []string{"en", "ro", "it"} {
		l, err := i18n.Load(code)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}, Lang: l}, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		p, trace := painter(t, tr, search.Options{}, scene.Options{}, scene.Dark)
		const w, h = 740, 420
		v := Fit(p.geom, w, h, FitZoom)
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		snap := trace.At(0)
		p.Paint(img, snap, v, tree.None)
		bg := p.Styler.Pal.Background
		for id := range tr.Nodes {
			if id == int(tree.Root) {
				continue
			}
			e := p.Styler.Edge(snap, tree.NodeID(id))
			if e.Label.Size*v.Zoom < 6 {
				t.Fatalf("%s, zoom %.3f: the move %q is %.1f pixels tall, too small to be written", code, v.Zoom, e.Label.S, e.Label.Size*v.Zoom)
			}
			if len(e.Label.Lines()) != 2 {
				t.Errorf("%s: the move %q is written in one line", code, e.Label.S)
			}
			for _, line := range e.Label.Lines() {
				r := line.Rect()
				x0, y0 := v.Pixel(r.MinX, r.MinY)
				x1, y1 := v.Pixel(r.MaxX, r.MaxY)
				ink := 0
				for y := int(y0); y < int(y1); y++ {
					for x := int(x0); x < int(x1); x++ {
						if !close(img.At(x, y), bg, 24) {
							ink++
						}
					}
				}
				if ink < 6 {
					t.Fatalf("%s, zoom %.3f: %q of the move into %s is not drawn (%d pixels of ink)", code, v.Zoom, line.S, tr.Name(tree.NodeID(id)), ink)
				}
			}
		}
	}
}

// TestMovesStandOnPlates: in tic-tac-toe two moves from the end, the
// edge from the root down to its first child, a leaf, sweeps across the
// strip over its sibling b, where b's move is written ("X c2"): the
// layout gives an edge only so much room. Each move is written on a
// plate of the background, so no edge's ink runs through it: every pixel
// of a move's plate (scene.Text.PlateRect, the one the vector pictures
// fill) is the background, the move's colour, or a blend of the two, at
// every step of the search.
func TestMovesStandOnPlates(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "XX.OO....", Depth: 2}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	p, trace := painter(t, tr, search.Options{}, scene.Options{}, scene.Dark)
	const w, h = 900, 300
	v := Fit(p.geom, w, h, FitZoom)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	written, crossed := 0, 0
	for k := range trace.Len() {
		snap := trace.At(k)
		p.Paint(img, snap, v, tree.None)
		bg := p.Styler.Pal.Background
		sc := p.Styler.Scene(k)
		for _, e := range sc.Edges {
			label := e.Label
			if label.S == "" {
				continue
			}
			for _, o := range sc.Edges { // is the move crossed by another edge?
				if o.To != e.To && through(label.Rect(), o) {
					crossed++
					break
				}
			}
			if at, c, ok := foreign(img, platePixels(label, v), bg, label.Color); !ok {
				t.Fatalf("step %d: the move %q into %s has a pixel %v at %v, neither its colour %v nor the background %v", k, label.S, tr.Name(e.To), c, at, label.Color, bg)
			}
			written++
		}
	}
	if written == 0 || crossed == 0 {
		t.Fatalf("%d moves written, %d of them with another edge through them: nothing to test", written, crossed)
	}
}

// platePixels is the box of pixels inside t's plate at the view, a pixel
// in from its edges (which a renderer may round either way).
func platePixels(t scene.Text, v View) image.Rectangle {
	r := t.PlateRect()
	x0, y0 := v.Pixel(r.MinX, r.MinY)
	x1, y1 := v.Pixel(r.MaxX, r.MaxY)
	return image.Rect(int(math.Ceil(x0))+1, int(math.Ceil(y0))+1, int(math.Floor(x1))-1, int(math.Floor(y1))-1)
}

// through says whether edge e runs through the inside of r.
func through(r scene.Rect, e scene.Edge) bool {
	for k := range 401 {
		f := float64(k) / 400
		x, y := e.X1+(e.X2-e.X1)*f, e.Y1+(e.Y2-e.Y1)*f
		if x > r.MinX+0.5 && x < r.MaxX-0.5 && y > r.MinY+0.5 && y < r.MaxY-0.5 {
			return true
		}
	}
	return false
}

// foreign finds in box a pixel of img that is neither bg, col nor a blend
// of the two (ok: none).
func foreign(img *image.RGBA, box image.Rectangle, bg, col color.RGBA) (at image.Point, c color.RGBA, ok bool) {
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if c := img.RGBAAt(x, y); !blend(c, bg, col, 40) {
				return image.Pt(x, y), c, false
			}
		}
	}
	return image.Point{}, color.RGBA{}, true
}

// blend reports whether c lies within tol (per channel) of a mix of a
// and b.
func blend(c, a, b color.RGBA, tol float64) bool {
	best := math.Inf(1)
	for i := 0; i <= 32; i++ {
		f := float64(i) / 32
		d := 0.0
		for _, ch := range [][3]uint8{{c.R, a.R, b.R}, {c.G, a.G, b.G}, {c.B, a.B, b.B}} {
			m := float64(ch[1])*(1-f) + float64(ch[2])*f
			d = math.Max(d, math.Abs(float64(ch[0])-m))
		}
		best = math.Min(best, d)
	}
	return best <= tol
}

// TestGraphNamesStandOnPlates: in the graph of Nim 2,2 dot's curves run
// through the names of merged positions ("d1 = f1 = g1 = … (8)") and
// through moves. Both are written on plates of the background after
// every curve: every pixel of their boxes is the background, their
// colour, or a blend of the two.
func TestGraphNamesStandOnPlates(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{2, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	p, trace := painter(t, tr, search.Options{}, scene.Options{}, scene.Dark)
	g, err := p.Styler.LayGraph(context.Background(), layout.NewGraphviz())
	if err != nil {
		t.Fatal(err)
	}
	const w, h = 1000, 560
	v := FitRect(g.Bounds, w, h, FitZoom)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	snap := trace.At(trace.Len() - 1)
	p.PaintGraph(img, g, snap, v, tree.None, nil)
	bg := p.Styler.Pal.Background
	clear := func(what string, text scene.Text) {
		box := p.textInk(text, v)
		if box.Empty() {
			t.Fatalf("%s %q is not written", what, text.S)
		}
		if at, c, ok := foreign(img, box, bg, text.Color); !ok {
			t.Fatalf("%s %q has a pixel %v at %v, neither its colour %v nor the background", what, text.S, c, at, text.Color)
		}
	}
	merged := 0
	for _, gn := range g.Nodes {
		names := gn.Names
		names.Color = p.Styler.NameColor(snap, p.Styler.Node(snap, gn.Shown(snap)).ID)
		clear("the names", names)
		if len(gn.Members) > 1 {
			merged++
		}
	}
	for _, e := range g.Edges {
		if label := p.Styler.Edge(snap, e.Shown(snap)).Label; e.Label {
			label.X, label.Y, label.Align, label.Break = e.LabelX, e.LabelY, scene.Center, 0
			clear("the move", label)
		}
	}
	if merged < 3 {
		t.Fatalf("%d merged positions", merged)
	}
}

// TestPlateIsTheScenesRule: the painter's plate under a text is the
// scene's (scene.Text.PlateRect), the one the layout keeps clear and the
// vector pictures fill: at any zoom and alignment it clears every pixel
// inside that box and none a pixel beyond it.
func TestPlateIsTheScenesRule(t *testing.T) {
	tr, err := tree.ReadBracket([]byte("[[3,12],[2,4]]"))
	if err != nil {
		t.Fatal(err)
	}
	p, _ := painter(t, tr, search.Options{}, scene.Options{}, scene.Colour)
	ink := color.RGBA{200, 30, 30, 255}
	bg := p.Styler.Pal.Background
	for _, zoom := range []float64{0.8, 1.5, 4} {
		for _, align := range []scene.Align{scene.Left, scene.Center, scene.Right} {
			for _, s := range []string{"X c2", "−1", "(−∞, +∞)", "heap 2 −1"} {
				img := image.NewRGBA(image.Rect(0, 0, 600, 300))
				fillRect(img, img.Bounds(), ink)
				p.c.img, p.c.clip = img, img.Bounds()
				v := View{X: -60 / zoom, Y: -150 / zoom, Zoom: zoom}
				text := scene.Text{S: s, X: 40, Size: 10, Align: align}
				if s == "heap 2 −1" {
					text.Break = len("heap 2 ") // two lines, as a long move
				}
				p.plate(text, v, bg)
				inside := platePixels(text, v)
				outside := inside.Inset(-3)
				for y := outside.Min.Y; y < outside.Max.Y; y++ {
					for x := outside.Min.X; x < outside.Max.X; x++ {
						in := image.Pt(x, y).In(inside)
						edge := !in && image.Pt(x, y).In(inside.Inset(-2))
						if c := img.RGBAAt(x, y); !edge && (c == bg) != in {
							t.Fatalf("%q at zoom %g, %v: pixel %d,%d is %v; the plate's inside is %v", s, zoom, align, x, y, c, inside)
						}
					}
				}
			}
		}
	}
}
