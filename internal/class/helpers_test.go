package class

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/samples"
	"gametree/search"
)

// walkthrough is the Romanian lab handout's walk-through, searched by
// alpha-beta.
func walkthrough(t testing.TB) *search.Trace {
	t.Helper()
	tr, err := samples.Load("alphabeta-walkthrough")
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return trace
}

// class is a class on the walk-through, served by httptest.
type class struct {
	t   testing.TB
	s   *Server
	src *TraceSource
	ts  *httptest.Server
	tr  *search.Trace
}

func newClass(t testing.TB, opt Options) *class {
	t.Helper()
	tr := walkthrough(t)
	src, err := NewTraceSource(tr, export.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(src, opt)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	t.Cleanup(func() { s.Stop(); ts.Close() })
	return &class{t: t, s: s, src: src, ts: ts, tr: tr}
}

// join is a new student's browser, joined with the code.
func (c *class) join() *http.Client {
	c.t.Helper()
	jar, _ := cookiejar.New(nil)
	cl := &http.Client{Jar: jar, Timeout: 20 * time.Second}
	resp, err := cl.Get(c.ts.URL + "/?c=" + c.s.Code())
	if err != nil {
		c.t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte("/page/page.js")) {
		c.t.Fatalf("joining: %s\n%s", resp.Status, body)
	}
	return cl
}

// control sends a teacher's command with the token, and returns the
// status.
func (c *class) control(do string, step ...int) int {
	c.t.Helper()
	body := map[string]any{"do": do}
	if len(step) > 0 {
		body["step"] = step[0]
	}
	return c.post(nil, "/control", body, "Bearer "+c.s.Token())
}

// post sends v as JSON with cl (nil: no cookies) and auth, if any.
func (c *class) post(cl *http.Client, path string, v any, auth string) int {
	c.t.Helper()
	var data []byte
	switch v := v.(type) {
	case []byte:
		data = v
	default:
		data, _ = json.Marshal(v)
	}
	req, _ := http.NewRequest("POST", c.ts.URL+path, bytes.NewReader(data))
	req.Header.Set("Content-Type", "application/json")
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	if cl == nil {
		cl = http.DefaultClient
	}
	resp, err := cl.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// get fetches path with cl and returns the status and body.
func (c *class) get(cl *http.Client, path string) (int, []byte) {
	c.t.Helper()
	if cl == nil {
		cl = http.DefaultClient
	}
	resp, err := cl.Get(c.ts.URL + path)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, body
}

// answer posts a student's answer.
func (c *class) answer(cl *http.Client, q int, answer any, name string) int {
	c.t.Helper()
	return c.post(cl, "/answer", map[string]any{"question": q, "answer": answer, "name": name}, "")
}

// sse is one event of a stream.
type sse struct{ name, data string }

// stream opens /events for cl; its events arrive on the channel, which is
// closed when the stream ends. stop closes it.
func (c *class) stream(cl *http.Client) (<-chan sse, func()) {
	c.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", c.ts.URL+"/events", nil)
	nc := *cl
	nc.Timeout = 0
	resp, err := nc.Do(req)
	if err != nil {
		cancel()
		c.t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		cancel()
		c.t.Fatalf("/events: %s", resp.Status)
	}
	ch := make(chan sse, 64)
	go func() {
		defer close(ch)
		defer resp.Body.Close()
		readEvents(resp.Body, func(e sse) { ch <- e })
	}()
	return ch, cancel
}

// readEvents parses a Server-Sent Events stream.
func readEvents(r io.Reader, f func(sse)) {
	sc := bufio.NewScanner(r)
	var e sse
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if e.name != "" {
				f(e)
			}
			e = sse{}
		case strings.HasPrefix(line, "event: "):
			e.name = line[len("event: "):]
		case strings.HasPrefix(line, "data: "):
			e.data += line[len("data: "):]
		}
	}
}

// next waits for the next event named name (others are skipped).
func next(t testing.TB, ch <-chan sse, name string) sse {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case e, ok := <-ch:
			if !ok {
				t.Fatalf("the stream ended before a %s event", name)
			}
			if e.name == name {
				return e
			}
		case <-timeout:
			t.Fatalf("no %s event in 5 s", name)
		}
	}
}

// askable is the first step of the walk-through a question can be asked
// before, and the step the teacher shows then.
func askable(t testing.TB, tr *search.Trace, number bool) (shown int) {
	for k := 1; k < tr.Len(); k++ {
		if q, ok := TraceQuestion(tr, k, i18n.English()); ok && q.Number == number {
			return k - 1
		}
	}
	t.Fatal("the walk-through asks no question")
	return 0
}
