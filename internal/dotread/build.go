package dotread

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// build links the nodes into a tree, checks that it is one, and reads
// each node's label, value, estimate, kind and move.
func (g *graph) build() (*tree.Tree, error) {
	if len(g.nodes) == 0 {
		return nil, i18n.Wrap(tree.ErrEmptyInput, "dot.no_nodes")
	}
	if err := g.link(); err != nil {
		return nil, err
	}
	root, err := g.root()
	if err != nil {
		return nil, err
	}
	order, err := g.preorder(root)
	if err != nil {
		return nil, err
	}
	t := &tree.Tree{RootKind: tree.Max, Nodes: make([]tree.Node, 0, len(order))}
	newID := make([]tree.NodeID, len(g.nodes))
	for _, i := range order {
		n, err := g.treeNode(i)
		if err != nil {
			return nil, err
		}
		if i == root {
			t.Nodes = append(t.Nodes, n)
			t.Nodes[tree.Root].Parent = tree.None
			newID[i] = tree.Root
		} else {
			newID[i] = t.AddChild(newID[g.nodes[i].parent], n)
		}
	}
	switch {
	case g.ours: // as written, held to a title's rules
		if err := tree.CheckLine(g.title, "gametree_title", tree.MaxTitle); err != nil {
			return nil, err
		}
		t.Title, t.Game = g.title, g.game
	case len(g.title) <= tree.MaxTitle:
		t.Title = shownText(g.title, "", g.name)
	}
	implicitKinds(t)
	t.AutoLabel()
	if err := t.Validate(); err != nil { // cannot happen: build checked all of it
		return nil, err
	}
	return t, nil
}

// link gives every node its children, in the order of its edges, and
// its parent, refusing a second parent and an edge into itself.
func (g *graph) link() error {
	for i := range g.nodes {
		n := &g.nodes[i]
		for k, head := range n.heads {
			c, ok := g.index[head]
			if !ok {
				continue // a node of the drawing only (ours)
			}
			child := &g.nodes[c]
			switch {
			case c == int32(i):
				return i18n.Wrap(ErrCycle, "dot.self_loop", "Node", quote(n.name))
			case child.parent == int32(i):
				return i18n.Wrap(ErrTwoParents, "dot.edge_twice", "From", quote(n.name), "To", quote(child.name))
			case child.parent >= 0:
				return i18n.Wrap(ErrTwoParents, "dot.two_parents", "Node", quote(child.name),
					"First", quote(g.nodes[child.parent].name), "Second", quote(n.name))
			}
			child.parent, child.move, child.prob = int32(i), n.moves[k], n.probs[k]
			n.kids = append(n.kids, c)
		}
	}
	return nil
}

// root returns the one node without a parent.
func (g *graph) root() (int32, error) {
	root := int32(-1)
	for i, n := range g.nodes {
		if n.parent >= 0 {
			continue
		}
		if root >= 0 {
			return 0, i18n.Wrap(ErrTwoRoots, "dot.two_roots", "First", quote(g.nodes[root].name), "Second", quote(n.name))
		}
		root = int32(i)
	}
	if root < 0 { // every node has a parent: there is a cycle
		return 0, g.cycleAbove(0)
	}
	return root, nil
}

// cycleAbove names a node of the cycle found going up from node i, whose
// ancestors all have a parent.
func (g *graph) cycleAbove(i int32) error {
	for range g.nodes { // after as many steps as nodes, i is on the cycle
		i = g.nodes[i].parent
	}
	return i18n.Wrap(ErrCycle, "dot.cycle", "Node", quote(g.nodes[i].name))
}

