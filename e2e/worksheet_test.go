package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/probe"
)

// TestWorksheetsInTheRealWindow: Practice › Worksheets… opens its dialog
// in a real 1024×768 window; Enter asks where, in the document's folder,
// the document's name offered; the worksheet and its answer key are
// written there, whole, and the window says so. Then random trees, from
// the keyboard: Tab and Space open the trees' choice, Tab reaches the
// count; a count of 0 is refused under the field (Enter does nothing),
// and 3 write two PDF handouts.
func TestWorksheetsInTheRealWindow(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lesson := filepath.Join(dir, "lesson.txt")
	if err := os.WriteFile(lesson, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := start(t, 1024, 768, lesson)
	a.menu("Practice", "Worksheets…")
	a.waitFor("the worksheet dialog", dialogIs("Worksheets and answer keys"))
	a.shot("worksheet-dialog")
	a.key("Return")
	a.waitFor("the file dialog", dialogIs("Export to"))
	a.key("Return") // the name offered
	a.fileHolds(filepath.Join(dir, "lesson-worksheet.pdf"), []byte("%PDF-"))
	a.fileHolds(filepath.Join(dir, "lesson-worksheet-key.pdf"), []byte("%PDF-"))
	a.waitFor("what was written said", func(p probe.State) bool {
		return strings.Contains(p.Status, "Wrote the worksheet to lesson-worksheet.pdf and its answer key to lesson-worksheet-key.pdf") && noDialog(p)
	})

	a.menu("Practice", "Worksheets…")
	a.waitFor("the worksheet dialog", dialogIs("Worksheets and answer keys"))
	a.key("Tab", "space", "Down", "Down", "Return") // Trees: random trees
	a.key("Tab")                                    // How many, its text selected
	a.typeText("0")
	a.key("Return")
	a.shot("worksheet-count-0")
	if p := a.state(); !dialogIs("Worksheets and answer keys")(p) {
		t.Fatalf("a count of 0 was taken: dialogs %q", p.Dialogs)
	}
	a.key("ctrl+a")
	a.typeText("3")
	a.key("Return")
	a.waitFor("the file dialog", dialogIs("Export to"))
	a.key("ctrl+a")
	a.typeText("class.pdf")
	a.key("Return")
	a.fileHolds(filepath.Join(dir, "class.pdf"), []byte("%PDF-"))
	a.fileHolds(filepath.Join(dir, "class-key.pdf"), []byte("%PDF-"))
	a.waitFor("what was written said", func(p probe.State) bool {
		return strings.Contains(p.Status, "Wrote 3 worksheets to class.pdf") && noDialog(p)
	})
}
