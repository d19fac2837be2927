package ui

import (
	"image"
	"math/rand/v2"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/practice"
	"gametree/internal/raster"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/ui/compareview"
)

// practising is practice mode's widgets: a bar over the tree saying what
// to do, with the mark and the buttons, the dialogs that take answers, and
// the student's sheet drawn over the tree. The exercise itself (the sheet,
// its check, what the next tree is like) is the session's: the search
// stays at its start until the sheet is checked.
type practising struct {
	w     *Window
	box   *fyne.Container // hidden when not practising
	frame *fyne.Container // box's: laid out again as box shows or hides
	task  *widget.Label
	mark  *widget.Label
	// buttons, with the mark, sit beside the task, or under it in a
	// narrow window.
	buttons *fyne.Container
	// hadGraph is whether the graph was shown before practice showed the
	// tree.
	hadGraph bool
	narrow   bool // a narrow window: the bar says only the exercise
}

// newPractising makes the bar, in the window's language; an exercise
// under way (the language changed) shows in it.
func newPractising(w *Window, was *practising) *practising {
	p := &practising{w: w, task: widget.NewLabel(""), mark: widget.NewLabel("")}
	l := w.lang()
	p.task.Wrapping = fyne.TextWrapWord
	p.mark.TextStyle.Bold = true
	p.buttons = container.NewHBox(p.mark,
		newButton(w.keys, l.T("practice.check"), theme.ConfirmIcon(), p.check),
		newButton(w.keys, l.T("practice.solution"), theme.VisibilityIcon(), p.solution),
		newButton(w.keys, l.T("practice.again"), theme.ViewRefreshIcon(), p.again),
		newButton(w.keys, l.T("practice.stop"), theme.CancelIcon(), p.stop))
	p.box = container.NewStack()
	p.arrange(false)
	p.box.Hide()
	if was != nil {
		p.hadGraph = was.hadGraph
	}
	if w.s.Practising() {
		p.describe()
	}
	return p
}

// arrange puts the buttons beside the task, or in a narrow window under
// it, where the task can take the whole width.
func (p *practising) arrange(narrow bool) {
	p.narrow = narrow
	bar := container.NewBorder(nil, nil, nil, container.NewCenter(p.buttons), p.task)
	if narrow {
		bar = container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), p.buttons), nil, nil, p.task)
	}
	p.box.Objects = []fyne.CanvasObject{bar}
	p.box.Refresh()
	if p.active() {
		p.describe()
	}
}

// describe shows the bar with the exercise and the mark.
func (p *practising) describe() {
	l, e := p.w.lang(), p.w.s.Sheet().Exercise
	algorithm := l.T("algo_" + p.w.s.Options().Algorithm.String())
	p.task.SetText(l.T("practice.task", "Exercise", l.T(e.ID()), "Algorithm", algorithm, "How", l.T(e.ID()+".how")))
	if p.narrow { // the tree needs the room: what to do is said once, in the status line
		p.task.SetText(l.T("practice.task_short", "Exercise", l.T(e.ID()), "Algorithm", algorithm))
	}
	p.mark.SetText("")
	if r := p.w.s.Result(); r != nil && r.Total > 0 {
		p.mark.SetText(l.T("practice.mark", "Correct", r.Correct, "Total", r.Total))
	}
	p.box.Show()
	p.relayout()
}

// relayout gives the tree the room the bar takes or leaves.
func (p *practising) relayout() {
	if p.frame != nil {
		p.frame.Refresh()
	}
}

// active tells whether the student is practising; locked, whether the
// search must stay at its start (answers not checked yet); predicting,
// whether the steps ask questions before they show.
func (p *practising) active() bool     { return p.w.s.Practising() }
func (p *practising) locked() bool     { return p.w.s.Locked() }
func (p *practising) predicting() bool { return p.w.s.Predicting() }

// toggleHide hides or shows the answers (H), but does not show them
// while an exercise is not checked yet.
func (w *Window) toggleHide() {
	if w.s.HideAnswers() && w.s.AnswersHeld() {
		w.say(w.lang().T("practice.answers_hidden"))
		return
	}
	w.setHideAnswers(!w.s.HideAnswers())
}

// next is the step forward (→): while predicting, a step that asks a
// question not answered yet asks it first and shows itself once answered.
func (w *Window) next() {
	if !w.practice.predicting() || !w.practice.ask() {
		w.step(w.s.Next)
	}
}

