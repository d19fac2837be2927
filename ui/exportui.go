package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/export"
	"gametree/narrate"
	"gametree/safefile"
	"gametree/scene"
	"gametree/search"
)

// exportChoices are the export options the dialogs ask for.
type exportChoices struct {
	format  *widget.Select
	theme   *widget.Select
	dpi     *widget.Entry
	legend  *widget.Check
	caption *widget.Check
	title   *widget.Entry
}

func (w *Window) exportForm(formats []string) (exportChoices, []*widget.FormItem) {
	c := exportChoices{
		format:  widget.NewSelect(formats, nil),
		theme:   widget.NewSelect([]string{"colour", "print", "colourblind"}, nil),
		dpi:     widget.NewEntry(),
		legend:  widget.NewCheck("Explain shapes and colours", nil),
		caption: widget.NewCheck("Write the step's narration under the tree", nil),
		title:   widget.NewEntry(),
	}
	c.format.SetSelectedIndex(0)
	c.theme.SetSelected("colour")
	c.dpi.SetText("144")
	c.legend.SetChecked(true)
	c.caption.SetChecked(true)
	c.title.SetText(w.s.Doc().Tree.Title)
	return c, []*widget.FormItem{
		widget.NewFormItem("Format", c.format),
		widget.NewFormItem("Colours", c.theme),
		widget.NewFormItem("DPI (PNG, GIF)", c.dpi),
		widget.NewFormItem("Title", c.title),
		widget.NewFormItem("Legend", c.legend),
		widget.NewFormItem("Narration", c.caption),
	}
}

// options turns the choices into export options, with the window's view
// options (texts shown, orientation, text size).
func (c exportChoices) options(sceneOpt scene.Options, narr *narrate.Narrator) (export.Options, error) {
	theme, err := scene.ParseTheme(c.theme.Selected)
	if err != nil {
		return export.Options{}, err
	}
	dpi, err := strconv.ParseFloat(strings.TrimSpace(c.dpi.Text), 64)
	if err != nil || dpi < 10 || dpi > 1200 {
		return export.Options{}, fmt.Errorf("DPI %q: give a number between 10 and 1200", c.dpi.Text)
	}
	return export.Options{Scene: sceneOpt, Theme: theme, Title: c.title.Text, NoTitle: c.title.Text == "",
		Legend: c.legend.Checked, Caption: c.caption.Checked, Narrator: narr, DPI: dpi}, nil
}

func (w *Window) exportRenderer() *export.Renderer {
	if w.renderer == nil {
		w.renderer = export.NewRenderer()
	}
	return w.renderer
}

// canExport tells whether there is a picture to draw, and says why not
// when the tree is too big for one.
func (w *Window) canExport() bool {
	if !w.s.Ready() {
		return false
	}
	if err := export.CheckSize(w.s.Trace().Tree); err != nil {
		w.showError(err)
		return false
	}
	return true
}

func (w *Window) exportStepDialog() {
	if !w.canExport() {
		return
	}
	choices, items := w.exportForm([]string{"PNG", "SVG", "DOT"})
	trace, step := w.s.Trace(), w.s.Step()
	title := "Export step " + strconv.Itoa(step)
	w.dialogs.showForm(title, dialog.NewForm(title, "Choose file…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		opt, err := choices.options(w.v.sceneOptions(), w.v.narrator)
		if err != nil {
			w.showError(err)
			return
		}
		format := export.Format(strings.ToLower(choices.format.Selected))
		w.chooseFile(fmt.Sprintf("%s-step%d.%s", baseName(w.s.Doc().Name), step, format), func(wr fyne.URIWriteCloser) {
			progress := dialog.NewCustomWithoutButtons("Exporting", container.NewVBox(
				widget.NewLabel("Drawing step "+strconv.Itoa(step)+"…"), widget.NewProgressBarInfinite()), w.win)
			w.dialogs.showBusy("Exporting", progress)
			r := w.exportRenderer()
			w.bg.async(func() {
				pic := export.NewPicture(trace, opt, []int{step})
				data, err := pic.Step(context.Background(), r, step, format)
				if err == nil {
					_, err = wr.Write(data)
				}
				if err == nil {
					err = wr.Close()
				} else {
					discard(wr)
				}
				fyne.Do(func() {
					progress.Hide()
					if err != nil {
						w.showError(fmt.Errorf("export: %w", err))
					}
				})
			})
		})
	}, w.win))
}

