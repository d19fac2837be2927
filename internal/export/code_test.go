package export

import (
	"bytes"
	"context"
	"image/png"
	"strings"
	"testing"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// TestCodeBesideTheTree: with a listing the picture grows to the right
// by it; a PNG of e's cutoff has the band behind "if alpha >= beta:" in
// the current node's colour, which the step before, at d1's leaf, does
// not light; the SVG writes every line, the lit ones bold, and the
// call's variables; a listing of another algorithm draws nothing.
func TestCodeBesideTheTree(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	f, err := code.Default(search.AlphaBeta, i18n.English())
	if err != nil {
		t.Fatal(err)
	}
	plain := NewPicture(tr, Options{DPI: 144}, nil)
	pic := NewPicture(tr, Options{DPI: 144, Code: f}, nil)
	if pic.bounds().Width() < plain.bounds().Width()+200 || pic.bounds().Height() < plain.bounds().Height() {
		t.Fatalf("with the listing %v, without %v", pic.bounds(), plain.bounds())
	}
	cut := -1
	for k := range tr.Len() {
		if s := tr.StepAt(k); s.Kind == search.CutoffTest && s.Yes {
			cut = k
			break
		}
	}
	bands := pic.codeBands(cut)
	if len(bands) != 2 {
		t.Fatalf("e's cutoff lights %d lines", len(bands))
	}
	b := bands[0]
	pal := scene.NewStyler(tr, pic.Geometry(), scene.Colour).Pal
	for _, c := range []struct {
		k   int
		lit bool
	}{{cut, true}, {6, false}} {
		data, err := pic.Step(context.Background(), shared, c.k, PNG)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		px, py := pic.Pixel(b.MaxX-4, (b.MinY+b.MaxY)/2) // clear of the text
		if got := near(img.At(int(px), int(py)), pal.Current.Fill, 10); got != c.lit {
			t.Errorf("step %d: the band's colour %v, lit %v", c.k, img.At(int(px), int(py)), c.lit)
		}
	}
	svg, err := pic.Step(context.Background(), shared, cut, SVG)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"state.V = estimate_score(state)", "alpha = 3, beta = 2, V = 2, chosen_child = e1, depth = 1"} {
		if !bytes.Contains(svg, []byte(s)) {
			t.Errorf("the SVG lacks %q", s)
		}
	}
	if bold := boldTexts(string(svg)); !strings.Contains(bold, "if alpha &gt;= beta:") || strings.Contains(bold, "return state") {
		t.Errorf("bold in the SVG: %s", bold)
	}
	other, _ := code.Default(search.Minimax, i18n.English())
	if p := NewPicture(tr, Options{DPI: 144, Code: other}, nil); p.bounds() != plain.bounds() || len(p.codeTexts(cut)) != 0 {
		t.Error("a listing of minimax drawn beside alpha-beta")
	}
}

// boldTexts returns the SVG's bold text elements, one a line.
func boldTexts(svg string) string {
	var out []string
	for _, el := range strings.Split(svg, "<text")[1:] {
		if strings.Contains(el[:strings.Index(el, ">")], "bold") {
			out = append(out, el[strings.Index(el, ">")+1:strings.Index(el, "</text>")])
		}
	}
	return strings.Join(out, "\n")
}

// TestCodeLeavesRoomForTheCaption: beside a tree narrower than the
// listing, the narration and the legend go under the listing, not
// through it (they ran under its lines).
func TestCodeLeavesRoomForTheCaption(t *testing.T) {
	src, err := tree.ReadBracket([]byte("[-9, -2]"))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := search.Run(context.Background(), src, search.Options{Algorithm: search.MTDF})
	if err != nil {
		t.Fatal(err)
	}
	f, err := code.Default(search.MTDF, i18n.English())
	if err != nil {
		t.Fatal(err)
	}
	pic := NewPicture(tr, Options{DPI: 144, Code: f, Caption: true, Legend: true}, nil)
	box := pic.codeBox()
	if box.MaxY <= pic.area().MaxY {
		t.Fatalf("the listing %v is no taller than the tree %v", box, pic.area())
	}
	texts := pic.frameTexts(5)
	lines := wrap(pic.narr.Step(tr, 5), pic.wrapChars)
	if len(lines) == 0 || len(texts) < len(lines) {
		t.Fatalf("%d lines of narration in %d texts", len(lines), len(texts))
	}
	for _, c := range texts[len(texts)-len(lines):] { // the narration comes last
		if c.Y-c.Size/2 < box.MaxY {
			t.Errorf("the narration's %q at y %v, the listing down to %v", c.S, c.Y, box.MaxY)
		}
	}
	for _, it := range pic.legendItems() {
		if it.y-it.h/2 < box.MaxY {
			t.Errorf("the legend's %q at y %v, the listing down to %v", it.caption.S, it.y, box.MaxY)
		}
	}
}
