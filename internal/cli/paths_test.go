package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// gametree runs this test binary as gametree itself, with args.
func gametree(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "GAMETREE_CLI=1")
	return cmd
}

// TestLinksAreFollowedAsTheSystemDoes: -o through a linked folder (dl
// leads to real/sub) to a relative link (real/sub/out.svg leads to
// ../target.svg) writes real/target.svg, not ./target.svg; frames named
// dl/../fr.svg go in real/ and leave the unrelated fr-NNNN.svg of ./
// alone.
func TestLinksAreFollowedAsTheSystemDoes(t *testing.T) {
	t.Chdir(t.TempDir())
	os.MkdirAll("real/sub", 0o755)
	os.Symlink("real/sub", "dl")
	os.Symlink("../target.svg", "real/sub/out.svg")
	os.WriteFile("target.svg", []byte("precious"), 0o644)
	for i := 1; i <= 40; i++ {
		os.WriteFile(fmt.Sprintf("fr-%04d.svg", i), []byte("unrelated"), 0o644)
	}
	if status, _, errOut := run(t, "", "export", "aima-fig5-2", "-o", "dl/out.svg"); status != 0 {
		t.Fatalf("-o dl/out.svg: %d %s", status, errOut)
	}
	fileHolds(t, "target.svg", "precious")
	if data, _ := os.ReadFile("real/target.svg"); !bytes.Contains(data, []byte("<svg")) {
		t.Errorf("real/target.svg holds %.40q", data)
	}
	status, _, errOut := run(t, "", "export", "aima-fig5-2", "--frames", "key", "--format", "svg", "-o", "dl/../fr.svg")
	if status != 0 || strings.Contains(errOut, "removed") {
		t.Fatalf("frames dl/../fr.svg: %d %q", status, errOut)
	}
	for i := 1; i <= 40; i++ {
		fileHolds(t, fmt.Sprintf("fr-%04d.svg", i), "unrelated")
	}
	if frames, _ := filepath.Glob("real/fr-*.svg"); len(frames) == 0 {
		t.Error("no frame in real/")
	}
}

// TestDevStdoutIsStandardOutput: -o /dev/stdout writes into standard
// output as it stands: a report the shell appends to (>>) keeps its lines
// and gets the DOT after them; a pipe gets the DOT.
func TestDevStdoutIsStandardOutput(t *testing.T) {
	if _, err := os.Stat("/dev/stdout"); err != nil {
		t.Skip("no /dev/stdout")
	}
	dir := t.TempDir()
	report := filepath.Join(dir, "report.txt")
	os.WriteFile(report, []byte("earlier lines\n"), 0o644)
	f, err := os.OpenFile(report, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	cmd := gametree("export", "aima-fig5-2", "--format", "dot", "-o", "/dev/stdout")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = f, &out
	err = cmd.Run()
	f.Close()
	data, _ := os.ReadFile(report)
	if err != nil || !bytes.HasPrefix(data, []byte("earlier lines\n// gametree")) || !bytes.Contains(data, []byte("digraph")) {
		t.Errorf(">> report.txt: %v %q; the report holds %.60q", err, out.String(), data)
	}
	cmd = gametree("export", "aima-fig5-2", "--format", "dot", "-o", "/dev/stdout")
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	piped, err := cmd.Output() // through a pipe
	if err != nil || !bytes.Contains(piped, []byte("digraph")) {
		t.Errorf("into a pipe: %v %q, got %.40q", err, errOut.String(), piped)
	}
}

// TestStdoutIntoTheInputIsRefused: every command that reads a tree file
// and writes standard output refuses, exit 2 and one line, when standard
// output is that file (>> in.json, 1<>in.json), and leaves it intact.
func TestStdoutIntoTheInputIsRefused(t *testing.T) {
	t.Chdir(t.TempDir())
	src := `{"version": 1, "tree": [[3, 12], [2, 4]]}` + "\n"
	os.WriteFile("in.json", []byte(src), 0o644)
	os.WriteFile("answers.json", []byte(`{"values": {"a": 3}}`), 0o644)
	os.Symlink("in.json", "alias.json")
	for _, args := range [][]string{
		{"solve", "in.json"},
		{"solve", "--json", "alias.json"},
		{"solve", "--algo", "mcts", "in.json"},
		{"trace", "in.json"},
		{"export", "in.json", "--format", "dot"},
		{"export", "in.json", "--worksheet", "--format", "svg"},
		{"compare", "in.json"},
		{"grade", "in.json", "--answers", "answers.json"},
		{"grade", "aima-fig5-2", "--answers", "in.json"},
		{"solve", "-"},
	} {
		for _, flag := range []int{os.O_WRONLY | os.O_APPEND, os.O_RDWR} {
			os.WriteFile("in.json", []byte(src), 0o644) // whatever an earlier case did
			stdout, err := os.OpenFile("in.json", flag, 0)
			if err != nil {
				t.Fatal(err)
			}
			stdin, _ := os.Open("in.json")
			var errOut strings.Builder
			status := Run(args, Env{Stdin: stdin, Stdout: stdout, Stderr: &errOut})
			stdout.Close()
			stdin.Close()
			if status != ExitUsage || strings.Count(errOut.String(), "\n") != 1 || !strings.Contains(errOut.String(), "standard output goes into the input file") {
				t.Errorf("%v (flags %#x): %d %q", args, flag, status, errOut.String())
			}
			fileHolds(t, "in.json", src)
		}
	}
	out, _ := os.Create("out.txt") // another file is written as ever
	defer out.Close()
	var errOut strings.Builder
	if status := Run([]string{"solve", "in.json"}, Env{Stdout: out, Stderr: &errOut}); status != 0 {
		t.Errorf("into another file: %d %q", status, errOut.String())
	}
}

// TestSIGHUPChangesNothing: a GIF export stopped by SIGHUP (the terminal
// closed) leaves no temporary file and no GIF, as SIGTERM and Ctrl+C.
func TestSIGHUPChangesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a slow export")
	}
	dir := t.TempDir()
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, []byte(bigBracket(2, 8)), 0o644)
	cmd := gametree("export", big, "--limit-frames", "5000", "--dpi", "30", "-o", filepath.Join(dir, "big.gif"))
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		tmp, _ := filepath.Glob(filepath.Join(dir, ".big.gif.*.tmp"))
		if len(tmp) > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGHUP)
	err := cmd.Wait()
	if err == nil || !strings.Contains(errOut.String(), "interrupted; no file was changed") {
		t.Errorf("after SIGHUP: %v, %q", err, errOut.String())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left in the folder: %v", entries)
	}
}

