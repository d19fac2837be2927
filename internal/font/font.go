// Package font holds the fonts every picture writes its texts in, the Go
// fonts (regular and bold), parsed once per process, and serves what each
// user of them needs: the glyph of a character, advance widths, vertical
// metrics, faces for the raster painter to rasterise with, and subsets for
// SVG and PDF to embed. It is the one package that reads a font file, so a
// text measured for the layout (package scene) is as wide as the painter
// and the vector writers draw it.
//
// Texts are set by advances alone, with no kerning: every renderer places
// a glyph at the sum of the advances before it.
package font

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sync"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Set is the regular and bold Go fonts.
type Set struct {
	Regular, Bold *Font
}

// Of returns the bold font or the regular one.
func (s *Set) Of(bold bool) *Font {
	if bold {
		return s.Bold
	}
	return s.Regular
}

// Go returns the Go fonts. A Set and its Fonts never change once parsed,
// so any number of goroutines may use them at once.
func Go() (*Set, error) { return goFonts() }

// goFonts parses the compiled-in fonts on first use and keeps the result:
// the one value it holds is immutable, so sharing it is sharing no state.
var goFonts = sync.OnceValues(func() (*Set, error) {
	r, err := parse(goregular.TTF, "GoRegular", false)
	if err != nil {
		return nil, fmt.Errorf("font: Go Regular: %w", err)
	}
	b, err := parse(gobold.TTF, "GoBold", true)
	if err != nil {
		return nil, fmt.Errorf("font: Go Bold: %w", err)
	}
	return &Set{r, b}, nil
})

// Width is how wide s is at size (points, or pixels: the unit of size) in
// the regular or bold Go font.
func Width(s string, size float64, bold bool) float64 {
	set, err := Go()
	if err != nil {
		// The fonts are compiled in: TestGoFonts parses them.
		panic(err)
	}
	return set.Of(bold).Width(s, size)
}

// Font is one TrueType font, parsed: its glyphs' advances, its vertical
// metrics and its tables. It is never changed after parse.
type Font struct {
	name   string // PostScript name
	family string
	bold   bool
	ttf    []byte
	sf     *sfnt.Font
	upem   float64
	// ascent and descent (positive, below the baseline) per unit of font
	// size, unhinted.
	ascent, descent float64
	capHeight       float64
	bbox            [4]float64 // in font units
	advance         []uint16   // per glyph, in font units
	tables          map[string][]byte
	// latin and symbols hold the glyphs of the characters texts mostly
	// use (U+0000–U+024F, and U+2000–U+22FF: dashes, arrows, −, ∞, ≤),
	// so that measuring them needs no lookup in the font's character map.
	latin   [latinEnd]uint16
	symbols [symbolsEnd - symbolsStart]uint16
}

const (
	latinEnd     = 0x250
	symbolsStart = 0x2000
	symbolsEnd   = 0x2300
)

func parse(ttf []byte, name string, bold bool) (*Font, error) {
	sf, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	f := &Font{name: name, family: "Go", bold: bold, ttf: ttf, sf: sf, upem: float64(sf.UnitsPerEm()), tables: map[string][]byte{}}
	if len(ttf) < 12 {
		return nil, errors.New("short file")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("short table directory")
	}
	for i := range n {
		rec := ttf[12+16*i:]
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(ttf)) {
			return nil, fmt.Errorf("table %q out of the file", rec[:4])
		}
		f.tables[string(rec[:4])] = ttf[off : off+length]
	}
	for _, t := range []string{"head", "hhea", "hmtx", "loca", "glyf", "maxp"} {
		if f.tables[t] == nil {
			return nil, fmt.Errorf("no %s table", t)
		}
	}
	var buf sfnt.Buffer
	size := fixed.Int26_6(sf.UnitsPerEm()) << 6
	m, err := sf.Metrics(&buf, size, xfont.HintingNone)
	if err != nil {
		return nil, err
	}
	f.ascent, f.descent = float64(m.Ascent)/float64(size), float64(m.Descent)/float64(size)
	f.capHeight = float64(m.CapHeight) / float64(size)
	head := f.tables["head"]
	if len(head) < 54 {
		return nil, errors.New("short head table")
	}
	for i := range 4 {
		f.bbox[i] = float64(int16(binary.BigEndian.Uint16(head[36+2*i:])))
	}
	numGlyphs := sf.NumGlyphs()
	hhea, hmtx := f.tables["hhea"], f.tables["hmtx"]
	if len(hhea) < 36 {
		return nil, errors.New("short hhea table")
	}
	metrics := int(binary.BigEndian.Uint16(hhea[34:]))
	if metrics == 0 || len(hmtx) < 4*metrics {
		return nil, errors.New("bad hmtx table")
	}
	f.advance = make([]uint16, numGlyphs)
	for g := range numGlyphs {
		f.advance[g] = binary.BigEndian.Uint16(hmtx[4*min(g, metrics-1):])
	}
	for r := range rune(latinEnd) {
		f.latin[r] = f.lookup(&buf, r)
	}
	for r := rune(symbolsStart); r < symbolsEnd; r++ {
		f.symbols[r-symbolsStart] = f.lookup(&buf, r)
	}
	return f, nil
}

