package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"gametree/internal/session"
)

// prefRecent is the preference holding the recent files (the view's own
// preferences are session.View's).
const prefRecent = "recent"

// systemDark reports whether the system looks dark.
func systemDark(a fyne.App) bool { return a.Settings().ThemeVariant() == theme.VariantDark }

// frameScale is the largest text scale of what Fyne draws outside the
// window's content: the menus and the dialogs. Huge text made the View
// menu taller than a 1024×768 window and set its keys against the items;
// Large fits.
const frameScale = 1.4

// lookOf is the window's theme for a view: its light or dark variant, its
// text size (at most most), and black text on a projector.
func lookOf(v session.View, most float64) fyne.Theme {
	l := look{scale: float32(min(v.Scale(), most)), contrast: v.Presenting}
	switch {
	case v.Presenting || v.Appearance == session.Light:
		variant := theme.VariantLight
		l.variant = &variant
	case v.Appearance == session.Dark:
		variant := theme.VariantDark
		l.variant = &variant
	}
	return l
}
