// Package literals finds texts a user reads that are written in the code
// as string literals instead of coming from the message catalogues: the
// window's tests read their package's source with it.
package literals

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
)

// Rules say what a scan looks at.
type Rules struct {
	// Shown are the functions and methods whose string arguments a user
	// reads (NewLabel, SetText, a package's own helpers).
	Shown map[string]bool
	// NotWords are texts the same in every language (MAX, PNG).
	NotWords map[string]bool
	// Skip are files not scanned (debugging aids).
	Skip map[string]bool
	// TextFields also checks what is assigned to a field called Text.
	TextFields bool
}

// Scan reads the Go files of dir (tests left out) and returns where a
// literal with a letter in it is shown, and how many shown texts it
// checked. A call of a method T or N (a translation) is not looked into.
func Scan(dir string, r Rules) (found []string, checked int, err error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, 0, err
	}
	fset := token.NewFileSet()
	literal := func(e ast.Expr) {
		checked++
		ast.Inspect(e, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "T" || sel.Sel.Name == "N") {
					return false
				}
			case *ast.BasicLit:
				text, _ := strconv.Unquote(n.Value)
				if n.Kind == token.STRING && strings.IndexFunc(text, unicode.IsLetter) >= 0 && !r.NotWords[text] {
					found = append(found, fmt.Sprintf("%s: %q is shown as written: take it from the catalogues", fset.Position(n.Pos()), text))
				}
			}
			return true
		})
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || r.Skip[filepath.Base(name)] {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, 0, err
		}
		f, err := parser.ParseFile(fset, filepath.Base(name), src, 0)
		if err != nil {
			return nil, 0, err
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
				if r.Shown[fn] {
					for _, a := range n.Args {
						literal(a)
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if sel, ok := lhs.(*ast.SelectorExpr); ok && r.TextFields && sel.Sel.Name == "Text" && i < len(n.Rhs) {
						literal(n.Rhs[i])
					}
				}
			}
			return true
		})
	}
	return found, checked, nil
}
