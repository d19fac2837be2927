package ui

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// panels are the panels about the step shown: the node, the statistics,
// and the code.
type panels struct {
	node  *inspector
	stats *statistics
	code  *codePanel
}

// codePanel is the Code panel (View › Code, C): the listing of the
// algorithm searched, in its default form, with the lines the step shown
// executes lit; the current call's variables by the form's names; and the
// calls under way, each a button that selects its node.
type codePanel struct {
	h      host
	pick   func(tree.NodeID)
	choose func(*code.Form)
	// picker picks the listing: every form of every algorithm; one of
	// another algorithm chooses that algorithm. want is the one picked,
	// shown whenever its algorithm is searched; forms lists them in its
	// order, in the language formsIn (each algorithm's default in it
	// first).
	picker  *routedSelect
	forms   []*code.Form
	formsIn string
	want    *code.Form
	// title says where the listing comes from, and what to know of it.
	title *widget.Label
	// lines are the listing's rows: a mark behind each line's text.
	lines *fyne.Container
	marks []*canvas.Rectangle
	texts []*canvas.Text
	// vars are the call's variables on one line, under the scroll, in
	// view with the lit lines whatever is scrolled.
	vars   *widget.Label
	stack  *fyne.Container
	box    *fyne.Container
	scroll *container.Scroll
	// frame holds the scroll and sets the listing's text size by its
	// width (codeFit): the panel is put in the window by its frame.
	frame   *fyne.Container
	width   float32 // the frame's width the texts were fitted to
	form    *code.Form
	listed  string // the form, options, language and text scale the lines show
	litLine int    // the first line lit, to keep in view
}

func newCodePanel(h host, pick func(tree.NodeID), choose func(*code.Form)) *codePanel {
	c := &codePanel{h: h, pick: pick, choose: choose, title: widget.NewLabel(""), lines: container.New(layout.NewCustomPaddedVBoxLayout(0)),
		vars: widget.NewLabel(""), stack: container.NewVBox()}
	c.title.Wrapping = fyne.TextWrapWord
	c.title.TextStyle.Italic = true
	c.vars.Wrapping = fyne.TextWrapWord
	c.vars.TextStyle.Monospace = true
	// The picker passes the arrow keys to the window, which steps: Right
	// after a pick changed the listing again.
	c.picker = newSelect(h.router(), nil, func(int) { c.picked() })
	c.box = container.NewVBox(c.title, c.lines, widget.NewSeparator(), c.stack)
	c.scroll = container.NewScroll(c.box) // lines too long even when fitted scroll sideways
	c.frame = container.New(codeFit{c}, container.NewBorder(c.picker, container.NewVBox(widget.NewSeparator(), c.vars), nil, nil, c.scroll))
	return c
}

// codeFit lays the Code panel's scroll over its frame and fits the
// listing's text to the frame's width.
type codeFit struct{ c *codePanel }

func (f codeFit) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Resize(size)
	objects[0].Move(fyne.NewPos(0, 0))
	if size.Width != f.c.width {
		f.c.width = size.Width
		f.c.fit()
	}
}

func (f codeFit) MinSize(objects []fyne.CanvasObject) fyne.Size { return objects[0].MinSize() }

// minCodeText is the smallest the listing's text is set to fit its
// panel, as a share of its size: smaller, a projector's back row cannot
// read it, and the lines scroll sideways instead.
const minCodeText = 0.8

// fit sets the listing's text size: a little over normal text at most
// (presenter mode's text size cut the lines at half a projector's
// width), smaller down to minCodeText of it while the longest line's
// code (its comment aside) is wider than the panel.
func (c *codePanel) fit() {
	if len(c.texts) == 0 || c.form == nil {
		return
	}
	size := theme.DefaultTheme().Size(theme.SizeNameText) * float32(min(c.h.view().Scale(), 1.2))
	style := fyne.TextStyle{Monospace: true, Bold: true}
	widest := float32(0)
	for _, t := range c.texts {
		code, _, _ := strings.Cut(t.Text, "  "+c.form.Comment()+" ")
		widest = max(widest, fyne.MeasureText(code, size, style).Width)
	}
	room := c.width - 2*theme.Padding() - 12 // the rows' insets
	if widest > room && room > 0 {
		size = max(size*minCodeText, size*room/widest)
	}
	for _, t := range c.texts {
		if t.TextSize != size {
			t.TextSize = size
			t.Refresh()
		}
	}
}

// listing returns the listing the panel shows for a search with options
// opt, and the export draws: the form picked, while the search is as it
// is written for (its algorithm, the table or not), else the search's
// default (nil: none). The forms are built once: a look-up costs little.
func (c *codePanel) listing(opt search.Options) *code.Form {
	if w := c.want; w != nil && w.Algorithm == opt.Algorithm && w.Table(opt.TT) == opt.TT {
		return w
	}
	f, err := code.For(opt, c.h.lang())
	if err != nil {
		return nil
	}
	return f
}

