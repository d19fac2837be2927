package web

import (
	"testing"
	"time"
)

// TestCtrlJOpensThePlayWindowInTheBrowser: Play › Play a Game's key
// reaches the page in Chromium; the play window, closed with Escape or
// its ×, opens again with it, and the tree steps after it.
func TestCtrlJOpensThePlayWindowInTheBrowser(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	d.click(600, 300)
	for i := range 2 {
		d.keys(control, "j")
		if _, ok := d.poll(10*time.Second, func(s state) bool { return s.Overlays > 0 }); !ok {
			t.Fatalf("Ctrl+J, time %d: no play window", i+1)
		}
		time.Sleep(time.Second)
		if i == 0 {
			d.keys("", escape)
		} else {
			d.click(12, 12) // its ×
		}
		d.await("the play window closed", 10*time.Second, func(s state) bool { return s.Overlays == 0 })
	}
	d.keys(control, "j")
	d.await("the play window a third time", 10*time.Second, func(s state) bool { return s.Overlays > 0 })
	time.Sleep(time.Second)
	d.keys("", escape)
	d.await("the play window closed", 10*time.Second, func(s state) bool { return s.Overlays == 0 })
	s, _ := d.probe()
	step := s.Step
	d.keys("", right)
	if s, ok := d.poll(5*time.Second, func(s state) bool { return s.Step == step+1 }); !ok {
		t.Errorf("after the play window, Right left the tree at step %d", s.Step)
	}
}
