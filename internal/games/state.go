package games

import (
	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// State is a position of a game being played, with the player to move:
// what a game against the computer moves through.
type State struct {
	game string
	p    position
}

// Move is a legal move of a State: its name in the game's notation
// ("X b2", "c4", "heap 2 −3") and the state it leads to.
type Move struct {
	Name string
	Next State
}

// Start returns the state s starts from: its heaps, its position, or the
// game's start.
func Start(s Spec) (State, error) {
	p, err := s.start()
	if err != nil {
		return State{}, err
	}
	return State{game: s.Game, p: p}, nil
}

// Game names the state's game.
func (s State) Game() string { return s.game }

// Position is the state in the game's notation, as a tree's node holds
// it: what BoardOf draws.
func (s State) Position() string { return s.p.key() }

// Mover is the player to move: 0 for the one who moved first (X, Black,
// Nim's first player), 1 for the other.
func (s State) Mover() int { return s.p.mover() }

// Moves lists the legal moves in the game's order; none when the game is
// over. A forced pass in Reversi is a move.
func (s State) Moves() []Move {
	if over, _ := s.Over(); over {
		return nil
	}
	ms := s.p.moves()
	out := make([]Move, len(ms))
	for i, m := range ms {
		out[i] = Move{Name: m.name, Next: State{game: s.game, p: m.next}}
	}
	return out
}

// Over reports whether the game is over, and who won: 0 or 1, or -1 for
// a draw.
func (s State) Over() (over bool, winner int) {
	done, v := s.p.over(0)
	switch {
	case !done:
		return false, -1
	case v > 0:
		return true, 0
	case v < 0:
		return true, 1
	}
	return true, -1
}

// Score is Reversi's discs of each player (0 and 1); zero for the other
// games.
func (s State) Score() (first, second int) {
	if r, ok := s.p.(reversiPosition); ok {
		return r.discs(0)
	}
	return 0, 0
}

// Tree builds the game tree from the state, the player to move at its
// root as MAX, to depth moves (0: to the end of the game), in language l,
// refusing one over limit nodes.
func (s State) Tree(depth, limit int, l *i18n.Lang) (*tree.Tree, error) {
	spec := Spec{Game: s.game, Depth: depth, Lang: l, from: s.p}
	if n, ok := s.p.(nimPosition); ok {
		spec.Heaps = n.heaps
	}
	if s.game == TicTacToe {
		spec.Position = s.p.key()
	}
	return Build(spec, limit)
}
