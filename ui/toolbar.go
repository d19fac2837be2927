package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
)

// rootKinds are the root drop-down's choices, in order.
var rootKinds = []tree.Kind{tree.Auto, tree.Max, tree.Min}

// toolbar holds the search's options. Its controls act only on a real
// change, so showing the session in them never searches again.
type toolbar struct {
	h                 optionsHost
	algo, root, depth *routedSelect
	strict, coarse    *routedCheck
	tt                *routedCheck    // a transposition table: alpha-beta and MTD(f) only
	guess             *entry          // MTD(f)'s first guess, or iterative deepening's aspiration; Enter searches again
	guessLabel        *widget.Label   // which of the two
	guessBox          *fyne.Container // shown for those two only
	hint              *widget.Label   // why a strict fail-hard search may prune less
	sampling          *samplingFields // Monte Carlo tree search's iterations, C and seed
	limits            []int           // the depth limits offered, in the drop-down's order
	box               *fyne.Container
}

// optionsHost is what the toolbar asks of the window besides a panel's
// host: search again with other options or another algorithm; show the
// steps again after the coarse tick changed what they are; let the arrow
// keys step again once a field took Enter.
type optionsHost interface {
	host
	setOptions(search.Options)
	chooseAlgorithm(search.Algorithm)
	positionsChanged()
	unfocus()
}

func newToolbar(h optionsHost) *toolbar {
	b := &toolbar{h: h}
	l, keys, s := h.lang(), h.router(), h.state()
	var titles []string
	for _, a := range search.Named() {
		titles = append(titles, l.T("algo_"+a.String()))
	}
	b.algo = newSelect(keys, titles, func(i int) {
		if i >= 0 {
			h.chooseAlgorithm(search.Named()[i])
		}
	})
	b.root = newSelect(keys, []string{l.T("toolbar.root_as_tree"), l.T("toolbar.root_max"), l.T("toolbar.root_min")}, func(i int) {
		if i >= 0 {
			b.change(func(o *search.Options) { o.Root = rootKinds[i] })
		}
	})
	b.depth = newSelect(keys, []string{l.T("toolbar.no_limit")}, func(i int) {
		if i >= 0 && i < len(b.limits) {
			b.change(func(o *search.Options) { o.Depth = b.limits[i] })
		}
	})
	b.strict = newCheck(keys, l.T("toolbar.strict"), func(on bool) {
		b.change(func(o *search.Options) { o.Strict = on })
	})
	b.coarse = newCheck(keys, l.T("toolbar.coarse"), func(on bool) {
		if on != s.Coarse() {
			s.SetCoarse(on)
			h.positionsChanged()
		}
	})
	b.tt = newCheck(keys, l.T("toolbar.tt"), func(on bool) {
		b.change(func(o *search.Options) { o.TT = on })
	})
	b.guess = newEntry(keys)
	b.guess.SetPlaceHolder("0")
	b.guess.OnSubmitted = func(text string) {
		uses := s.Options().Algorithm.Uses()
		if uses.Has(search.UseBounds) {
			b.setBounds(text)
			return
		}
		g, err := session.ParseNumber(text)
		if err == nil && g < 0 && uses.Has(search.UseAspiration) {
			err = i18n.New("search.bad_aspiration", "Width", text)
		}
		if err != nil {
			h.say(l.Error(err))
			return
		}
		h.unsay()   // an earlier mistake in the field is mended
		h.unfocus() // the arrow keys step again
		b.change(func(o *search.Options) {
			if uses.Has(search.UseAspiration) {
				o.Aspiration = g
			} else {
				o.Guess = g
			}
		})
	}
	b.guessLabel = widget.NewLabel(l.T("toolbar.guess"))
	b.guessBox = container.NewHBox(b.guessLabel,
		container.NewGridWrap(fyne.NewSize(90, b.guess.MinSize().Height), b.guess))
	b.guessBox.Hide()
	b.hint = widget.NewLabel(l.T("toolbar.strict_hint"))
	b.hint.Importance = widget.WarningImportance
	b.hint.Hide()
	b.tt.Hide()
	b.sampling = newSamplingFields(b)
	b.box = container.New(layout.NewRowWrapLayout(), b.algo, b.guessBox, b.sampling.box, b.root, b.depth, b.strict, b.tt, b.coarse, b.hint)
	return b
}

