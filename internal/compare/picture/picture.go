// Package picture draws a comparison of searches on one tree as one
// picture for a slide: the searches' trees side by side, each at its
// step and painted by package raster exactly as the window paints a tree,
// each with its algorithm and ordering under it; then a table of what each
// has done (value, calls, nodes visited, leaves evaluated, cutoffs) with
// the Knuth–Moore minimal tree as the floor; then a bar chart of leaves
// evaluated with the floor drawn as a line. Texts are in the picture's
// language. The chart is also drawn on its own (Chart), for the window's
// compare view.
//
// It is a package of its own, not part of package compare, because
// compare counts (the command line's table needs no drawing) while this
// package draws, with scene, raster and fonts.
package picture

import (
	"context"
	"fmt"
	"image"
	"image/draw"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/raster"
	"gametree/internal/safefile"
	"gametree/internal/scene"
	"gametree/internal/tree"
)

// Options shape a picture.
type Options struct {
	// Scene and Theme are the trees' look, as in the window and export.
	Scene scene.Options
	Theme scene.Theme
	// Lang is the language of the texts (nil: English).
	Lang *i18n.Lang
	// DPI is the resolution (0: 144).
	DPI float64
	// Title is written at the top; empty means "TITLE: searches compared"
	// with the tree's title, or nothing when the tree has none.
	Title string
}

func (o Options) dpi() float64 {
	if o.DPI <= 0 {
		return 144
	}
	return o.DPI
}

// MaxRowWidth is the widest the row of trees is drawn, in points at text
// scale 1: wider trees are drawn smaller, all at the same scale.
const MaxRowWidth = 1300.0

// Layout is where a picture's parts are, in pixels.
type Layout struct {
	Width, Height int
	// Trees are the rectangles the panes' trees are painted in, left to
	// right.
	Trees []image.Rectangle
	// Table and Chart hold the table and the bar chart.
	Table, Chart image.Rectangle
	// TreeZoom is the scale the trees are drawn at: 1 is their size in the
	// window at 100 %.
	TreeZoom float64
}

// Picture is the picture of one comparison, laid out once made.
type Picture struct {
	panes []Pane
	opt   Options
	style Style
	floor Floor
	table Table
	bars  []Bar
	geoms []*scene.Geometry
	ink   *ink
	title string
	zoom  float64 // pixels a point
	lay   Layout
	// stacked draws the trees one above the other, their names at their
	// left, rather than side by side with their names under them.
	stacked bool
	// Positions of texts, in pixels, worked out with the layout: the
	// title's middle, and each pane's names' top middle.
	titleY   float64
	names    [][2]float64
	cols     []int // the table's column widths
	tableRow float64
}

// New lays out the picture of panes (at least one; all searches of the
// same tree).
func New(panes []Pane, opt Options) (*Picture, error) {
	if len(panes) == 0 {
		return nil, fmt.Errorf("picture: no search to draw")
	}
	if err := export.CheckSize(panes[0].Trace().Tree); err != nil {
		return nil, err
	}
	if opt.Lang == nil {
		opt.Lang = i18n.English()
	}
	k, err := newInk()
	if err != nil {
		return nil, err
	}
	p := &Picture{panes: panes, opt: opt, ink: k, zoom: opt.dpi() / 72,
		style: Style{Theme: opt.Theme, Lang: opt.Lang, FontScale: opt.Scene.FontScale}}
	p.floor = FloorOf(panes[0].Trace())
	p.table = NewTable(panes, p.floor, opt.Lang)
	p.bars = Bars(panes, opt.Lang)
	p.title = opt.Title
	if t := panes[0].Trace().Tree.Title; p.title == "" && t != "" {
		p.title = opt.Lang.T("compare.picture_title", "Tree", oneLine(t))
	}
	for _, pane := range panes {
		p.geoms = append(p.geoms, scene.NewGeometry(pane.Trace().Tree, opt.Scene))
	}
	if err := p.layout(); err != nil {
		return nil, err
	}
	return p, nil
}

// Text sizes, in points at text scale 1.
const (
	titleSize = 18.0
	nameSize  = 14.0
	orderSize = 12.0
	tableSize = 12.0
	treePad   = 2.0  // around a tree's bounds
	paneGap   = 28.0 // between trees
	cellPad   = 7.0
)

func (p *Picture) scale() float64 { return p.style.scale() }

// pt converts points at text scale 1 to pixels.
func (p *Picture) pt(v float64) float64 { return v * p.scale() * p.zoom }

