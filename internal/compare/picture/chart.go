package picture

import (
	"image"
	"math"

	"gametree/internal/i18n"
	"gametree/internal/scene"
)

// Bar is one search in the chart: the leaves it has evaluated where it
// stands, of the Total it evaluates by its end.
type Bar struct {
	Label         string
	Leaves, Total int
}

// Style is how a chart looks: the tree's palette, the language of its
// texts and the text size (1 normal).
type Style struct {
	Theme     scene.Theme
	Lang      *i18n.Lang
	FontScale float64
}

func (s Style) scale() float64 {
	if s.FontScale > 0 {
		return s.FontScale
	}
	return 1
}

func (s Style) lang() *i18n.Lang {
	if s.Lang == nil {
		return i18n.English()
	}
	return s.Lang
}

// Sizes of the chart, in points at text scale 1.
const (
	chartPad    = 8.0
	chartHeader = 24.0
	chartRow    = 24.0
	chartBar    = 14.0
	chartText   = 12.0
)

// ChartHeight is the height of a chart of n bars, in points, at text
// scale fontScale (0 for 1).
func ChartHeight(n int, fontScale float64) float64 {
	s := Style{FontScale: fontScale}.scale()
	return (2*chartPad + chartHeader + float64(n)*chartRow) * s
}

// ChartLayout is where a chart's pieces were drawn, in pixels of the
// image: each bar's filled part (empty for no leaf yet), and the floor's
// line (its left edge; -1 without a floor).
type ChartLayout struct {
	Bars   []image.Rectangle
	FloorX int
}

// Chart draws the bar chart of leaves evaluated, one bar a search, with
// the Knuth–Moore floor as a dashed line, into a new image width pixels
// wide at zoom pixels a point. A bar's part not evaluated yet is
// outlined, so bars keep their scale as the searches step on.
func Chart(bars []Bar, floor Floor, st Style, width int, zoom float64) (*image.RGBA, ChartLayout, error) {
	k, err := newInk()
	if err != nil {
		return nil, ChartLayout{}, err
	}
	h := px(ChartHeight(len(bars), st.FontScale) * zoom)
	img := image.NewRGBA(image.Rect(0, 0, max(1, width), max(1, h)))
	fill(img, img.Bounds(), st.Theme.Palette().Background)
	lay := drawChart(k, img, image.Pt(0, 0), width, bars, floor, st, zoom)
	return img, lay, nil
}

// drawChart draws the chart with its top-left corner at at, width pixels
// wide; see Chart.
func drawChart(k *ink, img *image.RGBA, at image.Point, width int, bars []Bar, floor Floor, st Style, zoom float64) ChartLayout {
	pal, l, s := st.Theme.Palette(), st.lang(), st.scale()
	z := zoom * s // pixels per point of the chart's sizes
	text := chartText * z
	x0, y0 := float64(at.X)+chartPad*z, float64(at.Y)+chartPad*z
	x1 := float64(at.X+width) - chartPad*z

	top := 1
	labelW, numberW := 0.0, 0.0
	for _, b := range bars {
		labelW = math.Max(labelW, k.width(b.Label, text, false))
		top = max(top, b.Total, b.Leaves)
		numberW = math.Max(numberW, k.width(barText(b, l), text, false))
	}
	if floor.Uniform {
		top = max(top, floor.Leaves)
	}
	labelW = math.Min(labelW+12*z, (x1-x0)*0.45)
	barX0 := x0 + labelW
	barX1 := math.Max(barX0+20*z, x1-numberW-8*z)
	at2x := func(v int) float64 { return barX0 + (barX1-barX0)*float64(v)/float64(top) }

	k.text(img, l.T("cli.compare.leaves"), x0, y0+chartHeader*z/2, text, true, left, pal.Title)
	lay := ChartLayout{FloorX: -1}
	floorW := max(2, px(2*z))
	if floor.Uniform {
		lay.FloorX = px(at2x(floor.Leaves)) - floorW/2
	}
	rowsTop := y0 + chartHeader*z
	for i, b := range bars {
		mid := rowsTop + (float64(i)+0.5)*chartRow*z
		k.text(img, ellipsis(k, b.Label, text, labelW-8*z), x0, mid, text, false, left, pal.Title)
		top, bottom := px(mid-chartBar*z/2), px(mid+chartBar*z/2)
		end := at2x(b.Leaves)
		filled := image.Rect(px(barX0), top, px(end), bottom)
		if b.Total > b.Leaves {
			frame(img, image.Rect(px(barX0), top, px(at2x(b.Total)), bottom), px(math.Max(1, z)), pal.Muted)
			end = at2x(b.Total)
		}
		fill(img, filled, pal.Done.Fill)
		if filled.Dx() > 0 {
			frame(img, filled, px(math.Max(1, 1.5*z)), pal.Done.Stroke)
		}
		lay.Bars = append(lay.Bars, filled)
		tx := end + 6*z
		if fx := float64(lay.FloorX); lay.FloorX >= 0 && tx > fx-4*z && tx < fx+float64(floorW)+6*z {
			tx = fx + float64(floorW) + 6*z // clear of the floor's line
		}
		k.text(img, barText(b, l), tx, mid, text, false, left, pal.Title)
	}
	if floor.Uniform {
		x := lay.FloorX
		dashedColumn(img, x, px(rowsTop-4*z), px(rowsTop+float64(len(bars))*chartRow*z+2*z), floorW, max(2, px(5*z)), pal.PVEdge.Stroke)
		label := l.N("compare.floor_line", floor.Leaves)
		lw := k.width(label, text, true)
		lx := math.Max(math.Min(float64(x), x1-lw/2), barX0+lw/2)
		if lx-lw/2 < x0+k.width(l.T("cli.compare.leaves"), text, true)+12*z { // keep clear of the title
			lx = math.Min(x1-lw/2, x0+k.width(l.T("cli.compare.leaves"), text, true)+12*z+lw/2)
		}
		k.text(img, label, lx, y0+chartHeader*z/2, text, true, centre, pal.PVEdge.Stroke)
	}
	return lay
}

// barText is the count written after a bar: its leaves, and its total
// while the search has not reached it.
func barText(b Bar, l *i18n.Lang) string {
	if b.Total > b.Leaves {
		return l.T("compare.calls_of", "Call", b.Leaves, "Calls", b.Total)
	}
	return l.Int(b.Leaves)
}

// ellipsis shortens s to fit width pixels.
func ellipsis(k *ink, s string, size, width float64) string {
	if k.width(s, size, false) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && k.width(string(r)+"…", size, false) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
