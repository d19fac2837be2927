// Package code holds the course's programs as listings, line by line, in
// the structure and names of their sources (the Romanian lab handout's
// alpha_beta with V and fiu_ales, the Romanian lab's maxi and mini, the
// Italian slides' stages), and says which lines each step of a search
// executes and what the call's variables hold then: what the Code panel
// lights beside the tree and `gametree code` prints. A form is the
// listing of one algorithm; the step kinds the search records
// (search.StepKind) are what its lines answer to. Each algorithm's
// default form is in English, or in the window's language where a source
// in that language writes the algorithm (Default). It holds no Fyne.
package code

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// ErrNoForm is a form asked for that does not exist, or an algorithm
// without a listing yet.
var ErrNoForm = errors.New("no such listing")

// side is the player whose lines a line belongs to.
type side uint8

const (
	both   side = iota
	maxi        // MAX's lines (a MAX node's call)
	mini        // MIN's lines
	chance      // a chance node's lines
)

// when is the outcome of a step's test a line needs to be lit.
type when uint8

const (
	always when = iota
	ifYes       // the comparison updated, the cutoff test held, the node cut off
	ifNo        // the opposite
)

// Line is one line of a listing.
type Line struct {
	// Indent is the line's depth of nesting, four spaces each.
	Indent int
	// Code is the program text, as the source writes it; a strict cutoff
	// (α > β) writes Strict instead, when not empty; in Romanian, Ro
	// instead, when not empty (a program the Romanian handout gives in
	// its own names).
	Code, Strict, Ro string
	// Note is the catalogue key of the comment after the code ("" none),
	// in the window's language.
	Note string
	// on are the step kinds that execute the line, for the side's nodes,
	// when the step's outcome is as asked.
	on   []search.StepKind
	side side
	when when
	// leaf: only for a node evaluated as a leaf (Call); inner: only for
	// one with children to search.
	leaf, inner bool
	// only, when set, must also hold of step k for the line to be lit:
	// what the step's kind and outcome cannot tell apart (which end of
	// Bratko's list, which bound memory returned).
	only func(tr *search.Trace, k int) bool
}

// atEnd narrows the CompareV steps of Bratko's program to one end of the
// list (other steps pass).
func atEnd(e search.ListEnd) func(tr *search.Trace, k int) bool {
	return func(tr *search.Trace, k int) bool {
		return tr.StepAt(k).Kind != search.CompareV || tr.ListEnd(k) == e
	}
}

// Form is a listing of one algorithm.
type Form struct {
	// ID names the form on the command line ("walkthrough").
	ID string
	// Lang is the language of the form's names, when not English: "ro"
	// (the Romanian lab handout's stare and fiu_ales), "it" (the Italian
	// slides' stato and migliore).
	Lang string
	// Algorithm is what the form searches; TT: with a transposition
	// table (Options.TT), the default of such a search.
	Algorithm search.Algorithm
	TT        bool
	// Title is the catalogue key of the form's name, Source of where it
	// comes from ("the Romanian lab handout's worked example"); Remark,
	// when not empty,
	// of what a reader should know of it (the slides' stage 2 prunes
	// nothing as written).
	Title, Source, Remark string
	// Lines are the listing, line 1 first.
	Lines []Line
	// vars are the names the form gives the call's variables; varsRo in
	// Romanian, when the form has Romanian names (Ro lines).
	vars, varsRo Names
	// comment starts a comment in the form's language ("#", "//").
	comment string
	// top, when set, gives the variables of the steps outside every
	// call (Start, Phase, End): MTD(f)'s driver keeps its own.
	top func(tr *search.Trace, k int, num func(float64) string) []Var
	// extra, when set, gives variables the search's state does not hold,
	// after the others: Star1's r, L and U.
	extra func(tr *search.Trace, k int, num func(float64) string) []Var
	// beforeCut, when set, returns the step whose state before it is
	// what the form's variables hold at step k (-1: the state after k):
	// the lab's alpha-beta returns at a cut-off before it moves the bound
	// the search has moved.
	beforeCut func(tr *search.Trace, k int) int
}

