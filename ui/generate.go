package ui

import (
	"errors"
	"math/rand/v2"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// sizeLabel states a tree's size, or what is wrong with the fields.
func sizeLabel(lang *i18n.Lang, l *widget.Label, n int, err error) {
	l.Importance = widget.MediumImportance
	if err != nil {
		l.Importance = widget.DangerImportance
		l.SetText(lang.Error(err))
		return
	}
	l.SetText(lang.N("count.nodes", n))
}

func newSeed() string { return strconv.FormatUint(rand.Uint64()%100000, 10) }

// randomTreeDialog asks for a random tree's shape, values and seed,
// stating its size as the fields change.
func (e *editor) randomTreeDialog() {
	l, keys := e.h.lang(), e.h.router()
	branching, depth, values, seed := newEntry(keys), newEntry(keys), newEntry(keys), newEntry(keys)
	last := e.h.state().Generators().Random
	branching.SetText(last.Branching)
	depth.SetText(last.Depth)
	values.SetText(last.Values)
	seed.SetText(newSeed())
	decimals := newBox(keys, l.T("gen.decimals"), nil)
	decimals.SetChecked(last.Decimals)
	estimates := newBox(keys, l.T("gen.estimates"), nil)
	estimates.SetChecked(last.Estimates)
	dice := newBox(keys, l.T("gen.dice"), nil)
	dice.SetChecked(last.Dice)
	order := newChoice(keys, []string{l.T("gen.order_random"), l.T("gen.order_best"), l.T("gen.order_worst")})
	order.SetSelectedIndex(int(last.Order))
	size := widget.NewLabel("")
	size.Wrapping = fyne.TextWrapWord
	fields := func() session.RandomFields {
		return session.RandomFields{Branching: branching.Text, Depth: depth.Text, Values: values.Text,
			Seed: seed.Text, Decimals: decimals.Checked, Estimates: estimates.Checked, Dice: dice.Checked, Order: tree.Ordering(order.SelectedIndex())}
	}
	spec := func() (tree.RandomSpec, error) {
		s, n, err := session.RandomSpec(fields())
		sizeLabel(l, size, n, err)
		return s, err
	}
	for _, field := range []*entry{branching, depth, values, seed} {
		field.OnChanged = func(string) { spec() }
	}
	decimals.OnChanged = func(bool) { spec() }
	order.OnChanged = func(string) { spec() }
	spec()
	again := widget.NewButton(l.T("gen.new_seed"), func() { seed.SetText(newSeed()) })
	e.generateForm(l.T("gen.random_title"), l.T("gen.building_random"), []*widget.FormItem{
		widget.NewFormItem(l.T("gen.branching"), branching),
		widget.NewFormItem(l.T("gen.depth"), depth),
		widget.NewFormItem(l.T("gen.values"), values),
		widget.NewFormItem("", decimals),
		widget.NewFormItem("", estimates),
		widget.NewFormItem("", dice),
		widget.NewFormItem(l.T("gen.seed"), container.NewBorder(nil, nil, nil, again, seed)),
		widget.NewFormItem(l.T("gen.children"), order),
		widget.NewFormItem(l.T("gen.size"), size),
	}, []*entry{branching, depth, values, seed}, fyne.NewSize(560, 500), func() (builder, error) {
		s, err := spec()
		e.h.state().Generators().Random = fields()
		return func() (session.Document, error) {
			t, err := tree.Random(s, tree.MaxNodes)
			if err != nil {
				return session.Document{}, err
			}
			t.Title = s.TitleIn(l)
			return session.Document{Tree: t, Name: t.Title, Format: tree.FormatJSON, TitleIn: s.TitleIn}, nil
		}, err
	})
	e.focus(branching)
}

// gameTreeDialog asks for a game, its start and a depth; the size is
// counted in the background as the fields change (a newer count wins).
// The start is one field that follows the game: Nim's heaps, a
// tic-tac-toe position, Reversi's standard start (which has no field to
// type in); each game's start is kept while another is chosen.
func (e *editor) gameTreeDialog() {
	l, sess, keys := e.h.lang(), e.h.state(), e.h.router()
	game := newChoice(keys, sess.GameChoices())
	start, depth := newEntry(keys), newEntry(keys)
	last := sess.Generators().Game
	kept := last // every game's start, as last typed
	depth.SetText(last.Depth)
	size := widget.NewLabel("")
	size.Wrapping = fyne.TextWrapWord
	startItem := widget.NewFormItem(l.T("gen.heaps"), start)
	counting, shown := 0, -1
	// keep takes the start field's text as the start of the game shown.
	keep := func() {
		if shown < 0 {
			return
		}
		switch session.Games[shown] {
		case games.Nim:
			kept.Heaps = start.Text
		case games.TicTacToe:
			kept.Position = start.Text
		}
	}
	fields := func() session.GameFields {
		keep()
		f := kept
		f.Game, f.Depth = game.SelectedIndex(), depth.Text
		return f
	}
	var d *dialog.FormDialog
	// follow shows the chosen game's start in the field, keeping the one
	// it showed.
	follow := func() {
		g := game.SelectedIndex()
		if g == shown {
			return
		}
		keep()
		shown = g
		label, text, hint, on := l.T("gen.start"), "", "", true
		switch session.Games[max(g, 0)] {
		case games.Nim:
			label, text = l.T("gen.heaps"), kept.Heaps
		case games.TicTacToe:
			text, hint = kept.Position, l.T("gen.position_hint")
		default:
			hint, on = l.T("gen.reversi_start"), false
		}
		start.SetPlaceHolder(hint)
		start.SetText(text)
		enable(start, on)
		startItem.Text = label
		if d != nil {
			d.Refresh()
		}
	}
	recount := func() {
		counting++ // a count still running for older fields is shown no more
		gen := counting
		s, err := sess.GameSpec(fields().For())
		if err != nil { // said under the start or the depth field: not twice
			size.Importance = widget.MediumImportance
			size.SetText("—")
			return
		}
		size.SetText(l.T("gen.counting"))
		e.bg.async(func() {
			n, err := games.Count(s, tree.MaxNodes)
			fyne.Do(func() {
				if gen == counting {
					sizeLabel(l, size, n, err)
				}
			})
		})
	}
	for _, field := range []*entry{start, depth} {
		field.OnChanged = func(string) {
			if game.SelectedIndex() == shown {
				recount()
			}
		}
	}
	// The fields check themselves, so that Generate waits until they make
	// a tree (on a mistake it closed the dialog, to say it in a box).
	depthWrong := func(err error) bool {
		var ie *i18n.Error
		return errors.As(err, &ie) && ie.ID == "session.game_depth"
	}
	// Said at once, not only once the field loses the focus: Enter in it
	// generates.
	start.AlwaysShowValidationError, depth.AlwaysShowValidationError = true, true
	start.Validator = e.h.inLang(func(string) error {
		if _, err := sess.GameSpec(fields().For()); err != nil && !depthWrong(err) {
			return err
		}
		return nil
	})
	depth.Validator = e.h.inLang(func(string) error {
		if _, err := sess.GameSpec(fields().For()); depthWrong(err) {
			return err
		}
		return nil
	})
	reversi, before := false, depth.Text
	game.OnChanged = func(string) {
		follow()
		switch r := game.SelectedIndex() == 2; {
		case r && !reversi && depth.Text == "0":
			// Reversi to the end has far too many positions.
			before = depth.Text
			depth.SetText("4")
		case !r && reversi && depth.Text == "4":
			depth.SetText(before) // the depth Reversi needed goes with it
		}
		reversi = game.SelectedIndex() == 2
		recount()
	}
	game.SetSelectedIndex(last.Game)
	d = e.generateForm(l.T("gen.game_title"), l.T("gen.building_game"), []*widget.FormItem{
		widget.NewFormItem(l.T("gen.game"), game),
		startItem,
		widget.NewFormItem(l.T("gen.depth_game"), depth),
		widget.NewFormItem(l.T("gen.size"), size),
	}, []*entry{start, depth}, fyne.NewSize(640, 340), func() (builder, error) {
		f := fields()
		s, err := sess.GameSpec(f.For())
		sess.Generators().Game = f
		return func() (session.Document, error) {
			t, err := games.Build(s, tree.MaxNodes)
			if err != nil {
				return session.Document{}, err
			}
			name := l.T("doc.untitled")
			if t.Title != "" {
				name = t.Title
			}
			return session.Document{Tree: t, Name: name, Format: tree.FormatJSON}, nil
		}, err
	})
	d.Refresh()
	if start.Disabled() {
		e.focus(depth)
	} else {
		e.focus(start)
	}
}

// enable enables a field, or disables it when it does not apply, and
// tells whether that changed it.
func enable(e *entry, on bool) bool {
	if e.Disabled() != on {
		return false
	}
	if on {
		e.Enable()
	} else {
		e.Disable()
	}
	return true
}

// builder makes a tree, as a new document.
type builder func() (session.Document, error)

// generateForm shows a generate dialog: Enter in any of its fields
// generates, as its button does; read, on confirmation, remembers the
// fields and returns how to build the tree, or what is wrong with them.
func (e *editor) generateForm(title, building string, items []*widget.FormItem, fields []*entry, size fyne.Size, read func() (builder, error)) *dialog.FormDialog {
	d := dialog.NewForm(title, e.h.lang().T("button.generate"), e.h.lang().T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		if build, err := read(); err != nil {
			e.h.showError(err)
		} else {
			e.docs.confirmDiscard(func() { e.generate(building, build) })
		}
	}, e.win())
	for _, field := range fields {
		field.OnSubmitted = func(string) { d.Submit() }
	}
	d.Resize(size)
	e.dialogs.showForm(title, d)
	return d
}

// generate builds a tree in the background, then shows it as a new
// document. It holds no work to lose (the same settings and seed make it
// again), so it is not marked unsaved until it is edited.
func (e *editor) generate(building string, build builder) {
	l := e.h.lang()
	bar := widget.NewProgressBarInfinite()
	progress := dialog.NewCustomWithoutButtons(l.T("gen.generating"), container.NewVBox(
		widget.NewLabel(building), bar), e.win())
	e.dialogs.showBusy(l.T("gen.generating"), progress)
	e.bg.run(func() func() {
		d, err := build()
		return func() {
			// A hidden infinite bar goes on animating, and the window
			// on redrawing, until it is stopped.
			bar.Stop()
			progress.Hide()
			if err != nil {
				e.h.showError(err)
				return
			}
			e.h.open(d)
		}
	})
}
