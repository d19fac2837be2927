package safefile

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"gametree/internal/i18n"
)

// writeSet writes n one-byte frames named after path, with inputs.
func writeSet(t *testing.T, path string, n int, inputs ...string) Stale {
	t.Helper()
	f, err := NewFrames(path, n, inputs...)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if err := f.Add([]byte{byte('a' + i%26)}); err != nil {
			t.Fatal(err)
		}
	}
	stale, err := f.Commit()
	if err != nil {
		t.Fatal(err)
	}
	return stale
}

// TestStaleFramesNeverRemoveTheInput: a shorter set after a longer one
// removes the longer one's later frames, but never the tree it was made
// from, whatever name, link or hard link it was given by; the frames
// kept are named.
func TestStaleFramesNeverRemoveTheInput(t *testing.T) {
	for _, how := range []string{"path", "relative", "link", "hard link"} {
		t.Run(how, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "x.dot")
			writeSet(t, path, 9)
			frame := filepath.Join(dir, "x-0007.dot")
			os.WriteFile(frame, []byte("the tree"), 0o644) // saved under a frame's name
			input := frame
			switch how {
			case "relative":
				wd, _ := os.Getwd()
				t.Chdir(dir)
				defer os.Chdir(wd)
				input = "x-0007.dot"
			case "link":
				input = filepath.Join(t.TempDir(), "tree.dot")
				if err := os.Symlink(frame, input); err != nil {
					t.Fatal(err)
				}
			case "hard link":
				input = filepath.Join(dir, "tree.dot")
				if err := os.Link(frame, input); err != nil {
					t.Fatal(err)
				}
			}
			stale := writeSet(t, path, 3, input)
			if stale.Removed != 5 || !slices.Equal(stale.Kept, []string{"x-0007.dot"}) {
				t.Errorf("removed %d, kept %v; want 5 removed (4–6, 8–9) and x-0007.dot kept", stale.Removed, stale.Kept)
			}
			if got := read(t, frame); got != "the tree" {
				t.Errorf("the input now holds %q", got)
			}
			for _, n := range []string{"x-0004.dot", "x-0009.dot"} {
				if _, err := os.Stat(filepath.Join(dir, n)); !os.IsNotExist(err) {
					t.Errorf("%s was not removed: %v", n, err)
				}
			}
		})
	}
}

// TestSweepRemovesOldLeftovers: a killed run's temporary file and frames
// folder, older than a day, are removed by the next run writing the same
// name; younger ones (a run still going), other names, and anything this
// package does not make stay.
func TestSweepRemovesOldLeftovers(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	old := now.Add(-25 * time.Hour)
	leave := func(name string, folder bool, when time.Time) string {
		p := filepath.Join(dir, name)
		if folder {
			os.Mkdir(p, 0o755)
			os.WriteFile(filepath.Join(p, "k-0001.svg"), []byte("x"), 0o644)
		} else {
			os.WriteFile(p, []byte("x"), 0o644)
		}
		os.Chtimes(p, when, when)
		return name
	}
	gone := []string{
		leave(".k.gif.123456.tmp", false, old),
		leave(".k-frames-987654", true, old),
	}
	stays := []string{
		leave(".k.gif.222.tmp", false, now.Add(-time.Hour)), // a run still going
		leave(".k-frames-333", true, now.Add(-time.Hour)),   // a run still going
		leave(".other.gif.444.tmp", false, old),             // another output's
		leave(".k.gif.tmp", false, old),                     // not a name Create makes
		leave(".k.gif.55a.tmp", false, old),                 // not a name Create makes
		leave("k-frames-666", true, old),                    // not hidden: the user's
		leave(".k.gif", false, old),                         // the user's
	}
	nested := leave(".k-frames-777", true, old) // holds a folder: not ours
	os.Mkdir(filepath.Join(dir, nested, "sub"), 0o755)
	stays = append(stays, nested)

	removed := Sweep(filepath.Join(dir, "k.gif"), now)
	slices.Sort(removed)
	slices.Sort(gone)
	if !slices.Equal(removed, gone) {
		t.Errorf("removed %v, want %v", removed, gone)
	}
	for _, n := range stays {
		if _, err := os.Lstat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s is gone: %v", n, err)
		}
	}
	if again := Sweep(filepath.Join(dir, "k.gif"), now); len(again) != 0 {
		t.Errorf("a second sweep removed %v", again)
	}
}

// TestSweepFollowsTheLink: an output through a link is written beside the
// link's target, so its leftovers are looked for there.
func TestSweepFollowsTheLink(t *testing.T) {
	dir, elsewhere := t.TempDir(), t.TempDir()
	target := filepath.Join(elsewhere, "real.png")
	os.WriteFile(target, []byte("x"), 0o644)
	link := filepath.Join(dir, "pic.png")
	os.Symlink(target, link)
	left := filepath.Join(elsewhere, ".real.png.42.tmp")
	os.WriteFile(left, nil, 0o644)
	old := time.Now().Add(-48 * time.Hour)
	os.Chtimes(left, old, old)
	if removed := Sweep(link, time.Now()); !slices.Equal(removed, []string{".real.png.42.tmp"}) {
		t.Errorf("removed %v", removed)
	}
}

// TestRefusalsNameTheKindOfFile: a frame or output that is not a file is
// said in words ("it is a symbolic link"), not as Go's mode string.
func TestRefusalsNameTheKindOfFile(t *testing.T) {
	dir := t.TempDir()
	os.Symlink(filepath.Join(dir, "elsewhere"), filepath.Join(dir, "s-0001.svg"))
	f, err := NewFrames(filepath.Join(dir, "s.svg"), 1)
	if err != nil {
		t.Fatal(err)
	}
	f.Add([]byte("x"))
	_, err = f.Commit()
	if err == nil || !strings.Contains(err.Error(), "it is a symbolic link") || strings.Contains(err.Error(), "L---") {
		t.Errorf("a link as a frame: %v", err)
	}
	ro := i18n.Must("ro")
	if msg := ro.Error(err); !strings.Contains(msg, "legătură simbolică") {
		t.Errorf("in Romanian: %s", msg)
	}
}

// TestSweepAnyName: a name that is not UTF-8 (a file system's names are
// bytes) is swept like any other; the fuzzer found the regular
// expression this used to build panicking on one.
func TestSweepAnyName(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-48 * time.Hour)
	for _, name := range []string{".\xb0.dot.77.tmp", "\xb0.dot.88.tmp", ".\xb0.dot.tmp"} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, nil, 0o644)
		os.Chtimes(p, old, old)
	}
	if removed := Sweep(filepath.Join(dir, "\xb0.dot"), time.Now()); !slices.Equal(removed, []string{".\xb0.dot.77.tmp"}) {
		t.Errorf("removed %q", removed)
	}
}
