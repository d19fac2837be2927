package session

import (
	"slices"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

const aimaBracket = "[[3,12,8],[2,4,6],[14,5,2]]"

func (s *Session) pathOf(t *testing.T, name string) tree.Path {
	t.Helper()
	return s.doc.Tree.PathOf(s.label(t, name))
}

// undoAll takes back every edit, one at a time, checking the tree after
// each against the trees the edits made, newest first.
func undoAll(t *testing.T, s *Session, trees []string) {
	t.Helper()
	for i := len(trees) - 2; i >= 0; i-- {
		r, err := s.Undo()
		if err != nil {
			t.Fatalf("undo %d: %v", len(trees)-1-i, err)
		}
		finish(t, s, r)
		if got := bracket(s.Doc().Tree); got != trees[i] {
			t.Fatalf("undo %d: %s, want %s", len(trees)-1-i, got, trees[i])
		}
	}
	if s.UndoName() != "" || s.Doc().Dirty {
		t.Errorf("after undoing every step: undo %q, dirty %v", s.UndoName(), s.Doc().Dirty)
	}
}

// TestValueTypedWhereTheNodeStands: SetValue sets a leaf's value or an
// inner node's estimate in one undoable step named after the node; text
// that is not a number, or the value the node has, changes nothing.
func TestValueTypedWhereTheNodeStands(t *testing.T) {
	s := open(t, "aima-fig5-2")
	b1 := s.pathOf(t, "b1")
	if _, changed, err := s.SetValue(b1, "seven"); changed || err == nil || !strings.Contains(err.Error(), `value of b1: "seven" is not a number`) {
		t.Errorf("a word: changed %v, %v", changed, err)
	}
	if _, changed, err := s.SetValue(b1, "3"); changed || err != nil {
		t.Errorf("the value b1 has: changed %v, %v", changed, err)
	}
	if s.UndoName() != "" || bracket(s.Doc().Tree) != aimaBracket {
		t.Fatalf("a refused value changed the tree: %s, undo %q", bracket(s.Doc().Tree), s.UndoName())
	}
	r, changed, err := s.SetValue(b1, "−7")
	if !changed || err != nil {
		t.Fatalf("−7: %v", err)
	}
	finish(t, s, r)
	if got := bracket(s.Doc().Tree); got != "[[-7,12,8],[2,4,6],[14,5,2]]" || s.UndoLabel() != "Undo Value of b1" {
		t.Fatalf("b1 = −7: %s, %q", got, s.UndoLabel())
	}
	// An inner node gets an estimate; empty takes it away.
	b := s.pathOf(t, "b")
	r, _, err = s.SetValue(b, "4.5")
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if n := s.Doc().Tree.Nodes[s.label(t, "b")]; !n.HasEstimate || n.Estimate != 4.5 {
		t.Fatalf("b's estimate: %+v", n)
	}
	r, _, err = s.SetValue(b, " ")
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if n := s.Doc().Tree.Nodes[s.label(t, "b")]; n.HasEstimate {
		t.Errorf("b's estimate not taken away: %+v", n)
	}
	// Romanian and Italian write a decimal comma.
	ro, err := i18n.Load("ro")
	if err != nil {
		t.Fatal(err)
	}
	speak(s, ro)
	r, _, err = s.SetValue(s.pathOf(t, "c1"), "2,5")
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if v := s.Doc().Tree.Nodes[s.label(t, "c1")].Value; v != 2.5 {
		t.Errorf("2,5 in Romanian: %v", v)
	}
	for range 4 {
		r, err := s.Undo()
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
	}
	if got := bracket(s.Doc().Tree); got != aimaBracket || s.UndoName() != "" {
		t.Errorf("four values, four undos: %s, undo %q", got, s.UndoName())
	}
}

// TestAddChildrenAtOnce: a node gets N leaves in one undoable step, the
// first selected; a leaf hands its value to the first.
func TestAddChildrenAtOnce(t *testing.T) {
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: tree.New(tree.Node{Label: "a", Value: 4, HasValue: true}), Name: "untitled"}))
	for _, text := range []string{"0", "101", "three", "", "2.5"} {
		if _, err := ParseChildren(text); err == nil || !strings.Contains(err.Error(), "whole number from 1 to 100") {
			t.Errorf("%q children: %v", text, err)
		}
	}
	if _, err := s.AddChildren(0); err == nil || s.UndoName() != "" {
		t.Errorf("no children: %v", err)
	}
	n, err := ParseChildren(" 3 ")
	if err != nil || n != 3 {
		t.Fatalf("3: %d, %v", n, err)
	}
	trees := []string{"4"}
	r, err := s.AddChildren(n)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	trees = append(trees, bracket(s.Doc().Tree))
	if trees[1] != "[4,0,0]" || !slices.Equal(s.SelectedPath(), tree.Path{0}) || s.UndoLabel() != "Undo Add 3 Children to a" {
		t.Fatalf("3 children: %s, selected %v, %q", trees[1], s.SelectedPath(), s.UndoLabel())
	}
	// Under an inner node they come after its children.
	s.SelectPath(tree.Path{})
	r, err = s.AddChildren(2)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	trees = append(trees, bracket(s.Doc().Tree))
	if trees[2] != "[4,0,0,0,0]" || !slices.Equal(s.SelectedPath(), tree.Path{3}) {
		t.Fatalf("2 more: %s, selected %v", trees[2], s.SelectedPath())
	}
	r, err = s.AddChildren(1) // Insert: one child, named as the menu names it
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	trees = append(trees, bracket(s.Doc().Tree))
	if trees[3] != "[4,0,0,[0],0]" || s.UndoName() != "edit.add_child" || !slices.Equal(s.SelectedPath(), tree.Path{3, 0}) {
		t.Fatalf("Insert at a4: %s, undo %q, selected %v", trees[3], s.UndoName(), s.SelectedPath())
	}
	undoAll(t, s, trees)
}

