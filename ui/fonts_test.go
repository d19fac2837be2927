package ui

import (
	"encoding/json"
	"math"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
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
}
