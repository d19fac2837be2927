// Package games builds game trees from real games, as in the course's lab
// (seed 004): Nim, tic-tac-toe and Reversi on a 6×6 board. The player to
// move at the root is MAX. An ended game is worth +1 (MAX wins), 0 (draw)
// or -1 (MAX loses); a position where the depth limit stops the tree is a
// leaf worth a heuristic estimate strictly between -1 and 1, so that no
// estimate looks like a win. Every node keeps its position, for drawing.
package games

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"gametree/tree"
)

// Names of the games.
const (
	Nim       = "nim"
	TicTacToe = "tictactoe"
	Reversi6  = "reversi6"
)

// Spec says which game tree to build.
type Spec struct {
	Game string
	// Heaps are Nim's heaps (default 3, 4, 5).
	Heaps []int
	// Position is tic-tac-toe's starting position: nine of X, O and '.'
	// row by row from the top left; empty for the empty board.
	Position string
	// Depth limits the tree to that many moves; 0 plays to the end.
	Depth int
}

// ErrBadSpec is returned for a game, heap list or position that does not
// make sense.
var ErrBadSpec = errors.New("bad game")

// position is a state of a game with the player to move.
type position interface {
	// moves lists the legal moves in a fixed order; a forced pass is a
	// move named "pass".
	moves() []move
	// over reports the end of the game and its value for the first
	// player (the one to move at the root of the tree).
	over(first int) (bool, float64)
	// estimate is a heuristic value for the first player, in (-1, 1).
	estimate(first int) float64
	// key is the position in the game's notation.
	key() string
	// mover is the player to move, 0 or 1.
	mover() int
}

type move struct {
	name string
	next position
}

func (s Spec) start() (position, error) {
	switch s.Game {
	case Nim:
		heaps := s.Heaps
		if len(heaps) == 0 {
			heaps = []int{3, 4, 5}
		}
		if len(heaps) > 8 {
			return nil, fmt.Errorf("%w: %d heaps (at most 8)", ErrBadSpec, len(heaps))
		}
		for _, h := range heaps {
			if h < 0 || h > 30 {
				return nil, fmt.Errorf("%w: a heap of %d balls (0 to 30)", ErrBadSpec, h)
			}
		}
		return nimPosition{heaps: append([]int(nil), heaps...)}, nil
	case TicTacToe:
		return parseTicTacToe(s.Position)
	case Reversi6:
		return reversiStart(), nil
	}
	return nil, fmt.Errorf("%w: unknown game %q (expected nim, tictactoe or reversi6)", ErrBadSpec, s.Game)
}

// walk visits the tree depth first; visit gets each node with its
// parent's id from the builder and returns its own. It stops with
// tree.ErrTooBig past limit nodes.
func (s Spec) walk(limit int, visit func(parent tree.NodeID, m string, p position, value float64, leaf, cut bool) tree.NodeID) (int, error) {
	root, err := s.start()
	if err != nil {
		return 0, err
	}
	if s.Depth < 0 {
		return 0, fmt.Errorf("%w: depth %d is negative", ErrBadSpec, s.Depth)
	}
	first := root.mover()
	count := 0
	var rec func(parent tree.NodeID, m string, p position, depth int) bool
	rec = func(parent tree.NodeID, m string, p position, depth int) bool {
		if count++; count > limit {
			return false
		}
		if done, v := p.over(first); done {
			visit(parent, m, p, v, true, false)
			return true
		}
		if s.Depth > 0 && depth == s.Depth {
			visit(parent, m, p, p.estimate(first), true, true)
			return true
		}
		id := visit(parent, m, p, 0, false, false)
		for _, mv := range p.moves() {
			if !rec(id, mv.name, mv.next, depth+1) {
				return false
			}
		}
		return true
	}
	if !rec(tree.None, "", root, 0) {
		return 0, fmt.Errorf("%w: more than %s nodes (choose a smaller depth)", tree.ErrTooBig, tree.Thousands(limit))
	}
	return count, nil
}

// Count returns how many nodes the tree of s has, or tree.ErrTooBig as
// soon as it passes limit.
func Count(s Spec, limit int) (int, error) {
	return s.walk(limit, func(tree.NodeID, string, position, float64, bool, bool) tree.NodeID { return tree.None })
}

// Build makes the game tree of s, refusing one over limit nodes.
func Build(s Spec, limit int) (*tree.Tree, error) {
	t := &tree.Tree{RootKind: tree.Max, Game: s.Game}
	count, err := s.walk(limit, func(parent tree.NodeID, m string, p position, value float64, leaf, cut bool) tree.NodeID {
		n := tree.Node{Move: m, Position: p.key()}
		if leaf {
			n.Value, n.HasValue = value, true
		}
		if cut { // a heuristic value, not the game's result
			n.Estimate, n.HasEstimate = value, true
		}
		if parent == tree.None {
			t.Nodes = append(t.Nodes, n)
			t.Nodes[0].Parent = tree.None
			return tree.Root
		}
		return t.AddChild(parent, n)
	})
	if err != nil {
		return nil, err
	}
	t.AutoLabel()
	t.Title, t.Notes = s.describe(count)
	return t, nil
}

func (s Spec) describe(count int) (title, notes string) {
	depth := "to the end of the game"
	if s.Depth > 0 {
		depth = fmt.Sprintf("to depth %d", s.Depth)
	}
	values := "An ended game is worth +1 if the player to move at the root (MAX) wins, -1 if MAX loses, 0 for a draw."
	switch s.Game {
	case Nim:
		heaps := s.Heaps
		if len(heaps) == 0 {
			heaps = []int{3, 4, 5}
		}
		parts := make([]string, len(heaps))
		for i, h := range heaps {
			parts[i] = strconv.Itoa(h)
		}
		return fmt.Sprintf("Nim %s, %s", strings.Join(parts, ", "), depth),
			fmt.Sprintf("Nim as in the lab on zero-sum games: take 1 to 3 balls from one heap; whoever takes the last ball loses. %s Positions cut off by the depth are worth 0: no simple rule tells these positions apart. %d nodes.", values, count)
	case TicTacToe:
		from := "the empty board"
		if s.Position != "" {
			from = "position " + s.Position
		}
		return fmt.Sprintf("Tic-tac-toe from %s, %s", from, depth),
			fmt.Sprintf("%s Positions cut off by the depth are worth (lines still open for MAX - lines still open for MIN) / 10, where a line is open for a player while the other has no mark on it. %d nodes.", values, count)
	}
	return fmt.Sprintf("Reversi 6×6, %s", depth),
		fmt.Sprintf("Reversi on a 6×6 board as in the lab on zero-sum games: the standard four-disc start, Black moves first; a player with no legal move passes; the game ends when neither can move; most discs wins. %s Positions cut off by the depth are worth (MAX's discs - MIN's discs) / 40. %d nodes.", values, count)
}
