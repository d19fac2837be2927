package cli

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"gametree/internal/tree"
)

// TestMain lets the tests run this test binary as gametree itself (for
// signals): with GAMETREE_CLI=1 it runs the command line and exits.
func TestMain(m *testing.M) {
	if os.Getenv("GAMETREE_CLI") == "1" {
		os.Exit(Run(os.Args[1:], Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
	}
	os.Exit(m.Run())
}

func fileHolds(t *testing.T, path, want string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil || string(got) != want {
		t.Errorf("%s holds %.40q (%v), want %.40q", path, got, err, want)
	}
}

// TestOutputFollowsLinksAndWritesIntoPipes: -o on a link replaces the
// link's target and keeps the link; on a FIFO it writes into the pipe;
// on /dev/null it writes into the device. Never a file in their place.
func TestOutputFollowsLinksAndWritesIntoPipes(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "slides", "tree.dot")
	os.Mkdir(filepath.Dir(target), 0o755)
	os.WriteFile(target, []byte("old"), 0o600)
	link := filepath.Join(dir, "link.dot")
	os.Symlink(target, link)
	for _, args := range [][]string{{"export", "aima-fig5-2", "-o", link}, {"generate", "-o", link}} {
		if status, _, errOut := run(t, "", args...); status != 0 {
			t.Fatalf("%v: %d %s", args, status, errOut)
		}
		if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%v: the link was replaced", args)
		}
		if info, _ := os.Stat(target); info.Mode().Perm() != 0o600 {
			t.Errorf("%v: the target became %v", args, info.Mode().Perm())
		}
	}
	fifo := filepath.Join(dir, "pipe.svg")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs:", err)
	}
	got := make(chan []byte)
	go func() {
		f, _ := os.Open(fifo)
		data, _ := io.ReadAll(f)
		f.Close()
		got <- data
	}()
	if status, _, errOut := run(t, "", "export", "aima-fig5-2", "-o", fifo); status != 0 {
		t.Fatalf("into a FIFO: %d %s", status, errOut)
	}
	if data := <-got; !bytes.Contains(data, []byte("<svg")) {
		t.Errorf("the pipe's reader got %.60q", data)
	}
	if info, _ := os.Lstat(fifo); info.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced by a file")
	}
	if status, _, errOut := run(t, "", "export", "aima-fig5-2", "--format", "dot", "-o", os.DevNull); status != 0 {
		t.Errorf("into %s: %d %s", os.DevNull, status, errOut)
	}
	if status, _, errOut := run(t, "", "export", "aima-fig5-2", "-o", dir); status != ExitUsage || !strings.Contains(errOut, "cannot tell the format") && !strings.Contains(errOut, "it is a folder") {
		t.Errorf("into a folder: %d %s", status, errOut)
	}
}

// TestOutputIsNeverTheInput: export refuses to write over the tree it
// reads, by any name.
func TestOutputIsNeverTheInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.json")
	src := `{"version": 1, "tree": [[3, 12], [2, 4]]}`
	os.WriteFile(in, []byte(src), 0o644)
	os.Symlink("in.json", filepath.Join(dir, "alias.dot"))
	t.Chdir(dir)
	for _, out := range []string{in, "./in.json", "alias.dot"} {
		status, _, errOut := run(t, "", "export", in, "--format", "dot", "-o", out)
		if status != ExitUsage || !strings.Contains(errOut, "the output is the input file") {
			t.Errorf("-o %s: %d %s", out, status, errOut)
		}
	}
	fileHolds(t, in, src)
}

