// Package moodle writes practice exercises as a Moodle XML question bank
// (https://docs.moodle.org/en/Moodle_XML_format), for a quiz in a
// learning platform: for each tree, its worksheet's picture embedded in
// every question, the root's value and an inner node's value as numbers,
// the root's move and the pruned subtrees as multiple choice. Each answer
// is the search's, as package grade marks it, and each wrong answer's
// feedback is the sentence of the step where the search first shows it
// wrong; the general feedback is the search's every step.
package moodle

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	stdhtml "html"
	"image/png"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"gametree/internal/export"
	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// MaxTrees is the most trees one question bank holds: each tree's
// picture is embedded in each of its questions.
const MaxTrees = 100

// MaxBytes is the most a question bank may weigh, unless Options say
// less: Moodle's import reads the whole file into memory, and a site's
// upload limit is often lower still.
const MaxBytes = 64 << 20

// MaxPruned is the most pruned subtrees a question about them offers: a
// right answer's share of the mark, 100/MaxPruned %, is the smallest of
// the fractions Moodle lists that divide 100 evenly among them.
const MaxPruned = 10

// share is the share of the mark, in percent, each of k right answers
// earns (1 ≤ k ≤ MaxPruned), as Moodle lists its grades
// (question_bank::fraction_options_full): its import refuses any other.
func share(k int) string {
	return [MaxPruned + 1]string{"", "100", "50", "33.33333", "25", "20", "16.66667", "14.28571", "12.5", "11.11111", "10"}[k]
}

// Options are how a question bank is written.
type Options struct {
	// Category names the bank's category, under the course's top
	// category; "" names it by the algorithm and Seed.
	Category string
	// Narrator says everything, in its language.
	Narrator *narrate.Narrator
	// Format is the pictures' format: PNG or SVG.
	Format export.Format
	// DPI is the PNGs' resolution, to show them at the size of the SVG
	// (144 when 0).
	DPI float64
	// Seed picks the inner node each tree asks the value of; the same
	// seed, the same questions.
	Seed uint64
	// MaxBytes bounds the bank's size (MaxBytes when 0 or more).
	MaxBytes int
}

// Kinds of question about a tree, the order they come in.
const (
	AskRoot   = "root"   // the root's value (numerical)
	AskValue  = "value"  // an inner node's value (numerical)
	AskBest   = "best"   // the root's move (multiple choice, one answer)
	AskPruned = "pruned" // the pruned subtrees (multiple choice, several answers)
)

// Build writes a question bank of the exercises' trees: their
// worksheets' pictures and the searches they hold.
func Build(ctx context.Context, ex *export.Exercises, opt Options) (*Quiz, error) {
	if opt.Format != export.PNG && opt.Format != export.SVG {
		return nil, i18n.New("moodle.format", "Format", string(opt.Format))
	}
	if opt.DPI <= 0 {
		opt.DPI = 144
	}
	if len(ex.Sheets) == 0 || len(ex.Sheets) > MaxTrees {
		return nil, i18n.New("moodle.count_range", "Count", len(ex.Sheets), "Max", MaxTrees)
	}
	if opt.MaxBytes <= 0 || opt.MaxBytes > MaxBytes {
		opt.MaxBytes = MaxBytes
	}
	l := opt.Narrator.Language()
	q := &Quiz{}
	size := 0
	first := ex.Sheets[0].Trace().Options
	name := opt.Category
	if name == "" {
		name = l.T("moodle.category", "Algorithm", l.T("algo_"+first.Algorithm.String()), "Seed", strconv.FormatUint(opt.Seed, 10))
	}
	q.Questions = append(q.Questions, Question{
		Type:     "category",
		Category: &Plain{Text: "$course$/top/" + strings.ReplaceAll(name, "/", "//")},
		Info:     html(stdhtml.EscapeString(l.N("moodle.category_info", len(ex.Sheets)))),
	})
	for i, sheet := range ex.Sheets {
		data, err := sheet.Write(ctx, opt.Format)
		if err != nil {
			return nil, i18n.Wrap(err, "export.sheets.tree_of", "N", i+1, "Sheets", len(ex.Sheets))
		}
		b := builder{tr: sheet.Trace(), n: opt.Narrator, l: l, opt: opt, index: i}
		b.title = b.tr.Tree.Title
		if b.title == "" {
			b.title = l.T("export.sheets.exercise", "N", i+1)
		}
		if err := b.picture(data); err != nil {
			return nil, err
		}
		qs, err := b.questions()
		if err != nil {
			return nil, err
		}
		// Every question carries the picture and the solution.
		if size += len(qs) * (len(b.file.Data) + len(b.solution)); size > opt.MaxBytes {
			return nil, i18n.New("moodle.too_large", "Limit", opt.MaxBytes>>20, "N", i+1)
		}
		q.Questions = append(q.Questions, qs...)
	}
	return q, nil
}

