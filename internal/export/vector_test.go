package export

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/font"
	"gametree/internal/narrate"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// golden compares got with testdata/<test name><ext>, rewritten with
// -accept.
func golden(t *testing.T, got []byte, ext string) {
	t.Helper()
	file := filepath.Join("testdata", strings.ReplaceAll(t.Name(), "/", "_")+ext)
	if *accept {
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test -accept after reviewing)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("differs from %s (review, then go test -accept)", file)
	}
}

// fontData matches the glyphs an SVG embeds: blanked in its golden file.
var fontData = regexp.MustCompile(`base64,[A-Za-z0-9+/=]+`)

// TestGoldenSVG: the SVG of the walk-through's last step, with legend and
// narration, its embedded glyphs blanked.
func TestGoldenSVG(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	pic := NewPicture(tr, Options{Legend: true, Caption: true}, nil)
	t.Run("final", func(t *testing.T) {
		svg, err := pic.SVG(tr.Len() - 1)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, fontData.ReplaceAll(svg, []byte("base64,…")), ".svg")
	})
}

// TestGoldenTikZ: the standalone TikZ document of the same picture.
func TestGoldenTikZ(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	pic := NewPicture(tr, Options{Legend: true, Caption: true}, nil)
	t.Run("final", func(t *testing.T) {
		tex, err := pic.TikZ(tr.Len() - 1)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, tex, ".tex")
	})
}

// recorder is a drawer that counts what it is told to draw.
type recorder struct{ paths, discs, texts int }

func (r *recorder) path([]point, bool, color.RGBA, stroke) { r.paths++ }
func (r *recorder) disc(float64, float64, float64, color.RGBA) {
	r.discs++
}
func (r *recorder) text(scene.Text) { r.texts++ }

// TestVectorFormatsDrawTheSameThings: SVG, PDF and TikZ each write every
// path, disc and text of the one walk over the scene, on a game tree
// with boards in every theme.
func TestVectorFormatsDrawTheSameThings(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	for _, theme := range []scene.Theme{scene.Colour, scene.Print, scene.ColourBlind, scene.Dark} {
		pic := NewPicture(tr, Options{Theme: theme, Legend: true, Caption: true, Scene: scene.Options{Show: scene.ShowAll}}, nil)
		for _, k := range []int{0, pruneE2, tr.Len() - 1} {
			var r recorder
			pic.draw(k, &r)
			svg, _ := pic.SVG(k)
			tex, _ := pic.TikZ(k)
			var pdf bytes.Buffer
			pdfPage := &pdfPage{box: pic.page(), used: &[2]glyphUse{{}, {}}}
			pdfPage.fonts, _ = font.Go()
			pic.draw(k, pdfPage)
			pdf.Write(pdfPage.b.Bytes())
			s, x, p := string(svg), string(tex), pdf.String()
			counts := map[string][2]int{
				"SVG paths":   {strings.Count(s, "<path "), r.paths},
				"SVG texts":   {strings.Count(s, "<text "), r.texts},
				"TikZ paths":  {strings.Count(x, `\path[`), r.paths},
				"TikZ texts":  {strings.Count(x, `\node[`), r.texts},
				"PDF texts":   {strings.Count(p, " Tj ET"), r.texts},
				"PDF strokes": {strings.Count(p, " S\n") + strings.Count(p, " s\n") + strings.Count(p, " b\n") + strings.Count(p, " f\n"), r.paths},
			}
			for what, c := range counts {
				if c[0] != c[1] {
					t.Errorf("%v, step %d: %d %s, the scene draws %d", theme, k, c[0], what, c[1])
				}
			}
		}
	}
}

// TestSVGEmbedsTheGlyphsUsed: the fonts an SVG embeds, regular then bold,
// are the Go fonts cut down to the glyphs of the texts it writes in that
// weight, and small (package font checks that a subset is a valid font
// holding those outlines and no others).
func TestSVGEmbedsTheGlyphsUsed(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	svg, err := NewPicture(tr, Options{}, nil).SVG(tr.Len() - 1)
	if err != nil {
		t.Fatal(err)
	}
	faces := fontData.FindAll(svg, -1)
	if len(faces) != 2 {
		t.Fatalf("%d embedded fonts, want regular and bold", len(faces))
	}
	fonts, err := font.Go()
	if err != nil {
		t.Fatal(err)
	}
	used := [2]glyphUse{{}, {}}
	written := [2]string{}
	for _, m := range regexp.MustCompile(`<text ([^>]*)>([^<]*)</text>`).FindAllSubmatch(svg, -1) {
		text := html.UnescapeString(string(m[2]))
		i := 0
		if strings.Contains(string(m[1]), `font-weight="bold"`) {
			i = 1
		}
		used[i].add(fonts.Of(i == 1), text)
		written[i] += text
	}
	for i, want := range []string{"3d1(∞−", "abA"} { // values and windows; node names and the title
		for _, r := range want {
			if !strings.ContainsRune(written[i], r) {
				t.Errorf("font %d: no text writes %q", i, r)
			}
		}
	}
	for i, face := range faces {
		data, err := base64.StdEncoding.DecodeString(string(face[len("base64,"):]))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) > 24<<10 {
			t.Errorf("font %d: %d bytes embedded", i, len(data))
		}
		subset, err := fonts.Of(i == 1).Subset(used[i].sorted())
		if err != nil {
			t.Fatal(err)
		}
		want, err := font.WOFF(subset)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, want) {
			t.Errorf("font %d: %d bytes embedded, not the subset of the %d glyphs its texts use (%d bytes)", i, len(data), len(used[i]), len(want))
		}
	}
}

