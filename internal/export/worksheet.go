package export

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"strings"

	"gametree/internal/font"
	"gametree/internal/i18n"
	"gametree/internal/raster"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/search"
)

// A Sheet is an exercise for paper: a worksheet, the tree with its leaf
// values and a blank box in every inner node for the student to fill in,
// or its answer key, the same picture with each inner node's value as the
// search returned it, the pruned branches marked and the principal
// variation drawn as the last step of an export draws them. Both carry a
// line under the title that says what to do, naming the algorithm and its
// options, in the narrator's language.
//
// The tree is the scene of the search's first step (nothing searched:
// no values, windows, cutoffs or chosen children; for a worksheet) or of
// its last (for a key), drawn as every export draws it, on a geometry
// whose triangles hold a box (scene.Options.Slots); the boxes, the
// answers, the instruction and a legend of the shapes are drawn over it,
// the same way in every format. A worksheet and its key are the same
// size, so that they line up.
type Sheet struct {
	pic  *Picture
	key  bool
	step int
	// The texts around the tree, laid out once: the title, the
	// instruction's lines and the legend.
	title  *scene.Text
	lines  []scene.Text
	legend []legendItem
	bounds scene.Rect
}

// sheetShow is what a sheet writes on the tree when asked for show: the
// values always (a worksheet's leaves are its data), never the windows or
// call numbers (they would give the answers away).
func sheetShow(show scene.Show) scene.Show {
	switch {
	case show&scene.ShowNone != 0:
		show = 0
	case show == 0:
		show = scene.DefaultShow
	}
	return show&^(scene.ShowWindows|scene.ShowCalls) | scene.ShowValues
}

// NewSheet lays out the worksheet (key false) or the answer key (key
// true) of a search. Of opt it uses the theme, the scene's options (see
// sheetShow), the title, the legend, the narrator's language, the DPI and
// TikZBody; there is no caption, and never a window or a step's marks on
// a worksheet.
func NewSheet(tr *search.Trace, opt Options, key bool) *Sheet {
	inner := opt
	inner.Scene.Show = sheetShow(opt.Scene.Show)
	inner.Scene.Slots = true
	inner.NoTitle, inner.Legend, inner.Caption, inner.Graphviz = true, false, false, false
	s := &Sheet{key: key}
	if key {
		s.step = tr.Len() - 1
	}
	s.pic = NewPicture(tr, inner, []int{s.step})
	// The numbers in the boxes and on the tree in the sheet's language
	// ("2,75" in Romanian and Italian), as its instruction is.
	s.pic.styler.Decimal = s.pic.narr.Language().DecimalSeparator()
	s.layout(opt)
	return s
}

// Trace is the search the sheet is about.
func (s *Sheet) Trace() *search.Trace { return s.pic.trace }

// Instruction returns what the sheet asks the student to do (or, for a
// key, what it shows), in l: the algorithm and its options, then the task.
func Instruction(l *i18n.Lang, opt search.Options, key bool) string {
	if l == nil {
		l = i18n.English()
	}
	sentences := []string{l.T("export.worksheet.setup", "Algorithm", l.T("algo_"+opt.Algorithm.String()))}
	prunes := opt.Algorithm.Prunes()
	if prunes && opt.Strict {
		sentences = append(sentences, l.T("export.worksheet.strict"))
	}
	if opt.Depth > 0 {
		sentences = append(sentences, l.T("export.worksheet.depth", "Depth", opt.Depth))
	}
	if opt.Algorithm.IsNegamax() {
		sentences = append(sentences, l.T("export.worksheet.negamax"))
	}
	if opt.Algorithm.Uses().Has(search.UseBounds) && opt.Bounds.Set() {
		sentences = append(sentences, l.T("export.worksheet.bounds", "Low", l.Decimal(tree.TypesetValue(opt.Bounds.Low)), "High", l.Decimal(tree.TypesetValue(opt.Bounds.High))))
	}
	switch {
	case key && prunes:
		sentences = append(sentences, l.T("export.worksheet.key_prune"))
	case key:
		sentences = append(sentences, l.T("export.worksheet.key"))
	case prunes:
		sentences = append(sentences, l.T("export.worksheet.task_prune"))
	default:
		sentences = append(sentences, l.T("export.worksheet.task"))
	}
	return strings.Join(sentences, " ")
}

