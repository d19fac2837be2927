package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"strings"
	"unicode/utf8"

	"gametree/internal/compare"
	"gametree/internal/compare/picture"
	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// listFlag is a comma-separated list.
type listFlag struct{ items *[]string }

func (f listFlag) String() string { return "" }

func (f listFlag) Set(s string) error {
	*f.items = strings.Split(s, ",")
	return nil
}

// runCompare runs several algorithms and orderings on one tree and
// prints what each did.
func runCompare(env Env, l *i18n.Lang, args []string) error {
	algoNames, orderNames := []string{"minimax", "alphabeta"}, []string{"as-is", "best", "worst"}
	var opt search.Options
	limit, asJSON := tree.MaxNodes, false
	pictureFile, pictureSet, dpi := "", false, 144.0
	fs := newFlagSet("compare")
	fs.Var(listFlag{&algoNames}, "algo", "")
	fs.Var(listFlag{&orderNames}, "order", "")
	fs.Var(rootFlag{&opt.Root}, "root", "")
	fs.IntVar(&opt.Depth, "depth", 0, "")
	fs.BoolVar(&opt.Strict, "strict", false, "")
	floatVar(fs, &opt.Guess, "guess", 0)
	floatVar(fs, &opt.Aspiration, "aspiration", 0)
	fs.BoolVar(&opt.TT, "tt", false, "")
	fs.Var(boundsFlag{&opt.Bounds}, "bounds", "")
	fs.IntVar(&limit, "limit", tree.MaxNodes, "")
	samplingFlags(fs, &opt)
	fs.BoolVar(&asJSON, "json", false, "")
	fs.Func("picture", "", func(s string) error { pictureFile, pictureSet = s, true; return nil })
	floatVar(fs, &dpi, "dpi", 144)
	targets, err := parseAll(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(targets) != 1:
		return refuse("compare", i18n.New("cli.err.no_tree"))
	case opt.Depth < 0:
		return refuse("compare", i18n.New("cli.err.depth_min", "Depth", opt.Depth))
	}
	if err := export.CheckDPI(dpi, export.Flags); err != nil {
		return refuse("compare", err)
	}
	if pictureSet {
		if err := picture.CheckPath(pictureFile); err != nil {
			return refuse("compare", err)
		}
	}
	for _, name := range algoNames {
		if pictureSet && name == search.MCTS.String() {
			return refuse("compare", i18n.New("cli.err.mcts_command", "Command", "compare --picture"))
		}
	}
	var algos []search.Algorithm
	for _, name := range algoNames {
		a, err := search.ParseAlgorithm(name)
		if err != nil {
			return refuse("compare", unknownAlgorithm(name))
		}
		algos = append(algos, a)
	}
	var orders []compare.Order
	for _, name := range orderNames {
		o, err := compare.ParseOrder(name)
		if err != nil {
			return refuse("compare", err)
		}
		orders = append(orders, o)
	}
	if err := stdoutNotInput(env, "compare", inputFile(env, targets[0])); err != nil {
		return err
	}
	t, name, _, err := Load(l, targets[0], env.Stdin, limit)
	if err != nil {
		return err
	}
	algoSet := false
	fs.Visit(func(f *flag.Flag) { algoSet = algoSet || f.Name == "algo" })
	if !algoSet && t.HasChance() { // the default pair for a game with dice
		algos = []search.Algorithm{search.Expectimax, search.Star1}
	}
	if pictureSet {
		if err := export.CheckSize(t); err != nil {
			return refuse("compare", err)
		}
	}
	rows, err := compare.Run(context.Background(), t, algos, orders, opt)
	if err != nil {
		return usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
	}
	if pictureSet {
		if err := writePicture(env, l, t, name, inputFile(env, targets[0]), algos, orders, opt, pictureFile, dpi); err != nil {
			return err
		}
	}
	minimal, ok := compare.MinimalLeaves(t, opt.Depth)
	w := bufio.NewWriter(env.Stdout)
	if asJSON {
		if err := writeCompareJSON(w, rows, minimal, ok); err != nil {
			return err
		}
	} else {
		writeCompare(w, l, rows, minimal, ok)
	}
	return flush(w)
}

