package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"math"
	"strconv"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// DefaultIterations is how many iterations Monte Carlo tree search runs
// when --iterations is not given.
const DefaultIterations = 10_000

// samplingFlags defines Monte Carlo tree search's flags on fs:
// --iterations, --seed and --exploration, with their defaults. Where fs
// has a --seed already (export's, for random trees), the caller gives its
// value to opt.Seed.
func samplingFlags(fs *flag.FlagSet, opt *search.Options) {
	opt.Iterations, opt.Seed, opt.Exploration = DefaultIterations, 1, search.DefaultExploration
	fs.Var(iterationsFlag{&opt.Iterations}, "iterations", "")
	if fs.Lookup("seed") == nil {
		fs.Uint64Var(&opt.Seed, "seed", 1, "")
	}
	fs.Var(explorationFlag{&opt.Exploration}, "exploration", "")
}

// iterationsFlag reads --iterations: 1 to search.MaxIterations.
type iterationsFlag struct{ n *int }

func (f iterationsFlag) String() string {
	if f.n == nil {
		return ""
	}
	return strconv.Itoa(*f.n)
}

func (f iterationsFlag) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > search.MaxIterations {
		return i18n.Wrap(search.ErrIterations, "search.bad_iterations", "Iterations", i18n.Quote(s), "Max", search.MaxIterations)
	}
	*f.n = n
	return nil
}

// explorationFlag reads --exploration: a number of 0 or more, with a
// decimal point or comma.
type explorationFlag struct{ c *float64 }

func (f explorationFlag) String() string {
	if f.c == nil {
		return ""
	}
	return strconv.FormatFloat(*f.c, 'g', -1, 64)
}

func (f explorationFlag) Set(s string) error {
	c, err := strconv.ParseFloat(i18n.ReadDecimal(strings.TrimSpace(s)), 64)
	if err != nil || math.IsNaN(c) || math.IsInf(c, 0) || c < 0 {
		return i18n.Wrap(search.ErrExploration, "search.bad_exploration", "C", i18n.Quote(s))
	}
	*f.c = c
	return nil
}

// solveSampled is solve for Monte Carlo tree search: the tree's moves at
// the root with how often each was visited and what it was worth on
// average, as a summary or as JSON.
func solveSampled(env Env, l *i18n.Lang, target string, sf searchFlags, asJSON bool) error {
	t, name, _, err := Load(l, target, env.Stdin, sf.limit)
	if err != nil {
		return err
	}
	s, err := search.SampleSolve(context.Background(), t, sf.opt)
	if err != nil {
		return usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
	}
	w := bufio.NewWriter(env.Stdout)
	if asJSON {
		if err := writeSampledReport(w, s); err != nil {
			return err
		}
	} else {
		writeSampledSummary(w, l, s, name)
	}
	return flush(w)
}

// SampledReport is the JSON that solve --algo mcts --json prints.
type SampledReport struct {
	Algorithm string `json:"algorithm"`
	// Value is the recommended child's mean on the value scale, from
	// MAX's point of view (the root's value when it is a leaf).
	Value Number `json:"value"`
	// BestChild is the 0-based index of the child visited most; null when
	// the root is a leaf.
	BestChild *int `json:"best_child"`
	// PrincipalVariation follows the child visited most from the root
	// down, as far as the search tree reaches.
	PrincipalVariation []string `json:"principal_variation"`
	Iterations         int      `json:"iterations"`
	Seed               uint64   `json:"seed"`
	Exploration        Number   `json:"exploration"`
	// Bounds are the values rewards 0 and 1 stand for.
	Bounds [2]Number `json:"bounds"`
	// Visits are the root's children's visits, in order; they add up to
	// Iterations.
	Visits []int `json:"visits"`
	// Mean are the root's children's mean values; null for a child never
	// visited.
	Mean []*Number `json:"mean"`
	// NodesReached counts the nodes of the search tree (the root's
	// included); TreeNodes the tree's.
	NodesReached int `json:"nodes_reached"`
	TreeNodes    int `json:"tree_nodes"`
}

// writeSampledReport writes s as a SampledReport.
func writeSampledReport(w *bufio.Writer, s *search.Sampled) error {
	r := SampledReport{
		Algorithm: search.MCTS.String(), Value: Number(s.Value),
		Iterations: s.Iterations, Seed: s.Seed, Exploration: Number(s.Exploration),
		Bounds: [2]Number{Number(s.Bounds.Low), Number(s.Bounds.High)},
		Visits: s.Visits, Mean: make([]*Number, len(s.Means)),
		NodesReached: s.Reached, TreeNodes: s.Tree.Len(),
	}
	if r.Visits == nil {
		r.Visits = []int{}
	}
	if s.Best >= 0 {
		r.BestChild = &s.Best
	}
	for _, id := range s.PV {
		r.PrincipalVariation = append(r.PrincipalVariation, s.Tree.Name(id))
	}
	for i, m := range s.Means {
		if !math.IsNaN(m) {
			r.Mean[i] = new(Number)
			*r.Mean[i] = Number(m)
		}
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return i18n.Wrap(err, "cli.err.json_field", "Field", "value")
	}
	w.Write(b)
	w.WriteByte('\n')
	return nil
}

// writeSampledSummary writes what Monte Carlo tree search found for a
// person: the setup, the value and move, and each move's visits and mean.
func writeSampledSummary(w *bufio.Writer, l *i18n.Lang, s *search.Sampled, name string) {
	t := s.Tree
	v := func(x float64) string { return l.Typeset(tree.TypesetValue(x)) }
	algo := l.T("algo_mcts")
	if t.Title != "" && t.Title != name {
		putLine(w, l.T("cli.solve.title_named", "Algorithm", algo, "Tree", clean(name), "Title", clean(t.Title)))
	} else {
		putLine(w, l.T("cli.solve.title", "Algorithm", algo, "Tree", clean(name)))
	}
	root, depth := s.Kinds[tree.Root], s.Options.Depth
	args := []any{"Player", root, "Iterations", s.Iterations, "C", v(s.Exploration), "Seed", strconv.FormatUint(s.Seed, 10)}
	if depth == 0 {
		putLine(w, l.T("cli.mcts.setup_unlimited", args...))
	} else {
		putLine(w, l.T("cli.mcts.setup", append(args, "Depth", depth)...))
	}
	putLine(w, l.T("cli.mcts.rewards", "Low", v(s.Bounds.Low), "High", v(s.Bounds.High))+"\n")
	putLine(w, l.T("cli.mcts.value", "Value", v(s.Value)))
	if s.Best >= 0 {
		putLine(w, l.T("cli.solve.best_move", "Move", clean(t.MoveName(s.PV[1]))))
	}
	pv := make([]string, len(s.PV))
	for i, id := range s.PV {
		pv[i] = clean(t.Name(id))
	}
	putLine(w, l.T("cli.mcts.pv", "PV", strings.Join(pv, " → "))+"\n")
	if s.Best >= 0 {
		rows := [][]string{{l.T("cli.mcts.move"), l.T("cli.mcts.visits"), l.T("cli.mcts.mean")}}
		for i, c := range t.Nodes[tree.Root].Children {
			mean := "–"
			if !math.IsNaN(s.Means[i]) {
				mean = v(s.Means[i])
			}
			rows = append(rows, []string{clean(t.MoveName(c)), l.Int(s.Visits[i]), mean})
		}
		writeColumns(w, rows, 1)
		w.WriteByte('\n')
	}
	putLine(w, l.T("cli.mcts.reached", "Reached", s.Reached, "All", t.Len()))
}
