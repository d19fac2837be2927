//go:build unix

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// These tests run gametree itself, every package's init included, in
// processes of their own: go-graphviz starts once per process, and what
// they check happens when it starts, or must not happen at all.

// asGametree, set in a test process's environment, makes it run main.
const asGametree = "GAMETREE_TEST_AS_GAMETREE"

func TestMain(m *testing.M) {
	if os.Getenv(asGametree) == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// nobody is the user the tests run gametree as, when they run as root,
// for the cases that need a file the user cannot read or write (root can).
const nobody = 65534

// place is a folder for the tests' caches that nobody can enter too, and
// in it a copy of this test binary that nobody can run.
type place struct {
	dir, binary string
}

func newPlace(t *testing.T) place {
	t.Helper()
	dir, err := os.MkdirTemp("", "gametree-cache-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			os.Chmod(path, 0o755) // what a case made unreadable or read-only
			return nil
		})
		os.RemoveAll(dir)
	})
	os.Chmod(dir, 0o755)
	p := place{dir: dir, binary: os.Args[0]}
	if os.Geteuid() == 0 {
		p.binary = filepath.Join(dir, "gametree.test")
		if err := copyFile(os.Args[0], p.binary, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func copyFile(from, to string, perm fs.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// folder makes a folder in the place that anyone may write in.
func (p place) folder(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(p.dir, name)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o777)
	return dir
}

// run is one run of gametree.
type run struct {
	stdout, stderr string
	status         int
	took           time.Duration // wall time
	cpu            time.Duration // user and system time
}

// gametree runs gametree with args and the user's cache folder at cache,
// as nobody when asked and the test runs as root.
func (p place) gametree(t *testing.T, cache string, asNobody bool, args ...string) run {
	t.Helper()
	cmd := exec.Command(p.binary, args...)
	cmd.Env = []string{asGametree + "=1", "HOME=" + p.dir, "XDG_CACHE_HOME=" + cache, "PATH=/usr/bin:/bin", "LANG=C.UTF-8"}
	cmd.Dir = p.dir
	if asNobody && os.Geteuid() == 0 {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: nobody, Gid: nobody}}
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	r := run{stdout: stdout.String(), stderr: stderr.String(), took: time.Since(start)}
	if cmd.ProcessState != nil {
		r.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		r.status = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return r
}

// damage is a cache gametree cannot use.
type damage struct {
	name string
	// make damages the cache at dir (XDG_CACHE_HOME), a copy of a good
	// one whose one entry is entry.
	make func(dir, entry string) error
	// asNobody runs gametree as nobody when the tests run as root, for
	// whom reading and writing are never denied.
	asNobody bool
}

var damages = []damage{
	{name: "truncated file", make: func(dir, entry string) error {
		info, err := os.Stat(entry)
		if err != nil {
			return err
		}
		return os.Truncate(entry, info.Size()/2)
	}},
	{name: "empty file", make: func(dir, entry string) error { return os.Truncate(entry, 0) }},
	{name: "bit-flipped file", make: func(dir, entry string) error {
		data, err := os.ReadFile(entry)
		if err != nil {
			return err
		}
		data[len(data)/2] ^= 0x10 // in the compiled code, which a checksum covers
		return os.WriteFile(entry, data, 0o600)
	}},
	{name: "unreadable file", asNobody: true, make: func(dir, entry string) error { return os.Chmod(entry, 0) }},
	{name: "read-only folder", asNobody: true, make: func(dir, entry string) error {
		if err := os.Remove(entry); err != nil {
			return err
		}
		return os.Chmod(filepath.Dir(entry), 0o555)
	}},
	{name: "folder not writable", asNobody: true, make: func(dir, entry string) error {
		if err := os.RemoveAll(filepath.Join(dir, "gametree")); err != nil {
			return err
		}
		return os.Chmod(dir, 0o555)
	}},
}

// goodCache makes a compilation cache as gametree leaves it, once per
// test, by drawing through Graphviz; it returns the cache's folder
// (XDG_CACHE_HOME) and its one entry's path.
func goodCache(t *testing.T, p place) (string, string) {
	t.Helper()
	cache := p.folder(t, "good")
	r := p.gametree(t, cache, false, "export", "aima-fig5-2", "--renderer", "graphviz", "-o", filepath.Join(p.folder(t, "out"), "good.svg"))
	if r.status != 0 || r.stderr != "" {
		t.Fatalf("drawing with a new cache: exit %d\n%s", r.status, r.stderr)
	}
	entries, _ := filepath.Glob(filepath.Join(cache, "gametree", "go-graphviz", "wazero-*", "*"))
	if len(entries) != 1 {
		t.Fatalf("the new cache holds %v", entries)
	}
	return cache, entries[0]
}

// damaged copies the good cache and damages the copy.
func damaged(t *testing.T, p place, good string, d damage) string {
	t.Helper()
	dir := p.folder(t, strings.ReplaceAll(d.name, " ", "-"))
	err := filepath.WalkDir(good, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(good, path)
		to := filepath.Join(dir, rel)
		if e.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		return copyFile(path, to, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	entries, _ := filepath.Glob(filepath.Join(dir, "gametree", "go-graphviz", "wazero-*", "*"))
	if len(entries) != 1 {
		t.Fatalf("the copy holds %v", entries)
	}
	if err := d.make(dir, entries[0]); err != nil {
		t.Fatal(err)
	}
	return dir
}

// snapshot lists what is in dir: every name, size, mode and time.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			fmt.Fprintf(&b, "%s: %v\n", path, err)
			return nil
		}
		info, err := e.Info()
		if err != nil {
			return nil
		}
		fmt.Fprintf(&b, "%s %d %v %v\n", path, info.Size(), info.Mode(), info.ModTime().UnixNano())
		return nil
	})
	return b.String()
}

