// Package export draws the steps of a search as pictures for slides: SVG,
// PDF, LaTeX TikZ and PNG of any step, Graphviz DOT text, and whole
// animations as numbered frames, one animated GIF or a PDF handout.
// Positions and styles come from package scene, so a picture shows exactly
// what the window shows. PNG and GIF frames are painted by package raster,
// the window's own painter; SVG, PDF and TikZ are written by one walk over
// the same scene (Picture.draw) that each format's writer follows, so all
// the formats draw the same picture. Graphviz (go-graphviz, in
// WebAssembly) can still write SVG from the DOT text (Options.Graphviz).
package export

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/layout"
	"gametree/search"
)

// MaxNodes is the largest tree drawn as a picture: beyond it Graphviz takes
// minutes and nobody can read the result.
const MaxNodes = 20000

// ErrTooLarge is wrapped by every refusal of a picture too large to draw
// as asked (too many nodes, too many pixels at the DPI, a GIF too wide),
// and of a graph of too many positions to lay out (it is
// layout.ErrTooLarge): the user's request, which another DPI, format or
// tree mends; test with errors.Is.
var ErrTooLarge = layout.ErrTooLarge

// tooLarge is a refusal of a picture too large, saying message id.
func tooLarge(id string, args ...any) error { return i18n.Wrap(ErrTooLarge, id, args...) }

// CheckSize refuses a tree of more than MaxNodes nodes, saying why.
func CheckSize(t *tree.Tree) error {
	if t.Len() > MaxNodes {
		return tooLarge("export.too_many_nodes", "Nodes", t.Len(), "Limit", MaxNodes)
	}
	return nil
}

// Options shape the pictures of one trace.
type Options struct {
	Scene scene.Options
	Theme scene.Theme
	// Title is written above the tree; empty means the tree's title (or
	// nothing when it has none). NoTitle leaves it out.
	Title   string
	NoTitle bool
	// Name names the tree in the first line of the files that say what
	// they show (DOT, SVG, TikZ): the document's name as the window's
	// title shows it, a file's name on the command line; empty: the
	// title, or the tree's.
	Name string
	// Legend explains shapes and colours under the picture.
	Legend bool
	// Caption writes the step's narration under the tree.
	Caption bool
	// NoInstruction leaves out a worksheet's line of what to do on
	// paper, for a quiz whose questions say it (see Sheet).
	NoInstruction bool
	// Narrator writes the caption; nil means English.
	Narrator *narrate.Narrator
	// DPI is the resolution of PNG and GIF pictures (default 144).
	DPI float64
	// Delay is the time each GIF frame shows (default 1 s).
	Delay time.Duration
	// Graphviz has SVG drawn by Graphviz from the DOT text, as before
	// pictures were drawn from the scene in Go.
	Graphviz bool
	// TikZBody writes only the tikzpicture of a TikZ picture, to paste
	// into a document, instead of a standalone document.
	TikZBody bool
	// DAG draws the search space as a graph, transposed positions merged,
	// laid out by Graphviz (DOT and SVG only).
	DAG bool
	// Open, when not nil, draws the tree folded as a big tree is on
	// screen: only the children of these nodes (sorted), the other
	// subtrees each a triangle (scene.Geometry.Fold): for pictures of
	// one step drawn from the scene (PNG, SVG, PDF, TikZ); DOT text is
	// data for Graphviz, which has no triangles, so it is left nil there.
	Open []tree.NodeID
	// Code, when not nil, draws this listing of the trace's algorithm
	// beside the tree, the lines each step executes lit, the call's
	// variables under it (not in DAG pictures).
	Code *code.Form
}

func (o Options) dpi() float64 {
	if o.DPI <= 0 {
		return 144
	}
	return o.DPI
}

func (o Options) delay() time.Duration {
	if o.Delay <= 0 {
		return time.Second
	}
	return o.Delay
}

// Picture draws the steps of one trace. Its size is fixed once made, so
// all its frames line up.
type Picture struct {
	trace  *search.Trace
	opt    Options
	geom   *scene.Geometry
	styler *scene.Styler
	narr   *narrate.Narrator
	// captionLines is how many lines of narration every frame reserves,
	// for the steps drawn.
	captionLines int
	captionSteps []int
	wrapChars    int
	// codeArea is where the listing is drawn (Options.Code), empty
	// without one.
	codeArea scene.Rect
	// painter paints PNG and GIF frames; made on first use. A Picture is
	// used by one goroutine at a time.
	painter *raster.Painter
	// layout is the graph Graphviz lays out for DAG pictures, made on
	// first use and shared by copies.
	layout *graphLayout
}

