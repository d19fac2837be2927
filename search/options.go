// Package search runs minimax, negamax and alpha-beta over a tree.Tree,
// and the searches engines build on them (PVS, MTD(f), iterative
// deepening, transposition tables), and records every teachable step in a
// Trace: each algorithm is written once, as recursive code in the shape of
// its textbook pseudo-code, and reports to a recorder; snapshots,
// statistics and narration all read the trace.
package search

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// Algorithm selects one of the searches.
type Algorithm uint8

const (
	// AlphaBeta is seed 000's alpha-beta: V is kept apart from α and β,
	// starts at -inf (MAX) or +inf (MIN), and is returned (fail-soft).
	AlphaBeta Algorithm = iota
	// Minimax is seed 004's maxi/mini: every node, no window.
	Minimax
	// Negamax is seed 004's negamax: every value from the point of view
	// of the player to move, score = -negamax(child).
	Negamax
	// AlphaBetaFailHard is seeds 002/003's alpha-beta: α (MAX) or β (MIN)
	// is the running value and a cutoff returns the bound.
	AlphaBetaFailHard
	// AlphaBetaNegamax is seed 004's alphabeta_negamax:
	// score = -alphabeta(-β, -α, child), returns α.
	AlphaBetaNegamax
	// PVS is principal variation search (NegaScout) in the negamax form:
	// the first child with the full window, the others with a null window
	// first, searched again when they fail high.
	PVS
	// MTDF is Plaat's MTD(f): null-window alpha-beta searches of the whole
	// tree with memory, from a first guess (Options.Guess), until the
	// bounds on the root's value meet.
	MTDF
	// Iterative is iterative deepening over seed 000's alpha-beta: depth
	// 1, 2, … up to the depth limit (or the deepest leaf), each iteration
	// trying first the children the one before found best, optionally in
	// an aspiration window around its value (Options.Aspiration).
	Iterative
	// Expectimax is minimax with chance nodes, which are worth the
	// expected value of their children.
	Expectimax
	// Star1 is Ballard's Star1: seed 000's alpha-beta at MAX and MIN,
	// and at chance nodes a cutoff as soon as the children searched,
	// with the others at the bounds on leaf values (Options.Bounds),
	// show the node's value outside its window.
	Star1
	// Bratko is the alpha-beta program in Prolog of Bratko's textbook
	// and the Romanian handout (alphabeta, boundedbest, goodenough,
	// newbounds, betterof): a child's value beyond the window stops the
	// list (strictly: > β after a child of MAX, < α after one of MIN),
	// the last child is never tested, the best is chosen from the last
	// child back, so on a tie the later child wins, and the value found is
	// returned (fail-soft).
	Bratko
	// SlidesStage1 is the Italian slides' "alfa-beta provvisorio": a MAX
	// node stops once its max reaches soglia_max, the current min of the
	// MIN node above (a MIN node likewise with soglia_min), and returns
	// the threshold: cutoffs one level deep only.
	SlidesStage1
	// SlidesStage2 is the slides' "seconda approssimazione": max starts
	// at alfa, min at beta, a MAX node stops once max ≥ beta and returns
	// beta (MIN: min ≤ alfa, alfa), and the children get the node's alfa
	// and beta unchanged, so no better bound is passed down.
	SlidesStage2
	// MCTS is Monte Carlo tree search with UCB1 as the tree policy
	// (UCT): Options.Iterations iterations of select, expand, simulate
	// (a random playout with the generator seeded by Options.Seed) and
	// backpropagate, rewards from MAX's point of view scaled into [0, 1]
	// by Options.Bounds (or the tree's own), exploration Options.Exploration.
	// It recommends the child of the root visited most. SampleSolve runs
	// it; Run and Solve, which record calls, do not.
	MCTS
)

// Algorithms lists every algorithm, in menu order.
var Algorithms = []Algorithm{AlphaBeta, AlphaBetaFailHard, AlphaBetaNegamax, Bratko, SlidesStage1, SlidesStage2, Minimax, Negamax, PVS, MTDF, Iterative, Expectimax, Star1}

var algorithmNames = [...]string{
	AlphaBeta:         "alphabeta",
	Minimax:           "minimax",
	Negamax:           "negamax",
	AlphaBetaFailHard: "alphabeta-failhard",
	AlphaBetaNegamax:  "alphabeta-negamax",
	PVS:               "pvs",
	MTDF:              "mtdf",
	Iterative:         "iterative",
	Expectimax:        "expectimax",
	Star1:             "star1",
	Bratko:            "bratko",
	SlidesStage1:      "slides-stage1",
	SlidesStage2:      "slides-stage2",
	MCTS:              "mcts",
}

