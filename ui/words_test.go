package ui

import (
	"gametree/internal/i18n"
	"gametree/internal/testutil/literals"
	"testing"
)

// shown are the functions and methods whose string arguments a user
// reads: Fyne's widgets, dialogs and menus, and the window's own helpers
// that put text on screen.
var shown = map[string]bool{
	"NewLabel": true, "NewButton": true, "NewButtonWithIcon": true, "NewCheck": true, "NewSelect": true,
	"NewRadioGroup": true, "NewMenuItem": true, "NewMenu": true, "NewForm": true, "NewFormItem": true,
	"NewCustom": true, "NewCustomConfirm": true, "NewCustomWithoutButtons": true, "NewConfirm": true,
	"NewInformation": true, "NewTabItem": true, "NewCard": true, "SetText": true, "SetPlaceHolder": true,
	"SetTitle": true, "NewWindow": false, "showInfo": true, "say": true, "submenu": true, "item": true,
	"choices": true, "toggle": true, "newButton": true, "newCheck": true, "newSelect": true,
	"nodeDialog": true, "generateForm": true, "fileDialog": true, "showForm": true, "showChoice": true,
	"showBusy": true, "SetSelected": true, "newRows": true,
}

// notWords are texts the same in every language.
var notWords = map[string]bool{"MAX": true, "MIN": true, "PNG": true, "SVG": true, "DOT": true, "GIF": true, "gametree": true, "1s": true}

// TestNoWidgetTextIsALiteral reads the window's code: no text a user reads
// is written in it as a string literal; every one comes from the
// catalogues (w.lang().T(…)). Texts the same in every language (MAX, MIN,
// format names) are allowed.
func TestNoWidgetTextIsALiteral(t *testing.T) {
	found, checked, err := literals.Scan(".", literals.Rules{Shown: shown, NotWords: notWords, Skip: map[string]bool{"probe.go": true}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Error(f)
	}
	if checked < 150 {
		t.Fatalf("only %d texts checked: the scan is broken", checked)
	}
}

// TestEveryKeyIsExplained: every line of the F1 table has its keys and
// what they do in every language.
func TestEveryKeyIsExplained(t *testing.T) {
	w := newTestWindow(t)
	lines := 0
	for _, b := range w.bindings() {
		if b.id == "" {
			continue
		}
		lines++
		for _, code := range i18n.Codes() {
			l := i18n.Must(code)
			if !l.Has("keys."+b.id) || !l.Has("keys."+b.id+".do") {
				t.Errorf("%s: no keys.%s or keys.%s.do", code, b.id, b.id)
			}
		}
	}
	if lines < 20 {
		t.Errorf("only %d lines in the F1 table", lines)
	}
}
