package session

import (
	"gametree/internal/i18n"
	"gametree/internal/narrate"
)

// speak makes s speak l, as the window's View › Language does.
func speak(s *Session, l *i18n.Lang) { s.View().Narrator = narrate.For(l) }

// hide hides answers or shows them, as the window's H does.
func hide(s *Session, on bool) { s.View().Hide = on }
