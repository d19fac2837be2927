package export

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"context"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"unicode/utf16"

	"gametree/internal/font"
	"gametree/internal/i18n"
	"gametree/internal/scene"
)

// PDF writes the steps to w as a vector PDF, one page a step (a handout
// when there are many), drawn from the scene as the PNG is. Texts are real
// text in the embedded Go fonts (only the glyphs used), with a map back to
// Unicode so they can be searched, selected and copied. Pages are written
// as they are drawn; progress, if not nil, is called after each.
func (p *Picture) PDF(ctx context.Context, steps []int, w io.Writer, progress func(done int)) error {
	if len(steps) == 0 {
		return i18n.New("export.no_frames")
	}
	fonts, err := font.Go()
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	doc := &pdfDoc{w: bw, fonts: fonts, used: [2]glyphUse{{}, {}}}
	doc.start()
	r := p.page()
	// Pages larger than 200 inches (Acrobat's limit) are drawn smaller
	// and scaled back up by the page's UserUnit.
	unit := math.Max(1, math.Ceil(math.Max(r.Width(), r.Height())/14400))
	for i, k := range steps {
		if err := ctx.Err(); err != nil {
			return err
		}
		page := &pdfPage{fonts: fonts, box: r, used: &doc.used}
		page.begin(unit)
		p.draw(k, page)
		if err := doc.addPage(page, r.Width()/unit, r.Height()/unit, unit); err != nil {
			return err
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	if err := doc.finish(oneLine(p.title())); err != nil {
		return err
	}
	return bw.Flush()
}

// Object numbers fixed in advance: the catalogue, the page tree, the
// document's information and, for each of the two fonts, its five
// objects. Pages come after.
const (
	objCatalog = 1
	objPages   = 2
	objInfo    = 3
	objFonts   = 4 // regular 4–8, bold 9–13
	objFirst   = 14
)

// pdfDoc writes a PDF object by object, remembering where each starts.
type pdfDoc struct {
	w        io.Writer
	at       int64
	offsets  map[int]int64
	next     int
	pages    []int
	fonts    *font.Set
	used     [2]glyphUse // regular, bold: every glyph of every page
	usesFont [2]bool     // some page writes in the font
	err      error
}

func (d *pdfDoc) write(b []byte) {
	if d.err != nil {
		return
	}
	n, err := d.w.Write(b)
	d.at += int64(n)
	d.err = err
}

func (d *pdfDoc) printf(format string, args ...any) { d.write(fmt.Appendf(nil, format, args...)) }

func (d *pdfDoc) start() {
	d.offsets = map[int]int64{}
	d.next = objFirst
	d.write([]byte("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"))
}

// object starts object n.
func (d *pdfDoc) object(n int) {
	d.offsets[n] = d.at
	d.printf("%d 0 obj\n", n)
}

// stream writes object n as a stream, compressed; dict holds its other
// entries.
func (d *pdfDoc) stream(n int, dict string, data []byte) {
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestSpeed)
	zw.Write(data)
	zw.Close()
	d.object(n)
	d.printf("<< %s /Length %d /Filter /FlateDecode >>\nstream\n", dict, z.Len())
	d.write(z.Bytes())
	d.write([]byte("\nendstream\nendobj\n"))
}

func (d *pdfDoc) addPage(page *pdfPage, w, h, unit float64) error {
	content, pageObj := d.next, d.next+1
	d.next += 2
	d.stream(content, "", page.b.Bytes())
	d.object(pageObj)
	var fonts []byte
	for i, used := range page.usesFont {
		if used {
			fonts = fmt.Appendf(fonts, " /F%d %d 0 R", i+1, objFonts+5*i)
		}
	}
	d.printf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %s %s]", objPages, pdfNum(w), pdfNum(h))
	if unit > 1 {
		d.printf(" /UserUnit %s", pdfNum(unit))
	}
	d.printf(" /Resources << /Font <<%s >> >> /Contents %d 0 R >>\nendobj\n", fonts, content)
	d.usesFont[0] = d.usesFont[0] || page.usesFont[0]
	d.usesFont[1] = d.usesFont[1] || page.usesFont[1]
	d.pages = append(d.pages, pageObj)
	return d.err
}

