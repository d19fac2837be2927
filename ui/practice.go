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

	"gametree/internal/compare"
	"gametree/internal/i18n"
	"gametree/internal/practice"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
	"gametree/ui/compareview"
)

// practising is practice mode's bar over the tree: what to do, the mark
// and the buttons; and the student's sheet drawn over the tree. The
// exercise itself (the sheet, its check, what the next tree is like) is
// the session's; the dialogs that take answers are the window's. The
// search stays at its start until the sheet is checked.
type practising struct {
	h     host
	box   *fyne.Container // hidden when not practising
	frame *fyne.Container // box's: laid out again as box shows or hides
	task  *widget.Label
	mark  *widget.Label
	// buttons sit beside the task with the mark, or in the compact
	// arrangement under it, the mark beside the task, so that the mark
	// is never cut.
	buttons *fyne.Container
	// hadGraph is whether the graph was shown before practice showed the
	// tree.
	hadGraph bool
	// compact is the window's arrangement as arrange was last told
	// (arrangement.compact): the bar says only the exercise.
	compact bool
}

// practiceActions are what the bar's buttons do.
type practiceActions struct{ check, solution, again, stop func() }

// newPractising makes the bar, in the host's language; an exercise under
// way (the language changed) shows in it.
func newPractising(h host, do practiceActions, was *practising) *practising {
	p := &practising{h: h, task: widget.NewLabel(""), mark: widget.NewLabel("")}
	l, keys := h.lang(), h.router()
	p.task.Wrapping = fyne.TextWrapWord
	p.mark.TextStyle.Bold = true
	p.buttons = container.NewHBox(
		newButton(keys, l.T("practice.check"), theme.ConfirmIcon(), do.check),
		newButton(keys, l.T("practice.solution"), theme.VisibilityIcon(), do.solution),
		newButton(keys, l.T("practice.again"), theme.ViewRefreshIcon(), do.again),
		newButton(keys, l.T("practice.stop"), theme.CancelIcon(), do.stop))
	p.box = container.NewStack()
	p.arrange(false)
	p.box.Hide()
	if was != nil {
		p.hadGraph = was.hadGraph
	}
	if h.state().Practising() {
		p.describe()
	}
	return p
}

// arrange puts the buttons beside the task, or in the compact
// arrangement under it, where the task can take the whole width.
func (p *practising) arrange(compact bool) {
	p.compact = compact
	bar := container.New(&taskBar{}, p.task, container.NewHBox(p.mark, p.buttons))
	if compact {
		bar = container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), p.buttons), nil, p.mark, p.task)
	}
	p.box.Objects = []fyne.CanvasObject{bar}
	p.box.Refresh()
	if p.h.state().Practising() {
		p.describe()
	}
}

// describe shows the bar with the exercise and the mark.
func (p *practising) describe() {
	s, l := p.h.state(), p.h.lang()
	e := s.Sheet().Exercise
	algorithm := l.T("algo_" + s.Options().Algorithm.String())
	p.task.SetText(l.T("practice.task", "Exercise", l.T(e.ID()), "Algorithm", algorithm, "How", l.T(e.ID()+".how")))
	if p.compact { // the tree needs the room: what to do is said once, in the status line
		p.task.SetText(l.T("practice.task_short", "Exercise", l.T(e.ID()), "Algorithm", algorithm))
	}
	p.mark.SetText("")
	if r := s.Result(); r != nil && r.Total > 0 {
		p.showMark(*r)
	}
	p.box.Show()
	p.relayout()
}

// showMark writes a mark on the bar.
func (p *practising) showMark(r practice.Result) {
	p.mark.SetText(p.h.lang().T("practice.mark", "Correct", r.Correct, "Total", r.Total))
	p.box.Refresh() // the row makes room for the longer text ("1" was all it showed)
	p.relayout()
}

// hide takes the bar away, and gives the tree its room.
func (p *practising) hide() {
	p.box.Hide()
	p.relayout()
}

// relayout gives the tree the room the bar takes or leaves.
func (p *practising) relayout() {
	if p.frame != nil {
		p.frame.Refresh()
	}
}

