package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/testutil"
	"gametree/internal/tree"
	"gametree/search"
)

// marshalReport is how solve --json was written before it was streamed:
// json.Marshal for each field of NewReport and for each call. The streamed
// writer must write the same bytes.
func marshalReport(r Report) ([]byte, error) {
	var b bytes.Buffer
	fields := []struct {
		name  string
		value any
	}{
		{"algorithm", r.Algorithm}, {"value", r.Value}, {"best_child", r.BestChild},
		{"principal_variation", r.PrincipalVariation}, {"leaves_evaluated", r.LeavesEvaluated},
		{"leaves_pruned", r.LeavesPruned}, {"nodes_visited", r.NodesVisited},
		{"tree_nodes", r.TreeNodes}, {"cutoffs", r.Cutoffs},
	}
	if r.Researches != nil {
		fields = append(fields, struct {
			name  string
			value any
		}{"researches", *r.Researches})
	}
	if r.Passes != nil {
		fields = append(fields, struct {
			name  string
			value any
		}{"passes", *r.Passes})
	}
	if r.Iterations != nil {
		fields = append(fields, struct {
			name  string
			value any
		}{"iterations", *r.Iterations})
	}
	if r.TTHits != nil {
		fields = append(fields, struct {
			name  string
			value any
		}{"tt_hits", *r.TTHits})
	}
	if r.Bounds != nil {
		fields = append(fields, struct {
			name  string
			value any
		}{"bounds", *r.Bounds})
	}
	b.WriteString("{\n")
	for _, f := range fields {
		data, err := json.Marshal(f.value)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "  %q: %s,\n", f.name, data)
	}
	b.WriteString("  \"calls\": [")
	for i, c := range r.Calls {
		data, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		b.Write(data)
	}
	b.WriteString("\n  ]\n}\n")
	return b.Bytes(), nil
}

// randomSolveTree is a small random tree with awkward values and labels
// (quotes, HTML, non-ASCII, U+2028, invalid UTF-8), estimates everywhere,
// and random options.
func randomSolveTree(r *rand.Rand) (*tree.Tree, search.Options) {
	labels := []string{"", "", "", `say "hi"`, "<b>&amp;</b>", "x<y", "p>q", "1&2", "Ünïcödé ✓", "line\u2028sep", "back\\slash", "bad\xffutf8", "tab\there", "del\x7f"}
	values := []float64{0, -0.5, 3, -7, 1e-5, 1.25e20, 123456789012345, 1234567890123456, 0.1, -100}
	t := tree.New(tree.Node{})
	var grow func(id tree.NodeID, level int)
	grow = func(id tree.NodeID, level int) {
		n := &t.Nodes[id]
		n.Label = labels[r.IntN(len(labels))]
		if r.IntN(8) == 0 {
			n.Move = labels[r.IntN(len(labels))]
		}
		if level == 4 || t.Len() > 60 || level > 0 && r.IntN(4) == 0 {
			n.Value, n.HasValue = values[r.IntN(len(values))], true
			return
		}
		n.Estimate, n.HasEstimate = values[r.IntN(len(values))], true
		for range 1 + r.IntN(3) {
			grow(t.AddChild(id, tree.Node{}), level+1)
		}
	}
	grow(tree.Root, 0)
	t.AutoLabel()
	opt := search.Options{
		Algorithm: search.Algorithms[r.IntN(len(search.Algorithms))],
		Root:      []tree.Kind{tree.Auto, tree.Max, tree.Min}[r.IntN(3)],
		Strict:    r.IntN(2) == 0,
	}
	opt.Strict = opt.Strict && opt.Algorithm.Uses().Has(search.UseStrict) // MTD(f)'s null windows need α ≥ β; Bratko's tests are strict as written
	if r.IntN(3) == 0 {
		opt.Depth = 1 + r.IntN(t.Height())
	}
	return t, opt
}

// TestStreamedReportIsMarshalled: the streamed JSON is byte for byte what
// json.Marshal writes for the report.
func TestStreamedReportIsMarshalled(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for i := range 2000 {
		tr, opt := randomSolveTree(r)
		res, err := search.Solve(context.Background(), tr, opt)
		if err != nil {
			t.Fatalf("tree %d: %v", i, err)
		}
		want, err := marshalReport(NewReport(res))
		if err != nil {
			t.Fatalf("tree %d: %v", i, err)
		}
		var got bytes.Buffer
		w := bufio.NewWriter(&got)
		if err := writeReport(w, res); err != nil {
			t.Fatalf("tree %d: %v", i, err)
		}
		w.Flush()
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("tree %d %+v: streamed\n%s\nmarshalled\n%s", i, opt, got.Bytes(), want)
		}
	}
}

// millionTree writes the benchmark tree in bracket notation to a file:
// uniform, branching 10, depth 6 (1,111,111 nodes), values from a fixed
// seed.
func millionTree(b *testing.B) string {
	r := rand.New(rand.NewPCG(5, 6))
	t, err := testutil.Uniform(10, 6, func(int) float64 { return float64(r.IntN(201) - 100) })
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if err := tree.WriteBracket(&buf, t); err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "big.txt")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

func benchSolveMillion(b *testing.B, algo string) {
	path := millionTree(b)
	env := Env{Stdin: bytes.NewReader(nil), Stdout: io.Discard, Stderr: io.Discard}
	b.ReportAllocs()
	for b.Loop() {
		if status := Run([]string{"solve", "--algo", algo, "--json", path}, env); status != 0 {
			b.Fatalf("status %d", status)
		}
	}
}