// TestFramesAreWrittenAsAWhole: a failed run leaves the earlier frames as
// they were and nothing of its own; a shorter run removes the earlier
// run's frames after its own, and says so.
func TestFramesAreWrittenAsAWhole(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "walk.dot")
	export := func(frames string) (int, string) {
		status, _, errOut := run(t, "", "export", "alphabeta-walkthrough", "--frames", frames, "-o", out)
		return status, errOut
	}
	if status, errOut := export("every:8"); status != 0 { // 12 frames
		t.Fatal(errOut)
	}
	first, _ := os.ReadFile(filepath.Join(dir, "walk-0003.dot"))
	os.Mkdir(filepath.Join(dir, "walk-0013.dot"), 0o755) // frame 13 of the next run cannot be written
	if status, errOut := export("every:4"); status != ExitUsage || !strings.Contains(errOut, "frame 13 of 22") {
		t.Errorf("a failed run: %d %s", status, errOut)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, "walk-0003.dot")); !bytes.Equal(now, first) {
		t.Error("the failed run changed frame 3")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 13 {
		t.Errorf("after the failed run: %d entries, want 12 frames and the folder", len(entries))
	}
	os.Remove(filepath.Join(dir, "walk-0013.dot"))
	if status, errOut := export("every:20"); status != 0 || !strings.Contains(errOut, "removed 6 older frames") {
		t.Errorf("a shorter run: %d %q", status, errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 6 {
		t.Errorf("after 6 frames over 12: %v", entries)
	}
}

// TestSIGTERMChangesNothing: an export stopped by SIGTERM (or Ctrl+C)
// half way leaves the earlier frames and no frame of its own.
func TestSIGTERMChangesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a slow export")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "big.svg")
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, []byte(bigBracket(2, 9)), 0o644)
	os.WriteFile(filepath.Join(dir, "big-0001.svg"), []byte("an earlier frame"), 0o644)
	cmd := exec.Command(os.Args[0], "export", big, "--frames", "all", "--limit-frames", "5000", "--dpi", "30", "-o", out)
	cmd.Env = append(os.Environ(), "GAMETREE_CLI=1")
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		tmp, _ := filepath.Glob(filepath.Join(dir, ".big-frames-*", "big-0002.svg"))
		if len(tmp) > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	err := cmd.Wait()
	if err == nil || !strings.Contains(errOut.String(), "interrupted; no file was changed") {
		t.Errorf("after SIGTERM: %v, %q", err, errOut.String())
	}
	fileHolds(t, filepath.Join(dir, "big-0001.svg"), "an earlier frame")
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("left in the folder: %v", entries)
	}
}

// TestTooManyFrames: an animation over --limit-frames is refused before
// anything is drawn, saying how long it would take.
func TestTooManyFrames(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "walk.gif")
	status, _, errOut := run(t, "", "export", "alphabeta-walkthrough", "--limit-frames", "50", "--dpi", "20", "-o", out)
	if status != ExitUsage || !strings.Contains(errOut, "82 frames is more than the limit of 50") || !strings.Contains(errOut, "--limit-frames 82") {
		t.Errorf("%d %s", status, errOut)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused animation was written")
	}
	if status, _, errOut := run(t, "", "export", "alphabeta-walkthrough", "--limit-frames", "82", "--dpi", "20", "-o", out); status != 0 {
		t.Errorf("82 frames under a limit of 82: %s", errOut)
	}
}

// TestReadersStopAtTheNodeLimit: a tree over --limit nodes is refused,
// saying where it passes the limit; a higher --limit reads it.
func TestReadersStopAtTheNodeLimit(t *testing.T) {
	status, _, errOut := run(t, "[[1,2],[3,4]]", "solve", "--limit", "6", "-")
	if status != ExitUsage || !strings.Contains(errOut, "standard input: line 1, column 11: the tree has more than 6 nodes") {
		t.Errorf("7 nodes over --limit 6: %d %s", status, errOut)
	}
	if status, _, errOut := run(t, "[[1,2],[3,4]]", "solve", "--limit", "7", "-"); status != 0 {
		t.Errorf("--limit 7: %s", errOut)
	}
	if status, _, errOut := run(t, "", "trace", "--limit", "0", "aima-fig5-2"); status != ExitUsage || !strings.Contains(errOut, "--limit must be at least 1") {
		t.Errorf("--limit 0: %d %s", status, errOut)
	}
}

// TestAHigherLimitStopsAtTheMemoryBudget: --limit raises the node limit
// up to the memory budget, not past it: a tree the budget cannot hold is
// refused where it passes it, naming the budget and GOMEMLIMIT, which
// raises it (solve --limit 100000000 on a 75 MB file of [1] lists ran
// out of memory).
func TestAHigherLimitStopsAtTheMemoryBudget(t *testing.T) {
	old := debug.SetMemoryLimit(4 << 20) // as GOMEMLIMIT=4MiB does
	defer debug.SetMemoryLimit(old)
	most := tree.Capacity(math.MaxInt)
	big := "[" + strings.Repeat("[1]", most/2+1) + "]"
	status, out, errOut := run(t, big, "solve", "--limit", "100000000", "-")
	want := "the memory budget of 4 MiB allows (the environment variable GOMEMLIMIT raises it, such as GOMEMLIMIT=4GiB)"
	if status != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "standard input: line 1, column ") || !strings.Contains(errOut, want) {
		t.Errorf("%d nodes under a budget of %d: %d %q %s", most+2, most, status, out, errOut)
	}
	status, _, errOut = run(t, big, "solve", "--limit", "100", "-")
	if status != ExitUsage || !strings.Contains(errOut, "the tree has more than 100 nodes, the limit") {
		t.Errorf("a limit under the budget: %d %s", status, errOut)
	}
}

