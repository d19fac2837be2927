package compareview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/search"
	"gametree/ui/listing"
)

// listingText is the size of the key's and the counts' text, over four
// listings side by side on a projector's 1024 pixels.
const listingText = 11

// listings is the row of the panes' programs (the Code check): each
// pane's listing in the form Config.Forms names for its algorithm (its
// default otherwise), the lines its step executes lit, the lines new or
// changed since the pane before marked with a bar.
type listings struct {
	v     *View
	row   *fyne.Container
	items []*program
	box   fyne.CanvasObject
}

// program is one pane's listing: its title, what its search has done
// so far, and its lines.
type program struct {
	title *widget.Label
	// counts says what the pane's search has done so far: calls, leaves
	// evaluated, cutoffs (the table's columns, which the listings hide).
	counts *canvas.Text
	// remark says what a reader should know of the listing (the slides'
	// stage 2 prunes nothing as written), when its form has a remark.
	remark *widget.Label
	lines  *listing.Listing
	box    fyne.CanvasObject
}

func newListings(v *View) *listings {
	ls := &listings{v: v, row: container.NewGridWithRows(1)}
	bar := canvas.NewRectangle(changedColour())
	bar.SetMinSize(fyne.NewSize(4, listingText))
	key := canvas.NewText(v.l.T("compareview.changed"), theme.Color(theme.ColorNameForeground))
	key.TextSize = listingText
	ls.box = container.NewBorder(container.NewHBox(container.NewCenter(bar), key), nil, nil, nil, ls.row)
	return ls
}

// changedColour marks a line new or changed since the stage before: not
// the selection's blue, which marks the lines lit.
func changedColour() color.Color { return theme.Color(theme.ColorNameWarning) }

// formOf returns the listing shown for algorithm a.
func (v *View) formOf(a search.Algorithm) *code.Form {
	opt := v.cfg.Options.For(a)
	if id, ok := v.cfg.Forms[a]; ok {
		if f, err := code.Lookup(opt, id, v.l); err == nil && f.Algorithm == a {
			return f
		}
	}
	f, err := code.For(opt, v.l)
	if err != nil {
		return nil
	}
	return f
}

// show brings every listing to its pane's step.
func (ls *listings) show() {
	v := ls.v
	for len(ls.items) < len(v.panes) {
		it := newProgram()
		ls.items = append(ls.items, it)
	}
	if len(ls.row.Objects) != len(v.panes) {
		ls.row.Objects = nil
		for _, it := range ls.items[:len(v.panes)] {
			ls.row.Add(it.box)
		}
		ls.row.Layout = layout.NewGridLayoutWithColumns(max(1, len(v.panes)))
		ls.row.Refresh()
	}
	var before *code.Form
	for i, p := range v.panes {
		f := v.formOf(p.search.Algorithm)
		ls.items[i].show(v, p, f, before)
		before = f
	}
}

func newProgram() *program {
	it := &program{title: widget.NewLabel(""), counts: canvas.NewText("", theme.Color(theme.ColorNameForeground)), lines: listing.New(nil, nil)}
	it.title.Truncation = fyne.TextTruncateEllipsis
	it.title.TextStyle.Italic = true
	it.counts.TextSize = listingText
	it.remark = widget.NewLabel("")
	it.remark.Wrapping = fyne.TextWrapWord
	it.remark.SizeName = theme.SizeNameCaptionText
	it.remark.Importance = widget.MediumImportance
	it.remark.Hide()
	it.box = container.NewBorder(container.NewVBox(it.title, it.counts, it.remark), nil, nil, nil, it.lines)
	return it
}

// show lists form f for pane p, marking the lines changed since before
// (the pane before's listing), and lights the lines of p's step.
func (it *program) show(v *View, p *pane, f *code.Form, before *code.Form) {
	l := v.l
	opt := v.cfg.Options.For(p.search.Algorithm)
	shown := it.lines.Form()
	it.lines.SetForm(f, opt, l)
	if f == nil {
		it.title.SetText(l.T("code.none", "Algorithm", l.T("algo_"+p.search.Algorithm.String())))
		it.remark.Hide()
		return
	}
	if f != shown {
		it.title.SetText(l.T(f.Title))
		it.remark.Hide()
		if f.Remark != "" {
			it.remark.SetText(l.T(f.Remark))
			it.remark.Show()
		}
	}
	// Lines changed mean something between stages of one source (the
	// slides' derivation), not between programs that merely sit side by
	// side: those are compared whole.
	if before != nil && before.Source != f.Source {
		before = nil
	}
	it.lines.MarkChanged(f.Changed(before, opt, l))
	it.counts.Text = ""
	if p.prog != nil {
		c := p.prog.Counts(p.pos)
		it.counts.Text = l.T("compareview.counts", "Calls", l.T("compare.calls_of", "Call", c.Calls, "Calls", p.prog.Trace().Stats.Calls),
			"Leaves", c.LeavesEvaluated, "Cutoffs", c.Cutoffs)
	}
	it.counts.Refresh()
	var lit []int
	if p.prog != nil {
		lit = f.Lit(p.prog.Trace(), p.stepIndex())
	}
	it.lines.Light(lit)
}
