package listing

import (
	"fmt"
	"image/color"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// A row is, left to right: the changed bar, a gap as wide, the line's
// number, two spaces, its text, the right inset; the lit or changed mark
// is behind the whole row.
const (
	barWidth   = 4
	rightInset = 6
	rowPad     = 1 // over and under a line's text: lines sit close, as in an editor
)

// render draws a Listing: a scroll over the rows, with the listing's
// above and below objects over and under them.
type render struct {
	l       *Listing
	scroll  *container.Scroll
	content *fyne.Container
	marks   []*canvas.Rectangle
	bars    []*canvas.Rectangle
	nums    []*canvas.Text
	texts   []*canvas.Text
	rows    int // the listing's rows the objects show
	// size is the text's size, half whether it indents two spaces a
	// level; they were fitted to width at base, the theme's size.
	size, base, width float32
	half              bool
}

func newRender(l *Listing) *render {
	r := &render{l: l, rows: -1}
	r.content = container.New(column{r})
	r.scroll = container.NewScroll(r.content)
	r.Refresh()
	return r
}

// Destroy has nothing to free.
func (r *render) Destroy() {}

// Objects is the scroll.
func (r *render) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.scroll} }

// MinSize is the scroll's: the listing takes the room it is given.
func (r *render) MinSize() fyne.Size { return r.scroll.MinSize() }

// Layout fits the text to the width and keeps the lit lines in view.
func (r *render) Layout(size fyne.Size) {
	if r.fit(size.Width) {
		r.scroll.Refresh()
	}
	resized := r.scroll.Size() != size
	r.scroll.Resize(size)
	if resized || r.l.follow {
		r.follow()
	}
}

// Refresh builds the rows of a new listing, lights and marks them in the
// theme's colours, and keeps the lit lines in view.
func (r *render) Refresh() {
	l := r.l
	if r.rows != l.rows {
		r.build()
	}
	th := r.theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	ink, lit, changed := th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameSelection, v), th.Color(theme.ColorNameWarning, v)
	numbers := th.Color(theme.ColorNamePlaceHolder, v)
	tint := faint(changed)
	for i := range r.texts {
		on, ch := false, l.Changed(i+1)
		for _, n := range l.lit {
			on = on || n == i+1
		}
		var mark, bar color.Color = color.Transparent, color.Transparent
		switch {
		case on:
			mark = lit
		case ch:
			mark = tint
		}
		if ch {
			bar = changed
		}
		setFill(r.marks[i], mark)
		setFill(r.bars[i], bar)
		t := r.texts[i]
		if t.Color != ink || t.TextStyle.Bold != on {
			t.Color, t.TextStyle.Bold = ink, on
			t.Refresh()
		}
		if r.nums[i].Color != numbers {
			r.nums[i].Color = numbers
			r.nums[i].Refresh()
		}
	}
	r.base = 0 // the theme's text size may have changed
	r.fit(l.Size().Width)
	r.scroll.Refresh()
	r.follow()
}

// faint is c, faint enough to have text over it.
func faint(c color.Color) color.Color {
	cr, cg, cb, _ := c.RGBA()
	return color.NRGBA{R: uint8(cr >> 8), G: uint8(cg >> 8), B: uint8(cb >> 8), A: 0x38}
}

// setFill sets a rectangle's colour, redrawing it when it changed.
func setFill(rect *canvas.Rectangle, c color.Color) {
	if rect.FillColor != c {
		rect.FillColor = c
		rect.Refresh()
	}
}

// build makes a row for each line of the listing.
func (r *render) build() {
	l := r.l
	r.rows = l.rows
	r.marks, r.bars, r.nums, r.texts = nil, nil, nil, nil
	var objects []fyne.CanvasObject
	for _, o := range []fyne.CanvasObject{l.above, l.below} {
		if o != nil {
			objects = append(objects, o)
		}
	}
	digits := len(fmt.Sprint(len(l.lines)))
	for i := range l.lines {
		mark, bar := canvas.NewRectangle(color.Transparent), canvas.NewRectangle(color.Transparent)
		num := canvas.NewText(fmt.Sprintf("%*d", digits, i+1), color.Transparent)
		num.TextStyle.Monospace = true
		text := canvas.NewText("", color.Transparent)
		text.TextStyle.Monospace = true
		r.marks, r.bars, r.nums, r.texts = append(r.marks, mark), append(r.bars, bar), append(r.nums, num), append(r.texts, text)
	}
	for _, set := range [][]*canvas.Rectangle{r.marks, r.bars} {
		for _, o := range set {
			objects = append(objects, o)
		}
	}
	for _, set := range [][]*canvas.Text{r.nums, r.texts} {
		for _, o := range set {
			objects = append(objects, o)
		}
	}
	r.content.Objects = objects
	r.base, r.half = 0, false
	r.scroll.Offset = fyne.Position{}
}

// theme is the theme the listing is drawn in.
func (r *render) theme() fyne.Theme {
	if r.l.Look != nil {
		return r.l.Look()
	}
	return r.l.Theme()
}

// baseSize is the theme's text size, at most the listing's Largest.
func (r *render) baseSize() float32 {
	s := r.theme().Size(theme.SizeNameText)
	if r.l.Largest > 0 {
		s = min(s, r.l.Largest)
	}
	return s
}

