package export

import (
	"context"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"gametree/internal/games"
	"gametree/internal/raster"
	"gametree/internal/testutil"
	"gametree/internal/tree"
	"gametree/layout"
	"gametree/search"
)

// bigPicture is a 2,047-node tree (branching 2, depth 10) at the middle
// of its alpha-beta trace.
func bigPicture(b *testing.B) (*Picture, int) {
	t, err := testutil.Uniform(2, 10, func(i int) float64 { return float64((i * 7919) % 41) })
	if err != nil {
		b.Fatal(err)
	}
	t.AutoLabel()
	tr, err := search.Run(context.Background(), t, search.Options{})
	if err != nil {
		b.Fatal(err)
	}
	return NewPicture(tr, Options{}, []int{tr.Len() / 2}), tr.Len() / 2
}

// BenchmarkSVG2000 exports a 2,047-node tree to SVG drawn from the scene,
// and reports the file's size. Compare with BenchmarkSystemDotSVG2000 (the
// system's dot on the same tree's DOT) and BenchmarkGraphvizSVG2000.
func BenchmarkSVG2000(b *testing.B) { benchmarkFormat2000(b, SVG, Options{}) }

// BenchmarkPDF2000 exports the same tree as a one-page PDF.
func BenchmarkPDF2000(b *testing.B) { benchmarkFormat2000(b, PDF, Options{}) }

// BenchmarkTikZ2000 exports the same tree as a standalone TikZ document.
func BenchmarkTikZ2000(b *testing.B) { benchmarkFormat2000(b, TeX, Options{}) }

// BenchmarkGraphvizSVG2000 exports the same tree to SVG through
// go-graphviz (DOT writing included): --renderer graphviz.
func BenchmarkGraphvizSVG2000(b *testing.B) { benchmarkFormat2000(b, SVG, Options{Graphviz: true}) }

func benchmarkFormat2000(b *testing.B, f Format, opt Options) {
	pic, k := bigPicture(b)
	pic = NewPicture(pic.trace, opt, []int{k})
	r := layout.NewGraphviz()
	defer r.Close()
	data, err := pic.Step(context.Background(), r, k, f) // start Graphviz, read the fonts
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if data, err = pic.Step(context.Background(), r, k, f); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data))/1024, "KB/file")
}

// BenchmarkSystemDotSVG2000 runs the system's `dot -Tsvg` (Debian package
// graphviz) on the same DOT text, for comparison; skipped without it.
func BenchmarkSystemDotSVG2000(b *testing.B) {
	dot, err := exec.LookPath("dot")
	if err != nil {
		b.Skip("no system Graphviz (apt-get install graphviz)")
	}
	pic, k := bigPicture(b)
	in := filepath.Join(b.TempDir(), "tree.dot")
	if err := os.WriteFile(in, pic.DOT(k), 0o644); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if out, err := exec.Command(dot, "-Tsvg", "-o", os.DevNull, in).CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

// BenchmarkPNGWalkthrough paints the final step of seed 000's tree (30
// nodes, with legend and narration) as a 144-DPI PNG: a typical slide.
func BenchmarkPNGWalkthrough(b *testing.B) {
	tr := walkthrough(b, search.Options{})
	pic := NewPicture(tr, Options{Legend: true, Caption: true}, nil)
	r := layout.NewGraphviz()
	defer r.Close()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pic.Step(context.Background(), r, tr.Len()-1, PNG); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGIFWalkthrough writes the whole walk-through (every step, with
// legend and narration) as one animated GIF at 144 DPI, the way
// `gametree export --gif` does, and reports the file's size.
func BenchmarkGIFWalkthrough(b *testing.B) {
	tr := walkthrough(b, search.Options{})
	pic := NewPicture(tr, Options{Legend: true, Caption: true, DPI: 144}, nil)
	steps := make([]int, tr.Len())
	for i := range steps {
		steps[i] = i
	}
	r := layout.NewGraphviz()
	defer r.Close()
	var size int64
	b.ReportAllocs()
	for b.Loop() {
		var w countingWriter
		if err := pic.GIF(context.Background(), r, steps, &w, nil); err != nil {
			b.Fatal(err)
		}
		size = int64(w)
	}
	b.ReportMetric(float64(size)/1024, "KB/file")
}

// countingWriter counts what is written to it and keeps nothing.
type countingWriter int64

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}

// BenchmarkPNGFramesWalkthrough draws every step of the walk-through as
// PNG frames (legend and narration, 144 DPI), as `export --frames all`
// does; run with -cpu 1,2 to see the frames drawn together.
func BenchmarkPNGFramesWalkthrough(b *testing.B) {
	tr := walkthrough(b, search.Options{})
	steps, _ := Frames(tr, "all")
	r := layout.NewGraphviz()
	defer r.Close()
	b.ReportAllocs()
	for b.Loop() {
		pic := NewPicture(tr, Options{Legend: true, Caption: true}, steps)
		if err := pic.eachFrame(context.Background(), r, steps, PNG, func(int, []byte) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGraphLayout lays out the search space of tic-tac-toe after X
// in a corner and O in the centre as a graph (the window's G, export
// --dag): dot through go-graphviz, its json read back. It reports the
// tree's nodes and the graph's positions.
func BenchmarkGraphLayout(b *testing.B) {
	g, tr := tictactoeWithTable(b)
	r := layout.NewGraphviz()
	defer r.Close()
	var positions int
	for b.Loop() {
		gr, err := NewPicture(tr, Options{DAG: true}, nil).Graph(context.Background(), r)
		if err != nil {
			b.Fatal(err)
		}
		positions = len(gr.Nodes)
	}
	b.ReportMetric(float64(g.Len()), "nodes")
	b.ReportMetric(float64(positions), "positions")
}

// BenchmarkPaintGraph paints one step of that graph as the window does
// (1,000×700 pixels, fitted).
func BenchmarkPaintGraph(b *testing.B) {
	_, tr := tictactoeWithTable(b)
	r := layout.NewGraphviz()
	defer r.Close()
	p := NewPicture(tr, Options{DAG: true}, nil)
	gr, err := p.Graph(context.Background(), r)
	if err != nil {
		b.Fatal(err)
	}
	painter, err := raster.New(p.styler)
	if err != nil {
		b.Fatal(err)
	}
	img := image.NewRGBA(image.Rect(0, 0, 1000, 700))
	v := raster.FitRect(gr.Bounds, 1000, 700, raster.FitZoom)
	snap := tr.At(tr.Len() / 2)
	for b.Loop() {
		painter.PaintGraph(img, gr, snap, v, tree.None, nil)
	}
}

// tictactoeWithTable is alpha-beta with a transposition table on
// tic-tac-toe after X in a corner and O in the centre.
func tictactoeWithTable(b *testing.B) (*tree.Tree, *search.Trace) {
	b.Helper()
	g, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "X...O...."}, tree.MaxNodes)
	if err != nil {
		b.Fatal(err)
	}
	tr, err := search.Run(context.Background(), g, search.Options{TT: true})
	if err != nil {
		b.Fatal(err)
	}
	return g, tr
}
