package house

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// root is the module's folder.
const root = "../.."

// packages lists the folders holding Go files, relative to root, with
// "/" after each ("ui/compareview/"); "" is the root. A module of its own
// inside (a folder with a go.mod: a patched copy of a library) is one
// entry, its folder, whatever packages it holds.
func packages(t *testing.T) []string {
	t.Helper()
	var dirs []string
	add := func(path string) {
		rel, _ := filepath.Rel(root, path)
		dir := filepath.ToSlash(rel) + "/"
		if rel == "." {
			dir = ""
		}
		if !slices.Contains(dirs, dir) {
			dirs = append(dirs, dir)
		}
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() && path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() && path != root {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				add(path)
				return filepath.SkipDir
			}
		}
		if !d.IsDir() && strings.HasSuffix(name, ".go") {
			add(filepath.Dir(path))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// TestTheMapIsTrue: docs/architecture.md's map names every package by
// its folder, one line each, and names no folder that is not one.
func TestTheMapIsTrue(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)# How it is built\n\n```\n(.*?)```").FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/architecture.md has no map under \"# How it is built\"")
	}
	listed := map[string]int{}
	for _, line := range strings.Split(string(m[1]), "\n") {
		if f := strings.Fields(line); len(f) > 0 && !strings.HasPrefix(line, " ") {
			listed[f[0]]++
		}
	}
	pkgs := packages(t)
	for _, dir := range pkgs {
		name := dir
		if name == "" {
			name = "main.go"
		}
		if listed[name] != 1 {
			t.Errorf("the map lists %s %d times", name, listed[name])
		}
	}
	for name := range listed {
		if name != "main.go" && !slices.Contains(pkgs, name) {
			t.Errorf("the map lists %s, which holds no package", name)
		}
	}
}

// readmeLines is the most a newcomer's README holds; the manual lives in
// docs/.
const readmeLines = 200

// TestTheREADMEIsShort: the README stays a newcomer's page, and every
// document it and the docs link to exists.
func TestTheREADMEIsShort(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(readme), "\n"); n > readmeLines {
		t.Errorf("the README has %d lines, more than %d: move the manual's part to docs/", n, readmeLines)
	}
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	link := regexp.MustCompile(`\]\(([^)#:]+)(#[^)]*)?\)`)
	for _, name := range append(docs, filepath.Join(root, "README.md")) {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(text), -1) {
			target := filepath.Join(filepath.Dir(name), m[1])
			if _, err := os.Stat(target); err != nil {
				t.Errorf("%s links to %s, which does not exist", filepath.Base(name), m[1])
			}
		}
	}
}

// TestTopLevel: the top level is the design card's: go.mod, go.sum,
// main.go, ui/, search/, layout/, samples/, README.md, with the build's
// and the tests' own files; every other package is under internal/.
func TestTopLevel(t *testing.T) {
	allowed := []string{"go.mod", "go.sum", "main.go", "ui", "search", "layout", "samples", "README.md", "CHANGELOG.md",
		"internal", "Makefile", "FyneApp.toml", "docs", "scripts", "e2e", ".ci", ".git", ".github", ".gitignore",
		"dist"} // what make web and make dist build, which git ignores
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !slices.Contains(allowed, e.Name()) && !strings.HasSuffix(e.Name(), "_test.go") {
			t.Errorf("%s at the top level: the design card puts every other package under internal/", e.Name())
		}
	}
}

// TestWindowIsTheOneHost: in package ui no type but Window holds a
// *Window (panels see the small host interface), and Window has at most
// 22 fields (a mode is one field, its type holding its state and actions,
// not a sub-struct of the window's fields).
func TestWindowIsTheOneHost(t *testing.T) {
	fset := token.NewFileSet()
	dir := filepath.Join(root, "ui")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	windowFields := -1
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			st, ok := spec.Type.(*ast.StructType)
			if !ok {
				return true
			}
			count := 0
			for _, field := range st.Fields.List {
				count += max(len(field.Names), 1)
				if spec.Name.Name != "Window" && holdsWindow(field.Type) {
					t.Errorf("%s: %s holds a *Window; give it the host", fset.Position(field.Pos()), spec.Name.Name)
				}
			}
			if spec.Name.Name == "Window" {
				windowFields = count
			}
			return true
		})
	}
	if windowFields < 0 || windowFields > 22 {
		t.Errorf("Window has %d fields, more than 22 (or none found)", windowFields)
	}
}

// TestSessionIsComposed: session.Session declares at most 50 methods of
// its own. The window's model is composed of parts with their own
// methods (Cursor, Practice, Describer, History; Fit for the options),
// which Session embeds, rather than one type that does everything (it
// had 112).
func TestSessionIsComposed(t *testing.T) {
	const most = 50
	if n := methodsOf(t, filepath.Join(root, "internal", "session"), "Session"); n > most {
		t.Errorf("session.Session declares %d methods, more than %d: give a part of it a type of its own", n, most)
	} else if n == 0 {
		t.Error("no methods of session.Session found")
	}
}

// windowMethods is the most methods ui.Window declares over both builds'
// files: it builds and wires the panels and the modes, which own their
// actions; a new action goes to the mode it acts on, not to Window.
const windowMethods = 10

