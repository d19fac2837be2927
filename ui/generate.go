package ui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/games"
	"gametree/narrate"
	"gametree/session"
	"gametree/tree"
)

// randomForm holds the random tree dialog's fields.
type randomForm struct {
	branching, depth, values, seed *widget.Entry
	decimals                       *widget.Check
	order                          *widget.Select
	count                          *widget.Label
}

// spec reads the fields.
func (f *randomForm) spec() (tree.RandomSpec, error) {
	var s tree.RandomSpec
	if err := s.ParseBranching(f.branching.Text); err != nil {
		return s, err
	}
	var err error
	if s.Depth, err = strconv.Atoi(strings.TrimSpace(f.depth.Text)); err != nil {
		return s, fmt.Errorf("depth %q: a whole number", f.depth.Text)
	}
	if err := s.ParseValues(f.values.Text); err != nil {
		return s, err
	}
	if s.Seed, err = strconv.ParseUint(strings.TrimSpace(f.seed.Text), 10, 64); err != nil {
		return s, fmt.Errorf("seed %q: a whole number", f.seed.Text)
	}
	s.Decimals = f.decimals.Checked
	s.Order = tree.Ordering(f.order.SelectedIndex())
	return s, s.Check()
}

// recount states how big the tree will be, or what is wrong.
func (f *randomForm) recount() (tree.RandomSpec, bool) {
	s, err := f.spec()
	var n int
	if err == nil {
		n, err = s.Count(tree.MaxGenerated)
	}
	if err != nil {
		f.count.SetText(err.Error())
		f.count.Importance = widget.DangerImportance
		f.count.Refresh()
		return s, false
	}
	f.count.SetText(fmt.Sprintf("%s nodes", narrate.Thousands(n)))
	f.count.Importance = widget.MediumImportance
	f.count.Refresh()
	return s, true
}

func (w *Window) randomTreeDialog() {
	f := &randomForm{
		branching: widget.NewEntry(), depth: widget.NewEntry(), values: widget.NewEntry(), seed: widget.NewEntry(),
		decimals: widget.NewCheck("One decimal place", nil),
		order:    widget.NewSelect([]string{"random", "best first (most pruning)", "worst first (least pruning)"}, nil),
		count:    widget.NewLabel(""),
	}
	f.branching.SetText("2-3")
	f.depth.SetText("4")
	f.values.SetText("-10..10")
	f.seed.SetText(strconv.FormatUint(rand.Uint64()%100000, 10))
	f.order.SetSelectedIndex(0)
	f.count.Wrapping = fyne.TextWrapWord
	recount := func(string) { f.recount() }
	for _, e := range []*widget.Entry{f.branching, f.depth, f.values, f.seed} {
		e.OnChanged = recount
	}
	f.decimals.OnChanged = func(bool) { f.recount() }
	f.order.OnChanged = recount
	f.recount()
	newSeed := widget.NewButton("New seed", func() { f.seed.SetText(strconv.FormatUint(rand.Uint64()%100000, 10)) })
	items := []*widget.FormItem{
		widget.NewFormItem("Branching", f.branching),
		widget.NewFormItem("Depth", f.depth),
		widget.NewFormItem("Leaf values", f.values),
		widget.NewFormItem("", f.decimals),
		widget.NewFormItem("Seed", container.NewBorder(nil, nil, nil, newSeed, f.seed)),
		widget.NewFormItem("Children", f.order),
		widget.NewFormItem("Size", f.count),
	}
	d := dialog.NewForm("Generate a Random Tree", "Generate", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		spec, good := f.recount()
		if !good {
			w.showError(errors.New(f.count.Text))
			return
		}
		w.confirmDiscard(func() {
			w.generate("random tree", func() (*tree.Tree, error) { return tree.Random(spec, tree.MaxGenerated) })
		})
	}, w.win)
	d.Resize(fyne.NewSize(520, 420))
	w.dialogs.showForm("Generate a Random Tree", d)
}

// gameForm holds the game tree dialog's fields.
type gameForm struct {
	game            *widget.Select
	heaps, position *widget.Entry
	depth           *widget.Entry
	count           *widget.Label
	heapBox, posBox fyne.CanvasObject
	counting        int // generation of the count in flight
	window          *Window
}