// builder asks the questions about one tree.
type builder struct {
	tr    *search.Trace
	n     *narrate.Narrator
	l     *i18n.Lang
	opt   Options
	index int
	title string
	// img is the picture's <img> element; file the file it names.
	img  string
	file File
	// solution is the general feedback: every step's sentence.
	solution string
}

// picture embeds the tree's picture, and writes the solution.
func (b *builder) picture(data []byte) error {
	ext := strings.ToLower(string(b.opt.Format))
	name := fmt.Sprintf("tree-%03d.%s", b.index+1, ext)
	width := ""
	if b.opt.Format == export.PNG {
		c, err := png.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return err
		}
		width = fmt.Sprintf(` width="%d"`, int(math.Round(float64(c.Width)*72/b.opt.DPI)))
	}
	alt := stdhtml.EscapeString(b.l.T("moodle.picture", "Title", b.title))
	b.img = fmt.Sprintf(`<p><img src="@@PLUGINFILE@@/%s" alt="%s"%s></p>`, name, alt, width)
	b.file = File{Name: name, Path: "/", Encoding: "base64", Data: base64.StdEncoding.EncodeToString(data)}
	var s strings.Builder
	fmt.Fprintf(&s, "<p>%s</p>\n<ol start=\"0\">\n", b.esc(b.l.T("moodle.solution")))
	for k := range b.tr.Len() {
		fmt.Fprintf(&s, "<li>%s</li>\n", b.esc(b.n.Step(b.tr, k)))
	}
	s.WriteString("</ol>")
	b.solution = s.String()
	return nil
}

// esc is text as HTML.
func (b *builder) esc(s string) string { return stdhtml.EscapeString(s) }

// questions asks the tree's questions: the root's value, an inner
// node's, the root's move and, with an algorithm that prunes, the pruned
// subtrees.
func (b *builder) questions() ([]Question, error) {
	tr, t := b.tr, b.tr.Tree
	var qs []Question
	root := t.Name(tree.Root)
	if grade.AsksValue(tr, tree.Root) {
		q, err := b.numerical(tree.Root, b.l.T("moodle.root.name", "Title", b.title), b.l.T("moodle.root", "Node", root))
		if err != nil {
			return nil, err
		}
		qs = append(qs, q)
	}
	var inner []tree.NodeID
	for _, id := range t.Preorder() {
		if id != tree.Root && grade.AsksValue(tr, id) {
			inner = append(inner, id)
		}
	}
	if len(inner) > 0 {
		r := rand.New(rand.NewPCG(b.opt.Seed, uint64(b.index)))
		id := inner[r.IntN(len(inner))]
		label := t.Name(id)
		q, err := b.numerical(id, b.l.T("moodle.value.name", "Title", b.title, "Node", label), b.l.T("moodle.value", "Node", label))
		if err != nil {
			return nil, err
		}
		qs = append(qs, q)
	}
	if len(t.Nodes[tree.Root].Children) > 1 && len(tr.PV) > 1 {
		q, err := b.best()
		if err != nil {
			return nil, err
		}
		qs = append(qs, q)
	}
	if grade.AsksPruned(tr.Options.Algorithm) {
		q, err := b.pruned()
		if err != nil {
			return nil, err
		}
		qs = append(qs, q)
	}
	return qs, nil
}

// question is a question of type typ with the tree's picture above the
// prompt.
func (b *builder) question(typ, name, prompt string) Question {
	setup := []string{b.l.T("export.worksheet.setup", "Algorithm", b.l.T("algo_"+b.tr.Options.Algorithm.String()))}
	if b.tr.Options.Algorithm.Prunes() && b.tr.Options.Strict {
		setup = append(setup, b.l.T("export.worksheet.strict"))
	}
	if b.tr.Options.Algorithm.IsNegamax() {
		setup = append(setup, b.l.T("export.worksheet.negamax"))
	}
	text := fmt.Sprintf("<p>%s</p>\n%s\n<p>%s</p>", b.esc(strings.Join(setup, " ")), b.img, b.esc(prompt))
	return Question{
		Type:            typ,
		Name:            &Plain{Text: name},
		QuestionText:    &HTML{Format: "html", Text: CDATA{text}, Files: []File{b.file}},
		GeneralFeedback: html(b.solution),
		DefaultGrade:    "1",
		Penalty:         "0.3333333",
		Hidden:          "0",
	}
}

