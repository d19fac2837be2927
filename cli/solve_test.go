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
	"testing"

	"gametree/search"
	"gametree/tree"
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
	opt.Strict = opt.Strict && opt.Algorithm != search.MTDF // its null windows need α ≥ β
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
	t, err := tree.Uniform(10, 6, func(int) float64 { return float64(r.IntN(201) - 100) })
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
