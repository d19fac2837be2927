package cli

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMoodleExport: export --moodle writes a question bank that parses,
// says so in one line, and writes the same bytes for the same seed; in
// the language of --lang.
func TestMoodleExport(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "quiz.xml")
	read := func(args ...string) []byte {
		t.Helper()
		status, stdout, errOut := run(t, "", append([]string{"export", "--moodle", path, "--count", "2", "--seed", "3"}, args...)...)
		if status != 0 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "quiz.xml") {
			t.Fatalf("%v: status %d, stdout %q, stderr %q", args, status, stdout, errOut)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	first := read()
	var quiz struct {
		Questions []struct {
			Type string `xml:"type,attr"`
		} `xml:"question"`
	}
	if err := xml.Unmarshal(first, &quiz); err != nil {
		t.Fatal(err)
	}
	if len(quiz.Questions) != 9 || quiz.Questions[0].Type != "category" {
		t.Errorf("%d questions, want a category and 4 for each of 2 trees", len(quiz.Questions))
	}
	if again := read(); !bytes.Equal(first, again) {
		t.Error("the same seed wrote another quiz")
	}
	if ro := read("--lang", "ro"); !bytes.Contains(ro, []byte("Căutarea, pas cu pas")) {
		t.Error("--lang ro wrote no Romanian")
	}
	if svg := read("--format", "svg"); !bytes.Contains(svg, []byte(`name="tree-001.svg"`)) {
		t.Error("--format svg embedded no SVG")
	}
	if small := read("--dpi", "48"); len(small) >= len(first) {
		t.Errorf("--dpi 48 wrote %d bytes, the default %d", len(small), len(first))
	}
}

// TestMoodleRefusals: every misuse exits 2 with one line naming the
// problem, and writes nothing.
func TestMoodleRefusals(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "quiz.xml")
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--count", "0"}, "--count must be between 1 and 100 (got 0)"},
		{[]string{"--count", "101"}, "--count must be between 1 and 100 (got 101)"},
		{[]string{"--count", "-1"}, "--count must be between 1 and 100"},
		{nil, "--moodle needs --count N"},
		{[]string{"--count", "2", "alphabeta-walkthrough"}, `leave out the tree "alphabeta-walkthrough"`},
		{[]string{"--count", "2", "--format", "gif"}, "PNG or SVG, not gif"},
		{[]string{"--count", "2", "--format", "jpeg"}, "jpeg"},
		{[]string{"--count", "2", "--worksheet"}, "--worksheet does not go with it"},
		{[]string{"--count", "2", "-o", filepath.Join(dir, "x.svg")}, "-o does not go with it"},
		{[]string{"--count", "2", "--step", "3"}, "--step does not go with it"},
		{[]string{"--count", "2", "--algo", "mtdf"}, "--moodle works with the searches that call each node once"},
		{[]string{"--count", "2", "--algo", "mcts"}, "--moodle works with the searches that call each node once"},
		{[]string{"--count", "2", "--values", "5..1"}, "values"},
	} {
		status, stdout, errOut := run(t, "", append([]string{"export", "--moodle", out}, c.args...)...)
		if status != 2 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %q", c.args, status, stdout, errOut, c.says)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("refusals wrote %d files", len(entries))
	}
}

// TestMoodleHelp: export -h explains --moodle in each language.
func TestMoodleHelp(t *testing.T) {
	for lang, want := range map[string]string{"en": "A Moodle quiz:", "ro": "Un test Moodle:", "it": "Un quiz Moodle:"} {
		_, out, _ := run(t, "", "--lang", lang, "export", "-h")
		if !strings.Contains(out, want) || !strings.Contains(out, "--moodle") {
			t.Errorf("%s: export -h lacks --moodle", lang)
		}
	}
}
