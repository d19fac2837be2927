package picture

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/compare"
	"gametree/internal/i18n"
	"gametree/internal/safefile"
	"gametree/internal/scene"
	"gametree/internal/testutil"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// panes searches t as each of ss says, every pane at its end (or at
// position pos when pos >= 0).
func panes(t *testing.T, tr *tree.Tree, pos int, ss ...compare.Search) []Pane {
	t.Helper()
	var out []Pane
	for _, s := range ss {
		trace, err := s.Trace(context.Background(), tr, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := compare.NewProgress(trace)
		at := p.Last()
		if pos >= 0 {
			at = pos
		}
		out = append(out, Pane{Search: s, Progress: p, Pos: at})
	}
	return out
}

func walkthrough(t *testing.T) *tree.Tree {
	t.Helper()
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// uniform34 is a uniform tree of branching 3 and depth 4.
func uniform34(t *testing.T) *tree.Tree {
	t.Helper()
	tr, err := tree.Random(tree.RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 4, Low: -20, High: 20, Seed: 5}, 1000)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

var (
	minimaxAsIs = compare.Search{Algorithm: search.Minimax, Order: compare.AsIs}
	abAsIs      = compare.Search{Algorithm: search.AlphaBeta, Order: compare.AsIs}
	abBest      = compare.Search{Algorithm: search.AlphaBeta, Order: compare.BestFirst}
	abWorst     = compare.Search{Algorithm: search.AlphaBeta, Order: compare.WorstFirst}
)

// count counts the pixels of colour c in r.
func count(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x, y) == c {
				n++
			}
		}
	}
	return n
}

// TestPanesSideBySide: minimax and alpha-beta on the walk-through stand
// side by side, each tree drawn inside its own rectangle with nothing but
// background between them; at the end both show the principal variation,
// only alpha-beta's shows cut marks; at the start neither shows either.
func TestPanesSideBySide(t *testing.T) {
	pal := scene.Colour.Palette()
	for _, final := range []bool{true, false} {
		pos := 0
		if final {
			pos = -1
		}
		pic, err := New(panes(t, walkthrough(t), pos, minimaxAsIs, abAsIs), Options{})
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := pic.Image(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		lay := pic.lay
		if img.Bounds() != image.Rect(0, 0, lay.Width, lay.Height) || len(lay.Trees) != 2 {
			t.Fatalf("image %v, layout %+v", img.Bounds(), lay)
		}
		a, b := lay.Trees[0], lay.Trees[1]
		if a.Min.Y != b.Min.Y || a.Max.X >= b.Min.X || !a.In(img.Bounds()) || !b.In(img.Bounds()) || a.Dx() < 400 {
			t.Fatalf("trees at %v and %v, not side by side in %v", a, b, img.Bounds())
		}
		gap := image.Rect(a.Max.X, a.Min.Y, b.Min.X, a.Max.Y)
		if n := count(img, gap, pal.Background); n != gap.Dx()*gap.Dy() {
			t.Errorf("%d of %d pixels between the trees are not background", gap.Dx()*gap.Dy()-n, gap.Dx()*gap.Dy())
		}
		above := image.Rect(a.Min.X, a.Min.Y-8, b.Max.X, a.Min.Y)
		if count(img, above, pal.Background) != above.Dx()*above.Dy() {
			t.Error("something is drawn just above the trees")
		}
		pvA, pvB := count(img, a, pal.PV.Stroke), count(img, b, pal.PV.Stroke)
		cutA, cutB := count(img, a, pal.Cut), count(img, b, pal.Cut)
		switch {
		case final && (pvA < 50 || pvB < 50 || cutA != 0 || cutB < 20):
			t.Errorf("at the end: principal variation %d and %d pixels, cut marks %d (minimax) and %d (alpha-beta)", pvA, pvB, cutA, cutB)
		case !final && (pvA+pvB+cutA+cutB != 0):
			t.Errorf("at the start: principal variation %d and %d pixels, cut marks %d and %d", pvA, pvB, cutA, cutB)
		}
	}
}

// TestWideTreesStacked: three searches of a uniform tree of 81 leaves
// stand one above the other, larger than side by side would draw them;
// the walk-through's two stay side by side.
func TestWideTreesStacked(t *testing.T) {
	pic, err := New(panes(t, uniform34(t), -1, abAsIs, abBest, abWorst), Options{})
	if err != nil {
		t.Fatal(err)
	}
	lay := pic.lay
	for i := 1; i < 3; i++ {
		if lay.Trees[i].Min.Y <= lay.Trees[i-1].Max.Y || lay.Trees[i].Min.X != lay.Trees[0].Min.X {
			t.Errorf("tree %d at %v, tree %d at %v: not one above the other", i-1, lay.Trees[i-1], i, lay.Trees[i])
		}
	}
	g := scene.NewGeometry(pic.panes[0].Trace().Tree, scene.Options{})
	sideBySide := (MaxRowWidth - 2*paneGap) / (3 * (g.Bounds.Width() + 2*treePad))
	if lay.TreeZoom < 2*sideBySide {
		t.Errorf("stacked at zoom %.3f, side by side would be %.3f", lay.TreeZoom, sideBySide)
	}
}

// rowExtent returns the first and last x of colour c on the rows of r.
func rowExtent(img *image.RGBA, r image.Rectangle, c color.RGBA) (first, last int) {
	first, last = math.MaxInt, -1
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			if img.RGBAAt(x, y) == c {
				first, last = min(first, x), max(last, x)
			}
		}
	}
	return first, last
}

