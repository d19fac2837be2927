package web

import (
	"testing"
	"time"
)

// TestTheLoadingPageTakesTheWindowsLook: with View › Appearance › Dark
// chosen, the page loads again dark from its first frame (it had stayed
// light in front of a dark window), and light again once Light is chosen.
func TestTheLoadingPageTakesTheWindowsLook(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	var url string
	d.must("GET", "/url", nil, &url)
	background := func() string {
		var bg string
		d.script("return getComputedStyle(document.body).backgroundColor", &bg)
		return bg
	}
	light := background()
	appearance := func(item int) {
		d.click(118, 14) // View
		time.Sleep(700 * time.Millisecond)
		d.click(168, 167) // Appearance
		time.Sleep(700 * time.Millisecond)
		d.click(395, 167+39*item)
		time.Sleep(time.Second)
	}
	appearance(2) // Dark
	d.must("POST", "/url", map[string]any{"url": url}, nil)
	if bg := background(); bg != "rgb(23, 23, 24)" {
		t.Errorf("the page loading after Dark is %s (light: %s)", bg, light)
	}
	shot(t, d, "web-loading-dark.png")
	d.await("the walk-through on screen again", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	appearance(1) // Light
	d.must("POST", "/url", map[string]any{"url": url}, nil)
	if bg := background(); bg != light {
		t.Errorf("the page loading after Light is %s, not %s", bg, light)
	}
}
