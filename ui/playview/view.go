// Package playview is the window where a person plays Nim, tic-tac-toe or
// Reversi 6×6 against the computer, or watches two engines play each
// other: the board is clicked, the computer replies, and for each of its
// moves "How did it choose?" opens the tree it searched in the main
// window, with every view the app has.
package playview

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/mainthread"
	"gametree/internal/play"
	"gametree/internal/tree"
	"gametree/search"
)

// Config is what the play window needs from the main window.
type Config struct {
	// Lang is the language of every text (nil: English).
	Lang *i18n.Lang
	// Screen is the screen's size, when known: the window opens within
	// 90% of it.
	Screen fyne.Size
	// Open shows a tree the computer searched, with its options, in the
	// main window ("How did it choose?"); name is its title.
	Open func(t *tree.Tree, name string, opt search.Options)
	// Closed, when not nil, runs once the window has closed or hidden.
	Closed func()
	// Keys, when not nil, gives the window its keys, as
	// compareview.Config's does (nil: the window's own canvas).
	Keys func(win fyne.Window, typed func(*fyne.KeyEvent) bool, close func()) (release func())
}

// gameList are the games offered, in order.
var gameList = []string{games.TicTacToe, games.Nim, games.Reversi6}

// View is the play window.
type View struct {
	win   fyne.Window
	cfg   Config
	l     *i18n.Lang
	async func(func())

	game, side *widget.Select
	heaps      *widget.Entry
	heapsBox   *fyne.Container
	engines    [2]*engineFields
	board      *board
	moves      *widget.List
	why, back  *widget.Button
	hint, pass *widget.Button
	status     *widget.Label
	count      *widget.Entry
	runSeries  *widget.Button
	score      *widget.Label
	match      *play.Match
	selected   int // the move the list has selected, or -1
	busy       bool
	hidden     bool // left with a game under way (leave)
	gone       bool // closed
	gen        int  // a computer move or series started; older results are dropped
	cancel     context.CancelFunc
	release    func() // gives the keys back to whoever lent them
	engineBox  *fyne.Container
	seriesBox  *fyne.Container
	lastHint   string
}

// Show opens the play window.
func Show(a fyne.App, c Config) *View {
	v := newView(a, c, func(f func()) { go f() })
	v.win.Show()
	return v
}

// newView builds the window with async running the computer's searches.
func newView(a fyne.App, c Config, async func(func())) *View {
	if c.Lang == nil {
		c.Lang = i18n.English()
	}
	v := &View{cfg: c, l: c.Lang, async: async, selected: -1}
	v.win = a.NewWindow(v.l.T("play.title"))
	v.build()
	size := fyne.NewSize(1100, 760)
	if s := c.Screen; s.Width > 0 && s.Height > 0 {
		size = fyne.NewSize(min(size.Width, 0.9*s.Width), min(size.Height, 0.9*s.Height))
	}
	v.win.Resize(size)
	v.takeKeys()
	v.win.SetCloseIntercept(v.leave)
	v.win.SetOnClosed(v.closed)
	v.newGame()
	return v
}

// Close closes the window; its game goes with it.
func (v *View) Close() { mainthread.Close(v.win, v.closed) }

// Window returns the view's window.
func (v *View) Window() fyne.Window { return v.win }

// leave closes the window (Escape, Ctrl+W, its close button), or with a
// game under way hides it, the game kept for Reopen: Escape then Play ›
// Play a Game had lost a game half played without a word.
func (v *View) leave() {
	if v.match == nil || len(v.match.Moves) == 0 {
		v.Close()
		return
	}
	if over, _ := v.match.Result(); over {
		v.Close()
		return
	}
	v.hidden = true
	v.win.Hide()
	v.release()
	if v.cfg.Closed != nil {
		v.cfg.Closed()
	}
}

// Lang is the window's language.
func (v *View) Lang() *i18n.Lang { return v.l }

// Hidden says whether the window is hidden with a game under way.
func (v *View) Hidden() bool { return v.hidden }

// Open says whether the window is still open, shown or hidden.
func (v *View) Open() bool { return !v.gone }

