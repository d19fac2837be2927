// Package web tries the browser version as a user would: the page built
// by make web (with the e2e tag, for gametreeProbe) is served by a plain
// static file server, with no special headers, and opened in Debian's
// Chromium under a virtual X server, driven through chromedriver
// (WebDriver). make test-dist runs it with GAMETREE_WEB naming the folder.
package web

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gametree/internal/session"
	"gametree/internal/testutil"
	"gametree/internal/tree"
)

// WebDriver's codes for the keys pressed.
const (
	right    = "\uE014"
	escape   = "\uE00C"
	enter    = "\uE007"
	control  = "\uE009"
	home     = "\uE011"
	end      = "\uE010"
	pageDown = "\uE00F"
	insert   = "\uE016"
	shift    = "\uE008"
	tab      = "\uE004"
)

// page serves dir and opens it in Chromium; it returns the session and
// the folder downloads go to.
func page(t *testing.T, query string) (*driver, string) {
	dir := os.Getenv("GAMETREE_WEB")
	if dir == "" {
		t.Skip("GAMETREE_WEB names no folder: make test-dist builds one and runs these tests")
	}
	for _, tool := range []string{"Xvfb", "chromedriver", "chromium"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is missing: make test-dist installs it (scripts/deps.sh test-dist)", tool)
		}
	}
	display, screen := startX(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	// A plain static server: the page at the root, and the tests' own
	// pages (the bare page TestStepsKeepPace measures against) beside it.
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	mux.Handle("/testdata/", http.StripPrefix("/testdata/", http.FileServer(http.Dir("testdata"))))
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })

	port := freePort(t)
	cd := exec.Command("chromedriver", "--port="+port)
	cd.Env = append(os.Environ(), "DISPLAY="+display)
	if err := cd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cd.Process.Kill(); cd.Wait() })
	waitPort(t, "127.0.0.1:"+port)

	downloads := t.TempDir()
	d := newSession(t, "127.0.0.1:"+port, downloads, []string{
		"--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--window-size=1280,800",
		"--no-first-run", "--disable-backgrounding-occluded-windows", "--disable-renderer-backgrounding",
		"--user-data-dir=" + t.TempDir(),
	})
	d.display, d.screen, d.origin = display, screen, "http://"+ln.Addr().String()
	d.must("POST", "/url", map[string]any{"url": d.origin + "/" + query}, nil)
	return d, downloads
}

// startX starts a virtual X server for Chromium and returns its display
// and the file that holds its screen's pixels (Xvfb's -fbdir, an XWD
// image the server draws into).
func startX(t *testing.T) (display, screen string) {
	for n := 90; n < 140; n++ {
		if testutil.XServerRuns(n) {
			continue
		}
		testutil.ClearDisplay(n)
		display := fmt.Sprintf(":%d", n)
		fb := t.TempDir()
		x := exec.Command("Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-fbdir", fb)
		if err := x.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { testutil.StopX(x) })
		for range 100 {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
				return display, filepath.Join(fb, "Xvfb_screen0")
			}
			time.Sleep(20 * time.Millisecond)
		}
		t.Fatalf("Xvfb %s did not start", display)
	}
	t.Fatal("no free X display")
	return "", ""
}

func freePort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
}

