package safefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.svg")
	if err := Write(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "two" {
		t.Errorf("file holds %q", got)
	}
	for _, bad := range []struct{ path, says string }{
		{filepath.Join(dir, "missing", "a.svg"), "does not exist"},
		{filepath.Join(path, "b.svg"), "is not a folder"},
		{dir, "it is a folder"},
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
