package cli

import (
	"bufio"
	"flag"
	"fmt"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
)

func runTrace(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	coarse := false
	target, err := sf.parseWith("trace", args, func(fs *flag.FlagSet) {
		fs.BoolVar(&coarse, "coarse", false, "")
	})
	if err != nil {
		return err
	}
	tr, _, err := solveTree(env, l, target, sf.opt, sf.limit)
	if err != nil {
		return err
	}
	n := narrate.For(l)
	width := len(fmt.Sprint(tr.Len() - 1))
	w := bufio.NewWriter(env.Stdout)
	line := func(k int) { fmt.Fprintf(w, "%*d  %s\n", width, k, clean(n.Step(tr, k))) }
	if coarse {
		for _, k := range tr.Coarse() {
			line(int(k))
		}
	} else {
		for k := range tr.Len() {
			line(k)
		}
	}
	return flush(w)
}
