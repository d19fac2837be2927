package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/mainthread"
	"gametree/internal/session"
	"gametree/internal/tree"
)

// cell is the field drawn over a node of the canvas to type its value
// where it stands: a digit typed with a node selected opens it. Enter
// sets the value, Tab sets it and moves the field to the next leaf in
// preorder (Shift+Tab the one before), Insert gives the node as many
// children as the number typed, Escape leaves the node as it was. Each
// change is one undoable edit. Opened from Edit › Add Children…, it asks
// for the number of children instead.
type cell struct {
	h  host
	tv *treeView
	// edited shows an edit's result (editor.edited), showSelected the
	// selection, theme the content's theme.
	edited       func(session.Request, error) bool
	showSelected func()
	theme        func() fyne.Theme
	layer        *fyne.Container
	// sized draws the field with text as large as the node's.
	sized *container.ThemeOverride
	text  float32
	field *cellEntry
	// at is the node typed at (nil: the field is closed); children says
	// the field asks how many children to give it.
	at       tree.Path
	children bool
	// refused is what the status line last said against the text typed.
	refused string
}

func newCell(h host, tv *treeView, edited func(session.Request, error) bool, showSelected func(), look func() fyne.Theme) *cell {
	c := &cell{h: h, tv: tv, edited: edited, showSelected: showSelected, theme: look}
	c.field = &cellEntry{c: c}
	c.field.ExtendBaseWidget(c.field)
	c.field.OnChanged = func(string) { c.place() } // as wide as the text
	c.sized = container.NewThemeOverride(c.field, cellTheme{look, &c.text})
	c.sized.Hide()
	c.layer = container.NewWithoutLayout(c.sized)
	return c
}

// canvas is the window's canvas, where the field takes the focus.
func (c *cell) canvas() fyne.Canvas { return c.h.router().win.Canvas() }

// isOpen says whether the field is up.
func (c *cell) isOpen() bool { return c.at != nil }

// valueKeys are the keys that start a value: its first character comes
// after them as a rune (see typed).
var valueKeys = map[fyne.KeyName]bool{
	fyne.Key0: true, fyne.Key1: true, fyne.Key2: true, fyne.Key3: true, fyne.Key4: true,
	fyne.Key5: true, fyne.Key6: true, fyne.Key7: true, fyne.Key8: true, fyne.Key9: true,
	fyne.KeyMinus: true, fyne.KeyPeriod: true,
}

// startsValue reports whether a rune begins a value typed at a node:
// a digit, a sign (the minus sign too), a decimal point.
func startsValue(r rune) bool { return r >= '0' && r <= '9' || r == '-' || r == '−' || r == '.' }

// canType says whether typing would open the field: a node is selected
// (or being edited: see session.Session.SelectedPath), the window edits
// (not in presenter mode, not while practising), and nothing covers the
// canvas.
func (c *cell) canType() bool {
	s, k := c.h.state(), c.h.router()
	return !c.isOpen() && s.SelectedPath() != nil && !c.h.view().Presenting && !s.Practising() &&
		!k.dialogOpen() && !k.windowsOnTop() && c.tv.graph == nil
}

// claims reports whether the key is the first of a value typed at the
// selected node: it then does nothing itself (0 does not fit the tree,
// − does not zoom out), and its rune opens the field.
func (c *cell) claims(e *fyne.KeyEvent) bool { return valueKeys[e.Name] && (c.isOpen() || c.canType()) }

// taken hands the field a key that reached the window's bindings while
// the field was opening (the browser's keys queue up behind the
// character that opens it): it reports whether the field took it.
func (c *cell) taken(e *fyne.KeyEvent) bool {
	if !c.isOpen() {
		return false
	}
	c.field.TypedKey(e)
	return true
}

// typed opens the field at the selected node with the character typed,
// when it starts a value, or adds the character to the field opening;
// it reports whether it took it.
func (c *cell) typed(r rune) bool {
	if c.isOpen() {
		c.field.Entry.TypedRune(r)
		return true
	}
	if !startsValue(r) || !c.canType() {
		return false
	}
	c.open(c.h.state().SelectedPath(), false, string(r), false)
	return true
}

