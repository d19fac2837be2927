package session

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/internal/treefile"
	"gametree/samples"
	"gametree/search"
)

// finish runs a request at once, as the window does in the background.
func finish(t *testing.T, s *Session, r Request) {
	t.Helper()
	tr, err := r.Run(context.Background())
	if err := s.Finish(r, tr, err); err != nil {
		t.Fatal(err)
	}
}

func open(t *testing.T, sample string) *Session {
	t.Helper()
	tr, err := samples.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: tr, Name: sample, Format: tree.FormatJSON}))
	return s
}

func bracket(t *tree.Tree) string {
	var b bytes.Buffer
	tree.WriteBracket(&b, t)
	return strings.TrimSpace(b.String())
}

func (s *Session) label(t *testing.T, name string) tree.NodeID {
	t.Helper()
	for i, n := range s.doc.Tree.Nodes {
		if n.Label == name {
			return tree.NodeID(i)
		}
	}
	t.Fatalf("no node %s", name)
	return tree.None
}

func TestNewDocumentStartsAtStepZero(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	if !s.Ready() || s.Step() != 0 || s.Positions() != 82 || s.Trace().Tree != s.Doc().Tree {
		t.Fatalf("ready %v, step %d of %d", s.Ready(), s.Step(), s.Positions())
	}
	if id, why := s.Inspected(); id != tree.Root || why != RootNode {
		t.Errorf("inspects %d (%d) at step 0", id, why)
	}
	if got := Value(s.Inspect().Rows, RowNode); got != "a (root)" {
		t.Errorf("inspector: %q", got)
	}
}

// TestStepsFollowTheWalkthrough reads the inspector where the
// walk-through states the window, V and chosen child.
func TestStepsFollowTheWalkthrough(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	for range 18 {
		s.Next()
	}
	rows := s.Inspect().Rows
	for name, want := range map[string]string{RowNode: "e (current)", RowCall: "7, depth 1", RowWindow: "α = 3, β = +∞", RowV: "+∞"} {
		if got := Value(rows, name); got != want {
			t.Errorf("call 7: %s = %q, want %q", name, got, want)
		}
	}
	for range 6 {
		s.Next()
	}
	rows = s.Inspect().Rows
	for name, want := range map[string]string{RowWindow: "α = 3, β = 2", RowV: "2", RowChosen: "e1"} {
		if got := Value(rows, name); got != want {
			t.Errorf("step 24: %s = %q, want %q", name, got, want)
		}
	}
	s.Prev()
	if !s.Prev() || s.Step() != 22 {
		t.Errorf("two steps back: %d", s.Step())
	}
	s.Last()
	if !s.AtEnd() || s.Next() || Value(s.Inspect().Rows, RowChosen) != "b" {
		t.Errorf("end: step %d, chosen %q", s.Step(), Value(s.Inspect().Rows, RowChosen))
	}
	if !s.First() || s.Step() != 0 || s.Prev() || s.First() {
		t.Errorf("First: step %d", s.Step())
	}
}

func TestANewOptionKeepsTheMoment(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	s.Jump(24) // e is current, about to return
	opt := s.Options()
	if _, changed := s.SetOptions(opt); changed {
		t.Error("the same options asked for a new search")
	}
	opt.Algorithm = search.Minimax
	r, changed := s.SetOptions(opt)
	if !changed {
		t.Fatal("no request for minimax")
	}
	finish(t, s, r)
	if s.Trace().Options.Algorithm != search.Minimax || Value(s.Inspect().Rows, RowNode) != "e (current)" ||
		Value(s.Inspect().Rows, RowCall) != "7, depth 1" {
		t.Errorf("minimax at %q, %q", Value(s.Inspect().Rows, RowNode), Value(s.Inspect().Rows, RowCall))
	}
	// At the end, the end: the result of the other search.
	s.Last()
	opt.Algorithm = search.Negamax
	r, _ = s.SetOptions(opt)
	finish(t, s, r)
	if !s.AtEnd() {
		t.Errorf("negamax from the last step lands on step %d of %d", s.Step(), s.Trace().Len()-1)
	}
}

func TestAStaleSearchIsDropped(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	opt := s.Options()
	opt.Algorithm = search.Minimax
	old, _ := s.SetOptions(opt)
	opt.Algorithm = search.Negamax
	newer, _ := s.SetOptions(opt)
	if s.Current(old) || !s.Current(newer) {
		t.Fatal("Current does not tell the newest request")
	}
	tr, err := old.Run(context.Background())
	if err := s.Finish(old, tr, err); !errors.Is(err, ErrStale) || s.Trace().Options.Algorithm != search.AlphaBeta {
		t.Errorf("stale result: %v, algorithm %v", err, s.Trace().Options.Algorithm)
	}
	finish(t, s, newer)
	if s.Trace().Options.Algorithm != search.Negamax {
		t.Errorf("algorithm %v", s.Trace().Options.Algorithm)
	}
}

