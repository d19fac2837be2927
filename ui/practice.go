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

	"gametree/internal/i18n"
	"gametree/internal/practice"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// practising is practice mode: its bar over the tree (what to do, the
// mark and the buttons), the student's sheet drawn over the tree, and
// what the mode does: start and stop an exercise, take answers in
// dialogs, check them, show the solution, ask the questions of "What
// happens next?". The exercise itself (the sheet, its check, what the
// next tree is like) is the session's. The search stays at its start
// until the sheet is checked.
type practising struct {
	h practiceHost
	// dialogs are the window's dialogs on screen, which the mode's join.
	dialogs *dialogs
	// docs asks to save unsaved changes before a new tree.
	docs  *documents
	box   *fyne.Container // hidden when not practising
	frame *fyne.Container // box's: laid out again as box shows or hides
	task  *widget.Label
	mark  *widget.Label
	// buttons sit beside the task with the mark, or in the compact
	// arrangement under it, the mark beside the task, so that the mark
	// is never cut.
	buttons *fyne.Container
	// graph is the window's graph view, which practice trades for the
	// tree (the answers are marked on the tree); hadGraph is whether the
	// graph was shown before practice showed the tree.
	graph    *graphShown
	hadGraph bool
	// compact is the window's arrangement as arrange was last told
	// (arrangement.compact): the bar says only the exercise.
	compact bool
}

// practiceHost is what practice mode asks of the window besides a
// panel's needs: its errors, playback, the answers' hiding, the tree's
// room and drawing, and a new document to practise on.
type practiceHost interface {
	host
	showError(err error)
	// inLang makes a field's check say its problems in the window's
	// language.
	inLang(check func(string) error) func(string) error
	open(d session.Document)
	// pause stops playback.
	pause()
	// blanked is presenter mode's black screen.
	blanked() bool
	setHideAnswers(on bool)
	selectNode(id tree.NodeID)
	repaint(relayout, home bool)
	// redraw paints the tree again (the sheet over it changed);
	// answersDrawn says the tree was laid out with room for the α/β
	// exercise's answers.
	redraw()
	answersDrawn() bool
	// practiceRoom gives the tree its room while practising, or back.
	practiceRoom()
	// checkMenus greys the menus' items that cannot act now.
	checkMenus()
}

// newPractising makes practice mode with its bar in the host's language,
// or (was) makes the bar again in the host's new language, keeping the
// mode: an exercise under way shows in it. graph is the window's graph
// view.
func newPractising(h practiceHost, d *dialogs, docs *documents, graph *graphShown, was *practising) *practising {
	p := was
	if p == nil {
		p = &practising{}
	}
	*p = practising{h: h, dialogs: d, docs: docs, graph: graph, task: widget.NewLabel(""), mark: widget.NewLabel(""), hadGraph: p.hadGraph}
	l, keys := h.lang(), h.router()
	p.task.Wrapping = fyne.TextWrapWord
	p.mark.TextStyle.Bold = true
	p.buttons = container.NewHBox(
		newButton(keys, l.T("practice.check"), theme.ConfirmIcon(), p.check),
		newButton(keys, l.T("practice.solution"), theme.VisibilityIcon(), p.solution),
		newButton(keys, l.T("practice.again"), theme.ViewRefreshIcon(), p.again),
		newButton(keys, l.T("practice.stop"), theme.CancelIcon(), p.stop))
	p.box = container.NewStack()
	p.arrange(false)
	p.box.Hide()
	if h.state().Practising() {
		p.describe()
	}
	return p
}

