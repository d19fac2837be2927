package tree

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/i18n"
)

func canon(t *testing.T, tr *Tree) string {
	t.Helper()
	var b bytes.Buffer
	if err := WriteJSON(&b, tr); err != nil {
		t.Fatalf("tree no longer valid: %v", err)
	}
	return b.String()
}

func bracket(tr *Tree) string {
	var b bytes.Buffer
	WriteBracket(&b, tr)
	return strings.TrimSpace(b.String())
}

// TestEveryEditUndoesAndRedoes applies each kind of edit to seed 000's
// tree, checks what it did, undoes it (the exact tree comes back) and
// redoes it (the edited tree comes back).
func TestEveryEditUndoesAndRedoes(t *testing.T) {
	cases := []struct {
		name  string
		edit  Edit
		check func(t *testing.T, tr *Tree)
	}{
		{"add child to inner", &AddChild{At: Path{0, 0, 0}, Value: 9}, func(t *testing.T, tr *Tree) {
			if bracket(tr) != "[[[[3,17,9],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
			if id, _ := tr.At(Path{0, 0, 0, 2}); tr.Nodes[id].Label != "d3" {
				t.Errorf("new child named %s", tr.Nodes[id].Label)
			}
		}},
		{"add child to leaf", &AddChild{At: Path{0, 0, 0, 1}}, func(t *testing.T, tr *Tree) {
			if bracket(tr) != "[[[[3,[17]],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"add sibling", &AddSibling{At: Path{0, 1, 0}, Value: -4}, func(t *testing.T, tr *Tree) {
			if bracket(tr) != "[[[[3,17],[2,12]],[[15],-4,[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"delete subtree", &Delete{At: Path{1, 1}}, func(t *testing.T, tr *Tree) {
			if bracket(tr) != "[[[[3,17],[2,12]],[[15],[1,20]]],[[[2,5],[3,8]]]]" || tr.Len() != 23 {
				t.Errorf("got %s (%d nodes)", bracket(tr), tr.Len())
			}
		}},
		{"delete only child", &Delete{At: Path{0, 1, 0}}, func(t *testing.T, tr *Tree) {
			// f is left with h alone; g's subtree was worth 15.
			if bracket(tr) != "[[[[3,17],[2,12]],[[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"delete last child", &Delete{At: Path{0, 1, 0, 0}}, func(t *testing.T, tr *Tree) {
			// g loses g1 and becomes a leaf worth 15, as g1 was.
			if bracket(tr) != "[[[[3,17],[2,12]],[15,[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"rename", &SetLabel{At: Path{1}, Label: "ș-node"}, func(t *testing.T, tr *Tree) {
			if id, _ := tr.At(Path{1}); tr.Nodes[id].Label != "ș-node" {
				t.Errorf("label %q", tr.Nodes[id].Label)
			}
		}},
		{"set value", &SetValue{At: Path{0, 0, 1, 1}, Value: -2.5}, func(t *testing.T, tr *Tree) {
			if !strings.Contains(bracket(tr), "[2,-2.5]") {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"set estimate", &SetEstimate{At: Path{0}, Estimate: 4}, func(t *testing.T, tr *Tree) {
			if id, _ := tr.At(Path{0}); !tr.Nodes[id].HasEstimate || tr.Nodes[id].Estimate != 4 {
				t.Error("no estimate")
			}
		}},
		{"set kind", &SetKind{At: Path{0, 0}, Kind: Min}, func(t *testing.T, tr *Tree) {
			if id, _ := tr.At(Path{0, 0}); tr.Kinds(Auto)[id] != Min {
				t.Error("c is not MIN")
			}
		}},
		{"set move", &SetMove{At: Path{0}, Move: "X b2"}, func(t *testing.T, tr *Tree) {
			if id, _ := tr.At(Path{0}); tr.Nodes[id].Move != "X b2" {
				t.Error("no move")
			}
		}},
		{"move right", &MoveChild{At: Path{0, 0, 0}, By: 1}, func(t *testing.T, tr *Tree) {
			if bracket(tr) != "[[[[2,12],[3,17]],[[15],[1,20]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"move left", &MoveChild{At: Path{1}, By: -1}, func(t *testing.T, tr *Tree) {
			if bracket(tr) != "[[[[2,5],[3,8]],[[4,6],[7,1]]],[[[3,17],[2,12]],[[15],[1,20]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"flip root", &SetRootKind{Kind: Min}, func(t *testing.T, tr *Tree) {
			if tr.Kinds(Auto)[Root] != Min {
				t.Error("root not MIN")
			}
		}},
		{"order best-first", &Order{BestFirst: true}, func(t *testing.T, tr *Tree) {
			// a (MAX): b = 3, i = 3 tie, kept; b (MIN): c = 3, f = 15;
			// i: j = 3, m = 4; leaves of MIN nodes ascending, of MAX descending.
			if bracket(tr) != "[[[[3,17],[2,12]],[[15],[1,20]]],[[[3,8],[2,5]],[[4,6],[1,7]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"order worst-first subtree", &Order{At: Path{0}, BestFirst: false}, func(t *testing.T, tr *Tree) {
			if bracket(tr) != "[[[[20,1],[15]],[[12,2],[17,3]]],[[[2,5],[3,8]],[[4,6],[7,1]]]]" {
				t.Errorf("got %s", bracket(tr))
			}
		}},
		{"relabel", &Relabel{}, func(t *testing.T, tr *Tree) {
			if tr.Nodes[1].Label != "b" {
				t.Errorf("root's first child is %q", tr.Nodes[1].Label)
			}
		}},
		{"batch", &Batch{Label: "Edit Node", Edits: []Edit{&SetLabel{At: Path{0}, Label: "B"}, &SetEstimate{At: Path{0}, Estimate: 1}}},
			func(t *testing.T, tr *Tree) {
				if id, _ := tr.At(Path{0}); tr.Nodes[id].Label != "B" || !tr.Nodes[id].HasEstimate {
					t.Error("batch not applied")
				}
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			orig := mustRead(t, seed000)
			if c.name == "relabel" {
				orig.Nodes[1].Label = "custom"
			}
			before := canon(t, orig)
			var h History
			edited, err := h.Do(orig, c.edit)
			if err != nil {
				t.Fatal(err)
			}
			if canon(t, orig) != before {
				t.Fatal("Do changed the tree it was given")
			}
			c.check(t, edited)
			after := canon(t, edited)
			if h.UndoName() != c.edit.Name() {
				t.Errorf("UndoName %q", h.UndoName())
			}
			undone, err := h.Undo(edited)
			if err != nil {
				t.Fatal(err)
			}
			if got := canon(t, undone); got != before {
				t.Errorf("undo gave a different tree:\n%s", got)
			}
			redone, err := h.Redo(undone)
			if err != nil {
				t.Fatal(err)
			}
			if got := canon(t, redone); got != after {
				t.Errorf("redo gave a different tree:\n%s\nwant\n%s", got, after)
			}
			if canon(t, edited) != after || canon(t, undone) != before {
				t.Error("undo or redo changed the trees they were given")
			}
		})
	}
}

func TestEditsThatCannotBe(t *testing.T) {
	tr := mustRead(t, seed000)
	for _, e := range []Edit{
		&Delete{At: Path{}}, &AddSibling{At: Path{}}, &SetValue{At: Path{0}, Value: 1},
		&MoveChild{At: Path{0}, By: -1}, &MoveChild{At: Path{1}, By: 1}, &SetLabel{At: Path{0}, Label: ""},
		&AddChild{At: Path{5}}, &SetRootKind{Kind: Auto},
	} {
		var h History
		got, err := h.Do(tr, e)
		if err == nil || got != tr || h.UndoName() != "" {
			t.Errorf("%s %+v: err %v", e.Name(), e, err)
		}
		if !errors.Is(err, ErrCannotEdit) && !errors.Is(err, ErrNoNode) {
			t.Errorf("%s: error %v is not ErrCannotEdit or ErrNoNode", e.Name(), err)
		}
	}
	var h History
	if _, err := h.Undo(tr); err == nil {
		t.Error("undo with nothing done")
	}
}

// TestEditsThatChangeNothing: an edit that leaves the tree as it was
// (ordering children already in that order, relabelling a tree labelled
// automatically, setting a value a leaf has) is refused with a message
// and leaves nothing to undo.
func TestEditsThatChangeNothing(t *testing.T) {
	tr := mustRead(t, "[[1,3],[5,2]]")
	tr.AutoLabel()
	var h History
	best, err := h.Do(tr, &Order{At: Path{}, BestFirst: true})
	if err != nil || h.UndoName() != "edit.order_best" {
		t.Fatalf("the first ordering: %v", err)
	}
	for _, c := range []struct {
		on *Tree
		e  Edit
	}{{best, &Order{At: Path{}, BestFirst: true}}, {tr, &Relabel{}}, {tr, &SetValue{At: Path{0, 0}, Value: 1}}, {tr, &SetKind{At: Path{0}, Kind: Auto}}} {
		var h History
		e := c.e
		got, err := h.Do(c.on, e)
		if got != c.on || h.UndoName() != "" || !errors.Is(err, ErrCannotEdit) {
			t.Errorf("%s on %s: error %v, undo %q", e.Name(), canon(t, c.on), err, h.UndoName())
		}
		if err != nil && err.Error() != i18n.New(e.Name()).Error()+" changes nothing: the tree is that way already" {
			t.Errorf("%s: %q", e.Name(), err)
		}
	}
}

// TestRandomEditSequences applies random edits to random trees, then
// undoes them all (the first tree comes back) and redoes them all (the
// last one comes back).
func TestRandomEditSequences(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for round := range 300 {
		tr := mustRead(t, "[[1,[2,3]],[4,5,[6]],7]")
		var h History
		trees := []string{canon(t, tr)}
		names := []string{"start"}
		for range 25 {
			ids := tr.Preorder()
			p := tr.PathOf(ids[r.IntN(len(ids))])
			var e Edit
			switch r.IntN(11) {
			case 0:
				e = &AddChild{At: p, Value: float64(r.IntN(9))}
			case 1:
				e = &AddSibling{At: p, Value: float64(r.IntN(9))}
			case 2:
				e = &Delete{At: p}
			case 3:
				e = &SetValue{At: p, Value: float64(r.IntN(9)) / 2}
			case 4:
				e = &SetEstimate{At: p, Estimate: 1, Clear: r.IntN(2) == 0}
			case 5:
				e = &SetKind{At: p, Kind: Kind(r.IntN(3))}
			case 6:
				e = &MoveChild{At: p, By: []int{-1, 1}[r.IntN(2)]}
			case 7:
				e = &Order{At: p, BestFirst: r.IntN(2) == 0}
			case 8:
				e = &SetRootKind{Kind: []Kind{Max, Min}[r.IntN(2)]}
			case 9:
				e = &SetLabel{At: p, Label: Letters(r.IntN(100))}
			default:
				e = &Relabel{}
			}
			next, err := h.Do(tr, e)
			if err != nil {
				continue // an edit that does not fit (deleting the root, …)
			}
			tr = next
			trees = append(trees, canon(t, tr))
			names = append(names, fmt.Sprintf("%s %+v", e.Name(), e))
		}
		for i := len(trees) - 2; i >= 0; i-- {
			var err error
			if tr, err = h.Undo(tr); err != nil {
				t.Fatalf("round %d: undo: %v", round, err)
			}
			if got := canon(t, tr); got != trees[i] {
				t.Fatalf("round %d: undoing %s gave\n%s\nwant\n%s", round, names[i+1], got, trees[i])
			}
		}
		for i := 1; i < len(trees); i++ {
			var err error
			if tr, err = h.Redo(tr); err != nil {
				t.Fatalf("round %d: redo: %v", round, err)
			}
			if got := canon(t, tr); got != trees[i] {
				t.Fatalf("round %d: redo %d differs", round, i)
			}
		}
	}
}

func TestPathsAndClone(t *testing.T) {
	tr := mustRead(t, seed000)
	for _, id := range tr.Preorder() {
		back, err := tr.At(tr.PathOf(id))
		if err != nil || back != id {
			t.Fatalf("At(PathOf(%d)) = %d, %v", id, back, err)
		}
	}
	if (Path{0, 1}).String() != "1.2" || (Path{}).String() != "root" {
		t.Error("Path.String")
	}
	c := tr.Clone()
	c.Nodes[4].Value = 99
	c.Nodes[3].Children[0] = 5
	if tr.Nodes[4].Value == 99 || tr.Nodes[3].Children[0] == 5 {
		t.Error("Clone shares data with the original")
	}
}

// TestEditsAreNamedInTheCatalogues: every edit's name is a message, so the
// Undo menu can say it in any language.
func TestEditsAreNamedInTheCatalogues(t *testing.T) {
	en := i18n.English()
	for _, e := range []Edit{&AddChild{}, &AddSibling{}, &Delete{}, &SetLabel{}, &SetValue{}, &SetEstimate{},
		&SetKind{}, &SetChances{}, &SetMove{}, &MoveChild{By: -1}, &MoveChild{By: 1}, &SetRootKind{}, &Order{BestFirst: true}, &Order{}, &Relabel{}} {
		if !en.Has(e.Name()) {
			t.Errorf("%T is named %q, not a message", e, e.Name())
		}
	}
}

// TestChanceEdits: adding or deleting a child of a chance node whose
// children have probabilities makes them equally likely (the tree stays
// valid) and Undo gives the probabilities back; SetChances sets them all
// at once; a chance node made MAX forgets them; expected values flow
// into a parent left a leaf.
func TestChanceEdits(t *testing.T) {
	src := `{"version": 1, "tree": {"children": [
	  {"kind": "chance", "children": [{"value": 4, "probability": 0.75}, {"value": 8, "probability": 0.25}]}, 1]}}`
	base, err := ReadLimit([]byte(src), MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	probs := func(tr *Tree) string {
		id, _ := tr.At(Path{0})
		var out []string
		for _, c := range tr.Nodes[id].Children {
			out = append(out, FormatProbability(tr.Probability(c))+fmt.Sprint(tr.Nodes[c].HasProbability))
		}
		return strings.Join(out, " ")
	}
	for _, c := range []struct {
		name string
		edit Edit
		want string
	}{
		{"add child", &AddChild{At: Path{0}, Value: 1}, "1/3false 1/3false 1/3false"},
		{"add sibling", &AddSibling{At: Path{0, 0}, Value: 1}, "1/3false 1/3false 1/3false"},
		{"delete", &Delete{At: Path{0, 1}}, "1false"},
		{"set chances", &SetChances{At: Path{0}, Chances: []float64{0.5, 0.5}}, "0.5true 0.5true"},
		{"equal chances", &SetChances{At: Path{0}}, "0.5false 0.5false"},
		{"make MAX", &SetKind{At: Path{0}, Kind: Max}, "0.5false 0.5false"},
	} {
		var h History
		edited, err := h.Do(base, c.edit)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := probs(edited); got != c.want {
			t.Errorf("%s: probabilities %s, want %s", c.name, got, c.want)
		}
		back, err := h.Undo(edited)
		if err != nil {
			t.Fatalf("%s: undo: %v", c.name, err)
		}
		if canon(t, back) != canon(t, base) {
			t.Errorf("%s: undo gave\n%s\nwant\n%s", c.name, canon(t, back), canon(t, base))
		}
	}
	var h History
	if _, err := h.Do(base, &SetChances{At: Path{0}, Chances: []float64{0.5, 0.6}}); !errors.Is(err, ErrProbability) {
		t.Errorf("probabilities adding up to 1.1: %v", err)
	}
	if _, err := h.Do(base, &SetChances{At: Path{1}, Chances: []float64{1}}); err == nil {
		t.Error("probabilities under a leaf: no error")
	}
	if v := base.Values(base.Kinds(Auto)); v[Root] != 5 {
		t.Errorf("the root is worth %v, want 0.75×4 + 0.25×8 = 5", v[Root])
	}
}
