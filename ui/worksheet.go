package ui

import (
	"context"
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/search"
)

// worksheets is the worksheet dialog (Practice › Worksheets…): paper
// exercises made, drawn and written as the command line makes them. The
// fields it was last confirmed with are the window's dialogs' (sheets).
type worksheets struct {
	h sheetsHost
	// dialogs are the window's dialogs on screen, bg its background work
	// (the exercises made, drawn and written).
	dialogs *dialogs
	bg      *background
	// choose asks for the file to write (documents.chooseFile).
	choose func(name string, then func(path string))
}

// sheetsHost is what the worksheet dialog asks of the window besides a
// panel's needs: its messages and the title the export dialogs offer.
type sheetsHost interface {
	host
	showError(err error)
	showInfo(title, text string)
	inLang(check func(string) error) func(string) error
	// exportTitle is the title the export dialogs offer, keepTitle keeps
	// one confirmed.
	exportTitle() string
	keepTitle(text string)
}

// win is the window, which the dialogs belong to.
func (ws worksheets) win() fyne.Window { return ws.h.router().win }

// dialog asks for paper exercises (Practice › Worksheets…), with
// the command line's choices (export --worksheet, --answer-key, --count):
// the tree on screen or random trees (how many, their branching, depth,
// values and seed), the algorithm, the answer keys or not, the format,
// the colours, the title and the legend. It opens as it was last
// confirmed; a field that cannot be is said under it. The exercises are
// made and written as the command line writes them (export.Exercises),
// off the UI goroutine (see run).
func (ws worksheets) dialog() {
	h := ws.h
	if !h.state().Ready() {
		return
	}
	l, doc, router := h.lang(), h.state().Doc(), h.router()
	start := export.NewSheetFields(h.state().Options().Algorithm)
	if kept := ws.dialogs.sheets; kept != nil {
		start = *kept
	}
	c := start.Choices(l)
	trees := newChoice(router, []string{l.T("sheets.this_tree", "Name", doc.Name), l.T("sheets.random")})
	r := newRandomEntries(router, l, start)
	title := newEntry(router)
	algorithm := newChoice(router, nil)
	keys := newBox(router, l.T("sheets.keys_check"), nil)
	keys.SetChecked(start.Keys)
	format, tikz, theme := newChoice(router, c.Formats), newChoice(router, c.TikZ), newChoice(router, c.Themes)
	format.SetSelectedIndex(start.Format)
	tikz.SetSelectedIndex(start.TikZ)
	theme.SetSelectedIndex(start.Theme)
	legend := newBox(router, l.T("sheets.legend_check"), nil)
	legend.SetChecked(start.Legend)
	// The title field holds the picture's title for the tree on screen
	// (the export dialogs' title, see keptTitle), and what comes before
	// each number for random trees; each is kept while the other shows.
	random, treeTitle, setTitle := start.Random, h.exportTitle(), start.Title
	title.SetText(treeTitle)
	if random {
		title.SetText(setTitle)
	}

	var algorithms []search.Algorithm // the algorithm's choices
	fields := func() export.SheetFields {
		f := export.SheetFields{Random: trees.SelectedIndex() == 1, Keys: keys.Checked, Format: format.SelectedIndex(), TikZ: tikz.SelectedIndex(),
			Theme: theme.SelectedIndex(), Title: title.Text, Legend: legend.Checked, Algorithm: start.Algorithm}
		r.into(&f)
		if i := algorithm.SelectedIndex(); i >= 0 && i < len(algorithms) {
			f.Algorithm = algorithms[i]
		}
		return f
	}
	// offer lists the algorithms the trees chosen can be asked about
	// (expectimax and Star1 for a tree with chance nodes, the others
	// else), keeping the one chosen if it is among them.
	offer := func(random bool, want search.Algorithm) {
		algorithms = export.SheetAlgorithms(!random && doc.Tree.HasChance())
		algorithm.Options = algorithmNames(l, algorithms)
		i := slices.Index(algorithms, want)
		if i < 0 {
			i = max(0, slices.Index(algorithms, search.AlphaBeta))
		}
		algorithm.SetSelectedIndex(i)
	}
	r.check(h, func() (export.SheetField, error) { return fields().Check() })
	var d *dialog.FormDialog
	// follow greys what the choices do not use: the random trees' fields
	// for the tree on screen, TikZ's form but for TikZ.
	follow := func() {
		if now := trees.SelectedIndex() == 1; now != random {
			if now {
				treeTitle = title.Text
				title.SetText(setTitle)
			} else {
				setTitle = title.Text
				title.SetText(treeTitle)
			}
			random = now
		}
		title.SetPlaceHolder("")
		if random {
			title.SetPlaceHolder(l.T("sheets.title_hint"))
		}
		r.enable(random)
		offer(random, fields().Algorithm)
		if fields().FileFormat() == export.TeX {
			tikz.Enable()
		} else {
			tikz.Disable()
		}
		r.validate()
		if d != nil {
			d.Refresh()
		}
	}
	trees.OnChanged = func(string) { follow() }
	format.OnChanged = func(string) { follow() }
	trees.SetSelectedIndex(btoi(start.Random))
	follow()

	items := append([]*widget.FormItem{widget.NewFormItem(l.T("sheets.trees"), trees)}, r.items(l)...)
	items = append(items,
		widget.NewFormItem(l.T("sheets.algorithm"), algorithm),
		widget.NewFormItem(l.T("sheets.keys"), keys),
		widget.NewFormItem(l.T("export.format"), format),
		widget.NewFormItem(l.T("export.tikz_form"), tikz),
		widget.NewFormItem(l.T("export.colours"), theme),
		widget.NewFormItem(l.T("export.title"), title),
		widget.NewFormItem(l.T("menu.legend"), legend))
	d = dialog.NewForm(l.T("sheets.title"), l.T(exportButton), l.T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		f := fields()
		kept := f
		if f.Random {
			setTitle = f.Title
		} else {
			h.keepTitle(f.Title)
		}
		kept.Title = setTitle
		ws.dialogs.sheets = &kept // the next dialog starts so
		// A problem brings the dialog back as it was, with the problem
		// over it.
		refuse := func(err error) {
			ws.dialog()
			h.showError(err)
		}
		if _, err := f.Check(); err != nil {
			refuse(err)
			return
		}
		if !f.Random {
			if err := export.CheckSize(doc.Tree); err != nil {
				refuse(err)
				return
			}
		}
		ws.choose(ws.fileName(f), func(path string) {
			ws.run(ws.maker(f), f.FileFormat(), session.WithExt(path, "."+string(f.FileFormat())))
		})
	}, ws.win())
	r.onSubmit(d.Submit)
	title.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(min(680, ws.win().Canvas().Size().Width-40), d.MinSize().Height))
	ws.dialogs.showForm(l.T("sheets.title"), d)
	d.Refresh()
}

