package ui

import (
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
	"gametree/ui/listing"
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
	// title says where the listing comes from, and what to know of it;
	// it scrolls with the lines, over them, and the calls under way
	// (stack) under them.
	title *widget.Label
	lines *listing.Listing
	stack *fyne.Container
	// vars are the call's variables on one line, under the listing, in
	// view with the lit lines whatever is scrolled.
	vars *widget.Label
	// frame is the panel as the window places it.
	frame *fyne.Container
}

// largestCode is the most the listing's text grows to, as a share of
// normal text: presenter mode's text size cut the lines at half a
// projector's width.
const largestCode = 1.2

func newCodePanel(h host, pick func(tree.NodeID), choose func(*code.Form)) *codePanel {
	c := &codePanel{h: h, pick: pick, choose: choose, title: widget.NewLabel(""), vars: widget.NewLabel(""), stack: container.NewVBox()}
	c.title.Wrapping = fyne.TextWrapWord
	c.title.TextStyle.Italic = true
	c.vars.Wrapping = fyne.TextWrapWord
	c.vars.TextStyle.Monospace = true
	// The picker passes the arrow keys to the window, which steps: Right
	// after a pick changed the listing again.
	c.picker = newSelect(h.router(), nil, func(int) { c.picked() })
	c.lines = listing.New(c.title, container.NewVBox(widget.NewSeparator(), c.stack))
	c.lines.Largest = theme.DefaultTheme().Size(theme.SizeNameText) * largestCode
	c.lines.Look = func() fyne.Theme { return lookOf(h.view(), math.Inf(1)) } // the content's
	c.frame = container.NewBorder(c.picker, container.NewVBox(widget.NewSeparator(), c.vars), nil, nil, c.lines)
	return c
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
	c.lines.SetForm(f, tr.Options, l)
	c.offer(l)
	if f == nil {
		c.setTitle(l.T("code.none", "Algorithm", l.T("algo_"+tr.Options.Algorithm.String())))
		c.vars.SetText("")
		c.stack.Objects = nil
		c.stack.Refresh()
		return
	}
	title := l.T("code.from", "Source", l.T(f.Source))
	if f.Remark != "" {
		title += "\n" + l.T(f.Remark)
	}
	c.setTitle(title)
	k := s.Step()
	c.lines.Light(f.Lit(tr, k))
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
}

// setTitle says where the listing comes from: a step leaves it as it is.
func (c *codePanel) setTitle(text string) {
	if c.title.Text != text {
		c.title.SetText(text)
	}
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
	if shown := c.lines.Form(); shown != nil {
		if i := slices.IndexFunc(c.forms, func(f *code.Form) bool { return f.ID == shown.ID }); i >= 0 {
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
