package cli

import (
	"bufio"
	"fmt"

	"gametree/samples"
)

func runSamples(env Env, args []string) error {
	w := bufio.NewWriter(env.Stdout)
	switch len(args) {
	case 0:
		list, err := samples.List()
		if err != nil {
			return err
		}
		for _, s := range list {
			fmt.Fprintf(w, "%-26s %s\n", s.Name, s.Title)
		}
	case 1:
		src, err := samples.Source(args[0])
		if err != nil {
			return usageError{err}
		}
		w.Write(src)
	default:
		return usagef("samples: one name at a time (got %d)", len(args))
	}
	return flush(w)
}
