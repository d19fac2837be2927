package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"gametree/narrate"
	"gametree/scene"
)

// appearance is the light or dark look picked in the View menu.
type appearance int

const (
	appearanceSystem appearance = iota
	appearanceLight
	appearanceDark
)

// paletteChoice is the canvas palette picked in the View menu.
type paletteChoice int

const (
	paletteAuto        paletteChoice = iota // colour, or dark in dark mode
	paletteColourBlind                      // Okabe-Ito
	palettePrint                            // greyscale
)

// Text sizes of the View menu; the tree's text grows with the window's.
var textScales = []float64{1, 1.4, 2}

// presenterScale is the smallest text scale of presenter mode.
const presenterScale = 1.4

// view is how the window shows things, kept in Fyne's preferences: none of
// it changes the search.
type view struct {
	appearance appearance
	palette    paletteChoice
	textScale  float64
	follow     bool // pan to the current node as the search moves
	show       scene.Show
	leftRight  bool
	legend     bool
	hide       bool // hide answers (outside presenter mode)
	narrator   *narrate.Narrator
	presenting bool
}

// Preference keys.
const (
	prefRecent   = "recent"
	maxRecent    = 8
	prefAppear   = "appearance"
	prefPalette  = "palette"
	prefText     = "textScale"
	prefFollow   = "follow"
	prefShow     = "show"
	prefLeftward = "leftRight"
	prefLegend   = "legend"
	prefHide     = "hideAnswers"
	prefLang     = "narrationLanguage"
)

func loadView(p fyne.Preferences) view {
	v := view{
		appearance: appearance(p.IntWithFallback(prefAppear, int(appearanceSystem))),
		palette:    paletteChoice(p.IntWithFallback(prefPalette, int(paletteAuto))),
		textScale:  p.FloatWithFallback(prefText, 1),
		follow:     p.BoolWithFallback(prefFollow, true),
		show:       scene.Show(p.IntWithFallback(prefShow, int(scene.DefaultShow))),
		leftRight:  p.BoolWithFallback(prefLeftward, false),
		legend:     p.BoolWithFallback(prefLegend, false),
		hide:       p.BoolWithFallback(prefHide, false),
		narrator:   narrate.English(),
	}
	if n, err := narrate.New(p.StringWithFallback(prefLang, "en")); err == nil {
		v.narrator = n
	}
	if v.textScale < 1 || v.textScale > 3 {
		v.textScale = 1
	}
	return v
}

func (v view) save(p fyne.Preferences) {
	p.SetInt(prefAppear, int(v.appearance))
	p.SetInt(prefPalette, int(v.palette))
	p.SetFloat(prefText, v.textScale)
	p.SetBool(prefFollow, v.follow)
	p.SetInt(prefShow, int(v.show))
	p.SetBool(prefLeftward, v.leftRight)
	p.SetBool(prefLegend, v.legend)
	p.SetBool(prefHide, v.hide)
	p.SetString(prefLang, v.narrator.Lang())
}

// scale is the text scale in use: presenter mode is never smaller than
// Large.
func (v view) scale() float64 {
	if v.presenting {
		return max(v.textScale, presenterScale)
	}
	return v.textScale
}

// sceneOptions are the options of the tree's geometry: the texts shown,
// the orientation, the text size, and large dark texts when the text is
// bigger than normal or on a projector.
func (v view) sceneOptions() scene.Options {
	return scene.Options{Show: v.show, LeftRight: v.leftRight, FontScale: v.scale(),
		Legible: v.presenting || v.scale() > 1}
}

// dark reports whether the window looks dark (presenter mode never does:
// projectors wash dark pictures out).
func (v view) dark(a fyne.App) bool {
	switch {
	case v.presenting || v.appearance == appearanceLight:
		return false
	case v.appearance == appearanceDark:
		return true
	}
	return a.Settings().ThemeVariant() == theme.VariantDark
}

// theme is the tree's palette.
func (v view) theme(a fyne.App) scene.Theme {
	switch {
	case v.palette == paletteColourBlind:
		return scene.ColourBlind
	case v.palette == palettePrint:
		return scene.Print
	case v.dark(a):
		return scene.Dark
	}
	return scene.Colour
}

// look is the window's theme for these choices.
func (v view) look() fyne.Theme {
	l := look{scale: float32(v.scale()), contrast: v.presenting}
	switch {
	case v.presenting || v.appearance == appearanceLight:
		variant := theme.VariantLight
		l.variant = &variant
	case v.appearance == appearanceDark:
		variant := theme.VariantDark
		l.variant = &variant
	}
	return l
}
