// Package narrate tells a search step by step, one sentence a step, the way
// the walk-through does ("Call 7: alpha_beta(3, +∞, e, MIN, depth 1)",
// "V(e1) = 2 < β(e) = +∞, so β(e) = 2"), in the notation of the tree and
// the Node panel: α, β, −∞, +∞, ≥, ≤ and the minus sign (U+2212). A
// narrator for a language made with i18n's ASCII says the same in the
// command line's ASCII words ("alpha(e) = 3 >= beta(e) = 2").
//
// Every sentence is a template with named parameters ({{.Node}}) kept in
// package i18n's catalogues, one per language. Code picks a message and
// fills in its parameters; it never glues words together, so a
// translation is a new catalogue.
package narrate

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Narrator writes sentences in one language.
type Narrator struct {
	lang *i18n.Lang
}

// New returns a narrator for a language code such as "en".
func New(code string) (*Narrator, error) {
	l, err := i18n.Load(code)
	if err != nil {
		return nil, fmt.Errorf("narration: %w", err)
	}
	return For(l), nil
}

// For returns a narrator speaking l.
func For(l *i18n.Lang) *Narrator { return &Narrator{lang: l} }

// English returns the English narrator.
func English() *Narrator { return For(i18n.English()) }

// ASCII returns the narrator saying what n says with the notation in
// ASCII words ("alpha = -inf", ">="), as the command line's --ascii asks.
func (n *Narrator) ASCII() *Narrator { return For(n.lang.ASCII()) }

// Lang returns the narrator's language code.
func (n *Narrator) Lang() string { return n.lang.Code() }

// Language returns the narrator's language.
func (n *Narrator) Language() *i18n.Lang { return n.lang }

// Legend returns the caption of a legend item by its ID ("leaf",
// "on_stack"; see scene.LegendItem), or fallback when the catalogue has none.
func (n *Narrator) Legend(id, fallback string) string {
	if n.lang.Has("legend_" + id) {
		return n.lang.T("legend_" + id)
	}
	return fallback
}

// Name returns the language's own name ("Română"), for menus.
func (n *Narrator) Name() string { return n.lang.Name() }

// params are a message's named parameters.
type params map[string]string

// say fills message id with p: each {{.Name}} becomes p["Name"].
func (n *Narrator) say(id string, p params) string { return n.lang.Fill(id, p) }

// value writes a value exactly, as tree.FormatValue does, set as the tree
// sets its values (tree.Typeset: "−2.5", "+∞"), with the language's
// decimal separator ("0,5" in Romanian and Italian).
func (n *Narrator) value(v float64) string {
	return n.lang.Typeset(tree.Typeset(tree.FormatValue(v)))
}

// rounded writes a value as the tree does (tree.TypesetValue), in the
// language.
func (n *Narrator) rounded(v float64) string { return n.lang.Typeset(tree.TypesetValue(v)) }

// op writes a comparison ("≥"), in the language's notation.
func (n *Narrator) op(s string) string { return n.lang.Notation(s) }

// probability writes a probability as tree.FormatProbability does (0.5,
// 1/3), in the language.
func (n *Narrator) probability(p float64) string {
	return n.lang.Decimal(tree.FormatProbability(p))
}

