package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFramesNeverRemoveTheirInput: a shorter --frames run after a longer
// one removes the longer set's later frames, but not the tree it reads,
// even when that tree is one of those frames (a DOT frame read back, or a
// JSON tree saved under a frame's name); it says what it kept.
func TestFramesNeverRemoveTheirInput(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if status, _, errOut := run(t, "", "export", "geeksforgeeks-minimax", "--frames", "all", "-o", "x.dot"); status != 0 {
		t.Fatalf("all frames: %d %s", status, errOut)
	}
	entries, _ := filepath.Glob("x-*.dot")
	last := entries[len(entries)-1]
	status, _, errOut := run(t, "", "export", last, "--frames", "key", "-o", "x.dot")
	if status != 0 {
		t.Fatalf("key frames of %s: %d %s", last, status, errOut)
	}
	if _, err := os.Stat(last); err != nil {
		t.Fatalf("the input %s is gone: %v (said %q)", last, err, errOut)
	}
	if !strings.Contains(errOut, "kept "+last) || !strings.Contains(errOut, "the tree this export read") {
		t.Errorf("kept the input without saying so: %q", errOut)
	}
	if strings.Count(errOut, "\n") != 2 || !strings.Contains(errOut, "removed") {
		t.Errorf("want a line for the removed frames and one for the kept input: %q", errOut)
	}

	// A JSON tree saved under a later frame's name, read through a link.
	tree := filepath.Join(t.TempDir(), "tree.json")
	if status, _, errOut := run(t, "", "generate", "--depth", "2", "-o", tree); status != 0 {
		t.Fatal(errOut)
	}
	data, _ := os.ReadFile(tree)
	for i := 1; i <= 45; i++ { // an earlier, longer set
		os.WriteFile(fmt.Sprintf("y-%04d.json", i), []byte("frame"), 0o644)
	}
	os.WriteFile("y-0040.json", data, 0o644)
	os.Symlink(filepath.Join(dir, "y-0040.json"), "link.json")
	status, _, errOut = run(t, "", "export", "link.json", "--frames", "all", "--format", "svg", "-o", "y.json")
	if status != 0 {
		t.Fatalf("svg frames named .json: %d %s", status, errOut)
	}
	if got, err := os.ReadFile("y-0040.json"); err != nil || string(got) != string(data) {
		t.Errorf("the linked input changed: %v, %.30q (%s)", err, got, errOut)
	}
	if _, err := os.Stat("y-0041.json"); !os.IsNotExist(err) || !strings.Contains(errOut, "kept y-0040.json") {
		t.Errorf("y-0041.json: %v; said %q", err, errOut)
	}
}

// TestLeftoversOfKilledRunsAreSwept: a run killed with SIGKILL leaves its
// temporary file or folder; the next run into that folder removes its
// own kind of leftovers older than a day and says so.
func TestLeftoversOfKilledRunsAreSwept(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-30 * time.Hour)
	leftovers := []string{".k.gif.1234.tmp", ".k-frames-5678"}
	os.WriteFile(filepath.Join(dir, leftovers[0]), []byte("GIF8"), 0o644)
	os.Mkdir(filepath.Join(dir, leftovers[1]), 0o755)
	os.WriteFile(filepath.Join(dir, leftovers[1], "k-0001.png"), []byte("png"), 0o644)
	young := filepath.Join(dir, ".k.gif.99.tmp")
	os.WriteFile(young, nil, 0o644)
	for _, n := range leftovers {
		os.Chtimes(filepath.Join(dir, n), old, old)
	}
	status, _, errOut := run(t, "", "export", "aima-fig5-2", "--frames", "key", "-o", filepath.Join(dir, "k.gif"))
	if status != 0 {
		t.Fatalf("%d %s", status, errOut)
	}
	for _, n := range leftovers {
		if _, err := os.Lstat(filepath.Join(dir, n)); !os.IsNotExist(err) {
			t.Errorf("%s is still there: %v", n, err)
		}
		if !strings.Contains(errOut, n) {
			t.Errorf("removing %s was not said: %q", n, errOut)
		}
	}
	if !strings.Contains(errOut, "removed 2 leftovers") {
		t.Errorf("said %q", errOut)
	}
	if _, err := os.Stat(young); err != nil {
		t.Errorf("a younger temporary file (a run still going) was removed: %v", err)
	}
}

