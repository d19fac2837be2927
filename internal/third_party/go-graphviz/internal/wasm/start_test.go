package wasm

// The tests of the patch (PATCHES.md): upstream's tests are not copied.

import (
	"context"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestDeclaredEnumsAreTheModules: every enum value start reads from the
// module is the value its variable is declared with. cgraph and gvc copy
// some of them into variables of their own at package init, before the
// module starts (upstream started it first): those copies are right only
// if start changes nothing.
func TestDeclaredEnumsAreTheModules(t *testing.T) {
	ctx := context.Background()
	if _, err := Start(ctx, ""); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "bind.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]int{}
	read := map[string]string{} // variable → the module's name of the value
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ValueSpec:
			if len(n.Names) == 1 && len(n.Values) == 1 {
				if lit, ok := n.Values[0].(*ast.BasicLit); ok && lit.Kind == token.INT {
					v, _ := strconv.Atoi(lit.Value)
					declared[n.Names[0].Name] = v
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
				return true
			}
			conv, ok := n.Rhs[0].(*ast.CallExpr)
			if !ok || len(conv.Args) != 1 {
				return true
			}
			call, ok := conv.Args[0].(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "getEnumValue" {
				name, _ := strconv.Unquote(call.Args[1].(*ast.BasicLit).Value)
				read[n.Lhs[0].(*ast.Ident).Name] = name
			}
		}
		return true
	})
	if len(read) < 90 {
		t.Fatalf("found %d enum values read by start", len(read))
	}
	for v, name := range read {
		want, ok := declared[v]
		if !ok {
			t.Errorf("%s has no declared value", v)
			continue
		}
		if got := mod.getEnumValue(ctx, name); got != want {
			t.Errorf("%s: the module says %d, declared %d", v, got, want)
		}
	}
}

// restart forgets that the module started, so that a test can start it
// again.
func restart(t *testing.T) {
	started.mu.Lock()
	started.done = false
	started.mu.Unlock()
}

// TestADamagedCacheIsLeftForNone: a compilation cache whose files are
// cut short, or a cache folder that is a file, makes Start compile
// without it and say why; the module then works.
func TestADamagedCacheIsLeftForNone(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles Graphviz three times")
	}
	ctx := context.Background()
	dir := t.TempDir()
	restart(t)
	info, err := Start(ctx, dir)
	if err != nil || !info.Started || info.CacheErr != nil {
		t.Fatalf("a new cache: %+v, %v", info, err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "wazero-*", "*"))
	if len(files) != 1 {
		t.Fatalf("the cache holds %v", files)
	}
	if err := os.Truncate(files[0], 100); err != nil {
		t.Fatal(err)
	}
	notDir := filepath.Join(t.TempDir(), "file")
	os.WriteFile(notDir, nil, 0o644)
	for _, cache := range []string{dir, notDir} {
		restart(t)
		info, err := Start(ctx, cache)
		if err != nil || !info.Started || info.CacheErr == nil {
			t.Errorf("%s: %+v, %v", cache, info, err)
		}
		if got := mod.getEnumValue(ctx, "AGEDGE"); got != int(EDGE) {
			t.Errorf("%s: the module does not work: AGEDGE is %d", cache, got)
		}
	}
}

// TestStartIsOnce: a second Start does nothing and says so.
func TestStartIsOnce(t *testing.T) {
	ctx := context.Background()
	if _, err := Start(ctx, ""); err != nil {
		t.Fatal(err)
	}
	info, err := Start(ctx, filepath.Join(t.TempDir(), "unused"))
	if err != nil || info.Started || info.CacheErr != nil {
		t.Errorf("a second start: %+v, %v", info, err)
	}
}

// TestAFailedStartIsTriedAgain: a start that fails (here a hook) leaves
// the module unstarted, and the next call starts it.
func TestAFailedStartIsTriedAgain(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles Graphviz twice")
	}
	fail := errors.New("the hook fails")
	OnStart(func(context.Context) error { return fail })
	t.Cleanup(func() {
		started.mu.Lock()
		started.hooks = started.hooks[:len(started.hooks)-1]
		started.mu.Unlock()
	})
	restart(t)
	ctx := context.Background()
	if _, err := Start(ctx, ""); !errors.Is(err, fail) {
		t.Fatalf("a failing hook: %v", err)
	}
	if mod.mod != nil {
		t.Error("a failed start left the module in place")
	}
	fail = nil
	info, err := Start(ctx, "")
	if err != nil || !info.Started {
		t.Errorf("after a failed start: %+v, %v", info, err)
	}
}