// Step returns the sentence for step k of tr.
func (n *Narrator) Step(tr *search.Trace, k int) string {
	if tr.Samples() {
		return n.sampled(tr, k)
	}
	s := tr.StepAt(k)
	t := tr.Tree
	algo := tr.Options.Algorithm
	v := n.value
	p := params{
		"Node":   t.Name(s.Node),
		"Player": tr.Kinds[s.Node].String(),
		"Call":   fmt.Sprint(tr.CallOf(k)),
		"Depth":  fmt.Sprint(tr.DepthAt(k, s.Node)),
		"Alpha":  v(s.Alpha),
		"Beta":   v(s.Beta),
		"V":      v(s.V),
		"Value":  v(s.Value),
		"Chosen": t.Name(s.Chosen),
	}
	if s.Child != tree.None {
		p["Child"] = t.Name(s.Child)
	}
	if tr.Kinds[s.Node] == tree.Chance {
		p["Player"] = n.say("kind_chance", nil)
		p["V"] = n.rounded(s.V)
	}
	before := tr.Before(k)
	negated := s.Child != tree.None && algo.IsNegamax() && tr.Kinds[s.Child] != tr.Kinds[s.Node]
	cutOp := n.op("≥")
	if tr.Options.Strict {
		cutOp = ">"
	}

	if algo == search.Bratko {
		if id, ok := n.bratko(tr, k, s, p); ok {
			return n.say(id, p)
		}
	}
	if algo == search.SlidesStage1 || algo == search.SlidesStage2 {
		if id, ok := n.slides(tr, k, s, p); ok {
			return n.say(id, p)
		}
	}
	switch s.Kind {
	case search.Start:
		p["Algorithm"] = n.say("algo_"+algo.String(), nil)
		p["Depth"] = fmt.Sprint(tr.RootDepth)
		p["Delta"] = v(tr.Delta)
		switch algo {
		case search.PVS:
			if tr.Delta == 0 { // values on no grid of decimals
				return n.say("start_pvs_float", p)
			}
			return n.say("start_pvs", p)
		case search.MTDF:
			p["Guess"] = v(tr.Options.Guess)
			return n.say("start_mtdf", p)
		case search.Iterative:
			if w := tr.Options.Aspiration; w > 0 {
				p["Width"] = v(w)
				return n.say("start_iterative_aspiration", p)
			}
			return n.say("start_iterative", p)
		}
		if algo.Chance() {
			b := tr.Bounds
			p["Low"], p["High"] = v(b.Low), v(b.High)
			return n.say("start_"+algo.String(), p)
		}
		if tr.Options.TT && algo == search.AlphaBeta {
			return n.say("start_tt", p)
		}
		if algo.Prunes() {
			return n.say("start_window", p)
		}
		return n.say("start", p)

	case search.Call:
		p["Function"] = n.function(tr, s.Node)
		id := "call"
		if algo.Prunes() {
			id = "call_window"
		}
		if s.State().HasV() {
			id += "_v"
		}
		if algo == search.PVS && (s.Beta-s.Alpha <= tr.Delta || s.Beta == math.Nextafter(s.Alpha, s.Beta)) {
			id = "call_null"
		}
		if tr.Kinds[s.Node] == tree.Chance {
			id = pick(algo.Prunes(), "call_chance_window", "call_chance")
		} else if parent := t.Nodes[s.Node].Parent; algo == search.Star1 && parent != tree.None && tr.Kinds[parent] == tree.Chance {
			id = n.starChildMessage(tr, s, parent, p)
		}
		// A call's arguments are parted by commas, as the walk-through
		// writes them, unless a value in them has a decimal comma: then
		// by semicolons, as a window is written, (0,5; 3).
		p["Sep"] = ","
		if strings.Contains(fmt.Sprint(p["Alpha"], p["Beta"]), ",") {
			p["Sep"] = ";"
		}
		return n.say(id, p)

	case search.Leaf:
		node := &t.Nodes[s.Node]
		id, raw := "leaf", node.Value
		if !node.IsLeaf() {
			id, raw = "estimate", node.Estimate
		}
		if raw != s.Value {
			id += "_negated"
			p["Raw"] = v(raw)
		}
		return n.say(id, p)

	case search.Expect:
		p["Old"], p["Value"] = n.rounded(before.V), n.rounded(s.Value)
		p["P"] = n.probability(t.Probability(s.Child))
		return n.say("expect", p)

	case search.UpperTest, search.LowerTest:
		b := tr.Bounds
		p["Low"], p["High"] = v(b.Low), v(b.High)
		p["Bound"] = n.rounded(s.Value)
		p["Rest"] = n.probability(rest(t, s.Node, s.Child))
		p["Op"] = pick(tr.Options.Strict, "<", n.op("≤"))
		if s.Kind == search.LowerTest {
			p["Op"] = pick(tr.Options.Strict, ">", n.op("≥"))
			return n.say(pick(s.Yes, "lower_yes", "lower_no"), p)
		}
		return n.say(pick(s.Yes, "upper_yes", "upper_no"), p)

	case search.CompareV:
		p["Old"] = v(before.V)
		p["Op"] = ">"
		if !algo.IsNegamax() && tr.Kinds[s.Node] == tree.Min {
			p["Op"] = "<"
		}
		if negated {
			return n.say(pick(s.Yes, "score_better", "score_kept"), p)
		}
		return n.say(pick(s.Yes, "v_better", "v_kept"), p)

	case search.CompareBound:
		max := algo.IsNegamax() || tr.Kinds[s.Node] == tree.Max
		if max {
			p["Old"] = v(before.Alpha)
		} else {
			p["Old"] = v(before.Beta)
		}
		withChosen := !algo.KeepsV()
		switch {
		case negated:
			return n.say(pick(s.Yes, "score_alpha_raised", "score_alpha_kept"), p)
		case max && withChosen:
			return n.say(pick(s.Yes, "alpha_raised_chosen", "alpha_kept"), p)
		case max:
			return n.say(pick(s.Yes, "alpha_raised", "alpha_kept"), p)
		case withChosen:
			return n.say(pick(s.Yes, "beta_lowered_chosen", "beta_kept"), p)
		default:
			return n.say(pick(s.Yes, "beta_lowered", "beta_kept"), p)
		}

	case search.CutoffTest:
		p["Op"] = cutOp
		switch {
		case !s.Yes:
			return n.say("cutoff_no", p)
		case tr.StepAt(k+1).Kind != search.Prune:
			return n.say("cutoff_yes_last", p)
		}
		return n.say("cutoff_yes", p)

	case search.Prune:
		p["Op"] = cutOp
		pruned := n.prunedParams(tr, k, p)
		switch {
		case tr.Kinds[s.Node] == tree.Chance:
			return n.say("prune_chance", p)
		case len(pruned) > 1:
			return n.say("prune_many", p)
		case t.Nodes[pruned[0]].IsLeaf():
			return n.say("prune_leaf", p)
		}
		return n.say("prune_subtree", p)

	case search.Return:
		if algo == search.MTDF || tr.Options.TT {
			a, b := tr.EntryWindow(k)
			p["Alpha"], p["Beta"] = v(a), v(b)
			return n.say(memoryMessage(tr, k, s), p)
		}
		if tr.Kinds[s.Node] == tree.Chance && !t.Nodes[s.Node].IsLeaf() {
			switch {
			case !s.Yes:
				return n.say("return_chance", p)
			case s.V <= s.Alpha:
				return n.say("return_chance_upper", p)
			}
			return n.say("return_chance_lower", p)
		}
		return n.say(returnMessage(tr, s), p)

	case search.Phase:
		if algo == search.Iterative {
			return n.say(n.iterationMessage(tr, k, s, p), p)
		}
		p["Pass"] = fmt.Sprint(1 + slices.Index(tr.Phases(), int32(k)))
		p["Lower"], p["Upper"] = v(s.Value), v(s.V)
		return n.say("phase_mtdf", p)

	case search.Research:
		switch {
		case s.Yes:
			return n.say("research_yes", p)
		case s.Value <= s.Alpha:
			return n.say("research_low", p)
		}
		return n.say("research_high", p)

	case search.Recall:
		if tr.Options.TT {
			return n.say(tableMessage(tr, k, s), p)
		}
		switch {
		case !s.Yes && tr.StepAt(k-1).Alpha == s.Alpha && tr.StepAt(k-1).Beta == s.Beta:
			return n.say("recall_same", p)
		case !s.Yes:
			return n.say("recall_narrow", p)
		case s.Settled == search.SettledUpper, s.Settled == search.SettledExact && s.Value <= s.Alpha:
			// A value known exactly lies outside a null window: it is
			// the bound it passes.
			return n.say("recall_upper", p)
		}
		return n.say("recall_lower", p)

	case search.End:
		p["Value"] = v(tr.Value)
		var pv []string
		for _, id := range tr.PV {
			pv = append(pv, t.Name(id))
		}
		// Commas, not arrows: Fyne draws "→ " with a stray glyph (fyne-io/fyne#6216).
		p["PV"] = strings.Join(pv, ", ")
		if s.Chosen != tree.None && t.Nodes[s.Chosen].Move != "" {
			p["Chosen"] = fmt.Sprintf("%s (%s)", t.Name(s.Chosen), t.Nodes[s.Chosen].Move) // a game: say the move
		}
		switch {
		case tr.Kinds[tree.Root] == tree.Chance && s.Chosen == tree.None && !t.Nodes[tree.Root].IsLeaf():
			p["Value"] = n.rounded(tr.Value)
			return n.say("end_chance_root", p)
		case s.Chosen == tree.None:
			return n.say("end_leaf", p)
		case algo.Chance() && tr.Tree.HasChance():
			p["Value"] = n.rounded(tr.Value)
			return n.say("end_chance", p)
		case tr.Kinds[tree.Root] == tree.Min:
			return n.say("end_min", p)
		}
		return n.say("end_max", p)
	}
	return ""
}