// TestTitleFlagIsATitle: --title follows the rules of a title in a file:
// one line, no control characters or characters that reorder the text,
// at most 500 characters; nothing is written otherwise.
func TestTitleFlagIsATitle(t *testing.T) {
	for title, says := range map[string]string{
		"AA\x1b[2J\nBB":               `--title has '\x1b', a character that cannot be shown as it is`,
		"two\nlines":                  `--title has '\n'`,
		"a\u202eb":                    "--title has U+202E",
		strings.Repeat("x", 501):      "--title has 501 characters: at most 500",
		strings.Repeat("é", 500) + "": "",
	} {
		out := filepath.Join(t.TempDir(), "t.svg")
		status, _, errOut := run(t, "", "export", "aima-fig5-2", "--title", title, "-o", out)
		if says == "" {
			if status != 0 {
				t.Errorf("a title of 500 characters: %d %s", status, errOut)
			}
			continue
		}
		if status != ExitUsage || !strings.Contains(errOut, says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("--title %.20q: %d %q, want %q", title, status, errOut, says)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("--title %.20q: a file was written", title)
		}
	}
}

// TestNumberFlagsAreFinite: infinities and NaN are refused in every
// number flag, however they are written.
func TestNumberFlagsAreFinite(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "--algo", "iterative", "--aspiration", "inf"},
		{"solve", "--algo", "mtdf", "--guess", "-Inf"},
		{"compare", "--aspiration", "+inf"},
		{"compare", "--dpi", "NaN"},
		{"export", "--dpi", "1e999"},
		{"export", "--font-scale", "infinity"},
	} {
		status, out, errOut := run(t, "", append(args, "aima-fig5-2")...)
		if status != ExitUsage || out != "" || !strings.Contains(errOut, "is not a finite number") {
			t.Errorf("%v: %d %q", args, status, errOut)
		}
	}
}

// TestDashIsStandardOutput: -o - writes a one-file output to standard
// output, as Unix tools do, and never a file named "-"; frames need names.
func TestDashIsStandardOutput(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, args := range [][]string{
		{"export", "aima-fig5-2", "-o", "-"},
		{"export", "aima-fig5-2", "--format", "svg", "-o", "-"},
		{"export", "aima-fig5-2", "--worksheet", "-o", "-", "--format", "svg"},
		{"generate", "--depth", "2", "-o", "-"},
	} {
		status, out, errOut := run(t, "", args...)
		if status != 0 || len(out) < 50 {
			t.Errorf("%v: %d, %d bytes out, %s", args, status, len(out), errOut)
		}
	}
	status, _, errOut := run(t, "", "export", "aima-fig5-2", "--frames", "all", "--format", "svg", "-o", "-")
	if status != ExitUsage || !strings.Contains(errOut, "--frames writes one file per frame") {
		t.Errorf("frames to -: %d %q", status, errOut)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error("a file named - was written")
	}
}

// TestOneStatusPerMistake: a picture too large to draw as asked is the
// user's request refused, exit 2, whatever the format and wherever it
// goes.
func TestOneStatusPerMistake(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	if status, _, errOut := run(t, "", "generate", "--branching", "4", "--depth", "5", "-o", big); status != 0 {
		t.Fatal(errOut)
	}
	for _, args := range [][]string{
		{"-o", filepath.Join(dir, "x.png")},
		{"-o", filepath.Join(dir, "x.gif")},
		{"--format", "png"},
		{"--format", "gif"},
		{"--frames", "key", "-o", filepath.Join(dir, "x.png")},
	} {
		status, _, errOut := run(t, "", append([]string{"export", big, "--dpi", "1200"}, args...)...)
		if status != ExitUsage || !strings.Contains(errOut, "too large at 1200 DPI") || strings.Contains(errOut, "writing") {
			t.Errorf("%v: %d %q", args, status, errOut)
		}
	}
}

