package font

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestGoFonts: the Go fonts parse, and hold the characters the pictures
// write (digits, −∞, Romanian and Italian letters), each found the same
// through the tables kept at parse as through the font's character map.
func TestGoFonts(t *testing.T) {
	set, err := Go()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []*Font{set.Regular, set.Bold} {
		var buf sfnt.Buffer
		for _, r := range "0123456789−∞+()[], αβ=≤≥ăâîșțàèéìòù" {
			if f.Glyph(r) == 0 {
				t.Errorf("%s has no glyph for %q", f.Name(), r)
			}
		}
		for _, r := range []rune{0, 'A', 0x24f, 0x250, 0x1fff, 0x2000, 0x221e, 0x22ff, 0x2300, 0xfffd, 0x1f600} {
			if got, want := f.Glyph(r), f.lookup(&buf, r); got != want {
				t.Errorf("%s: glyph %d for %U, the character map says %d", f.Name(), got, r, want)
			}
		}
		if f.Glyph(0x1f600) != 0 {
			t.Errorf("%s has an emoji", f.Name())
		}
	}
	if set.Of(true) != set.Bold || set.Of(false) != set.Regular || !set.Bold.IsBold() || set.Regular.IsBold() {
		t.Error("Of mixes up the weights")
	}
}

// TestWidthIsTheFacesAdvance: a text's width is what the face the raster
// painter draws with advances by, to its precision (a 64th of a pixel a
// glyph), in both weights and at the sizes pictures use; bold is wider.
func TestWidthIsTheFacesAdvance(t *testing.T) {
	set, err := Go()
	if err != nil {
		t.Fatal(err)
	}
	for _, bold := range []bool{false, true} {
		f := set.Of(bold)
		for _, size := range []float64{9, 13, 24.5, 80} {
			face, err := f.Face(size)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{"WWW", "1/3", "−∞", "(−∞, +∞)", "Știință și artă", "\U0001f600"} {
				var adv fixed.Int26_6
				n := 0
				for _, r := range s {
					a, _ := face.GlyphAdvance(r)
					adv += a
					n++
				}
				if got, want := f.Width(s, size), float64(adv)/64; math.Abs(got-want) > float64(n)/64 {
					t.Errorf("%s at %g: %q is %.3f wide, the face advances %.3f", f.Name(), size, s, got, want)
				}
			}
		}
	}
	if Width("Minimax", 10, true) <= Width("Minimax", 10, false) {
		t.Error("bold is no wider")
	}
	if w, one := Width("WWW", 10, false), Width("W", 10, false); math.Abs(w-3*one) > 1e-9 || one <= Width("i", 10, false) {
		t.Errorf("WWW is %g wide, W %g: widths are not the sum of advances", w, one)
	}
}

// TestMetrics: ascent, descent and the cap height are the face's, and a
// line's middle lies halfway between its ascent and descent.
func TestMetrics(t *testing.T) {
	set, err := Go()
	if err != nil {
		t.Fatal(err)
	}
	f := set.Regular
	face, err := f.Face(100)
	if err != nil {
		t.Fatal(err)
	}
	m := face.Metrics()
	if math.Abs(f.Ascent()*100-float64(m.Ascent)/64) > 1.0/64 || math.Abs(f.Descent()*100-float64(m.Descent)/64) > 1.0/64 || f.CapHeight() <= 0 || f.CapHeight() >= f.Ascent() {
		t.Errorf("ascent %g, descent %g, cap height %g; the face: %v", f.Ascent(), f.Descent(), f.CapHeight(), m)
	}
	if b := f.Baseline(50, 100); math.Abs((b-f.Ascent()*100)+(b+f.Descent()*100)-100) > 1e-9 {
		t.Errorf("baseline %g: the line from %g to %g is not centred on 50", b, b-f.Ascent()*100, b+f.Descent()*100)
	}
	if bb := f.BBox(); bb[0] >= bb[2] || bb[1] >= 0 || bb[3] <= 0 {
		t.Errorf("bounding box %v", bb)
	}
}

