package dotread

import (
	"slices"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// The attributes a tree needs of a DOT node, and of an edge.
const (
	attrLabel = iota
	attrShape
	attrKind
	attrValue
	attrEstimate
	attrTreeLabel // gametree's own: a node's name, move and position, as written
	attrTreeMove
	attrTreePosition
	nodeAttrs
)

const (
	edgeLabel = iota
	edgeProbability
	edgeAttrs
)

var (
	nodeAttrIDs = map[string]int{"label": attrLabel, "shape": attrShape, "kind": attrKind, "value": attrValue, "estimate": attrEstimate,
		"gametree_label": attrTreeLabel, "gametree_move": attrTreeMove, "gametree_position": attrTreePosition}
	edgeAttrIDs = map[string]int{"label": edgeLabel, "probability": edgeProbability}
)

// dotGraph is a DOT graph as Graphviz's parser builds it, keeping only
// what a tree needs: the nodes in the order they were made, each with
// the attributes above and its out-edges in the order they were made.
type dotGraph struct {
	// name is the graph's name ("" when it has none); title its label;
	// treeTitle and game, gametree's own attributes of a drawing of ours
	// (gametree_title, gametree_game).
	name, title     string
	treeTitle, game string
	nodes           []dotNode
	index           map[string]int32
	edges           int
}

type dotNode struct {
	name  string
	attrs [nodeAttrs]string
	out   []dotEdge
}

type dotEdge struct {
	head  int32
	attrs [edgeAttrs]string
}

// scope is the root graph or a subgraph: the defaults its node and edge
// statements set (seen through from its subgraphs, as Graphviz does),
// and the nodes in it.
type scope struct {
	parent     *scope
	nodeDef    [nodeAttrs]string
	nodeSet    [nodeAttrs]bool
	edgeDef    [edgeAttrs]string
	edgeSet    [edgeAttrs]bool
	members    []int32
	member     map[int32]bool
	subgraphs  map[string]*scope // named subgraphs, which a later statement may reopen
	pairs      map[[2]int32]bool // in a strict graph, the tails and heads of the edges in it
	graphLabel string
	graphData  [2]string // the root's gametree_title and gametree_game
}

// operand is one side of an edge: a list of nodes, or a subgraph, whose
// nodes are taken when the statement ends (a later part of it may reopen
// the subgraph and add some).
type operand struct {
	nodes    []int32
	subgraph *scope
}

// members returns the operand's nodes; a subgraph's in the order they
// were made, the order Graphviz walks them in.
func (op operand) members() []int32 {
	if op.subgraph == nil {
		return op.nodes
	}
	nodes := slices.Clone(op.subgraph.members)
	slices.Sort(nodes)
	return nodes
}

// parser reads DOT text as Graphviz's grammar does (cgraph's grammar.y):
// nodes are made where first named, take the node defaults in force in
// the (sub)graph that names them, and belong to it and every graph
// around it; an edge statement between subgraphs makes an edge from every
// node of one to every node of the next, tails in the order the nodes were
// made, then heads. It counts nodes and edges as it goes and stops at the
// limits before making more.
type parser struct {
	x      lexer
	tok    token
	g      *dotGraph
	root   *scope
	strict bool
	// limit is the most tree nodes wanted, capacity the limit or fewer
	// when the memory budget holds fewer (tree.Capacity); graphs named
	// gametree hold a drawing besides the tree and are held to
	// MaxGraphNodes only.
	limit, capacity int
	// strictEdges finds the first edge from tail to head of a strict
	// graph, by its place among the tail's edges; keyed the edge from
	// tail to head with a key.
	strictEdges map[[2]int32]int
	keyed       map[keyedEdge]int
	// depth is how deep the subgraph being read is nested; work counts
	// the nodes put in subgraphs (once for each subgraph around them) and
	// taken from them for edges.
	depth, work int
}

// keyedEdge names an edge with a key: tail, head and key.
type keyedEdge struct {
	tail, head int32
	key        string
}

// MaxNesting is the deepest subgraphs may be nested (Graphviz stops at
// 5,000 with its parser's stack), and MaxWork the most nodes put in
// subgraphs, once for each subgraph around them, and taken from them for
// edges: ten for every node of the largest graph read, and a
// bound on the time and memory subgraphs take.
const (
	MaxNesting = 1000
	MaxWork    = 10 * MaxGraphNodes
)

// parseDOT reads the first graph of src.
func parseDOT(src string, limit int) (*dotGraph, error) {
	p := &parser{x: lexer{src: src}, g: &dotGraph{index: map[string]int32{}}, limit: limit, capacity: tree.Capacity(limit)}
	p.root = &scope{}
	p.root.nodeDef[attrLabel], p.root.nodeSet[attrLabel] = `\N`, true // Graphviz's default: the node's name
	if err := p.advance(); err != nil {
		return nil, err
	}
	if p.tok.keyword == "strict" {
		p.strict = true
		p.strictEdges = map[[2]int32]int{}
		if err := p.advance(); err != nil {
			return nil, err
		}
	}
	switch p.tok.keyword {
	case "digraph":
	case "graph":
		return nil, i18n.Wrap(ErrUndirected, "dot.undirected")
	default:
		return nil, p.expected("dot.want_digraph")
	}
	if err := p.advance(); err != nil {
		return nil, err
	}
	if p.tok.kind == tokID && p.tok.keyword == "" {
		p.g.name = p.tok.text
		if err := p.advance(); err != nil {
			return nil, err
		}
	}
	if err := p.body(p.root); err != nil {
		return nil, err
	}
	if p.tok.kind != tokEOF {
		return nil, errAt(p.x.src, p.tok.pos, tree.ErrSyntax, "dot.after_graph", "Found", p.tok.describe())
	}
	p.g.title = p.root.graphLabel
	p.g.treeTitle, p.g.game = p.root.graphData[0], p.root.graphData[1]
	return p.g, nil
}

func (p *parser) advance() (err error) {
	p.tok, err = p.x.next()
	return err
}

// expected is a syntax error at the current token: want (a message) was
// expected.
func (p *parser) expected(want string) error {
	return errAt(p.x.src, p.tok.pos, tree.ErrSyntax, "dot.expected", "Want", i18n.New(want), "Found", p.tok.describe())
}

// body reads { statements } of scope s.
func (p *parser) body(s *scope) error {
	if p.tok.kind != tokLBrace {
		return p.expected("dot.want_lbrace")
	}
	if err := p.advance(); err != nil {
		return err
	}
	for p.tok.kind != tokRBrace {
		if p.tok.kind == tokEOF {
			return p.expected("dot.want_rbrace")
		}
		if err := p.statement(s); err != nil {
			return err
		}
		if p.tok.kind == tokSemi {
			if err := p.advance(); err != nil {
				return err
			}
		}
	}
	return p.advance()
}

// statement reads one statement: node, edge or graph attributes, ID = ID,
// or nodes and subgraphs joined by edges.
func (p *parser) statement(s *scope) error {
	switch p.tok.keyword {
	case "graph", "node", "edge":
		kind := p.tok.keyword
		if err := p.advance(); err != nil {
			return err
		}
		if p.tok.kind != tokLBrack {
			return p.expected("dot.want_lbrack")
		}
		attrs, err := p.attrLists()
		if err != nil {
			return err
		}
		p.defaults(s, kind, attrs)
		return nil
	case "digraph", "strict":
		return p.expected("dot.want_statement")
	}
	if p.tok.kind == tokID && p.tok.keyword == "" { // ID = ID, a graph attribute
		save, saveTok := p.x.pos, p.tok
		name := p.tok.text
		if err := p.advance(); err != nil {
			return err
		}
		if p.tok.kind == tokEqual {
			if err := p.advance(); err != nil {
				return err
			}
			if p.tok.kind != tokID {
				return p.expected("dot.want_value")
			}
			p.defaults(s, "graph", []attr{{name, p.tok.text}})
			return p.advance()
		}
		p.x.pos, p.tok = save, saveTok
	}
	start := p.tok.pos
	ops := []operand{}
	for {
		op, err := p.operand(s)
		if err != nil {
			return err
		}
		ops = append(ops, op)
		switch p.tok.kind {
		case tokArrow:
			if err := p.advance(); err != nil {
				return err
			}
			continue
		case tokDashes:
			return errAt(p.x.src, p.tok.pos, ErrUndirected, "dot.undirected_edge")
		}
		break
	}
	var attrs []attr
	if p.tok.kind == tokLBrack {
		var err error
		if attrs, err = p.attrLists(); err != nil {
			return err
		}
	}
	if len(ops) == 1 {
		if ops[0].subgraph == nil { // attributes after a lone subgraph go nowhere, as in Graphviz
			for _, n := range ops[0].nodes {
				p.setNode(n, attrs)
			}
		}
		return nil
	}
	return p.makeEdges(s, start, ops, attrs)
}

// operand reads a list of nodes (a, b:port, …) or a subgraph.
func (p *parser) operand(s *scope) (operand, error) {
	if p.tok.kind == tokLBrace || p.tok.keyword == "subgraph" {
		sub, err := p.subgraph(s)
		if err != nil {
			return operand{}, err
		}
		return operand{subgraph: sub}, nil
	}
	var op operand
	for {
		if p.tok.kind != tokID || p.tok.keyword != "" {
			return op, p.expected("dot.want_node")
		}
		n, err := p.node(s, p.tok)
		if err != nil {
			return op, err
		}
		op.nodes = append(op.nodes, n)
		if err := p.advance(); err != nil {
			return op, err
		}
		for range 2 { // :port and :compass, which a tree does not need
			if p.tok.kind != tokColon {
				break
			}
			if err := p.advance(); err != nil {
				return op, err
			}
			if p.tok.kind != tokID {
				return op, p.expected("dot.want_port")
			}
			if err := p.advance(); err != nil {
				return op, err
			}
		}
		if p.tok.kind != tokComma {
			return op, nil
		}
		if err := p.advance(); err != nil {
			return op, err
		}
	}
}

// subgraph reads [subgraph [name]] { statements }, reopening a named
// subgraph of s met before.
func (p *parser) subgraph(s *scope) (*scope, error) {
	if p.depth >= MaxNesting {
		return nil, errAt(p.x.src, p.tok.pos, tree.ErrTooDeep, "dot.nested_too_deep", "Max", MaxNesting)
	}
	p.depth++
	defer func() { p.depth-- }()
	name := ""
	if p.tok.keyword == "subgraph" {
		if err := p.advance(); err != nil {
			return nil, err
		}
		if p.tok.kind == tokID && p.tok.keyword == "" {
			name = p.tok.text
			if err := p.advance(); err != nil {
				return nil, err
			}
		}
	}
	sub := s.subgraphs[name]
	if sub == nil || name == "" {
		sub = &scope{parent: s, member: map[int32]bool{}}
		if name != "" {
			if s.subgraphs == nil {
				s.subgraphs = map[string]*scope{}
			}
			s.subgraphs[name] = sub
		}
	}
	return sub, p.body(sub)
}

// node returns the node named by t, made in scope s if it is new, and
// puts it in s and the graphs around s.
func (p *parser) node(s *scope, t token) (int32, error) {
	n, ok := p.g.index[t.text]
	if !ok {
		if len(p.g.nodes) >= MaxGraphNodes {
			return 0, errAt(p.x.src, t.pos, ErrGraphTooBig, "dot.too_many_graph_nodes", "Limit", MaxGraphNodes)
		}
		if p.g.name != exportGraphName && len(p.g.nodes) >= p.capacity {
			return 0, tooMany(p.limit)
		}
		n = int32(len(p.g.nodes))
		d := dotNode{name: t.text}
		for a := range nodeAttrs {
			for sc := s; sc != nil; sc = sc.parent {
				if sc.nodeSet[a] {
					d.attrs[a] = sc.nodeDef[a]
					break
				}
			}
		}
		p.g.nodes = append(p.g.nodes, d)
		p.g.index[t.text] = n
	}
	for sc := s; sc != p.root && !sc.member[n]; sc = sc.parent {
		if p.work++; p.work > MaxWork {
			return 0, errAt(p.x.src, t.pos, ErrGraphTooBig, "dot.too_much_nesting", "Limit", MaxWork)
		}
		sc.member[n] = true
		sc.members = append(sc.members, n)
	}
	return n, nil
}

// attr is one name=value of an attribute list.
type attr struct{ name, value string }

// attrLists reads [a=b, c=d; e=f] [g=h] …
func (p *parser) attrLists() ([]attr, error) {
	var attrs []attr
	for p.tok.kind == tokLBrack {
		if err := p.advance(); err != nil {
			return nil, err
		}
		for p.tok.kind != tokRBrack {
			if p.tok.kind != tokID {
				return nil, p.expected("dot.want_attr")
			}
			name := p.tok.text
			if err := p.advance(); err != nil {
				return nil, err
			}
			if p.tok.kind != tokEqual {
				return nil, p.expected("dot.want_equal")
			}
			if err := p.advance(); err != nil {
				return nil, err
			}
			if p.tok.kind != tokID {
				return nil, p.expected("dot.want_value")
			}
			attrs = append(attrs, attr{name, p.tok.text})
			if err := p.advance(); err != nil {
				return nil, err
			}
			if p.tok.kind == tokComma || p.tok.kind == tokSemi {
				if err := p.advance(); err != nil {
					return nil, err
				}
			}
		}
		if err := p.advance(); err != nil {
			return nil, err
		}
	}
	return attrs, nil
}

// defaults applies graph, node or edge [attributes] in scope s: the root
// graph's label is the title; node and edge attributes are defaults for
// the nodes and edges made in s from here on.
func (p *parser) defaults(s *scope, kind string, attrs []attr) {
	for _, a := range attrs {
		switch kind {
		case "graph":
			switch a.name {
			case "label":
				s.graphLabel = a.value
			case "gametree_title":
				s.graphData[0] = a.value
			case "gametree_game":
				s.graphData[1] = a.value
			}
		case "node":
			if i, ok := nodeAttrIDs[a.name]; ok {
				s.nodeDef[i], s.nodeSet[i] = a.value, true
			}
		case "edge":
			if i, ok := edgeAttrIDs[a.name]; ok {
				s.edgeDef[i], s.edgeSet[i] = a.value, true
			}
		}
	}
}

// setNode sets a node's attributes.
func (p *parser) setNode(n int32, attrs []attr) {
	for _, a := range attrs {
		if i, ok := nodeAttrIDs[a.name]; ok {
			p.g.nodes[n].attrs[i] = a.value
		}
	}
}

// makeEdges makes the edges of a statement a -> b -> … starting at byte
// start, each with the edge defaults of s and then attrs; an edge a
// strict graph (or a key) already has is not made again, only given the
// attributes. It first counts them, and refuses more than MaxGraphEdges
// in all before making any.
func (p *parser) makeEdges(s *scope, start int, ops []operand, attrs []attr) error {
	sides := make([][]int32, len(ops))
	for i, op := range ops {
		if op.subgraph != nil {
			if p.work += len(op.subgraph.members); p.work > MaxWork {
				return errAt(p.x.src, start, ErrGraphTooBig, "dot.too_much_nesting", "Limit", MaxWork)
			}
		}
		sides[i] = op.members()
	}
	count := 0
	for i := 0; i+1 < len(sides); i++ {
		count += len(sides[i]) * len(sides[i+1]) // each side has at most MaxGraphNodes
		if p.g.edges+count > MaxGraphEdges {
			return errAt(p.x.src, start, ErrGraphTooBig, "dot.too_many_edges", "Limit", MaxGraphEdges)
		}
	}
	key, hasKey := "", false
	for _, a := range attrs {
		if a.name == "key" {
			key, hasKey = a.value, true
		}
	}
	if hasKey && p.strict {
		// Graphviz can then make a second edge between two nodes, and
		// which of the two a later statement sets depends on its search
		// trees: not a reading a tree should depend on.
		return errAt(p.x.src, start, tree.ErrSyntax, "dot.strict_key")
	}
	var def [edgeAttrs]string
	for a := range edgeAttrs {
		for sc := s; sc != nil; sc = sc.parent {
			if sc.edgeSet[a] {
				def[a] = sc.edgeDef[a]
				break
			}
		}
	}
	for i := 0; i+1 < len(sides); i++ {
		for _, tail := range sides[i] {
			for _, head := range sides[i+1] {
				e := p.edge(s, tail, head, key, hasKey, def)
				if e == nil {
					continue
				}
				for _, a := range attrs {
					if k, ok := edgeAttrIDs[a.name]; ok {
						e.attrs[k] = a.value
					}
				}
			}
		}
	}
	return nil
}

// edge returns the edge from tail to head made by a statement in scope s,
// as Graphviz's agedge does: the one with the same key if there is one;
// in a strict graph without a key the one already made, if any; else a
// new edge with attributes def. A strict graph makes no second edge from
// a node to another where s already holds one (nil: Graphviz then sets
// nothing), but, as in Graphviz, one keyed differently from an edge of
// another subgraph is made.
func (p *parser) edge(s *scope, tail, head int32, key string, hasKey bool, def [edgeAttrs]string) *dotEdge {
	out := p.g.nodes[tail].out
	pair := [2]int32{tail, head}
	found := -1
	switch {
	case hasKey:
		if i, ok := p.keyed[keyedEdge{tail, head, key}]; ok {
			found = i
		}
	case p.strict:
		if i, ok := p.strictEdges[pair]; ok {
			found = i
		}
	}
	if found >= 0 {
		p.holds(s, pair)
		return &out[found]
	}
	if p.strict {
		if _, ok := p.strictEdges[pair]; ok && (s == p.root || s.pairs[pair]) {
			return nil
		}
		if _, ok := p.strictEdges[pair]; !ok {
			p.strictEdges[pair] = len(out)
		}
		p.holds(s, pair)
	}
	if hasKey {
		if p.keyed == nil {
			p.keyed = map[keyedEdge]int{}
		}
		p.keyed[keyedEdge{tail, head, key}] = len(out)
	}
	p.g.edges++
	p.g.nodes[tail].out = append(out, dotEdge{head: head, attrs: def})
	return &p.g.nodes[tail].out[len(out)]
}

// holds notes that scope s and the subgraphs around it hold an edge from
// pair[0] to pair[1] (a strict graph's rule needs it).
func (p *parser) holds(s *scope, pair [2]int32) {
	if !p.strict {
		return
	}
	for sc := s; sc != p.root && !sc.pairs[pair]; sc = sc.parent {
		if sc.pairs == nil {
			sc.pairs = map[[2]int32]bool{}
		}
		sc.pairs[pair] = true
	}
}
