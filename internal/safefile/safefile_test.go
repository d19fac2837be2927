package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.svg")
	if err := Write(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); got != "two" {
		t.Errorf("file holds %q", got)
	}
	for _, bad := range []struct{ path, says string }{
		{filepath.Join(dir, "missing", "a.svg"), "does not exist"},
		{filepath.Join(path, "b.svg"), "is not a folder"},
		{dir, "it is a folder"},
		{"", "no file name"},
	} {
		if err := Write(bad.path, []byte("x")); err == nil || !strings.Contains(err.Error(), bad.says) {
			t.Errorf("Write(%s) = %v, want an error saying %q", bad.path, err, bad.says)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

// TestWriteKeepsPermissions: a private file stays private; a new file is
// readable by all.
func TestWriteKeepsPermissions(t *testing.T) {
	dir := t.TempDir()
	private := filepath.Join(dir, "private.json")
	os.WriteFile(private, []byte("old"), 0o600)
	if err := Write(private, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(private); info.Mode().Perm() != 0o600 {
		t.Errorf("a 0600 file became %v", info.Mode().Perm())
	}
	fresh := filepath.Join(dir, "fresh.json")
	Write(fresh, []byte("x"))
	if info, _ := os.Stat(fresh); info.Mode().Perm() != 0o644 {
		t.Errorf("a new file is %v", info.Mode().Perm())
	}
}

// TestWriteFollowsLinks: a link stays a link and its target gets the new
// content, also when the target does not exist yet.
func TestWriteFollowsLinks(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.svg")
	os.WriteFile(target, []byte("old"), 0o644)
	link := filepath.Join(dir, "link.svg")
	os.Symlink("real.svg", link)
	if err := Write(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Lstat(link); info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if got := read(t, target); got != "new" {
		t.Errorf("the target holds %q", got)
	}
	dangling := filepath.Join(dir, "dangling.svg")
	os.Symlink("later.svg", dangling)
	if err := Write(dangling, []byte("made")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(dir, "later.svg")); got != "made" {
		t.Errorf("the dangling link's target holds %q", got)
	}
	loop := filepath.Join(dir, "loop.svg")
	os.Symlink("loop.svg", loop)
	if err := Write(loop, []byte("x")); err == nil || !strings.Contains(err.Error(), "symbolic links") {
		t.Errorf("a link to itself: %v", err)
	}
}

// TestWriteIntoPipesAndDevices: a FIFO and a character device are written
// into, not replaced.
func TestWriteIntoPipesAndDevices(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.svg")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- err.Error()
			return
		}
		data, _ := io.ReadAll(f)
		f.Close()
		got <- string(data)
	}()
	if err := Write(fifo, []byte("through the pipe")); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "through the pipe" {
		t.Errorf("the reader got %q", s)
	}
	if info, _ := os.Lstat(fifo); info.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced by a file")
	}
	if err := Write(os.DevNull, []byte("gone")); err != nil {
		t.Errorf("writing %s: %v", os.DevNull, err)
	}
	if info, _ := os.Lstat(os.DevNull); info.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("%s is no longer a device", os.DevNull)
	}
}

// TestWriteRefusesTheInput: the input, by any name, is never overwritten.
func TestWriteRefusesTheInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.json")
	os.WriteFile(in, []byte("the tree"), 0o644)
	os.Symlink("in.json", filepath.Join(dir, "alias.json"))
	for _, out := range []string{in, filepath.Join(dir, ".", "in.json"), filepath.Join(dir, "alias.json")} {
		if err := Write(out, []byte("dot"), in); !errors.Is(err, ErrIsInput) {
			t.Errorf("Write(%s) over the input: %v", out, err)
		}
	}
	if got := read(t, in); got != "the tree" {
		t.Errorf("the input holds %q", got)
	}
	if err := Write(filepath.Join(dir, "out.dot"), []byte("dot"), in); err != nil {
		t.Errorf("another file: %v", err)
	}
}

func TestFrames(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "walk.svg")
	write := func(n int) (int, error) {
		f, err := NewFrames(path, n)
		if err != nil {
			return 0, err
		}
		for i := range n {
			if err := f.Add([]byte{byte('a' + i)}); err != nil {
				f.Abort()
				return 0, err
			}
		}
		stale, err := f.Commit()
		return stale.Removed, err
	}
	if stale, err := write(5); err != nil || stale != 0 {
		t.Fatalf("5 frames: %d stale, %v", stale, err)
	}
	if got := read(t, filepath.Join(dir, "walk-0005.svg")); got != "e" {
		t.Errorf("frame 5 holds %q", got)
	}
	os.WriteFile(filepath.Join(dir, "walk-0009.svg"), []byte("mine"), 0o644) // not part of a set
	if stale, err := write(3); err != nil || stale != 2 {
		t.Errorf("3 frames after 5: %d stale removed, %v", stale, err)
	}
	names := list(t, dir)
	if strings.Join(names, " ") != "walk-0001.svg walk-0002.svg walk-0003.svg walk-0009.svg" {
		t.Errorf("files: %v", names)
	}
}

// TestFramesAbortKeepsTheOldSet: a run that fails or is interrupted half
// way leaves the earlier frames as they were and nothing of its own.
func TestFramesAbortKeepsTheOldSet(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "walk.png")
	f, _ := NewFrames(path, 3)
	for range 3 {
		f.Add([]byte("old"))
	}
	f.Commit()
	f, err := NewFrames(path, 10)
	if err != nil {
		t.Fatal(err)
	}
	for range 9 {
		f.Add([]byte("new"))
	}
	f.Abort() // frame 10 could not be drawn, or Ctrl+C
	if names := list(t, dir); strings.Join(names, " ") != "walk-0001.png walk-0002.png walk-0003.png" {
		t.Errorf("files after an aborted run: %v", names)
	}
	if got := read(t, filepath.Join(dir, "walk-0002.png")); got != "old" {
		t.Errorf("frame 2 holds %q", got)
	}
	in := filepath.Join(dir, "walk-0001.png")
	f, _ = NewFrames(path, 1, in)
	f.Add([]byte("x"))
	if _, err := f.Commit(); !errors.Is(err, ErrIsInput) {
		t.Errorf("a frame over the input: %v", err)
	}
	if _, err := NewFrames(filepath.Join(dir, "missing", "a.svg"), 2); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("frames in a missing folder: %v", err)
	}
}

func list(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestCreateStreams: an output written piece by piece replaces the file
// only on Commit; Abort leaves the old one and no temporary file.
func TestCreateStreams(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "walk.gif")
	os.WriteFile(path, []byte("old"), 0o644)
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("half of a"))
	if got := read(t, path); got != "old" {
		t.Errorf("the file changed before Commit: %q", got)
	}
	f.Abort()
	if got := read(t, path); got != "old" || len(list(t, dir)) != 1 {
		t.Errorf("after Abort: %q, files %v", got, list(t, dir))
	}
	f, _ = Create(path)
	for _, piece := range []string{"new ", "in ", "pieces"} {
		f.Write([]byte(piece))
	}
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); got != "new in pieces" || len(list(t, dir)) != 1 {
		t.Errorf("after Commit: %q, files %v", got, list(t, dir))
	}
}
