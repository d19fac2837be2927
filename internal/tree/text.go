package tree

import (
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf8"

	"gametree/internal/i18n"
)

// Reorders reports whether r changes how the text around it is shown
// without being seen itself: a bidirectional embedding, override or
// isolate (U+202A to U+202E, U+2066 to U+2069), which can make a label
// read backwards in a terminal or a picture, or a line or paragraph
// separator (U+2028, U+2029), which breaks a line where a label is one.
// Such characters are refused wherever control characters are.
func Reorders(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0x2028 || r == 0x2029
}

// Unprintable reports whether r may not be in a text people read: a
// control character (but line breaks and tabs where lines is set, as in
// notes) or a character that Reorders.
func Unprintable(r rune, lines bool) bool {
	if Reorders(r) {
		return true
	}
	return unicode.IsControl(r) && !(lines && (r == '\n' || r == '\t' || r == '\r'))
}

// FirstUnprintable returns the byte offset of the first Unprintable
// character in s, or -1.
func FirstUnprintable(s string, lines bool) int {
	for i, r := range s {
		if Unprintable(r, lines) {
			return i
		}
	}
	return -1
}

// RuneName names a character for a message as Go quotes it ('x',
// '\x1b'), or as U+202E for one that Reorders, which quoted would
// reorder the message itself.
func RuneName(r rune) string {
	if Reorders(r) {
		return fmt.Sprintf("U+%04X", r)
	}
	return strconv.QuoteRune(r)
}

// CheckLine refuses a text that is not one line of at most max
// characters of UTF-8: bytes that are not UTF-8, an Unprintable character,
// or too many characters. what names the text in the message ("--title").
func CheckLine(s, what string, max int) error {
	if !utf8.ValidString(s) {
		return i18n.New("text.not_utf8", "What", what)
	}
	if i := FirstUnprintable(s, false); i >= 0 {
		r, _ := utf8.DecodeRuneInString(s[i:])
		return i18n.New("text.unprintable", "What", what, "Char", RuneName(r), "Advice", advice(false))
	}
	if n := utf8.RuneCountInString(s); n > max {
		return i18n.New("text.too_long", "What", what, "Count", n, "Max", max)
	}
	return nil
}