// finalTexts are every text of the walk-through's last step: names,
// values, windows.
func finalTexts(tr *search.Trace, pic *Picture) []string {
	var texts []string
	for _, n := range pic.styler.Scene(tr.Len() - 1).Nodes {
		if n.Value.S != "" {
			texts = append(texts, n.Value.S)
		}
		for _, t := range n.Texts {
			texts = append(texts, t.S)
		}
	}
	return texts
}

// TestPDFTextIsExtractable: pdftotext finds every name, value and window
// of the walk-through's last step, the title, the narration and the
// legend, in Unicode.
func TestPDFTextIsExtractable(t *testing.T) {
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("no pdftotext (apt-get install poppler-utils): PDF text not checked")
	}
	tr := walkthrough(t, search.Options{})
	ro, _ := narrate.New("ro")
	for _, narr := range []*narrate.Narrator{nil, ro} {
		pic := NewPicture(tr, Options{Legend: true, Caption: true, Narrator: narr}, nil)
		data, err := pic.Step(context.Background(), nil, tr.Len()-1, PDF)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), "final.pdf")
		os.WriteFile(file, data, 0o644)
		out, err := exec.Command(pdftotext, file, "-").CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		text := string(out)
		words := map[string]bool{}
		for _, w := range strings.Fields(text) {
			words[w] = true
		}
		want := finalTexts(tr, pic)
		for _, ft := range pic.frameTexts(tr.Len() - 1) {
			want = append(want, ft.S)
		}
		for _, it := range pic.legendItems() {
			want = append(want, it.caption.S)
		}
		if len(want) < 60 {
			t.Fatalf("only %d texts in the picture", len(want))
		}
		for _, w := range want {
			if strings.Contains(w, " ") && !strings.Contains(text, w) || !strings.Contains(w, " ") && !words[w] {
				t.Errorf("pdftotext does not find %q", w)
			}
		}
	}
}

// TestPDFHandout: a PDF of many steps has a page each, every object where
// the cross-reference table says, the fonts embedded once; qpdf --check
// takes it when installed.
func TestPDFHandout(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	steps, _ := Frames(tr, "key")
	pic := NewPicture(tr, Options{Caption: true}, steps)
	var buf bytes.Buffer
	done := 0
	if err := pic.PDF(context.Background(), steps, &buf, func(n int) { done = n }); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	if n := bytes.Count(data, []byte("/Type /Page /Parent")); n != len(steps) || done != len(steps) {
		t.Errorf("%d pages (progress %d) for %d steps", n, done, len(steps))
	}
	if n := bytes.Count(data, []byte("/FontFile2")); n != 2 {
		t.Errorf("%d embedded fonts", n)
	}
	// The cross-reference table.
	start := bytes.LastIndex(data, []byte("startxref\n"))
	xref, _ := strconv.Atoi(strings.Fields(string(data[start+10:]))[0])
	if !bytes.HasPrefix(data[xref:], []byte("xref\n0 ")) {
		t.Fatalf("startxref %d does not point at the table", xref)
	}
	lines := strings.Split(string(data[xref:]), "\n")
	count, _ := strconv.Atoi(strings.Fields(lines[1])[1])
	for n := 1; n < count; n++ {
		entry := lines[2+n]
		if !strings.HasSuffix(entry, " n ") {
			continue
		}
		off, _ := strconv.Atoi(entry[:10])
		if !bytes.HasPrefix(data[off:], fmt.Appendf(nil, "%d 0 obj\n", n)) {
			t.Errorf("object %d is not at %d", n, off)
		}
	}
	if qpdf, err := exec.LookPath("qpdf"); err == nil {
		file := filepath.Join(t.TempDir(), "walk.pdf")
		os.WriteFile(file, data, 0o644)
		if out, err := exec.Command(qpdf, "--check", file).CombinedOutput(); err != nil {
			t.Errorf("qpdf --check: %v\n%s", err, out)
		}
	}
	if err := pic.PDF(context.Background(), nil, &buf, nil); err == nil {
		t.Error("a PDF of no pages")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := pic.PDF(ctx, steps, &buf, nil); err == nil {
		t.Error("a cancelled PDF")
	}
}

// TestVectorPicturesLookLikeThePNG turns the SVG (rsvg-convert) and the
// PDF (pdftoppm) of steps in several themes back into pixels at the PNG's
// resolution: the same size, and all but a few pixels (edges of
// anti-aliasing, dash phases, a text font where the Go fonts are not
// installed) the same colour.
func TestVectorPicturesLookLikeThePNG(t *testing.T) {
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
	for i, c := range []struct {
		k   int
		opt Options
	}{
		{tr.Len() - 1, Options{Legend: true, Caption: true}},
		{pruneE2, Options{Theme: scene.Dark, Legend: true, Scene: scene.Options{LeftRight: true, Show: scene.ShowAll}}},
		{40, Options{Theme: scene.Print, Scene: scene.Options{Legible: true}}},
	} {
		pic := NewPicture(tr, c.opt, nil)
		want, err := pic.Image(context.Background(), nil, c.k)
		if err != nil {
			t.Fatal(err)
		}
		svg, _ := pic.Step(context.Background(), nil, c.k, SVG)
		pdf, _ := pic.Step(context.Background(), nil, c.k, PDF)
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
			compareImages(t, fmt.Sprintf("case %d, %s", i, filepath.Base(f)), want, f, 3)
		}
	}
}

