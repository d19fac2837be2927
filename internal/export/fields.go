package export

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/scene"
)

// Fields are what an export dialog asks, as the user left them: indexes
// into the choices of Choices, and texts as typed.
type Fields struct {
	Animation             bool
	Format, Theme, Frames int
	DPI, Title, Delay     string
	Legend, Caption       bool
	// DAG draws the search space as a graph, positions met again merged
	// (a step, in a format GraphFormat accepts).
	DAG bool
	// Code draws the algorithm's program beside the tree (not with DAG):
	// the window gives the listing (Options.Code).
	Code bool
	// TikZ is the form of a TikZ picture, an index into Choices.TikZ: a
	// whole document, or the body for a Beamer frame (Options.TikZBody).
	TikZ int
}

// DAGFormat is the index among a step's formats the graph of the search
// space is drawn in by default (SVG).
const DAGFormat = 1

// Choices are the drop-downs of an export dialog, named in a language:
// formats (for a step PNG, SVG, PDF, TikZ and DOT; for an animation a
// GIF, a PDF of a page a frame, or numbered PNG, SVG, TikZ or DOT frames),
// colour themes, TikZ's forms (a whole document, a Beamer frame's body)
// and (for an animation) which steps become frames.
type Choices struct {
	Formats, Themes, TikZ, Frames []string
}

var (
	stepFormats      = []Format{PNG, SVG, PDF, TeX, DOT}
	animationFormats = []Format{GIF, PDF, PNG, SVG, TeX, DOT}
	dialogThemes     = []scene.Theme{scene.Colour, scene.Print, scene.ColourBlind}
	frameSpecs       = []string{"all", "key", "every:5"}
)

// NewFields returns the fields an export dialog starts with: PNG (GIF for
// an animation) in colour, at 144 DPI (96 for an animation, one second a
// frame, key steps), with the tree's title, a legend and the narration.
func NewFields(animation bool, title string) Fields {
	f := Fields{Animation: animation, DPI: "144", Title: title, Legend: true, Caption: true}
	if animation {
		f.DPI, f.Delay, f.Frames = "96", "1s", 1
	}
	return f
}

// Choices names the dialog's choices in language l.
func (f Fields) Choices(l *i18n.Lang) Choices {
	c := Choices{
		Formats: []string{"PNG", "SVG", "PDF", l.T("export.tikz"), "DOT"},
		Themes:  []string{l.T("export.theme_colour"), l.T("export.theme_print"), l.T("export.theme_colourblind")},
		TikZ:    []string{l.T("export.tikz_document"), l.T("export.tikz_body")},
	}
	if f.Animation {
		c.Formats = []string{"GIF", l.T("export.pdf_handout"), l.T("export.png_frames"), l.T("export.svg_frames"), l.T("export.tex_frames"), l.T("export.dot_frames")}
		c.Frames = []string{l.T("export.every_step"), l.T("export.key_steps"), l.T("export.every_5th")}
	}
	return c
}

// FileFormat is the format chosen.
func (f Fields) FileFormat() Format {
	formats := stepFormats
	if f.Animation {
		formats = animationFormats
	}
	return formats[min(max(f.Format, 0), len(formats)-1)]
}

// FrameSpec is the frames chosen, as Frames reads them.
func (f Fields) FrameSpec() string { return frameSpecs[min(max(f.Frames, 0), len(frameSpecs)-1)] }

// Options turns the fields into export options, with the window's scene
// options (texts shown, orientation, text size) and narrator (the
// caption's language), or says what is wrong with them in the window's
// words.
func (f Fields) Options(sc scene.Options, n *narrate.Narrator) (Options, error) {
	opt := Options{Scene: sc, Theme: dialogThemes[min(max(f.Theme, 0), len(dialogThemes)-1)],
		Title: f.Title, NoTitle: f.Title == "", Legend: f.Legend, Caption: f.Caption, Narrator: n,
		TikZBody: f.TikZ == 1 && f.FileFormat() == TeX}
	var err error
	if opt.DPI, err = strconv.ParseFloat(strings.TrimSpace(f.DPI), 64); err != nil || opt.DPI == 0 {
		return opt, i18n.New("export.bad_dpi", "DPI", i18n.Quote(f.DPI), "Min", fmt.Sprint(MinDPI), "Max", fmt.Sprint(MaxDPI))
	}
	if opt.DAG = f.DAG && !f.Animation; opt.DAG {
		if err := GraphFormat(f.FileFormat()); err != nil {
			return opt, err
		}
	}
	if f.Animation {
		if opt.Delay, err = time.ParseDuration(strings.TrimSpace(f.Delay)); err != nil {
			return opt, i18n.New("export.bad_delay", "Delay", i18n.Quote(f.Delay))
		}
		if opt.Delay <= 0 { // a time, but none: out of range, not "no time"
			return opt, Words.outOfRange("delay", short(opt.Delay), short(MinDelay), short(MaxDelay))
		}
	}
	return opt, opt.Check(Words)
}
