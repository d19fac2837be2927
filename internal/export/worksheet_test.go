package export

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"image/png"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// walkthroughValues is every inner node's value in seed 000's walk-through
// (fail-soft alpha-beta), and walkthroughPruned every node it prunes: the
// oracle the answer key is checked against, besides search.Solve.
var (
	walkthroughValues = map[string]string{"a": "3", "b": "3", "c": "3", "d": "3", "e": "2", "f": "15", "g": "15", "i": "3", "j": "3", "k": "2", "l": "3"}
	walkthroughPruned = []string{"e2", "h", "h1", "h2", "k2", "l2", "m", "n", "n1", "n2", "o", "o1", "o2"}
)

// svgText is a <text> of an SVG: where it is anchored and what it says.
type svgText struct {
	x, y float64 // the anchor and the baseline
	s    string
}

// svgPath is a <path> of an SVG: its points, and how it is stroked.
type svgPath struct {
	pts    []point
	closed bool
	stroke string
	width  float64
	dashed bool
}

// centre is the average of the path's points: a triangle's centroid, a
// box's centre.
func (p svgPath) centre() (float64, float64) {
	var x, y float64
	for _, q := range p.pts {
		x += q.x
		y += q.y
	}
	return x / float64(len(p.pts)), y / float64(len(p.pts))
}

var pathPoint = regexp.MustCompile(`[ML](-?[0-9.]+) (-?[0-9.]+)`)

// readSVG parses an SVG as XML and returns its texts and paths.
func readSVG(t *testing.T, svg []byte) ([]svgText, []svgPath) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	dec.Strict = true
	var texts []svgText
	var paths []svgPath
	var text *svgText
	attr := func(e xml.StartElement, name string) string {
		for _, a := range e.Attr {
			if a.Name.Local == name {
				return a.Value
			}
		}
		return ""
	}
	num := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("not a number in the SVG: %q", s)
		}
		return v
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			switch tok.Name.Local {
			case "text":
				text = &svgText{x: num(attr(tok, "x")), y: num(attr(tok, "y"))}
			case "path":
				d := attr(tok, "d")
				p := svgPath{closed: strings.HasSuffix(d, "Z"), stroke: attr(tok, "stroke"), dashed: attr(tok, "stroke-dasharray") != ""}
				if w := attr(tok, "stroke-width"); w != "" {
					p.width = num(w)
				}
				for _, m := range pathPoint.FindAllStringSubmatch(d, -1) {
					p.pts = append(p.pts, point{num(m[1]), num(m[2])})
				}
				paths = append(paths, p)
			}
		case xml.CharData:
			if text != nil {
				text.s += string(tok)
			}
		case xml.EndElement:
			if tok.Name.Local == "text" && text != nil {
				texts = append(texts, *text)
				text = nil
			}
		}
	}
	return texts, paths
}

// inside reports whether (x, y) lies in r, grown by slack.
func inside(r scene.Rect, x, y, slack float64) bool {
	return x >= r.MinX-slack && x <= r.MaxX+slack && y >= r.MinY-slack && y <= r.MaxY+slack
}

// shapeBox is the rectangle of node id's shape.
func shapeBox(g *scene.Geometry, id tree.NodeID) scene.Rect {
	w, h := g.ShapeSize(id)
	return scene.Rect{MinX: g.X[id] - w/2, MinY: g.Y[id] - h/2, MaxX: g.X[id] + w/2, MaxY: g.Y[id] + h/2}
}

// isValue reports whether a text is a value: digits, a sign, ∞.
func isValue(s string) bool {
	_, err := strconv.ParseFloat(strings.Replace(s, "−", "-", 1), 64)
	return err == nil || strings.Contains(s, "∞")
}