// buttonField is an entry with a button beside it, as one form item that
// validates as its entry does: the form says the entry's problem under
// the row, greys the label with it and waits for it to be right (a
// container alone is none of that to a form).
type buttonField struct {
	widget.BaseWidget
	entry  *entry
	button *widget.Button
	// Validator is the entry's: a form looks for it by name, to make
	// room under the row for the problem.
	Validator fyne.StringValidator
}

func newButtonField(e *entry, b *widget.Button) *buttonField {
	f := &buttonField{entry: e, button: b, Validator: e.Validator}
	f.ExtendBaseWidget(f)
	return f
}

// CreateRenderer lays the entry out with the button at its right.
func (f *buttonField) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, nil, f.button, f.entry))
}

// Validate validates the entry.
func (f *buttonField) Validate() error { return f.entry.Validate() }

// SetOnValidationChanged tells the form when the entry's problem changes.
func (f *buttonField) SetOnValidationChanged(changed func(error)) {
	f.entry.SetOnValidationChanged(changed)
}

// Disabled reports whether the entry is greyed.
func (f *buttonField) Disabled() bool { return f.entry.Disabled() }

// Enable enables the entry.
func (f *buttonField) Enable() { f.entry.Enable() }

// Disable greys the entry.
func (f *buttonField) Disable() { f.entry.Disable() }

