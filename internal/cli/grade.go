package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"io"
	"os"

	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// maxAnswers is the largest answers file read (a class's answers about a
// big tree fit many times over).
const maxAnswers = 16 << 20

// runGrade marks a student's answers against the search: exit 0 whatever
// the mark, 2 for a bad answers file, an unknown label or a bad tree.
func runGrade(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	answersPath, asJSON := "", false
	target, err := sf.parseWith("grade", args, func(fs *flag.FlagSet) {
		fs.StringVar(&answersPath, "answers", "", "")
		fs.BoolVar(&asJSON, "json", false, "")
	})
	if err != nil {
		return err
	}
	if answersPath == "" {
		return refuse("grade", i18n.New("cli.grade.no_answers"))
	}
	if !sf.opt.Algorithm.Once() {
		return refuse("grade", i18n.New("cli.err.classic_only", "Mode", "grade", "Algorithm", sf.opt.Algorithm.String()))
	}
	if answersPath == "-" && target == "-" { // standard input holds one of them
		return refuse("grade", i18n.New("cli.grade.both_stdin"))
	}
	answers, err := readAnswers(l, answersPath, env.Stdin)
	if err != nil {
		return refuse("grade", err)
	}
	t, name, _, err := Load(l, target, env.Stdin, sf.limit)
	if err != nil {
		return err
	}
	tr, err := search.Run(context.Background(), t, sf.opt)
	if err != nil {
		return usageError{i18n.Wrap(err, "cli.err.tree", "Tree", name)}
	}
	res, err := grade.Grade(tr, answers, narrate.For(l))
	if err != nil {
		return refuse("grade", err)
	}
	w := bufio.NewWriter(env.Stdout)
	if asJSON {
		if err := writeGradeJSON(w, res); err != nil {
			return err
		}
	} else {
		writeGrade(w, l, res)
	}
	return flush(w)
}

// readAnswers reads an answers file (at most maxAnswers bytes): the file
// at path, or standard input for "-".
func readAnswers(l *i18n.Lang, path string, stdin io.Reader) (grade.Answers, error) {
	in, name := stdin, l.T("cli.stdin")
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return grade.Answers{}, err
		}
		defer f.Close()
		in, name = f, path
	}
	data, err := io.ReadAll(io.LimitReader(in, maxAnswers+1))
	if err != nil {
		return grade.Answers{}, i18n.Wrap(err, "read.in_file", "File", name)
	}
	if len(data) > maxAnswers {
		return grade.Answers{}, i18n.Wrap(grade.ErrAnswers, "cli.grade.too_large", "File", name, "MiB", maxAnswers>>20)
	}
	a, err := grade.ReadAnswers(data)
	if err != nil {
		return a, i18n.Wrap(err, "read.in_file", "File", name)
	}
	return a, nil
}

// writeGradeJSON writes the mark as JSON, values as solve writes them
// (infinities as "-inf" and "+inf").
func writeGradeJSON(w *bufio.Writer, res grade.Result) error {
	for i := range res.Mistakes {
		m := &res.Mistakes[i]
		if v, ok := m.Given.(float64); ok {
			m.Given = Number(v)
		}
		if v, ok := m.Expected.(float64); ok {
			m.Expected = Number(v)
		}
	}
	return writeJSON(w, res)
}

// writeJSON writes v as indented JSON, with <, > and & as they are (the
// narration's "alpha >= beta" stays readable).
func writeJSON(w *bufio.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// writeGrade writes the mark for people: the score, then each mistake
// with the step that shows the right answer and its sentence.
func writeGrade(w *bufio.Writer, l *i18n.Lang, res grade.Result) {
	w.WriteString(l.T("cli.grade.score", "Correct", res.Correct, "Total", res.Total) + "\n")
	say := func(v any) string {
		switch v := v.(type) {
		case nil:
			return l.T("cli.grade.not_visited")
		case float64:
			return l.Decimal(tree.FormatValue(v))
		case string:
			return v
		}
		return ""
	}
	for _, m := range res.Mistakes {
		args := []any{"Node", m.Node, "Given", say(m.Given), "Expected", say(m.Expected), "Step", m.Step, "Why", m.Why}
		switch {
		case m.Field == grade.FieldValue:
			w.WriteString(l.T("cli.grade.mistake_value", args...))
		case m.Field == grade.FieldBest:
			w.WriteString(l.T("cli.grade.mistake_best", args...))
		case m.Expected == true:
			w.WriteString(l.T("cli.grade.mistake_left_out", args...))
		default:
			w.WriteString(l.T("cli.grade.mistake_pruned", args...))
		}
		w.WriteByte('\n')
	}
	if res.FirstMistakeStep != nil {
		w.WriteString(l.T("cli.grade.first", "Step", *res.FirstMistakeStep) + "\n")
	}
}

func helpGrade(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.grade"), searchHelp(l), commonHelp(l), treeHelp(l))
}