// TestWorksheetShowsLeavesOnly reads the walk-through's worksheet back
// from its SVG: every leaf's value is written in the leaf, no value is
// written in or beside any inner node, every inner node has an empty box
// inside its triangle, and nothing else is written but the title, the
// instruction and the names; no edge or node is dashed (nothing pruned
// yet), no cutoff is marked and nothing is drawn as principal variation.
func TestWorksheetShowsLeavesOnly(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	s := NewSheet(tr, Options{Legend: true}, false)
	svg, err := s.SVG()
	if err != nil {
		t.Fatal(err)
	}
	texts, paths := readSVG(t, svg)
	g := s.pic.geom
	tt := tr.Tree
	leafValues := map[string]bool{}
	for _, id := range tt.Preorder() {
		n := &tt.Nodes[id]
		box := shapeBox(g, id)
		var here []string
		for _, x := range texts {
			if inside(box, x.x, x.y, 0) {
				here = append(here, x.s)
			}
		}
		if n.IsLeaf() {
			want := tree.TypesetValue(n.Value)
			leafValues[want] = true
			if !slices.Equal(here, []string{want}) {
				t.Errorf("leaf %s: %q written in it, want %q", n.Label, here, want)
			}
		} else if len(here) > 0 {
			t.Errorf("inner node %s: %q written in it, want nothing", n.Label, here)
		}
	}
	allowed := map[string]bool{tt.Title: true}
	for _, id := range tt.Preorder() {
		allowed[tt.Nodes[id].Label] = true
	}
	for _, line := range s.lines {
		allowed[line.S] = true
	}
	for _, it := range []string{"MAX", "MIN", "leaf"} {
		allowed[it] = true
	}
	for _, x := range texts {
		switch {
		case isValue(x.s):
			if !leafValues[x.s] {
				t.Errorf("value %q written, but no leaf has it", x.s)
			}
		case !allowed[x.s]:
			t.Errorf("unexpected text %q (a window, a caption, a legend of states?)", x.s)
		}
	}
	if values := slices.IndexFunc(texts, func(x svgText) bool { return isValue(x.s) }); values < 0 {
		t.Fatal("no value written at all")
	}
	if !strings.Contains(strings.Join(lineTexts(s), " "), "cross out the branches that are never visited") {
		t.Errorf("instruction %q", lineTexts(s))
	}

	// An empty box in every inner node, inside its triangle.
	inner := 0
	for _, id := range tt.Preorder() {
		if tt.Nodes[id].IsLeaf() {
			continue
		}
		inner++
		slot := s.pic.styler.Slot(id)
		found := false
		for _, p := range paths {
			cx, cy := p.centre()
			if len(p.pts) == 4 && p.closed && p.width > 0 && math.Abs(cx-(slot.MinX+slot.MaxX)/2) < 0.02 && math.Abs(cy-(slot.MinY+slot.MaxY)/2) < 0.02 {
				found = true
			}
		}
		if !found {
			t.Errorf("no box drawn in %s", tt.Nodes[id].Label)
		}
		for _, x := range texts {
			if inside(slot, x.x, x.y, 0) {
				t.Errorf("%q written in %s's box", x.s, tt.Nodes[id].Label)
			}
		}
	}
	if inner != len(walkthroughValues)+4 { // and h, m, n, o, never searched: 15 in all
		t.Errorf("%d inner nodes", inner)
	}
	pal := s.pic.styler.Pal
	for _, p := range paths {
		switch {
		case p.dashed:
			t.Errorf("a dashed path at %v: nothing is pruned on a worksheet", p.pts[0])
		case p.stroke == hexColor(pal.Cut) && p.width == raster.CutWidth:
			t.Errorf("a cutoff's × at %v on a worksheet", p.pts[0])
		case p.stroke == hexColor(pal.PVEdge.Stroke) || p.stroke == hexColor(pal.PV.Stroke):
			t.Errorf("a principal variation's line at %v on a worksheet", p.pts[0])
		}
	}
}

func lineTexts(s *Sheet) []string {
	var lines []string
	for _, l := range s.lines {
		lines = append(lines, l.S)
	}
	return lines
}

func hexColor(c interface{ RGBA() (r, g, b, a uint32) }) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}

