package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"io"
	"os"
	"strings"

	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// maxAnswers is the largest answers file read (a class's answers about a
// big tree fit many times over).
const maxAnswers = 16 << 20

// runGrade marks a student's answers against the whole exercise about the
// search (grade.Grade): exit 0 whatever the mark, 2 for a bad answers
// file, an unknown label or a bad tree.
func runGrade(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	answersPath, asJSON, ascii := "", false, false
	target, err := sf.parseWith("grade", args, func(fs *flag.FlagSet) {
		fs.StringVar(&answersPath, "answers", "", "")
		fs.BoolVar(&asJSON, "json", false, "")
		fs.BoolVar(&ascii, "ascii", false, "")
	})
	if err != nil {
		return err
	}
	if ascii {
		l = l.ASCII()
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
	if err := stdoutNotInput(env, "grade", inputFile(env, target), inputFile(env, answersPath)); err != nil {
		return err
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
// with the marks it costs and the step that shows the right answer with
// its sentence, then the answers the exercise does not ask.
func writeGrade(w *bufio.Writer, l *i18n.Lang, res grade.Result) {
	w.WriteString(l.N("cli.grade.score", res.Total, "Correct", res.Correct) + "\n")
	say := func(v any) string {
		switch v := v.(type) {
		case float64:
			return l.Decimal(tree.FormatValue(v))
		case string:
			return clean(v)
		}
		return ""
	}
	for _, m := range res.Mistakes {
		lost := l.N("cli.grade.lost", m.Marks)
		var id string
		switch {
		case m.Field == grade.FieldValue && m.Given == nil:
			id = "cli.grade.mistake_value_blank"
		case m.Field == grade.FieldValue && m.Expected == nil:
			id = "cli.grade.mistake_value_unvisited"
		case m.Field == grade.FieldValue:
			id = "cli.grade.mistake_value"
		case m.Field == grade.FieldBest && m.Given == nil:
			id = "cli.grade.mistake_best_blank"
		case m.Field == grade.FieldBest:
			id = "cli.grade.mistake_best"
		case m.Given == nil:
			id = "cli.grade.mistake_pruned_blank"
		case m.Expected == true:
			id = "cli.grade.mistake_left_out"
			if m.Marks > 1 {
				lost = l.T("cli.grade.lost_not_listed", "Lost", lost)
			}
		default:
			id = "cli.grade.mistake_pruned"
			if m.Marks > 1 {
				lost = l.T("cli.grade.lost_visited", "Lost", lost)
			}
		}
		w.WriteString(l.T(id, "Node", clean(m.Node), "Given", say(m.Given), "Expected", say(m.Expected), "Lost", lost, "Step", m.Step, "Why", m.Why))
		w.WriteByte('\n')
	}
	var values, pruned []string
	for _, a := range res.NotAsked {
		if a.Field == grade.FieldValue {
			values = append(values, clean(a.Node))
		} else {
			pruned = append(pruned, clean(a.Node))
		}
	}
	if values != nil {
		w.WriteString(l.T("cli.grade.not_asked_values", "Nodes", strings.Join(values, ", ")) + "\n")
	}
	if pruned != nil {
		w.WriteString(l.T("cli.grade.not_asked_pruned", "Nodes", strings.Join(pruned, ", ")) + "\n")
	}
	if res.FirstMistakeStep != nil {
		w.WriteString(l.T("cli.grade.first", "Step", *res.FirstMistakeStep) + "\n")
	}
}

func helpGrade(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.grade"), searchHelp(l), commonHelp(l), treeHelp(l))
}
