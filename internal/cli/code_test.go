package cli

import (
	"strings"
	"testing"
)

// TestCodePrintsTheListing: gametree code prints the walk-through's
// alpha_beta numbered, strict or not, its comments in --lang; the lab's
// maxi and mini for minimax; an unknown form, an algorithm without a
// listing or a stray argument is refused with exit 2.
func TestCodePrintsTheListing(t *testing.T) {
	status, out, errOut := run(t, "", "code")
	if status != 0 || !strings.Contains(out, " 1  alpha_beta(alpha, beta, stare):") || !strings.Contains(out, "13              if alpha >= beta:") {
		t.Fatalf("code: %d\n%s%s", status, out, errOut)
	}
	if _, out, _ = run(t, "", "code", "--strict"); !strings.Contains(out, "if alpha > beta:") || strings.Contains(out, ">= beta") {
		t.Errorf("code --strict:\n%s", out)
	}
	if _, out, _ = run(t, "", "--lang", "ro", "code"); !strings.Contains(out, "# tăietură: fiii rămași sunt retezați") {
		t.Errorf("code in Romanian:\n%s", out)
	}
	if _, out, _ = run(t, "", "code", "--algo", "minimax"); !strings.Contains(out, "int maxi(int depth) {") || !strings.Contains(out, "int mini(int depth) {") {
		t.Errorf("code --algo minimax:\n%s", out)
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"code", "--form", "bratko"}, "no listing bratko"},
		{[]string{"code", "--algo", "mtdf"}, "MTD(f) has no listing yet"},
		{[]string{"code", "tree.json"}, "unexpected tree.json"},
		{[]string{"code", "--algo", "nope"}, "nope"},
	} {
		if status, out, errOut := run(t, "", c.args...); status != 2 || out != "" || !strings.Contains(errOut, c.says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d, %q, %q", c.args, status, out, errOut)
		}
	}
}