// Names are the names a form gives a call's variables ("" when the form
// has none such): the window, the value so far (VMin: at a MIN node, when
// the form names it apart, as mini's min), the chosen child, the remaining
// depth.
type Names struct {
	Alpha, Beta, V, VMin, Chosen, Depth string
	// Threshold: the form keeps one bound, the one a node's player
	// stops at (the slides' soglia_max at MAX, soglia_min at MIN).
	Threshold bool
	// MaxAlpha and MinBeta name the bound a MAX node narrows and the one
	// a MIN node narrows, when the form keeps them apart from the window
	// the call was given (Plaat's a and b), "" when it narrows α and β.
	MaxAlpha, MinBeta string
	// LeafV: the form keeps a leaf's value in V (the walk-through's
	// stare.V = estimeaza_scor, Bratko's Val); the others return it.
	LeafV bool
}

// Forms returns every form, each algorithm's together, its default in
// language l first. The forms are shared: they must not be changed.
func Forms(l *i18n.Lang) []*Form {
	out := slices.Clone(allForms())
	first := map[search.Algorithm]*Form{}
	for _, f := range out {
		if _, ok := first[f.Algorithm]; !ok {
			first[f.Algorithm], _ = Default(f.Algorithm, l)
		}
	}
	// Only a default moves, to its algorithm's first place.
	for i, f := range out {
		if first[f.Algorithm] != f {
			continue
		}
		j := i
		for j > 0 && out[j-1].Algorithm == f.Algorithm {
			j--
		}
		copy(out[j+1:i+1], out[j:i])
		out[j] = f
	}
	return out
}

// allForms builds the forms once, each algorithm's together, the English
// ones first.
var allForms = sync.OnceValue(func() []*Form {
	return []*Form{walkthroughEnglish(), walkthrough(), aimaForm(true), textbookAlphaBetaTT(), labMinimax(), slidesMinimax(), aimaForm(false), labNegamax(), labAlphaBetaNegamax(),
		notesFailHard(), slidesAlphaBeta(), labAlphaBeta(), bratko(), slidesStage1English(), slidesStage1Form(), slidesStage2English(), slidesStage2Form(),
		aimaExpectiminimax(), textbookPVS(), textbookIterative(), textbookMTDF(), textbookStar1(), aimaMCTS()}
})

// Default returns the default form of algorithm a in language l, or
// ErrNoForm: the algorithm's first form in l's language (the Romanian lab
// handout's alpha-beta in Romanian), else its first in English.
func Default(a search.Algorithm, l *i18n.Lang) (*Form, error) {
	return pick(func(f *Form) bool { return f.Algorithm == a && !f.TT }, l, a)
}

// pick returns the first form that matches in l's language, else the
// first that matches in English, else the first that matches.
func pick(match func(*Form) bool, l *i18n.Lang, a search.Algorithm) (*Form, error) {
	lang := "en"
	if l != nil {
		lang = l.Code()
	}
	var english, other *Form
	for _, f := range allForms() {
		switch {
		case !match(f):
		case f.Lang == lang || f.Lang == "" && lang == "en":
			return f, nil
		case f.Lang == "" && english == nil:
			english = f
		case other == nil:
			other = f
		}
	}
	switch {
	case english != nil:
		return english, nil
	case other != nil:
		return other, nil
	}
	return nil, fmt.Errorf("%w: %s", ErrNoForm, a)
}

// For returns the default form in language l of a search with options
// opt: its algorithm's, or the one written for it with a transposition
// table.
func For(opt search.Options, l *i18n.Lang) (*Form, error) {
	if opt.TT {
		if f, err := pick(func(f *Form) bool { return f.Algorithm == opt.Algorithm && f.TT }, l, opt.Algorithm); err == nil {
			return f, nil
		}
	}
	return Default(opt.Algorithm, l)
}

