package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/samples"
)

// TestExportFromTheWindow: a step and an animation as frames, drawn with
// the dialog's choices, written beside each other; a second, shorter
// animation replaces the first one's frames without leaving stale ones.
func TestExportFromTheWindow(t *testing.T) {
	w := newTestWindow(t)
	w.docs.openSample("aima-fig5-2")
	dir := t.TempDir()
	w.key(fyne.KeyRight, 3)
	f, _ := w.docs.export.newForm(false)
	f.format.SetSelected("SVG")
	opt, err := w.docs.export.options(f)
	if err != nil {
		t.Fatal(err)
	}
	w.docs.export.run(export.NewPicture(w.s.Trace(), opt, []int{3}), []int{3}, export.SVG, filepath.Join(dir, "step.svg"), false)
	if data, err := os.ReadFile(filepath.Join(dir, "step.svg")); err != nil || !strings.Contains(string(data), "<svg") {
		t.Fatalf("step.svg: %v", err)
	}
	pic := export.NewPicture(w.s.Trace(), opt, nil)
	w.docs.export.run(pic, []int{0, 1, 2, 3, 4}, export.DOT, filepath.Join(dir, "walk.dot"), true)
	w.docs.export.run(pic, []int{0, 1, 2}, export.DOT, filepath.Join(dir, "walk.dot"), true)
	frames, _ := filepath.Glob(filepath.Join(dir, "walk-*.dot"))
	if len(frames) != 3 || !strings.Contains(w.status.label.Text, "removed 2 older frames") {
		t.Errorf("frames %v, note %q", frames, w.status.label.Text)
	}
	// An animation as a PDF is one file of a page a frame, not frames.
	w.docs.export.run(pic, []int{0, 1, 2}, export.PDF, filepath.Join(dir, "walk.pdf"), true)
	data, err := os.ReadFile(filepath.Join(dir, "walk.pdf"))
	if err != nil || !strings.Contains(string(data), "/Count 3 ") || !strings.Contains(w.status.label.Text, "walk.pdf") {
		t.Errorf("walk.pdf: %v, note %q", err, w.status.label.Text)
	}
	if frames, _ := filepath.Glob(filepath.Join(dir, "walk-*.pdf")); len(frames) != 0 {
		t.Errorf("PDF frames: %v", frames)
	}
	f.dpi.SetText("NaN")
	if _, err := w.docs.export.options(f); err == nil {
		t.Error("a DPI of NaN was taken")
	}
}

// TestExportNeverOverwritesTheTree: a picture written over the document's
// own file is refused and the file stays.
func TestExportNeverOverwritesTheTree(t *testing.T) {
	w := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "tree.txt")
	os.WriteFile(path, []byte("[[1,2],[3,4]]"), 0o644)
	w.docs.openPath(path)
	f, _ := w.docs.export.newForm(false)
	opt, _ := w.docs.export.options(f)
	w.docs.export.run(export.NewPicture(w.s.Trace(), opt, []int{0}), []int{0}, export.PNG, path, false)
	if got, _ := os.ReadFile(path); string(got) != "[[1,2],[3,4]]" || !strings.Contains(w.dialogTitles(), "the output is the input") {
		t.Errorf("the tree file holds %q; dialogs %q", got, w.dialogTitles())
	}
}