// setBounds reads Star1's bounds from the field: "LO..HI", or nothing
// for the tree's own.
func (b *toolbar) setBounds(text string) {
	h := b.h
	var bounds search.Bounds
	if strings.TrimSpace(text) != "" {
		var err error
		if bounds, err = search.ParseBounds(text); err != nil {
			h.say(h.lang().Error(err))
			return
		}
	}
	h.unsay()   // an earlier mistake in the field is mended
	h.unfocus() // the arrow keys step again
	b.change(func(o *search.Options) { o.Bounds = bounds })
}

func (b *toolbar) change(f func(*search.Options)) {
	opt := b.h.state().Options()
	f(&opt)
	b.h.setOptions(opt)
}

// show puts the session's options in the controls.
func (b *toolbar) show() {
	s, l := b.h.state(), b.h.lang()
	opt := s.Options()
	b.algo.SetSelected(l.T("algo_" + opt.Algorithm.String()))
	for i, k := range rootKinds {
		if k == opt.Root {
			b.root.SetSelectedIndex(i)
		}
	}
	b.limits = s.DepthLimits()
	names := []string{l.T("toolbar.no_limit")}
	selected := 0
	for i, d := range b.limits[1:] {
		names = append(names, l.T("toolbar.depth_limit", "Depth", d))
		if d == opt.Depth {
			selected = i + 1
		}
	}
	if len(b.limits) == 1 {
		names[0] = l.T("toolbar.no_limit_no_estimates")
		b.depth.Disable()
	} else {
		b.depth.Enable()
	}
	b.depth.Options = names
	b.depth.SetSelectedIndex(selected)
	uses := opt.Algorithm.Uses()
	b.strict.SetChecked(opt.Strict)
	b.strict.Enable()
	if !opt.Algorithm.Prunes() || !uses.Has(search.UseStrict) { // no cutoff to be strict about, or not this one's
		b.strict.Disable()
	}
	b.guessBox.Hide()
	b.guess.SetPlaceHolder("0")
	switch {
	case uses.Has(search.UseGuess):
		b.guessLabel.SetText(l.T("toolbar.guess"))
		b.guess.SetText(l.Decimal(tree.FormatValue(opt.Guess)))
		b.guessBox.Show()
	case uses.Has(search.UseAspiration):
		b.guessLabel.SetText(l.T("toolbar.aspiration"))
		b.guess.SetText(l.Decimal(tree.FormatValue(opt.Aspiration)))
		b.guessBox.Show()
	case uses.Has(search.UseBounds):
		b.guessLabel.SetText(l.T("toolbar.bounds"))
		b.guess.SetText("")
		if opt.Bounds.Set() {
			b.guess.SetText(l.Decimal(opt.Bounds.String()))
		}
		b.guess.SetPlaceHolder("")
		if tr := s.Trace(); tr != nil && tr.Options.Algorithm.Uses().Has(search.UseBounds) && !opt.Bounds.Set() {
			b.guess.SetPlaceHolder(l.Decimal(tr.Bounds.String())) // the tree's own
		}
		b.guessBox.Show()
	}
	b.tt.SetChecked(opt.TT)
	if uses.Has(search.UseTable) {
		b.tt.Show()
	} else {
		b.tt.Hide()
	}
	if opt.Strict && !opt.Algorithm.KeepsV() {
		b.hint.Show()
	} else {
		b.hint.Hide()
	}
	b.coarse.SetChecked(s.Coarse())
	coarse := l.T("toolbar.coarse")
	if opt.Algorithm.Samples() {
		coarse = l.T("toolbar.coarse_mcts")
	}
	if b.coarse.Text != coarse {
		b.coarse.Text = coarse
		b.coarse.Refresh()
	}
	b.sampling.show(opt)
}

// toggleCoarse steps through calls and returns only, or through every
// step again (R, the tick).
func (b *toolbar) toggleCoarse() {
	s := b.h.state()
	s.SetCoarse(!s.Coarse())
	b.show()
	b.h.positionsChanged()
}
