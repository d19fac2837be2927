package ui

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/layout"
	"gametree/search"
)

// exportHost is what the exports ask of the window besides a panel's
// host.
type exportHost interface {
	host
	showError(err error)
	showInfo(title, text string)
	// exportTitle is the title the export dialogs offer; keepTitle keeps
	// the one a dialog was confirmed with.
	exportTitle() string
	keepTitle(text string)
}

// exporter is the exports of the search (File › Export Step, Export
// Animation): their dialogs, kept from one to the next, and the drawing
// of the pictures in the background, into the file chosen.
type exporter struct {
	h exportHost
	// dialogs are the window's dialogs on screen (and the answers the
	// export dialogs were last confirmed with), bg its background work.
	dialogs *dialogs
	bg      *background
	// tv is the canvas: a step of a big tree is drawn folded as there.
	tv *treeView
	// graph is the graph view, on or not, and the Graphviz it shares.
	graph *graphShown
	// listing is the Code panel's listing of the search with options opt.
	listing func(opt search.Options) *code.Form
	// choose asks for the file to write (documents.chooseFile).
	choose func(name string, then func(path string))
}

// win is the window, which the dialogs belong to.
func (e *exporter) win() fyne.Window { return e.h.router().win }

// exportForm is what the export dialogs ask: the format, the frames and
// delay of an animation, and how the picture looks.
type exportForm struct {
	animation                   bool
	format, theme, frames, tikz *routedSelect
	dpi, title, delay           *entry
	legend, caption, dag        *box
	code                        *box
	// refresh redraws the dialog, whose labels grey with their fields.
	refresh func()
}

// newExportForm makes the export dialog's fields, as they were left the
// last time, or as they start; the title is the one typed for the tree,
// or its own (see keptTitle).
func (e *exporter) newForm(animation bool) (*exportForm, []*widget.FormItem) {
	l, start := e.h.lang(), export.NewFields(animation, "")
	if kept := e.dialogs.exports[btoi(animation)]; kept != nil {
		start = *kept
	}
	start.Title = e.h.exportTitle()
	c := start.Choices(l)
	f := &exportForm{animation: animation, format: newChoice(e.h.router(), c.Formats), theme: newChoice(e.h.router(), c.Themes),
		dpi: newEntry(e.h.router()), title: newEntry(e.h.router()), delay: newEntry(e.h.router()),
		legend: newBox(e.h.router(), l.T("export.legend_check"), nil), caption: newBox(e.h.router(), l.T("export.caption_check"), nil)}
	f.tikz = newChoice(e.h.router(), c.TikZ)
	f.format.SetSelectedIndex(start.Format)
	f.theme.SetSelectedIndex(start.Theme)
	f.tikz.SetSelectedIndex(start.TikZ)
	f.dpi.SetText(start.DPI)
	f.title.SetText(start.Title)
	f.legend.SetChecked(start.Legend)
	f.caption.SetChecked(start.Caption)
	f.code = newBox(e.h.router(), l.T("export.code_check"), func(bool) { f.enableFields() })
	f.code.SetChecked(start.Code || (e.dialogs.exports[btoi(animation)] == nil && e.h.view().Code))
	var items []*widget.FormItem
	var dag []*widget.FormItem
	if !animation && layout.HasGraphviz { // the search space as a graph, laid out by Graphviz: SVG, PNG or DOT
		f.dag = newBox(e.h.router(), l.T("export.dag_check"), func(on bool) {
			if on && !f.fields().FileFormat().DrawsGraph() {
				f.format.SetSelectedIndex(export.DAGFormat)
			}
			f.enableFields()
		})
		dag = append(dag, widget.NewFormItem(l.T("export.dag"), f.dag))
	}
	dpi := l.T("export.dpi_step") // one picture: PNG only has pixels
	if animation {
		dpi = l.T("export.dpi")
		f.frames = newChoice(e.h.router(), c.Frames)
		f.frames.SetSelectedIndex(start.Frames)
		f.delay.SetText(start.Delay)
		items = append(items, widget.NewFormItem(l.T("export.frames"), f.frames), widget.NewFormItem(l.T("export.delay"), f.delay))
	}
	f.format.OnChanged = func(string) { f.enableFields() }
	f.enableFields()
	items = append(items,
		widget.NewFormItem(l.T("export.format"), f.format),
		widget.NewFormItem(l.T("export.tikz_form"), f.tikz),
		widget.NewFormItem(l.T("export.colours"), f.theme),
		widget.NewFormItem(dpi, f.dpi),
		widget.NewFormItem(l.T("export.title"), f.title),
		widget.NewFormItem(l.T("menu.legend"), f.legend),
		widget.NewFormItem(l.T("panel.narration"), f.caption),
		widget.NewFormItem(l.T("panel.code"), f.code))
	items = append(items, dag...)
	return f, items
}