func (p *Picture) layout() error {
	z, k := p.zoom, p.ink
	margin := math.Round(0.15 * p.opt.dpi())
	n := len(p.panes)

	// The trees, all at one scale, in a row no wider than MaxRowWidth; or,
	// when that draws them much larger (wide, shallow trees), one above
	// the other with their names at their left.
	natural, widest := 0.0, 0.0
	for _, g := range p.geoms {
		natural += g.Bounds.Width() + 2*treePad
		widest = math.Max(widest, g.Bounds.Width()+2*treePad)
	}
	gaps := paneGap * p.scale() * float64(n-1)
	tz := math.Min(1, (MaxRowWidth*p.scale()-gaps)/math.Max(natural, 1))
	nameW := make([]float64, n) // each pane's names, in pixels
	names := 0.0
	for i, pane := range p.panes {
		nameW[i] = math.Max(k.width(AlgorithmName(pane.Search.Algorithm, p.opt.Lang), p.pt(nameSize), true),
			k.width(OrderName(pane.Search.Order, p.opt.Lang), p.pt(orderSize), false)) + p.pt(8)
		names = math.Max(names, nameW[i])
	}
	stackedZoom := math.Min(1, (MaxRowWidth*p.scale()-names/z-paneGap*p.scale())/math.Max(widest, 1))
	p.stacked = n > 1 && stackedZoom > 1.6*tz
	if p.stacked {
		tz = stackedZoom
	}
	p.lay.TreeZoom = tz
	colW := make([]float64, n)
	treeH := 0.0
	for i, g := range p.geoms {
		colW[i] = math.Max((g.Bounds.Width()+2*treePad)*tz*z, nameW[i])
		treeH = math.Max(treeH, (g.Bounds.Height()+2*treePad)*tz*z)
	}
	rowW := p.pt(paneGap) * float64(n-1)
	for _, w := range colW {
		rowW += w
	}
	if p.stacked {
		rowW = names + p.pt(paneGap) + widest*tz*z
	}

	// The table's columns.
	p.cols = make([]int, columns)
	for j := range columns {
		w := k.width(p.table.Header[j], p.pt(tableSize), true)
		for _, r := range p.table.Rows {
			w = math.Max(w, k.width(r[j], p.pt(tableSize), false))
		}
		p.cols[j] = int(math.Ceil(w + 2*p.pt(cellPad)))
	}
	if p.table.Floor != nil {
		if need := int(math.Ceil(k.width(p.table.Floor[ColAlgorithm], p.pt(tableSize), false) + 2*p.pt(cellPad))); need > p.cols[0]+p.cols[1] {
			p.cols[1] = need - p.cols[0]
		}
	}
	tableW := 0
	for _, w := range p.cols {
		tableW += w
	}
	p.tableRow = p.pt(tableSize) * 1.7
	rows := 1 + n
	if p.table.Floor != nil {
		rows++
	}
	tableH := p.tableRow * float64(rows)
	if p.table.Note != "" {
		tableH += p.tableRow
	}

	width := math.Max(math.Max(rowW, float64(tableW)), p.pt(440))
	if p.title != "" {
		width = math.Max(width, k.width(p.title, p.pt(titleSize), true)+p.pt(8))
	}
	y := margin
	if p.title != "" {
		p.titleY = y + p.pt(titleSize)*0.7
		y += p.pt(titleSize)*1.4 + p.pt(8)
	}
	x := margin + (width-rowW)/2
	p.lay.Trees = make([]image.Rectangle, n)
	p.names = make([][2]float64, n)
	namesH := p.pt(nameSize+orderSize) * 1.35
	for i, g := range p.geoms {
		w, h := (g.Bounds.Width()+2*treePad)*tz*z, (g.Bounds.Height()+2*treePad)*tz*z
		if p.stacked {
			left := x + names + p.pt(paneGap)
			p.lay.Trees[i] = image.Rect(px(left), px(y), px(left)+int(math.Ceil(w)), px(y)+int(math.Ceil(h)))
			p.names[i] = [2]float64{x + names/2, y + math.Max(h, namesH)/2 - namesH/2}
			y += math.Max(h, namesH) + p.pt(12)
			continue
		}
		left := x + (colW[i]-w)/2
		p.lay.Trees[i] = image.Rect(px(left), px(y), px(left)+int(math.Ceil(w)), px(y)+int(math.Ceil(h)))
		p.names[i] = [2]float64{x + colW[i]/2, y + treeH + p.pt(10)}
		x += colW[i] + p.pt(paneGap)
	}
	if !p.stacked {
		y += treeH + p.pt(10) + namesH
	}
	y += p.pt(16)
	tableX := margin + (width-float64(tableW))/2
	p.lay.Table = image.Rect(px(tableX), px(y), px(tableX)+tableW, px(y+tableH))
	y += tableH + p.pt(14)
	chartH := ChartHeight(n, p.opt.Scene.FontScale) * z
	p.lay.Chart = image.Rect(px(margin), px(y), px(margin+width), px(y+chartH))
	y += chartH + margin
	p.lay.Width, p.lay.Height = int(math.Ceil(width+2*margin)), int(math.Ceil(y))
	if w, h := p.lay.Width, p.lay.Height; w*h > export.MaxPixels {
		return i18n.Wrap(export.ErrTooLarge, "export.too_large", "Width", w, "Height", h, "DPI", fmt.Sprint(p.opt.dpi()), "Limit", export.MaxPixels/1_000_000)
	}
	return nil
}

