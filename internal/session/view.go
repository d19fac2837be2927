package session

import (
	"gametree/internal/narrate"
	"gametree/internal/scene"
)

// Appearance is the light or dark look picked in the View menu.
type Appearance int

// The appearances, in the menu's order.
const (
	FollowSystem Appearance = iota
	Light
	Dark
)

// Palette is the tree's palette picked in the View menu.
type Palette int

// The palettes, in the menu's order.
const (
	Standard    Palette = iota // colour, or dark in the dark look
	ColourBlind                // Okabe-Ito
	Greyscale
)

// TextScales are the View menu's text sizes: normal, large, huge. The
// tree's text grows with the window's.
var TextScales = []float64{1, 1.4, 2}

// PresenterScale is the smallest text scale of presenter mode.
const PresenterScale = 1.4

// View is how the window shows things; none of it changes the search.
// All but Presenting is kept in the preferences; Hide only when the user
// chooses it (KeepHide).
type View struct {
	Appearance Appearance
	Palette    Palette
	TextScale  float64
	Follow     bool // pan to the current node as the search moves
	Fold       bool // draw a big tree folded around the search (Session.Unfolded)
	Show       scene.Show
	LeftRight  bool
	Legend     bool
	Code       bool // the Code panel: the algorithm's listing, its lines lit
	// Hide hides answers until the search reaches them. It starts as
	// kept (at first, yes); presenter mode and practice hide them for a
	// while, and what the user chooses then is not kept (KeepHide).
	Hide     bool
	Narrator *narrate.Narrator
	// Kept is the language kept in the preferences: the one last chosen
	// in View › Language. gametree --lang speaks another for one run
	// without changing it.
	Kept       string
	Presenting bool
}

// Prefs is where a View is kept: Fyne's preferences, in the window.
type Prefs interface {
	IntWithFallback(key string, fallback int) int
	FloatWithFallback(key string, fallback float64) float64
	BoolWithFallback(key string, fallback bool) bool
	StringWithFallback(key, fallback string) string
	SetInt(key string, value int)
	SetFloat(key string, value float64)
	SetBool(key string, value bool)
	SetString(key, value string)
}

// LoadView reads the view kept in p; what is missing or out of range gets
// its default, and the language the system's (a code of i18n.Codes).
func LoadView(p Prefs, system string) View {
	v := View{
		Appearance: Appearance(p.IntWithFallback("appearance", int(FollowSystem))),
		Palette:    Palette(p.IntWithFallback("palette", int(Standard))),
		TextScale:  p.FloatWithFallback("textScale", 1),
		Follow:     p.BoolWithFallback("follow", true),
		Fold:       p.BoolWithFallback("fold", true),
		Show:       scene.Show(p.IntWithFallback("show", int(scene.DefaultShow))),
		LeftRight:  p.BoolWithFallback("leftRight", false),
		Legend:     p.BoolWithFallback("legend", false),
		Code:       p.BoolWithFallback("code", false),
		Hide:       p.BoolWithFallback("hideAnswers", true),
		Narrator:   narrate.English(),
	}
	// The language chosen in View › Language; before there was one, the
	// narration's; on a first start, the system's.
	code := p.StringWithFallback("language", p.StringWithFallback("narrationLanguage", system))
	if n, err := narrate.New(code); err == nil {
		v.Narrator = n
	}
	v.Kept = v.Narrator.Lang()
	if !(v.TextScale >= 1 && v.TextScale <= 3) {
		v.TextScale = 1
	}
	if v.Appearance < FollowSystem || v.Appearance > Dark {
		v.Appearance = FollowSystem
	}
	if v.Palette < Standard || v.Palette > Greyscale {
		v.Palette = Standard
	}
	return v
}

// Save keeps the view in p.
func (v View) Save(p Prefs) {
	p.SetInt("appearance", int(v.Appearance))
	p.SetInt("palette", int(v.Palette))
	p.SetFloat("textScale", v.TextScale)
	p.SetBool("follow", v.Follow)
	p.SetBool("fold", v.Fold)
	p.SetInt("show", int(v.Show))
	p.SetBool("leftRight", v.LeftRight)
	p.SetBool("legend", v.Legend)
	p.SetBool("code", v.Code)
	kept := v.Kept
	if kept == "" {
		kept = v.Narrator.Lang()
	}
	p.SetString("language", kept)
}

// KeepHide keeps whether answers are hidden in p, for the next start:
// the user's choice outside presenter mode and practice.
func (v View) KeepHide(p Prefs) { p.SetBool("hideAnswers", v.Hide) }

// Scale is the text scale in use: presenter mode's is never below Large.
func (v View) Scale() float64 {
	if v.Presenting {
		return max(v.TextScale, PresenterScale)
	}
	return v.TextScale
}

// SceneOptions are the tree's geometry options: the texts shown, the
// orientation, the text size, and large dark texts when the text is
// larger than normal or on a projector.
func (v View) SceneOptions() scene.Options {
	return scene.Options{Show: v.Show, LeftRight: v.LeftRight, FontScale: v.Scale(), Legible: v.Presenting || v.Scale() > 1, Tight: true}
}

// Dark reports whether the window looks dark, given whether the system
// does. Presenter mode never does: projectors wash dark pictures out.
func (v View) Dark(system bool) bool {
	switch {
	case v.Presenting || v.Appearance == Light:
		return false
	case v.Appearance == Dark:
		return true
	}
	return system
}

// Theme is the tree's palette, given whether the system looks dark.
func (v View) Theme(systemDark bool) scene.Theme {
	switch {
	case v.Palette == ColourBlind:
		return scene.ColourBlind
	case v.Palette == Greyscale:
		return scene.Print
	case v.Dark(systemDark):
		return scene.Dark
	}
	return scene.Colour
}

// The window's size when nothing is kept, and the least it opens at.
const (
	DefaultWidth, DefaultHeight = 1400, 900
	MinWidth, MinHeight         = 640, 480
)

// WindowSize is the size the window opens at on a screen whose work area
// (the screen less its panels) is screenW × screenH (0 when unknown): the
// one kept from the last time (p), else 1400×900, within 90% of the
// screen, and never below 640×480. On a small screen, one the default
// size does not fit in (a 1024×768 projector, a 1366×768 laptop), a
// window that would reach 90% of it in width or height fills the work
// area instead: a slide's room is not given away to a desktop's margin.
func WindowSize(p Prefs, screenW, screenH float64) (w, h float64) {
	w, h = p.FloatWithFallback("windowWidth", DefaultWidth), p.FloatWithFallback("windowHeight", DefaultHeight)
	if !(w >= MinWidth && w <= 1e5 && h >= MinHeight && h <= 1e5) {
		w, h = DefaultWidth, DefaultHeight
	}
	if screenW > 0 && screenH > 0 {
		small := DefaultWidth > 0.9*screenW || DefaultHeight > 0.9*screenH
		if small && (w >= 0.9*screenW || h >= 0.9*screenH) {
			return max(screenW, MinWidth), max(screenH, MinHeight)
		}
		w, h = min(w, 0.9*screenW), min(h, 0.9*screenH)
	}
	return max(w, MinWidth), max(h, MinHeight)
}

// KeepWindowSize keeps the size the window was left at, for the next
// start.
func KeepWindowSize(p Prefs, w, h float64) {
	if w >= MinWidth && h >= MinHeight {
		p.SetFloat("windowWidth", w)
		p.SetFloat("windowHeight", h)
	}
}
