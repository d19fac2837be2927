package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/probe"
)

// TestQuizInTheRealWindow: Practice › Quiz for Moodle… opens its dialog
// in a real 1024×768 window; Enter asks where, in the document's folder,
// quiz.xml offered; Enter writes the Moodle question bank there, whole,
// and the window says so.
func TestQuizInTheRealWindow(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lesson := filepath.Join(dir, "lesson.txt")
	if err := os.WriteFile(lesson, []byte("[[3,12,8],[2,4,6],[14,5,2]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := start(t, 1024, 768, lesson)
	a.menu("Practice", "Quiz for Moodle…")
	a.waitFor("the quiz dialog", dialogIs("A quiz for Moodle"))
	a.shot("quiz-dialog")
	a.key("Return")
	a.waitFor("the file dialog", dialogIs("Export to"))
	a.key("Return") // the name offered
	a.fileHolds(filepath.Join(dir, "quiz.xml"), []byte(`<?xml`))
	a.waitFor("what was written said", func(p probe.State) bool {
		return strings.HasPrefix(p.Status, "Wrote quiz.xml: a Moodle quiz about 10 trees,") && noDialog(p)
	})
}
