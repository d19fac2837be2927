package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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
