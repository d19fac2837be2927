// Package e2e drives gametree's real window: the app runs under a virtual
// X server (Xvfb) with Fyne's GLFW driver, as a teacher runs it; xdotool
// presses keys and clicks; the app's probe (probe.Env) says what the
// window holds. Fyne's test driver does not behave like the GLFW driver
// (dialogs, focus, shortcuts): these tests are the ones that saw it.
package e2e

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gametree/internal/probe"
	"gametree/internal/testutil"
)

// gametreeBinary is the gametree built for these tests: run it as
// gametreeFor(t) returns it.
var gametreeBinary string

// listed lists the app's sources once, for the first test that runs the
// app (see readSources): before the tests run, go test notes nothing.
var listed = sync.OnceValue(func() error { return readSources("..") })

// gametreeFor is the gametree built for these tests, its sources listed.
func gametreeFor(t *testing.T) string {
	t.Helper()
	if err := listed(); err != nil {
		t.Fatalf("listing the app's sources: %v", err)
	}
	return gametreeBinary
}

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	var missing []string
	for _, tool := range []string{"Xvfb", "xdotool", "xwd", "zbarimg"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		msg := fmt.Sprintf("e2e: %s missing: scripts/deps.sh test installs them", strings.Join(missing, ", "))
		if os.Getenv("GAMETREE_E2E") == "required" {
			fmt.Fprintln(os.Stderr, msg)
			return 1
		}
		fmt.Println(msg + "; skipping the real-window tests")
		return 0
	}
	dir, err := os.MkdirTemp("", "gametree-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o755) // other users run it too (TestAnyUser)
	gametreeBinary = filepath.Join(dir, "gametree")
	build := exec.Command("go", "build", "-tags", "e2e", "-o", gametreeBinary, "gametree")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: building gametree:", err)
		return 1
	}
	return m.Run()
}

// readSources lists every folder of the module at root that the app is
// built from. go test caches a result with the files and folders the test
// opened, a folder by its entries' names, sizes and times: so a run with
// no file of the app changed is not run again, and any change is.
func readSources(root string) error {
	return filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "docs" || d.Name() == "dist") {
			return filepath.SkipDir
		}
		return nil
	})
}

// app is gametree running in its own virtual X server.
type app struct {
	t       *testing.T
	display string
	xvfb    *exec.Cmd
	cmd     *exec.Cmd
	out     *lockedBuffer
	sock    string
	home    string
	exited  chan struct{}
}

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

// start runs gametree with args on a w×h screen, fresh preferences, in
// English, and waits for its window.
func start(t *testing.T, w, h int, args ...string) *app {
	t.Helper()
	return startIn(t, "en_US.UTF-8", w, h, args...)
}

// startIn is start with the system's language set to lang (LANG).
func startIn(t *testing.T, lang string, w, h int, args ...string) *app {
	t.Helper()
	return startWith(t, lang, "", w, h, args...)
}

// startWith is startIn with the preferences (Fyne's preferences.json) a
// user saved before, when prefs is not empty.
func startWith(t *testing.T, lang, prefs string, w, h int, args ...string) *app {
	t.Helper()
	a := &app{t: t, home: t.TempDir(), out: &lockedBuffer{}, exited: make(chan struct{})}
	if prefs != "" {
		dir := filepath.Join(a.home, ".config", "fyne", "io.github.gametree") // ui.AppID
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "preferences.json"), []byte(prefs), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	a.startX(w, h)
	a.sock = filepath.Join(a.home, "probe.sock")
	runtime := filepath.Join(a.home, "run")
	os.Mkdir(runtime, 0o700)
	a.cmd = exec.Command(gametreeFor(t), args...)
	a.cmd.Env = append(os.Environ(), "DISPLAY="+a.display, "HOME="+a.home, "XDG_CONFIG_HOME="+filepath.Join(a.home, ".config"),
		"XDG_RUNTIME_DIR="+runtime, "LANG="+lang, "LANGUAGE=", "LC_ALL=", "LC_MESSAGES=", probe.Env+"="+a.sock)
	a.cmd.Dir = a.home
	a.cmd.Stdout, a.cmd.Stderr = a.out, a.out
	if err := a.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { a.cmd.Wait(); close(a.exited) }()
	t.Cleanup(a.stop)
	a.waitFor("the window", func(p probe.State) bool { return p.Steps > 0 })
	win := a.xdotool("search", "--sync", "--onlyvisible", "--name", "gametree")
	a.xdotool("windowfocus", "--sync", strings.Fields(win)[0])
	a.xdotool("mousemove", "5", "5") // keys go to the window under the pointer
	return a
}