// starChildMessage picks the sentence for Star1's call of a child of
// chance node parent, whose window says which of its values settle the
// parent: at most α (its low end, when above the lower bound on leaves)
// leaves the parent at most its α even with the children after it at the
// upper bound; at least β (when below the upper bound), at least the
// parent's β with them at the lower bound.
func (n *Narrator) starChildMessage(tr *search.Trace, s search.Step, parent tree.NodeID, p params) string {
	t, b := tr.Tree, tr.Bounds
	v := n.rounded
	call := tr.StepAt(tr.CallStep(parent))
	p["Parent"] = t.Name(parent)
	p["P"] = n.probability(t.Probability(s.Node))
	p["Low"], p["High"] = v(b.Low), v(b.High)
	p["Alpha"], p["Beta"] = v(s.Alpha), v(s.Beta)
	p["PAlpha"], p["PBeta"] = v(call.Alpha), v(call.Beta)
	low, high := s.Alpha > b.Low, s.Beta < b.High
	switch {
	case low && high:
		return "call_star_child_both"
	case low:
		return "call_star_child_low"
	case high:
		return "call_star_child_high"
	}
	return "call_star_child"
}

// returnMessage picks the sentence for a return: V for the algorithms that
// keep it, otherwise the bound returned, and whether a child was chosen.
func returnMessage(tr *search.Trace, s search.Step) string {
	algo := tr.Options.Algorithm
	max := algo.IsNegamax() || tr.Kinds[s.Node] == tree.Max
	switch {
	case algo.KeepsV():
		return "return_v"
	case s.Yes && max: // fail-hard cutoff at MAX returns beta
		return "return_cut_beta"
	case s.Yes:
		return "return_cut_alpha"
	case max:
		return pick(s.Chosen != tree.None, "return_alpha", "return_alpha_none")
	}
	return pick(s.Chosen != tree.None, "return_beta", "return_beta_none")
}

