package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
)

// samplingFields are Monte Carlo tree search's options in the toolbar:
// iterations, the exploration constant C and the seed of the playouts,
// each taken with Enter.
type samplingFields struct {
	bar                           *toolbar
	iterations, exploration, seed *entry
	box                           *fyne.Container
}

func newSamplingFields(b *toolbar) *samplingFields {
	h := b.h
	l, keys := h.lang(), h.router()
	f := &samplingFields{bar: b, iterations: newEntry(keys), exploration: newEntry(keys), seed: newEntry(keys)}
	f.iterations.OnSubmitted = func(text string) {
		n, err := session.ParseCount(text)
		if err != nil || n < 1 || n > search.MaxRecordedIterations {
			f.refuse(i18n.Wrap(search.ErrIterations, "search.bad_iterations", "Iterations", strconv.Quote(text), "Max", search.MaxRecordedIterations))
			return
		}
		f.set(func(o *search.Options) { o.Iterations = n })
	}
	f.exploration.OnSubmitted = func(text string) {
		c, err := session.ParseNumber(text)
		if err != nil || c < 0 {
			f.refuse(i18n.Wrap(search.ErrExploration, "search.bad_exploration", "C", strconv.Quote(text)))
			return
		}
		f.set(func(o *search.Options) { o.Exploration = c })
	}
	f.seed.OnSubmitted = func(text string) {
		seed, err := strconv.ParseUint(strings.TrimSpace(text), 10, 64)
		if err != nil {
			f.refuse(i18n.New("toolbar.bad_seed", "Seed", strconv.Quote(text)))
			return
		}
		f.set(func(o *search.Options) { o.Seed = seed })
	}
	field := func(e *entry, width float32) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(width, e.MinSize().Height), e)
	}
	f.box = container.NewHBox(
		widget.NewLabel(l.T("toolbar.iterations")), field(f.iterations, 90),
		widget.NewLabel(l.T("toolbar.exploration")), field(f.exploration, 70),
		widget.NewLabel(l.T("toolbar.seed")), field(f.seed, 70))
	f.box.Hide()
	return f
}

// refuse says why a field's text was not taken, and puts the value the
// search uses back in the fields.
func (f *samplingFields) refuse(err error) {
	f.bar.h.say(f.bar.h.lang().Error(err))
	f.show(f.bar.h.state().Options())
}

// set searches again with the options changed as change says.
func (f *samplingFields) set(change func(*search.Options)) {
	h := f.bar.h
	h.unsay()   // an earlier mistake in a field is mended
	h.unfocus() // the arrow keys step again
	f.bar.change(change)
}

// show puts opt's values in the fields, shown for Monte Carlo tree search
// only.
func (f *samplingFields) show(opt search.Options) {
	if !opt.Algorithm.Uses().Has(search.UseSampling) {
		f.box.Hide()
		return
	}
	l := f.bar.h.lang()
	f.iterations.SetText(l.Int(opt.Iterations))
	f.exploration.SetText(l.Decimal(tree.RoundedValue(opt.Exploration)))
	f.seed.SetText(strconv.FormatUint(opt.Seed, 10))
	f.box.Show()
}
