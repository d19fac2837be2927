package ui

import (
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
	"gametree/ui/playview"
)

// playWindow opens the window where a person plays a game against the
// computer (Play › Play a Game Against the Computer…).
func (w *Window) playWindow() {
	w.play(w.app, playview.Config{Lang: w.lang(), Screen: w.layout.screen, Closed: w.win.RequestFocus,
		Open: func(t *tree.Tree, name string, opt search.Options) {
			w.confirmDiscard(func() {
				w.open(session.Document{Tree: t, Name: name, Format: tree.FormatJSON, Dirty: true, Search: &opt, AtEnd: true})
				w.win.RequestFocus()
			})
		}})
}