// said is a step and its sentence, as feedback: msg with Step and Why.
func (b *builder) said(msg string, step int, args ...any) *HTML {
	args = append(args, "Step", step, "Why", b.n.Step(b.tr, step))
	return html(b.esc(b.l.T(msg, args...)))
}

// mistake is the mistake grade finds in answers a about node's field:
// where the search first shows the answer wrong.
func (b *builder) mistake(a grade.Answers, part grade.Part, node, field string, given any) (grade.Mistake, error) {
	r, err := grade.GradeParts(b.tr, a, b.n, part)
	if err != nil {
		return grade.Mistake{}, err
	}
	found, ok := grade.Mistake{}, false
	for _, m := range r.Mistakes {
		if m.Field == field && (node == "" || m.Node == node) && (given == nil || m.Given == given) && (!ok || m.Step < found.Step) {
			found, ok = m, true
		}
	}
	if !ok {
		return found, fmt.Errorf("moodle: grade finds no mistake in %s of %s", field, node)
	}
	return found, nil
}

// numerical asks the value the search returns at id.
func (b *builder) numerical(id tree.NodeID, name, prompt string) (Question, error) {
	want, _ := grade.Returned(b.tr, id)
	label := b.tr.Tree.Name(id)
	m, err := b.mistake(grade.Answers{Values: map[string]float64{label: want + 1}}, grade.PartValues, label, grade.FieldValue, want+1)
	if err != nil {
		return Question{}, err
	}
	tolerance := "0"
	if grade.Same(want, want+0.004) { // thirds, rounded as grade accepts them
		tolerance = "0.005"
	}
	q := b.question("numerical", name, prompt)
	q.Answers = []Answer{
		{Fraction: "100", Format: "moodle_auto_format", Text: strconv.FormatFloat(want, 'f', -1, 64), Tolerance: tolerance,
			Feedback: b.said("moodle.right", b.tr.ReturnStep(id))},
		{Fraction: "0", Format: "moodle_auto_format", Text: "*", Tolerance: "0",
			Feedback: b.said("moodle.wrong", m.Step)},
	}
	q.UnitGradingType, q.UnitPenalty, q.ShowUnits, q.UnitsLeft = "0", "0.1000000", "3", "0"
	return q, nil
}

// multichoice is a multiple choice question, one answer or several.
func (b *builder) multichoice(name, prompt string, single bool) Question {
	q := b.question("multichoice", name, prompt)
	q.Single = strconv.FormatBool(single)
	q.ShuffleAnswers, q.AnswerNumbering, q.ShowStandardInstruction = "true", "abc", "1"
	q.CorrectFeedback = html(b.esc(b.l.T("moodle.correct")))
	q.PartiallyCorrectFeedback = html(b.esc(b.l.T("moodle.partly")))
	q.IncorrectFeedback = html(b.esc(b.l.T("moodle.incorrect")))
	q.ShowNumCorrect = &struct{}{}
	return q
}

// best asks which child the root chooses: a wrong child's feedback is
// the step where the root first holds another child as its choice after
// weighing that one (see rejected).
func (b *builder) best() (Question, error) {
	tr, t := b.tr, b.tr.Tree
	root := t.Name(tree.Root)
	q := b.multichoice(b.l.T("moodle.best.name", "Title", b.title), b.l.T("moodle.best", "Node", root), true)
	want := tr.PV[1]
	for _, c := range t.Nodes[tree.Root].Children {
		label := t.Name(c)
		if c == want {
			q.Answers = append(q.Answers, Answer{Fraction: "100", Format: "html", Text: b.esc(label), Feedback: b.said("moodle.right", b.chosen(want))})
			continue
		}
		k := b.rejected(c)
		if k < 0 {
			m, err := b.mistake(grade.Answers{Best: label}, grade.PartBest, root, grade.FieldBest, label)
			if err != nil {
				return Question{}, err
			}
			k = m.Step
		}
		q.Answers = append(q.Answers, Answer{Fraction: "0", Format: "html", Text: b.esc(label), Feedback: b.said("moodle.wrong", k)})
	}
	return q, nil
}

