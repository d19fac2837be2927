package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestAnyUser: on a shared lab machine, the user who runs gametree after
// another one gets the same results, with a home of their own or none
// (go-graphviz's compilation cache once made every command panic for all
// but the first user). It needs root, to be someone else.
func TestAnyUser(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("running gametree as another user needs root")
	}
	run := func(uid uint32, home string, args ...string) (string, error) {
		cmd := exec.Command(gametreeFor(t), args...)
		cmd.Env = []string{"HOME=" + home, "PATH=/usr/bin:/bin"}
		cmd.Dir = "/"
		if uid != 0 {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: uid}}
		}
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := run(0, t.TempDir(), "samples"); err != nil {
		t.Fatalf("root: %v\n%s", err, out)
	}
	own := t.TempDir()
	os.Chmod(filepath.Dir(own), 0o755) // the test's folder, private to root
	if err := os.Chown(own, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	// nobody's own home gets its own cache, private to nobody.
	defer func() {
		if info, err := os.Stat(filepath.Join(own, ".cache", "gametree")); err != nil || info.Mode().Perm() != 0o700 {
			t.Errorf("nobody's cache: %v", err)
		}
	}()
	for _, home := range []string{own, "/nonexistent"} {
		for range 2 { // the second run finds the cache the first made
			out, err := run(65534, home, "solve", "aima-fig5-2")
			if err != nil || !strings.Contains(out, "3 (for MAX)") || strings.Contains(out, "panic") {
				t.Errorf("user nobody, HOME=%s: %v\n%s", home, err, out)
			}
			// Drawing through Graphviz makes the cache, in a home;
			// without one, Graphviz runs without a cache and says so.
			out, err = run(65534, home, "export", "aima-fig5-2", "--renderer", "graphviz", "--format", "svg")
			warned := strings.Contains(out, "without its compilation cache")
			if err != nil || !strings.Contains(out, "<svg") || strings.Contains(out, "panic") || warned != (home != own) {
				t.Errorf("user nobody, HOME=%s, drawing through Graphviz: %v\n%s", home, err, out)
			}
		}
	}
}
