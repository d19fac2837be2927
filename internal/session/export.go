package session

import (
	"strconv"
	"strings"
	"time"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/scene"
)

// ExportFields are what an export dialog asks, as the user left them:
// indexes into the choices of ExportChoices, and texts as typed.
type ExportFields struct {
	Animation             bool
	Format, Theme, Frames int
	DPI, Title, Delay     string
	Legend, Caption       bool
	// DAG draws the search space as a graph, positions met again merged
	// (a step, in SVG or DOT).
	DAG bool
}

// DAGFormat is the index among a step's formats the graph of the search
// space is drawn in by default (SVG).
const DAGFormat = 1

// ExportChoices are the drop-downs of an export dialog, named in a
// language: formats (for a step PNG, SVG, PDF, TikZ and DOT; for an
// animation a GIF, a PDF of a page a frame, or numbered PNG, SVG, TikZ or
// DOT frames), colour themes and (for an animation) which steps become
// frames.
type ExportChoices struct {
	Formats, Themes, Frames []string
}

var (
	stepFormats      = []export.Format{export.PNG, export.SVG, export.PDF, export.TeX, export.DOT}
	animationFormats = []export.Format{export.GIF, export.PDF, export.PNG, export.SVG, export.TeX, export.DOT}
	exportThemes     = []scene.Theme{scene.Colour, scene.Print, scene.ColourBlind}
	frameSpecs       = []string{"all", "key", "every:5"}
)

// NewExportFields returns the fields an export dialog starts with: PNG
// (GIF for an animation) in colour, at 144 DPI (96 for an animation, one
// second a frame, key steps), with the tree's title, a legend and the
// narration.
func NewExportFields(animation bool, title string) ExportFields {
	f := ExportFields{Animation: animation, DPI: "144", Title: title, Legend: true, Caption: true}
	if animation {
		f.DPI, f.Delay, f.Frames = "96", "1s", 1
	}
	return f
}

// Choices names the dialog's choices in language l.
func (f ExportFields) Choices(l *i18n.Lang) ExportChoices {
	c := ExportChoices{
		Formats: []string{"PNG", "SVG", "PDF", l.T("export.tikz"), "DOT"},
		Themes:  []string{l.T("export.theme_colour"), l.T("export.theme_print"), l.T("export.theme_colourblind")},
	}
	if f.Animation {
		c.Formats = []string{"GIF", l.T("export.pdf_handout"), l.T("export.png_frames"), l.T("export.svg_frames"), l.T("export.tex_frames"), l.T("export.dot_frames")}
		c.Frames = []string{l.T("export.every_step"), l.T("export.key_steps"), l.T("export.every_5th")}
	}
	return c
}

// FileFormat is the format chosen.
func (f ExportFields) FileFormat() export.Format {
	formats := stepFormats
	if f.Animation {
		formats = animationFormats
	}
	return formats[min(max(f.Format, 0), len(formats)-1)]
}

// FrameSpec is the frames chosen, as export.Frames reads them.
func (f ExportFields) FrameSpec() string { return frameSpecs[min(max(f.Frames, 0), len(frameSpecs)-1)] }

// Options turns the fields into export options with the view's texts,
// orientation, text size and language, or says what is wrong with them.
func (v View) Options(f ExportFields) (export.Options, error) {
	opt := export.Options{Scene: v.SceneOptions(), Theme: exportThemes[min(max(f.Theme, 0), len(exportThemes)-1)],
		Title: f.Title, NoTitle: f.Title == "", Legend: f.Legend, Caption: f.Caption, Narrator: v.Narrator}
	var err error
	if opt.DPI, err = strconv.ParseFloat(strings.TrimSpace(f.DPI), 64); err != nil || opt.DPI == 0 {
		return opt, i18n.New("export.bad_dpi", "DPI", strconv.Quote(f.DPI))
	}
	if opt.DAG = f.DAG && !f.Animation; opt.DAG {
		if format := f.FileFormat(); format == export.PDF || format == export.TeX {
			return opt, i18n.New("export.dag_formats_window", "Format", strings.ToUpper(string(format)))
		}
	}
	if f.Animation {
		if opt.Delay, err = time.ParseDuration(strings.TrimSpace(f.Delay)); err != nil || opt.Delay == 0 {
			return opt, i18n.New("export.bad_delay", "Delay", strconv.Quote(f.Delay))
		}
	}
	return opt, opt.Check()
}
