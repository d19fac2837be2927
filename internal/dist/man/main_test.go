package main

import (
	"strings"
	"testing"
)

// TestManualHoldsEveryCommandsHelp: the page has a section for every
// command the program's help lists, each holding that command's own help
// line for line, and no text line roff would read as a request.
func TestManualHoldsEveryCommandsHelp(t *testing.T) {
	page, err := manual("1.2.3", "2026-01-02")
	if err != nil {
		t.Fatal(err)
	}
	text := string(page)
	if !strings.HasPrefix(text, `.TH GAMETREE 1 "2026-01-02" "gametree 1.2.3"`) {
		t.Errorf("the title line: %q", strings.SplitN(text, "\n", 2)[0])
	}
	program, _ := help()
	names := commands(program)
	if len(names) < 5 || names[0] != "solve" {
		t.Fatalf("the commands read from the help: %q", names)
	}
	for _, name := range names {
		own, err := help(name)
		if err != nil {
			t.Fatal(err)
		}
		first := strings.SplitN(own, "\n", 2)[0]
		if !strings.Contains(text, ".SS "+name+"\n.nf\n\\&"+escape(first)+"\n") {
			t.Errorf("no section for %s beginning %q", name, first)
		}
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "'") {
			t.Errorf("a line roff reads as a request: %q", line)
		}
	}
}