func waitPort(t *testing.T, addr string) {
	for range 250 {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("nothing answers on %s", addr)
}

// shot keeps a screenshot of the page in GAMETREE_SHOTS (or the test's
// folder) and says where.
func shot(t *testing.T, d *driver, name string) string {
	dir := os.Getenv("GAMETREE_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, d.screenshot(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
	return path
}

// waitFile waits for a download to finish in dir and returns its content.
func waitFile(t *testing.T, dir, name string) []byte {
	for range 500 {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err == nil && len(data) > 0 {
			return data
		}
		time.Sleep(20 * time.Millisecond)
	}
	entries, _ := os.ReadDir(dir)
	t.Fatalf("%s was not downloaded (the folder holds %v)", name, entries)
	return nil
}

// TestTheWalkThroughInTheBrowser: the page starts on the walk-through;
// Right pressed 24 times reaches the cutoff at step 24 with its sentence;
// a tree chosen in the file picker opens; a broken file is refused with
// its line and column, word for word as on the desktop, and the tree
// stays; the step shown exports as a PNG download.
func TestTheWalkThroughInTheBrowser(t *testing.T) {
	d, downloads := page(t, "?lang=en")
	start := time.Now()
	s := d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	var loaded float64
	d.script("return performance.now()", &loaded)
	t.Logf("figure: the walk-through on screen %.1f s after the page started loading (%v by the test's clock)", loaded/1000, time.Since(start).Round(100*time.Millisecond))
	if s.Document != "alphabeta-walkthrough" || s.Steps != 82 {
		t.Fatalf("the page opened %q with %d steps", s.Document, s.Steps)
	}

	d.click(600, 300) // the tree has the keys
	for range 24 {
		d.keys("", right)
	}
	s = d.await("step 24", 10*time.Second, func(s state) bool { return s.Step == 24 })
	if !strings.Contains(s.Narration, "α(e) = 3 ≥ β(e) = 2: prune e2") {
		t.Errorf("step 24 says %q", s.Narration)
	}
	shot(t, d, "web-step24.png")

	dir := t.TempDir()
	small := filepath.Join(dir, "lab.txt")
	os.WriteFile(small, []byte("[[3,12,8],[2,4,6],[14,5,2]]\n"), 0o644)
	d.upload(small)
	s = d.await("the tree from the file picker, searched", 10*time.Second, func(s state) bool { return s.Document == "lab.txt" && s.Steps != 82 })
	if s.Nodes != 13 || s.Step != 0 {
		t.Errorf("lab.txt: %d nodes at step %d", s.Nodes, s.Step)
	}

	broken := filepath.Join(dir, "broken.json")
	src := []byte("{\"version\": 1,\n \"tree\": [3, [12, 8,\n")
	os.WriteFile(broken, src, 0o644)
	_, desktop := session.ReadBytes("broken.json", src, tree.MaxNodes)
	if desktop == nil || !strings.Contains(desktop.Error(), "line") {
		t.Fatalf("the desktop's message: %v", desktop)
	}
	d.upload(broken)
	s = d.await("the broken file refused", 10*time.Second, func(s state) bool { return !notIn(s.Dialogs, "broken.json") })
	if notIn(s.Dialogs, desktop.Error()) || s.Document != "lab.txt" {
		t.Errorf("dialogs %q (the desktop says %q); the tree is %q", s.Dialogs, desktop, s.Document)
	}
	shot(t, d, "web-broken.png")
	d.keys("", escape)
	d.await("the message closed", 5*time.Second, func(s state) bool { return len(s.Dialogs) == 0 })

	d.keys(control, "e")
	d.await("the export dialog", 5*time.Second, func(s state) bool { return len(s.Dialogs) == 1 })
	d.keys("", enter)
	png := waitFile(t, downloads, "lab-step0.png")
	if !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Errorf("the download is no PNG: % x", png[:min(8, len(png))])
	}
}

// TestBigTreesInTheBrowser: figures for the README, from the page: how
// long one step of an 11,111-node tree takes to be on screen, and how
// long a 111,111-node tree takes to open, with the busy bar shown.
func TestBigTreesInTheBrowser(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	d.click(600, 300)
	const steps = 20
	// A step timed in the page: from the key's event to the frame after
	// the window has taken the step (WebDriver's round trips, a quarter
	// of a second a key, are not the page's).
	stepping := func(what string) float64 {
		var ms []float64
		d.must("POST", "/execute/async", map[string]any{"args": []any{steps}, "script": stepScript}, &ms)
		if len(ms) != steps {
			t.Fatalf("%s: %d steps timed", what, len(ms))
		}
		sum := 0.0
		for _, m := range ms {
			sum += m
		}
		return sum / steps
	}
	t.Logf("figure: one step of the walk-through on screen in %.0f ms (average of %d)", stepping("the walk-through"), steps)
	dir := t.TempDir()
	write := func(name string, depth int) string {
		tr, err := testutil.Uniform(10, depth, func(i int) float64 { return float64(i*7919%201 - 100) })
		if err != nil {
			t.Fatal(err)
		}
		tr.AutoLabel()
		var b bytes.Buffer
		if err := tree.WriteJSON(&b, tr); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		os.WriteFile(path, b.Bytes(), 0o644)
		return path
	}
	d.upload(write("u11111.json", 4))
	d.await("the 11,111-node tree", 60*time.Second, func(s state) bool { return s.Document == "u11111.json" && s.Steps > 0 })
	d.click(600, 300)
	t.Logf("figure: one step of the 11,111-node tree on screen in %.0f ms (average of %d)", stepping("11,111 nodes"), steps)
	shot(t, d, "web-11111.png")

	big := write("u111111.json", 5)
	begin := time.Now()
	d.upload(big)
	// What says the page is busy: "Opening …" and the busy bar, on
	// screen while the tree is read, searched and laid out.
	saidOpening := false
	d.await("the 111,111-node tree", 180*time.Second, func(s state) bool {
		for _, said := range s.Said { // the page may be too busy to answer while it shows
			saidOpening = saidOpening || strings.HasPrefix(said, "Opening u111111.json (")
		}
		return s.Document == "u111111.json" && s.Steps > 0
	})
	if !saidOpening {
		t.Error("opening the 111,111-node tree said nothing")
	}
	t.Logf("figure: the 111,111-node tree opened, searched and drawn in %.1f s", time.Since(begin).Seconds())
	shot(t, d, "web-111111.png")
}

// TestTheBrowsersLanguage: ?lang=ro (as a Romanian browser would ask)
// starts the window in Romanian.
func TestTheBrowsersLanguage(t *testing.T) {
	d, _ := page(t, "?lang=ro")
	s := d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	if s.Language != "ro" {
		t.Errorf("language %q, narration %q", s.Language, s.Narration)
	}
}

// stepScript presses Right arguments[0] times in the page, each time
// waiting for the window to take the step and for two frames after it,
// and returns how long each took, in milliseconds. The keys are the
// page's own events, as glfw-js reads them (by keyCode).
const stepScript = `
const done = arguments[arguments.length - 1], n = arguments[0];
const step = async () => JSON.parse(await gametreeProbe()).step;
const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
const key = (type) => {
	const e = new KeyboardEvent(type, {key: "ArrowRight", code: "ArrowRight", bubbles: true});
	Object.defineProperty(e, "keyCode", {get: () => 39});
	document.dispatchEvent(e);
};
(async () => {
	const times = [];
	for (let i = 0; i < n; i++) {
		const before = await step();
		const t0 = performance.now();
		key("keydown");
		key("keyup");
		while (await step() === before) {}
		await frame();
		await frame();
		times.push(performance.now() - t0);
	}
	done(times);
})();`

// TestKeysAndFieldsInTheBrowser: the keys Fyne's web driver loses reach
// the window (End, Home, Page Down as a clicker sends it, L, H, Insert);
// a number typed fast into a dialog's field arrives in order; a field
// with the focus survives the page losing and regaining the focus (the
// page froze for good).
func TestKeysAndFieldsInTheBrowser(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	d.click(600, 300)
	d.keys("", end)
	d.await("End: the last step", 10*time.Second, func(s state) bool { return s.Step == 81 })
	d.keys("", home)
	d.await("Home: the start", 10*time.Second, func(s state) bool { return s.Step == 0 })
	d.keys("", pageDown, pageDown)
	d.await("Page Down twice: step 2", 10*time.Second, func(s state) bool { return s.Step == 2 })
	hide := d.await("", time.Second, func(state) bool { return true }).Hide
	d.keys("", "l", "h")
	d.await("L and H: the legend, the answers", 10*time.Second, func(s state) bool { return s.Legend && s.Hide != hide })

	d.keys("", insert)
	d.await("Insert: a new leaf, selected", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 0 && s.Nodes == 31 })
	d.keys("", enter)
	d.await("Enter: the new leaf's dialog", 10*time.Second, func(s state) bool {
		return len(s.Dialogs) == 1 && strings.HasPrefix(s.Dialogs[0], "Edit ")
	})
	d.keys("", strings.Split("123456789", "")...)
	d.keys("", enter)
	s := d.await("the new leaf", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 0 && s.Nodes == 31 })
	if !strings.Contains(s.Tree, "123456789") {
		t.Errorf("typed 123456789; the tree is %s", s.Tree)
	}

	d.keys("", insert)
	d.await("another leaf", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 0 && s.Nodes == 32 })
	d.keys("", enter)
	d.await("its dialog", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 1 })
	d.keys("", "7", "\uE004", "\uE004", "\uE004") // Tab to the drop-down: not a text field
	var here string
	d.must("GET", "/window", nil, &here)
	var other map[string]string
	d.must("POST", "/window/new", map[string]any{"type": "tab"}, &other)
	d.must("POST", "/window", map[string]any{"handle": other["handle"]}, nil)
	time.Sleep(500 * time.Millisecond)
	d.must("DELETE", "/window", nil, nil)
	d.must("POST", "/window", map[string]any{"handle": here}, nil)
	d.keys("", enter)
	s = d.await("the page alive after losing the focus", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 0 && s.Nodes == 32 })
	shot(t, d, "web-keys.png")
}

// TestTypingAtANodeInTheBrowser: in the page too, Insert selects the new
// leaf and the digits typed next go into the field over it, in order
// (the second had been lost while the first opened the field); Enter
// sets the value and closes the field.
func TestTypingAtANodeInTheBrowser(t *testing.T) {
	d, _ := page(t, "?lang=en")
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	d.click(600, 300)
	d.keys("", insert)
	d.await("Insert: a new leaf", 10*time.Second, func(s state) bool { return len(s.Dialogs) == 0 && s.Nodes == 31 })
	d.keys("", "4", "2")
	d.await("the field over it", 10*time.Second, func(s state) bool { return s.Focused == "*ui.cellEntry" })
	d.keys("", enter)
	s := d.await("its value", 10*time.Second, func(s state) bool { return strings.Contains(s.Tree, ",42]") && s.Focused == "" })
	if len(s.Dialogs) != 0 || s.Nodes != 31 {
		t.Errorf("after 42 Enter: dialogs %q, %d nodes", s.Dialogs, s.Nodes)
	}
}
