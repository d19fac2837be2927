package cli

import (
	"strings"
	"testing"
)

// TestDecimalSeparator: what solve, compare and trace print for people in
// Romanian or Italian writes a fraction with a decimal comma; English,
// and the JSON for programs in every language, with a point.
func TestDecimalSeparator(t *testing.T) {
	const halves = `{"version": 1, "tree": {"kind": "chance", "children": [1, 2]}}`
	for _, c := range []struct {
		lang, want, not string
	}{{"en", "1.5", "1,5"}, {"ro", "1,5", "1.5"}, {"it", "1,5", "1.5"}} {
		for _, args := range [][]string{
			{"solve", "--algo", "expectimax", "--lang", c.lang, "-"},
			{"compare", "--algo", "expectimax", "--order", "as-is", "--lang", c.lang, "-"},
			{"trace", "--algo", "expectimax", "--lang", c.lang, "-"},
		} {
			status, out, errOut := run(t, halves, args...)
			if status != 0 || !strings.Contains(out, c.want) || strings.Contains(out, c.not) {
				t.Errorf("%v: status %d, want %s and no %s:\n%s%s", args, status, c.want, c.not, out, errOut)
			}
		}
		for _, args := range [][]string{
			{"solve", "--json", "--algo", "expectimax", "--lang", c.lang, "-"},
			{"compare", "--json", "--algo", "expectimax", "--order", "as-is", "--lang", c.lang, "-"},
		} {
			if status, out, errOut := run(t, halves, args...); status != 0 || !strings.Contains(out, "1.5") || strings.Contains(out, "1,5") {
				t.Errorf("%v: status %d:\n%s%s", args, status, out, errOut)
			}
		}
	}
}
