package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gametree/internal/i18n"
	"gametree/internal/probe"
)

// scanQR is what zbarimg reads in the QR code of img ("" if none).
func scanQR(t *testing.T, img image.Image) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "screen.png")
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("zbarimg", "-q", "--raw", "-Sdisable", "-Sqrcode.enable", path).Output()
	if err != nil {
		t.Logf("zbarimg: %v", err) // status 4: no code found
	}
	return strings.TrimSpace(string(out))
}

// classStudent is a student's browser joined at the QR code's address,
// with the questions its /events stream announces.
type classStudent struct {
	cl        *http.Client
	base      string
	questions chan int
}

func joinClass(t *testing.T, join string) *classStudent {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	s := &classStudent{cl: &http.Client{Jar: jar, Timeout: 10 * time.Second}, questions: make(chan int, 16)}
	s.base = join[:strings.Index(join, "?")]
	resp, err := s.cl.Get(join)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "/page/page.js") {
		t.Fatalf("the students' address %s: %s\n%.300s", join, resp.Status, body)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", s.base+"events", nil)
	stream := *s.cl
	stream.Timeout = 0
	ev, err := stream.Do(req)
	if err != nil || ev.StatusCode != http.StatusOK {
		t.Fatalf("/events: %v %v", ev, err)
	}
	go func() {
		defer ev.Body.Close()
		sc := bufio.NewScanner(ev.Body)
		sc.Buffer(nil, 1<<20)
		name := ""
		for sc.Scan() {
			switch line := sc.Text(); {
			case strings.HasPrefix(line, "event: "):
				name = line[len("event: "):]
			case strings.HasPrefix(line, "data: ") && name == "question":
				var q struct {
					ID int `json:"id"`
				}
				if json.Unmarshal([]byte(line[len("data: "):]), &q) == nil {
					s.questions <- q.ID
				}
			}
		}
	}()
	return s
}

func (s *classStudent) answer(t *testing.T, q, choice int) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"question": q, "answer": choice})
	resp, err := s.cl.Post(s.base+"answer", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		t.Fatalf("answering question %d: %s", q, resp.Status)
	}
}

// TestShareWithTheClassInTheRealWindow: in a real 1024×768 window, in
// English, Romanian and Italian, File › Share with the Class… opens its
// dialog; Enter starts the class on this computer only; the projector's
// dialog shows the QR code, and the students' address it holds answers
// with the students' page. Its Next step moves the window; Ask puts a
// question to the students, whose answers the dialog counts; its Stop
// Sharing ends the class.
func TestShareWithTheClassInTheRealWindow(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ locale, code string }{{"en_US.UTF-8", "en"}, {"ro_RO.UTF-8", "ro"}, {"it_IT.UTF-8", "it"}} {
		t.Run(c.code, func(t *testing.T) {
			t.Parallel()
			l, err := i18n.Load(c.code)
			if err != nil {
				t.Fatal(err)
			}
			a := startIn(t, c.locale, 1024, 768)
			a.waitFor("the walk-through", func(p probe.State) bool { return p.Steps > 0 && !p.Working })
			title := l.T("share.title")
			a.menu(l.T("menu.file"), l.T("menu.share_class"))
			a.waitFor("the sharing dialog", dialogIs(title))
			a.shot("share-start-" + c.code)
			a.key("Return")
			p := a.waitFor("the class under way", func(p probe.State) bool {
				_, ok := p.Controls["class:ask"]
				return strings.HasPrefix(p.Class, "http://127.0.0.1:") && ok
			})
			var students []*classStudent
			for range 3 {
				students = append(students, joinClass(t, p.Class))
			}

			// Next step until a question can be asked about the step after.
			asked := -1
			for range 12 {
				at := a.state().Controls["class:ask"]
				a.click(at[0], at[1])
				select {
				case asked = <-students[0].questions:
				case <-time.After(time.Second):
				}
				if asked >= 0 {
					break
				}
				step := a.state().Step
				at = a.state().Controls["class:next"]
				a.click(at[0], at[1])
				a.waitFor("the panel's Next step", func(p probe.State) bool { return p.Step > step })
			}
			if asked < 0 {
				t.Fatal("no question reached the students in 12 steps")
			}
			for i, s := range students {
				s.answer(t, asked, i%2)
			}
			time.Sleep(1500 * time.Millisecond) // the dialog counts twice a second
			a.shot("share-projector-" + c.code)
			// The QR code on the projector reads, as a phone's camera
			// reads it, as the students' address and join code.
			if got := scanQR(t, a.screen()); got != p.Class {
				t.Errorf("the projector's QR code reads %q, not the students' address %q", got, p.Class)
			}

			// A clicker's Page Down steps the window under the projector's
			// dialog, which stays on screen.
			step := a.state().Step
			a.key("Next")
			a.waitFor("Page Down over the projector's dialog", func(p probe.State) bool { return p.Step == step+1 && dialogIs(title)(p) })

			at := a.state().Controls["class:stop"]
			a.click(at[0], at[1])
			a.waitFor("the class ended", func(p probe.State) bool { return p.Class == "" && noDialog(p) })
			if resp, err := http.Get(p.Class); err == nil {
				resp.Body.Close()
				t.Errorf("the students' address still answers after Stop Sharing: %s", resp.Status)
			}
		})
	}
}
