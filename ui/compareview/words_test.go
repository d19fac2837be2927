package compareview

import (
	"gametree/internal/testutil/literals"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"testing"
)

// shown are the functions whose string arguments a user reads.
var shown = map[string]bool{
	"NewLabel": true, "NewButton": true, "NewButtonWithIcon": true, "NewCheck": true, "NewSelect": true,
	"NewText": true, "NewInformation": true, "NewWindow": true, "SetText": true, "SetTitle": true,
	"SetSelected": true, "navButtons": true,
}

// TestNoWidgetTextIsALiteral reads the view's code, as package ui's test
// of the same name reads the window's: no text a user reads is a string
// literal, whether passed to a widget or put in a Text field; every one
// comes from the catalogues. It also checks that the view does not import
// package ui, which opens it.
func TestNoWidgetTextIsALiteral(t *testing.T) {
	found, checked, err := literals.Scan(".", literals.Rules{Shown: shown, TextFields: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Error(f)
	}
	if checked < 15 {
		t.Fatalf("only %d texts checked: the scan is broken", checked)
	}
	files, _ := filepath.Glob("*.go")
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == "gametree/ui" {
				t.Errorf("%s imports gametree/ui", name)
			}
		}
	}
}
