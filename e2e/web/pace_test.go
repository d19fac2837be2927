package web

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"gametree/internal/cli"
)

// TestStepsKeepPace: a step of the walk-through, and of a 27-leaf tree
// (gametree generate --branching 3 --depth 3 --seed 1), is on screen
// within twice the time a bare page (testdata/bare.html: a WebGL canvas
// as large, drawn anew in the frame after a key) takes to show a key, in
// the same browser in the same run: medians of 25 keys each after 5 to
// warm up, from the page's receiving Right to the first pixel that
// changed on the X server's screen. The bare page is measured before and
// after the window, and both count.
func TestStepsKeepPace(t *testing.T) {
	const warm, n = 5, 25
	d, _ := page(t, "testdata/bare.html")
	sc := watchScreen(t, d.screen)
	bare := d.pace("the bare page", sc, warm, n)

	d.must("POST", "/url", map[string]any{"url": d.origin + "/?lang=en"}, nil)
	d.await("the walk-through on screen", 60*time.Second, func(s state) bool { return s.Steps > 0 })
	d.click(600, 300) // the tree has the keys
	walk := d.pace("the walk-through", sc, warm, n)

	var src bytes.Buffer
	if status := cli.Run([]string{"generate", "--branching", "3", "--depth", "3", "--seed", "1"}, cli.Env{Stdout: &src, Stderr: io.Discard}); status != cli.ExitOK {
		t.Fatalf("gametree generate: status %d", status)
	}
	path := filepath.Join(t.TempDir(), "b3d3.json")
	if err := os.WriteFile(path, src.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	d.upload(path)
	s := d.await("the 27-leaf tree", 30*time.Second, func(s state) bool { return s.Document == "b3d3.json" && s.Steps > 0 })
	if s.Nodes != 40 || s.Steps < warm+n+1 {
		t.Fatalf("the 27-leaf tree has %d nodes and %d steps", s.Nodes, s.Steps)
	}
	d.click(600, 300)
	random := d.pace("the 27-leaf tree", sc, warm, n)
	if s := d.await("", time.Second, func(state) bool { return true }); s.Step != warm+n {
		t.Errorf("the 27-leaf tree is at step %d after %d keys", s.Step, warm+n)
	}

	// Where a step's time goes: how many draws a step's frame makes, by
	// Fyne's shader program, and the same steps again with the page's
	// draws left out (the clear alone, in a new colour each frame): what
	// remains is the page's own work and the frame's way to the screen.
	d.keys("", home)
	d.script(drawsScript, nil)
	if _, ok := sc.still(250*time.Millisecond, 10*time.Second); !ok {
		t.Fatal("the 27-leaf tree: the screen never stood still")
	}
	d.script("window.gametreeDraws = {}", nil)
	d.keys("", right)
	if _, ok := sc.still(250*time.Millisecond, 10*time.Second); !ok {
		t.Fatal("the 27-leaf tree: the screen never stood still")
	}
	var draws map[string]int
	d.script("return window.gametreeDraws", &draws)
	d.keys("", home)
	d.script("window.gametreeSkipDraws = true", nil)
	undrawn := d.pace("the 27-leaf tree drawing nothing", sc, warm, n)

	d.must("POST", "/url", map[string]any{"url": d.origin + "/testdata/bare.html"}, nil)
	again := d.pace("the bare page again", sc, warm, n)
	floor := append(slices.Clone(bare), again...)

	t.Logf("figure: a key on screen in the bare page in %.0f ms (median of %d; %.0f before the window, %.0f after)", floor.median(), len(floor), bare.median(), again.median())
	for _, p := range []struct {
		what  string
		times paced
	}{{"the walk-through", walk}, {"the 27-leaf tree", random}} {
		ratio := p.times.median() / floor.median()
		t.Logf("figure: a step of %s on screen in %.0f ms (median of %d, %.0f–%.0f), %.2f× the bare page's", p.what, p.times.median(), n, slices.Min(p.times), slices.Max(p.times), ratio)
		if ratio > 2 {
			t.Errorf("a step of %s takes %.2f× the bare page's time (%.0f ms against %.0f): more than twice", p.what, ratio, p.times.median(), floor.median())
		}
	}
	t.Logf("figure: a step of the 27-leaf tree draws %d times: %d through Fyne's texture program (texts, icons, the tree's raster), %d rectangles, %d with rounded corners, %d else", draws["texture"]+draws["rectangle"]+draws["rounded"]+draws["other"], draws["texture"], draws["rectangle"], draws["rounded"], draws["other"])
	t.Logf("figure: a step of the 27-leaf tree with the page's draws left out on screen in %.0f ms (median of %d), %.2f× the bare page's", undrawn.median(), n, undrawn.median()/floor.median())
}

// drawsScript counts, in window.gametreeDraws, the page's WebGL draws by
// the shader program they use (Fyne's: "texture", "rectangle", "rounded"
// or "other"), and leaves every draw out while window.gametreeSkipDraws
// is true, clearing the canvas in a new colour each frame instead.
const drawsScript = `
if (!window.gametreeDraws) {
	const gl = document.querySelector("canvas").getContext("webgl");
	const kinds = new Map();
	let kind = "other";
	const kindOf = (p) => {
		const src = gl.getAttachedShaders(p).map((s) => gl.getShaderSource(s)).join("\n");
		return src.includes("texture2D") ? "texture" : src.includes("rectSizeHalf") ? "rounded" : src.includes("strokeWidth") ? "rectangle" : "other";
	};
	const use = gl.useProgram.bind(gl);
	gl.useProgram = (p) => {
		if (!kinds.has(p)) kinds.set(p, kindOf(p));
		kind = kinds.get(p);
		return use(p);
	};
	for (const m of ["drawArrays", "drawElements"]) {
		const f = gl[m].bind(gl);
		gl[m] = (...args) => {
			window.gametreeDraws[kind] = (window.gametreeDraws[kind] || 0) + 1;
			return window.gametreeSkipDraws ? undefined : f(...args);
		};
	}
	const clearColor = gl.clearColor.bind(gl);
	gl.clearColor = (...args) => clearColor(...(window.gametreeSkipDraws ? [Math.random(), Math.random(), Math.random(), 1] : args));
}
window.gametreeDraws = {};`

// screen is the X display's screen, as the test sees it: Xvfb's
// framebuffer file mapped into memory, which the server draws into.
type screen struct{ pixels []byte }

// watchScreen maps the screen held in the file path.
func watchScreen(t *testing.T, path string) *screen {
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("the screen's pixels: %v", err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	pixels, err := syscall.Mmap(int(f.Fd()), 0, int(info.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Fatalf("mapping the screen: %v", err)
	}
	t.Cleanup(func() { syscall.Munmap(pixels) })
	return &screen{pixels: pixels}
}

// still waits until nothing on the screen has changed for quiet, and
// returns a copy of it then; false after limit.
func (s *screen) still(quiet, limit time.Duration) ([]byte, bool) {
	last := bytes.Clone(s.pixels)
	since := time.Now()
	for deadline := since.Add(limit); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if !bytes.Equal(s.pixels, last) {
			last, since = bytes.Clone(s.pixels), time.Now()
		} else if time.Since(since) >= quiet {
			return last, true
		}
	}
	return last, false
}

// change waits for the screen to differ from before, and says when it
// was seen to; false after limit.
func (s *screen) change(before []byte, limit time.Duration) (time.Time, bool) {
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if !bytes.Equal(s.pixels, before) {
			return time.Now(), true
		}
	}
	return time.Time{}, false
}

// paced is how long keys took to show on screen, in milliseconds each.
type paced []float64

// median is the middle of the times (the mean of the two middle ones).
func (p paced) median() float64 {
	s := slices.Sorted(slices.Values(p))
	if len(s) == 0 {
		return 0
	}
	return (s[(len(s)-1)/2] + s[len(s)/2]) / 2
}

// pace presses Right warm+n times in the page shown, each once the screen
// has been still for a quarter of a second, and returns for each of the
// last n how long from the page's receiving the key (its first listener)
// to the first pixel on the X server's screen that changed.
func (d *driver) pace(what string, sc *screen, warm, n int) paced {
	d.t.Helper()
	d.script(keyAtScript, nil)
	// The page's clock against the test's: the page's epoch time read
	// in the middle of the quickest of a few round trips.
	offset, quickest := 0.0, time.Hour
	for range 8 {
		var now float64
		t0 := time.Now()
		d.script("return performance.timeOrigin + performance.now()", &now)
		if rtt := time.Since(t0); rtt < quickest {
			quickest = rtt
			offset = float64(t0.Add(rtt/2).UnixNano())/1e6 - now
		}
	}
	var times, first, last paced
	for i := range warm + n {
		before, ok := sc.still(250*time.Millisecond, 10*time.Second)
		if !ok {
			d.t.Fatalf("%s: the screen never stood still for a quarter of a second", what)
		}
		seen := make(chan time.Time, 1)
		go func() {
			at, _ := sc.change(before, 3*time.Second)
			seen <- at
		}()
		d.keys("", right)
		at := <-seen
		if at.IsZero() {
			d.t.Fatalf("%s: key %d changed nothing on screen within 3 s", what, i+1)
		}
		var got struct {
			At    float64    `json:"at"`
			Drawn [2]float64 `json:"drawn"`
		}
		d.script("const got = {at: window.gametreeKeyAt, drawn: window.gametreeDrawn}; window.gametreeKeyAt = 0; return got", &got)
		keyAt := got.At
		if keyAt == 0 {
			d.t.Fatalf("%s: key %d never reached the page", what, i+1)
		}
		if i >= warm {
			times = append(times, float64(at.UnixNano())/1e6-(keyAt+offset))
			first = append(first, got.Drawn[0]-keyAt)
			last = append(last, got.Drawn[1]-keyAt)
		}
	}
	d.t.Logf("%s: on screen in %.0f ms, the page drawing from %.0f ms to %.0f (medians; the page's clock read in %v)", what, times.median(), first.median(), last.median(), quickest)
	return times
}

// keyAtScript keeps, in window.gametreeKeyAt, the epoch time in
// milliseconds at which the page last received a key, from a listener
// that runs before the page's own; and in window.gametreeDrawn when,
// after it, the page issued its first WebGL call that draws and its last
// before the key was read back.
const keyAtScript = `
if (!window.gametreeKeyListener) {
	const now = () => performance.timeOrigin + performance.now();
	window.gametreeKeyListener = () => { window.gametreeKeyAt = now(); window.gametreeDrawn = [0, 0]; };
	window.addEventListener("keydown", window.gametreeKeyListener, true);
	const gl = document.querySelector("canvas").getContext("webgl");
	for (const m of ["clear", "drawArrays", "drawElements", "texImage2D", "texSubImage2D"]) {
		const f = gl[m].bind(gl);
		gl[m] = (...args) => {
			const r = f(...args), d = window.gametreeDrawn;
			if (d) { d[0] = d[0] || now(); d[1] = now(); }
			return r;
		};
	}
}
window.gametreeKeyAt = 0;`