// TestStandardInputIsAnInputToo: a tree read from standard input
// redirected from a file (< x-0060.dot) is that file: never removed as a
// stale frame, never overwritten.
func TestStandardInputIsAnInputToo(t *testing.T) {
	t.Chdir(t.TempDir())
	if status, _, errOut := run(t, "", "export", "geeksforgeeks-minimax", "--frames", "all", "-o", "x.dot"); status != 0 {
		t.Fatal(errOut)
	}
	runWith := func(stdin string, args ...string) (int, string) {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var out, errOut strings.Builder
		return Run(args, Env{Stdin: f, Stdout: &out, Stderr: &errOut}), errOut.String()
	}
	status, errOut := runWith("x-0060.dot", "export", "-", "--frames", "key", "-o", "x.dot")
	if _, err := os.Stat("x-0060.dot"); status != 0 || err != nil || !strings.Contains(errOut, "kept x-0060.dot") {
		t.Errorf("frames from standard input: %d, %v, %q", status, err, errOut)
	}
	before, _ := os.ReadFile("x-0002.dot")
	status, errOut = runWith("x-0002.dot", "export", "-", "--format", "dot", "-o", "x-0002.dot")
	after, _ := os.ReadFile("x-0002.dot")
	if status != ExitUsage || !strings.Contains(errOut, "the output is the input file") || string(after) != string(before) {
		t.Errorf("over standard input's file: %d %q", status, errOut)
	}
}

// TestFullDiskIsNotTheUsersMistake: an output that fails on the way (a
// full disk: /dev/full) exits 1, as standard output does; what the user
// asked for that cannot be (a folder as the output) exits 2.
func TestFullDiskIsNotTheUsersMistake(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	for _, args := range [][]string{
		{"export", "aima-fig5-2", "--format", "svg", "-o", "/dev/full"},
		{"generate", "--depth", "2", "-o", "/dev/full"},
		{"export", "aima-fig5-2", "--worksheet", "--format", "svg", "-o", "/dev/full"},
	} {
		status, _, errOut := run(t, "", args...)
		if status != ExitError || !strings.Contains(errOut, "no space left") {
			t.Errorf("%v: %d %q", args, status, errOut)
		}
	}
	if status, _, errOut := run(t, "", "export", "aima-fig5-2", "--format", "svg", "-o", t.TempDir()); status != ExitUsage {
		t.Errorf("a folder as the output: %d %q", status, errOut)
	}
	var errOut strings.Builder
	if status := Run([]string{"help"}, Env{Stdin: strings.NewReader(""), Stdout: failing{}, Stderr: &errOut}); status != ExitError {
		t.Errorf("help onto a full disk: %d %q", status, errOut.String())
	}
}

type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestReadOnlyFilesStay: an output over a file the user may not write (a
// read-only file, or someone else's) is refused, as a plain write would
// be, rather than replaced. Run as nobody when the tests run as root,
// who may write anything.
func TestReadOnlyFilesStay(t *testing.T) {
	dir := t.TempDir()
	os.Chmod(dir, 0o777)
	ro := filepath.Join(dir, "ro.svg")
	os.WriteFile(ro, []byte("keep"), 0o444)
	self := os.Args[0]
	if os.Geteuid() == 0 { // a copy of this test binary nobody may run
		data, err := os.ReadFile(self)
		if err != nil {
			t.Fatal(err)
		}
		self = filepath.Join(dir, "cli.test")
		if err := os.WriteFile(self, data, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(self, "export", "aima-fig5-2", "-o", ro)
	cmd.Env = append(os.Environ(), "GAMETREE_CLI=1", "HOME="+dir)
	if os.Geteuid() == 0 {
		os.Chown(ro, 65534, 65534)
		os.Chmod(filepath.Dir(dir), 0o755)
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	out, err := cmd.CombinedOutput()
	if got, _ := os.ReadFile(ro); err == nil || string(got) != "keep" || !strings.Contains(string(out), "permission denied") {
		t.Errorf("over a read-only file: %v, %q; the file holds %.20q", err, out, got)
	}
}