// instructionSize is the size of the instruction's letters at font scale 1.
const instructionSize = 12.0

// layout places the title, the instruction and the legend around the tree.
func (s *Sheet) layout(opt Options) {
	p := s.pic
	sc := p.scale()
	pal := p.styler.Pal
	b := p.geom.Bounds
	mid := (b.MinX + b.MaxX) / 2
	s.bounds = b
	// Moves beside the edges may reach past the nodes' boxes.
	for _, e := range p.styler.Scene(s.step).Edges {
		if e.Label.S != "" {
			s.include(e.Label) // both lines: its Rect holds them
		}
	}

	size := instructionSize * sc
	lineH := 1.3 * size
	width := max(b.Width(), 420*sc)
	var lang *i18n.Lang
	if p.narr != nil {
		lang = p.narr.Language()
	}
	chars := max(30, int(width/(0.5*size)))
	sopt := p.trace.Options
	sopt.Bounds = p.trace.Bounds // Star1's, given or the tree's own
	var lines, other []string
	if !opt.NoInstruction {
		lines = wrap(Instruction(lang, sopt, s.key), chars)
		// The worksheet and its key reserve the same room, the larger, so
		// that the two pictures are the same size and line up.
		other = wrap(Instruction(lang, sopt, !s.key), chars)
	}
	top := b.MinY - 14*sc - float64(max(len(lines), len(other)))*lineH
	y := top + lineH/2
	for _, line := range lines {
		t := scene.Text{S: line, X: mid, Y: y, Size: size, Color: pal.Title}
		s.lines = append(s.lines, t)
		s.include(t)
		y += lineH
	}
	title := ""
	switch {
	case opt.NoTitle:
	case opt.Title != "":
		title = opt.Title
	default:
		title = p.trace.Tree.Title
	}
	if title = oneLine(title); title != "" {
		t := scene.Text{S: title, X: mid, Y: top - 8*sc - p.titleSize()/2, Size: p.titleSize(), Bold: true, Color: pal.Title}
		s.title = &t
		s.include(t)
	}
	if opt.Legend {
		s.layoutLegend()
	}
}

// include widens the sheet's bounds to hold a text.
func (s *Sheet) include(t scene.Text) {
	r := t.Rect()
	s.bounds = s.bounds.Union(scene.Rect{MinX: r.MinX - 2, MinY: r.MinY - t.Size*0.15, MaxX: r.MaxX + 2, MaxY: r.MaxY + t.Size*0.15})
}

// layoutLegend lays the legend out in rows under the tree: the shapes
// only on a worksheet; on a key also the marks of pruned branches and of
// the principal variation.
func (s *Sheet) layoutLegend() {
	p := s.pic
	b := p.geom.Bounds
	sc := p.scale()
	w, h := 20*sc, 18*sc
	x, y := b.MinX, b.MaxY+12*sc+h/2
	for _, it := range p.styler.Legend() {
		switch it.ID {
		case "max", "min", "leaf":
		case "pruned":
			if !s.key || !p.trace.Options.Algorithm.Prunes() {
				continue
			}
		case "pv":
			if !s.key {
				continue
			}
		default:
			continue
		}
		caption := p.narr.Legend(it.ID, it.Caption)
		captionW := scene.TextWidth(caption, p.noteSize(), false)
		if x > b.MinX && x+w+6*sc+captionW > max(b.MaxX, b.MinX+360*sc) {
			x, y = b.MinX, y+h+8*sc
		}
		item := legendItem{shape: it.Shape, paint: it.Paint, x: x + w/2, y: y, w: w, h: h,
			caption: scene.Text{S: caption, X: x + w + 6*sc, Y: y, Size: p.noteSize(), Align: scene.Left, Color: p.styler.Pal.Title}}
		s.legend = append(s.legend, item)
		s.bounds = s.bounds.Union(scene.Rect{MinX: x, MinY: y - h/2, MaxX: x + w, MaxY: y + h/2})
		s.include(item.caption)
		x += w + 6*sc + captionW + 18*sc
	}
}

// page is the rectangle a sheet shows: everything on it, with the
// margin every export has (see Picture.page).
func (s *Sheet) page() scene.Rect {
	m := math.Round(0.15*s.pic.opt.dpi()) / s.pic.opt.dpi() * 72
	b := s.bounds
	return scene.Rect{MinX: b.MinX - m, MinY: b.MinY - m, MaxX: b.MaxX + m, MaxY: b.MaxY + m}
}