// iterationMessage picks the sentence that starts an iteration of
// iterative deepening, or its second search, and fills in its depth, the
// value before and the order the root's children are searched in.
func (n *Narrator) iterationMessage(tr *search.Trace, k int, s search.Step, p params) string {
	t := tr.Tree
	p["Depth"] = n.value(s.Value)
	p["Previous"] = n.value(s.V)
	var order []string
	for j := k + 1; j < tr.Len(); j++ {
		st := tr.StepAt(j)
		if st.Kind == search.Phase || st.Kind == search.End {
			break
		}
		switch {
		case st.Kind == search.Call && t.Nodes[st.Node].Parent == tree.Root:
			order = append(order, t.Name(st.Node))
		case st.Kind == search.Prune && st.Node == tree.Root:
			for _, c := range tr.Pruned(j) {
				order = append(order, t.Name(c))
			}
		}
	}
	p["Order"] = strings.Join(order, ", ")
	switch {
	case s.Yes:
		p["Value"] = n.value(tr.StepAt(k - 1).V)
		return "phase_research"
	case math.IsNaN(s.V):
		return "phase_first"
	case !math.IsInf(s.Alpha, 0):
		return "phase_aspiration"
	}
	return "phase_iteration"
}

// memoryMessage picks the sentence for a return in MTD(f) or with a
// transposition table: the value comes from memory, or what the node
// stores there, judged against the window it searched with.
func memoryMessage(tr *search.Trace, k int, s search.Step) string {
	table := ""
	if tr.Options.TT {
		table = "_tt"
	}
	if prev := tr.StepAt(k - 1); prev.Kind == search.Recall && prev.Node == s.Node && prev.Yes {
		return "return_recalled" + table
	}
	if tr.Tree.Nodes[s.Node].IsLeaf() {
		return "return_v"
	}
	alpha, beta := tr.EntryWindow(k)
	switch {
	case s.V <= alpha:
		return "return_store_upper" + table
	case s.V >= beta:
		return "return_store_lower" + table
	}
	return "return_store_exact" + table
}

