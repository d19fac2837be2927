package export

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io"
	"math"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"

	"gametree/internal/games"
	"gametree/internal/narrate"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/layout"
	"gametree/samples"
	"gametree/search"
)

var accept = flag.Bool("accept", false, "rewrite the golden files under testdata/ (review the diff first)")

// shared is one Graphviz for the whole test binary, as in the program.
var shared = layout.NewGraphviz()

func TestMain(m *testing.M) {
	code := m.Run()
	shared.Close()
	os.Exit(code)
}

func walkthrough(t testing.TB, opt search.Options) *search.Trace {
	t.Helper()
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, opt)
	if err != nil {
		t.Fatal(err)
	}
	return trace
}

// pruneE2 is the step that prunes e2 in seed 000's walk-through.
const pruneE2 = 24

func TestGoldenDOT(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	if s := tr.StepAt(pruneE2); s.Kind != search.Prune || tr.Tree.Name(s.Child) != "e2" {
		t.Fatalf("step %d is %v of %s, not the pruning of e2", pruneE2, s.Kind, tr.Tree.Name(s.Child))
	}
	pic := NewPicture(tr, Options{Legend: true, Caption: true}, nil)
	for name, k := range map[string]int{"start": 0, "prune-e2": pruneE2, "final": tr.Len() - 1} {
		t.Run(name, func(t *testing.T) {
			golden(t, pic.DOT(k), ".dot")
		})
	}
}

// TestDOTSaysWhatTheStepIs reads the golden steps' meaning from the DOT:
// which nodes are current, pruned, on the principal variation.
func TestDOTSaysWhatTheStepIs(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	pal := scene.Colour.Palette()
	pic := NewPicture(tr, Options{}, nil)
	id := func(label string) tree.NodeID {
		for i, n := range tr.Tree.Nodes {
			if n.Label == label {
				return tree.NodeID(i)
			}
		}
		t.Fatalf("no node %s", label)
		return tree.None
	}
	fill := func(dot, label string) string {
		re := fmt.Sprintf("  n%d [", id(label))
		i := strings.Index(dot, re)
		if i < 0 {
			t.Fatalf("node %s missing", label)
		}
		line := dot[i : i+strings.Index(dot[i:], "\n")]
		j := strings.Index(line, "fillcolor=")
		return line[j+11 : j+18]
	}
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	cut := string(pic.DOT(pruneE2))
	for label, want := range map[string]color.RGBA{"e": pal.Current.Fill, "a": pal.OnStack.Fill, "c": pal.OnStack.Fill,
		"d": pal.Done.Fill, "e2": pal.Pruned.Fill, "f": pal.NotReached.Fill} {
		if got := fill(cut, label); got != hex(want) {
			t.Errorf("step %d: %s is filled %s, want %s", pruneE2, label, got, hex(want))
		}
	}
	if !strings.Contains(cut, fmt.Sprintf("cut%d [", id("e2"))) || strings.Count(cut, "  cut") != 1 {
		t.Errorf("step %d should mark exactly one cut, into e2", pruneE2)
	}
	final := string(pic.DOT(tr.Len() - 1))
	for _, label := range []string{"a", "b", "c", "d", "d1"} {
		if got := fill(final, label); got != hex(pal.PV.Fill) {
			t.Errorf("final: %s is %s, want the principal variation's %s", label, got, hex(pal.PV.Fill))
		}
	}
	if n := strings.Count(final, "  cut"); n != 5 {
		t.Errorf("final step marks %d cuts, want 5 (e2, h, k2, l2, m)", n)
	}
}