// fileName is the name the file dialog offers: the document's name
// and "-worksheet" for the tree on screen, "worksheets" for random trees,
// in the window's language.
func (ws worksheets) fileName(f export.SheetFields) string {
	h := ws.h
	l, ext := h.lang(), "."+string(f.FileFormat())
	if f.Random {
		return l.T("sheets.file_name") + ext
	}
	return h.state().Doc().FileName(l.T("sheets.file_suffix"), ext)
}

// maker returns how to make the exercises the fields ask for, to
// run off the UI goroutine: the tree on screen searched with the
// window's options but for the algorithm chosen, or random trees searched
// to the leaves; drawn as the window draws the tree (texts shown,
// orientation, text size) but in the page's layout, the instructions in
// its language.
func (ws worksheets) maker(f export.SheetFields) func(ctx context.Context) (*export.Exercises, error) {
	h := ws.h
	opt := sheetOptions(h, f)
	if f.Random {
		return randomMaker(h, f, opt, f.Keys)
	}
	doc, sopt := h.state().Doc(), h.state().Options().For(f.Algorithm)
	opt.Name = doc.Name // as the window's title names it
	return func(ctx context.Context) (*export.Exercises, error) {
		return export.NewExercises(ctx, []*tree.Tree{doc.Tree}, sopt, opt, f.Keys, false)
	}
}

// sheetOptions are the pictures' options of the exercises f asks for:
// drawn as the window draws the tree (texts shown, orientation, text
// size) but in the page's layout, with room to write in, as the command
// lays it out; the instructions in the window's language.
func sheetOptions(h host, f export.SheetFields) export.Options {
	look := h.view().SceneOptions()
	look.Tight = false
	return f.Options(look, h.narrator())
}

// randomMaker returns how to make the random trees f asks for and their
// exercises (with answer keys when keys), to run off the UI goroutine:
// searched to the leaves with the window's options but for the
// algorithm chosen (random trees have no estimates, games or dice),
// titled in the window's language.
func randomMaker(h host, f export.SheetFields, opt export.Options, keys bool) func(context.Context) (*export.Exercises, error) {
	l := h.lang()
	sopt := h.state().Options().For(f.Algorithm)
	sopt.Depth, sopt.TT, sopt.Bounds = 0, false, search.Bounds{}
	spec, n, err := f.Spec()
	return func(ctx context.Context) (*export.Exercises, error) {
		if err != nil {
			return nil, err
		}
		trees, err := export.RandomTrees(ctx, spec, n, export.MaxNodes)
		if err != nil {
			return nil, err
		}
		export.TitleExercises(l, trees, f.Title)
		return export.NewExercises(ctx, trees, sopt, opt, keys, true)
	}
}

// randomEntries are the random trees' fields the worksheet and quiz
// dialogs ask for: how many, their branching, depth, values and seed
// (with a button for a new one).
type randomEntries struct {
	count, branching, depth, values, seed *entry
	again                                 *widget.Button
}

func newRandomEntries(k *keys, l *i18n.Lang, start export.SheetFields) randomEntries {
	r := randomEntries{count: newEntry(k), branching: newEntry(k), depth: newEntry(k), values: newEntry(k), seed: newEntry(k)}
	r.count.SetText(start.Count)
	r.branching.SetText(start.Branching)
	r.depth.SetText(start.Depth)
	r.values.SetText(start.Values)
	r.seed.SetText(start.Seed)
	r.again = widget.NewButton(l.T("gen.new_seed"), func() { r.seed.SetText(newSeed()) })
	return r
}

// fields are the entries by the field each holds.
func (r randomEntries) fields() map[*entry]export.SheetField {
	return map[*entry]export.SheetField{r.count: export.SheetCount, r.branching: export.SheetBranching,
		r.depth: export.SheetDepth, r.values: export.SheetValues, r.seed: export.SheetSeed}
}

// into writes the entries' texts into f.
func (r randomEntries) into(f *export.SheetFields) {
	f.Count, f.Branching, f.Depth, f.Values, f.Seed = r.count.Text, r.branching.Text, r.depth.Text, r.values.Text, r.seed.Text
}

