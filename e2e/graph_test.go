package e2e

import (
	"os/exec"
	"path/filepath"
	"testing"

	"gametree/internal/probe"
)

// TestGraphInTheWindow: G draws Nim's search space as a graph, each
// position once (fewer shapes than nodes); a click on a position selects
// one of its nodes; the search still steps; G again draws the tree.
func TestGraphInTheWindow(t *testing.T) {
	t.Parallel()
	nim := filepath.Join(t.TempDir(), "nim.json")
	if out, err := exec.Command(gametreeFor(t), "generate", "--game", "nim", "--heaps", "2,2", "-o", nim).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	a := start(t, 1400, 900, nim)
	p := a.waitFor("Nim 2, 2", func(p probe.State) bool { return p.Size > 0 && p.Steps > 0 })
	a.key("g")
	p = a.waitFor("the graph", func(p probe.State) bool { return p.Graph > 0 })
	if p.Graph >= p.Size {
		t.Errorf("%d positions drawn for %d nodes", p.Graph, p.Size)
	}
	if p.Nodes["e"] != p.Nodes["l"] || p.Nodes["e"] == p.Nodes["b"] {
		t.Errorf("e at %v, l at %v, b at %v: e and l are one position", p.Nodes["e"], p.Nodes["l"], p.Nodes["b"])
	}
	a.key("End")
	a.waitFor("the end", func(p probe.State) bool { return p.Step == p.Steps-1 && p.Graph > 0 })
	at := p.Nodes["b"]
	a.click(at[0], at[1])
	a.waitFor("b selected in the graph", func(p probe.State) bool { return p.Selected == "b" })
	a.shot("graph-nim")
	a.key("g")
	a.waitFor("the tree again", func(p probe.State) bool { return p.Graph == 0 && p.Nodes["e"] != p.Nodes["l"] })
}
