package export

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"gametree/internal/font"
	"gametree/internal/scene"
)

// TikZ writes step k as a LaTeX TikZ picture drawn from the scene, as the
// PNG is: a standalone document that pdflatex compiles as it is, or, with
// the option TikZBody, only the tikzpicture, to paste into a Beamer slide.
// Coordinates are the scene's points (x=1bp, y=-1bp); texts take the
// document's sans serif font at the picture's sizes, anchored where the
// PNG's are; values, windows and Greek letters are set as mathematics
// ($-\infty$, $\alpha$).
func (p *Picture) TikZ(k int) ([]byte, error) {
	fonts, err := font.Go()
	if err != nil {
		return nil, err
	}
	r := p.page()
	scale := min(1, texMax/max(math.Abs(r.MinX), math.Abs(r.MaxX), math.Abs(r.MinY), math.Abs(r.MaxY), 1))
	w := &tikzWriter{scale: scale, fonts: fonts, colors: map[color.RGBA]string{}}
	p.draw(k, w)

	return tikzDocument(w, p.what(k), p.opt.TikZBody), nil
}

// tikzDocument wraps what w drew in a tikzpicture, with its colours
// defined, in a standalone document unless body asks for the bare
// picture; what says what it shows, in a comment on top.
func tikzDocument(w *tikzWriter, what string, body bool) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%% gametree: %s.\n", texComment(what))
	if w.scale < 1 {
		fmt.Fprintf(&b, "%% Drawn at %s of its size: TeX measures nothing longer than 5.7 m.\n", texNum(w.scale))
	}
	if body {
		b.WriteString("% A tikzpicture for a document that loads tikz (and lmodern, for text at any size).\n" +
			"% In Beamer: \\resizebox{\\linewidth}{!}{\\input{this file}}.\n")
	} else {
		b.WriteString("\\documentclass[tikz]{standalone}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n\\usepackage{sansmath}\n\\sansmath\n\\begin{document}\n")
	}
	b.WriteString("\\begin{tikzpicture}[x=1bp, y=-1bp, line join=miter, miter limit=5,\n" +
		"  every node/.style={inner sep=0pt, outer sep=0pt, font=\\sffamily}]\n")
	names := make([]color.RGBA, 0, len(w.colors))
	for c := range w.colors {
		names = append(names, c)
	}
	slices.SortFunc(names, func(a, c color.RGBA) int { return strings.Compare(w.colors[a], w.colors[c]) })
	for _, c := range names {
		fmt.Fprintf(&b, "\\definecolor{%s}{HTML}{%02X%02X%02X}\n", w.colors[c], c.R, c.G, c.B)
	}
	b.Write(w.b.Bytes())
	b.WriteString("\\end{tikzpicture}\n")
	if !body {
		b.WriteString("\\end{document}\n")
	}
	return b.Bytes()
}

// tikzWriter is the TikZ back end of Picture.draw.
type tikzWriter struct {
	// scale shrinks a picture larger than TeX can measure (see texMax):
	// every coordinate and size is multiplied by it.
	scale  float64
	b      bytes.Buffer
	fonts  *font.Set
	colors map[color.RGBA]string
}

// color names a colour (gtRRGGBB), to be defined before the drawing.
func (w *tikzWriter) color(c color.RGBA) string {
	name, ok := w.colors[c]
	if !ok {
		name = fmt.Sprintf("gt%02X%02X%02X", c.R, c.G, c.B)
		w.colors[c] = name
	}
	return name
}

func (w *tikzWriter) coords(pts []point, closed bool) string {
	var s strings.Builder
	for i, q := range pts {
		if i > 0 {
			s.WriteString(" -- ")
		}
		fmt.Fprintf(&s, "(%s,%s)", w.num(q.x), w.num(q.y))
	}
	if closed {
		s.WriteString(" -- cycle")
	}
	return s.String()
}

func (w *tikzWriter) path(pts []point, closed bool, fill color.RGBA, line stroke) {
	doFill := closed && fill.A > 0
	doStroke := line.width > 0 && line.color.A > 0
	if len(pts) < 2 || !doFill && !doStroke {
		return
	}
	var opts []string
	if doFill {
		opts = append(opts, "fill="+w.color(fill))
	}
	if doStroke {
		opts = append(opts, "draw="+w.color(line.color), "line width="+w.num(line.width)+"bp")
		if line.dash > 0 {
			opts = append(opts, fmt.Sprintf("dash pattern=on %sbp off %sbp", w.num(line.dash), w.num(line.dash)))
		}
	}
	fmt.Fprintf(&w.b, "\\path[%s] %s;\n", strings.Join(opts, ", "), w.coords(pts, closed))
}

