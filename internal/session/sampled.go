package session

import (
	"math"
	"slices"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// CoarseIterations is the number of iterations from which Monte Carlo
// tree search is shown an iteration a step when it is chosen: a long run.
const CoarseIterations = 100

// The names Monte Carlo tree search gives the panels' rows, where the
// other searches' calls, windows and cutoffs stand.
const (
	rowVisits = "session.row.visits"
	rowUCB    = "session.row.ucb"
	// rowStatic names the Node panel's value: a leaf's, or an inner
	// node's estimate, not the search's V ("Value —" beside "V 3" had
	// read as a contradiction).
	rowStatic     = "session.row.static"
	rowMean       = "session.row.mean"
	rowMost       = "session.row.most"
	rowReached    = "session.row.reached"
	rowPlayouts   = "session.row.playouts"
	rowRootVisits = "session.row.root_visits"
	rowIteration  = "session.row.iteration"
)

// renamed is a row of the panels under another name (key stays where
// the panel has it).
func renamed(l *i18n.Lang, key, name, value string) Row {
	return Row{Key: key, Name: l.T(name), Value: value}
}

// sampledStatus says where a node stands in Monte Carlo tree search.
func sampledStatus(l *i18n.Lang, st search.Status) string {
	switch st {
	case search.NotReached:
		return l.T("session.status.not_reached_mcts")
	case search.OnStack:
		return l.T("session.status.on_path")
	case search.Done:
		return l.T("session.status.in_tree")
	}
	return status(l, st)
}

// sampledValue is the estimate of the move visited most, and that move.
func sampledValue(l *i18n.Lang, tr *search.Trace) string {
	v := valueIn(l, tr.Value)
	if len(tr.PV) < 2 {
		return l.T("session.value_for_max", "Value", v)
	}
	return l.T("session.value_visited", "Value", v, "Player", kindName(l, tr.Kinds[tree.Root]), "Move", BestMove(tr))
}

// percents writes counts, out of total, as whole percentages that add up
// to 100 (largest remainders first; ties to the earlier): rounded one by
// one, 123 and 77 of 200 were "62%, 39%".
func percents(counts []int, total int) []int {
	out := make([]int, len(counts))
	left := 100
	rest := make([]int, len(counts)) // the remainders, in hundredths of a count
	for i, n := range counts {
		out[i] = 100 * n / total
		rest[i] = 100*n - out[i]*total
		left -= out[i]
	}
	order := make([]int, len(counts))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return rest[b] - rest[a] })
	for _, i := range order {
		if left == 0 {
			break
		}
		if rest[i] > 0 {
			out[i]++
			left--
		}
	}
	return out
}

// inspectSampled is Inspect for Monte Carlo tree search: the node's
// visits, its UCB1 as its parent weighs it at the step, its mean value
// and its child visited most.
func (d Describer) inspectSampled(id tree.NodeID, name, kind, value string) Inspection {
	l, tr := d.lang(), d.trace
	snap := d.Snapshot()
	ns := snap.Node(id)
	n := &tr.Tree.Nodes[id]
	visits, ucb, mean := none, none, none
	if ns.Visits > 0 {
		_, w := snap.Counts(id)
		visits = l.T("session.visits", "N", int(ns.Visits), "W", valueIn(l, w))
		mean = valueIn(l, ns.V)
	}
	if p := n.Parent; p != tree.None {
		switch u := snap.UCB(p, id); {
		case tr.Kinds[p] == tree.Chance:
			ucb = l.T("session.ucb_chance", "P", l.Decimal(tree.FormatProbability(tr.Tree.Probability(id))))
		case math.IsInf(u, 1):
			ucb = l.T("session.ucb_new")
		default:
			ucb = l.T("session.ucb", "UCB", valueIn(l, u), "Parent", tr.Tree.Name(p))
		}
	}
	return Inspection{
		Rows: []Row{row(l, RowNode, name), row(l, RowKind, kind), renamed(l, RowValue, rowStatic, value), row(l, RowStatus, sampledStatus(l, ns.Status)),
			renamed(l, RowCall, rowVisits, visits), renamed(l, RowWindow, rowUCB, ucb), renamed(l, RowV, rowMean, mean),
			renamed(l, RowChosen, rowMost, nameOrNone(tr.Tree, ns.Chosen)), row(l, RowMove, orNone(n.Move))},
		Game: tr.Tree.Game, Position: n.Position,
	}
}

