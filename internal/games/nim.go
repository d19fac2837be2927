package games

import (
	"gametree/internal/i18n"
	"strconv"
	"strings"
)

// nimPosition is Nim with the lab's rules: take 1 to 3 balls from one
// heap; whoever takes the last ball loses.
type nimPosition struct {
	heaps []int
	turn  int
	lang  *i18n.Lang // of the moves' names: "heap 2: take 3"
}

func (p nimPosition) mover() int { return p.turn }

func (p nimPosition) moves() []move {
	var out []move
	for i, h := range p.heaps {
		for k := 1; k <= min(3, h); k++ {
			next := nimPosition{heaps: append([]int(nil), p.heaps...), turn: 1 - p.turn, lang: p.lang}
			next.heaps[i] -= k
			out = append(out, move{orEnglish(p.lang).T("game.nim.move", "Heap", i+1, "Take", k), next})
		}
	}
	return out
}

// over: with no balls left, the player to move has won (the other took
// the last ball).
func (p nimPosition) over(first int) (bool, float64) {
	for _, h := range p.heaps {
		if h > 0 {
			return false, 0
		}
	}
	if p.turn == first {
		return true, 1
	}
	return true, -1
}

func (p nimPosition) estimate(int) float64 { return 0 }

// key writes the heaps: "1 2 3".
func (p nimPosition) key() string {
	parts := make([]string, len(p.heaps))
	for i, h := range p.heaps {
		parts[i] = strconv.Itoa(h)
	}
	return strings.Join(parts, " ")
}

// ParseHeaps reads "1,2,3".
func ParseHeaps(s string) ([]int, error) {
	var heaps []int
	for _, part := range strings.Split(s, ",") {
		h, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || h < 0 {
			return nil, i18n.Wrap(ErrBadSpec, "game.bad_heaps", "Text", strconv.Quote(s))
		}
		heaps = append(heaps, h)
	}
	return heaps, nil
}