// NewPicture prepares pictures of tr. steps are the steps that will be
// drawn (nil: all), so that the narration's room fits the longest of them.
func NewPicture(tr *search.Trace, opt Options, steps []int) *Picture {
	g := scene.NewGeometry(tr.Tree, opt.Scene)
	if opt.Open != nil {
		g = g.Fold(func(id tree.NodeID) bool { _, ok := slices.BinarySearch(opt.Open, id); return ok })
	}
	p := &Picture{trace: tr, opt: opt, geom: g, styler: scene.NewStyler(tr, g, opt.Theme), narr: opt.Narrator, layout: &graphLayout{}}
	if p.narr == nil {
		p.narr = narrate.English()
	}
	p.styler.Decimal = p.narr.Language().DecimalSeparator()
	if opt.Caption && steps == nil {
		steps = make([]int, tr.Len())
		for k := range steps {
			steps[k] = k
		}
	}
	p.captionSteps = steps
	p.codeArea = p.measureCode()
	p.fitCaption()
	return p
}

// fitCaption wraps the narration to the width of what is drawn, and
// makes room for its longest step.
func (p *Picture) fitCaption() {
	p.wrapChars = max(40, int(p.content().Width()/(0.55*p.noteSize())))
	p.captionLines = 0
	if p.opt.Caption {
		for _, k := range p.captionSteps {
			p.captionLines = max(p.captionLines, len(wrap(p.narr.Step(p.trace, k), p.wrapChars)))
		}
	}
}

// Geometry returns the picture's fixed geometry.
func (p *Picture) Geometry() *scene.Geometry { return p.geom }

func (p *Picture) scale() float64 {
	if s := p.geom.Opt.FontScale; s > 0 {
		return s
	}
	return 1
}

func (p *Picture) valueSize() float64 { return 13 * p.scale() }
func (p *Picture) noteSize() float64  { return 11 * p.scale() }
func (p *Picture) titleSize() float64 { return 18 * p.scale() }
func (p *Picture) lineH() float64     { return 1.3 * p.noteSize() }

func (p *Picture) title() string {
	switch {
	case p.opt.NoTitle:
		return ""
	case p.opt.Title != "":
		return p.opt.Title
	}
	return p.trace.Tree.Title
}

// name names the tree in a file's first line (see Options.Name).
func (p *Picture) name() string {
	for _, s := range []string{p.opt.Name, p.title(), p.trace.Tree.Title} {
		if s = oneLine(s); s != "" {
			return s
		}
	}
	return ""
}

// what says what step k of a file shows, for its first line: the tree's
// name (when it has one), the algorithm and the step, then more.
func (p *Picture) what(k int, more ...string) string {
	parts := []string{p.trace.Options.Algorithm.Title(), fmt.Sprintf("step %d of %d", p.trace.At(k).Index(), p.trace.Last())}
	if name := p.name(); name != "" {
		parts = append([]string{name}, parts...)
	}
	return strings.Join(append(parts, more...), ", ")
}

// frameTexts are the title above the tree and the narration under it.
func (p *Picture) frameTexts(k int) []scene.Text {
	pal := p.styler.Pal
	b := p.area()
	var texts []scene.Text
	if t := p.title(); t != "" {
		texts = append(texts, scene.Text{S: oneLine(t), X: (b.MinX + b.MaxX) / 2, Y: b.MinY - 16*p.scale() - p.titleSize()/2,
			Size: p.titleSize(), Bold: true, Color: pal.Title})
	}
	texts = append(texts, p.codeTexts(k)...)
	if p.opt.Caption {
		y := p.content().MaxY + 14*p.scale() + p.lineH()/2
		for _, line := range wrap(p.narr.Step(p.trace, k), p.wrapChars) {
			texts = append(texts, scene.Text{S: line, X: b.MinX, Y: y, Size: p.noteSize(), Align: scene.Left, Color: pal.Title})
			y += p.lineH()
		}
	}
	return texts
}

type legendItem struct {
	shape      scene.Shape
	paint      scene.Paint
	x, y, w, h float64
	caption    scene.Text
}