// tableMessage picks the sentence for a read of the transposition table:
// the position was searched before, at Child ("Same"), and what it found
// settles the call (a value, or a bound beyond the window) or narrows
// the window.
func tableMessage(tr *search.Trace, k int, s search.Step) string {
	switch {
	case !s.Yes && tr.StepAt(k-1).Alpha == s.Alpha && tr.StepAt(k-1).Beta == s.Beta:
		return "recall_tt_same"
	case !s.Yes:
		return "recall_tt_narrow"
	case s.Settled == search.SettledLower:
		return "recall_tt_lower"
	case s.Settled == search.SettledUpper:
		return "recall_tt_upper"
	}
	return "recall_tt_exact"
}

// function names the call the way the seeds write it.
func (n *Narrator) function(tr *search.Trace, id tree.NodeID) string {
	switch tr.Options.Algorithm {
	case search.Minimax:
		if tr.Kinds[id] == tree.Min {
			return n.say("fn_mini", nil)
		}
		return n.say("fn_maxi", nil)
	case search.Negamax:
		return n.say("fn_negamax", nil)
	case search.AlphaBetaNegamax:
		return n.say("fn_alphabeta_negamax", nil)
	case search.PVS:
		return n.say("fn_pvs", nil)
	case search.MTDF:
		return n.say("fn_mtdf", nil)
	case search.Expectimax:
		return n.say("fn_expectimax", nil)
	case search.Star1:
		if tr.Kinds[id] == tree.Chance {
			return n.say("fn_star1", nil)
		}
	case search.Bratko:
		return n.say("fn_bratko", nil)
	case search.SlidesStage1, search.SlidesStage2:
		return n.say("fn_slides", nil)
	}
	return n.say("fn_alphabeta", nil)
}

// bratko picks the sentence of step k of Bratko's program, named after
// its predicates (goodenough, newbounds, betterof: in Romanian as the
// handout names them), and fills in what it says; false leaves the step
// to the sentences every algorithm shares (start, return, end).
func (n *Narrator) bratko(tr *search.Trace, k int, s search.Step, p params) (string, bool) {
	t := tr.Tree
	maxing := tr.Kinds[s.Node] != tree.Min
	before := tr.Before(k)
	switch s.Kind {
	case search.Call:
		return "bratko_call", true
	case search.Leaf:
		return pick(t.Nodes[s.Node].IsLeaf(), "bratko_leaf", "bratko_estimate"), true
	case search.CutoffTest:
		switch {
		case maxing && s.Yes:
			return "bratko_enough_max", true
		case maxing:
			return "bratko_more_max", true
		}
		return pick(s.Yes, "bratko_enough_min", "bratko_more_min"), true
	case search.Prune:
		n.prunedParams(tr, k, p)
		return "bratko_prune", true
	case search.CompareBound:
		if maxing {
			p["Old"] = n.value(before.Alpha)
			return pick(s.Yes, "bratko_alpha_raised", "bratko_alpha_kept"), true
		}
		p["Old"] = n.value(before.Beta)
		return pick(s.Yes, "bratko_beta_lowered", "bratko_beta_kept"), true
	case search.CompareV:
		switch tr.ListEnd(k) {
		case search.AtLast:
			return "bratko_last", true
		case search.AtStop:
			return "bratko_stopped", true
		}
		p["Old"], p["Best"], p["Op"] = n.value(before.V), t.Name(before.Chosen), pick(maxing, ">", "<")
		switch {
		case s.Yes:
			return "bratko_better", true
		case s.Value == before.V: // the tie the program settles its own way
			return "bratko_tie", true
		}
		return "bratko_kept", true
	}
	return "", false
}

