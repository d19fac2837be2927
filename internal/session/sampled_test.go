package session

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// TestMonteCarloInTheSession: Monte Carlo tree search chosen gets its
// iterations, seed and C, and an iteration a step for a long run; the
// panels speak of visits, UCB1 and playouts, and the hover line too; the
// result waits until the last iteration when answers are hidden; a
// document opened with a search of its own (How did it choose?) is
// searched that way.
func TestMonteCarloInTheSession(t *testing.T) {
	s := open(t, "aima-fig5-2")
	finish(t, s, must(s.ChooseAlgorithm(search.MCTS)))
	opt := s.Options()
	if opt.Iterations != search.StepIterations || opt.Seed != 1 || opt.Exploration != search.DefaultExploration || !s.Coarse() {
		t.Fatalf("options %+v, coarse %v", opt, s.Coarse())
	}
	s.Next()
	s.Next() // two iterations
	rows := s.Statistics()
	if got := Value(rows, RowCutoffs); got != "2 of 200" {
		t.Errorf("iteration %q", got)
	}
	if rows[1].Name != "Search tree" || Value(rows, RowLeaves) != "2" || Value(rows, RowPruned) != "b 50%, c 50%" {
		t.Errorf("statistics %+v", rows)
	}
	ins := s.Inspect().Rows
	if ins[4].Name != "Visits" || !strings.HasPrefix(ins[4].Value, "N = 2, W = ") || ins[5].Value != "—" {
		t.Errorf("the root: %+v", ins)
	}
	b := s.label(t, "b")
	if h := s.Hover(b); !strings.Contains(h, "in the search tree") || !strings.Contains(h, "N = 1") || strings.Contains(h, "V =") {
		t.Errorf("hover on b: %q", h)
	}
	hide(s, true)
	if s.Revealed() {
		t.Error("revealed after two iterations")
	}
	s.Last()
	if !s.Revealed() || !strings.Contains(Value(s.Statistics(), RowValue), "visited most") {
		t.Errorf("at the end: revealed %v, %q", s.Revealed(), Value(s.Statistics(), RowValue))
	}

	tr, _ := samples.Load("alphabeta-walkthrough")
	want := search.Options{Algorithm: search.MCTS, Iterations: 30, Seed: 4, Exploration: 0.5}
	finish(t, s, s.SetDocument(Document{Tree: tr, Name: "x", Format: tree.FormatJSON, Search: &want, AtEnd: true}))
	if got := s.Trace().Options; got != want || s.Step() != s.Trace().Len()-1 {
		t.Errorf("opened with %+v at step %d of %d, want %+v at the end", got, s.Step(), s.Trace().Len(), want)
	}
}

func must(r Request, _ bool) Request { return r }

// TestPercentsAddUp: the root's shares of visits add up to 100 whatever
// the counts (rounded one by one, 123 and 77 of 200 were 62% and 39%),
// and each is its count's share rounded up or down.
func TestPercentsAddUp(t *testing.T) {
	if got := percents([]int{123, 77}, 200); got[0] != 62 || got[1] != 38 {
		t.Errorf("123 and 77 of 200: %v", got)
	}
	for seed := range 2000 {
		r := rand.New(rand.NewPCG(uint64(seed), 7))
		counts := make([]int, 1+r.IntN(7))
		total := 0
		for i := range counts {
			counts[i] = 1 + r.IntN(500)
			total += counts[i]
		}
		got, sum := percents(counts, total), 0
		for i, p := range got {
			sum += p
			if exact := 100 * float64(counts[i]) / float64(total); float64(p) < math.Floor(exact) || float64(p) > math.Ceil(exact) {
				t.Fatalf("%v of %d: %d%% for %d", counts, total, p, counts[i])
			}
		}
		if sum != 100 {
			t.Fatalf("%v of %d: %v adds up to %d", counts, total, got, sum)
		}
	}
}