// BenchmarkSolveMillionMinimax: `gametree solve --algo minimax --json` on
// a 1,111,111-node tree in bracket notation, reading the file and writing
// the JSON (to io.Discard) included. Target: at most 1.5 s.
func BenchmarkSolveMillionMinimax(b *testing.B) { benchSolveMillion(b, "minimax") }

// BenchmarkSolveMillionAlphaBeta: the same with seed 000's alpha-beta.
// Target: at most 0.8 s.
func BenchmarkSolveMillionAlphaBeta(b *testing.B) { benchSolveMillion(b, "alphabeta") }

// TestChanceTrees: expectimax and Star1 from the command line, and every
// way a tree with chance nodes or the bounds can be wrong, each refused
// with exit 2 and one line naming the problem.
func TestChanceTrees(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	dice := write("dice.json", `{"version": 1, "tree": {"children": [
  {"kind": "chance", "children": [{"children": [6, 8]}, {"children": [4, 5]}]},
  {"kind": "chance", "children": [
    {"probability": 0.5, "children": [1, 3]},
    {"probability": 0.25, "children": [2, 9]},
    {"probability": 0.25, "children": [9, 7]}]}]}}`)
	for _, c := range []struct {
		args   []string
		leaves int
		bounds string
	}{
		{[]string{"--algo", "expectimax"}, 10, ""},
		{[]string{"--algo", "star1", "--bounds", "0..10"}, 7, `"bounds": [0,10]`},
		{[]string{"--algo", "star1"}, 5, `"bounds": [1,9]`},
	} {
		status, out, errOut := run(t, "", append(append([]string{"solve", "--json"}, c.args...), dice)...)
		var r struct {
			Value  float64 `json:"value"`
			Leaves []int   `json:"leaves_evaluated"`
		}
		if status != 0 || json.Unmarshal([]byte(out), &r) != nil {
			t.Fatalf("%v: status %d, %s%s", c.args, status, out, errOut)
		}
		if r.Value != 5 || len(r.Leaves) != c.leaves || !strings.Contains(out, c.bounds) {
			t.Errorf("%v: value %v, %d leaves (want 5 and %d), bounds %q in\n%s", c.args, r.Value, len(r.Leaves), c.leaves, c.bounds, out)
		}
	}
	sum := write("sum.json", "{\"version\": 1, \"tree\": {\"children\": [\n  {\"label\": \"roll\", \"kind\": \"chance\", \"children\": [{\"value\": 1, \"probability\": 0.5}, {\"value\": 2, \"probability\": 0.6}]}]}}")
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"solve", "--algo", "expectimax", sum}, "sum.json: line 2, column 3: the probabilities of the children of chance node roll add up to 1.1, not 1"},
		{[]string{"solve", dice}, "Alpha-beta (fail-soft) knows no chance nodes, and b is one: choose Expectimax or Star1"},
		{[]string{"trace", "--algo", "pvs", dice}, "knows no chance nodes"},
		{[]string{"solve", "--algo", "star1", "--bounds", "10..0", dice}, `--bounds: bounds "10..0" are not two numbers LO..HI, the lowest and the highest value a leaf can have, with LO below HI`},
		{[]string{"solve", "--algo", "star1", "--bounds", "0..8", dice}, "g2 is worth 9, outside the bounds 0..8"},
		{[]string{"export", "--algo", "star1", "--bounds", "2..10", "-o", filepath.Join(dir, "x.svg"), dice}, "f1 is worth 1"},
	} {
		status, out, errOut := run(t, "", c.args...)
		if status != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want exit 2 and one line saying %q", c.args, status, out, errOut, c.says)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.svg")); err == nil {
		t.Error("a refused export left a file")
	}
}

// NewReport builds the JSON report of a finished search the slow way,
// field by field: the streamed writer must write the same (a test's
// oracle; solve --json writes straight from the result).
func NewReport(res *search.Result) Report {
	r := Report{
		Algorithm:          res.Options.Algorithm.String(),
		Value:              Number(res.Value),
		BestChild:          bestChild(res),
		PrincipalVariation: pvNames(res),
		NodesVisited:       res.Stats.Calls,
		TreeNodes:          res.Tree.Len(),
		Cutoffs:            res.Stats.Cutoffs,
		Researches:         researches(res),
		Passes:             passes(res),
		Iterations:         iterations(res),
		TTHits:             ttHits(res),
		Bounds:             bounds(res),
		LeavesEvaluated:    []int{},
		LeavesPruned:       []int{},
		Calls:              make([]Call, 0, len(res.Calls)),
	}
	leaves, index := leafIndex(res)
	for _, id := range res.Evaluated {
		r.LeavesEvaluated = append(r.LeavesEvaluated, int(index[id]))
	}
	for i, id := range leaves {
		if res.Pruned(id) {
			r.LeavesPruned = append(r.LeavesPruned, i)
		}
	}
	for i, c := range res.Calls {
		alpha, beta := window(c)
		r.Calls = append(r.Calls, Call{
			N: i + 1, Node: res.Tree.Name(c.Node), Alpha: Number(alpha), Beta: Number(beta),
			Depth: int(c.Depth), Player: res.Kinds[c.Node].String(),
		})
	}
	return r
}