// TestAnswerKeyAgreesWithSolve reads the walk-through's answer key back
// from its SVG: each inner node's box holds its value (the oracle table,
// and the value the trace says the node returned), the nodes drawn dashed
// are exactly those search.Solve prunes, a cutoff's × sits on exactly the
// edges into the pruned subtrees, and the principal variation is drawn
// along Solve's.
func TestAnswerKeyAgreesWithSolve(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	res, err := search.Solve(context.Background(), tr.Tree, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := NewSheet(tr, Options{}, true)
	svg, err := s.SVG()
	if err != nil {
		t.Fatal(err)
	}
	texts, paths := readSVG(t, svg)
	g := s.pic.geom
	tt := tr.Tree
	final := tr.At(tr.Len() - 1)
	for _, id := range tt.Preorder() {
		n := &tt.Nodes[id]
		if n.IsLeaf() {
			continue
		}
		slot := s.pic.styler.Slot(id)
		var here []string
		for _, x := range texts {
			if inside(slot, x.x, x.y, 0) {
				here = append(here, x.s)
			}
		}
		want, searched := walkthroughValues[n.Label]
		switch {
		case !searched && len(here) > 0:
			t.Errorf("%s, pruned: %q in its box", n.Label, here)
		case searched && !slices.Equal(here, []string{want}):
			t.Errorf("%s: %q in its box, want %s", n.Label, here, want)
		case searched && tree.TypesetValue(final.Node(id).V) != want:
			t.Errorf("%s: the trace says %v", n.Label, final.Node(id).V)
		}
	}
	if got := walkthroughValues["a"]; got != tree.FormatValue(res.Value) {
		t.Errorf("root %s, solve says %v", got, res.Value)
	}

	// Dashed shapes: the pruned leaves, the pruned inner nodes' triangles
	// and their empty boxes.
	dashed := map[string]bool{}
	pal := s.pic.styler.Pal
	var cuts []svgPath
	for _, p := range paths {
		if p.stroke == hexColor(pal.Cut) && p.width == raster.CutWidth {
			cuts = append(cuts, p)
		}
		if !p.dashed || !p.closed {
			continue
		}
		cx, cy := p.centre()
		hit := ""
		for _, id := range tt.Preorder() {
			slot := s.pic.styler.Slot(id)
			switch {
			case math.Abs(cx-g.X[id]) < 0.02 && math.Abs(cy-g.Y[id]) < 0.02:
				hit = tt.Nodes[id].Label
			case !tt.Nodes[id].IsLeaf() && math.Abs(cx-(slot.MinX+slot.MaxX)/2) < 0.02 && math.Abs(cy-(slot.MinY+slot.MaxY)/2) < 0.02:
				hit = tt.Nodes[id].Label + " box"
			}
		}
		if hit == "" {
			t.Errorf("a dashed shape at (%.1f, %.1f) is no node's", cx, cy)
		}
		dashed[hit] = true
	}
	var solvePruned []string
	cutEdges := 0
	for _, id := range tt.Preorder() {
		n := &tt.Nodes[id]
		if !res.Pruned(id) {
			if dashed[n.Label] {
				t.Errorf("%s drawn pruned, but solve visits it", n.Label)
			}
			continue
		}
		solvePruned = append(solvePruned, n.Label)
		if !dashed[n.Label] || !n.IsLeaf() && !dashed[n.Label+" box"] {
			t.Errorf("%s: pruned by solve, not drawn dashed (or its box is not)", n.Label)
		}
		if !res.Pruned(n.Parent) {
			cutEdges++
			x1, y1, x2, y2 := s.pic.styler.EdgeEnds(id)
			mx, my := (x1+x2)/2, (y1+y2)/2
			if !slices.ContainsFunc(cuts, func(p svgPath) bool { cx, cy := p.centre(); return math.Hypot(cx-mx, cy-my) < 0.05 }) {
				t.Errorf("no × on the edge into %s", n.Label)
			}
		}
	}
	slices.Sort(solvePruned)
	if !slices.Equal(solvePruned, walkthroughPruned) {
		t.Errorf("solve prunes %v, the oracle %v", solvePruned, walkthroughPruned)
	}
	if len(cuts) != 2*cutEdges || cutEdges != res.Stats.PrunedSubtrees {
		t.Errorf("%d strokes of × for %d cut edges (solve: %d pruned subtrees)", len(cuts), cutEdges, res.Stats.PrunedSubtrees)
	}
	// The principal variation: Solve's chain, as thick lines.
	pv := 0
	for _, p := range paths {
		if !p.closed && p.stroke == hexColor(pal.PVEdge.Stroke) && p.width == pal.PVEdge.Width {
			pv++
		}
	}
	if pv != len(res.PV)-1 {
		t.Errorf("%d principal variation edges, solve's has %d", pv, len(res.PV)-1)
	}
}

// TestAnswerKeyOfEveryAlgorithm: for every algorithm and option a teacher
// can set, the key's boxes hold the values the trace's nodes returned (in
// fail-hard and negamax forms too), the root's is solve's value (negated
// for a MIN root in the negamax forms, which see it from MIN's side), the
// pruned nodes' boxes are empty, and the worksheet of the same search is
// the same picture, in the same place.
func TestAnswerKeyOfEveryAlgorithm(t *testing.T) {
	for _, a := range search.Algorithms {
		if !a.Classic() {
			continue // worksheets are refused for PVS and MTD(f): a node has no one value
		}
		for _, opt := range []search.Options{{Algorithm: a}, {Algorithm: a, Strict: a.Uses().Has(search.UseStrict)}, {Algorithm: a, Root: tree.Min}} {
			t.Run(fmt.Sprintf("%s/strict=%v/root=%v", a, opt.Strict, opt.Root), func(t *testing.T) {
				tr := walkthrough(t, opt)
				res, err := search.Solve(context.Background(), tr.Tree, opt)
				if err != nil {
					t.Fatal(err)
				}
				key, ws := NewSheet(tr, Options{}, true), NewSheet(tr, Options{}, false)
				if key.page() != ws.page() {
					t.Errorf("the key's page %v, the worksheet's %v", key.page(), ws.page())
				}
				final := tr.At(tr.Len() - 1)
				boxes := key.boxes()
				i := 0
				for _, id := range tr.Tree.Preorder() {
					if tr.Tree.Nodes[id].IsLeaf() {
						continue
					}
					b := boxes[i]
					i++
					ns := final.Node(id)
					switch {
					case res.Pruned(id) != (ns.Status == search.Pruned):
						t.Errorf("%s: pruned %v by solve, %v by the trace", tr.Tree.Name(id), res.Pruned(id), ns.Status)
					case res.Pruned(id) && (b.text.S != "" || !b.paint.Dashed):
						t.Errorf("%s: pruned, its box holds %q", tr.Tree.Name(id), b.text.S)
					case !res.Pruned(id) && b.text.S != tree.TypesetValue(ns.V):
						t.Errorf("%s: box %q, returned %v", tr.Tree.Name(id), b.text.S, ns.V)
					}
				}
				root := final.Node(tree.Root).V
				if opt.Algorithm.IsNegamax() && tr.Kinds[tree.Root] == tree.Min {
					root = -root
				}
				if root != res.Value {
					t.Errorf("root's box %v, solve's value %v", root, res.Value)
				}
				for _, b := range ws.boxes() {
					if b.text.S != "" || b.paint.Dashed {
						t.Errorf("a worksheet's box holds %q (dashed %v)", b.text.S, b.paint.Dashed)
					}
				}
			})
		}
	}
}

// TestInstruction: the line under the title names the algorithm and says
// what to do, with the sentences the options call for, in the narrator's
// language.
func TestInstruction(t *testing.T) {
	en := i18n.English()
	for _, c := range []struct {
		opt        search.Options
		key        bool
		has, lacks []string
	}{
		{search.Options{}, false, []string{"Alpha-beta (fail-soft)", "cross out the branches", "circle the move"}, []string{"α > β", "Depth limit", "Answers"}},
		{search.Options{Algorithm: search.Minimax}, false, []string{"Minimax", "Write the value of each inner node in its box and circle"}, []string{"cross out"}},
		{search.Options{Algorithm: search.AlphaBetaFailHard, Strict: true, Depth: 2}, false, []string{"fail-hard", "A cutoff needs α > β", "Depth limit 2"}, nil},
		{search.Options{Algorithm: search.Minimax, Strict: true}, false, nil, []string{"α > β"}},
		{search.Options{Algorithm: search.AlphaBetaNegamax}, true, []string{"(negamax)", "for the player who moves there", "Answers:", "crossed out"}, []string{"Write the value"}},
		{search.Options{Algorithm: search.Negamax}, true, []string{"Answers:", "principal variation"}, []string{"crossed out"}},
	} {
		got := Instruction(en, c.opt, c.key)
		for _, h := range c.has {
			if !strings.Contains(got, h) {
				t.Errorf("%+v key %v: %q lacks %q", c.opt, c.key, got, h)
			}
		}
		for _, h := range c.lacks {
			if strings.Contains(got, h) {
				t.Errorf("%+v key %v: %q has %q", c.opt, c.key, got, h)
			}
		}
	}
	ro := Instruction(i18n.Must("ro"), search.Options{}, false)
	it := Instruction(i18n.Must("it"), search.Options{}, false)
	if !strings.Contains(ro, "căsuța") || !strings.Contains(it, "casella") {
		t.Errorf("not translated: %q, %q", ro, it)
	}
	tr := walkthrough(t, search.Options{})
	s := NewSheet(tr, Options{Narrator: narrate.For(i18n.Must("ro")), Legend: true}, false)
	svg, err := s.SVG()
	if err != nil {
		t.Fatal(err)
	}
	texts := svgTexts(t, svg)
	if !texts["frunză"] || texts["leaf"] || !strings.Contains(string(svg), "căsuța") {
		t.Error("the Romanian sheet's legend or instruction is not in Romanian")
	}
}

// TestSheetWithoutInstruction: NoInstruction leaves the line of what to
// do out of the picture, and the room it took: the tree and its title
// stay.
func TestSheetWithoutInstruction(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	with, without := NewSheet(tr, Options{}, false), NewSheet(tr, Options{NoInstruction: true}, false)
	a, err := with.SVG()
	if err != nil {
		t.Fatal(err)
	}
	b, err := without.SVG()
	if err != nil {
		t.Fatal(err)
	}
	if len(with.lines) == 0 || len(without.lines) != 0 || !svgTexts(t, a)[with.lines[0].S] || svgTexts(t, b)[with.lines[0].S] {
		t.Error("NoInstruction kept the instruction, or the sheet lacks it")
	}
	if without.page().Height() >= with.page().Height() || without.title == nil {
		t.Errorf("without the instruction the page is %g high, with it %g; title %v", without.page().Height(), with.page().Height(), without.title)
	}
}

// TestSheetFormats: every picture format writes the sheet, and says it
// is one: the SVG's and TikZ's first comment, the DOT's boxes; a PDF of
// one page the size of the PNG; a GIF is refused.
func TestSheetFormats(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	ctx := context.Background()
	key := NewSheet(tr, Options{DPI: 72}, true)
	for f, want := range map[Format]string{
		SVG: "<!-- gametree: answer key, Alpha-beta (fail-soft): Alpha-beta walk-through",
		TeX: "% gametree: answer key, Alpha-beta (fail-soft)",
		DOT: "// gametree: answer key",
		PDF: "%PDF-1.7",
		PNG: "\x89PNG",
	} {
		data, err := key.Write(ctx, f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !bytes.HasPrefix(data, []byte(want)) && !bytes.Contains(data[:min(len(data), 300)], []byte(want)) {
			t.Errorf("%s starts %.80q", f, data)
		}
		switch f {
		case DOT:
			if n := bytes.Count(data, []byte("[shape=box, pos=")); n < 15 {
				t.Errorf("the DOT has %d boxes", n)
			}
			if bytes.Count(data, []byte("label=\"3\", style=\"filled\"")) < 1 {
				t.Error("the DOT's boxes hold no answer")
			}
		case PNG:
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			r := key.page()
			if w, h := img.Bounds().Dx(), img.Bounds().Dy(); w != int(math.Ceil(r.Width())) || h != int(math.Ceil(r.Height())) {
				t.Errorf("PNG %d×%d at 72 DPI, the page %.1f×%.1f", w, h, r.Width(), r.Height())
			}
		case PDF:
			if !bytes.Contains(data, []byte("/Count 1 ")) || !bytes.Contains(data, []byte(fmt.Sprintf("/MediaBox [0 0 %s %s]", pdfNum(key.page().Width()), pdfNum(key.page().Height())))) {
				t.Error("the PDF is not one page the size of the sheet")
			}
		}
	}
	_, err := key.Write(ctx, GIF)
	var e *i18n.Error
	if !errors.As(err, &e) || e.ID != "export.worksheet_format" {
		t.Errorf("a GIF sheet: %v", err)
	}
}

// TestHandout: one PDF, a page per sheet, each page its sheet's size.
func TestHandout(t *testing.T) {
	var sheets []*Sheet
	for _, opt := range []search.Options{{}, {Algorithm: search.Minimax}, {Algorithm: search.AlphaBetaNegamax, Root: tree.Min}} {
		sheets = append(sheets, NewSheet(walkthrough(t, opt), Options{Scene: scene.Options{LeftRight: opt.Algorithm == search.Minimax}}, false))
	}
	var b bytes.Buffer
	pages := 0
	if err := Handout(context.Background(), sheets, &b, func(done int) { pages = done }); err != nil {
		t.Fatal(err)
	}
	pdf := b.String()
	if pages != 3 || !strings.Contains(pdf, "/Count 3 ") {
		t.Fatalf("%d pages", pages)
	}
	for _, s := range sheets {
		box := fmt.Sprintf("/MediaBox [0 0 %s %s]", pdfNum(s.page().Width()), pdfNum(s.page().Height()))
		if !strings.Contains(pdf, box) {
			t.Errorf("no page %s", box)
		}
	}
	if err := Handout(context.Background(), nil, &b, nil); err == nil {
		t.Error("a handout of no sheets")
	}
}

// TestSheetDepthLimit: a worksheet searched to a depth limit gives the
// estimates of the nodes at the limit as it gives leaves' values, with no
// box, and no box below the limit.
func TestSheetDepthLimit(t *testing.T) {
	tt, err := tree.ReadBracket([]byte("[[3 [4 5]] [[6 7] 2]]"))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range tt.Preorder() {
		if n := &tt.Nodes[id]; !n.IsLeaf() {
			n.Estimate, n.HasEstimate = float64(10+id), true
		}
	}
	tr, err := search.Run(context.Background(), tt, search.Options{Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	s := NewSheet(tr, Options{}, false)
	svg, err := s.SVG()
	if err != nil {
		t.Fatal(err)
	}
	texts, _ := readSVG(t, svg)
	boxes := 0
	for _, id := range tt.Preorder() {
		n := &tt.Nodes[id]
		depth := tr.Depth(id)
		if s.pic.styler.HasSlot(id) != (depth > 0 && !n.IsLeaf()) {
			t.Errorf("%s at depth %d: box %v", n.Label, depth, s.pic.styler.HasSlot(id))
		}
		if s.pic.styler.HasSlot(id) {
			boxes++
		}
		if depth == 0 && !n.IsLeaf() {
			want := tree.TypesetValue(n.Estimate)
			if !slices.ContainsFunc(texts, func(x svgText) bool { return x.s == want && inside(shapeBox(s.pic.geom, id), x.x, x.y, 0) }) {
				t.Errorf("%s, at the limit: its estimate %s is not written in it", n.Label, want)
			}
		}
	}
	if got := len(s.boxes()); got != boxes || boxes != 3 {
		t.Errorf("%d boxes drawn, %d nodes above the limit", got, boxes)
	}
	if !strings.Contains(strings.Join(lineTexts(s), " "), "Depth limit 2") {
		t.Errorf("instruction %q", lineTexts(s))
	}
}

// TestSheetsLookLikeThePNG turns the sheet's SVG and PDF into pixels and
// compares them with its PNG, as TestVectorPicturesLookLikeThePNG does
// for steps: the boxes, answers and texts drawn over the tree agree.
func TestSheetsLookLikeThePNG(t *testing.T) {
	rsvg, err1 := exec.LookPath("rsvg-convert")
	pdftoppm, err2 := exec.LookPath("pdftoppm")
	if err1 != nil || err2 != nil {
		t.Skip("no rsvg-convert or pdftoppm (apt-get install librsvg2-bin poppler-utils): pictures not compared")
	}
	if testing.Short() {
		t.Skip("short: pictures not compared")
	}
	tr := walkthrough(t, search.Options{})
	dir := t.TempDir()
	for i, s := range []*Sheet{
		NewSheet(tr, Options{Legend: true}, false),
		NewSheet(tr, Options{Legend: true, Theme: scene.Print}, true),
		NewSheet(tr, Options{Theme: scene.Dark, Scene: scene.Options{LeftRight: true}}, true),
	} {
		ctx := context.Background()
		want, err := s.Image(ctx)
		if err != nil {
			t.Fatal(err)
		}
		svg, _ := s.Write(ctx, SVG)
		pdf, _ := s.Write(ctx, PDF)
		base := filepath.Join(dir, strconv.Itoa(i))
		os.WriteFile(base+".svg", svg, 0o644)
		os.WriteFile(base+".pdf", pdf, 0o644)
		for _, cmd := range [][]string{
			{rsvg, "-d", "144", "-p", "144", "-o", base + "-svg.png", base + ".svg"},
			{pdftoppm, "-r", "144", "-png", "-singlefile", base + ".pdf", base + "-pdf"},
		} {
			if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", filepath.Base(cmd[0]), err, out)
			}
		}
		for _, f := range []string{base + "-svg.png", base + "-pdf.png"} {
			compareImages(t, fmt.Sprintf("sheet %d, %s", i, filepath.Base(f)), want, f, 3)
		}
	}
}

// TestGoldenSheet: the walk-through's worksheet and key as SVG, their
// embedded glyphs blanked.
func TestGoldenSheet(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	for _, key := range []bool{false, true} {
		name := map[bool]string{false: "worksheet", true: "key"}[key]
		t.Run(name, func(t *testing.T) {
			svg, err := NewSheet(tr, Options{Legend: true}, key).SVG()
			if err != nil {
				t.Fatal(err)
			}
			golden(t, fontData.ReplaceAll(svg, []byte("base64,…")), ".svg")
		})
	}
}

// TestStar1SheetsGiveTheBounds: a Star1 exercise cannot be done without
// the bounds on the leaves, so the instruction gives them.
func TestStar1SheetsGiveTheBounds(t *testing.T) {
	opt := search.Options{Algorithm: search.Star1, Bounds: search.Bounds{Low: 0, High: 10}}
	for _, key := range []bool{false, true} {
		if got := Instruction(nil, opt, key); !strings.Contains(got, "Every leaf is worth between 0 and 10.") {
			t.Errorf("key %v: %q", key, got)
		}
	}
	if got := Instruction(nil, search.Options{}, false); strings.Contains(got, "between") {
		t.Errorf("alpha-beta: %q", got)
	}
}
