// Package compare runs several algorithms, and several orderings of the
// children, on one tree and counts what each does: the table a course's
// lab asks for when it compares minimax with alpha-beta and asks why move
// ordering matters, with the Knuth–Moore minimal tree as the floor.
package compare

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Order is how a tree's children are ordered before the search: as they
// are, best first or worst first by minimax value (for the player to
// move), or shuffled with a seed.
type Order struct {
	kind orderKind
	seed uint64
}

type orderKind uint8

const (
	asIs orderKind = iota
	best
	worst
	shuffled
)

// The orderings without a seed.
var (
	AsIs       = Order{kind: asIs}
	BestFirst  = Order{kind: best}
	WorstFirst = Order{kind: worst}
)

// Random is the ordering shuffled with seed.
func Random(seed uint64) Order { return Order{kind: shuffled, seed: seed} }

// String names the ordering as the command line writes it: as-is, best,
// worst, random:SEED.
func (o Order) String() string {
	switch o.kind {
	case best:
		return "best"
	case worst:
		return "worst"
	case shuffled:
		return "random:" + strconv.FormatUint(o.seed, 10)
	}
	return "as-is"
}

// ParseOrder reads an ordering as String writes it.
func ParseOrder(s string) (Order, error) {
	switch s {
	case "as-is":
		return AsIs, nil
	case "best":
		return BestFirst, nil
	case "worst":
		return WorstFirst, nil
	}
	if seed, ok := strings.CutPrefix(s, "random:"); ok {
		if n, err := strconv.ParseUint(seed, 10, 64); err == nil {
			return Random(n), nil
		}
	}
	return AsIs, i18n.New("compare.bad_order", "Order", i18n.Quote(s))
}

// Apply returns t with its children in this order (t itself for as-is),
// with root the kind of the root as the search takes it.
func (o Order) Apply(t *tree.Tree, root tree.Kind) *tree.Tree {
	if o.kind == asIs {
		return t
	}
	c := t.Clone()
	kinds := c.Kinds(root)
	values := c.Values(kinds)
	r := rand.New(rand.NewPCG(o.seed, o.seed^0x9e3779b97f4a7c15))
	for id := range c.Nodes {
		kids := c.Nodes[id].Children
		if len(kids) < 2 {
			continue
		}
		kids = slices.Clone(kids)
		if o.kind == shuffled {
			r.Shuffle(len(kids), func(i, j int) { kids[i], kids[j] = kids[j], kids[i] })
		} else {
			// Best first: MAX's children high to low, MIN's low to high.
			high := (kinds[id] == tree.Max) == (o.kind == best)
			slices.SortStableFunc(kids, func(a, b tree.NodeID) int {
				va, vb := values[a], values[b]
				if high {
					va, vb = vb, va
				}
				switch {
				case va < vb:
					return -1
				case va > vb:
					return 1
				}
				return 0
			})
		}
		c.Nodes[id].Children = kids
	}
	return c
}

// Row is what one algorithm does with one ordering. For Monte Carlo tree
// search the value is its estimate (the mean of the move visited most),
// the nodes visited those its search tree reached and the leaves
// evaluated its playouts, one an iteration.
type Row struct {
	Algorithm search.Algorithm
	Order     Order
	// Value is the root's value from MAX's point of view.
	Value           float64
	NodesVisited    int
	LeavesEvaluated int
	Cutoffs         int
}

// Run searches t with every algorithm in every ordering (algorithms
// first, orderings within), with opt's root, depth limit, cutoff rule and
// table, as far as each algorithm can use them (search.Options.For).
func Run(ctx context.Context, t *tree.Tree, algos []search.Algorithm, orders []Order, opt search.Options) ([]Row, error) {
	var rows []Row
	for _, a := range algos {
		for _, o := range orders {
			if a.Samples() {
				s, err := search.SampleSolve(ctx, o.Apply(t, opt.Root), opt.For(a))
				if err != nil {
					return nil, err
				}
				rows = append(rows, Row{Algorithm: a, Order: o, Value: s.Value, NodesVisited: s.Reached, LeavesEvaluated: s.Iterations})
				continue
			}
			tr, err := search.Run(ctx, o.Apply(t, opt.Root), opt.For(a))
			if err != nil {
				return nil, err
			}
			rows = append(rows, Row{Algorithm: a, Order: o, Value: tr.Value, NodesVisited: tr.Stats.Calls,
				LeavesEvaluated: tr.Stats.LeavesEvaluated, Cutoffs: tr.Stats.Cutoffs})
		}
	}
	return rows, nil
}

// MinimalLeaves is the number of leaves any alpha-beta search evaluates
// at least on a uniform tree of branching b and depth d (Knuth and
// Moore): b^⌈d/2⌉ + b^⌊d/2⌋ − 1, the count best-first ordering reaches.
// It reports false for a tree that is not uniform down to depth (0: the
// tree's height), where there is no such formula.
func MinimalLeaves(t *tree.Tree, depth int) (int, bool) {
	if depth <= 0 {
		depth = t.Height()
	}
	b := len(t.Nodes[tree.Root].Children)
	levels := t.Levels()
	for id, n := range t.Nodes {
		if int(levels[id]) < depth && len(n.Children) != b {
			return 0, false
		}
	}
	if b == 0 {
		return 1, true
	}
	up, down := math.Pow(float64(b), math.Ceil(float64(depth)/2)), math.Pow(float64(b), math.Floor(float64(depth)/2))
	if up+down > math.MaxInt32 {
		return 0, false
	}
	return int(up+down) - 1, true
}
