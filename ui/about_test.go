package ui

import (
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/version"
)

// TestAboutSaysTheBuild: Help › About ends with the line gametree
// --version prints, in the window's language.
func TestAboutSaysTheBuild(t *testing.T) {
	v := version.Info{Version: "0.1.0", Commit: "5802ec7dbc6184bd0e26e934b0c664ac55d937fb", Date: "2026-12-02"}
	for _, code := range i18n.Codes() {
		l := i18n.Must(code)
		got := aboutText(l, v)
		if !strings.HasPrefix(got, l.T("about.text")) || !strings.HasSuffix(got, "\n\n"+v.Line(l)) || !strings.Contains(got, "5802ec7dbc61") {
			t.Errorf("%s: %q", code, got)
		}
	}
}
