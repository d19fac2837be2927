package moodle

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	stdhtml "html"
	"image/png"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

// The schema as the Moodle XML format documentation describes it
// (https://docs.moodle.org/en/Moodle_XML_format), written here apart from
// the package's own types so that a field the package names wrongly is
// missed here.
type mQuiz struct {
	XMLName   xml.Name    `xml:"quiz"`
	Questions []mQuestion `xml:"question"`
}

type mText struct {
	Format string  `xml:"format,attr"`
	Text   string  `xml:"text"`
	Files  []mFile `xml:"file"`
}

type mFile struct {
	Name     string `xml:"name,attr"`
	Path     string `xml:"path,attr"`
	Encoding string `xml:"encoding,attr"`
	Data     string `xml:",chardata"`
}

type mQuestion struct {
	Type            string    `xml:"type,attr"`
	Category        *mText    `xml:"category"`
	Name            *mText    `xml:"name"`
	QuestionText    *mText    `xml:"questiontext"`
	GeneralFeedback *mText    `xml:"generalfeedback"`
	DefaultGrade    string    `xml:"defaultgrade"`
	Penalty         string    `xml:"penalty"`
	Single          string    `xml:"single"`
	ShuffleAnswers  string    `xml:"shuffleanswers"`
	AnswerNumbering string    `xml:"answernumbering"`
	Correct         *mText    `xml:"correctfeedback"`
	Partly          *mText    `xml:"partiallycorrectfeedback"`
	Incorrect       *mText    `xml:"incorrectfeedback"`
	Answers         []mAnswer `xml:"answer"`
}

type mAnswer struct {
	Fraction  string `xml:"fraction,attr"`
	Text      string `xml:"text"`
	Feedback  *mText `xml:"feedback"`
	Tolerance string `xml:"tolerance"`
}

// documented are the elements the documentation names for the category,
// numerical and multichoice questions (and the common ones).
var documented = map[string]bool{
	"quiz": true, "question": true, "category": true, "info": true, "name": true, "text": true, "questiontext": true,
	"file": true, "generalfeedback": true, "defaultgrade": true, "penalty": true, "hidden": true, "answer": true,
	"feedback": true, "tolerance": true, "single": true, "shuffleanswers": true, "answernumbering": true,
	"showstandardinstruction": true, "correctfeedback": true, "partiallycorrectfeedback": true,
	"incorrectfeedback": true, "shownumcorrect": true, "unitgradingtype": true, "unitpenalty": true,
	"showunits": true, "unitsleft": true,
}

// moodleFractions are the grades Moodle's import accepts, in percent
// (question_bank::fraction_options_full), positive and negative.
var moodleFractions = []float64{100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5, 0}

func listed(f string) bool {
	v, err := strconv.ParseFloat(f, 64)
	if err != nil {
		return false
	}
	for _, m := range moodleFractions {
		if math.Abs(math.Abs(v)-m) < 1e-5 {
			return true
		}
	}
	return false
}

// set makes count random trees as export --count does, searched with
// algo, and their quiz in lang.
type set struct {
	trees []*tree.Tree
	ex    *export.Exercises
	data  []byte
	quiz  mQuiz
}

func makeSet(t *testing.T, algo search.Algorithm, lang string, count int, seed uint64, format export.Format) set {
	t.Helper()
	spec := tree.RandomSpec{Depth: 3, MinBranching: 2, MaxBranching: 3, Low: -10, High: 10, Seed: seed}
	return makeSpecSet(t, spec, algo, lang, count, format)
}

