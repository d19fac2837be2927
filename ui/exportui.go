package ui

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/export"
	"gametree/scene"
	"gametree/session"
)

// exportForm is what the export dialogs ask: the format, the frames and
// delay of an animation, and how the picture looks.
type exportForm struct {
	format, theme, frames *widget.Select
	dpi, title, delay     *widget.Entry
	legend, caption       *widget.Check
	formats               []export.Format
	frameSpecs            []string
}

func (w *Window) newExportForm(animation bool) (*exportForm, []*widget.FormItem) {
	f := &exportForm{
		theme:   widget.NewSelect([]string{"colour", "print", "colourblind"}, nil),
		dpi:     widget.NewEntry(),
		title:   widget.NewEntry(),
		delay:   widget.NewEntry(),
		legend:  widget.NewCheck("Explain shapes and colours", nil),
		caption: widget.NewCheck("Write the step's narration under the tree", nil),
	}
	names := []string{"PNG", "SVG", "DOT"}
	f.formats = []export.Format{export.PNG, export.SVG, export.DOT}
	f.dpi.SetText("144")
	var items []*widget.FormItem
	if animation {
		names = []string{"GIF", "PNG frames", "SVG frames", "DOT frames"}
		f.formats = []export.Format{export.GIF, export.PNG, export.SVG, export.DOT}
		f.frameSpecs = []string{"all", "key", "every:5"}
		f.frames = widget.NewSelect([]string{"every step", "key steps (calls, cutoffs, returns)", "every 5th step"}, nil)
		f.frames.SetSelectedIndex(1)
		f.delay.SetText("1s")
		f.dpi.SetText("96")
		items = append(items, widget.NewFormItem("Frames", f.frames), widget.NewFormItem("GIF delay", f.delay))
	}
	f.format = widget.NewSelect(names, nil)
	f.format.SetSelectedIndex(0)
	f.theme.SetSelected("colour")
	f.legend.SetChecked(true)
	f.caption.SetChecked(true)
	f.title.SetText(w.s.Doc().Tree.Title)
	return f, append(items,
		widget.NewFormItem("Format", f.format),
		widget.NewFormItem("Colours", f.theme),
		widget.NewFormItem("DPI (PNG, GIF)", f.dpi),
		widget.NewFormItem("Title", f.title),
		widget.NewFormItem("Legend", f.legend),
		widget.NewFormItem("Narration", f.caption))
}

// options turns the answers into export options, with the window's view
// (texts shown, orientation, text size, narration language).
func (w *Window) exportOptions(f *exportForm) (export.Options, error) {
	theme, err := scene.ParseTheme(f.theme.Selected)
	if err != nil {
		return export.Options{}, err
	}
	opt := export.Options{Scene: w.v.SceneOptions(), Theme: theme, Title: f.title.Text, NoTitle: f.title.Text == "",
		Legend: f.legend.Checked, Caption: f.caption.Checked, Narrator: w.v.Narrator}
	if opt.DPI, err = strconv.ParseFloat(strings.TrimSpace(f.dpi.Text), 64); err != nil || opt.DPI == 0 {
		return opt, fmt.Errorf("DPI %q: give a number between 10 and 1200", f.dpi.Text)
	}
	if f.frames != nil {
		if opt.Delay, err = time.ParseDuration(strings.TrimSpace(f.delay.Text)); err != nil || opt.Delay == 0 {
			return opt, fmt.Errorf("GIF delay %q: give a time such as 800ms or 2s", f.delay.Text)
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
	title := "Export step " + strconv.Itoa(step)
	if animation {
		title = "Export animation"
	}
	w.dialogs.showForm(title, dialog.NewForm(title, "Choose file…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		opt, err := w.exportOptions(f)
		if err != nil {
			w.showError(err)
			return
		}
		format := f.formats[f.format.SelectedIndex()]
		steps, name := []int{step}, w.s.Doc().FileName(fmt.Sprintf("-step%d", step), "."+string(format))
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
	content := container.NewVBox(widget.NewLabel(fmt.Sprintf("Drawing %d pictures…", len(steps))), bar)
	if animation {
		content.Add(widget.NewButton("Cancel", cancel))
	}
	d := dialog.NewCustomWithoutButtons("Exporting", content, w.win)
	w.dialogs.showBusy("Exporting", d)
	progress := func(done int) { fyne.Do(func() { bar.SetValue(float64(done)) }) }
	r, input := w.exportRenderer(), w.s.Doc().Path
	w.bg.quiet(func() func() {
		stale, err := pic.Save(ctx, r, steps, format, path, animation, progress, input)
		return func() {
			cancel()
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				w.showInfo("Export cancelled", "Nothing was written and no file changed.")
			case err != nil:
				w.showError(fmt.Errorf("export: %w", err))
			case stale > 0:
				w.say("Exported %s as %d frames; removed %d older frames of the same name", filepath.Base(path), len(steps), stale)
			case animation && format != export.GIF:
				w.say("Exported %d frames beside %s", len(steps), filepath.Base(path))
			default:
				w.say("Exported %s", filepath.Base(path))
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
	w.fileDialog("Export to", d)
}
