package e2e

import (
	"bytes"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"gametree/internal/i18n"
	"gametree/internal/probe"
)

func dialogIs(title string) func(probe.State) bool {
	return func(p probe.State) bool { return len(p.Dialogs) > 0 && p.Dialogs[len(p.Dialogs)-1] == title }
}

func dialogStarts(prefix string) func(probe.State) bool {
	return func(p probe.State) bool {
		return len(p.Dialogs) > 0 && strings.HasPrefix(p.Dialogs[len(p.Dialogs)-1], prefix)
	}
}

func noDialog(p probe.State) bool { return len(p.Dialogs) == 0 && p.Overlays == 0 }

// closeDialog presses Escape and waits until no dialog is left. Fyne's
// save dialog keeps Escape in its file name field: its Cancel button is
// clicked instead (the dialog is 900×600 in the middle of the window).
func (a *app) closeDialog() {
	a.t.Helper()
	if p := a.state(); p.Focused == "*widget.Entry" {
		a.click((p.Width-900)/2+798, (p.Height-600)/2+578)
	} else {
		a.key("Escape")
	}
	a.waitFor("no dialog", noDialog)
}

// fileHolds waits until path holds a file that starts with prefix.
func (a *app) fileHolds(path string, prefix []byte) {
	a.t.Helper()
	a.waitFor(filepath.Base(path)+" written", func(probe.State) bool {
		data, err := os.ReadFile(path)
		return err == nil && bytes.HasPrefix(data, prefix)
	})
}

// exportThrough opens an export dialog with its key, confirms it, names
// the picture path in the file dialog that follows, and waits for the
// file to start with magic; shot and fileShot (when not empty) name the
// screenshots of the two dialogs.
func (a *app) exportThrough(key, title, shot, fileShot, path, magic string) {
	a.t.Helper()
	a.key(key)
	a.waitFor("the export dialog", dialogIs(title))
	a.shot(shot)
	a.key("Return")
	a.waitFor("the file dialog of the export", dialogIs("Export to"))
	if fileShot != "" {
		a.shot(fileShot)
	}
	a.key("ctrl+a")
	a.typeText(filepath.Base(path))
	a.key("Return")
	a.fileHolds(path, []byte(magic))
	a.waitFor("no dialog", noDialog)
}

// TestFileDialogs: every file dialog opens in a real window, cancels, and
// reads or writes the file chosen: File, Open; Save As; Save of a tree
// with no file; and "Choose file…" of both export dialogs.
func TestFileDialogs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	first, second := filepath.Join(dir, "a-tree.txt"), filepath.Join(dir, "b-tree.txt")
	os.WriteFile(first, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644)
	os.WriteFile(second, []byte("[[1,2],[3,4]]"), 0o644)
	a := start(t, 1400, 900, first)
	if p := a.state(); p.Document != "a-tree.txt" || p.Size != 13 {
		t.Fatalf("opened %q with %d nodes", p.Document, p.Size)
	}

	a.key("ctrl+o")
	a.waitFor("the Open dialog", dialogIs("Open"))
	a.shot("open-dialog")
	a.closeDialog()
	if p := a.state(); p.Document != "a-tree.txt" {
		t.Errorf("cancelling Open changed the document to %q", p.Document)
	}
	// The dialog opens in the tree's folder, 900×600 in the middle of the
	// window: (Parent), a-tree.txt, b-tree.txt in a row.
	a.key("ctrl+o")
	p := a.waitFor("the Open dialog", dialogIs("Open"))
	x0, y0 := (p.Width-900)/2, (p.Height-600)/2
	a.click(x0+208+2*84, y0+130)
	a.click(x0+900-36, y0+600-22)
	a.waitFor("b-tree.txt open", func(p probe.State) bool { return p.Document == "b-tree.txt" && p.Size == 7 && noDialog(p) })

	a.key("ctrl+shift+s")
	a.waitFor("the Save As dialog", dialogIs("Save As"))
	a.shot("save-as-dialog")
	a.key("ctrl+a")
	a.typeText("saved.json")
	a.key("Return")
	saved := filepath.Join(dir, "saved.json")
	a.waitFor("saved.json saved", func(p probe.State) bool { return p.Path == saved && !p.Dirty && noDialog(p) })
	a.fileHolds(saved, []byte("{"))

	a.exportThrough("ctrl+e", "Export step 0", "export-step-dialog", "export-to-dialog", filepath.Join(dir, "step.png"), "\x89PNG")
	a.exportThrough("ctrl+shift+e", "Export animation", "export-animation-dialog", "", filepath.Join(dir, "walk.gif"), "GIF89a")

	// A tree with no file of its own: Save asks where.
	a.key("ctrl+n")
	a.waitFor("a new tree", func(p probe.State) bool { return p.Document == "untitled" })
	a.key("ctrl+s")
	a.waitFor("Save asking where", dialogIs("Save As"))
	a.closeDialog()
	if got, _ := os.ReadFile(first); string(got) != "[[3,12,8],[2,4,6],[14,5,2]]" {
		t.Errorf("the first tree's file changed: %q", got)
	}
}