// Reopen shows the window again, in front, its game where it was left.
func (v *View) Reopen() {
	v.hidden = false
	v.win.Show()
	v.takeKeys()
	v.win.RequestFocus()
}

// takeKeys has Escape and Ctrl+W leave the window while it is shown.
func (v *View) takeKeys() {
	keys := v.cfg.Keys
	if keys == nil {
		keys = mainthread.OwnKeys
	}
	typed := func(e *fyne.KeyEvent) bool {
		if e.Name != fyne.KeyEscape {
			return false
		}
		mainthread.OnMain(v.leave)
		return true
	}
	v.release = keys(v.win, typed, v.leave)
}

// closed stops what the computer is doing.
func (v *View) closed() {
	v.gone = true
	v.stop()
	v.release()
	if v.cfg.Closed != nil {
		v.cfg.Closed()
	}
}

// stop drops the computer's move or series under way.
func (v *View) stop() {
	v.gen++
	if v.cancel != nil {
		v.cancel()
		v.cancel = nil
	}
	v.busy = false
}

func (v *View) build() {
	l := v.l
	var names []string
	for _, g := range gameList {
		names = append(names, games.Choice(l, g))
	}
	v.game = widget.NewSelect(names, func(string) { v.gameChanged() })
	v.heaps = widget.NewEntry()
	v.heaps.SetText("3, 4, 5")
	v.heaps.OnSubmitted = func(string) { v.newGame() }
	v.heapsBox = container.NewHBox(widget.NewLabel(l.T("play.heaps")), container.NewGridWrap(fyne.NewSize(110, v.heaps.MinSize().Height), v.heaps))
	v.side = widget.NewSelect([]string{l.T("play.you_first"), l.T("play.you_second"), l.T("play.you_watch")}, func(string) { v.sideChanged() })
	v.engines = [2]*engineFields{newEngineFields(v, l.T("play.engine")), newEngineFields(v, l.T("play.engine_b"))}
	newGame := widget.NewButton(l.T("play.new"), v.newGame)
	newGame.Importance = widget.HighImportance

	v.board = newBoard(v.clicked)
	v.board.v = v
	v.moves = widget.NewList(func() int { return v.moveCount() }, func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(v.moveText(i)) })
	v.moves.OnSelected = func(i widget.ListItemID) { v.selected = i; v.refreshButtons() }
	v.why = widget.NewButton(l.T("play.why"), v.howDidItChoose)
	v.back = widget.NewButton(l.T("play.back"), v.takeBack)
	v.hint = widget.NewButton(l.T("play.hint"), v.askHint)
	v.pass = widget.NewButton(l.T("play.pass"), v.passMove)
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	v.status.TextStyle.Bold = true

	v.count = widget.NewEntry()
	v.count.SetText("4")
	v.runSeries = widget.NewButton(l.T("play.series_run"), v.series)
	v.score = widget.NewLabel("")
	v.score.Wrapping = fyne.TextWrapWord

	v.game.SetSelectedIndex(0)
	v.side.SetSelectedIndex(0)
	setup := container.New(newWrap(), widget.NewLabel(l.T("play.game")), sized(v.game, 330), v.heapsBox,
		widget.NewLabel(l.T("play.you")), sized(v.side, 230), newGame)
	v.engineBox = container.NewVBox(v.engines[0].box)
	v.seriesBox = container.NewVBox(v.engines[1].box, container.NewHBox(widget.NewLabel(l.T("play.games")),
		sized(v.count, 60), v.runSeries))
	v.seriesBox.Hide()
	buttons := container.NewGridWithColumns(2, v.why, v.back, v.hint, v.pass)
	// The status keeps the room of three lines, so that the buttons under
	// it stay where they are as it changes (a click aimed at one landed
	// on another).
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(1, 3*v.status.MinSize().Height-2*theme.Padding()))
	right := container.NewBorder(container.NewVBox(container.NewStack(room, v.status), buttons, widget.NewLabel(l.T("play.moves"))), nil, nil, nil, v.moves)
	body := container.NewHSplit(v.board, right)
	body.SetOffset(0.58)
	top := container.NewVBox(setup, v.engineBox, v.seriesBox, v.score, widget.NewSeparator())
	v.win.SetContent(container.NewBorder(top, nil, nil, nil, body))
}