// Table says whether a search shown in form f uses a transposition
// table, tt being whether it does now: always with a form written for
// one, never with another form of an algorithm that has one (alpha-beta's
// walk-through has no table), as it is otherwise (MTD(f)'s listing reads
// its memory either way).
func (f *Form) Table(tt bool) bool {
	if f.TT {
		return true
	}
	for _, g := range allForms() {
		if g.Algorithm == f.Algorithm && g.TT {
			return false
		}
	}
	return tt
}

// Lookup returns the form named id ("default" or "": the default in
// language l of a search with options opt, as For gives it).
func Lookup(opt search.Options, id string, l *i18n.Lang) (*Form, error) {
	if id == "" || id == "default" {
		return For(opt, l)
	}
	for _, f := range allForms() {
		if f.ID == id {
			return f, nil
		}
	}
	return nil, fmt.Errorf("%w: %q", ErrNoForm, id)
}

// IDs lists the forms' names, for messages.
func IDs() []string {
	var out []string
	for _, f := range allForms() {
		out = append(out, f.ID)
	}
	return out
}

// Statement returns the code of line i (0-based) as Text shows it,
// without its indentation or comment.
func (f *Form) Statement(i int, opt search.Options, l *i18n.Lang) string {
	ln := f.Lines[i]
	switch {
	case opt.Strict && ln.Strict != "":
		return ln.Strict
	case l.Code() == "ro" && ln.Ro != "":
		return ln.Ro
	}
	return ln.Code
}

