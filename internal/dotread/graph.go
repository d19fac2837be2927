package dotread

import (
	"strings"

	"gametree/internal/tree"
)

// graph is what a tree needs of a parsed DOT graph: nodes in the order
// they appear, with their attributes and their children's names in the
// order of their edges.
type graph struct {
	// name is the graph's name (\G in labels); title its label (in a
	// drawing of ours, the tree's title as written); game the game of a
	// drawing of ours.
	name, title, game string
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
	// exactLabel and exactMove are a drawing of ours's node name and move
	// as written, when it writes them ("" for an older drawing: the
	// captions then tell them).
	exactLabel, exactMove string
	// position is a node's game position, in a drawing of ours.
	position string
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

// treeGraph picks the tree out of a parsed DOT graph: all of it, or in a
// drawing of gametree's export the nodes n0, n1, … captioned by their
// texts. It refuses more than limit tree nodes.
func treeGraph(d *dotGraph, limit int) (*graph, error) {
	g := &graph{name: d.name, index: map[string]int32{}, captions: map[string]string{}}
	if _, ok := d.index["n0"]; ok && g.name == exportGraphName {
		g.ours = true
	}
	if !g.ours {
		g.title = d.title
	} else {
		g.title, g.game = unquoteData(d.treeTitle), unquoteData(d.game)
	}
	for _, n := range d.nodes {
		if !g.ours {
			continue
		}
		if number, ok := numbered(n.name, "t", "_0"); ok {
			g.captions[number] = n.attrs[attrLabel]
		} else if number, ok := numbered(n.name, "m", ""); ok {
			g.captions["m"+number] = n.attrs[attrLabel]
		}
	}
	most := tree.Capacity(limit)
	for _, n := range d.nodes {
		if g.ours {
			if _, ok := numbered(n.name, "n", ""); !ok {
				continue // drawing only: captions, legend, marks, boards
			}
		}
		if len(g.nodes) >= most {
			return nil, tooMany(limit)
		}
		t := node{name: n.name, label: n.attrs[attrLabel], shape: n.attrs[attrShape], kind: n.attrs[attrKind],
			value: n.attrs[attrValue], estimate: n.attrs[attrEstimate], parent: -1}
		if g.ours {
			t.exactLabel, t.exactMove = unquoteData(n.attrs[attrTreeLabel]), unquoteData(n.attrs[attrTreeMove])
			t.position = unquoteData(n.attrs[attrTreePosition])
		}
		for _, e := range n.out {
			head := d.nodes[e.head].name
			move := e.attrs[edgeLabel]
			if g.ours { // moves are texts beside the edges, named after the child
				move = ""
				if number, ok := numbered(head, "n", ""); ok {
					move = g.captions["m"+number]
				}
			}
			t.heads, t.moves, t.probs = append(t.heads, head), append(t.moves, move), append(t.probs, e.attrs[edgeProbability])
		}
		g.index[n.name] = int32(len(g.nodes))
		g.nodes = append(g.nodes, t)
	}
	return g, nil
}

// unquoteData undoes export's quoteData: in DOT text a backslash before
// another stays two backslashes.
func unquoteData(s string) string { return strings.ReplaceAll(s, `\\`, `\`) }

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

// tooMany refuses a tree of more nodes than the limit, or than the
// memory budget holds.
func tooMany(limit int) error {
	return tree.TooMany(limit, "dot.too_many_nodes", "dot.over_budget")
}