// lookup finds r's glyph in the font's character map: 0, the missing
// glyph, if it has none.
func (f *Font) lookup(buf *sfnt.Buffer, r rune) uint16 {
	g, err := f.sf.GlyphIndex(buf, r)
	if err != nil || int(g) >= len(f.advance) {
		return 0
	}
	return uint16(g)
}

// TTF returns the whole font file, as compiled in; it must not be changed.
func (f *Font) TTF() []byte { return f.ttf }

// Name is the font's PostScript name ("GoRegular").
func (f *Font) Name() string { return f.name }

// Family is the font's family name ("Go").
func (f *Font) Family() string { return f.family }

// IsBold tells whether this is the bold font.
func (f *Font) IsBold() bool { return f.bold }

// UnitsPerEm is the size of the font's design grid: advances and the
// bounding box are in these units.
func (f *Font) UnitsPerEm() float64 { return f.upem }

// Ascent is how far the font reaches above the baseline, per unit of font
// size.
func (f *Font) Ascent() float64 { return f.ascent }

// Descent is how far the font reaches below the baseline (positive), per
// unit of font size.
func (f *Font) Descent() float64 { return f.descent }

// CapHeight is the height of a capital letter, per unit of font size.
func (f *Font) CapHeight() float64 { return f.capHeight }

// BBox is the box every glyph fits in, in font units: xMin, yMin, xMax,
// yMax.
func (f *Font) BBox() [4]float64 { return f.bbox }

// Glyph returns the glyph that draws r: 0, the missing glyph, if the font
// has none (which the painters draw, as a box).
func (f *Font) Glyph(r rune) uint16 {
	switch {
	case r >= 0 && r < latinEnd:
		return f.latin[r]
	case r >= symbolsStart && r < symbolsEnd:
		return f.symbols[r-symbolsStart]
	}
	var buf sfnt.Buffer
	return f.lookup(&buf, r)
}

// Advance is how far glyph g moves the pen, in font units.
func (f *Font) Advance(g uint16) float64 {
	if int(g) >= len(f.advance) {
		return 0
	}
	return float64(f.advance[g])
}

// Width is how wide s is at size: the sum of its characters' advances.
func (f *Font) Width(s string, size float64) float64 {
	w := 0
	for _, r := range s {
		w += int(f.advance[f.Glyph(r)])
	}
	return float64(w) * size / f.upem
}

// Baseline returns where the baseline of a line of text of a size lies,
// given the line's middle (y grows downwards): every renderer centres a
// line's ascent and descent on its middle.
func (f *Font) Baseline(middle, size float64) float64 {
	return middle + (f.ascent-f.descent)/2*size
}

// Face returns a face of the font at size pixels (72 dots an inch),
// unhinted, to rasterise with. A face is not safe for concurrent use:
// each painter makes its own.
func (f *Font) Face(size float64) (xfont.Face, error) {
	face, err := opentype.NewFace(f.sf, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: xfont.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("font: %s at %g px: %w", f.name, size, err)
	}
	return face, nil
}
