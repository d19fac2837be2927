package search

import (
	"context"
	"fmt"
	"math"
	"sort"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// ErrStrictMTDF is returned for MTD(f) with the strict cutoff (α > β):
// its null windows need the cutoff at α ≥ β.
var ErrStrictMTDF = i18n.New("search.mtdf_strict")

// ErrStrictBratko is returned for Bratko's program with the strict
// cutoff: its tests are strict as written (Val > Beta, Val < Alpha).
var ErrStrictBratko = i18n.New("search.bratko_strict")

// ErrStrictMCTS is returned for Monte Carlo tree search with the strict
// cutoff: it keeps no window and cuts nothing off.
var ErrStrictMCTS = i18n.New("search.mcts_strict")

// ErrNoEstimate is returned when a depth limit stops the search at an inner
// node that has no estimate.
var ErrNoEstimate = i18n.New("search.no_estimate")

// chunkBits sets the size of the blocks steps are stored in (65,536 steps),
// so that a long trace grows without copying what it already holds.
const chunkBits = 16

// Trace is the record of one search: every step in order, and indexes that
// make a snapshot at any step cheap. It is read-only once Run returns.
type Trace struct {
	Outcome

	chunks [][]Step
	len    int
	// Per node: the step of its call and of its return (or evaluation),
	// the step that pruned it (or an ancestor), its call number; -1 or 0
	// when it never happened.
	enter, exit, pruned, callNo []int32
	// final is every node's state after its return, so that snapshots read
	// returned nodes from one compact array.
	final []State
	// own lists, node by node, the steps whose Node is that node:
	// own[ownStart[n]:ownStart[n+1]], in order.
	own, ownStart []int32
	// coarse lists the steps of the coarse view: start, calls, leaves,
	// returns, end.
	coarse []int32
	// minimax is what minimax does on the same tree and depth limit.
	minimax Stats
	// revisits says a node was called more than once (a PVS re-search, an
	// MTD(f) pass): enter, exit, pruned, callNo and final then hold each
	// node's last call, and snapshots read the steps themselves (see
	// Snapshot.revisited). phases are the Phase steps, calls the step of
	// every call in order (call N is calls[N-1]), kept only then.
	revisits bool
	phases   []int32
	calls    []int32
	// events counts, node by node, its calls and the cutoffs that skipped
	// it (up to 2): a node with one event at most in a search without
	// phases is read as in a search without revisits.
	events []uint8
	// sampling is Monte Carlo tree search's record beside its steps (nil
	// for the other algorithms).
	sampling *sampling
}

// Outcome is what every search says, a Trace's or a Result's: the tree
// and options, who moves where, the value, the principal variation and
// the counts.
type Outcome struct {
	// Tree is the tree searched; it must not change while the outcome is
	// used.
	Tree *tree.Tree
	// Options are the settings the search ran with.
	Options Options
	// Kinds says who moves at every node.
	Kinds []tree.Kind
	// Levels is every node's distance from the root.
	Levels []int32
	// RootDepth is the remaining depth at the root: the depth limit, or the
	// tree's height when there is none.
	RootDepth int
	// Stats counts calls, evaluations, cutoffs and pruned nodes.
	Stats Stats
	// Value is the root's value from MAX's point of view.
	Value float64
	// PV is the principal variation: the root, its chosen child, that
	// child's chosen child, and so on.
	PV []tree.NodeID
	// Delta is the width δ of the null windows (α, α + δ) of PVS and
	// MTD(f): 1 on a tree of whole numbers, 0.1 on one of tenths, 0 where
	// the values are on no such grid and windows are one float64 wide
	// (and for the other algorithms).
	Delta float64
	// Bounds are the bounds on leaf values Star1 used: Options.Bounds, or
	// when those are not set the least and the greatest value in the tree
	// (zero for the other algorithms).
	Bounds Bounds
}

// outcome is what a search of t with opt starts from.
func (sh shape) outcome(t *tree.Tree, opt Options) Outcome {
	o := Outcome{Tree: t, Options: opt, Kinds: sh.kinds, Levels: sh.levels, RootDepth: sh.rootDepth, Bounds: sh.bounds}
	if opt.Algorithm.Revisits() {
		o.Delta, _ = granule(t)
	}
	return o
}

// Check says whether opt can search t, as Run would refuse it, without
// searching: a missing estimate (ErrNoEstimate), a chance node
// (ErrChance), a value outside Star1's bounds, a bad option.
func Check(t *tree.Tree, opt Options) error {
	_, err := prepare(t, opt)
	return err
}

// Run searches t with opt and records every step. It stops early, with
// ctx's error, when ctx is cancelled.
func Run(ctx context.Context, t *tree.Tree, opt Options) (*Trace, error) {
	sh, err := prepare(t, opt)
	if err != nil {
		return nil, err
	}
	tr := &Trace{Outcome: sh.outcome(t, opt)}
	if opt.Algorithm.Samples() {
		return tr, tr.sample(ctx, sh, opt)
	}
	value, err := run(sh, opt, &builder{ctx: ctx, tr: tr})
	if err != nil {
		return nil, err
	}
	tr.finish(value)
	return tr, nil
}

// prepare checks the tree and options and works out who moves where and
// how deep the search goes.
func prepare(t *tree.Tree, opt Options) (shape, error) {
	if err := t.Validate(); err != nil {
		return shape{}, fmt.Errorf("search: %w", err)
	}
	if opt.Depth < 0 {
		return shape{}, i18n.New("search.negative_depth", "Depth", opt.Depth)
	}
	if int(opt.Algorithm) >= len(algorithmNames) {
		return shape{}, fmt.Errorf("search: %w %d", ErrUnknownAlgorithm, opt.Algorithm)
	}
	uses := opt.Algorithm.Uses()
	if opt.TT && !uses.Has(UseTable) {
		return shape{}, i18n.New("search.tt_algorithms", "Algorithm", opt.Algorithm.String())
	}
	if opt.Strict && !uses.Has(UseStrict) {
		if opt.Algorithm == Bratko {
			return shape{}, ErrStrictBratko
		}
		if opt.Algorithm == MCTS {
			return shape{}, ErrStrictMCTS
		}
		// With α > β a null window (β, β) appears, and a value equal to
		// both bounds says nothing about which side the true value is on.
		return shape{}, ErrStrictMTDF
	}
	if math.IsNaN(opt.Guess) || math.IsInf(opt.Guess, 0) {
		return shape{}, i18n.New("search.bad_guess", "Guess", i18n.Number(tree.FormatValue(opt.Guess)))
	}
	if math.IsNaN(opt.Aspiration) || math.IsInf(opt.Aspiration, 0) || opt.Aspiration < 0 {
		return shape{}, i18n.New("search.bad_aspiration", "Width", i18n.Number(tree.FormatValue(opt.Aspiration)))
	}
	if err := checkSampling(opt); err != nil {
		return shape{}, err
	}
	sh := shape{t: t, kinds: t.Kinds(opt.Root), levels: t.Levels(), rootDepth: t.Height()}
	if opt.Depth > 0 {
		sh.rootDepth = opt.Depth
	}
	if err := sh.checkChance(opt); err != nil {
		return shape{}, err
	}
	sh.bounds = opt.Bounds
	if opt.Algorithm.Uses().Has(UseBounds) && !sh.bounds.Set() {
		sh.bounds = sh.treeBounds()
	}
	if opt.Algorithm == Iterative { // every depth from 1 is a limit once
		for _, id := range t.Preorder() {
			if n := &t.Nodes[id]; sh.levels[id] > 0 && int(sh.levels[id]) < sh.rootDepth && !n.IsLeaf() && !n.HasEstimate {
				return shape{}, i18n.Wrap(ErrNoEstimate, "search.iterative_no_estimate", "Node", t.Name(id), "Depth", sh.levels[id])
			}
		}
	}
	if opt.Depth > 0 {
		for id, n := range t.Nodes {
			if int(sh.levels[id]) == opt.Depth && !n.IsLeaf() && !n.HasEstimate {
				return shape{}, i18n.Wrap(ErrNoEstimate, "search.node_no_estimate", "Node", t.Name(tree.NodeID(id)), "Depth", opt.Depth)
			}
		}
	}
	return sh, nil
}

// checkChance refuses chance nodes to the algorithms that do not know
// them, and a search by Star1 with a leaf (or an estimate the search
// uses) outside its bounds; Star1 without bounds (opt.Bounds not Set)
// gets the tree's own: the least and the greatest value it evaluates.
func (sh shape) checkChance(opt Options) error {
	t := sh.t
	if !opt.Algorithm.Chance() && !opt.Algorithm.Samples() {
		for id := range t.Nodes {
			if sh.kinds[id] == tree.Chance && !t.Nodes[id].IsLeaf() {
				return i18n.Wrap(ErrChance, "search.chance_refused", "Algorithm", opt.Algorithm.Title(), "Node", t.Name(tree.NodeID(id)))
			}
		}
		return nil
	}
	if !opt.Algorithm.Uses().Has(UseBounds) || !opt.Bounds.Set() {
		return nil
	}
	return sh.within(opt.Bounds)
}

// within checks that every value the search evaluates, a leaf's or an
// estimate at the depth limit, lies within b.
func (sh shape) within(b Bounds) error {
	t := sh.t
	for id := range t.Nodes {
		n := &t.Nodes[id]
		d := sh.depth(tree.NodeID(id))
		v, used := n.Value, n.IsLeaf() && d >= 0
		if !n.IsLeaf() && d == 0 {
			v, used = n.Estimate, true
		}
		if used && (v < b.Low || v > b.High) {
			return i18n.New("search.outside_bounds", "Node", t.Name(tree.NodeID(id)), "Value", i18n.Number(tree.FormatValue(v)), "Bounds", i18n.Number(b.String()))
		}
	}
	return nil
}

// ErrChance is returned when an algorithm that knows no chance nodes
// meets one.
var ErrChance = i18n.New("search.chance")

// treeBounds returns the least and the greatest value the search
// evaluates: Star1's bounds when none are given.
func (sh shape) treeBounds() Bounds {
	b := Bounds{math.Inf(1), math.Inf(-1)}
	for id := range sh.t.Nodes {
		n := &sh.t.Nodes[id]
		switch d := sh.depth(tree.NodeID(id)); {
		case n.IsLeaf() && d >= 0:
			b = Bounds{math.Min(b.Low, n.Value), math.Max(b.High, n.Value)}
		case !n.IsLeaf() && d == 0:
			b = Bounds{math.Min(b.Low, n.Estimate), math.Max(b.High, n.Estimate)}
		}
	}
	return b
}

// run runs the chosen algorithm over the prepared tree with rec watching.
func run(sh shape, opt Options, rec recorder) (value float64, err error) {
	e := &engine{t: sh.t, kinds: sh.kinds, strict: opt.Strict, rec: rec, bounds: sh.bounds}
	if opt.Algorithm.Revisits() { // the null windows of PVS, MTD(f) and the aspiration windows
		e.delta, e.decimals = granule(sh.t)
	}
	if opt.TT {
		e.canon = transpositions(sh.t, sh.kinds)
	}
	defer func() {
		if r := recover(); r != nil {
			stop, ok := r.(stopped)
			if !ok {
				panic(r)
			}
			err = fmt.Errorf("search: %w", stop.err)
			if _, ok := stop.err.(i18n.Localized); ok { // said in the user's language
				err = stop.err
			}
		}
	}()
	if opt.Algorithm.Samples() {
		return 0, ErrSampled
	}
	rec.record(Step{Kind: Start, Node: tree.Root, Child: tree.None, Value: unknown(), Alpha: unknown(), Beta: unknown(), V: unknown(), Chosen: tree.None})
	inf := math.Inf(1)
	switch depth := sh.rootDepth; opt.Algorithm {
	case Minimax:
		value = e.minimax(tree.Root, depth)
	case Negamax:
		value = e.negamax(tree.Root, depth)
	case AlphaBeta:
		if opt.TT { // alpha-beta with a transposition table: AlphaBetaWithMemory, one full window
			e.memory = map[tree.NodeID]bounds{}
			value = e.withMemory(tree.Root, -inf, inf, depth)
		} else {
			value = e.alphaBeta(tree.Root, -inf, inf, depth)
		}
	case AlphaBetaFailHard:
		value = e.alphaBetaFailHard(tree.Root, -inf, inf, depth)
	case AlphaBetaNegamax:
		value = e.alphaBetaNegamax(tree.Root, -inf, inf, depth)
	case PVS:
		value = e.pvs(tree.Root, -inf, inf, depth)
	case MTDF:
		value = e.mtdf(depth, opt.Guess)
	case Iterative:
		value = e.iterative(depth, opt.Aspiration)
	case Expectimax:
		value = e.expectimax(tree.Root, depth)
	case Star1:
		value = e.alphaBeta(tree.Root, -inf, inf, depth)
	case Bratko:
		value = e.bratko(tree.Root, -inf, inf, depth)
	case SlidesStage1:
		threshold := inf // no MIN above the root: nothing to reach
		if sh.kinds[tree.Root] == tree.Min {
			threshold = -inf
		}
		value = e.slidesStage1(tree.Root, threshold, depth)
	case SlidesStage2:
		value = e.slidesStage2(tree.Root, -inf, inf, depth)
	}
	if opt.Algorithm.IsNegamax() && sh.kinds[tree.Root] == tree.Min {
		value = -value
	}
	return value, nil
}

// stopped carries a cancellation up through the recursion to run.
type stopped struct{ err error }

// builder is the recorder that keeps every step.
type builder struct {
	ctx   context.Context
	tr    *Trace
	stack []tree.NodeID // reused by prune
}

func (b *builder) record(s Step) {
	tr := b.tr
	k := tr.len
	if k&(1<<chunkBits-1) == 0 {
		if err := b.ctx.Err(); err != nil {
			panic(stopped{err})
		}
		size := 1 << chunkBits
		if k == 0 {
			b.prepare()
			// A small tree gets a small first block, grown by append.
			size = min(size, 4*tr.Tree.Len()+8)
		}
		tr.chunks = append(tr.chunks, make([]Step, 0, size))
	}
	last := &tr.chunks[len(tr.chunks)-1]
	*last = append(*last, s)
	tr.len++
	tr.Stats.count(&s)
	switch s.Kind {
	case Call:
		tr.revisits = tr.revisits || tr.enter[s.Node] >= 0
		tr.enter[s.Node] = int32(k)
		tr.callNo[s.Node] = int32(tr.Stats.Calls)
		tr.coarse = append(tr.coarse, int32(k))
	case Leaf, Return:
		tr.exit[s.Node] = int32(k)
		tr.final[s.Node] = s.State()
		tr.coarse = append(tr.coarse, int32(k))
	case Prune:
		sh := tr.shape()
		for _, c := range tr.Pruned(k) {
			b.stack = sh.prune(c, b.stack, &tr.Stats, func(id tree.NodeID) { tr.pruned[id] = int32(k) })
		}
	case Start:
		tr.coarse = append(tr.coarse, int32(k))
	case Backpropagate:
		if s.Node == tree.Root { // an iteration ends
			tr.coarse = append(tr.coarse, int32(k))
		}
	case Phase:
		tr.revisits = true
		tr.phases = append(tr.phases, int32(k))
		tr.coarse = append(tr.coarse, int32(k))
	}
}

func (b *builder) prepare() {
	n := b.tr.Tree.Len()
	tr := b.tr
	tr.enter, tr.exit, tr.pruned, tr.callNo = fill(n, -1), fill(n, -1), fill(n, -1), make([]int32, n)
	tr.final = make([]State, n)
}

func fill(n int, v int32) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// finish adds the End step, builds the per-node index and the principal
// variation.
func (tr *Trace) finish(value float64) {
	tr.Value = value
	root := tr.Step(tr.exit[tree.Root])
	end := Step{Kind: End, Node: tree.Root, Child: tree.None, Value: value, Alpha: root.Alpha, Beta: root.Beta, V: root.V, Chosen: root.Chosen}
	(&builder{ctx: context.Background(), tr: tr}).record(end)
	tr.coarse = append(tr.coarse, int32(tr.len-1))

	tr.index()
	n := tr.Tree.Len()

	if tr.revisits {
		tr.events = make([]uint8, n)
		count := func(id tree.NodeID) { tr.events[id] = min(2, tr.events[id]+1) }
		sh := tr.shape()
		var stack []tree.NodeID
		var ignored Stats
		k := int32(0)
		for _, chunk := range tr.chunks {
			for i := range chunk {
				switch s := &chunk[i]; s.Kind {
				case Call:
					tr.calls = append(tr.calls, k)
					count(s.Node)
				case Prune:
					for _, c := range prunedBy(tr.Tree, s) {
						stack = sh.prune(c, stack, &ignored, count)
					}
				}
				k++
			}
		}
	}
	for id := tree.Root; id != tree.None; id = tr.At(tr.len - 1).Node(id).Chosen {
		tr.PV = append(tr.PV, id)
	}
	tr.minimax = tr.shape().countMinimax()
}

// index sorts the steps by node (a counting sort): node n's are
// own[ownStart[n]:ownStart[n+1]], in order.
func (tr *Trace) index() {
	n := tr.Tree.Len()
	tr.ownStart = make([]int32, n+1)
	for _, chunk := range tr.chunks {
		for i := range chunk {
			tr.ownStart[chunk[i].Node+1]++
		}
	}
	for i := 1; i <= n; i++ {
		tr.ownStart[i] += tr.ownStart[i-1]
	}
	next := make([]int32, n)
	copy(next, tr.ownStart[:n])
	tr.own = make([]int32, tr.len)
	k := int32(0)
	for _, chunk := range tr.chunks {
		for i := range chunk {
			node := chunk[i].Node
			tr.own[next[node]] = k
			next[node]++
			k++
		}
	}
}

// Len returns the number of steps, Start and End included.
func (tr *Trace) Len() int { return tr.len }

// Last returns the number of the last step, which is how steps are
// counted wherever a person reads the count: step 0 is the start, before
// the first call, and the search's steps are 1 to Last, so a search "takes
// Last steps". The window's "Step N of Last", trace's numbers and solve's
// "steps" all say Last (Result.Last).
func (tr *Trace) Last() int { return tr.len - 1 }

// CoarseLast is Last in the coarse view: the number of its last step.
func (tr *Trace) CoarseLast() int { return len(tr.coarse) - 1 }

// Step returns step k (0 ≤ k < Len()).
func (tr *Trace) Step(k int32) *Step {
	return &tr.chunks[k>>chunkBits][k&(1<<chunkBits-1)]
}

// StepAt returns step k, clamped to the trace.
func (tr *Trace) StepAt(k int) Step {
	return *tr.Step(int32(tr.clamp(k)))
}

func (tr *Trace) clamp(k int) int {
	return max(0, min(k, tr.len-1))
}

// Coarse returns the steps of the coarse view (start, calls, leaf
// evaluations, returns, end) as indexes into the fine trace. The slice is
// shared: do not change it.
func (tr *Trace) Coarse() []int32 { return tr.coarse }

// CoarseIndex returns the position in Coarse() of the last coarse step at
// or before fine step k.
func (tr *Trace) CoarseIndex(k int) int {
	i := sort.Search(len(tr.coarse), func(i int) bool { return int(tr.coarse[i]) > k })
	return max(0, i-1)
}

// Depth returns the remaining depth a node is (or would be) called with.
func (tr *Trace) Depth(id tree.NodeID) int { return tr.shape().depth(id) }

// shape is the tree as the search sees it.
func (tr *Trace) shape() shape {
	return shape{t: tr.Tree, kinds: tr.Kinds, levels: tr.Levels, rootDepth: tr.RootDepth}
}

// BelowLimit reports whether a depth limit keeps the search from ever
// reaching the node.
func (tr *Trace) BelowLimit(id tree.NodeID) bool { return tr.Depth(id) < 0 }

// CallStep returns the step that called the node (its last call, when it
// was called more than once), or -1.
func (tr *Trace) CallStep(id tree.NodeID) int { return int(tr.enter[id]) }

// ReturnStep returns the step at which the node returned (or was
// evaluated; its last return when it was called more than once), or -1.
func (tr *Trace) ReturnStep(id tree.NodeID) int { return int(tr.exit[id]) }

// PruneStep returns the step that pruned the node or an ancestor (the
// last one), or -1.
func (tr *Trace) PruneStep(id tree.NodeID) int { return int(tr.pruned[id]) }

// Revisits reports whether some node was called more than once: the
// search went over part of the tree again (a PVS re-search, MTD(f)'s
// passes).
func (tr *Trace) Revisits() bool { return tr.revisits }

// PhaseAt returns the Phase step that begins the part of the search step
// k belongs to (an MTD(f) pass), or 0 (the Start) when there are none.
func (tr *Trace) PhaseAt(k int) int {
	i := sort.Search(len(tr.phases), func(i int) bool { return int(tr.phases[i]) > k })
	if i == 0 {
		return 0
	}
	return int(tr.phases[i-1])
}

// Phases returns the Phase steps in order. The slice is shared: do not
// change it.
func (tr *Trace) Phases() []int32 { return tr.phases }

// DepthAt returns the remaining depth node id is (or would be) called
// with in the part of the search step k belongs to: in iterative
// deepening, the depth of that iteration less the node's level.
func (tr *Trace) DepthAt(k int, id tree.NodeID) int {
	if tr.Options.Algorithm == Iterative {
		if p := tr.StepAt(tr.PhaseAt(k)); p.Kind == Phase {
			return int(p.Value) - int(tr.Levels[id])
		}
		return 1 - int(tr.Levels[id]) // before the first iteration
	}
	return tr.Depth(id)
}

// CallOf returns the number of the call step k belongs to: the call of
// step k's node that is running at step k (for a Call step, that call).
func (tr *Trace) CallOf(k int) int {
	k = tr.clamp(k)
	s := tr.Step(int32(k))
	if !tr.revisits {
		return int(tr.callNo[s.Node])
	}
	for c := int32(k); c >= 0; c = tr.ownBefore(s.Node, c-1) {
		if tr.Step(c).Kind == Call {
			return tr.CallsUpTo(int(c))
		}
	}
	return 0
}

// EntryWindow returns the window of the call step k belongs to as the
// call starts its work: the window it was called with, narrowed by what
// MTD(f)'s memory held on the node (a Recall step right after the call).
func (tr *Trace) EntryWindow(k int) (alpha, beta float64) {
	n := tr.CallOf(k)
	if n == 0 {
		return unknown(), unknown()
	}
	c := int32(tr.callStep(n))
	s := tr.Step(c)
	if c+1 < int32(tr.len) {
		if next := tr.Step(c + 1); next.Kind == Recall && next.Node == s.Node {
			s = next
		}
	}
	return s.Alpha, s.Beta
}

// Transposed maps every node to the first node, in preorder, of the same
// position with the same player to move (itself when it has no position):
// what a transposition table shares, and what a picture of the search
// space as a graph merges.
func (tr *Trace) Transposed() []tree.NodeID { return transpositions(tr.Tree, tr.Kinds) }

// callStep returns the step of call n (1 for the first).
func (tr *Trace) callStep(n int) int {
	if tr.revisits {
		return int(tr.calls[n-1])
	}
	for _, k := range tr.coarse {
		if s := tr.Step(k); s.Kind == Call && int(tr.callNo[s.Node]) == n {
			return int(k)
		}
	}
	return -1
}

// CallsUpTo returns how many calls were made up to and including step k.
func (tr *Trace) CallsUpTo(k int) int {
	if tr.revisits {
		return sort.Search(len(tr.calls), func(i int) bool { return int(tr.calls[i]) > k })
	}
	for i := tr.CoarseIndex(k); i >= 0; i-- {
		if s := tr.Step(tr.coarse[i]); s.Kind == Call {
			return int(tr.callNo[s.Node])
		}
	}
	return 0
}

// CallNumber returns the number of the call that entered the node (1 for
// the root; its last call when it was called more than once), or 0 when it
// was never called.
func (tr *Trace) CallNumber(id tree.NodeID) int { return int(tr.callNo[id]) }

// ownBefore returns the last step of node id at or before step k, or -1.
func (tr *Trace) ownBefore(id tree.NodeID, k int32) int32 {
	steps := tr.own[tr.ownStart[id]:tr.ownStart[id+1]]
	i := sort.Search(len(steps), func(i int) bool { return steps[i] > k })
	if i == 0 {
		return -1
	}
	return steps[i-1]
}

// Before returns the state of step k's node just before step k: what a
// comparison compared against.
func (tr *Trace) Before(k int) State {
	k = tr.clamp(k)
	s := tr.Step(int32(k))
	if prev := tr.ownBefore(s.Node, int32(k)-1); prev >= 0 {
		return tr.Step(prev).State()
	}
	return unset()
}

// Pruned returns the children a Prune step skipped, or nil for any other
// step.
func (tr *Trace) Pruned(k int) []tree.NodeID {
	s := tr.StepAt(k)
	return prunedBy(tr.Tree, &s)
}

// prunedBy returns the children a Prune step skipped, or nil for any other
// step.
func prunedBy(t *tree.Tree, s *Step) []tree.NodeID {
	if s.Kind != Prune {
		return nil
	}
	if !s.Yes {
		return []tree.NodeID{s.Child}
	}
	kids := t.Nodes[s.Node].Children
	for i, c := range kids {
		if c == s.Child {
			return kids[i:]
		}
	}
	return nil
}
