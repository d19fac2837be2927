package dist

import (
	"bufio"
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// debPackage returns the path of the one Debian package in GAMETREE_DIST.
func debPackage(t *testing.T) string {
	dir := os.Getenv("GAMETREE_DIST")
	if dir == "" {
		t.Skip("GAMETREE_DIST names no folder: make test-dist builds the downloads and runs these tests")
	}
	found, _ := filepath.Glob(filepath.Join(dir, "gametree_*_amd64.deb"))
	if len(found) != 1 {
		t.Fatalf("%d Debian packages in %s", len(found), dir)
	}
	return found[0]
}

// need skips the test when a tool it runs is missing.
func need(t *testing.T, tools ...string) {
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (scripts/deps.sh test-dist installs it)", tool)
		}
	}
}

// systemFiles lists every path under the folders a package installs
// into, with the package database's own files.
func systemFiles(t *testing.T) []string {
	var paths []string
	for _, root := range []string{"/usr", "/etc", "/opt", "/var/lib/dpkg/info"} {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil {
				paths = append(paths, path)
			}
			return nil
		})
	}
	return paths
}

// TestDebianPackage installs the package as a school's IT would, with
// dpkg -i: lintian finds no errors in it; it puts the program in /usr/bin,
// which solves the walk-through (value 3), a menu entry
// desktop-file-validate accepts that runs /usr/bin/gametree, the icon at
// every size, the manual page, and the file types (only gametree's own:
// a tree it wrote is known as one); dpkg -r then leaves every folder as it
// was, no menu cache naming gametree. It needs root, dpkg and lintian.
func TestDebianPackage(t *testing.T) {
	deb := debPackage(t)
	need(t, "dpkg", "dpkg-deb", "lintian", "desktop-file-validate", "man")
	if os.Geteuid() != 0 {
		t.Skip("dpkg -i needs root")
	}
	if out, err := exec.Command("dpkg-query", "-W", "gametree").CombinedOutput(); err == nil {
		t.Fatalf("gametree is already installed here, so removing it would not show what the package leaves: %s", out)
	}
	out, err := exec.Command("lintian", "--fail-on", "error", deb).CombinedOutput()
	if err != nil {
		t.Errorf("lintian: %v\n%s", err, out)
	}
	t.Logf("lintian:\n%s", out)
	depends, err := exec.Command("dpkg-deb", "-f", deb, "Depends").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, lib := range []string{"libc6", "libgl1", "libx11-6", "libwayland-client0"} {
		if !bytes.Contains(depends, []byte(lib)) {
			t.Errorf("Depends lacks %s: %s", lib, depends)
		}
	}

	before := systemFiles(t)
	if out, err := exec.Command("dpkg", "-i", deb).CombinedOutput(); err != nil {
		t.Fatalf("dpkg -i: %v\n%s", err, out)
	}
	removed := false
	defer func() {
		if !removed {
			exec.Command("dpkg", "-r", "gametree").Run()
		}
	}()
	out, err = exec.Command("/usr/bin/gametree", "solve", "alphabeta-walkthrough").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "value               3 (for MAX)") {
		t.Errorf("/usr/bin/gametree solve: %v\n%s", err, out)
	}
	entry := "/usr/share/applications/gametree.desktop"
	if out, err := exec.Command("desktop-file-validate", entry).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("desktop-file-validate: %v\n%s", err, out)
	}
	if desktop, _ := os.ReadFile(entry); !bytes.Contains(desktop, []byte("\nExec=/usr/bin/gametree %f\n")) {
		t.Errorf("the menu entry does not run /usr/bin/gametree:\n%s", desktop)
	}
	if desktop, _ := os.ReadFile(entry); bytes.Contains(desktop, []byte("text/plain")) || bytes.Contains(desktop, []byte("application/json;")) {
		t.Errorf("the menu entry claims every text or JSON file:\n%s", desktop)
	}
	if _, err := os.Stat("/usr/share/mime/packages/gametree.xml"); err != nil {
		t.Errorf("no file types: %v", err)
	}
	if _, err := exec.LookPath("gio"); err == nil {
		sniffed := filepath.Join(t.TempDir(), "lecture")
		out, _ := exec.Command("/usr/bin/gametree", "generate", "--branching", "2", "--depth", "2", "-o", sniffed).CombinedOutput()
		info, err := exec.Command("gio", "info", "-a", "standard::content-type", sniffed).Output()
		if err != nil || !bytes.Contains(info, []byte("application/x-gametree+json")) {
			t.Errorf("gio does not know a tree gametree wrote as gametree's: %v\n%s\n%s", err, info, out)
		}
	}
	for _, size := range []string{"16x16", "32x32", "48x48", "256x256", "512x512"} {
		if _, err := os.Stat("/usr/share/icons/hicolor/" + size + "/apps/gametree.png"); err != nil {
			t.Errorf("no %s icon: %v", size, err)
		}
	}
	page, err := exec.Command("man", "-P", "cat", "gametree").Output()
	for _, want := range []string{"NAME", "watch a game tree searched", "SYNOPSIS", "COMMANDS", "solve", "generate"} {
		if err != nil || !bytes.Contains(page, []byte(want)) {
			t.Errorf("man gametree lacks %q: %v", want, err)
		}
	}

	if out, err := exec.Command("dpkg", "-r", "gametree").CombinedOutput(); err != nil {
		t.Fatalf("dpkg -r: %v\n%s", err, out)
	}
	removed = true
	after := systemFiles(t)
	for _, p := range after {
		if !slices.Contains(before, p) {
			t.Errorf("dpkg -r left %s", p)
		}
	}
	for _, p := range before {
		if !slices.Contains(after, p) {
			t.Errorf("dpkg -i and -r took away %s", p)
		}
	}
	if cache, err := os.ReadFile("/usr/share/applications/mimeinfo.cache"); err == nil && bytes.Contains(cache, []byte("gametree")) {
		t.Error("the menu's mimeinfo.cache still names gametree")
	}
}

