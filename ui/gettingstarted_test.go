package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/samples"
)

// TestGettingStarted: Help › Getting Started shows, in each language, how
// to step (R for calls and returns only among the keys), what a node's
// number and pair mean, and the ways to make a tree, by the menus' own
// names; Escape closes it and the keys step the tree again.
func TestGettingStarted(t *testing.T) {
	w := newTestWindow(t)
	defer w.h.setLanguage("en") // Fyne's own words follow the process's LANGUAGE
	for _, code := range i18n.Codes() {
		w.h.setLanguage(code)
		l := w.lang()
		menuItem(t, w.Window, l.T("menu.help"), l.T("menu.getting_started")).Action()
		if got := w.dialogTitles(); got != l.T("start.title") {
			t.Fatalf("%s: dialogs %q", code, got)
		}
		page := w.startPage().page()
		menu := func(id string) string { return strings.TrimSuffix(l.T(id), "…") }
		for _, want := range []string{menu("menu.new_from_text"), menu("menu.open_sample"), menu("menu.random_tree"), menu("menu.game_tree"),
			menu("menu.new_tree"), l.T("start.new_hint"), "(α, β)", "F5", "F1", " R "} {
			if !strings.Contains(page, want) {
				t.Errorf("%s: Getting Started does not say %q", code, want)
			}
		}
		if strings.Contains(page, "{{") || strings.Contains(page, "<no value>") {
			t.Errorf("%s: a parameter left unfilled in %q", code, page)
		}
		w.key(fyne.KeyEscape, 1)
		if got := w.dialogTitles(); got != "" {
			t.Fatalf("%s: Escape left %q open", code, got)
		}
		step := w.s.Step()
		w.key(fyne.KeyRight, 1)
		if w.s.Step() != step+1 {
			t.Errorf("%s: Right after Getting Started: step %d, was %d", code, w.s.Step(), step)
		}
	}
}

// TestGettingStartedFitsAProjector: the page scrolls within a 1024×768
// window in every language (Romanian's and Italian's are the longest),
// its text wrapping to the dialog's width.
func TestGettingStartedFitsAProjector(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1024, 768))
	defer w.h.setLanguage("en")
	for _, code := range i18n.Codes() {
		w.h.setLanguage(code)
		w.startPage().show()
		over := w.win.Canvas().Overlays().Top()
		if over == nil {
			t.Fatalf("%s: no dialog", code)
		}
		var text *widget.RichText
		walk(over, func(o fyne.CanvasObject) {
			if r, ok := o.(*widget.RichText); ok {
				text = r
			}
		})
		if text == nil || text.Wrapping != fyne.TextWrapWord {
			t.Fatalf("%s: the page is no wrapping text", code)
		}
		if s := text.Size(); s.Width > 1024 || s.Width < 400 {
			t.Errorf("%s: the page is %v wide in a 1024×768 window", code, s)
		}
		w.key(fyne.KeyEscape, 1)
	}
}

// TestNewTreeSaysHowToGrowIt: New Tree's lone leaf comes with the Edit
// menu's keys that grow it, in the status line, and they stay there with
// the pointer where a node of the tree before was (the pointer resting
// on the walk-through's l had written its empty details over them).
func TestNewTreeSaysHowToGrowIt(t *testing.T) {
	w := newTestWindow(t)
	w.canvas.hovered = tree.NodeID(w.s.Doc().Tree.Len() - 1)
	w.edit.newTree()
	w.h.showStep() // as the app's search lands, after the hint
	if w.s.Doc().Tree.Len() != 1 {
		t.Fatalf("New Tree made %d nodes", w.s.Doc().Tree.Len())
	}
	if got, want := w.status.label.Text, w.lang().T("start.new_hint"); got != want {
		t.Errorf("the status line says %q, want %q", got, want)
	}
}

// TestRStepsThroughCallsAndReturns: R is the toolbar's "Calls and returns
// only", ticking it, and back; F1 lists it.
func TestRStepsThroughCallsAndReturns(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyR, 1)
	if !w.s.Coarse() || !w.bar.coarse.Checked {
		t.Fatalf("R: coarse %v, ticked %v", w.s.Coarse(), w.bar.coarse.Checked)
	}
	w.key(fyne.KeyRight, 1)
	if want := int(w.s.Trace().Coarse()[1]); w.s.Step() != want {
		t.Errorf("Right in calls and returns only: step %d, want %d", w.s.Step(), want)
	}
	w.key(fyne.KeyR, 1)
	if w.s.Coarse() || w.bar.coarse.Checked {
		t.Errorf("R again: coarse %v, ticked %v", w.s.Coarse(), w.bar.coarse.Checked)
	}
	listed := false
	for _, b := range w.bindings() {
		listed = listed || (b.id == "coarse" && w.lang().T("keys."+b.id) == "R")
	}
	if !listed {
		t.Error("F1 does not list R")
	}
}