// show brings the panel to the step shown.
func (c *codePanel) show() {
	s, l := c.h.state(), c.h.lang()
	tr := s.Trace()
	if tr == nil {
		return
	}
	f := c.listing(tr.Options)
	c.form = f
	c.offer(l)
	if f == nil {
		c.form, c.listed = nil, ""
		c.title.SetText(l.T("code.none", "Algorithm", l.T("algo_"+tr.Options.Algorithm.String())))
		c.lines.Objects, c.marks, c.texts = nil, nil, nil
		c.lines.Refresh()
		c.vars.SetText("")
		c.stack.Objects = nil
		c.stack.Refresh()
		return
	}
	// The rows are built, and their text fitted to the panel, when what
	// they show changes: a step only lights them.
	listed := fmt.Sprint(f.ID, tr.Options.Strict, l.Code(), c.h.view().Scale())
	if listed != c.listed {
		c.list(f)
		c.listed = listed
		c.fit()
	}
	k := s.Step()
	lit := map[int]bool{}
	c.litLine = 0
	for _, n := range f.Lit(tr, k) {
		lit[n] = true
		if c.litLine == 0 {
			c.litLine = n
		}
	}
	on, ink := theme.Color(theme.ColorNameSelection), theme.Color(theme.ColorNameForeground)
	for i, m := range c.marks {
		m.FillColor = nil
		if lit[i+1] {
			m.FillColor = on
		}
		m.Refresh()
		t := c.texts[i]
		t.TextStyle.Bold, t.Color = lit[i+1], ink
		t.Refresh()
	}
	var vars []string
	for _, v := range f.Vars(tr, k, l) {
		vars = append(vars, v.Name+" = "+v.Value)
	}
	c.vars.SetText(strings.Join(vars, "   "))
	c.stack.Objects = nil
	for _, fr := range code.Stack(tr, k) {
		text := l.T("code.frame", "Call", fr.Call, "Node", tr.Tree.Name(fr.Node))
		if !math.IsNaN(fr.Alpha) {
			text = l.T("code.frame_window", "Call", fr.Call, "Node", tr.Tree.Name(fr.Node),
				"Alpha", l.Decimal(tree.RoundedValue(fr.Alpha)), "Beta", l.Decimal(tree.RoundedValue(fr.Beta)))
		}
		id := fr.Node
		b := widget.NewButton(text, func() { c.pick(id) })
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.LowImportance
		c.stack.Add(b)
	}
	c.stack.Refresh()
	c.keepInView()
}

// offer names every form in language l in the picker, each algorithm's
// default in l first, the one shown selected (none when the algorithm
// has none).
func (c *codePanel) offer(l *i18n.Lang) {
	if c.formsIn != l.Code() {
		c.forms, c.formsIn = code.Forms(l), l.Code()
	}
	names := make([]string, len(c.forms))
	for i, f := range c.forms {
		names[i] = l.T(f.Title)
	}
	on := c.picker.OnChanged
	c.picker.OnChanged = nil // what it shows is not a pick
	c.picker.Options = names
	c.picker.ClearSelected()
	if c.form != nil {
		if i := slices.IndexFunc(c.forms, func(f *code.Form) bool { return f.ID == c.form.ID }); i >= 0 {
			c.picker.SetSelectedIndex(i)
		}
	}
	c.picker.OnChanged = on
	c.picker.Refresh()
}

// picked shows the form chosen in the picker; one of another algorithm
// chooses that algorithm (one written for a transposition table, or not,
// ticks the table or not), and shows once it has been searched.
func (c *codePanel) picked() {
	i := c.picker.SelectedIndex()
	if i < 0 || i >= len(c.forms) {
		return
	}
	c.want = c.forms[i]
	if tr := c.h.state().Trace(); tr != nil && (tr.Options.Algorithm != c.want.Algorithm || c.want.Table(tr.Options.TT) != tr.Options.TT) {
		c.choose(c.want)
		return
	}
	c.show()
}

// list builds the rows of form f's listing, its comments in the host's
// language.
func (c *codePanel) list(f *code.Form) {
	s, l := c.h.state(), c.h.lang()
	c.form = f
	title := l.T("code.from", "Source", l.T(f.Source))
	if f.Remark != "" {
		title += "\n" + l.T(f.Remark)
	}
	c.title.SetText(title)
	lines := f.Listing(s.Trace().Options, l)
	c.lines.Objects, c.marks, c.texts = nil, nil, nil
	width := len(fmt.Sprint(len(lines)))
	for i, text := range lines {
		m := canvas.NewRectangle(nil)
		t := canvas.NewText(fmt.Sprintf("%*d  %s", width, i+1, text), nil)
		t.TextStyle.Monospace = true
		c.marks, c.texts = append(c.marks, m), append(c.texts, t)
		// Lines sit close, as in an editor: a label's padding spread the
		// listing over twice the height.
		c.lines.Add(container.NewStack(m, container.New(layout.NewCustomPaddedLayout(1, 1, 6, 6), t)))
	}
	c.lines.Refresh()
}

// keepInView scrolls the listing so that its lit lines show, all of
// them when they fit.
func (c *codePanel) keepInView() {
	if c.litLine == 0 || c.scroll.Size().Height == 0 {
		return
	}
	last := c.litLine
	for i, m := range c.marks {
		if m.FillColor != nil {
			last = i + 1
		}
	}
	first, end := c.lines.Objects[c.litLine-1], c.lines.Objects[last-1]
	top := c.lines.Position().Y + first.Position().Y
	bottom := c.lines.Position().Y + end.Position().Y + end.Size().Height
	view := c.scroll.Size().Height
	if top < c.scroll.Offset.Y || bottom > c.scroll.Offset.Y+view {
		// A third of the way down, or lower while the last lit line would
		// fall out; never below the first.
		c.scroll.Offset.Y = max(0, min(top, max(top-view/3, bottom-view+view/6)))
		c.scroll.Refresh()
	}
}