// gameChanged shows the fields of the game chosen, with the depths that
// make sense for it, and starts a new game.
func (v *View) gameChanged() {
	if v.heapsBox == nil {
		return
	}
	g := v.chosenGame()
	if g == games.Nim {
		v.heapsBox.Show()
	} else {
		v.heapsBox.Hide()
	}
	for _, e := range v.engines {
		e.forGame(g)
	}
	if v.engines[0] != nil && v.moves != nil {
		v.newGame()
	}
}

// sideChanged shows the second engine's fields when two engines play.
func (v *View) sideChanged() {
	if v.seriesBox == nil {
		return
	}
	if v.side.SelectedIndex() == 2 {
		v.seriesBox.Show()
	} else {
		v.seriesBox.Hide()
		v.score.SetText("")
	}
	v.newGame()
}

func (v *View) chosenGame() string {
	if i := v.game.SelectedIndex(); i >= 0 {
		return gameList[i]
	}
	return games.TicTacToe
}

// spec is the game chosen, or why its heaps cannot be read.
func (v *View) spec() (games.Spec, error) {
	s := games.Spec{Game: v.chosenGame(), Lang: v.l}
	if s.Game == games.Nim {
		heaps, err := games.ParseHeaps(strings.ReplaceAll(v.heaps.Text, " ", ""))
		if err != nil {
			return s, err
		}
		s.Heaps = heaps
	}
	return s, s.Check()
}

// newGame starts the game chosen with the players chosen.
func (v *View) newGame() {
	if v.moves == nil || v.engines[1] == nil {
		return
	}
	v.stop()
	spec, err := v.spec()
	if err != nil {
		v.status.SetText(v.l.Error(err))
		return
	}
	a, err := v.engines[0].engine()
	if err != nil {
		v.status.SetText(v.l.Error(err))
		return
	}
	b, err := v.engines[1].engine()
	if err != nil {
		v.status.SetText(v.l.Error(err))
		return
	}
	you, computer := play.Player{Person: true}, play.Player{Engine: a}
	var m *play.Match
	switch v.side.SelectedIndex() {
	case 1:
		m, err = play.New(spec, computer, you)
	case 2:
		m, err = play.New(spec, computer, play.Player{Engine: b})
	default:
		m, err = play.New(spec, you, computer)
	}
	if err != nil {
		v.status.SetText(v.l.Error(err))
		return
	}
	v.match, v.selected, v.lastHint = m, -1, ""
	v.moves.UnselectAll()
	v.show()
	v.computerIfItsTurn()
}

// show draws the position, the moves and the buttons.
func (v *View) show() {
	st := v.match.State()
	var legal []int
	if st.Game() == games.Reversi6 && !v.busy && v.match.PersonToMove() {
		for _, mv := range st.Moves() {
			before, after := st.Position(), mv.Next.Position()
			for i := range before {
				if before[i] == '.' && after[i] != '.' {
					legal = append(legal, i)
				}
			}
		}
	}
	cols := 0
	if st.Game() == games.Nim {
		for _, h := range strings.Fields(v.match.Start.Position()) {
			n, _ := strconv.Atoi(h)
			cols = max(cols, n)
		}
	}
	v.board.show(st.Game(), st.Position(), legal, cols)
	v.moves.Refresh()
	if n := v.moveCount(); n > 0 {
		v.moves.ScrollToBottom()
	}
	v.status.SetText(v.statusText())
	v.refreshButtons()
}