func TestAFailedSearchKeepsTheOneOnScreen(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	opt := s.Options()
	opt.Depth = 2 // the walk-through has no estimates
	r, _ := s.SetOptions(opt)
	tr, err := r.Run(context.Background())
	err = s.Finish(r, tr, err)
	if !errors.Is(err, search.ErrNoEstimate) || s.Options().Depth != 0 || s.Trace().Options.Depth != 0 {
		t.Errorf("error %v, depth %d", err, s.Options().Depth)
	}
}

// TestOpeningIsAllOrNothing: a tree the chosen algorithm cannot search
// (iterative deepening, and the walk-through has no estimates) opens with
// alpha-beta, and the request says why; a new tree whose search fails
// all the same leaves the tree before in place, with its edits, undo and
// options.
func TestOpeningIsAllOrNothing(t *testing.T) {
	s := New()
	nim, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	game, err := tree.ReadLimit([]byte(`{"version": 1, "tree": {"estimate": 0, "children": [
	  {"estimate": 1, "children": [1, 2]}, {"estimate": 3, "children": [3, 4]}]}}`), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, s.SetDocument(Document{Tree: game, Name: "game"}))
	r, _ := s.ChooseAlgorithm(search.Iterative)
	finish(t, s, r)
	edit := func(v float64) {
		t.Helper()
		r, err := s.Edit(&tree.SetValue{At: tree.Path{0, 0}, Value: v}, nil)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
	}
	edit(5)
	if s.Trace().Options.Algorithm != search.Iterative || s.UndoName() == "" {
		t.Fatalf("iterative deepening on the game: %v, undo %q", s.Trace().Options.Algorithm, s.UndoName())
	}

	r = s.SetDocument(Document{Tree: nim, Name: "alphabeta-walkthrough"})
	if r.Options.Algorithm != search.AlphaBeta || !errors.Is(r.Switched, search.ErrNoEstimate) {
		t.Fatalf("the walk-through under iterative deepening: %v, switched %v", r.Options.Algorithm, r.Switched)
	}
	if got := i18n.English().Error(r.Switched); !strings.HasPrefix(got, "Searched with Alpha-beta (fail-soft): iterative deepening") {
		t.Errorf("the window would say %q", got)
	}
	finish(t, s, r)
	if s.Doc().Name != "alphabeta-walkthrough" || s.Trace().Tree != nim {
		t.Fatalf("opened %s, searched %v", s.Doc().Name, s.Trace().Tree == nim)
	}

	// A search that fails all the same: the tree before comes back.
	finish(t, s, s.SetDocument(Document{Tree: game, Name: "game"}))
	edit(7)
	before, undo := s.Doc(), s.UndoName()
	r = s.SetDocument(Document{Tree: nim, Name: "other"})
	if err := s.Finish(r, nil, errors.New("no convergence")); err == nil {
		t.Fatal("a failed search said nothing")
	}
	if s.Doc().Name != before.Name || s.Doc().Tree != before.Tree || s.UndoName() != undo || s.Trace().Tree != s.Doc().Tree {
		t.Errorf("after a failed open: %s (undo %q), the trace's tree is the document's: %v", s.Doc().Name, s.UndoName(), s.Trace().Tree == s.Doc().Tree)
	}
}

func TestCoarseSteps(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	s.SetCoarse(true)
	if s.Positions() != 36 {
		t.Fatalf("%d coarse positions", s.Positions())
	}
	for range 5 {
		s.Next()
	}
	if st := s.Trace().StepAt(s.Step()); st.Kind != search.Call || s.Doc().Tree.Name(st.Node) != "d1" {
		t.Errorf("5 coarse steps: %v of %s", st.Kind, s.Doc().Tree.Name(st.Node))
	}
	s.SetCoarse(false)
	s.Next()
	if st := s.Trace().StepAt(s.Step()); st.Kind != search.Leaf {
		t.Errorf("fine step after d1's call: %v", st.Kind)
	}
	// Between two coarse steps, Prev goes back to the one before and
	// Next to the one after.
	s.Next() // d1's value compared with V(d): not a coarse step
	fine := s.Step()
	s.SetCoarse(true)
	if s.Step() != fine-1 {
		t.Errorf("coarse from a fine step: %d, want %d", s.Step(), fine-1)
	}
}

func TestDepthLimitsNeedEstimates(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	if got := s.DepthLimits(); !slices.Equal(got, []int{0}) {
		t.Errorf("walk-through (no estimates): %v", got)
	}
	src := `{"version": 1, "tree": {"children": [
	  {"estimate": 3, "children": [{"estimate": 1, "children": [1, 2]}, 4]},
	  {"estimate": 5, "children": [{"children": [6, 7]}, 8]}]}}`
	tr, err := tree.ReadLimit([]byte(src), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, s.SetDocument(Document{Tree: tr, Name: "x"}))
	if got := s.DepthLimits(); !slices.Equal(got, []int{0, 1}) {
		t.Errorf("estimates on level 1, half of level 2: %v", got)
	}
	opt := s.Options()
	opt.Depth = 1
	r, _ := s.SetOptions(opt)
	finish(t, s, r)
	if s.Trace().Value != 5 {
		t.Errorf("depth 1: value %v", s.Trace().Value)
	}
	// An edit that takes an estimate away drops the limit it needed.
	s.Select(s.doc.Tree.Nodes[tree.Root].Children[1])
	r, ok, err := s.EditNode(s.Target(), NodeFields{Label: "d", Value: ""})
	if err != nil || !ok {
		t.Fatal(err)
	}
	if s.Options().Depth != 0 {
		t.Errorf("depth limit %d kept without its estimate", s.Options().Depth)
	}
	finish(t, s, r)
}