// choosing is held while a test picks a free display and its X server
// starts: tests run in parallel, and two picking at once would take one.
var choosing sync.Mutex

// startX starts Xvfb on the first free display.
func (a *app) startX(w, h int) {
	choosing.Lock()
	defer choosing.Unlock()
	for n := 140; n < 240; n++ {
		if testutil.XServerRuns(n) {
			continue
		}
		testutil.ClearDisplay(n)
		a.display = fmt.Sprintf(":%d", n)
		a.xvfb = exec.Command("Xvfb", a.display, "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp")
		if err := a.xvfb.Start(); err != nil {
			a.t.Fatal(err)
		}
		for range 100 {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		testutil.StopX(a.xvfb)
	}
	a.t.Fatal("no display for Xvfb")
}

// stop ends the app and its X server, and fails the test on a panic.
func (a *app) stop() {
	if a.alive() {
		a.cmd.Process.Kill()
		<-a.exited
	}
	testutil.StopX(a.xvfb)
	if out := a.out.String(); strings.Contains(out, "panic:") || strings.Contains(out, "fatal error:") {
		a.t.Errorf("gametree crashed:\n%s", out)
	}
}

func (a *app) alive() bool {
	select {
	case <-a.exited:
		return false
	default:
		return true
	}
}

func (a *app) xdotool(args ...string) string {
	a.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		a.t.Fatalf("xdotool %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// ask sends one line to the probe and reads the state back.
func (a *app) ask(line string) (probe.State, error) {
	var p probe.State
	conn, err := net.DialTimeout("unix", a.sock, time.Second)
	if err != nil {
		return p, err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintln(conn, line)
	data, err := bufio.NewReader(conn).ReadBytes('\n')
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(data, &p)
}

// state is what the window holds now.
func (a *app) state() probe.State {
	a.t.Helper()
	a.mustLive()
	p, err := a.ask("state")
	if err != nil {
		a.t.Fatalf("probe: %v", err)
	}
	return p
}

func (a *app) mustLive() {
	a.t.Helper()
	if !a.alive() {
		a.t.Fatalf("the window is gone; gametree said:\n%s", a.out.String())
	}
}

// waitFor waits until ok holds (at most 15 s) and returns that state.
func (a *app) waitFor(what string, ok func(probe.State) bool) probe.State {
	a.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	var p probe.State
	var err error
	for time.Now().Before(deadline) {
		a.mustLive()
		if p, err = a.ask("state"); err == nil && ok(p) {
			return p
		}
		time.Sleep(80 * time.Millisecond)
	}
	a.t.Fatalf("waited for %s; the window holds %+v (probe: %v)", what, p, err)
	return p
}

// key presses keys, in xdotool's names ("ctrl+o", "Next", "F1").
func (a *app) key(keys ...string) {
	a.t.Helper()
	a.mustLive()
	a.xdotool(append([]string{"key", "--delay", "40"}, keys...)...)
}

// typeText types text into what has the focus.
func (a *app) typeText(s string) {
	a.t.Helper()
	a.xdotool("type", "--delay", "40", s)
}

// click clicks at a point of the screen (the window sits at 0,0).
func (a *app) click(x, y float32) {
	a.t.Helper()
	a.xdotool("mousemove", fmt.Sprint(int(x)), fmt.Sprint(int(y)), "click", "1")
	time.Sleep(200 * time.Millisecond)
}

// resize makes the window w×h.
func (a *app) resize(w, h int) {
	a.t.Helper()
	win := a.xdotool("search", "--onlyvisible", "--name", "gametree")
	a.xdotool("windowsize", strings.Fields(win)[0], fmt.Sprint(w), fmt.Sprint(h))
	a.waitFor(fmt.Sprintf("a %d×%d window", w, h), func(p probe.State) bool { return int(p.Width) == w && int(p.Height) == h })
}

// shot saves the screen as NAME.png in the folder GAMETREE_SHOTS names
// (make shots: docs/e2e), or the test's temporary folder, for people to
// look at. It waits for the window to draw what the probe already holds.
func (a *app) shot(name string) {
	a.t.Helper()
	a.keep(name, a.screen())
}

// keep saves img as shot saves the screen.
func (a *app) keep(name string, img image.Image) {
	a.t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		a.t.Fatal(err)
	}
	dir := os.Getenv("GAMETREE_SHOTS")
	if dir == "" {
		dir = a.home
	}
	os.MkdirAll(dir, 0o755)
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf.Bytes(), 0o644); err != nil {
		a.t.Fatal(err)
	}
}

// screen is what the window shows, read off the X server (after waiting
// for the window to draw what the probe already holds).
func (a *app) screen() *image.RGBA {
	a.t.Helper()
	time.Sleep(700 * time.Millisecond)
	cmd := exec.Command("xwd", "-root", "-silent")
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	data, err := cmd.Output()
	if err != nil {
		a.t.Fatalf("xwd: %v", err)
	}
	img, err := decodeXWD(data)
	if err != nil {
		a.t.Fatalf("xwd: %v", err)
	}
	p := a.state()
	return img.SubImage(image.Rect(0, 0, int(p.Width), int(p.Height))).(*image.RGBA)
}

// decodeXWD reads the true-colour ZPixmap dump (24 or 32 bits a pixel)
// that xwd writes of an Xvfb screen.
func decodeXWD(data []byte) (*image.RGBA, error) {
	if len(data) < 100 {
		return nil, fmt.Errorf("a dump of %d bytes", len(data))
	}
	h := make([]uint32, 25)
	binary.Read(bytes.NewReader(data[:100]), binary.BigEndian, h)
	headerSize, format, w, ht, order, bpp, bpl := h[0], h[2], int(h[4]), int(h[5]), h[7], h[11], int(h[12])
	rMask, gMask, bMask, ncolors := h[14], h[15], h[16], h[19]
	if format != 2 || bpp != 32 && bpp != 24 {
		return nil, fmt.Errorf("format %d at %d bits a pixel", format, bpp)
	}
	pix := data[headerSize+ncolors*12:]
	if len(pix) < bpl*ht {
		return nil, fmt.Errorf("a dump cut short")
	}
	size := int(bpp / 8)
	pixel := func(b []byte) uint32 { // the bytes of one pixel, in the dump's byte order
		v := uint32(0)
		for i := range size {
			if order == 1 {
				v = v<<8 | uint32(b[i])
			} else {
				v |= uint32(b[i]) << (8 * i)
			}
		}
		return v
	}
	channel := func(v, mask uint32) uint8 {
		for mask != 0 && mask&1 == 0 {
			v, mask = v>>1, mask>>1
		}
		return uint8(v & mask)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, ht))
	for y := range ht {
		for x := range w {
			v := pixel(pix[y*bpl+size*x:])
			img.SetRGBA(x, y, color.RGBA{channel(v, rMask), channel(v, gMask), channel(v, bMask), 0xff})
		}
	}
	return img, nil
}

// menu chooses a menu item by the keys that reach it, as labelled now:
// Alt and Down open the first menu, Right moves to the menu path[0],
// Down to its item path[1] (separators skipped), and in a submenu Right
// and Down to path[2]; then Enter.
func (a *app) menu(path ...string) {
	a.t.Helper()
	menus := a.state().Menus // labels change: "Undo Add Child"
	keys := []string{"alt", "Down"}
	m := slices.IndexFunc(menus, func(m probe.Menu) bool { return m.Label == path[0] })
	if m < 0 {
		a.t.Fatalf("no menu %q", path[0])
	}
	for range m {
		keys = append(keys, "Right")
	}
	if m > 0 {
		keys = append(keys, "Down")
	}
	var items []probe.Menu
	for _, it := range menus[m].Items {
		if !it.Separator {
			items = append(items, it)
		}
	}
	k := slices.IndexFunc(items, func(i probe.Menu) bool { return i.Label == path[1] })
	if k < 0 {
		a.t.Fatalf("no menu item %v", path)
	}
	for range k {
		keys = append(keys, "Down")
	}
	if len(path) == 3 {
		keys = append(keys, "Right")
		j := slices.IndexFunc(items[k].Items, func(i probe.Menu) bool { return i.Label == path[2] })
		if j < 0 {
			a.t.Fatalf("no menu item %v", path)
		}
		for range j {
			keys = append(keys, "Down")
		}
	}
	a.key(append(keys, "Return")...)
}

// cpu is the processor time the app has used so far (user and system,
// every thread: Mesa's render threads too).
func (a *app) cpu() time.Duration {
	a.t.Helper()
	return processorTime(a.t, a.cmd.Process.Pid)
}

// processorTime is the processor time process pid has used, to the
// nanosecond: the kernel's count of time on a processor
// (/proc/PID/task/*/schedstat, its first field) over the process's
// threads.
func processorTime(t *testing.T, pid int) time.Duration {
	t.Helper()
	tasks, err := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
	if err != nil || len(tasks) == 0 {
		t.Fatalf("the processor time of process %d: no threads (%v)", pid, err)
	}
	var sum time.Duration
	for _, path := range tasks {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // a thread that ended since the listing
		}
		f := strings.Fields(string(data))
		if len(f) == 0 {
			continue
		}
		ns, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			t.Fatalf("the processor time of process %d: %s: %q", pid, path, data)
		}
		sum += time.Duration(ns)
	}
	return sum
}

