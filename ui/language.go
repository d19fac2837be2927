package ui

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/session"
)

// setLanguage switches the whole window to another language, live: menus,
// toolbar, panels, narration, legend, dialogs from now on, and the
// pictures exported. The tree view, the step shown and the playback
// speed stay as they are; the choice is kept in the preferences.
func (w *Window) setLanguage(code string) {
	n, err := narrate.New(code)
	if err != nil {
		w.showError(err)
		return
	}
	w.changeView(func(v *session.View) { v.Narrator, v.Kept = n, n.Lang() })
	w.speak(n)
}

// speak shows the window in n's language (the view already holds it
// when the choice is to be kept).
func (w *Window) speak(n *narrate.Narrator) {
	code := n.Lang()
	w.v.Narrator = n
	fyneSpeaks(code)
	speed := w.playback.speed
	w.playback.pause()
	w.build()
	w.playback.speeds.SetSelected(session.SpeedName(w.lang(), speed))
	w.bar.show()
	w.updateTitle()
	w.menus.refreshEdit()
	w.legend.show()
	w.repaint(false, false) // values as the new language writes them (0,5)
	w.showStep()
	w.dialogs.class.speak()
}

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
