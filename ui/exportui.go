package ui

import (
	"context"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/export"
	"gametree/i18n"
	"gametree/scene"
	"gametree/session"
)

// exportForm is what the export dialogs ask: the format, the frames and
// delay of an animation, and how the picture looks.
type exportForm struct {
	format, theme, frames *widget.Select
	themes                []string // the themes offered, in the drop-down's order
	dpi, title, delay     *widget.Entry
	legend, caption       *widget.Check
	formats               []export.Format
	frameSpecs            []string
}

func (w *Window) newExportForm(animation bool) (*exportForm, []*widget.FormItem) {
	l := w.lang()
	f := &exportForm{
		theme:   widget.NewSelect([]string{l.T("export.theme_colour"), l.T("export.theme_print"), l.T("export.theme_colourblind")}, nil),
		themes:  []string{"colour", "print", "colourblind"},
		dpi:     widget.NewEntry(),
		title:   widget.NewEntry(),
		delay:   widget.NewEntry(),
		legend:  widget.NewCheck(l.T("export.legend_check"), nil),
		caption: widget.NewCheck(l.T("export.caption_check"), nil),
	}
	names := []string{"PNG", "SVG", "DOT"}
	f.formats = []export.Format{export.PNG, export.SVG, export.DOT}
	f.dpi.SetText("144")
	var items []*widget.FormItem
	if animation {
		names = []string{"GIF", l.T("export.png_frames"), l.T("export.svg_frames"), l.T("export.dot_frames")}
		f.formats = []export.Format{export.GIF, export.PNG, export.SVG, export.DOT}
		f.frameSpecs = []string{"all", "key", "every:5"}
		f.frames = widget.NewSelect([]string{l.T("export.every_step"), l.T("export.key_steps"), l.T("export.every_5th")}, nil)
		f.frames.SetSelectedIndex(1)
		f.delay.SetText("1s")
		f.dpi.SetText("96")
		items = append(items, widget.NewFormItem(l.T("export.frames"), f.frames), widget.NewFormItem(l.T("export.delay"), f.delay))
	}
	f.format = widget.NewSelect(names, nil)
	f.format.SetSelectedIndex(0)
	f.theme.SetSelectedIndex(0)
	f.legend.SetChecked(true)
	f.caption.SetChecked(true)
	f.title.SetText(w.s.Doc().Tree.Title)
	return f, append(items,
		widget.NewFormItem(l.T("export.format"), f.format),
		widget.NewFormItem(l.T("export.colours"), f.theme),
		widget.NewFormItem(l.T("export.dpi"), f.dpi),
		widget.NewFormItem(l.T("export.title"), f.title),
		widget.NewFormItem(l.T("menu.legend"), f.legend),
		widget.NewFormItem(l.T("panel.narration"), f.caption))
}

// options turns the answers into export options, with the window's view
// (texts shown, orientation, text size, narration language).
func (w *Window) exportOptions(f *exportForm) (export.Options, error) {
	theme, err := scene.ParseTheme(f.themes[max(0, f.theme.SelectedIndex())])
	if err != nil {
		return export.Options{}, err
	}
	opt := export.Options{Scene: w.v.SceneOptions(), Theme: theme, Title: f.title.Text, NoTitle: f.title.Text == "",
		Legend: f.legend.Checked, Caption: f.caption.Checked, Narrator: w.v.Narrator}
	if opt.DPI, err = strconv.ParseFloat(strings.TrimSpace(f.dpi.Text), 64); err != nil || opt.DPI == 0 {
		return opt, i18n.New("export.bad_dpi", "DPI", strconv.Quote(f.dpi.Text))
	}
	if f.frames != nil {
		if opt.Delay, err = time.ParseDuration(strings.TrimSpace(f.delay.Text)); err != nil || opt.Delay == 0 {
			return opt, i18n.New("export.bad_delay", "Delay", strconv.Quote(f.delay.Text))
		}
	}
	return opt, opt.Check()
}

func (w *Window) exportRenderer() *export.Renderer {
	if w.renderer == nil {
		w.renderer = export.NewRenderer()
	}
	return w.renderer
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
	if err := export.CheckSize(trace.Tree); err != nil {
		w.showError(err)
		return
	}
	f, items := w.newExportForm(animation)
	l := w.lang()
	title := l.T("export.step_title", "Step", step)
	if animation {
		title = l.T("export.animation_title")
	}
	w.dialogs.showForm(title, dialog.NewForm(title, l.T("button.choose_file"), l.T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		opt, err := w.exportOptions(f)
		if err != nil {
			w.showError(err)
			return
		}
		format := f.formats[f.format.SelectedIndex()]
		steps, name := []int{step}, w.s.Doc().FileName(l.T("export.step_suffix", "Step", strconv.Itoa(step)), "."+string(format))
		if animation {
			steps, _ = export.Frames(trace, f.frameSpecs[f.frames.SelectedIndex()])
			name = w.s.Doc().FileName("", "."+string(format))
		}
		w.chooseFile(name, func(path string) {
			w.runExport(export.NewPicture(trace, opt, steps), steps, format, session.WithExt(path, "."+string(format)), animation)
		})
	}, w.win))
}

// runExport draws the pictures in the background: one file, a GIF, or
// numbered frames beside path, all or nothing.
func (w *Window) runExport(pic *export.Picture, steps []int, format export.Format, path string, animation bool) {
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	bar.Max = float64(len(steps))
	l := w.lang()
	content := container.NewVBox(widget.NewLabel(l.N("export.drawing", len(steps))), bar)
	if animation {
		content.Add(widget.NewButton(l.T("button.cancel"), cancel))
	}
	d := dialog.NewCustomWithoutButtons(l.T("export.exporting"), content, w.win)
	w.dialogs.showBusy(l.T("export.exporting"), d)
	progress := func(done int) { fyne.Do(func() { bar.SetValue(float64(done)) }) }
	r, input := w.exportRenderer(), w.s.Doc().Path
	w.bg.quiet(func() func() {
		stale, err := pic.Save(ctx, r, steps, format, path, animation, progress, input)
		return func() {
			cancel()
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				w.showInfo(l.T("export.cancelled"), l.T("export.cancelled_text"))
			case err != nil:
				w.showError(i18n.Wrap(err, "export.failed"))
			case stale > 0:
				w.say(l.N("export.done_stale", stale, "File", filepath.Base(path), "Frames", len(steps)))
			case animation && format != export.GIF:
				w.say(l.N("export.done_frames", len(steps), "File", filepath.Base(path)))
			default:
				w.say(l.T("export.done", "File", filepath.Base(path)))
			}
		}
	})
}

// chooseFile asks where to save; the file is written by the caller.
func (w *Window) chooseFile(name string, then func(path string)) {
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			w.showError(err)
		case wr != nil:
			discard(wr) // the picture is written through safefile once drawn
			then(wr.URI().Path())
		}
	}, w.win)
	d.SetFileName(name)
	w.fileDialog(w.lang().T("export.to"), d)
}