// enableFields greys what the format chosen does not use: the DPI but
// for pictures of pixels (PNG, GIF), the delay but for a GIF, TikZ's
// form but for TikZ.
func (f *exportForm) enableFields() {
	format := f.fields().FileFormat()
	enable(f.dpi, format == export.PNG || format == export.GIF)
	enable(f.delay, format == export.GIF)
	if format == export.TeX {
		f.tikz.Enable()
	} else {
		f.tikz.Disable()
	}
	if f.refresh != nil {
		defer f.refresh()
	}
	if f.code != nil { // the graph has no room for the program
		if f.dag == nil || !f.dag.Checked {
			f.code.Enable()
		} else {
			f.code.Disable()
		}
	}
}

// fields reads the answers.
func (f *exportForm) fields() export.Fields {
	e := export.Fields{Animation: f.animation, Format: f.format.SelectedIndex(), Theme: f.theme.SelectedIndex(),
		DPI: f.dpi.Text, Title: f.title.Text, Delay: f.delay.Text, Legend: f.legend.Checked, Caption: f.caption.Checked, Code: f.code.Checked,
		TikZ: f.tikz.SelectedIndex()}
	if f.frames != nil {
		e.Frames = f.frames.SelectedIndex()
	}
	if f.dag != nil {
		e.DAG = f.dag.Checked
	}
	return e
}

// exportOptions turns the answers into export options, with the window's
// view (texts shown, orientation, text size, language) and the document's
// name.
func (e *exporter) options(f *exportForm) (export.Options, error) {
	fields := f.fields()
	opt, err := fields.Options(e.h.view().SceneOptions(), e.h.narrator())
	opt.Name = e.h.state().Doc().Name // as the window's title names it
	if err == nil && fields.Code && !opt.DAG {
		opt.Code = e.listing(e.h.state().Options())
	}
	return opt, err
}

func (e *exporter) stepDialog()      { e.dialog(false) }
func (e *exporter) animationDialog() { e.dialog(true) }

// exportDialog asks how to draw the step shown, or the animation, then
// where to write it, and draws it in the background with a progress bar
// (and Cancel, for an animation). A tree too big to draw gets a message
// saying so instead.
func (e *exporter) dialog(animation bool) {
	if !e.h.state().Ready() {
		return
	}
	trace, step := e.h.state().Trace(), e.h.state().Step()
	folded := !animation && e.tv.opened != nil // a step of a big tree, drawn as on screen
	if err := export.CheckSize(trace.Tree); err != nil && !folded {
		e.h.showError(err)
		return
	}
	f, items := e.newForm(animation)
	if f.dag != nil && e.graph.on && !f.dag.Checked {
		f.dag.SetChecked(true) // the picture on screen
	}
	l := e.h.lang()
	title := l.T("export.step_title", "Step", step)
	if animation {
		title = l.T("export.animation_title")
	}
	d := dialog.NewForm(title, l.T(exportButton), l.T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		kept := f.fields()
		e.dialogs.exports[btoi(animation)] = &kept // the next dialog starts so
		e.h.keepTitle(kept.Title)
		// A problem brings the dialog back as it was, with the problem
		// over it: nothing typed is lost.
		refuse := func(err error) {
			e.dialog(animation)
			e.h.showError(err)
		}
		opt, err := e.options(f)
		if err != nil {
			refuse(err)
			return
		}
		format := f.fields().FileFormat()
		if opt, err = e.asShown(opt, format, animation); err != nil {
			refuse(err)
			return
		}
		steps, name := []int{step}, e.h.state().Doc().FileName(l.T("export.step_suffix", "Step", strconv.Itoa(step)), "."+string(format))
		if animation {
			steps, _ = export.Frames(trace, f.fields().FrameSpec())
			name = e.h.state().Doc().FileName("", "."+string(format))
		}
		pic := export.NewPicture(trace, opt, steps)
		if err := pic.CheckPixels(format); err != nil {
			refuse(err) // too large at this DPI: said before a file is chosen
			return
		}
		choose := func() {
			e.choose(name, func(path string) {
				e.run(pic, steps, format, session.WithExt(path, "."+string(format)), animation)
			})
		}
		if len(steps) < longExport {
			choose()
			return
		}
		// A long animation says how long before it starts, from the time
		// one frame takes here.
		start := time.Now()
		if _, err := pic.Image(context.Background(), e.graph.graphviz(), steps[len(steps)/2]); err != nil {
			refuse(err)
			return
		}
		about := time.Since(start) * time.Duration(len(steps))
		msg := widget.NewLabel(l.T("export.long_text", "Frames", l.N("count.frames", len(steps)), "About", aboutTime(about)))
		msg.Wrapping = fyne.TextWrapWord
		ask := dialog.NewCustomConfirm(l.T("export.long_title"), l.T("button.export"), l.T("button.cancel"), msg, func(ok bool) {
			if ok {
				choose()
			}
		}, e.win())
		ask.Resize(fyne.NewSize(min(560, e.win().Canvas().Size().Width-40), 220))
		e.dialogs.showChoice(l.T("export.long_title"), ask, func() { ask.Hide(); choose() })
	}, e.win())
	f.refresh = d.Refresh
	// Wide enough for a long title and the frames' longest choice in
	// every language; at most the window.
	d.Resize(fyne.NewSize(min(680, e.win().Canvas().Size().Width-40), d.MinSize().Height))
	e.dialogs.showForm(title, d)
}

