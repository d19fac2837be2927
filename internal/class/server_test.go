package class

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestPicturesBeyondTheTeachersStepAreRefused(t *testing.T) {
	c := newClass(t, Options{})
	st := c.join()
	code, body := c.get(st, "/step/0.svg")
	if code != http.StatusOK || !bytes.Contains(body, []byte("<svg")) || !bytes.Contains(body, []byte("url("+fontPath+")")) || bytes.Contains(body, []byte("data:font")) {
		t.Fatalf("step 0: %d, %d bytes, fonts linked: %v", code, len(body), bytes.Contains(body, []byte(fontPath)))
	}
	for _, p := range []string{"/step/1.svg", "/step/50.svg", "/step/999999999999.svg"} {
		if code, _ := c.get(st, p); code != http.StatusForbidden {
			t.Errorf("%s at step 0: %d, want 403", p, code)
		}
	}
	for _, p := range []string{"/step/-1.svg", "/step/01.svg", "/step/0.png", "/step/x.svg"} {
		if code, _ := c.get(st, p); code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", p, code)
		}
	}
	if code, _ := c.get(nil, "/step/0.svg"); code != http.StatusForbidden {
		t.Errorf("step 0 for someone who has not joined: %d, want 403", code)
	}
	if c.control("next") != http.StatusOK {
		t.Fatal("next refused")
	}
	if code, _ := c.get(st, "/step/1.svg"); code != http.StatusOK {
		t.Errorf("step 1 once shown: %d", code)
	}
	if code, _ := c.get(st, "/step/2.svg"); code != http.StatusForbidden {
		t.Errorf("step 2 at step 1: %d", code)
	}
	if code, body := c.get(st, fontPath); code != http.StatusOK || !bytes.HasPrefix(body, []byte("wOFF")) {
		t.Errorf("the font: %d", code)
	}
}

func TestControlWithoutTheTokenChangesNothing(t *testing.T) {
	c := newClass(t, Options{})
	st := c.join()
	for _, auth := range []string{"", "Bearer", "Bearer " + strings.Repeat("0", len(c.s.Token())), "Basic " + c.s.Token(), c.s.Token(), "Bearer " + c.s.Token() + "x"} {
		if code := c.post(st, "/control", map[string]any{"do": "last"}, auth); code != http.StatusUnauthorized {
			t.Errorf("control with %q: %d, want 401", auth, code)
		}
	}
	for _, p := range []string{"/results", "/answers.csv"} {
		if code, _ := c.get(st, p); code != http.StatusUnauthorized {
			t.Errorf("%s without the token: %d, want 401", p, code)
		}
	}
	if k := c.src.Step(); k != 0 {
		t.Fatalf("the step moved to %d without the token", k)
	}
	if c.control("last") != http.StatusOK || c.src.Step() != c.tr.Len()-1 {
		t.Errorf("last with the token: step %d", c.src.Step())
	}
	if c.control("goto", 3) != http.StatusOK || c.src.Step() != 3 {
		t.Errorf("goto 3: step %d", c.src.Step())
	}
	if c.control("goto", c.tr.Len()) != http.StatusBadRequest || c.control("goto") != http.StatusBadRequest || c.control("jump") != http.StatusBadRequest {
		t.Error("a goto out of range, without a step, or an unknown command was taken")
	}
	if len(c.s.Token()) < 32 {
		t.Errorf("the token %q is short", c.s.Token())
	}
}

