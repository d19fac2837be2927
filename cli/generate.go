package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"

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
	limit := fs.Int("limit", tree.MaxNodes, "")
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
			fmt.Fprintf(env.Stderr, "gametree: generating %s\n", narrate.Plural(count, "node", "nodes"))
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
		if err := spec.ParseBranching(*branching); err != nil {
			return usagef("generate: --%w", err)
		}
		if err := spec.ParseValues(*values); err != nil {
			return usagef("generate: --%w", err)
		}
		if spec.Order, err = tree.ParseOrdering(*order); err != nil {
			return usageError{fmt.Errorf("generate: --order: %w", err)}
		}
		if count, err = spec.Count(*limit); err == nil {
			fmt.Fprintf(env.Stderr, "gametree: generating %s\n", narrate.Plural(count, "node", "nodes"))
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