func TestBuildingATreeWithInsert(t *testing.T) {
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: tree.New(tree.Node{Label: "a", Value: 4, HasValue: true}), Name: "untitled"}))
	p, f, err := s.NewChild()
	if err != nil || !slices.Equal(p, tree.Path{0}) || f.Label != "a1" || f.Value != "4" {
		t.Fatalf("the first child of a leaf worth 4: %v %+v %v", p, f, err)
	}
	for _, v := range []string{"3", "12", "8"} {
		_, f, _ := s.NewChild()
		f.Value = v
		r, err := s.AddChild(f)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
	}
	if got := bracket(s.Doc().Tree); got != "[3,12,8]" || s.Doc().Tree.Name(s.Selected()) != "a" {
		t.Fatalf("three Inserts on the root: %s, selected %s", got, s.Doc().Tree.Name(s.Selected()))
	}
	// One Insert is one undo.
	if s.UndoName() != "edit.add_child" {
		t.Errorf("undo %q", s.UndoName())
	}
	r, _ := s.Undo()
	finish(t, s, r)
	if got := bracket(s.Doc().Tree); got != "[3,12]" {
		t.Errorf("after one undo: %s", got)
	}
	// A value that is not a number adds nothing.
	_, f, _ = s.NewChild()
	f.Value = "twelve"
	if _, err := s.AddChild(f); err == nil || !strings.Contains(err.Error(), `"twelve" is not a number`) || bracket(s.Doc().Tree) != "[3,12]" {
		t.Errorf("a word as the value: %v, %s", err, bracket(s.Doc().Tree))
	}
	s.Select(s.label(t, "a1"))
	for _, v := range []string{"5", "6"} {
		_, f, _ := s.NewSibling()
		f.Value = v
		r, err := s.AddSibling(f)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
	}
	if got := bracket(s.Doc().Tree); got != "[3,5,6,12]" || !slices.Equal(s.Doc().Tree.PathOf(s.Selected()), tree.Path{2}) {
		t.Errorf("two siblings after a1: %s, selected %v", got, s.Doc().Tree.PathOf(s.Selected()))
	}
	if !s.Doc().Dirty || s.UndoName() != "edit.add_sibling" {
		t.Errorf("dirty %v, undo %q", s.Doc().Dirty, s.UndoName())
	}
	_, f, _ = s.NewSibling()
	f.Label = "bad\x1b[31mname"
	if _, err := s.AddSibling(f); err == nil || !strings.Contains(err.Error(), `the name has '\x1b', a character that cannot be shown`) {
		t.Errorf("a terminal escape in a name: %v", err)
	}
	for _, r := range []rune{0x202e, 0x2067, 0x2028} { // reorders or breaks the text, unseen
		_, f, _ = s.NewSibling()
		f.Label = "bad" + string(r) + "name"
		if _, err := s.AddSibling(f); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("the name has U+%04X", r)) {
			t.Errorf("U+%04X in a name: %v", r, err)
		}
	}
}

func TestEditsOfTheRootAreRefused(t *testing.T) {
	s := open(t, "aima-fig5-2")
	if _, _, err := s.NewSibling(); !errors.Is(err, ErrRootSibling) {
		t.Errorf("sibling of the root: %v", err)
	}
	if _, err := s.Delete(); !errors.Is(err, ErrRootDelete) {
		t.Errorf("delete the root: %v", err)
	}
	if s.Doc().Dirty || s.UndoName() != "" {
		t.Error("a refused edit changed the document")
	}
	s.Select(s.label(t, "c"))
	r, err := s.Delete()
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if got := bracket(s.Doc().Tree); got != "[[3,12,8],[14,5,2]]" || s.Doc().Tree.Name(s.Selected()) != "a" {
		t.Errorf("after deleting c: %s, selected %s", got, s.Doc().Tree.Name(s.Selected()))
	}
}

func TestEditNodeChecksTheValue(t *testing.T) {
	s := open(t, "aima-fig5-2")
	at := s.Doc().Tree.PathOf(s.label(t, "b1"))
	if _, ok, err := s.EditNode(at, NodeFields{Label: "b1", Value: "three"}); err == nil || ok || !strings.Contains(err.Error(), `"three" is not a number`) {
		t.Errorf("a word as a value: %v", err)
	}
	f, _ := s.Fields(at)
	if _, ok, err := s.EditNode(at, f); ok || err != nil {
		t.Errorf("unchanged fields made an edit (%v)", err)
	}
	f.Value, f.Move = "-2.5", "left"
	r, ok, err := s.EditNode(at, f)
	if !ok || err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if n := s.Doc().Tree.Nodes[s.label(t, "b1")]; n.Value != -2.5 || n.Move != "left" || s.UndoName() != "session.edit_node" || s.UndoLabel() != "Undo Edit b1" {
		t.Errorf("edited b1: %+v, undo %q", n, s.UndoName())
	}
}