// TestTextIsClean: control characters in a tree are refused with their
// place; a file name with a terminal escape is printed harmlessly.
func TestTextIsClean(t *testing.T) {
	status, _, errOut := run(t, `{"version": 1, "tree": {"label": "a\u001b[31m", "children": [1]}}`, "trace", "-")
	if status != ExitUsage || !strings.Contains(errOut, `line 1, column 34: "label" has a control character ('\x1b'`) {
		t.Errorf("ESC in a label: %d %s", status, errOut)
	}
	dir := t.TempDir()
	evil := filepath.Join(dir, "evil\x1b[2J\nname.txt")
	os.WriteFile(evil, []byte("[[1,2],[3,4]]"), 0o644)
	status, out, errOut := run(t, "", "solve", evil)
	if status != 0 || strings.ContainsAny(out, "\x1b") || !strings.Contains(out, `evil\x1b[2J\nname.txt`) {
		t.Errorf("a file name with escapes: %d %q %s", status, out[:min(len(out), 120)], errOut)
	}
	status, _, errOut = run(t, "", "solve", filepath.Join(dir, "missing\x1b[31m.txt"))
	if status != ExitUsage || strings.ContainsAny(errOut, "\x1b") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("an error naming it: %q", errOut)
	}
}

// TestNamesThatReorderTextAreEscaped: a file name with a character that
// reorders the text around it unseen (U+202E would print "txt.live" for
// "evil.txt") or a bidirectional mark is printed as its escape, in
// solve's header and in an error naming the file, as ESC and newlines
// are.
func TestNamesThatReorderTextAreEscaped(t *testing.T) {
	dir := t.TempDir()
	for _, r := range []rune{0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c, 0x2028} {
		name := "evil" + string(r) + "txt.json"
		escaped := strings.Trim(strconv.QuoteRune(r), "'")
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte("[[1,2],[3,4]]"), 0o644)
		for _, args := range [][]string{{"solve", path}, {"solve", "--algo", "mcts", "--iterations", "10", path}} {
			status, out, errOut := run(t, "", args...)
			if status != 0 || strings.ContainsRune(out, r) || !strings.Contains(out, "evil"+escaped+"txt.json") {
				t.Errorf("U+%04X in %v: status %d, %q %s", r, args[:len(args)-1], status, out[:min(len(out), 120)], errOut)
			}
		}
		for _, args := range [][]string{{"solve", path + ".missing"}, {"grade", "--answers", path + ".missing", "aima-fig5-2"}} {
			status, _, errOut := run(t, "", args...)
			if status != ExitUsage || strings.ContainsRune(errOut, r) || !strings.Contains(errOut, escaped) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("U+%04X in an error (%s): status %d, %q", r, args[0], status, errOut)
			}
		}
	}
}

// TestQuotedInputIsCut: what the user gave is quoted in an error by its
// first 60 characters and "…", however long it is: a 4 MB node name in
// an answers file, a word, a flag's value, makes one short line.
func TestQuotedInputIsCut(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	dir := t.TempDir()
	answers := filepath.Join(dir, "long.json")
	os.WriteFile(answers, []byte(`{"values": {"`+strings.Repeat("n", 4<<20)+`": 1}}`), 0o644)
	twice := filepath.Join(dir, "twice.json")
	os.WriteFile(twice, []byte(`{"values": {"`+long+`": 1, "`+long+`": 2}}`), 0o644)
	number := filepath.Join(dir, "number.json")
	os.WriteFile(number, []byte(`{"values": {"b": 1`+strings.Repeat("1", 1000)+`}}`), 0o644)
	for _, args := range [][]string{
		{"grade", "--answers", answers, "aima-fig5-2"},
		{"grade", "--answers", twice, "aima-fig5-2"},
		{"grade", "--answers", number, "aima-fig5-2"},
		{"solve", long},
		{long},
		{"solve", "--algo", long, "aima-fig5-2"},
		{"solve", "--bounds", long, "aima-fig5-2"},
		{"solve", "--algo", "mcts", "--iterations", long, "aima-fig5-2"},
		{"generate", "--branching", long},
		{"generate", "--values", long},
		{"export", "--format", long, "aima-fig5-2"},
		{"export", "--theme", long, "aima-fig5-2"},
		{"compare", "--order", long, "aima-fig5-2"},
		{"--lang", long, "solve", "aima-fig5-2"},
		{"solve", "--depth", long, "aima-fig5-2"},
	} {
		status, out, errOut := run(t, "", args...)
		name := fmt.Sprint(args)[:min(60, len(fmt.Sprint(args)))]
		if status != ExitUsage || out != "" || strings.Count(errOut, "\n") != 1 || len(errOut) > 600 || !strings.Contains(errOut, "…") {
			t.Errorf("%s: status %d, %d bytes on stderr: %.300q", name, status, len(errOut), errOut)
		}
	}
}