// builds are the downloads in dir: gametree-VERSION-… and
// gametree_VERSION_….
func builds(dir string) []string {
	dashed, _ := filepath.Glob(filepath.Join(dir, "gametree-*"))
	deb, _ := filepath.Glob(filepath.Join(dir, "gametree_*"))
	return append(dashed, deb...)
}

// TestChecksums: SHA256SUMS lists every download in GAMETREE_DIST, and
// sha256sum -c agrees with each.
func TestChecksums(t *testing.T) {
	dir := os.Getenv("GAMETREE_DIST")
	if dir == "" {
		t.Skip("GAMETREE_DIST names no folder")
	}
	need(t, "sha256sum")
	sums, err := os.ReadFile(filepath.Join(dir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for sc := bufio.NewScanner(bytes.NewReader(sums)); sc.Scan(); {
		if f := strings.Fields(sc.Text()); len(f) == 2 {
			listed = append(listed, f[1])
		}
	}
	downloads := builds(dir)
	if len(downloads) < 3 {
		t.Errorf("only %d downloads in %s", len(downloads), dir)
	}
	for _, d := range downloads {
		if !slices.Contains(listed, filepath.Base(d)) {
			t.Errorf("SHA256SUMS does not list %s", filepath.Base(d))
		}
	}
	cmd := exec.Command("sha256sum", "-c", "--strict", "SHA256SUMS")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("sha256sum -c: %v\n%s", err, out)
	}
}

// TestReproducible: a second build of the same commit, in
// GAMETREE_DIST/again (make test-dist's DIST_ONLY=linux build), gives the
// same bytes for the Linux archive (and so its program) and the Debian
// package.
func TestReproducible(t *testing.T) {
	dir := os.Getenv("GAMETREE_DIST")
	if dir == "" {
		t.Skip("GAMETREE_DIST names no folder")
	}
	again := filepath.Join(dir, "again")
	second := builds(again)
	if len(second) < 2 {
		t.Skipf("no second build in %s", again)
	}
	for _, b := range second {
		name := filepath.Base(b)
		one, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("the first build has no %s: %v", name, err)
			continue
		}
		two, _ := os.ReadFile(b)
		if !bytes.Equal(one, two) {
			t.Errorf("%s differs between two builds of one commit (%d and %d bytes)", name, len(one), len(two))
		}
	}
}
