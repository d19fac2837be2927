package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

func runSolve(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	asJSON, ascii := false, false
	target, err := sf.parseWith("solve", args, func(fs *flag.FlagSet) {
		fs.BoolVar(&asJSON, "json", false, "")
		fs.BoolVar(&ascii, "ascii", false, "")
		samplingFlags(fs, &sf.opt)
	})
	if err != nil {
		return err
	}
	if ascii {
		l = l.ASCII()
	}
	if err := stdoutNotInput(env, "solve", inputFile(env, target)); err != nil {
		return err
	}
	if sf.opt.Algorithm.Samples() {
		return solveSampled(env, l, target, sf, asJSON)
	}
	res, name, err := solveResult(env, l, target, sf.opt, sf.limit)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(env.Stdout, 64<<10)
	if asJSON {
		if err := writeReport(w, res); err != nil {
			return err
		}
	} else {
		writeSummary(w, l, res, name)
	}
	return flush(w)
}

// solveResult loads the target (at most limit nodes) and searches it,
// keeping what solve prints rather than the whole trace.
func solveResult(env Env, l *i18n.Lang, target string, opt search.Options, limit int) (*search.Result, string, error) {
	t, name, _, err := Load(l, target, env.Stdin, limit)
	if err != nil {
		return nil, "", err
	}
	res, err := search.Solve(context.Background(), t, opt)
	if err != nil {
		return nil, "", usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
	}
	return res, name, nil
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
	// Researches counts PVS's second searches of a child, and iterative
	// deepening's of an iteration (those two only).
	Researches *int `json:"researches,omitempty"`
	// Passes counts MTD(f)'s null-window passes (MTD(f) only).
	Passes *int `json:"passes,omitempty"`
	// Iterations counts iterative deepening's depths (it only).
	Iterations *int `json:"iterations,omitempty"`
	// TTHits counts the calls a transposition table settled (--tt only).
	TTHits *int `json:"tt_hits,omitempty"`
	// Bounds are Star1's bounds on the leaf values, [low, high] (Star1
	// only: given, or the tree's least and greatest value).
	Bounds *[2]Number `json:"bounds,omitempty"`
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

// bestChild is the index of the root's chosen child, or nil.
func bestChild(res *search.Result) *int {
	if len(res.PV) > 1 {
		for i, c := range res.Tree.Nodes[tree.Root].Children {
			if c == res.PV[1] {
				return &i
			}
		}
	}
	return nil
}

func pvNames(res *search.Result) []string {
	names := make([]string, len(res.PV))
	for i, id := range res.PV {
		names[i] = res.Tree.Name(id)
	}
	return names
}

// leafIndex returns the leaves of the searched tree left to right and, for
// each node, its position among them.
func leafIndex(res *search.Result) ([]tree.NodeID, []int32) {
	leaves := res.SearchLeaves()
	index := make([]int32, res.Tree.Len())
	for i, id := range leaves {
		index[id] = int32(i)
	}
	return leaves, index
}

// window is a call's window, (-inf, +inf) when the algorithm has none.
func window(c search.CallRecord) (alpha, beta float64) {
	alpha, beta = c.Alpha, c.Beta
	if math.IsNaN(alpha) {
		alpha = math.Inf(-1)
	}
	if math.IsNaN(beta) {
		beta = math.Inf(1)
	}
	return alpha, beta
}

// writeReport writes the Report of res as JSON with one field a line,
// lists on one line and one call a line: byte for byte what json.Marshal
// writes for each field and each call, streamed, because a million calls
// through encoding/json took a third of the time of solve.
func writeReport(w *bufio.Writer, res *search.Result) error {
	if math.IsNaN(res.Value) { // said before anything is written
		_, err := json.Marshal(Number(res.Value))
		return i18n.Wrap(err, "cli.err.json_field", "Field", "value")
	}
	t := res.Tree
	buf := make([]byte, 0, 256)
	buf = append(buf, "{\n  \"algorithm\": "...)
	buf = appendString(buf, res.Options.Algorithm.String())
	buf = append(buf, ",\n  \"value\": "...)
	buf = appendNumber(buf, res.Value)
	buf = append(buf, ",\n  \"best_child\": "...)
	if i := bestChild(res); i != nil {
		buf = strconv.AppendInt(buf, int64(*i), 10)
	} else {
		buf = append(buf, "null"...)
	}
	buf = append(buf, ",\n  \"principal_variation\": ["...)
	for i, id := range res.PV {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = appendString(buf, t.Name(id))
	}
	buf = append(buf, "],\n  \"leaves_evaluated\": ["...)
	w.Write(buf)
	leaves, index := leafIndex(res)
	for i, id := range res.Evaluated {
		writeListInt(w, i, int(index[id]))
	}
	w.WriteString("],\n  \"leaves_pruned\": [")
	n := 0
	for i, id := range leaves {
		if res.Pruned(id) {
			writeListInt(w, n, i)
			n++
		}
	}
	buf = append(buf[:0], "],\n  \"nodes_visited\": "...)
	buf = strconv.AppendInt(buf, int64(res.Stats.Calls), 10)
	buf = append(buf, ",\n  \"tree_nodes\": "...)
	buf = strconv.AppendInt(buf, int64(t.Len()), 10)
	buf = append(buf, ",\n  \"cutoffs\": "...)
	buf = strconv.AppendInt(buf, int64(res.Stats.Cutoffs), 10)
	if n := researches(res); n != nil {
		buf = append(buf, ",\n  \"researches\": "...)
		buf = strconv.AppendInt(buf, int64(*n), 10)
	}
	if n := passes(res); n != nil {
		buf = append(buf, ",\n  \"passes\": "...)
		buf = strconv.AppendInt(buf, int64(*n), 10)
	}
	if n := iterations(res); n != nil {
		buf = append(buf, ",\n  \"iterations\": "...)
		buf = strconv.AppendInt(buf, int64(*n), 10)
	}
	if n := ttHits(res); n != nil {
		buf = append(buf, ",\n  \"tt_hits\": "...)
		buf = strconv.AppendInt(buf, int64(*n), 10)
	}
	if b := bounds(res); b != nil {
		buf = append(buf, ",\n  \"bounds\": ["...)
		buf = append(buf, tree.FormatValue(float64(b[0]))+","+tree.FormatValue(float64(b[1]))+"]"...)
	}
	buf = append(buf, ",\n  \"calls\": ["...)
	w.Write(buf)
	for i, c := range res.Calls {
		buf = buf[:0]
		if i > 0 {
			buf = append(buf, ',')
		}
		alpha, beta := window(c)
		buf = append(buf, "\n    {\"n\":"...)
		buf = strconv.AppendInt(buf, int64(i+1), 10)
		buf = append(buf, ",\"node\":"...)
		buf = appendString(buf, t.Name(c.Node))
		buf = append(buf, ",\"alpha\":"...)
		buf = appendNumber(buf, alpha)
		buf = append(buf, ",\"beta\":"...)
		buf = appendNumber(buf, beta)
		buf = append(buf, ",\"depth\":"...)
		buf = strconv.AppendInt(buf, int64(c.Depth), 10)
		buf = append(buf, ",\"player\":"...)
		buf = appendString(buf, res.Kinds[c.Node].String())
		buf = append(buf, '}')
		w.Write(buf)
	}
	w.WriteString("\n  ]\n}\n")
	return nil
}

// writeListInt writes the i-th number n of a JSON list, a comma first
// after the first.
func writeListInt(w *bufio.Writer, i, n int) {
	b := w.AvailableBuffer()
	if i > 0 {
		b = append(b, ',')
	}
	w.Write(strconv.AppendInt(b, int64(n), 10))
}

// appendNumber appends what Number's MarshalJSON writes for v (not NaN).
func appendNumber(b []byte, v float64) []byte {
	switch {
	case math.IsInf(v, 0):
		return append(append(append(b, '"'), tree.FormatValue(v)...), '"')
	case v == math.Trunc(v) && math.Abs(v) < 1e15: // FormatValue writes these as integers
		return strconv.AppendInt(b, int64(v), 10)
	}
	return append(b, tree.FormatValue(v)...)
}

// appendString appends s as json.Marshal writes it. Plain ASCII, as
// labels mostly are, is copied; anything json.Marshal would escape (",
// \\, <, >, &, control characters, non-ASCII text) goes through it.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			data, _ := json.Marshal(s) // a string always has a JSON form
			return append(b, data...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

// writeSummary prints, in language l, what a person wants to know about a
// search.
func writeSummary(w *bufio.Writer, l *i18n.Lang, res *search.Result, name string) {
	t := res.Tree
	v := func(x float64) string { return l.Typeset(tree.TypesetValue(x)) } // "−2,75" in Romanian and Italian
	algo := l.T("algo_" + res.Options.Algorithm.String())
	if t.Title != "" && t.Title != name {
		putLine(w, l.T("cli.solve.title_named", "Algorithm", algo, "Tree", clean(name), "Title", clean(t.Title)))
	} else {
		putLine(w, l.T("cli.solve.title", "Algorithm", algo, "Tree", clean(name)))
	}
	root, depth := res.Kinds[tree.Root], res.Options.Depth
	var setup string
	switch prunes, strict := res.Options.Algorithm.Prunes(), res.Options.Strict; {
	case res.Options.Algorithm == search.Bratko && depth == 0:
		setup = l.T("cli.solve.setup_bratko_unlimited", "Player", root)
	case res.Options.Algorithm == search.Bratko:
		setup = l.T("cli.solve.setup_bratko", "Player", root, "Depth", depth)
	case res.Options.Algorithm.Slides() && depth == 0:
		setup = l.T("cli.solve.setup_slides_unlimited", "Player", root)
	case res.Options.Algorithm.Slides():
		setup = l.T("cli.solve.setup_slides", "Player", root, "Depth", depth)
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
	putLine(w, l.T("cli.solve.value", "Value", v(res.Value)))
	pv := pvNames(res)
	if len(res.PV) > 1 {
		putLine(w, l.T("cli.solve.best_move", "Move", clean(bestMove(res))))
	}
	putLine(w, l.T("cli.solve.pv", "PV", strings.Join(pv, " → "))+"\n")
	st, mm := res.Stats, res.MinimaxStats()
	if !res.Options.Algorithm.Revisits() {
		putLine(w, l.T("cli.solve.calls", "Calls", st.Calls, "All", mm.Calls, "Saved", percent(mm.Calls-st.Calls, mm.Calls)))
		putLine(w, l.T("cli.solve.leaves", "Leaves", st.LeavesEvaluated, "All", mm.LeavesEvaluated,
			"Saved", percent(mm.LeavesEvaluated-st.LeavesEvaluated, mm.LeavesEvaluated)))
	} else { // parts of the tree searched again: no saving to speak of, perhaps a loss
		putLine(w, l.T("cli.solve.calls_again", "Calls", st.Calls, "All", mm.Calls))
		putLine(w, l.T("cli.solve.leaves_again", "Leaves", st.LeavesEvaluated, "All", mm.LeavesEvaluated))
	}
	switch res.Options.Algorithm {
	case search.PVS:
		putLine(w, l.T("cli.solve.researches", "Count", st.Researches))
	case search.MTDF:
		putLine(w, l.T("cli.solve.passes", "Count", st.Passes, "Guess", v(res.Options.Guess)))
	case search.Iterative:
		putLine(w, l.T("cli.solve.iterations", "Count", *iterations(res), "Researches", st.Researches))
	case search.Star1:
		b := res.Bounds
		putLine(w, l.T("cli.solve.bounds", "Low", v(b.Low), "High", v(b.High)))
	}
	if res.Options.TT {
		putLine(w, l.T("cli.solve.tt", "Count", st.Recalls))
	}
	if res.Options.Algorithm.Prunes() {
		putLine(w, l.T("cli.solve.cutoffs", "Cutoffs", st.Cutoffs))
		pruned := "cli.solve.pruned"
		if res.Options.Algorithm.Revisits() {
			pruned = "cli.solve.pruned_again"
		}
		putLine(w, l.T(pruned, "Subtrees", l.N("count.subtrees", st.PrunedSubtrees),
			"Nodes", l.N("count.nodes", st.PrunedNodes), "Leaves", l.N("count.leaves", st.PrunedLeaves)))
	}
	putLine(w, l.T("cli.solve.steps", "Steps", res.Last(), "Coarse", res.CoarseLast()))
}

// bounds are Star1's bounds on the leaf values, nil for the others.
func bounds(res *search.Result) *[2]Number {
	if res.Options.Algorithm != search.Star1 {
		return nil
	}
	b := res.Bounds
	return &[2]Number{Number(b.Low), Number(b.High)}
}

// researches is PVS's and iterative deepening's count of second
// searches, nil for the others.
func researches(res *search.Result) *int {
	if a := res.Options.Algorithm; a != search.PVS && a != search.Iterative {
		return nil
	}
	return &res.Stats.Researches
}

// ttHits is the count of calls a transposition table settled, nil
// without one.
func ttHits(res *search.Result) *int {
	if !res.Options.TT {
		return nil
	}
	return &res.Stats.Recalls
}

// iterations is iterative deepening's count of depths, nil for the others.
func iterations(res *search.Result) *int {
	if res.Options.Algorithm != search.Iterative {
		return nil
	}
	n := res.Stats.Passes - res.Stats.Researches
	return &n
}

// passes is MTD(f)'s count of passes, nil for the others.
func passes(res *search.Result) *int {
	if res.Options.Algorithm != search.MTDF {
		return nil
	}
	return &res.Stats.Passes
}

// bestMove names the root's chosen child by its move when it has one
// ("heap 2: take 3"), else by its name, as session.BestMove does for a
// trace.
func bestMove(res *search.Result) string {
	return res.Tree.MoveName(res.PV[1])
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
