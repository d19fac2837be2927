package testutil

import (
	"bytes"
	"testing"

	"gametree/internal/tree"
)

func TestUniform(t *testing.T) {
	tr, err := Uniform(3, 2, func(i int) float64 { return float64(i) })
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Validate(); err != nil {
		t.Fatal(err)
	}
	tr.AutoLabel()
	var b bytes.Buffer
	tree.WriteBracket(&b, tr)
	if b.String() != "[[0,1,2],[3,4,5],[6,7,8]]\n" || tr.Nodes[tr.Leaves()[4]].Label != "c2" {
		t.Errorf("Uniform(3, 2) = %s", b.String())
	}
	if n, err := UniformSize(10, 6, tree.MaxNodes); n != 1111111 || err != nil {
		t.Errorf("UniformSize(10, 6) = %d, %v", n, err)
	}
	for _, c := range [][2]int{{10, 7}, {0, 3}, {2, -1}, {1 << 40, 2}} {
		if _, err := Uniform(c[0], c[1], func(int) float64 { return 0 }); err == nil {
			t.Errorf("Uniform(%d, %d) should be refused", c[0], c[1])
		}
	}
}
