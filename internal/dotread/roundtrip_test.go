package dotread

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gametree/internal/export"
	"gametree/internal/games"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// roundTripTrees are the trees exported and read back: every sample, the
// walk-through first, random trees of several shapes and values, a tree
// with a MIN root and a game tree with moves.
func roundTripTrees(t *testing.T) map[string]*tree.Tree {
	t.Helper()
	trees := map[string]*tree.Tree{}
	for _, name := range samples.Names() {
		tr, err := samples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		trees[name] = tr
	}
	for i, spec := range []tree.RandomSpec{
		{MinBranching: 2, MaxBranching: 3, Depth: 4, Low: -20, High: 20, Seed: 1},
		{MinBranching: 1, MaxBranching: 4, Depth: 5, Low: -9.9, High: 9.9, Decimals: true, Seed: 2},
		{MinBranching: 3, MaxBranching: 3, Depth: 3, Low: 0, High: 1000, Seed: 3, Order: tree.BestFirst},
		{MinBranching: 2, MaxBranching: 2, Depth: 6, Low: -1e6, High: 1e6, Seed: 4, Order: tree.WorstFirst},
		{MinBranching: 1, MaxBranching: 1, Depth: 0, Low: 5, High: 5, Seed: 5},
		{MinBranching: 2, MaxBranching: 3, Depth: 4, Low: -9.9, High: 9.9, Decimals: true, Seed: 7, Estimates: true},
	} {
		tr, err := tree.Random(spec, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		trees[fmt.Sprintf("random%d", i)] = tr
	}
	minRoot, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 3, Low: -5, High: 5, Seed: 6}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	minRoot.RootKind = tree.Min
	trees["min-root"] = minRoot
	dice, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 4, Low: 0, High: 9, Seed: 8, Dice: true}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trees["dice-random"] = dice
	nim, err := games.Build(games.Spec{Game: games.Nim, Heaps: []int{1, 2}}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	trees["nim"] = nim
	return trees
}

// TestRoundTrip: a tree exported to DOT (at its first and last step, with
// the default texts, with every text, with legend and caption) reads back
// as the same tree: shape, labels, values, kinds, moves, and the same
// search.
func TestRoundTrip(t *testing.T) {
	all, err := scene.ParseShow("all")
	if err != nil {
		t.Fatal(err)
	}
	labelsOnly, err := scene.ParseShow("labels")
	if err != nil {
		t.Fatal(err)
	}
	none, err := scene.ParseShow("none")
	if err != nil {
		t.Fatal(err)
	}
	for name, tr := range roundTripTrees(t) {
		var sopt search.Options
		if tr.HasChance() {
			sopt.Algorithm = search.Star1
		}
		trace, err := search.Run(context.Background(), tr, sopt)
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []export.Options{
			{},
			{Legend: true, Caption: true},
			{Scene: scene.Options{Show: all, LeftRight: true}},
			{Scene: scene.Options{Show: labelsOnly}}, // no values in the shapes
			{Scene: scene.Options{Show: none}},
		} {
			pic := export.NewPicture(trace, opt, nil)
			for _, k := range []int{0, trace.Len() - 1} {
				dot := pic.DOT(k)
				back, err := Read(dot, tree.MaxNodes)
				if err != nil {
					t.Errorf("%s, step %d, %+v: %v", name, k, opt.Scene, err)
					continue
				}
				if diff := sameTree(tr, back); diff != "" {
					t.Errorf("%s, step %d, %+v: %s", name, k, opt.Scene, diff)
				}
				sameSearch(t, name, tr, back)
			}
		}
	}
}

// TestGoldenExportsReadBack: the DOT files export's golden tests keep
// read back as the walk-through.
func TestGoldenExportsReadBack(t *testing.T) {
	want, err := samples.Load(samples.Default)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../export/testdata/TestGoldenDOT_*.dot")
	if len(files) == 0 {
		t.Fatal("no golden DOT files")
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Read(src, tree.MaxNodes)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if diff := sameTree(want, got); diff != "" {
			t.Errorf("%s: %s", file, diff)
		}
	}
}

