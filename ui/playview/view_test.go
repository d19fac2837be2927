package playview

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// newTestView opens the play window in language lang with the computer's
// searches run at once.
func newTestView(t *testing.T, lang string, open func(*tree.Tree, string, search.Options)) *View {
	t.Helper()
	a := test.NewTempApp(t)
	v := newView(a, Config{Lang: i18n.Must(lang), Open: open}, func(f func()) { f() })
	v.win.Resize(fyne.NewSize(1024, 768))
	return v
}

// tap clicks the centre of a board cell.
func tap(v *View, row, col int) {
	v.board.Tapped(&fyne.PointEvent{Position: v.board.centre(row, col)})
}

// TestTicTacToeAgainstTheComputer: a click puts X where it is, the
// computer answers at once, an occupied square does nothing, Take back
// takes the pair back, Hint names a move, How did it choose? hands the
// main window the tree searched from the position before the computer's
// move, with its options.
func TestTicTacToeAgainstTheComputer(t *testing.T) {
	var opened *tree.Tree
	var openedName string
	var openedOpt search.Options
	v := newTestView(t, "en", func(tr *tree.Tree, name string, opt search.Options) { opened, openedName, openedOpt = tr, name, opt })
	if v.why.Disabled() == false || v.back.Disabled() == false || v.hint.Disabled() {
		t.Fatalf("at the start: why enabled %v, back enabled %v, hint disabled %v", !v.why.Disabled(), !v.back.Disabled(), v.hint.Disabled())
	}
	tap(v, 1, 1)
	pos := v.match.State().Position()
	if pos[4] != 'X' || strings.Count(pos, "O") != 1 || len(v.match.Moves) != 2 || !strings.Contains(v.status.Text, "The computer played O") {
		t.Fatalf("after X b2: %q, %d moves, status %q", pos, len(v.match.Moves), v.status.Text)
	}
	o := strings.IndexByte(pos, 'O')
	tap(v, o/3, o%3) // the computer's square: nothing happens
	if len(v.match.Moves) != 2 {
		t.Errorf("a click on O's square played: %v", v.match.Moves)
	}
	v.askHint()
	if !strings.HasPrefix(strings.Split(v.status.Text, "\n")[1], "Hint: X ") {
		t.Errorf("hint: %q", v.status.Text)
	}
	v.howDidItChoose()
	if opened == nil || opened.Nodes[tree.Root].Position != "....X...." || !strings.HasPrefix(openedName, "The computer's search for move 2 (O ") || openedOpt.Algorithm != search.AlphaBeta {
		t.Errorf("How did it choose? opened %v %q %+v", opened != nil, openedName, openedOpt)
	}
	v.takeBack()
	if len(v.match.Moves) != 0 || v.match.State().Position() != "........." || !v.back.Disabled() {
		t.Errorf("taken back: %q, back enabled %v", v.match.State().Position(), !v.back.Disabled())
	}
}

// TestNimByClicks: a click on a ball takes it and the balls right of it,
// when that is 1 to 3; more is refused by doing nothing; the end says who
// took the last ball.
func TestNimByClicks(t *testing.T) {
	v := newTestView(t, "en", nil)
	v.side.SetSelectedIndex(1) // the computer first
	v.game.SetSelectedIndex(1) // Nim
	v.heaps.SetText("1, 2")
	v.newGame()
	if len(v.match.Moves) != 1 || !v.match.PersonToMove() {
		t.Fatalf("the computer moved first: %d moves", len(v.match.Moves))
	}
	// Nim 1,2 with the first player to move is won for it: the computer
	// leaves a lost position; the person takes what is left, heap by heap.
	for guard := 0; guard < 5; guard++ {
		if over, _ := v.match.Result(); over {
			break
		}
		b, _ := games.BoardOf(games.Nim, v.match.State().Position())
		row, count := -1, 0
		for r := range b.Rows {
			n := 0
			for c := range b.Cols {
				if b.At(r, c) == games.Ball {
					n++
				}
			}
			if n > 0 && row < 0 {
				row, count = r, n
			}
		}
		before := len(v.match.Moves)
		tap(v, row, count-1) // the last ball of the first heap left
		if len(v.match.Moves) == before {
			t.Fatalf("taking the last ball of heap %d did nothing", row+1)
		}
	}
	if over, w := v.match.Result(); !over || w != 0 || !strings.HasPrefix(v.status.Text, "The computer won: the second player took the last ball") {
		t.Errorf("over %v, winner %d, status %q", over, w, v.status.Text)
	}
}