func TestSelectionWaitsForTheSearch(t *testing.T) {
	s := open(t, "aima-fig5-2")
	s.Select(s.label(t, "d"))
	r, err := s.Delete()
	if err != nil {
		t.Fatal(err)
	}
	if s.Selected() != tree.None {
		t.Error("a node of the edited tree is selected before its search finished")
	}
	finish(t, s, r)
	if s.Selected() != tree.Root {
		t.Errorf("selected %d after deleting d", s.Selected())
	}
	s.Select(99)
	if s.Selected() != tree.None {
		t.Error("selected a node that does not exist")
	}
}

func TestHiddenAnswers(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	if got := Value(s.Statistics(), RowValue); got != "3 for MAX; MAX plays b" {
		t.Errorf("value shown: %q", got)
	}
	hide(s, true)
	s.Jump(10)
	stats := s.Statistics()
	if got := Value(stats, RowValue); strings.Contains(got, "3") || Value(stats, RowPruned) != "—" {
		t.Errorf("hidden answers at step 10: %v", stats)
	}
	if s.Shown() != 11 || s.Positions() != 82 {
		t.Errorf("narration shows %d of %d lines", s.Shown(), s.Positions())
	}
	s.Jump(s.Trace().ReturnStep(tree.Root))
	if !s.Revealed() || Value(s.Statistics(), RowPruned) != "5 subtrees, 13 nodes, 9 leaves" {
		t.Errorf("after the root returns: %v", s.Statistics())
	}
}

func TestStatisticsCountInTheSingular(t *testing.T) {
	tr, err := tree.ReadLimit([]byte("[[1, 2], [0, 5]]"), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: tr}))
	if got := Value(s.Statistics(), RowPruned); got != "1 subtree, 1 node, 1 leaf" {
		t.Errorf("pruned: %q", got)
	}
	if got := Value(s.Statistics(), RowSoFar); got != "0 calls" {
		t.Errorf("so far: %q", got)
	}
	s.Jump(1)
	if got := Value(s.Statistics(), RowSoFar); got != "1 call" {
		t.Errorf("so far after one call: %q", got)
	}
}

func TestBestMoveIsTheMove(t *testing.T) {
	src := `{"version": 1, "tree": {"children": [{"move": "heap 1: take 1", "value": -1}, {"move": "heap 2: take 3", "value": 1}]}}`
	tr, err := tree.ReadLimit([]byte(src), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: tr}))
	if got := Value(s.Statistics(), RowValue); got != "1 for MAX; MAX plays heap 2: take 3" {
		t.Errorf("value row: %q", got)
	}
}

func TestEncodeKeepsWhatBracketNotationCannot(t *testing.T) {
	s := open(t, "aima-fig5-2")
	d := s.Doc()
	d.Tree.Title = ""
	d.Tree.Notes = ""
	data, format, err := d.Encode(true)
	if err != nil || format != tree.FormatBracket || strings.TrimSpace(string(data)) != "[[3,12,8],[2,4,6],[14,5,2]]" {
		t.Errorf("bracket: %s (%v, %v)", data, format, err)
	}
	d.Tree.Nodes[1].Move = "left"
	if _, format, _ := d.Encode(true); format != tree.FormatJSON {
		t.Error("a move was dropped into bracket notation")
	}
	d.Path, d.Format = "/tmp/x.txt", tree.FormatBracket
	if d.SavesInPlace() {
		t.Error("Save would write a move into bracket notation")
	}
	if !WantsBracket("a.txt") || WantsBracket("a.JSON") || d.SuggestedName() != "aima-fig5-2.json" {
		t.Error("file names")
	}
}