// TestExportRefusesATreeTooBigToDraw: a tree over export.MaxNodes gets an
// error dialog, not a form, unless a step of it is drawn folded as on
// screen; a small one gets the form.
func TestExportRefusesATreeTooBigToDraw(t *testing.T) {
	w := newTestWindow(t)
	w.docs.export.stepDialog()
	if w.dialogTitles() != "Export step 0" {
		t.Fatalf("the walk-through cannot be exported: %q", w.dialogTitles())
	}
	w.dialogs.dismiss()
	w.edit.generate("random tree", func() (session.Document, error) {
		t, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 15, Low: -5, High: 5, Seed: 3}, tree.MaxNodes)
		return session.Document{Tree: t, Name: "big"}, err
	})
	if w.s.Trace().Tree.Len() <= export.MaxNodes {
		t.Fatalf("the test tree has only %d nodes", w.s.Trace().Tree.Len())
	}
	w.h.changeView(func(v *session.View) { v.Fold = true })
	w.docs.export.stepDialog()
	if w.dialogTitles() != "Export step 0" {
		t.Fatalf("a step of the big tree, folded: %q", w.dialogTitles())
	}
	w.dialogs.dismiss()
	w.docs.export.animationDialog()
	if !strings.HasPrefix(w.dialogTitles(), "Error") {
		t.Fatalf("the big tree's animation: %q", w.dialogTitles())
	}
	w.dialogs.dismiss()
	w.h.changeView(func(v *session.View) { v.Fold = false })
	w.docs.export.stepDialog()
	top := w.win.Canvas().Overlays().Top()
	if top == nil || !strings.HasPrefix(w.dialogTitles(), "Error") {
		t.Fatal("no refusal for a tree too big to draw")
	}
	found := false
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "pictures are limited to 20,000") {
			found = true
		}
	}
	if !found {
		t.Error("the dialog does not say why")
	}
}

// TestExportTitleFollowsTheLanguage: after a switch to Italian, the
// export dialog offers the sample's and the practice tree's title in
// Italian, not the one the tree was opened with.
func TestExportTitleFollowsTheLanguage(t *testing.T) {
	t.Setenv("LANGUAGE", "") // the switch tells Fyne through LANGUAGE; the tests after this one speak English
	w := newTestWindow(t)
	it, err := narrate.New("it")
	if err != nil {
		t.Fatal(err)
	}
	w.h.speak(it)
	w.docs.export.stepDialog()
	want := samples.Title(i18n.Must("it"), "alphabeta-walkthrough")
	var texts []string
	for _, e := range w.entries() {
		texts = append(texts, e.Text)
	}
	if !slices.Contains(texts, want) || want == w.s.Doc().Tree.Title {
		t.Errorf("the dialog's fields %q; want the Italian title %q (the tree's: %q)", texts, want, w.s.Doc().Tree.Title)
	}
	w.dialogs.dismiss()
}

// TestExportDialogKeepsWhatWasChosen: the animation dialog opens again as
// it was confirmed (every step, not key steps); a field it refuses (a
// delay of "5", no unit) brings it back with everything typed and the
// problem over it; a picture too
// large at the DPI chosen is refused before a file is asked for.
func TestExportDialogKeepsWhatWasChosen(t *testing.T) {
	w := newTestWindow(t)
	w.docs.export.animationDialog()
	frames := overlayObjects[*routedSelect](w)
	var framesChoice *routedSelect
	for _, c := range frames {
		if slices.Contains(c.Options, "every step") {
			framesChoice = c
		}
	}
	if framesChoice == nil {
		t.Fatalf("no frames choice among %d", len(frames))
	}
	framesChoice.SetSelected("every step")
	delay := w.entries()[0]
	delay.SetText("5")
	w.dialogs.confirm()
	if got := w.dialogTitles(); !strings.Contains(got, "Export animation") || !strings.Contains(got, "Error") {
		t.Fatalf("a delay of 5: dialogs %q", got)
	}
	w.dialogs.dismiss() // the problem
	if w.entries()[0].Text != "5" {
		t.Errorf("the dialog came back with the delay %q", w.entries()[0].Text)
	}
	w.dialogs.dismiss()
	w.docs.export.animationDialog()
	for _, c := range overlayObjects[*routedSelect](w) {
		if slices.Contains(c.Options, "every step") && c.Selected != "every step" {
			t.Errorf("frames: %q, not the every step chosen before", c.Selected)
		}
	}
	w.dialogs.dismiss()

	w.h.changeView(func(v *session.View) { v.TextScale = 2 })
	w.docs.export.stepDialog()
	w.entries()[0].SetText("1200") // the walk-through in Huge text at 1,200 DPI: too many pixels
	w.dialogs.confirm()
	if got := w.dialogTitles(); !strings.Contains(got, "too large") && !strings.Contains(got, "megapixels") {
		t.Errorf("1,200 DPI: dialogs %q", got)
	}
	if strings.Contains(w.dialogTitles(), "Export to") {
		t.Error("a file was asked for a picture too large")
	}
}

