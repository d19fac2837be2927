package export

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/internal/font"
	"gametree/internal/scene"
)

// SVG writes step k as SVG drawn from the scene, as the PNG is: the same
// shapes, colours and texts at the same places. Texts stay text, in the Go
// fonts the PNG is painted with: the glyphs used are embedded as
// @font-face data (WOFF), so a browser shows them exactly; programs that ignore
// embedded fonts (librsvg, Inkscape, slide software) use an installed Go
// font, or their sans serif, at the same places and sizes.
func (p *Picture) SVG(k int) ([]byte, error) {
	fonts, err := font.Go()
	if err != nil {
		return nil, err
	}
	r := p.page()
	w := &svgWriter{fonts: fonts, used: [2]glyphUse{{}, {}}}
	w.b.Grow(p.trace.Tree.Len() * 400)
	p.draw(k, w)

	return svgDocument(w, r, p.what(k), oneLine(p.title()))
}

// svgDocument wraps what w drew in an SVG document of the page r, with the
// glyphs it used embedded; what says what it shows, in a comment on top,
// and title, if any, is the document's title.
func svgDocument(w *svgWriter, r scene.Rect, what, title string) ([]byte, error) {
	var out bytes.Buffer
	out.Grow(w.b.Len() + 64<<10)
	out.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&out, "<!-- gametree: %s. -->\n", xmlComment(what))
	var head []byte
	head = append(head, `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="`...)
	head = appendNum(head, r.Width())
	head = append(head, `pt" height="`...)
	head = appendNum(head, r.Height())
	head = append(head, `pt" viewBox="`...)
	for i, v := range []float64{r.MinX, r.MinY, r.Width(), r.Height()} {
		if i > 0 {
			head = append(head, ' ')
		}
		head = appendNum(head, v)
	}
	head = append(head, "\">\n"...)
	out.Write(head)
	if title != "" {
		out.WriteString("<title>")
		writeXML(&out, title)
		out.WriteString("</title>\n")
	}
	if err := w.writeFontFaces(&out); err != nil {
		return nil, err
	}
	out.WriteString(`<g font-family="Go, sans-serif" stroke-miterlimit="5" xml:space="preserve">` + "\n")
	out.Write(w.b.Bytes())
	out.WriteString("</g>\n</svg>\n")
	return out.Bytes(), nil
}

// svgWriter is the SVG back end of Picture.draw.
type svgWriter struct {
	b     bytes.Buffer
	num   []byte
	fonts *font.Set
	used  [2]glyphUse // regular, bold
	// fontURLs, when set, are where the whole regular and bold fonts are
	// (FontFiles): the document links them instead of embedding glyphs.
	fontURLs *[2]string
}

func (w *svgWriter) path(pts []point, closed bool, fill color.RGBA, line stroke) {
	b := w.num[:0]
	b = append(b, `<path d="`...)
	for i, q := range pts {
		if i == 0 {
			b = append(b, 'M')
		} else {
			b = append(b, 'L')
		}
		b = appendNum(b, q.x)
		b = append(b, ' ')
		b = appendNum(b, q.y)
	}
	if closed {
		b = append(b, 'Z')
	}
	b = append(b, `" fill="`...)
	if fill.A == 0 || !closed {
		b = append(b, "none"...)
	} else {
		b = appendColor(b, fill)
	}
	b = append(b, '"')
	if line.width > 0 && line.color.A > 0 {
		b = append(b, ` stroke="`...)
		b = appendColor(b, line.color)
		b = append(b, `" stroke-width="`...)
		b = appendNum(b, line.width)
		b = append(b, '"')
		if line.dash > 0 {
			b = append(b, ` stroke-dasharray="`...)
			b = appendNum(b, line.dash)
			b = append(b, '"')
		}
	}
	b = append(b, "/>\n"...)
	w.b.Write(b)
	w.num = b
}

