package ui

import (
	"testing"

	"gametree/internal/session"
)

// TestPresenterWhileATreeOpens: F5 pressed while a new tree is still
// being searched and laid out draws it for presenter mode when it comes
// (the drawing for the window it was asked in had stayed: the lecture's
// tree small, under presenter's large text).
func TestPresenterWhileATreeOpens(t *testing.T) {
	w := newTestWindow(t)
	var queued []func()
	w.bg.async = func(f func()) { queued = append(queued, f) }
	w.docs.openSample("aima-fig5-2")
	w.layout.present.toggle()
	for len(queued) > 0 {
		f := queued[0]
		queued = queued[1:]
		f()
	}
	if w.s.Doc().Name != "aima-fig5-2" || !w.v.Presenting {
		t.Fatalf("document %q, presenting %v", w.s.Doc().Name, w.v.Presenting)
	}
	if opt := w.canvas.geom().Opt; !opt.Legible || opt.FontScale < session.PresenterScale {
		t.Errorf("drawn with %+v: not for presenter mode", opt)
	}
}