func TestOneAnswerPerStudentAndQuestionTheLastCounts(t *testing.T) {
	c := newClass(t, Options{})
	c.control("goto", askable(t, c.tr, false))
	a, b := c.join(), c.join()
	if code := c.answer(a, 1, 0, ""); code != http.StatusConflict {
		t.Errorf("an answer before any question: %d, want 409", code)
	}
	if c.control("ask") != http.StatusOK {
		t.Fatal("ask refused")
	}
	for _, x := range []int{0, 1, 0, 1} {
		if code := c.answer(a, 1, x, "Ana"); code != http.StatusNoContent {
			t.Fatalf("answer: %d", code)
		}
	}
	c.answer(b, 1, 1, "")
	if code := c.answer(b, 1, 7, ""); code != http.StatusBadRequest {
		t.Errorf("a choice that is not there: %d", code)
	}
	if code := c.answer(b, 2, 0, ""); code != http.StatusConflict {
		t.Errorf("an answer to a question not asked: %d", code)
	}
	r := c.s.Results()
	if r.Question == nil || r.Question.Answered != 2 || r.Question.Counts[0] != 0 || r.Question.Counts[1] != 2 {
		t.Fatalf("results %+v", r.Question)
	}
	c.control("close")
	if code := c.answer(b, 1, 0, ""); code != http.StatusConflict {
		t.Errorf("an answer after closing: %d", code)
	}
	_, data := c.getAuth("/answers.csv")
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil || len(rows) != 3 {
		t.Fatalf("CSV: %v\n%s", err, data)
	}
	choices := r.Question.Choices
	if rows[1][4] != "Ana" || rows[1][5] != choices[1] || rows[2][4] != "" || rows[2][3] == rows[1][3] {
		t.Errorf("CSV rows %q", rows[1:])
	}
}

// getAuth fetches path with the teacher's token.
func (c *class) getAuth(path string) (int, []byte) {
	req, _ := http.NewRequest("GET", c.ts.URL+path, nil)
	req.Header.Set("Authorization", "Bearer "+c.s.Token())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return resp.StatusCode, b.Bytes()
}

func TestNoAnswerNorLaterStepBeforeTheTeacher(t *testing.T) {
	c := newClass(t, Options{})
	shown := askable(t, c.tr, false)
	c.control("goto", shown)
	st := c.join()
	ch, stop := c.stream(st)
	defer stop()
	first := next(t, ch, "step")
	var ev stepEvent
	json.Unmarshal([]byte(first.data), &ev)
	if ev.Step != shown {
		t.Fatalf("the stream starts at step %d, the teacher shows %d", ev.Step, shown)
	}
	c.control("ask")
	q := next(t, ch, "question")
	right := c.s.Results().Question
	later := jsonText(c.src.Narration(shown+1, "en"))
	if strings.Contains(q.data, `"answer"`) || strings.Contains(q.data, later) {
		t.Errorf("the question gives away its answer or the next step: %s", q.data)
	}
	c.answer(st, right.ID, right.Answer, "")
	c.control("close")
	closed := next(t, ch, "question")
	if strings.Contains(closed.data, `"answer"`) || strings.Contains(closed.data, `"open":true`) {
		t.Errorf("closing gives away the answer or says it is open: %s", closed.data)
	}
	if code, _ := c.get(st, "/step/"+itoa(shown+1)+".svg"); code != http.StatusForbidden {
		t.Errorf("the step asked about, before it is shown: %d", code)
	}
	c.control("reveal")
	rv := next(t, ch, "reveal")
	var r revealEvent
	json.Unmarshal([]byte(rv.data), &r)
	if r.Answer != right.Answer || r.Counts[right.Answer] != 1 {
		t.Errorf("reveal %s, want answer %d counted once", rv.data, right.Answer)
	}
	c.control("next")
	st2 := next(t, ch, "step")
	if !strings.Contains(st2.data, later) {
		t.Errorf("the next step's sentence is not in its step event: %s", st2.data)
	}
}

func TestShowingTheStepAskedAboutClosesTheQuestion(t *testing.T) {
	c := newClass(t, Options{})
	c.control("goto", askable(t, c.tr, false))
	a := c.join()
	c.control("ask")
	c.control("next")
	if code := c.answer(a, 1, 0, ""); code != http.StatusConflict {
		t.Errorf("an answer once the step asked about is shown: %d, want 409", code)
	}
}

func TestTypedValuesAreMatchedToTheChoices(t *testing.T) {
	c := newClass(t, Options{})
	c.control("goto", askable(t, c.tr, true))
	a, b, d := c.join(), c.join(), c.join()
	c.control("ask")
	q := c.s.Results().Question
	if !q.Number {
		t.Fatal("not a value question")
	}
	c.answer(a, 1, " "+q.Choices[q.Answer]+" ", "")
	c.answer(b, 1, "12345.5", "")
	if code := c.answer(d, 1, "", ""); code != http.StatusBadRequest {
		t.Errorf("an empty value: %d", code)
	}
	r := c.s.Results().Question
	if r.Counts[q.Answer] != 1 || r.Other != 1 {
		t.Errorf("counts %v, other %d", r.Counts, r.Other)
	}
	if matchValue("2,5", []string{"1", "2.5"}) != 1 || matchValue("−3", []string{"-3"}) != 0 || matchValue("x", []string{"x"}) != -1 {
		t.Error("matchValue")
	}
}

