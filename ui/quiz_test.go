package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/cli"
)

// TestQuizFromTheWindow: Practice › Quiz for Moodle… writes, in the
// document's folder, the very question bank the command line's export
// --moodle --count writes for the same choices, and says so; a count
// beyond the bank's 100 trees is said under the field and nothing is
// written.
func TestQuizFromTheWindow(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "lesson.txt")
	if err := os.WriteFile(path, []byte("[[3,12],[2,4]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.docs.openPath(path)
	menuItem(t, w.Window, "Practice", "Quiz for Moodle…").Action()
	if got := w.dialogTitles(); got != "A quiz for Moodle" {
		t.Fatalf("dialogs %q", got)
	}
	es := w.entries()
	if len(es) != 6 {
		t.Fatalf("%d fields, want 6", len(es))
	}
	count, seed := es[0], es[4]
	count.SetText("101")
	if err := count.Validate(); err == nil || !strings.Contains(err.Error(), "100") {
		t.Errorf("a count of 101: %v", err)
	}
	count.SetText("2")
	seed.SetText("5")
	w.dialogs.confirm()
	if offered := w.saveAs(t, "quiz.xml"); offered != "quiz.xml" {
		t.Errorf("the file dialog offers %q", offered)
	}
	ours, err := os.ReadFile(filepath.Join(dir, "quiz.xml"))
	if err != nil {
		t.Fatalf("no quiz written: %v; dialogs %q, said %q", err, w.dialogTitles(), w.status.label.Text)
	}
	cmd := filepath.Join(t.TempDir(), "quiz.xml")
	var errOut bytes.Buffer
	if status := cli.Run([]string{"export", "--moodle", cmd, "--count", "2", "--seed", "5", "--theme", "print"},
		cli.Env{Stdout: &bytes.Buffer{}, Stderr: &errOut}); status != 0 {
		t.Fatalf("the command: %d %s", status, errOut.String())
	}
	theirs, _ := os.ReadFile(cmd)
	if !bytes.Equal(ours, theirs) || !bytes.Contains(ours, []byte("<quiz>")) {
		t.Errorf("not the command's quiz: %d bytes, the command's %d\n%.300s", len(ours), len(theirs), ours)
	}
	if !strings.HasPrefix(w.status.label.Text, "Wrote quiz.xml: a Moodle quiz about 2 trees,") {
		t.Errorf("said %q", w.status.label.Text)
	}
	if w.dialogTitles() != "" {
		t.Errorf("dialogs left: %q", w.dialogTitles())
	}
}
