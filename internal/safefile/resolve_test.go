package safefile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// linkedFolders makes, in the current folder, a folder reached through a
// link (dl leads to real/sub) holding a relative link that climbs out of
// it (real/sub/out.svg leads to ../target.svg, which is real/target.svg),
// and a file ./target.svg that the lexical reading of dl/../target.svg
// would reach instead.
func linkedFolders(t *testing.T) {
	t.Helper()
	t.Chdir(t.TempDir())
	for _, err := range []error{
		os.MkdirAll("real/sub", 0o755),
		os.Symlink("real/sub", "dl"),
		os.Symlink("../target.svg", "real/sub/out.svg"),
		os.WriteFile("target.svg", []byte("precious"), 0o644),
		os.Symlink("dl/..", "up"),
		os.Symlink("../sub/out.svg", "real/sub/again.svg"),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestWriteGoesWhereTheKernelGoes: whatever links a path goes through, a
// relative one reached through a linked folder, a ".." after a link, the
// file Write writes is the one the system then reads at that path, and no
// other file changes.
func TestWriteGoesWhereTheKernelGoes(t *testing.T) {
	linkedFolders(t)
	for i, path := range []string{
		"dl/out.svg",       // real/target.svg, not ./target.svg
		"dl/../target.svg", // the same: .. goes up from real/sub
		"dl/../new.svg",    // a new file in real/
		"up/target.svg",    // a link to dl/..
		"dl/again.svg",     // two relative links
		"./dl/./out.svg",   // dots
		"real/sub/../sub/out.svg",
	} {
		data := fmt.Sprintf("write %d through %s", i, path)
		if err := Write(path, []byte(data)); err != nil {
			t.Errorf("Write(%s): %v", path, err)
			continue
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != data {
			t.Errorf("after Write(%s) the path reads %.40q (%v)", path, got, err)
		}
		fileIs(t, "target.svg", "precious")
		if info, err := os.Lstat("real/sub/out.svg"); err != nil || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("after Write(%s) the link is gone: %v", path, err)
		}
	}
}

func fileIs(t *testing.T, path, want string) {
	t.Helper()
	if got, err := os.ReadFile(path); err != nil || string(got) != want {
		t.Errorf("%s holds %.40q (%v), want %q", path, got, err, want)
	}
}

// TestFramesGoWhereTheKernelPutsThem: frames named dl/../fr.svg go in
// the folder the system puts dl/../fr.svg in (real/), and neither
// overwrite nor remove the unrelated frames of that name in ./.
func TestFramesGoWhereTheKernelPutsThem(t *testing.T) {
	linkedFolders(t)
	for i := 1; i <= 40; i++ {
		os.WriteFile(fmt.Sprintf("fr-%04d.svg", i), []byte("unrelated"), 0o644)
	}
	os.WriteFile("dl/../probe.svg", []byte("probe"), 0o644) // where the system puts it
	f, err := NewFrames("dl/../fr.svg", 27)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 27 {
		if err := f.Add([]byte(fmt.Sprint("frame ", i+1))); err != nil {
			t.Fatal(err)
		}
	}
	stale, err := f.Commit()
	if err != nil || stale.Removed != 0 {
		t.Fatalf("Commit: %v, removed %d", err, stale.Removed)
	}
	for i := 1; i <= 40; i++ {
		fileIs(t, fmt.Sprintf("fr-%04d.svg", i), "unrelated")
	}
	fileIs(t, "real/probe.svg", "probe")
	fileIs(t, "real/fr-0027.svg", "frame 27")
	if entries, _ := os.ReadDir("real"); len(entries) != 1+1+27 { // sub, probe.svg, the frames
		t.Errorf("real/ holds %d entries, want 29", len(entries))
	}
}

// TestDescriptorsAreWrittenInto: /dev/fd/N, /dev/stdout and
// /proc/self/fd/N are the open descriptor, written into as it stands (a
// file opened to append keeps what it held; a pipe gets the bytes), never
// the file its link text names replaced; one that has the input open is
// refused.
func TestDescriptorsAreWrittenInto(t *testing.T) {
	if _, err := os.Stat("/dev/fd/0"); err != nil {
		t.Skip("no /dev/fd here")
	}
	dir := t.TempDir()
	report := filepath.Join(dir, "report.txt")
	os.WriteFile(report, []byte("earlier\n"), 0o644)
	f, err := os.OpenFile(report, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	names := []string{fmt.Sprint("/dev/fd/", f.Fd())}
	if _, err := os.Stat("/proc/self/fd"); err == nil {
		names = append(names, fmt.Sprint("/proc/self/fd/", f.Fd()))
	}
	want := "earlier\n"
	for _, name := range names {
		if err := Write(name, []byte(name+"\n")); err != nil {
			t.Fatalf("Write(%s): %v", name, err)
		}
		want += name + "\n"
	}
	fileIs(t, report, want)
	if _, err := f.Write([]byte("still open\n")); err != nil {
		t.Errorf("the descriptor was closed: %v", err)
	}
	if err := Write(names[0], []byte("over the input"), report); !errors.Is(err, ErrIsInput) {
		t.Errorf("a descriptor on the input: %v", err)
	}
	fileIs(t, report, want+"still open\n")
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left beside the report: %v", entries)
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	got := make(chan string)
	go func() {
		data, _ := io.ReadAll(r)
		got <- string(data)
	}()
	err = Write(fmt.Sprint("/dev/fd/", w.Fd()), []byte("through the pipe"))
	w.Close()
	if data := <-got; err != nil || data != "through the pipe" {
		t.Errorf("into a pipe: %v, the reader got %q", err, data)
	}
}

// TestStreamIntoTheInputIsRefused: an open output (standard output) that
// is the input, by any name or link, appended to or opened read-write, is
// refused; another file, a pipe or a buffer pass.
func TestStreamIntoTheInputIsRefused(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.json")
	os.WriteFile(in, []byte("tree"), 0o644)
	alias := filepath.Join(dir, "alias.json")
	os.Symlink("in.json", alias)
	for _, flag := range []int{os.O_WRONLY | os.O_APPEND, os.O_RDWR} {
		f, err := os.OpenFile(alias, flag, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := CheckStream(f, "", in); !errors.Is(err, ErrIsInput) || !strings.Contains(err.Error(), "standard output") {
			t.Errorf("opened with %#x: %v", flag, err)
		}
		f.Close()
	}
	other, _ := os.Create(filepath.Join(dir, "other.txt"))
	defer other.Close()
	r, w, _ := os.Pipe()
	defer r.Close()
	defer w.Close()
	for _, out := range []io.Writer{other, w, &strings.Builder{}} {
		if err := CheckStream(out, in); err != nil {
			t.Errorf("%T: %v", out, err)
		}
	}
}

// TestLongNamesAreWritable: a name of 255 bytes, the most a file system
// takes, is written, and replaced, though its temporary file's name
// could not hold it whole; a killed run's leftover of that name is swept.
func TestLongNamesAreWritable(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{
		strings.Repeat("a", 251) + ".svg",
		strings.Repeat("é", 125) + "a.svg", // cut at a character's start
	} {
		path := filepath.Join(dir, name)
		for _, data := range []string{"one", "two"} {
			if err := Write(path, []byte(data)); err != nil {
				t.Fatalf("Write(%d bytes): %v", len(name), err)
			}
		}
		fileIs(t, path, "two")
		f, err := Create(path)
		if err != nil {
			t.Fatal(err)
		}
		leftover := filepath.Base(f.f.Name())
		f.f.Close() // as a killed run leaves it
		if !isLeftoverFile(leftover, name) {
			t.Errorf("%q is not taken for a leftover of %d bytes of name", leftover, len(name))
		}
		os.Remove(f.f.Name())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("left behind: %v", entries)
	}
}

// TestHardLinksAreSplitAndSaid: replacing a file with other names keeps
// the replacement atomic, so the other names keep the old content, and
// Note says so before; a file with one name gets no note.
func TestHardLinksAreSplitAndSaid(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.svg"), filepath.Join(dir, "b.svg")
	os.WriteFile(a, []byte("old"), 0o644)
	if note := Note(a); note != nil {
		t.Errorf("a file of one name: %v", note)
	}
	if err := os.Link(a, b); err != nil {
		t.Skip("no hard links here:", err)
	}
	note := Note(a)
	if note == nil || !strings.Contains(note.Error(), "hard links") {
		t.Errorf("a file of two names: %v", note)
	}
	if err := Write(a, []byte("new")); err != nil {
		t.Fatal(err)
	}
	fileIs(t, a, "new")
	fileIs(t, b, "old")
}

// TestLoopsAreSaid: an output that leads into a loop of symbolic links,
// as the file or as a folder on the way, says it is a loop.
func TestLoopsAreSaid(t *testing.T) {
	dir := t.TempDir()
	os.Symlink("self.svg", filepath.Join(dir, "self.svg"))
	os.Symlink("b", filepath.Join(dir, "a"))
	os.Symlink("a", filepath.Join(dir, "b"))
	for _, path := range []string{filepath.Join(dir, "self.svg"), filepath.Join(dir, "a", "x.svg")} {
		if err := Write(path, []byte("x")); err == nil || !strings.Contains(err.Error(), "loop of symbolic links") {
			t.Errorf("Write(%s): %v", path, err)
		}
	}
}