// preorder lists the nodes from the root, refusing a tree deeper than
// tree.MaxDepth and nodes the root does not reach (they hang on a cycle).
func (g *graph) preorder(root int32) ([]int32, error) {
	type item struct{ i, depth int32 }
	order := make([]int32, 0, len(g.nodes))
	reached := make([]bool, len(g.nodes))
	stack := []item{{root, 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.depth > tree.MaxDepth {
			return nil, i18n.Wrap(tree.ErrTooDeep, "dot.too_deep", "Max", tree.MaxDepth)
		}
		order = append(order, it.i)
		reached[it.i] = true
		kids := g.nodes[it.i].kids
		for k := len(kids) - 1; k >= 0; k-- {
			stack = append(stack, item{kids[k], it.depth + 1})
		}
	}
	for i, ok := range reached {
		if !ok {
			return nil, g.cycleAbove(int32(i))
		}
	}
	return order, nil
}

// treeNode reads node i's label, value, estimate, kind and move.
func (g *graph) treeNode(i int32) (tree.Node, error) {
	d := &g.nodes[i]
	name := quote(d.name)
	var n tree.Node
	shown := shownText(d.label, d.name, g.name) // what Graphviz writes in the shape
	leaf := len(d.kids) == 0

	switch {
	case d.value != "" && !leaf:
		return n, i18n.Wrap(tree.ErrValueInner, "dot.inner_value", "Node", name)
	case d.value != "":
		v, err := finiteNumber(d.value, name, "value")
		if err != nil {
			return n, err
		}
		n.Value, n.HasValue = v, true
	case leaf && isNumber(shown):
		v, err := finiteNumber(shown, name, "label")
		if err != nil {
			return n, err
		}
		n.Value, n.HasValue = v, true
	case leaf:
		return n, i18n.Wrap(tree.ErrNoValue, "dot.leaf_no_value", "Node", name)
	}
	if d.estimate != "" {
		v, err := finiteNumber(d.estimate, name, "estimate")
		if err != nil {
			return n, err
		}
		n.Estimate, n.HasEstimate = v, true
	}

	switch k := strings.ToLower(strings.TrimSpace(d.kind)); {
	case k == "max":
		n.Kind = tree.Max
	case k == "min":
		n.Kind = tree.Min
	case k == "chance":
		n.Kind = tree.Chance
	case k != "":
		return n, i18n.Wrap(tree.ErrBadKind, "dot.bad_kind", "Node", name, "Kind", quote(d.kind))
	case strings.EqualFold(d.shape, "triangle"):
		n.Kind = tree.Max
	case strings.EqualFold(d.shape, "invtriangle"):
		n.Kind = tree.Min
	case g.ours && strings.EqualFold(d.shape, "ellipse") && !leaf:
		n.Kind = tree.Chance
	}
	if d.prob != "" {
		p, err := finiteNumber(d.prob, name, "probability")
		if err != nil {
			return n, err
		}
		n.Probability, n.HasProbability = p, true
	}

	switch {
	case d.exactLabel != "":
		n.Label = d.exactLabel
	case g.ours:
		n.Label = captionLabel(shownText(g.captions[strings.TrimPrefix(d.name, "n")], "", g.name), leaf)
	default:
		n.Label = shown
		if n.Label == "" || isNumber(n.Label) {
			n.Label = d.name // a number is a value (or V), not a name
		}
		if isNumber(n.Label) {
			n.Label = "" // AutoLabel names it
		}
	}
	n.Position = d.position
	n.Move = shownText(d.move, "", g.name)
	switch {
	case d.exactMove != "":
		n.Move = d.exactMove
	case g.ours && n.HasProbability: // the picture writes the probability after the move
		p := tree.FormatProbability(n.Probability)
		n.Move = strings.TrimSuffix(strings.TrimSuffix(n.Move, p), " ("+p+")")
	}
	for _, text := range []string{n.Label, n.Move, n.Position} {
		if chars := utf8.RuneCountInString(text); chars > tree.MaxText {
			return n, i18n.Wrap(tree.ErrTooLong, "dot.too_long", "Node", name, "Chars", chars, "Max", tree.MaxText)
		}
		if i := tree.FirstUnprintable(text, false); i >= 0 { // as written: not through shownText
			r, _ := utf8.DecodeRuneInString(text[i:])
			return n, i18n.Wrap(tree.ErrControl, "dot.unprintable", "Node", name, "Char", tree.RuneName(r))
		}
	}
	return n, nil
}

// callRE and windowRE match the texts gametree's export writes beside a
// node besides its label: its call number and its (α, β) window.
var (
	callRE   = regexp.MustCompile(`^(.*?) ?#[0-9]+$`)
	windowRE = regexp.MustCompile(`^\(.+, .+\)$`)
)

// captionLabel reads a node's label from its caption in a drawing of
// ours: the caption without its call number; nothing when the caption is
// the (α, β) window (labels were not shown).
func captionLabel(caption string, leaf bool) string {
	if m := callRE.FindStringSubmatch(caption); m != nil {
		caption = m[1]
	}
	if !leaf && windowRE.MatchString(caption) {
		return ""
	}
	return caption
}

// implicitKinds leaves out the kinds that alternation gives anyway, so
// that a tree drawn with every shape reads as the plain tree it is; a MIN
// root becomes the tree's RootKind.
func implicitKinds(t *tree.Tree) {
	kinds := t.Kinds(tree.Auto)
	for id := range t.Nodes {
		n := &t.Nodes[id]
		switch {
		case id == int(tree.Root) && kinds[id] != tree.Chance:
			t.RootKind, n.Kind = kinds[id], tree.Auto
		case id == int(tree.Root):
		case n.Kind == alternating(t, kinds, n.Parent):
			n.Kind = tree.Auto
		}
	}
}

// alternating is who moves at a child of node p when nothing says: the
// other player, or below a throw of dice the one who did not throw.
func alternating(t *tree.Tree, kinds []tree.Kind, p tree.NodeID) tree.Kind {
	for p != tree.None && kinds[p] == tree.Chance {
		p = t.Nodes[p].Parent
	}
	if p == tree.None {
		return tree.Max
	}
	return kinds[p].Opposite()
}

// finiteNumber reads attribute what of node name as a number, by the
// rule JSON reads numbers by (parseNumber).
func finiteNumber(s, name, what string) (float64, error) {
	if !isNumber(s) {
		return 0, i18n.Wrap(tree.ErrBadValue, "dot.bad_number", "Node", name, "Attr", what, "Text", quote(s))
	}
	v, problem := parseNumber(s)
	if problem != nil {
		return 0, i18n.Wrap(tree.ErrBadValue, "dot.bad_value", "Node", name, "Attr", what, "Problem", problem)
	}
	return v, nil
}

func quote(s string) string { return strconv.Quote(clip(s)) }

// clip shortens s to 40 characters for a message.
func clip(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:40]) + "…"
	}
	return s
}
