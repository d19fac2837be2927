package wasm

// This file is not upstream's: see PATCHES.md at the module's root.

import (
	"context"
	"sync"

	"github.com/tetratelabs/wazero"
)

// started is whether the module runs, and what runs after it starts.
var started struct {
	mu    sync.Mutex
	done  bool
	hooks []func(context.Context) error
}

// StartInfo tells how a call to Start went.
type StartInfo struct {
	// Started is true for the one call that started the module; calls
	// after it find the module running and do nothing.
	Started bool
	// CacheErr, for the call that started the module, is why the
	// compilation cache could not be used (made, read, checked or
	// written): the module was compiled again without it.
	CacheErr error
}

// Start starts the module, once per process: it compiles graphviz.wasm
// (or reads it compiled from wazero's compilation cache in cacheDir, when
// cacheDir is not ""), runs it and the hooks given to OnStart. On any
// error with the cache it starts again without one, and says why in
// StartInfo.CacheErr. After a successful start, Start does nothing; after
// a failed one (a cancelled ctx), the next call tries again.
func Start(ctx context.Context, cacheDir string) (StartInfo, error) {
	return startWith(ctx, func() (wazero.CompilationCache, error) {
		if cacheDir == "" {
			return nil, nil
		}
		return wazero.NewCompilationCacheWithDir(cacheDir)
	})
}

// Ensure starts the module, if nothing started it yet, as upstream's
// package init did: with a cache in os.TempDir()/go-graphviz if that
// folder can be made, none otherwise. Every entry point of the packages
// that does not take an object made by the module calls it.
func Ensure(ctx context.Context) error {
	_, err := startWith(ctx, func() (wazero.CompilationCache, error) {
		return getCompilationCache(), nil
	})
	return err
}

// OnStart has f run right after the module starts, before Start returns
// (cgraph makes its graph descriptors). A package calls it from its init.
func OnStart(f func(context.Context) error) {
	started.mu.Lock()
	defer started.mu.Unlock()
	started.hooks = append(started.hooks, f)
}

// startWith starts the module unless it runs, with the cache newCache
// makes, else without one.
func startWith(ctx context.Context, newCache func() (wazero.CompilationCache, error)) (StartInfo, error) {
	started.mu.Lock()
	defer started.mu.Unlock()
	if started.done {
		return StartInfo{}, nil
	}
	cache, cacheErr := newCache()
	if cacheErr == nil && cache != nil {
		cacheErr = attempt(ctx, cache)
		if cacheErr == nil {
			started.done = true
			return StartInfo{Started: true}, nil
		}
		cache.Close(ctx)
	}
	if err := attempt(ctx, nil); err != nil {
		return StartInfo{}, err
	}
	started.done = true
	return StartInfo{Started: true, CacheErr: cacheErr}, nil
}

// attempt starts the module and runs the hooks; when either fails, the
// module is closed and mod is as it was before.
func attempt(ctx context.Context, cache wazero.CompilationCache) error {
	r, err := start(ctx, cache)
	if err == nil {
		for _, hook := range started.hooks {
			if err = hook(ctx); err != nil {
				r.Close(ctx)
				break
			}
		}
	}
	if err != nil {
		*mod = WasmModule{fs: mod.fs, lookupFuncMap: mod.lookupFuncMap}
	}
	return err
}
