package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gametree/internal/class"
	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/samples"
	"gametree/search"
)

// TestAStudentFollowsTheClass: a student in Chromium, on a phone's
// screen in English and a laptop's in Romanian, joins with the code,
// follows ten of the teacher's steps (each one's picture and sentence in
// the browser's language), answers a question by tapping a choice, and
// sees the answer revealed beside their own. GAMETREE_SHOTS keeps the
// screenshots.
func TestAStudentFollowsTheClass(t *testing.T) {
	if os.Getenv("GAMETREE_WEB") == "" {
		t.Skip("GAMETREE_WEB is not set: make test-dist runs the browser tests")
	}
	for _, tool := range []string{"Xvfb", "chromedriver", "chromium"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is missing: make test-dist installs it (scripts/deps.sh test-dist)", tool)
		}
	}
	for _, c := range []struct {
		name, lang string
		w, h       int
		mobile     bool
	}{{"phone", "en", 375, 667, true}, {"phone", "ro", 375, 667, true}, {"phone", "it", 375, 667, true}, {"laptop", "ro", 1280, 800, false}, {"laptop", "en", 1280, 800, false}} {
		t.Run(c.name+"-"+c.lang, func(t *testing.T) {
			followClass(t, c.name, c.lang, c.w, c.h, c.mobile)
		})
	}
}

// classBrowser serves a class on trace and opens its join address in
// Chromium under Xvfb, with a screen of w×h CSS pixels in language lang.
func classBrowser(t *testing.T, trace *search.Trace, lang string, w, h int, mobile bool) (*driver, *class.Server, *class.TraceSource, *httptest.Server) {
	src, err := class.NewTraceSource(trace, export.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(nil)
	srv, err := class.New(src, class.Options{Address: "http://" + ts.Listener.Addr().String() + "/"})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = srv
	ts.Start()
	t.Cleanup(func() { srv.Stop(); ts.Close() })

	display, _ := startX(t)
	port := freePort(t)
	cd := exec.Command("chromedriver", "--port="+port)
	cd.Env = append(os.Environ(), "DISPLAY="+display)
	if err := cd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cd.Process.Kill(); cd.Wait() })
	waitPort(t, "127.0.0.1:"+port)
	d := newSession(t, "127.0.0.1:"+port, t.TempDir(), []string{"--no-sandbox", "--window-size=1280,900", "--no-first-run",
		"--disable-backgrounding-occluded-windows", "--disable-renderer-backgrounding", "--lang=" + lang, "--user-data-dir=" + t.TempDir()})
	d.must("POST", "/goog/cdp/execute", map[string]any{"cmd": "Emulation.setDeviceMetricsOverride", "params": map[string]any{
		"width": w, "height": h, "deviceScaleFactor": 1, "mobile": mobile}}, nil)
	d.must("POST", "/goog/cdp/execute", map[string]any{"cmd": "Emulation.setUserAgentOverride", "params": map[string]any{
		"userAgent": "Mozilla/5.0 (gametree class test)", "acceptLanguage": lang}}, nil)
	d.must("POST", "/url", map[string]any{"url": srv.JoinURL()}, nil)
	return d, srv, src, ts
}

// classTrace is a sample searched by algo.
func classTrace(t *testing.T, sample string, algo search.Algorithm) *search.Trace {
	tr, err := samples.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := search.Run(context.Background(), tr, search.Options{Algorithm: algo})
	if err != nil {
		t.Fatal(err)
	}
	return trace
}

// text is the text of the page's element sel.
func text(d *driver, sel string) string {
	var s string
	d.script(`var e = document.querySelector(arguments[0]); return e ? e.textContent : "";`, &s, sel)
	return s
}

// until waits for ok, ten seconds at most.
func until(t *testing.T, d *driver, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !ok(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited 10 s for %s; the page says %q, %q", what, text(d, "#count"), text(d, "#narration"))
		}
	}
}