// TestBadNumbersAndSmallMistakes: NaN, infinities and other mistakes in
// flags get one clear line and exit 2.
func TestBadNumbersAndSmallMistakes(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"export", "aima-fig5-2", "--font-scale", "NaN"}, `--font-scale: "NaN" is not a finite number`},
		{[]string{"export", "aima-fig5-2", "--font-scale", "9"}, "--font-scale must be between 0.25 and 8 (got 9)"},
		{[]string{"export", "aima-fig5-2", "--dpi", "Inf", "-o", filepath.Join(dir, "a.png")}, `--dpi: "Inf" is not a finite number`},
		{[]string{"export", "aima-fig5-2", "--dpi", "5", "-o", filepath.Join(dir, "a.png")}, "--dpi must be between 10 and 1200 (got 5)"},
		{[]string{"export", "aima-fig5-2", "--step", "-5"}, "--step must be 0 or more (got -5)"},
		{[]string{"export", "aima-fig5-2", "-o", ""}, "-o needs a file name"},
		{[]string{"export", "aima-fig5-2", "--theme", "neon"}, "expected colour, print, colourblind or dark"},
		{[]string{"export", "aima-fig5-2", "--limit-frames", "0"}, "--limit-frames must be at least 1"},
		{[]string{"solve", "-"}, "9007199254740993 is too large to hold exactly"},
		{[]string{"generate", "--values", "NaN..1"}, "two finite numbers"},
	} {
		status, out, errOut := run(t, "[9007199254740993]", c.args...)
		if status != ExitUsage || out != "" || !strings.Contains(errOut, c.says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d, %q, want %q", c.args, status, errOut, c.says)
		}
	}
	if _, _, errOut := run(t, "", "generate", "--branching", "1", "--depth", "0"); errOut != "gametree: generating 1 node\n" {
		t.Errorf("one node: %q", errOut)
	}
	if _, out, _ := run(t, "", "export", "-h"); !strings.Contains(out, "colour|print|colourblind|dark") {
		t.Error("export's help does not list the dark theme")
	}
	for bad, says := range map[string]string{`{"version": 1, "game": "chess", "tree": 1}`: `unknown game "chess"`,
		`{"version": 1, "game": "tictactoe", "tree": {"position": "XXO", "value": 1}}`: `node a: "XXO" is not a position of Tic-tac-toe`} {
		if status, _, errOut := run(t, bad, "solve", "-"); status != ExitUsage || !strings.Contains(errOut, says) {
			t.Errorf("%s: %d %s", bad, status, errOut)
		}
	}
}

// FuzzCommandLine: whatever the arguments, the command line answers with
// a status of 0, 1 or 2, writes nothing on standard output when it refuses
// (2), and never panics. Arguments are separated by spaces.
func FuzzCommandLine(f *testing.F) {
	for _, seed := range []string{
		"solve aima-fig5-2", "trace --coarse --lang ro alphabeta-walkthrough", "solve --json --algo minimax -",
		"export aima-fig5-2 --step 3 --format dot", "export --frames key", "solve --depth -1 x", "generate --branching 2-3 --depth 2",
		"samples aima-fig5-2", "help", "export --dpi NaN aima-fig5-2", "solve --limit 3 -", "trace --root min --strict -",
		"generate --game nim --heaps 1,2", "export aima-fig5-2 --frames every:0 -o x.svg", "--", "solve - -", "export -o",
		"--lang it solve -", "trace - --lang", "export -h --lang=ro", "help --lang ro samples", "samples --lang",
		// The issue of outputs and inputs that were lost or panicked.
		"generate --values -1e308..1e308", "generate --values 0..1e19", "generate --decimals --values -1e15..1e15",
		"export --count 2 --values 0..1e20 -o w.svg", "solve --algo iterative --aspiration inf -", "compare --dpi +Inf -",
		"export aima-fig5-2 -o -", "export - --frames all -o -", "export aima-fig5-2 --title \x1b[2J", "frobnicate", "slove x",
		"grade --answers - -", "export - --dpi 1200 --format png", "export - --frames key -o x-0001.dot",
	} {
		f.Add(seed, "[[3,12,8],[2,4,6],[14,5,2]]")
	}
	f.Fuzz(func(t *testing.T, args, stdin string) {
		t.Chdir(t.TempDir()) // -o writes here
		var out, errOut bytes.Buffer
		status := Run(strings.Fields(args), Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut})
		switch {
		case status < 0 || status > 2:
			t.Fatalf("%q: status %d", args, status)
		case status == ExitUsage && out.Len() > 0:
			t.Fatalf("%q: refused, but wrote %q", args, out.String())
		case status != ExitOK && strings.Count(errOut.String(), "\n") != 1:
			t.Fatalf("%q: %q", args, errOut.String())
		}
	})
}
