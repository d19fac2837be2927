package session

import (
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
)

// TestHistoryOnItsOwn: a History names its edits in its view's language,
// and knows when undo and redo bring the document back to where it was
// saved, or past where it can come back to.
func TestHistoryOnItsOwn(t *testing.T) {
	tr, err := tree.ReadLimit([]byte(`[[3,12,8],[2,4,6]]`), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	view := &View{Narrator: narrate.English()}
	h := NewHistory(view, false)
	if h.dirty() || h.UndoLabel() != "Undo" {
		t.Fatalf("at first: dirty %v, %q", h.dirty(), h.UndoLabel())
	}
	edited, err := h.do(tr, &tree.Delete{At: tree.Path{1}}, i18n.New("edit.delete"))
	if err != nil || edited.Len() != tr.Len()-4 || !h.dirty() {
		t.Fatalf("deleted: %v, %d nodes, dirty %v", err, edited.Len(), h.dirty())
	}
	view.Narrator = narrate.For(i18n.Must("it"))
	it := i18n.Must("it").T("session.undo", "Edit", i18n.New("edit.delete"))
	if h.UndoName() != "edit.delete" || h.UndoLabel() != it || it == "Undo Delete Subtree" || h.RedoName() != "" {
		t.Errorf("in Italian: undo %q %q, redo %q", h.UndoName(), h.UndoLabel(), h.RedoName())
	}
	h.saved()
	back, err := h.move(edited, true)
	if err != nil || back.Len() != tr.Len() || !h.dirty() || h.RedoName() != "edit.delete" {
		t.Fatalf("undone after saving: %v, %d nodes, dirty %v", err, back.Len(), h.dirty())
	}
	if _, err := h.move(back, false); err != nil || h.dirty() {
		t.Errorf("redone: %v, dirty %v, want as saved", err, h.dirty())
	}
	h.move(edited, true)
	if _, err := h.do(back, &tree.MoveChild{At: tree.Path{0, 0}, By: 1}, i18n.New("edit.move_right")); err != nil || !h.dirty() {
		t.Fatal(err)
	}
	if h.savedAt != -1 {
		t.Errorf("an edit dropped the saved one among the undone: saved at %d", h.savedAt)
	}
}