func (w *tikzWriter) disc(x, y, r float64, fill color.RGBA) {
	fmt.Fprintf(&w.b, "\\fill[%s] (%s,%s) circle[radius=%sbp];\n", w.color(fill), w.num(x), w.num(y), w.num(r))
}

func (w *tikzWriter) text(t scene.Text) {
	if strings.TrimSpace(t.S) == "" {
		return
	}
	anchor := "base"
	switch t.Align {
	case scene.Left:
		anchor = "base west"
	case scene.Right:
		anchor = "base east"
	}
	font := ""
	if t.Bold {
		font = "\\bfseries"
	}
	f := w.fonts.Of(t.Bold)
	fmt.Fprintf(&w.b, "\\node[anchor=%s, text=%s, font=\\sffamily%s\\fontsize{%s}{%s}\\selectfont] at (%s,%s) {%s};\n",
		anchor, w.color(t.Color), font, w.num(t.Size*bp), w.num(1.2*t.Size*bp), w.num(t.X), w.num(f.Baseline(t.Y, t.Size)), texText(t.S))
}

// bp is TeX's points in a PostScript point: \fontsize counts in TeX's.
const bp = 72.27 / 72

// texMax is the largest length TeX handles (16383.99 pt, some 5.7 m),
// with room to spare: a larger picture is drawn smaller.
const texMax = 16000.0

// num writes a coordinate or size of the picture, scaled.
func (w *tikzWriter) num(v float64) string { return texNum(v * w.scale) }

// texNum writes a number to two decimals.
func texNum(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "0"
	}
	return string(appendNum(nil, v))
}

// texMath are the characters written as mathematics.
var texMath = map[rune]string{
	'α': `\alpha`, 'β': `\beta`, 'γ': `\gamma`, 'δ': `\delta`, 'ε': `\varepsilon`, 'θ': `\theta`, 'λ': `\lambda`,
	'μ': `\mu`, 'π': `\pi`, 'σ': `\sigma`, 'φ': `\varphi`, 'ω': `\omega`, '∞': `\infty`, '−': `-`,
	'≥': `\geq`, '≤': `\leq`, '≠': `\neq`, '×': `\times`, '→': `\to`, '←': `\gets`,
	'±': `\pm`, '·': `\cdot`, '⋅': `\cdot`, '≈': `\approx`, '∈': `\in`,
}

// texText writes a text for LaTeX: a value or window such as "(−∞, 3)"
// whole as mathematics, other texts with their special characters
// escaped and their mathematical symbols in $…$.
func texText(s string) string {
	if isMathText(s) {
		var b strings.Builder
		b.WriteByte('$')
		rs := []rune(s)
		for i, r := range rs {
			switch m, ok := texMath[r]; {
			case r == ',' && i > 0 && i+1 < len(rs) && isDigit(rs[i-1]) && isDigit(rs[i+1]):
				b.WriteString(`{,}`) // a decimal comma: in mathematics a bare one is punctuation, "8, 7"
			case ok:
				b.WriteString(m)
				if m[0] == '\\' {
					b.WriteByte(' ') // ends the command's name
				}
			case r == ' ':
				b.WriteString(`\,`) // with a comma's own thin space, a word's space
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte('$')
		return b.String()
	}
	var b strings.Builder
	inMath := false
	for _, r := range s {
		m, isMath := texMath[r]
		if isMath != inMath {
			b.WriteByte('$')
			inMath = isMath
		}
		if isMath {
			b.WriteString(m)
			b.WriteByte(' ')
			continue
		}
		switch r {
		case '\\':
			b.WriteString(`\textbackslash{}`)
		case '{', '}', '#', '$', '%', '&', '_':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '~':
			b.WriteString(`\textasciitilde{}`)
		case '^':
			b.WriteString(`\textasciicircum{}`)
		case '<':
			b.WriteString(`\textless{}`)
		case '>':
			b.WriteString(`\textgreater{}`)
		case '|':
			b.WriteString(`\textbar{}`)
		case '"':
			b.WriteString(`\textquotedbl{}`)
		case '●':
			b.WriteString(`$\bullet$`)
		case '\n', '\r', '\t':
			b.WriteByte(' ')
		default:
			if r < 0x20 {
				b.WriteByte(' ')
			} else {
				b.WriteRune(r)
			}
		}
	}
	if inMath {
		b.WriteByte('$')
	}
	return b.String()
}

// isMathText reports whether s is a value or a window: digits, signs,
// infinities, points, commas, brackets and spaces only, with at least one
// digit or infinity.
func isMathText(s string) bool {
	some := false
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9', r == '∞':
			some = true
		case strings.ContainsRune("−-+.,;() ", r):
		default:
			return false
		}
	}
	return some
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// texComment keeps a text on one comment line.
func texComment(s string) string { return strings.Join(strings.Fields(s), " ") }
