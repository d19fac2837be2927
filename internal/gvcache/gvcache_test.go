package gvcache

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDirIsTheUsersOwn(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	dir := Dir()
	if dir != filepath.Join(cache, "gametree") {
		t.Fatalf("cache under %s, want %s/gametree", dir, cache)
	}
	if info, err := os.Stat(dir); err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("the cache folder: %v, %v", info.Mode(), err)
	}
}

// TestDirWithoutAHome: where no cache folder can be made, go-graphviz is
// pointed at a folder that cannot exist, and runs without a cache.
func TestDirWithoutAHome(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	os.WriteFile(file, nil, 0o644)
	t.Setenv("XDG_CACHE_HOME", file)
	dir := Dir()
	if !strings.HasPrefix(dir, os.DevNull) {
		t.Errorf("cache under %s", dir)
	}
	if err := os.Mkdir(filepath.Join(dir, "go-graphviz"), 0o755); err == nil {
		t.Error("a folder was made under the no-cache path")
	}
}

// TestTMPDIRIsRestored: after go-graphviz started, TMPDIR is the user's
// again (this package's init set it; Restore puts it back).
func TestTMPDIRIsRestored(t *testing.T) {
	Restore()
	v, set := os.LookupEnv("TMPDIR")
	if set != saved.set || v != saved.value {
		t.Errorf("TMPDIR %q (set %v), was %q (set %v)", v, set, saved.value, saved.set)
	}
}