// Image paints the picture. It also returns where the chart's bars and
// floor line went.
func (p *Picture) Image(ctx context.Context) (*image.RGBA, ChartLayout, error) {
	pal := p.opt.Theme.Palette()
	img := image.NewRGBA(image.Rect(0, 0, p.lay.Width, p.lay.Height))
	fill(img, img.Bounds(), pal.Background)
	k := p.ink
	mid := float64(p.lay.Width) / 2
	if p.title != "" {
		k.text(img, p.title, mid, p.titleY, p.pt(titleSize), true, centre, pal.Title)
	}
	for i, pane := range p.panes {
		if err := ctx.Err(); err != nil {
			return nil, ChartLayout{}, err
		}
		r := p.lay.Trees[i]
		if err := p.paintTree(img, r, pane, p.geoms[i]); err != nil {
			return nil, ChartLayout{}, err
		}
		cx, y := p.names[i][0], p.names[i][1]
		k.text(img, AlgorithmName(pane.Search.Algorithm, p.opt.Lang), cx, y+p.pt(nameSize)*0.7, p.pt(nameSize), true, centre, pal.Title)
		k.text(img, OrderName(pane.Search.Order, p.opt.Lang), cx, y+p.pt(nameSize)*1.35+p.pt(orderSize)*0.7, p.pt(orderSize), false, centre, pal.Muted)
	}
	p.paintTable(img)
	lay := drawChart(k, img, p.lay.Chart.Min, p.lay.Chart.Dx(), p.bars, p.floor, p.style, p.zoom)
	return img, lay, nil
}

// paintTree paints a pane's tree at its step into r, with the window's
// painter.
func (p *Picture) paintTree(img *image.RGBA, r image.Rectangle, pane Pane, g *scene.Geometry) error {
	st := scene.NewStyler(pane.Trace(), g, p.opt.Theme)
	st.Decimal = p.opt.Lang.DecimalSeparator()
	painter, err := raster.New(st)
	if err != nil {
		return err
	}
	sub := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	v := raster.View{X: g.Bounds.MinX - treePad, Y: g.Bounds.MinY - treePad, Zoom: p.lay.TreeZoom * p.zoom}
	painter.Paint(sub, pane.Trace().At(pane.Step()), v, tree.None)
	draw.Draw(img, r, sub, image.Point{}, draw.Src)
	return nil
}

// paintTable writes the table: a bold header over a rule, a row per
// search, the floor's row in the floor line's colour, or the note saying
// why there is none.
func (p *Picture) paintTable(img *image.RGBA) {
	pal, k := p.opt.Theme.Palette(), p.ink
	size := p.pt(tableSize)
	x0, y := float64(p.lay.Table.Min.X), float64(p.lay.Table.Min.Y)
	row := func(cells []string, bold bool, col func(j int) bool, span bool) {
		x := x0
		for j, c := range cells {
			w := float64(p.cols[j])
			colour := pal.Title
			if !col(j) {
				colour = pal.PVEdge.Stroke
			}
			switch {
			case j == ColAlgorithm && span:
				k.text(img, c, x+p.pt(cellPad), y+p.tableRow/2, size, bold, left, colour)
			case j <= ColOrder:
				k.text(img, c, x+p.pt(cellPad), y+p.tableRow/2, size, bold, left, colour)
			default:
				k.text(img, c, x+w-p.pt(cellPad), y+p.tableRow/2, size, bold, right, colour)
			}
			x += w
		}
		y += p.tableRow
	}
	plain := func(int) bool { return true }
	row(p.table.Header, true, plain, false)
	rule := max(1, px(0.75*p.zoom))
	fill(img, image.Rect(p.lay.Table.Min.X, px(y)-rule, p.lay.Table.Max.X, px(y)), pal.Muted)
	for _, r := range p.table.Rows {
		row(r, false, plain, false)
	}
	if p.table.Floor != nil {
		fill(img, image.Rect(p.lay.Table.Min.X, px(y), p.lay.Table.Max.X, px(y)+max(1, rule/2)), pal.Muted)
		row(p.table.Floor, false, func(int) bool { return false }, true)
	}
	if p.table.Note != "" {
		k.text(img, p.table.Note, x0+p.pt(cellPad), y+p.tableRow/2, size, false, left, pal.Muted)
	}
}

// PNG paints the picture as PNG, with its resolution recorded so that
// slide software shows it at the intended size.
func (p *Picture) PNG(ctx context.Context) ([]byte, error) {
	img, _, err := p.Image(ctx)
	if err != nil {
		return nil, err
	}
	return export.EncodePNG(img, p.opt.dpi())
}

// CheckPath refuses a file name that does not end in .png (in any case),
// the one format a comparison picture is written in.
func CheckPath(path string) error {
	if !strings.EqualFold(filepath.Ext(path), ".png") {
		return i18n.New("compare.png_only", "File", strconv.Quote(path))
	}
	return nil
}

// Save writes the picture to path (a .png) through safefile: atomically,
// never over one of inputs (the tree's file), and nothing is left behind
// when it fails.
func (p *Picture) Save(ctx context.Context, path string, inputs ...string) error {
	if err := CheckPath(path); err != nil {
		return err
	}
	data, err := p.PNG(ctx)
	if err != nil {
		return err
	}
	return safefile.Write(path, data, inputs...)
}

// oneLine puts a title on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
