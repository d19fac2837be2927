package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"gametree/internal/probe"
)

// TestPlayTicTacToeByClicks: Play › Play a Game Against the Computer
// (Ctrl+J) opens the play window on tic-tac-toe at 1024×768; a person
// plays X by clicking the first empty square each turn and the computer,
// alpha-beta to the end of the game, replies until the game ends, won by
// the computer or drawn, never by the person; the moves are listed, a
// move pair is taken back, and "How did it choose?" opens the tree the
// computer searched for its last move in the main window. Escape hides
// the play window with its game, and Ctrl+J brings it back as it was.
func TestPlayTicTacToeByClicks(t *testing.T) {
	t.Parallel()
	a := start(t, 1024, 768)
	a.key("ctrl+j")
	ready := func(q probe.State) bool { return q.Play != nil && len(q.Play.Cells) == 9 && !q.Play.Busy }
	p := a.waitFor("the play window", ready)
	x, y := a.windowAt("^Play a game")
	a.shot("play-start")
	for turn := 1; !p.Play.Over; turn++ {
		if turn > 5 {
			t.Fatalf("the game goes on after five moves of X: %q", p.Play.Position)
		}
		before := p.Play.Position
		square := strings.IndexByte(before, '.')
		cell := p.Play.Cells[square]
		a.click(float32(x)+cell[0], float32(y)+cell[1])
		p = a.waitFor(fmt.Sprintf("X's move %d and the reply", turn), func(q probe.State) bool {
			if !ready(q) || q.Play.Position == before {
				return false
			}
			return q.Play.Over || strings.Count(q.Play.Position, ".") == strings.Count(before, ".")-2
		})
	}
	a.shot("play-end")
	pl := p.Play
	if !strings.HasPrefix(pl.Status, "The computer won") && !strings.HasPrefix(pl.Status, "A draw") {
		t.Errorf("the game ended with %q", pl.Status)
	}
	if played := 9 - strings.Count(pl.Position, "."); len(pl.Moves) != played || !strings.Contains(pl.Moves[1], "O, computer") {
		t.Errorf("%d moves on the board, listed %q", played, pl.Moves)
	}
	back := pl.Buttons["Take back"]
	a.click(float32(x)+back.X+back.W/2, float32(y)+back.Y+back.H/2)
	p = a.waitFor("the last pair taken back", func(q probe.State) bool {
		return ready(q) && !q.Play.Over && len(q.Play.Moves) < len(pl.Moves) && strings.Contains(q.Play.Status, "Your move (X)")
	})
	kept := p.Play.Moves
	why := p.Play.Buttons["How did it choose?"]
	a.click(float32(x)+why.X+why.W/2, float32(y)+why.Y+why.H/2)
	a.waitFor("the computer's search in the main window", func(q probe.State) bool {
		return strings.HasPrefix(q.Document, "The computer's search for move ") && q.Steps > 0 && q.Algorithm == "alphabeta"
	})
	// Escape in the play window, then Ctrl+J in the main window: the
	// game is where it was left.
	a.xdotool("search", "--onlyvisible", "--name", "^Play a game", "windowraise", "windowfocus")
	a.key("Escape")
	a.waitFor("the play window hidden", func(probe.State) bool { return !a.visible("^Play a game") })
	a.click(200, 300) // the main window's canvas
	a.key("ctrl+j")
	p = a.waitFor("the game reopened", func(q probe.State) bool {
		return ready(q) && strings.Join(q.Play.Moves, "|") == strings.Join(kept, "|")
	})
	if !a.visible("^Play a game") {
		t.Error("the play window reopened hidden")
	}
}

// visible says whether a window whose title matches name is shown.
func (a *app) visible(name string) bool {
	cmd := exec.Command("xdotool", "search", "--onlyvisible", "--name", name)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	out, err := cmd.Output()
	return err == nil && strings.TrimSpace(string(out)) != ""
}

// windowAt is where the window whose title matches name is on the screen.
func (a *app) windowAt(name string) (x, y int) {
	a.t.Helper()
	out := a.xdotool("search", "--onlyvisible", "--name", name, "getwindowgeometry")
	i := strings.Index(out, "Position:")
	if i < 0 {
		a.t.Fatalf("no window %q: %q", name, out)
	}
	if _, err := fmt.Sscanf(out[i:], "Position: %d,%d", &x, &y); err != nil {
		a.t.Fatalf("the window %q's place: %q", name, out)
	}
	return x, y
}