// TestExportFieldsFollowTheFormat: the DPI is for PNG (and a GIF's
// frames) only, the delay for a GIF only: greyed otherwise.
func TestExportFieldsFollowTheFormat(t *testing.T) {
	w := newTestWindow(t)
	w.docs.export.stepDialog()
	format, dpi := overlayObjects[*routedSelect](w)[0], w.entries()[0]
	for name, on := range map[string]bool{"PNG": true, "SVG": false, "PDF": false, "DOT": false} {
		format.SetSelected(name)
		if dpi.Disabled() == on {
			t.Errorf("%s: DPI disabled %v", name, dpi.Disabled())
		}
	}
	w.dialogs.dismiss()
	w.docs.export.animationDialog()
	delay := w.entries()[0]
	for _, c := range overlayObjects[*routedSelect](w) {
		if slices.Contains(c.Options, "GIF") {
			c.SetSelected("GIF")
			if delay.Disabled() {
				t.Error("GIF: the delay greyed")
			}
			c.SetSelectedIndex(1) // a PDF handout
			if !delay.Disabled() {
				t.Error("a PDF handout: the delay not greyed")
			}
		}
	}
}

// TestLongExportSaysHowLong: an animation of 300 frames or more asks
// first, saying how many and about how long; only then is a file asked
// for.
func TestLongExportSaysHowLong(t *testing.T) {
	w := newTestWindow(t)
	w.edit.generate("random tree", func() (session.Document, error) {
		tr, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 7, Low: -5, High: 5, Seed: 3}, tree.MaxNodes)
		return session.Document{Tree: tr, Name: "big"}, err
	})
	w.docs.export.animationDialog()
	for _, c := range overlayObjects[*routedSelect](w) {
		if slices.Contains(c.Options, "every step") {
			c.SetSelected("every step")
		}
	}
	w.dialogs.confirm()
	if got := w.dialogTitles(); !strings.HasSuffix(got, "A long export") {
		t.Fatalf("dialogs %q", got)
	}
	var said string
	for _, l := range overlayObjects[*widget.Label](w) {
		if strings.Contains(l.Text, "frames") {
			said = l.Text
		}
	}
	n := w.s.Trace().Len()
	if !strings.Contains(said, l10nInt(n)+" frames") || !strings.Contains(said, "about") {
		t.Errorf("the question says %q (%d frames)", said, n)
	}
	w.dialogs.confirm()
	if got := w.dialogTitles(); !strings.HasSuffix(got, "Export to") {
		t.Errorf("after Export: dialogs %q", got)
	}
}

// l10nInt writes n as the English window does: 1,234.
func l10nInt(n int) string { return i18n.English().Int(n) }