func TestGeneratorFields(t *testing.T) {
	s, n, err := RandomSpec(RandomFields{Branching: "2-3", Depth: "4", Values: "-10..10", Seed: "7"})
	if err != nil || s.MinBranching != 2 || s.MaxBranching != 3 || s.High != 10 || n < 31 || n > 121 {
		t.Errorf("spec %+v, %d nodes, %v", s, n, err)
	}
	for _, f := range []struct {
		fields RandomFields
		says   string
	}{
		{RandomFields{Branching: "two", Depth: "4", Values: "0..1", Seed: "1"}, `branching "two"`},
		{RandomFields{Branching: "2", Depth: "x", Values: "0..1", Seed: "1"}, `depth "x"`},
		{RandomFields{Branching: "2", Depth: "4", Values: "0..NaN", Seed: "1"}, "two finite numbers"},
		{RandomFields{Branching: "2", Depth: "4", Values: "0..1", Seed: "-1"}, `seed "-1"`},
		{RandomFields{Branching: "10", Depth: "7", Values: "0..1", Seed: "1"}, "2,000,000"},
	} {
		if _, _, err := RandomSpec(f.fields); err == nil || !strings.Contains(err.Error(), f.says) {
			t.Errorf("%+v: %v, want %q", f.fields, err, f.says)
		}
	}
	remembered := GameFields{Game: 0, Heaps: "1, 2,3", Position: "XO.......", Depth: "0"}
	g, err := GameSpec(remembered.For())
	if err != nil || len(g.Heaps) != 3 || g.Position != "" || g.Game != "nim" {
		t.Errorf("nim: %+v, %v", g, err)
	}
	remembered.Game, remembered.Position, remembered.Depth = 1, " XO....... ", "2"
	if g, err := GameSpec(remembered.For()); err != nil || g.Position != "XO......." || g.Heaps != nil {
		t.Errorf("tic-tac-toe: %+v, %v", g, err)
	}
	// A start typed for a game that cannot use it is refused, never ignored.
	for _, f := range []GameFields{
		{Game: 0, Heaps: "3", Position: "XO.......", Depth: "0"},
		{Game: 2, Position: "XO.......", Depth: "2"},
		{Game: 1, Heaps: "3,4", Depth: "2"},
	} {
		if _, err := GameSpec(f); err == nil || !strings.Contains(err.Error(), "start") {
			t.Errorf("%+v: %v, want the start refused", f, err)
		}
	}
	if _, err := GameSpec(GameFields{Game: 2, Depth: "-1"}); err == nil {
		t.Error("a negative depth was taken")
	}
}

func TestReadingStopsAtTheLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "wide.txt")
	os.WriteFile(path, []byte("[1, 2, 3, 4, 5, 6]"), 0o644)
	if _, err := ReadFile(path, 5); !errors.Is(err, tree.ErrTooBig) || !strings.Contains(err.Error(), "wide.txt: line 1, column 14: the tree has more than 5 nodes") {
		t.Errorf("6 leaves under a limit of 5 nodes: %v", err)
	}
	d, err := ReadFile(path, 7)
	if err != nil || d.Tree.Len() != 7 || d.Format != tree.FormatBracket || treefile.Format(path) != tree.FormatBracket {
		t.Errorf("under the limit: %v", err)
	}
}

func TestFileNames(t *testing.T) {
	d := Document{Name: "Nim 1, 2, 3, to the end of the game"}
	if got := d.FileName("-step4", ".png"); got != "Nim-1-2-3-to-the-end-of-the-game-step4.png" {
		t.Errorf("export name %q", got)
	}
	if got := (Document{Name: "walk.txt"}).SuggestedName(); got != "walk.json" {
		t.Errorf("Save As proposes %q", got)
	}
	// A title keeps its meaning: a dot in it is not an extension, and
	// nothing of it is lost; no spaces.
	for name, want := range map[string]string{
		"Random tree: branching 2, depth 10, values -10..10, seed 5": "Random-tree-branching-2-depth-10-values--10..10-seed-5.gif",
		"Practice tree 5637":                "Practice-tree-5637.gif",
		"Albero casuale: ramificazione 2–3": "Albero-casuale-ramificazione-2-3.gif",
		"lesson.v2.json":                    "lesson.v2.gif",
		"…":                                 "gametree.gif",
	} {
		if got := (Document{Name: name}).FileName("", ".gif"); got != want {
			t.Errorf("%q: %q, want %q", name, got, want)
		}
	}
	if WithExt("/a/lesson1", ".json") != "/a/lesson1.json" || WithExt("/a/l.txt", ".json") != "/a/l.txt" {
		t.Error("WithExt")
	}
}

// TestFocusFollowsTheCurrentNode: the view follows the node being
// searched, and the root before the first call and after the last return.
func TestFocusFollowsTheCurrentNode(t *testing.T) {
	if got := New().Focus(); got != tree.Root {
		t.Errorf("no trace yet: focus %d", got)
	}
	s := open(t, "alphabeta-walkthrough")
	if s.Focus() != tree.Root {
		t.Errorf("step 0: focus %d", s.Focus())
	}
	s.Jump(24) // α(e) = 3 ≥ β(e) = 2: prune e2
	if got := s.doc.Tree.Nodes[s.Focus()].Label; got != "e" {
		t.Errorf("step 24: focus %s, want e", got)
	}
	s.Jump(s.Positions() - 1)
	if s.Focus() != tree.Root {
		t.Errorf("last step: focus %d", s.Focus())
	}
}

// TestRecent: a file opened again moves to the top, once; the list keeps
// the newest MaxRecent; paths are made absolute.
func TestRecent(t *testing.T) {
	var list []string
	for i := range MaxRecent + 3 {
		list = Recent(list, fmt.Sprintf("/trees/%d.json", i))
	}
	if len(list) != MaxRecent || list[0] != fmt.Sprintf("/trees/%d.json", MaxRecent+2) {
		t.Fatalf("recent: %v", list)
	}
	list = Recent(list, list[3])
	if len(list) != MaxRecent || list[0] != fmt.Sprintf("/trees/%d.json", MaxRecent-1) || slices.Index(list[1:], list[0]) >= 0 {
		t.Errorf("opened again: %v", list)
	}
	if got := Recent(nil, "tree.json")[0]; !filepath.IsAbs(got) || filepath.Base(got) != "tree.json" {
		t.Errorf("relative path kept as %q", got)
	}
}