// asShown draws a step of a big tree folded as the canvas shows it (see
// session.Session.Unfolded), in the formats drawn from the scene; an
// animation, DOT text or Graphviz's drawing holds the whole tree, which
// must then be small enough to draw.
func (e *exporter) asShown(opt export.Options, format export.Format, animation bool) (export.Options, error) {
	if !animation && e.tv.opened != nil && format != export.DOT && !opt.DAG && !opt.Graphviz {
		opt.Open = e.tv.opened
		return opt, nil
	}
	return opt, export.CheckSize(e.h.state().Trace().Tree)
}

// longExport is how many frames make an animation long enough to say
// how long it takes before starting (as the command line's limit does).
const longExport = 300

// aboutTime writes a duration as a person estimates it: 40 s, 3 min.
func aboutTime(d time.Duration) string {
	if d < time.Minute {
		return strconv.Itoa(max(1, int(d.Round(time.Second)/time.Second))) + " s"
	}
	return strconv.Itoa(int(d.Round(time.Minute)/time.Minute)) + " min"
}

// runExport draws the pictures in the background: one file, a GIF, a PDF
// of a page a frame, or numbered frames beside path, all or nothing.
func (e *exporter) run(pic *export.Picture, steps []int, format export.Format, path string, animation bool) {
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	bar.Max = float64(len(steps))
	l := e.h.lang()
	count := widget.NewLabel("")
	content := container.NewVBox(widget.NewLabel(l.N("export.drawing", len(steps))), bar)
	if animation {
		content.Add(count)
		content.Add(widget.NewButton(l.T("button.cancel"), cancel))
	}
	d := dialog.NewCustomWithoutButtons(l.T("export.exporting"), content, e.win())
	e.dialogs.showBusy(l.T("export.exporting"), d)
	began := time.Now()
	progress := func(done int) {
		// Frame by frame, and the time left at the pace so far.
		left := time.Since(began) / time.Duration(max(1, done)) * time.Duration(len(steps)-done)
		fyne.Do(func() {
			bar.SetValue(float64(done))
			count.SetText(l.T("export.progress", "Done", l.Int(done), "Total", l.Int(len(steps)), "Left", aboutTime(left)))
		})
	}
	job := exportJob{pic: pic, gv: e.graph.graphviz(), steps: steps, format: format, target: path, frames: animation && !format.OneFile(),
		input: e.h.state().Doc().Path, progress: progress}
	e.bg.quiet(func() func() {
		finish, err := job.write(ctx)
		return func() {
			cancel()
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				e.h.showInfo(l.T("export.cancelled"), l.T("export.cancelled_text"))
			case err != nil:
				e.h.showError(i18n.Wrap(err, "export.failed"))
			default:
				if said := finish(l); len(said) > 0 {
					e.h.say(strings.Join(said, " — "))
				}
			}
		}
	})
}

// exportJob is an export drawn and written off the UI goroutine (write,
// the desktop's or the browser's).
type exportJob struct {
	pic    *export.Picture
	gv     *layout.Graphviz
	steps  []int
	format export.Format
	// target is the file's path on the desktop, its name in the browser.
	target string
	// frames writes numbered files (a zip archive in the browser).
	frames bool
	// input is the tree's file, never written over.
	input    string
	progress func(done int)
}

// btoi is 1 for true: the export dialogs' index, step or animation.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