// Changed returns, for each line of f, whether it is new or changed
// since the listing before (its statement at its depth of nesting): the
// lines outside a longest common subsequence of the two. The depth keeps
// a closing brace of a new block apart from the loop's after it. Every line is
// unchanged when before is nil.
func (f *Form) Changed(before *Form, opt search.Options, l *i18n.Lang) []bool {
	out := make([]bool, len(f.Lines))
	if before == nil {
		return out
	}
	a, b := before.statements(opt, l), f.statements(opt, l)
	// lcs[i][j]: the longest common subsequence of a[i:] and b[j:].
	lcs := make([][]int, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for j < len(b) {
		switch {
		case i < len(a) && a[i] == b[j]:
			i, j = i+1, j+1
		case i < len(a) && lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			out[j] = true
			j++
		}
	}
	return out
}

// statements returns every line's Statement.
func (f *Form) statements(opt search.Options, l *i18n.Lang) []string {
	out := make([]string, len(f.Lines))
	for i := range f.Lines {
		out[i] = strings.Repeat("\t", f.Lines[i].Indent) + f.Statement(i, opt, l)
	}
	return out
}

// Text returns line i (0-based) as shown: indented four spaces a level,
// its cutoff strict or not as opt asks, its comment in language l.
func (f *Form) Text(i int, opt search.Options, l *i18n.Lang) string {
	ln := f.Lines[i]
	s := strings.Repeat("    ", ln.Indent) + f.Statement(i, opt, l)
	if ln.Note != "" {
		s += "  " + f.comment + " " + l.T(ln.Note)
	}
	return s
}

// Comment returns what starts a comment in the form's language ("#",
// "//", "%").
func (f *Form) Comment() string { return f.comment }

// Listing returns every line as Text does.
func (f *Form) Listing(opt search.Options, l *i18n.Lang) []string {
	out := make([]string, len(f.Lines))
	for i := range f.Lines {
		out[i] = f.Text(i, opt, l)
	}
	return out
}

// Lit returns the lines (1-based, in order) step k of tr executes: none
// for a trace of another algorithm.
func (f *Form) Lit(tr *search.Trace, k int) []int {
	if tr == nil || tr.Options.Algorithm != f.Algorithm || k < 0 || k >= tr.Len() {
		return nil
	}
	s := tr.StepAt(k)
	node := s.Node
	if s.Kind == search.Start || s.Kind == search.End {
		node = tree.Root
	}
	player := maxi
	switch tr.Kinds[node] {
	case tree.Min:
		player = mini
	case tree.Chance:
		player = chance
	}
	leaf := tr.Tree.Nodes[node].IsLeaf() || tr.DepthAt(k, node) == 0
	var lit []int
	for i, ln := range f.Lines {
		switch {
		case ln.side != both && ln.side != player,
			ln.when == ifYes && !s.Yes, ln.when == ifNo && s.Yes,
			ln.leaf && !leaf, ln.inner && leaf,
			ln.only != nil && !ln.only(tr, k):
			continue
		}
		for _, kind := range ln.on {
			if kind == s.Kind {
				lit = append(lit, i+1)
				break
			}
		}
	}
	return lit
}

// Var is a variable of the current call, by the form's name for it.
type Var struct{ Name, Value string }

// Vars returns the variables of the call step k of tr belongs to, after
// the step, named as the form names them, their values as language l
// writes them.
func (f *Form) Vars(tr *search.Trace, k int, l *i18n.Lang) []Var {
	if tr == nil || k < 0 || k >= tr.Len() {
		return nil
	}
	s := tr.StepAt(k)
	num := func(v float64) string { return l.Decimal(tree.RoundedValue(v)) }
	if f.top != nil && (s.Kind == search.Start || s.Kind == search.Phase || s.Kind == search.End) {
		return f.top(tr, k, num)
	}
	node := s.Node
	if s.Kind == search.Start || s.Kind == search.End {
		node = tree.Root
	}
	st := tr.At(k).Node(node)
	if f.beforeCut != nil {
		if j := f.beforeCut(tr, k); j >= 0 {
			st.State = tr.Before(j)
		}
	}
	var out []Var
	add := func(name, value string) {
		if name != "" && value != "" {
			out = append(out, Var{name, value})
		}
	}
	names := f.vars
	if l.Code() == "ro" && f.varsRo != (Names{}) {
		names = f.varsRo
	}
	minNode := tr.Kinds[node] == tree.Min
	leaf := tr.Tree.Nodes[node].IsLeaf() || tr.DepthAt(k, node) == 0
	// Memory's bounds are read before a call narrows a or b: a Recall
	// speaks of the window as called, and of no value yet.
	recall := s.Kind == search.Recall
	if st.HasWindow() {
		alpha, beta := names.Alpha, names.Beta
		if names.MaxAlpha != "" && tr.Kinds[node] == tree.Max && !leaf && !recall {
			alpha = names.MaxAlpha
		}
		if names.MinBeta != "" && minNode && !leaf && !recall {
			beta = names.MinBeta
		}
		if !names.Threshold || minNode {
			add(alpha, num(st.Alpha))
		}
		if !names.Threshold || !minNode {
			add(beta, num(st.Beta))
		}
	}
	if st.HasV() && (!leaf || names.LeafV) && !recall {
		v := names.V
		if names.VMin != "" && minNode {
			v = names.VMin
		}
		add(v, num(st.V))
	}
	if st.Chosen != tree.None {
		add(names.Chosen, tr.Tree.Name(st.Chosen))
	}
	add(names.Depth, fmt.Sprint(tr.DepthAt(k, node)))
	if f.extra != nil {
		out = append(out, f.extra(tr, k, num)...)
	}
	return out
}

// Frame is a call under way: its number, its node and the window it
// was called with (NaN where the algorithm keeps none).
type Frame struct {
	Call        int
	Node        tree.NodeID
	Alpha, Beta float64
}

// Stack returns the calls under way at step k of tr, the root's first:
// the node of step k and its ancestors, each with the window it holds.
func Stack(tr *search.Trace, k int) []Frame {
	if tr == nil || k < 0 || k >= tr.Len() || tr.Samples() { // Monte Carlo tree search makes no calls
		return nil
	}
	s := tr.StepAt(k)
	if s.Kind == search.Start || s.Kind == search.End {
		return nil
	}
	snap := tr.At(k)
	var out []Frame
	for id := s.Node; id != tree.None; id = tr.Tree.Nodes[id].Parent {
		st := snap.Node(id)
		out = append(out, Frame{Call: tr.CallNumber(id), Node: id, Alpha: st.Alpha, Beta: st.Beta})
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
