package class

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"

	"gametree/internal/i18n"
)

// liveQuestion is a question asked in class, and its answers.
type liveQuestion struct {
	id       int
	step     int                 // the step it asks about
	byLang   map[string]Question // its text in every language
	open     bool
	revealed bool
	answers  map[string]answer // by student: the last answer counts
	order    []string          // students in the order they first answered
}

// answer is one student's answer: a choice's index, or -1 for a typed
// value that is none of them.
type answer struct {
	choice int
	typed  string
	name   string
	at     time.Time
}

// questionEvent is the data of a question event: never its answer.
type questionEvent struct {
	ID      int                 `json:"id"`
	Step    int                 `json:"step"`
	Prompt  map[string]string   `json:"prompt"`
	Choices map[string][]string `json:"choices"`
	Number  bool                `json:"number"`
	Open    bool                `json:"open"`
}

// revealEvent is the data of a reveal event.
type revealEvent struct {
	ID     int               `json:"id"`
	Answer int               `json:"answer"`
	Choice map[string]string `json:"choice"` // the right choice, by language
	Counts []int             `json:"counts"` // answers per choice
	Other  int               `json:"other"`  // typed values that are no choice
}

// Ask opens the question about the step after the teacher's, closing any
// other; an error when that step asks none.
func (s *Server) Ask() error {
	k := s.src.Step() + 1
	if k >= s.src.Steps() {
		return codeError{http.StatusConflict, "the search has no next step"}
	}
	byLang := map[string]Question{}
	for _, code := range i18n.Codes() {
		q, ok := s.src.Question(k, code)
		if !ok {
			return codeError{http.StatusConflict, fmt.Sprintf("step %d asks no question", k)}
		}
		byLang[code] = q
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return codeError{http.StatusConflict, "the class has ended"}
	}
	q := &liveQuestion{id: len(s.asked) + 1, step: k, byLang: byLang, open: true, answers: map[string]answer{}}
	s.asked = append(s.asked, q)
	s.q = q
	s.quesEv.set(event("question", q.event()))
	s.revealEv = piece{data: nil, version: s.revealEv.version + 1}
	s.wakeLocked()
	return nil
}

func (q *liveQuestion) event() questionEvent {
	ev := questionEvent{ID: q.id, Step: q.step, Prompt: map[string]string{}, Choices: map[string][]string{}, Open: q.open}
	for code, t := range q.byLang {
		ev.Prompt[code], ev.Choices[code], ev.Number = t.Prompt, t.Choices, t.Number
	}
	return ev
}

// CloseQuestion stops taking answers to the open question.
func (s *Server) CloseQuestion() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.q == nil || !s.q.open {
		return codeError{http.StatusConflict, "no question is open"}
	}
	s.closeLocked()
	s.wakeLocked()
	return nil
}

func (s *Server) closeLocked() {
	s.q.open = false
	s.quesEv.set(event("question", s.q.event()))
}

// Reveal closes the question and shows every student its answer.
func (s *Server) Reveal() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.q == nil {
		return codeError{http.StatusConflict, "no question was asked"}
	}
	if s.q.open {
		s.closeLocked()
	}
	q := s.q
	q.revealed = true
	en := q.byLang[i18n.Default]
	ev := revealEvent{ID: q.id, Answer: en.Answer, Choice: map[string]string{}}
	ev.Counts, ev.Other = q.counts()
	for code, t := range q.byLang {
		ev.Choice[code] = t.Choices[t.Answer]
	}
	s.revealEv.set(event("reveal", ev))
	s.wakeLocked()
	return nil
}

// counts are the answers per choice, and the typed ones that are none.
func (q *liveQuestion) counts() ([]int, int) {
	counts := make([]int, len(q.byLang[i18n.Default].Choices))
	other := 0
	for _, a := range q.answers {
		if a.choice >= 0 {
			counts[a.choice]++
		} else {
			other++
		}
	}
	return counts, other
}

// answerBody is a body of POST /answer: answer is a choice's index, or
// a value typed, as a string.
type answerBody struct {
	Question int             `json:"question"`
	Answer   json.RawMessage `json:"answer"`
	Name     string          `json:"name"`
}

