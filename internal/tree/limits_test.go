package tree

import (
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"gametree/internal/i18n"
)

// TestReadersReserveAsTheyRead: a reader takes memory for the nodes it
// has read, not for the nodes the text seems to hold: a 3 MB text of a
// million leaves refused at its 64th is refused in a few kilobytes (it
// took 112 MB, reserved from a count of its brackets, and a 75 MB file
// under --limit 100000000 took more memory than the machine had).
func TestReadersReserveAsTheyRead(t *testing.T) {
	list := strings.Repeat("[1]", 32) + "x" + strings.Repeat("[1]", 1_000_000)
	for format, src := range map[string]string{
		"bracket notation": "[" + list + "]",
		"JSON":             `{"version": 1, "tree": {"children": [` + strings.ReplaceAll(list, "][", "],[") + "]}}",
	} {
		text := []byte(src)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := ReadLimit(text, math.MaxInt)
		runtime.ReadMemStats(&after)
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: %v, want a syntax error", format, err)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 512<<10 {
			t.Errorf("%s: %d KB allocated to refuse it at its 64th node", format, alloc>>10)
		}
	}
}

// TestTheMemoryBudgetBoundsEveryLimit: however high the node limit, a
// tree is refused past the nodes the memory budget holds, where it
// passes them, with a message naming the budget and how to raise it;
// the budget is the runtime's memory limit (GOMEMLIMIT) when one is set.
func TestTheMemoryBudgetBoundsEveryLimit(t *testing.T) {
	if os.Getenv("GOMEMLIMIT") == "" {
		if got := MemoryBudget(); got != DefaultMemoryBudget {
			t.Errorf("budget %d without GOMEMLIMIT, want %d", got, DefaultMemoryBudget)
		}
	}
	old := debug.SetMemoryLimit(1 << 20) // as GOMEMLIMIT=1MiB does
	defer debug.SetMemoryLimit(old)
	most := int((1 << 20) / NodeBytes)
	if got := Capacity(math.MaxInt); got != most {
		t.Fatalf("Capacity under a budget of 1 MiB: %d, want %d", got, most)
	}
	if got := Capacity(10); got != 10 {
		t.Errorf("Capacity(10): %d", got)
	}
	src := "[" + strings.Repeat("1 ", most) + "]" // one node more than the budget holds
	_, err := ReadLimit([]byte(src), math.MaxInt)
	var pe *ParseError
	en := i18n.English()
	want := fmt.Sprintf("line 1, column %s: the tree has more than %s nodes, as many as the memory budget of 1 MiB allows (the environment variable GOMEMLIMIT raises it", en.Int(2*most), en.Int(most))
	if !errors.As(err, &pe) || !errors.Is(err, ErrOverBudget) || !errors.Is(err, ErrTooBig) || !strings.Contains(err.Error(), want) {
		t.Errorf("%d nodes under a budget of 1 MiB: %v\nwant %s", most+1, err, want)
	}
	if _, err := ReadLimit([]byte("["+strings.Repeat("1 ", most-1)+"]"), math.MaxInt); err != nil {
		t.Errorf("%d nodes under a budget of 1 MiB: %v", most, err)
	}
	if _, err := ReadLimit([]byte("[1 2 3]"), 3); errors.Is(err, ErrOverBudget) || !strings.Contains(err.Error(), "more than 3 nodes, the limit") {
		t.Errorf("a limit under the budget is the limit: %v", err)
	}
	spec := RandomSpec{MinBranching: 2, MaxBranching: 2, Depth: 14, High: 1} // 32,767 nodes
	if _, err := spec.Count(math.MaxInt); !errors.Is(err, ErrOverBudget) || !strings.Contains(err.Error(), "32,767 nodes, more than the "+en.Int(most)+" the memory budget of 1 MiB allows") {
		t.Errorf("a random tree over the budget: %v", err)
	}
}

// TestTheGeneratorsWorkIsBounded: a spec far over the limit is refused at
// once, naming its size, however high the limit (3^40 spun at full
// CPU under --limit 9223372036854775807); one whose size only counting
// tells is counted no further than the memory budget.
func TestTheGeneratorsWorkIsBounded(t *testing.T) {
	for _, c := range []struct {
		spec  RandomSpec
		limit int
		says  string
	}{
		{RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 40, High: 1}, math.MaxInt, "1.82e+19 nodes, more than the"},
		{RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 40, High: 1}, MaxNodes, "1.82e+19 nodes, more than 2,000,000, the limit"},
		{RandomSpec{MinBranching: 3, MaxBranching: 3, Depth: 13, High: 1}, MaxNodes, "2,391,484 nodes, more than 2,000,000, the limit"},
		{RandomSpec{MinBranching: 2, MaxBranching: 4, Depth: 40, High: 1}, math.MaxInt, "at least 2,199,023,255,551 nodes, more than the"},
		{RandomSpec{MinBranching: 1, MaxBranching: 3, Depth: 40, High: 1}, math.MaxInt, "nodes, as many as the memory budget of"},
		{RandomSpec{MinBranching: 1, MaxBranching: 3, Depth: 40, High: 1}, 1000, "more than 1,000 nodes"},
	} {
		done := make(chan error, 1)
		go func() { _, err := c.spec.Count(c.limit); done <- err }()
		select {
		case err := <-done:
			if !errors.Is(err, ErrTooBig) || !strings.Contains(err.Error(), c.says) {
				t.Errorf("%+v under %d: %v, want %q", c.spec, c.limit, err, c.says)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("%+v under %d: still counting after 20 s", c.spec, c.limit)
		}
	}
}
