package tree

import (
	"math"
	"runtime/debug"
	"strconv"
	"unsafe"

	"gametree/internal/i18n"
)

// DefaultMemoryBudget is the memory a tree may take, read or generated,
// when the Go runtime has no memory limit of its own: 1 GiB, room for
// about 9.5 million nodes, several times MaxNodes.
const DefaultMemoryBudget = 1 << 30

// NodeBytes is the memory one node takes while a tree is built: its Node,
// its place in its parent's list of children and its place on the
// readers' stack of lists still open. Texts are not counted: they are
// held to the file's size, or made by gametree.
const NodeBytes = int64(unsafe.Sizeof(Node{})) + 2*int64(unsafe.Sizeof(NodeID(0)))

// MemoryBudget returns the memory a tree may take: the Go runtime's
// memory limit when one is set (the environment variable GOMEMLIMIT, such
// as GOMEMLIMIT=4GiB), else DefaultMemoryBudget.
func MemoryBudget() int64 {
	if limit := debug.SetMemoryLimit(-1); limit < math.MaxInt64 { // -1 reads the limit, changing nothing
		return max(limit, NodeBytes)
	}
	return DefaultMemoryBudget
}

// Capacity returns the most nodes a tree may have under a limit of that
// many nodes: the limit, or fewer when the memory budget holds fewer.
// Readers and generators stop at it, so that no limit, however high,
// lets a tree take more memory than the budget.
func Capacity(limit int) int {
	return int(min(int64(limit), MemoryBudget()/NodeBytes))
}

// ErrOverBudget is returned for a tree the memory budget cannot hold; it
// wraps ErrTooBig. A higher node limit does not help: GOMEMLIMIT does.
var ErrOverBudget = i18n.Wrap(ErrTooBig, "spec.too_big")

// TooMany returns the refusal of a tree past Capacity(limit) nodes; it
// wraps ErrTooBig, and ErrOverBudget when the budget is the bound. It is message limitID, given the limit as {{.Limit}},
// or, when the memory budget holds fewer nodes than the limit, message
// budgetID, given the budget as {{.Budget}} and the nodes it holds as
// {{.Nodes}}, to name the budget and how to raise it. Both get args too.
func TooMany(limit int, limitID, budgetID string, args ...any) *i18n.Error {
	if Capacity(limit) < limit {
		budget := []any{"Budget", i18n.Number(bytesText(MemoryBudget())), "Nodes", Capacity(math.MaxInt)}
		return i18n.Wrap(ErrOverBudget, budgetID, append(budget, args...)...)
	}
	return i18n.Wrap(ErrTooBig, limitID, append([]any{"Limit", limit}, args...)...)
}

// bytesText writes an amount of memory as people read it: 1 GiB, 512 MiB,
// 1.5 GiB.
func bytesText(n int64) string {
	const mib, gib = 1 << 20, 1 << 30
	switch {
	case n >= gib:
		return strconv.FormatFloat(math.Round(float64(n)/gib*10)/10, 'f', -1, 64) + " GiB"
	case n >= mib:
		return strconv.FormatFloat(math.Round(float64(n)/mib*10)/10, 'f', -1, 64) + " MiB"
	}
	return strconv.FormatInt(n, 10) + " B"
}
