package session

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

func languages(t *testing.T) []*i18n.Lang {
	t.Helper()
	var all []*i18n.Lang
	for _, code := range i18n.Codes() {
		l, err := i18n.Load(code)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, l)
	}
	return all
}

// checkRows checks that the rows have the keys keys, in order, and are
// named in l by messages the catalogues have, and that no value is a
// missing message ("[id]").
func checkRows(t *testing.T, l *i18n.Lang, what string, rows []Row, keys []string) {
	t.Helper()
	var got []string
	for _, r := range rows {
		got = append(got, r.Key)
		name := RowName(l, r.Key)
		if r.Key == RowValue && strings.HasPrefix(what, "inspector") {
			name = l.T(rowStatic) // not the search's value, V
		}
		if !l.Has(r.Key) || r.Name != name {
			t.Errorf("%s %s: row %q named %q", l.Code(), what, r.Key, r.Name)
		}
		if strings.HasPrefix(r.Value, "[") || r.Value == "" {
			t.Errorf("%s %s: row %s = %q", l.Code(), what, r.Key, r.Value)
		}
	}
	if !slices.Equal(got, keys) {
		t.Errorf("%s %s: keys %v, want %v", l.Code(), what, got, keys)
	}
}

// TestPanelsInEveryLanguage: the inspector, the statistics and the hover
// line say the catalogue's sentences in the session's language, and a
// row is found by its key whatever the language.
func TestPanelsInEveryLanguage(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	s.Jump(18) // call 7: e is current
	for _, l := range languages(t) {
		speak(s, l)
		if s.Lang() != l {
			t.Fatal("the view's language is not the session's")
		}
		rows := s.Inspect().Rows
		checkRows(t, l, "inspector", rows, InspectorRows)
		for key, want := range map[string]string{
			RowNode:   l.T("session.node_current", "Node", "e"),
			RowKind:   "MIN",
			RowValue:  "—",
			RowStatus: l.T("session.status.current"),
			RowCall:   l.T("session.call_depth", "Call", 7, "Depth", 1),
			RowWindow: l.T("session.window", "Alpha", "3", "Beta", "+∞"),
			RowV:      "+∞",
		} {
			if got := Value(rows, key); got != want {
				t.Errorf("%s: %s = %q, want %q", l.Code(), key, got, want)
			}
		}
		e := s.label(t, "e")
		want := l.T("session.hover", "Node", "e", "Details", strings.Join([]string{"MIN", l.T("session.status.current"),
			l.T("session.hover.call", "Call", 7), l.T("session.hover.window", "Alpha", "3", "Beta", "+∞"),
			l.T("session.hover.v", "V", "+∞")}, l.T("session.list_separator")))
		if got := s.Hover(e); got != want {
			t.Errorf("%s: hover %q, want %q", l.Code(), got, want)
		}
		if got := s.Hover(s.label(t, "h1")); !strings.Contains(got, l.T("session.hover.leaf", "Value", "1")) ||
			!strings.Contains(got, l.T("session.status.not_reached")) {
			t.Errorf("%s: hover on h1 %q", l.Code(), got)
		}

		hide(s, true)
		stats := s.Statistics()
		checkRows(t, l, "hidden statistics", stats, StatisticsRows)
		if Value(stats, RowValue) != l.T("session.hidden") ||
			Value(stats, RowSoFar) != l.N("count.calls", 7) {
			t.Errorf("%s: hidden statistics %v", l.Code(), stats)
		}
		hide(s, false)
		stats = s.Statistics()
		checkRows(t, l, "statistics", stats, StatisticsRows)
		for key, want := range map[string]string{
			RowValue:   l.T("session.value_plays", "Value", "3", "Player", "MAX", "Move", "b"),
			RowCalls:   l.T("session.calls_saved", "Calls", 17, "Nodes", 30, "Minimax", 30, "Saved", "43"),
			RowLeaves:  l.T("session.leaves_saved", "Leaves", 6, "Minimax", 15, "Saved", "60"),
			RowPruned:  l.T("session.pruned", "Subtrees", l.N("count.subtrees", 5), "Nodes", l.N("count.nodes", 13), "Leaves", l.N("count.leaves", 9)),
			RowCutoffs: "5",
		} {
			if got := Value(stats, key); got != want {
				t.Errorf("%s: %s = %q, want %q", l.Code(), key, got, want)
			}
		}
	}
	// Negamax prunes nothing, and a leaf's kind says it is one, and whose
	// values it holds.
	speak(s, languages(t)[2])
	l := s.Lang()
	opt := s.Options()
	opt.Algorithm = search.Negamax
	r, _ := s.SetOptions(opt)
	finish(t, s, r)
	s.Select(s.label(t, "d1"))
	if got := Value(s.Inspect().Rows, RowKind); got != l.T("session.kind_leaf_negamax", "Kind", "MAX") {
		t.Errorf("negamax leaf: %q", got)
	}
	if got := Value(s.Statistics(), RowPruned); got != l.T("session.no_pruning") {
		t.Errorf("negamax pruned: %q", got)
	}
}

