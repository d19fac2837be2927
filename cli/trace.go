package cli

import (
	"bufio"
	"fmt"

	"gametree/narrate"
)

func runTrace(env Env, args []string) error {
	var sf searchFlags
	target, err := sf.parse("trace", args, false, true)
	if err != nil {
		return err
	}
	tr, _, err := solveTree(env, target, sf.opt)
	if err != nil {
		return err
	}
	n := narrate.English()
	width := len(fmt.Sprint(tr.Len() - 1))
	w := bufio.NewWriter(env.Stdout)
	line := func(k int) { fmt.Fprintf(w, "%*d  %s\n", width, k, n.Step(tr, k)) }
	if sf.coarse {
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
