package session

import (
	"errors"
	"slices"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// TestFit: each of the option policy's fall-backs, and the cases that
// keep the options, as a table.
func TestFit(t *testing.T) {
	read := func(src, game string) *tree.Tree {
		t.Helper()
		tr, err := tree.ReadLimit([]byte(src), tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		tr.Game = game
		return tr
	}
	plain := read(`[[3,12,8],[2,4,6],[14,5,2]]`, "")
	game := read(`[[3,12,8],[2,4,6],[14,5,2]]`, "nim")
	dice := read(`{"version": 1, "tree": {"children": [{"kind": "chance", "children": [1, 5]}, [2, 3, 4]]}}`, "")
	estimated := read(`{"version": 1, "tree": {"children": [{"estimate": 4, "children": [3, 5]}, {"estimate": 1, "children": [2, 0]}]}}`, "")
	ab, mm := search.Options{Algorithm: search.AlphaBeta}, search.Options{Algorithm: search.Minimax}
	with := func(o search.Options, change func(*search.Options)) search.Options { change(&o); return o }
	cases := []struct {
		name    string
		opt     search.Options
		t       *tree.Tree
		f       Fitting
		want    search.Options
		wantF   Fitting
		reasons []string // the reasons' message ids, in order
	}{
		{"alpha-beta on a tree of values", ab, plain, Fitting{}, ab, Fitting{}, nil},
		{"dice: expectimax, without the table", with(ab, func(o *search.Options) { o.TT = true }), dice, Fitting{},
			search.Options{Algorithm: search.Expectimax}, Fitting{Undice: search.AlphaBeta, Diced: true}, nil},
		{"expectimax chosen on dice stays", search.Options{Algorithm: search.Expectimax}, dice, Fitting{},
			search.Options{Algorithm: search.Expectimax}, Fitting{}, nil},
		{"no dice: the algorithm chosen before", search.Options{Algorithm: search.Expectimax}, plain, Fitting{Undice: search.Minimax, Diced: true},
			mm, Fitting{Undice: search.Minimax}, nil},
		{"no dice, expectimax chosen: kept", search.Options{Algorithm: search.Expectimax}, plain, Fitting{},
			search.Options{Algorithm: search.Expectimax}, Fitting{}, nil},
		{"a depth limit without estimates: none", with(ab, func(o *search.Options) { o.Depth = 1 }), plain, Fitting{},
			ab, Fitting{}, []string{"session.switched_depth"}},
		{"a depth limit with estimates: kept", with(ab, func(o *search.Options) { o.Depth = 1 }), estimated, Fitting{},
			with(ab, func(o *search.Options) { o.Depth = 1 }), Fitting{}, nil},
		{"iterative deepening without estimates: alpha-beta", search.Options{Algorithm: search.Iterative}, plain, Fitting{},
			ab, Fitting{}, []string{"session.switched_algorithm"}},
		{"iterative deepening with estimates: kept", search.Options{Algorithm: search.Iterative}, estimated, Fitting{},
			search.Options{Algorithm: search.Iterative}, Fitting{}, nil},
		{"opened: no table without a game", with(ab, func(o *search.Options) { o.TT = true }), plain, Fitting{Opened: true, TT: true},
			ab, Fitting{Opened: true, TT: true}, []string{"session.tt_no_game"}},
		{"opened: the table ticked comes back on a game", ab, game, Fitting{Opened: true, TT: true},
			with(ab, func(o *search.Options) { o.TT = true }), Fitting{Opened: true, TT: true}, nil},
		{"opened: no table unticked", with(ab, func(o *search.Options) { o.TT = true }), game, Fitting{Opened: true},
			ab, Fitting{Opened: true}, nil},
		{"opened: minimax uses no table", mm, game, Fitting{Opened: true, TT: true}, mm, Fitting{Opened: true, TT: true}, nil},
		{"edited: the table kept without a game", with(ab, func(o *search.Options) { o.TT = true }), plain, Fitting{},
			with(ab, func(o *search.Options) { o.TT = true }), Fitting{}, nil},
		{"opened: Star1 without dice is alpha-beta", search.Options{Algorithm: search.Star1, Bounds: search.Bounds{Low: -10, High: 10}}, plain, Fitting{Opened: true},
			ab, Fitting{Opened: true}, []string{"session.star1_no_chance"}},
		{"opened: Star1 on dice stays", search.Options{Algorithm: search.Star1, Bounds: search.Bounds{Low: -10, High: 10}}, dice, Fitting{Opened: true},
			search.Options{Algorithm: search.Star1, Bounds: search.Bounds{Low: -10, High: 10}}, Fitting{Opened: true}, nil},
		{"opened: Star1, the table and a depth limit all said", search.Options{Algorithm: search.Star1, TT: true, Depth: 1}, plain, Fitting{Opened: true},
			ab, Fitting{Opened: true}, []string{"session.star1_no_chance", "session.tt_no_game", "session.switched_depth"}},
	}
	for _, c := range cases {
		got, f, reasons := Fit(c.opt, c.t, c.f)
		var ids []string
		for _, r := range reasons {
			var e *i18n.Error
			if !errors.As(r, &e) {
				t.Fatalf("%s: reason %v is not said in the languages", c.name, r)
			}
			ids = append(ids, e.ID)
		}
		if got != c.want || f != c.wantF || !slices.Equal(ids, c.reasons) {
			t.Errorf("%s: %+v, %+v, %v; want %+v, %+v, %v", c.name, got, f, ids, c.want, c.wantF, c.reasons)
		}
	}
}