// TestPasteSubtree: bracket text replaces the target's subtree in one
// undoable step; the node keeps its name; text that is not a tree says
// where the mistake is and changes nothing.
func TestPasteSubtree(t *testing.T) {
	s := open(t, "aima-fig5-2")
	s.Select(s.label(t, "c"))
	for _, c := range []struct{ text, err string }{
		{"[[1, 2], 9", "line 1, column 11: unexpected end of the input"},
		{"[1,\n 2 x]", "line 2, column 4"},
		{"  ", "the clipboard holds no text to paste onto c"},
	} {
		_, err := s.PasteSubtree(c.text)
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q: %v, want %q", c.text, err, c.err)
		}
	}
	if bracket(s.Doc().Tree) != aimaBracket || s.UndoName() != "" {
		t.Fatalf("a refused paste changed the tree: %s", bracket(s.Doc().Tree))
	}
	trees := []string{aimaBracket}
	paste := func(onto, text, want string) {
		t.Helper()
		s.Select(s.label(t, onto))
		r, err := s.PasteSubtree(text)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
		got := bracket(s.Doc().Tree)
		if got != want || s.Doc().Tree.Name(s.Selected()) != onto || s.UndoLabel() != "Undo Paste onto "+onto {
			t.Fatalf("%s onto %s: %s, selected %s, %q", text, onto, got, s.Doc().Tree.Name(s.Selected()), s.UndoLabel())
		}
		trees = append(trees, got)
	}
	paste("c", "[[1, 2], 9]  # a comment", "[[3,12,8],[[1,2],9],[14,5,2]]")
	if kids := s.Doc().Tree.Nodes[s.label(t, "c")].Children; s.Doc().Tree.Name(kids[0]) != "c1" || s.Doc().Tree.Name(s.Doc().Tree.Nodes[kids[0]].Children[1]) != "c12" {
		t.Errorf("the pasted nodes are not named after c")
	}
	paste("b1", "[5 6]", "[[[5,6],12,8],[[1,2],9],[14,5,2]]") // a leaf grows a subtree
	paste("d", "7", "[[[5,6],12,8],[[1,2],9],7]")             // a subtree becomes a leaf
	paste("a", aimaBracket, aimaBracket)                      // the whole tree
	undoAll(t, s, trees)
}

// TestLeafAfter: Tab goes through the leaves in preorder, from an inner
// node to its first leaf; past the last (or before the first) there is
// none.
func TestLeafAfter(t *testing.T) {
	s := open(t, "aima-fig5-2")
	name := func(p tree.Path) string {
		if p == nil {
			return "none"
		}
		id, _ := s.Doc().Tree.At(p)
		return s.Doc().Tree.Name(id)
	}
	for _, c := range []struct {
		from    string
		forward bool
		want    string
	}{
		{"b3", true, "c1"}, {"c1", false, "b3"}, {"a", true, "b1"}, {"c", true, "c1"},
		{"c", false, "b3"}, {"d3", true, "none"}, {"b1", false, "none"}, {"b1", true, "b2"},
	} {
		if got := name(s.LeafAfter(s.pathOf(t, c.from), c.forward)); got != c.want {
			t.Errorf("from %s (forward %v): %s, want %s", c.from, c.forward, got, c.want)
		}
	}
	if s.LeafAfter(tree.Path{7}, true) != nil {
		t.Error("a leaf after no node")
	}
}

// TestUndoingAnAddSelectsTheParent: Undo takes away the child Insert
// selected; the selection goes up to its parent, where the next edit acts,
// rather than to the search's current node.
func TestUndoingAnAddSelectsTheParent(t *testing.T) {
	s := open(t, "aima-fig5-2")
	s.Select(s.label(t, "b"))
	r, err := s.AddChildren(1)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if got := s.Doc().Tree.Name(s.Selected()); got != "b4" {
		t.Fatalf("Insert at b selected %s", got)
	}
	r, err = s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if got := s.Doc().Tree.Name(s.Selected()); s.Selected() == tree.None || got != "b" {
		t.Errorf("after Undo, selected %q", got)
	}
}
