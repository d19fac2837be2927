package dotread

import (
	"context"
	"os"
	"testing"

	"gametree/internal/export"
	"gametree/internal/tree"
	"gametree/search"
)

// BenchmarkReadWalkthrough reads the walk-through's picture as export
// writes it (30 tree nodes, about 150 DOT nodes with the captions and
// legend).
func BenchmarkReadWalkthrough(b *testing.B) {
	src, err := os.ReadFile("../export/testdata/TestGoldenDOT_final.dot")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Read(src, tree.MaxNodes); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadExport1000 reads the DOT picture of a random 1,093-node
// tree (branching 3, depth 6).
func BenchmarkReadExport1000(b *testing.B) {
	tr, err := tree.Random(tree.RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 6, Low: -20, High: 20, Seed: 1}, tree.MaxNodes)
	if err != nil {
		b.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		b.Fatal(err)
	}
	src := export.NewPicture(trace, export.Options{}, nil).DOT(trace.Len() - 1)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Read(src, tree.MaxNodes); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadExport9841 reads the DOT picture of a random 9,841-node
// tree (branching 3, depth 8), about 4 MB: the README's figure.
func BenchmarkReadExport9841(b *testing.B) {
	tr, err := tree.Random(tree.RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 8, Low: -10, High: 10, Seed: 1}, tree.MaxNodes)
	if err != nil {
		b.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		b.Fatal(err)
	}
	src := export.NewPicture(trace, export.Options{}, nil).DOT(trace.Len() - 1)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Read(src, tree.MaxNodes); err != nil {
			b.Fatal(err)
		}
	}
}