// hold keeps a search being predicted from showing a step before it is
// predicted (the scrubber, End): it goes back to the furthest step shown.
func (p *practising) hold() {
	if p.w.s.Hold() {
		p.w.say(p.w.lang().T("practice.no_play"))
	}
}

// ask asks the question of the step → would show, if it has one not
// answered yet, and tells whether it did; a step without one may show.
func (p *practising) ask() bool {
	w, s, l := p.w, p.w.s, p.w.lang()
	if !s.Ready() || s.AtEnd() || w.present.blanked() {
		return false
	}
	q, k, ok := s.Question(l)
	if !ok {
		return false
	}
	w.playback.pause()
	prompt := widget.NewLabel(q.Prompt)
	prompt.Wrapping = fyne.TextWrapWord
	choices := widget.NewRadioGroup(q.Choices, nil)
	d := dialog.NewForm(l.T("predict.title"), l.T("predict.reveal"), l.T("button.cancel"),
		[]*widget.FormItem{widget.NewFormItem("", prompt), widget.NewFormItem("", choices)}, func(ok bool) {
			i := slices.Index(q.Choices, choices.Selected)
			if !ok || i < 0 {
				return
			}
			s.Predict(k, i)
			p.describe()
			if r, ok := s.Mark(w.v.Narrator); ok {
				p.mark.SetText(l.T("practice.mark", "Correct", r.Correct, "Total", r.Total))
			}
			w.step(s.Next)
			if i == q.Answer {
				w.say(l.T("predict.right", "Step", w.v.Narrator.Step(s.Trace(), k)))
			} else {
				w.say(l.T("predict.wrong", "Answer", q.Choices[q.Answer], "Step", w.v.Narrator.Step(s.Trace(), k)))
			}
		}, w.win)
	// A choice is the answer: one click, or Tab and Space, shows the step
	// (Enter would go to the focused choice, not to the dialog).
	choices.OnChanged = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(520, 260))
	w.dialogs.showForm(l.T("predict.title"), d)
	return true
}

// dialog asks for an exercise and a tree: this one, or a new random one
// of a difficulty.
func (w *Window) practiceDialog() {
	l, p := w.lang(), w.practice
	var exercises, trees []string
	for _, e := range practice.Exercises {
		exercises = append(exercises, l.T(e.ID()))
	}
	trees = append(trees, l.T("practice.this_tree"))
	for _, lv := range practice.Levels {
		trees = append(trees, l.T("practice.random_tree", "Level", l.T(lv.ID())))
	}
	next := w.s.NextPracticeTree()
	ex, tr := widget.NewSelect(exercises, nil), widget.NewSelect(trees, nil)
	order := widget.NewSelect([]string{l.T("gen.order_random"), l.T("gen.order_best"), l.T("gen.order_worst")}, nil)
	order.SetSelectedIndex(int(next.Order))
	dice := widget.NewCheck(l.T("gen.dice"), nil)
	dice.SetChecked(next.Dice)
	ex.SetSelectedIndex(0)
	if sheet := w.s.Sheet(); sheet != nil {
		ex.SetSelectedIndex(slices.Index(practice.Exercises[:], sheet.Exercise))
	}
	var d *dialog.FormDialog
	tr.OnChanged = func(string) { // the order is a random tree's
		if tr.SelectedIndex() > 0 {
			order.Enable()
			dice.Enable()
		} else {
			order.Disable()
			dice.Disable()
		}
		if d != nil {
			d.Refresh() // the label greys with its field
		}
	}
	tr.SetSelectedIndex(0)
	d = dialog.NewForm(l.T("practice.title"), l.T("practice.start"), l.T("button.cancel"), []*widget.FormItem{
		widget.NewFormItem(l.T("practice.exercise"), ex),
		widget.NewFormItem(l.T("practice.tree"), tr),
		widget.NewFormItem(l.T("gen.children"), order),
		widget.NewFormItem("", dice),
	}, func(ok bool) {
		if !ok {
			return
		}
		e := practice.Exercises[ex.SelectedIndex()]
		next := w.s.NextPracticeTree()
		next.Dice = dice.Checked // kept for next time, even if refused
		w.s.SetNextPracticeTree(next)
		if err := w.s.CanPractise(e, tr.SelectedIndex() > 0); err != nil {
			w.showError(err)
			return
		}
		if i := tr.SelectedIndex(); i > 0 {
			next.Level, next.Random, next.Order = practice.Levels[i-1], true, tree.Ordering(order.SelectedIndex())
			w.s.SetNextPracticeTree(next)
			w.confirmDiscard(func() { p.newTree(e) })
			return
		}
		w.s.PracticeOnThisTree()
		p.begin(e)
	}, w.win)
	d.Resize(fyne.NewSize(560, 300))
	w.dialogs.showForm(l.T("practice.title"), d)
	d.Refresh()
}