// box is a blank drawn over the tree, with what is written in it.
type box struct {
	r     scene.Rect
	paint scene.Paint
	text  scene.Text
}

// boxes returns the blanks of the sheet, in preorder: one in every inner
// node the search expands. On a key each holds the node's value, or stays
// empty and dashed when the node was pruned.
func (s *Sheet) boxes() []box {
	p := s.pic
	pal := p.styler.Pal
	blank := scene.Paint{Fill: pal.Background, Stroke: pal.Title, Text: pal.Title, Width: 1.2}
	snap := p.trace.At(s.step)
	var out []box
	for _, id := range p.trace.Tree.Preorder() {
		if !p.styler.HasSlot(id) {
			continue
		}
		b := box{r: p.styler.Slot(id), paint: blank}
		if s.key {
			switch ns := snap.Node(id); {
			case ns.Status == search.Pruned:
				b.paint = scene.Paint{Fill: pal.Background, Stroke: pal.Pruned.Stroke, Text: pal.Pruned.Text, Width: 1.2, Dashed: true}
			case ns.HasV():
				b.text = scene.Text{S: p.styler.Number(ns.V), X: (b.r.MinX + b.r.MaxX) / 2, Y: (b.r.MinY + b.r.MaxY) / 2,
					Size: p.valueSize(), Bold: true, Color: pal.Title}
			}
		}
		out = append(out, b)
	}
	return out
}

// givens are the estimates of the nodes at a depth limit, which a
// worksheet gives as it gives the leaves' values (a key shows the value
// the search took from them, as every export does).
func (s *Sheet) givens() []scene.Text {
	p := s.pic
	t := p.trace.Tree
	if s.key || p.trace.Options.Depth == 0 {
		return nil
	}
	var texts []scene.Text
	for _, id := range t.Preorder() {
		if n := &t.Nodes[id]; !n.IsLeaf() && p.trace.Depth(id) == 0 && n.HasEstimate {
			texts = append(texts, scene.Text{S: p.styler.Number(n.Estimate), X: p.geom.X[id], Y: p.geom.Y[id],
				Size: p.valueSize(), Color: p.styler.Pal.NotReached.Text})
		}
	}
	return texts
}

// frameTexts are the title and the instruction.
func (s *Sheet) frameTexts() []scene.Text {
	var texts []scene.Text
	if s.title != nil {
		texts = append(texts, *s.title)
	}
	return append(texts, s.lines...)
}

// draw tells d everything the sheet holds: the background, the tree as an
// export draws it, the boxes and what they hold, the estimates given, the
// legend, the title and the instruction.
func (s *Sheet) draw(d drawer) {
	r := s.page()
	d.path([]point{{r.MinX, r.MinY}, {r.MaxX, r.MinY}, {r.MaxX, r.MaxY}, {r.MinX, r.MaxY}}, true, s.pic.styler.Pal.Background, stroke{})
	s.drawTree(d)
	for _, b := range s.boxes() {
		cx, cy := (b.r.MinX+b.r.MaxX)/2, (b.r.MinY+b.r.MaxY)/2
		drawShape(d, scene.Polygon(scene.Box, cx, cy, b.r.Width(), b.r.Height()), b.paint)
		if b.text.S != "" {
			d.text(b.text)
		}
	}
	for _, t := range s.givens() {
		d.text(t)
	}
	for _, it := range s.legend {
		drawShape(d, scene.Polygon(it.shape, it.x, it.y, it.w, it.h), it.paint)
		d.text(it.caption)
	}
	for _, t := range s.frameTexts() {
		d.text(t)
	}
}

// drawTree draws the tree as Picture.draw does, but for the values of
// the nodes with a box, which the box holds instead (the painter's PNG
// writes them where the box then covers them).
func (s *Sheet) drawTree(d drawer) {
	p := s.pic
	sc := p.styler.Scene(s.step)
	for _, e := range sc.Edges {
		p.drawEdge(d, e)
	}
	drawMoves(&walker{d: d, bg: sc.Background}, sc.Edges)
	for i := range sc.Nodes {
		n := &sc.Nodes[i]
		drawShape(d, n.Polygon(), n.Paint)
		if n.Value.S != "" && !p.styler.HasSlot(n.ID) {
			d.text(n.Value)
		}
		if b, x, y, cell, ok := p.geom.Board(n.ID); ok {
			drawBoard(d, b, x, y, cell)
		}
		for _, t := range n.Texts {
			d.text(t)
		}
	}
}