// TestGeneratorsStartValid: the generate dialogs' first fields make a
// tree.
func TestGeneratorsStartValid(t *testing.T) {
	g := NewGenerators()
	g.Random.Seed = "1"
	if _, n, err := RandomSpec(g.Random); err != nil || n < 15 {
		t.Errorf("random tree: %d nodes, %v", n, err)
	}
	for i := range Games {
		g.Game.Game = i
		if _, err := GameSpec(g.Game.For()); err != nil {
			t.Errorf("%s: %v", Games[i], err)
		}
	}
}

func TestAnotherNodesNameIsRefused(t *testing.T) {
	s := open(t, "aima-fig5-2")
	s.Select(s.label(t, "b"))
	_, f, err := s.NewChild()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CheckName(f.Label, f.Label); err != nil {
		t.Errorf("the name offered for a new leaf, %s: %v", f.Label, err)
	}
	before := bracket(s.Doc().Tree)
	for _, taken := range []string{"c1", " a ", "b"} {
		f.Label = taken
		if err := s.CheckName(taken, "b4"); err == nil || !strings.Contains(err.Error(), strings.TrimSpace(taken)) {
			t.Errorf("CheckName(%q): %v", taken, err)
		}
		if _, err := s.AddChild(f); err == nil || !strings.Contains(err.Error(), "already called "+strings.TrimSpace(taken)) {
			t.Errorf("a new leaf called %q: %v", taken, err)
		}
	}
	if got := bracket(s.Doc().Tree); got != before || s.UndoName() != "" {
		t.Errorf("a refused name changed the tree: %s, undo %q", got, s.UndoName())
	}
	// A node keeps its own name, and may take one nobody has.
	if err := s.CheckName("b", "b"); err != nil {
		t.Errorf("b keeping its name: %v", err)
	}
	p := s.Doc().Tree.PathOf(s.label(t, "b"))
	g, _ := s.Fields(p)
	g.Label = "c"
	if _, _, err := s.EditNode(p, g); err == nil {
		t.Error("b renamed c, which exists")
	}
	g.Label = "left"
	r, changed, err := s.EditNode(p, g)
	if err != nil || !changed {
		t.Fatalf("b renamed left: %v", err)
	}
	finish(t, s, r)
}

// TestADocumentKeepsItsNumber: a document keeps its number through
// edits, undo and Save As; every tree set, the same tree again too, gets
// a new one; a new tree whose search fails brings the one before back
// with its number.
func TestADocumentKeepsItsNumber(t *testing.T) {
	s := open(t, "aima-fig5-2")
	first := s.Doc().Opened()
	_, f, err := s.NewChild()
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.AddChild(f)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	s.Saved("/tmp/x.json", "x.json", tree.FormatJSON)
	if r, err = s.Undo(); err != nil {
		t.Fatal(err)
	}
	finish(t, s, r)
	if s.Doc().Opened() != first || first == 0 {
		t.Errorf("edited, saved and undone: number %d, was %d", s.Doc().Opened(), first)
	}
	again := s.Doc().Tree
	finish(t, s, s.SetDocument(Document{Tree: again, Name: "x.json"}))
	second := s.Doc().Opened()
	if second == first {
		t.Errorf("the same tree set again keeps number %d", first)
	}
	r = s.SetDocument(Document{Tree: again, Name: "other"})
	if s.Doc().Opened() == second {
		t.Error("a new document has the number of the one before")
	}
	if err := s.Finish(r, nil, errors.New("no convergence")); err == nil {
		t.Fatal("a failed search said nothing")
	}
	if s.Doc().Name != "x.json" || s.Doc().Opened() != second {
		t.Errorf("after a failed open: %s, number %d, want %d", s.Doc().Name, s.Doc().Opened(), second)
	}
}

func TestUndoBackToTheSavedTreeIsSaved(t *testing.T) {
	s := open(t, "aima-fig5-2")
	add := func() {
		t.Helper()
		_, f, err := s.NewChild()
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.AddChild(f)
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
	}
	travel := func(do func() (Request, error)) {
		t.Helper()
		r, err := do()
		if err != nil {
			t.Fatal(err)
		}
		finish(t, s, r)
	}
	dirty := func(want bool, when string) {
		t.Helper()
		if s.Doc().Dirty != want {
			t.Errorf("%s: unsaved %v, want %v", when, s.Doc().Dirty, want)
		}
	}
	add()
	dirty(true, "after an Insert")
	travel(s.Undo)
	dirty(false, "after Insert, Undo")
	travel(s.Redo)
	dirty(true, "after Insert, Undo, Redo")
	s.Saved("/tmp/x.json", "x.json", tree.FormatJSON)
	add()
	travel(s.Undo)
	dirty(false, "saved, Insert, Undo")
	travel(s.Undo)
	dirty(true, "saved, then undone past the save")
	travel(s.Redo)
	dirty(false, "redone up to the save")
	// Undo past the save and edit: the saved tree cannot come back.
	travel(s.Undo)
	add()
	travel(s.Undo)
	dirty(true, "an edit made after undoing past the save, undone")
}

