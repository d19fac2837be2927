package gvcache

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

func TestDirIsTheUsersOwn(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	dir, err := Dir()
	if want := filepath.Join(cache, "gametree", "go-graphviz"); err != nil || dir != want {
		t.Fatalf("cache under %s (%v), want %s", dir, err, want)
	}
}

// TestDirWithoutAHome: with no home and no XDG_CACHE_HOME, there is no
// cache folder, and Dir says so.
func TestDirWithoutAHome(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "")
	if dir, err := Dir(); err == nil {
		t.Errorf("a cache folder without a home: %s", dir)
	}
}

// TestStartMakesAPrivateCache: the first Start compiles Graphviz into a
// cache private to the user, warning of nothing; a second Start does
// nothing, whatever the cache folder now is.
func TestStartMakesAPrivateCache(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	var warned []error
	warn := func(err error) { warned = append(warned, err) }
	Lock()
	defer Unlock()
	if err := Start(context.Background(), warn); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(cache, "gametree"))
	if err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("the cache folder: %v, %v", info, err)
	}
	if files, _ := filepath.Glob(filepath.Join(cache, "gametree", "go-graphviz", "wazero-*", "*")); len(files) != 1 {
		t.Errorf("the cache holds %v", files)
	}
	t.Setenv("XDG_CACHE_HOME", filepath.Join(cache, "gametree", "go-graphviz", "wazero-no-such"))
	if err := Start(context.Background(), warn); err != nil {
		t.Fatal(err)
	}
	if len(warned) > 0 {
		t.Errorf("warned: %v", warned)
	}
}