// newTree opens a new random tree for the exercise e: one of the level, or
// one like the document's tree (same branching and depth).
func (p *practising) newTree(e practice.Exercise) {
	w, l := p.w, p.w.lang()
	seed := rand.Uint64() % 100000
	t, err := tree.Random(w.s.PracticeSpec(seed), tree.MaxNodes)
	if err != nil {
		w.showError(err)
		return
	}
	t.Title = l.T("practice.tree_title", "Seed", seed)
	w.open(session.Document{Tree: t, Name: t.Title, Format: tree.FormatJSON})
	p.begin(e)
}

// begin starts the exercise e on the document's tree, at the search's
// start, with a blank sheet.
func (p *practising) begin(e practice.Exercise) {
	w := p.w
	w.playback.pause()
	w.s.BeginPractice(e)
	w.setHideAnswers(true) // the value, best move and later steps are answers
	if w.graph.on {
		w.showTree() // the answers are marked on the tree
		p.hadGraph = true
	}
	p.describe()
	w.unsay()
	if p.narrow {
		w.say(w.lang().T("practice.how_short", "How", w.lang().T(e.ID()+".how")))
	}
	w.selectNode(tree.None)
	if w.s.Ready() && w.s.First() {
		w.showStep()
	}
	w.canvas.raster.Refresh()
}

// stop leaves practice mode.
func (p *practising) stop() {
	if p.active() {
		p.stopped(p.w.s.StopPractice())
	}
}

// stopped shows that practice ended: answers hidden as they were before
// (wasHiding), the graph back if it was shown, the bar gone.
func (p *practising) stopped(wasHiding bool) {
	p.w.setHideAnswers(wasHiding)
	if p.hadGraph { // the graph shown before, again
		p.hadGraph = false
		p.w.toggleGraph()
	}
	p.box.Hide()
	p.relayout()
	p.w.unsay()
	p.w.canvas.raster.Refresh()
}

// tap answers at a node: a value for the Values exercise (asked in a
// dialog), a mark or the chosen move for the others. A new answer clears
// the last check's marks.
func (p *practising) tap(id tree.NodeID) {
	t, sheet := p.w.s.Trace().Tree, p.w.s.Sheet()
	if !sheet.Answerable(t, id) {
		if id != tree.None {
			p.w.say(p.w.lang().T(sheet.Exercise.ID() + ".where"))
		}
		return
	}
	switch sheet.Exercise {
	case practice.Windows:
		p.windowDialog(t, id)
		return
	case practice.Pruned, practice.Best:
		sheet.Toggle(t, id)
		p.answered()
		return
	}
	l := p.w.lang()
	value := newEntry(p.w.keys)
	if v, ok := sheet.Values[id]; ok {
		value.SetText(tree.FormatValue(v))
	}
	value.SetPlaceHolder(l.T("practice.value_none"))
	value.Validator = p.w.inLang(func(s string) error { return session.CheckValue(s, true) })
	d := dialog.NewForm(l.T("practice.value_of", "Node", t.Name(id)), l.T("button.apply"), l.T("button.cancel"),
		[]*widget.FormItem{widget.NewFormItem(l.T("editor.value"), value)}, func(ok bool) {
			if !ok {
				return
			}
			if text := strings.TrimSpace(value.Text); text == "" {
				delete(sheet.Values, id)
			} else if v, err := session.ParseNumber(text); err == nil {
				sheet.Values[id] = v
			}
			p.answered()
		}, p.w.win)
	value.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(380, 160))
	p.w.dialogs.showForm(l.T("practice.value_of", "Node", t.Name(id)), d)
	p.w.focusField(value)
}