// TestNumbersAsPeopleWriteThem: a decimal comma reads as a point; an
// empty field, a word and a number too large each say what is wrong.
func TestNumbersAsPeopleWriteThem(t *testing.T) {
	for text, want := range map[string]float64{"3,5": 3.5, "-1,25": -1.25, " 7 ": 7, "2.5": 2.5, "1e3": 1000} {
		if v, err := ParseNumber(text); err != nil || v != want {
			t.Errorf("%q: %v, %v", text, v, err)
		}
	}
	for text, want := range map[string]string{"": "write a number", "  ": "write a number", "3,5,6": "is not a number",
		"x": "is not a number", "1e400": "too large", "-1e999": "too large", "3, 5": "is not a number"} {
		if _, err := ParseNumber(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

// TestSelectingFromTheKeyboard walks the walk-through's tree with the
// selection: nothing selected selects the root; down goes to the first
// child, across to the siblings, up to the parent; past an end it stays.
func TestSelectingFromTheKeyboard(t *testing.T) {
	s := open(t, "alphabeta-walkthrough")
	var walked []string
	for _, to := range []Toward{ToChild, ToChild, ToNext, ToNext, ToChild, ToPrevious, ToParent, ToParent, ToParent, ToParent} {
		moved := s.SelectToward(to)
		walked = append(walked, fmt.Sprintf("%s%s", s.Doc().Tree.Name(s.Selected()), map[bool]string{false: "!"}[moved]))
	}
	// a; its first child b and b's sibling i (after i, none); i's first
	// child j (before j, none); up to i, a, and past the root, none.
	want := "a b i i! j j! i a a! a!"
	if got := strings.Join(walked, " "); got != want {
		t.Errorf("walked %s, want %s", got, want)
	}
	s.Select(s.label(t, "d2"))
	if s.SelectToward(ToChild) || s.Doc().Tree.Name(s.Selected()) != "d2" {
		t.Error("a leaf has a child")
	}
}

// TestIterationsAndPasses: the statistics say which iteration of iterative
// deepening, or which pass of MTD(f), a step belongs to.
func TestIterationsAndPasses(t *testing.T) {
	tr, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 3, Low: -9, High: 9, Seed: 3, Estimates: true}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: tr, Name: "random", Format: tree.FormatJSON}))
	r, _ := s.SetOptions(search.Options{Algorithm: search.Iterative})
	finish(t, s, r)
	phases := s.Trace().Phases()
	if len(phases) != 3 {
		t.Fatalf("%d phases, want an iteration a depth", len(phases))
	}
	s.Jump(int(phases[1]) + 2)
	if got := Value(s.Statistics(), RowSoFar); !strings.Contains(got, "iteration 2 of 3") {
		t.Errorf("so far: %q", got)
	}
	r, _ = s.SetOptions(search.Options{Algorithm: search.MTDF, Guess: 100})
	finish(t, s, r)
	s.Last()
	if got, n := Value(s.Statistics(), RowSoFar), len(s.Trace().Phases()); !strings.Contains(got, fmt.Sprintf("pass %d of %d", n, n)) {
		t.Errorf("so far at the end of MTD(f): %q", got)
	}
}

