package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestClipAndQuote: a text of up to ClipLength characters is quoted
// whole; a longer one by its first ClipLength characters and "…",
// counted as characters (not bytes), bytes that are not UTF-8 kept and
// escaped.
func TestClipAndQuote(t *testing.T) {
	sixty := strings.Repeat("ă", ClipLength)
	for _, c := range []struct{ in, want string }{
		{"", `""`},
		{"b", `"b"`},
		{sixty, `"` + sixty + `"`},
		{sixty + "x", `"` + sixty + `…"`},
		{strings.Repeat("\xff", 100), `"` + strings.Repeat(`\xff`, ClipLength) + `…"`},
		{"e\u202e" + strings.Repeat("y", 15<<20), `"e\u202e` + strings.Repeat("y", ClipLength-2) + `…"`},
	} {
		if got := Quote(c.in); got != c.want {
			t.Errorf("Quote(%.40q…): %.80q, want %.80q", c.in, got, c.want)
		}
	}
	if got := Clip(sixty + "tail"); utf8.RuneCountInString(got) != ClipLength+1 || !strings.HasSuffix(got, "…") {
		t.Errorf("Clip: %q", got)
	}
}
