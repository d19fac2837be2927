package tree

import (
	"bytes"
	"testing"
)

// BenchmarkReadJSON reads a 111,111-node tree written by WriteJSON
// (compact, one node a line).
func BenchmarkReadJSON(b *testing.B) {
	t, err := Uniform(10, 5, func(i int) float64 { return float64(i%201 - 100) })
	if err != nil {
		b.Fatal(err)
	}
	t.AutoLabel()
	var buf bytes.Buffer
	if err := WriteJSON(&buf, t); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadJSON(buf.Bytes()); err != nil {
			b.Fatal(err)
		}
	}
}