// sameTree says how b differs from a in shape, labels, values, kinds and
// moves ("" when it does not).
func sameTree(a, b *tree.Tree) string {
	pa, pb := a.Preorder(), b.Preorder()
	if len(pa) != len(pb) {
		return fmt.Sprintf("%d nodes, want %d", len(pb), len(pa))
	}
	ka, kb := a.Kinds(tree.Auto), b.Kinds(tree.Auto)
	if a.Title != b.Title || a.Game != b.Game {
		return fmt.Sprintf("titled %q, game %q; want %q, %q", b.Title, b.Game, a.Title, a.Game)
	}
	for i := range pa {
		na, nb := a.Nodes[pa[i]], b.Nodes[pb[i]]
		switch {
		case len(na.Children) != len(nb.Children):
			return fmt.Sprintf("node %s has %d children, want %d", na.Label, len(nb.Children), len(na.Children))
		case na.Label != nb.Label:
			return fmt.Sprintf("node %d is labelled %q, want %q", i, nb.Label, na.Label)
		case na.HasValue != nb.HasValue || na.Value != nb.Value:
			return fmt.Sprintf("node %s: value %v, want %v", na.Label, nb.Value, na.Value)
		case ka[pa[i]] != kb[pb[i]]:
			return fmt.Sprintf("node %s is %v, want %v", na.Label, kb[pb[i]], ka[pa[i]])
		case na.Move != nb.Move:
			return fmt.Sprintf("node %s: move %q, want %q", na.Label, nb.Move, na.Move)
		case na.Position != nb.Position:
			return fmt.Sprintf("node %s: position %q, want %q", na.Label, nb.Position, na.Position)
		case na.HasEstimate != nb.HasEstimate || na.Estimate != nb.Estimate:
			return fmt.Sprintf("node %s: estimate %v, want %v", na.Label, nb.Estimate, na.Estimate)
		case pa[i] != tree.Root && a.Probability(pa[i]) != b.Probability(pb[i]):
			return fmt.Sprintf("node %s: probability %v, want %v", na.Label, b.Probability(pb[i]), a.Probability(pa[i]))
		}
	}
	return ""
}

// sameSearch checks that every algorithm finds the same on both trees:
// value, principal variation, leaves evaluated, pruned nodes.
func sameSearch(t *testing.T, name string, a, b *tree.Tree) {
	t.Helper()
	opts := []search.Options{{Algorithm: search.AlphaBeta}, {Algorithm: search.AlphaBetaFailHard}, {Algorithm: search.Minimax},
		{Algorithm: search.AlphaBeta, TT: true}} // the table finds positions again
	if a.HasChance() {
		opts = []search.Options{{Algorithm: search.Expectimax}, {Algorithm: search.Star1}}
	}
	for _, opt := range opts {
		algo := opt.Algorithm
		ta, err := search.Run(context.Background(), a, opt)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := search.Run(context.Background(), b, opt)
		if err != nil {
			t.Fatal(err)
		}
		if ta.Value != tb.Value || ta.Stats != tb.Stats || ta.Len() != tb.Len() || !slices.Equal(labels(a, ta.PV), labels(b, tb.PV)) {
			t.Errorf("%s, %v: value %v, %+v, %d steps; want %v, %+v, %d steps", name, algo, tb.Value, tb.Stats, tb.Len(), ta.Value, ta.Stats, ta.Len())
		}
	}
}

func labels(t *tree.Tree, ids []tree.NodeID) []string {
	var out []string
	for _, id := range ids {
		out = append(out, t.Name(id))
	}
	return out
}

// TestLabelsSurviveTheRoundTrip: names and moves read back exactly from
// gametree's DOT, whatever characters they hold ("move #3" is not "move"
// with call 3, "#7" not a call number, a backslash, quote, entity or
// Graphviz escape as written), with every text shown or none.
func TestLabelsSurviveTheRoundTrip(t *testing.T) {
	pieces := []string{"a", "Z", "7", "#", "#3", " #12", " ", "  ", `\`, `\N`, `\n`, `\G`, `\l`, `"`, `'`, "&amp;", "&", "&#38;", "<b>", ">", "{", "}",
		"[", ";", ",", "=", "->", "-", "+", "|", "é", "ș", "中", "🙂", "\u200f", "x y", "−2", "1e3", ".5", "(3, 5)", "%1"}
	r := rand.New(rand.NewPCG(12, 0))
	word := func() string {
		var b strings.Builder
		for range 1 + r.IntN(5) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		return b.String()
	}
	all, _ := scene.ParseShow("all")
	for i := range 40 {
		tr, err := tree.Random(tree.RandomSpec{MinBranching: 1, MaxBranching: 3, Depth: 3, Low: -9, High: 9, Seed: uint64(i)}, tree.MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		for id := range tr.Nodes {
			tr.Nodes[id].Label = word()
			if id != int(tree.Root) && r.IntN(2) == 0 {
				tr.Nodes[id].Move = word()
			}
		}
		if err := tr.Validate(); err != nil {
			t.Fatal(err)
		}
		trace, err := search.Run(context.Background(), tr, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []export.Options{{}, {Scene: scene.Options{Show: all}, Legend: true, Caption: true}} {
			src := export.NewPicture(trace, opt, nil).DOT(trace.Len() / 2)
			back, err := Read(src, tree.MaxNodes)
			if err != nil {
				t.Fatalf("tree %d: %v", i, err)
			}
			for id, n := range tr.Nodes {
				if got := back.Nodes[id]; got.Label != n.Label || got.Move != n.Move {
					t.Errorf("tree %d node %d: %q (move %q) reads back as %q (move %q)", i, id, n.Label, n.Move, got.Label, got.Move)
				}
			}
		}
	}
}