// windowDialog asks for α and β at node id as it returns; both blank
// take the answer away.
func (p *practising) windowDialog(t *tree.Tree, id tree.NodeID) {
	l, sheet := p.w.lang(), p.w.s.Sheet()
	alpha, beta := newEntry(p.w.keys), newEntry(p.w.keys)
	if w, ok := sheet.Windows[id]; ok {
		alpha.SetText(tree.FormatValue(w[0]))
		beta.SetText(tree.FormatValue(w[1]))
	}
	for _, e := range []*entry{alpha, beta} {
		e.SetPlaceHolder(l.T("practice.bound_hint"))
		e.Validator = p.w.inLang(func(s string) error {
			if strings.TrimSpace(s) == "" {
				return nil
			}
			_, err := practice.ParseBound(s)
			return err
		})
	}
	title := l.T("practice.window_of", "Node", t.Name(id))
	d := dialog.NewForm(title, l.T("button.apply"), l.T("button.cancel"),
		[]*widget.FormItem{widget.NewFormItem(l.T("practice.alpha"), alpha), widget.NewFormItem(l.T("practice.beta"), beta)}, func(ok bool) {
			if !ok {
				return
			}
			a, errA := practice.ParseBound(alpha.Text)
			b, errB := practice.ParseBound(beta.Text)
			switch {
			case strings.TrimSpace(alpha.Text) == "" && strings.TrimSpace(beta.Text) == "":
				delete(sheet.Windows, id)
			case errA == nil && errB == nil:
				sheet.Windows[id] = [2]float64{a, b}
			default:
				p.w.say(l.T("practice.both_bounds"))
			}
			p.answered()
		}, p.w.win)
	alpha.OnSubmitted = func(string) { p.w.win.Canvas().Focus(beta) }
	beta.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(380, 200))
	p.w.dialogs.showForm(title, d)
	p.w.focusField(alpha)
}

// answered shows a changed sheet; a check made before no longer holds.
func (p *practising) answered() {
	if p.w.s.Answered() {
		p.mark.SetText("")
		if p.w.s.First() {
			p.w.showStep()
		}
	}
	p.w.canvas.raster.Refresh()
}

// check marks the sheet, shows the mark and takes the search to the
// first mistake, whose sentence says why; with none, to the end.
func (p *practising) check() {
	w, l := p.w, p.w.lang()
	if !p.active() || !w.s.Ready() {
		return
	}
	r, err := w.s.Check(w.v.Narrator)
	if err != nil {
		w.showError(err)
		return
	}
	p.describe()
	if r.Total == 0 {
		w.s.Last()
		w.showStep()
		w.say(l.T("practice.nothing_answered"))
		return
	}
	if r.FirstMistakeStep == nil {
		w.s.Last()
		w.showStep()
		w.say(l.T("practice.all_right"))
		return
	}
	m := r.Mistakes[0]
	w.s.Jump(*r.FirstMistakeStep)
	w.showStep()
	w.say(l.T("practice.first_mistake", "Step", m.Step, "Said", practice.Said(m, l), "Why", m.Why))
}

// solution checks the sheet if it is not checked, then shows the search's
// last step: every value, pruned subtree and the move.
func (p *practising) solution() {
	if !p.active() {
		return
	}
	if p.w.s.Result() == nil {
		p.check()
	}
	if p.w.s.Last() {
		p.w.showStep()
	}
}

// again starts the same exercise on a new tree like this one.
func (p *practising) again() {
	if p.active() {
		e := p.w.s.Sheet().Exercise
		p.w.confirmDiscard(func() { p.newTree(e) })
	}
}

// paint draws the sheet over the tree painted on img in the view v.
func (p *practising) paint(img *image.RGBA, pr *raster.Painter, v raster.View) {
	if !p.active() || pr.Styler.Trace != p.w.s.Trace() {
		return
	}
	d := p.w.s.Sheet().Drawing(pr.Styler, p.w.s.Snapshot(), p.w.s.Result(), practice.InkOn(pr.Styler.Pal.Background))
	for _, c := range d.Crosses {
		pr.Cross(img, c.Node, c.Color, v)
	}
	for _, r := range d.Rings {
		pr.Ring(img, r.Node, r.Color, v)
	}
	pr.Texts(img, d.Texts, v)
}

// compareWindow opens the compare view (Ctrl+M) on the tree shown, with
// the search's root, depth limit and cutoff rule; each of its panes picks
// its own algorithm and ordering. It gets a copy of the tree, which the
// editor may change while it is open.
func (w *Window) compareWindow() {
	if !w.s.Ready() {
		return
	}
	if w.practice.active() && w.s.Result() == nil {
		w.say(w.lang().T("practice.compare_later"))
		return
	}
	d := w.s.Doc()
	w.compare(w.app, compareview.Config{Tree: d.Tree.Clone(), Name: d.Name, Path: d.Path, Options: w.s.Options(),
		Lang: w.lang(), Theme: w.treeTheme(), Scene: w.v.SceneOptions()})
}