var algorithmTitles = [...]string{
	AlphaBeta:         "Alpha-beta (fail-soft)",
	Minimax:           "Minimax",
	Negamax:           "Negamax",
	AlphaBetaFailHard: "Alpha-beta (fail-hard)",
	AlphaBetaNegamax:  "Alpha-beta (negamax)",
	PVS:               "PVS (NegaScout)",
	MTDF:              "MTD(f)",
	Iterative:         "Iterative deepening",
	Expectimax:        "Expectimax",
	Star1:             "Star1 (expectimax with pruning)",
	Bratko:            "Alpha-beta (Bratko, Prolog)",
	SlidesStage1:      "Slides, stage 1",
	SlidesStage2:      "Slides, stage 2",
	MCTS:              "Monte Carlo tree search (UCT)",
}

// String returns the command-line name: "alphabeta", "minimax", …
func (a Algorithm) String() string {
	if int(a) < len(algorithmNames) {
		return algorithmNames[a]
	}
	return fmt.Sprintf("algorithm(%d)", a)
}

// Title returns the name people read: "Alpha-beta (fail-soft)", …
func (a Algorithm) Title() string {
	if int(a) < len(algorithmTitles) {
		return algorithmTitles[a]
	}
	return a.String()
}

// Prunes reports whether the algorithm keeps an α/β window and prunes.
func (a Algorithm) Prunes() bool {
	return a != Minimax && a != Negamax && a != Expectimax && a != MCTS
}

// Once reports whether the algorithm calls every node at most once, so
// that a node has one value, one window and one return to ask about:
// the classic five, expectimax and Star1.
func (a Algorithm) Once() bool { return !a.Revisits() }

// Revisits reports whether the algorithm may call a node more than once:
// PVS's re-searches, MTD(f)'s passes, iterative deepening's iterations.
func (a Algorithm) Revisits() bool { return a == PVS || a == MTDF || a == Iterative || a == MCTS }

// Samples reports whether the algorithm estimates values from random
// playouts (Monte Carlo tree search) rather than searching every move.
func (a Algorithm) Samples() bool { return a == MCTS }

// Chance reports whether the algorithm searches trees with chance nodes
// (expectimax and Star1); the others refuse them.
func (a Algorithm) Chance() bool { return a == Expectimax || a == Star1 }

// IsNegamax reports whether values are from the point of view of the player
// to move (negated on the way up) rather than always MAX's.
func (a Algorithm) IsNegamax() bool { return a == Negamax || a == AlphaBetaNegamax || a == PVS }

// KeepsV reports whether the algorithm keeps V apart from the window
// (minimax, negamax, seed 000's alpha-beta); the others return a bound.
func (a Algorithm) KeepsV() bool {
	return a == AlphaBeta || a == Minimax || a == Negamax || a == MTDF || a == Iterative || a == Bratko || a.Slides() || a.Chance()
}

// Classic reports whether the algorithm is one of the five the course
// teaches first (minimax, negamax and the alpha-beta forms), which call
// every node at most once; PVS and MTD(f) search parts of the tree again.
func (a Algorithm) Classic() bool { return a <= AlphaBetaNegamax || a == Bratko || a.Slides() }

// Slides reports whether the algorithm is one of the Italian slides'
// stages between minimax and alpha-beta (stage 1 and stage 2).
func (a Algorithm) Slides() bool { return a == SlidesStage1 || a == SlidesStage2 }

// Use is an option of the search that only some algorithms use.
type Use uint8

// The options some algorithms use.
const (
	// UseTable: a transposition table (Options.TT): alpha-beta, MTD(f).
	UseTable Use = 1 << iota
	// UseStrict: the strict cutoff α > β (Options.Strict): every
	// algorithm but MTD(f), whose null windows need α ≥ β (minimax,
	// negamax and expectimax take it, and never cut off).
	UseStrict
	// UseGuess: a first guess at the root's value (Options.Guess): MTD(f).
	UseGuess
	// UseAspiration: an aspiration window (Options.Aspiration):
	// iterative deepening.
	UseAspiration
	// UseBounds: bounds on the leaves (Options.Bounds): Star1, and Monte
	// Carlo tree search, which scales rewards by them.
	UseBounds
	// UseSampling: iterations, a seed and the exploration constant
	// (Options.Iterations, Seed, Exploration): Monte Carlo tree search.
	UseSampling
)

// Has reports whether u includes every option of x.
func (u Use) Has(x Use) bool { return u&x == x }

// Uses says which of the options that only some algorithms use a uses:
// the one rule the engine, the comparisons, the command line and the
// window's toolbar follow.
func (a Algorithm) Uses() Use {
	var u Use
	if a != MTDF && a != Bratko && a != MCTS { // Bratko's tests are strict as written
		u |= UseStrict
	}
	switch a {
	case AlphaBeta:
		u |= UseTable
	case MTDF:
		u |= UseTable | UseGuess
	case Iterative:
		u |= UseAspiration
	case Star1:
		u |= UseBounds
	case MCTS:
		u |= UseBounds | UseSampling
	}
	return u
}