// arrange puts the buttons beside the task, or in the compact
// arrangement under it, where the task can take the whole width.
func (p *practising) arrange(compact bool) {
	p.compact = compact
	bar := container.New(&taskBar{}, p.task, p.mark, p.buttons)
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

// win is the window, which the dialogs belong to.
func (p *practising) win() fyne.Window { return p.h.router().win }

// toggleHide hides or shows the answers (H), but does not show them
// while an exercise is not checked yet.
func (p *practising) toggleHide() {
	s := p.h.state()
	if s.HideAnswers() && s.AnswersHeld() {
		p.h.say(p.h.lang().T("practice.answers_hidden"))
		return
	}
	p.h.setHideAnswers(!s.HideAnswers())
}

// hold keeps a search being predicted from showing a step before it is
// predicted (the scrubber, End): it goes back to the furthest step
// shown.
func (p *practising) hold() {
	if p.h.state().Hold() {
		p.h.say(p.h.lang().T("practice.no_play"))
	}
}

// ask asks the question of the step → would show, if it has one not
// answered yet, and tells whether it did; a step without one may show.
func (p *practising) ask() bool {
	h, s, l := p.h, p.h.state(), p.h.lang()
	if !s.Ready() || s.AtEnd() || h.blanked() {
		return false
	}
	q, k, ok := s.Question(l)
	if !ok {
		return false
	}
	h.pause()
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
			if r, ok := s.Mark(h.narrator()); ok {
				p.showMark(r)
			}
			h.step(s.Next)
			if i == q.Answer {
				h.say(l.T("predict.right", "Step", h.narrator().Step(s.Trace(), k)))
			} else {
				h.say(l.T("predict.wrong", "Answer", q.Choices[q.Answer], "Step", h.narrator().Step(s.Trace(), k)))
			}
		}, p.win())
	// A choice is the answer: one click, or Tab and Space, shows the step
	// (Enter would go to the focused choice, not to the dialog).
	choices.OnChanged = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(520, 260))
	p.dialogs.showForm(l.T("predict.title"), d)
	return true
}

// dialog asks for an exercise and a tree: this one, or a new random one
// of a difficulty.
func (p *practising) dialog() {
	h, s, l, keys := p.h, p.h.state(), p.h.lang(), p.h.router()
	var exercises, trees []string
	for _, e := range practice.Exercises {
		exercises = append(exercises, l.T(e.ID()))
	}
	trees = append(trees, l.T("practice.this_tree"))
	for _, lv := range practice.Levels {
		trees = append(trees, l.T("practice.random_tree", "Level", l.T(lv.ID())))
	}
	next := s.NextPracticeTree()
	ex, tr := newChoice(keys, exercises), newChoice(keys, trees)
	order := newChoice(keys, []string{l.T("gen.order_random"), l.T("gen.order_best"), l.T("gen.order_worst")})
	order.SetSelectedIndex(int(next.Order))
	dice := newBox(keys, l.T("gen.dice"), nil)
	dice.SetChecked(next.Dice)
	ex.SetSelectedIndex(0)
	if sheet := s.Sheet(); sheet != nil {
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
		next := s.NextPracticeTree()
		next.Dice = dice.Checked // kept for next time, even if refused
		s.SetNextPracticeTree(next)
		if err := s.CanPractise(e, tr.SelectedIndex() > 0); err != nil {
			h.showError(err)
			return
		}
		if i := tr.SelectedIndex(); i > 0 {
			next.Level, next.Random, next.Order = practice.Levels[i-1], true, tree.Ordering(order.SelectedIndex())
			s.SetNextPracticeTree(next)
			p.docs.confirmDiscard(func() { p.newTree(e) })
			return
		}
		s.PracticeOnThisTree()
		p.begin(e)
	}, p.win())
	d.Resize(fyne.NewSize(560, 300))
	p.dialogs.showForm(l.T("practice.title"), d)
	d.Refresh()
}

// newTree opens a new random tree for the exercise e: one of the level,
// or one like the document's tree (same branching and depth).
func (p *practising) newTree(e practice.Exercise) {
	h, l := p.h, p.h.lang()
	seed := rand.Uint64() % 100000
	t, err := tree.Random(h.state().PracticeSpec(seed), tree.MaxNodes)
	if err != nil {
		h.showError(err)
		return
	}
	t.Title = l.T("practice.tree_title", "Seed", seed)
	h.open(session.Document{Tree: t, Name: t.Title, Format: tree.FormatJSON,
		TitleIn: func(l *i18n.Lang) string { return l.T("practice.tree_title", "Seed", seed) }})
	p.begin(e)
}

// begin starts the exercise e on the document's tree, at the search's
// start, with a blank sheet.
func (p *practising) begin(e practice.Exercise) {
	h, s := p.h, p.h.state()
	h.pause()
	s.BeginPractice(e)
	h.setHideAnswers(true) // the value, best move and later steps are answers
	if p.graph.on {
		p.graph.showTree() // the answers are marked on the tree
		p.hadGraph = true
	}
	p.describe()
	h.practiceRoom()
	if e == practice.Windows {
		h.repaint(true, true) // room beside the nodes for the answers
	}
	h.checkMenus() // Check, Show Solution … can act now
	h.unsay()
	if p.compact {
		h.say(h.lang().T("practice.how_short", "How", h.lang().T(e.ID()+".how")))
	}
	h.selectNode(tree.None)
	if s.Ready() && s.First() {
		h.showStep()
	}
	h.redraw()
}