// TestEveryKey presses every key of the F1 table in a real window and
// checks what each one changed.
func TestEveryKey(t *testing.T) {
	t.Parallel()
	a := start(t, 1400, 900)
	expect := func(keys, what string, ok func(probe.State) bool) probe.State {
		t.Helper()
		a.key(strings.Fields(keys)...)
		return a.waitFor(keys+": "+what, ok)
	}
	step := func(n int) func(probe.State) bool { return func(p probe.State) bool { return p.Step == n } }

	// Answers start hidden: nothing tells the result before the search does.
	if p := a.state(); !p.Hide || p.Shown != 1 {
		t.Fatalf("a first start: hide %v, %d narration lines", p.Hide, p.Shown)
	}
	expect("h", "answers shown", func(p probe.State) bool { return !p.Hide && p.Shown == 82 })
	expect("Right", "step 1", step(1))
	expect("Down", "step 2", step(2))
	expect("Next", "step 3 (Page Down: the clicker)", step(3))
	expect("Left", "step 2", step(2))
	expect("Up", "step 1", step(1))
	expect("Prior", "step 0 (Page Up)", step(0))
	expect("End", "the last step", step(81))
	expect("Home", "step 0", step(0))
	expect("space", "playing", func(p probe.State) bool { return p.Playing && p.Step > 0 })
	expect("space", "paused", func(p probe.State) bool { return !p.Playing })
	a.key("Home")

	zoom := a.state().Zoom
	for _, k := range []string{"plus", "KP_Add", "ctrl+equal"} {
		expect(k, "zoomed in", func(p probe.State) bool { return p.Zoom > zoom*1.2 && !p.Fitted })
		expect("0", "fitted", func(p probe.State) bool { return p.Fitted && p.Zoom == zoom })
	}
	for _, k := range []string{"minus", "KP_Subtract", "ctrl+minus"} {
		expect(k, "zoomed out", func(p probe.State) bool { return p.Zoom < zoom*0.9 })
	}
	expect("f", "fitted", func(p probe.State) bool { return p.Fitted && p.Zoom == zoom })
	a.key("minus")
	expect("ctrl+0", "fitted", func(p probe.State) bool { return p.Fitted && p.Zoom == zoom })

	expect("F1", "the keys", dialogIs("Keyboard Shortcuts"))
	a.shot("keyboard-shortcuts")
	a.closeDialog()
	expect("h", "answers hidden", func(p probe.State) bool { return p.Hide && p.Shown == p.Step+1 })
	expect("h", "answers shown", func(p probe.State) bool { return !p.Hide && p.Shown == 82 })
	expect("l", "the legend", func(p probe.State) bool { return p.Legend })
	expect("l", "no legend", func(p probe.State) bool { return !p.Legend })
	expect("F11", "full screen", func(p probe.State) bool { return p.FullScreen })
	expect("F11", "a window again", func(p probe.State) bool { return !p.FullScreen })
	expect("F5", "presenter mode, answers hidden", func(p probe.State) bool { return p.Presenting && p.Hide && p.FullScreen })
	expect("Next Next", "step 2 in presenter mode", step(2))
	expect("b", "a blank screen", func(p probe.State) bool { return p.Blanked })
	if img := a.screen(); share(img, color.RGBA{0, 0, 0, 0xff}) < 0.99 {
		t.Errorf("B: %.1f%% of the screen is black", 100*share(img, color.RGBA{0, 0, 0, 0xff}))
		a.shot("blank-screen")
	}
	expect("b", "the tree again", func(p probe.State) bool { return !p.Blanked })
	expect("Insert", "(no edits in presenter mode)", func(p probe.State) bool { return p.Undo == "" && len(p.Dialogs) == 0 })
	expect("Escape", "presenter mode left", func(p probe.State) bool { return !p.Presenting && !p.Hide && !p.FullScreen && p.Step == 2 })

	for _, c := range []struct{ keys, dialog string }{
		{"ctrl+o", "Open"}, {"ctrl+s", "Save As"}, {"ctrl+shift+s", "Save As"}, {"ctrl+e", "Export step 2"},
		{"ctrl+shift+e", "Export animation"}, {"ctrl+shift+g", "Generate a Game Tree"},
	} {
		expect(c.keys, c.dialog, dialogIs(c.dialog))
		a.closeDialog()
	}
	expect("ctrl+g", "the random tree dialog", dialogIs("Generate a Random Tree"))
	expect("Return", "a random tree", func(p probe.State) bool {
		return strings.HasPrefix(p.Document, "Random tree") && noDialog(p) && !p.Dirty
	})
	expect("ctrl+n", "a new tree, with nothing to save", func(p probe.State) bool { return p.Document == "untitled" && p.Size == 1 && noDialog(p) })

	// Building a tree: Insert adds a leaf and selects it; its value is
	// typed where it stands, Enter sets it.
	expect("Insert", "a1 added and selected", func(p probe.State) bool { return p.Tree == "[0]" && noDialog(p) && p.Selected == "a1" })
	a.typeText("3")
	expect("Return", "a1 = 3", func(p probe.State) bool { return p.Tree == "[3]" && p.Cell == "" && p.Selected == "a1" })
	expect("ctrl+z", "the value undone", func(p probe.State) bool { return p.Tree == "[0]" && p.Undo == "edit.add_child" })
	expect("ctrl+z", "the Insert undone, in one step", func(p probe.State) bool { return p.Tree == "0" && p.Undo == "" })
	expect("ctrl+y", "the Insert redone", func(p probe.State) bool { return p.Tree == "[0]" && p.Undo == "edit.add_child" })
	expect("ctrl+y", "the value redone", func(p probe.State) bool { return p.Tree == "[3]" && p.Undo == "session.set_value" })
	expect("alt+Up", "the root selected", func(p probe.State) bool { return p.Selected == "a" })
	expect("Insert", "a2 added", func(p probe.State) bool { return p.Tree == "[3,0]" && p.Selected == "a2" })
	a.typeText("5")
	expect("Escape", "(Escape keeps a2's value)", func(p probe.State) bool { return p.Tree == "[3,0]" && p.Cell == "" })
	a.typeText("5")
	expect("KP_Enter", "a2 = 5", func(p probe.State) bool { return p.Tree == "[3,5]" && p.Cell == "" })
	expect("alt+Up", "the root selected", func(p probe.State) bool { return p.Selected == "a" })
	expect("shift+Insert", "(the root has no siblings)", func(p probe.State) bool { return strings.Contains(p.Status, "root has no siblings") })
	at := a.state().Nodes["a1"]
	a.click(at[0], at[1])
	a.waitFor("a1 selected", func(p probe.State) bool { return p.Selected == "a1" })
	expect("shift+Insert", "a sibling after a1, selected", func(p probe.State) bool { return p.Tree == "[3,0,5]" && p.Selected == "a3" })
	a.typeText("4")
	expect("Return", "its value", func(p probe.State) bool { return p.Tree == "[3,4,5]" && noDialog(p) })
	expect("Delete", "the sibling deleted", func(p probe.State) bool { return p.Tree == "[3,5]" && p.Selected == "a" })
	at = a.state().Nodes["a1"]
	a.click(at[0], at[1])
	expect("ctrl+Right", "a1 moved right", func(p probe.State) bool { return p.Tree == "[5,3]" && p.Undo == "edit.move_right" })
	expect("ctrl+Left", "a1 moved back", func(p probe.State) bool { return p.Tree == "[3,5]" && p.Undo == "edit.move_left" })
	expect("ctrl+r", "the root flipped", func(p probe.State) bool { return p.Undo == "edit.flip_root" })
	// Ordering a leaf's children changes nothing: said, and not undoable.
	expect("ctrl+b", "nothing to order", func(p probe.State) bool {
		return p.Undo == "edit.flip_root" && strings.Contains(p.Status, "changes nothing")
	})
	expect("alt+Up", "the root selected", func(p probe.State) bool { return p.Selected == "a" })
	expect("ctrl+shift+b", "worst first", func(p probe.State) bool { return p.Undo == "edit.order_worst" && p.Tree == "[5,3]" })
	expect("ctrl+b", "best first", func(p probe.State) bool { return p.Undo == "edit.order_best" && p.Tree == "[3,5]" })
	expect("ctrl+shift+b", "worst first", func(p probe.State) bool { return p.Undo == "edit.order_worst" })
	expect("ctrl+z", "undone", func(p probe.State) bool { return p.Undo == "edit.order_best" })
	expect("ctrl+y", "redone", func(p probe.State) bool { return p.Undo == "edit.order_worst" })
	expect("ctrl+z", "undone", func(p probe.State) bool { return p.Undo == "edit.order_best" })
	expect("ctrl+shift+z", "redone", func(p probe.State) bool { return p.Undo == "edit.order_worst" })
	expect("ctrl+z", "the children as they were", func(p probe.State) bool { return p.Tree == "[3,5]" })
	for _, k := range []string{"Return", "KP_Enter", "F2"} {
		expect(k, "the node dialog", dialogStarts("Edit "))
		a.closeDialog()
	}
	expect("Escape", "following the search", func(p probe.State) bool { return p.Selected == "" })

	// The keyboard selects nodes: Alt and the arrows; while practising,
	// Enter answers at the selected node and edits are refused.
	expect("alt+Down", "the root selected", func(p probe.State) bool { return p.Selected == "a" })
	expect("alt+Down", "its first child", func(p probe.State) bool { return p.Selected == "a1" })
	expect("alt+Right", "its sibling", func(p probe.State) bool { return p.Selected == "a2" })
	expect("alt+Up", "the parent", func(p probe.State) bool { return p.Selected == "a" })
	expect("ctrl+p", "the practice dialog", dialogIs("Practise"))
	expect("Return", "practising the values", func(p probe.State) bool { return p.Practising == "practice.values" && noDialog(p) })
	expect("Delete", "(no edits while practising)", func(p probe.State) bool {
		return p.Tree == "[3,5]" && strings.Contains(p.Status, "Stop practising to edit")
	})
	expect("alt+Down alt+Up", "the root again", func(p probe.State) bool { return p.Selected == "a" })
	expect("Return", "the root's value asked for", dialogIs("Value of a"))
	a.typeText("3")
	expect("Return", "answered", func(p probe.State) bool { return noDialog(p) && p.Practising != "" && p.Tree == "[3,5]" })

	// Unsaved work: Ctrl+N and Ctrl+Q ask; Escape keeps the tree; Discard
	// quits.
	expect("ctrl+n", "the unsaved-changes question", dialogIs("Unsaved changes"))
	a.shot("unsaved-changes")
	a.closeDialog()
	if p := a.state(); p.Tree != "[3,5]" || !p.Dirty {
		t.Errorf("cancelling New lost the tree: %q", p.Tree)
	}
	expect("ctrl+q", "the unsaved-changes question", dialogIs("Unsaved changes"))
	a.key("Tab", "Tab", "space") // Cancel, Discard
	select {
	case <-a.exited:
	case <-waitTimeout():
		t.Fatal("Discard did not quit")
	}
}

