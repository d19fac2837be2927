package cli

import (
	"bytes"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a buffer written by one goroutine and read by another.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func TestClassPrintsTheAddressesAndEndsFromTheTeachersPage(t *testing.T) {
	var out, errOut lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- Run([]string{"--lang", "ro", "class", "--addr", "127.0.0.1:0", "aima-fig5-2"}, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
	}()
	teacher := regexp.MustCompile(`(http://127\.0\.0\.1:\d+/)teacher#t=([0-9a-f]{32})`)
	var m []string
	for deadline := time.Now().Add(10 * time.Second); m == nil && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		m = teacher.FindStringSubmatch(out.String())
	}
	if m == nil {
		t.Fatalf("no teacher's page printed:\n%s\n%s", out.String(), errOut.String())
	}
	text := out.String()
	for _, want := range []string{"Adresa pentru studenți: " + m[1] + "?c=", "Codul de intrare: ", "doar pe acest calculator", "Tokenul profesorului, pentru POST /control: " + m[2]} {
		if !strings.Contains(text, want) {
			t.Errorf("the output has no %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "█") {
		t.Error("a QR code drawn into something that is not a terminal")
	}
	post := func(auth string) int {
		req, _ := http.NewRequest("POST", m[1]+"control", strings.NewReader(`{"do": "end"}`))
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := post(""); code != http.StatusUnauthorized {
		t.Fatalf("end without the token: %d", code)
	}
	if code := post("Bearer " + m[2]); code != http.StatusOK {
		t.Fatalf("end with the token: %d", code)
	}
	select {
	case status := <-done:
		if status != ExitOK || !strings.Contains(out.String(), "Ora s-a încheiat.") {
			t.Errorf("exit %d:\n%s\n%s", status, out.String(), errOut.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the class went on after the teacher ended it")
	}
	if _, err := http.Get(m[1]); err == nil {
		t.Error("the server still answers after the class ended")
	}
}

func TestClassRefusesAnAddressItCannotListenAt(t *testing.T) {
	status, stdout, stderr := run(t, "", "class", "--addr", "nohost", "aima-fig5-2")
	if status != ExitUsage || stdout != "" || !strings.Contains(stderr, "cannot listen at nohost") {
		t.Errorf("exit %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}
