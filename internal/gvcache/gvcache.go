// Package gvcache gives go-graphviz a compilation cache of the user's own.
//
// go-graphviz compiles its WebAssembly module in its package init, with a
// cache in os.TempDir()/go-graphviz. Whoever runs first on a machine
// creates that cache private to themselves, and every other user then
// panics at start-up, in every command. Go initialises packages in the
// order of their import paths where dependencies allow (the language
// specification, since Go 1.21): this package, which imports only the
// standard library and sorts before github.com/goccy/go-graphviz, is
// initialised first. It points TMPDIR at the user's cache folder
// (os.UserCacheDir()/gametree) while go-graphviz starts, or, when that
// folder cannot be made, at a folder that cannot exist, which makes
// go-graphviz run without a cache rather than panic. Restore, called from
// an init of a package that imports go-graphviz, puts TMPDIR back.
//
// It also holds the one lock every user of go-graphviz takes: its
// WebAssembly module is one per process and not safe for concurrent use
// (upstream issue 117), so drawing SVG through Graphviz and reading a DOT
// file must take turns.
package gvcache

import (
	"os"
	"path/filepath"
	"sync"
)

// mu guards go-graphviz's package state, hence package state itself.
var mu sync.Mutex

// Lock waits until no one else uses go-graphviz.
func Lock() { mu.Lock() }

// Unlock lets the next caller into go-graphviz.
func Unlock() { mu.Unlock() }

// saved is TMPDIR as the user set it, and whether it was set: the one
// piece of state, written by init before any goroutine runs.
var saved struct {
	value string
	set   bool
}

func init() {
	saved.value, saved.set = os.LookupEnv("TMPDIR")
	os.Setenv("TMPDIR", Dir())
}

// Dir is the folder go-graphviz keeps its cache under: the user's cache
// folder for gametree, made private to the user, or a path that cannot be
// a folder (go-graphviz then works without a cache).
func Dir() string {
	if base, err := os.UserCacheDir(); err == nil {
		dir := filepath.Join(base, "gametree")
		if os.MkdirAll(dir, 0o700) == nil {
			if info, err := os.Stat(dir); err == nil && info.IsDir() && writable(dir) {
				return dir
			}
		}
	}
	return filepath.Join(os.DevNull, "gametree-no-cache")
}

// writable reports whether the user can create files in dir.
func writable(dir string) bool {
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return false
	}
	f.Close()
	os.Remove(f.Name())
	return true
}

// Restore puts TMPDIR back as it was before go-graphviz started.
func Restore() {
	if saved.set {
		os.Setenv("TMPDIR", saved.value)
	} else {
		os.Unsetenv("TMPDIR")
	}
}
