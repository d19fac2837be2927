package cli

import (
	"bufio"
	"errors"
	"fmt"
	"strings"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/search"
)

// runCode prints the listing of an algorithm, in a form (its default
// unless --form names one), numbered line by line: the lines a trace's
// steps light.
func runCode(env Env, l *i18n.Lang, args []string) error {
	fs := newFlagSet("code")
	algo := fs.String("algo", "alphabeta", "")
	form := fs.String("form", "default", "")
	strict := fs.Bool("strict", false, "")
	list := fs.Bool("list", false, "")
	rest, err := parseAll(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return refuse("code", i18n.New("cli.err.code_args", "Args", strings.Join(rest, " ")))
	}
	if *list {
		return listForms(env, l)
	}
	a, err := search.ParseAlgorithm(*algo)
	if err != nil {
		return refuse("code", err)
	}
	f, err := code.Lookup(search.Options{Algorithm: a}, *form, l)
	if errors.Is(err, code.ErrNoForm) {
		if *form == "" || *form == "default" {
			return refuse("code", i18n.New("cli.err.code_none", "Algorithm", l.T("algo_"+a.String()), "Forms", strings.Join(code.IDs(), ", ")))
		}
		return refuse("code", i18n.New("cli.err.code_form", "Form", *form, "Forms", strings.Join(code.IDs(), ", ")))
	}
	if err != nil {
		return err
	}
	w := bufio.NewWriter(env.Stdout)
	fmt.Fprintf(w, "%s\n\n", l.T(f.Title))
	lines := f.Listing(search.Options{Algorithm: f.Algorithm, Strict: *strict}, l)
	width := len(fmt.Sprint(len(lines)))
	for i, s := range lines {
		fmt.Fprintf(w, "%*d  %s\n", width, i+1, s)
	}
	return flush(w)
}

// listForms prints every form: its name for --form, the algorithm it
// searches (as --algo takes it) and its title, each algorithm's default
// in language l first.
func listForms(env Env, l *i18n.Lang) error {
	w := bufio.NewWriter(env.Stdout)
	forms := code.Forms(l)
	idWidth, algoWidth := 0, 0
	for _, f := range forms {
		idWidth, algoWidth = max(idWidth, len(f.ID)), max(algoWidth, len(f.Algorithm.String()))
	}
	for _, f := range forms {
		fmt.Fprintf(w, "%-*s  %-*s  %s\n", idWidth, f.ID, algoWidth, f.Algorithm, l.T(f.Title))
	}
	return flush(w)
}

func helpCode(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.code", "Forms", strings.Join(code.IDs(), ", ")), commonHelp(l))
}