// paint draws the sheet over the tree painted on img in the view v.
func (p *practising) paint(img *image.RGBA, pr *raster.Painter, v raster.View) {
	s := p.h.state()
	if !s.Practising() || pr.Styler.Trace != s.Trace() {
		return
	}
	d := pr.Styler.Marks(s.Sheet(), s.Snapshot(), s.Result(), scene.InkOn(pr.Styler.Pal.Background))
	for _, c := range d.Crosses {
		pr.Cross(img, c.Node, c.Color, v)
	}
	for _, r := range d.Rings {
		pr.Ring(img, r.Node, r.Color, v)
	}
	pr.Texts(img, d.Texts, v)
}

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
	if !w.s.Predicting() || !w.askPrediction() {
		w.step(w.s.Next)
	}
}

// holdPrediction keeps a search being predicted from showing a step
// before it is predicted (the scrubber, End): it goes back to the
// furthest step shown.
func (w *Window) holdPrediction() {
	if w.s.Hold() {
		w.say(w.lang().T("practice.no_play"))
	}
}

// askPrediction asks the question of the step → would show, if it has one
// not answered yet, and tells whether it did; a step without one may show.
func (w *Window) askPrediction() bool {
	s, l := w.s, w.lang()
	if !s.Ready() || s.AtEnd() || w.blanked() {
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
			w.practice.describe()
			if r, ok := s.Mark(w.v.Narrator); ok {
				w.practice.showMark(r)
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
	l := w.lang()
	var exercises, trees []string
	for _, e := range practice.Exercises {
		exercises = append(exercises, l.T(e.ID()))
	}
	trees = append(trees, l.T("practice.this_tree"))
	for _, lv := range practice.Levels {
		trees = append(trees, l.T("practice.random_tree", "Level", l.T(lv.ID())))
	}
	next := w.s.NextPracticeTree()
	ex, tr := newChoice(w.keys, exercises), newChoice(w.keys, trees)
	order := newChoice(w.keys, []string{l.T("gen.order_random"), l.T("gen.order_best"), l.T("gen.order_worst")})
	order.SetSelectedIndex(int(next.Order))
	dice := newBox(w.keys, l.T("gen.dice"), nil)
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
			w.confirmDiscard(func() { w.newPracticeTree(e) })
			return
		}
		w.s.PracticeOnThisTree()
		w.beginPractice(e)
	}, w.win)
	d.Resize(fyne.NewSize(560, 300))
	w.dialogs.showForm(l.T("practice.title"), d)
	d.Refresh()
}

// newPracticeTree opens a new random tree for the exercise e: one of the
// level, or one like the document's tree (same branching and depth).
func (w *Window) newPracticeTree(e practice.Exercise) {
	l := w.lang()
	seed := rand.Uint64() % 100000
	t, err := tree.Random(w.s.PracticeSpec(seed), tree.MaxNodes)
	if err != nil {
		w.showError(err)
		return
	}
	t.Title = l.T("practice.tree_title", "Seed", seed)
	w.open(session.Document{Tree: t, Name: t.Title, Format: tree.FormatJSON,
		TitleIn: func(l *i18n.Lang) string { return l.T("practice.tree_title", "Seed", seed) }})
	w.beginPractice(e)
}

// practiceRoom gives the tree more room while practising, and takes it
// back after: a larger share of the height, and on a small screen the
// whole of it but the step and the playback.
func (w *Window) practiceRoom() {
	if w.layout.compact && !w.v.Presenting {
		w.arrange()
		return
	}
	w.fitSplit()
}

// beginPractice starts the exercise e on the document's tree, at the
// search's start, with a blank sheet.
func (w *Window) beginPractice(e practice.Exercise) {
	p := w.practice
	w.playback.pause()
	w.s.BeginPractice(e)
	w.setHideAnswers(true) // the value, best move and later steps are answers
	if w.graph.on {
		w.showTree() // the answers are marked on the tree
		p.hadGraph = true
	}
	p.describe()
	w.practiceRoom()
	if e == practice.Windows {
		w.repaint(true, true) // room beside the nodes for the answers
	}
	w.menus.check() // Check, Show Solution … can act now
	w.unsay()
	if p.compact {
		w.say(w.lang().T("practice.how_short", "How", w.lang().T(e.ID()+".how")))
	}
	w.selectNode(tree.None)
	if w.s.Ready() && w.s.First() {
		w.showStep()
	}
	w.canvas.raster.Refresh()
}

