package games

import (
	"context"
	"errors"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

func build(t *testing.T, s Spec) *tree.Tree {
	t.Helper()
	tr, err := Build(s, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Validate(); err != nil {
		t.Fatal(err)
	}
	return tr
}

func value(tr *tree.Tree) float64 { return tr.Values(tr.Kinds(tree.Auto))[tree.Root] }

// The oracle table: node counts and values known for these games.
func TestKnownCountsAndValues(t *testing.T) {
	if testing.Short() {
		t.Skip("builds trees of a million nodes")
	}
	cases := []struct {
		spec          Spec
		nodes, leaves int
		value         float64
	}{
		{Spec{Game: TicTacToe}, 549946, 255168, 0},
		{Spec{Game: Nim, Heaps: []int{1, 2, 3}}, 447, -1, -1},
		{Spec{Game: Nim, Heaps: []int{3, 4, 5}}, 995970, -1, 1},
	}
	for _, c := range cases {
		tr := build(t, c.spec)
		if tr.Len() != c.nodes || (c.leaves >= 0 && len(tr.Leaves()) != c.leaves) || value(tr) != c.value {
			t.Errorf("%+v: %d nodes, %d leaves, value %v; want %d, %d, %v", c.spec, tr.Len(), len(tr.Leaves()), value(tr), c.nodes, c.leaves, c.value)
		}
		if n, err := Count(c.spec, tree.MaxNodes); n != c.nodes || err != nil {
			t.Errorf("Count(%+v) = %d, %v", c.spec, n, err)
		}
	}
}

func TestNimDefaultsToThreeFourFive(t *testing.T) {
	p, err := Spec{Game: Nim}.start()
	if err != nil || p.key() != "3 4 5" {
		t.Errorf("default Nim: %v, %v", p, err)
	}
}

func TestReversiPerft(t *testing.T) {
	for depth, want := range map[int]int{1: 5, 2: 17, 3: 73, 4: 317} {
		tr := build(t, Spec{Game: Reversi6, Depth: depth})
		if tr.Len() != want {
			t.Errorf("depth %d: %d nodes, want %d", depth, tr.Len(), want)
		}
	}
	tr := build(t, Spec{Game: Reversi6, Depth: 1})
	var moves []string
	for _, c := range tr.Nodes[tree.Root].Children {
		moves = append(moves, tr.Nodes[c].Move)
	}
	if strings.Join(moves, " ") != "c2 b3 e4 d5" {
		t.Errorf("first moves %v", moves)
	}
	if tr.Nodes[tree.Root].Position != "..............WB....BW.............." {
		t.Errorf("start position %q", tr.Nodes[tree.Root].Position)
	}
	// Cut-off positions carry their heuristic estimate, a value below a win.
	for _, id := range tr.Leaves() {
		n := tr.Nodes[id]
		if !n.HasEstimate || n.Estimate != n.Value || n.Value <= -1 || n.Value >= 1 {
			t.Errorf("leaf %s: value %v estimate %v", n.Label, n.Value, n.Estimate)
		}
	}
	// After c2, black has 4 discs and white 1: (4 - 1) / 40.
	if v := tr.Nodes[tr.Nodes[tree.Root].Children[0]].Value; v != 0.075 {
		t.Errorf("estimate after c2: %v", v)
	}
}

func TestReversiPasses(t *testing.T) {
	// White in the corner a1, Black at b1, Black to move: Black cannot
	// outflank a disc in a corner, White can play c1 and flip b1.
	var p reversiPosition
	for i := range p.board {
		p.board[i] = '.'
	}
	p.board[0], p.board[1] = 'W', 'B'
	p.turn = 'B'
	m := p.moves()
	if len(m) != 1 || m[0].name != "pass" || m[0].next.mover() != 1 {
		t.Fatalf("moves %+v, want one pass", m)
	}
	if w := m[0].next.moves(); len(w) != 1 || w[0].name != "c1" {
		t.Errorf("White's moves after the pass: %+v", w)
	}
	if done, _ := p.over(0); done {
		t.Error("the game is not over while White can move")
	}
	p.board[0] = 'B' // only black discs: nobody can move, Black wins on discs
	if done, v := p.over(0); !done || v != 1 {
		t.Errorf("over = %v, %v", done, v)
	}
	if done, v := p.over(1); !done || v != -1 {
		t.Errorf("for White first: %v, %v", done, v)
	}
}

func TestTicTacToePositions(t *testing.T) {
	// X to move wins at c1.
	tr := build(t, Spec{Game: TicTacToe, Position: "XX.OO...."})
	if value(tr) != 1 || tr.Nodes[tr.Nodes[tree.Root].Children[0]].Move != "X c1" {
		t.Errorf("value %v, first move %s", value(tr), tr.Nodes[tr.Nodes[tree.Root].Children[0]].Move)
	}
	// O to move: O is MAX here and loses whatever it does? X threatens two lines.
	tr = build(t, Spec{Game: TicTacToe, Position: "X.X.O...."})
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if trace.Value != value(tr) || tr.Nodes[tr.Nodes[tree.Root].Children[0]].Move[0] != 'O' {
		t.Errorf("alpha-beta %v, minimax %v", trace.Value, value(tr))
	}
	// A depth limit: estimates from open lines.
	tr = build(t, Spec{Game: TicTacToe, Depth: 1})
	for _, c := range tr.Nodes[tree.Root].Children {
		n := tr.Nodes[c]
		// Lines open for X (8 of them) minus lines open for O (those X missed).
		want := map[string]float64{"X a1": 0.3, "X b2": 0.4, "X b1": 0.2}[n.Move]
		if want != 0 && n.Value != want {
			t.Errorf("%s: estimate %v, want %v", n.Move, n.Value, want)
		}
	}
}

func TestBadSpecs(t *testing.T) {
	for _, s := range []Spec{
		{Game: "chess"}, {Game: TicTacToe, Position: "XXX"}, {Game: TicTacToe, Position: "XXXXO...."},
		{Game: TicTacToe, Position: "XXXOOO..."}, {Game: TicTacToe, Position: "X?......."},
		{Game: Nim, Heaps: []int{-1}}, {Game: Nim, Heaps: []int{99}}, {Game: Reversi6, Depth: -1},
	} {
		if _, err := Build(s, tree.MaxNodes); !errors.Is(err, ErrBadSpec) {
			t.Errorf("%+v: %v", s, err)
		}
	}
	if _, err := Build(Spec{Game: TicTacToe}, 1000); !errors.Is(err, tree.ErrTooBig) {
		t.Errorf("limit: %v", err)
	}
	if h, err := ParseHeaps("1, 2,3"); err != nil || len(h) != 3 || h[2] != 3 {
		t.Errorf("ParseHeaps: %v %v", h, err)
	}
	if _, err := ParseHeaps("1,x"); err == nil {
		t.Error("ParseHeaps accepted x")
	}
}

func TestBoards(t *testing.T) {
	b, ok := BoardOf(TicTacToe, "X.O......")
	if !ok || b.Rows != 3 || b.At(0, 0) != Cross || b.At(0, 2) != Nought || b.At(1, 1) != Empty {
		t.Errorf("tic-tac-toe board %+v", b)
	}
	b, ok = BoardOf(Nim, "1 0 3")
	if !ok || b.Rows != 3 || b.Cols != 3 || b.At(0, 0) != Ball || b.At(0, 1) != Empty || b.At(1, 0) != Empty || b.At(2, 2) != Ball {
		t.Errorf("nim board %+v", b)
	}
	b, ok = BoardOf(Reversi6, reversiStart().key())
	if !ok || b.At(2, 2) != White || b.At(2, 3) != Black {
		t.Errorf("reversi board %+v", b)
	}
	img := b.Image(20)
	if img.Bounds().Dx() != 121 {
		t.Errorf("image %v", img.Bounds())
	}
	// The middle of c3 holds a white disc; the middle of a1 is the green board.
	if c := img.RGBAAt(2*20+10, 2*20+10); c != Ink(White) {
		t.Errorf("c3 drawn %v", c)
	}
	if c := img.RGBAAt(10, 10); c != Background(Reversi6) {
		t.Errorf("a1 drawn %v", c)
	}
	for _, bad := range [][2]string{{"chess", "x"}, {TicTacToe, "XO"}, {Nim, "1 x"}, {Nim, ""}, {Reversi6, "..."}} {
		if _, ok := BoardOf(bad[0], bad[1]); ok {
			t.Errorf("BoardOf(%q, %q) accepted", bad[0], bad[1])
		}
	}
}

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

// TestNamesInEveryLanguage: the dialog's names of the games and the
// generated trees' titles and notes come from the catalogues.
func TestNamesInEveryLanguage(t *testing.T) {
	for _, l := range languages(t) {
		for game, id := range map[string]string{Nim: "game.nim", TicTacToe: "game.tictactoe", Reversi6: "game.reversi6"} {
			if got := Choice(l, game); got != l.T(id+".choice") || !strings.HasPrefix(got, l.T(id)) || strings.HasPrefix(l.T(id), "[") {
				t.Errorf("%s: Choice(%s) = %q", l.Code(), game, got)
			}
		}
		tr := build(t, Spec{Game: Nim, Heaps: []int{1, 2}, Depth: 2, Lang: l})
		if tr.Title != l.T("game.nim.title_depth", "Heaps", "1, 2", "Depth", 2) || tr.Notes != l.T("game.nim.notes", "Nodes", l.N("count.nodes", tr.Len())) {
			t.Errorf("%s: Nim %q, %q", l.Code(), tr.Title, tr.Notes)
		}
		tr = build(t, Spec{Game: TicTacToe, Position: "XOXOXO...", Lang: l})
		if tr.Title != l.T("game.tictactoe.title_from_end", "Position", "XOXOXO...") || tr.Notes != l.T("game.tictactoe.notes", "Nodes", l.N("count.nodes", tr.Len())) {
			t.Errorf("%s: tic-tac-toe %q, %q", l.Code(), tr.Title, tr.Notes)
		}
		tr = build(t, Spec{Game: Reversi6, Depth: 1, Lang: l})
		if tr.Title != l.T("game.reversi6.title_depth", "Depth", 1) || strings.Contains(tr.Notes, "[") {
			t.Errorf("%s: Reversi %q, %q", l.Code(), tr.Title, tr.Notes)
		}
	}
	en := build(t, Spec{Game: TicTacToe, Depth: 1})
	if en.Title != "Tic-tac-toe from the empty board, to depth 1" || !strings.HasSuffix(en.Notes, " 10 nodes.") {
		t.Errorf("English by default: %q, %q", en.Title, en.Notes)
	}
}

// TestErrorsInEveryLanguage: a bad spec says itself in each language, and
// a position of the wrong game names the game in it.
func TestErrorsInEveryLanguage(t *testing.T) {
	_, bad := Build(Spec{Game: TicTacToe, Position: "X?......."}, tree.MaxNodes)
	_, big := Build(Spec{Game: TicTacToe}, 1000)
	tr := build(t, Spec{Game: Nim, Heaps: []int{1}})
	tr.Nodes[0].Position = "XO"
	wrong := Check(tr)
	if bad.Error() != `tic-tac-toe position "X?.......": '?' at square 2 is not X, O or a dot` ||
		big.Error() != "tree too big: more than 1,000 nodes (choose a smaller depth)" ||
		wrong.Error() != `node a: "XO" is not a position of Nim` {
		t.Errorf("English: %q, %q, %q", bad, big, wrong)
	}
	for _, l := range languages(t) {
		if got, want := l.Error(bad), l.T("game.ttt_square", "Position", `"X?......."`, "Char", "'?'", "Square", 2); got != want {
			t.Errorf("%s: %q, want %q", l.Code(), got, want)
		}
		if got, want := l.Error(big), l.T("game.more_than", "Limit", 1000); got != want {
			t.Errorf("%s: %q, want %q", l.Code(), got, want)
		}
		if got, want := l.Error(wrong), l.T("game.bad_position", "Node", "a", "Position", `"XO"`, "Game", l.T("game.nim")); got != want {
			t.Errorf("%s: %q, want %q", l.Code(), got, want)
		}
	}
}

// TestMovesInTheSpecsLanguage: Nim's moves and Reversi's pass are named
// in the spec's language (the window's), English without one.
func TestMovesInTheSpecsLanguage(t *testing.T) {
	for code, want := range map[string]string{"": "heap 1 −1", "ro": "grămada 1 −1", "it": "mucchio 1 −1"} {
		s := Spec{Game: Nim, Heaps: []int{1, 2}}
		if code != "" {
			s.Lang = i18n.Must(code)
		}
		tr, err := Build(s, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if got := tr.Nodes[tr.Nodes[tree.Root].Children[0]].Move; got != want {
			t.Errorf("%q: the first move is %q, want %q", code, got, want)
		}
	}
	if got := orEnglish(i18n.Must("it")).T("game.reversi6.pass"); got != "passo" {
		t.Errorf("Italian pass: %q", got)
	}
}
