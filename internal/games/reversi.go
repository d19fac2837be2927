package games

import (
	"fmt"
	"gametree/internal/i18n"
)

// reversiPosition is a 6×6 Reversi board, row by row from the top left
// ('B' black, 'W' white, '.' empty), and the player to move.
type reversiPosition struct {
	board [36]byte
	turn  byte
	lang  *i18n.Lang // of "pass"
}

const side = 6

// reversiStart is the standard four-disc start, Black to move.
func reversiStart() reversiPosition {
	var p reversiPosition
	for i := range p.board {
		p.board[i] = '.'
	}
	p.board[2*side+2], p.board[3*side+3] = 'W', 'W' // c3, d4
	p.board[2*side+3], p.board[3*side+2] = 'B', 'B' // d3, c4
	p.turn = 'B'
	return p
}

func (p reversiPosition) mover() int {
	if p.turn == 'B' {
		return 0
	}
	return 1
}

var directions = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}

// play puts a disc of who at (r, c) and returns the board and how many
// discs it flipped (0: not a legal move).
func (p reversiPosition) play(who byte, r, c int) ([36]byte, int) {
	b := p.board
	if b[r*side+c] != '.' {
		return b, 0
	}
	other := 'B' + 'W' - who
	flipped := 0
	for _, d := range directions {
		rr, cc, run := r+d[0], c+d[1], 0
		for rr >= 0 && rr < side && cc >= 0 && cc < side && b[rr*side+cc] == other {
			rr, cc, run = rr+d[0], cc+d[1], run+1
		}
		if run > 0 && rr >= 0 && rr < side && cc >= 0 && cc < side && b[rr*side+cc] == who {
			for k := 1; k <= run; k++ {
				b[(r+k*d[0])*side+c+k*d[1]] = who
			}
			flipped += run
		}
	}
	if flipped > 0 {
		b[r*side+c] = who
	}
	return b, flipped
}

func (p reversiPosition) placements(who byte) []move {
	var out []move
	for r := range side {
		for c := range side {
			if b, n := p.play(who, r, c); n > 0 {
				out = append(out, move{fmt.Sprintf("%c%d", 'a'+c, r+1), reversiPosition{board: b, turn: 'B' + 'W' - who, lang: p.lang}})
			}
		}
	}
	return out
}

// moves: the legal placements; with none while the other player can move,
// a pass; with none for either, nothing (the game is over).
func (p reversiPosition) moves() []move {
	if m := p.placements(p.turn); len(m) > 0 {
		return m
	}
	other := 'B' + 'W' - p.turn
	if len(p.placements(other)) > 0 {
		return []move{{orEnglish(p.lang).T("game.reversi6.pass"), reversiPosition{board: p.board, turn: other, lang: p.lang}}}
	}
	return nil
}

func (p reversiPosition) discs(first int) (max, min int) {
	maxColour := byte('B')
	if first == 1 {
		maxColour = 'W'
	}
	for _, c := range p.board {
		switch c {
		case maxColour:
			max++
		case '.':
		default:
			min++
		}
	}
	return max, min
}

func (p reversiPosition) over(first int) (bool, float64) {
	if len(p.placements('B')) > 0 || len(p.placements('W')) > 0 {
		return false, 0
	}
	switch max, min := p.discs(first); {
	case max > min:
		return true, 1
	case max < min:
		return true, -1
	}
	return true, 0
}

func (p reversiPosition) estimate(first int) float64 {
	max, min := p.discs(first)
	return float64(max-min) / 40
}

func (p reversiPosition) key() string { return string(p.board[:]) }
