//go:build e2e && !js

package ui

import "fyne.io/fyne/v2"

// probeClass is the students' address of the class the window shares
// ("" when none), and puts the projector's buttons in controls, by what
// they do ("class:ask"), placed by centre.
func (w windowProbe) probeClass(controls map[string][2]float32, centre func(fyne.CanvasObject) [2]float32) string {
	c := w.dialogs.class
	if !c.active() {
		return ""
	}
	if p := c.panel; p != nil {
		for name, o := range map[string]fyne.CanvasObject{"prev": p.prev, "next": p.next, "ask": p.ask, "close": p.close, "reveal": p.shown, "stop": p.stop} {
			controls["class:"+name] = centre(o)
		}
	}
	return c.srv.JoinURL()
}
