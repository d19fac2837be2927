package dotread

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/goccy/go-graphviz/cgraph"

	"gametree/i18n"
	"gametree/tree"
)

// graph is what a tree needs of a parsed DOT graph, copied out of
// Graphviz: nodes in the order they appear, with their attributes and
// their children's names in the order of their edges.
type graph struct {
	// name is the graph's name (\G in labels); title its label.
	name, title string
	// ours is set for a drawing of gametree's export: nodes n0, n1, … are
	// the tree, labelled by their captions tN_0.
	ours bool
	// nodes are the tree's nodes, index the position of each by name.
	nodes []node
	index map[string]int32
	// captions are the texts of the caption nodes of a drawing of ours,
	// by the number of the tree node they caption.
	captions map[string]string
}

// node is one DOT node of the tree.
type node struct {
	name                                string
	label, shape, kind, value, estimate string
	// heads are the names of the nodes its edges go to, in order, and
	// moves the edges' labels; move is the label of the edge into it.
	heads, moves []string
	move         string
	// probs are the edges' probability attributes (under a chance node),
	// prob the one of the edge into it.
	probs []string
	prob  string
	// kids are the positions of its children in graph.nodes once linked;
	// parent is -1 until then, or for the root.
	kids   []int32
	parent int32
}

// exportGraphName is the name gametree's DOT export gives its graph.
const exportGraphName = "gametree"

// copyGraph copies the tree's nodes and edges out of a parsed graph,
// refusing more than limit nodes before copying more.
func copyGraph(parsed *cgraph.Graph, limit int) (*graph, error) {
	g := &graph{index: map[string]int32{}, captions: map[string]string{}}
	g.name, _ = parsed.Name()
	if g.name == exportGraphName {
		if n, err := parsed.NodeByName("n0"); err == nil && n != nil {
			g.ours = true
		}
	}
	switch count, err := parsed.NodeNum(); {
	case err != nil:
		return nil, graphvizError(err)
	case count > MaxGraphNodes:
		return nil, i18n.Wrap(ErrGraphTooBig, "dot.too_many_graph_nodes", "Limit", MaxGraphNodes)
	case !g.ours && count > limit:
		return nil, tooMany(limit)
	}
	// Every read from Graphviz is a few calls into WebAssembly: read only
	// the attributes the graph declares.
	attrs := declared(parsed, int(cgraph.NODE))
	get := func(n *cgraph.Node, name string) string {
		if attrs[name] {
			return n.GetStr(name)
		}
		return ""
	}
	edgeAttrs := declared(parsed, int(cgraph.EDGE))
	edgeLabels, edgeProbs := !g.ours && edgeAttrs["label"], edgeAttrs["probability"]
	if !g.ours && declared(parsed, int(cgraph.GRAPH))["label"] {
		g.title = parsed.GetStr("label")
	}
	for n, err := parsed.FirstNode(); n != nil; n, err = parsed.NextNode(n) {
		if err != nil {
			return nil, graphvizError(err)
		}
		name, err := n.Name()
		if err != nil {
			return nil, graphvizError(err)
		}
		if g.ours {
			if number, ok := numbered(name, "t", "_0"); ok {
				g.captions[number] = n.Label()
			} else if number, ok := numbered(name, "m", ""); ok {
				g.captions["m"+number] = n.Label()
			}
			if _, ok := numbered(name, "n", ""); !ok {
				continue // drawing only: captions, legend, marks, boards
			}
		}
		if len(g.nodes) >= limit {
			return nil, tooMany(limit)
		}
		d := node{name: name, label: n.Label(), shape: get(n, "shape"), kind: get(n, "kind"),
			value: get(n, "value"), estimate: get(n, "estimate"), parent: -1}
		for e, err := parsed.FirstOut(n); e != nil; e, err = parsed.NextOut(e) {
			if err != nil {
				return nil, graphvizError(err)
			}
			head, err := e.Head()
			if err != nil || head == nil {
				return nil, graphvizError(err)
			}
			headName, err := head.Name()
			if err != nil {
				return nil, graphvizError(err)
			}
			move, prob := "", ""
			if edgeLabels {
				move = e.GetStr("label")
			}
			if edgeProbs {
				prob = e.GetStr("probability")
			}
			d.heads, d.moves, d.probs = append(d.heads, headName), append(d.moves, move), append(d.probs, prob)
		}
		g.index[name] = int32(len(g.nodes))
		g.nodes = append(g.nodes, d)
	}
	if g.ours { // moves are texts beside the edges, named after the child
		for i, n := range g.nodes {
			for k, head := range n.heads {
				if number, ok := numbered(head, "n", ""); ok {
					g.nodes[i].moves[k] = g.captions["m"+number]
				}
			}
		}
	}
	return g, nil
}

// declared returns the names of the attributes the graph declares for
// its nodes, edges or itself (kind cgraph.NODE, EDGE or GRAPH).
func declared(parsed *cgraph.Graph, kind int) map[string]bool {
	names := map[string]bool{}
	for sym, err := parsed.NextAttr(kind, nil); err == nil && sym != nil; sym, err = parsed.NextAttr(kind, sym) {
		names[sym.Name()] = true
	}
	return names
}

// numbered reports whether name is prefix, a number, suffix ("t12_0"),
// and returns the number.
func numbered(name, prefix, suffix string) (string, bool) {
	if !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, suffix) || len(name) <= len(prefix)+len(suffix) {
		return "", false
	}
	number := name[len(prefix) : len(name)-len(suffix)]
	for _, c := range []byte(number) {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	return number, true
}

// syntaxRE finds the line (and the text near it) in Graphviz's syntax
// errors: "syntax error in line 4 near '}'".
var syntaxRE = regexp.MustCompile(`line (\d+)(?: near '(.*)')?`)

// syntaxError says a Graphviz parse error in the user's language, keeping
// the line it names.
func syntaxError(err error) error {
	msg := strings.TrimSpace(err.Error())
	if m := syntaxRE.FindStringSubmatch(msg); m != nil {
		line, convErr := strconv.Atoi(m[1])
		switch {
		case convErr != nil:
		case m[2] == "":
			return i18n.Wrap(tree.ErrSyntax, "dot.syntax_line", "Line", line)
		default:
			return i18n.Wrap(tree.ErrSyntax, "dot.syntax", "Line", line, "Near", quote(m[2]))
		}
	}
	return graphvizError(err)
}

// graphvizError is any other problem Graphviz reports.
func graphvizError(err error) error {
	msg := "?"
	if err != nil {
		msg = strings.TrimSpace(err.Error())
	}
	return i18n.Wrap(tree.ErrSyntax, "dot.graphviz", "Message", msg)
}

func tooMany(limit int) error {
	return i18n.Wrap(tree.ErrTooBig, "dot.too_many_nodes", "Limit", limit)
}