// what names the sheet in a file's first comment: a worksheet or a key,
// the algorithm, and the tree's name (Options.Name, else the sheet's
// title, else the tree's).
func (s *Sheet) what() string {
	kind := "worksheet"
	if s.key {
		kind = "answer key"
	}
	what := fmt.Sprintf("%s, %s", kind, s.pic.trace.Options.Algorithm.Title())
	title := ""
	if s.title != nil {
		title = s.title.S
	}
	for _, name := range []string{s.pic.opt.Name, title, s.pic.trace.Tree.Title} {
		if name = oneLine(name); name != "" {
			return what + ": " + name
		}
	}
	return what
}

// Write draws the sheet in format f: svg, png, pdf (one page), tex or
// dot. A GIF, an animation, is refused.
func (s *Sheet) Write(ctx context.Context, f Format) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	switch f {
	case SVG:
		return s.SVG()
	case PNG:
		img, err := s.Image(ctx)
		if err != nil {
			return nil, err
		}
		return EncodePNG(img, s.pic.opt.dpi())
	case PDF:
		var b bytes.Buffer
		err := Handout(ctx, []*Sheet{s}, &b, nil)
		return b.Bytes(), err
	case TeX:
		return s.TikZ()
	case DOT:
		return s.DOT(), nil
	}
	return nil, i18n.New("export.worksheet_format", "Format", string(f))
}

// Image paints the sheet at its DPI: the tree by the window's painter,
// then the boxes and texts over it.
func (s *Sheet) Image(ctx context.Context) (*image.RGBA, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := s.page()
	zoom := s.pic.opt.dpi() / 72
	w, h := int(math.Ceil(r.Width()*zoom)), int(math.Ceil(r.Height()*zoom))
	if w < 1 || h < 1 || w*h > MaxPixels {
		return nil, tooLarge("export.too_large", "Width", w, "Height", h, "DPI", fmt.Sprint(s.pic.opt.dpi()), "Limit", MaxPixels/1_000_000)
	}
	painter, err := raster.New(s.pic.styler)
	if err != nil {
		return nil, err
	}
	v := raster.View{X: r.MinX, Y: r.MinY, Zoom: zoom}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	painter.Paint(img, s.pic.trace.At(s.step), v, tree.None)
	for _, b := range s.boxes() {
		painter.Shape(img, scene.Box, b.paint, (b.r.MinX+b.r.MaxX)/2, (b.r.MinY+b.r.MaxY)/2, b.r.Width(), b.r.Height(), v)
		if b.text.S != "" {
			painter.Texts(img, []scene.Text{b.text}, v)
		}
	}
	painter.Texts(img, s.givens(), v)
	for _, it := range s.legend {
		painter.Shape(img, it.shape, it.paint, it.x, it.y, it.w, it.h, v)
		painter.Texts(img, []scene.Text{it.caption}, v)
	}
	painter.Texts(img, s.frameTexts(), v)
	return img, nil
}

// SVG writes the sheet as SVG, as Picture.SVG writes a step.
func (s *Sheet) SVG() ([]byte, error) {
	fonts, err := font.Go()
	if err != nil {
		return nil, err
	}
	r := s.page()
	w := &svgWriter{fonts: fonts, used: [2]glyphUse{{}, {}}}
	s.draw(w)
	title := ""
	if s.title != nil {
		title = s.title.S
	}
	return svgDocument(w, r, s.what(), title)
}

// TikZ writes the sheet as a TikZ picture, as Picture.TikZ writes a step.
func (s *Sheet) TikZ() ([]byte, error) {
	fonts, err := font.Go()
	if err != nil {
		return nil, err
	}
	r := s.page()
	scale := min(1, texMax/max(math.Abs(r.MinX), math.Abs(r.MaxX), math.Abs(r.MinY), math.Abs(r.MaxY), 1))
	w := &tikzWriter{scale: scale, fonts: fonts, colors: map[color.RGBA]string{}}
	s.draw(w)
	return tikzDocument(w, s.what(), s.pic.opt.TikZBody), nil
}

