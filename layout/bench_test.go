package layout

import (
	"testing"

	"gametree/internal/testutil"
	"gametree/internal/tree"
)

// BenchmarkTidyMillion lays out 1,111,111 nodes (branching 10, depth 6).
// Target: at most 1 s.
func BenchmarkTidyMillion(b *testing.B) {
	t, err := testutil.Uniform(10, 6, func(i int) float64 { return float64(i % 7) })
	if err != nil {
		b.Fatal(err)
	}
	width := func(id tree.NodeID) Extent { return Extent{15 + float64(id%3)*5, 20} }
	b.ReportAllocs()
	for b.Loop() {
		Tidy(t, width, Options{LevelGap: 80, Gap: 8})
	}
}
