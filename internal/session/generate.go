package session

import (
	"strconv"
	"strings"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// Generators holds the fields the generate dialogs open with: at first
// the defaults, then what they were last confirmed with, so that a second
// tree of the same kind is one key away.
type Generators struct {
	Random RandomFields
	Game   GameFields
}

// NewGenerators returns the dialogs' first fields (a random tree's seed
// is left for the dialog to draw).
func NewGenerators() Generators {
	return Generators{
		Random: RandomFields{Branching: "2-3", Depth: "4", Values: "-10..10"},
		Game:   GameFields{Heaps: "1,2,3", Depth: "0"},
	}
}

// RandomFields are the random tree dialog's fields, as typed.
type RandomFields struct {
	Branching, Depth, Values, Seed string
	Decimals, Estimates, Dice      bool
	Order                          tree.Ordering
}

// RandomSpec reads the random tree dialog's fields and counts the nodes of
// the tree they make; the error names the field that is wrong, or says the
// tree would pass tree.MaxNodes nodes.
func RandomSpec(f RandomFields) (tree.RandomSpec, int, error) {
	s := tree.RandomSpec{Decimals: f.Decimals, Order: f.Order, Estimates: f.Estimates, Dice: f.Dice}
	if err := s.ParseBranching(f.Branching); err != nil {
		return s, 0, err
	}
	var err error
	if s.Depth, err = strconv.Atoi(strings.TrimSpace(f.Depth)); err != nil {
		return s, 0, i18n.New("session.depth_whole", "Text", strconv.Quote(f.Depth))
	}
	if err := s.ParseValues(f.Values); err != nil {
		return s, 0, err
	}
	if s.Seed, err = strconv.ParseUint(strings.TrimSpace(f.Seed), 10, 64); err != nil {
		return s, 0, i18n.New("session.seed_whole", "Text", strconv.Quote(f.Seed))
	}
	if err := s.Check(); err != nil {
		return s, 0, err
	}
	n, err := s.Count(tree.MaxNodes)
	return s, n, err
}

// Games are the games the game tree dialog offers, in its order; say
// them with games.Choice or GameChoices.
var Games = []string{games.Nim, games.TicTacToe, games.Reversi6}

// GameChoices are the game tree dialog's choices of Games, in the
// session's language ("Nim (take 1-3 from a heap; …)", "Tic-tac-toe", …).
func (s *Session) GameChoices() []string {
	out := make([]string, len(Games))
	for i, g := range Games {
		out[i] = games.Choice(s.Lang(), g)
	}
	return out
}

// GameSpec reads the game tree dialog's fields as the package function
// does, for a tree titled and described in the session's language.
func (s *Session) GameSpec(f GameFields) (games.Spec, error) {
	spec, err := GameSpec(f)
	spec.Lang = s.Lang()
	return spec, err
}

// GameFields are the game tree dialog's fields, as typed: the game (an
// index into Games), Nim's heaps, tic-tac-toe's start position, the depth.
type GameFields struct {
	Game                   int
	Heaps, Position, Depth string
}

// For returns the fields as the chosen game reads them: its own start
// (Nim's heaps, tic-tac-toe's position) kept, the other games' cleared.
// The dialog remembers every game's start; GameSpec reads only this.
func (f GameFields) For() GameFields {
	if f.Game < 0 || f.Game >= len(Games) || Games[f.Game] != games.Nim {
		f.Heaps = ""
	}
	if f.Game < 0 || f.Game >= len(Games) || Games[f.Game] != games.TicTacToe {
		f.Position = ""
	}
	return f
}

// GameSpec reads the game tree dialog's fields. A start the game cannot
// use (heaps for tic-tac-toe, a position for Nim or Reversi) is refused,
// never ignored: GameFields.For clears the other games' fields.
func GameSpec(f GameFields) (games.Spec, error) {
	if f.Game < 0 || f.Game >= len(Games) {
		return games.Spec{}, i18n.New("session.no_game", "Game", f.Game)
	}
	s := games.Spec{Game: Games[f.Game]}
	var err error
	if s.Depth, err = strconv.Atoi(strings.TrimSpace(f.Depth)); err != nil || s.Depth < 0 {
		return s, i18n.New("session.game_depth", "Text", strconv.Quote(f.Depth))
	}
	if strings.TrimSpace(f.Heaps) != "" && s.Game != games.Nim {
		return s, i18n.New("session.start_unused", "Game", i18n.New("game."+s.Game), "Start", strings.TrimSpace(f.Heaps))
	}
	if strings.TrimSpace(f.Position) != "" && s.Game != games.TicTacToe {
		return s, i18n.New("session.start_unused", "Game", i18n.New("game."+s.Game), "Start", strings.TrimSpace(f.Position))
	}
	switch s.Game {
	case games.Nim:
		s.Heaps, err = games.ParseHeaps(f.Heaps)
	case games.TicTacToe:
		s.Position = strings.TrimSpace(f.Position)
	}
	if err == nil {
		err = s.Check() // a position that cannot be, said before counting
	}
	return s, err
}
