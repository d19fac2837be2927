package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"gametree/internal/session"
	"gametree/search"
)

// TestMonteCarloInTheWindow: Monte Carlo tree search chosen from the
// toolbar runs with its own fields shown (200 iterations, C = 1.414, seed
// 1), an iteration a step; the panels rename their rows to visits, UCB1,
// nodes reached and playouts; the chart of the root's visits appears after
// the first iteration; the fields take new values with Enter and refuse
// bad ones with a message; another algorithm hides them again.
func TestMonteCarloInTheWindow(t *testing.T) {
	w := newTestWindow(t)
	w.docs.openSample("aima-fig5-2")
	w.bar.algo.SetSelectedIndex(slices.Index(search.Named(), search.MCTS))
	tr := w.s.Trace()
	if tr == nil || !tr.Samples() || tr.Options.Iterations != search.StepIterations || !w.s.Coarse() {
		t.Fatalf("trace %v, coarse %v", tr != nil && tr.Samples(), w.s.Coarse())
	}
	f := w.bar.sampling
	if !f.box.Visible() || f.iterations.Text != "200" || f.exploration.Text != "1.414" || f.seed.Text != "1" || w.bar.coarse.Text != "An iteration a step" {
		t.Fatalf("fields shown %v: %q %q %q, coarse %q", f.box.Visible(), f.iterations.Text, f.exploration.Text, f.seed.Text, w.bar.coarse.Text)
	}
	if w.side.stats.chart.box.Visible() {
		t.Error("the chart shows before the first iteration")
	}
	w.key(fyne.KeyRight, 3) // three iterations
	if got := w.side.stats.text(session.RowCutoffs); got != "3 of 200" {
		t.Errorf("iteration row %q", got)
	}
	if got := w.side.stats.names[session.RowCalls].Text; got != "Search tree" {
		t.Errorf("the calls row is named %q", got)
	}
	if got := w.side.node.names[session.RowCall].Text; got != "Visits" {
		t.Errorf("the inspector's call row is named %q", got)
	}
	if got := w.side.node.text(session.RowCall); !strings.HasPrefix(got, "N = 3, W = ") {
		t.Errorf("the root's visits %q", got)
	}
	if !w.side.stats.chart.box.Visible() || len(w.side.stats.chart.iterations) != 3 {
		t.Errorf("chart shown %v over %v", w.side.stats.chart.box.Visible(), w.side.stats.chart.iterations)
	}
	f.iterations.SetText("0")
	f.iterations.OnSubmitted("0")
	if !strings.Contains(w.status.label.Text, "1 to 100,000 iterations") || w.s.Trace().Options.Iterations != 200 {
		t.Errorf("0 iterations: %q, %d", w.status.label.Text, w.s.Trace().Options.Iterations)
	}
	f.iterations.OnSubmitted("1,000")
	f.exploration.OnSubmitted("0,5")
	f.seed.OnSubmitted("7")
	if o := w.s.Trace().Options; o.Iterations != 1000 || o.Exploration != 0.5 || o.Seed != 7 || w.status.label.Text != "" {
		t.Errorf("options %+v, status %q", o, w.status.label.Text)
	}
	w.bar.algo.SetSelectedIndex(slices.Index(search.Named(), search.AlphaBeta))
	if f.box.Visible() || w.side.stats.chart.box.Visible() || w.side.stats.names[session.RowCalls].Text != "Calls" {
		t.Errorf("alpha-beta again: fields %v, chart %v, row %q", f.box.Visible(), w.side.stats.chart.box.Visible(), w.side.stats.names[session.RowCalls].Text)
	}
}