// askChildren opens the field at the selected node (or the node edits
// act on) for the number of children to give it.
func (c *cell) askChildren() {
	c.cancel()
	at := c.h.state().SelectedPath()
	if at == nil {
		at = c.h.state().Target()
	}
	if at == nil {
		return
	}
	c.open(at, true, "", false)
}

// open puts the field over the node at p, holding text: typed after the
// cursor, or, with selected, chosen whole so that typing replaces it.
func (c *cell) open(p tree.Path, children bool, text string, selected bool) {
	s, l := c.h.state(), c.h.lang()
	c.at, c.children = p, children
	s.SelectPath(p)
	name := ""
	if id, err := s.Doc().Tree.At(p); err == nil {
		name = s.Doc().Tree.Name(id)
	}
	f := c.field
	f.SetText("")
	f.SetPlaceHolder("")
	hint := l.T("cell.hint_value", "Node", name)
	if children {
		f.SetPlaceHolder(l.T("cell.children"))
		hint = l.T("cell.hint_children", "Node", name)
	}
	c.sized.Show()
	c.place()
	c.canvas().Focus(f)
	if selected {
		f.SetText(text)
		f.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	} else {
		for _, r := range text {
			f.Entry.TypedRune(r)
		}
	}
	c.h.say(hint)
	c.tv.raster.Refresh() // the selection's ring
}

// close takes the field away, changing nothing.
func (c *cell) close() {
	if !c.isOpen() {
		return
	}
	c.at = nil
	c.sized.Hide()
	if c.canvas().Focused() == c.field {
		c.canvas().Unfocus()
	}
	c.h.unsay()
}

// cancel closes the field, the node as it was: Escape, or another edit
// coming first (Undo from the menu).
func (c *cell) cancel() { c.close() }

// commit applies what was typed: the value, then with move ±1 the field
// goes on to the next leaf in preorder or the one before (closing after
// the last); or the number of children. Text that does not fit keeps the
// field open with it, and the status line says why.
func (c *cell) commit(move int) {
	s := c.h.state()
	if !c.isOpen() {
		return
	}
	at := c.at
	if c.children {
		c.addChildren()
		return
	}
	r, changed, err := s.SetValue(at, c.field.Text)
	if err != nil {
		c.refuse(err)
		return
	}
	var next tree.Path
	if move != 0 {
		next = s.LeafAfter(at, move > 0)
	}
	c.close()
	if changed {
		c.edited(r, nil)
	}
	if next == nil {
		c.showSelected()
		return
	}
	s.SelectPath(next)
	c.showSelected()
	f, _ := s.Fields(next)
	c.open(next, false, f.Value, true)
}

// addChildren gives the node as many children as the number typed, and
// selects the first, ready for its value.
func (c *cell) addChildren() {
	s := c.h.state()
	n, err := session.ParseChildren(c.field.Text)
	if err != nil {
		c.refuse(err)
		return
	}
	at := c.at
	c.close()
	s.SelectPath(at)
	c.edited(s.AddChildren(n))
}

