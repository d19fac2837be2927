package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/session"
	"gametree/layout"
)

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
func (w *Window) newExportForm(animation bool) (*exportForm, []*widget.FormItem) {
	l, start := w.lang(), export.NewFields(animation, "")
	if kept := w.dialogs.exports[btoi(animation)]; kept != nil {
		start = *kept
	}
	start.Title = w.exportTitle()
	c := start.Choices(l)
	f := &exportForm{animation: animation, format: newChoice(w.keys, c.Formats), theme: newChoice(w.keys, c.Themes),
		dpi: newEntry(w.keys), title: newEntry(w.keys), delay: newEntry(w.keys),
		legend: newBox(w.keys, l.T("export.legend_check"), nil), caption: newBox(w.keys, l.T("export.caption_check"), nil)}
	f.tikz = newChoice(w.keys, c.TikZ)
	f.format.SetSelectedIndex(start.Format)
	f.theme.SetSelectedIndex(start.Theme)
	f.tikz.SetSelectedIndex(start.TikZ)
	f.dpi.SetText(start.DPI)
	f.title.SetText(start.Title)
	f.legend.SetChecked(start.Legend)
	f.caption.SetChecked(start.Caption)
	f.code = newBox(w.keys, l.T("export.code_check"), func(bool) { f.enableFields() })
	f.code.SetChecked(start.Code || (w.dialogs.exports[btoi(animation)] == nil && w.v.Code))
	var items []*widget.FormItem
	var dag []*widget.FormItem
	if !animation && layout.HasGraphviz { // the search space as a graph, laid out by Graphviz: SVG, PNG or DOT
		f.dag = newBox(w.keys, l.T("export.dag_check"), func(on bool) {
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
		f.frames = newChoice(w.keys, c.Frames)
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
func (w *Window) exportOptions(f *exportForm) (export.Options, error) {
	fields := f.fields()
	opt, err := fields.Options(w.v.SceneOptions(), w.v.Narrator)
	opt.Name = w.s.Doc().Name // as the window's title names it
	if err == nil && fields.Code && !opt.DAG {
		opt.Code = w.side.code.listing(w.s.Options())
	}
	return opt, err
}

// graphviz is the window's Graphviz, for the graph's layout and the
// exports.
func (w *Window) graphviz() *layout.Graphviz {
	if w.graph.gv == nil {
		w.graph.gv = layout.NewGraphviz()
		l := w.lang()
		w.graph.gv.Warn = func(err error) { fmt.Fprintf(os.Stderr, "gametree: %s\n", l.Error(err)) }
	}
	return w.graph.gv
}

func (w *Window) exportStepDialog()      { w.exportDialog(false) }
func (w *Window) exportAnimationDialog() { w.exportDialog(true) }

// exportDialog asks how to draw the step shown, or the animation, then
// where to write it, and draws it in the background with a progress bar
// (and Cancel, for an animation). A tree too big to draw gets a message
// saying so instead.
func (w *Window) exportDialog(animation bool) {
	if !w.s.Ready() {
		return
	}
	trace, step := w.s.Trace(), w.s.Step()
	folded := !animation && w.canvas.opened != nil // a step of a big tree, drawn as on screen
	if err := export.CheckSize(trace.Tree); err != nil && !folded {
		w.showError(err)
		return
	}
	f, items := w.newExportForm(animation)
	if f.dag != nil && w.graph.on && !f.dag.Checked {
		f.dag.SetChecked(true) // the picture on screen
	}
	l := w.lang()
	title := l.T("export.step_title", "Step", step)
	if animation {
		title = l.T("export.animation_title")
	}
	d := dialog.NewForm(title, l.T(exportButton), l.T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		kept := f.fields()
		w.dialogs.exports[btoi(animation)] = &kept // the next dialog starts so
		w.keepTitle(kept.Title)
		// A problem brings the dialog back as it was, with the problem
		// over it: nothing typed is lost.
		refuse := func(err error) {
			w.exportDialog(animation)
			w.showError(err)
		}
		opt, err := w.exportOptions(f)
		if err != nil {
			refuse(err)
			return
		}
		format := f.fields().FileFormat()
		if opt, err = w.asShown(opt, format, animation); err != nil {
			refuse(err)
			return
		}
		steps, name := []int{step}, w.s.Doc().FileName(l.T("export.step_suffix", "Step", strconv.Itoa(step)), "."+string(format))
		if animation {
			steps, _ = export.Frames(trace, f.fields().FrameSpec())
			name = w.s.Doc().FileName("", "."+string(format))
		}
		pic := export.NewPicture(trace, opt, steps)
		if err := pic.CheckPixels(format); err != nil {
			refuse(err) // too large at this DPI: said before a file is chosen
			return
		}
		choose := func() {
			w.chooseFile(name, func(path string) {
				w.runExport(pic, steps, format, session.WithExt(path, "."+string(format)), animation)
			})
		}
		if len(steps) < longExport {
			choose()
			return
		}
		// A long animation says how long before it starts, from the time
		// one frame takes here.
		start := time.Now()
		if _, err := pic.Image(context.Background(), w.graphviz(), steps[len(steps)/2]); err != nil {
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
		}, w.win)
		ask.Resize(fyne.NewSize(min(560, w.win.Canvas().Size().Width-40), 220))
		w.dialogs.showChoice(l.T("export.long_title"), ask, func() { ask.Hide(); choose() })
	}, w.win)
	f.refresh = d.Refresh
	// Wide enough for a long title and the frames' longest choice in
	// every language; at most the window.
	d.Resize(fyne.NewSize(min(680, w.win.Canvas().Size().Width-40), d.MinSize().Height))
	w.dialogs.showForm(title, d)
}

// asShown draws a step of a big tree folded as the canvas shows it (see
// session.Session.Unfolded), in the formats drawn from the scene; an
// animation, DOT text or Graphviz's drawing holds the whole tree, which
// must then be small enough to draw.
func (w *Window) asShown(opt export.Options, format export.Format, animation bool) (export.Options, error) {
	if !animation && w.canvas.opened != nil && format != export.DOT && !opt.DAG && !opt.Graphviz {
		opt.Open = w.canvas.opened
		return opt, nil
	}
	return opt, export.CheckSize(w.s.Trace().Tree)
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
func (w *Window) runExport(pic *export.Picture, steps []int, format export.Format, path string, animation bool) {
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	bar.Max = float64(len(steps))
	l := w.lang()
	count := widget.NewLabel("")
	content := container.NewVBox(widget.NewLabel(l.N("export.drawing", len(steps))), bar)
	if animation {
		content.Add(count)
		content.Add(widget.NewButton(l.T("button.cancel"), cancel))
	}
	d := dialog.NewCustomWithoutButtons(l.T("export.exporting"), content, w.win)
	w.dialogs.showBusy(l.T("export.exporting"), d)
	began := time.Now()
	progress := func(done int) {
		// Frame by frame, and the time left at the pace so far.
		left := time.Since(began) / time.Duration(max(1, done)) * time.Duration(len(steps)-done)
		fyne.Do(func() {
			bar.SetValue(float64(done))
			count.SetText(l.T("export.progress", "Done", l.Int(done), "Total", l.Int(len(steps)), "Left", aboutTime(left)))
		})
	}
	job := exportJob{pic: pic, gv: w.graphviz(), steps: steps, format: format, target: path, frames: animation && !format.OneFile(),
		input: w.s.Doc().Path, progress: progress}
	w.bg.quiet(func() func() {
		finish, err := job.write(ctx)
		return func() {
			cancel()
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				w.showInfo(l.T("export.cancelled"), l.T("export.cancelled_text"))
			case err != nil:
				w.showError(i18n.Wrap(err, "export.failed"))
			default:
				if said := finish(l); len(said) > 0 {
					w.say(strings.Join(said, " — "))
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