// TestReadOnlyFolderIsWrittenInPlace: a file the user may write in a
// folder they may not is written in place, whole, as a plain write would
// write it, and one line says so; a new file there is refused. Run as
// nobody when the tests run as root, whom no folder stops.
func TestReadOnlyFolderIsWrittenInPlace(t *testing.T) {
	dir := t.TempDir()
	os.Chmod(dir, 0o755)
	ro := filepath.Join(dir, "ro")
	os.Mkdir(ro, 0o755)
	file := filepath.Join(ro, "walk.svg")
	os.WriteFile(file, bytes.Repeat([]byte("an older, longer picture\n"), 10000), 0o666)
	os.Chmod(file, 0o666) // whatever the umask
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
		os.Chmod(filepath.Dir(dir), 0o755)
	}
	home := filepath.Join(dir, "home") // Graphviz's cache, for the second run
	os.Mkdir(home, 0o777)
	os.Chmod(home, 0o777)
	os.Chmod(ro, 0o555)
	defer os.Chmod(ro, 0o755)
	export := func(out string) (string, error) {
		cmd := exec.Command(self, "export", "aima-fig5-2", "-o", out)
		cmd.Env = append(os.Environ(), "GAMETREE_CLI=1", "HOME="+home)
		if os.Geteuid() == 0 {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		got, err := cmd.CombinedOutput()
		return string(got), err
	}
	said, err := export(file)
	data, _ := os.ReadFile(file)
	if err != nil || strings.Count(said, "\n") != 1 || !strings.Contains(said, "is read-only, so "+file+" was written in place") {
		t.Errorf("into a read-only folder: %v %q", err, said)
	}
	if !bytes.HasPrefix(data, []byte("<?xml")) || !bytes.HasSuffix(data, []byte("</svg>\n")) || bytes.Contains(data, []byte("older")) {
		t.Errorf("the file holds %.40q…%q", data, data[max(0, len(data)-40):])
	}
	if entries, _ := os.ReadDir(ro); len(entries) != 1 {
		t.Errorf("the folder holds %v", entries)
	}
	if said, err := export(filepath.Join(ro, "new.svg")); err == nil || !strings.Contains(said, "permission denied") {
		t.Errorf("a new file in a read-only folder: %v %q", err, said)
	}
}

// TestHardLinksAreSaid: replacing a file that has other names says, in
// one line, that they keep the old content, and they do.
func TestHardLinksAreSaid(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("a.svg", []byte("old"), 0o644)
	if err := os.Link("a.svg", "b.svg"); err != nil {
		t.Skip("no hard links:", err)
	}
	status, _, errOut := run(t, "", "export", "aima-fig5-2", "-o", "a.svg")
	if status != 0 || !strings.Contains(errOut, "a.svg had other names (hard links)") {
		t.Errorf("%d %q", status, errOut)
	}
	fileHolds(t, "b.svg", "old")
}

// TestALoopOfLinksIsSaid: a tree file, or an output, that is a loop of
// symbolic links is said to be one, not a missing file or sample.
func TestALoopOfLinksIsSaid(t *testing.T) {
	t.Chdir(t.TempDir())
	os.Symlink("loop.json", "loop.json")
	os.Symlink("b", "a")
	os.Symlink("a", "b")
	for _, args := range [][]string{
		{"solve", "loop.json"},
		{"export", "a/tree.json"},
		{"export", "aima-fig5-2", "-o", "loop.json", "--format", "dot"},
		{"export", "aima-fig5-2", "-o", "a/out.svg"},
	} {
		status, out, errOut := run(t, "", args...)
		if status != ExitUsage || out != "" || !strings.Contains(errOut, "loop of symbolic links") {
			t.Errorf("%v: %d %q", args, status, errOut)
		}
	}
	if err := windowTarget("loop.json"); err == nil || !strings.Contains(err.Error(), "loop of symbolic links") {
		t.Errorf("the window on loop.json: %v", err)
	}
}
