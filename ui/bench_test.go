package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"gametree/games"
	"gametree/tree"
)

// benchWindow opens a 11,111-node tree (branching 10, depth 4) the way the
// window does, with the search and layout done up front.
func benchWindow(b *testing.B) *Window {
	a := test.NewTempApp(b)
	w := newWindow(a)
	w.async = func(f func()) { f() }
	w.ticker = func(time.Duration, func()) func() { return func() {} }
	w.win.Resize(fyne.NewSize(1400, 900))
	t, err := tree.Uniform(10, 4, func(i int) float64 { return float64((i * 7919) % 97) })
	if err != nil {
		b.Fatal(err)
	}
	t.AutoLabel()
	w.setDocument(document{tree: t, name: "uniform"})
	return w
}

// BenchmarkStep10k is the work one step costs the UI goroutine on an
// 11,111-node tree: every widget brought to the step and the canvas
// repainted at 1400×900 pixels, zoomed to fit (every node visible).
// Target: well under 100 ms.
func BenchmarkStep10k(b *testing.B) {
	w := benchWindow(b)
	b.ReportAllocs()
	for b.Loop() {
		if !w.next() {
			w.first()
		}
		w.canvas.paint(1400, 900)
		w.narrationItem(w.position(), w.narration.CreateItem())
	}
}

// BenchmarkJumpAndPaint10k jumps to a random place (the scrubber) at zoom 1.
func BenchmarkJumpAndPaint10k(b *testing.B) {
	w := benchWindow(b)
	w.canvas.zoom = 1
	w.canvas.fitted = false
	n := w.trace.Len()
	k := 0
	b.ReportAllocs()
	for b.Loop() {
		k = (k + 7919) % n
		w.jump(k)
		w.canvas.centreOn(w.snapshot().Current())
		w.canvas.paint(1400, 900)
	}
}

// ticTacToeWindow opens the full tic-tac-toe tree (549,946 nodes).
func ticTacToeWindow(b *testing.B) *Window {
	a := test.NewTempApp(b)
	w := newWindow(a)
	w.async = func(f func()) { f() }
	w.ticker = func(time.Duration, func()) func() { return func() {} }
	w.win.Resize(fyne.NewSize(1400, 900))
	t, err := games.Build(games.Spec{Game: games.TicTacToe}, tree.MaxGenerated)
	if err != nil {
		b.Fatal(err)
	}
	w.setDocument(document{tree: t, name: "tictactoe"})
	return w
}

// BenchmarkStepTicTacToe is one step of alpha-beta on the full
// tic-tac-toe tree as the window opens it (readable zoom, following the
// search): the work of the UI goroutine per step. Target: well under 100 ms.
func BenchmarkStepTicTacToe(b *testing.B) {
	w := ticTacToeWindow(b)
	b.ReportAllocs()
	for b.Loop() {
		if !w.next() {
			w.first()
		}
		w.canvas.paint(1400, 900)
	}
}

// BenchmarkStepTicTacToeFitted is the same with the whole tree fitted in
// the canvas (every node a pixel).
func BenchmarkStepTicTacToeFitted(b *testing.B) {
	w := ticTacToeWindow(b)
	w.canvas.Fit()
	b.ReportAllocs()
	for b.Loop() {
		if !w.next() {
			w.first()
		}
		w.canvas.paint(1400, 900)
	}
}
