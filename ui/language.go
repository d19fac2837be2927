package ui

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"gametree/internal/i18n"
)

// fyneSpeaks makes Fyne's own words (the file dialogs' Open, Save,
// Cancel, New Folder…) follow the window's language. Fyne's lang package
// keeps one language for the whole process, chosen from the environment
// (LANGUAGE first, as gettext does) each time translations are added, and
// has no Romanian or Italian of its own: so say which language through
// LANGUAGE and hand it gametree's catalogue, which holds Fyne's words too.
// Under LANG=C Fyne's words stay English.
func fyneSpeaks(code string) {
	data, err := i18n.Catalogue(code)
	if err != nil {
		return
	}
	if err := os.Setenv("LANGUAGE", code); err != nil {
		return
	}
	if err := lang.AddTranslationsForLocale(data, fyne.Locale(code)); err != nil {
		fyne.LogError("gametree's catalogue for Fyne", err)
	}
}
