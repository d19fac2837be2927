package play

import (
	"context"
	"errors"
	"testing"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/search"
)

// perfect is alpha-beta to the end of the game.
var perfect = Engine{Algorithm: search.AlphaBeta}

// neverLoses plays every line of the game from st in which engine plays
// side against every reply of the other side, and reports a line the
// engine loses (nil when there is none). Choices are kept by position,
// the engine being deterministic.
func neverLoses(t *testing.T, st games.State, side int, e Engine, memo map[string]int, line []string) []string {
	t.Helper()
	if over, w := st.Over(); over {
		if w == 1-side {
			return line
		}
		return nil
	}
	moves := st.Moves()
	if st.Mover() == side {
		i, ok := memo[st.Position()+string(rune('0'+side))]
		if !ok {
			c, err := Choose(context.Background(), st, e, i18n.English())
			if err != nil {
				t.Fatal(err)
			}
			i = c.Child
			memo[st.Position()+string(rune('0'+side))] = i
		}
		return neverLoses(t, moves[i].Next, side, e, memo, append(line, moves[i].Name))
	}
	for _, m := range moves {
		if lost := neverLoses(t, m.Next, side, e, memo, append(line, m.Name)); lost != nil {
			return lost
		}
	}
	return nil
}

// TestAlphaBetaNeverLosesTicTacToe: alpha-beta to the end of the game,
// as X and as O, against every sequence of replies, never loses.
func TestAlphaBetaNeverLosesTicTacToe(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every game of tic-tac-toe against the engine")
	}
	st, err := games.Start(games.Spec{Game: games.TicTacToe})
	if err != nil {
		t.Fatal(err)
	}
	memo := map[string]int{}
	for side := range 2 {
		if lost := neverLoses(t, st, side, perfect, memo, nil); lost != nil {
			t.Errorf("alpha-beta playing %d loses: %v", side, lost)
		}
	}
}

// TestAlphaBetaWinsWonNim: from Nim positions the player to move wins
// with best play, alpha-beta to the end of the game wins against every
// reply; from lost ones it is the other way round (the check checks
// something).
func TestAlphaBetaWinsWonNim(t *testing.T) {
	won := 0
	for _, heaps := range [][]int{{1, 2}, {2, 2}, {1, 2, 3}, {2, 3}, {3, 3}, {1, 1, 1}, {1, 4}, {2, 2, 2}, {3, 4}} {
		spec := games.Spec{Game: games.Nim, Heaps: heaps}
		st, err := games.Start(spec)
		if err != nil {
			t.Fatal(err)
		}
		tr, _ := games.Build(spec, MaxNodes)
		r, err := search.Solve(context.Background(), tr, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		lost := neverLoses(t, st, 0, perfect, map[string]int{}, nil)
		switch {
		case r.Value > 0 && lost != nil:
			t.Errorf("heaps %v, won for the first player: alpha-beta loses %v", heaps, lost)
		case r.Value < 0 && lost == nil:
			t.Errorf("heaps %v, lost for the first player: no line loses, which cannot be", heaps)
		}
		if r.Value > 0 {
			won++
		}
	}
	if won < 4 {
		t.Errorf("only %d won positions checked", won)
	}
}

// TestMatch: moves by name and by index, an illegal one refused, the
// computer's reply recorded with its tree, a move pair taken back, the end
// of the game and its winner.
func TestMatch(t *testing.T) {
	m, err := New(games.Spec{Game: games.TicTacToe}, Player{Person: true}, Player{Engine: perfect})
	if err != nil {
		t.Fatal(err)
	}
	if !m.PersonToMove() || m.PlayNamed("O a1") == nil || !errors.Is(m.PlayNamed("X z9"), ErrIllegal) {
		t.Fatal("X to move: O a1 and X z9 must be refused")
	}
	if err := m.PlayNamed("X a1"); err != nil {
		t.Fatal(err)
	}
	c, err := m.Computer(context.Background(), i18n.English())
	if err != nil {
		t.Fatal(err)
	}
	if c.Tree.Len() != 59705 || c.Child < 0 || c.Tree.Nodes[c.Tree.Nodes[0].Children[c.Child]].Move != "O b2" {
		t.Errorf("after X a1 the computer searched %d nodes and plays %d (%s); the only reply that holds is O b2",
			c.Tree.Len(), c.Child, c.Tree.Nodes[c.Tree.Nodes[0].Children[c.Child]].Move)
	}
	if err := m.Play(c.Child, &c); err != nil {
		t.Fatal(err)
	}
	if m.State().Position() != "X...O...." || m.Moves[1].Choice == nil || m.Moves[1].By != 1 {
		t.Errorf("position %q, moves %+v", m.State().Position(), m.Moves)
	}
	if !m.TakeBack() || len(m.Moves) != 0 || m.State().Position() != "........." {
		t.Errorf("taken back to %q with %d moves", m.State().Position(), len(m.Moves))
	}
	for _, name := range []string{"X a1", "O a2", "X b1", "O b2", "X c1"} {
		if err := m.PlayNamed(name); err != nil {
			t.Fatal(name, err)
		}
	}
	if over, w := m.Result(); !over || w != 0 || m.PersonToMove() {
		t.Errorf("X took the top row: over %v, winner %d", over, w)
	}
}

// TestOverAtStart: a game with no move to make is refused.
func TestOverAtStart(t *testing.T) {
	if _, err := New(games.Spec{Game: games.Nim, Heaps: []int{0, 0}}, Player{Person: true}, Player{Engine: perfect}); !errors.Is(err, ErrOverAtStart) {
		t.Errorf("Nim 0, 0: %v", err)
	}
}

// TestSeries: two engines over several games, the first move alternating:
// every game is counted once; alpha-beta to the end never loses to MCTS
// at tic-tac-toe.
func TestSeries(t *testing.T) {
	if testing.Short() {
		t.Skip("plays tic-tac-toe games")
	}
	mcts := Engine{Algorithm: search.MCTS, Iterations: 300, Seed: 1, Exploration: search.DefaultExploration}
	calls := 0
	score, err := Series(context.Background(), games.Spec{Game: games.TicTacToe, Position: "X...O...."}, perfect, mcts, 4, i18n.English(), func(_ Score, m *Match) {
		if over, _ := m.Result(); over {
			calls++
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls != 4 || score.Wins[0]+score.Wins[1]+score.Draws != 4 || score.Wins[1] != 0 {
		t.Errorf("%d reports, score %+v", calls, score)
	}
}

// TestChooseTooDeep: a tree over MaxNodes is refused with its message.
func TestChooseTooDeep(t *testing.T) {
	st, err := games.Start(games.Spec{Game: games.Reversi6})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Choose(context.Background(), st, Engine{Algorithm: search.AlphaBeta, Depth: 6, Limit: 5000}, i18n.English()); !errors.Is(err, ErrTooBig) {
		t.Errorf("Reversi to depth 6 in 5,000 nodes: %v", err)
	}
	c, err := Choose(context.Background(), st, Engine{Algorithm: search.MCTS, Depth: 3, Iterations: 500, Seed: 1, Exploration: 1}, i18n.English())
	if err != nil || c.Child < 0 || c.Options.Iterations != 500 {
		t.Errorf("MCTS on Reversi to depth 3: %+v, %v", c.Options, err)
	}
}
