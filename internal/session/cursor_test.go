package session

import (
	"context"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// cursorOn is a cursor on its own, showing alpha-beta's search of t at
// step 0, and the document and view it reads.
func cursorOn(t *testing.T, src string) (*Cursor, *Document, *View) {
	t.Helper()
	tr, err := tree.ReadLimit([]byte(src), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{Algorithm: search.AlphaBeta})
	if err != nil {
		t.Fatal(err)
	}
	doc, view := &Document{Tree: tr}, &View{}
	c := NewCursor(doc, view)
	c.show(trace, 0)
	return &c, doc, view
}

// TestCursorSteps: a cursor on its own steps through every step, or
// through calls and returns only, and stops at either end.
func TestCursorSteps(t *testing.T) {
	c, _, _ := cursorOn(t, `[[3,12,8],[2,4,6],[14,5,2]]`)
	if c.Prev() || c.Step() != 0 || c.Positions() != c.Trace().Len() {
		t.Fatalf("at the start: prev moved, step %d, %d positions", c.Step(), c.Positions())
	}
	if !c.Next() || c.Step() != 1 || !c.Last() || !c.AtEnd() || c.Next() || c.Step() != c.Trace().Last() {
		t.Fatalf("next, last: step %d of %d", c.Step(), c.Trace().Last())
	}
	c.SetCoarse(true)
	coarse := c.Trace().Coarse()
	if c.Positions() != len(coarse) || c.Positions() >= c.Trace().Len() {
		t.Fatalf("coarse: %d positions of %d steps", c.Positions(), c.Trace().Len())
	}
	if !c.First() || !c.Next() || c.Step() != int(coarse[1]) || c.Position() != 1 {
		t.Errorf("coarse next: step %d, position %d, want %d, 1", c.Step(), c.Position(), coarse[1])
	}
	if !c.JumpToPosition(3) || c.Step() != int(coarse[3]) || c.JumpToPosition(3) {
		t.Errorf("coarse position 3: step %d, want %d", c.Step(), coarse[3])
	}
}

// TestCursorSelection: the selection is of the document's tree, moves
// to a node next to it, and waits while the trace shown is of another
// tree (an edit being searched).
func TestCursorSelection(t *testing.T) {
	c, doc, _ := cursorOn(t, `[[3,12,8],[2,4,6],[14,5,2]]`)
	if id, why := c.Inspected(); c.Selected() != tree.None || id != tree.Root || why != RootNode {
		t.Fatalf("at first: selected %v, inspected %v (%v)", c.Selected(), id, why)
	}
	for _, to := range []Toward{ToChild, ToChild, ToChild, ToNext} {
		if !c.SelectToward(to) {
			t.Fatalf("root, first child, its first child, next sibling: not moved %v", to)
		}
	}
	if p := c.SelectedPath(); p.String() != "1.2" || c.SelectToward(ToChild) {
		t.Errorf("selected %v, want the leaf 1.2, without children", p)
	}
	if id, why := c.Inspected(); id != c.Selected() || why != Chosen || c.Target().String() != "1.2" {
		t.Errorf("inspected %v (%v), target %v", id, why, c.Target())
	}
	doc.Tree = doc.Tree.Clone() // edited, its search under way
	if c.Selected() != tree.None || c.SelectedPath() == nil {
		t.Errorf("while the edit's search runs: selected %v, path %v", c.Selected(), c.SelectedPath())
	}
}

// TestCursorReveals: with answers hidden the result shows once the root
// returns; the narration lists the steps up to the one shown.
func TestCursorReveals(t *testing.T) {
	c, _, view := cursorOn(t, `[[3,12,8],[2,4,6],[14,5,2]]`)
	if !c.Revealed() || c.Shown() != c.Positions() {
		t.Fatalf("answers shown: revealed %v, %d shown", c.Revealed(), c.Shown())
	}
	view.Hide = true
	if c.Revealed() || c.Shown() != 1 {
		t.Errorf("hidden at the start: revealed %v, %d shown", c.Revealed(), c.Shown())
	}
	c.Jump(c.Trace().ReturnStep(tree.Root))
	if !c.Revealed() || c.Shown() != c.Position()+1 {
		t.Errorf("the root returned: revealed %v, %d shown", c.Revealed(), c.Shown())
	}
}

// TestDescriberOnItsOwn: a Describer says what its cursor shows, in its
// view's language, and keeps the value back while answers are hidden.
func TestDescriberOnItsOwn(t *testing.T) {
	c, _, view := cursorOn(t, `[[3,12,8],[2,4,6],[14,5,2]]`)
	view.Narrator = narrate.English()
	d := Describer{c}
	c.Last()
	if got := Value(d.Statistics(), RowValue); got != "3 for MAX; MAX plays b" {
		t.Errorf("at the end: value %q", got)
	}
	c.First()
	c.SelectToward(ToChild)
	if got := Value(d.Inspect().Rows, RowNode); got != "a" {
		t.Errorf("the root selected: node %q", got)
	}
	view.Hide, view.Narrator = true, narrate.For(i18n.Must("ro"))
	if got := Value(d.Statistics(), RowValue); got == "" || strings.Contains(got, "3") {
		t.Errorf("hidden, in Romanian: value %q", got)
	}
	if got := d.Hover(tree.Root); !strings.Contains(got, "MAX") {
		t.Errorf("hover on the root: %q", got)
	}
}