// TestUndoLabelsInEveryLanguage: the Undo and Redo menu items name the
// edit in the session's language, with its node when it has one, while
// UndoName stays the message id.
func TestUndoLabelsInEveryLanguage(t *testing.T) {
	s := open(t, "aima-fig5-2")
	at := s.Doc().Tree.PathOf(s.label(t, "b1"))
	f, _ := s.Fields(at)
	f.Value = "4"
	r, _, err := s.EditNode(at, f)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	s.Select(s.label(t, "c"))
	_, f, _ = s.NewChild()
	if r, err = s.AddChild(f); err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if s.UndoName() != "edit.add_child" || s.RedoName() != "" {
		t.Fatalf("names %q %q", s.UndoName(), s.RedoName())
	}
	travel := func(step func() (Request, error)) {
		t.Helper()
		r, err := step()
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
	}
	for _, l := range languages(t) {
		speak(s, l)
		say := func(id, edit string) string { return l.T(id, "Edit", edit) }
		editB1 := l.T("session.edit_node", "Node", "b1")
		if s.UndoLabel() != say("session.undo", l.T("edit.add_child")) || s.RedoLabel() != l.T("session.redo_none") {
			t.Errorf("%s: %q, %q", l.Code(), s.UndoLabel(), s.RedoLabel())
		}
		travel(s.Undo)
		if s.UndoLabel() != say("session.undo", editB1) || s.RedoLabel() != say("session.redo", l.T("edit.add_child")) {
			t.Errorf("%s after one undo: %q, %q", l.Code(), s.UndoLabel(), s.RedoLabel())
		}
		travel(s.Undo)
		if s.UndoLabel() != l.T("session.undo_none") || s.RedoLabel() != say("session.redo", editB1) || s.UndoName() != "" {
			t.Errorf("%s after two: %q, %q", l.Code(), s.UndoLabel(), s.RedoLabel())
		}
		if _, err := s.Undo(); l.Error(err) != l.T("edit.nothing_to_undo") {
			t.Errorf("%s: undo with nothing: %q", l.Code(), l.Error(err))
		}
		travel(s.Redo)
		travel(s.Redo)
		if strings.Contains(s.UndoLabel()+editB1, "[") {
			t.Errorf("%s: a missing message: %q", l.Code(), s.UndoLabel())
		}
	}
	speak(s, i18n.English())
	if s.UndoLabel() != "Undo Add Child" {
		t.Errorf("English: %q", s.UndoLabel())
	}
	finish(t, s, s.SetDocument(s.Doc()))
	if s.UndoLabel() != "Undo" || s.RedoLabel() != "Redo" {
		t.Errorf("a new document keeps %q, %q", s.UndoLabel(), s.RedoLabel())
	}
}

