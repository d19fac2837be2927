package web

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"gametree/internal/probe"
)

// driver is a WebDriver session on chromedriver: the W3C protocol's few
// commands these tests use, as plain HTTP and JSON.
type driver struct {
	t       *testing.T
	base    string // http://127.0.0.1:PORT/session/ID
	display string // the X display the browser is on
	screen  string // the file holding the display's pixels
	origin  string // http://127.0.0.1:PORT, where the page is served
}

// call sends one WebDriver command and decodes its value into out.
func (d *driver) call(method, path string, body, out any) error {
	var r io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return err
		}
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, d.base+path, r)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var reply struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&reply); err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s %s: %s: %s", method, path, resp.Status, reply.Value)
	}
	if out != nil {
		return json.Unmarshal(reply.Value, out)
	}
	return nil
}

// must is call, failing the test on an error.
func (d *driver) must(method, path string, body, out any) {
	d.t.Helper()
	if err := d.call(method, path, body, out); err != nil {
		d.t.Fatal(err)
	}
}

// newSession starts Chromium through chromedriver at addr, downloads
// going to downloads.
func newSession(t *testing.T, addr, downloads string, args []string) *driver {
	d := &driver{t: t, base: "http://" + addr}
	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"browserName": "chrome",
		"goog:chromeOptions": map[string]any{
			"binary": "/usr/bin/chromium",
			"args":   args,
			"prefs": map[string]any{
				"download.default_directory":   downloads,
				"download.prompt_for_download": false,
			},
		},
	}}}
	var s struct {
		SessionID string `json:"sessionId"`
	}
	d.must("POST", "/session", caps, &s)
	d.base += "/session/" + s.SessionID
	t.Cleanup(func() { d.call("DELETE", "", nil, nil) })
	return d
}

// script runs JavaScript in the page and decodes what it returns.
func (d *driver) script(js string, out any, args ...any) {
	d.t.Helper()
	if args == nil {
		args = []any{}
	}
	d.must("POST", "/execute/sync", map[string]any{"script": js, "args": args}, out)
}

// keys presses keys (WebDriver's key codes: "\uE014" is Right), one after
// the other, with modifiers held when given ("\uE009" is Control).
func (d *driver) keys(modifiers string, keys ...string) {
	d.t.Helper()
	var acts []map[string]any
	for _, m := range modifiers {
		acts = append(acts, map[string]any{"type": "keyDown", "value": string(m)})
	}
	for _, k := range keys {
		acts = append(acts, map[string]any{"type": "keyDown", "value": k}, map[string]any{"type": "keyUp", "value": k})
	}
	for _, m := range modifiers {
		acts = append(acts, map[string]any{"type": "keyUp", "value": string(m)})
	}
	d.must("POST", "/actions", map[string]any{"actions": []any{map[string]any{"type": "key", "id": "keyboard", "actions": acts}}}, nil)
}

// click clicks the page at (x, y), in CSS pixels from its top left.
func (d *driver) click(x, y int) {
	d.t.Helper()
	d.must("POST", "/actions", map[string]any{"actions": []any{map[string]any{
		"type": "pointer", "id": "mouse", "parameters": map[string]any{"pointerType": "mouse"},
		"actions": []any{
			map[string]any{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
			map[string]any{"type": "pointerDown", "button": 0},
			map[string]any{"type": "pointerUp", "button": 0},
		},
	}}}, nil)
}

// upload gives the page's file input a file, as choosing it in the
// browser's file picker does.
func (d *driver) upload(path string) {
	d.t.Helper()
	var el map[string]string
	d.must("POST", "/element", map[string]any{"using": "css selector", "value": "#gametree-file"}, &el)
	for _, id := range el {
		d.must("POST", "/element/"+id+"/value", map[string]any{"text": path}, nil)
		return
	}
	d.t.Fatal("the page has no file input")
}

// screenshot returns the page as PNG.
func (d *driver) screenshot() []byte {
	d.t.Helper()
	var b64 string
	d.must("GET", "/screenshot", nil, &b64)
	png, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		d.t.Fatal(err)
	}
	return png
}

// state is the window's state, read through the page's gametreeProbe().
type state struct {
	Step      int               `json:"step"`
	Steps     int               `json:"steps"`
	Document  string            `json:"document"`
	Nodes     int               `json:"nodes"`
	Narration string            `json:"narration"`
	Language  string            `json:"language"`
	Dialogs   []string          `json:"dialogs"`
	Status    string            `json:"status"`
	Said      []string          `json:"said"`
	Title     string            `json:"title"`
	Tree      string            `json:"tree"`
	Legend    bool              `json:"legend"`
	Hide      bool              `json:"hide"`
	Focused   string            `json:"focused"`
	Overlays  int               `json:"overlays"`
	Fields    map[string]string `json:"fields"`
	Drawn     []probe.Drawn     `json:"drawn"`
}

// probe reads the window's state; ok is false before the app answers.
func (d *driver) probe() (s state, ok bool) {
	var out string
	err := d.call("POST", "/execute/async", map[string]any{"args": []any{}, "script": `
		const done = arguments[arguments.length - 1];
		if (typeof gametreeProbe !== "function") { done(""); return; }
		gametreeProbe().then(done);`}, &out)
	if err != nil || out == "" {
		return state{}, false
	}
	return s, json.Unmarshal([]byte(out), &s) == nil
}

// await polls the window's state until ok says so, or fails after limit.
func (d *driver) await(what string, limit time.Duration, ok func(state) bool) state {
	d.t.Helper()
	last, done := d.poll(limit, ok)
	if !done {
		d.t.Fatalf("%s: not within %v; last state %+v", what, limit, last)
	}
	return last
}

// poll reads the window's state until ok says so or limit has passed; it
// returns the last state read and whether ok said so.
func (d *driver) poll(limit time.Duration, ok func(state) bool) (state, bool) {
	deadline := time.Now().Add(limit)
	var last state
	for time.Now().Before(deadline) {
		if s, answered := d.probe(); answered {
			last = s
			if ok(s) {
				return s, true
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	return last, false
}

// notIn reports whether none of list contains s.
func notIn(list []string, s string) bool {
	for _, x := range list {
		if strings.Contains(x, s) {
			return false
		}
	}
	return true
}