// TestChartBarsAndFloor: on a uniform b=3 d=4 tree the chart's bars,
// measured on the pixels, are as long as the leaves each search
// evaluated (best first exactly reaches the floor, 17), and the floor's
// dashed line stands where 17 leaves end; the picture's chart and the
// window's (Chart) agree.
func TestChartBarsAndFloor(t *testing.T) {
	pal := scene.Colour.Palette()
	ps := panes(t, uniform34(t), -1, abAsIs, abBest, abWorst, minimaxAsIs)
	pic, err := New(ps, Options{})
	if err != nil {
		t.Fatal(err)
	}
	img, lay, err := pic.Image(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if pic.floor != (Floor{Leaves: 17, Uniform: true}) {
		t.Fatalf("floor %+v", pic.floor)
	}
	check := func(name string, img *image.RGBA, lay ChartLayout) {
		t.Helper()
		var starts, ends []int
		for i, r := range lay.Bars {
			first, last := rowExtent(img, r, pal.Done.Stroke)
			if last < 0 {
				t.Fatalf("%s: bar %d not drawn at %v", name, i, r)
			}
			starts, ends = append(starts, first), append(ends, last+1)
		}
		unit := float64(ends[3]-starts[3]) / 81 // minimax: every leaf
		for i, p := range ps {
			leaves := p.Trace().Stats.LeavesEvaluated
			if starts[i] != starts[0] {
				t.Errorf("%s: bar %d starts at %d, bar 0 at %d", name, i, starts[i], starts[0])
			}
			if got := float64(ends[i] - starts[i]); math.Abs(got-unit*float64(leaves)) > 2 {
				t.Errorf("%s: bar %d (%d leaves) is %.0f pixels long, want %.1f", name, i, leaves, got, unit*float64(leaves))
			}
		}
		rows := image.Rect(0, lay.Bars[0].Min.Y, img.Bounds().Dx(), lay.Bars[len(lay.Bars)-1].Max.Y)
		first, last := rowExtent(img, rows, pal.PVEdge.Stroke)
		if want := float64(starts[0]) + unit*17; math.Abs(float64(first+last+1)/2-want) > 2 || last-first > 6 || count(img, rows, pal.PVEdge.Stroke) < 30 {
			t.Errorf("%s: the floor's line is drawn from x=%d to %d, want a dashed line at %.1f", name, first, last, want)
		}
	}
	check("picture", img.SubImage(pic.lay.Chart).(*image.RGBA), lay)
	alone, lay2, err := Chart(Bars(ps, i18n.English()), pic.floor, Style{}, 900, 1.5)
	if err != nil {
		t.Fatal(err)
	}
	check("chart", alone, lay2)
}

// TestTextsInTheLanguage: the table and chart read in the language
// asked, with no message missing, and the picture changes with it.
func TestTextsInTheLanguage(t *testing.T) {
	ps := panes(t, uniform34(t), 40, abAsIs, abBest)
	var pictures [][]byte
	for _, code := range i18n.Codes() {
		l := i18n.Must(code)
		tb := NewTable(ps, FloorOf(ps[0].Trace()), l)
		all := append(append(append([]string{}, tb.Header...), tb.Floor...), tb.Rows[0]...)
		all = append(all, tb.Rows[1]...)
		for _, b := range Bars(ps, l) {
			all = append(all, b.Label)
		}
		for _, s := range all {
			if strings.Contains(s, "[") {
				t.Errorf("%s: a message is missing: %q", code, s)
			}
		}
		want := map[string]string{
			tb.Header[ColLeaves]: l.T("cli.compare.leaves"), tb.Header[ColCalls]: l.T("compare.col.calls"),
			tb.Rows[0][ColOrder]: l.T("compare.order.as-is"), tb.Rows[1][ColOrder]: l.T("compare.order.best"),
			tb.Rows[0][ColAlgorithm]: l.T("algo_alphabeta"), tb.Floor[ColAlgorithm]: l.T("compare.floor"),
			tb.Rows[0][ColCalls]: l.T("compare.calls_of", "Call", 40, "Calls", ps[0].Trace().Stats.Calls),
			tb.Rows[1][ColValue]: tree.TypesetValue(ps[1].Trace().Value), // best first has ended by call 40
		}
		for got, w := range want {
			if got != w {
				t.Errorf("%s: %q, want %q", code, got, w)
			}
		}
		if tb.Rows[0][ColValue] != pending || tb.Rows[1][ColCalls] != l.Int(ps[1].Trace().Stats.Calls) {
			t.Errorf("%s: as-is at call 40 shows value %q; best first at its end shows calls %q", code, tb.Rows[0][ColValue], tb.Rows[1][ColCalls])
		}
		pic, err := New(ps, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		data, err := pic.PNG(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		pictures = append(pictures, data)
	}
	for i := 1; i < len(pictures); i++ {
		if bytes.Equal(pictures[i], pictures[0]) {
			t.Errorf("the picture in %s is the one in %s", i18n.Codes()[i], i18n.Codes()[0])
		}
	}
	ro := i18n.Must("ro")
	if got := NewTable(ps, Floor{Leaves: 3, Uniform: false}, ro); got.Floor != nil || got.Note != ro.T("compare.no_floor") {
		t.Errorf("a tree that is not uniform: floor %q, note %q", got.Floor, got.Note)
	}
	if got := OrderName(compare.Random(42), ro); got != ro.T("compare.order.random", "Seed", "42") || !strings.Contains(got, "42") {
		t.Errorf("random:42 in Romanian: %q", got)
	}
}

// TestSave: a .png (any case) is written with its resolution; any other
// name is refused before drawing; the tree's own file is never written
// over.
func TestSave(t *testing.T) {
	dir := t.TempDir()
	pic, err := New(panes(t, walkthrough(t), -1, minimaxAsIs, abAsIs), Options{DPI: 200})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "cmp.PNG")
	if err := pic.Save(context.Background(), out); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(out)
	img, err := png.Decode(bytes.NewReader(data))
	i := bytes.Index(data, []byte("pHYs"))
	if err != nil || i < 0 || binary.BigEndian.Uint32(data[i+4:]) != 7874 || img.Bounds().Dx() != pic.lay.Width {
		t.Fatalf("cmp.PNG: %v, pHYs at %d", err, i)
	}
	for _, name := range []string{"cmp.svg", "cmp", "cmp.png.txt"} {
		var e *i18n.Error
		err := pic.Save(context.Background(), filepath.Join(dir, name))
		if !errors.As(err, &e) || e.ID != "compare.png_only" {
			t.Errorf("%s: %v", name, err)
		}
		if _, err := os.Stat(filepath.Join(dir, name)); !os.IsNotExist(err) {
			t.Errorf("%s was written", name)
		}
	}
	input := filepath.Join(dir, "tree.png")
	os.WriteFile(input, []byte("[[1,2],[3,4]]"), 0o644)
	if err := pic.Save(context.Background(), input, input); !errors.Is(err, safefile.ErrIsInput) {
		t.Errorf("over the input: %v", err)
	}
	if got, _ := os.ReadFile(input); string(got) != "[[1,2],[3,4]]" {
		t.Errorf("the input now holds %.20q", got)
	}
}

// TestTooBig: a tree over export's limit, or a picture over its pixels,
// is refused with a message, not drawn.
func TestTooBig(t *testing.T) {
	big, err := testutil.Uniform(2, 15, func(leaf int) float64 { return float64(leaf % 7) })
	if err != nil {
		t.Fatal(err)
	}
	var e *i18n.Error
	if _, err := New(panes(t, big, -1, abAsIs), Options{}); !errors.As(err, &e) || e.ID != "export.too_many_nodes" {
		t.Errorf("a tree of %d nodes: %v", big.Len(), err)
	}
	if _, err := New(panes(t, walkthrough(t), -1, minimaxAsIs, abAsIs, abBest, abWorst), Options{DPI: 1200}); !errors.As(err, &e) || e.ID != "export.too_large" {
		t.Errorf("at 1200 DPI: %v", err)
	}
	if _, err := New(nil, Options{}); err == nil {
		t.Error("a picture of nothing")
	}
}