// TestSVGIsWellFormedWithEveryLabel: both SVGs, drawn from the scene and
// by Graphviz, are XML with every node's name and the windows, legend and
// title as text.
func TestSVGIsWellFormedWithEveryLabel(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	for _, graphviz := range []bool{false, true} {
		pic := NewPicture(tr, Options{Legend: true, Graphviz: graphviz}, nil)
		svg, err := pic.Step(context.Background(), shared, tr.Len()-1, SVG)
		if err != nil {
			t.Fatal(err)
		}
		texts := svgTexts(t, svg)
		for _, n := range tr.Tree.Nodes {
			if !texts[n.Label] {
				t.Errorf("graphviz %v: SVG has no text %q", graphviz, n.Label)
			}
		}
		want := []string{"Alpha-beta walk-through, call by call", "(3, +∞)", "(−∞, 3)", "principal variation"}
		if graphviz {
			want = append(want, "×") // Graphviz writes cuts as text; the scene draws them
		}
		for _, w := range want {
			if !texts[w] {
				t.Errorf("graphviz %v: SVG has no text %q", graphviz, w)
			}
		}
	}
}

// svgTexts parses the SVG as XML and returns every <text>'s content.
func svgTexts(t *testing.T, svg []byte) map[string]bool {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	dec.Strict = true
	texts := map[string]bool{}
	inText := false
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
			inText = tok.Name.Local == "text"
		case xml.CharData:
			if inText {
				texts[string(tok)] = true
			}
		case xml.EndElement:
			inText = false
		}
	}
	return texts
}

// near reports whether c is within tol of want in every channel.
func near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(a uint32, w uint8) bool { return math.Abs(float64(int(a>>8)-int(w))) <= float64(tol) }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

func TestPNGShowsEdgesOutlinesAndText(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	k := tr.Len() - 1
	pic := NewPicture(tr, Options{DPI: 144}, nil)
	data, err := pic.Step(context.Background(), shared, k, PNG)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	styler := scene.NewStyler(tr, pic.Geometry(), scene.Colour)
	snap := tr.At(k)
	pal := styler.Pal
	at := func(x, y float64) color.Color {
		px, py := pic.Pixel(x, y)
		return img.At(int(px), int(py))
	}

	// The edge from the root to its first child, b, is on the principal
	// variation: sample its middle stretch (clear of shapes and arrowhead).
	e := styler.Edge(snap, tr.Tree.Nodes[tree.Root].Children[0])
	hits := 0
	for i := 2; i <= 8; i++ {
		f := float64(i) / 10
		if near(at(e.X1+f*(e.X2-e.X1), e.Y1+f*(e.Y2-e.Y1)), pal.PVEdge.Stroke, 40) {
			hits++
		}
	}
	if hits < 6 {
		t.Errorf("only %d of 7 points along the edge a→b are the edge's colour", hits)
	}

	// Outlines: the middle of every side of i's triangle (done, blue).
	i := tr.Tree.Nodes[tree.Root].Children[1]
	n := styler.Node(snap, i)
	poly := n.Polygon()
	for s := range poly {
		a, b := poly[s], poly[(s+1)%len(poly)]
		if c := at((a[0]+b[0])/2, (a[1]+b[1])/2); !near(c, pal.Done.Stroke, 60) {
			t.Errorf("side %d of i's outline is %v, want about %v", s, c, pal.Done.Stroke)
		}
	}
	// Inside i, away from its value: its fill. Inside, on the value: ink.
	if c := at(n.X-n.W/4, n.Y-n.H/5); !near(c, pal.Done.Fill, 10) {
		t.Errorf("inside i: %v, want its fill %v", c, pal.Done.Fill)
	}
	dark := 0
	for dx := -4.0; dx <= 4; dx++ {
		for dy := -5.0; dy <= 5; dy++ {
			if r, _, _, _ := at(n.X+dx, n.Y+dy).RGBA(); r>>8 < 100 {
				dark++
			}
		}
	}
	if dark < 5 {
		t.Errorf("no text ink where i's value 3 is written (%d dark pixels)", dark)
	}
	// The background stays the background.
	if c := at(pic.bounds().MinX+2, pic.bounds().MaxY-2); !near(c, pal.Background, 0) {
		t.Errorf("corner pixel %v, want background", c)
	}
}

