package export

import (
	"fmt"
	"slices"
	"strings"

	"gametree/internal/scene"
)

// The listing beside the tree (Options.Code): its title, its lines
// indented by their depth of nesting, the lines step k executes lit (a
// band in the current node's colours, the text bold), and the call's
// variables under them. Every format draws it: the texts are frame
// texts, the bands drawn before them (but in DOT, text for Graphviz,
// whose lit lines are bold only).

// codeGap is the room between the tree and the listing, in points at
// scale 1.
const codeGap = 28

// codeOn says whether the picture draws a listing.
func (p *Picture) codeOn() bool {
	return p.opt.Code != nil && !p.opt.DAG && p.opt.Code.Algorithm == p.trace.Options.Algorithm
}

// codeIndent is the width of one level of nesting.
func (p *Picture) codeIndent() float64 { return 1.6 * p.noteSize() }

// codeTop is the middle of the listing's title line, and codeLeft its
// left edge: to the right of the tree, its top level with the tree's.
func (p *Picture) codeTop() float64  { return p.area().MinY + p.lineH()/2 }
func (p *Picture) codeLeft() float64 { return p.area().MaxX + codeGap*p.scale() }

// codeLine returns the text of line i (0-based) of the listing, placed.
func (p *Picture) codeLine(i int, lit bool) scene.Text {
	f, l := p.opt.Code, p.narr.Language()
	pal := p.styler.Pal
	c := pal.Title
	if lit {
		c = pal.Current.Text
	}
	return scene.Text{S: f.Statement(i, p.trace.Options, l), X: p.codeLeft() + p.numberWidth() + float64(f.Lines[i].Indent)*p.codeIndent() + p.noteSize()/3,
		Y: p.codeLineY(i), Size: p.noteSize(), Bold: lit, Align: scene.Left, Color: c}
}

// codeLineY is the middle of line i (0-based) of the listing.
func (p *Picture) codeLineY(i int) float64 {
	return p.codeTop() + float64(i+1)*p.lineH() + p.lineH()/3
}

// numberWidth is the room the lines' numbers take at the listing's left,
// as the Code panel and gametree code number them: a class says "line 13".
func (p *Picture) numberWidth() float64 {
	return scene.TextWidth(fmt.Sprint(len(p.opt.Code.Lines)), p.noteSize(), true) + p.noteSize()
}

// codeNumber is line i's number, right-aligned in its column.
func (p *Picture) codeNumber(i int, lit bool) scene.Text {
	c := p.styler.Pal.Muted
	if lit {
		c = p.styler.Pal.Current.Text
	}
	return scene.Text{S: fmt.Sprint(i + 1), X: p.codeLeft() + p.numberWidth() - p.noteSize()/2, Y: p.codeLineY(i), Size: p.noteSize(), Bold: lit, Align: scene.Right, Color: c}
}

// codeTexts are the listing's texts at step k (none without a listing).
func (p *Picture) codeTexts(k int) []scene.Text {
	if !p.codeOn() {
		return nil
	}
	f, l := p.opt.Code, p.narr.Language()
	pal := p.styler.Pal
	lit := f.Lit(p.trace, k)
	texts := []scene.Text{{S: l.T(f.Title), X: p.codeLeft(), Y: p.codeTop(), Size: p.noteSize(), Bold: true, Align: scene.Left, Color: pal.Title}}
	for i := range f.Lines {
		on := slices.Contains(lit, i+1)
		texts = append(texts, p.codeNumber(i, on), p.codeLine(i, on))
	}
	if v := p.codeVars(k); v != "" {
		texts = append(texts, scene.Text{S: v, X: p.codeLeft(), Y: p.codeTop() + float64(len(f.Lines)+1)*p.lineH() + p.lineH(),
			Size: p.noteSize(), Align: scene.Left, Color: pal.Title})
	}
	return texts
}

// codeVars writes the call's variables at step k in one line:
// "alpha = 3, beta = 2, V = 2".
func (p *Picture) codeVars(k int) string {
	var parts []string
	for _, v := range p.opt.Code.Vars(p.trace, k, p.narr.Language()) {
		parts = append(parts, v.Name+" = "+v.Value)
	}
	return strings.Join(parts, ", ")
}

// codeBands are the bands behind the lines step k lights: x, y (the
// top-left corner), width and height.
func (p *Picture) codeBands(k int) []scene.Rect {
	if !p.codeOn() {
		return nil
	}
	box := p.codeBox()
	var out []scene.Rect
	for _, n := range p.opt.Code.Lit(p.trace, k) {
		y := p.codeTop() + float64(n)*p.lineH() + p.lineH()/3
		out = append(out, scene.Rect{MinX: box.MinX, MinY: y - p.lineH()/2, MaxX: box.MaxX, MaxY: y + p.lineH()/2})
	}
	return out
}

// codeBox is the rectangle the listing takes, the same at every step
// (every line as wide as it is bold): empty without a listing.
func (p *Picture) codeBox() scene.Rect { return p.codeArea }

// measureCode measures codeBox once, as NewPicture makes the picture:
// the variables' widest line takes a pass over every step drawn.
func (p *Picture) measureCode() scene.Rect {
	if !p.codeOn() {
		return scene.Rect{}
	}
	f, l := p.opt.Code, p.narr.Language()
	left := p.codeLeft()
	right := left + scene.TextWidth(l.T(f.Title), p.noteSize(), true)
	for i := range f.Lines {
		t := p.codeLine(i, true)
		right = max(right, t.X+scene.TextWidth(t.S, t.Size, true)+p.noteSize()/3)
	}
	// The variables' line, as wide as it gets over the steps drawn.
	steps := p.captionSteps
	if steps == nil {
		steps = make([]int, p.trace.Len())
		for k := range steps {
			steps[k] = k
		}
	}
	for _, k := range steps {
		right = max(right, left+scene.TextWidth(p.codeVars(k), p.noteSize(), false))
	}
	bottom := p.codeTop() + float64(len(f.Lines)+1)*p.lineH() + 1.5*p.lineH()
	return scene.Rect{MinX: left, MinY: p.area().MinY, MaxX: right, MaxY: bottom}
}
