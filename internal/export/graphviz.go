package export

import (
	"bytes"
	"context"
	"fmt"

	"github.com/goccy/go-graphviz"

	"gametree/internal/gvcache"
	"gametree/internal/i18n"
)

// go-graphviz has started (its package init); TMPDIR can go back to the
// user's value.
func init() { gvcache.Restore() }

// Renderer runs Graphviz. go-graphviz is not safe for concurrent use
// (upstream issue 117), so a Renderer owns one instance and lets one call
// at a time into go-graphviz, with every other user of it in the process
// (gvcache.Lock). Make one per program and share it.
type Renderer struct {
	gv *graphviz.Graphviz
}

// NewRenderer returns a renderer; Graphviz itself starts on first use.
func NewRenderer() *Renderer { return &Renderer{} }

// Render lays out DOT text and writes it in a Graphviz format such as
// "svg", "json" or "dot".
func (r *Renderer) Render(ctx context.Context, dot []byte, format string) ([]byte, error) {
	gvcache.Lock()
	defer gvcache.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if r.gv == nil {
		gv, err := graphviz.New(ctx)
		if err != nil {
			return nil, i18n.Wrap(err, "export.graphviz_start")
		}
		r.gv = gv
	}
	graph, err := graphviz.ParseBytes(dot)
	if err != nil {
		return nil, i18n.Wrap(err, "export.graphviz_read")
	}
	defer graph.Close()
	var buf bytes.Buffer
	if err := r.gv.Render(ctx, graph, graphviz.Format(format), &buf); err != nil {
		return nil, i18n.Wrap(err, "export.graphviz_render", "Format", fmt.Sprint(format))
	}
	return buf.Bytes(), nil
}

// Close stops Graphviz.
func (r *Renderer) Close() error {
	gvcache.Lock()
	defer gvcache.Unlock()
	if r.gv == nil {
		return nil
	}
	err := r.gv.Close()
	r.gv = nil
	return err
}