// statisticsSampled is Statistics for Monte Carlo tree search: the
// estimate and the move visited most, the iteration, the nodes the search
// tree reached, the playouts, and how the root's visits share out so far.
func (d Describer) statisticsSampled() []Row {
	l, tr, k := d.lang(), d.trace, d.step
	soFar := l.T("session.so_far_mcts", "Step", k, "Last", d.LastStep())
	iteration := l.T("session.iteration", "Iteration", tr.Iteration(k), "Iterations", tr.Options.Iterations)
	reached := l.T("session.reached", "Reached", tr.ReachedUpTo(k), "Nodes", tr.Tree.Len())
	playouts := l.Int(tr.PlayoutsUpTo(k))
	shares := d.rootShares(4)
	value := l.T("session.hidden_mcts")
	if d.Revealed() {
		value = sampledValue(l, tr)
	}
	return []Row{
		row(l, RowValue, value), renamed(l, RowCalls, rowReached, reached), renamed(l, RowLeaves, rowPlayouts, playouts),
		renamed(l, RowPruned, rowRootVisits, shares), renamed(l, RowCutoffs, rowIteration, iteration), row(l, RowSoFar, soFar),
	}
}

// rootShares writes the share of the root's visits each of its children
// had at the step, the most visited first, at most most of them: "i 61%,
// b 39%".
func (d Describer) rootShares(most int) string {
	l, tr := d.lang(), d.trace
	snap := d.Snapshot()
	kids := tr.Tree.Nodes[tree.Root].Children
	total := 0
	type share struct {
		id tree.NodeID
		n  int
	}
	var shares []share
	for _, c := range kids {
		if n := int(snap.Node(c).Visits); n > 0 {
			shares = append(shares, share{c, n})
			total += n
		}
	}
	if total == 0 {
		return none
	}
	slices.SortStableFunc(shares, func(a, b share) int { return b.n - a.n })
	counts := make([]int, len(shares))
	for i, sh := range shares {
		counts[i] = sh.n
	}
	pct := percents(counts, total)
	parts := make([]string, 0, most)
	for i, sh := range shares {
		if i == most {
			break
		}
		parts = append(parts, l.T("session.share", "Move", tr.Tree.MoveName(sh.id), "Percent", pct[i]))
	}
	return strings.Join(parts, l.T("session.list_separator"))
}

// VisitShares returns, for the chart of Monte Carlo tree search, the share
// of the root's visits each of its children had at the end of iterations
// spread over those up to the step shown: at most points of them, the
// first iteration first; nil for another search.
func (d Describer) VisitShares(points int) (iterations []int, shares [][]float64) {
	tr := d.trace
	if tr == nil || !tr.Samples() || points < 1 {
		return nil, nil
	}
	// The coarse steps are the start, the end of each iteration, the end.
	done := min(tr.CoarseIndex(d.step), tr.Options.Iterations)
	kids := tr.Tree.Nodes[tree.Root].Children
	for j := 1; j <= points && done > 0; j++ {
		it := max(1, done*j/points)
		if len(iterations) > 0 && iterations[len(iterations)-1] == it {
			continue
		}
		end := tr.Len() - 2 // the last iteration's end, before End
		if it < tr.Options.Iterations {
			end = tr.IterationStart(it+1) - 1
		}
		snap := tr.At(end)
		row := make([]float64, len(kids))
		for i, c := range kids {
			row[i] = float64(snap.Node(c).Visits) / float64(it)
		}
		iterations = append(iterations, it)
		shares = append(shares, row)
	}
	return iterations, shares
}
