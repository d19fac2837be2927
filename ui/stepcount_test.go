package ui

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"gametree/internal/cli"
	"gametree/search"
)

// TestWindowCountsStepsAsTheCommandLine: on the same tree and algorithm,
// every step count the window shows at the search's end (the playback
// bar's "Step N of M", presenter mode's "N / M", the narration's last
// number) is the number solve's "steps" line prints, trace numbers its
// last line with, and export's caption of the last step says, in the full
// view and in calls and returns only.
func TestWindowCountsStepsAsTheCommandLine(t *testing.T) {
	tw := newTestWindow(t)
	for _, c := range []struct {
		sample string
		algo   search.Algorithm
	}{
		{"alphabeta-walkthrough", search.AlphaBeta},
		{"alphabeta-walkthrough", search.Minimax},
		{"aima-fig5-2", search.PVS},
		{"dice", search.Expectimax},
	} {
		name := fmt.Sprintf("%s on %s", c.algo, c.sample)
		tw.docs.openSample(c.sample)
		tw.h.chooseAlgorithm(c.algo)
		if got := tw.s.Options().Algorithm; got != c.algo {
			t.Fatalf("%s: the window searches %s", name, got)
		}
		solve := cliNumber(t, `(?m)^steps +(\d+) `, "solve", "--algo", c.algo.String(), c.sample)
		trace := cliNumber(t, `(?m)^ *(\d+)  `, "trace", "--algo", c.algo.String(), c.sample)
		caption := cliNumber(t, `step \d+ of (\d+)`, "export", "--format", "dot", "--algo", c.algo.String(), c.sample)
		last := cliNumber(t, `step (\d+) of \d+`, "export", "--format", "dot", "--algo", c.algo.String(), c.sample)
		for _, coarse := range []bool{false, true} {
			tw.s.SetCoarse(coarse)
			tw.h.positionsChanged()
			tw.key(fyne.KeyEnd, 1)
			bar := windowNumbers(t, tw.playback.position.Text, `^Step (\d+) of (\d+)$`)
			tw.layout.present.toggle()
			counter := windowNumbers(t, tw.layout.present.counter.Text, `^(\d+) / (\d+)$`)
			tw.layout.present.toggle()
			line := windowNumbers(t, tw.story.line(tw.s.Positions()-1), `^\s*(\d+)   `)
			for what, got := range map[string]int{"the playback bar's step": bar[0], "the playback bar's last": bar[1],
				"presenter mode's step": counter[0], "presenter mode's last": counter[1], "the narration's last line": line[0]} {
				if got != solve {
					t.Errorf("%s (coarse %v): %s is %d, solve says steps %d", name, coarse, what, got, solve)
				}
			}
			if trace != solve || caption != solve || last != solve {
				t.Errorf("%s: trace's last line %d, export's caption step %d of %d, solve's steps %d", name, trace, last, caption, solve)
			}
		}
		tw.s.SetCoarse(false)
		tw.h.positionsChanged()
	}
}

// cliNumber runs the command line and returns the number the pattern's
// group finds last in what it prints.
func cliNumber(t *testing.T, pattern string, args ...string) int {
	t.Helper()
	var out, errOut bytes.Buffer
	if status := cli.Run(args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}); status != 0 {
		t.Fatalf("gametree %s: status %d: %s", strings.Join(args, " "), status, errOut.String())
	}
	all := regexp.MustCompile(pattern).FindAllStringSubmatch(out.String(), -1)
	if all == nil {
		t.Fatalf("gametree %s: no %s in\n%s", strings.Join(args, " "), pattern, out.String())
	}
	n, _ := strconv.Atoi(all[len(all)-1][1])
	return n
}

// windowNumbers returns the numbers pattern's groups find in a text the
// window shows.
func windowNumbers(t *testing.T, text, pattern string) []int {
	t.Helper()
	m := regexp.MustCompile(pattern).FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("the window shows %q, not %s", text, pattern)
	}
	var out []int
	for _, s := range m[1:] {
		n, _ := strconv.Atoi(s)
		out = append(out, n)
	}
	return out
}
