package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/internal/treefile"
)

// editHost is what editing asks of the window besides a panel's host.
type editHost interface {
	host
	// searchEdited shows the document as an edit left it: searched
	// again, practice and playback stopped, the title and menus brought
	// up to date.
	searchEdited(r session.Request)
	// open shows a new document.
	open(d session.Document)
	selectNode(id tree.NodeID)
	showError(err error)
	// inLang makes a field's check say its problems in the window's
	// language.
	inLang(check func(string) error) func(string) error
}

// editor is edit mode: the edits of the tree (the Edit menu and its
// keys), the field typing a value over a node (cell), and the dialogs
// that edit a node or make a new tree (New from Text, Random Tree, Game
// Tree: see generate.go). Each edit is one undoable step of the session.
type editor struct {
	h    editHost
	cell *cell
	// dialogs are the window's dialogs on screen, bg its background work
	// (a tree generated, a game tree's size counted), clip the clipboard
	// Paste Subtree reads.
	dialogs *dialogs
	bg      *background
	clip    fyne.Clipboard
	// docs asks to save unsaved changes before a new tree.
	docs *documents
}

func newEditor(h editHost, tv *treeView, d *dialogs, docs *documents, bg *background, clip fyne.Clipboard, look func() fyne.Theme) *editor {
	e := &editor{h: h, dialogs: d, docs: docs, bg: bg, clip: clip}
	e.cell = newCell(h, tv, e.edited, e.showSelected, look)
	return e
}

// win is the window, which the dialogs belong to.
func (e *editor) win() fyne.Window { return e.h.router().win }

// focus puts the cursor in a dialog's field with its text selected, so
// that typing replaces it.
func (e *editor) focus(f fyne.Focusable) { e.win().Canvas().Focus(f) }

// guard guards an edit: presenter mode does not edit, and practice does
// not while its answers are about this tree.
func (e *editor) guard(edit func()) func() {
	return func() {
		switch {
		case e.h.view().Presenting:
			e.h.say(e.h.lang().T("say.presenter_no_edit"))
		case e.h.state().Practising():
			e.h.say(e.h.lang().T("practice.no_edit"))
		default:
			edit()
		}
	}
}

// edited shows the result of an edit: a new search of the edited tree,
// the title's unsaved mark and the Edit menu's names; an edit that did not
// fit says why in the status line.
func (e *editor) edited(r session.Request, err error) bool {
	e.cell.cancel() // typed at a node the edit may move
	if err != nil {
		e.h.say(e.h.lang().Error(err))
		return false
	}
	e.h.searchEdited(r)
	return true
}

// showSelected shows the selection in the canvas and the Node panel when
// the search of the document has finished; a search under way shows it
// as it lands.
func (e *editor) showSelected() {
	if id := e.h.state().Selected(); id != tree.None {
		e.h.selectNode(id)
	}
}

func (e *editor) undo() { e.edited(e.h.state().Undo()) }
func (e *editor) redo() { e.edited(e.h.state().Redo()) }

// addChild adds a leaf under the selected node (or the node edits act
// on) and selects it, ready for its value: typing goes straight into it
// (see cell). One undoable step.
func (e *editor) addChild() { e.edited(e.h.state().AddChildren(1)) }

// addSibling adds a leaf after the selected node and selects it, ready
// for its value, so Shift+Insert again adds the one after.
func (e *editor) addSibling() {
	s := e.h.state()
	_, f, err := s.NewSibling()
	if err != nil {
		e.h.say(e.h.lang().Error(err))
		return
	}
	e.edited(s.AddSibling(f))
}

// addChildren asks, in the field over the node, how many children to
// give it (Edit › Add Children…; typing the number then Insert does the
// same).
func (e *editor) addChildren() { e.cell.askChildren() }

// pasteSubtree replaces the selected subtree with the tree in bracket
// notation on the clipboard, in one undoable step; text that is not one
// changes nothing, and the status line says where the mistake is.
func (e *editor) pasteSubtree() {
	e.edited(e.h.state().PasteSubtree(e.clip.Content()))
}

func (e *editor) deleteSubtree()      { e.edited(e.h.state().Delete()) }
func (e *editor) moveChild(by int)    { e.edited(e.h.state().MoveChild(by)) }
func (e *editor) setKind(k tree.Kind) { e.edited(e.h.state().SetKind(k)) }
func (e *editor) flipRoot()           { e.edited(e.h.state().FlipRoot()) }
func (e *editor) order(best bool)     { e.edited(e.h.state().Order(best)) }
func (e *editor) relabel()            { e.edited(e.h.state().Relabel()) }

// editNodeDialog edits the selected node (or the current one).
func (e *editor) editNodeDialog() {
	s, l := e.h.state(), e.h.lang()
	p := s.Target()
	f, ok := s.Fields(p)
	if !ok {
		return
	}
	e.nodeDialog(l.T("editor.edit_node", "Node", f.Label), l.T("button.apply"), p, f, func(f session.NodeFields) (session.Request, bool, error) {
		return s.EditNode(p, f)
	})
}

