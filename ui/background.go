package ui

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/mainthread"
)

// background runs work off the UI goroutine and shows a busy bar while
// any runs. Tests make async run inline.
type background struct {
	async   func(func())
	busy    *widget.ProgressBarInfinite
	running int
	// cancel stops the search in flight.
	cancel context.CancelFunc
}

// newSearch cancels the search in flight, if any, and returns the context
// of the next one.
func (b *background) newSearch() context.Context {
	if b.cancel != nil {
		b.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	b.cancel = cancel
	return ctx
}

func newBackground() background {
	b := background{async: func(f func()) { go f() }, busy: widget.NewProgressBarInfinite()}
	b.busy.Stop()
	b.busy.Hide()
	return b
}

// run calls work in the background, with the busy bar over the tree; the
// function work returns then runs on the UI goroutine.
func (b *background) run(work func() (then func())) {
	b.running++
	b.busy.Show()
	b.busy.Start()
	b.async(func() {
		mainthread.Settle() // the bar on screen before work that may hold the browser
		then := work()
		fyne.Do(func() {
			if b.running--; b.running == 0 {
				b.busy.Stop()
				b.busy.Hide()
			}
			then()
		})
	})
}

// quiet runs work like run, for work with its own progress dialog: no
// busy bar over the tree.
func (b *background) quiet(work func() (then func())) {
	b.async(func() {
		then := work()
		fyne.Do(then)
	})
}