func (w *Window) exportAnimationDialog() {
	if !w.canExport() {
		return
	}
	choices, items := w.exportForm([]string{"GIF", "PNG frames", "SVG frames", "DOT frames"})
	frames := widget.NewSelect([]string{"every step", "key steps (calls, cutoffs, returns)", "every 5th step"}, nil)
	frames.SetSelectedIndex(1)
	delay := widget.NewEntry()
	delay.SetText("1s")
	choices.dpi.SetText("96")
	items = append([]*widget.FormItem{widget.NewFormItem("Frames", frames), widget.NewFormItem("GIF delay", delay)}, items...)
	trace := w.s.Trace()
	w.dialogs.showForm("Export animation", dialog.NewForm("Export animation", "Choose file…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		opt, err := choices.options(w.v.sceneOptions(), w.v.narrator)
		if err == nil {
			opt.Delay, err = time.ParseDuration(strings.TrimSpace(delay.Text))
			if err == nil && (opt.Delay < 20*time.Millisecond || opt.Delay > time.Minute) {
				err = errors.New("give a delay between 20ms and 1m")
			}
			if err != nil {
				err = fmt.Errorf("GIF delay %q: %w", delay.Text, err)
			}
		}
		if err != nil {
			w.showError(err)
			return
		}
		steps, _ := export.Frames(trace, []string{"all", "key", "every:5"}[frames.SelectedIndex()])
		format := export.Format(strings.ToLower(strings.Fields(choices.format.Selected)[0]))
		name := baseName(w.s.Doc().Name) + "." + string(format)
		w.chooseFile(name, func(wr fyne.URIWriteCloser) {
			w.runAnimationExport(trace, opt, steps, format, wr)
		})
	}, w.win))
}

// runAnimationExport draws the frames in the background with a progress
// bar and a Cancel button. A GIF goes through wr; frames are written next
// to it as NAME-0001.EXT … and all removed if one fails or on Cancel.
func (w *Window) runAnimationExport(trace *search.Trace, opt export.Options, steps []int, format export.Format, wr fyne.URIWriteCloser) {
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	bar.Max = float64(len(steps))
	label := widget.NewLabel(fmt.Sprintf("Drawing %d frames…", len(steps)))
	d := dialog.NewCustomWithoutButtons("Exporting the animation", container.NewVBox(label, bar,
		widget.NewButton("Cancel", cancel)), w.win)
	w.dialogs.showBusy("Exporting the animation", d)
	r := w.exportRenderer()
	progress := func(done int) { fyne.Do(func() { bar.SetValue(float64(done)) }) }
	w.bg.async(func() {
		pic := export.NewPicture(trace, opt, steps)
		var err error
		if format == export.GIF {
			var data []byte
			data, err = pic.GIF(ctx, r, steps, progress)
			if err == nil {
				_, err = wr.Write(data)
			}
			if err == nil {
				err = wr.Close()
			} else {
				discard(wr)
			}
		} else {
			discard(wr) // frames go to their own files
			err = writeFrames(ctx, pic, r, steps, format, wr.URI().Path(), progress)
		}
		fyne.Do(func() {
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				w.showInfo("Export cancelled", "Nothing was written.")
			case err != nil:
				w.showError(fmt.Errorf("export: %w", err))
			}
		})
	})
}

// writeFrames writes the numbered frames beside path.
func writeFrames(ctx context.Context, pic *export.Picture, r *export.Renderer, steps []int, format export.Format, path string, progress func(int)) error {
	base := strings.TrimSuffix(path, filepath.Ext(path))
	var written []string
	for i, k := range steps {
		data, err := pic.Step(ctx, r, k, format)
		name := fmt.Sprintf("%s-%04d.%s", base, i+1, format)
		if err == nil {
			err = safefile.Write(name, data)
		}
		if err != nil {
			for _, p := range written {
				os.Remove(p)
			}
			return err
		}
		written = append(written, name)
		progress(i + 1)
	}
	return nil
}

// chooseFile asks where to save, then hands over an atomic writer.
func (w *Window) chooseFile(name string, then func(fyne.URIWriteCloser)) {
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			w.showError(err)
		case wr != nil:
			then(wr)
		}
	}, w.win)
	d.SetFileName(name)
	w.fileDialog("Export to", d)
}

func baseName(name string) string { return strings.TrimSuffix(name, filepath.Ext(name)) }
