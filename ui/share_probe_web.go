//go:build e2e && js

package ui

import "fyne.io/fyne/v2"

// probeClass is "": a page shares no class.
func (w windowProbe) probeClass(map[string][2]float32, func(fyne.CanvasObject) [2]float32) string {
	return ""
}