// rest is the probability of the children of chance node n after c: those
// not yet searched when c returns.
func rest(t *tree.Tree, n, c tree.NodeID) float64 {
	kids := t.Nodes[n].Children
	r := 0.0
	for _, k := range kids[slices.Index(kids, c)+1:] {
		r += t.Probability(k)
	}
	return r
}

// slides picks the sentence of step k of the Italian slides' stages 1 and
// 2, in the words of the stage's default listing in the narrator's
// language (max, min, max_threshold, done; soglia_max, finito in
// Italian); false leaves the step to the sentences every algorithm
// shares.
func (n *Narrator) slides(tr *search.Trace, k int, s search.Step, p params) (string, bool) {
	stage1 := tr.Options.Algorithm == search.SlidesStage1
	maxing := tr.Kinds[s.Node] != tree.Min
	switch s.Kind {
	case search.Start:
		if stage1 {
			p["Algorithm"], p["Depth"] = n.say("algo_"+search.SlidesStage1.String(), nil), fmt.Sprint(tr.RootDepth)
			return "start_slides-stage1", true
		}
	case search.Call:
		stage := pick(stage1, "slides1", "slides2")
		switch {
		case !s.State().HasV():
			return stage + "_call_leaf", true
		case maxing:
			return stage + "_call_max", true
		}
		return stage + "_call_min", true
	case search.Return:
		if tr.Tree.Nodes[s.Node].IsLeaf() || s.Chosen == tree.None {
			return "", false
		}
		p["Var"] = pick(maxing, "max", "min")
		return "slides_return", true
	case search.CompareV:
		p["Old"], p["Op"], p["Var"] = n.value(tr.Before(k).V), pick(maxing, ">", "<"), pick(maxing, "max", "min")
		return pick(s.Yes, "slides_better", "slides_kept"), true
	case search.CutoffTest:
		// The test follows the child just compared; after the last child
		// a failed test ends the loop.
		last := ""
		if c := tr.StepAt(k - 1).Child; c != tree.None && slices.Index(tr.Tree.Nodes[s.Node].Children, c) == len(tr.Tree.Nodes[s.Node].Children)-1 {
			last, p["Child"] = "_last", tr.Tree.Name(c)
		}
		p["Op"] = pick(tr.Options.Strict, ">", n.op("≥"))
		p["Bound"], p["Limit"] = "beta", n.value(s.Beta)
		if stage1 {
			p["Bound"] = n.say("slides_max_threshold", nil)
		}
		if !maxing {
			p["Op"] = pick(tr.Options.Strict, "<", n.op("≤"))
			p["Bound"], p["Limit"] = n.say("slides_alpha", nil), n.value(s.Alpha)
			if stage1 {
				p["Bound"] = n.say("slides_min_threshold", nil)
			}
			return pick(s.Yes, "slides_reached_min", "slides_short_min"+last), true
		}
		return pick(s.Yes, "slides_reached_max", "slides_short_max"+last), true
	case search.Prune:
		n.prunedParams(tr, k, p)
		return "slides_prune", true
	}
	return "", false
}

// prunedParams fills in what step k, a Prune, leaves out: the children
// pruned by name (Pruned) and how many nodes they hold ("21 de noduri");
// it returns the children.
func (n *Narrator) prunedParams(tr *search.Trace, k int, p params) []tree.NodeID {
	pruned := tr.Pruned(k)
	count := 0
	names := make([]string, len(pruned))
	for i, c := range pruned {
		names[i] = tr.Tree.Name(c)
		count += subtreeSize(tr.Tree, c)
	}
	p["Nodes"], p["Pruned"] = n.lang.N("count.nodes", count), strings.Join(names, ", ")
	return pruned
}

func pick(yes bool, a, b string) string {
	if yes {
		return a
	}
	return b
}

func subtreeSize(t *tree.Tree, id tree.NodeID) int {
	size := 0
	stack := []tree.NodeID{id}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		size++
		stack = append(stack, t.Nodes[id].Children...)
	}
	return size
}