// TestKeysAfterAClickOnAControl: whatever control was clicked or tabbed
// to, Page Down still steps and the control does not change.
func TestKeysAfterAClickOnAControl(t *testing.T) {
	t.Parallel()
	a := start(t, 1400, 900)
	controls := a.state().Controls
	names := []string{"algorithm", "root", "strict", "coarse", "play", "scrubber", "speed", "narration"}
	for _, name := range names {
		at, ok := controls[name]
		if !ok {
			t.Fatalf("no control %s on screen: %v", name, controls)
		}
		a.key("Home")
		a.waitFor("step 0", func(p probe.State) bool { return p.Step == 0 && !p.Playing })
		a.click(at[0], at[1])
		if name == "strict" || name == "coarse" {
			// Give the tick time: under Xvfb a click on a check box is now
			// and then not seen at all (1 run in 4 on a 2-core machine,
			// never by hand); what this test checks is the keys after it.
			time.Sleep(800 * time.Millisecond)
			if p := a.state(); p.Strict != (name == "strict") || p.Coarse != (name == "coarse") {
				t.Logf("the click on %s did not tick it (strict %v, coarse %v)", name, p.Strict, p.Coarse)
			}
		}
		a.key("Escape") // a drop-down's list closes
		before := a.waitFor("no pop-up", noDialog)
		a.key("Home", "Next", "Next")
		p := a.waitFor("Page Down after a click on "+name, func(p probe.State) bool { return p.Step == 2 })
		// Keys change no control.
		if p.Algorithm != "alphabeta" || p.Root != "auto" || p.Coarse != before.Coarse || p.Strict != before.Strict {
			t.Errorf("after a click on %s and keys: algorithm %s, root %s, coarse %v (was %v), strict %v (was %v)",
				name, p.Algorithm, p.Root, p.Coarse, before.Coarse, p.Strict, before.Strict)
		}
		if p.Strict || p.Coarse {
			a.click(at[0], at[1]) // back to the default
			a.waitFor("no tick in "+name, func(p probe.State) bool { return !p.Strict && !p.Coarse })
		}
		if name == "play" {
			a.key("space")
		}
	}
	a.key("Home")
	for range 6 {
		a.key("Tab")
		p := a.state()
		a.key("Next")
		a.waitFor("Page Down after Tab to "+p.Focused, func(q probe.State) bool { return q.Step == p.Step+1 })
	}
}

