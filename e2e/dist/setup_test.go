package dist

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// uninstallKey is where the installer registers gametree for Apps &
// Features.
const uninstallKey = `HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\gametree`

// TestWindowsInstaller deploys the installer as a lab's IT would, under
// Wine in a prefix of its own: /S /DESKTOP installs silently into Program
// Files\gametree with a Start-menu entry, a desktop shortcut and an
// Apps & Features entry whose QuietUninstallString is uninstall.exe /S;
// gametree.com there solves the walk-through (value 3); uninstall.exe /S
// then takes away the folder, both shortcuts and the entry.
func TestWindowsInstaller(t *testing.T) {
	setup := download(t, "windows-amd64-setup.exe")
	wine := os.Getenv("WINE_RUN")
	if wine == "" {
		wine = "wine-run"
	}
	if _, err := exec.LookPath(wine); err != nil {
		t.Skipf("%s: cannot run Windows programs here (WINE_RUN names the tool)", wine)
	}
	prefix := filepath.Join(t.TempDir(), "wine")
	t.Setenv("WINE_RUN_PREFIX", prefix)
	drive := filepath.Join(prefix, "drive_c")
	folder := filepath.Join(drive, "Program Files", "gametree")
	shortcuts := []string{
		filepath.Join(drive, "ProgramData", "Microsoft", "Windows", "Start Menu", "Programs", "gametree.lnk"),
		filepath.Join(drive, "users", "Public", "Desktop", "gametree.lnk"),
	}
	dir := t.TempDir()

	if _, errOut, status := run(t, dir, wine, setup, "/S", "/DESKTOP"); status != 0 {
		t.Fatalf("setup /S: status %d: %s", status, errOut)
	}
	for _, p := range append(shortcuts, filepath.Join(folder, "gametree.exe"), filepath.Join(folder, "uninstall.exe")) {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("the silent install did not make %s", p)
		}
	}
	entry, _, _ := run(t, dir, wine, "reg", "query", uninstallKey)
	for _, want := range []string{"DisplayName    REG_SZ    gametree", `"C:\Program Files\gametree\uninstall.exe" /S`} {
		if !strings.Contains(entry, want) {
			t.Errorf("the Apps & Features entry lacks %q:\n%s", want, entry)
		}
	}
	out, errOut, status := run(t, folder, wine, filepath.Join(folder, "gametree.com"), "solve", "alphabeta-walkthrough")
	if status != 0 || !strings.Contains(out, "value               3 (for MAX)") {
		t.Errorf("gametree.com solve: status %d, output %q, errors %q", status, out, errOut)
	}

	// The uninstaller copies itself out of the folder and returns at once,
	// as NSIS's do; the copy removes the folder.
	if _, errOut, status := run(t, dir, wine, filepath.Join(folder, "uninstall.exe"), "/S"); status != 0 {
		t.Fatalf("uninstall /S: status %d: %s", status, errOut)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, err := os.Stat(folder); os.IsNotExist(err) || time.Now().After(deadline) {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	for _, p := range append(shortcuts, folder) {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("the silent uninstall left %s", p)
		}
	}
	if entry, _, _ := run(t, dir, wine, "reg", "query", uninstallKey); strings.Contains(entry, "gametree") {
		t.Errorf("the silent uninstall left the Apps & Features entry:\n%s", entry)
	}
}
