// Package gvcache starts go-graphviz, with a compilation cache of the
// user's own, and holds the one lock every user of go-graphviz takes.
//
// go-graphviz runs Graphviz compiled to WebAssembly. The first use in a
// process compiles that module (a second or two), or reads it compiled
// from wazero's compilation cache (a tenth of that): gametree keeps that
// cache in the user's cache folder, os.UserCacheDir()/gametree/go-graphviz,
// never in a folder shared with other users. gametree carries a copy of
// go-graphviz patched to start on first use rather than in its package
// init (internal/third_party/go-graphviz/PATCHES.md): a command that
// draws nothing with Graphviz never reads or writes that folder, and a
// cache that cannot be used (a damaged file, a full disk, a folder the
// user may not write) costs the compilation, never the command.
//
// go-graphviz's WebAssembly module is one per process and not safe for
// concurrent use (upstream issue 117), so drawing SVG through Graphviz and
// reading a DOT file with it take turns: Lock, Start, use, Unlock.
package gvcache

import (
	"context"
	"os"
	"path/filepath"
	"sync"

	"github.com/goccy/go-graphviz"

	"gametree/internal/i18n"
)

// mu guards go-graphviz's package state, hence package state itself.
var mu sync.Mutex

// Lock waits until no one else uses go-graphviz.
func Lock() { mu.Lock() }

// Unlock lets the next caller into go-graphviz.
func Unlock() { mu.Unlock() }

// Dir is the folder go-graphviz keeps its compilation cache in; an error
// when the system names no cache folder for the user (no $HOME).
func Dir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "gametree", "go-graphviz"), nil
}

// Start starts go-graphviz unless it runs already; the caller holds the
// lock, and calls Start before anything else of go-graphviz. When the
// compilation cache cannot be used, Graphviz starts without it and warn,
// if not nil, is told why, in words for the user: once per process, by the
// call that started it. Start fails only when Graphviz itself cannot start;
// after a failure the next call tries again.
func Start(ctx context.Context, warn func(error)) error {
	dir, dirErr := Dir()
	info, err := graphviz.Start(ctx, dir)
	if err != nil {
		return err
	}
	if !info.Started || warn == nil {
		return nil
	}
	switch {
	case dirErr != nil:
		warn(i18n.Wrap(dirErr, "layout.graphviz_no_cache_folder"))
	case info.CacheErr != nil:
		warn(i18n.Wrap(info.CacheErr, "layout.graphviz_no_cache", "Dir", dir))
	}
	return nil
}