// compareImages fails unless the PNG file is as large as want and at most
// pct per cent of its pixels differ from want's by more than a quarter.
func compareImages(t *testing.T, what string, want image.Image, file string, pct float64) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds().Size() != want.Bounds().Size() {
		t.Errorf("%s: %v, the PNG %v", what, got.Bounds().Size(), want.Bounds().Size())
		return
	}
	differ := 0
	b := want.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := want.At(x, y).RGBA()
			r2, g2, b2, _ := got.At(x-b.Min.X+got.Bounds().Min.X, y-b.Min.Y+got.Bounds().Min.Y).RGBA()
			d := absDiff(r1, r2) + absDiff(g1, g2) + absDiff(b1, b2)
			if d/3 > 64<<8 {
				differ++
			}
		}
	}
	if share := 100 * float64(differ) / float64(b.Dx()*b.Dy()); share > pct {
		t.Errorf("%s: %.2f%% of pixels differ from the PNG (at most %.0f%%)", what, share, pct)
	} else {
		t.Logf("%s: %.2f%% of pixels differ from the PNG", what, share)
	}
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// TestTikZCompiles: pdflatex compiles the standalone document as it is,
// and the bare tikzpicture pasted into a document that loads tikz, of the
// walk-through and of awkward labels (TeX's special characters, Greek,
// Romanian); the standalone one looks like the PNG.
func TestTikZCompiles(t *testing.T) {
	pdflatex, err := exec.LookPath("pdflatex")
	if err != nil {
		t.Skip("no pdflatex (apt-get install texlive-latex-base texlive-pictures texlive-latex-extra): TikZ not compiled")
	}
	if testing.Short() {
		t.Skip("short: TikZ not compiled")
	}
	tr := walkthrough(t, search.Options{})
	awkward := tree.New(tree.Node{Label: "rădăcină"})
	for i, l := range []string{`q"uote`, `back\slash`, `<tag>&amp;`, "α β ∞", "ăîșțâ", `\N\l`, `50% #1 $x_1^2$ {~}`} {
		awkward.AddChild(tree.Root, tree.Node{Label: l, Value: float64(i), HasValue: true, Move: "mută " + l})
	}
	at, err := search.Run(context.Background(), awkward, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	compile := func(name string, doc []byte) {
		t.Helper()
		os.WriteFile(filepath.Join(dir, name+".tex"), doc, 0o644)
		cmd := exec.Command(pdflatex, "-interaction=nonstopmode", "-halt-on-error", name+".tex")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("pdflatex %s: %v\n%s", name, err, out[max(0, len(out)-2000):])
		}
	}
	for name, c := range map[string]struct {
		tr  *search.Trace
		opt Options
	}{
		"walk":    {tr, Options{Legend: true, Caption: true}},
		"awkward": {at, Options{Title: `Titlu "ș" & <ț> 100%`, Scene: scene.Options{Show: scene.ShowAll}}},
	} {
		pic := NewPicture(c.tr, c.opt, nil)
		k := c.tr.Len() - 1
		doc, err := pic.Step(context.Background(), nil, k, TeX)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(doc, []byte("% gametree")) || !bytes.Contains(doc, []byte(`\documentclass[tikz]{standalone}`)) {
			t.Errorf("%s: not a standalone document:\n%.300s", name, doc)
		}
		compile(name, doc)
		c.opt.TikZBody = true
		body, _ := NewPicture(c.tr, c.opt, nil).Step(context.Background(), nil, k, TeX)
		if bytes.Contains(body, []byte(`\documentclass`)) || !bytes.Contains(body, []byte(`\begin{tikzpicture}`)) {
			t.Errorf("%s: --tikz-body writes more than the picture", name)
		}
		compile(name+"-body", fmt.Appendf(nil, "\\documentclass{article}\n\\usepackage[T1]{fontenc}\n\\usepackage{tikz}\n\\begin{document}\n%s\\end{document}\n", body))
	}
	// A worksheet and its answer key, boxes and all.
	for name, key := range map[string]bool{"sheet": false, "key": true} {
		doc, err := NewSheet(tr, Options{Legend: true}, key).TikZ()
		if err != nil {
			t.Fatal(err)
		}
		compile(name, doc)
	}
	if pdftoppm, err := exec.LookPath("pdftoppm"); err == nil {
		pic := NewPicture(tr, Options{Legend: true, Caption: true}, nil)
		want, _ := pic.Image(context.Background(), nil, tr.Len()-1)
		cmd := exec.Command(pdftoppm, "-r", "144", "-png", "-singlefile", "walk.pdf", "walk")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v\n%s", err, out)
		}
		compareImages(t, "TikZ", want, filepath.Join(dir, "walk.png"), 5) // TeX's own fonts
	}
}