func makeSpecSet(t *testing.T, spec tree.RandomSpec, algo search.Algorithm, lang string, count int, format export.Format) set {
	t.Helper()
	ctx := context.Background()
	seed := spec.Seed
	trees, err := export.RandomTrees(ctx, spec, count, export.MaxNodes)
	if err != nil {
		t.Fatal(err)
	}
	l, err := i18n.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	export.TitleExercises(l, trees, "")
	n := narrate.For(l)
	ex, err := export.NewExercises(ctx, trees, search.Options{Algorithm: algo}, export.Options{Narrator: n, DPI: 48}, false, true)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Build(ctx, ex, Options{Narrator: n, Format: format, DPI: 48, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	data, err := q.Encode()
	if err != nil {
		t.Fatal(err)
	}
	s := set{trees: trees, ex: ex, data: data}
	if err := xml.Unmarshal(data, &s.quiz); err != nil {
		t.Fatalf("the quiz does not parse: %v", err)
	}
	return s
}

// TestSchema: the bank parses into the documented schema, a category
// first; every element is one the documentation names; every question
// has a name, an HTML text whose one picture is embedded under the name
// its @@PLUGINFILE@@ link gives, a general feedback, and answers graded
// with the fractions Moodle lists, each with feedback; a question with
// several right answers shares 100% among them.
func TestSchema(t *testing.T) {
	s := makeSet(t, search.AlphaBeta, "en", 6, 1, export.PNG)
	dec := xml.NewDecoder(bytes.NewReader(s.data))
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		if se, ok := tok.(xml.StartElement); ok && !documented[se.Name.Local] {
			t.Errorf("element <%s> is not in the documentation", se.Name.Local)
		}
	}
	qs := s.quiz.Questions
	if len(qs) < 1 || qs[0].Type != "category" || qs[0].Category == nil || !strings.HasPrefix(qs[0].Category.Text, "$course$/top/") {
		t.Fatalf("the first question is no category: %+v", qs[0])
	}
	if len(qs) != 1+4*6 {
		t.Errorf("%d questions, want 4 for each of 6 trees and the category", len(qs))
	}
	src := regexp.MustCompile(`<img src="@@PLUGINFILE@@/([^"]+)"`)
	for i, q := range qs[1:] {
		where := fmt.Sprintf("question %d (%s)", i+1, q.Type)
		if q.Name == nil || q.Name.Text == "" || q.QuestionText == nil || q.QuestionText.Format != "html" || q.GeneralFeedback == nil || q.GeneralFeedback.Text == "" {
			t.Errorf("%s: lacks a name, an HTML text or a general feedback", where)
			continue
		}
		m := src.FindAllStringSubmatch(q.QuestionText.Text, -1)
		if len(m) != 1 || len(q.QuestionText.Files) != 1 || q.QuestionText.Files[0].Name != m[0][1] || q.QuestionText.Files[0].Encoding != "base64" || q.QuestionText.Files[0].Path != "/" {
			t.Errorf("%s: the picture's link %v and its files %d do not match", where, m, len(q.QuestionText.Files))
		}
		if q.DefaultGrade == "" || q.Penalty == "" {
			t.Errorf("%s: no default grade or penalty", where)
		}
		positive := 0.0
		for _, a := range q.Answers {
			if !listed(a.Fraction) {
				t.Errorf("%s: fraction %s is not one Moodle lists", where, a.Fraction)
			}
			if a.Feedback == nil || a.Feedback.Text == "" {
				t.Errorf("%s: answer %q has no feedback", where, a.Text)
			}
			if v, _ := strconv.ParseFloat(a.Fraction, 64); v > 0 {
				positive += v
			}
		}
		switch q.Type {
		case "numerical":
			if len(q.Answers) != 2 || q.Answers[0].Fraction != "100" || q.Answers[1].Text != "*" || q.Answers[1].Fraction != "0" {
				t.Errorf("%s: answers %+v, want the value and *", where, q.Answers)
			}
		case "multichoice":
			if q.Single != "true" && q.Single != "false" || q.ShuffleAnswers == "" || q.AnswerNumbering == "" || q.Correct == nil || q.Partly == nil || q.Incorrect == nil {
				t.Errorf("%s: lacks a multiple choice element", where)
			}
			if math.Abs(positive-100) > 0.001 {
				t.Errorf("%s: the right answers add up to %g%%", where, positive)
			}
		default:
			t.Errorf("%s: unexpected type", where)
		}
	}
}

// minimax is the value of node id, by the textbook's recursion.
func minimax(t *tree.Tree, id tree.NodeID, max bool) float64 {
	n := t.Nodes[id]
	if n.IsLeaf() {
		return n.Value
	}
	best := math.Inf(1)
	if max {
		best = math.Inf(-1)
	}
	for _, c := range n.Children {
		v := minimax(t, c, !max)
		if max == (v > best) && v != best {
			best = v
		}
	}
	return best
}

// right is the answers of q worth a share of the mark.
func right(q mQuestion) []string {
	var r []string
	for _, a := range q.Answers {
		if v, _ := strconv.ParseFloat(a.Fraction, 64); v > 0 {
			r = append(r, stdhtml.UnescapeString(a.Text))
		}
	}
	return r
}

var valueOf = regexp.MustCompile(`the value of (\S+)$`)

// TestMinimaxAnswers: with minimax, every number asked is the textbook
// recursion's value at its node, and the move chosen is a child of the
// root worth the root's value; nothing asks about pruning.
func TestMinimaxAnswers(t *testing.T) {
	s := makeSet(t, search.Minimax, "en", 8, 5, export.PNG)
	qs := s.quiz.Questions[1:]
	if len(qs) != 3*8 {
		t.Fatalf("%d questions, want 3 a tree", len(qs))
	}
	for i, tr := range s.trees {
		names := map[string]tree.NodeID{}
		for id := range tr.Nodes {
			names[tr.Name(tree.NodeID(id))] = tree.NodeID(id)
		}
		depth := func(id tree.NodeID) int {
			d := 0
			for ; id != tree.Root; id = tr.Nodes[id].Parent {
				d++
			}
			return d
		}
		rootValue := minimax(tr, tree.Root, true)
		root, value, best := qs[3*i], qs[3*i+1], qs[3*i+2]
		if got := right(root); len(got) != 1 || got[0] != strconv.FormatFloat(rootValue, 'f', -1, 64) {
			t.Errorf("tree %d: the root's value %v, minimax says %g", i+1, got, rootValue)
		}
		m := valueOf.FindStringSubmatch(value.Name.Text)
		if m == nil {
			t.Fatalf("tree %d: %q names no node", i+1, value.Name.Text)
		}
		id := names[m[1]]
		want := minimax(tr, id, depth(id)%2 == 0)
		if got := right(value); len(got) != 1 || got[0] != strconv.FormatFloat(want, 'f', -1, 64) {
			t.Errorf("tree %d: the value of %s %v, minimax says %g", i+1, m[1], got, want)
		}
		got := right(best)
		if len(got) != 1 || best.Single != "true" {
			t.Fatalf("tree %d: the move chosen has right answers %v", i+1, got)
		}
		c := names[got[0]]
		if tr.Nodes[c].Parent != tree.Root || minimax(tr, c, false) != rootValue {
			t.Errorf("tree %d: the move chosen %s is not a child worth %g", i+1, got[0], rootValue)
		}
		if len(best.Answers) != len(tr.Nodes[tree.Root].Children) {
			t.Errorf("tree %d: %d choices for %d children", i+1, len(best.Answers), len(tr.Nodes[tree.Root].Children))
		}
	}
}

// TestAlphaBetaAnswers: with each form of alpha-beta, the values and the
// move are the search's (its trace's returns and principal variation),
// and the pruned subtrees the right answers are exactly the topmost
// subtrees the search never enters.
func TestAlphaBetaAnswers(t *testing.T) {
	for _, algo := range []search.Algorithm{search.AlphaBeta, search.AlphaBetaFailHard, search.AlphaBetaNegamax, search.Bratko, search.SlidesStage1} {
		t.Run(algo.String(), func(t *testing.T) { alphaBetaAnswers(t, algo) })
	}
}

func alphaBetaAnswers(t *testing.T, algo search.Algorithm) {
	s := makeSet(t, algo, "en", 8, 11, export.PNG)
	qs := s.quiz.Questions[1:]
	if len(qs) != 4*len(s.trees) {
		t.Fatalf("%d questions, want 4 a tree", len(qs))
	}
	for i, tr := range s.trees {
		trace, err := search.Run(context.Background(), tr, search.Options{Algorithm: algo})
		if err != nil {
			t.Fatal(err)
		}
		root, value, best, pruned := qs[4*i], qs[4*i+1], qs[4*i+2], qs[4*i+3]
		if got := right(root); len(got) != 1 || got[0] != strconv.FormatFloat(trace.Value, 'f', -1, 64) {
			t.Errorf("tree %d: the root's value %v, the search returns %g", i+1, got, trace.Value)
		}
		m := valueOf.FindStringSubmatch(value.Name.Text)
		if m == nil {
			t.Fatalf("tree %d: %q names no node", i+1, value.Name.Text)
		}
		var id tree.NodeID = tree.None
		for n := range tr.Nodes {
			if tr.Name(tree.NodeID(n)) == m[1] {
				id = tree.NodeID(n)
			}
		}
		want := trace.StepAt(trace.ReturnStep(id))
		if want.Kind != search.Return {
			t.Fatalf("tree %d: %s's return step is a %v", i+1, m[1], want.Kind)
		}
		if got := right(value); len(got) != 1 || got[0] != strconv.FormatFloat(want.V, 'f', -1, 64) {
			t.Errorf("tree %d: the value of %s %v, the search returns %g", i+1, m[1], got, want.V)
		}
		if got := right(best); len(got) != 1 || got[0] != tr.Name(trace.PV[1]) {
			t.Errorf("tree %d: the move chosen %v, the principal variation %v", i+1, got, trace.PV)
		}
		var top []string
		for _, n := range tr.Preorder() {
			if p := tr.Nodes[n].Parent; trace.PruneStep(n) >= 0 && trace.PruneStep(p) < 0 {
				top = append(top, tr.Name(n))
			}
		}
		if len(top) == 0 {
			top = []string{"Nothing is pruned"}
		}
		if got := right(pruned); !slices.Equal(got, top) || pruned.Single != "false" {
			t.Errorf("tree %d: pruned %v, the search prunes %v", i+1, got, top)
		}
	}
}

// TestFeedback: a wrong number's feedback is the sentence of the step
// where the node returns; a wrong move's names a step at the root, after
// it has weighed that child, where it holds another; a visited node
// wrongly ticked as pruned names the step that enters it. The general
// feedback holds every step's sentence.
func TestFeedback(t *testing.T) {
	for _, algo := range []search.Algorithm{search.AlphaBeta, search.AlphaBetaNegamax, search.Bratko} {
		t.Run(algo.String(), func(t *testing.T) { feedback(t, algo) })
	}
}

func feedback(t *testing.T, algo search.Algorithm) {
	s := makeSet(t, algo, "en", 4, 3, export.PNG)
	n := narrate.English()
	stepOf := regexp.MustCompile(`(?i)step (\d+)`)
	step := func(h *mText) int {
		m := stepOf.FindStringSubmatch(h.Text)
		if m == nil {
			t.Fatalf("feedback %q names no step", h.Text)
		}
		k, _ := strconv.Atoi(m[1])
		return k
	}
	qs := s.quiz.Questions[1:]
	for i, tr := range s.trees {
		trace := s.ex.Sheets[i].Trace()
		root, best, pruned := qs[4*i], qs[4*i+2], qs[4*i+3]
		wrong := root.Answers[1].Feedback
		if k := step(wrong); k != trace.ReturnStep(tree.Root) || !strings.Contains(wrong.Text, stdhtml.EscapeString(n.Step(trace, k))) {
			t.Errorf("tree %d: a wrong root value's feedback %q", i+1, wrong.Text)
		}
		for k := range trace.Len() {
			if !strings.Contains(root.GeneralFeedback.Text, "<li>"+stdhtml.EscapeString(n.Step(trace, k))+"</li>") {
				t.Errorf("tree %d: the general feedback lacks step %d", i+1, k)
				break
			}
		}
		for _, a := range best.Answers {
			if v, _ := strconv.ParseFloat(a.Fraction, 64); v > 0 {
				continue
			}
			c := tree.None
			for _, id := range tr.Nodes[tree.Root].Children {
				if tr.Name(id) == a.Text {
					c = id
				}
			}
			k := step(a.Feedback)
			s := trace.StepAt(k)
			if s.Node != tree.Root || s.Chosen == c || k < trace.ReturnStep(c) {
				t.Errorf("tree %d: wrong move %s: step %d (%v at %s) does not reject it", i+1, a.Text, k, s.Kind, tr.Name(s.Node))
			}
		}
		for _, a := range pruned.Answers {
			id := tree.None
			for n := range tr.Nodes {
				if tr.Name(tree.NodeID(n)) == a.Text {
					id = tree.NodeID(n)
				}
			}
			if id == tree.None {
				continue // nothing is pruned
			}
			k := step(a.Feedback)
			if want := trace.PruneStep(id); want >= 0 && k != want {
				t.Errorf("tree %d: pruned %s: step %d, the search prunes it at %d", i+1, a.Text, k, want)
			}
			if want := trace.CallStep(id); trace.PruneStep(id) < 0 && k != want {
				t.Errorf("tree %d: visited %s: step %d, the search enters it at %d", i+1, a.Text, k, want)
			}
		}
	}
}

// TestPictures: every embedded picture decodes, as PNG or as SVG.
func TestPictures(t *testing.T) {
	for _, f := range []export.Format{export.PNG, export.SVG} {
		s := makeSet(t, search.AlphaBeta, "en", 2, 1, f)
		for _, q := range s.quiz.Questions[1:] {
			file := q.QuestionText.Files[0]
			data, err := base64.StdEncoding.DecodeString(strings.TrimSpace(file.Data))
			if err != nil {
				t.Fatalf("%s: %v", file.Name, err)
			}
			switch f {
			case export.PNG:
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil || img.Bounds().Dx() < 50 || img.Bounds().Dy() < 50 || !strings.HasSuffix(file.Name, ".png") {
					t.Errorf("%s: not a picture: %v", file.Name, err)
				}
			case export.SVG:
				var svg struct {
					XMLName xml.Name
				}
				if err := xml.Unmarshal(data, &svg); err != nil || svg.XMLName.Local != "svg" || !strings.HasSuffix(file.Name, ".svg") {
					t.Errorf("%s: not an SVG: %v %v", file.Name, err, svg.XMLName)
				}
			}
		}
	}
}

// TestSameSeed: the same seed writes the same bytes; another seed other
// trees.
func TestSameSeed(t *testing.T) {
	a := makeSet(t, search.AlphaBeta, "en", 3, 7, export.PNG)
	b := makeSet(t, search.AlphaBeta, "en", 3, 7, export.PNG)
	c := makeSet(t, search.AlphaBeta, "en", 3, 8, export.PNG)
	if !bytes.Equal(a.data, b.data) {
		t.Error("the same seed wrote different quizzes")
	}
	if bytes.Equal(a.data, c.data) {
		t.Error("two seeds wrote the same quiz")
	}
}

// TestLanguages: the questions, the feedback and the category are in the
// narrator's language, numbers in the answers as Moodle reads them.
func TestLanguages(t *testing.T) {
	for lang, want := range map[string][]string{
		"ro": {"Căutarea, pas cu pas:", "Ce valoare returnează căutarea în rădăcină", "Arbori de joc", "Exercițiul 1"},
		"it": {"La ricerca, passo per passo:", "Quale valore restituisce la ricerca alla radice", "Alberi di gioco", "Esercizio 1"},
	} {
		s := makeSet(t, search.AlphaBeta, lang, 1, 1, export.PNG)
		for _, w := range want {
			if !bytes.Contains(s.data, []byte(w)) {
				t.Errorf("%s: the quiz lacks %q", lang, w)
			}
		}
		if bytes.Contains(s.data, []byte("What value")) {
			t.Errorf("%s: English in the quiz", lang)
		}
	}
}

// TestRefusals: a format other than PNG or SVG, and no trees or too
// many, are refused.
func TestRefusals(t *testing.T) {
	s := makeSet(t, search.AlphaBeta, "en", 1, 1, export.PNG)
	n := narrate.English()
	if _, err := Build(context.Background(), s.ex, Options{Narrator: n, Format: export.PDF}); err == nil {
		t.Error("a PDF picture was taken")
	}
	if _, err := Build(context.Background(), &export.Exercises{}, Options{Narrator: n, Format: export.PNG}); err == nil {
		t.Error("no trees were taken")
	}
	many := &export.Exercises{Sheets: slices.Repeat(s.ex.Sheets, MaxTrees+1)}
	if _, err := Build(context.Background(), many, Options{Narrator: n, Format: export.PNG}); err == nil {
		t.Errorf("%d trees were taken", MaxTrees+1)
	}
}

// TestManyPruned: a tree with more pruned subtrees than Moodle can share
// the mark among still asks about them: MaxPruned of them, each a
// subtree the search prunes, beside every child of a visited node that
// it visits.
func TestManyPruned(t *testing.T) {
	spec := tree.RandomSpec{Depth: 4, MinBranching: 3, MaxBranching: 3, Low: -20, High: 20, Seed: 2}
	s := makeSpecSet(t, spec, search.AlphaBeta, "en", 6, export.PNG)
	qs := s.quiz.Questions[1:]
	many := 0
	for i, tr := range s.trees {
		trace := s.ex.Sheets[i].Trace()
		top, visited := 0, 0
		for _, n := range tr.Preorder() {
			p := tr.Nodes[n].Parent
			switch {
			case p == tree.None || trace.PruneStep(p) >= 0:
			case trace.PruneStep(n) >= 0:
				top++
			default:
				visited++
			}
		}
		q := qs[4*i+3]
		got := right(q)
		if top > MaxPruned {
			many++
		}
		if len(got) != min(top, MaxPruned) || len(q.Answers) != min(top, MaxPruned)+visited+1 {
			t.Errorf("tree %d: %d right of %d answers; the search prunes %d subtrees and visits %d nodes", i+1, len(got), len(q.Answers), top, visited)
		}
		for _, label := range got {
			for n := range tr.Nodes {
				if tr.Name(tree.NodeID(n)) == label && trace.PruneStep(tree.NodeID(n)) < 0 {
					t.Errorf("tree %d: %s is right but not pruned", i+1, label)
				}
			}
		}
	}
	if many == 0 {
		t.Fatal("no tree prunes more than MaxPruned subtrees: the test tests nothing")
	}
}

// TestCategory: the category is under the course's top one, named by
// the algorithm and seed unless given a name, whose slashes Moodle would
// read as subcategories unless doubled.
func TestCategory(t *testing.T) {
	s := makeSet(t, search.AlphaBeta, "en", 1, 9, export.PNG)
	if got := s.quiz.Questions[0].Category.Text; got != "$course$/top/Game trees: Alpha-beta (fail-soft), random trees from seed 9" {
		t.Errorf("category %q", got)
	}
	q, err := Build(context.Background(), s.ex, Options{Narrator: narrate.English(), Format: export.PNG, Category: "Week 5/6"})
	if err != nil {
		t.Fatal(err)
	}
	if got := q.Questions[0].Category.Text; got != "$course$/top/Week 5//6" {
		t.Errorf("category %q, want the slash doubled", got)
	}
}

// TestTooLarge: a bank heavier than its bound is refused, naming the
// tree that crosses it.
func TestTooLarge(t *testing.T) {
	s := makeSet(t, search.AlphaBeta, "en", 3, 1, export.PNG)
	opt := Options{Narrator: narrate.English(), Format: export.PNG, DPI: 48}
	if _, err := Build(context.Background(), s.ex, opt); err != nil {
		t.Fatal(err)
	}
	opt.MaxBytes = len(s.data) / 2
	_, err := Build(context.Background(), s.ex, opt)
	if err == nil || !strings.Contains(i18n.English().Error(err), "larger than 0 MB by tree 2") {
		t.Errorf("a bank over its bound: %v", err)
	}
}
