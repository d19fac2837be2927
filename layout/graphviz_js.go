//go:build js

package layout

import (
	"context"
)

// HasGraphviz tells that Graphviz is here: not in the browser.
const HasGraphviz = false

// Graphviz stands for Graphviz in the browser, where there is none: every
// call says so (ErrNoGraphviz).
type Graphviz struct {
	// Warn is never called: there is no Graphviz to start.
	Warn func(error)
}

// NewGraphviz returns a Graphviz that says it is not there.
func NewGraphviz() *Graphviz { return &Graphviz{} }

// Render says that Graphviz is in the desktop app only.
func (r *Graphviz) Render(ctx context.Context, dot []byte, format string) ([]byte, error) {
	return nil, ErrNoGraphviz
}

// Close does nothing.
func (r *Graphviz) Close() error { return nil }
