package session

import (
	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// History is the document's edits, to undo and redo, with their names
// for the menus (said in the view's language), and where the document
// was saved among them.
type History struct {
	view    *View
	past    tree.History
	names   editNames // the past's edits' names
	edits   int       // edits done since the document was set, less those undone
	savedAt int       // edits when the document was as in its file; -1: no longer reachable
}

// NewHistory returns no edits, on a document saved as it stands unless
// dirty, its names said in view's language.
func NewHistory(view *View, dirty bool) History {
	h := History{view: view}
	if dirty {
		h.savedAt = -1
	}
	return h
}

// do applies edit e, named name, to t and returns the edited tree.
func (h *History) do(t *tree.Tree, e tree.Edit, name *i18n.Error) (*tree.Tree, error) {
	next, err := h.past.Do(t, e)
	if ie, ok := err.(*i18n.Error); ok && ie.ID == "edit.would_break" {
		// The history names the edit by its id alone: give it its node.
		return nil, i18n.Wrap(ie.Err, "edit.would_break", "Edit", name)
	}
	if err != nil {
		return nil, err
	}
	h.names.do(name)
	if h.savedAt > h.edits {
		h.savedAt = -1 // the saved tree was among the undone edits, which this one drops
	}
	h.edits++
	return next, nil
}

// move undoes the last edit of t, or redoes the last undone one (!undo),
// and returns the tree it gives.
func (h *History) move(t *tree.Tree, undo bool) (*tree.Tree, error) {
	step := h.past.Redo
	if undo {
		step = h.past.Undo
	}
	next, err := step(t)
	if err != nil {
		return nil, err
	}
	h.names.travel(undo)
	if undo {
		h.edits--
	} else {
		h.edits++
	}
	return next, nil
}

// dirty reports whether the document differs from its file: undo and
// redo may bring it back to where it was saved.
func (h *History) dirty() bool { return h.edits != h.savedAt }

// saved records that the document is in its file as it stands.
func (h *History) saved() { h.savedAt = h.edits }

// UndoName and RedoName name what Undo and Redo would do by a message id
// ("edit.add_child", "session.edit_node"; "" for nothing), the same in
// every language; UndoLabel and RedoLabel say it.
func (h *History) UndoName() string { return h.past.UndoName() }

// RedoName names the edit Redo would apply again.
func (h *History) RedoName() string { return h.past.RedoName() }

// UndoLabel is the Undo menu item in the view's language: "Undo Add
// Child", "Undo Edit b1", or "Undo" with nothing to undo.
func (h *History) UndoLabel() string {
	if id := h.UndoName(); id != "" {
		return h.view.Narrator.Language().T("session.undo", "Edit", h.names.top(h.names.done, id))
	}
	return h.view.Narrator.Language().T("session.undo_none")
}

// RedoLabel is the Redo menu item in the view's language.
func (h *History) RedoLabel() string {
	if id := h.RedoName(); id != "" {
		return h.view.Narrator.Language().T("session.redo", "Edit", h.names.top(h.names.undone, id))
	}
	return h.view.Narrator.Language().T("session.redo_none")
}

// editNames follows the history's edits with their names as messages
// with parameters, which the history's names (message ids) cannot hold:
// an edit done pushes its name, Undo and Redo move the top name across.
// Only the tops are read, and only while their ids agree with the
// history's.
type editNames struct{ done, undone []*i18n.Error }

// maxNames is how many names are kept: the history keeps fewer edits.
const maxNames = 1000

func (n *editNames) do(name *i18n.Error) {
	n.done = append(n.done, name)
	if len(n.done) > maxNames {
		n.done = n.done[1:]
	}
	n.undone = nil
}

func (n *editNames) travel(undo bool) {
	from, to := &n.done, &n.undone
	if !undo {
		from, to = to, from
	}
	if k := len(*from); k > 0 {
		*to = append(*to, (*from)[k-1])
		*from = (*from)[:k-1]
	}
}

// top is the last name of stack when it names the edit id, else id
// itself.
func (n *editNames) top(stack []*i18n.Error, id string) *i18n.Error {
	if k := len(stack); k > 0 && stack[k-1].ID == id {
		return stack[k-1]
	}
	return i18n.New(id)
}