// writePicture draws every search, at its end, side by side with the
// table and the chart, into file (a PNG), never over the tree's file
// (path).
func writePicture(env Env, l *i18n.Lang, t *tree.Tree, name, path string, algos []search.Algorithm, orders []compare.Order, opt search.Options, file string, dpi float64) error {
	ctx := context.Background()
	var panes []picture.Pane
	for _, a := range algos {
		for _, o := range orders {
			tr, err := compare.Search{Algorithm: a, Order: o}.Trace(ctx, t, opt)
			if err != nil {
				return usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
			}
			p := compare.NewProgress(tr)
			panes = append(panes, picture.Pane{Search: compare.Search{Algorithm: a, Order: o}, Progress: p, Pos: p.Last()})
		}
	}
	title := t.Title
	if title == "" {
		title = name
	}
	pic, err := picture.New(panes, picture.Options{Lang: l, DPI: dpi, Title: l.T("compare.picture_title", "Tree", oneLine(title))})
	if err != nil {
		return refuse("compare", err)
	}
	sweep(env, l, file)
	if err := pic.Save(ctx, file, path); err != nil {
		return notWritten("compare", err)
	}
	return nil
}

// compareRow is a row of compare --json.
type compareRow struct {
	Algorithm       string `json:"algorithm"`
	Order           string `json:"order"`
	Value           Number `json:"value"`
	NodesVisited    int    `json:"nodes_visited"`
	LeavesEvaluated int    `json:"leaves_evaluated"`
	Cutoffs         int    `json:"cutoffs"`
}

// writeCompareJSON writes the rows and the minimal tree as compare --json
// does; a value without a JSON form (NaN) is an error, with nothing
// written.
func writeCompareJSON(w *bufio.Writer, rows []compare.Row, minimal int, ok bool) error {
	out := struct {
		Rows          []compareRow `json:"rows"`
		MinimalLeaves *int         `json:"minimal_leaves"`
	}{Rows: []compareRow{}}
	for _, r := range rows {
		out.Rows = append(out.Rows, compareRow{r.Algorithm.String(), r.Order.String(), Number(r.Value), r.NodesVisited, r.LeavesEvaluated, r.Cutoffs})
	}
	if ok {
		out.MinimalLeaves = &minimal
	}
	if err := writeJSON(w, out); err != nil {
		return i18n.Wrap(err, "cli.err.json_field", "Field", "value")
	}
	return nil
}

// writeCompare writes an aligned table, then the minimal tree.
func writeCompare(w *bufio.Writer, l *i18n.Lang, rows []compare.Row, minimal int, ok bool) {
	table := [][]string{{l.T("cli.compare.algorithm"), l.T("cli.compare.order"), l.T("cli.compare.value"),
		l.T("cli.compare.nodes"), l.T("cli.compare.leaves"), l.T("cli.compare.cutoffs")}}
	for _, r := range rows {
		value := tree.FormatValue(r.Value)
		if r.Algorithm.Samples() { // an estimate: its last digits say nothing
			value = tree.RoundedValue(r.Value)
		}
		table = append(table, []string{r.Algorithm.String(), r.Order.String(), l.Decimal(value),
			l.Int(r.NodesVisited), l.Int(r.LeavesEvaluated), l.Int(r.Cutoffs)})
	}
	writeColumns(w, table, 2)
	if ok {
		w.WriteString(l.N("cli.compare.minimal", minimal) + "\n")
	}
}

// writeColumns writes rows as columns two spaces apart: the first left
// columns (names) aligned to the left, the others (numbers) to the right.
func writeColumns(w *bufio.Writer, rows [][]string, left int) {
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(cell))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		for i, cell := range row {
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(cell))
			if i < left {
				fmt.Fprintf(&b, "%s%s  ", cell, pad)
			} else {
				fmt.Fprintf(&b, "%s%s  ", pad, cell)
			}
		}
		w.WriteString(strings.TrimRight(b.String(), " ") + "\n")
	}
}

func helpCompare(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.compare", "Algorithms", algorithmNames(), "Limit", tree.MaxNodes), commonHelp(l), treeHelp(l))
}
