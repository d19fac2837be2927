// Package dist tries the downloads make dist builds as a user would: the
// Windows program from its zip under Wine (a command's output, an export,
// a broken file's one line and exit status; a windowed program with its
// icon and version information), and the Linux archive unpacked and
// installed into a home folder of its own. make test-dist runs it with
// GAMETREE_DIST naming the folder; WINE_RUN names the program that runs a
// Windows program (by default wine-run, which gives Debian's Wine the
// ProcessPrng Go needs).
package dist

import (
	"archive/zip"
	"bytes"
	"debug/pe"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
)

// download returns the path of the one download in GAMETREE_DIST whose
// name ends with suffix.
func download(t *testing.T, suffix string) string {
	dir := os.Getenv("GAMETREE_DIST")
	if dir == "" {
		t.Skip("GAMETREE_DIST names no folder: make test-dist builds the downloads and runs these tests")
	}
	found, _ := filepath.Glob(filepath.Join(dir, "gametree-*-"+suffix))
	if len(found) != 1 {
		t.Fatalf("%d downloads end with %s in %s", len(found), suffix, dir)
	}
	return found[0]
}

// unzip unpacks the zip at path into dir.
func unzip(t *testing.T, path, dir string) {
	z, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	for _, f := range z.File {
		target := filepath.Join(dir, f.Name)
		if f.FileInfo().IsDir() {
			os.MkdirAll(target, 0o755)
			continue
		}
		os.MkdirAll(filepath.Dir(target), 0o755)
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(r)
		r.Close()
		if err := os.WriteFile(target, data, 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// run runs a command in dir, returning its standard output, standard
// error and exit status.
func run(t *testing.T, dir string, name string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	status := 0
	if ee, ok := err.(*exec.ExitError); ok {
		status = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out.String(), errOut.String(), status
}

// utf16le is s as a Windows resource writes it.
func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// TestWindowsProgram: gametree.exe, unzipped, is a windowed program with
// its icon and version information, and under Wine runs commands as on
// Linux: solve prints the walk-through's value 3, export writes an SVG, a
// broken file is one line naming its line and column, exit status 2; in
// cmd.exe, "gametree" runs gametree.com, which waits for gametree.exe and
// gives its output and status.
func TestWindowsProgram(t *testing.T) {
	dir := t.TempDir()
	unzip(t, download(t, "windows-amd64.zip"), dir)
	exe := filepath.Join(dir, "gametree", "gametree.exe")
	f, err := pe.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || opt.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("gametree.exe is not a windowed program: %+v", f.OptionalHeader)
	}
	rsrc := f.Section(".rsrc")
	if rsrc == nil {
		t.Fatal("gametree.exe has no resources (icon, version)")
	}
	data, _ := rsrc.Data()
	f.Close()
	for _, s := range []string{"FileDescription", "gametree: game-tree search, step by step", "ProductVersion"} {
		if !bytes.Contains(data, utf16le(s)) {
			t.Errorf("the version information lacks %q", s)
		}
	}
	if !bytes.Contains(data, []byte("\x89PNG")) {
		t.Error("the resources hold no icon picture")
	}

	wine := os.Getenv("WINE_RUN")
	if wine == "" {
		wine = "wine-run"
	}
	if _, err := exec.LookPath(wine); err != nil {
		t.Skipf("%s: cannot run Windows programs here (WINE_RUN names the tool)", wine)
	}
	out, errOut, status := run(t, dir, wine, exe, "solve", "alphabeta-walkthrough")
	if status != 0 || !strings.Contains(out, "value               3 (for MAX)") {
		t.Errorf("solve: status %d, output %q, errors %q", status, out, errOut)
	}
	_, errOut, status = run(t, dir, wine, exe, "export", "alphabeta-walkthrough", "--step", "24", "-o", "step24.svg")
	svg, _ := os.ReadFile(filepath.Join(dir, "step24.svg"))
	if status != 0 || !bytes.Contains(svg, []byte("<svg")) {
		t.Errorf("export: status %d, errors %q, %d bytes written", status, errOut, len(svg))
	}
	os.WriteFile(filepath.Join(dir, "broken.json"), []byte("{\"version\": 1,\n \"tree\": [3, [12, 8,\n"), 0o644)
	out, errOut, status = run(t, dir, wine, exe, "solve", "broken.json")
	want := "gametree: broken.json: line 3, column 1: expected a node ('{', '[' or a number), found the end of the input\n"
	if status != 2 || out != "" || strings.ReplaceAll(errOut, "\r\n", "\n") != want {
		t.Errorf("a broken file: status %d, output %q, errors %q", status, out, errOut)
	}

	// Typed in cmd.exe as "gametree", a command finds gametree.com, a
	// console program, which runs gametree.exe, waits, and gives its
	// status: the output comes before the next prompt.
	com, err := pe.Open(filepath.Join(dir, "gametree", "gametree.com"))
	if err != nil {
		t.Fatal(err)
	}
	if opt, ok := com.OptionalHeader.(*pe.OptionalHeader64); !ok || opt.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_CUI {
		t.Errorf("gametree.com is not a console program: %+v", com.OptionalHeader)
	}
	com.Close()
	out, errOut, status = run(t, dir, wine, "cmd", "/c", `gametree\gametree solve broken.json 2>&1 & echo after: %errorlevel%`)
	out = strings.ReplaceAll(out+errOut, "\r\n", "\n")
	if !strings.Contains(out, want+"after: 2\n") {
		t.Errorf("gametree in cmd.exe: status %d, output %q", status, out)
	}
	if readme, err := os.ReadFile(filepath.Join(dir, "gametree", "README.txt")); err != nil || !bytes.Contains(readme, []byte("gametree solve")) || bytes.Contains(readme, []byte("@VERSION@")) {
		t.Errorf("README.txt: %v %q", err, readme)
	}
}

// TestLinuxArchive: the archive unpacks into gametree/ with the program,
// its menu entry, its icon and install.sh; the program solves; install.sh
// puts them in a home folder's .local (the file types too), the menu entry running the
// program by its installed path (~/.local/bin need not be on PATH), and
// --uninstall takes them away.
func TestLinuxArchive(t *testing.T) {
	dir := t.TempDir()
	if _, errOut, status := run(t, dir, "tar", "-xJf", download(t, "linux-amd64.tar.xz")); status != 0 {
		t.Fatalf("tar: %s", errOut)
	}
	root := filepath.Join(dir, "gametree")
	for _, name := range []string{"gametree", "gametree.desktop", "gametree-mime.xml", "gametree.png", "install.sh"} {
		if _, err := os.Stat(filepath.Join(root, name)); err != nil {
			t.Errorf("the archive lacks %s", name)
		}
	}
	out, errOut, status := run(t, root, "./gametree", "solve", "alphabeta-walkthrough")
	if status != 0 || !strings.Contains(out, "value               3 (for MAX)") {
		t.Errorf("solve: status %d, output %q, errors %q", status, out, errOut)
	}
	home := t.TempDir()
	install := exec.Command("./install.sh")
	install.Dir, install.Env = root, append(os.Environ(), "HOME="+home)
	if msg, err := install.CombinedOutput(); err != nil {
		t.Fatalf("install.sh: %v: %s", err, msg)
	}
	installed := []string{".local/bin/gametree", ".local/share/applications/gametree.desktop", ".local/share/icons/hicolor/512x512/apps/gametree.png", ".local/share/mime/packages/gametree.xml"}
	for _, p := range installed {
		if _, err := os.Stat(filepath.Join(home, p)); err != nil {
			t.Errorf("install.sh did not install %s", p)
		}
	}
	desktop, _ := os.ReadFile(filepath.Join(home, installed[1]))
	runs := fmt.Sprintf("Exec=%q %%f\n", filepath.Join(home, installed[0]))
	if !bytes.Contains(desktop, []byte(runs)) || !bytes.Contains(desktop, []byte("Icon=gametree")) {
		t.Errorf("the menu entry: %s", desktop)
	}
	uninstall := exec.Command("./install.sh", "--uninstall")
	uninstall.Dir, uninstall.Env = root, append(os.Environ(), "HOME="+home)
	if msg, err := uninstall.CombinedOutput(); err != nil {
		t.Fatalf("install.sh --uninstall: %v: %s", err, msg)
	}
	for _, p := range installed {
		if _, err := os.Stat(filepath.Join(home, p)); err == nil {
			t.Errorf("--uninstall left %s", p)
		}
	}
}
