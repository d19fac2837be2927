package playview

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/play"
	"gametree/internal/session"
	"gametree/search"
)

// newWrap lays controls out in rows, wrapping as the window narrows.
func newWrap() fyne.Layout { return layout.NewRowWrapLayout() }

// sized gives a control a width of its own: a drop-down's least width
// cut its choice short.
func sized(o fyne.CanvasObject, width float32) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(width, o.MinSize().Height), o)
}

// engineFields choose an engine: an algorithm, the depth of the tree it
// searches, and Monte Carlo tree search's iterations.
type engineFields struct {
	v          *View
	algo       *widget.Select
	depth      *widget.Select
	iterations *widget.Entry
	seed       *widget.Entry
	iterBox    *fyne.Container
	depths     []int // the depth choices, 0 for the end of the game
	box        *fyne.Container
}

func newEngineFields(v *View, label string) *engineFields {
	l := v.l
	e := &engineFields{v: v}
	var names []string
	for _, a := range search.Named() {
		names = append(names, l.T("algo_"+a.String()))
	}
	e.algo = widget.NewSelect(names, func(string) { e.algoChanged() })
	e.depth = widget.NewSelect(nil, nil)
	e.iterations = widget.NewEntry()
	e.iterations.SetText(l.Int(2000))
	e.seed = widget.NewEntry()
	e.seed.SetText("1")
	e.iterBox = container.NewHBox(widget.NewLabel(l.T("play.iterations")), sized(e.iterations, 90),
		widget.NewLabel(l.T("toolbar.seed")), sized(e.seed, 60))
	e.iterBox.Hide()
	e.box = container.NewHBox(widget.NewLabel(label), sized(e.algo, 290), sized(e.depth, 230), e.iterBox)
	e.algo.SetSelectedIndex(0)
	e.forGame(games.TicTacToe)
	return e
}

// algoChanged shows the iterations for Monte Carlo tree search.
func (e *engineFields) algoChanged() {
	if e.iterBox == nil {
		return
	}
	if e.algorithm().Samples() {
		e.iterBox.Show()
	} else {
		e.iterBox.Hide()
	}
}

func (e *engineFields) algorithm() search.Algorithm {
	if i := e.algo.SelectedIndex(); i >= 0 {
		return search.Named()[i]
	}
	return search.AlphaBeta
}

// forGame offers the depths the game can be searched to in a moment:
// tic-tac-toe and Nim to the end, Reversi 6×6 a few moves.
func (e *engineFields) forGame(g string) {
	l := e.v.l
	e.depths = []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	chosen := 0
	if g == games.Reversi6 {
		e.depths = []int{1, 2, 3, 4, 5}
		chosen = 3 // depth 4, as the lab's bots
	}
	var names []string
	for _, d := range e.depths {
		if d == 0 {
			names = append(names, l.T("play.depth_end"))
		} else {
			names = append(names, l.T("play.depth", "Depth", d))
		}
	}
	e.depth.Options = names
	e.depth.SetSelectedIndex(chosen)
}

// engine reads the fields.
func (e *engineFields) engine() (play.Engine, error) {
	eng := play.Engine{Algorithm: e.algorithm(), Seed: 1, Exploration: search.DefaultExploration}
	if i := e.depth.SelectedIndex(); i >= 0 && i < len(e.depths) {
		eng.Depth = e.depths[i]
	}
	if eng.Algorithm.Samples() {
		n, err := session.ParseCount(e.iterations.Text)
		if err != nil || n < 1 || n > search.MaxIterations {
			return eng, i18n.Wrap(search.ErrIterations, "search.bad_iterations", "Iterations", strconv.Quote(e.iterations.Text), "Max", search.MaxIterations)
		}
		eng.Iterations = n
		seed, err := strconv.ParseUint(strings.TrimSpace(e.seed.Text), 10, 64)
		if err != nil {
			return eng, i18n.New("toolbar.bad_seed", "Seed", strconv.Quote(e.seed.Text))
		}
		eng.Seed = seed
	}
	return eng, nil
}

// describe names the engine the fields choose, for the score.
func (e *engineFields) describe() string {
	eng, err := e.engine()
	if err != nil {
		return e.v.l.T("algo_" + e.algorithm().String())
	}
	return describeEngine(e.v.l, eng)
}

// describeEngine names an engine: "Alpha-beta (fail-soft), depth 4",
// "MCTS, 2,000 iterations".
func describeEngine(l *i18n.Lang, e play.Engine) string {
	name := l.T("algo_" + e.Algorithm.String())
	if e.Algorithm.Samples() {
		name = l.T("play.engine_mcts", "Iterations", l.Int(e.Iterations))
	}
	if e.Depth > 0 {
		return l.T("play.engine_depth", "Engine", name, "Depth", e.Depth)
	}
	return name
}