// TestEveryMenuItem opens every menu item with the keyboard (Alt, arrows,
// Enter) and checks what it did.
func TestEveryMenuItem(t *testing.T) {
	t.Parallel()
	a := start(t, 1400, 900)
	menus := a.state().Menus
	check := func(what string, ok func(probe.State) bool, path ...string) probe.State {
		t.Helper()
		a.menu(path...)
		return a.waitFor(strings.Join(path, " › ")+": "+what, ok)
	}
	dialog := func(title string, path ...string) {
		t.Helper()
		check("a dialog", dialogStarts(title), path...)
		a.closeDialog()
	}

	samples := menus[0].Items[slices.IndexFunc(menus[0].Items, func(i probe.Menu) bool { return i.Label == "Open Sample" })].Items
	for _, sample := range samples[1:] {
		doc := a.state().Document
		check("another sample", func(p probe.State) bool { return p.Document != doc && noDialog(p) }, "File", "Open Sample", sample.Label)
	}
	check("the walk-through", func(p probe.State) bool { return p.Steps == 82 }, "File", "Open Sample", samples[0].Label)
	dialog("New Tree from Text", "File", "New Tree from Text…")
	dialog("Generate a Random Tree", "File", "Random Tree…")
	dialog("Generate a Game Tree", "File", "Game Tree…")
	dialog("Open", "File", "Open…")
	dialog("Save As", "File", "Save")
	dialog("Save As", "File", "Save As…")
	dialog("Export step", "File", "Export Current Step…")
	dialog("Export animation", "File", "Export Animation…")

	check("zoomed in", func(p probe.State) bool { return !p.Fitted }, "View", "Zoom", "Zoom In")
	check("fitted", func(p probe.State) bool { return p.Fitted }, "View", "Zoom", "Fit to Window")
	zoom := a.state().Zoom
	check("zoomed out", func(p probe.State) bool { return p.Zoom < zoom }, "View", "Zoom", "Zoom Out")
	check("presenter mode", func(p probe.State) bool { return p.Presenting }, "View", "Presenter Mode")
	a.key("Escape")
	check("full screen", func(p probe.State) bool { return p.FullScreen && !p.Presenting }, "View", "Full Screen")
	check("a window again", func(p probe.State) bool { return !p.FullScreen }, "View", "Full Screen")
	for i, name := range []string{"Light", "Dark", "Follow the System"} {
		want := []int{1, 2, 0}[i]
		check(name, func(p probe.State) bool { return p.Appearance == want }, "View", "Appearance", name)
	}
	for i, name := range []string{"Colour-blind Safe", "Greyscale", "Standard (dark in dark mode)"} {
		want := []int{1, 2, 0}[i]
		check(name, func(p probe.State) bool { return p.Palette == want }, "View", "Tree Colours", name)
	}
	for i, name := range []string{"Large (classroom)", "Huge (back row)", "Normal"} {
		want := []float64{1.4, 2, 1}[i]
		check(name, func(p probe.State) bool { return p.TextScale == want }, "View", "Text Size", name)
	}
	// The menus speak the language chosen: each switch is made through
	// the menus of the language before it.
	speaking := i18n.English()
	for i, name := range []string{"Română", "Italiano", "English"} {
		want := []string{"ro", "it", "en"}[i]
		check(name, func(p probe.State) bool {
			return p.Language == want && p.Menus[2].Label == i18n.Must(want).T("menu.view")
		},
			speaking.T("menu.view"), speaking.T("menu.language"), name)
		speaking = i18n.Must(want)
	}
	check("the legend", func(p probe.State) bool { return p.Legend }, "View", "Legend")
	check("answers shown", func(p probe.State) bool { return !p.Hide }, "View", "Hide Answers") // hidden at first
	check("answers hidden", func(p probe.State) bool { return p.Hide }, "View", "Hide Answers")
	show := a.state().Show
	check("call numbers", func(p probe.State) bool { return p.Show != show }, "View", "Tree Drawing", "Show Call Numbers")
	check("boards", func(p probe.State) bool { return p.Show != show && p.Show&0x20 != 0 }, "View", "Tree Drawing", "Show Boards (game trees)")
	check("left to right", func(p probe.State) bool { return p.LeftRight }, "View", "Tree Drawing", "Grow Left to Right")
	check("top down", func(p probe.State) bool { return !p.LeftRight }, "View", "Tree Drawing", "Grow Left to Right")
	check("not following", func(p probe.State) bool { return !p.Follow }, "View", "Tree Drawing", "Follow the Search")
	check("following", func(p probe.State) bool { return p.Follow }, "View", "Tree Drawing", "Follow the Search")
	dialog("Keyboard Shortcuts", "Help", "Keyboard Shortcuts")
	dialog("About gametree", "Help", "About gametree")

	// Edits act on the search's current node: step to e's call.
	a.key("Home")
	for range 18 {
		a.key("Next")
	}
	a.waitFor("e current", func(p probe.State) bool { return p.Inspected == "e (current)" })
	check("e3 added", func(p probe.State) bool { return p.Undo == "edit.add_child" && strings.Contains(p.Tree, "[2,12,0]") }, "Edit", "Add Child")
	check("undone", func(p probe.State) bool { return p.Undo == "" && !strings.Contains(p.Tree, "[2,12,0]") }, "Edit", "Undo Add Child")
	check("redone", func(p probe.State) bool { return p.Undo == "edit.add_child" }, "Edit", "Redo Add Child")
	check("a sibling added", func(p probe.State) bool { return p.Undo == "edit.add_sibling" }, "Edit", "Add Sibling")
	check("deleted", func(p probe.State) bool { return p.Undo == "edit.delete" }, "Edit", "Delete Subtree")
	check("how many children asked", func(p probe.State) bool { return p.Cell != "" && p.Focused == "*ui.cellEntry" }, "Edit", "Add Children…")
	a.typeText("2")
	a.key("Return")
	a.waitFor("two children added", func(p probe.State) bool { return p.Undo == "session.add_children" && p.Cell == "" })
	a.key("ctrl+z")
	a.waitFor("the children undone", func(p probe.State) bool { return p.Undo == "edit.delete" })
	check("(nothing on the clipboard)", func(p probe.State) bool { return strings.Contains(p.Status, "the clipboard holds no text") }, "Edit", "Paste Subtree")
	dialog("Edit ", "Edit", "Edit Node…")
	check("moved right", func(p probe.State) bool { return p.Undo == "edit.move_right" }, "Edit", "Move Right")
	check("moved left", func(p probe.State) bool { return p.Undo == "edit.move_left" }, "Edit", "Move Left")
	for _, who := range []string{"MAX", "MIN", "Alternate with the Parent"} {
		check(who, func(p probe.State) bool { return p.Undo == "edit.set_kind" }, "Edit", "Who Moves Here", who)
	}
	check("flipped", func(p probe.State) bool { return p.Undo == "edit.flip_root" }, "Edit", "Flip Root MAX/MIN")
	check("best first", func(p probe.State) bool { return p.Undo == "edit.order_best" }, "Edit", "Order Best-First")
	check("worst first", func(p probe.State) bool { return p.Undo == "edit.order_worst" }, "Edit", "Order Worst-First")
	check("relabelled", func(p probe.State) bool { return p.Undo == "edit.relabel" }, "Edit", "Relabel Automatically")
	check("the tree asks first", dialogIs("Unsaved changes"), "File", "New Tree")
	a.closeDialog()
	check("quit asks first", dialogIs("Unsaved changes"), "File", "Quit")
	a.key("Tab", "Tab", "space")
	select {
	case <-a.exited:
	case <-waitTimeout():
		t.Fatal("Quit, Discard did not quit")
	}
}

