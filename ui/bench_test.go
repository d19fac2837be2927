package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"gametree/internal/games"
	"gametree/internal/session"
	"gametree/internal/testutil"
	"gametree/internal/tree"
)

// benchWindow opens a tree the way the window does, with the search and
// layout done up front; fold says whether a big tree is drawn folded
// around the search, as it opens, or whole.
func benchWindow(b *testing.B, t *tree.Tree, fold bool) *Window {
	a := test.NewTempApp(b)
	w := newWindow(a)
	w.v.Fold = fold
	w.bg.async = func(f func()) { f() }
	w.playback.ticker = func(time.Duration, func()) func() { return func() {} }
	w.win.Resize(fyne.NewSize(1400, 900))
	w.h.open(session.Document{Tree: t, Name: "bench"})
	return w
}

// uniform is a 11,111-node tree (branching 10, depth 4).
func uniform(b *testing.B) *tree.Tree {
	t, err := testutil.Uniform(10, 4, func(i int) float64 { return float64((i * 7919) % 97) })
	if err != nil {
		b.Fatal(err)
	}
	t.AutoLabel()
	return t
}

// BenchmarkStep10k is the work one step costs the UI goroutine on an
// 11,111-node tree drawn whole: every panel brought to the step and the
// canvas repainted at 1400×900 pixels, zoomed to fit (every node
// visible). Target: well under 100 ms.
func BenchmarkStep10k(b *testing.B) {
	w := benchWindow(b, uniform(b), false)
	stepAndPaint(b, w)
}

// BenchmarkJumpAndPaint10k jumps to a random place (the scrubber) at zoom 1.
func BenchmarkJumpAndPaint10k(b *testing.B) {
	w := benchWindow(b, uniform(b), false)
	w.canvas.cam.Zoom = 1
	w.canvas.cam.Fitted = false
	n := w.s.Trace().Len()
	k := 0
	b.ReportAllocs()
	for b.Loop() {
		k = (k + 7919) % n
		w.h.step(func() bool { return w.s.Jump(k) })
		w.canvas.paint(1400, 900)
	}
}

// ticTacToe is the full tic-tac-toe tree (549,946 nodes).
func ticTacToe(b *testing.B) *tree.Tree {
	t, err := games.Build(games.Spec{Game: games.TicTacToe}, tree.MaxNodes)
	if err != nil {
		b.Fatal(err)
	}
	return t
}

// BenchmarkStepTicTacToe is one step of alpha-beta on the full
// tic-tac-toe tree as the window opens it (folded around the search, the
// drawing anew at every call and return): the work of the UI goroutine
// per step. Target: well under 100 ms.
func BenchmarkStepTicTacToe(b *testing.B) {
	w := benchWindow(b, ticTacToe(b), true)
	stepAndPaint(b, w)
}

// BenchmarkStepTicTacToeWhole is the same with the tree drawn whole, at
// the readable zoom it opens at, following the search.
func BenchmarkStepTicTacToeWhole(b *testing.B) {
	w := benchWindow(b, ticTacToe(b), false)
	stepAndPaint(b, w)
}

// BenchmarkStepTicTacToeFitted is the same with the whole tree fitted in
// the canvas (every node a pixel).
func BenchmarkStepTicTacToeFitted(b *testing.B) {
	w := benchWindow(b, ticTacToe(b), false)
	w.canvas.Fit()
	stepAndPaint(b, w)
}

// stepAndPaint measures a step forward (back to the start at the end)
// and the canvas repainted at 1400×900.
func stepAndPaint(b *testing.B, w *Window) {
	b.ReportAllocs()
	for b.Loop() {
		w.h.step(w.s.Next)
		if w.s.AtEnd() {
			w.h.step(w.s.First)
		}
		w.canvas.paint(1400, 900)
	}
}