// finish writes the fonts, the page tree, the catalogue, the document's
// information and the cross-reference table.
func (d *pdfDoc) finish(title string) error {
	for i, f := range []*font.Font{d.fonts.Regular, d.fonts.Bold} {
		if !d.usesFont[i] {
			continue
		}
		if err := d.font(objFonts+5*i, f, d.used[i]); err != nil {
			return err
		}
	}
	d.object(objPages)
	d.printf("<< /Type /Pages /Count %d /Kids [", len(d.pages))
	for _, n := range d.pages {
		d.printf(" %d 0 R", n)
	}
	d.write([]byte(" ] >>\nendobj\n"))
	d.object(objCatalog)
	d.printf("<< /Type /Catalog /Pages %d 0 R >>\nendobj\n", objPages)
	d.object(objInfo)
	d.write([]byte("<<"))
	if title != "" {
		d.printf(" /Title %s", pdfText(title))
	}
	d.write([]byte(" /Creator (gametree) /Producer (gametree) >>\nendobj\n"))
	xref := d.at
	d.printf("xref\n0 %d\n0000000000 65535 f \n", d.next)
	for n := 1; n < d.next; n++ {
		if off, ok := d.offsets[n]; ok {
			d.printf("%010d 00000 n \n", off)
		} else {
			d.write([]byte("0000000000 00000 f \n"))
		}
	}
	d.printf("trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n", d.next, objCatalog, objInfo, xref)
	return d.err
}