// stopPractice leaves practice mode.
func (w *Window) stopPractice() {
	if w.s.Practising() {
		w.practiceStopped(w.s.StopPractice())
	}
}

// practiceStopped shows that practice ended: answers hidden as they were
// before (wasHiding), the graph back if it was shown, the bar gone.
func (w *Window) practiceStopped(wasHiding bool) {
	defer func() {
		if w.canvas.geom() != nil && w.canvas.geom().Opt.Answers {
			w.repaint(true, true) // the room the answers had goes
		}
	}()
	w.setHideAnswers(wasHiding)
	if w.practice.hadGraph { // the graph shown before, again
		w.practice.hadGraph = false
		w.toggleGraph()
	}
	w.practice.hide()
	w.practiceRoom()
	w.menus.check()
	w.unsay()
	w.canvas.raster.Refresh()
}

// tapPractice answers at a node: a value for the Values exercise (asked
// in a dialog), a mark or the chosen move for the others. A new answer
// clears the last check's marks.
func (w *Window) tapPractice(id tree.NodeID) {
	t, sheet := w.s.Trace().Tree, w.s.Sheet()
	if !sheet.Answerable(t, id) {
		if id != tree.None {
			w.say(w.lang().T(sheet.Exercise.ID() + ".where"))
		}
		return
	}
	switch sheet.Exercise {
	case practice.Windows:
		w.windowDialog(t, id)
		return
	case practice.Pruned, practice.Best:
		w.practiceAnswered(w.s.ToggleAnswer(id))
		return
	}
	l := w.lang()
	value := newEntry(w.keys)
	if v, ok := sheet.Values[id]; ok {
		value.SetText(l.Decimal(tree.FormatValue(v)))
	}
	value.SetPlaceHolder(l.T("practice.value_none"))
	value.Validator = w.inLang(func(s string) error { return session.CheckValue(s, true) })
	d := dialog.NewForm(l.T("practice.value_of", "Node", t.Name(id)), l.T("button.apply"), l.T("button.cancel"),
		[]*widget.FormItem{widget.NewFormItem(l.T("editor.value"), value)}, func(ok bool) {
			if !ok {
				return
			}
			if text := strings.TrimSpace(value.Text); text == "" {
				w.practiceAnswered(w.s.SetAnswerValue(id, 0, false))
			} else if v, err := session.ParseNumber(text); err == nil {
				w.practiceAnswered(w.s.SetAnswerValue(id, v, true))
			}
		}, w.win)
	value.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(380, 160))
	w.dialogs.showForm(l.T("practice.value_of", "Node", t.Name(id)), d)
	w.focusField(value)
}

// windowDialog asks for α and β at node id as it returns; both blank
// take the answer away.
func (w *Window) windowDialog(t *tree.Tree, id tree.NodeID) {
	l, sheet := w.lang(), w.s.Sheet()
	alpha, beta := newEntry(w.keys), newEntry(w.keys)
	if ab, ok := sheet.Windows[id]; ok {
		alpha.SetText(l.Decimal(tree.FormatValue(ab[0])))
		beta.SetText(l.Decimal(tree.FormatValue(ab[1])))
	}
	for _, e := range []*entry{alpha, beta} {
		e.SetPlaceHolder(l.T("practice.bound_hint"))
		e.Validator = w.inLang(func(s string) error {
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
				w.practiceAnswered(w.s.SetAnswerWindow(id, [2]float64{}, false))
			case errA == nil && errB == nil:
				w.practiceAnswered(w.s.SetAnswerWindow(id, [2]float64{a, b}, true))
			default:
				w.say(l.T("practice.both_bounds"))
			}
		}, w.win)
	alpha.OnSubmitted = func(string) { w.win.Canvas().Focus(beta) }
	beta.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(380, 200))
	w.dialogs.showForm(title, d)
	w.focusField(alpha)
}

// practiceAnswered shows a changed sheet; hadCheck says the change took
// away a check made before, whose mark goes.
func (w *Window) practiceAnswered(hadCheck bool) {
	if hadCheck {
		w.practice.mark.SetText("")
		if w.s.First() {
			w.showStep()
		}
	}
	w.canvas.raster.Refresh()
}