// check has each field say its own problem, at once, as check finds
// the fields' first; a change in one has the others checked again, as
// one's problem may hide another's.
func (r randomEntries) check(h sheetsHost, check func() (export.SheetField, error)) {
	for e, field := range r.fields() {
		e.AlwaysShowValidationError = true
		e.Validator = h.inLang(func(string) error {
			if wrong, err := check(); wrong == field {
				return err
			}
			return nil
		})
		e.OnChanged = func(string) { r.validate() }
	}
}

// validate checks every field again.
func (r randomEntries) validate() {
	for e := range r.fields() {
		e.Validate()
	}
}

// enable greys the fields or brings them back.
func (r randomEntries) enable(on bool) {
	for e := range r.fields() {
		enable(e, on)
	}
	if on {
		r.again.Enable()
	} else {
		r.again.Disable()
	}
}

// onSubmit has Enter in any field do submit.
func (r randomEntries) onSubmit(submit func()) {
	for e := range r.fields() {
		e.OnSubmitted = func(string) { submit() }
	}
}

// items are the fields as a form's rows.
func (r randomEntries) items(l *i18n.Lang) []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem(l.T("sheets.count"), r.count),
		widget.NewFormItem(l.T("gen.branching"), r.branching),
		widget.NewFormItem(l.T("gen.depth"), r.depth),
		widget.NewFormItem(l.T("gen.values"), r.values),
		widget.NewFormItem(l.T("gen.seed"), newButtonField(r.seed, r.again)),
	}
}

// algorithmNames are the algorithms' names in l.
func algorithmNames(l *i18n.Lang, algorithms []search.Algorithm) []string {
	names := make([]string, len(algorithms))
	for i, a := range algorithms {
		names[i] = l.T("algo_" + a.String())
	}
	return names
}

// run makes the exercises and writes them in the background, with
// a progress bar and Cancel, all or nothing, then says where they went.
func (ws worksheets) run(build func(context.Context) (*export.Exercises, error), format export.Format, target string) {
	h := ws.h
	ctx, cancel := context.WithCancel(context.Background())
	l := h.lang()
	doing := widget.NewLabel(l.T("sheets.making_trees"))
	bar := widget.NewProgressBar()
	count := widget.NewLabel("")
	d := dialog.NewCustomWithoutButtons(l.T("sheets.making"), container.NewVBox(doing, bar, count,
		widget.NewButton(l.T("button.cancel"), cancel)), ws.win())
	ws.dialogs.showBusy(l.T("sheets.making"), d)
	total := 0 // the pictures to draw, known once the exercises are made
	job := &sheetJob{format: format, target: target, input: h.state().Doc().Path}
	job.build = func(ctx context.Context) (*export.Exercises, error) {
		ex, err := build(ctx)
		if err == nil {
			total = ex.Pictures()
			n := total
			fyne.Do(func() {
				doing.SetText(l.N("export.drawing", n))
				bar.Max = float64(n)
			})
		}
		return ex, err
	}
	job.progress = func(done int) {
		n := total
		fyne.Do(func() {
			bar.SetValue(float64(done))
			count.SetText(l.T("sheets.progress", "Done", l.Int(done), "Total", l.Int(n)))
		})
	}
	ws.bg.quiet(func() func() {
		finish, err := job.write(ctx)
		return func() {
			cancel()
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				h.showInfo(l.T("export.cancelled"), l.T("export.cancelled_text"))
			case err != nil:
				h.showError(i18n.Wrap(err, "sheets.failed"))
			default:
				h.say(strings.Join(finish(l), " — "))
			}
		}
	})
}

// sheetJob is exercises made, drawn and written off the UI goroutine
// (write, the desktop's or the browser's).
type sheetJob struct {
	build  func(ctx context.Context) (*export.Exercises, error)
	format export.Format
	// target is the worksheets' path on the desktop (the keys' beside
	// it), their name in the browser.
	target string
	// input is the tree's file, never written over.
	input string
	// progress is told each picture drawn.
	progress func(done int)
}
