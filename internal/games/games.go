// Package games builds game trees from real games, as in a standard lab
// handout on zero-sum games: Nim, tic-tac-toe and Reversi on a 6×6 board. The player to
// move at the root is MAX. An ended game is worth +1 (MAX wins), 0 (draw)
// or -1 (MAX loses); a position where the depth limit stops the tree is a
// leaf worth a heuristic estimate strictly between -1 and 1, so that no
// estimate looks like a win. Every node keeps its position, for drawing.
package games

import (
	"strconv"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// Names of the games.
const (
	Nim       = "nim"
	TicTacToe = "tictactoe"
	Reversi6  = "reversi6"
)

// Choice is how the game tree dialog offers a game in language l: its
// name, with Nim's rules ("Nim (take 1-3 from a heap; taking the last ball
// loses)").
func Choice(l *i18n.Lang, game string) string {
	switch game {
	case Nim:
		return l.T("game.nim.choice")
	case TicTacToe:
		return l.T("game.tictactoe.choice")
	case Reversi6:
		return l.T("game.reversi6.choice")
	}
	return game
}

// title is a game's name as an error's parameter, said in the language
// the error is said in.
func title(game string) any {
	switch game {
	case Nim:
		return i18n.New("game.nim")
	case TicTacToe:
		return i18n.New("game.tictactoe")
	case Reversi6:
		return i18n.New("game.reversi6")
	}
	return strconv.Quote(game)
}

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
	// Lang is the language of the tree's title, notes and Nim's and
	// Reversi's move names (nil: English).
	Lang *i18n.Lang
	// from, when set, is the position the tree starts from (a game under
	// way: State.Tree).
	from position
}

// ErrBadSpec is returned for a game, heap list or position that does not
// make sense.
var ErrBadSpec = i18n.New("game.bad_spec")

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

// Check says what is wrong with the spec's start (heaps, a position), at
// once, before any tree is counted or built.
func (s Spec) Check() error {
	_, err := s.start()
	return err
}

func (s Spec) start() (position, error) {
	if s.from != nil {
		return s.withLang(s.from), nil
	}
	switch s.Game {
	case Nim:
		heaps := s.Heaps
		if len(heaps) == 0 {
			heaps = []int{3, 4, 5}
		}
		if len(heaps) > 8 {
			return nil, i18n.Wrap(ErrBadSpec, "game.too_many_heaps", "Count", len(heaps))
		}
		for _, h := range heaps {
			if h < 0 || h > 30 {
				return nil, i18n.Wrap(ErrBadSpec, "game.heap_size", "Count", h)
			}
		}
		return nimPosition{heaps: append([]int(nil), heaps...), lang: s.lang()}, nil
	case TicTacToe:
		return parseTicTacToe(s.Position)
	case Reversi6:
		p := reversiStart()
		p.lang = s.lang()
		return p, nil
	}
	return nil, i18n.Wrap(ErrBadSpec, "game.unknown", "Game", strconv.Quote(s.Game))
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
		return 0, i18n.Wrap(ErrBadSpec, "game.negative_depth", "Depth", s.Depth)
	}
	first := root.mover()
	count, most := 0, tree.Capacity(limit) // the walk stops where the tree would pass the limit or the memory budget
	var rec func(parent tree.NodeID, m string, p position, depth int) bool
	rec = func(parent tree.NodeID, m string, p position, depth int) bool {
		if count++; count > most {
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
		id := visit(parent, m, p, p.estimate(first), false, true) // its heuristic value: for depth limits and iterative deepening
		for _, mv := range p.moves() {
			if !rec(id, mv.name, mv.next, depth+1) {
				return false
			}
		}
		return true
	}
	if !rec(tree.None, "", root, 0) {
		return 0, tree.TooMany(limit, "game.more_than", "game.more_than_budget")
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
	// A leaf named b1 would read as the square b1 where moves name
	// squares: b.1.
	if s.Game == TicTacToe || s.Game == Reversi6 {
		t.AutoLabelWith(".")
	} else {
		t.AutoLabel()
	}
	t.Title, t.Notes = s.describe(count)
	return t, nil
}

// withLang is p with its moves named in the spec's language.
func (s Spec) withLang(p position) position {
	switch q := p.(type) {
	case nimPosition:
		q.lang = s.lang()
		return q
	case reversiPosition:
		q.lang = s.lang()
		return q
	}
	return p
}

// lang is the spec's language, English when it names none.
func (s Spec) lang() *i18n.Lang { return orEnglish(s.Lang) }

// orEnglish is l, or English for nil.
func orEnglish(l *i18n.Lang) *i18n.Lang {
	if l == nil {
		return i18n.English()
	}
	return l
}

// describe writes the tree's title and notes in the spec's language.
func (s Spec) describe(count int) (title, notes string) {
	l := s.lang()
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
		list := strings.Join(parts, ", ")
		title = l.T("game.nim.title_end", "Heaps", list)
		if s.Depth > 0 {
			title = l.T("game.nim.title_depth", "Heaps", list, "Depth", s.Depth)
		}
		return title, l.T("game.nim.notes", "Nodes", l.N("count.nodes", count))
	case TicTacToe:
		switch {
		case s.Position == "" && s.Depth > 0:
			title = l.T("game.tictactoe.title_depth", "Depth", s.Depth)
		case s.Position == "":
			title = l.T("game.tictactoe.title_end")
		case s.Depth > 0:
			title = l.T("game.tictactoe.title_from_depth", "Position", s.Position, "Depth", s.Depth)
		default:
			title = l.T("game.tictactoe.title_from_end", "Position", s.Position)
		}
		return title, l.T("game.tictactoe.notes", "Nodes", l.N("count.nodes", count))
	}
	title = l.T("game.reversi6.title_end")
	if s.Depth > 0 {
		title = l.T("game.reversi6.title_depth", "Depth", s.Depth)
	}
	return title, l.T("game.reversi6.notes", "Nodes", l.N("count.nodes", count))
}
