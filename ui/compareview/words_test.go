package compareview

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
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
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == "gametree/ui" {
				t.Errorf("%s imports gametree/ui", name)
			}
		}
		f, err = parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		literal := func(e ast.Expr) {
			checked++
			ast.Inspect(e, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr: // a translation: its id is not shown
					if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "T" || sel.Sel.Name == "N") {
						return false
					}
				case *ast.BasicLit:
					if text, _ := strconv.Unquote(n.Value); n.Kind == token.STRING && strings.IndexFunc(text, unicode.IsLetter) >= 0 {
						t.Errorf("%s: %q is shown as written: take it from the catalogues", fset.Position(n.Pos()), text)
					}
				}
				return true
			})
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				var fn string
				switch f := n.Fun.(type) {
				case *ast.Ident:
					fn = f.Name
				case *ast.SelectorExpr:
					fn = f.Sel.Name
				}
				if shown[fn] {
					for _, a := range n.Args {
						literal(a)
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if sel, ok := lhs.(*ast.SelectorExpr); ok && sel.Sel.Name == "Text" && i < len(n.Rhs) {
						literal(n.Rhs[i])
					}
				}
			}
			return true
		})
	}
	if checked < 15 {
		t.Fatalf("only %d texts checked: the scan is broken", checked)
	}
}
