package ui

import (
	"fyne.io/fyne/v2"

	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
	"gametree/ui/playview"
)

// playWindow opens the window where a person plays a game against the
// computer (Play › Play a Game Against the Computer…).
func (w *Window) playWindow() {
	w.play(w.app, playview.Config{Lang: w.lang(), Screen: w.screen(), Closed: w.win.RequestFocus, Keys: w.keys.lend,
		Open: func(t *tree.Tree, name string, opt search.Options) {
			w.docs.confirmDiscard(func() {
				w.h.open(session.Document{Tree: t, Name: name, Format: tree.FormatJSON, Dirty: true, Search: &opt, AtEnd: true})
				w.win.RequestFocus()
			})
		}})
}

// playWindows opens the play window: the one already open, shown or left
// with a game under way, if it is in the window's language; else, that
// one closed, a new one.
func playWindows() func(fyne.App, playview.Config) {
	var open *playview.View
	return func(a fyne.App, c playview.Config) {
		if open != nil && open.Open() && open.Lang() == c.Lang {
			open.Reopen()
			return
		}
		if open != nil && open.Open() {
			open.Close() // in another language: the game goes with it
		}
		open = playview.Show(a, c)
	}
}
