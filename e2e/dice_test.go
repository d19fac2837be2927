package e2e

import (
	"slices"
	"strings"
	"testing"

	"gametree/internal/probe"
	"gametree/search"
)

// TestDiceInTheWindow: the dice sample opens under expectimax; Star1 is
// picked from the algorithm list with the mouse, its bounds typed in the
// toolbar's field (a wrong pair is refused, saying so, and changes
// nothing), and the search with them runs to its end.
func TestDiceInTheWindow(t *testing.T) {
	t.Parallel()
	a := start(t, 1400, 900, "dice")
	p := a.waitFor("the dice under expectimax", func(p probe.State) bool {
		return p.Algorithm == "expectimax" && p.Size == 18 && len(p.Toolbar) > 0 && p.Toolbar[0] == "Expectimax"
	})
	at := p.Controls["algorithm"]
	a.click(at[0], at[1])
	// The list drops below the control, a row each 39 pixels, in the
	// order of search.Algorithms.
	a.click(at[0]-60, at[1]+37+float32(slices.Index(search.Algorithms, search.Star1))*39)
	p = a.waitFor("Star1 with the tree's own bounds", func(p probe.State) bool {
		return p.Algorithm == "star1" && p.Bounds == "1..9" && p.Controls["guess"] != [2]float32{}
	})
	a.shot("dice-star1")
	guess := p.Controls["guess"]
	for _, c := range []struct{ typed, bounds string }{{"10..0", "1..9"}, {"0..10", "0..10"}} {
		a.click(guess[0], guess[1])
		a.key("ctrl+a")
		a.typeText(c.typed)
		a.key("Return")
		a.waitFor("bounds "+c.bounds+" after "+c.typed, func(p probe.State) bool {
			return p.Bounds == c.bounds && (c.typed != "10..0" || strings.Contains(p.Status, "10..0"))
		})
	}
	a.key("End")
	a.waitFor("the end of Star1", func(p probe.State) bool { return p.Step == p.Steps-1 && p.Steps == 64 })
	a.shot("dice-star1-end")
}
