package search

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/tree"
)

// nullWindows are the ends of null windows of width δ on a tree whose
// values have so many decimals (-1: none), as the textbooks write them,
// apart from the engine: x + δ written with those decimals and read again
// (or the next float64 when x + δ rounds back to x).
type nullWindows struct {
	delta    float64
	decimals int
}

func (w nullWindows) round(v float64) float64 {
	if w.decimals < 0 || math.IsInf(v, 0) {
		return v
	}
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', w.decimals, 64), 64)
	return r
}

func (w nullWindows) above(x float64) float64 {
	return math.Max(w.round(x+w.delta), math.Nextafter(x, math.Inf(1)))
}

func (w nullWindows) below(x float64) float64 {
	return math.Min(w.round(x-w.delta), math.Nextafter(x, math.Inf(-1)))
}

// pvs is principal variation search as the textbook pseudo-code writes it
// (negamax; the first child with the full window, the others with the
// null window (α, α + δ) and again with (α, β) when α < score < β),
// written apart from the engine.
func (r *ref) pvs(n tree.NodeID, alpha, beta float64, w nullWindows, level int) float64 {
	sign := 1.0
	if r.kinds[n] == tree.Min {
		sign = -1
	}
	if v, ok := r.stop(n, level); ok {
		return sign * v
	}
	for i, c := range r.t.Nodes[n].Children {
		search := func(a, b float64) float64 {
			if r.kinds[c] == r.kinds[n] {
				return r.pvs(c, a, b, w, level+1)
			}
			return -r.pvs(c, -b, -a, w, level+1)
		}
		var score float64
		if i == 0 {
			score = search(alpha, beta)
		} else if score = search(alpha, w.above(alpha)); alpha < score && score < beta {
			score = search(alpha, beta)
		}
		if alpha = math.Max(alpha, score); r.cut(alpha, beta) {
			break
		}
	}
	return alpha
}

// mtdf is Plaat's MTD(f) over his AlphaBetaWithMemory, as his pseudo-code
// writes them (MAX and MIN, "while g < β and c ≠ NOCHILD"), written apart
// from the engine; like the engine it keeps no bounds on leaves.
func (r *ref) mtdf(guess float64, w nullWindows) float64 {
	type bound struct{ lower, upper float64 }
	memory := map[tree.NodeID]bound{}
	inf := math.Inf(1)
	var abm func(n tree.NodeID, alpha, beta float64, level int) float64
	abm = func(n tree.NodeID, alpha, beta float64, level int) float64 {
		if b, ok := memory[n]; ok {
			if b.lower >= beta {
				return b.lower
			}
			if b.upper <= alpha {
				return b.upper
			}
			alpha, beta = math.Max(alpha, b.lower), math.Min(beta, b.upper)
		}
		if v, ok := r.stop(n, level); ok {
			return v
		}
		var g float64
		if r.kinds[n] == tree.Max {
			g = -inf
			a := alpha
			for _, c := range r.t.Nodes[n].Children {
				if g >= beta {
					break
				}
				g = math.Max(g, abm(c, a, beta, level+1))
				a = math.Max(a, g)
			}
		} else {
			g = inf
			b := beta
			for _, c := range r.t.Nodes[n].Children {
				if g <= alpha {
					break
				}
				g = math.Min(g, abm(c, alpha, b, level+1))
				b = math.Min(b, g)
			}
		}
		b, ok := memory[n]
		if !ok {
			b = bound{-inf, inf}
		}
		switch {
		case g <= alpha:
			b.upper = g
		case g >= beta:
			b.lower = g
		default:
			b = bound{g, g}
		}
		memory[n] = b
		return g
	}
	g, lower, upper := guess, -inf, inf
	for lower < upper {
		beta := math.Max(g, w.above(lower))
		if g = abm(tree.Root, w.below(beta), beta, 0); g < beta {
			upper = g
		} else {
			lower = g
		}
	}
	return g
}

// TestGranule: the null window is as narrow as the tree's values allow.
func TestGranule(t *testing.T) {
	for _, c := range []struct {
		tree string
		want float64
	}{
		{"[3 [17 -2]]", 1},
		{"[3.5 [17 -2]]", 0.1},
		{"[0.25 [1e6 -2]]", 0.01},
		{"[0.1 0.2 0.3]", 0.1},
		{"[0.125 7]", 0.001},
		{"[0.3 0.30000000000000004 7]", 0}, // on no grid: one float64 wide
		{"[5 5.000000000000001]", 0},
		{"[0.1 0.2 0.3 0.7]", 0.1},
	} {
		tr, err := tree.ReadBracket([]byte(c.tree))
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := granule(tr); math.Abs(got-c.want) > 1e-15 {
			t.Errorf("%s: granule %v, want %v", c.tree, got, c.want)
		}
	}
}