// TestSmallWindowHugeText: at 800×600 with Huge text the window arranges
// itself compactly, keeps working, and shows it.
func TestSmallWindowHugeText(t *testing.T) {
	t.Parallel()
	a := start(t, 1400, 900)
	a.shot("window-1400x900")
	a.resize(800, 600)
	a.waitFor("the compact arrangement", func(p probe.State) bool { return p.Compact })
	a.shot("window-800x600")
	a.key("alt", "Down", "Right", "Right")
	menus := a.state().Menus
	view := menus[2].Items
	k := 0
	for _, it := range view {
		if it.Label == "Text Size" {
			break
		}
		if !it.Separator {
			k++
		}
	}
	for range k + 1 {
		a.key("Down")
	}
	a.key("Right", "Down", "Down", "Return")
	a.waitFor("Huge text", func(p probe.State) bool { return p.TextScale == 2 && p.Compact })
	a.resize(800, 600)
	for range 24 {
		a.key("Next")
	}
	a.waitFor("step 24", func(p probe.State) bool { return p.Step == 24 })
	a.shot("window-800x600-huge")
	a.key("F1")
	a.waitFor("the keys", dialogIs("Keyboard Shortcuts"))
	a.shot("keyboard-shortcuts-800x600-huge")
	a.closeDialog()
	a.key("F5")
	a.waitFor("presenter mode", func(p probe.State) bool { return p.Presenting })
	a.shot("presenter-800x600-huge")
}

