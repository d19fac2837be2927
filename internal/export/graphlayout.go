package export

import (
	"context"
	"sync"

	"gametree/internal/scene"
	"gametree/layout"
)

// Graph lays the search space out as a graph (transposed positions
// merged, as DAG writes it) with Graphviz's dot, in the picture's
// geometry (see scene.Styler.LayGraph), once a picture; painters draw any
// step on it.
func (p *Picture) Graph(ctx context.Context, gv *layout.Graphviz) (*scene.Graph, error) {
	l := p.layout
	l.once.Do(func() {
		if l.err = CheckSize(p.trace.Tree); l.err != nil {
			return
		}
		if l.g, l.err = p.styler.LayGraph(ctx, gv); l.err == nil {
			p.fitCaption() // to the graph's width
		}
	})
	return l.g, l.err
}

// graphLayout is a picture's graph, laid out once.
type graphLayout struct {
	once sync.Once
	g    *scene.Graph
	err  error
}
