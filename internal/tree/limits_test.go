package tree

import (
	"bytes"
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

// chain is a tree of one line of inner nodes, height levels deep.
func chain(t *testing.T, height int) *Tree {
	t.Helper()
	tr, err := Random(RandomSpec{MinBranching: 1, MaxBranching: 1, Depth: height, Low: -3, High: 3, Seed: 1}, MaxNodes)
	if err != nil {
		t.Fatalf("a chain %d deep: %v", height, err)
	}
	return tr
}

// TestTheGeneratorMakesNoTreeTheReadersRefuse: a random tree deeper than
// MaxDepth is refused before anything is made, naming the limit
// (generate --depth 1500000 died of a stack overflow, and 20,000 wrote a
// file solve refused); one MaxDepth deep reads back in either format.
func TestTheGeneratorMakesNoTreeTheReadersRefuse(t *testing.T) {
	deep := RandomSpec{MinBranching: 1, MaxBranching: 1, Depth: MaxDepth + 1, High: 1}
	for what, err := range map[string]error{"Check": deep.Check(), "Count": func() error { _, err := deep.Count(MaxNodes); return err }()} {
		if !errors.Is(err, ErrTooDeep) || !strings.Contains(err.Error(), "depth 10,001: a tree is at most 10,000 levels deep") {
			t.Fatalf("%s, depth %d: %v", what, MaxDepth+1, err)
		}
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Random(RandomSpec{MinBranching: 1, MaxBranching: 1, Depth: 1_500_000, High: 1}, math.MaxInt)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrTooDeep) {
		t.Errorf("Random, depth 1,500,000: %v", err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<10 {
		t.Errorf("%d KB allocated to refuse it", alloc>>10)
	}

	tr := chain(t, MaxDepth)
	var buf bytes.Buffer
	if err := WriteJSON(&buf, tr); err != nil {
		t.Fatal(err)
	}
	if back, err := ReadJSON(buf.Bytes()); err != nil || back.Height() != MaxDepth {
		t.Errorf("a chain %d deep in JSON: %v", MaxDepth, err)
	}
	buf.Reset()
	if err := WriteBracket(&buf, tr); err != nil {
		t.Fatal(err)
	}
	if back, err := ReadBracket(buf.Bytes()); err != nil || back.Height() != MaxDepth {
		t.Errorf("a chain %d deep in bracket notation: %v", MaxDepth, err)
	}
}

// TestOneDepthLimitInEveryFormat: JSON's limit is bracket notation's,
// for a leaf written as an object or as a number: MaxDepth levels below
// the root, and not one more.
func TestOneDepthLimitInEveryFormat(t *testing.T) {
	for _, leaf := range []string{"1", `{"value": 1}`} {
		for _, height := range []int{MaxDepth, MaxDepth + 1} {
			src := `{"version": 1, "tree": ` + strings.Repeat(`{"children": [`, height) + leaf + strings.Repeat("]}", height) + "}"
			_, err := ReadJSON([]byte(src))
			if height <= MaxDepth && err != nil {
				t.Errorf("JSON, leaf %s %d levels deep: %v", leaf, height, err)
			}
			if height > MaxDepth && !errors.Is(err, ErrTooDeep) {
				t.Errorf("JSON, leaf %s %d levels deep: %v, want ErrTooDeep", leaf, height, err)
			}
		}
	}
	tr := chain(t, MaxDepth)
	at := make(Path, MaxDepth) // the leaf at the bottom
	if _, err := (&History{}).Do(tr, &AddChild{At: at, Value: 1}); !errors.Is(err, ErrCannotEdit) || !strings.Contains(err.Error(), "10,000 levels below the root") {
		t.Errorf("a child under the leaf %d deep: %v", MaxDepth, err)
	}
	if _, err := (&History{}).Do(tr, &AddChild{At: at[:MaxDepth-1], Value: 1}); err != nil {
		t.Errorf("a second child of its parent: %v", err)
	}
}

// TestNothingRecursesOnTheDepth: making, ordering, labelling, checking
// and writing the deepest tree gametree holds take a small stack (the
// generator's recursion died at a depth of 1,500,000); the readers,
// which recurse within MaxDepth, take less than 16 MiB at MaxDepth (64
// MiB are allowed here: the race detector's frames are larger). The
// work runs in a goroutine of its own, whose stack starts small, under
// a ceiling: a stack growing past it stops the test binary ("goroutine
// stack exceeds"), a failure no test can miss.
func TestNothingRecursesOnTheDepth(t *testing.T) {
	deep := strings.Repeat("[", MaxDepth) + "1" + strings.Repeat("]", MaxDepth)
	var js bytes.Buffer
	if err := WriteJSON(&js, mustRead(t, deep)); err != nil {
		t.Fatal(err)
	}
	under := func(ceiling int, work func() error) error {
		old := debug.SetMaxStack(ceiling)
		defer debug.SetMaxStack(old)
		done := make(chan error)
		go func() { done <- work() }()
		return <-done
	}
	err := under(256<<10, func() error {
		for _, order := range []Ordering{RandomOrder, BestFirst} {
			tr, err := Random(RandomSpec{MinBranching: 1, MaxBranching: 1, Depth: MaxDepth, High: 9, Estimates: true, Order: order}, MaxNodes)
			if err != nil {
				return err
			}
			tr.AutoLabel()
			tr.Kinds(Auto)
			if err := tr.Validate(); err != nil {
				return err
			}
			for _, write := range []func(*bytes.Buffer, *Tree) error{
				func(b *bytes.Buffer, t *Tree) error { return WriteJSON(b, t) },
				func(b *bytes.Buffer, t *Tree) error { return WriteBracket(b, t) },
			} {
				if err := write(&bytes.Buffer{}, tr); err != nil {
					return err
				}
			}
			o := &Order{BestFirst: true}
			if err := o.Apply(tr); err != nil {
				return err
			}
			if err := o.Undo(tr); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = under(64<<20, func() error {
		if _, err := ReadBracket([]byte(deep)); err != nil {
			return err
		}
		_, err := ReadJSON(js.Bytes())
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

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

// TestEveryLineEndEndsALine: LF, CR LF and a CR alone (old Mac files)
// end a line in messages, and a comment in bracket notation ends with
// its line whatever ends it (with CR alone, every error was on line 1,
// and a comment on the first line hid the whole tree).
func TestEveryLineEndEndsALine(t *testing.T) {
	for _, nl := range []string{"\n", "\r\n", "\r"} {
		for _, c := range []struct {
			src       string
			line, col int
		}{
			{"[1,|2,|  x]", 3, 3},
			{"# a comment|[1,|  x]", 3, 3},
			{`{"version": 1,|"tree":|  [1, x]}`, 3, 7},
			{`{"version": 1,||  "tree": {"label": "a` + "\x01" + `"}}`, 3, 23},
		} {
			src := strings.ReplaceAll(c.src, "|", nl)
			_, err := ReadLimit([]byte(src), MaxNodes)
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line != c.line || pe.Col != c.col {
				t.Errorf("%q: %v, want line %d, column %d", src, err, c.line, c.col)
			}
			if line, col := Position(src, len(src)); line != strings.Count(c.src, "|")+1 || col != len(c.src)-strings.LastIndex(c.src, "|") {
				t.Errorf("%q: its end is at line %d, column %d", src, line, col)
			}
		}
	}
	if tr, err := ReadLimit([]byte("# a comment\r[1, 2]"), MaxNodes); err != nil || tr.Len() != 3 {
		t.Errorf("a tree after a comment ended by CR: %v", err)
	}
}
