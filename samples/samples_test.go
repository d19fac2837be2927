package samples

import (
	"context"
	"errors"
	"strings"
	"testing"

	"gametree/search"
)

// oracle is what each sample's source says: the root's value and the
// leaves alpha-beta (seed 000's form) leaves out.
var oracle = map[string]struct {
	value  float64
	best   string
	pruned string
}{
	"alphabeta-walkthrough":   {3, "b", "e2 h h1 h2 k2 l2 m n n1 n2 o o1 o2"},
	"aima-fig5-2":             {3, "b", "c2 c3"},
	"aima-fig5-2-worst-first": {3, "d", ""},
	"geeksforgeeks-minimax":   {12, "e", "g2"},
	"geeksforgeeks-alphabeta": {5, "b", "d2 g g1 g2"},
}

func TestSamplesMatchTheirSources(t *testing.T) {
	names := Names()
	if names[0] != Default || len(names) != len(oracle) {
		t.Fatalf("Names() = %v", names)
	}
	for _, name := range names {
		tr, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Title == "" || tr.Notes == "" {
			t.Errorf("%s: no title or notes naming the source", name)
		}
		want, ok := oracle[name]
		if !ok {
			t.Errorf("%s: no oracle entry", name)
			continue
		}
		for _, algo := range search.Algorithms {
			trace, err := search.Run(context.Background(), tr, search.Options{Algorithm: algo})
			if err != nil {
				t.Fatal(err)
			}
			if trace.Value != want.value || tr.Name(trace.PV[1]) != want.best {
				t.Errorf("%s %s: value %v best %s, want %v %s", name, algo, trace.Value, tr.Name(trace.PV[1]), want.value, want.best)
			}
			if algo != search.AlphaBeta {
				continue
			}
			final := trace.At(trace.Len() - 1)
			var pruned []string
			for _, id := range tr.Preorder() {
				if final.Node(id).Status == search.Pruned {
					pruned = append(pruned, tr.Name(id))
				}
			}
			if got := strings.Join(pruned, " "); got != want.pruned {
				t.Errorf("%s: pruned %q, want %q", name, got, want.pruned)
			}
		}
	}
}

func TestUnknownSample(t *testing.T) {
	for _, name := range []string{"nope", "../samples", ""} {
		if _, err := Load(name); !errors.Is(err, ErrUnknown) {
			t.Errorf("Load(%q) = %v, want ErrUnknown", name, err)
		}
	}
	list, err := List()
	if err != nil || len(list) != len(oracle) || list[0].Title != "Alpha-beta walk-through, call by call" {
		t.Errorf("List() = %v, %v", list, err)
	}
}