func (f *gameForm) spec() (games.Spec, error) {
	name := []string{games.Nim, games.TicTacToe, games.Reversi6}[f.game.SelectedIndex()]
	s := games.Spec{Game: name, Position: strings.TrimSpace(f.position.Text)}
	var err error
	if s.Depth, err = strconv.Atoi(strings.TrimSpace(f.depth.Text)); err != nil || s.Depth < 0 {
		return s, fmt.Errorf("depth %q: 0 for the whole game, or a number of moves", f.depth.Text)
	}
	if s.Game == games.Nim {
		if s.Heaps, err = games.ParseHeaps(f.heaps.Text); err != nil {
			return s, err
		}
	}
	if s.Game != games.TicTacToe {
		s.Position = ""
	}
	return s, nil
}

// recount counts the nodes in the background; a newer change wins.
func (f *gameForm) recount() {
	f.heapBox.Hide()
	f.posBox.Hide()
	switch f.game.SelectedIndex() {
	case 0:
		f.heapBox.Show()
	case 1:
		f.posBox.Show()
	}
	s, err := f.spec()
	if err != nil {
		f.count.SetText(err.Error())
		return
	}
	f.counting++
	gen := f.counting
	f.count.SetText("counting…")
	f.window.bg.async(func() {
		n, err := games.Count(s, tree.MaxGenerated)
		fyne.Do(func() {
			if gen != f.counting {
				return
			}
			if err != nil {
				f.count.SetText(err.Error())
			} else {
				f.count.SetText(fmt.Sprintf("%s nodes", narrate.Thousands(n)))
			}
		})
	})
}

func (w *Window) gameTreeDialog() {
	f := &gameForm{
		game:  widget.NewSelect([]string{"Nim (take 1-3 from a heap; taking the last ball loses)", "Tic-tac-toe", "Reversi 6×6"}, nil),
		heaps: widget.NewEntry(), position: widget.NewEntry(), depth: widget.NewEntry(),
		count: widget.NewLabel(""), window: w,
	}
	f.count.Wrapping = fyne.TextWrapWord
	f.heaps.SetText("1,2,3")
	f.position.SetPlaceHolder("......... (X, O or . row by row; empty: the empty board)")
	f.depth.SetText("0")
	f.heapBox = container.NewBorder(nil, nil, widget.NewLabel("Heaps"), nil, f.heaps)
	f.posBox = container.NewBorder(nil, nil, widget.NewLabel("Start position"), nil, f.position)
	onChange := func(string) { f.recount() }
	f.heaps.OnChanged, f.position.OnChanged, f.depth.OnChanged = onChange, onChange, onChange
	f.game.OnChanged = func(string) {
		if f.game.SelectedIndex() == 2 && f.depth.Text == "0" {
			f.depth.SetText("4") // Reversi to the end has far too many positions
		}
		f.recount()
	}
	f.game.SetSelectedIndex(0)
	items := []*widget.FormItem{
		widget.NewFormItem("Game", f.game),
		widget.NewFormItem("", container.NewVBox(f.heapBox, f.posBox)),
		widget.NewFormItem("Depth (0: to the end)", f.depth),
		widget.NewFormItem("Size", f.count),
	}
	d := dialog.NewForm("Generate a Game Tree", "Generate", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		s, err := f.spec()
		if err != nil {
			w.showError(err)
			return
		}
		w.confirmDiscard(func() {
			w.generate("game tree", func() (*tree.Tree, error) { return games.Build(s, tree.MaxGenerated) })
		})
	}, w.win)
	d.Resize(fyne.NewSize(620, 320))
	w.dialogs.showForm("Generate a Game Tree", d)
}

// generate builds a tree in the background, then shows it as a new
// document. It holds no work to lose (the same settings and seed make it
// again), so it is not marked unsaved until it is edited.
func (w *Window) generate(what string, build func() (*tree.Tree, error)) {
	progress := dialog.NewCustomWithoutButtons("Generating", container.NewVBox(
		widget.NewLabel("Building the "+what+"…"), widget.NewProgressBarInfinite()), w.win)
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