func followClass(t *testing.T, name, lang string, w, h int, mobile bool) {
	trace := classTrace(t, "alphabeta-walkthrough", search.AlphaBeta)
	d, srv, src, ts := classBrowser(t, trace, lang, w, h, mobile)

	text := func(sel string) string { return text(d, sel) }
	until := func(what string, ok func() bool) { t.Helper(); until(t, d, what, ok) }
	l := i18n.Must(lang)
	hasPicture := func(k int) bool {
		var ok bool
		d.script(`var s = document.querySelector("#pic svg"); return !!s && s.textContent.length > 0 && s.getBoundingClientRect().width > 100;`, &ok)
		return ok && strings.Contains(text("#count"), l.T("class.page.step", "Step", k, "Last", trace.Len()-1))
	}
	until("step 0", func() bool { return hasPicture(0) })
	for k := 1; k <= 10; k++ {
		srv.Do("next", nil)
		until(fmt.Sprintf("step %d", k), func() bool { return hasPicture(k) && text("#narration") == src.Narration(k, lang) })
	}
	var overflow bool
	d.script(`return document.documentElement.scrollWidth > window.innerWidth;`, &overflow)
	if overflow {
		t.Errorf("the page is wider than the %d px screen", w)
	}
	shot := func(what string) {
		if dir := os.Getenv("GAMETREE_SHOTS"); dir != "" {
			os.MkdirAll(dir, 0o755)
			os.WriteFile(filepath.Join(dir, "class-"+name+"-"+lang+"-"+what+".png"), d.screenshot(), 0o644)
		}
	}
	shot("step")
	if mobile { // a tap enlarges the picture, to be scrolled; another shows it whole
		var r struct{ X, Y, Width, Height float64 }
		d.script(`var r = document.querySelector("#pic").getBoundingClientRect(); return {X: r.x, Y: r.y, Width: r.width, Height: r.height};`, &r)
		d.click(int(r.X+r.Width/2), int(r.Y+r.Height/2))
		var wide float64
		d.script(`return document.querySelector("#pic svg").getBoundingClientRect().width;`, &wide)
		if wide < 700 {
			t.Errorf("a tap on the picture makes it %.0f px wide", wide)
		}
		shot("zoom")
		d.click(int(r.X+r.Width/2), int(r.Y+r.Height/2))
	}

	// The question about step 13, asked at step 12; the student taps the
	// second choice.
	k := 12
	for ; k < trace.Len(); k++ {
		if _, ok := class.TraceQuestion(trace, k+1, l); ok {
			break
		}
	}
	step := k
	srv.Do("goto", &step)
	if err := srv.Ask(); err != nil {
		t.Fatal(err)
	}
	q, _ := class.TraceQuestion(trace, k+1, l)
	until("the question", func() bool { return text("#q-prompt") == q.Prompt })
	var rect struct{ X, Y, Width, Height float64 }
	d.script(`var b = document.querySelectorAll("#q-choices button")[1]; b.scrollIntoView({block: "center"}); var r = b.getBoundingClientRect(); return {X: r.x, Y: r.y, Width: r.width, Height: r.height};`, &rect)
	if rect.Height < 44 {
		t.Errorf("a choice is %.0f px high: too small to tap", rect.Height)
	}
	d.click(int(rect.X+rect.Width/2), int(rect.Y+rect.Height/2))
	until("the answer taken", func() bool { return srv.Results().Question.Answered == 1 })
	if got := srv.Results().Question.Counts[1]; got != 1 {
		t.Errorf("the tap answered %v", srv.Results().Question.Counts)
	}
	until("the answer shown", func() bool { return strings.Contains(text("#q-mine"), q.Choices[1]) })
	shot("question")
	for i := range 5 { // classmates, answering from their own devices
		jar, _ := cookiejar.New(nil)
		cl := &http.Client{Jar: jar}
		if resp, err := cl.Get(ts.URL + "/?c=" + srv.Code()); err == nil {
			resp.Body.Close()
		}
		body := fmt.Sprintf(`{"question": %d, "answer": %d, "name": "Student %d"}`, srv.Results().Question.ID, i%2, i+1)
		if resp, err := cl.Post(ts.URL+"/answer", "application/json", strings.NewReader(body)); err == nil {
			resp.Body.Close()
		}
	}
	if err := srv.Reveal(); err != nil {
		t.Fatal(err)
	}
	right := l.T("class.page.right_answer", "Answer", q.Choices[q.Answer])
	until("the reveal", func() bool { return strings.Contains(text("#q-reveal"), right) })
	verdict := l.T("class.page.wrong")
	if q.Answer == 1 {
		verdict = l.T("class.page.right")
	}
	if !strings.HasPrefix(text("#q-reveal"), verdict) || !strings.Contains(text("#q-mine"), q.Choices[1]) {
		t.Errorf("the reveal says %q beside %q", text("#q-reveal"), text("#q-mine"))
	}
	shot("reveal")
	if !mobile { // the teacher's page, on the same laptop
		d.must("POST", "/url", map[string]any{"url": ts.URL + "/teacher#t=" + srv.Token()}, nil)
		until("the teacher's histogram", func() bool {
			var n int
			d.script(`return document.querySelectorAll("#bars .bar").length;`, &n)
			return n == 2 && strings.Contains(text("#q-answered"), "6")
		})
		until("the QR code", func() bool {
			var n int
			d.script(`return document.querySelectorAll("#qr svg, #pic svg").length;`, &n)
			return n == 2 && text("#join-code") == srv.Code()
		})
		shot("teacher")
		return
	}
	srv.Stop()
	until("the end", func() bool { return text("#ended-text") == l.T("class.page.ended") })
}

