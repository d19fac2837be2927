//go:build wasm

package glfw

import (
	"unicode"
	"unicode/utf8"
)

// typedRune returns the character a key event with the modifiers mods
// types, if it types one: a key whose text is one printable character
// (any character, not only a one-byte one), typed alone, with Shift, with
// AltGr (which browsers report as Ctrl and Alt), or with Alt alone when
// that makes a character beyond ASCII (a Mac's Option+5 types ∞); Ctrl
// or Cmd with a key is a shortcut and types nothing. (gametree's patch:
// upstream types only one-byte texts without modifiers but Shift.)
func typedRune(key string, mods ModifierKey) (rune, bool) {
	r, size := utf8.DecodeRuneInString(key)
	if size == 0 || size != len(key) || r == utf8.RuneError || !unicode.IsPrint(r) || mods&ModSuper != 0 {
		return 0, false
	}
	ctrl, alt := mods&ModControl != 0, mods&ModAlt != 0
	switch {
	case ctrl && alt:
		return r, true
	case ctrl:
		return 0, false
	case alt:
		return r, size > 1
	}
	return r, true
}
