package web

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestKeysSurviveEveryWindowInTheBrowser: after each window, dialog,
// picker and menu of the page closes, however it is closed, Right steps
// the tree again (the arrow keys had died, with no sign on screen, after
// the compare window was closed with its ×, after File › Open's picker,
// after Save and after View › Legend).
func TestKeysSurviveEveryWindowInTheBrowser(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	d.click(600, 300)
	step := 0
	steps := func(after string) {
		t.Helper()
		time.Sleep(300 * time.Millisecond)
		d.keys("", right)
		step++
		want := step
		if s, ok := d.poll(5*time.Second, func(s state) bool { return s.Step == want }); !ok {
			t.Errorf("after %s, Right left the window at step %d, not %d (focused %q, dialogs %q)", after, s.Step, want, s.Focused, s.Dialogs)
			step = s.Step
		}
	}
	steps("the page opened")
	xdo := func(args string) {
		if out, err := exec.Command("sh", "-c", fmt.Sprintf("DISPLAY=%s xdotool %s", d.display, args)).CombinedOutput(); err != nil {
			t.Logf("xdotool %s: %v %s", args, err, out)
		}
	}
	menu := func(x, y int) { d.click(x, y); time.Sleep(700 * time.Millisecond) }

	menu(118, 14)     // View
	d.click(155, 329) // Legend
	steps("View › Legend")
	menu(118, 14)
	d.click(155, 329)
	steps("View › Legend again")

	menu(26, 14) // File
	d.keys("", escape)
	steps("the File menu closed with Escape")
	menu(26, 14)
	d.click(700, 420)
	steps("the File menu closed by a click beside it")

	// The browser's file picker, a window of its own on the X display.
	picker := func(open bool) func(state) bool {
		return func(state) bool {
			out, _ := exec.Command("sh", "-c", "DISPLAY="+d.display+" xdotool search --name 'Open File'").CombinedOutput()
			return (len(out) > 0) == open
		}
	}
	menu(26, 14)
	d.click(40, 205) // Open…
	d.await("the file picker", 10*time.Second, picker(true))
	xdo("key Escape")
	d.await("the file picker cancelled", 10*time.Second, picker(false))
	steps("File › Open's picker cancelled")

	d.keys(control, "o")
	d.await("Ctrl+O's file picker", 10*time.Second, picker(true))
	xdo("key Escape")
	d.await("Ctrl+O's file picker cancelled", 10*time.Second, picker(false))
	steps("Ctrl+O's picker cancelled")

	menu(26, 14)
	d.click(40, 290) // Save
	time.Sleep(time.Second)
	steps("File › Save")

	d.keys(control, "m")
	d.await("the compare window", 10*time.Second, func(s state) bool { return s.Overlays > 0 })
	time.Sleep(time.Second)
	d.click(12, 12) // its ×
	d.await("the compare window closed", 10*time.Second, func(s state) bool { return s.Overlays == 0 })
	steps("the compare window closed with its ×")

	d.keys(control, "m")
	d.await("the compare window", 10*time.Second, func(s state) bool { return s.Overlays > 0 })
	time.Sleep(time.Second)
	d.keys("", right)
	time.Sleep(300 * time.Millisecond)
	d.keys("", escape)
	d.await("the compare window closed with Escape", 10*time.Second, func(s state) bool { return s.Overlays == 0 })
	steps("the compare window closed with Escape")

	d.keys(control, "e")
	d.await("the export dialog", 5*time.Second, func(s state) bool { return len(s.Dialogs) == 1 })
	d.keys("", escape)
	d.await("the export dialog closed", 5*time.Second, func(s state) bool { return len(s.Dialogs) == 0 })
	steps("the export dialog closed with Escape")

	menu(239, 14) // Play
	d.click(280, 45)
	d.await("the play window", 10*time.Second, func(s state) bool { return s.Overlays > 0 })
	time.Sleep(time.Second)
	d.keys("", escape)
	d.await("the play window closed with Escape", 10*time.Second, func(s state) bool { return s.Overlays == 0 })
	steps("the play window closed with Escape")
}

// TestEveryLanguageTypesInTheBrowser: Romanian, Italian and Greek letters
// and ∞ typed into a node's name arrive as typed (Fyne's browser driver
// had dropped every character beyond ASCII), and the node is named so.
func TestEveryLanguageTypesInTheBrowser(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	d.click(600, 300)
	d.keys("", insert)
	d.await("Insert: a new leaf", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 0 && s.Nodes == 31 })
	d.keys("", enter)
	d.await("Enter: its dialog", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 1 })
	const typed = "ăîșț é α ∞ ÀÉ"
	d.keys(shift, tab) // from the value to the name
	d.keys("", strings.Split(typed, "")...)
	d.await("the name typed", 10*time.Second, func(s state) bool {
		for _, v := range s.Fields {
			if v == typed {
				return true
			}
		}
		return false
	})
	d.keys("", enter)
	named := func(s state) bool {
		for _, n := range s.Drawn {
			if n.Kind == "name" && n.Text == typed {
				return true
			}
		}
		return false
	}
	d.await("a leaf named "+typed+" drawn", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 0 && s.Nodes == 31 && named(s) })

}