// For returns the options with algorithm a, keeping of the others what a
// uses (Algorithm.Uses): a comparison of several algorithms searches each
// with the same options this way.
func (o Options) For(a Algorithm) Options {
	o.Algorithm = a
	u := a.Uses()
	o.TT = o.TT && u.Has(UseTable)
	o.Strict = o.Strict && u.Has(UseStrict)
	return o.WithSampling()
}

// StepIterations is how many iterations Monte Carlo tree search runs when
// it is shown step by step and nothing says otherwise: enough to see the
// visits gather on the best move, few enough to step through.
const StepIterations = 200

// WithSampling gives o the options of Monte Carlo tree search when its
// algorithm uses them and has none yet: StepIterations iterations, seed 1,
// C = DefaultExploration.
func (o Options) WithSampling() Options {
	if o.Algorithm.Uses().Has(UseSampling) && o.Iterations == 0 {
		o.Iterations, o.Seed, o.Exploration = StepIterations, 1, DefaultExploration
	}
	return o
}

// Bounds are known limits on the values of the leaves: Low ≤ value ≤ High.
type Bounds struct{ Low, High float64 }

// Set reports whether the bounds were given: Low < High.
func (b Bounds) Set() bool { return b.Low < b.High }

// String writes the bounds as the command line takes them: "0..10".
func (b Bounds) String() string {
	return tree.FormatValue(b.Low) + ".." + tree.FormatValue(b.High)
}

// ParseBounds reads bounds written "LO..HI" (or "LO,HI"), LO < HI. Around
// "..", a number may have a decimal comma, as Romanian and Italian write
// it: "-0,5..0,5".
func ParseBounds(s string) (Bounds, error) {
	bad := i18n.New("search.bad_bounds", "Bounds", i18n.Quote(s))
	lo, hi, ok := strings.Cut(strings.TrimSpace(s), "..")
	if ok {
		lo, hi = i18n.ReadDecimal(lo), i18n.ReadDecimal(hi)
	} else {
		lo, hi, ok = strings.Cut(strings.TrimSpace(s), ",")
	}
	if !ok {
		return Bounds{}, bad
	}
	l, err1 := strconv.ParseFloat(strings.TrimSpace(lo), 64)
	h, err2 := strconv.ParseFloat(strings.TrimSpace(hi), 64)
	b := Bounds{l, h}
	if err1 != nil || err2 != nil || math.IsInf(l, 0) || math.IsInf(h, 0) || !b.Set() {
		return Bounds{}, bad
	}
	return b, nil
}

// ErrUnknownAlgorithm is returned by ParseAlgorithm.
var ErrUnknownAlgorithm = i18n.New("search.unknown_algorithm")

// Named lists every algorithm the command line knows: Algorithms, which
// the window steps through, and Monte Carlo tree search.
func Named() []Algorithm { return append(Algorithms[:len(Algorithms):len(Algorithms)], MCTS) }

// ParseAlgorithm reads a command-line name.
func ParseAlgorithm(s string) (Algorithm, error) {
	named := Named()
	for _, a := range named {
		if a.String() == s {
			return a, nil
		}
	}
	names := make([]string, len(named))
	for i, a := range named {
		names[i] = a.String()
	}
	return 0, i18n.Wrap(ErrUnknownAlgorithm, "search.bad_algorithm", "Name", i18n.Quote(s), "Names", strings.Join(names, ", "))
}

// Options are the settings of one search. The zero value is seed 000's
// alpha-beta to the leaves, with the tree deciding who moves at the root.
type Options struct {
	Algorithm Algorithm
	// Root is who moves at the root: tree.Max, tree.Min, or tree.Auto to
	// keep what the tree says.
	Root tree.Kind
	// Depth is the depth limit: a node that many moves below the root is
	// not searched further and its estimate is used. 0 means no limit.
	Depth int
	// Strict cuts off only when α > β, instead of α ≥ β.
	Strict bool
	// Guess is MTD(f)'s first guess at the root's value.
	Guess float64
	// TT keeps a transposition table: nodes of the same position (and
	// player to move) share what a search of one of them found, so a
	// position met again is not searched again. Alpha-beta (fail-soft) and
	// MTD(f) only.
	TT bool
	// Bounds are the least and the most a leaf can be worth, which Star1
	// needs to prune at chance nodes; unset, Star1 takes the least and the
	// greatest value in the tree (Outcome.Bounds says which).
	Bounds Bounds
	// Aspiration, when above 0, is the half-width W of iterative
	// deepening's aspiration windows: each iteration after the first
	// starts with (v − W, v + W) around the value v of the one before.
	Aspiration float64
	// Iterations is the number of Monte Carlo tree search's iterations,
	// 1 to MaxIterations.
	Iterations int
	// Seed seeds the random generator of Monte Carlo tree search's
	// playouts: the same seed gives the same search.
	Seed uint64
	// Exploration is the constant C of UCB1 (0 or more): the command
	// line and the window start it at DefaultExploration.
	Exploration float64
}
