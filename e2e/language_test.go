package e2e

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"gametree/internal/probe"
)

// catalogueWords returns the words of a catalogue's messages whose ids
// start with one of prefixes (or of all messages, with none), lower case.
func catalogueWords(t *testing.T, code string, prefixes ...string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile("../internal/i18n/lang/" + code + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var msgs map[string]any
	if err := json.Unmarshal(data, &msgs); err != nil {
		t.Fatal(err)
	}
	words := map[string]bool{}
	for id, m := range msgs {
		if len(prefixes) > 0 && !slicesHasPrefix(id, prefixes) {
			continue
		}
		text, _ := json.Marshal(m)
		for _, w := range wordRE.FindAllString(string(text), -1) {
			words[strings.ToLower(w)] = true
		}
	}
	return words
}

var wordRE = regexp.MustCompile(`\p{L}{3,}`)

func slicesHasPrefix(id string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(id, p) {
			return true
		}
	}
	return false
}

// menuLabels lists every label of the menu bar, its menus and submenus
// (but not the recent files, which are paths).
func menuLabels(ms []probe.Menu) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Label)
		if !strings.HasPrefix(m.Label, "/") {
			out = append(out, menuLabels(m.Items)...)
		}
	}
	return out
}

// TestTheSystemsLanguage: on a first start (fresh preferences) under
// LANG=ro_RO.UTF-8 or it_IT.UTF-8 the window speaks that language: the
// menu bar, every menu and the toolbar hold no English word (a word of
// the English menus and toolbar that the language's own catalogue does
// not use as well, such as MAX or fail-soft). Screenshots of each with
// the View menu and its Language submenu open go to the README.
func TestTheSystemsLanguage(t *testing.T) {
	t.Parallel()
	english := catalogueWords(t, "en", "menu.", "toolbar.", "algo_", "about.", "panel.")
	for _, c := range []struct{ lang, code string }{{"ro_RO.UTF-8", "ro"}, {"it_IT.UTF-8", "it"}} {
		t.Run(c.code, func(t *testing.T) {
			t.Parallel()
			own := catalogueWords(t, c.code)
			a := startIn(t, c.lang, 1400, 900)
			p := a.state()
			if p.Language != c.code {
				t.Fatalf("LANG=%s: the window speaks %q", c.lang, p.Language)
			}
			shown := append(menuLabels(p.Menus), p.Toolbar...)
			if len(shown) < 60 || len(p.Toolbar) < 5 {
				t.Fatalf("only %d texts read: %q", len(shown), shown)
			}
			for _, text := range shown {
				for _, w := range wordRE.FindAllString(text, -1) {
					if lw := strings.ToLower(w); english[lw] && !own[lw] {
						t.Errorf("%s: English word %q in %q", c.code, w, text)
					}
				}
			}
			// The View menu, open on Language, for the README.
			const view = 2 // File, Edit, View, Help
			keys := []string{"alt", "Down", "Right", "Right", "Down"}
			for _, it := range p.Menus[view].Items {
				if it.Separator {
					continue
				}
				if len(it.Items) > 0 && it.Items[len(it.Items)-1].Label == "Română" {
					keys = append(keys, "Right")
					break
				}
				keys = append(keys, "Down")
			}
			a.key(keys...)
			a.waitFor("the Language submenu open", func(p probe.State) bool { return strings.Contains(p.Focused, "menu") })
			a.shot("window-menus-" + c.code)
			a.key("Escape", "Escape", "Escape")
			a.waitFor("the menus closed", func(p probe.State) bool { return !strings.Contains(p.Focused, "menu") })
			// File and Edit, for review (docs/e2e).
			for i, name := range []string{"file", "edit"} {
				keys := []string{"alt", "Down"}
				for range i {
					keys = append(keys, "Right")
				}
				a.key(keys...)
				a.waitFor("the menu open", func(p probe.State) bool { return strings.Contains(p.Focused, "menu") })
				a.shot("window-menu-" + name + "-" + c.code)
				a.key("Escape", "Escape")
				a.waitFor("the menus closed", func(p probe.State) bool { return !strings.Contains(p.Focused, "menu") })
			}
		})
	}
}
