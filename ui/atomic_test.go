package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

func TestAtomicWriter(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "tree.json")
	os.WriteFile(path, []byte("old"), 0o644)

	w, err := atomicFiles{}.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte("half"))
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the file changed before Close: %q", got)
	}
	discard(w)
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("Discard changed the file: %q", got)
	}
	w, _ = atomicFiles{}.Writer(storage.NewFileURI(path))
	w.Write([]byte("new"))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("after a save: %q", got)
	}
	w, _ = atomicFiles{}.Writer(storage.NewFileURI(filepath.Join(dir, "missing", "x.json")))
	w.Write([]byte("x"))
	if err := w.Close(); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("writing into a missing folder: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

// TestSaveDialogWritersAreAtomic: once installed, the writer Fyne's
// storage hands out (the save dialog's) leaves the old file alone until
// it is closed.
func TestSaveDialogWritersAreAtomic(t *testing.T) {
	test.NewTempApp(t)
	if err := makeFileSavesAtomic(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "a.json")
	os.WriteFile(path, []byte("old"), 0o644)
	wr, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Fatalf("opening a writer emptied the file: %q", got)
	}
	wr.Write([]byte("new"))
	if err := wr.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("after Close: %q", got)
	}
	if ok, err := storage.CanList(storage.NewFileURI(filepath.Dir(path))); !ok || err != nil {
		t.Errorf("listing folders broke: %v %v", ok, err)
	}
}