// TestSubsetKeepsTheGlyphsUsed: a subset is a valid TrueType file that
// holds the outlines of the glyphs asked for and no others, and WOFF
// holds it table for table; ots-sanitize (the checker browsers use)
// takes both when it is installed.
func TestSubsetKeepsTheGlyphsUsed(t *testing.T) {
	set, err := Go()
	if err != nil {
		t.Fatal(err)
	}
	ots, _ := exec.LookPath("ots-sanitize")
	for _, f := range []*Font{set.Regular, set.Bold} {
		used := "3d1(∞−Aă"
		var glyphs []uint16
		for _, r := range used {
			glyphs = append(glyphs, f.Glyph(r))
		}
		ttf, err := f.Subset(glyphs)
		if err != nil {
			t.Fatal(err)
		}
		if len(ttf) > len(f.ttf)/4 {
			t.Errorf("%s: the subset of %d glyphs is %d bytes, the font %d", f.Name(), len(glyphs), len(ttf), len(f.ttf))
		}
		data, err := WOFF(ttf)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) >= len(ttf) {
			t.Errorf("%s: WOFF of %d bytes, the TrueType %d", f.Name(), len(data), len(ttf))
		}
		back := unWOFF(t, data)
		if !bytes.Equal(back, ttf) {
			t.Errorf("%s: WOFF does not read back into the subset", f.Name())
		}
		sf, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatalf("%s: %v", f.Name(), err)
		}
		var buf sfnt.Buffer
		outline := func(r rune) bool {
			g, _ := sf.GlyphIndex(&buf, r)
			segs, err := sf.LoadGlyph(&buf, g, 2048<<6, nil)
			return err == nil && len(segs) > 0
		}
		for _, r := range used {
			if !outline(r) {
				t.Errorf("%s: no outline for %q", f.Name(), r)
			}
		}
		if outline('Q') || outline('z') {
			t.Errorf("%s keeps glyphs no text uses", f.Name())
		}
		if ots != "" {
			for ext, font := range map[string][]byte{".woff": data, ".ttf": ttf} {
				file := filepath.Join(t.TempDir(), "font"+ext)
				os.WriteFile(file, font, 0o644)
				if out, err := exec.Command(ots, file).CombinedOutput(); err != nil {
					t.Errorf("ots-sanitize rejects %s%s: %v\n%s", f.Name(), ext, err, out)
				}
			}
		}
	}
	if ots == "" {
		t.Log("no ots-sanitize (apt-get install opentype-sanitizer): the browsers' font check was not run")
	}
}

// TestSharedAcrossGoroutines: one parsed set serves any goroutines at
// once, each measuring and rasterising with faces of its own (run with
// -race).
func TestSharedAcrossGoroutines(t *testing.T) {
	var wg sync.WaitGroup
	widths := make([]float64, 8)
	for i := range widths {
		wg.Add(1)
		go func() {
			defer wg.Done()
			set, err := Go()
			if err != nil {
				t.Error(err)
				return
			}
			face, err := set.Of(i%2 == 1).Face(13)
			if err != nil {
				t.Error(err)
				return
			}
			for _, r := range "(−∞, +∞) ăîș" {
				face.Glyph(fixed.Point26_6{}, r)
			}
			_ = xfont.MeasureString(face, "x")
			widths[i] = Width("(−∞, +∞) ăîș\u4e00", 13, i%2 == 1)
		}()
	}
	wg.Wait()
	for i, w := range widths {
		if w != widths[i%2] {
			t.Errorf("goroutine %d measured %g, goroutine %d %g", i, w, i%2, widths[i%2])
		}
	}
}

// unWOFF reads a WOFF 1.0 file back into TrueType, checking its tables'
// checksums.
func unWOFF(t *testing.T, w []byte) []byte {
	t.Helper()
	if len(w) < 44 || string(w[:4]) != "wOFF" || int(binary.BigEndian.Uint32(w[8:])) != len(w) {
		t.Fatalf("not a WOFF file of its length: %.4q", w)
	}
	n := int(binary.BigEndian.Uint16(w[12:]))
	tables := map[string][]byte{}
	for i := range n {
		d := w[44+20*i:]
		off, comp, orig := binary.BigEndian.Uint32(d[4:]), binary.BigEndian.Uint32(d[8:]), binary.BigEndian.Uint32(d[12:])
		data := w[off : off+comp]
		if comp < orig {
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if data, err = io.ReadAll(zr); err != nil {
				t.Fatal(err)
			}
		}
		tag := string(d[:4])
		if len(data) != int(orig) || tag != "head" && checksum(data) != binary.BigEndian.Uint32(d[16:]) {
			t.Fatalf("table %s: %d bytes, want %d, or a wrong checksum", tag, len(data), orig)
		}
		tables[tag] = data
	}
	return assembleFont(w[4:8], tables)
}
