package e2e

import (
	"strings"
	"testing"

	"gametree/internal/probe"
)

// within says whether box b lies inside box in, give or take a pixel.
func within(b, in probe.Box) bool {
	return b.W > 0 && b.X >= in.X-1 && b.Y >= in.Y-1 && b.X+b.W <= in.X+in.W+1 && b.Y+b.H <= in.Y+in.H+1
}

// TestGameTreeDialogFollowsTheGame: the Game Tree dialog's start field
// follows the game every time it is switched, with the mouse as a
// teacher switches it: Nim's heaps, a tic-tac-toe position typed and
// kept, Reversi's standard start greyed; Generate builds what it shows.
// Then, on the game tree, the Node panel shows the board and every
// statistic is in view beside the tree.
func TestGameTreeDialogFollowsTheGame(t *testing.T) {
	t.Parallel()
	a := start(t, 1400, 900)
	a.key("ctrl+shift+g")
	p := a.waitFor("the game tree dialog", dialogIs("Generate a Game Tree"))
	if !strings.HasPrefix(p.Fields["Game"], "Nim") || p.Fields["Heaps"] == "" || p.Fields["Heaps (disabled)"] != "" {
		t.Fatalf("Nim first: %q", p.Fields)
	}
	game := p.Controls["field:Game"]
	choose := func(i int, name string) probe.State {
		t.Helper()
		a.click(game[0], game[1])
		a.click(game[0]-100, game[1]+34+float32(i)*39) // the choices drop down a row each 39 pixels
		return a.waitFor(name+" chosen", func(p probe.State) bool { return strings.HasPrefix(p.Fields["Game"], name) })
	}
	for round := range 3 { // back and forth, as the reviewer did
		p = choose(1, "Tic-tac-toe")
		if _, heaps := p.Fields["Heaps"]; heaps || p.Fields["Start position (disabled)"] != "" {
			t.Fatalf("round %d, tic-tac-toe: %q", round, p.Fields)
		}
		if round == 0 {
			at := p.Controls["field:Start position"]
			a.click(at[0], at[1])
			a.typeText("X.O......")
		}
		p = a.waitFor("the position typed", func(p probe.State) bool { return p.Fields["Start position"] == "X.O......" })
		p = choose(2, "Reversi")
		if p.Fields["Start position (disabled)"] != "true" || p.Fields["Start position"] != "" {
			t.Fatalf("round %d, Reversi: %q", round, p.Fields)
		}
		p = choose(0, "Nim")
		if p.Fields["Heaps"] == "" || p.Fields["Heaps (disabled)"] != "" {
			t.Fatalf("round %d, Nim again: %q", round, p.Fields)
		}
	}
	p = choose(1, "Tic-tac-toe")
	if p.Fields["Start position"] != "X.O......" {
		t.Fatalf("the position was not kept: %q", p.Fields)
	}
	a.key("Return")
	p = a.waitFor("the tic-tac-toe tree", func(p probe.State) bool {
		return noDialog(p) && strings.HasPrefix(p.Document, "Tic-tac-toe") && p.Steps > 0
	})
	if p.Size != 7584 { // from X.O......, not from the empty board
		t.Errorf("tic-tac-toe from X.O......: %d nodes", p.Size)
	}
	a.shot("game-tree")

	// Item 10: the board beside the node's rows, the statistics in view.
	a.key("Right", "Right")
	p = a.waitFor("a step on the game tree", func(p probe.State) bool { return p.Step == 2 && p.Board })
	side := p.Boxes["statistics"]
	if !within(p.Boxes["board"], probe.Box{X: 0, Y: 0, W: p.Width, H: p.Height}) {
		t.Errorf("the board at %+v, the window %v×%v", p.Boxes["board"], p.Width, p.Height)
	}
	n := 0
	for key, b := range p.Boxes {
		if strings.HasPrefix(key, "stat:") {
			n++
			if !within(b, side) {
				t.Errorf("%s at %+v, out of the statistics' view %+v", key, b, side)
			}
		}
	}
	if n < 6 {
		t.Errorf("%d statistics", n)
	}

	// Reopened after a Reversi tree, the dialog greys the start at once
	// (it showed tic-tac-toe's field enabled until Depth was edited).
	a.key("ctrl+shift+g")
	p = a.waitFor("the game tree dialog again", dialogIs("Generate a Game Tree"))
	choose(2, "Reversi")
	a.key("Return")
	a.waitFor("the Reversi tree", func(p probe.State) bool {
		return noDialog(p) && strings.HasPrefix(p.Document, "Reversi") && p.Steps > 0
	})
	a.key("ctrl+shift+g")
	p = a.waitFor("the game tree dialog after Reversi", dialogIs("Generate a Game Tree"))
	if !strings.HasPrefix(p.Fields["Game"], "Reversi") || p.Fields["Start position (disabled)"] != "true" {
		t.Errorf("reopened after Reversi: %q", p.Fields)
	}
}