// TestNimLongestHeap: a click on the longest heap plays (it crashed: the
// board after the move is narrower), the board keeps its width, and a
// click that would take more than three balls says why it is refused.
func TestNimLongestHeap(t *testing.T) {
	v := newTestView(t, "en", nil)
	v.game.SetSelectedIndex(1) // Nim 3, 4, 5, the person first
	tap(v, 2, 4)               // the fifth ball of the third heap
	if got := v.match.Moves; len(got) < 1 || got[0].Name != "heap 3 −1" || v.board.b.Cols != 5 {
		t.Fatalf("moves %v, board %d wide", got, v.board.b.Cols)
	}
	heaps := v.match.State().Position()
	tap(v, 2, 0) // all of the third heap: more than three
	if v.match.State().Position() != heaps || !strings.Contains(v.status.Text, "Take 1 to 3 balls") {
		t.Errorf("%q became %q, status %q", heaps, v.match.State().Position(), v.status.Text)
	}
	v.heaps.SetText("0, 0")
	v.newGame()
	if !strings.Contains(v.status.Text, "over before its first move") {
		t.Errorf("heaps 0, 0: %q", v.status.Text)
	}
}

// TestReversiAndSeries: Reversi offers depths 1 to 5 (4 first); an
// illegal click does nothing; two engines watched play a game at a click
// of New game, and a series of two games counts both.
func TestReversiAndSeries(t *testing.T) {
	v := newTestView(t, "en", nil)
	v.game.SetSelectedIndex(2)
	if got := v.engines[0].depth.Selected; got != "depth 4" || len(v.engines[0].depths) != 5 {
		t.Errorf("Reversi's depths %v, chosen %q", v.engines[0].depths, got)
	}
	if !strings.Contains(v.status.Text, "(Black 2, White 2)") {
		t.Errorf("no disc count: %q", v.status.Text)
	}
	tap(v, 0, 0)
	if len(v.match.Moves) != 0 || !strings.Contains(v.status.Text, "Not a legal move") {
		t.Errorf("a1 was played: %v, status %q", v.match.Moves, v.status.Text)
	}
	tap(v, 2, 1) // b3, legal for Black
	if len(v.match.Moves) != 2 {
		t.Fatalf("b3 and the reply: %v", v.match.Moves)
	}
	v.game.SetSelectedIndex(0)
	v.side.SetSelectedIndex(2) // two engines
	if over, _ := v.match.Result(); !over || !v.seriesBox.Visible() {
		t.Fatalf("two engines played one game: over %v, series shown %v", over, v.seriesBox.Visible())
	}
	v.engines[0].depth.SetSelectedIndex(2) // depth 2
	v.count.SetText("2")
	v.series()
	if !strings.Contains(v.score.Text, "games played: 2 of 2") || v.busy {
		t.Errorf("series: %q, busy %v", v.score.Text, v.busy)
	}
	v.count.SetText("0")
	v.series()
	if !strings.Contains(v.score.Text, `not "0"`) {
		t.Errorf("0 games: %q", v.score.Text)
	}
	e := v.engines[1]
	e.algo.SetSelectedIndex(len(search.Named()) - 1) // MCTS
	if !e.iterBox.Visible() {
		t.Error("MCTS chosen: no iterations or seed")
	}
	e.iterations.SetText("1,500")
	e.seed.SetText("9")
	if eng, err := e.engine(); err != nil || eng.Iterations != 1500 || eng.Seed != 9 || eng.Algorithm != search.MCTS {
		t.Errorf("MCTS 1,500 seed 9: %+v, %v", eng, err)
	}
	e.seed.SetText("nine")
	if _, err := e.engine(); err == nil || !strings.Contains(v.l.Error(err), `"nine"`) {
		t.Errorf("seed nine: %v", err)
	}
}

// TestPlayInEveryLanguage: the window's texts come from the language's
// catalogue.
func TestPlayInEveryLanguage(t *testing.T) {
	for lang, want := range map[string]string{"en": "Your move (X)", "ro": "Mutați dumneavoastră (X)", "it": "Tocca a te (X)"} {
		v := newTestView(t, lang, nil)
		if !strings.HasPrefix(v.status.Text, want) || v.win.Title() != i18n.Must(lang).T("play.title") {
			t.Errorf("%s: status %q, title %q", lang, v.status.Text, v.win.Title())
		}
	}
}