// legendItems lays the legend out in rows under the tree and narration.
func (p *Picture) legendItems() []legendItem {
	if !p.opt.Legend {
		return nil
	}
	b := p.content()
	s := p.scale()
	w, h := 20*s, 18*s
	x, y := b.MinX, p.belowTree()+10*s+h/2
	var items []legendItem
	for _, it := range p.styler.Legend() {
		it.Caption = p.narr.Legend(it.ID, it.Caption)
		captionW := scene.TextWidth(it.Caption, p.noteSize(), false)
		if x > b.MinX && x+w+6*s+captionW > max(b.MaxX, b.MinX+360*s) {
			x, y = b.MinX, y+h+8*s
		}
		items = append(items, legendItem{shape: it.Shape, paint: it.Paint, x: x + w/2, y: y, w: w, h: h,
			caption: scene.Text{S: it.Caption, X: x + w + 6*s, Y: y, Size: p.noteSize(), Align: scene.Left, Color: p.styler.Pal.Title}})
		x += w + 6*s + captionW + 18*s
	}
	return items
}

// belowTree is where the legend starts: under the narration, if any.
func (p *Picture) belowTree() float64 {
	y := p.content().MaxY
	if p.opt.Caption {
		y += 14*p.scale() + float64(p.captionLines)*p.lineH()
	}
	return y
}

// content is what the picture draws of the search and its program: the
// area, and the listing beside it; the narration and the legend go
// under both.
func (p *Picture) content() scene.Rect {
	r := p.area()
	if c := p.codeBox(); c.MaxX > c.MinX {
		r.MaxX, r.MaxY = max(r.MaxX, c.MaxX), max(r.MaxY, c.MaxY)
	}
	return r
}

// area is what the picture draws of the search: the tree, or the graph
// of a DAG picture once laid out.
func (p *Picture) area() scene.Rect {
	if p.opt.DAG && p.layout.g != nil {
		return p.layout.g.Bounds
	}
	return p.geom.Bounds
}

// bounds holds everything a frame can draw: the same for every frame.
func (p *Picture) bounds() scene.Rect {
	r := p.area()
	s := p.scale()
	if t := p.title(); t != "" {
		r.MinY -= 16*s + p.titleSize()
		// A title wider than the tree widens the picture, both sides alike.
		if half := scene.TextWidth(oneLine(t), p.titleSize(), true)/2 + 4*s; half > r.Width()/2 {
			mid := (r.MinX + r.MaxX) / 2
			r.MinX, r.MaxX = mid-half, mid+half
		}
	}
	r.MaxX = max(r.MaxX, p.content().MaxX)
	r.MaxY = p.belowTree()
	for _, it := range p.legendItems() {
		r.MaxY = max(r.MaxY, it.y+it.h/2)
		r.MaxX = max(r.MaxX, it.caption.X+scene.TextWidth(it.caption.S, it.caption.Size, false))
	}
	if p.opt.Caption {
		r.MaxX = max(r.MaxX, r.MinX+float64(p.wrapChars)*0.55*p.noteSize())
	}
	return r
}

// wrap breaks text into lines of at most width characters, at spaces.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) > width:
			lines = append(lines, line)
			line = word
		default:
			line += " " + word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Frames picks the steps of an animation: "all", "key" (start, calls,
// cutoffs, prunes, returns, end) or "every:K" (every K-th step and the
// last).
func Frames(tr *search.Trace, spec string) ([]int, error) {
	var steps []int
	switch {
	case spec == "all":
		for k := range tr.Len() {
			steps = append(steps, k)
		}
	case spec == "key":
		for k := range tr.Len() {
			switch s := tr.StepAt(k); s.Kind {
			case search.Start, search.Call, search.Leaf, search.Prune, search.Return, search.End:
				steps = append(steps, k)
			case search.CutoffTest:
				if s.Yes {
					steps = append(steps, k)
				}
			}
		}
	case strings.HasPrefix(spec, "every:"):
		var every int
		if _, err := fmt.Sscanf(spec, "every:%d", &every); err != nil || every < 1 || fmt.Sprintf("every:%d", every) != spec {
			return nil, i18n.New("export.bad_every", "Spec", i18n.Quote(spec))
		}
		for k := 0; k < tr.Len(); k += every {
			steps = append(steps, k)
		}
		if steps[len(steps)-1] != tr.Last() {
			steps = append(steps, tr.Last())
		}
	default:
		return nil, i18n.New("export.bad_frames", "Spec", i18n.Quote(spec))
	}
	return steps, nil
}