// font writes a font as a composite font whose character codes are the
// glyph numbers (Identity-H), with the used glyphs' widths, the font
// program cut down to them, and a map from glyphs to Unicode for copying
// and searching.
func (d *pdfDoc) font(n int, f *font.Font, used glyphUse) error {
	program, err := f.Subset(used.sorted())
	if err != nil {
		return err
	}
	name := used.tag() + "+" + f.Name()
	scale := 1000 / f.UnitsPerEm()
	bbox := f.BBox()
	d.object(n)
	d.printf("<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H /DescendantFonts [%d 0 R] /ToUnicode %d 0 R >>\nendobj\n", name, n+1, n+3)
	d.object(n + 1)
	d.printf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor %d 0 R /CIDToGIDMap /Identity /DW %d /W [", name, n+2, int(math.Round(f.Advance(0)*scale)))
	for _, g := range used.sorted() {
		d.printf(" %d [%d]", g, int(math.Round(f.Advance(g)*scale)))
	}
	d.write([]byte(" ] >>\nendobj\n"))
	flags, stem, weight := 32, 80, 400
	if f.IsBold() {
		flags, stem, weight = 32|1<<18, 140, 700
	}
	d.object(n + 2)
	d.printf("<< /Type /FontDescriptor /FontName /%s /FontFamily (%s) /FontWeight %d /Flags %d /FontBBox [%s %s %s %s] /ItalicAngle 0 /Ascent %s /Descent %s /CapHeight %s /StemV %d /FontFile2 %d 0 R >>\nendobj\n",
		name, f.Family(), weight, flags, pdfNum(bbox[0]*scale), pdfNum(bbox[1]*scale), pdfNum(bbox[2]*scale), pdfNum(bbox[3]*scale),
		pdfNum(f.Ascent()*1000), pdfNum(-f.Descent()*1000), pdfNum(f.CapHeight()*1000), stem, n+4)
	d.stream(n+3, "", toUnicode(used))
	d.stream(n+4, fmt.Sprintf("/Length1 %d", len(program)), program)
	return d.err
}

// toUnicode writes the CMap that maps glyphs back to characters.
func toUnicode(used glyphUse) []byte {
	var b bytes.Buffer
	b.WriteString("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
		"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
		"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
		"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
	gs := used.sorted()
	for len(gs) > 0 {
		chunk := gs[:min(100, len(gs))]
		gs = gs[len(chunk):]
		fmt.Fprintf(&b, "%d beginbfchar\n", len(chunk))
		for _, g := range chunk {
			fmt.Fprintf(&b, "<%04X> <", g)
			for _, u := range utf16.Encode([]rune{used[g]}) {
				fmt.Fprintf(&b, "%04X", u)
			}
			b.WriteString(">\n")
		}
		b.WriteString("endbfchar\n")
	}
	b.WriteString("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
	return b.Bytes()
}

// pdfPage is the PDF back end of Picture.draw: it writes one page's
// content stream, in PDF's units with y growing upwards.
type pdfPage struct {
	b        bytes.Buffer
	num      []byte
	box      scene.Rect
	fonts    *font.Set
	used     *[2]glyphUse
	usesFont [2]bool
	// The graphics state last set, so that it is set only when it changes.
	fill, strokeColor color.RGBA
	width, dash       float64
}

func (pg *pdfPage) begin(unit float64) {
	if unit > 1 {
		fmt.Fprintf(&pg.b, "%s 0 0 %s 0 0 cm\n", pdfNum(1/unit), pdfNum(1/unit))
	}
	pg.b.WriteString("0 J 0 j 5 M 1 w\n")
	pg.width = 1
	pg.fill, pg.strokeColor = color.RGBA{A: 0xff}, color.RGBA{A: 0xff}
}

func (pg *pdfPage) xy(b []byte, x, y float64) []byte {
	b = appendNum(b, x-pg.box.MinX)
	b = append(b, ' ')
	return appendNum(b, pg.box.MaxY-y)
}

func (pg *pdfPage) setFill(b []byte, c color.RGBA) []byte {
	if c != pg.fill {
		pg.fill = c
		b = appendRGB(b, c)
		b = append(b, " rg\n"...)
	}
	return b
}

func (pg *pdfPage) path(pts []point, closed bool, fill color.RGBA, line stroke) {
	doFill := closed && fill.A > 0
	doStroke := line.width > 0 && line.color.A > 0
	if len(pts) < 2 || !doFill && !doStroke {
		return
	}
	b := pg.num[:0]
	if doFill {
		b = pg.setFill(b, fill)
	}
	if doStroke {
		if line.color != pg.strokeColor {
			pg.strokeColor = line.color
			b = appendRGB(b, line.color)
			b = append(b, " RG\n"...)
		}
		if line.width != pg.width {
			pg.width = line.width
			b = appendNum(b, line.width)
			b = append(b, " w\n"...)
		}
		if line.dash != pg.dash {
			pg.dash = line.dash
			if line.dash > 0 {
				b = append(b, '[')
				b = appendNum(b, line.dash)
				b = append(b, "] 0 d\n"...)
			} else {
				b = append(b, "[] 0 d\n"...)
			}
		}
	}
	for i, q := range pts {
		b = pg.xy(b, q.x, q.y)
		if i == 0 {
			b = append(b, " m "...)
		} else {
			b = append(b, " l "...)
		}
	}
	switch {
	case doFill && doStroke:
		b = append(b, "b\n"...)
	case doFill:
		b = append(b, "h f\n"...)
	case closed:
		b = append(b, "s\n"...)
	default:
		b = append(b, "S\n"...)
	}
	pg.b.Write(b)
	pg.num = b
}

func (pg *pdfPage) disc(x, y, r float64, fill color.RGBA) {
	const k = 0.5523 // control points of a quarter circle
	b := pg.setFill(pg.num[:0], fill)
	b = pg.xy(b, x+r, y)
	b = append(b, " m\n"...)
	corners := [4][3]point{
		{{x + r, y + k*r}, {x + k*r, y + r}, {x, y + r}},
		{{x - k*r, y + r}, {x - r, y + k*r}, {x - r, y}},
		{{x - r, y - k*r}, {x - k*r, y - r}, {x, y - r}},
		{{x + k*r, y - r}, {x + r, y - k*r}, {x + r, y}},
	}
	for _, c := range corners {
		for _, q := range c {
			b = pg.xy(b, q.x, q.y)
			b = append(b, ' ')
		}
		b = append(b, "c\n"...)
	}
	b = append(b, "f\n"...)
	pg.b.Write(b)
	pg.num = b
}

func (pg *pdfPage) text(t scene.Text) {
	if t.S == "" {
		return
	}
	i := 0
	if t.Bold {
		i = 1
	}
	f := pg.fonts.Of(t.Bold)
	pg.usesFont[i] = true
	pg.used[i].add(f, t.S)
	x := t.X
	switch t.Align {
	case scene.Center:
		x -= f.Width(t.S, t.Size) / 2
	case scene.Right:
		x -= f.Width(t.S, t.Size)
	}
	b := pg.setFill(pg.num[:0], t.Color)
	b = append(b, "BT /F"...)
	b = strconv.AppendInt(b, int64(i+1), 10)
	b = append(b, ' ')
	b = appendNum(b, t.Size)
	b = append(b, " Tf 1 0 0 1 "...)
	b = pg.xy(b, x, f.Baseline(t.Y, t.Size))
	b = append(b, " Tm <"...)
	const hex = "0123456789ABCDEF"
	for _, r := range t.S {
		g := f.Glyph(r)
		b = append(b, hex[g>>12], hex[g>>8&15], hex[g>>4&15], hex[g&15])
	}
	b = append(b, "> Tj ET\n"...)
	pg.b.Write(b)
	pg.num = b
}

func appendRGB(b []byte, c color.RGBA) []byte {
	for i, v := range []uint8{c.R, c.G, c.B} {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendFloat(b, math.Round(float64(v)/255*1000)/1000, 'f', -1, 64)
	}
	return b
}

func pdfNum(v float64) string { return string(appendNum(nil, v)) }

// pdfText writes a text string of the document's information, in UTF-16.
func pdfText(s string) string {
	b := []byte("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		b = fmt.Appendf(b, "%04X", u)
	}
	return string(append(b, '>'))
}
