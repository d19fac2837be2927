package tree

import (
	"errors"
	"fmt"
	"gametree/internal/i18n"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Ordering is how a generated tree's children are arranged.
type Ordering uint8

const (
	// RandomOrder leaves children as drawn.
	RandomOrder Ordering = iota
	// BestFirst puts every node's best child first (most pruning).
	BestFirst
	// WorstFirst puts every node's worst child first (least pruning).
	WorstFirst
)

// ParseOrdering reads random, best or worst.
func ParseOrdering(s string) (Ordering, error) {
	switch s {
	case "random":
		return RandomOrder, nil
	case "best":
		return BestFirst, nil
	case "worst":
		return WorstFirst, nil
	}
	return 0, i18n.New("spec.bad_order", "Order", i18n.Quote(s))
}

// RandomSpec describes a random tree.
type RandomSpec struct {
	// Every inner node has between MinBranching and MaxBranching children.
	MinBranching, MaxBranching int
	// Depth is the distance from the root to every leaf.
	Depth int
	// Leaf values lie in [Low, High].
	Low, High float64
	// Decimals draws values with one decimal place, else integers.
	Decimals bool
	// Seed makes the tree: the same seed, the same tree.
	Seed  uint64
	Order Ordering
	// Estimates gives every inner node an estimate: its minimax value
	// give or take a quarter of the range of values, as a heuristic would
	// guess it (for depth limits and iterative deepening). The tree is the
	// same with or without them.
	Estimates bool
	// Dice makes every other level a throw of dice, as in backgammon:
	// MAX, chance, MIN, chance, MAX, … with the children of a chance node
	// equally likely.
	Dice bool
}

// ParseBranching reads the branching of a spec: a number, "3", or a
// range, "2-4".
func (s *RandomSpec) ParseBranching(text string) error {
	lo, hi, found := strings.Cut(strings.TrimSpace(text), "-")
	a, err := strconv.Atoi(strings.TrimSpace(lo))
	b := a
	if err == nil && found {
		b, err = strconv.Atoi(strings.TrimSpace(hi))
	}
	if err != nil {
		return i18n.New("spec.bad_branching", "Text", i18n.Quote(text))
	}
	s.MinBranching, s.MaxBranching = a, b
	return nil
}

// ParseValues reads the range of leaf values of a spec: "LO..HI", such as
// -10..10; bounds are finite numbers, which may have a decimal comma as
// Romanian and Italian write them ("-0,5..0,5").
func (s *RandomSpec) ParseValues(text string) error {
	lo, hi, found := strings.Cut(strings.TrimSpace(text), "..")
	if !found {
		return i18n.New("spec.bad_values", "Text", i18n.Quote(text))
	}
	var bounds [2]float64
	for i, side := range []string{lo, hi} {
		v, err := ParseNumber(i18n.ReadDecimal(side))
		var pe *ParseError
		switch {
		case errors.As(err, &pe) && errors.Is(err, ErrBadValue) && pe.Msg.ID != "parse.not_finite": // too large to hold
			return i18n.Wrap(pe.Msg, "spec.bad_value", "Text", i18n.Quote(text))
		case err != nil:
			return i18n.New("spec.bad_values", "Text", i18n.Quote(text))
		}
		bounds[i] = v
	}
	s.Low, s.High = bounds[0], bounds[1]
	return nil
}

// ErrTooBig is returned for a tree over the size limit.
var ErrTooBig = i18n.New("spec.too_big")

// Check reports a spec that cannot make a tree.
func (s RandomSpec) Check() error {
	switch {
	case s.MinBranching < 1 || s.MaxBranching < s.MinBranching:
		return i18n.New("spec.branching_range", "Min", s.MinBranching, "Max", s.MaxBranching)
	case s.Depth < 0:
		return i18n.New("spec.negative_depth", "Depth", s.Depth)
	case s.Depth > MaxDepth: // the readers would refuse the file
		return i18n.Wrap(ErrTooDeep, "spec.too_deep", "Depth", s.Depth, "Max", MaxDepth)
	case !finite(s.Low) || !finite(s.High) || s.Low > s.High:
		return i18n.New("spec.values_order", "Low", i18n.Number(FormatValue(s.Low)), "High", i18n.Number(FormatValue(s.High)))
	case math.Abs(s.Low) > s.maxValue() || math.Abs(s.High) > s.maxValue():
		return i18n.New("spec.values_too_large", "Low", i18n.Number(FormatValue(s.Low)), "High", i18n.Number(FormatValue(s.High)), "Max", int(s.maxValue()))
	case !s.Decimals && math.Ceil(s.Low) > math.Floor(s.High):
		return i18n.New("spec.no_whole", "Low", i18n.Number(FormatValue(s.Low)), "High", i18n.Number(FormatValue(s.High)))
	}
	return nil
}

// maxValue is the largest value a random tree holds, in size: 2^53, the
// largest whole number held exactly (a file refuses larger ones), or with
// decimals 2^53 tenths.
func (s RandomSpec) maxValue() float64 {
	if s.Decimals {
		return math.Floor(1 << 53 / 10)
	}
	return 1 << 53
}

// structure and values draw from separate streams, so that counting the
// nodes (structure only) sees the same tree as building it.
func (s RandomSpec) streams() (structure, values *rand.Rand) {
	return rand.New(rand.NewPCG(s.Seed, 0x9e3779b97f4a7c15)), rand.New(rand.NewPCG(s.Seed, 0x632be59bd9b4e019))
}

func (s RandomSpec) kids(r *rand.Rand) int {
	return s.MinBranching + r.IntN(s.MaxBranching-s.MinBranching+1)
}

// Count returns the exact number of nodes the spec makes, or ErrTooBig
// when it makes more than limit, or than the memory budget holds
// (Capacity). The work is bounded as the count is: a spec whose
// narrowest tree is already too big is refused at once, naming its
// size, and the count of any other stops past Capacity(limit) nodes.
func (s RandomSpec) Count(limit int) (int, error) {
	if err := s.Check(); err != nil {
		return 0, err
	}
	most := Capacity(limit)
	if least, exact := s.least(); least > float64(most) {
		return 0, s.tooBig(least, exact, limit)
	}
	structure, _ := s.streams()
	count := 1
	left := []int{} // children still to count of each level's node on the path
	if s.Depth > 0 {
		left = append(left, s.kids(structure))
	}
	for len(left) > 0 {
		top := len(left) - 1
		if left[top] == 0 {
			left = left[:top]
			continue
		}
		left[top]--
		if count++; count > most {
			return 0, TooMany(limit, "spec.more_than", "spec.more_than_budget")
		}
		if len(left) < s.Depth { // the child is an inner node: its own children are drawn now, as Random draws them
			left = append(left, s.kids(structure))
		}
	}
	return count, nil
}

// least is the number of nodes of the spec's narrowest tree, every inner
// node with MinBranching children (exact when every node has as many),
// as a float64: 3^40 nodes are more than an int holds.
func (s RandomSpec) least() (n float64, exact bool) {
	level := 1.0
	n = 1
	for range s.Depth {
		level *= float64(s.MinBranching)
		n += level
		if math.IsInf(n, 1) {
			break
		}
	}
	return n, s.MinBranching == s.MaxBranching
}

// tooBig refuses a spec that makes at least n nodes (exactly n when
// exact), more than Capacity(limit), naming how many.
func (s RandomSpec) tooBig(n float64, exact bool, limit int) error {
	var size any = i18n.Number(strconv.FormatFloat(n, 'g', 3, 64))
	if n < 1<<53 {
		size = int(n)
	}
	if exact {
		return TooMany(limit, "spec.size", "spec.size_budget", "Size", size)
	}
	return TooMany(limit, "spec.least_size", "spec.least_size_budget", "Size", size)
}

// Random makes the tree a spec describes, refusing one over limit nodes.
func Random(s RandomSpec, limit int) (*Tree, error) {
	n, err := s.Count(limit)
	if err != nil {
		return nil, err
	}
	structure, values := s.streams()
	value := func() float64 {
		if s.Decimals {
			lo, hi := math.Ceil(s.Low*10), math.Floor(s.High*10)
			if lo > hi { // no tenth in range: the bounds themselves
				return s.Low + values.Float64()*(s.High-s.Low)
			}
			return (lo + float64(values.Int64N(int64(hi-lo)+1))) / 10
		}
		lo, hi := math.Ceil(s.Low), math.Floor(s.High)
		v := lo + float64(values.Int64N(int64(hi-lo)+1))
		if v == 0 {
			v = 0 // no negative zero
		}
		return v
	}
	// The tree is grown in preorder without recursion, however deep: a
	// node's children are drawn when it is made, a leaf's value then too,
	// in the order Count draws them.
	g := newGrower(n, n)
	type frame struct {
		id         NodeID
		left, mark int // children still to make; where the children start on g's stack
	}
	var path []frame // the inner nodes from the root to the one being grown
	grow := func(parent NodeID, depth int) {
		id := g.add(parent, Node{})
		switch {
		case depth == s.Depth:
			g.t.Nodes[id].Value, g.t.Nodes[id].HasValue = value(), true
		default:
			if s.Dice && depth%2 == 1 {
				g.t.Nodes[id].Kind = Chance
			}
			path = append(path, frame{id, s.kids(structure), g.mark()})
		}
	}
	grow(None, 0)
	for len(path) > 0 {
		f := &path[len(path)-1]
		if f.left == 0 {
			g.close(f.id, f.mark)
			path = path[:len(path)-1]
			continue
		}
		f.left--
		grow(f.id, len(path))
	}
	t := g.t
	if s.Order != RandomOrder {
		if err := (&Order{BestFirst: s.Order == BestFirst}).Apply(t); err != nil {
			return nil, err
		}
	}
	if s.Estimates {
		s.estimate(t)
	}
	t.AutoLabel()
	t.Title = s.TitleIn(i18n.English())
	t.Notes = fmt.Sprintf("Generated by gametree: %d nodes, leaf values drawn uniformly (%s), children %s.", n,
		map[bool]string{true: "one decimal place", false: "whole numbers"}[s.Decimals],
		map[Ordering]string{RandomOrder: "in random order", BestFirst: "ordered best first", WorstFirst: "ordered worst first"}[s.Order])
	if s.Dice {
		t.Notes += " Every other level is a throw of dice (MAX, chance, MIN, chance, …) with equally likely outcomes."
	}
	return t, nil
}

// estimate gives t's inner nodes their minimax value (MAX at the root;
// the expected value at a chance node)
// plus noise of up to a quarter of the range of values, rounded as the
// values are, drawn from a stream of their own.
func (s RandomSpec) estimate(t *Tree) {
	noise := rand.New(rand.NewPCG(s.Seed, 0x2545f4914f6cdd1d))
	spread := (s.High - s.Low) / 4
	value := t.Values(t.Kinds(Auto))
	for i := len(t.Nodes) - 1; i >= 0; i-- { // the order the noise was always drawn in
		n := &t.Nodes[i]
		if n.IsLeaf() {
			continue
		}
		e := value[i] + (2*noise.Float64()-1)*spread
		if s.Decimals {
			e = math.Round(e*10) / 10
		} else {
			e = math.Round(e)
		}
		e = max(-s.maxValue(), min(e, s.maxValue()))
		if e == 0 {
			e = 0 // no negative zero
		}
		n.Estimate, n.HasEstimate = e, true
	}
}

// TitleIn is the title of the tree s makes, in language l: "Random tree:
// branching 2–3, depth 3, values -10..10, seed 7".
func (s RandomSpec) TitleIn(l *i18n.Lang) string {
	branching := fmt.Sprint(s.MinBranching)
	if s.MaxBranching != s.MinBranching {
		branching = fmt.Sprintf("%d–%d", s.MinBranching, s.MaxBranching)
	}
	id := "tree.random_title"
	if s.Dice {
		id = "tree.random_title_dice"
	}
	return l.T(id, "Branching", branching, "Depth", s.Depth, "Low", i18n.Number(FormatValue(s.Low)), "High", i18n.Number(FormatValue(s.High)), "Seed", s.Seed)
}
