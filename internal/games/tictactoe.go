package games

import (
	"fmt"
	"strconv"
	"strings"

	"gametree/internal/i18n"
)

// tttPosition is a tic-tac-toe board, row by row from the top left, and
// the player to move ('X' or 'O').
type tttPosition struct {
	board [9]byte
	turn  byte
}

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// parseTicTacToe reads nine of X, O and '.' (or '-', '_' or a space); the
// player to move follows from the counts.
func parseTicTacToe(s string) (tttPosition, error) {
	var p tttPosition
	if s == "" {
		s = "........."
	}
	if len(s) != 9 {
		return p, i18n.Wrap(ErrBadSpec, "game.ttt_squares", "Position", strconv.Quote(s))
	}
	xs, os := 0, 0
	for i := range 9 {
		switch c := s[i]; c {
		case 'X', 'x':
			p.board[i] = 'X'
			xs++
		case 'O', 'o', '0':
			p.board[i] = 'O'
			os++
		case '.', '-', '_', ' ':
			p.board[i] = '.'
		default:
			return p, i18n.Wrap(ErrBadSpec, "game.ttt_square", "Position", strconv.Quote(s), "Char", strconv.QuoteRune(rune(c)), "Square", i+1)
		}
	}
	switch xs - os {
	case 0:
		p.turn = 'X'
	case 1:
		p.turn = 'O'
	default:
		return p, i18n.Wrap(ErrBadSpec, "game.ttt_counts", "Position", strconv.Quote(s), "X", xs, "O", os)
	}
	if p.winner() == 'X' && p.turn == 'X' || p.winner() == 'O' && p.turn == 'O' {
		return p, i18n.Wrap(ErrBadSpec, "game.ttt_winner", "Position", strconv.Quote(s))
	}
	return p, nil
}

func (p tttPosition) mover() int {
	if p.turn == 'X' {
		return 0
	}
	return 1
}

func (p tttPosition) winner() byte {
	for _, l := range tttLines {
		if c := p.board[l[0]]; c != '.' && c == p.board[l[1]] && c == p.board[l[2]] {
			return c
		}
	}
	return 0
}

func (p tttPosition) moves() []move {
	var out []move
	for i, c := range p.board {
		if c == '.' {
			next := p
			next.board[i] = p.turn
			next.turn = 'X' + 'O' - p.turn
			out = append(out, move{fmt.Sprintf("%c %c%d", p.turn, 'a'+i%3, 1+i/3), next})
		}
	}
	return out
}

// symbol is the mark of the player who moves first in the tree.
func (p tttPosition) symbol(first int) byte {
	if p.mover() == first {
		return p.turn
	}
	return 'X' + 'O' - p.turn
}

func (p tttPosition) over(first int) (bool, float64) {
	max := p.symbol(first)
	switch w := p.winner(); {
	case w == max:
		return true, 1
	case w != 0:
		return true, -1
	case !strings.Contains(string(p.board[:]), "."):
		return true, 0
	}
	return false, 0
}

// estimate counts the lines still open for each player.
func (p tttPosition) estimate(first int) float64 {
	max := p.symbol(first)
	open := map[byte]int{}
	for _, l := range tttLines {
		marks := map[byte]bool{}
		for _, i := range l {
			marks[p.board[i]] = true
		}
		for _, c := range []byte{'X', 'O'} {
			if !marks['X'+'O'-c] {
				open[c]++
			}
		}
	}
	return float64(open[max]-open['X'+'O'-max]) / 10
}

func (p tttPosition) key() string { return string(p.board[:]) }
