package e2e

import (
	"errors"
	"gametree/internal/testutil"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestWithoutADisplay: over ssh, with neither DISPLAY nor WAYLAND_DISPLAY,
// the real binary asked to open the window says in one line that there
// is no display, exit 2, where GLFW panicked with 30 lines of goroutines;
// a mistyped word is said in one line too; commands still work.
func TestWithoutADisplay(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "tree.json")
	os.WriteFile(file, []byte("[[3, 12], [2, 4]]"), 0o644)
	display := ""
	run := func(args ...string) (string, int) {
		cmd := exec.Command(gametreeFor(t), args...)
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		if display != "" {
			cmd.Env = append(cmd.Env, "DISPLAY="+display)
		}
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return string(out), exit.ExitCode()
		}
		if err != nil {
			t.Fatal(err)
		}
		return string(out), 0
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{nil, "there is no display to open the window on"},
		{[]string{file}, "there is no display to open the window on"},
		{[]string{"/nonexistent"}, "no file /nonexistent"},
		{[]string{"frobnicate"}, `"frobnicate" is not a command, a file or a sample`},
		{[]string{"slove", file}, "did you mean solve?"},
	} {
		out, status := run(c.args...)
		if status != 2 || !strings.Contains(out, c.says) || strings.Count(out, "\n") != 1 || strings.Contains(out, "panic") {
			t.Errorf("%v: exit %d\n%s", c.args, status, out)
		}
	}
	if out, status := run("solve", file); status != 0 || !strings.Contains(out, "value") {
		t.Errorf("solve without a display: exit %d\n%s", status, out)
	}
	// A DISPLAY left from another session, where no X server answers.
	for n := 190; n < 200; n++ {
		if !testutil.XServerRuns(n) {
			display = ":" + strconv.Itoa(n)
			break
		}
	}
	out, status := run(file)
	if status != 2 || !strings.Contains(out, "DISPLAY="+display+" does not answer") || strings.Count(out, "\n") != 1 {
		t.Errorf("DISPLAY=%s with no X server: exit %d\n%s", display, status, out)
	}
}
