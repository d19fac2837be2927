package tree_test

import (
	"bytes"
	"testing"

	"gametree/internal/testutil"
	"gametree/internal/tree"
)

// BenchmarkReadJSON reads a 111,111-node tree written by WriteJSON
// (compact, one node a line).
func BenchmarkReadJSON(b *testing.B) {
	t, err := testutil.Uniform(10, 5, func(i int) float64 { return float64(i%201 - 100) })
	if err != nil {
		b.Fatal(err)
	}
	t.AutoLabel()
	var buf bytes.Buffer
	if err := tree.WriteJSON(&buf, t); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tree.ReadJSON(buf.Bytes()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadBracket reads a 1,111,111-node tree in bracket notation
// (branching 10, depth 6, one line): what `gametree solve big.txt` reads.
func BenchmarkReadBracket(b *testing.B) {
	t, err := testutil.Uniform(10, 6, func(i int) float64 { return float64(i*7919%201 - 100) })
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if err := tree.WriteBracket(&buf, t); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tree.ReadBracket(buf.Bytes()); err != nil {
			b.Fatal(err)
		}
	}
}
