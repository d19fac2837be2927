package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"gametree/games"
	"gametree/narrate"
	"gametree/safefile"
	"gametree/tree"
)

func runGenerate(env Env, args []string) error {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	branching := fs.String("branching", "2", "")
	depth := fs.Int("depth", -1, "")
	values := fs.String("values", "-10..10", "")
	decimals := fs.Bool("decimals", false, "")
	seed := fs.Uint64("seed", 1, "")
	order := fs.String("order", "random", "")
	game := fs.String("game", "", "")
	heaps := fs.String("heaps", "3,4,5", "")
	position := fs.String("position", "", "")
	limit := fs.Int("limit", tree.MaxGenerated, "")
	out := fs.String("o", "", "")
	if err := fs.Parse(args); err != nil {
		return usagef("generate: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("generate: unexpected %q (generate reads no tree)", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *limit < 1 {
		return usagef("generate: --limit must be at least 1")
	}
	if set["depth"] && *depth < 0 {
		return usagef("generate: --depth must be 0 (to the end of a game) or more")
	}

	var t *tree.Tree
	var count int
	var err error
	if *game != "" {
		for _, f := range []string{"branching", "values", "decimals", "seed", "order"} {
			if set[f] {
				return usagef("generate: --%s is for random trees, not --game", f)
			}
		}
		spec := games.Spec{Game: *game, Position: *position, Depth: max(*depth, 0)}
		if set["heaps"] && *game != games.Nim || set["position"] && *game != games.TicTacToe {
			return usagef("generate: --heaps is for --game nim and --position for --game tictactoe")
		}
		if *game == games.Nim {
			if spec.Heaps, err = games.ParseHeaps(*heaps); err != nil {
				return usageError{fmt.Errorf("generate: %w", err)}
			}
		}
		if count, err = games.Count(spec, *limit); err == nil {
			fmt.Fprintf(env.Stderr, "gametree: generating %s nodes\n", narrate.Thousands(count))
			t, err = games.Build(spec, *limit)
		}
	} else {
		if set["heaps"] || set["position"] {
			return usagef("generate: --heaps and --position need --game")
		}
		spec := tree.RandomSpec{Depth: 3, Decimals: *decimals, Seed: *seed}
		if set["depth"] {
			spec.Depth = *depth
		}
		if spec.MinBranching, spec.MaxBranching, err = parseRange(*branching, "-"); err != nil {
			return usagef("generate: --branching %q: expected B or MIN-MAX, such as 3 or 2-4", *branching)
		}
		if spec.Low, spec.High, err = parseFloatRange(*values); err != nil {
			return usagef("generate: --values %q: expected LO..HI, such as -10..10", *values)
		}
		if spec.Order, err = tree.ParseOrdering(*order); err != nil {
			return usageError{fmt.Errorf("generate: --order: %w", err)}
		}
		if count, err = spec.Count(*limit); err == nil {
			fmt.Fprintf(env.Stderr, "gametree: generating %s nodes\n", narrate.Thousands(count))
			t, err = tree.Random(spec, *limit)
		}
	}
	if err != nil {
		return usageError{fmt.Errorf("generate: %w", err)}
	}
	var buf bytes.Buffer
	if err := tree.WriteJSON(&buf, t); err != nil {
		return err
	}
	if *out == "" {
		if _, err := env.Stdout.Write(buf.Bytes()); err != nil {
			return fmt.Errorf("writing the output: %w", err)
		}
		return nil
	}
	if err := safefile.Write(*out, buf.Bytes()); err != nil {
		return usageError{fmt.Errorf("generate: %w", err)}
	}
	return nil
}

// parseRange reads "3" or "2-4".
func parseRange(s, sep string) (int, int, error) {
	lo, hi, found := strings.Cut(s, sep)
	a, err := strconv.Atoi(strings.TrimSpace(lo))
	if err != nil {
		return 0, 0, err
	}
	if !found {
		return a, a, nil
	}
	b, err := strconv.Atoi(strings.TrimSpace(hi))
	return a, b, err
}

// parseFloatRange reads "LO..HI".
func parseFloatRange(s string) (float64, float64, error) {
	lo, hi, found := strings.Cut(s, "..")
	if !found {
		return 0, 0, errors.New("missing the two dots between the bounds")
	}
	a, err := strconv.ParseFloat(strings.TrimSpace(lo), 64)
	if err != nil {
		return 0, 0, err
	}
	b, err := strconv.ParseFloat(strings.TrimSpace(hi), 64)
	if err != nil || math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsNaN(a) || math.IsNaN(b) {
		return 0, 0, fmt.Errorf("not finite")
	}
	return a, b, nil
}
