//go:build !js

package ui

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// startSharing starts File › Share with the Class on loopback from the
// menu and its dialog's Start, and returns the class under way.
func (tw *testWindow) startSharing(t *testing.T) *sharing {
	t.Helper()
	menuItem(t, tw.Window, "File", "Share with the Class…").Action()
	if got := tw.dialogTitles(); got != "Share with the Class" {
		t.Fatalf("dialogs %q", got)
	}
	tw.dialogs.confirm() // Start, on this computer only
	c := tw.dialogs.class
	if !c.active() {
		t.Fatal("no class after Start")
	}
	t.Cleanup(func() {
		if c.active() {
			c.stop()
		}
	})
	if c.public || !strings.HasPrefix(c.srv.JoinURL(), "http://127.0.0.1:") {
		t.Fatalf("the class listens at %s (public %v), not on this computer only", c.srv.JoinURL(), c.public)
	}
	if got := tw.dialogTitles(); got != "Share with the Class" || c.panel == nil {
		t.Fatalf("no projector's dialog after Start: dialogs %q", got)
	}
	return c
}

// student is a student's browser, joined with the QR code's address.
func student(t *testing.T, join string) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	cl := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	resp, err := cl.Get(join)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("joining at %s: %s", join, resp.Status)
	}
	return cl
}

// stepEvents streams the steps /events sends.
func stepEvents(t *testing.T, cl *http.Client, base string) <-chan int {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"events", nil)
	nc := *cl
	nc.Timeout = 0
	resp, err := nc.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("/events: %v %v", resp, err)
	}
	ch := make(chan int, 64)
	go func() {
		defer close(ch)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		name := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				name = line[len("event: "):]
			case strings.HasPrefix(line, "data: ") && name == "step":
				var ev struct {
					Step int `json:"step"`
				}
				if json.Unmarshal([]byte(line[len("data: "):]), &ev) == nil {
					ch <- ev.Step
				}
			}
		}
	}()
	return ch
}

func waitStep(t *testing.T, ch <-chan int, want int) {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case k, ok := <-ch:
			if !ok {
				t.Fatalf("the stream ended before step %d", want)
			}
			if k == want {
				return
			}
		case <-timeout:
			t.Fatalf("no step %d on /events in 5 s", want)
		}
	}
}

