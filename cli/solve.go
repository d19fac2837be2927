package cli

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"strings"

	"gametree/i18n"
	"gametree/search"
	"gametree/session"
	"gametree/tree"
)

func runSolve(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	asJSON := false
	target, err := sf.parseWith("solve", args, func(fs *flag.FlagSet) { fs.BoolVar(&asJSON, "json", false, "") })
	if err != nil {
		return err
	}
	tr, name, err := solveTree(env, l, target, sf.opt, sf.limit)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(env.Stdout)
	if asJSON {
		if err := writeReport(w, NewReport(tr)); err != nil {
			return err
		}
	} else {
		writeSummary(w, l, tr, name)
	}
	return flush(w)
}

// Report is the JSON that solve --json prints: a stable contract other
// programs read. Infinities are the strings "-inf" and "+inf".
type Report struct {
	Algorithm string `json:"algorithm"`
	// Value is the root's minimax value from MAX's point of view.
	Value Number `json:"value"`
	// BestChild is the 0-based index of the root's chosen child; null when
	// the root is a leaf.
	BestChild *int `json:"best_child"`
	// PrincipalVariation lists labels from the root down.
	PrincipalVariation []string `json:"principal_variation"`
	// LeavesEvaluated are 0-based indices of the leaves of the searched
	// tree, counted left to right, in the order evaluated. Without a depth
	// limit these are the tree's leaves; with one, the nodes at the limit
	// take the place of what lies below them.
	LeavesEvaluated []int `json:"leaves_evaluated"`
	// LeavesPruned are the indices, ascending, of the leaves never reached
	// because of a cutoff.
	LeavesPruned []int `json:"leaves_pruned"`
	NodesVisited int   `json:"nodes_visited"`
	TreeNodes    int   `json:"tree_nodes"`
	Cutoffs      int   `json:"cutoffs"`
	// Calls lists every call in order.
	Calls []Call `json:"calls"`
}

// Call is one recursive call: its number, node, window, remaining depth and
// who moves. Minimax and negamax have no window and report (-inf, +inf).
type Call struct {
	N      int    `json:"n"`
	Node   string `json:"node"`
	Alpha  Number `json:"alpha"`
	Beta   Number `json:"beta"`
	Depth  int    `json:"depth"`
	Player string `json:"player"`
}

// Number is a value that writes infinities as "-inf" and "+inf".
type Number float64

// MarshalJSON writes a JSON number, or "-inf"/"+inf".
func (n Number) MarshalJSON() ([]byte, error) {
	v := float64(n)
	if math.IsInf(v, 0) {
		return []byte(`"` + tree.FormatValue(v) + `"`), nil
	}
	if math.IsNaN(v) {
		return nil, fmt.Errorf("NaN has no JSON form")
	}
	return []byte(tree.FormatValue(v)), nil
}

// NewReport builds the JSON report of a finished search.
func NewReport(tr *search.Trace) Report {
	t := tr.Tree
	r := Report{
		Algorithm:       tr.Options.Algorithm.String(),
		Value:           Number(tr.Value),
		NodesVisited:    tr.Stats.Calls,
		TreeNodes:       t.Len(),
		Cutoffs:         tr.Stats.Cutoffs,
		LeavesEvaluated: []int{},
		LeavesPruned:    []int{},
		Calls:           make([]Call, 0, tr.Stats.Calls),
	}
	for _, id := range tr.PV {
		r.PrincipalVariation = append(r.PrincipalVariation, t.Name(id))
	}
	if len(tr.PV) > 1 {
		for i, c := range t.Nodes[tree.Root].Children {
			if c == tr.PV[1] {
				r.BestChild = &i
			}
		}
	}
	leafIndex := map[tree.NodeID]int{}
	leaves := tr.SearchLeaves()
	for i, id := range leaves {
		leafIndex[id] = i
	}
	window := func(v, inf float64) Number {
		if math.IsNaN(v) {
			return Number(inf)
		}
		return Number(v)
	}
	for _, k := range tr.Coarse() {
		s := tr.StepAt(int(k))
		switch s.Kind {
		case search.Call:
			r.Calls = append(r.Calls, Call{
				N: tr.CallNumber(s.Node), Node: t.Name(s.Node),
				Alpha: window(s.Alpha, math.Inf(-1)), Beta: window(s.Beta, math.Inf(1)),
				Depth: tr.Depth(s.Node), Player: tr.Kinds[s.Node].String(),
			})
		case search.Leaf:
			r.LeavesEvaluated = append(r.LeavesEvaluated, leafIndex[s.Node])
		}
	}
	final := tr.At(tr.Len() - 1)
	for i, id := range leaves {
		if final.Node(id).Status == search.Pruned {
			r.LeavesPruned = append(r.LeavesPruned, i)
		}
	}
	return r
}

