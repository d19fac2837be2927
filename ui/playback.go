package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/search"
	"gametree/tree"
)

// positions is how many places the scrubber and the narration have: every
// step, or only the calls and returns.
func (w *Window) positions() int {
	switch {
	case w.trace == nil:
		return 0
	case w.coarse:
		return len(w.trace.Coarse())
	}
	return w.trace.Len()
}

// position is the scrubber's and the narration's index of the step shown.
func (w *Window) position() int {
	if w.coarse {
		return w.trace.CoarseIndex(w.step)
	}
	return w.step
}

// stepAt turns a position into a step.
func (w *Window) stepAt(i int) int {
	i = max(0, min(i, w.positions()-1))
	if w.coarse {
		return int(w.trace.Coarse()[i])
	}
	return i
}

// next moves one position on; it reports whether it moved.
func (w *Window) next() bool {
	if w.trace == nil {
		return false
	}
	i := w.position()
	if w.coarse && w.stepAt(i) < w.step {
		i-- // between two coarse steps: the next one is i+1 all the same
	}
	if i+1 >= w.positions() {
		return false
	}
	w.step = w.stepAt(i + 1)
	w.showStep()
	return true
}

// prev moves one position back.
func (w *Window) prev() bool {
	if w.trace == nil {
		return false
	}
	i := w.position()
	if w.coarse && w.stepAt(i) < w.step {
		w.step = w.stepAt(i) // back to the coarse step this one follows
	} else if i > 0 {
		w.step = w.stepAt(i - 1)
	} else {
		return false
	}
	w.showStep()
	return true
}

func (w *Window) first() {
	if w.trace != nil {
		w.step = 0
		w.showStep()
	}
}

func (w *Window) last() {
	if w.trace != nil {
		w.step = w.trace.Len() - 1
		w.showStep()
	}
}

// jumpToPosition shows the i-th position (a scrubber value or a narration line).
func (w *Window) jumpToPosition(i int) {
	if w.trace == nil {
		return
	}
	w.step = w.stepAt(i)
	w.showStep()
}

// jump shows fine step k.
func (w *Window) jump(k int) {
	if w.trace == nil {
		return
	}
	w.step = max(0, min(k, w.trace.Len()-1))
	w.showStep()
}

func (w *Window) setCoarse(on bool) {
	w.coarse = on
	if on && w.trace != nil {
		w.step = w.stepAt(w.trace.CoarseIndex(w.step))
	}
	w.narration.Refresh()
	w.showStep()
}

// showStep brings every widget to the step shown.
func (w *Window) showStep() {
	if w.trace == nil {
		return
	}
	n := w.positions()
	pos := w.position()
	w.sync(func() {
		w.scrubber.Max = float64(max(1, n-1))
		w.scrubber.SetValue(float64(pos))
		w.narration.Select(pos)
		w.coarseBox.SetChecked(w.coarse)
	})
	w.narration.ScrollTo(pos)
	w.positionLabel.SetText(fmt.Sprintf("Step %d of %d", w.step, w.trace.Len()-1))
	if w.follow && !w.canvas.fitted {
		w.canvas.centreOn(w.snapshot().Current())
	}
	w.canvas.raster.Refresh()
	w.updateInspector()
	w.stats.show(w.trace, w.step)
	w.hover(w.canvas.hovered) // the hovered node's state changed too
}

func (w *Window) narrationLen() int { return w.positions() }

func (w *Window) narrationItem(i widget.ListItemID, o fyne.CanvasObject) {
	k := w.stepAt(i)
	width := len(fmt.Sprint(w.trace.Len() - 1))
	o.(*widget.Label).SetText(fmt.Sprintf("%*d   %s", width, k, w.narrator.Step(w.trace, k)))
}

func (w *Window) togglePlay() {
	if w.playing {
		w.pause()
	} else {
		w.play()
	}
}

func (w *Window) play() {
	if w.trace == nil || w.playing {
		return
	}
	if w.step >= w.trace.Len()-1 {
		w.first() // play again from the start
	}
	w.playing = true
	w.playBtn.SetIcon(theme.MediaPauseIcon())
	w.stopPlay = w.ticker(time.Duration(float64(time.Second)/w.speed), w.tick)
}

// tick is one playback step; playback stops at the end.
func (w *Window) tick() {
	if w.playing && !w.next() {
		w.pause()
	}
}

func (w *Window) pause() {
	if !w.playing {
		return
	}
	w.playing = false
	if w.stopPlay != nil {
		w.stopPlay()
		w.stopPlay = nil
	}
	w.playBtn.SetIcon(theme.MediaPlayIcon())
}

func (w *Window) setSpeed(stepsPerSecond float64) {
	w.speed = stepsPerSecond
	if w.playing {
		w.pause()
		w.play()
	}
}

// marker remembers where the search was, to find the same moment after
// the search runs again with other options.
type marker struct {
	node     tree.NodeID
	returned bool
}

func (w *Window) placeMarker() *marker {
	if w.trace == nil {
		return nil
	}
	cur := w.snapshot().Current()
	if cur == tree.None {
		if w.step > 0 {
			return &marker{node: tree.Root, returned: true}
		}
		return nil
	}
	return &marker{node: cur, returned: w.step >= w.trace.ReturnStep(cur) && w.trace.ReturnStep(cur) >= 0}
}

// find returns the step of the new trace for the remembered moment: the
// node's return or call, the pruning that skipped it, or the start.
func (m *marker) find(tr *search.Trace) int {
	switch {
	case m.returned && tr.ReturnStep(m.node) >= 0:
		return tr.ReturnStep(m.node)
	case tr.CallStep(m.node) >= 0:
		return tr.CallStep(m.node)
	case tr.PruneStep(m.node) >= 0:
		return tr.PruneStep(m.node)
	}
	return 0
}