func status(t *testing.T, cl *http.Client, url string) int {
	t.Helper()
	resp, err := cl.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// TestShareFollowsTheWindow: a student who joins a class the window
// shares sees the window's steps arrive on /events, never a picture of a
// step beyond the one shown (403), and the teacher's /control moves the
// window; Stop ends the stream.
func TestShareFollowsTheWindow(t *testing.T) {
	tw := newTestWindow(t)
	c := tw.startSharing(t)
	base := strings.TrimSuffix(c.srv.JoinURL(), "?c="+c.srv.Code())
	cl := student(t, c.srv.JoinURL())
	steps := stepEvents(t, cl, base)
	waitStep(t, steps, 0)

	// The clicker steps the window with the projector's dialog on screen;
	// the window's other keys stay the dialog's.
	tw.key(fyne.KeyPageDown, 3)
	tw.key(fyne.KeyLeft, 1)
	tw.key(fyne.KeyC, 1)
	k := tw.s.Step()
	if k != 2 || c.panel == nil || tw.dialogTitles() != "Share with the Class" || tw.v.Code {
		t.Fatalf("Page Down ×3, Left, C over the projector's dialog: step %d, dialogs %q, code shown %v", k, tw.dialogTitles(), tw.v.Code)
	}
	waitStep(t, steps, k)
	if got := status(t, cl, base+"step/"+strconv.Itoa(k)+".svg"); got != http.StatusOK {
		t.Errorf("step %d's picture: %d, want 200", k, got)
	}
	if got := status(t, cl, base+"step/"+strconv.Itoa(k+1)+".svg"); got != http.StatusForbidden {
		t.Errorf("step %d's picture, beyond the step shown: %d, want 403", k+1, got)
	}

	req, _ := http.NewRequest("POST", base+"control", strings.NewReader(`{"do":"goto","step":1}`))
	req.Header.Set("Authorization", "Bearer "+c.srv.Token())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	deadline := time.Now().Add(5 * time.Second)
	for tw.s.Step() != 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if tw.s.Step() != 1 {
		t.Fatalf("after the teacher's goto 1 the window shows step %d (control said %s)", tw.s.Step(), resp.Status)
	}
	waitStep(t, steps, 1)

	menuItem(t, tw.Window, "File", "Stop Sharing").Action()
	if c.active() || tw.dialogTitles() != "" {
		t.Fatalf("still sharing after Stop Sharing (dialogs %q)", tw.dialogTitles())
	}
	timeout := time.After(5 * time.Second)
	for {
		select {
		case _, ok := <-steps:
			if !ok {
				return
			}
		case <-timeout:
			t.Fatal("the student's stream is still open after Stop Sharing")
		}
	}
}

// TestSharingFollowsTheWindowsLanguage: switching the window's language
// while a class is under way shows the projector's dialog in it, and the
// class's results (and CSV) speak it.
func TestSharingFollowsTheWindowsLanguage(t *testing.T) {
	tw := newTestWindow(t)
	c := tw.startSharing(t)
	menuItem(t, tw.Window, "View", "Language", "Română").Action()
	defer menuItem(t, tw.Window, "Vizualizare", "Limbă", "English").Action()
	if got := tw.dialogTitles(); got != "Partajează cu clasa" || c.panel == nil {
		t.Fatalf("dialogs after switching to Romanian: %q", got)
	}
	if r := c.srv.Results(); r.Lang != "ro" {
		t.Errorf("the class's results speak %q, not ro", r.Lang)
	}
	hide := false
	for _, b := range overlayObjects[*widget.Button](tw) {
		hide = hide || b.Text == "Ascunde"
	}
	if !hide {
		t.Error("the projector's dialog has no Romanian Hide button")
	}
	tw.dialogs.dismiss() // Escape hides it; the class goes on
	if !c.active() || c.panel != nil || tw.dialogTitles() != "" {
		t.Errorf("after Escape: sharing %v, dialogs %q", c.active(), tw.dialogTitles())
	}
}

// TestShareOnTheClassroomNetwork: choosing the classroom's network in the
// dialog listens beyond this computer, and the projector and the
// students' step events say so; this computer only, the default, says
// the opposite.
func TestShareOnTheClassroomNetwork(t *testing.T) {
	tw := newTestWindow(t)
	menuItem(t, tw.Window, "File", "Share with the Class…").Action()
	radios := overlayObjects[*widget.RadioGroup](tw)
	if len(radios) != 1 || radios[0].Selected != "This computer only (to try it out)" {
		t.Fatalf("the dialog's choice: %v", radios)
	}
	radios[0].SetSelected(radios[0].Options[1])
	tw.dialogs.confirm()
	c := tw.dialogs.class
	if !c.active() || !c.public {
		t.Fatalf("the classroom's network chosen: sharing %v, public %v", c.active(), c.public)
	}
	defer c.stop()
	said := false
	for _, l := range overlayObjects[*widget.Label](tw) {
		said = said || l.Text == "The class can be reached from the classroom's network."
	}
	if !said {
		t.Error("the projector does not say the class reaches the classroom's network")
	}
	// The server listens on every interface: loopback reaches it too.
	join := c.srv.JoinURL()
	port := join[strings.LastIndex(join, ":")+1 : strings.Index(join, "/?")]
	local := "http://127.0.0.1:" + port + "/"
	cl := student(t, local+"?c="+c.srv.Code())
	resp, err := cl.Get(local + "events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	line, data := bufio.NewReader(resp.Body), ""
	for !strings.HasPrefix(data, "data: ") {
		if data, err = line.ReadString('\n'); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(data, `"public":true`) {
		t.Errorf("the students' step event does not say the class is public: %s", data)
	}
}

// TestQuittingEndsTheClass: as the app stops, the class ends for every
// student: their stream gets the end and closes.
func TestQuittingEndsTheClass(t *testing.T) {
	tw := newTestWindow(t)
	c := tw.startSharing(t)
	base := strings.TrimSuffix(c.srv.JoinURL(), "?c="+c.srv.Code())
	steps := stepEvents(t, student(t, c.srv.JoinURL()), base)
	waitStep(t, steps, 0)
	stopped, ok := tw.app.Lifecycle().(interface{ OnStopped() func() })
	if !ok || stopped.OnStopped() == nil {
		t.Fatal("nothing runs as the app stops")
	}
	stopped.OnStopped()()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case _, open := <-steps:
			if !open {
				return
			}
		case <-timeout:
			t.Fatal("the student's stream is still open after the app stopped")
		}
	}
}

// TestWindowSourceBeyondItsTrace: a step the server read before the
// window showed a shorter search has no sentence, picture or question,
// and draws nothing: the server's goroutines never fail on it.
func TestWindowSourceBeyondItsTrace(t *testing.T) {
	tw := newTestWindow(t)
	tr := tw.s.Trace()
	src, err := newWindowSource(tr, 0, tw.v.SceneOptions(), tw.treeTheme(), "walk-through")
	if err != nil {
		t.Fatal(err)
	}
	if src.Narration(1, "ro") == "" {
		t.Fatal("step 1 has no sentence")
	}
	k := tr.Len()
	if got := src.Narration(k, "en"); got != "" {
		t.Errorf("step %d of %d: %q", k, tr.Len(), got)
	}
	if _, ok := src.Question(k, "en"); ok {
		t.Errorf("step %d of %d asks a question", k, tr.Len())
	}
	if _, err := src.SVG(k, "/r", "/b"); err == nil {
		t.Errorf("step %d of %d is drawn", k, tr.Len())
	}
}