// rejected is the step where the root, having weighed child c, first
// holds another child as its choice: the comparison that keeps its
// choice, or the later one that replaces c. -1 when the root never
// weighs c.
func (b *builder) rejected(c tree.NodeID) int {
	tr := b.tr
	weighed := false
	for k := tr.CallStep(tree.Root) + 1; k >= 1 && k <= tr.ReturnStep(tree.Root); k++ {
		s := tr.StepAt(k)
		if s.Node != tree.Root {
			continue
		}
		if !weighed && s.Child == c && (s.Kind == search.CompareV || s.Kind == search.CompareBound) {
			weighed = true
		}
		if weighed && s.Chosen != c {
			return k
		}
	}
	return -1
}

// chosen is the step where the root takes child c as its choice for the
// last time; the root's return when no step says so.
func (b *builder) chosen(c tree.NodeID) int {
	tr := b.tr
	last, before := tr.ReturnStep(tree.Root), tree.None
	found := -1
	for k := tr.CallStep(tree.Root) + 1; k >= 1 && k <= tr.ReturnStep(tree.Root); k++ {
		s := tr.StepAt(k)
		if s.Node != tree.Root {
			continue
		}
		if s.Chosen == c && before != c {
			found = k
		}
		before = s.Chosen
	}
	if found < 0 {
		return last
	}
	return found
}

// pruned asks which subtrees the search prunes, among the children of
// the inner nodes it visits: the topmost pruned nodes are right, the
// visited ones wrong, and so is "nothing is pruned" unless nothing is.
// Of more than MaxPruned pruned subtrees, MaxPruned picked with the seed
// are offered (see fewerPruned).
func (b *builder) pruned() (Question, error) {
	tr, t := b.tr, b.tr.Tree
	var options []tree.NodeID
	right := 0
	for _, id := range t.Preorder() {
		if t.Nodes[id].IsLeaf() || tr.CallStep(id) < 0 || tr.PruneStep(id) >= 0 {
			continue
		}
		for _, c := range t.Nodes[id].Children {
			if tr.Depth(c) < 0 {
				continue
			}
			options = append(options, c)
			if tr.PruneStep(c) >= 0 {
				right++
			}
		}
	}
	if right > MaxPruned {
		options = b.fewerPruned(options, right)
		right = MaxPruned
	}
	q := b.multichoice(b.l.T("moodle.pruned.name", "Title", b.title), b.l.T("moodle.pruned"), false)
	each, penalty := "100", "-100"
	if right > 0 {
		each, penalty = share(right), "-"+share(right)
	}
	for _, c := range options {
		label := t.Name(c)
		if tr.PruneStep(c) >= 0 {
			m, err := b.mistake(grade.Answers{Pruned: []string{}}, grade.PartPruned, label, grade.FieldPruned, false)
			if err != nil {
				return q, err
			}
			q.Answers = append(q.Answers, Answer{Fraction: each, Format: "html", Text: b.esc(label), Feedback: b.said("moodle.pruned_right", m.Step, "Node", label)})
			continue
		}
		m, err := b.mistake(grade.Answers{Pruned: []string{label}}, grade.PartPruned, label, grade.FieldPruned, true)
		if err != nil {
			return q, err
		}
		q.Answers = append(q.Answers, Answer{Fraction: penalty, Format: "html", Text: b.esc(label), Feedback: b.said("moodle.visited", m.Step, "Node", label)})
	}
	none := b.esc(b.l.T("moodle.nothing_pruned"))
	if right == 0 {
		q.Answers = append(q.Answers, Answer{Fraction: "100", Format: "html", Text: none, Feedback: b.said("moodle.right", tr.Len()-1)})
	} else {
		m, err := b.mistake(grade.Answers{Pruned: []string{}}, grade.PartPruned, "", grade.FieldPruned, false)
		if err != nil {
			return q, err
		}
		q.Answers = append(q.Answers, Answer{Fraction: penalty, Format: "html", Text: none, Feedback: b.said("moodle.wrong", m.Step)})
	}
	return q, nil
}

// fewerPruned keeps, of options holding right pruned nodes, every
// visited one and MaxPruned of the pruned ones, picked with the seed, in
// their order: Moodle has no share of 100% for more right answers.
func (b *builder) fewerPruned(options []tree.NodeID, right int) []tree.NodeID {
	r := rand.New(rand.NewPCG(b.opt.Seed, uint64(b.index)<<32|1))
	keep := make([]bool, right)
	for _, i := range r.Perm(right)[:MaxPruned] {
		keep[i] = true
	}
	var out []tree.NodeID
	i := 0
	for _, c := range options {
		if b.tr.PruneStep(c) < 0 {
			out = append(out, c)
			continue
		}
		if keep[i] {
			out = append(out, c)
		}
		i++
	}
	return out
}