// TestLeavingKeepsTheGame: Escape with a game under way hides the window
// and keeps the game; Reopen shows it where it was left. With no move
// made, or the game over, Escape closes the window.
func TestLeavingKeepsTheGame(t *testing.T) {
	a := test.NewTempApp(t)
	open := func() *View {
		v := newView(a, Config{Lang: i18n.English()}, func(f func()) { f() })
		v.win.Show()
		return v
	}
	shown := func(v *View) bool {
		for _, w := range a.Driver().AllWindows() {
			if w == v.win {
				return true
			}
		}
		return false
	}
	escape := func(v *View) { v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape}) }

	v := open()
	tap(v, 1, 1)
	escape(v)
	if !v.Hidden() || !shown(v) || len(v.match.Moves) != 2 {
		t.Fatalf("Escape mid-game: hidden %v, still a window %v, %d moves", v.Hidden(), shown(v), len(v.match.Moves))
	}
	v.Reopen()
	if v.Hidden() || len(v.match.Moves) != 2 {
		t.Errorf("reopened: hidden %v, %d moves", v.Hidden(), len(v.match.Moves))
	}

	fresh := open()
	escape(fresh)
	if fresh.Hidden() || shown(fresh) || fresh.Open() {
		t.Errorf("Escape before any move: hidden %v, still a window %v, open %v", fresh.Hidden(), shown(fresh), fresh.Open())
	}

	over := open() // X plays the first empty square each turn, to the end
	for !func() bool { done, _ := over.match.Result(); return done }() {
		pos := over.match.State().Position()
		i := strings.IndexByte(pos, '.')
		tap(over, i/3, i%3)
	}
	escape(over)
	if over.Hidden() || shown(over) {
		t.Errorf("Escape after the game: hidden %v, still a window %v", over.Hidden(), shown(over))
	}
}

// TestBoardNamesItsSquares: tic-tac-toe's and Reversi's boards have their
// columns' letters over them and their rows' numbers beside them, as the
// moves name squares ("X b2", "c4"), each over or beside its cell and
// clear of the board; Nim's has none. A won tic-tac-toe game has its
// three in a row struck through.
func TestBoardNamesItsSquares(t *testing.T) {
	v := newTestView(t, "en", nil)
	b := v.board
	check := func(game string, cols, rows int) {
		t.Helper()
		if len(b.marks) != cols+rows {
			t.Fatalf("%s: %d marks", game, len(b.marks))
		}
		x0, y0, cell := b.grid(b.Size())
		for i, m := range b.marks {
			mid := fyne.NewPos(m.Position().X+m.Size().Width/2, m.Position().Y+m.Size().Height/2)
			if i < cols {
				want := b.centre(0, i)
				if m.Text != string(rune('a'+i)) || abs(mid.X-want.X) > 1 || mid.Y >= y0 {
					t.Errorf("%s: column mark %q at %v, its column's middle %v, the board's top %v", game, m.Text, mid, want.X, y0)
				}
			} else {
				r := i - cols
				want := b.centre(r, 0)
				if m.Text != fmt.Sprint(r+1) || abs(mid.Y-want.Y) > 1 || mid.X >= x0 {
					t.Errorf("%s: row mark %q at %v, its row's middle %v, the board's left %v", game, m.Text, mid, want.Y, x0)
				}
			}
		}
		if cell < 40 {
			t.Errorf("%s: cells %v wide", game, cell)
		}
	}
	check("tic-tac-toe", 3, 3)

	// X's three in the top row (drawn as given: the computer would block).
	b.show(games.TicTacToe, "XXXOO....", nil, 0)
	img := b.img.Image.(*image.RGBA)
	green := 0
	for x := range img.Bounds().Dx() {
		if c := img.RGBAAt(x, b.cell/2); c.G > 0x80 && c.R < 0x60 {
			green++
		}
	}
	if green < 2*b.cell {
		t.Errorf("three in a row: %d green pixels across the top row", green)
	}
	b.show(games.TicTacToe, "XXOOO.X..", nil, 0)
	if _, won := threeInARow(b.b); won {
		t.Error("a line struck through where nobody has three")
	}

	v.game.SetSelectedIndex(2) // Reversi 6×6
	check("Reversi", 6, 6)
	v.game.SetSelectedIndex(1) // Nim
	if len(b.marks) != 0 {
		t.Errorf("Nim: %d marks", len(b.marks))
	}
}

func abs(x float32) float32 { return max(x, -x) }