// stop leaves practice mode.
func (p *practising) stop() {
	if s := p.h.state(); s.Practising() {
		p.stopped(s.StopPractice())
	}
}

// stopped shows that practice ended: answers hidden as they were before
// (wasHiding), the graph back if it was shown, the bar gone.
func (p *practising) stopped(wasHiding bool) {
	h := p.h
	defer func() {
		if h.answersDrawn() {
			h.repaint(true, true) // the room the answers had goes
		}
	}()
	h.setHideAnswers(wasHiding)
	if p.hadGraph { // the graph shown before, again
		p.hadGraph = false
		p.graph.toggle()
	}
	p.hide()
	h.practiceRoom()
	h.checkMenus()
	h.unsay()
	h.redraw()
}

// tap answers at a node: a value for the Values exercise (asked in a
// dialog), a mark or the chosen move for the others. A new answer clears
// the last check's marks.
func (p *practising) tap(id tree.NodeID) {
	h, s := p.h, p.h.state()
	t, sheet := s.Trace().Tree, s.Sheet()
	if !sheet.Answerable(t, id) {
		if id != tree.None {
			h.say(h.lang().T(sheet.Exercise.ID() + ".where"))
		}
		return
	}
	switch sheet.Exercise {
	case practice.Windows:
		p.windowDialog(t, id)
		return
	case practice.Pruned, practice.Best:
		p.answered(s.ToggleAnswer(id))
		return
	}
	l := h.lang()
	value := newEntry(h.router())
	if v, ok := sheet.Values[id]; ok {
		value.SetText(l.Decimal(tree.FormatValue(v)))
	}
	value.SetPlaceHolder(l.T("practice.value_none"))
	value.Validator = h.inLang(func(s string) error { return session.CheckValue(s, true) })
	d := dialog.NewForm(l.T("practice.value_of", "Node", t.Name(id)), l.T("button.apply"), l.T("button.cancel"),
		[]*widget.FormItem{widget.NewFormItem(l.T("editor.value"), value)}, func(ok bool) {
			if !ok {
				return
			}
			if text := strings.TrimSpace(value.Text); text == "" {
				p.answered(s.SetAnswerValue(id, 0, false))
			} else if v, err := session.ParseNumber(text); err == nil {
				p.answered(s.SetAnswerValue(id, v, true))
			}
		}, p.win())
	value.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(380, 160))
	p.dialogs.showForm(l.T("practice.value_of", "Node", t.Name(id)), d)
	p.win().Canvas().Focus(value)
}

// windowDialog asks for α and β at node id as it returns; both blank
// take the answer away.
func (p *practising) windowDialog(t *tree.Tree, id tree.NodeID) {
	h, s := p.h, p.h.state()
	l, sheet := h.lang(), s.Sheet()
	alpha, beta := newEntry(h.router()), newEntry(h.router())
	if ab, ok := sheet.Windows[id]; ok {
		alpha.SetText(l.Decimal(tree.FormatValue(ab[0])))
		beta.SetText(l.Decimal(tree.FormatValue(ab[1])))
	}
	for _, e := range []*entry{alpha, beta} {
		e.SetPlaceHolder(l.T("practice.bound_hint"))
		e.Validator = h.inLang(func(s string) error {
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
				p.answered(s.SetAnswerWindow(id, [2]float64{}, false))
			case errA == nil && errB == nil:
				p.answered(s.SetAnswerWindow(id, [2]float64{a, b}, true))
			default:
				h.say(l.T("practice.both_bounds"))
			}
		}, p.win())
	alpha.OnSubmitted = func(string) { p.win().Canvas().Focus(beta) }
	beta.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(380, 200))
	p.dialogs.showForm(title, d)
	p.win().Canvas().Focus(alpha)
}

// answered shows a changed sheet; hadCheck says the change took away a
// check made before, whose mark goes.
func (p *practising) answered(hadCheck bool) {
	if hadCheck {
		p.mark.SetText("")
		if p.h.state().First() {
			p.h.showStep()
		}
	}
	p.h.redraw()
}