// TestTeXText: values and windows are mathematics, a decimal comma too
// (in braces: a bare comma is punctuation in TeX's mathematics); TeX's
// special characters are escaped.
func TestTeXText(t *testing.T) {
	for in, want := range map[string]string{
		"(−∞, 3)":     `$(-\infty ,\,3)$`,
		"+∞":          `$+\infty $`,
		"−2.5":        `$-2.5$`,
		"−8,7":        `$-8{,}7$`,
		"(−8,7; +∞)":  `$(-8{,}7;\,+\infty )$`,
		"a #3":        `a \#3`,
		"α ≥ β":       `$\alpha $ $\geq $ $\beta $`,
		`50% {x}_^~\`: `50\% \{x\}\_\textasciicircum{}\textasciitilde{}\textbackslash{}`,
		"ăîș":         "ăîș",
	} {
		if got := texText(in); got != want {
			t.Errorf("texText(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestVectorPicturesAreSafeToShare: SVG, PDF and TikZ of one picture may
// be drawn at once (the fonts are read once, their glyph cache locked);
// run with -race.
func TestVectorPicturesAreSafeToShare(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	pic := NewPicture(tr, Options{Caption: true}, nil)
	errs := make(chan error, 12)
	for i := range 12 {
		go func() {
			_, err := pic.Step(context.Background(), nil, i*7, []Format{SVG, PDF, TeX}[i%3])
			errs <- err
		}()
	}
	for range 12 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestFoldedStepAsOnScreen: a step exported with the nodes open that the
// window opens draws the nodes drawn there and, for each folded one, its
// triangle, its dashed line and the count of the nodes it hides, in every
// vector format and in the PNG alike; the whole tree's picture has none.
func TestFoldedStepAsOnScreen(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	k := pruneE2
	open := append([]tree.NodeID{tree.Root}, tr.At(k).Stack()...)
	slices.Sort(open)
	whole := NewPicture(tr, Options{}, nil)
	folded := NewPicture(tr, Options{Open: open}, nil)
	var f recorder
	folded.draw(k, &f)
	sc := folded.styler.Scene(k)
	marks, texts := 0, map[string]bool{}
	for _, n := range sc.Nodes {
		if n.Mark != nil {
			marks++
			texts[n.Mark.Count.S] = true
		}
	}
	wholeScene := whole.styler.Scene(k)
	if marks == 0 || len(sc.Nodes) >= len(wholeScene.Nodes) {
		t.Fatalf("folded around %v: %d nodes of %d drawn, %d triangles", open, len(sc.Nodes), len(wholeScene.Nodes), marks)
	}
	svg, err := folded.SVG(k)
	if err != nil {
		t.Fatal(err)
	}
	for count := range texts {
		if !strings.Contains(string(svg), ">"+count+"</text>") {
			t.Errorf("the SVG does not say %s nodes are folded away", count)
		}
	}
	if got := strings.Count(string(svg), "<path "); got != f.paths {
		t.Errorf("the SVG has %d paths, the folded scene %d", got, f.paths)
	}
	img, err := folded.Image(context.Background(), nil, k)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() >= mustImage(t, whole, k).Bounds().Dx() {
		t.Errorf("the folded PNG is %v wide, the whole one no narrower", b)
	}
}

func mustImage(t *testing.T, p *Picture, k int) *image.RGBA {
	t.Helper()
	img, err := p.Image(context.Background(), nil, k)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