// checkPractice marks the sheet, shows the mark and takes the search to
// the first mistake, whose sentence says why; with none, to the end.
func (w *Window) checkPractice() {
	l := w.lang()
	if !w.s.Practising() || !w.s.Ready() {
		return
	}
	r, err := w.s.Check(w.v.Narrator)
	if err != nil {
		w.showError(err)
		return
	}
	w.practice.describe()
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

// practiceSolution checks the sheet if it is not checked, then shows the
// search's last step: every value, pruned subtree and the move.
func (w *Window) practiceSolution() {
	if !w.s.Practising() {
		return
	}
	if w.s.Result() == nil {
		w.checkPractice()
	}
	if w.s.Last() {
		w.showStep()
	}
}

// practiceAgain starts the same exercise on a new tree like this one.
func (w *Window) practiceAgain() {
	if w.s.Practising() {
		e := w.s.Sheet().Exercise
		w.confirmDiscard(func() { w.newPracticeTree(e) })
	}
}

// compareWindow opens the compare view (Ctrl+M) on the tree shown, with
// the search's root, depth limit and cutoff rule; each of its panes picks
// its own algorithm and ordering. It gets a copy of the tree, which the
// editor may change while it is open.
func (w *Window) compareWindow() { w.compareSearches(nil, nil) }

// derivationWindow opens the compare window on the slides' stages from
// minimax to alpha-beta, a pane each (View › The Slides' Derivation).
func (w *Window) derivationWindow() {
	w.compareSearches(compareview.Derivation, compareview.DerivationForms())
}

// compareSearches opens the compare window with the panes searches (nil:
// its own first two), and with their listings when forms names them.
func (w *Window) compareSearches(searches []compare.Search, forms map[search.Algorithm]string) {
	if !w.s.Ready() {
		return
	}
	if w.s.Doc().Tree.HasChance() && searches != nil {
		w.say(w.lang().T("compare.derivation_dice"))
		return
	}
	if w.s.Practising() && w.s.Result() == nil {
		w.say(w.lang().T("practice.compare_later"))
		return
	}
	d := w.s.Doc()
	w.compare(w.app, compareview.Config{Tree: d.Tree.Clone(), Name: d.Name, Path: d.Path, Options: w.s.Options(),
		Lang: w.lang(), Theme: w.treeTheme(), Scene: w.v.SceneOptions(), Closed: w.win.RequestFocus, Keys: w.keys.lend, Download: downloader(), Screen: w.screen(),
		Searches: searches, Code: forms != nil, Forms: forms})
}

// taskBar sets the buttons beside the task while that leaves the task
// most of the width, else under it (Italian's task wrapped to five lines
// in a column a third of the bar wide).
type taskBar struct{ width float32 }

// under says whether the buttons go under the task in a bar w wide.
func (b *taskBar) under(w float32, buttons fyne.CanvasObject) bool {
	return w-buttons.MinSize().Width < w*0.55
}

// Layout places the task and the buttons.
func (b *taskBar) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	task, buttons := objects[0], objects[1]
	b.width = size.Width
	bm := buttons.MinSize()
	if b.under(size.Width, buttons) {
		task.Move(fyne.NewPos(0, 0))
		task.Resize(fyne.NewSize(size.Width, task.MinSize().Height))
		buttons.Move(fyne.NewPos(size.Width-bm.Width, task.Size().Height))
		buttons.Resize(bm)
		return
	}
	task.Move(fyne.NewPos(0, 0))
	task.Resize(fyne.NewSize(size.Width-bm.Width, size.Height))
	buttons.Move(fyne.NewPos(size.Width-bm.Width, (size.Height-bm.Height)/2))
	buttons.Resize(bm)
}

// MinSize is the task's and the buttons' heights, added or side by side
// as the last width laid them out.
func (b *taskBar) MinSize(objects []fyne.CanvasObject) fyne.Size {
	task, buttons := objects[0].MinSize(), objects[1].MinSize()
	if b.width > 0 && b.under(b.width, objects[1]) {
		return fyne.NewSize(max(task.Width, buttons.Width), task.Height+buttons.Height)
	}
	return fyne.NewSize(task.Width+buttons.Width, max(task.Height, buttons.Height))
}