func TestNamesAreShownAsText(t *testing.T) {
	c := newClass(t, Options{})
	c.control("goto", askable(t, c.tr, false))
	a := c.join()
	c.control("ask")
	name := `<img src=x onerror="alert(1)">&amp;` + "\u202e\x07"
	c.answer(a, 1, 0, name)
	_, body := c.getAuth("/results")
	if bytes.Contains(body, []byte("<img")) {
		t.Errorf("the results hold markup as it was typed: %s", body)
	}
	var r Results
	json.Unmarshal(body, &r)
	if len(r.Question.Names) != 1 || r.Question.Names[0] != `<img src=x onerror="alert(1)">&amp;` {
		t.Errorf("names %q", r.Question.Names)
	}
	_, csvData := c.getAuth("/answers.csv")
	if !bytes.Contains(csvData, []byte(`<img src=x onerror=""alert(1)"">`)) {
		t.Errorf("the CSV does not keep the name as typed: %s", csvData)
	}
	// The pages set texts as text: no markup is ever built from data.
	for _, f := range []string{"page/page.js", "page/teacher.js"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"} {
			if bytes.Contains(src, []byte(bad)) {
				t.Errorf("%s uses %s", f, bad)
			}
		}
	}
	if cleanName(strings.Repeat("é", 100)) != strings.Repeat("é", maxName) {
		t.Error("a long name is not cut")
	}
}

func TestOversizedAndMalformedBodiesAreRefused(t *testing.T) {
	c := newClass(t, Options{})
	c.control("goto", askable(t, c.tr, false))
	a := c.join()
	c.control("ask")
	big := []byte(`{"question": 1, "answer": 0, "name": "` + strings.Repeat("x", 5000) + `"}`)
	if code := c.post(a, "/answer", big, ""); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a 5 KB answer: %d, want 413", code)
	}
	if code := c.post(nil, "/control", append([]byte(`{"do": "next", "x": "`), bytes.Repeat([]byte("y"), 10000)...), "Bearer "+c.s.Token()); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a 10 KB command: %d, want 413", code)
	}
	for _, body := range []string{`{`, `[]`, `{"question": "1", "answer": 0}`, `{"question": 1, "answer": 0, "extra": 1}`, `{"question": 1, "answer": {"a": 1}}`, `{"question": 1, "answer": 0} {}`} {
		if code := c.post(a, "/answer", []byte(body), ""); code != http.StatusBadRequest {
			t.Errorf("answer %s: %d, want 400", body, code)
		}
	}
	if r := c.s.Results(); r.Question.Answered != 0 || c.src.Step() != askable(t, c.tr, false) {
		t.Errorf("a refused body changed something: %d answers, step %d", r.Question.Answered, c.src.Step())
	}
}

func TestUnknownPathsAndMethods(t *testing.T) {
	c := newClass(t, Options{})
	st := c.join()
	for _, p := range []string{"/etc/passwd", "/../go.mod", "/page/../server.go", "/page/index.html", "/page/server.go", "/i18n/xx.json", "/i18n/../lang/en.json", "/font/x.ttf", "/step/", "/index.html", "/.git/config"} {
		if code, _ := c.get(st, p); code != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", p, code)
		}
	}
	for _, m := range [][2]string{{"GET", "/answer"}, {"GET", "/control"}, {"DELETE", "/events"}, {"PUT", "/"}, {"POST", "/step/0.svg"}} {
		req, _ := http.NewRequest(m[0], c.ts.URL+m[1], nil)
		resp, err := st.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s %s: %d, want 405", m[0], m[1], resp.StatusCode)
		}
	}
	code, body := c.get(st, "/i18n/ro.json")
	var m map[string]string
	if code != http.StatusOK || json.Unmarshal(body, &m) != nil || m["class.page.ended"] != "Ora s-a încheiat." {
		t.Errorf("the Romanian strings: %d %s", code, body)
	}
}

