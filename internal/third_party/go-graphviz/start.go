package graphviz

// This file is not upstream's: see PATCHES.md.

import (
	"context"

	"github.com/goccy/go-graphviz/internal/wasm"
)

// StartInfo tells how a call to Start went: whether it started Graphviz,
// and why the compilation cache could not be used if so.
type StartInfo = wasm.StartInfo

// Start starts Graphviz, once per process: it compiles Graphviz's
// WebAssembly module, or reads it compiled from wazero's compilation
// cache in cacheDir (none when cacheDir is ""). On any error with the
// cache (making its folder, reading, checking or writing a compiled
// module: a damaged file, a full disk, a read-only folder) it compiles
// again without the cache, and says why in StartInfo.CacheErr. After a
// successful start it does nothing; after a failed one (a cancelled ctx)
// the next call tries again.
//
// Without a call to Start, the first use of the package starts Graphviz
// with a cache in os.TempDir()/go-graphviz, as upstream does in its
// package init.
func Start(ctx context.Context, cacheDir string) (StartInfo, error) {
	return wasm.Start(ctx, cacheDir)
}
