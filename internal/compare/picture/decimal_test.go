package picture

import (
	"testing"

	"gametree/internal/compare"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// TestTableDecimalSeparator: the table writes a value found with the
// language's decimal separator: 1,5 in Romanian and Italian, 1.5 in
// English.
func TestTableDecimalSeparator(t *testing.T) {
	tr, err := tree.ReadLimit([]byte(`{"version": 1, "tree": {"kind": "chance", "children": [1, 2]}}`), tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	ps := panes(t, tr, -1, compare.Search{Algorithm: search.Expectimax, Order: compare.AsIs})
	for code, want := range map[string]string{"en": "1.5", "ro": "1,5", "it": "1,5"} {
		if got := NewTable(ps, FloorOf(ps[0].Trace()), i18n.Must(code)).Rows[0][ColValue]; got != want {
			t.Errorf("%s: value %q, want %q", code, got, want)
		}
	}
}
