package ui

import (
	"image/color"

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

// look is Fyne's default theme with a fixed variant (or the system's) and
// text scaled for a classroom.
type look struct {
	variant *fyne.ThemeVariant // nil: follow the system
	scale   float32
}

// Color answers in the fixed variant, if any.
func (l look) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if l.variant != nil {
		v = *l.variant
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font is the default font (the tree itself is drawn with Go's fonts,
// like the exported pictures).
func (l look) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

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

func (w *Window) applyLook() {
	l := look{scale: float32(w.textScale)}
	switch w.appearance {
	case appearanceLight:
		v := theme.VariantLight
		l.variant = &v
	case appearanceDark:
		v := theme.VariantDark
		l.variant = &v
	}
	w.app.Settings().SetTheme(l)
}

// isDark reports whether the window is in its dark look.
func (w *Window) isDark() bool {
	switch w.appearance {
	case appearanceDark:
		return true
	case appearanceLight:
		return false
	}
	return w.app.Settings().ThemeVariant() == theme.VariantDark
}

func (w *Window) setAppearance(a appearance) {
	w.appearance = a
	w.applyLook()
	w.restyle(false)
	w.savePreferences()
}

func (w *Window) setPalette(p paletteChoice) {
	w.palette = p
	w.restyle(false)
	w.savePreferences()
}

// setTextScale makes the window's text and the tree's labels bigger.
func (w *Window) setTextScale(s float64) {
	w.textScale = s
	w.sceneOpt.FontScale = s
	w.applyLook()
	w.restyle(true)
	w.savePreferences()
}

func (w *Window) toggleShow(bit scene.Show) {
	show := w.sceneOpt.Show
	if show == 0 {
		show = scene.DefaultShow
	}
	w.sceneOpt.Show = show ^ bit
	w.callsItem.Checked = w.sceneOpt.Show&scene.ShowCalls != 0
	w.boardsItem.Checked = w.sceneOpt.Show&scene.ShowBoards != 0
	w.restyle(true)
	w.savePreferences()
}

func (w *Window) toggleLeftRight() {
	w.sceneOpt.LeftRight = !w.sceneOpt.LeftRight
	w.leftRightItem.Checked = w.sceneOpt.LeftRight
	w.canvas.fitted = true
	w.restyle(true)
	w.savePreferences()
}

// loadPreferences restores the look and options of the last session.
func (w *Window) loadPreferences() {
	p := w.app.Preferences()
	w.appearance = appearance(p.IntWithFallback(prefAppear, int(appearanceSystem)))
	w.palette = paletteChoice(p.IntWithFallback(prefPalette, int(paletteAuto)))
	w.textScale = p.FloatWithFallback(prefText, 1)
	w.follow = p.BoolWithFallback(prefFollow, true)
	if n, err := narrate.New(p.StringWithFallback(prefLang, "en")); err == nil {
		w.narrator = n
	}
	w.sceneOpt = scene.Options{
		Show:      scene.Show(p.IntWithFallback(prefShow, int(scene.DefaultShow))),
		LeftRight: p.BoolWithFallback(prefLeftward, false),
		FontScale: w.textScale,
	}
	if w.callsItem != nil {
		w.callsItem.Checked = w.sceneOpt.Show&scene.ShowCalls != 0
		w.boardsItem.Checked = w.sceneOpt.Show&scene.ShowBoards != 0
		w.leftRightItem.Checked = w.sceneOpt.LeftRight
		w.followItem.Checked = w.follow
	}
	w.checkLanguage()
	w.applyLook()
}

func (w *Window) savePreferences() {
	p := w.app.Preferences()
	p.SetInt(prefAppear, int(w.appearance))
	p.SetInt(prefPalette, int(w.palette))
	p.SetFloat(prefText, w.textScale)
	p.SetBool(prefFollow, w.follow)
	p.SetInt(prefShow, int(w.sceneOpt.Show))
	p.SetBool(prefLeftward, w.sceneOpt.LeftRight)
	p.SetString(prefLang, w.narrator.Lang())
}

// setLanguage narrates in another language: the list, and the captions of
// exported pictures.
func (w *Window) setLanguage(code string) {
	n, err := narrate.New(code)
	if err != nil {
		w.showError(err)
		return
	}
	w.narrator = n
	w.checkLanguage()
	w.narration.Refresh()
	w.savePreferences()
}

// checkLanguage ticks the narration language in the View menu.
func (w *Window) checkLanguage() {
	if w.languageMenu == nil {
		return
	}
	for code, item := range w.languageItems {
		item.Checked = code == w.narrator.Lang()
	}
	w.languageMenu.Refresh()
}

// compact is the app's theme with tighter padding, for the panels of
// name-value rows; everything else comes from the app's current theme.
type compact struct{ app fyne.App }

// Color is the app's.
func (c compact) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return c.app.Settings().Theme().Color(n, v)
}

// Font is the app's.
func (c compact) Font(s fyne.TextStyle) fyne.Resource { return c.app.Settings().Theme().Font(s) }

// Icon is the app's.
func (c compact) Icon(n fyne.ThemeIconName) fyne.Resource { return c.app.Settings().Theme().Icon(n) }

// Size shrinks the padding.
func (c compact) Size(n fyne.ThemeSizeName) float32 {
	s := c.app.Settings().Theme().Size(n)
	switch n {
	case theme.SizeNameInnerPadding:
		return s / 3
	case theme.SizeNamePadding:
		return s / 2
	}
	return s
}