// DOT writes the sheet as Graphviz DOT: the step's DOT text, with the
// boxes as pinned boxes (holding the answers on a key), and the sheet's
// texts as pinned texts.
func (s *Sheet) DOT() []byte {
	base := bytes.TrimSuffix(s.pic.DOT(s.step), []byte("}\n"))
	if _, rest, ok := bytes.Cut(base, []byte("\n")); ok {
		base = rest // the step's first line: its title and step number
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// gametree: %s.\n", oneLine(s.what()))
	b.Write(base)
	w := &dotWriter{b: &b}
	b.WriteString("\n  // The boxes for the values, the estimates given, the legend, the title and the instruction.\n")
	for i, bx := range s.boxes() {
		style := "filled"
		if s := lineStyle(bx.paint); s != "" {
			style += "," + s
		}
		fmt.Fprintf(&b, "  slot%d [shape=box, pos=%s, width=%s, height=%s, label=%s, style=%q, fillcolor=%s, color=%s, penwidth=%s, fontcolor=%s, fontsize=%s%s];\n",
			i, pos((bx.r.MinX+bx.r.MaxX)/2, (bx.r.MinY+bx.r.MaxY)/2), inches(bx.r.Width()), inches(bx.r.Height()), quote(bx.text.S), style,
			quoteColor(bx.paint.Fill), quoteColor(bx.paint.Stroke), num(bx.paint.Width), quoteColor(bx.paint.Text), num(s.pic.valueSize()), bold(true))
	}
	for i, t := range s.givens() {
		w.text(fmt.Sprintf("given%d", i), t)
	}
	for i, it := range s.legend {
		fmt.Fprintf(&b, "  sheetlegend%d [shape=%s, pos=%s, width=%s, height=%s, label=\" \", style=%q, fillcolor=%s, color=%s, penwidth=%s];\n",
			i, map[scene.Shape]string{scene.TriangleUp: "triangle", scene.TriangleDown: "invtriangle", scene.Box: "box", scene.Circle: "ellipse"}[it.shape],
			pos(it.x, it.y), inches(it.w), inches(it.h), "filled"+prefixed(lineStyle(it.paint)),
			quoteColor(it.paint.Fill), quoteColor(it.paint.Stroke), num(min(it.paint.Width, 2.5)))
		w.text(fmt.Sprintf("sheetlegend%d_text", i), it.caption)
	}
	for i, t := range s.frameTexts() {
		w.text(fmt.Sprintf("sheet%d", i), t)
	}
	r := s.bounds
	fmt.Fprintf(&b, "  sheetcorner0 [style=invis, label=\" \", width=0.01, height=0.01, pos=%s];\n", pos(r.MinX, r.MinY))
	fmt.Fprintf(&b, "  sheetcorner1 [style=invis, label=\" \", width=0.01, height=0.01, pos=%s];\n", pos(r.MaxX, r.MaxY))
	b.WriteString("}\n")
	return b.Bytes()
}

// Handout writes sheets to w as one PDF, a page a sheet, each page the
// size of its sheet: a class's worksheets to print in one go, or their
// keys. progress, if not nil, is called after each page.
func Handout(ctx context.Context, sheets []*Sheet, w io.Writer, progress func(done int)) error {
	if len(sheets) == 0 {
		return i18n.New("export.no_frames")
	}
	fonts, err := font.Go()
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	doc := &pdfDoc{w: bw, fonts: fonts, used: [2]glyphUse{{}, {}}}
	doc.start()
	for i, s := range sheets {
		if err := ctx.Err(); err != nil {
			return err
		}
		r := s.page()
		unit := math.Max(1, math.Ceil(math.Max(r.Width(), r.Height())/14400))
		page := &pdfPage{fonts: fonts, box: r, used: &doc.used}
		page.begin(unit)
		s.draw(page)
		if err := doc.addPage(page, r.Width()/unit, r.Height()/unit, unit); err != nil {
			return err
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	title := ""
	if t := sheets[0].title; t != nil && len(sheets) == 1 {
		title = t.S
	}
	if err := doc.finish(title); err != nil {
		return err
	}
	return bw.Flush()
}