// line is line i's text as drawn: indented four spaces a level as
// listed, or two when half.
func (r *render) line(i int, half bool) string {
	s, n := r.l.lines[i], r.l.levels[i]
	if half {
		s = strings.Repeat("  ", n) + s[min(len(s), 4*n):]
	}
	return s
}

// fit sets the text's size and indentation for width (see Listing), and
// reports whether they changed.
func (r *render) fit(width float32) bool {
	base := r.baseSize()
	if base == r.base && width == r.width {
		return false
	}
	r.base, r.width = base, width
	style := fyne.TextStyle{Monospace: true, Bold: true}
	// needs is how wide the widest row's number and code are at the base
	// size, indented four spaces a level or two.
	needs := func(half bool) float32 {
		widest := ""
		for i := range r.l.lines {
			s := r.line(i, half)
			if f := r.l.form; f != nil {
				s, _, _ = strings.Cut(s, "  "+f.Comment()+" ")
			}
			if utf8.RuneCountInString(s) > utf8.RuneCountInString(widest) { // monospace
				widest = s
			}
		}
		return fyne.MeasureText(fmt.Sprint(len(r.l.lines))+"  "+widest, base, style).Width
	}
	room := width - 2*barWidth - rightInset
	size, half := base, false
	if w := needs(false); w > room && room > 0 {
		half = true
		if w := needs(true); w > room {
			size = max(base*MinShare, base*room/w)
		}
	}
	changed := size != r.size || half != r.half
	r.size, r.half = size, half
	for i, t := range r.texts {
		if text := r.line(i, half); t.TextSize != size || t.Text != text {
			t.TextSize, t.Text = size, text
			t.Refresh()
		}
		if n := r.nums[i]; n.TextSize != size {
			n.TextSize = size
			n.Refresh()
		}
	}
	return changed
}

// geometry is where the rows are in the scroll's content: the first's
// top, each row's height, the numbers' column (with the two spaces after
// it).
func (r *render) geometry() (top, row, numbers float32) {
	style := fyne.TextStyle{Monospace: true}
	m := fyne.MeasureText(fmt.Sprint(len(r.l.lines))+"  ", r.size, style)
	if a := r.l.above; a != nil && a.Visible() {
		top = a.MinSize().Height
	}
	return top, m.Height + 2*rowPad, m.Width
}

// follow scrolls the lit lines into view, once the listing has a size.
func (r *render) follow() {
	l := r.l
	view := r.scroll.Size()
	if len(l.lit) == 0 || view.Height <= 0 || !l.Visible() {
		return
	}
	l.follow = false
	top, row, _ := r.geometry()
	first, last := float32(l.lit[0]-1), float32(l.lit[len(l.lit)-1])
	content := r.content.MinSize().Height
	y := follow(r.scroll.Offset.Y, view.Height, content, top+first*row, top+last*row, row)
	if y != r.scroll.Offset.Y {
		r.scroll.Offset.Y = y
		r.scroll.Refresh()
	}
}

// shown returns the first and last line wholly in view.
func (r *render) shown() (first, last int) {
	top, row, _ := r.geometry()
	y, view := r.scroll.Offset.Y, r.scroll.Size().Height
	for i := range r.l.lines {
		at := top + float32(i)*row
		if at >= y-0.5 && at+row <= y+view+0.5 {
			if first == 0 {
				first = i + 1
			}
			last = i + 1
		}
	}
	return first, last
}

// column lays out the scroll's content: above, the rows, below, each
// across the whole width.
type column struct{ r *render }

func (c column) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	r := c.r
	top, row, numbers := r.geometry()
	if a := r.l.above; a != nil {
		a.Move(fyne.Position{})
		a.Resize(fyne.NewSize(size.Width, top))
	}
	for i := range r.texts {
		y := top + float32(i)*row
		r.marks[i].Move(fyne.NewPos(0, y))
		r.marks[i].Resize(fyne.NewSize(size.Width, row))
		r.bars[i].Move(fyne.NewPos(0, y))
		r.bars[i].Resize(fyne.NewSize(barWidth, row))
		r.nums[i].Move(fyne.NewPos(2*barWidth, y+rowPad))
		r.nums[i].Resize(fyne.NewSize(numbers, row-2*rowPad))
		r.texts[i].Move(fyne.NewPos(2*barWidth+numbers, y+rowPad))
		r.texts[i].Resize(fyne.NewSize(max(0, size.Width-2*barWidth-numbers), row-2*rowPad))
	}
	if b := r.l.below; b != nil {
		b.Move(fyne.NewPos(0, top+float32(len(r.texts))*row))
		b.Resize(fyne.NewSize(size.Width, b.MinSize().Height))
	}
}

func (c column) MinSize(_ []fyne.CanvasObject) fyne.Size {
	r := c.r
	top, row, numbers := r.geometry()
	w := float32(0)
	for _, t := range r.texts {
		w = max(w, t.MinSize().Width)
	}
	size := fyne.NewSize(2*barWidth+numbers+w+rightInset, top+float32(len(r.texts))*row)
	for _, o := range []fyne.CanvasObject{r.l.above, r.l.below} {
		if o != nil && o.Visible() {
			m := o.MinSize()
			size.Width = max(size.Width, m.Width)
			if o == r.l.below {
				size.Height += m.Height
			}
		}
	}
	return size
}
