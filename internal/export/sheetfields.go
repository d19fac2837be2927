package export

import (
	"errors"
	"strconv"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// SheetFields are what the worksheet dialog asks, as the user left them:
// the trees (the one on screen, or Count random trees of Branching,
// Depth, Values and Seed, read as the command line's export --count
// reads them), the algorithm, whether the answer keys are written too,
// the format (an index into the choices of Choices), TikZ's form, the
// colours, the title and the legend.
type SheetFields struct {
	Random                                bool
	Count, Branching, Depth, Values, Seed string
	Algorithm                             search.Algorithm
	Keys                                  bool
	Format, TikZ, Theme                   int
	// Title is the picture's, for the tree on screen; for random trees,
	// what comes before each tree's number ("Quiz" gives "Quiz 1", …;
	// nothing: "Exercise 1", …).
	Title  string
	Legend bool
}

// NewSheetFields returns the fields the worksheet dialog starts with:
// the tree on screen searched with a, its answer key, as a PDF in print
// colours; for random trees export --count's defaults, 20 of them.
func NewSheetFields(a search.Algorithm) SheetFields {
	return SheetFields{Count: "20", Branching: "2", Depth: "3", Values: "-10..10", Seed: "1",
		Algorithm: a, Keys: true, Theme: 1}
}

// sheetFormats are the formats of the worksheet dialog, in its order.
var sheetFormats = []Format{PDF, PNG, SVG, TeX, DOT}

// SheetAlgorithms are the algorithms a worksheet can ask about (each
// calls a node at most once: see search.Algorithm.Once), for a tree with
// chance nodes or without.
func SheetAlgorithms(chance bool) []search.Algorithm {
	var out []search.Algorithm
	for _, a := range search.Algorithms {
		if a.Once() && !a.Samples() && a.Chance() == chance {
			out = append(out, a)
		}
	}
	return out
}

// Choices names the dialog's formats, colours and TikZ's forms in l.
func (f SheetFields) Choices(l *i18n.Lang) Choices {
	c := Fields{}.Choices(l)
	return Choices{Formats: []string{"PDF", "PNG", "SVG", l.T("export.tikz"), "DOT"}, Themes: c.Themes, TikZ: c.TikZ}
}

// FileFormat is the format chosen.
func (f SheetFields) FileFormat() Format {
	return sheetFormats[min(max(f.Format, 0), len(sheetFormats)-1)]
}

// A SheetField is a field of the worksheet dialog, whose problem is said
// under it.
type SheetField int

// The worksheet dialog's fields that can be wrong.
const (
	SheetNoField SheetField = iota
	SheetCount
	SheetBranching
	SheetDepth
	SheetValues
	SheetSeed
)

// Check returns the first field that is wrong, and what is wrong with
// it, or SheetNoField and nil. The tree on screen asks nothing of the
// random trees' fields.
func (f SheetFields) Check() (SheetField, error) {
	if !f.Random {
		return SheetNoField, nil
	}
	_, _, field, err := f.spec()
	return field, err
}

// Spec reads the random trees' fields: how many, and what they are like.
func (f SheetFields) Spec() (tree.RandomSpec, int, error) {
	spec, count, _, err := f.spec()
	return spec, count, err
}

func (f SheetFields) spec() (tree.RandomSpec, int, SheetField, error) {
	var s tree.RandomSpec
	count, err := strconv.Atoi(strings.TrimSpace(f.Count))
	if err != nil || count < 1 || count > MaxExercises {
		return s, 0, SheetCount, i18n.New("export.sheets.count_range", "Max", MaxExercises)
	}
	if err := s.ParseBranching(f.Branching); err != nil {
		return s, 0, SheetBranching, err
	}
	if s.MinBranching < 1 || s.MaxBranching < s.MinBranching {
		return s, 0, SheetBranching, s.Check()
	}
	if s.Depth, err = strconv.Atoi(strings.TrimSpace(f.Depth)); err != nil || s.Depth < 0 {
		return s, 0, SheetDepth, i18n.New("export.sheets.bad_depth", "Text", i18n.Quote(f.Depth))
	}
	if err := s.ParseValues(f.Values); err != nil {
		return s, 0, SheetValues, err
	}
	if s.Seed, err = strconv.ParseUint(strings.TrimSpace(f.Seed), 10, 64); err != nil {
		return s, 0, SheetSeed, i18n.New("export.sheets.bad_seed", "Text", i18n.Quote(f.Seed))
	}
	if err := s.Check(); err != nil {
		return s, 0, SheetValues, err // the rest is checked above
	}
	// Every tree of the set must be small enough to draw: the largest
	// the branching allows, not only the first seed's.
	worst := s
	worst.MinBranching = s.MaxBranching
	if _, err := worst.Count(MaxNodes); errors.Is(err, tree.ErrTooBig) {
		return s, 0, SheetDepth, i18n.New("export.sheets.too_big", "Limit", MaxNodes)
	}
	return s, count, SheetNoField, nil
}

// Options are the sheets' picture options: the colours, TikZ's form, the
// legend and the title chosen, with the window's scene options (texts
// shown, orientation, text size) and narrator (the instruction's
// language). For random trees each sheet takes its tree's title (see
// TitleExercises).
func (f SheetFields) Options(sc scene.Options, n *narrate.Narrator) Options {
	opt := Options{Scene: sc, Theme: dialogThemes[min(max(f.Theme, 0), len(dialogThemes)-1)], Legend: f.Legend, Narrator: n,
		TikZBody: f.TikZ == 1 && f.FileFormat() == TeX}
	if !f.Random {
		opt.Title, opt.NoTitle = f.Title, f.Title == ""
	}
	return opt
}
