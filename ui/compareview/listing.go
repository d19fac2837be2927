package compareview

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/search"
)

// listingText is the size of a listing's text: four listings side by
// side on a projector's 1024 pixels.
const listingText = 11

// listings is the row of the panes' programs (the Code check): each
// pane's listing in the form Config.Forms names for its algorithm (its
// default otherwise), the lines its step executes lit, the lines new or
// changed since the pane before marked with a bar.
type listings struct {
	v     *View
	row   *fyne.Container
	items []*listing
	box   fyne.CanvasObject
}

// listing is one pane's program.
type listing struct {
	form  *code.Form
	shown string // the form, listing before and options the texts show
	marks []*canvas.Rectangle
	bars  []*canvas.Rectangle
	texts []*canvas.Text
	// changed marks the lines new or changed since the listing before.
	changed []bool
	lines   *fyne.Container
	title   *widget.Label
	// counts says what the pane's search has done so far: calls, leaves
	// evaluated, cutoffs (the table's columns, which the listings hide).
	counts *canvas.Text
	// remark says what a reader should know of the listing (the slides'
	// stage 2 prunes nothing as written), when its form has a remark.
	remark *widget.Label
	// scroll follows the first line lit; long lines scroll sideways.
	scroll *container.Scroll
	box    fyne.CanvasObject
	lit    int
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

// changedTint is behind a changed line: the accent, faint.
func changedTint() color.Color {
	r, g, b, _ := changedColour().RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x38}
}

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
		it := newListing()
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

func newListing() *listing {
	it := &listing{title: widget.NewLabel(""), lines: container.New(layout.NewCustomPaddedVBoxLayout(0)),
		counts: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	it.title.Truncation = fyne.TextTruncateEllipsis
	it.title.TextStyle.Italic = true
	it.counts.TextSize = listingText
	it.remark = widget.NewLabel("")
	it.remark.Wrapping = fyne.TextWrapWord
	it.remark.SizeName = theme.SizeNameCaptionText
	it.remark.Importance = widget.MediumImportance
	it.remark.Hide()
	it.scroll = container.NewScroll(it.lines)
	it.box = container.NewBorder(container.NewVBox(it.title, it.counts, it.remark), nil, nil, nil, it.scroll)
	return it
}

// show lists form f for pane p, marking the lines changed since before
// (the pane before's listing), and lights the lines of p's step.
func (it *listing) show(v *View, p *pane, f *code.Form, before *code.Form) {
	l := v.l
	opt := v.cfg.Options.For(p.search.Algorithm)
	if f == nil {
		it.form, it.shown = nil, ""
		it.title.SetText(l.T("code.none", "Algorithm", l.T("algo_"+p.search.Algorithm.String())))
		it.lines.Objects, it.marks, it.bars, it.texts = nil, nil, nil, nil
		it.lines.Refresh()
		return
	}
	beforeID := ""
	if before != nil {
		beforeID = before.ID
	}
	shown := fmt.Sprint(f.ID, "/", beforeID, "/", opt.Strict, "/", l.Code())
	if shown != it.shown {
		it.form, it.shown = f, shown
		it.title.SetText(l.T(f.Title))
		it.remark.Hide()
		if f.Remark != "" {
			it.remark.SetText(l.T(f.Remark))
			it.remark.Show()
		}
		// Lines changed mean something between stages of one source (the
		// slides' derivation), not between programs that merely sit side
		// by side: those are compared whole.
		if before != nil && before.Source != f.Source {
			before = nil
		}
		changed := f.Changed(before, opt, l)
		it.changed = changed
		it.lines.Objects, it.marks, it.bars, it.texts = nil, nil, nil, nil
		for i := range f.Lines {
			mark := canvas.NewRectangle(color.Transparent)
			bar := canvas.NewRectangle(color.Transparent)
			if changed[i] {
				bar.FillColor = changedColour()
			}
			text := canvas.NewText(strings.Repeat("  ", f.Lines[i].Indent)+f.Statement(i, opt, l), theme.Color(theme.ColorNameForeground))
			text.TextStyle.Monospace = true
			text.TextSize = listingText
			row := container.New(listingRow{}, mark, bar, text)
			it.marks, it.bars, it.texts = append(it.marks, mark), append(it.bars, bar), append(it.texts, text)
			it.lines.Add(row)
		}
		it.lines.Refresh()
	}
	it.counts.Text = ""
	if p.prog != nil {
		c := p.prog.Counts(p.pos)
		it.counts.Text = l.T("compareview.counts", "Calls", l.T("compare.calls_of", "Call", c.Calls, "Calls", p.prog.Trace().Stats.Calls),
			"Leaves", c.LeavesEvaluated, "Cutoffs", c.Cutoffs)
	}
	it.counts.Refresh()
	lit := map[int]bool{}
	it.lit = 0
	if p.prog != nil {
		for _, n := range f.Lit(p.prog.Trace(), p.stepIndex()) {
			lit[n] = true
			if it.lit == 0 {
				it.lit = n
			}
		}
	}
	// A changed line has its bar and a tint behind it, its text in the
	// foreground: the accent's blue as text washed out on a projector.
	tint := changedTint()
	for i, m := range it.marks {
		m.FillColor = color.Transparent
		switch {
		case lit[i+1]:
			m.FillColor = theme.Color(theme.ColorNameSelection)
		case it.changed[i]:
			m.FillColor = tint
		}
		m.Refresh()
		it.texts[i].TextStyle.Bold = lit[i+1]
		it.texts[i].Color = theme.Color(theme.ColorNameForeground)
		it.texts[i].Refresh()
	}
	it.follow()
}

// follow scrolls the first line lit to a third of the way down.
func (it *listing) follow() {
	if it.lit == 0 || len(it.lines.Objects) == 0 {
		return
	}
	h := it.lines.Objects[0].MinSize().Height
	y := max(0, h*float32(it.lit-1)-it.scroll.Size().Height/3)
	y = min(y, max(0, it.lines.MinSize().Height-it.scroll.Size().Height))
	it.scroll.Offset = fyne.NewPos(it.scroll.Offset.X, y)
	it.scroll.Refresh()
}

// listingRow lays out a listing's line: the lit mark behind the whole
// row, the changed bar at its left edge, the text after the bar.
type listingRow struct{}

// barWidth is the changed bar's width, and the gap after it.
const barWidth = 4

func (listingRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
	objects[1].Move(fyne.NewPos(0, 0))
	objects[1].Resize(fyne.NewSize(barWidth, size.Height))
	objects[2].Move(fyne.NewPos(2*barWidth, 0))
	objects[2].Resize(fyne.NewSize(size.Width-2*barWidth, size.Height))
}

func (listingRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	m := objects[2].MinSize()
	return fyne.NewSize(m.Width+2*barWidth, m.Height+2)
}
