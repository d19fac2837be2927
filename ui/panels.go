package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// rows is a two-column form of named values.
type rows struct {
	box    *fyne.Container
	values map[string]*widget.Label
	// names are the rows' names, which a search may change (Monte Carlo
	// tree search's visits stand where the others' calls do).
	names map[string]*widget.Label
}

// newRows makes the rows with those keys (session.RowNode, …), named in
// language l.
func newRows(l *i18n.Lang, keys []string) rows {
	r := rows{box: container.New(layout.NewFormLayout()), values: map[string]*widget.Label{}, names: map[string]*widget.Label{}}
	for _, k := range keys {
		v := widget.NewLabel("")
		v.Wrapping = fyne.TextWrapWord
		name := widget.NewLabel(session.RowName(l, k))
		name.TextStyle.Bold = true
		r.box.Add(name)
		r.box.Add(v)
		r.values[k] = v
		r.names[k] = name
	}
	return r
}

// set shows the session's rows, and says whether a value wrapped to
// another number of lines: its row's height changed, and the rows are
// laid out again (else the next row's text is drawn over the longer
// one), as must be what holds them.
func (r rows) set(rs []session.Row) bool {
	taller := false
	for _, row := range rs {
		if n, ok := r.names[row.Key]; ok && row.Name != "" && n.Text != row.Name {
			n.SetText(row.Name)
			taller = true // the names' column may be wider
		}
		if l, ok := r.values[row.Key]; ok && l.Text != row.Value {
			h := l.MinSize().Height
			l.SetText(row.Value)
			taller = taller || l.MinSize().Height != h
		}
	}
	if taller {
		r.box.Refresh()
	}
	return taller
}

// setText shows text in a label, unless it shows it already: a label
// set again is laid out and drawn again, which a step of the window does
// for a score of labels (much of a step's time in the browser).
func setText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// inspector shows one node: the selected one, or else the search's
// current node; for a game tree, its position drawn as a board.
type inspector struct {
	rows
	board   *canvas.Image
	content *fyne.Container
}

func newInspector(l *i18n.Lang) *inspector {
	in := &inspector{rows: newRows(l, session.InspectorRows)}
	in.board = canvas.NewImageFromImage(nil)
	in.board.FillMode = canvas.ImageFillContain
	in.board.Hide()
	// A game's board sits beside the rows, at their top, so that the
	// statistics below stay in view.
	in.content = container.NewBorder(nil, nil, nil, container.NewVBox(in.board), in.box)
	return in
}

func (in *inspector) show(i session.Inspection) bool {
	taller := in.set(i.Rows)
	b, ok := games.BoardOf(i.Game, i.Position)
	if !ok {
		taller = taller || in.board.Visible()
		in.board.Hide()
		return taller
	}
	cell := 96 / max(b.Rows, b.Cols) // small enough to leave the statistics in view
	in.board.Image = b.Image(cell)
	in.board.SetMinSize(fyne.NewSize(float32(b.Cols*cell), float32(b.Rows*cell)))
	taller = taller || !in.board.Visible()
	in.board.Show()
	in.board.Refresh()
	return taller
}

// statistics compares the run with minimax on the same tree: in one
// column beside the tree, in two side by side (halves) in a small
// window's short tab.
type statistics struct {
	rows
	halves [2]rows
	// content holds the rows and, for Monte Carlo tree search, the chart
	// of the root's visits as a row of its own (named chartName); wide the
	// halves and a chart of their own.
	content, wide    *fyne.Container
	chart, wideChart *shareChart
	chartName        *widget.Label
}

func newStatistics(l *i18n.Lang) *statistics {
	keys := session.StatisticsRows
	half := (len(keys) + 1) / 2
	s := &statistics{rows: newRows(l, keys), halves: [2]rows{newRows(l, keys[:half]), newRows(l, keys[half:])}}
	s.chart, s.wideChart = newShareChart(""), newShareChart(l.T("panel.visit_shares"))
	s.wideChart.plot.SetMinSize(fyne.NewSize(220, chartHeight))
	s.chartName = widget.NewLabel(l.T("panel.visit_shares_row"))
	s.chartName.TextStyle.Bold = true
	s.chartName.Hide()
	s.box.Add(s.chartName)
	s.box.Add(s.chart.box) // a row under the rows: the panel's share of the column is small
	s.content = s.box
	// The chart beside the halves: a small window's tab is short.
	s.wide = container.NewBorder(nil, nil, nil, s.wideChart.box, container.NewGridWithColumns(2, s.halves[0].box, s.halves[1].box))
	return s
}

// showChart draws the root's visits of the session's Monte Carlo tree
// search up to the step shown, or hides the chart for another search, and
// says whether it appeared or went.
func (s *statistics) showChart(ss *session.Session, pal scene.Palette) bool {
	was := s.chart.box.Visible()
	iterations, shares := ss.VisitShares(120)
	var names []string
	if tr := ss.Trace(); tr != nil {
		for _, c := range tr.Tree.Nodes[tree.Root].Children {
			names = append(names, tr.Tree.MoveName(c))
		}
	}
	s.chart.show(iterations, shares, names, pal)
	s.wideChart.show(iterations, shares, names, pal)
	s.chartName.Hidden = !s.chart.box.Visible()
	return was != s.chart.box.Visible()
}

func (s *statistics) show(rs []session.Row) bool {
	a, b, c := s.set(rs), s.halves[0].set(rs), s.halves[1].set(rs)
	return a || b || c
}