// nodeDialog asks for the name, value or estimate, kind and move of a node
// (the one at p, or the one about to be added there), then applies them.
// The value is focused and selected, so typing replaces it; a value that
// is not a number (probabilities that do not add up to 1, …) says so under
// the field and keeps the dialog open; an edit the tree refuses opens it
// again with what was typed; Enter applies from any field, Escape cancels.
func (e *editor) nodeDialog(title, confirm string, p tree.Path, f session.NodeFields, apply func(session.NodeFields) (session.Request, bool, error)) {
	l, s, keys := e.h.lang(), e.h.state(), e.h.router()
	name, value, move := newEntry(keys), newEntry(keys), newEntry(keys)
	name.SetText(f.Label)
	value.SetText(f.Value)
	move.SetText(f.Move)
	name.Validator = e.h.inLang(func(t string) error { return s.CheckName(t, f.Label) })
	move.Validator = e.h.inLang(func(t string) error { return session.CheckText(t, "move") })
	valueLabel := l.T("editor.value")
	id, err := s.Doc().Tree.At(p)
	estimate := err == nil && !s.Doc().Tree.Nodes[id].IsLeaf()
	value.Validator = e.h.inLang(func(t string) error { return session.CheckValue(t, estimate) })
	if estimate {
		valueLabel = l.T("editor.estimate")
		value.SetPlaceHolder(l.T("editor.estimate_none"))
	}
	// The probabilities of the children: for an inner node made a chance
	// node (the field greys out for the others).
	chances := newEntry(keys)
	chances.SetText(f.Chances)
	chances.SetPlaceHolder(l.T("editor.chances_hint"))
	kids := 0
	if err == nil {
		kids = len(s.Doc().Tree.Nodes[id].Children)
	}
	chances.Validator = e.h.inLang(func(t string) error { _, err := session.ParseChances(t, kids); return err })
	kind := newChoice(keys, []string{l.T("menu.alternate"), "MAX", "MIN", l.T("menu.chance")})
	kind.OnChanged = func(string) {
		if tree.Kind(kind.SelectedIndex()) == tree.Chance && kids > 0 {
			chances.Enable()
		} else {
			chances.Disable()
		}
	}
	kind.SetSelectedIndex(int(f.Kind))
	d := dialog.NewForm(title, confirm, l.T("button.cancel"), []*widget.FormItem{
		widget.NewFormItem(l.T("editor.name"), name),
		widget.NewFormItem(valueLabel, value),
		widget.NewFormItem(l.T("editor.who_moves"), kind),
		widget.NewFormItem(l.T("editor.chances"), chances),
		widget.NewFormItem(l.T("editor.move"), move),
	}, func(ok bool) {
		if !ok {
			return
		}
		typed := session.NodeFields{Label: name.Text, Value: value.Text, Kind: tree.Kind(kind.SelectedIndex()), Move: move.Text, Chances: chances.Text}
		r, changed, err := apply(typed)
		switch {
		case err != nil: // asked again with what was typed, under the problem
			e.nodeDialog(title, confirm, p, typed, apply)
			e.h.showError(err)
		case changed:
			e.edited(r, nil)
		}
	}, e.win())
	submit := func() { // only fields that pass their checks; the Add button greys out too
		for _, field := range []*entry{name, value, move, chances} {
			if field.Validate() != nil && (field != chances || !chances.Disabled()) {
				return
			}
		}
		d.Submit()
	}
	for _, field := range []*entry{name, value, move, chances} {
		field.OnSubmitted = func(string) { submit() }
	}
	d.Resize(fyne.NewSize(520, 370))
	e.dialogs.showChoice(title, d, submit)
	e.focus(value)
}

// newTree starts a tree of one leaf to grow with Insert; nothing is
// unsaved until it is edited.
func (e *editor) newTree() {
	e.docs.confirmDiscard(func() {
		e.h.open(session.Document{Tree: tree.New(tree.Node{Label: "a", Value: 0, HasValue: true}), Name: e.h.lang().T("doc.untitled"), Format: tree.FormatJSON})
		e.h.say(e.h.lang().T("start.new_hint")) // how to grow the lone leaf
	})
}

// newFromTextDialog makes a tree from text typed or pasted in: bracket
// notation or gametree JSON. A mistake keeps the dialog open with the
// text, saying where the mistake is.
func (e *editor) newFromTextDialog() {
	e.docs.confirmDiscard(func() { e.showTextDialog("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "") })
}

func (e *editor) showTextDialog(text, problem string) {
	entry := newEntry(e.h.router())
	entry.MultiLine, entry.Wrapping = true, fyne.TextWrapWord
	entry.SetText(text)
	entry.SetMinRowsVisible(8)
	entry.TextStyle.Monospace = true
	l := e.h.lang()
	items := []*widget.FormItem{widget.NewFormItem(l.T("editor.tree"), entry)}
	if problem != "" {
		msg := widget.NewLabel(problem)
		msg.Wrapping = fyne.TextWrapWord
		msg.Importance = widget.DangerImportance
		items = append(items, widget.NewFormItem(l.T("editor.problem"), msg))
	}
	d := dialog.NewForm(l.T("editor.from_text"), l.T("button.create"), l.T("button.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		t, format, err := treefile.Read([]byte(entry.Text), "", tree.MaxNodes) // JSON, brackets or DOT
		if err != nil {
			e.showTextDialog(entry.Text, l.Error(err))
			return
		}
		e.h.open(session.Document{Tree: t, Name: l.T("doc.untitled"), Format: format, Dirty: true})
	}, e.win())
	d.Resize(fyne.NewSize(620, 420))
	e.dialogs.showForm(l.T("editor.from_text"), d)
	e.focus(entry)
}