// compiling is less processor time than compiling Graphviz's WebAssembly
// module takes (1.4 s on a 2020 laptop), and twenty times what a command
// that does not takes.
const compiling = 500 * time.Millisecond

// withoutGraphviz are commands that draw nothing with Graphviz.
var withoutGraphviz = [][]string{
	{"-h"},
	{"solve", "aima-fig5-2"},
	{"samples"},
	{"code"},
}

// TestCommandsWithoutGraphvizLeaveItsCacheAlone: a command that draws
// nothing with Graphviz neither reads nor writes its compilation cache,
// nor compiles Graphviz: with the cache folder new, or damaged in any
// way, it works, says nothing on standard error, leaves the folder as it
// was and takes a fraction of the time compiling would.
func TestCommandsWithoutGraphvizLeaveItsCacheAlone(t *testing.T) {
	p := newPlace(t)
	good, _ := goodCache(t, p)
	caches := []struct {
		name, dir string
		asNobody  bool
	}{{"new folder", p.folder(t, "new"), false}}
	for _, d := range damages {
		caches = append(caches, struct {
			name, dir string
			asNobody  bool
		}{d.name, damaged(t, p, good, d), d.asNobody})
	}
	for _, c := range caches {
		name, cache, asNobody := c.name, c.dir, c.asNobody
		before := snapshot(t, cache)
		for _, args := range withoutGraphviz {
			r := p.gametree(t, cache, asNobody, args...)
			if r.status != 0 || r.stderr != "" || r.stdout == "" {
				t.Errorf("%s cache, gametree %s: exit %d\n%s", name, strings.Join(args, " "), r.status, r.stderr)
			}
			if r.cpu > compiling {
				t.Errorf("%s cache, gametree %s: %v of processor time, as long as compiling Graphviz", name, strings.Join(args, " "), r.cpu)
			}
			t.Logf("%s cache, gametree %s: %v (%v of processor time)", name, strings.Join(args, " "), r.took.Round(time.Millisecond), r.cpu)
		}
		if after := snapshot(t, cache); after != before {
			t.Errorf("%s cache: the commands changed it\nbefore:\n%safter:\n%s", name, before, after)
		}
	}
}

// TestGraphvizStartsPastADamagedCache: drawing through Graphviz with a
// compilation cache it cannot use (cut short, empty, bit-flipped,
// unreadable, in a read-only folder, or none can be made) draws all the
// same, and says once on standard error that Graphviz ran without its
// cache, naming the folder; a good cache is used without a word.
func TestGraphvizStartsPastADamagedCache(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles Graphviz once per case")
	}
	p := newPlace(t)
	good, _ := goodCache(t, p)
	out := p.folder(t, "out")
	draw := func(cache string, asNobody bool, name string) run {
		svg := filepath.Join(out, strings.ReplaceAll(name, " ", "-")+".svg")
		r := p.gametree(t, cache, asNobody, "export", "aima-fig5-2", "--renderer", "graphviz", "-o", svg)
		if data, err := os.ReadFile(svg); err != nil || !bytes.Contains(data, []byte("<svg")) {
			t.Errorf("%s cache: no picture (%v)", name, err)
		}
		return r
	}
	if r := draw(good, false, "good"); r.status != 0 || r.stderr != "" {
		t.Errorf("a good cache: exit %d\n%s", r.status, r.stderr)
	}
	for _, d := range damages {
		cache := damaged(t, p, good, d)
		r := draw(cache, d.asNobody, d.name)
		said := strings.Count(r.stderr, "Graphviz started without its compilation cache in "+filepath.Join(cache, "gametree", "go-graphviz"))
		if r.status != 0 || said != 1 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%s cache: exit %d, said %d times\n%s", d.name, r.status, said, r.stderr)
		}
	}
}

// TestGraphvizStartsOnAFullDisk: when the cache cannot be written for
// want of room (a file size limit stands in for a full disk, which a test
// cannot make), Graphviz draws all the same, says so once, and leaves no
// half-written file in the cache.
func TestGraphvizStartsOnAFullDisk(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles Graphviz")
	}
	prlimit, err := exec.LookPath("prlimit")
	if err != nil {
		t.Skip("no prlimit to limit the size of files")
	}
	p := newPlace(t)
	cache := p.folder(t, "full")
	svg := filepath.Join(p.folder(t, "out"), "full.svg")
	cmd := exec.Command(prlimit, "--fsize=65536", p.binary, "export", "aima-fig5-2", "--renderer", "graphviz", "-o", svg)
	cmd.Env = []string{asGametree + "=1", "HOME=" + p.dir, "XDG_CACHE_HOME=" + cache, "PATH=/usr/bin:/bin"}
	out, err := cmd.CombinedOutput()
	if err != nil || strings.Count(string(out), "Graphviz started without its compilation cache") != 1 {
		t.Errorf("with files of at most 64 KiB: %v\n%s", err, out)
	}
	if data, err := os.ReadFile(svg); err != nil || !bytes.Contains(data, []byte("<svg")) {
		t.Errorf("no picture (%v)", err)
	}
	entries, _ := filepath.Glob(filepath.Join(cache, "gametree", "go-graphviz", "wazero-*", "*"))
	if len(entries) > 0 {
		t.Errorf("the cache holds %v", entries)
	}
}