func TestAboutTime(t *testing.T) {
	for d, want := range map[time.Duration]string{100 * time.Millisecond: "1 s", 40 * time.Second: "40 s", 190 * time.Second: "3 min", 2 * time.Hour: "120 min"} {
		if got := aboutTime(d); got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
}

// TestExportDrawsTheCode: with the Code panel shown the export dialog
// starts with the program ticked, and the options carry the listing the
// panel shows (the AIMA form, picked there); unticked, none; the graph
// greys it.
func TestExportDrawsTheCode(t *testing.T) {
	w := newTestWindow(t)
	w.key(fyne.KeyC, 1)
	for i, f := range w.side.code.forms {
		if f.ID == "aima-alphabeta" {
			w.side.code.picker.SetSelectedIndex(i)
		}
	}
	f, items := w.docs.export.newForm(false)
	code := f.code
	if !slices.ContainsFunc(items, func(it *widget.FormItem) bool { return it.Widget == code }) || !code.Checked {
		t.Fatalf("the program's box: in the dialog %v, ticked %v", slices.ContainsFunc(items, func(it *widget.FormItem) bool { return it.Widget == code }), code.Checked)
	}
	opt, err := w.docs.export.options(f)
	if err != nil || opt.Code == nil || opt.Code.ID != "aima-alphabeta" {
		t.Fatalf("options: %v, %v", opt.Code, err)
	}
	code.SetChecked(false)
	if opt, _ := w.docs.export.options(f); opt.Code != nil {
		t.Error("unticked, the listing is still drawn")
	}
	if f.dag != nil {
		code.SetChecked(true)
		f.dag.SetChecked(true)
		if !code.Disabled() {
			t.Error("the graph leaves the program's box on")
		}
	}
}

// saveAs answers the export's file dialog with name, in the folder it
// opened in (the document's), as a user typing the name and pressing
// Enter does; it returns the name the dialog offered.
func (tw *testWindow) saveAs(t *testing.T, name string) (offered string) {
	t.Helper()
	if !strings.HasSuffix(tw.dialogTitles(), "Export to") {
		t.Fatalf("no file dialog: %q", tw.dialogTitles())
	}
	var field *widget.Entry
	for _, o := range test.LaidOutObjects(tw.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*widget.Entry); ok && field == nil && e.OnSubmitted != nil {
			field = e
		}
	}
	if field == nil {
		t.Fatal("the file dialog has no name field")
	}
	offered = field.Text
	field.SetText(name)
	field.OnSubmitted(name) // Enter: Save, in whatever language the dialog speaks
	return offered
}

// pdfString is s as a PDF text string in UTF-16 (PDF 1.7, 7.9.2.2), as
// a document's /Title is written.
func pdfString(s string) string {
	var b strings.Builder
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	return b.String() + ">"
}

// titleEntry is the export dialog's title field: the one after the DPI.
func (tw *testWindow) titleEntry(t *testing.T) *entry {
	t.Helper()
	es := tw.entries()
	for i, e := range es {
		if e.Text == "144" || e.Text == "96" { // the DPI
			return es[i+1]
		}
	}
	t.Fatalf("no title field among %d", len(es))
	return nil
}

// TestTypedTitleStaysWithTheTree: a title typed in an export dialog is
// offered again by every later export of the tree, step or animation,
// whatever the format, until it is changed; every file written carries
// it, and its header names the document. An edit keeps it; another tree
// starts with its own title.
func TestTypedTitleStaysWithTheTree(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "lesson.txt")
	if err := os.WriteFile(path, []byte("[[3,12],[2,4]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.docs.openPath(path)
	w.docs.export.stepDialog()
	if got := w.titleEntry(t).Text; got != "" {
		t.Fatalf("a tree without a title starts with %q", got)
	}
	w.titleEntry(t).SetText("Unit 3: alpha-beta")
	w.dialogs.dismiss()

	formats := []struct {
		animation bool
		choice    string
		ext       string
	}{
		{false, "PNG", "png"}, {false, "SVG", "svg"}, {false, "PDF", "pdf"}, {false, w.lang().T("export.tikz"), "tex"}, {false, "DOT", "dot"},
		{true, "GIF", "gif"}, {true, w.lang().T("export.pdf_handout"), "pdf"},
	}
	typed := false
	for round := range 2 {
		for i, f := range formats {
			if f.animation {
				w.docs.export.animationDialog()
			} else {
				w.docs.export.stepDialog()
			}
			title := w.titleEntry(t)
			if !typed {
				title.SetText("Unit 3: alpha-beta")
				typed = true
			} else if title.Text != "Unit 3: alpha-beta" {
				t.Fatalf("round %d, %s: the title field holds %q", round+1, f.choice, title.Text)
			}
			for _, c := range overlayObjects[*routedSelect](w) {
				if slices.Contains(c.Options, f.choice) {
					c.SetSelected(f.choice)
				}
			}
			w.dialogs.confirm()
			name := "out" + strconv.Itoa(round) + strconv.Itoa(i) + "." + f.ext
			w.saveAs(t, name)
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatalf("round %d, %s: %v (dialogs %q)", round+1, f.choice, err, w.dialogTitles())
			}
			s := string(data)
			switch f.ext {
			case "svg", "dot", "tex":
				if !strings.Contains(s, "Unit 3: alpha-beta") {
					t.Errorf("round %d, %s: the title is not in the file", round+1, f.choice)
				}
				if !strings.Contains(s, "gametree: lesson.txt, Alpha-beta (fail-soft), step") {
					t.Errorf("round %d, %s: the header does not name the tree: %q", round+1, f.choice, strings.SplitN(s, "\n", 3)[:2])
				}
			case "pdf":
				if !strings.Contains(s, "/Title "+pdfString("Unit 3: alpha-beta")) {
					t.Errorf("round %d, %s: the PDF's title is not the typed one", round+1, f.choice)
				}
			}
		}
	}
	w.key(fyne.KeyRight, 5)
	w.h.selectNode(1)
	w.edit.guard(w.edit.addChild)()
	w.dialogs.confirm() // the new leaf's value as offered
	if w.s.Doc().Tree.Len() != 8 {
		t.Fatalf("the edit made a tree of %d nodes", w.s.Doc().Tree.Len())
	}
	w.docs.export.stepDialog()
	if got := w.titleEntry(t).Text; got != "Unit 3: alpha-beta" {
		t.Errorf("after an edit the title field holds %q", got)
	}
	w.dialogs.dismiss()
	w.docs.openSample("aima-fig5-2")
	w.docs.export.animationDialog()
	if got, want := w.titleEntry(t).Text, w.s.Doc().TitleFor(w.lang()); got != want {
		t.Errorf("another tree starts with %q, not its own title %q", got, want)
	}
}

