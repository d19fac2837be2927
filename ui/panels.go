package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
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
	r := rows{box: container.New(&formRows{}), values: map[string]*widget.Label{}, names: map[string]*widget.Label{}}
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

// formRows lays names and values out as Fyne's form does, two to a row,
// the names' column as wide as the widest name and the values' the rest,
// but closer: a row is as tall as its text (the panels' theme, compact,
// leaves little padding round a label), rowGap from the next, and the
// values colGap from the names. Fyne's form kept the app's padding
// between the rows, and at 1024×768 the node panel showed five of its
// nine rows. The rows beside notch, a room kept free at the top right
// (a game's board), are narrower; those under it have the whole width.
type formRows struct{ notch fyne.Size }

// The gaps between formRows' rows and columns.
const rowGap, colGap = 0, 8

// names is the names' column's width.
func (formRows) names(objects []fyne.CanvasObject) float32 {
	w := float32(0)
	for i := 0; i+1 < len(objects); i += 2 {
		if objects[i+1].Visible() {
			w = max(w, objects[i].MinSize().Width)
		}
	}
	return w
}

// Layout sets each row at the height its name or value needs at its
// width.
func (f *formRows) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	names := f.names(objects)
	y := float32(0)
	for i := 0; i+1 < len(objects); i += 2 {
		name, value := objects[i], objects[i+1]
		if !value.Visible() { // a row the search has not (the chart of Monte Carlo tree search)
			continue
		}
		width := size.Width - names - colGap
		if y < f.notch.Height-boardGap-notchSlack {
			width -= f.notch.Width
		}
		// A value that wraps knows its height once it has its width.
		value.Resize(fyne.NewSize(width, value.MinSize().Height))
		h := max(name.MinSize().Height, value.MinSize().Height)
		name.Move(fyne.NewPos(0, y))
		name.Resize(fyne.NewSize(names, h))
		value.Move(fyne.NewPos(names+colGap, y))
		value.Resize(fyne.NewSize(width, h))
		y += h + rowGap
	}
}

// MinSize is the rows' height at the widths they were laid out at, and
// beside the notch.
func (f *formRows) MinSize(objects []fyne.CanvasObject) fyne.Size {
	names, values := f.names(objects), float32(0)
	h := float32(0)
	for i := 0; i+1 < len(objects); i += 2 {
		if !objects[i+1].Visible() {
			continue
		}
		if i > 0 {
			h += rowGap
		}
		values = max(values, objects[i+1].MinSize().Width)
		h += max(objects[i].MinSize().Height, objects[i+1].MinSize().Height)
	}
	return fyne.NewSize(names+colGap+values+f.notch.Width, max(h, f.notch.Height))
}

// besideBoard lays the inspector out: a game's board at the top right,
// the rows beside it and, once past it, under it.
type besideBoard struct {
	rows  *formRows
	board fyne.CanvasObject
}

// boardGap is the room between the board and the rows beside it.
const boardGap = 8

// notchSlack is how far a row may start above the board's bottom and
// still have the whole width: a row's text starts lower than its box.
const notchSlack = 4

// Layout sets the board at most a quarter of the panel's width (it keeps
// its shape), so that in a narrow panel (a 1024×768 projector's) the rows
// beside it are not cut into syllables.
func (b besideBoard) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	b.rows.notch = fyne.Size{}
	if b.board.Visible() {
		bs := b.board.MinSize()
		if most := size.Width / 4; max(bs.Width, bs.Height) > most {
			k := most / max(bs.Width, bs.Height)
			bs = fyne.NewSize(bs.Width*k, bs.Height*k)
		}
		b.rows.notch = fyne.NewSize(bs.Width+boardGap, bs.Height+boardGap)
		b.board.Move(fyne.NewPos(size.Width-bs.Width, 0))
		b.board.Resize(bs)
	}
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}

func (b besideBoard) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize()
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
// current node; for a game tree, its position drawn as a board. Beside
// the tree its rows stand in one column (content); in a tab below the
// tree, which is wide and short, in two side by side (wide), as the
// statistics do: in one column a 1024×768 projector's Node tab showed
// six of its nine rows.
type inspector struct {
	rows
	board   *canvas.Image
	content *fyne.Container
	// halves, wideBoard and wide are the two columns' rows, board and
	// container.
	halves    [2]rows
	wideBoard *canvas.Image
	wide      *fyne.Container
}

func newInspector(l *i18n.Lang) *inspector {
	keys := session.InspectorRows
	half := (len(keys) + 1) / 2
	in := &inspector{rows: newRows(l, keys), halves: [2]rows{newRows(l, keys[:half]), newRows(l, keys[half:])}}
	in.board, in.wideBoard = newBoard(), newBoard()
	// A game's board sits beside the first rows, at their top, so that
	// the statistics below stay in view, and the rows past it have the
	// whole width.
	in.content = container.New(besideBoard{in.box.Layout.(*formRows), in.board}, in.box, in.board)
	columns := container.NewGridWithColumns(2, in.halves[0].box, in.halves[1].box)
	in.wide = container.NewBorder(nil, nil, nil, container.NewVBox(in.wideBoard), columns)
	return in
}

// newBoard makes the image a game's board is drawn in, hidden.
func newBoard() *canvas.Image {
	b := canvas.NewImageFromImage(nil)
	b.FillMode = canvas.ImageFillContain
	b.Hide()
	return b
}

// shown is the inspector as the window shows it, and its board: in a tab
// (tabbed), or beside the tree.
func (in *inspector) shown(tabbed bool) (fyne.CanvasObject, *canvas.Image) {
	if tabbed {
		return in.wide, in.wideBoard
	}
	return in.content, in.board
}

// show shows the node's rows and board, and says whether a row or the
// board changed height.
func (in *inspector) show(i session.Inspection) bool {
	taller := in.set(i.Rows)
	for _, h := range in.halves {
		taller = h.set(i.Rows) || taller
	}
	b, ok := games.BoardOf(i.Game, i.Position)
	for _, board := range []*canvas.Image{in.board, in.wideBoard} {
		if !ok {
			taller = taller || board.Visible()
			board.Hide()
			continue
		}
		cell := 96 / max(b.Rows, b.Cols) // small enough to leave the statistics in view
		board.Image = b.Image(cell)
		board.SetMinSize(fyne.NewSize(float32(b.Cols*cell), float32(b.Rows*cell)))
		taller = taller || !board.Visible()
		board.Show()
		board.Refresh()
	}
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
