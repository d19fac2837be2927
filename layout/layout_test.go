package layout

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/tree"
)

const eps = 1e-6

func read(t testing.TB, src string) *tree.Tree {
	t.Helper()
	tr, err := tree.ReadLimit([]byte(src), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestSmallTreeExactly(t *testing.T) {
	tr := read(t, "[[1,2],[3,4]]")
	l := Tidy(tr, func(tree.NodeID) Extent { return Extent{5, 5} }, Options{LevelGap: 50, Gap: 0})
	// Preorder: a b b1 b2 c c1 c2.
	want := []float64{20, 10, 5, 15, 30, 25, 35}
	for i, x := range want {
		if math.Abs(l.X[i]-x) > eps {
			t.Errorf("X = %v, want %v", l.X, want)
			break
		}
	}
	if l.Y[0] != 0 || l.Y[1] != 50 || l.Y[2] != 100 {
		t.Errorf("Y = %v", l.Y)
	}
}

// randomTree grows a tree with uneven branching and random, lopsided node
// extents.
func randomTree(r *rand.Rand, maxNodes int) (*tree.Tree, []Extent) {
	t := tree.New(tree.Node{})
	var grow func(id tree.NodeID, depth int)
	grow = func(id tree.NodeID, depth int) {
		kids := 0
		if depth < 7 && t.Len() < maxNodes && (depth == 0 || r.IntN(3) != 0) {
			kids = 1 + r.IntN(4)
		}
		if kids == 0 {
			t.Nodes[id].Value, t.Nodes[id].HasValue = 1, true
			return
		}
		for range kids {
			grow(t.AddChild(id, tree.Node{}), depth+1)
		}
	}
	grow(tree.Root, 0)
	extents := make([]Extent, t.Len())
	for i := range extents {
		extents[i] = Extent{float64(2 + r.IntN(4)*5), float64(2 + r.IntN(4)*5)}
	}
	return t, extents
}

// checkTidy asserts the layout rules on any tree: over, when not nil, is
// what opt.Over gives.
func checkTidy(t *testing.T, tr *tree.Tree, extents []Extent, over []Strip, l *Layout, opt Options) {
	t.Helper()
	if over == nil {
		over = make([]Strip, tr.Len())
	}
	levels := tr.Levels()
	rows := map[int32][]tree.NodeID{}
	for _, id := range tr.Preorder() { // preorder lists each level left to right
		rows[levels[id]] = append(rows[levels[id]], id)
		n := tr.Nodes[id]
		if l.Y[id] != float64(levels[id])*opt.LevelGap {
			t.Fatalf("node %d at level %d has Y %v", id, levels[id], l.Y[id])
		}
		if !n.IsLeaf() {
			mid := (l.X[n.Children[0]] + l.X[n.Children[len(n.Children)-1]]) / 2
			if math.Abs(l.X[id]-mid) > eps {
				t.Fatalf("node %d at %v is not centred over its children (%v)", id, l.X[id], mid)
			}
		}
		if l.X[id]-extents[id].Left < -eps || l.X[id]-over[id].Text.Left < -eps {
			t.Fatalf("node %d sticks out left: %v", id, l.X[id]-max(extents[id].Left, over[id].Text.Left))
		}
	}
	touching := false
	for _, row := range rows {
		for i := 1; i < len(row); i++ {
			a, b := row[i-1], row[i]
			need := extents[a].Right + extents[b].Left + opt.Gap
			oa, ob := over[a], over[b]
			above := max(oa.Text.Right+max(ob.Text.Left, ob.Line.Left), oa.Line.Right+ob.Text.Left) + opt.Gap
			if d := l.X[b] - l.X[a]; d < need-eps {
				t.Fatalf("nodes %d and %d overlap: %v apart, need %v", a, b, d, need)
			} else if d < above-eps {
				t.Fatalf("nodes %d and %d overlap over their row: %v apart, need %v", a, b, d, above)
			} else if d < max(need, above)+eps {
				touching = true
			}
		}
	}
	branches := false
	for _, n := range tr.Nodes {
		branches = branches || len(n.Children) > 1
	}
	// Walker's algorithm pushes sibling subtrees apart only until their
	// contours touch, so any branching leaves some pair exactly at the gap.
	if branches && !touching {
		t.Fatalf("no two neighbours are as close as allowed: the drawing is wider than it needs to be")
	}
}

func TestTidyRules(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	opt := Options{LevelGap: 60, Gap: 3}
	for range 500 {
		tr, extents := randomTree(r, 400)
		l := Tidy(tr, func(id tree.NodeID) Extent { return extents[id] }, opt)
		checkTidy(t, tr, extents, nil, l, opt)
	}
}

// TestTidyRulesOver: with texts and lines in a strip over the row (moves
// over the nodes, and the edges coming down into them), neighbours clear
// each other in the row and in the strip, where a text clears texts and
// lines but lines may cross; and the drawing is no wider than that
// needs: narrower than with each node's strip counted in its row.
func TestTidyRulesOver(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	narrower := 0
	for range 500 {
		tr, extents := randomTree(r, 400)
		over := make([]Strip, tr.Len())
		both := make([]Extent, tr.Len())
		for i := range over {
			o := &over[i]
			if r.IntN(2) == 0 {
				o.Text.Left, o.Line.Right = float64(r.IntN(5)*7), float64(r.IntN(3)*4)
			} else {
				o.Text.Right, o.Line.Left = float64(r.IntN(5)*7), float64(r.IntN(3)*4)
			}
			both[i] = Extent{max(extents[i].Left, o.Text.Left, o.Line.Left), max(extents[i].Right, o.Text.Right, o.Line.Right)}
		}
		opt := Options{LevelGap: 60, Gap: 3, Over: func(id tree.NodeID) Strip { return over[id] }}
		l := Tidy(tr, func(id tree.NodeID) Extent { return extents[id] }, opt)
		checkTidy(t, tr, extents, over, l, opt)
		wide := Tidy(tr, func(id tree.NodeID) Extent { return both[id] }, Options{LevelGap: 60, Gap: 3})
		if w, ww := width(l, extents, over), width(wide, both, nil); w > ww+eps {
			t.Fatalf("%v wide with the strip apart, %v with it in the row", w, ww)
		} else if w < ww-eps {
			narrower++
		}
	}
	if narrower < 250 {
		t.Fatalf("only %d of 500 drawings narrower with the strip apart", narrower)
	}
}

// width is how wide a layout's drawing is, its extents and the texts in
// its strips included (over may be nil).
func width(l *Layout, extents []Extent, over []Strip) float64 {
	lo, hi := math.Inf(1), math.Inf(-1)
	for id, x := range l.X {
		e := extents[id]
		if over != nil {
			e = Extent{max(e.Left, over[id].Text.Left), max(e.Right, over[id].Text.Right)}
		}
		lo, hi = min(lo, x-e.Left), max(hi, x+e.Right)
	}
	return hi - lo
}

// shapeKey describes a subtree's shape and extents.
func shapeKey(tr *tree.Tree, extents []Extent, id tree.NodeID, memo map[tree.NodeID]string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v(", extents[id])
	for _, c := range tr.Nodes[id].Children {
		b.WriteString(shapeKey(tr, extents, c, memo))
	}
	b.WriteString(")")
	memo[id] = b.String()
	return memo[id]
}

func TestEqualSubtreesDrawnEqually(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	checked := 0
	for range 300 {
		tr, _ := randomTree(r, 200)
		extents := make([]Extent, tr.Len())
		for i := range extents {
			extents[i] = Extent{4, 6} // equal extents make repeated shapes common
		}
		l := Tidy(tr, func(id tree.NodeID) Extent { return extents[id] }, Options{LevelGap: 40, Gap: 2})
		memo := map[tree.NodeID]string{}
		shapeKey(tr, extents, tree.Root, memo)
		first := map[string]tree.NodeID{}
		for _, id := range tr.Preorder() {
			key := memo[id]
			other, seen := first[key]
			if !seen {
				first[key] = id
				continue
			}
			if len(tr.Nodes[id].Children) == 0 {
				continue
			}
			// Same shape: every descendant at the same offset.
			a, b := subtree(tr, other), subtree(tr, id)
			for i := range a {
				da, db := l.X[a[i]]-l.X[other], l.X[b[i]]-l.X[id]
				if math.Abs(da-db) > eps {
					t.Fatalf("subtrees %d and %d have the same shape but differ: %v vs %v", other, id, da, db)
				}
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d pairs of equal subtrees checked", checked)
	}
}

func subtree(tr *tree.Tree, id tree.NodeID) []tree.NodeID {
	out := []tree.NodeID{id}
	for i := 0; i < len(out); i++ {
		out = append(out, tr.Nodes[out[i]].Children...)
	}
	return out
}

func TestTranspose(t *testing.T) {
	tr := read(t, "[1,2]")
	l := Tidy(tr, func(tree.NodeID) Extent { return Extent{5, 5} }, Options{LevelGap: 50, Gap: 0})
	l.Transpose()
	if l.X[1] != 50 || l.Y[1] != 5 || l.Y[2] != 15 || l.X[0] != 0 {
		t.Errorf("transposed: X %v Y %v", l.X, l.Y)
	}
}

// TestSmallSubtreesSpreadEvenly: a leaf between two wide subtrees sits
// halfway between them (Walker's spreading of shifts), not against one.
func TestSmallSubtreesSpreadEvenly(t *testing.T) {
	tr := read(t, "[[[1,2],[3,4]], 5, 6, [[7,8],[9,10]]]")
	l := Tidy(tr, func(tree.NodeID) Extent { return Extent{5, 5} }, Options{LevelGap: 50, Gap: 2})
	kids := tr.Nodes[tree.Root].Children
	var gaps []float64
	for i := 1; i < len(kids); i++ {
		gaps = append(gaps, l.X[kids[i]]-l.X[kids[i-1]])
	}
	for _, g := range gaps[1:] {
		if math.Abs(g-gaps[0]) > eps {
			t.Fatalf("gaps between the root's children: %v, want all equal", gaps)
		}
	}
}
