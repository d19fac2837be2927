// Package play is a game of Nim, tic-tac-toe or Reversi 6×6 against the
// computer, or between two engines: the moves so far, whose turn it is,
// taking moves back, and, for every move the computer made, the tree it
// searched and how, so that the window can open it with every view it has.
// It does not import Fyne.
package play

import (
	"context"
	"fmt"
	"slices"
	"time"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Engine is how the computer chooses a move: an algorithm of the engine
// searching the game's tree from the position, to Depth moves with the
// game's heuristic at the limit (0: to the end of the game), as the lab's
// bots do; or Monte Carlo tree search with its iterations, seed and
// exploration over that tree.
type Engine struct {
	Algorithm search.Algorithm
	// Depth is the depth of the tree searched (0: to the end of the game).
	Depth int
	// Iterations, Seed and Exploration are Monte Carlo tree search's.
	Iterations  int
	Seed        uint64
	Exploration float64
	// Limit is the most nodes the tree may have (0: MaxNodes).
	Limit int
}

// Options are the search options the engine searches with.
func (e Engine) Options() search.Options {
	opt := search.Options{Algorithm: e.Algorithm, Iterations: e.Iterations, Seed: e.Seed, Exploration: e.Exploration}
	return opt.WithSampling()
}

// MaxNodes is the most nodes a tree the computer searches may have.
const MaxNodes = 2_000_000

// ErrTooBig is returned when the tree the engine would search is over
// MaxNodes: a smaller depth is needed.
var ErrTooBig = i18n.New("play.too_big_plain")

// Choice is a move the computer chose, and how: the tree it searched from
// the position, the options, the index of the child it chose among the
// root's, the value it found and the time it took.
type Choice struct {
	// Engine is the engine that chose.
	Engine  Engine
	Tree    *tree.Tree
	Options search.Options
	Child   int
	Value   float64
	Took    time.Duration
}

// Choose searches st's tree as e says and returns the move it chooses.
// st must not be over. The tree's names are in language l.
func Choose(ctx context.Context, st games.State, e Engine, l *i18n.Lang) (Choice, error) {
	start := time.Now()
	limit := e.Limit
	if limit <= 0 {
		limit = MaxNodes
	}
	t, err := st.Tree(e.Depth, limit, l)
	if err != nil {
		return Choice{}, i18n.Wrap(ErrTooBig, "play.too_big", "Problem", err)
	}
	opt := e.Options()
	c := Choice{Engine: e, Tree: t, Options: opt, Child: -1}
	var pv []tree.NodeID
	if opt.Algorithm.Samples() {
		s, err := search.SampleSolve(ctx, t, opt)
		if err != nil {
			return Choice{}, err
		}
		c.Value, pv = s.Value, s.PV
	} else {
		r, err := search.Solve(ctx, t, opt)
		if err != nil {
			return Choice{}, err
		}
		c.Value, pv = r.Value, r.PV
	}
	if len(pv) < 2 {
		return Choice{}, fmt.Errorf("play: no move from a position that is not over")
	}
	c.Child = slices.Index(t.Nodes[tree.Root].Children, pv[1])
	c.Took = time.Since(start)
	return c, nil
}

// Player is who plays a side: a person, or an engine.
type Player struct {
	Person bool
	Engine Engine
}

// Played is a move made: the state before it, the move's index among the
// state's moves and its name, who made it (0 or 1) and, for the computer,
// how it chose.
type Played struct {
	Before games.State
	Index  int
	Name   string
	By     int
	Choice *Choice
}

// Match is a game under way.
type Match struct {
	// Start is the state the game started from.
	Start games.State
	// Players are who plays each side: Players[0] moves first.
	Players [2]Player
	// Moves are the moves made so far.
	Moves []Played
}

// New starts a match of the game spec describes.
func New(spec games.Spec, first, second Player) (*Match, error) {
	st, err := games.Start(spec)
	if err != nil {
		return nil, err
	}
	if over, _ := st.Over(); over {
		return nil, ErrOverAtStart
	}
	return &Match{Start: st, Players: [2]Player{first, second}}, nil
}

// State is the position now.
func (m *Match) State() games.State {
	if len(m.Moves) == 0 {
		return m.Start
	}
	last := m.Moves[len(m.Moves)-1]
	return last.Before.Moves()[last.Index].Next
}

// ToMove is the player whose turn it is (0 or 1).
func (m *Match) ToMove() int { return m.State().Mover() }

// PersonToMove reports whether a person is to move and the game goes on.
func (m *Match) PersonToMove() bool {
	over, _ := m.State().Over()
	return !over && m.Players[m.ToMove()].Person
}

// ErrOverAtStart is returned for a game over before its first move (Nim
// with no ball).
var ErrOverAtStart = i18n.New("play.over_at_start")

// ErrIllegal is returned for a move the position does not have.
var ErrIllegal = i18n.New("play.illegal")

// Play makes the move with that index among the state's moves, made by
// the player to move (choice: how the computer chose it, nil for a
// person).
func (m *Match) Play(index int, choice *Choice) error {
	st := m.State()
	moves := st.Moves()
	if index < 0 || index >= len(moves) {
		return ErrIllegal
	}
	m.Moves = append(m.Moves, Played{Before: st, Index: index, Name: moves[index].Name, By: st.Mover(), Choice: choice})
	return nil
}

// PlayNamed makes the move of that name (a person's click).
func (m *Match) PlayNamed(name string) error {
	for i, mv := range m.State().Moves() {
		if mv.Name == name {
			return m.Play(i, nil)
		}
	}
	return ErrIllegal
}

// TakeBack takes back the moves since the person last moved, and that
// move: the person is to move again where they were. It reports whether
// anything was taken back.
func (m *Match) TakeBack() bool {
	for i := len(m.Moves) - 1; i >= 0; i-- {
		if m.Players[m.Moves[i].By].Person {
			m.Moves = m.Moves[:i]
			return true
		}
	}
	return false
}

// Computer chooses the move of the engine whose turn it is.
func (m *Match) Computer(ctx context.Context, l *i18n.Lang) (Choice, error) {
	return Choose(ctx, m.State(), m.Players[m.ToMove()].Engine, l)
}

// Hint is what engine e would play for the person to move.
func (m *Match) Hint(ctx context.Context, e Engine, l *i18n.Lang) (Choice, error) {
	return Choose(ctx, m.State(), e, l)
}

// Result says how the game ended: over, and the winner (0 or 1, -1 for a
// draw).
func (m *Match) Result() (over bool, winner int) { return m.State().Over() }

// Score is the running score of a series of games between two engines.
type Score struct {
	// Wins counts each engine's wins (engine A's first), Draws the draws.
	Wins  [2]int
	Draws int
}

// Series plays games between engines a and b, a moving first in the
// first game and the first move alternating after it, and calls each
// after every game with the score so far and the game played. It stops
// early, with ctx's error, when ctx is cancelled.
func Series(ctx context.Context, spec games.Spec, a, b Engine, count int, l *i18n.Lang, each func(Score, *Match)) (Score, error) {
	var score Score
	for g := range count {
		engines := [2]Engine{a, b}
		if g%2 == 1 {
			engines = [2]Engine{b, a}
		}
		// Each game its own seeds, so that MCTS does not play one game
		// over and over.
		for i := range engines {
			engines[i].Seed += uint64(g)
		}
		m, err := New(spec, Player{Engine: engines[0]}, Player{Engine: engines[1]})
		if err != nil {
			return score, err
		}
		for {
			if over, _ := m.Result(); over {
				break
			}
			c, err := m.Computer(ctx, l)
			if err != nil {
				return score, err
			}
			if err := m.Play(c.Child, &c); err != nil {
				return score, err
			}
		}
		switch _, w := m.Result(); {
		case w < 0:
			score.Draws++
		case (w == 0) == (g%2 == 0): // engine a won
			score.Wins[0]++
		default:
			score.Wins[1]++
		}
		if each != nil {
			each(score, m)
		}
	}
	return score, nil
}
