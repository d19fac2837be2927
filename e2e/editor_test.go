package e2e

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"gametree/internal/probe"
	"gametree/internal/tree"
	"gametree/internal/treefile"
)

const aimaTree = "[[3,12,8],[2,4,6],[14,5,2]]"

// TestAIMAFromTheKeyboard types AIMA Figure 5.2 into a new tree with the
// keyboard alone, as fast as xdotool types (40 ms a key), never waiting
// for the searches the edits start: a number and Insert give a node that
// many children, values go in where the leaves stand, Tab goes on to the
// next leaf. The tree is saved and read back (MAX's value 3), and Ctrl+Z
// takes back each step, one at a time.
func TestAIMAFromTheKeyboard(t *testing.T) {
	t.Parallel()
	a := start(t, 1024, 768)
	keystrokes := 0
	press := func(keys ...string) { keystrokes += len(keys); a.key(keys...) }
	typ := func(s string) { keystrokes += utf8.RuneCountInString(s); a.typeText(s) }

	began := time.Now()
	press("ctrl+n")
	a.waitFor("a new tree", func(p probe.State) bool { return p.Document == "untitled" && p.Tree == "0" && noDialog(p) })
	press("alt+Down")
	a.waitFor("the root selected", func(p probe.State) bool { return p.Selected == "a" })
	typ("3")
	press("Insert") // a1, a2, a3; a1 selected
	typ("3")
	press("Insert") // a11, a12, a13
	for _, v := range []string{"3", "12", "8"} {
		typ(v)
		press("Tab")
	}
	typ("3") // at a2, which Tab reached after a13
	press("Insert")
	for _, v := range []string{"2", "4", "6"} {
		typ(v)
		press("Tab")
	}
	typ("3")
	press("Insert")
	typ("14")
	press("Tab")
	typ("5")
	press("Tab")
	typ("2")
	press("Return")
	p := a.waitFor("AIMA Figure 5.2", func(p probe.State) bool { return p.Tree == aimaTree && p.Cell == "" })
	took := time.Since(began)
	t.Logf("AIMA Figure 5.2 typed in %d keystrokes, %.1f s of wall time", keystrokes, took.Seconds())
	if took > time.Minute || keystrokes > 30 {
		t.Errorf("AIMA Figure 5.2 took %d keystrokes and %v", keystrokes, took)
	}
	if p.Undo != "session.set_value" || p.Selected != "a33" || !p.Dirty {
		t.Errorf("after the last leaf: undo %q, selected %q, dirty %v", p.Undo, p.Selected, p.Dirty)
	}

	// Saved and read back, the tree is AIMA's: MAX's value is 3.
	a.key("ctrl+s")
	a.waitFor("Save asking where", dialogIs("Save As"))
	a.key("ctrl+a")
	a.typeText("typed-aima.json")
	a.key("Return")
	p = a.waitFor("the tree saved", func(p probe.State) bool {
		return strings.HasSuffix(p.Path, "typed-aima.json") && !p.Dirty && noDialog(p)
	})
	data, err := os.ReadFile(p.Path)
	if err != nil {
		t.Fatal(err)
	}
	saved, _, err := treefile.Read(data, p.Path, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	if v := saved.Values(saved.Kinds(tree.Max))[tree.Root]; v != 3 || saved.Len() != 13 {
		t.Errorf("the saved tree: %d nodes, worth %v to MAX", saved.Len(), v)
	}

	// Ctrl+Z takes back one step at a time: the values, then the
	// children, back to the new tree's one leaf.
	steps := []string{"0", "[0,0,0]", "[[0,0,0],0,0]", "[[3,0,0],0,0]", "[[3,12,0],0,0]", "[[3,12,8],0,0]",
		"[[3,12,8],[0,0,0],0]", "[[3,12,8],[2,0,0],0]", "[[3,12,8],[2,4,0],0]", "[[3,12,8],[2,4,6],0]",
		"[[3,12,8],[2,4,6],[0,0,0]]", "[[3,12,8],[2,4,6],[14,0,0]]", "[[3,12,8],[2,4,6],[14,5,0]]"}
	for i := len(steps) - 1; i >= 0; i-- {
		a.key("ctrl+z")
		a.waitFor(fmt.Sprintf("undo %d: %s", len(steps)-i, steps[i]), func(p probe.State) bool { return p.Tree == steps[i] })
	}
	if p := a.state(); p.Undo != "" {
		t.Errorf("%d undos, and %q still to undo", len(steps), p.Undo)
	}
}

// TestTypingAtANode: a digit typed with a node selected opens a field over
// the node holding it (shown in each language); Tab sets the value and
// moves the field to the next leaf with its value chosen, Shift+Tab back;
// Escape leaves the node as it was; a mistake says so in the status line
// and keeps the field. Nothing selected, 0 still fits the tree.
func TestTypingAtANode(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lang, code, hint, notNumber string }{
		{"en_US.UTF-8", "en", "b1: Enter sets the value", "is not a number"},
		{"ro_RO.UTF-8", "ro", "b1: Enter stabilește valoarea", "nu este un număr"},
		{"it_IT.UTF-8", "it", "b1: Invio imposta il valore", "non è un numero"},
	} {
		t.Run(c.code, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			file := dir + "/aima.txt"
			os.WriteFile(file, []byte(aimaTree), 0o644)
			a := startIn(t, c.lang, 1024, 768, file)
			// The window fits the tree again as it settles to the screen:
			// zoom in until it stays zoomed.
			for range 5 {
				if a.key("plus"); !a.state().Fitted {
					break
				}
				time.Sleep(300 * time.Millisecond)
			}
			a.waitFor("zoomed in", func(p probe.State) bool { return !p.Fitted })
			a.key("0")
			a.waitFor("0 fits the tree with nothing selected", func(p probe.State) bool { return p.Fitted && p.Cell == "" })

			at := a.state().Nodes["b1"]
			a.click(at[0], at[1])
			a.waitFor("b1 selected", func(p probe.State) bool { return p.Selected == "b1" })
			a.typeText("15")
			p := a.waitFor("the field over b1", func(p probe.State) bool { return p.Cell == "b1: 15" })
			box := p.Boxes["cell"]
			if at := p.Nodes["b1"]; at[0] < box.X || at[0] > box.X+box.W || at[1] < box.Y || at[1] > box.Y+box.H {
				t.Errorf("the field %+v is not over b1 at %v", box, at)
			}
			if !strings.Contains(p.Status, c.hint) || p.Focused != "*ui.cellEntry" {
				t.Errorf("status %q, focused %s", p.Status, p.Focused)
			}
			a.shot("cell-typing-" + c.code)

			a.key("Tab")
			a.waitFor("b1 = 15, the field at b2", func(p probe.State) bool {
				return p.Tree == "[[15,12,8],[2,4,6],[14,5,2]]" && p.Cell == "b2: 12" && p.Selected == "b2"
			})
			a.shot("cell-tab-" + c.code)
			a.key("shift+Tab")
			a.waitFor("back at b1", func(p probe.State) bool { return p.Cell == "b1: 15" && p.Selected == "b1" })
			a.typeText("1x")
			a.key("Return")
			p = a.waitFor("the mistake said", func(p probe.State) bool { return strings.Contains(p.Status, c.notNumber) })
			if p.Cell != "b1: 1x" || p.Tree != "[[15,12,8],[2,4,6],[14,5,2]]" {
				t.Errorf("after a mistake: field %q, tree %s", p.Cell, p.Tree)
			}
			a.shot("cell-mistake-" + c.code)
			a.key("Escape")
			p = a.waitFor("the field closed", func(p probe.State) bool { return p.Cell == "" && p.Focused == "" })
			if p.Tree != "[[15,12,8],[2,4,6],[14,5,2]]" || p.Selected != "b1" {
				t.Errorf("Escape: tree %s, selected %q", p.Tree, p.Selected)
			}
			a.key("Right")
			a.waitFor("Right steps the search again", func(p probe.State) bool { return p.Step == 1 })

			// F1 lists the keys, in the table's order: scrolled to them.
			a.key("F1")
			p = a.waitFor("the keys", func(p probe.State) bool { return len(p.Dialogs) == 1 })
			a.xdotool("mousemove", fmt.Sprint(int(p.Width/2)), fmt.Sprint(int(p.Height/2)))
			a.xdotool("click", "--repeat", "56", "--delay", "10", "5")
			a.shot("cell-keys-" + c.code)
		})
	}
}
