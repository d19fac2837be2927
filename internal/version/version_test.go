package version

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// show builds testdata/show with ldflags, recording git's state in the
// binary (whatever GOFLAGS says), and returns its five lines.
func show(t *testing.T, ldflags string) []string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "show")
	out, err := exec.Command("go", "build", "-buildvcs=true", "-ldflags", ldflags, "-o", bin, "./testdata/show").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	out, err = exec.Command(bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
}

// TestTheBuildSaysWhatItIs: what make's -ldflags set is what Get says.
func TestTheBuildSaysWhatItIs(t *testing.T) {
	got := show(t, "-X gametree/internal/version.version=1.2.3 -X gametree/internal/version.commit=0123456789abcdef0123 -X gametree/internal/version.date=2026-12-02")
	want := []string{"1.2.3", "0123456789abcdef0123", "2026-12-02", "false", "0123456789ab"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
	got = show(t, "-X gametree/internal/version.version=1.2.3 -X gametree/internal/version.commit=0123456789abcdef0123+")
	if got[1] != "0123456789abcdef0123" || got[3] != "true" || got[4] != "0123456789ab+" {
		t.Errorf("modified: got %q, want the commit without its +, modified, 0123456789ab+", got)
	}
}

// TestAPlainBuildReadsGit: a plain go build in a git checkout says the
// commit and its date, as git does, and the version is Dev.
func TestAPlainBuildReadsGit(t *testing.T) {
	head, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skip("not a git checkout")
	}
	dirs, _ := exec.Command("git", "rev-parse", "--git-dir", "--git-common-dir").Output()
	if f := strings.Fields(string(dirs)); len(f) == 2 && f[0] != f[1] {
		t.Skip("a linked worktree: go build records no commit there")
	}
	day, _ := exec.Command("git", "log", "-1", "--format=%cd", "--date=format-local:%Y-%m-%d").Output()
	got := show(t, "")
	if got[0] != Dev || got[1] != strings.TrimSpace(string(head)) || got[2] != strings.TrimSpace(string(day)) {
		t.Errorf("got %q, want %s, %s, %s", got, Dev, head, day)
	}
	if !regexp.MustCompile(`^[0-9a-f]{12}\+?$`).MatchString(got[4]) {
		t.Errorf("short commit %q", got[4])
	}
}

// TestPseudoVersionsAreDev: the version Go makes up for an untagged
// commit is no release.
func TestPseudoVersionsAreDev(t *testing.T) {
	for v, want := range map[string]bool{"v0.0.0-20261202031836-5802ec7dbc61+dirty": true, "v0.1.1-0.20261202031836-5802ec7dbc61": true, "v0.1.0": false, "v1.2.3-rc.1": false} {
		if pseudo.MatchString(v) != want {
			t.Errorf("%s: pseudo %v, want %v", v, !want, want)
		}
	}
}

// TestUnknownIsDev: with nothing given and nothing recorded, the version
// is Dev and the commit empty.
func TestUnknownIsDev(t *testing.T) {
	i := Info{}.orDev()
	if i.Version != Dev || i.Short() != "" {
		t.Errorf("%+v, short %q", i, i.Short())
	}
}
