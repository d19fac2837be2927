package ui

import (
	"gametree/internal/session"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// playback is the bar that moves through the steps: first, back,
// play/pause, forward, last, a scrubber over the positions, where the
// search stands, and the speed.
type playback struct {
	h        host
	play     *routedButton
	scrubber *routedSlider
	position *widget.Label
	speeds   *routedSelect
	buttons  *fyne.Container
	speed    float64 // steps a second
	// ticker starts playback ticks; tests replace it. stop ends them (nil:
	// paused).
	ticker func(every time.Duration, tick func()) (stop func())
	stop   func()
}

func newPlayback(h host) *playback {
	p := &playback{h: h, speed: 4, ticker: startTicker}
	s, keys := h.state(), h.router()
	p.play = newButton(keys, "", theme.MediaPlayIcon(), p.toggle)
	p.play.Importance = widget.HighImportance
	p.buttons = container.NewHBox(
		newButton(keys, "", theme.MediaSkipPreviousIcon(), func() { h.step(s.First) }),
		newButton(keys, "", theme.NavigateBackIcon(), func() { h.step(s.Prev) }),
		p.play,
		newButton(keys, "", theme.NavigateNextIcon(), h.next),
		newButton(keys, "", theme.MediaSkipNextIcon(), func() { h.step(s.Last) }),
	)
	p.scrubber = newSlider(keys, 0, 1, 1, func(v float64) {
		if int(v) != s.Position() {
			h.step(func() bool { return s.JumpToPosition(int(v)) })
		}
	})
	p.position = widget.NewLabel("")
	var names []string
	for _, v := range session.Speeds {
		names = append(names, session.SpeedName(h.lang(), v))
	}
	p.speeds = newSelect(keys, names, func(i int) {
		if i >= 0 {
			p.setSpeed(session.Speeds[i])
		}
	})
	p.speeds.SetSelected(session.SpeedName(h.lang(), p.speed))
	return p
}

// bar lays the controls out in a row, the speed at the end if asked for.
func (p *playback) bar(withSpeed bool) fyne.CanvasObject {
	right := container.NewHBox(p.position)
	if withSpeed {
		right.Add(p.speeds)
	}
	return container.NewBorder(nil, nil, p.buttons, right, p.scrubber)
}

// startTicker calls tick through fyne.Do every interval until stopped.
func startTicker(every time.Duration, tick func()) func() {
	t := time.NewTicker(every)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				t.Stop()
				return
			case <-t.C:
				fyne.Do(tick)
			}
		}
	}()
	return func() { close(done) }
}

// show brings the scrubber and the step counter to the step shown.
func (p *playback) show() {
	s := p.h.state()
	p.scrubber.Max = float64(max(1, s.Positions()-1))
	p.scrubber.SetValue(float64(s.Position()))
	setText(p.position, p.h.lang().T("playback.position", "Step", s.Step(), "Last", s.LastStep()))
}

func (p *playback) playing() bool { return p.stop != nil }

func (p *playback) toggle() {
	if p.playing() {
		p.pause()
	} else {
		p.start()
	}
}

// start plays from the step shown, or again from the start at the end.
func (p *playback) start() {
	s := p.h.state()
	if !s.Ready() || p.playing() {
		return
	}
	if s.Locked() {
		p.h.say(p.h.lang().T("practice.locked"))
		return
	}
	if s.Predicting() {
		p.h.say(p.h.lang().T("practice.no_play"))
		return
	}
	if s.AtEnd() {
		s.First()
		p.h.showStep()
	}
	p.play.SetIcon(theme.MediaPauseIcon())
	p.stop = p.ticker(time.Duration(float64(time.Second)/p.speed), p.tick)
}

// tick is one playback step; playback stops at the end.
func (p *playback) tick() {
	if !p.playing() {
		return // a tick already on its way when paused
	}
	if p.h.state().Next() {
		p.h.showStep()
	} else {
		p.pause()
	}
}

func (p *playback) pause() {
	if !p.playing() {
		return
	}
	p.stop()
	p.stop = nil
	p.play.SetIcon(theme.MediaPlayIcon())
}

func (p *playback) setSpeed(stepsPerSecond float64) {
	if stepsPerSecond == p.speed {
		return
	}
	p.speed = stepsPerSecond
	if p.playing() {
		p.pause()
		p.start()
	}
}
