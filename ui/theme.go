package ui

import (
	_ "embed"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// look is Fyne's default theme with a fixed variant (or the system's) and
// text scaled for a classroom.
type look struct {
	variant  *fyne.ThemeVariant // nil: follow the system
	scale    float32
	contrast bool // black text, for a projector
}

// Color answers in the fixed variant, if any.
func (l look) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if l.variant != nil {
		v = *l.variant
	}
	if l.contrast && n == theme.ColorNameForeground {
		return color.Black
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font is the window's symbols first (fonts/README.md), then Fyne's
// own text font: the tree itself is drawn with Go's fonts, like the
// exported pictures.
func (l look) Font(s fyne.TextStyle) fyne.Resource { return windowFont(s) }

//go:embed fonts/symbols.ttf
var symbols []byte

//go:embed fonts/symbols-bold.ttf
var symbolsBold []byte

// Fyne draws each character with the first of the theme's font, its own
// text font, its emoji and symbol fonts and the system's that holds it.
var (
	symbolsFont     = fyne.NewStaticResource("symbols.ttf", symbols)
	symbolsBoldFont = fyne.NewStaticResource("symbols-bold.ttf", symbolsBold)
)

// windowFont is the font the window's theme gives for style s: the
// symbols of its weight, which Fyne's text font lacks (it falls back to
// that for every other character), or Fyne's own for monospace and
// symbol text.
func windowFont(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Monospace || s.Symbol:
		return theme.DefaultTheme().Font(s)
	case s.Bold:
		return symbolsBoldFont
	}
	return symbolsFont
}

// Icon is the default icon.
func (l look) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size scales text sizes.
func (l look) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		if l.scale > 0 {
			return s * l.scale
		}
	}
	return s
}

// compact is the content's theme with tighter padding, for the panels of
// name-value rows; everything else comes from the content's theme (base).
type compact struct {
	base func() fyne.Theme
}

// Color is the content's.
func (c compact) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return c.base().Color(n, v)
}

// Font is the content's.
func (c compact) Font(s fyne.TextStyle) fyne.Resource { return c.base().Font(s) }

// Icon is the content's.
func (c compact) Icon(n fyne.ThemeIconName) fyne.Resource { return c.base().Icon(n) }

// Size shrinks the padding.
func (c compact) Size(n fyne.ThemeSizeName) float32 {
	s := c.base().Size(n)
	switch n {
	case theme.SizeNameInnerPadding:
		return s / 8
	case theme.SizeNamePadding:
		return s / 2
	}
	return s
}