func waitTimeout() <-chan time.Time { return time.After(15 * time.Second) }

// share is the part of an image's pixels (every fourth in each direction)
// that are of colour c.
func share(img *image.RGBA, c color.RGBA) float64 {
	b := img.Bounds()
	same, all := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			all++
			if img.RGBAAt(x, y) == c {
				same++
			}
		}
	}
	return float64(same) / float64(max(all, 1))
}

// TestWindowFitsTheScreen: on a 1024×768 projector the window opens
// filling the screen, not at 1400×900 half off it nor at 90% of it
// (922×692, a margin of desktop round the slide); the size it is left at
// is kept for the next start (within the screen again).
func TestWindowFitsTheScreen(t *testing.T) {
	t.Parallel()
	a := start(t, 1024, 768)
	p := a.waitFor("the window fitted", func(p probe.State) bool { return p.Width <= 1024 && p.Height <= 768 })
	if p.Width != 1024 || p.Height != 768 {
		t.Errorf("the window is %v×%v on a 1024×768 screen", p.Width, p.Height)
	}
	a.resize(800, 600)
	a.waitFor("800×600", func(p probe.State) bool { return p.Width == 800 })
	a.key("ctrl+q")
	select {
	case <-a.exited:
	case <-waitTimeout():
		t.Fatal("Ctrl+Q did not quit")
	}
	b := startWith(t, "en_US.UTF-8", readPrefs(t, a.home), 1920, 1080)
	b.waitFor("the size kept", func(p probe.State) bool { return p.Width == 800 && p.Height == 600 })
}

// readPrefs returns the preferences an app left in its home.
func readPrefs(t *testing.T, home string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(home, ".config", "fyne", "io.github.gametree", "preferences.json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