func TestTheJoinCodeLetsStudentsIn(t *testing.T) {
	c := newClass(t, Options{Public: true})
	code, body := c.get(nil, "/")
	if code != http.StatusOK || !bytes.Contains(body, []byte(`name="c"`)) || bytes.Contains(body, []byte("page.js")) {
		t.Errorf("without a code: %d, want the join form", code)
	}
	if !bytes.Contains(body, []byte("local network")) {
		t.Error("the join page does not say the class is open to the network")
	}
	wrong := "000000"
	if c.s.Code() == wrong {
		wrong = "111111"
	}
	if code, _ := c.get(nil, "/?c="+wrong); code != http.StatusForbidden {
		t.Errorf("a wrong code: %d, want 403", code)
	}
	if code, _ := c.get(nil, "/events"); code != http.StatusForbidden {
		t.Errorf("events without joining: %d", code)
	}
	if len(c.s.Code()) != 6 {
		t.Errorf("join code %q", c.s.Code())
	}
	c.join()
}

func TestEachClientIsRateLimited(t *testing.T) {
	c := newClass(t, Options{Rate: 1, Burst: 5})
	a := c.join() // the join's two requests count against the address
	b := c.join()
	limited := 0
	for range 12 {
		if code, _ := c.get(a, "/i18n/en.json"); code == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited < 5 {
		t.Errorf("12 requests at once from one student: %d refused, want at least 5", limited)
	}
	if code, _ := c.get(b, "/i18n/en.json"); code != http.StatusOK {
		t.Errorf("another student after the flood: %d", code)
	}
}

func TestStopEndsTheClassForEveryStudent(t *testing.T) {
	c := newClass(t, Options{})
	ch1, stop1 := c.stream(c.join())
	defer stop1()
	ch2, stop2 := c.stream(c.join())
	defer stop2()
	next(t, ch1, "step")
	next(t, ch2, "step")
	if n := c.s.Students(); n != 2 {
		t.Errorf("%d students counted, want 2", n)
	}
	c.control("end")
	for _, ch := range []<-chan sse{ch1, ch2} {
		e := next(t, ch, "end")
		if !strings.Contains(e.data, "the class has ended") {
			t.Errorf("end event %s", e.data)
		}
		if _, open := <-ch; open {
			t.Error("the stream goes on after the end")
		}
	}
	if c.control("ask") == http.StatusOK {
		t.Error("a question was asked after the end")
	}
}

func TestAReconnectingStudentLandsOnTheCurrentStep(t *testing.T) {
	c := newClass(t, Options{})
	st := c.join()
	ch, stop := c.stream(st)
	next(t, ch, "step")
	stop()
	c.control("next")
	c.control("next")
	c.control("next")
	ch, stop = c.stream(st)
	defer stop()
	var ev stepEvent
	json.Unmarshal([]byte(next(t, ch, "step").data), &ev)
	if ev.Step != 3 || ev.Steps != c.tr.Len() || ev.Narrations["ro"] == ev.Narrations["en"] || ev.Picture != "/step/3.svg?d=0" {
		t.Errorf("reconnected to %+v", ev)
	}
}

func TestTheFullClassSaysSo(t *testing.T) {
	c := newClass(t, Options{MaxStudents: 2})
	_, s1 := c.stream(c.join())
	defer s1()
	_, s2 := c.stream(c.join())
	defer s2()
	jar, _ := cookiejar.New(nil)
	cl := &http.Client{Jar: jar}
	if code, body := c.get(cl, "/?c="+c.s.Code()); code != http.StatusServiceUnavailable || !bytes.Contains(body, []byte("No more students can join")) {
		t.Errorf("a third student's page: %d %s", code, body)
	}
	if code, _ := c.get(cl, "/events"); code != http.StatusServiceUnavailable {
		t.Errorf("a third student's stream: %d", code)
	}
}

// jsonText is s as it stands inside a JSON string.
func jsonText(s string) string {
	b, _ := json.Marshal(s)
	return string(b[1 : len(b)-1])
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestTheTeachersQRCodeHoldsTheJoinAddress(t *testing.T) {
	c := newClass(t, Options{Address: "http://192.0.2.7:8040/"})
	if got, want := c.s.JoinURL(), "http://192.0.2.7:8040/?c="+c.s.Code(); got != want {
		t.Errorf("join address %q, want %q", got, want)
	}
	if code, _ := c.get(c.join(), "/join.svg"); code != http.StatusUnauthorized {
		t.Errorf("the QR code for a student: %d, want 401", code)
	}
	code, svg := c.getAuth("/join.svg")
	if code != http.StatusOK || !bytes.HasPrefix(svg, []byte("<svg")) || bytes.Count(svg, []byte("h")) < 50 {
		t.Errorf("the QR code: %d, %d bytes", code, len(svg))
	}
	_, body := c.getAuth("/results")
	var r Results
	json.Unmarshal(body, &r)
	if r.Join != c.s.JoinURL() || r.Code != c.s.Code() {
		t.Errorf("results: join %q, code %q", r.Join, r.Code)
	}
}

func TestThePagesAreLight(t *testing.T) {
	total := 0
	for name := range assetTypes {
		data, err := assets.ReadFile("page/" + name)
		if err != nil {
			t.Fatal(err)
		}
		total += len(data)
	}
	if total > 200<<10 || total < 5<<10 {
		t.Errorf("the pages weigh %d bytes", total)
	}
	if cell("=HYPERLINK(1)") != "'=HYPERLINK(1)" || cell("-3") != "-3" || cell("−3") != "-3" || cell("+∞") != "+inf" || cell("−x") != "−x" || cell("@x") != "'@x" || cell("Ana") != "Ana" {
		t.Error("a spreadsheet formula in a cell is not defused")
	}
}

func TestPicturesAreSentGzippedToBrowsersThatTakeIt(t *testing.T) {
	c := newClass(t, Options{})
	st := c.join()
	_, plain := c.get(st, "/step/0.svg") // Go's client asks for gzip and unpacks it itself
	req, _ := http.NewRequest("GET", c.ts.URL+"/step/0.svg", nil)
	req.Header.Set("Accept-Encoding", "br, gzip;q=0.8")
	resp, err := st.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding %q", resp.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	unpacked, _ := io.ReadAll(zr)
	if !bytes.Equal(unpacked, plain) || len(plain) < 1000 {
		t.Errorf("gzipped %d bytes unpack to %d, plain %d", resp.ContentLength, len(unpacked), len(plain))
	}
	if acceptsGzip(&http.Request{Header: http.Header{"Accept-Encoding": {"gzip;q=0, br"}}}) {
		t.Error("gzip;q=0 taken for gzip")
	}
}

func TestRedrawSendsTheStepAgainWithANewPicture(t *testing.T) {
	c := newClass(t, Options{})
	st := c.join()
	ch, stop := c.stream(st)
	defer stop()
	var before, after stepEvent
	json.Unmarshal([]byte(next(t, ch, "step").data), &before)
	c.s.Redraw()
	json.Unmarshal([]byte(next(t, ch, "step").data), &after)
	if after.Step != before.Step || after.Picture == before.Picture || !strings.HasPrefix(after.Picture, "/step/0.svg?") {
		t.Errorf("before %q, after %q", before.Picture, after.Picture)
	}
	if code, _ := c.get(st, after.Picture); code != http.StatusOK {
		t.Errorf("the new picture: %d", code)
	}
}

func TestTheTeachersLanguageFollowsSetLang(t *testing.T) {
	c := newClass(t, Options{Lang: "en"})
	c.control("goto", askable(t, c.tr, false))
	if c.control("ask") != http.StatusOK {
		t.Fatal("ask refused")
	}
	st := c.join()
	c.answer(st, 1, 0, "Ana")
	en := c.s.Results()
	if err := c.s.SetLang("xx"); err == nil {
		t.Error("SetLang took a language there is none of")
	}
	if err := c.s.SetLang("ro"); err != nil {
		t.Fatal(err)
	}
	ro := c.s.Results()
	if ro.Lang != "ro" || ro.Question == nil || en.Question == nil || ro.Question.Prompt == en.Question.Prompt {
		t.Fatalf("after SetLang(ro): %s %+v, before %+v", ro.Lang, ro.Question, en.Question)
	}
	_, data := c.getAuth("/answers.csv")
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil || len(rows) != 2 || rows[1][2] != ro.Question.Prompt {
		t.Errorf("the CSV after SetLang(ro): %v %q, want the prompt %q", err, rows, ro.Question.Prompt)
	}
}