// check marks the sheet, shows the mark and takes the search to the
// first mistake, whose sentence says why; with none, to the end.
func (p *practising) check() {
	h, s, l := p.h, p.h.state(), p.h.lang()
	if !s.Practising() || !s.Ready() {
		return
	}
	r, err := s.Check(h.narrator())
	if err != nil {
		h.showError(err)
		return
	}
	p.describe()
	if r.Total == 0 {
		s.Last()
		h.showStep()
		h.say(l.T("practice.nothing_answered"))
		return
	}
	if r.FirstMistakeStep == nil {
		s.Last()
		h.showStep()
		h.say(l.T("practice.all_right"))
		return
	}
	m := r.Mistakes[0]
	s.Jump(*r.FirstMistakeStep)
	h.showStep()
	h.say(l.T("practice.first_mistake", "Step", m.Step, "Said", practice.Said(m, l), "Why", m.Why))
}

// solution checks the sheet if it is not checked, then shows the
// search's last step: every value, pruned subtree and the move.
func (p *practising) solution() {
	s := p.h.state()
	if !s.Practising() {
		return
	}
	if s.Result() == nil {
		p.check()
	}
	if s.Last() {
		p.h.showStep()
	}
}

// again starts the same exercise on a new tree like this one.
func (p *practising) again() {
	if s := p.h.state(); s.Practising() {
		e := s.Sheet().Exercise
		p.docs.confirmDiscard(func() { p.newTree(e) })
	}
}

// taskBar sets the mark and the buttons beside the task while that
// leaves the task most of the width, else under it (Italian's task
// wrapped to five lines in a column a third of the bar wide); where the
// mark and the buttons together are wider than the bar, the mark goes
// beside the task, as in the compact arrangement, and the buttons under
// it: the mark is never cut.
type taskBar struct{ width float32 }

// row is the mark and the buttons side by side, padded as a box sets
// them.
func (b *taskBar) row(mark, buttons fyne.CanvasObject) fyne.Size {
	m, bm := mark.MinSize(), buttons.MinSize()
	return fyne.NewSize(m.Width+theme.Padding()+bm.Width, max(m.Height, bm.Height))
}

// under says whether the buttons go under the task in a bar w wide, the
// mark and the buttons taking row.
func (b *taskBar) under(w float32, row fyne.Size) bool {
	return w-row.Width < w*0.55
}

// Layout places the task, the mark and the buttons.
func (b *taskBar) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	task, mark, buttons := objects[0], objects[1], objects[2]
	b.width = size.Width
	row, m, bm := b.row(mark, buttons), mark.MinSize(), buttons.MinSize()
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
	}
	switch {
	case !b.under(size.Width, row):
		y := (size.Height - row.Height) / 2
		place(task, 0, 0, size.Width-row.Width, size.Height)
		place(mark, size.Width-row.Width, y, m.Width, row.Height)
		place(buttons, size.Width-bm.Width, y, bm.Width, row.Height)
	case row.Width <= size.Width:
		place(task, 0, 0, size.Width, task.MinSize().Height)
		y := task.Size().Height
		place(mark, size.Width-row.Width, y, m.Width, row.Height)
		place(buttons, size.Width-bm.Width, y, bm.Width, row.Height)
	default:
		w := size.Width - m.Width - theme.Padding()
		task.Resize(fyne.NewSize(w, task.Size().Height)) // a wrapping text's height follows its width
		h := max(task.MinSize().Height, m.Height)
		place(task, 0, 0, w, h)
		place(mark, size.Width-m.Width, 0, m.Width, m.Height)
		place(buttons, size.Width-bm.Width, h, bm.Width, bm.Height)
	}
}

// MinSize is the task's, the mark's and the buttons' sizes, beside or
// under each other as the last width laid them out.
func (b *taskBar) MinSize(objects []fyne.CanvasObject) fyne.Size {
	task, mark, buttons := objects[0].MinSize(), objects[1].MinSize(), objects[2].MinSize()
	row := b.row(objects[1], objects[2])
	switch {
	case b.width <= 0 || !b.under(b.width, row):
		return fyne.NewSize(task.Width+row.Width, max(task.Height, row.Height))
	case row.Width <= b.width:
		return fyne.NewSize(max(task.Width, row.Width), task.Height+row.Height)
	}
	return fyne.NewSize(max(task.Width+theme.Padding()+mark.Width, buttons.Width), max(task.Height, mark.Height)+buttons.Height)
}
