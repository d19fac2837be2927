package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

func TestGenerate(t *testing.T) {
	status, out, errOut := run(t, "", "generate", "--branching", "2-3", "--depth", "3", "--values", "-1..1", "--decimals", "--seed", "9", "--order", "best")
	if status != 0 || !strings.HasPrefix(errOut, "gametree: generating ") {
		t.Fatalf("status %d, %q", status, errOut)
	}
	tr, err := tree.ReadJSON([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	if h := tr.Height(); h != 3 || !strings.Contains(tr.Title, "seed 9") {
		t.Errorf("height %d, title %q", h, tr.Title)
	}
	_, ro, _ := run(t, "", "--lang", "ro", "generate", "--depth", "2", "--seed", "9")
	if tr, err := tree.ReadJSON([]byte(ro)); err != nil || tr.Title != "Arbore aleator: ramificare 2, adâncime 2, valori -10..10, sămânța 9" {
		t.Errorf("a random tree's title in Romanian: %v %q", err, tr.Title)
	}
	_, again, _ := run(t, "", "generate", "--branching", "2-3", "--depth", "3", "--values", "-1..1", "--decimals", "--seed", "9", "--order", "best")
	if again != out {
		t.Error("the same seed gave another tree")
	}

	status, out, errOut = run(t, "", "generate", "--game", "nim", "--heaps", "1,2,3")
	if status != 0 || errOut != "gametree: generating 447 nodes\n" {
		t.Fatalf("nim: %d %q", status, errOut)
	}
	// Straight into solve: the player to move loses.
	status, solved, _ := run(t, out, "solve", "--json", "-")
	if status != 0 || !strings.Contains(solved, `"value": -1,`) {
		t.Errorf("nim 1,2,3 solved: %s", solved[:min(len(solved), 200)])
	}
	file := filepath.Join(t.TempDir(), "r.json")
	if status, _, errOut := run(t, "", "generate", "--game", "reversi6", "--depth", "3", "-o", file); status != 0 {
		t.Fatal(errOut)
	}
	if tr, err := readTreeFile(file); err != nil || tr.Len() != 73 || tr.Game != "reversi6" {
		t.Errorf("reversi file: %v", err)
	}
	if status, out, _ := run(t, "", "generate", "--game", "tictactoe", "--position", "XX.OO...."); status != 0 || !strings.Contains(out, `"move": "X c1"`) {
		t.Errorf("tic-tac-toe position: %d", status)
	}
}

func TestGenerateRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--branching", "10", "--depth", "7"}, "11,111,111 nodes, more than 2,000,000, the limit"},
		{[]string{"--branching", "3", "--depth", "5", "--limit", "100"}, "364 nodes, more than 100, the limit"},
		{[]string{"--branching", "1-3", "--depth", "30", "--limit", "100"}, "more than 100 nodes"},
		{[]string{"--branching", "3", "--depth", "40", "--limit", "9223372036854775807"}, "1.82e+19 nodes, more than the"},
		{[]string{"--branching", "1", "--depth", "1500000", "-o", filepath.Join(dir, "deep.json")}, "depth 1,500,000: a tree is at most 10,000 levels deep"},
		{[]string{"--branching", "1", "--depth", "10001"}, "depth 10,001: a tree is at most 10,000 levels deep"},
		{[]string{"--game", "reversi6", "--limit", "1000"}, "more than 1,000 nodes (choose a smaller depth)"},
		{[]string{"--game", "chess"}, `unknown game "chess"`},
		{[]string{"--game", "nim", "--heaps", "1,x"}, `heaps "1,x"`},
		{[]string{"--game", "tictactoe", "--position", "XXXXX...."}, "cannot happen"},
		{[]string{"--game", "nim", "--seed", "3"}, "--seed is for random trees"},
		{[]string{"--heaps", "1,2"}, "need --game"},
		{[]string{"--branching", "two"}, `generate: branching "two": expected a number`},
		{[]string{"--values", "5..1"}, "low ≤ high"},
		{[]string{"--values", "1-5"}, "lowest..highest"},
		{[]string{"--order", "sideways"}, `unknown ordering "sideways"`},
		{[]string{"--depth", "-2"}, "--depth must be 0"},
		{[]string{"extra"}, `unexpected "extra"`},
		{[]string{"-o", filepath.Join(dir, "none", "t.json")}, "does not exist"},
	} {
		status, out, errOut := run(t, "", append([]string{"generate"}, c.args...)...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if status != ExitUsage || out != "" || !strings.Contains(lines[len(lines)-1], c.says) {
			t.Errorf("%v: status %d, stderr %q, want %q", c.args, status, errOut, c.says)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left behind: %v", entries)
	}
}

// readTreeFile reads a tree file as the commands do.
func readTreeFile(path string) (*tree.Tree, error) {
	t, _, _, err := Load(i18n.English(), path, nil, tree.MaxNodes)
	return t, err
}
