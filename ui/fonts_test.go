package ui

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"gametree/internal/code"
	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// glyphs says whether the fonts Fyne draws a style with hold a
// character, with no system font to fall back on (the browser's case, and
// a Windows machine's without them): the theme's font, Fyne's text font
// of that style, its emoji and symbol fonts.
type glyphs struct {
	t     *testing.T
	fonts map[fyne.TextStyle][]*sfnt.Font
	buf   sfnt.Buffer
}

func (g *glyphs) has(style fyne.TextStyle, r rune) bool {
	fonts, ok := g.fonts[style]
	if !ok {
		fallback := theme.DefaultTextFont()
		switch {
		case style.Monospace:
			fallback = theme.DefaultTextMonospaceFont()
		case style.Bold:
			fallback = theme.DefaultTextBoldFont()
		}
		for _, res := range []fyne.Resource{windowFont(style), fallback, theme.DefaultEmojiFont(), theme.DefaultSymbolFont()} {
			if res == nil {
				continue
			}
			f, err := sfnt.Parse(res.Content())
			if err != nil {
				g.t.Fatalf("%s: %v", res.Name(), err)
			}
			fonts = append(fonts, f)
		}
		g.fonts[style] = fonts
	}
	for _, f := range fonts {
		if i, err := f.GlyphIndex(&g.buf, r); err == nil && i != 0 {
			return true
		}
	}
	return false
}

// missing lists the characters of s the fonts of style do not hold.
func (g *glyphs) missing(style fyne.TextStyle, s string) []rune {
	var out []rune
	for _, r := range s {
		if unicode.IsPrint(r) && r != ' ' && !g.has(style, r) {
			out = append(out, r)
		}
	}
	return out
}

// TestTheWindowsFontsHoldEveryCharacter: every character of every
// catalogue message (each plural form, in every language), of every
// game's moves and of every listing is in the fonts the window draws it
// with, plain and bold (listings monospace). Nim's "heap 1 −1" had shown
// "heap 1 �1" in the browser and on Windows: Fyne's text font has no
// minus sign, no ∞, no ≤.
func TestTheWindowsFontsHoldEveryCharacter(t *testing.T) {
	g := &glyphs{t: t, fonts: map[fyne.TextStyle][]*sfnt.Font{}}
	plain, bold, mono := fyne.TextStyle{}, fyne.TextStyle{Bold: true}, fyne.TextStyle{Monospace: true}
	check := func(what, s string, styles ...fyne.TextStyle) {
		t.Helper()
		for _, st := range styles {
			if m := g.missing(st, s); len(m) > 0 {
				t.Errorf("%s (%+v): no glyph for %q in %q", what, st, string(m), s)
			}
		}
	}
	for _, code := range i18n.Codes() {
		data, err := i18n.Catalogue(code)
		if err != nil {
			t.Fatal(err)
		}
		var messages map[string]any
		if err := json.Unmarshal(data, &messages); err != nil {
			t.Fatal(err)
		}
		for key, m := range messages {
			switch m := m.(type) {
			case string:
				check(code+" "+key, m, plain, bold)
			case map[string]any:
				for form, s := range m {
					if s, ok := s.(string); ok {
						check(code+" "+key+" "+form, s, plain, bold)
					}
				}
			}
		}
		l := i18n.Must(code)
		for _, game := range []string{games.TicTacToe, games.Nim, games.Reversi6} {
			tr, err := games.Build(games.Spec{Game: game, Heaps: []int{2, 3}, Depth: 2, Lang: l}, 100_000)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range tr.Nodes {
				check(code+" "+game+" move", n.Move, plain, bold)
			}
		}
	}
	for _, f := range code.Forms(i18n.English()) {
		for _, line := range f.Lines {
			check(f.ID+" listing", line.Code+line.Strict+line.Ro, mono, fyne.TextStyle{Monospace: true, Bold: true})
		}
	}
	check("infinities", tree.TypesetValue(math.Inf(-1))+tree.TypesetValue(math.Inf(1)), plain, bold, mono)
	check("the narration's notation", "α(e) = −3 ≥ β(e) = +∞, score = −V(c) ≤ −∞", plain, bold)
}

// TestASpaceAfterASymbolIsTheTextFontsSpace: Fyne keeps a space in the
// font of the character before it (go-text does not change fonts at a
// space), so after −, ∞, ≥ or ≤, drawn from the window's symbol fonts,
// a space is theirs. It must be there and as wide as the text font's,
// or "−∞ ≥ β" gets a gap of the missing glyph's box: the narration's
// lines are measured here, space by space, plain and bold. Fyne takes a
// line's height and baseline from the first font holding the space, now
// the symbols': they are Noto Sans's, as with Fyne's own theme.
func TestASpaceAfterASymbolIsTheTextFontsSpace(t *testing.T) {
	a := test.NewTempApp(t)
	const size = 100 // a gap of a few hundredths of an em shows
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		a.Settings().SetTheme(theme.DefaultTheme())
		fyneSize, fyneBase := a.Driver().RenderedTextSize("Call 7", size, style, nil)
		a.Settings().SetTheme(look{})
		near := func(x, y float32) bool { return math.Abs(float64(x-y)) < 0.001*size } // 2189 of 2048 units for Noto's 1069 of 1000
		if got, base := a.Driver().RenderedTextSize("Call 7", size, style, nil); got.Width != fyneSize.Width || !near(got.Height, fyneSize.Height) || !near(base, fyneBase) {
			t.Errorf("%+v: a line is %v, baseline %v; with Fyne's theme %v, %v", style, got, base, fyneSize, fyneBase)
		}
		space := fyne.MeasureText("x x", size, style).Width - fyne.MeasureText("xx", size, style).Width
		for _, s := range []string{"α = −∞, β = +∞", "α(d) = −∞ ≥ β(d) = 3 is false", "score = −V(b) = −3 ≤ α", "+∞ → b", "1 − 3/4"} {
			words := strings.Fields(s)
			want := float32(len(words)-1) * space
			for _, w := range words {
				want += fyne.MeasureText(w, size, style).Width
			}
			if got := fyne.MeasureText(s, size, style).Width; math.Abs(float64(got-want)) > 0.02*size*float64(len(words)-1) {
				t.Errorf("%q (%+v) is %.1f wide at %v, its words and text-font spaces %.1f", s, style, got, size, want)
			}
		}
	}
}
