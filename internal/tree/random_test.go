package tree

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"gametree/internal/i18n"
)

func TestRandomTrees(t *testing.T) {
	spec := RandomSpec{MinBranching: 2, MaxBranching: 4, Depth: 5, Low: -10, High: 10, Seed: 7}
	a, err := Random(spec, MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	n, _ := spec.Count(MaxNodes)
	if a.Len() != n {
		t.Errorf("Count said %d, the tree has %d nodes", n, a.Len())
	}
	b, _ := Random(spec, MaxNodes)
	if canon(t, a) != canon(t, b) {
		t.Error("the same seed made two different trees")
	}
	spec.Seed = 8
	if c, _ := Random(spec, MaxNodes); canon(t, c) == canon(t, a) {
		t.Error("another seed made the same tree")
	}
	levels := a.Levels()
	for id, n := range a.Nodes {
		switch {
		case n.IsLeaf() && levels[id] != 5:
			t.Fatalf("leaf at depth %d", levels[id])
		case !n.IsLeaf() && (len(n.Children) < 2 || len(n.Children) > 4):
			t.Fatalf("%d children", len(n.Children))
		case n.IsLeaf() && (n.Value < -10 || n.Value > 10 || n.Value != math.Trunc(n.Value)):
			t.Fatalf("value %v", n.Value)
		}
	}
	dec := RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 3, Low: -1, High: 1, Decimals: true, Seed: 1}
	d, err := Random(dec, MaxNodes)
	if err != nil || d.Len() != 40 {
		t.Fatalf("decimals: %v, %d nodes", err, d.Len())
	}
	for _, id := range d.Leaves() {
		v := d.Nodes[id].Value
		if v < -1 || v > 1 || math.Abs(v*10-math.Round(v*10)) > 1e-9 {
			t.Errorf("decimal value %v", v)
		}
	}
}

func TestRandomOrderingAndLimits(t *testing.T) {
	spec := RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 3, Low: 0, High: 99, Seed: 3, Order: BestFirst}
	best, err := Random(spec, MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	kinds := best.Kinds(Auto)
	values := best.Values(kinds)
	for id, n := range best.Nodes {
		for i := 1; i < len(n.Children); i++ {
			a, b := values[n.Children[i-1]], values[n.Children[i]]
			if (kinds[id] == Max && a < b) || (kinds[id] == Min && a > b) {
				t.Fatalf("best-first tree has a better child after a worse one")
			}
		}
	}
	big := RandomSpec{MinBranching: 10, MaxBranching: 10, Depth: 7, High: 1}
	if _, err := Random(big, MaxNodes); !errors.Is(err, ErrTooBig) {
		t.Errorf("11 million nodes: %v", err)
	}
	if n, err := (RandomSpec{MinBranching: 10, MaxBranching: 10, Depth: 6, High: 1}).Count(MaxNodes); n != 1111111 || err != nil {
		t.Errorf("Count = %d, %v", n, err)
	}
	for _, bad := range []RandomSpec{
		{MinBranching: 0, MaxBranching: 2, Depth: 2}, {MinBranching: 3, MaxBranching: 2, Depth: 2},
		{MinBranching: 2, MaxBranching: 2, Depth: -1}, {MinBranching: 2, MaxBranching: 2, Depth: 2, Low: 5, High: 1},
		{MinBranching: 2, MaxBranching: 2, Depth: 2, Low: 0.2, High: 0.7},
	} {
		if _, err := Random(bad, MaxNodes); err == nil {
			t.Errorf("spec %+v accepted", bad)
		}
	}
	if _, err := ParseOrdering("sideways"); err == nil {
		t.Error("ParseOrdering accepted sideways")
	}
}

