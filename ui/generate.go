package ui

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/games"
	"gametree/session"
	"gametree/tree"
)

// sizeLabel states a tree's size, or what is wrong with the fields.
func sizeLabel(l *widget.Label, n int, err error) {
	l.Importance = widget.MediumImportance
	if err != nil {
		l.Importance = widget.DangerImportance
		l.SetText(err.Error())
		return
	}
	l.SetText(tree.Thousands(n) + " nodes")
}

func newSeed() string { return strconv.FormatUint(rand.Uint64()%100000, 10) }

// randomTreeDialog asks for a random tree's shape, values and seed,
// stating its size as the fields change.
func (w *Window) randomTreeDialog() {
	branching, depth, values, seed := newEntry(w.keys), newEntry(w.keys), newEntry(w.keys), newEntry(w.keys)
	last := w.generated.Random
	branching.SetText(last.Branching)
	depth.SetText(last.Depth)
	values.SetText(last.Values)
	seed.SetText(newSeed())
	decimals := widget.NewCheck("One decimal place", nil)
	decimals.SetChecked(last.Decimals)
	order := widget.NewSelect([]string{"random", "best first (most pruning)", "worst first (least pruning)"}, nil)
	order.SetSelectedIndex(int(last.Order))
	size := widget.NewLabel("")
	size.Wrapping = fyne.TextWrapWord
	fields := func() session.RandomFields {
		return session.RandomFields{Branching: branching.Text, Depth: depth.Text, Values: values.Text,
			Seed: seed.Text, Decimals: decimals.Checked, Order: tree.Ordering(order.SelectedIndex())}
	}
	spec := func() (tree.RandomSpec, error) {
		s, n, err := session.RandomSpec(fields())
		sizeLabel(size, n, err)
		return s, err
	}
	for _, e := range []*entry{branching, depth, values, seed} {
		e.OnChanged = func(string) { spec() }
	}
	decimals.OnChanged = func(bool) { spec() }
	order.OnChanged = func(string) { spec() }
	spec()
	again := widget.NewButton("New seed", func() { seed.SetText(newSeed()) })
	w.generateForm("Generate a Random Tree", "random tree", []*widget.FormItem{
		widget.NewFormItem("Branching", branching),
		widget.NewFormItem("Depth", depth),
		widget.NewFormItem("Leaf values", values),
		widget.NewFormItem("", decimals),
		widget.NewFormItem("Seed", container.NewBorder(nil, nil, nil, again, seed)),
		widget.NewFormItem("Children", order),
		widget.NewFormItem("Size", size),
	}, []*entry{branching, depth, values, seed}, fyne.NewSize(520, 420), func() (builder, error) {
		s, err := spec()
		w.generated.Random = fields()
		return func() (*tree.Tree, error) { return tree.Random(s, tree.MaxNodes) }, err
	})
	w.focusField(branching)
}

// gameTreeDialog asks for a game, its start and a depth; the size is
// counted in the background as the fields change (a newer count wins).
func (w *Window) gameTreeDialog() {
	game := widget.NewSelect([]string{"Nim (take 1-3 from a heap; taking the last ball loses)", "Tic-tac-toe", "Reversi 6×6"}, nil)
	heaps, position, depth := newEntry(w.keys), newEntry(w.keys), newEntry(w.keys)
	last := w.generated.Game
	heaps.SetText(last.Heaps)
	position.SetText(last.Position)
	position.SetPlaceHolder("X.O...... (empty: the empty board)")
	depth.SetText(last.Depth)
	size := widget.NewLabel("")
	size.Wrapping = fyne.TextWrapWord
	heapBox := container.NewBorder(nil, nil, widget.NewLabel("Heaps"), nil, heaps)
	posBox := container.NewBorder(nil, nil, widget.NewLabel("Start position"), nil, position)
	counting := 0
	fields := func() session.GameFields {
		return session.GameFields{Game: game.SelectedIndex(), Heaps: heaps.Text, Position: position.Text, Depth: depth.Text}
	}
	spec := func() (games.Spec, error) {
		heapBox.Hidden, posBox.Hidden = game.SelectedIndex() != 0, game.SelectedIndex() != 1
		heapBox.Refresh()
		posBox.Refresh()
		return session.GameSpec(fields())
	}
	recount := func() {
		s, err := spec()
		if err != nil {
			sizeLabel(size, 0, err)
			return
		}
		counting++
		gen := counting
		size.SetText("counting…")
		w.bg.async(func() {
			n, err := games.Count(s, tree.MaxNodes)
			fyne.Do(func() {
				if gen == counting {
					sizeLabel(size, n, err)
				}
			})
		})
	}
	for _, e := range []*entry{heaps, position, depth} {
		e.OnChanged = func(string) { recount() }
	}
	game.OnChanged = func(string) {
		if game.SelectedIndex() == 2 && depth.Text == "0" {
			depth.SetText("4") // Reversi to the end has far too many positions
		}
		recount()
	}
	game.SetSelectedIndex(last.Game)
	w.generateForm("Generate a Game Tree", "game tree", []*widget.FormItem{
		widget.NewFormItem("Game", game),
		widget.NewFormItem("", container.NewVBox(heapBox, posBox)),
		widget.NewFormItem("Depth (0: to the end)", depth),
		widget.NewFormItem("Size", size),
	}, []*entry{heaps, position, depth}, fyne.NewSize(620, 320), func() (builder, error) {
		s, err := spec()
		w.generated.Game = fields()
		return func() (*tree.Tree, error) { return games.Build(s, tree.MaxNodes) }, err
	})
	w.focusField([]*entry{heaps, position, depth}[game.SelectedIndex()])
}

// builder makes a tree.
type builder func() (*tree.Tree, error)

// generateForm shows a generate dialog: Enter in any of its fields
// generates, as its button does; read, on confirmation, remembers the
// fields and returns how to build the tree, or what is wrong with them.
func (w *Window) generateForm(title, what string, items []*widget.FormItem, fields []*entry, size fyne.Size, read func() (builder, error)) {
	d := dialog.NewForm(title, "Generate", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		if build, err := read(); err != nil {
			w.showError(err)
		} else {
			w.confirmDiscard(func() { w.generate(what, build) })
		}
	}, w.win)
	for _, e := range fields {
		e.OnSubmitted = func(string) { d.Submit() }
	}
	d.Resize(size)
	w.dialogs.showForm(title, d)
}

// focusField puts the cursor in a dialog's field with its text selected,
// so that typing replaces it.
func (w *Window) focusField(e *entry) { w.win.Canvas().Focus(e) }

// generate builds a tree in the background, then shows it as a new
// document. It holds no work to lose (the same settings and seed make it
// again), so it is not marked unsaved until it is edited.
func (w *Window) generate(what string, build builder) {
	progress := dialog.NewCustomWithoutButtons("Generating", container.NewVBox(
		widget.NewLabel(fmt.Sprintf("Building the %s…", what)), widget.NewProgressBarInfinite()), w.win)
	w.dialogs.showBusy("Generating", progress)
	w.bg.run(func() func() {
		t, err := build()
		return func() {
			progress.Hide()
			if err != nil {
				w.showError(err)
				return
			}
			name := "untitled"
			if t.Title != "" {
				name = t.Title
			}
			w.open(session.Document{Tree: t, Name: name, Format: tree.FormatJSON})
		}
	})
}
