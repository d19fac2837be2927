package search

import (
	"testing"
	"unsafe"
)

// TestStepStaysSmall: a step is 48 bytes, what traces of millions of
// steps are sized by; Settled fits in what Kind and Yes leave over.
func TestStepStaysSmall(t *testing.T) {
	if size := unsafe.Sizeof(Step{}); size > 48 {
		t.Errorf("a step takes %d bytes", size)
	}
}
