package ui

import (
	"context"
	"errors"
	"path/filepath"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/moodle"
	"gametree/internal/safefile"
)

// quizDPI is the quiz's PNGs' resolution, the command line's (export
// --moodle without --dpi).
const quizDPI = 96

// quizzes is the Moodle quiz dialog (Practice › Quiz for Moodle…): a
// question bank about random trees, made as export --moodle QUIZ.xml
// --count N makes it, written off the UI goroutine.
type quizzes struct {
	h sheetsHost
	// dialogs are the window's dialogs on screen, bg its background work.
	dialogs *dialogs
	bg      *background
	// choose asks for the file to write (documents.chooseFile).
	choose func(name string, then func(path string))
	// save writes the bank at path: safefile.Write, or the browser's
	// download; tests replace it.
	save func(path string, data []byte) error
}

func (w *Window) quizDialog() {
	quizzes{h: w.h, dialogs: w.dialogs, bg: &w.bg, choose: w.docs.chooseFile, save: saveQuiz}.dialog()
}

// saveQuiz writes a quiz whole or not at all, or downloads it in the
// browser.
func saveQuiz(path string, data []byte) error {
	if dl := downloader(); dl != nil {
		dl(path, "application/xml", data)
		return nil
	}
	return safefile.Write(path, data)
}

// dialog asks for the quiz's random trees (how many, their branching,
// depth, values and seed), the algorithm, the pictures' format and the
// category's name, then where to write it.
func (q quizzes) dialog() {
	h := q.h
	if !h.state().Ready() {
		return
	}
	l, router := h.lang(), h.router()
	start := export.NewSheetFields(h.state().Options().Algorithm)
	start.Random, start.Count = true, "10"
	r, title := newRandomEntries(router, l, start), newEntry(router)
	title.SetPlaceHolder(l.T("quiz.category_hint"))
	algorithms := export.SheetAlgorithms(false)
	algorithm := newChoice(router, algorithmNames(l, algorithms))
	algorithm.SetSelectedIndex(0)
	for i, a := range algorithms {
		if a == start.Algorithm {
			algorithm.SetSelectedIndex(i)
		}
	}
	format := newChoice(router, []string{"PNG", "SVG"})
	format.SetSelectedIndex(0)
	fields := func() export.SheetFields {
		f := start
		r.into(&f)
		f.Title = title.Text
		if i := algorithm.SelectedIndex(); i >= 0 {
			f.Algorithm = algorithms[i]
		}
		return f
	}
	// check is the fields' problem, the count's against the bank's most
	// trees too.
	check := func() (export.SheetField, error) {
		f := fields()
		if wrong, err := f.Check(); err != nil {
			return wrong, err
		}
		if n, err := strconv.Atoi(f.Count); err != nil || n > moodle.MaxTrees {
			return export.SheetCount, i18n.New("cli.err.count_range", "Count", f.Count, "Max", moodle.MaxTrees)
		}
		return export.SheetNoField, nil
	}
	r.check(h, check)
	items := append(r.items(l),
		widget.NewFormItem(l.T("sheets.algorithm"), algorithm),
		widget.NewFormItem(l.T("quiz.pictures"), format),
		widget.NewFormItem(l.T("quiz.category"), title))
	d := dialog.NewForm(l.T("quiz.title"), l.T(exportButton), l.T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		if _, err := check(); err != nil {
			q.dialog()
			h.showError(err)
			return
		}
		f, svg := fields(), format.SelectedIndex() == 1
		q.choose(l.T("quiz.file_name"), func(path string) {
			q.run(f, svg, path)
		})
	}, q.win())
	r.onSubmit(d.Submit)
	title.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(min(680, q.win().Canvas().Size().Width-40), d.MinSize().Height))
	q.dialogs.showForm(l.T("quiz.title"), d)
	d.Refresh()
}

func (q quizzes) win() fyne.Window { return q.h.router().win }

// run makes the trees, the bank and writes it at path off the UI
// goroutine, with Cancel, then says what was written.
func (q quizzes) run(f export.SheetFields, svg bool, path string) {
	h := q.h
	l, narr := h.lang(), h.narrator()
	opt := sheetOptions(h, f)
	opt.NoInstruction, opt.DPI, opt.Title = true, quizDPI, ""
	build := randomMaker(h, f, opt, false)
	format := export.PNG
	if svg {
		format = export.SVG
	}
	seed, _ := strconv.ParseUint(f.Seed, 10, 64)
	_, n, _ := f.Spec() // the trees asked for, for the message
	ctx, cancel := context.WithCancel(context.Background())
	d := dialog.NewCustomWithoutButtons(l.T("quiz.making"), container.NewVBox(widget.NewProgressBarInfinite(),
		widget.NewButton(l.T("button.cancel"), cancel)), q.win())
	q.dialogs.showBusy(l.T("quiz.making"), d)
	save := q.save
	q.bg.quiet(func() func() {
		questions, err := func() (int, error) {
			ex, err := build(ctx)
			if err != nil {
				return 0, err
			}
			quiz, err := moodle.Build(ctx, ex, moodle.Options{Category: f.Title, Narrator: narr, Format: format, DPI: quizDPI, Seed: seed})
			if err != nil {
				return 0, err
			}
			data, err := quiz.Encode()
			if err != nil {
				return 0, err
			}
			return len(quiz.Questions) - 1, save(path, data) // the first is the category
		}()
		return func() {
			cancel()
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				h.showInfo(l.T("export.cancelled"), l.T("export.cancelled_text"))
			case err != nil:
				h.showError(i18n.Wrap(err, "quiz.failed"))
			default:
				h.say(l.N("quiz.wrote", n, "File", filepath.Base(path), "Questions", questions))
			}
		}
	})
}
