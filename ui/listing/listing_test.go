package listing

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/search"
)

// form returns the form named id.
func form(t *testing.T, id string) *code.Form {
	t.Helper()
	f, err := code.Lookup(search.Options{}, id, i18n.English())
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// app starts a test app in the default theme: the test theme has no
// bold monospace font.
func app(t *testing.T) {
	t.Helper()
	test.NewTempApp(t).Settings().SetTheme(theme.DefaultTheme())
}

// shown puts l alone in a new test app's window of size, drawn.
func shown(t *testing.T, l fyne.CanvasObject, size fyne.Size) fyne.Window {
	t.Helper()
	app(t)
	return window(t, l, size)
}

// window puts l alone in a window of size, drawn.
func window(t *testing.T, l fyne.CanvasObject, size fyne.Size) fyne.Window {
	t.Helper()
	w := test.NewTempWindow(t, l)
	w.SetPadded(false)
	w.Resize(size)
	return w
}

// TestLinesAreNumbered: the rows are the form's listing as `gametree
// code` prints it, numbered from 1 at the width of the last number.
func TestLinesAreNumbered(t *testing.T) {
	f := form(t, "walkthrough-en")
	l := New(nil, nil)
	shown(t, l, fyne.NewSize(900, 400))
	l.SetForm(f, search.Options{Algorithm: f.Algorithm}, i18n.English())
	want := f.Listing(search.Options{Algorithm: f.Algorithm}, i18n.English())
	if !slices.Equal(l.Lines(), want) || len(l.r.texts) != len(want) {
		t.Fatalf("lines %q, %d rows; want %q", l.Lines(), len(l.r.texts), want)
	}
	for i, t0 := range l.r.texts {
		if got, num := t0.Text, l.r.nums[i].Text; got != want[i] || num != fmt.Sprintf("%2d", i+1) {
			t.Errorf("row %d: %q %q", i+1, num, got)
		}
	}
	if l.r.texts[0].Position().X <= l.r.nums[0].Position().X || l.r.texts[1].Position().Y <= l.r.texts[0].Position().Y {
		t.Errorf("the first line's number at %v, its text at %v; the second's text at %v", l.r.nums[0].Position(), l.r.texts[0].Position(), l.r.texts[1].Position())
	}
}

// TestLitLines: the lines lit are those given that the listing has, in
// order, each once; they are marked in the selection's colour and bold,
// and no other is.
func TestLitLines(t *testing.T) {
	f := form(t, "walkthrough-en")
	l := New(nil, nil)
	shown(t, l, fyne.NewSize(900, 400))
	l.SetForm(f, search.Options{}, i18n.English())
	l.Light([]int{24, 23, 0, 99, 23})
	if got := l.Lit(); !slices.Equal(got, []int{23, 24}) {
		t.Fatalf("lit %v", got)
	}
	on := theme.DefaultTheme().Color(theme.ColorNameSelection, fyne.CurrentApp().Settings().ThemeVariant())
	for i, m := range l.r.marks {
		lit := i+1 == 23 || i+1 == 24
		if (m.FillColor == on) != lit || l.r.texts[i].TextStyle.Bold != lit {
			t.Errorf("line %d: mark %v, bold %v; lit %v", i+1, m.FillColor, l.r.texts[i].TextStyle.Bold, lit)
		}
	}
	l.Light(nil)
	for i, m := range l.r.marks {
		if m.FillColor != color.Transparent || l.r.texts[i].TextStyle.Bold {
			t.Errorf("nothing lit, line %d: mark %v, bold %v", i+1, m.FillColor, l.r.texts[i].TextStyle.Bold)
		}
	}
}

// TestChangedLines: lines marked changed have the warning colour's bar
// and a faint tint behind them, unless lit; the others neither.
func TestChangedLines(t *testing.T) {
	f := form(t, "slides-stage1")
	l := New(nil, nil)
	shown(t, l, fyne.NewSize(900, 400))
	l.SetForm(f, search.Options{}, i18n.English())
	changed := make([]bool, len(f.Lines))
	changed[7], changed[13] = true, true
	l.MarkChanged(changed)
	l.Light([]int{14})
	v := fyne.CurrentApp().Settings().ThemeVariant()
	warn, on := theme.DefaultTheme().Color(theme.ColorNameWarning, v), theme.DefaultTheme().Color(theme.ColorNameSelection, v)
	for i := range f.Lines {
		bar, mark := l.r.bars[i].FillColor, l.r.marks[i].FillColor
		switch i {
		case 7:
			if bar != warn || mark == color.Transparent || mark == on || !l.Changed(8) {
				t.Errorf("line 8, changed: bar %v, mark %v", bar, mark)
			}
		case 13:
			if bar != warn || mark != on {
				t.Errorf("line 14, changed and lit: bar %v, mark %v", bar, mark)
			}
		default:
			if bar != color.Transparent || mark != color.Transparent || l.Changed(i+1) {
				t.Errorf("line %d: bar %v, mark %v", i+1, bar, mark)
			}
		}
	}
}

// TestFollow: the scroll stays while the lit lines are in view with a
// row of context; else the first goes a third of the way down, or
// higher for the last to show, never above the view, within the content.
func TestFollow(t *testing.T) {
	const view, content, row = 300, 1000, 20
	for _, c := range []struct {
		name                string
		offset, top, bottom float32
		want                float32
	}{
		{"in view", 100, 200, 240, 100},
		{"in view at the content's top, no context above", 0, 0, 20, 0},
		{"in view at the content's end, no context under", 700, 980, 1000, 700},
		{"on the view's last row: the next one hidden", 100, 380, 400, 280},
		{"on the view's first row: the one before hidden", 300, 300, 320, 200},
		{"under the view", 0, 600, 620, 500},
		{"over the view", 500, 100, 140, 0},
		{"long: the last must show", 0, 600, 800, 550},
		{"taller than the view: the first at the top", 0, 400, 900, 400},
		{"no room for context: none", 0, 400, 680, 400},
		{"no room for context, in view", 395, 400, 680, 395},
		{"near the end: within the content", 0, 960, 1000, 700},
		{"content shorter than the view", 0, 200, 220, 0},
	} {
		content := float32(content)
		if c.name == "content shorter than the view" {
			content = 250
		}
		if got := follow(c.offset, view, content, c.top, c.bottom, row); got != c.want {
			t.Errorf("%s: offset %v, want %v", c.name, got, c.want)
		}
	}
}

// TestLitLinesScrollIntoView: in a listing lower than its lines, lighting
// the last lines scrolls them into view, with the row after them (the
// listing's end) too; lighting a line already in view moves nothing;
// lighting the first scrolls back to the top, under what is above the
// lines; a window made lower keeps the lit line in view.
func TestLitLinesScrollIntoView(t *testing.T) {
	f := form(t, "walkthrough-en")
	title := widget.NewLabel("a title over the lines")
	l := New(title, widget.NewLabel("under the lines"))
	w := shown(t, l, fyne.NewSize(600, 200))
	l.SetForm(f, search.Options{}, i18n.English())
	n := len(f.Lines)
	l.Light([]int{n - 2, n - 1})
	first, last := l.Shown()
	if first > n-2 || last < n {
		t.Fatalf("lines %d–%d lit, %d–%d shown", n-2, n-1, first, last)
	}
	y := l.r.scroll.Offset.Y
	l.Light([]int{last - 1})
	if l.r.scroll.Offset.Y != y {
		t.Errorf("line %d, in view, lit: the scroll moved from %v to %v", last-1, y, l.r.scroll.Offset.Y)
	}
	l.Light([]int{1})
	if first, _ := l.Shown(); first != 1 || l.r.scroll.Offset.Y != 0 {
		t.Errorf("line 1 lit: %d shown first, scrolled to %v", first, l.r.scroll.Offset.Y)
	}
	l.Light([]int{n / 2})
	w.Resize(fyne.NewSize(600, 90))
	if first, last := l.Shown(); first > n/2 || last < n/2 {
		t.Errorf("line %d lit in a lower window: %d–%d shown", n/2, first, last)
	}
}

// TestAFormChange: another form builds its rows again, none lit, at the
// top; the same form again keeps the lines lit; nil lists nothing.
func TestAFormChange(t *testing.T) {
	l := New(nil, nil)
	shown(t, l, fyne.NewSize(600, 150))
	walk, bratko := form(t, "walkthrough-en"), form(t, "bratko")
	l.SetForm(walk, search.Options{}, i18n.English())
	l.Light([]int{24})
	l.SetForm(walk, search.Options{}, i18n.English())
	if !slices.Equal(l.Lit(), []int{24}) {
		t.Errorf("the same form again: lit %v", l.Lit())
	}
	l.SetForm(bratko, search.Options{}, i18n.English())
	if l.Form() != bratko || len(l.r.texts) != len(bratko.Lines) || len(l.Lit()) != 0 || l.r.scroll.Offset.Y != 0 ||
		!strings.Contains(l.r.texts[0].Text, "alphabeta(Pos, Alpha, Beta, GoodPos, Val)") {
		t.Errorf("Bratko's form: %d rows, lit %v, scrolled %v, first %q", len(l.r.texts), l.Lit(), l.r.scroll.Offset.Y, l.r.texts[0].Text)
	}
	l.SetForm(nil, search.Options{}, i18n.English())
	if l.Form() != nil || len(l.r.texts) != 0 || len(l.r.content.Objects) != 0 {
		t.Errorf("no form: %d rows, %d objects", len(l.r.texts), len(l.r.content.Objects))
	}
}

// TestTheTextFits: in a wide listing the text is the theme's size; in a
// narrower one its lines indent two spaces a level before the text
// shrinks, then shrinks down to MinShare, never below; Largest caps it.
func TestTheTextFits(t *testing.T) {
	f := form(t, "slides-alphabeta")
	l := New(nil, nil)
	w := shown(t, l, fyne.NewSize(1000, 300))
	l.SetForm(f, search.Options{}, i18n.English())
	base := theme.DefaultTheme().Size(theme.SizeNameText)
	deep := slices.IndexFunc(f.Lines, func(ln code.Line) bool { return ln.Indent >= 4 })
	if l.TextSize() != base || !strings.HasPrefix(l.r.texts[deep].Text, strings.Repeat(" ", 16)) {
		t.Fatalf("1000 px: text %v (want %v), line %d %q", l.TextSize(), base, deep+1, l.r.texts[deep].Text)
	}
	// The widest line's code, indented two spaces a level, with its
	// number, and the row's insets.
	half := float32(0)
	for i, ln := range f.Lines {
		s := fmt.Sprintf("%2d  %s%s", i+1, strings.Repeat("  ", ln.Indent), ln.Code)
		half = max(half, fyne.MeasureText(s, base, fyne.TextStyle{Monospace: true, Bold: true}).Width)
	}
	w.Resize(fyne.NewSize(half+2*barWidth+rightInset+2, 300))
	if l.TextSize() != base || strings.HasPrefix(l.r.texts[deep].Text, strings.Repeat(" ", 9)) || !strings.HasPrefix(l.r.texts[deep].Text, strings.Repeat(" ", 8)) {
		t.Errorf("%v px: text %v (want %v), line %d %q", w.Canvas().Size().Width, l.TextSize(), base, deep+1, l.r.texts[deep].Text)
	}
	w.Resize(fyne.NewSize(half*0.9, 300))
	got := l.TextSize()
	if got >= base || got < base*MinShare {
		t.Errorf("%v px: text %v", w.Canvas().Size().Width, got)
	}
	w.Resize(fyne.NewSize(100, 300))
	if l.TextSize() != base*MinShare {
		t.Errorf("100 px: text %v, want %v", l.TextSize(), base*MinShare)
	}
	l.Largest = 12
	w.Resize(fyne.NewSize(1000, 300))
	l.Refresh()
	if l.TextSize() != 12 {
		t.Errorf("Largest 12: text %v", l.TextSize())
	}
}

// variant is the default theme in one variant.
type variant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// TestTheListingFollowsItsTheme: the text and the lit mark are in the
// colours of the theme the listing is drawn in, dark then light, and
// the text at its text size.
func TestTheListingFollowsItsTheme(t *testing.T) {
	app(t)
	f := form(t, "walkthrough-en")
	l := New(nil, nil)
	dark := variant{theme.DefaultTheme(), theme.VariantDark}
	over := container.NewThemeOverride(l, dark)
	window(t, over, fyne.NewSize(900, 400))
	l.SetForm(f, search.Options{}, i18n.English())
	l.Light([]int{3})
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		over.Theme = variant{theme.DefaultTheme(), v}
		over.Refresh()
		ink, on := theme.DefaultTheme().Color(theme.ColorNameForeground, v), theme.DefaultTheme().Color(theme.ColorNameSelection, v)
		if l.r.texts[0].Color != ink || l.r.marks[2].FillColor != on {
			t.Errorf("variant %v: text %v (want %v), lit %v (want %v)", v, l.r.texts[0].Color, ink, l.r.marks[2].FillColor, on)
		}
	}
}

// TestAboveAndBelow: what is above the lines is over the first, what is
// below under the last, all three across the listing's width, and a line
// longer than the listing makes it scroll sideways.
func TestAboveAndBelow(t *testing.T) {
	f := form(t, "bratko")
	above, below := widget.NewLabel("above"), widget.NewLabel("below")
	l := New(above, below)
	shown(t, l, fyne.NewSize(300, 2000))
	l.SetForm(f, search.Options{}, i18n.English())
	first, last := l.r.marks[0], l.r.marks[len(l.r.marks)-1]
	if above.Position().Y != 0 || first.Position().Y < above.Size().Height || below.Position().Y < last.Position().Y+last.Size().Height {
		t.Errorf("above at %v (%v high), the first line at %v, the last at %v, below at %v",
			above.Position().Y, above.Size().Height, first.Position().Y, last.Position().Y, below.Position().Y)
	}
	if w := l.r.content.Size().Width; w <= 300 || first.Size().Width != w || above.Size().Width != w || below.Size().Width != w {
		t.Errorf("the content %v wide in a 300-pixel listing; a mark %v, above %v, below %v", w, first.Size().Width, above.Size().Width, below.Size().Width)
	}
}