// TestTikZBodyFromTheDialog: the export dialog offers TikZ as a whole
// document or as a Beamer frame's body, greyed for the other formats;
// the body is what the file holds, and the next dialog offers it again.
func TestTikZBodyFromTheDialog(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "lesson.txt")
	if err := os.WriteFile(path, []byte("[[3,12],[2,4]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.docs.openPath(path)
	choices := func() (format, form *routedSelect) {
		for _, c := range overlayObjects[*routedSelect](w) {
			switch {
			case slices.Contains(c.Options, "PNG"):
				format = c
			case slices.Contains(c.Options, w.lang().T("export.tikz_body")):
				form = c
			}
		}
		if format == nil || form == nil {
			t.Fatal("no format or no TikZ form to choose")
		}
		return format, form
	}
	w.docs.export.stepDialog()
	format, form := choices()
	if form.Selected != w.lang().T("export.tikz_document") || !form.Disabled() {
		t.Errorf("PNG: TikZ's form is %q, greyed %v", form.Selected, form.Disabled())
	}
	format.SetSelected(w.lang().T("export.tikz"))
	if form.Disabled() {
		t.Error("TikZ: its form is greyed")
	}
	form.SetSelected(w.lang().T("export.tikz_body"))
	w.dialogs.confirm()
	w.saveAs(t, "slide.tex")
	data, err := os.ReadFile(filepath.Join(dir, "slide.tex"))
	if err != nil {
		t.Fatal(err)
	}
	if s := string(data); strings.Contains(s, `\documentclass`) || strings.Contains(s, `\end{document}`) || !strings.Contains(s, `\begin{tikzpicture}`) {
		t.Errorf("the body is a whole document, or no picture:\n%.400s", s)
	}
	w.docs.export.stepDialog()
	if _, form := choices(); form.Selected != w.lang().T("export.tikz_body") {
		t.Errorf("the next dialog offers %q", form.Selected)
	}
	_, form = choices()
	form.SetSelected(w.lang().T("export.tikz_document"))
	w.dialogs.confirm()
	w.saveAs(t, "whole.tex")
	if data, _ := os.ReadFile(filepath.Join(dir, "whole.tex")); !strings.Contains(string(data), `\documentclass[tikz]{standalone}`) {
		t.Errorf("the whole document is not standalone:\n%.300s", data)
	}
}