// TestWindowWires: ui.Window declares at most windowMethods methods.
func TestWindowWires(t *testing.T) {
	if n := methodsOf(t, filepath.Join(root, "ui"), "Window"); n > windowMethods || n == 0 {
		t.Errorf("ui.Window declares %d methods, more than %d (or none found): give the action to the mode that owns it", n, windowMethods)
	}
}

// methodsOf counts the methods declared on type name, or on a pointer to
// it, in the non-test files of dir.
func methodsOf(t *testing.T, dir, name string) int {
	t.Helper()
	return methodCounts(t, dir)[name]
}

// methodCounts counts the methods each type declares, on it or on a
// pointer to it, in the non-test files of dir.
func methodCounts(t *testing.T, dir string) map[string]int {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	count := map[string]int{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) == 0 {
				continue
			}
			typ := fn.Recv.List[0].Type
			if star, ok := typ.(*ast.StarExpr); ok {
				typ = star.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				count[id.Name]++
			}
		}
	}
	return count
}

// partMethods is the most methods a type of the window's declares: a mode
// or a panel with more holds two jobs.
const partMethods = 35

// TestNoPartOfTheWindowTakesItsPlace: with the window's actions given to
// its modes, no one of them (nor the stage they share) grows into what
// the window was.
func TestNoPartOfTheWindowTakesItsPlace(t *testing.T) {
	counts := methodCounts(t, filepath.Join(root, "ui"))
	if counts["stage"] == 0 || counts["stepper"] == 0 {
		t.Fatalf("no methods of ui's stage or stepper found: %v", counts)
	}
	for name, n := range counts {
		if n > partMethods {
			t.Errorf("ui.%s declares %d methods, more than %d: give a part of it a type of its own", name, n, partMethods)
		}
	}
}

// holdsWindow tells whether a field's type is or contains *Window.
func holdsWindow(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if star, ok := n.(*ast.StarExpr); ok {
			if id, ok := star.X.(*ast.Ident); ok && id.Name == "Window" {
				found = true
			}
		}
		return !found
	})
	return found
}

// formLines are what reads a code.Form's lines: its Lines, and the
// methods that give them as text; Text, a common name, only called with
// Form.Text's three arguments.
var formLines = map[string]int{"Lines": -1, "Listing": -1, "Statement": -1, "Text": 3}

// TestOneListingWidget: one widget draws a listing, ui/listing's
// Listing. No other file under ui/ that imports internal/code reads a
// form's lines (formLines), as the Code panel and the compare window
// each did to draw their own; and the names checked are still
// internal/code's, so that the check cannot pass by their renaming.
func TestOneListingWidget(t *testing.T) {
	fset := token.NewFileSet()
	declared := map[string]bool{}
	codeDir := filepath.Join(root, "internal", "code")
	entries, err := os.ReadDir(codeDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(codeDir, e.Name()), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Recv != nil && len(n.Recv.List) == 1 && holdsName(n.Recv.List[0].Type, "Form") {
					declared[n.Name.Name] = true
				}
			case *ast.TypeSpec:
				if st, ok := n.Type.(*ast.StructType); ok && n.Name.Name == "Form" {
					for _, field := range st.Fields.List {
						for _, name := range field.Names {
							declared[name.Name] = true
						}
					}
				}
			}
			return true
		})
	}
	for name := range formLines {
		if !declared[name] {
			t.Errorf("internal/code's Form has no %s: bring formLines up to date", name)
		}
	}

	widgets := 0
	err = filepath.WalkDir(filepath.Join(root, "ui"), func(file string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(file, ".go") || strings.HasSuffix(file, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, file)
		if filepath.ToSlash(filepath.Dir(rel)) == "ui/listing" {
			for _, decl := range f.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Name.Name == "CreateRenderer" && fn.Recv != nil && holdsName(fn.Recv.List[0].Type, "Listing") {
					widgets++
				}
			}
			return nil
		}
		imports, pkgs := false, map[string]bool{}
		for _, imp := range f.Imports {
			imports = imports || imp.Path.Value == `"gametree/internal/code"`
			name := path.Base(strings.Trim(imp.Path.Value, `"`))
			if imp.Name != nil {
				name = imp.Name.Name
			}
			pkgs[name] = true
		}
		if !imports {
			return nil
		}
		// Calls first, so that a selector called with other arguments is
		// not then taken alone.
		called := map[*ast.SelectorExpr]int{}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
					called[sel] = len(call.Args)
				}
			}
			return true
		})
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); ok && pkgs[id.Name] {
				return true // a package's name: listing.Listing
			}
			args, ok := formLines[sel.Sel.Name]
			if n, call := called[sel]; ok && (args < 0 || call && n == args) {
				t.Errorf("%s: reads a form's lines (%s): the one listing widget, ui/listing's Listing, draws them", fset.Position(sel.Pos()), sel.Sel.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if widgets != 1 {
		t.Errorf("ui/listing's Listing has %d CreateRenderer methods, want 1", widgets)
	}
}

// holdsName tells whether a type expression is name or *name.
func holdsName(e ast.Expr, name string) bool {
	if star, ok := e.(*ast.StarExpr); ok {
		e = star.X
	}
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}
