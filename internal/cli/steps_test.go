package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// TestSolveCountsTheStepsTheWindowNumbers: on several trees and
// algorithms, the number solve's "steps" line gives is the last step's
// number, the N the window's "Step N of N" shows at the end, and the
// number of trace's last line; its coarse count is the last position of
// the window's calls-and-returns view, and of trace --coarse's lines.
func TestSolveCountsTheStepsTheWindowNumbers(t *testing.T) {
	var deep bytes.Buffer // estimates on every node: for iterative deepening
	rt, err := tree.Random(tree.RandomSpec{MinBranching: 2, MaxBranching: 3, Depth: 4, Low: -9, High: 9, Seed: 11, Estimates: true}, tree.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	if err := tree.WriteJSON(&deep, rt); err != nil {
		t.Fatal(err)
	}
	random := filepath.Join(t.TempDir(), "random.json")
	if err := os.WriteFile(random, deep.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	steps := regexp.MustCompile(`(?m)^steps +(\d+) \((\d+) `)
	for _, c := range []struct {
		file string
		algo search.Algorithm
	}{
		{"alphabeta-walkthrough", search.AlphaBeta},
		{"alphabeta-walkthrough", search.Minimax},
		{"alphabeta-walkthrough", search.Bratko},
		{"alphabeta-walkthrough", search.SlidesStage1},
		{"aima-fig5-2", search.PVS},
		{"aima-fig5-2", search.MTDF},
		{"geeksforgeeks-alphabeta", search.AlphaBetaFailHard},
		{"dice", search.Expectimax},
		{"dice", search.Star1},
		{random, search.Iterative},
		{random, search.AlphaBetaNegamax},
	} {
		name := fmt.Sprintf("%s on %s", c.algo, filepath.Base(c.file))
		var src *tree.Tree
		if c.file == random {
			src = rt
		} else if src, err = samples.Load(c.file); err != nil {
			t.Fatal(err)
		}
		// The window: the session it reads, at its last step.
		s := session.New()
		finishSearch(t, s, s.SetDocument(session.Document{Tree: src, Name: c.file, Format: tree.FormatJSON}))
		if r, changed := s.ChooseAlgorithm(c.algo); changed {
			finishSearch(t, s, r)
		}
		if s.Options().Algorithm != c.algo {
			t.Fatalf("%s: the session searches %s", name, s.Options().Algorithm)
		}
		s.Last()
		window := s.LastStep()
		s.SetCoarse(true)
		coarse := s.Positions() - 1

		status, out, errOut := run(t, "", "solve", "--algo", c.algo.String(), c.file)
		m := steps.FindStringSubmatch(out)
		if status != 0 || m == nil {
			t.Fatalf("%s: solve exits %d, no steps line in\n%s%s", name, status, out, errOut)
		}
		if n, _ := strconv.Atoi(m[1]); n != window || s.Step() != window {
			t.Errorf("%s: solve says %d steps, the window ends at step %d of %d", name, n, s.Step(), window)
		}
		if n, _ := strconv.Atoi(m[2]); n != coarse {
			t.Errorf("%s: solve says %d with calls and returns only, the window's coarse view ends at %d", name, n, coarse)
		}
		for _, view := range []struct {
			flags []string
			last  int // the number of steps after step 0 it lists
		}{{nil, window}, {[]string{"--coarse"}, coarse}} {
			status, out, _ := run(t, "", append([]string{"trace", "--algo", c.algo.String(), c.file}, view.flags...)...)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if status != 0 || len(lines)-1 != view.last {
				t.Errorf("%s: trace %v exits %d with %d lines after step 0, want %d", name, view.flags, status, len(lines)-1, view.last)
			}
			if last, _ := strconv.Atoi(strings.Fields(lines[len(lines)-1])[0]); last != window {
				t.Errorf("%s: trace %v's last line is step %d, want %d", name, view.flags, last, window)
			}
		}
	}
}

// finishSearch runs the session's search request r and hands it back.
func finishSearch(t *testing.T, s *session.Session, r session.Request) {
	t.Helper()
	tr, err := r.Run(context.Background())
	if err := s.Finish(r, tr, err); err != nil {
		t.Fatal(err)
	}
}
