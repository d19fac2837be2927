package i18n

import (
	"strconv"
	"unicode/utf8"
)

// ClipLength is the most characters of a user's text that a message
// quotes: enough to recognise it, and a 15 MB name still makes one line.
const ClipLength = 60

// Clip returns s, or its first ClipLength characters and "…" when it is
// longer. Bytes that are not UTF-8 count as one character each and are
// kept as they are.
func Clip(s string) string {
	i := 0
	for n := 0; i < len(s); n++ {
		if n == ClipLength {
			return s[:i] + "…"
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s
}

// Quote quotes a text the user gave, for a message: Clip'd, then quoted
// as strconv.Quote does, which writes control characters, characters
// that reorder text and bytes that are not UTF-8 as escapes.
func Quote(s string) string { return strconv.Quote(Clip(s)) }
