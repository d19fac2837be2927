package cli

import (
	"bufio"
	"fmt"

	"gametree/internal/i18n"
	"gametree/samples"
)

func runSamples(env Env, l *i18n.Lang, args []string) error {
	fs := newFlagSet("samples")
	names, err := parseAll(fs, args)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(env.Stdout)
	switch len(names) {
	case 0:
		list, err := samples.List()
		if err != nil {
			return err
		}
		for _, s := range list {
			fmt.Fprintf(w, "%-26s %s\n", s.Name, samples.Title(l, s.Name))
		}
	case 1:
		src, err := samples.Source(names[0])
		if err != nil {
			return usageError{err}
		}
		w.Write(src)
	default:
		return refuse("samples", i18n.New("cli.err.one_sample", "Count", len(names)))
	}
	return flush(w)
}
