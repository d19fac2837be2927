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
}

// sheetsHost is what the worksheet dialog asks of the window besides a
// panel's needs: its messages, the title the export dialogs offer and a
// file to write to.
type sheetsHost interface {
	host
	showError(err error)
	showInfo(title, text string)
	inLang(check func(string) error) func(string) error
	// exportTitle is the title the export dialogs offer, keepTitle keeps
	// one confirmed.
	exportTitle() string
	keepTitle(text string)
	chooseFile(name string, then func(path string))
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
	count, branching, depth, values, seed, title := newEntry(router), newEntry(router), newEntry(router), newEntry(router), newEntry(router), newEntry(router)
	count.SetText(start.Count)
	branching.SetText(start.Branching)
	depth.SetText(start.Depth)
	values.SetText(start.Values)
	seed.SetText(start.Seed)
	again := widget.NewButton(l.T("gen.new_seed"), func() { seed.SetText(newSeed()) })
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
		f := export.SheetFields{Random: trees.SelectedIndex() == 1, Count: count.Text, Branching: branching.Text, Depth: depth.Text,
			Values: values.Text, Seed: seed.Text, Keys: keys.Checked, Format: format.SelectedIndex(), TikZ: tikz.SelectedIndex(),
			Theme: theme.SelectedIndex(), Title: title.Text, Legend: legend.Checked, Algorithm: start.Algorithm}
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
		names := make([]string, len(algorithms))
		for i, a := range algorithms {
			names[i] = l.T("algo_" + a.String())
		}
		algorithm.Options = names
		i := slices.Index(algorithms, want)
		if i < 0 {
			i = max(0, slices.Index(algorithms, search.AlphaBeta))
		}
		algorithm.SetSelectedIndex(i)
	}
	// Each random tree's field says its own problem, at once (Enter in a
	// field confirms); the others check again, as one's problem may hide
	// another's.
	checked := map[*entry]export.SheetField{count: export.SheetCount, branching: export.SheetBranching,
		depth: export.SheetDepth, values: export.SheetValues, seed: export.SheetSeed}
	revalidate := func() {
		for e := range checked {
			e.Validate()
		}
	}
	for e, field := range checked {
		e.AlwaysShowValidationError = true
		e.Validator = h.inLang(func(string) error {
			if wrong, err := fields().Check(); wrong == field {
				return err
			}
			return nil
		})
	}
	var d *dialog.FormDialog
	// follow greys what the choices do not use: the random trees' fields
	// for the tree on screen, TikZ's form but for TikZ.
	follow := func() {
		r := trees.SelectedIndex() == 1
		if r != random {
			if r {
				treeTitle = title.Text
				title.SetText(setTitle)
			} else {
				setTitle = title.Text
				title.SetText(treeTitle)
			}
			random = r
		}
		title.SetPlaceHolder("")
		if r {
			title.SetPlaceHolder(l.T("sheets.title_hint"))
		}
		for e := range checked {
			enable(e, r)
		}
		if r {
			again.Enable()
		} else {
			again.Disable()
		}
		offer(r, fields().Algorithm)
		if fields().FileFormat() == export.TeX {
			tikz.Enable()
		} else {
			tikz.Disable()
		}
		revalidate()
		if d != nil {
			d.Refresh()
		}
	}
	trees.OnChanged = func(string) { follow() }
	format.OnChanged = func(string) { follow() }
	for e := range checked {
		e.OnChanged = func(string) { revalidate() }
	}
	trees.SetSelectedIndex(btoi(start.Random))
	follow()

	d = dialog.NewForm(l.T("sheets.title"), l.T(exportButton), l.T("button.cancel"), []*widget.FormItem{
		widget.NewFormItem(l.T("sheets.trees"), trees),
		widget.NewFormItem(l.T("sheets.count"), count),
		widget.NewFormItem(l.T("gen.branching"), branching),
		widget.NewFormItem(l.T("gen.depth"), depth),
		widget.NewFormItem(l.T("gen.values"), values),
		widget.NewFormItem(l.T("gen.seed"), newButtonField(seed, again)),
		widget.NewFormItem(l.T("sheets.algorithm"), algorithm),
		widget.NewFormItem(l.T("sheets.keys"), keys),
		widget.NewFormItem(l.T("export.format"), format),
		widget.NewFormItem(l.T("export.tikz_form"), tikz),
		widget.NewFormItem(l.T("export.colours"), theme),
		widget.NewFormItem(l.T("export.title"), title),
		widget.NewFormItem(l.T("menu.legend"), legend),
	}, func(ok bool) {
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
		h.chooseFile(ws.fileName(f), func(path string) {
			ws.run(ws.maker(f), f.FileFormat(), session.WithExt(path, "."+string(f.FileFormat())))
		})
	}, ws.win())
	for e := range checked {
		e.OnSubmitted = func(string) { d.Submit() }
	}
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
	doc, l := h.state().Doc(), h.lang()
	sopt := h.state().Options().For(f.Algorithm)
	look := h.view().SceneOptions()
	look.Tight = false // a worksheet's page, with room to write in, as the command lays it out
	opt := f.Options(look, h.narrator())
	if !f.Random {
		opt.Name = doc.Name // as the window's title names it
		return func(ctx context.Context) (*export.Exercises, error) {
			return export.NewExercises(ctx, []*tree.Tree{doc.Tree}, sopt, opt, f.Keys, false)
		}
	}
	sopt.Depth, sopt.TT, sopt.Bounds = 0, false, search.Bounds{} // random trees: no estimates, games or dice
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
		return export.NewExercises(ctx, trees, sopt, opt, f.Keys, true)
	}
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
