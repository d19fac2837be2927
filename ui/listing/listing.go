// Package listing is the one widget that shows an algorithm's program:
// the lines of a form of package code, numbered as `gametree code`
// numbers them, the lines the step shown executes lit, the lines new or
// changed since another listing marked, scrolled so that the lit lines
// are in view. The main window's Code panel and the compare window's
// panes both show their listing in it.
//
// The widget holds the state and its rules (what is lit, where it
// scrolls); a small renderer draws it, in the widget's theme (light or
// dark, the window's text size).
package listing

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/search"
)

// Listing is a form's listing with its lit and changed lines. Its text
// is the theme's text size (at most Largest), set smaller, down to
// MinShare of it, while the longest line's code (its comment aside) is
// wider than the widget; before it shrinks, it indents two spaces a level
// instead of four. Lines still too long scroll sideways.
type Listing struct {
	widget.BaseWidget

	// Largest, when above zero, is the most the text grows to, whatever
	// the theme's text size.
	Largest float32
	// Look, when set, gives the theme the listing is drawn in, instead of
	// the one Fyne scopes to the widget: Fyne carries a theme override's
	// change to the tabs shown only, and a window that moves its panels
	// into tabs as it grows its text knows its own theme.
	Look func() fyne.Theme

	// above and below scroll with the lines, over and under them.
	above, below fyne.CanvasObject
	form         *code.Form
	lines        []string
	levels       []int
	changed      []bool
	lit          []int
	// rows counts the listings set: the renderer builds its rows again
	// when it has drawn an older one.
	rows int
	// follow is set while the lit lines wait to be scrolled into view (the
	// widget has no size yet, or has not been drawn since).
	follow bool
	r      *render
}

// MinShare is the smallest the text is set to fit the widget, as a share
// of its size: smaller, a projector's back row cannot read it, and the
// lines scroll sideways instead.
const MinShare = 0.8

// New returns an empty listing; above and below (either may be nil)
// scroll with its lines, over and under them.
func New(above, below fyne.CanvasObject) *Listing {
	l := &Listing{above: above, below: below}
	l.ExtendBaseWidget(l)
	return l
}

// SetForm lists form f with options opt (its cutoff strict or not), its
// comments in language lang, no line lit or marked; nil lists nothing.
// The same listing again changes nothing, the lines lit included.
func (l *Listing) SetForm(f *code.Form, opt search.Options, lang *i18n.Lang) {
	var lines []string
	var levels []int
	if f != nil {
		lines = f.Listing(opt, lang)
		for _, ln := range f.Lines {
			levels = append(levels, ln.Indent)
		}
	}
	if f == l.form && slices.Equal(lines, l.lines) {
		return
	}
	l.form, l.lines, l.levels = f, lines, levels
	l.changed, l.lit = nil, nil
	l.rows++
	l.Refresh()
}

// Form returns the form listed (nil: none).
func (l *Listing) Form() *code.Form { return l.form }

// Lines returns the lines as form.Listing gives them, without numbers.
func (l *Listing) Lines() []string { return slices.Clone(l.lines) }

// MarkChanged marks the lines new or changed since another listing:
// changed[i] for line i+1 (nil: none).
func (l *Listing) MarkChanged(changed []bool) {
	if slices.Equal(changed, l.changed) {
		return
	}
	l.changed = slices.Clone(changed)
	l.Refresh()
}

// Changed reports whether line n (1-based) is marked new or changed.
func (l *Listing) Changed(n int) bool { return n >= 1 && n <= len(l.changed) && l.changed[n-1] }

// Light lights lines (1-based; those outside the listing are dropped)
// and scrolls them into view.
func (l *Listing) Light(lines []int) {
	var lit []int
	for _, n := range lines {
		if n >= 1 && n <= len(l.lines) && !slices.Contains(lit, n) {
			lit = append(lit, n)
		}
	}
	slices.Sort(lit)
	l.lit, l.follow = lit, true
	l.Refresh()
}

// Lit returns the lines lit, 1-based, in order.
func (l *Listing) Lit() []int { return slices.Clone(l.lit) }

// TextSize returns the size the lines are drawn at (0 before they are
// drawn).
func (l *Listing) TextSize() float32 {
	if l.r == nil {
		return 0
	}
	return l.r.size
}

// Shown returns the first and last line (1-based) wholly in view; 0, 0
// when none is (or before the listing is drawn).
func (l *Listing) Shown() (first, last int) {
	if l.r == nil {
		return 0, 0
	}
	return l.r.shown()
}

// CreateRenderer builds the listing's rows.
func (l *Listing) CreateRenderer() fyne.WidgetRenderer {
	l.r = newRender(l)
	return l.r
}

// follow returns the scroll offset that shows the lit lines, from top
// to bottom, in a view of height view over content of height content,
// scrolled to offset. Their context is a margin (a row) over and under
// them, when the view has room for it; none is needed at the content's
// ends. While they and their context are in view, the offset stays;
// else the first goes a third of the way down, or higher while the last
// would fall out, never over the view's top; always within the content.
func follow(offset, view, content, top, bottom, margin float32) float32 {
	if bottom-top+2*margin > view {
		margin = 0
	}
	lo, hi := offset+margin, offset+view-margin
	if offset <= 0 {
		lo = 0
	}
	if offset+view >= content {
		hi = content
	}
	if top >= lo && bottom <= hi {
		return offset
	}
	y := min(top-margin, max(top-view/3, bottom-view+max(view/6, margin)))
	return max(0, min(y, content-view))
}