// TestChanceNodesInTheSession: a tree with chance nodes opens searched by
// expectimax (not refused); the node dialog makes a node a chance node
// and sets its children's probabilities, read back as typed; wrong
// probabilities are refused with the node named; picking alpha-beta
// afterwards is refused and the options go back.
func TestChanceNodesInTheSession(t *testing.T) {
	tr, err := tree.ReadLimit([]byte(`{"version": 1, "tree": {"children": [{"kind": "chance", "children": [1, 5]}, [2, 3, 4]]}}`), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	s := New()
	finish(t, s, s.SetDocument(Document{Tree: tr, Name: "dice", Format: tree.FormatJSON}))
	if a := s.Trace().Options.Algorithm; a != search.Expectimax || s.Trace().Value != 3 {
		t.Fatalf("opened with %v, value %v; want expectimax and 3", a, s.Trace().Value)
	}
	at := s.Doc().Tree.PathOf(s.label(t, "c"))
	f, _ := s.Fields(at)
	f.Kind, f.Chances = tree.Chance, "1/6; 0,5; 1/3"
	r, ok, err := s.EditNode(at, f)
	if !ok || err != nil {
		t.Fatalf("making c a chance node: %v", err)
	}
	finish(t, s, r)
	if got, _ := s.Fields(at); got.Chances != "1/6, 0.5, 1/3" {
		t.Errorf("probabilities read back as %q", got.Chances)
	}
	if v := s.Trace().Value; math.Abs(v-(2.0/6+1.5+4.0/3)) > 1e-12 {
		t.Errorf("value %v after the edit", v)
	}
	for text, says := range map[string]string{
		"1/2, 1/2":      "2 probabilities for 3 children",
		"0.5, 0.5, 0.5": "add up to 1.5",
		"1/2, x, 0":     `"x" is not a probability`,
		"2, 0, 0":       `"2" is not a probability`,
	} {
		f.Chances = text
		if _, ok, err := s.EditNode(at, f); ok || err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%q: %v, want an error saying %q", text, err, says)
		}
	}
	r, _ = s.SetOptions(search.Options{Algorithm: search.AlphaBeta})
	tr2, err := r.Run(context.Background())
	if err := s.Finish(r, tr2, err); err == nil || !strings.Contains(err.Error(), "knows no chance nodes") {
		t.Errorf("alpha-beta on a tree with chance nodes: %v", err)
	}
	if s.Options().Algorithm != search.Expectimax {
		t.Errorf("options after the refusal: %v", s.Options().Algorithm)
	}
	// A tree without chance nodes brings back the algorithm chosen before
	// the dice; Star1, whose sentences speak of chance nodes, gives way to
	// alpha-beta, saying so.
	plain, _ := samples.Load("aima-fig5-2")
	finish(t, s, s.SetDocument(Document{Tree: plain, Name: "aima", Format: tree.FormatJSON}))
	if a := s.Trace().Options.Algorithm; a != search.AlphaBeta {
		t.Errorf("after the dice, %v", a)
	}
	finish(t, s, s.SetDocument(Document{Tree: tr, Name: "dice", Format: tree.FormatJSON}))
	r, _ = s.SetOptions(search.Options{Algorithm: search.Star1})
	finish(t, s, r)
	r = s.SetDocument(Document{Tree: plain, Name: "aima", Format: tree.FormatJSON})
	finish(t, s, r)
	if a := s.Trace().Options.Algorithm; a != search.AlphaBeta || r.Switched == nil || !strings.Contains(i18n.English().Error(r.Switched), "Star1 is for trees with chance nodes") {
		t.Errorf("Star1 chosen on the dice, then %v, saying %v", a, r.Switched)
	}
	// The table is for trees of a game: ticked, it stays off on a tree of
	// none, saying so, and comes back on a game's tree.
	game, err := tree.ReadLimit([]byte(`{"version": 1, "game": "nim", "tree": {"position": "1", "children": [{"position": "0", "value": 1}]}}`), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	finish(t, s, s.SetDocument(Document{Tree: game, Name: "nim"}))
	opt := s.Options()
	opt.TT = true
	r, _ = s.SetOptions(opt)
	finish(t, s, r)
	r = s.SetDocument(Document{Tree: plain, Name: "aima"})
	finish(t, s, r)
	if s.Options().TT {
		t.Error("the table stayed ticked on a tree of no game")
	}
	if r.Switched == nil || !strings.Contains(i18n.English().Error(r.Switched), "transposition table is off") {
		t.Errorf("the table turned off saying %v", r.Switched)
	}
	finish(t, s, s.SetDocument(Document{Tree: game, Name: "nim"}))
	if !s.Options().TT {
		t.Error("the table did not come back on a game's tree")
	}
}

// TestChosenTicksComeBack: the user's strict and table ticks are the
// session's to keep: dropped for an algorithm that cannot use them and
// given back by one that can, whatever the window rebuilt meanwhile.
func TestChosenTicksComeBack(t *testing.T) {
	s := open(t, "aima-fig5-2")
	opt := s.Options()
	opt.Strict, opt.TT = true, true // the user's ticks
	finish(t, s, mustRequest(t)(s.SetOptions(opt)))
	for _, c := range []struct {
		algo       search.Algorithm
		strict, tt bool
	}{
		{search.MTDF, false, true}, {search.Minimax, true, false}, {search.AlphaBetaFailHard, true, false},
		{search.AlphaBeta, true, true}, {search.PVS, true, false}, {search.MTDF, false, true}, {search.AlphaBeta, true, true},
	} {
		finish(t, s, mustRequest(t)(s.ChooseAlgorithm(c.algo)))
		if o := s.Trace().Options; o.Algorithm != c.algo || o.Strict != c.strict || o.TT != c.tt {
			t.Errorf("%v: strict %v, table %v; want %v, %v", c.algo, o.Strict, o.TT, c.strict, c.tt)
		}
	}
	opt = s.Options()
	opt.Strict = false // untick under alpha-beta
	finish(t, s, mustRequest(t)(s.SetOptions(opt)))
	finish(t, s, mustRequest(t)(s.ChooseAlgorithm(search.MTDF)))
	finish(t, s, mustRequest(t)(s.ChooseAlgorithm(search.AlphaBeta)))
	if o := s.Options(); o.Strict || !o.TT {
		t.Errorf("after unticking strict: %+v", o)
	}
}

func mustRequest(t *testing.T) func(Request, bool) Request {
	return func(r Request, changed bool) Request {
		t.Helper()
		if !changed {
			t.Fatal("nothing changed")
		}
		return r
	}
}