func TestFramesKeepTheirPlaceAndSize(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	pic := NewPicture(tr, Options{Caption: true, Legend: true}, nil)
	var first map[string]string
	var size image.Point
	for _, k := range []int{0, pruneE2, 50, tr.Len() - 1} {
		data, err := shared.Render(context.Background(), pic.DOT(k), "json")
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			BB      string `json:"bb"`
			Objects []struct{ Name, Pos string }
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		pos := map[string]string{"bb": doc.BB}
		for _, o := range doc.Objects {
			if strings.HasPrefix(o.Name, "n") {
				pos[o.Name] = o.Pos
			}
		}
		if first == nil {
			first = pos
		} else if fmt.Sprint(pos) != fmt.Sprint(first) {
			t.Fatalf("step %d moves nodes or changes the picture's size", k)
		}
		img, err := pic.Image(context.Background(), shared, k)
		if err != nil {
			t.Fatal(err)
		}
		if size == (image.Point{}) {
			size = img.Bounds().Size()
		} else if img.Bounds().Size() != size {
			t.Fatalf("step %d is %v, the first frame %v", k, img.Bounds().Size(), size)
		}
	}
}

func TestAwkwardLabels(t *testing.T) {
	labels := []string{`q"uote`, `back\slash`, `<tag>&amp;`, "α β ∞", "ăîșțâ", `\N\l`}
	tr := tree.New(tree.Node{Label: "rădăcină"})
	for i, l := range labels {
		tr.AddChild(tree.Root, tree.Node{Label: l, Value: float64(i), HasValue: true, Move: "mută " + l})
	}
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := trace.Len() - 1
	for _, graphviz := range []bool{false, true} {
		pic := NewPicture(trace, Options{Title: `Titlu "ș" & <ț>`, Graphviz: graphviz}, nil)
		svg, err := pic.Step(context.Background(), shared, k, SVG)
		if err != nil {
			t.Fatalf("Graphviz rejects the DOT: %v\n%s", err, pic.DOT(k))
		}
		texts := svgTexts(t, svg)
		// Every move is long enough to be written in two lines,
		// "mută" over the label, "mută α β" over "∞".
		for _, want := range append(labels, "rădăcină", `Titlu "ș" & <ț>`, "mută", "mută α β", "∞") {
			if !texts[want] {
				t.Errorf("graphviz %v: SVG lost %q", graphviz, want)
			}
		}
	}
	pic := NewPicture(trace, Options{Title: `Titlu "ș" & <ț>`}, nil)
	for _, f := range []Format{PNG, PDF, TeX} {
		if _, err := pic.Step(context.Background(), shared, k, f); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

func TestGIF(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	steps, err := Frames(tr, "key")
	if err != nil {
		t.Fatal(err)
	}
	pic := NewPicture(tr, Options{DPI: 40, Caption: true}, steps)
	done := 0
	var buf bytes.Buffer
	if err := pic.GIF(context.Background(), shared, steps, &buf, func(n int) { done = n }); err != nil {
		t.Fatal(err)
	}
	anim, err := gif.DecodeAll(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(anim.Image) != len(steps) || done != len(steps) || anim.Delay[0] != 100 || anim.Delay[len(steps)-1] != 300 || anim.LoopCount != 0 {
		t.Fatalf("%d frames (progress %d), delays %d…%d", len(anim.Image), done, anim.Delay[0], anim.Delay[len(steps)-1])
	}
	// Each frame stores only what changed; laid over the frames before,
	// it is the step's picture, every pixel in the theme's palette.
	full := image.Rect(0, 0, anim.Config.Width, anim.Config.Height)
	if anim.Image[0].Bounds() != full || anim.Image[1].Bounds().Dx()*anim.Image[1].Bounds().Dy() >= full.Dx()*full.Dy()*3/4 {
		t.Errorf("frame 1 %v, frame 2 %v of %v", anim.Image[0].Bounds(), anim.Image[1].Bounds(), full)
	}
	pal := themePalette(scene.Colour.Palette())
	shown := image.NewPaletted(full, pal)
	for i, f := range anim.Image {
		draw.Draw(shown, f.Bounds(), f, f.Bounds().Min, draw.Src)
		want, err := pic.Image(context.Background(), shared, steps[i])
		if err != nil {
			t.Fatal(err)
		}
		for y := 0; y < full.Dy(); y += 3 {
			for x := 0; x < full.Dx(); x += 3 {
				if got, w := shown.ColorIndexAt(x, y), uint8(pal.Index(want.At(x, y))); got != w {
					t.Fatalf("frame %d, pixel (%d, %d): colour %v, want %v", i+1, x, y, pal[got], pal[w])
				}
			}
		}
	}
	// The first frame's background is exact white.
	if c := anim.Image[0].At(1, 1); !near(c, scene.Colour.Palette().Background, 0) {
		t.Errorf("GIF background %v", c)
	}
}

func TestFrames(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	key, _ := Frames(tr, "key")
	every, _ := Frames(tr, "every:10")
	all, _ := Frames(tr, "all")
	if len(all) != tr.Len() || every[1] != 10 || every[len(every)-1] != tr.Len()-1 || len(every) != 10 {
		t.Errorf("all %d, every:10 %v", len(all), every)
	}
	// Key frames: start, 17 calls, 6 leaves, 11 returns, 5 cutoffs, 5 prunes, end.
	if len(key) != 1+17+6+11+5+5+1 {
		t.Errorf("%d key frames", len(key))
	}
	for _, bad := range []string{"some", "every:0", "every:x", "every:2x"} {
		if _, err := Frames(tr, bad); err == nil {
			t.Errorf("Frames(%q) should fail", bad)
		}
	}
}

func TestRendererIsSafeToShare(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	pic := NewPicture(tr, Options{Graphviz: true}, nil)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for k := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := pic.Step(context.Background(), shared, k*10, SVG)
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := pic.Step(ctx, shared, 0, SVG); err == nil {
		t.Error("a cancelled context should stop the render")
	}
}

func TestBoardsInPictures(t *testing.T) {
	tr, err := games.Build(games.Spec{Game: games.TicTacToe, Position: "XX.OO.X.O"}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pic := NewPicture(trace, Options{Scene: scene.Options{Show: scene.ShowAll}, Graphviz: true}, nil)
	k := trace.Len() - 1
	dot := string(pic.DOT(k))
	if n := strings.Count(dot, "<TABLE"); n != tr.Len() {
		t.Errorf("%d boards in the DOT for %d nodes", n, tr.Len())
	}
	svg, err := pic.Step(context.Background(), shared, k, SVG)
	if err != nil {
		t.Fatal(err)
	}
	texts := svgTexts(t, svg)
	if !texts["X"] || !texts["O"] {
		t.Error("the SVG boards lack X or O")
	}
	// Drawn from the scene, noughts are rings (two discs) on every board.
	pic = NewPicture(trace, Options{Scene: scene.Options{Show: scene.ShowAll}}, nil)
	if svg, err = pic.Step(context.Background(), shared, k, SVG); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(svg), "<circle"); n < 2*tr.Len() {
		t.Errorf("%d circles on %d boards", n, tr.Len())
	}
	if _, err := pic.Step(context.Background(), shared, k, PNG); err != nil {
		t.Error(err)
	}
}

// TestCaptionAndLegendInTheNarratorsLanguage: a Romanian picture has no
// English words under the tree.
func TestCaptionAndLegendInTheNarratorsLanguage(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	ro, err := narrate.New("ro")
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string][]string{
		"en": {`"α(e) = 3 ≥ β(e) = 2: prune e2\l"`, "on the call stack", "principal variation", `label="leaf\l"`},
		"ro": {`"α(e) = 3 ≥ β(e) = 2: retezăm e2\l"`, "pe stiva de apeluri", "varianta principală", `label="frunză\l"`},
	} {
		opt := Options{Caption: true, Legend: true}
		if lang == "ro" {
			opt.Narrator = ro
		}
		dot := string(NewPicture(tr, opt, nil).DOT(pruneE2))
		for _, w := range want {
			if !strings.Contains(dot, w) {
				t.Errorf("%s: the DOT lacks %q", lang, w)
			}
		}
		if lang == "ro" && (strings.Contains(dot, "on the call stack") || strings.Contains(dot, "prune e2")) {
			t.Errorf("ro: English words left in the picture")
		}
	}
}

// TestGIFMemoryDoesNotGrow: the memory a GIF takes while it is drawn does
// not grow with its number of frames (frames are encoded and dropped; it
// once kept every frame, 880 MB for the walk-through's 82).
func TestGIFMemoryDoesNotGrow(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	steps, _ := Frames(tr, "all")
	pic := NewPicture(tr, Options{DPI: 60, Caption: true}, steps)
	peak := func(n int) uint64 {
		var top uint64
		var m runtime.MemStats
		err := pic.GIF(context.Background(), shared, steps[:n], io.Discard, func(int) {
			runtime.GC()
			runtime.ReadMemStats(&m)
			top = max(top, m.HeapAlloc)
		})
		if err != nil {
			t.Fatal(err)
		}
		return top
	}
	few, many := peak(8), peak(64)
	if float64(many) > 1.3*float64(few) {
		t.Errorf("live memory %d MB for 8 frames, %d MB for 64", few>>20, many>>20)
	}
}

// TestFramesDrawnTogether: frames drawn by several goroutines come in the
// order of the steps and equal frames drawn one by one, in every format
// drawn that way; a use that fails stops the drawing and says which frame.
func TestFramesDrawnTogether(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	steps, _ := Frames(tr, "key")
	for _, f := range []Format{PNG, SVG, PDF, TeX} {
		pic := NewPicture(tr, Options{Legend: true, Caption: true, DPI: 48}, steps)
		var got [][]byte
		err := pic.eachFrame(context.Background(), shared, steps, f, func(i int, data []byte) error {
			if i != len(got) {
				t.Fatalf("%s: frame %d after %d frames", f, i, len(got))
			}
			got = append(got, data)
			return nil
		})
		if err != nil || len(got) != len(steps) {
			t.Fatalf("%s: %d frames, %v", f, len(got), err)
		}
		one := NewPicture(tr, Options{Legend: true, Caption: true, DPI: 48}, steps)
		for i, k := range steps {
			want, err := one.Step(context.Background(), shared, k, f)
			if err != nil || !bytes.Equal(got[i], want) {
				t.Fatalf("%s: frame %d (step %d) differs from the one drawn alone (%v)", f, i+1, k, err)
			}
		}
		stop := errors.New("disk full")
		err = pic.eachFrame(context.Background(), shared, steps, f, func(i int, data []byte) error {
			if i == 3 {
				return stop
			}
			return nil
		})
		if !errors.Is(err, stop) || !strings.Contains(err.Error(), "frame 4 of") {
			t.Errorf("%s: a failed frame: %v", f, err)
		}
	}
}

// TestWriteForADownload: Write puts into one stream what Save puts in
// files: a step's picture as Step draws it, a GIF and a PDF, and numbered
// frames as a zip archive named as Save names them, each frame as Step
// draws it.
func TestWriteForADownload(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	steps, err := Frames(tr, "key")
	if err != nil {
		t.Fatal(err)
	}
	pic := NewPicture(tr, Options{}, steps)
	ctx := context.Background()
	var one bytes.Buffer
	if err := pic.Write(ctx, nil, steps[3:4], PNG, "w.png", false, &one, nil); err != nil {
		t.Fatal(err)
	}
	if want, _ := pic.Step(ctx, nil, steps[3], PNG); !bytes.Equal(one.Bytes(), want) {
		t.Error("a step's PNG differs from Step's")
	}
	for f, magic := range map[Format]string{GIF: "GIF89a", PDF: "%PDF-"} {
		var b bytes.Buffer
		if err := pic.Write(ctx, nil, steps, f, "w."+string(f), false, &b, nil); err != nil || !strings.HasPrefix(b.String(), magic) {
			t.Errorf("%s: %v, starts %q", f, err, b.String()[:min(8, b.Len())])
		}
	}
	var archive bytes.Buffer
	done := 0
	if err := pic.Write(ctx, nil, steps, SVG, "walk.svg", true, &archive, func(n int) { done = n }); err != nil {
		t.Fatal(err)
	}
	z, err := zip.NewReader(bytes.NewReader(archive.Bytes()), int64(archive.Len()))
	if err != nil || len(z.File) != len(steps) || done != len(steps) {
		t.Fatalf("%v: %d files for %d steps, progress %d", err, len(z.File), len(steps), done)
	}
	for i, f := range z.File {
		want, _ := pic.Step(ctx, nil, steps[i], SVG)
		r, _ := f.Open()
		got, _ := io.ReadAll(r)
		if f.Name != fmt.Sprintf("walk-%04d.svg", i+1) || !bytes.Equal(got, want) {
			t.Errorf("frame %d: %s, %d bytes (want %d)", i+1, f.Name, len(got), len(want))
		}
	}
}

// TestFilesNameTheirTree: the first line of every file that says what it
// shows (DOT, the graph's DOT, SVG, TikZ, and a sheet's SVG, TikZ and
// DOT) names the tree by Options.Name, not by the title drawn; without a
// name, by the title; with neither, it leaves the name out rather than
// writing an empty one.
func TestFilesNameTheirTree(t *testing.T) {
	walk := walkthrough(t, search.Options{})
	bare, err := tree.ReadLimit([]byte("[[3,12],[2,4]]"), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	untitled, err := search.Run(context.Background(), bare, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	firsts := func(tr *search.Trace, opt Options) map[string]string {
		t.Helper()
		pic := NewPicture(tr, opt, nil)
		svg, err := pic.SVG(0)
		if err != nil {
			t.Fatal(err)
		}
		tex, err := pic.TikZ(0)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{"DOT": string(pic.DOT(0)), "graph": string(pic.DAG(0)), "SVG": string(svg), "TikZ": string(tex)}
		for _, key := range []bool{false, true} {
			s := NewSheet(tr, opt, key)
			name := map[bool]string{false: "worksheet ", true: "key "}[key]
			svg, err := s.SVG()
			if err != nil {
				t.Fatal(err)
			}
			tex, err := s.TikZ()
			if err != nil {
				t.Fatal(err)
			}
			out[name+"SVG"], out[name+"TikZ"], out[name+"DOT"] = string(svg), string(tex), string(s.DOT())
		}
		for f, text := range out {
			for line := range strings.Lines(text) {
				if strings.Contains(line, "gametree: ") {
					out[f] = strings.TrimSpace(line)
					break
				}
			}
		}
		return out
	}
	walkTitle := walk.Tree.Title
	if walkTitle == "" {
		t.Fatal("the walk-through has no title to tell from its name")
	}
	for _, c := range []struct {
		what string
		tr   *search.Trace
		opt  Options
		name string
	}{
		{"a name and a title typed", walk, Options{Name: "lesson.txt", Title: "Unit 3"}, "lesson.txt"},
		{"a name, no title", untitled, Options{Name: "lesson.txt", NoTitle: true}, "lesson.txt"},
		{"no name: the title typed", untitled, Options{Title: "Unit 3"}, "Unit 3"},
		{"no name: the tree's title", walk, Options{}, walkTitle},
		{"no name, no title", untitled, Options{}, ""},
	} {
		for f, line := range firsts(c.tr, c.opt) {
			want := "gametree: Alpha-beta (fail-soft), step 0 of"
			if c.name != "" {
				want = "gametree: " + c.name + ", Alpha-beta (fail-soft), step 0 of"
			}
			if kind, _, ok := strings.Cut(f, " "); ok { // a sheet
				kind = map[string]string{"worksheet": "worksheet", "key": "answer key"}[kind]
				want = "gametree: " + kind + ", Alpha-beta (fail-soft)."
				if c.name != "" {
					want = "gametree: " + kind + ", Alpha-beta (fail-soft): " + c.name + "."
				}
			}
			ok := strings.Contains(line, want)
			if !ok {
				t.Errorf("%s, %s: %q", c.what, f, line)
			}
		}
	}
}
