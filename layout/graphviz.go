//go:build !js

package layout

import (
	"bytes"
	"context"
	"fmt"

	"github.com/goccy/go-graphviz"

	"gametree/internal/gvcache"
	"gametree/internal/i18n"
)

// HasGraphviz tells that Graphviz is here (not in the browser).
const HasGraphviz = true

// Graphviz runs Graphviz (go-graphviz: Graphviz compiled to WebAssembly,
// run in Go). go-graphviz is not safe for concurrent use (upstream issue
// 117), so a Graphviz owns one instance and lets one call at a time into
// go-graphviz, with every other user of it in the process
// (gvcache.Lock). Make one per program and share it.
type Graphviz struct {
	gv *graphviz.Graphviz
	// Warn, when not nil, is told why Graphviz started without its
	// compilation cache (see gvcache.Start), once per process.
	Warn func(error)
}

// NewGraphviz returns a Graphviz; Graphviz itself starts on first use
// (a second or two, a tenth of that with the compilation cache warm).
func NewGraphviz() *Graphviz { return &Graphviz{} }

// Render lays out DOT text and writes it in a Graphviz format such as
// "svg", "json" or "dot".
func (r *Graphviz) Render(ctx context.Context, dot []byte, format string) ([]byte, error) {
	gvcache.Lock()
	defer gvcache.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if r.gv == nil {
		if err := gvcache.Start(ctx, r.Warn); err != nil {
			return nil, i18n.Wrap(err, "layout.graphviz_start")
		}
		gv, err := graphviz.New(ctx)
		if err != nil {
			return nil, i18n.Wrap(err, "layout.graphviz_start")
		}
		r.gv = gv
	}
	graph, err := graphviz.ParseBytes(dot)
	if err != nil {
		return nil, i18n.Wrap(err, "layout.graphviz_read")
	}
	defer graph.Close()
	var buf bytes.Buffer
	if err := r.gv.Render(ctx, graph, graphviz.Format(format), &buf); err != nil {
		return nil, i18n.Wrap(err, "layout.graphviz_render", "Format", fmt.Sprint(format))
	}
	return buf.Bytes(), nil
}

// Close stops Graphviz.
func (r *Graphviz) Close() error {
	gvcache.Lock()
	defer gvcache.Unlock()
	if r.gv == nil {
		return nil
	}
	err := r.gv.Close()
	r.gv = nil
	return err
}