func (s *Server) handleAnswer(w http.ResponseWriter, r *http.Request) {
	id := s.student(r)
	if id == "" {
		http.Error(w, "join the class first", http.StatusForbidden)
		return
	}
	var b answerBody
	if !readJSON(w, r, &b) {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	q := s.q
	if q == nil || q.id != b.Question || !q.open {
		http.Error(w, "that question is not open", http.StatusConflict)
		return
	}
	en := q.byLang[i18n.Default]
	a := answer{choice: -1, name: cleanName(b.Name), at: time.Now()}
	var choice int
	var typed string
	switch {
	case json.Unmarshal(b.Answer, &choice) == nil:
		if choice < 0 || choice >= len(en.Choices) {
			http.Error(w, "no such choice", http.StatusBadRequest)
			return
		}
		a.choice = choice
	case json.Unmarshal(b.Answer, &typed) == nil && en.Number:
		typed = strings.TrimSpace(typed)
		if typed == "" || len(typed) > 32 {
			http.Error(w, "a value is needed", http.StatusBadRequest)
			return
		}
		a.typed = typed
		a.choice = matchValue(typed, en.Choices)
	default:
		http.Error(w, "the answer is a choice's index (or a value, for a value)", http.StatusBadRequest)
		return
	}
	if _, ok := q.answers[id]; !ok {
		q.order = append(q.order, id)
	}
	q.answers[id] = a
	w.WriteHeader(http.StatusNoContent)
}

// matchValue is the index of the choice a typed value stands for (either
// decimal separator, an optional + sign, ∞ written inf), or -1.
func matchValue(typed string, choices []string) int {
	norm := func(s string) (float64, bool) {
		s = strings.NewReplacer(",", ".", "−", "-", "∞", "inf", " ", "").Replace(strings.ToLower(s))
		v, err := strconv.ParseFloat(s, 64)
		return v, err == nil
	}
	v, ok := norm(typed)
	if !ok {
		return -1
	}
	for i, c := range choices {
		if w, ok := norm(c); ok && w == v {
			return i
		}
	}
	return -1
}

// cleanName is a typed name as kept: trimmed, at most maxName characters,
// control and reordering characters dropped. It is shown as text only.
func cleanName(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(s) {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '\uFFFD' {
			continue
		}
		if n++; n > maxName {
			break
		}
		b.WriteRune(r)
	}
	return strings.TrimSpace(b.String())
}

// Results is what the teacher sees: the step, the students, and the
// question with its histogram.
type Results struct {
	Step     int             `json:"step"`
	Steps    int             `json:"steps"`
	Students int             `json:"students"`
	Askable  bool            `json:"askable"` // the next step asks a question
	Ended    bool            `json:"ended"`
	Lang     string          `json:"lang"` // the teacher's, the question's here
	Join     string          `json:"join"` // the students' address with the join code
	Code     string          `json:"code"` // the join code
	Question *QuestionResult `json:"question,omitempty"`
}

// QuestionResult is a question's state and answers so far.
type QuestionResult struct {
	ID       int      `json:"id"`
	Step     int      `json:"step"`
	Prompt   string   `json:"prompt"`
	Choices  []string `json:"choices"`
	Answer   int      `json:"answer"`
	Number   bool     `json:"number"`
	Open     bool     `json:"open"`
	Revealed bool     `json:"revealed"`
	Counts   []int    `json:"counts"`
	Other    int      `json:"other"`
	Answered int      `json:"answered"`
	Names    []string `json:"names"` // the names typed, in the order answered
}

// Results is the class's state for the teacher, in the teacher's language.
func (s *Server) Results() Results {
	k, n := s.src.Step(), s.src.Steps()
	askable := false
	if k+1 < n {
		_, askable = s.src.Question(k+1, s.teacherLang())
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r := Results{Step: k, Steps: n, Students: len(s.streams), Askable: askable, Ended: s.ended, Lang: s.teacherLang(), Join: s.JoinURL(), Code: s.code}
	if q := s.q; q != nil {
		t, ok := q.byLang[s.teacherLang()]
		if !ok {
			t = q.byLang[i18n.Default]
		}
		qr := &QuestionResult{ID: q.id, Step: q.step, Prompt: t.Prompt, Choices: t.Choices, Answer: t.Answer, Number: t.Number,
			Open: q.open, Revealed: q.revealed, Answered: len(q.answers), Names: []string{}}
		qr.Counts, qr.Other = q.counts()
		for _, id := range q.order {
			if name := q.answers[id].name; name != "" {
				qr.Names = append(qr.Names, name)
			}
		}
		r.Question = qr
	}
	return r
}

func (s *Server) handleResults(w http.ResponseWriter, r *http.Request) {
	if !s.teacher(r) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="class"`)
		http.Error(w, "the teacher's token is needed", http.StatusUnauthorized)
		return
	}
	writeJSON(w, s.Results())
}

func (s *Server) handleCSV(w http.ResponseWriter, r *http.Request) {
	if !s.teacher(r) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="class"`)
		http.Error(w, "the teacher's token is needed", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="answers.csv"`)
	s.CSV(w)
}

// CSV writes every answer given, one row per student and question (the
// last answer), in the teacher's language: question, step, prompt,
// student (a number per student, the same across questions), name,
// answer, right, time. A cell a spreadsheet would take for a formula
// starts with an apostrophe.
func (s *Server) CSV(out io.Writer) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := csv.NewWriter(out)
	w.Write([]string{"question", "step", "prompt", "student", "name", "answer", "right", "time"})
	number := map[string]int{}
	for _, q := range s.asked {
		t, ok := q.byLang[s.teacherLang()]
		if !ok {
			t = q.byLang[i18n.Default]
		}
		for _, id := range q.order {
			if number[id] == 0 {
				number[id] = len(number) + 1
			}
			a := q.answers[id]
			given := a.typed
			if a.choice >= 0 && given == "" {
				given = t.Choices[a.choice]
			}
			right := "no"
			if a.choice == t.Answer {
				right = "yes"
			}
			w.Write([]string{strconv.Itoa(q.id), strconv.Itoa(q.step), cell(t.Prompt), strconv.Itoa(number[id]), cell(a.name), cell(given), right,
				a.at.UTC().Format(time.RFC3339)})
		}
	}
	w.Flush()
	return w.Error()
}

// cell keeps a spreadsheet from reading text as a formula, and writes a
// value typeset for people ("−3", "+∞") as a spreadsheet reads a number.
func cell(s string) string {
	if plain := strings.NewReplacer("−", "-", "∞", "inf").Replace(s); plain != s {
		if _, err := strconv.ParseFloat(plain, 64); err == nil {
			s = plain
		}
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil {
		return s // a number, negative or not
	}
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