// writeReport writes r as JSON with one field a line, lists on one line
// and one call a line.
func writeReport(w *bufio.Writer, r Report) error {
	fields := []struct {
		name  string
		value any
	}{
		{"algorithm", r.Algorithm}, {"value", r.Value}, {"best_child", r.BestChild},
		{"principal_variation", r.PrincipalVariation}, {"leaves_evaluated", r.LeavesEvaluated},
		{"leaves_pruned", r.LeavesPruned}, {"nodes_visited", r.NodesVisited},
		{"tree_nodes", r.TreeNodes}, {"cutoffs", r.Cutoffs},
	}
	w.WriteString("{\n")
	for _, f := range fields {
		data, err := json.Marshal(f.value)
		if err != nil {
			return i18n.Wrap(err, "cli.err.json_field", "Field", f.name)
		}
		fmt.Fprintf(w, "  %q: %s,\n", f.name, data)
	}
	w.WriteString("  \"calls\": [")
	for i, c := range r.Calls {
		data, err := json.Marshal(c)
		if err != nil {
			return i18n.Wrap(err, "cli.err.json_call", "Call", c.N)
		}
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString("\n    ")
		w.Write(data)
	}
	w.WriteString("\n  ]\n}\n")
	return nil
}

// writeSummary prints, in language l, what a person wants to know about a
// search.
func writeSummary(w *bufio.Writer, l *i18n.Lang, tr *search.Trace, name string) {
	t := tr.Tree
	v := tree.FormatValue
	algo := l.T("algo_" + tr.Options.Algorithm.String())
	if t.Title != "" && t.Title != name {
		putLine(w, l.T("cli.solve.title_named", "Algorithm", algo, "Tree", clean(name), "Title", clean(t.Title)))
	} else {
		putLine(w, l.T("cli.solve.title", "Algorithm", algo, "Tree", clean(name)))
	}
	root, depth := tr.Kinds[tree.Root], tr.Options.Depth
	var setup string
	switch prunes, strict := tr.Options.Algorithm.Prunes(), tr.Options.Strict; {
	case !prunes && depth == 0:
		setup = l.T("cli.solve.setup_unlimited", "Player", root)
	case !prunes:
		setup = l.T("cli.solve.setup", "Player", root, "Depth", depth)
	case strict && depth == 0:
		setup = l.T("cli.solve.setup_strict_unlimited", "Player", root)
	case strict:
		setup = l.T("cli.solve.setup_strict", "Player", root, "Depth", depth)
	case depth == 0:
		setup = l.T("cli.solve.setup_cut_unlimited", "Player", root)
	default:
		setup = l.T("cli.solve.setup_cut", "Player", root, "Depth", depth)
	}
	putLine(w, setup+"\n")
	putLine(w, l.T("cli.solve.value", "Value", v(tr.Value)))
	var pv []string
	for _, id := range tr.PV {
		pv = append(pv, t.Name(id))
	}
	if len(tr.PV) > 1 {
		putLine(w, l.T("cli.solve.best_move", "Move", clean(session.BestMove(tr))))
	}
	putLine(w, l.T("cli.solve.pv", "PV", strings.Join(pv, " → "))+"\n")
	st, mm := tr.Stats, tr.MinimaxStats()
	putLine(w, l.T("cli.solve.calls", "Calls", st.Calls, "All", mm.Calls, "Saved", percent(mm.Calls-st.Calls, mm.Calls)))
	putLine(w, l.T("cli.solve.leaves", "Leaves", st.LeavesEvaluated, "All", mm.LeavesEvaluated,
		"Saved", percent(mm.LeavesEvaluated-st.LeavesEvaluated, mm.LeavesEvaluated)))
	if tr.Options.Algorithm.Prunes() {
		putLine(w, l.T("cli.solve.cutoffs", "Cutoffs", st.Cutoffs))
		putLine(w, l.T("cli.solve.pruned", "Subtrees", l.N("count.subtrees", st.PrunedSubtrees),
			"Nodes", l.N("count.nodes", st.PrunedNodes), "Leaves", l.N("count.leaves", st.PrunedLeaves)))
	}
	putLine(w, l.T("cli.solve.steps", "Steps", tr.Len(), "Coarse", len(tr.Coarse())))
}

// putLine writes s and a line break.
func putLine(w *bufio.Writer, s string) {
	w.WriteString(s)
	w.WriteByte('\n')
}

// percent is part of whole in whole percent, rounded half to even.
func percent(part, whole int) int {
	if whole == 0 {
		return 0
	}
	return int(math.RoundToEven(100 * float64(part) / float64(whole)))
}