// refreshButtons greys what cannot act now.
func (v *View) refreshButtons() {
	m := v.match
	enable := func(b *widget.Button, on bool) {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	enable(v.why, v.choiceToShow() != nil)
	person := !v.busy && m.PersonToMove()
	taken := false
	for _, p := range m.Moves {
		taken = taken || m.Players[p.By].Person
	}
	enable(v.back, !v.busy && taken)
	enable(v.hint, person)
	moves := m.State().Moves()
	enable(v.pass, person && len(moves) == 1 && !v.isPlacement(moves[0]))
	enable(v.runSeries, !v.busy && v.side.SelectedIndex() == 2)
}

// isPlacement reports whether a move changes the board where the person
// can click (every move but Reversi's pass).
func (v *View) isPlacement(m games.Move) bool {
	return v.match.State().Game() != games.Reversi6 || m.Next.Position() != v.match.State().Position()
}

// moveCount is the number of moves listed.
func (v *View) moveCount() int {
	if v.match == nil {
		return 0
	}
	return len(v.match.Moves)
}

// moveText lists move i: its number, name and who made it, with the time
// the computer took.
func (v *View) moveText(i int) string {
	if v.match == nil || i >= len(v.match.Moves) {
		return ""
	}
	p := v.match.Moves[i]
	who := v.sideName(p.By)
	if p.Choice == nil {
		return v.l.T("play.move_you", "N", i+1, "Move", p.Name, "Side", who)
	}
	if !v.match.Players[0].Person && !v.match.Players[1].Person { // which engine, when two play
		return v.l.T("play.move_engine", "N", i+1, "Move", p.Name, "Side", who, "Engine", describeEngine(v.l, p.Choice.Engine), "Time", duration(v.l, p.Choice.Took))
	}
	return v.l.T("play.move_computer", "N", i+1, "Move", p.Name, "Side", who, "Time", duration(v.l, p.Choice.Took))
}

// duration writes a time the computer took: "12 ms", "1.4 s".
func duration(l *i18n.Lang, d time.Duration) string {
	if d < time.Second {
		return l.T("play.ms", "Ms", int(d.Milliseconds()))
	}
	return l.T("play.s", "S", l.Decimal(strconv.FormatFloat(d.Seconds(), 'f', 1, 64)))
}

// sideName names player p in the game: X or O, Black or White, the first
// or the second player.
func (v *View) sideName(p int) string {
	return v.l.T(fmt.Sprintf("play.side.%s.%d", v.match.State().Game(), p))
}

// statusText says whose turn it is, what the computer is doing, or how
// the game ended.
func (v *View) statusText() string {
	m, l := v.match, v.l
	if over, w := m.Result(); over {
		why := v.endWhy()
		switch {
		case w < 0:
			return l.T("play.draw", "Why", why)
		case m.Players[w].Person:
			return l.T("play.won_you", "Why", why)
		case m.Players[1-w].Person:
			return l.T("play.won_computer", "Why", why)
		}
		return l.T("play.won_side", "Side", v.sideName(w), "Why", why)
	}
	if v.busy {
		return l.T("play.thinking", "Side", v.sideName(m.ToMove()))
	}
	text := l.T("play.turn_you", "Side", v.sideName(m.ToMove()))
	if m.State().Game() == games.Nim {
		text = l.T("play.turn_you_nim", "Side", v.sideName(m.ToMove()))
	}
	if !m.PersonToMove() {
		text = l.T("play.turn_computer", "Side", v.sideName(m.ToMove()))
	}
	if n := len(m.Moves); n > 0 && m.Moves[n-1].Choice != nil {
		last := m.Moves[n-1]
		text = l.T("play.computer_moved", "Move", last.Name, "Time", duration(l, last.Choice.Took)) + " " + text
	}
	if st := m.State(); st.Game() == games.Reversi6 {
		a, b := st.Score()
		text += " " + l.T("play.discs", "A", v.sideName(0), "First", a, "B", v.sideName(1), "Second", b)
	}
	if v.lastHint != "" {
		text += "\n" + v.lastHint
	}
	return text
}

// endWhy says why the game ended as it did.
func (v *View) endWhy() string {
	st := v.match.State()
	_, w := st.Over()
	switch st.Game() {
	case games.Nim:
		return v.l.T("play.why_nim", "Side", v.sideName(1-w))
	case games.Reversi6:
		a, b := st.Score()
		return v.l.T("play.why_reversi", "First", a, "Second", b, "A", v.sideName(0), "B", v.sideName(1))
	}
	if w < 0 {
		return v.l.T("play.why_full")
	}
	return v.l.T("play.why_line", "Side", v.sideName(w))
}

// clicked plays the move the person clicked, if there is one there.
func (v *View) clicked(row, col int) {
	m := v.match
	if v.busy || !m.PersonToMove() {
		return
	}
	st := m.State()
	for i, mv := range st.Moves() {
		if v.moveAt(st, mv, row, col) {
			v.lastHint = ""
			if err := m.Play(i, nil); err == nil {
				v.show()
				v.computerIfItsTurn()
			}
			return
		}
	}
	v.lastHint = v.l.T("play.not_legal." + st.Game()) // said, not ignored
	v.status.SetText(v.statusText())
}

// moveAt reports whether move mv from st is the one a click on (row, col)
// asks for: the mark or disc put there, or, in Nim, the ball clicked and
// those to its right taken from its heap.
func (v *View) moveAt(st games.State, mv games.Move, row, col int) bool {
	before, after := st.Position(), mv.Next.Position()
	switch st.Game() {
	case games.Nim:
		heapsBefore, heapsAfter := strings.Fields(before), strings.Fields(after)
		if row >= len(heapsBefore) || len(heapsAfter) != len(heapsBefore) {
			return false
		}
		was, _ := strconv.Atoi(heapsBefore[row])
		now, _ := strconv.Atoi(heapsAfter[row])
		return col < was && now == col
	case games.TicTacToe:
		i := row*3 + col
		return before[i] == '.' && after[i] != '.'
	case games.Reversi6:
		i := row*6 + col
		return before[i] == '.' && after[i] != '.'
	}
	return false
}

// passMove plays Reversi's forced pass.
func (v *View) passMove() {
	m := v.match
	if v.busy || !m.PersonToMove() {
		return
	}
	if moves := m.State().Moves(); len(moves) == 1 && !v.isPlacement(moves[0]) {
		_ = m.Play(0, nil)
		v.show()
		v.computerIfItsTurn()
	}
}

// computerIfItsTurn starts the computer's search when it is to move, off
// the UI goroutine; its move is played when it comes back, unless
// something newer was asked for.
func (v *View) computerIfItsTurn() {
	m := v.match
	if over, _ := m.Result(); over || m.PersonToMove() {
		return
	}
	if v.side.SelectedIndex() == 2 && len(m.Moves) > 0 {
		return // two engines: a game a click of New game, or a series
	}
	if err := v.syncEngines(); err != nil {
		v.status.SetText(v.l.Error(err))
		return
	}
	v.think(func(ctx context.Context) (play.Choice, error) { return m.Computer(ctx, v.l) }, func(c play.Choice) {
		_ = m.Play(c.Child, &c)
		if v.side.SelectedIndex() == 2 { // watching: the next engine's move at once
			v.show()
			v.watch()
			return
		}
		v.show()
	})
}

// watch plays a game between the two engines move by move, so that the
// board shows each move.
func (v *View) watch() {
	m := v.match
	if over, _ := m.Result(); over {
		return
	}
	if err := v.syncEngines(); err != nil {
		v.status.SetText(v.l.Error(err))
		return
	}
	v.think(func(ctx context.Context) (play.Choice, error) { return m.Computer(ctx, v.l) }, func(c play.Choice) {
		_ = m.Play(c.Child, &c)
		v.show()
		v.watch()
	})
}

// syncEngines gives the match's computer players the engines the fields
// choose now: a change of engine takes effect at the computer's next
// move, not only in a new game.
func (v *View) syncEngines() error {
	m := v.match
	watching := v.side.SelectedIndex() == 2
	for side := range m.Players {
		if m.Players[side].Person {
			continue
		}
		fields := v.engines[0]
		if watching && side == 1 {
			fields = v.engines[1]
		}
		e, err := fields.engine()
		if err != nil {
			return err
		}
		m.Players[side].Engine = e
	}
	return nil
}

// think runs search off the UI goroutine and then done on it.
func (v *View) think(search func(context.Context) (play.Choice, error), done func(play.Choice)) {
	v.stop()
	v.busy = true
	gen := v.gen
	ctx, cancel := context.WithCancel(context.Background())
	v.cancel = cancel
	v.status.SetText(v.statusText())
	v.refreshButtons()
	v.async(func() {
		c, err := search(ctx)
		fyne.Do(func() {
			if gen != v.gen {
				return
			}
			v.busy, v.cancel = false, nil
			if err != nil {
				if !errors.Is(err, context.Canceled) {
					v.status.SetText(v.l.Error(err))
				}
				v.refreshButtons()
				return
			}
			done(c)
		})
	})
}

// takeBack takes back the person's last move and the replies to it.
func (v *View) takeBack() {
	v.stop()
	if v.match.TakeBack() {
		v.selected, v.lastHint = -1, ""
		v.moves.UnselectAll()
		v.show()
	}
}

// askHint says what the computer's engine would play for the person.
func (v *View) askHint() {
	m := v.match
	if !m.PersonToMove() || v.busy {
		return
	}
	e, err := v.engines[0].engine()
	if err != nil {
		v.status.SetText(v.l.Error(err))
		return
	}
	v.think(func(ctx context.Context) (play.Choice, error) { return m.Hint(ctx, e, v.l) }, func(c play.Choice) {
		moves := m.State().Moves()
		v.lastHint = v.l.T("play.hint_says", "Move", moves[c.Child].Name, "Engine", v.l.T("algo_"+c.Options.Algorithm.String()))
		v.show()
	})
}

// choiceToShow is the computer's move "How did it choose?" opens: the
// one selected in the list, else the last one.
func (v *View) choiceToShow() *play.Played {
	m := v.match
	if m == nil {
		return nil
	}
	if v.selected >= 0 && v.selected < len(m.Moves) && m.Moves[v.selected].Choice != nil {
		return &m.Moves[v.selected]
	}
	for i := len(m.Moves) - 1; i >= 0; i-- {
		if m.Moves[i].Choice != nil {
			return &m.Moves[i]
		}
	}
	return nil
}

// howDidItChoose opens in the main window the tree the computer searched
// for the move chosen, with its options.
func (v *View) howDidItChoose() {
	p := v.choiceToShow()
	if p == nil || v.cfg.Open == nil {
		return
	}
	n := 0
	for i := range v.match.Moves {
		if &v.match.Moves[i] == p {
			n = i + 1
		}
	}
	t := p.Choice.Tree
	name := v.l.T("play.tree_title", "N", n, "Move", p.Name, "Side", v.sideName(p.By))
	t.Title = name
	v.cfg.Open(t, name, p.Choice.Options)
}

// series plays the games between the two engines, off the UI goroutine,
// showing the score after each.
func (v *View) series() {
	count, err := strconv.Atoi(strings.TrimSpace(v.count.Text))
	if err != nil || count < 1 || count > 100 {
		v.score.SetText(v.l.T("play.bad_count", "Count", strconv.Quote(v.count.Text)))
		return
	}
	spec, err := v.spec()
	if err != nil {
		v.score.SetText(v.l.Error(err))
		return
	}
	a, errA := v.engines[0].engine()
	b, errB := v.engines[1].engine()
	if err := errors.Join(errA, errB); err != nil {
		v.score.SetText(v.l.Error(err))
		return
	}
	v.stop()
	v.busy = true
	gen := v.gen
	ctx, cancel := context.WithCancel(context.Background())
	v.cancel = cancel
	names := [2]string{v.engines[0].describe(), v.engines[1].describe()}
	say := func(s play.Score) string {
		return v.l.T("play.score", "A", names[0], "B", names[1], "WinsA", s.Wins[0], "WinsB", s.Wins[1], "Draws", s.Draws,
			"Played", s.Wins[0]+s.Wins[1]+s.Draws, "Count", count)
	}
	v.score.SetText(say(play.Score{}))
	v.refreshButtons()
	v.async(func() {
		final, err := play.Series(ctx, spec, a, b, count, v.l, func(s play.Score, m *play.Match) {
			fyne.Do(func() {
				if gen == v.gen {
					v.score.SetText(say(s))
					v.match, v.selected = m, -1 // each game's end on the board, its moves listed
					v.show()
				}
			})
		})
		fyne.Do(func() {
			if gen != v.gen {
				return
			}
			v.busy, v.cancel = false, nil
			if err != nil && !errors.Is(err, context.Canceled) {
				v.score.SetText(v.l.Error(err))
			} else {
				v.score.SetText(say(final))
			}
			v.refreshButtons()
		})
	})
}