func (w *svgWriter) disc(x, y, r float64, fill color.RGBA) {
	b := w.num[:0]
	b = append(b, `<circle cx="`...)
	b = appendNum(b, x)
	b = append(b, `" cy="`...)
	b = appendNum(b, y)
	b = append(b, `" r="`...)
	b = appendNum(b, r)
	b = append(b, `" fill="`...)
	b = appendColor(b, fill)
	b = append(b, "\"/>\n"...)
	w.b.Write(b)
	w.num = b
}

func (w *svgWriter) text(t scene.Text) {
	f := w.fonts.Of(t.Bold)
	i := 0
	if t.Bold {
		i = 1
	}
	w.used[i].add(f, t.S)
	b := w.num[:0]
	b = append(b, `<text x="`...)
	b = appendNum(b, t.X)
	b = append(b, `" y="`...)
	b = appendNum(b, f.Baseline(t.Y, t.Size))
	b = append(b, `" font-size="`...)
	b = appendNum(b, t.Size)
	b = append(b, '"')
	if t.Bold {
		b = append(b, ` font-weight="bold"`...)
	}
	switch t.Align {
	case scene.Center:
		b = append(b, ` text-anchor="middle"`...)
	case scene.Right:
		b = append(b, ` text-anchor="end"`...)
	}
	b = append(b, ` fill="`...)
	b = appendColor(b, t.Color)
	b = append(b, "\">"...)
	w.b.Write(b)
	w.num = b
	writeXML(&w.b, t.S)
	w.b.WriteString("</text>\n")
}

// writeFontFaces embeds the glyphs used, one @font-face for each weight.
func (w *svgWriter) writeFontFaces(out *bytes.Buffer) error {
	if len(w.used[0]) == 0 && len(w.used[1]) == 0 {
		return nil
	}
	out.WriteString("<style>\n")
	for i, f := range []*font.Font{w.fonts.Regular, w.fonts.Bold} {
		if len(w.used[i]) == 0 {
			continue
		}
		if w.fontURLs != nil {
			writeLinkedFace(out, f, w.fontURLs[i])
			continue
		}
		ttf, err := f.Subset(w.used[i].sorted())
		if err != nil {
			return err
		}
		data, err := font.WOFF(ttf)
		if err != nil {
			return err
		}
		weight := "normal"
		if f.IsBold() {
			weight = "bold"
		}
		fmt.Fprintf(out, "@font-face { font-family: %q; font-weight: %s; src: url(data:font/woff;base64,", f.Family(), weight)
		enc := base64.NewEncoder(base64.StdEncoding, out)
		enc.Write(data)
		enc.Close()
		out.WriteString(") format(\"woff\"); }\n")
	}
	out.WriteString("</style>\n")
	return nil
}

// appendNum writes a coordinate or size to two decimals, without trailing
// zeros.
func appendNum(b []byte, v float64) []byte {
	v = float64(int64(v*100+copysign(0.5, v))) / 100
	if v == 0 {
		return append(b, '0')
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

func copysign(a, s float64) float64 {
	if s < 0 {
		return -a
	}
	return a
}

func appendColor(b []byte, c color.RGBA) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '#', hex[c.R>>4], hex[c.R&15], hex[c.G>>4], hex[c.G&15], hex[c.B>>4], hex[c.B&15])
	if c.A != 0xff {
		b = append(b, hex[c.A>>4], hex[c.A&15])
	}
	return b
}

// writeXML writes text escaped for XML, with characters XML cannot hold
// (control characters, broken UTF-8) written as spaces.
func writeXML(b *bytes.Buffer, s string) {
	for i, r := range s {
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"':
			b.WriteString("&quot;")
		case r < 0x20, r == 0xfffe, r == 0xffff:
			b.WriteByte(' ')
		case r == utf8.RuneError:
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				b.WriteByte(' ') // a byte that is not UTF-8
			} else {
				b.WriteRune(r)
			}
		default:
			b.WriteRune(r)
		}
	}
}

// xmlComment keeps "--" out of a comment.
func xmlComment(s string) string {
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "- -")
	}
	return strings.TrimSuffix(s, "-")
}