// refuse says why the text typed does not fit, keeping it in the field,
// chosen whole to be typed again.
func (c *cell) refuse(err error) {
	c.refused = c.h.lang().Error(err)
	c.h.say(c.refused)
	c.field.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// place puts the field over its node's shape, centred on it, its text
// about as large as the node's (never smaller than the window's), as wide
// as the shape or the text typed and a digit more, whichever is wider,
// and inside the canvas.
func (c *cell) place() {
	if !c.isOpen() {
		return
	}
	tv, f := c.tv, c.field
	base := c.theme()
	textSize := base.Size(theme.SizeNameText)
	var centre fyne.Position
	shapeW, placed := float32(0), false
	if g := tv.geom(); g != nil && tv.graph == nil {
		if id, err := g.Tree.At(c.at); err == nil && g.Drawn(id) {
			w, h := g.ShapeSize(id)
			left, top := tv.cam.Pixel(g.X[id]-w/2, g.Y[id]-h/2)
			right, bottom := tv.cam.Pixel(g.X[id]+w/2, g.Y[id]+h/2)
			shapeW, placed = float32(right-left), true
			centre = fyne.NewPos(float32(left+right)/2, float32(top+bottom)/2)
			textSize = min(max(textSize, float32(bottom-top)*0.5), 3*textSize)
		}
	}
	if textSize != c.text {
		c.text = textSize
		c.sized.Refresh()
	}
	text := f.Text
	if text == "" {
		text = f.PlaceHolder
	}
	th := cellTheme{c.theme, &c.text}
	room := 4*th.Size(theme.SizeNameInnerPadding) + 2*th.Size(theme.SizeNameInputBorder)
	size := fyne.NewSize(max(shapeW, fyne.MeasureText(text+"0", textSize, f.TextStyle).Width+room),
		f.MinSize().Height)
	canvasSize := tv.Size()
	if !placed {
		centre = fyne.NewPos(canvasSize.Width/2, canvasSize.Height/2)
	}
	x := max(0, min(centre.X-size.Width/2, canvasSize.Width-size.Width))
	y := max(0, min(centre.Y-size.Height/2, canvasSize.Height-size.Height))
	if pos := fyne.NewPos(x, y); c.sized.Position() != pos || c.sized.Size() != size {
		c.sized.Move(pos)
		c.sized.Resize(size)
	}
}

// cellTheme is the window's content theme with the text size the cell
// draws at (0: the theme's).
type cellTheme struct {
	base func() fyne.Theme
	text *float32
}

// Color is the content's.
func (c cellTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return c.base().Color(n, v)
}

// Font is the content's.
func (c cellTheme) Font(s fyne.TextStyle) fyne.Resource { return c.base().Font(s) }

// Icon is the content's.
func (c cellTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return c.base().Icon(n) }

// Size is the content's, but for the text's, and a snug field round it
// that keeps to the node's shape.
func (c cellTheme) Size(n fyne.ThemeSizeName) float32 {
	switch {
	case n == theme.SizeNameText && *c.text > 0:
		return *c.text
	case n == theme.SizeNameInnerPadding:
		return c.base().Size(n) / 4
	}
	return c.base().Size(n)
}

// follow keeps the field over its node as the drawing moves under it (a
// zoom, a pan, a new layout): after the frame being drawn.
func (c *cell) follow() {
	if c.isOpen() {
		fyne.Do(c.place)
	}
}

// cellEntry is the cell's text field. It keeps Tab (Fyne's driver would
// move the focus on), and reads Enter, Tab, Shift+Tab, Insert and Escape
// as the cell's commands.
type cellEntry struct {
	widget.Entry
	c *cell
}

// AcceptsTab keeps Tab in the field: it goes on to the next leaf.
func (e *cellEntry) AcceptsTab() bool { return true }

// TypedKey runs the cell's commands; other keys edit the text.
func (e *cellEntry) TypedKey(ev *fyne.KeyEvent) {
	mainthread.OnMain(func() {
		switch ev.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			e.c.commit(0)
		case fyne.KeyTab:
			if shiftHeld() {
				e.c.commit(-1)
			} else {
				e.c.commit(1)
			}
		case fyne.KeyInsert: // the number typed counts children
			e.c.addChildren()
		case fyne.KeyEscape:
			e.c.cancel()
		default:
			e.Entry.TypedKey(ev)
		}
	})
}

// TypedRune types a character.
func (e *cellEntry) TypedRune(r rune) { mainthread.OnMain(func() { e.Entry.TypedRune(r) }) }

// TypedShortcut copies, cuts, pastes, selects all, undoes typing.
func (e *cellEntry) TypedShortcut(s fyne.Shortcut) {
	mainthread.OnMain(func() { e.Entry.TypedShortcut(s) })
}

// FocusLost sets the value typed when the field loses the focus to a
// click elsewhere (as a spreadsheet's cell does), or leaves the node as
// it was when the text does not fit.
func (e *cellEntry) FocusLost() {
	mainthread.OnMain(func() {
		e.Entry.FocusLost()
		c := e.c
		if !c.isOpen() {
			return
		}
		c.commit(0)
		if c.isOpen() { // refused: the message stays, the node as it was
			c.close()
			c.h.say(c.refused)
		}
	})
}

// shiftHeld says whether a Shift key is down, for Shift+Tab: Fyne's key
// events do not carry their modifiers.
func shiftHeld() bool {
	d, ok := fyne.CurrentApp().Driver().(desktop.Driver)
	return ok && d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
}