// TestCloseValues: values a few float64 steps apart (0.1 + 0.2 beside
// 0.3) are told apart by PVS and MTD(f), whose null windows were a tenth
// wide around them: MTD(f) never converged. On random trees of such
// values every algorithm finds minimax's value.
func TestCloseValues(t *testing.T) {
	close := []float64{0.1 + 0.2, 0.3, 0.1, 0.2, 5, 5.000000000000001, 4.999999999999999, -0.3, 0.30000000000000004 + 1e-16}
	r := rand.New(rand.NewPCG(26, 11))
	for i := range 300 {
		var grow func(depth int) string
		grow = func(depth int) string {
			if depth == 0 || r.IntN(4) == 0 {
				return strconv.FormatFloat(close[r.IntN(len(close))], 'g', -1, 64)
			}
			var kids []string
			for range 1 + r.IntN(3) {
				kids = append(kids, grow(depth-1))
			}
			return "[" + strings.Join(kids, " ") + "]"
		}
		tr, err := tree.ReadBracket([]byte("[" + grow(4) + " " + grow(4) + "]"))
		if err != nil {
			t.Fatal(err)
		}
		want, err := Run(context.Background(), tr, Options{Algorithm: Minimax})
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range []Algorithm{AlphaBeta, AlphaBetaFailHard, PVS, MTDF} {
			got, err := Run(context.Background(), tr, Options{Algorithm: a})
			if err != nil {
				var b strings.Builder
				tree.WriteBracket(&b, tr)
				t.Fatalf("tree %d %s, %v: %v", i, b.String(), a, err)
			}
			if got.Value != want.Value {
				t.Fatalf("tree %d, %v: %v; minimax %v", i, a, got.Value, want.Value)
			}
		}
	}
}

// iterative is iterative deepening as a textbook writes it, apart from
// the engine: fail-soft alpha-beta to depth 1, 2, … maxDepth, each
// iteration searching first the children the one before found best (MAX
// the highest value first, MIN the lowest, those it never reached last,
// each group in the tree's order), in an aspiration window (v − w, v + w)
// when w > 0, searched again with the full window when the value falls
// outside.
func (r *ref) iterative(maxDepth int, w float64) float64 {
	inf, limit := math.Inf(1), r.limit
	defer func() { r.limit = limit }()
	var previous map[tree.NodeID]float64
	value := math.NaN()
	for d := 1; d <= maxDepth; d++ {
		found := map[tree.NodeID]float64{}
		r.limit = d
		var search func(n tree.NodeID, alpha, beta float64, level int) float64
		search = func(n tree.NodeID, alpha, beta float64, level int) float64 {
			if v, ok := r.stop(n, level); ok {
				found[n] = v
				return v
			}
			kids := slices.Clone(r.t.Nodes[n].Children)
			if previous != nil {
				maxing := r.kinds[n] != tree.Min
				slices.SortStableFunc(kids, func(a, b tree.NodeID) int {
					va, knownA := previous[a]
					vb, knownB := previous[b]
					switch {
					case !knownA && !knownB, knownA && knownB && va == vb:
						return 0
					case !knownB, knownA && (va > vb) == maxing:
						return -1
					}
					return 1
				})
			}
			best := inf
			if r.kinds[n] != tree.Min {
				best = -inf
			}
			for _, c := range kids {
				v := search(c, alpha, beta, level+1)
				if r.kinds[n] != tree.Min {
					best, alpha = math.Max(best, v), math.Max(alpha, v)
				} else {
					best, beta = math.Min(best, v), math.Min(beta, v)
				}
				if r.cut(alpha, beta) {
					break
				}
			}
			found[n] = best
			return best
		}
		alpha, beta := -inf, inf
		if w > 0 && d > 1 {
			alpha, beta = value-w, value+w
		}
		v := search(tree.Root, alpha, beta, 0)
		if v <= alpha || v >= beta {
			v = search(tree.Root, -inf, inf, 0)
		}
		value, previous = v, found
	}
	return value
}