// TestErrorsInEveryLanguage: what the session refuses says itself in any
// language, and the sentinels still match with errors.Is.
func TestErrorsInEveryLanguage(t *testing.T) {
	s := open(t, "aima-fig5-2")
	_, _, sibling := s.NewSibling()
	_, del := s.Delete()
	_, move := s.MoveChild(1)
	_, noTree := New().FlipRoot()
	at := s.Doc().Tree.PathOf(s.label(t, "b1"))
	_, _, word := s.EditNode(at, NodeFields{Label: "b1", Value: "three"})
	_, _, estimate := s.EditNode(tree.Path{0}, NodeFields{Label: "b", Value: "x"})
	_, _, noNode := s.EditNode(tree.Path{9}, NodeFields{})
	control := CheckText("a\nb", "move")
	long := CheckText(strings.Repeat("x", tree.MaxText+1), "name")
	_, _, depth := RandomSpec(RandomFields{Branching: "2", Depth: "x", Values: "0..1", Seed: "1"})
	_, game := GameSpec(GameFields{Game: 7})
	_, heaps := GameSpec(GameFields{Game: 0, Heaps: "1,x", Depth: "0"})
	opt := s.Options()
	opt.Depth = 1 // AIMA's tree has no estimates
	r, _ := s.SetOptions(opt)
	tr, err := r.Run(context.Background())
	failed := s.Finish(r, tr, err)

	for err, want := range map[error]error{sibling: ErrRootSibling, del: ErrRootDelete, move: ErrRootMove, noTree: ErrNoTree,
		noNode: tree.ErrNoNode, heaps: games.ErrBadSpec} {
		if !errors.Is(err, want) {
			t.Errorf("%v is not %v", err, want)
		}
	}
	for err, want := range map[error]string{
		sibling: "the root has no siblings: select another node", noTree: "no tree to edit",
		word: `value of b1: "three" is not a number`, estimate: `estimate of b: "x" is not a number`,
		control: `the move has '\n', a character that cannot be shown as it is: write it on one line, in plain text`,
		long:    "the name has 201 characters: at most 200", depth: `depth "x": a whole number`, game: "no game 7",
	} {
		if err == nil || err.Error() != want {
			t.Errorf("English: %v, want %q", err, want)
		}
	}
	for _, l := range languages(t) {
		for err, want := range map[error]string{
			sibling:  l.T("session.root_sibling"),
			del:      l.T("session.root_delete"),
			move:     l.T("session.root_move"),
			noTree:   l.T("session.no_tree"),
			word:     l.T("session.value_of", "Node", "b1", "Err", l.T("session.not_a_number", "Text", `"three"`)),
			estimate: l.T("session.estimate_of", "Node", "b", "Err", l.T("session.not_a_number", "Text", `"x"`)),
			noNode:   l.T("session.no_node_at", "Path", tree.Path{9}.String()),
			control:  l.T("session.move_control", "Char", `'\n'`),
			long:     l.T("session.name_too_long", "Count", tree.MaxText+1, "Max", tree.MaxText),
			depth:    l.T("session.depth_whole", "Text", `"x"`),
			game:     l.T("session.no_game", "Game", 7),
			heaps:    l.T("game.bad_heaps", "Text", `"1,x"`),
			failed:   l.T("session.cannot_search", "Document", "aima-fig5-2", "Err", l.Error(errors.Unwrap(failed))),
			ErrStale: l.T("session.stale"),
		} {
			if got := l.Error(err); got != want || strings.HasPrefix(got, "[") {
				t.Errorf("%s: %q, want %q", l.Code(), got, want)
			}
		}
	}
}

// TestGameChoicesInEveryLanguage: the game tree dialog offers the games in
// the session's language, and makes trees titled in it.
func TestGameChoicesInEveryLanguage(t *testing.T) {
	s := New()
	for _, l := range languages(t) {
		speak(s, l)
		choices := s.GameChoices()
		if len(choices) != len(Games) || choices[1] != games.Choice(l, games.TicTacToe) || choices[0] != l.T("game.nim.choice") {
			t.Errorf("%s: %q", l.Code(), choices)
		}
		spec, err := s.GameSpec(GameFields{Game: 2, Depth: "1"})
		if err != nil || spec.Lang != l || spec.Game != games.Reversi6 {
			t.Fatalf("%s: %+v %v", l.Code(), spec, err)
		}
		tr, err := games.Build(spec, tree.MaxNodes)
		if err != nil || tr.Title != l.T("game.reversi6.title_depth", "Depth", 1) {
			t.Errorf("%s: %q %v", l.Code(), tr.Title, err)
		}
	}
}