// bareWindow is testdata/bare, a Fyne window with one label, running
// beside the app.
type bareWindow struct {
	t   *testing.T
	cmd *exec.Cmd
}

// startBare builds testdata/bare and runs it on the app's display, w×h,
// in the screen's bottom right corner (x, y), until the test ends.
func (a *app) startBare(x, y, w, h int) *bareWindow {
	a.t.Helper()
	bin := filepath.Join(a.t.TempDir(), "bare")
	build := exec.Command("go", "build", "-o", bin, "./testdata/bare")
	if out, err := build.CombinedOutput(); err != nil {
		a.t.Fatalf("building the bare window: %v: %s", err, out)
	}
	cmd := exec.Command(bin, strconv.Itoa(w), strconv.Itoa(h))
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display, "HOME="+a.home, "XDG_CONFIG_HOME="+filepath.Join(a.home, ".config"))
	if err := cmd.Start(); err != nil {
		a.t.Fatal(err)
	}
	a.t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	bare := a.xdotool("search", "--sync", "--onlyvisible", "--name", "^bare$")
	a.xdotool("windowmove", "--sync", strings.Fields(bare)[0], strconv.Itoa(x), strconv.Itoa(y))
	win := a.xdotool("search", "--sync", "--onlyvisible", "--name", "gametree")
	a.xdotool("windowfocus", "--sync", strings.Fields(win)[0]) // the keys stay the app's
	return &bareWindow{t: a.t, cmd: cmd}
}

func (b *bareWindow) cpu() time.Duration {
	b.t.Helper()
	return processorTime(b.t, b.cmd.Process.Pid)
}

// waitWindows waits until the app shows n windows, the main one and
// compare windows (at most 15 s).
func (a *app) waitWindows(what string, n int) {
	a.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	got := 0
	for time.Now().Before(deadline) {
		cmd := exec.Command("xdotool", "search", "--onlyvisible", "--name", "^(gametree|Compare)")
		cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
		out, _ := cmd.Output() // no window: status 1
		if got = len(strings.Fields(string(out))); got == n {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	a.t.Fatalf("waited for %s: %d windows, not %d", what, got, n)
}