// TestRandomEstimates: with Estimates the tree is the same, and every inner
// node has an estimate within a quarter of the range of its minimax value,
// rounded as the values are.
func TestRandomEstimates(t *testing.T) {
	for seed := range uint64(40) {
		spec := RandomSpec{MinBranching: 1, MaxBranching: 3, Depth: 4, Low: -10, High: 10, Seed: seed, Decimals: seed%2 == 1}
		plain, err := Random(spec, MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		spec.Estimates = true
		est, err := Random(spec, MaxNodes)
		if err != nil {
			t.Fatal(err)
		}
		var a, b bytes.Buffer
		WriteBracket(&a, plain)
		WriteBracket(&b, est)
		if a.String() != b.String() {
			t.Fatalf("seed %d: estimates changed the tree", seed)
		}
		kinds := est.Kinds(Auto)
		var value func(id NodeID) float64
		value = func(id NodeID) float64 {
			n := est.Nodes[id]
			if n.IsLeaf() {
				return n.Value
			}
			v := value(n.Children[0])
			for _, c := range n.Children[1:] {
				if w := value(c); (kinds[id] == Min) == (w < v) && w != v {
					v = w
				}
			}
			return v
		}
		for id, n := range est.Nodes {
			if n.IsLeaf() {
				continue
			}
			scale := 1.0
			if spec.Decimals {
				scale = 10
			}
			if !n.HasEstimate || math.Abs(n.Estimate-value(NodeID(id))) > 5.05 || math.Abs(n.Estimate*scale-math.Round(n.Estimate*scale)) > 1e-9 {
				t.Fatalf("seed %d node %s: estimate %v (%v), value %v", seed, est.Name(NodeID(id)), n.Estimate, n.HasEstimate, value(NodeID(id)))
			}
		}
	}
}

// TestRandomDice: the dice pattern makes every odd level above the leaves
// a chance node and leaves the players to alternate around them; the
// same seed makes the same shape and values as without dice, and the
// estimates follow expected values.
func TestRandomDice(t *testing.T) {
	spec := RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 5, Low: 0, High: 10, Seed: 9, Estimates: true}
	plain, err := Random(spec, MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	spec.Dice = true
	dice, err := Random(spec, MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	if err := dice.Validate(); err != nil {
		t.Fatal(err)
	}
	kinds, levels := dice.Kinds(Auto), dice.Levels()
	want := []Kind{Max, Chance, Min, Chance, Max}
	for id := range dice.Nodes {
		n := &dice.Nodes[id]
		if n.IsLeaf() {
			continue
		}
		if k := kinds[id]; k != want[levels[id]] {
			t.Fatalf("node %s on level %d is %v, want %v", dice.Name(NodeID(id)), levels[id], k, want[levels[id]])
		}
		if n.Value != plain.Nodes[id].Value || len(n.Children) != len(plain.Nodes[id].Children) {
			t.Fatalf("node %s differs from the tree without dice", dice.Name(NodeID(id)))
		}
	}
	values := dice.Values(kinds)
	for id := range dice.Nodes {
		if n := &dice.Nodes[id]; !n.IsLeaf() && math.Abs(n.Estimate-values[id]) > 2.5+0.5 {
			t.Fatalf("node %s: estimate %v, far from its expected value %v", dice.Name(NodeID(id)), n.Estimate, values[id])
		}
	}
	if !strings.Contains(dice.Title, "dice") || strings.Contains(plain.Title, "dice") {
		t.Errorf("titles %q and %q", dice.Title, plain.Title)
	}
}

// TestValuesThatCannotBeDrawnAreRefused: ranges beyond the whole numbers
// held exactly drew with a panic (invalid argument to Int64N); they are
// refused, naming the range, and the widest range allowed is drawn.
func TestValuesThatCannotBeDrawnAreRefused(t *testing.T) {
	for _, c := range []struct {
		low, high float64
		decimals  bool
	}{
		{-1e308, 1e308, false}, {0, 1e19, false}, {-9.3e18, 0, false}, {0, 1e300, false}, {0, 1e20, false},
		{-1e15, 1e15, true}, {0, 1 << 53, true},
	} {
		spec := RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 2, Low: c.low, High: c.high, Decimals: c.decimals, Seed: 1}
		_, err := Random(spec, MaxNodes)
		want := "values " + FormatValue(c.low) + ".." + FormatValue(c.high) + ": a random tree's values lie between"
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v..%v (decimals %v): %v", c.low, c.high, c.decimals, err)
		}
	}
	for _, decimals := range []bool{false, true} {
		max := float64(1 << 53)
		if decimals {
			max = math.Floor(max / 10)
		}
		spec := RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 3, Low: -max, High: max, Decimals: decimals, Seed: 2, Estimates: true}
		tr, err := Random(spec, MaxNodes)
		if err != nil {
			t.Fatalf("±%v: %v", max, err)
		}
		var b bytes.Buffer
		if err := WriteJSON(&b, tr); err != nil {
			t.Fatal(err)
		}
		back, err := ReadLimit(b.Bytes(), MaxNodes)
		if err != nil {
			t.Fatalf("±%v does not read back: %v", max, err)
		}
		for i, n := range back.Nodes {
			if n.Value != tr.Nodes[i].Value || n.Estimate != tr.Nodes[i].Estimate || math.Abs(n.Value) > max || math.Abs(n.Estimate) > max {
				t.Errorf("±%v: node %d reads back as %v ~ %v, was %v ~ %v", max, i, n.Value, n.Estimate, tr.Nodes[i].Value, tr.Nodes[i].Estimate)
			}
		}
	}
}

// TestParseValuesAsInFiles: a range's bounds are numbers as a tree file
// writes them: no underscores or hexadecimal, and no whole number beyond
// 2^53, which was rounded.
func TestParseValuesAsInFiles(t *testing.T) {
	for text, says := range map[string]string{
		"9007199254740993..9007199254740993": "9007199254740993 is too large to hold exactly",
		"1_000..2_000":                       "expected two finite numbers",
		"0x10..0x20":                         "expected two finite numbers",
		"1e999..2":                           "out of range",
		"-inf..0":                            "expected two finite numbers",
		"3":                                  "expected two finite numbers",
	} {
		var s RandomSpec
		if err := s.ParseValues(text); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%q: %v, want %q", text, err, says)
		}
	}
	var s RandomSpec
	if err := s.ParseValues(" -2.5 .. 1e3 "); err != nil || s.Low != -2.5 || s.High != 1000 {
		t.Errorf("-2.5..1e3: %v %v %v", err, s.Low, s.High)
	}
	// Typed in Romanian or Italian, with decimal commas; and the title
	// says them so.
	if err := s.ParseValues("-0,5..0,5"); err != nil || s.Low != -0.5 || s.High != 0.5 {
		t.Errorf("-0,5..0,5: %v %v %v", err, s.Low, s.High)
	}
	s.MinBranching, s.MaxBranching, s.Depth, s.Seed = 2, 2, 2, 9
	for code, want := range map[string]string{"en": "values -0.5..0.5,", "ro": "valori -0,5..0,5,", "it": "valori -0,5..0,5,"} {
		if got := s.TitleIn(i18n.Must(code)); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", code, got, want)
		}
	}
}