// TestAStudentTapsANode: where practice asks which of two nodes is the
// better position (Bratko's betterof), a student answers by tapping the
// node's label in the picture.
func TestAStudentTapsANode(t *testing.T) {
	if os.Getenv("GAMETREE_WEB") == "" {
		t.Skip("GAMETREE_WEB is not set: make test-dist runs the browser tests")
	}
	trace := classTrace(t, "alphabeta-walkthrough", search.Bratko)
	l := i18n.English()
	k := 1
	for ; k < trace.Len(); k++ {
		if q, ok := class.TraceQuestion(trace, k, l); ok && !q.Number && isNode(trace.Tree, q.Choices[0]) {
			break
		}
	}
	if k == trace.Len() {
		t.Fatal("no question about nodes")
	}
	d, srv, _, _ := classBrowser(t, trace, "en", 1280, 800, false)
	shown := k - 1
	srv.Do("goto", &shown)
	until(t, d, "the step", func() bool { return strings.Contains(text(d, "#count"), fmt.Sprint(shown)) })
	if err := srv.Ask(); err != nil {
		t.Fatal(err)
	}
	q, _ := class.TraceQuestion(trace, k, l)
	until(t, d, "the question", func() bool { return text(d, "#q-prompt") == q.Prompt })
	var r struct{ X, Y, Width, Height float64 }
	d.script(`var ts = document.querySelectorAll("#pic svg text"); for (var i = 0; i < ts.length; i++) if (ts[i].textContent.trim() === arguments[0]) { var b = ts[i].getBoundingClientRect(); return {X: b.x, Y: b.y, Width: b.width, Height: b.height}; } return {};`, &r, q.Choices[1])
	if r.Width == 0 {
		t.Fatalf("no label %q in the picture", q.Choices[1])
	}
	d.click(int(r.X+r.Width/2), int(r.Y+r.Height/2))
	until(t, d, "the tap taken", func() bool { return srv.Results().Question.Answered == 1 })
	if c := srv.Results().Question.Counts; c[1] != 1 {
		t.Errorf("tapping %s answered %v", q.Choices[1], c)
	}
	var zoomed bool
	d.script(`return document.querySelector("#pic").classList.contains("zoom");`, &zoomed)
	if zoomed {
		t.Error("the tap that answered also enlarged the picture")
	}
}

// isNode reports whether some node of t is named name.
func isNode(t *tree.Tree, name string) bool {
	for id := range t.Nodes {
		if t.Name(tree.NodeID(id)) == name {
			return true
		}
	}
	return false
}
