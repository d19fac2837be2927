package cli

import (
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/version"
)

// TestVersion: gametree --version and gametree version print the same
// one line, in the language asked; extra words are refused.
func TestVersion(t *testing.T) {
	status, out, errOut := run(t, "", "--version")
	status2, out2, _ := run(t, "", "version")
	if status != 0 || status2 != 0 || errOut != "" || out != out2 || !strings.HasPrefix(out, "gametree ") || strings.Count(out, "\n") != 1 {
		t.Errorf("--version: %d %q %q; version: %d %q", status, out, errOut, status2, out2)
	}
	if _, ro, _ := run(t, "", "--lang", "ro", "version"); !strings.HasPrefix(ro, "gametree "+version.Get().Version+" (") {
		t.Errorf("in Romanian: %q", ro)
	}
	if status, out, errOut := run(t, "", "version", "aima-fig5-2"); status != ExitUsage || out != "" || !strings.Contains(errOut, `"aima-fig5-2"`) {
		t.Errorf("version aima-fig5-2: %d %q %q", status, out, errOut)
	}
	if _, help, _ := run(t, "", "help"); !strings.Contains(help, "--version") || !strings.Contains(help, "  version ") {
		t.Errorf("the program's help does not name version:\n%s", help)
	}
}

// TestVersionLine says the commit, shortened, and its date; a build with
// no commit says so in every language.
func TestVersionLine(t *testing.T) {
	i := version.Info{Version: "0.1.0", Commit: "5802ec7dbc6184bd0e26e934b0c664ac55d937fb", Date: "2026-12-02"}
	if got := i.Line(i18n.English()); got != "gametree 0.1.0 (commit 5802ec7dbc61, 2026-12-02)" {
		t.Errorf("%q", got)
	}
	for _, code := range i18n.Codes() {
		l := i18n.Must(code)
		if got := (version.Info{Version: "dev"}).Line(l); !strings.HasPrefix(got, "gametree dev (") || strings.Contains(got, "{{") {
			t.Errorf("%s: %q", code, got)
		}
	}
}