// TestStartOpensTheLastTree: a start with no tree asked for opens the
// one the window was left on: on a first start the walk-through, with
// Getting Started offered (until it is opened, whatever the pointer
// hovers); then a file opened, as it is on disk; a file
// gone since opens the walk-through with one message naming it; a tree
// given on the command line wins.
func TestStartOpensTheLastTree(t *testing.T) {
	a := test.NewTempApp(t)
	first := startedWindow(a, nil, "", "", nil)
	if d := first.s.Doc(); d.Name != samples.Default || first.status.label.Text != first.lang().T("start.offer") {
		t.Fatalf("a first start: %q, the status line %q", d.Name, first.status.label.Text)
	}
	// The pointer on a node shows its details; off it, the offer again.
	offer := first.lang().T("start.offer")
	first.status.hover(0, false)
	if got := first.status.label.Text; got == offer || !strings.HasPrefix(got, "a") {
		t.Errorf("hovering the root: the status line %q", got)
	}
	first.status.hover(tree.None, false)
	if got := first.status.label.Text; got != offer {
		t.Errorf("the pointer off the tree: the status line %q", got)
	}
	first.startPage().show()
	first.key(fyne.KeyEscape, 1)
	if first.status.hover(tree.None, false); first.status.label.Text != "" {
		t.Errorf("after Getting Started the status line says %q", first.status.label.Text)
	}
	file := filepath.Join(t.TempDir(), "lecture.txt")
	os.WriteFile(file, []byte("[[3, 12, 8], [2, 4, 6]]"), 0o644)
	first.docs.openPath(file)
	first.edit.newTree() // no file: kept whole

	again := startedWindow(a, nil, "", "", nil)
	if d := again.s.Doc(); d.Tree.Len() != 1 || d.Name != again.lang().T("doc.untitled") || again.status.label.Text == again.lang().T("start.offer") {
		t.Errorf("the new tree reopens as %q, %d nodes; the status line %q", d.Name, d.Tree.Len(), again.status.label.Text)
	}
	again.docs.openPath(file)

	third := startedWindow(a, nil, "", "", nil)
	if d := third.s.Doc(); d.Path != file || d.Tree.Len() != 9 || third.dialogTitles() != "" {
		t.Errorf("the file reopens as %q (%s), %d nodes; dialogs %q", d.Name, d.Path, d.Tree.Len(), third.dialogTitles())
	}
	os.Remove(file)

	gone := startedWindow(a, nil, "", "", nil)
	if d := gone.s.Doc(); d.Name != samples.Default || !strings.Contains(gone.dialogTitles(), file) || strings.Count(gone.dialogTitles(), "|") != 0 {
		t.Errorf("a file gone: %q opens, dialogs %q", d.Name, gone.dialogTitles())
	}

	given, _ := samples.Load("aima-fig5-2")
	wins := startedWindow(a, given, "aima-fig5-2", "", nil)
	if d := wins.s.Doc(); d.Name != "aima-fig5-2" {
		t.Errorf("the tree asked for: %q opens", d.Name)
	}
	if d := startedWindow(a, nil, "", "", nil).s.Doc(); d.Name != "aima-fig5-2" || d.Tree.Len() != given.Len() {
		t.Errorf("after the tree asked for, %q reopens", d.Name)
	}
}

// startedWindow is a window of app a started as Run starts it.
func startedWindow(a fyne.App, t *tree.Tree, name, path string, problem error) *testWindow {
	w := newWindow(a)
	w.bg.async = func(f func()) { f() }
	w.win.Resize(fyne.NewSize(1200, 800))
	w.docs.start(t, name, path, problem)
	return &testWindow{Window: w}
}

// startPage is Getting Started as the Help menu opens it.
func (tw *testWindow) startPage() gettingStarted {
	return gettingStarted{h: tw.h, dialogs: tw.dialogs, status: tw.status}
}
