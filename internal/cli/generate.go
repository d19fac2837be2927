package cli

import (
	"bytes"
	"flag"
	"fmt"

	"gametree/internal/games"
	"gametree/internal/i18n"
	"gametree/internal/safefile"
	"gametree/internal/tree"
)

func runGenerate(env Env, l *i18n.Lang, args []string) error {
	fs := newFlagSet("generate")
	branching := fs.String("branching", "2", "")
	depth := fs.Int("depth", -1, "")
	values := fs.String("values", "-10..10", "")
	decimals := fs.Bool("decimals", false, "")
	estimates := fs.Bool("estimates", false, "")
	dice := fs.Bool("dice", false, "")
	seed := fs.Uint64("seed", 1, "")
	order := fs.String("order", "random", "")
	game := fs.String("game", "", "")
	heaps := fs.String("heaps", "3,4,5", "")
	position := fs.String("position", "", "")
	limit := fs.Int("limit", tree.MaxNodes, "")
	out := fs.String("o", "", "")
	rest, err := parseAll(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return refuse("generate", i18n.New("cli.err.unexpected_arg", "Arg", i18n.Quote(rest[0])))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *limit < 1 {
		return refuse("generate", i18n.New("cli.err.limit_min", "Limit", *limit))
	}
	if set["depth"] && *depth < 0 {
		return refuse("generate", i18n.New("cli.err.generate_depth", "Depth", *depth))
	}

	var t *tree.Tree
	var count int
	if *game != "" {
		for _, f := range []string{"branching", "values", "decimals", "estimates", "dice", "seed", "order"} {
			if set[f] {
				return refuse("generate", i18n.New("cli.err.random_only", "Flag", dashed(f)))
			}
		}
		spec := games.Spec{Game: *game, Position: *position, Depth: max(*depth, 0), Lang: l} // moves, title and notes in --lang's words
		if set["heaps"] && *game != games.Nim || set["position"] && *game != games.TicTacToe {
			return refuse("generate", i18n.New("cli.err.game_options"))
		}
		if *game == games.Nim {
			if spec.Heaps, err = games.ParseHeaps(*heaps); err != nil {
				return refuse("generate", err)
			}
		}
		if count, err = games.Count(spec, *limit); err == nil {
			fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.generate.generating", count))
			t, err = games.Build(spec, *limit)
		}
	} else {
		if set["heaps"] || set["position"] {
			return refuse("generate", i18n.New("cli.err.need_game"))
		}
		spec := tree.RandomSpec{Depth: 3, Decimals: *decimals, Seed: *seed, Estimates: *estimates, Dice: *dice}
		if set["depth"] {
			spec.Depth = *depth
		}
		if err := spec.ParseBranching(*branching); err != nil {
			return refuse("generate", err) // says "branching …"
		}
		if err := spec.ParseValues(*values); err != nil {
			return refuse("generate", err) // says "values …"
		}
		if spec.Order, err = tree.ParseOrdering(*order); err != nil {
			return refuse("generate", i18n.Wrap(err, "cli.err.flag_bad", "Flag", "--order"))
		}
		if count, err = spec.Count(*limit); err == nil {
			fmt.Fprintf(env.Stderr, "gametree: %s\n", l.N("cli.generate.generating", count))
			if t, err = tree.Random(spec, *limit); err == nil {
				t.Title = spec.TitleIn(l)
			}
		}
	}
	if err != nil {
		return refuse("generate", err)
	}
	var buf bytes.Buffer
	if err := tree.WriteJSON(&buf, t); err != nil {
		return err
	}
	if *out == "" || *out == "-" { // - is standard output, as for any Unix tool
		if _, err := env.Stdout.Write(buf.Bytes()); err != nil {
			return i18n.Wrap(err, "cli.err.write")
		}
		return nil
	}
	sweep(env, l, *out)
	note := safefile.Note(*out)
	if err := safefile.Write(*out, buf.Bytes()); err != nil {
		return notWritten("generate", err)
	}
	say(env, l, note)
	return nil
}
