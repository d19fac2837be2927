package export

import (
	"hash/fnv"
	"slices"

	"gametree/internal/font"
)

// Vector pictures (SVG, PDF) write their texts in the Go fonts of package
// font, the ones the PNG painter uses, so that a text is as wide and sits
// as high in every format. They embed only the glyphs a picture uses
// (font.Font.Subset).

// glyphUse records which glyphs of a font a picture uses, and the
// character each stands for. A character the font lacks is drawn as the
// missing glyph (0), as the PNG draws it, and is not recorded: it stands
// for no one character.
type glyphUse map[uint16]rune

func (u glyphUse) add(f *font.Font, s string) {
	for _, r := range s {
		if g := f.Glyph(r); g != 0 {
			if _, ok := u[g]; !ok {
				u[g] = r
			}
		}
	}
}

// sorted returns the glyphs used, in order.
func (u glyphUse) sorted() []uint16 {
	gs := make([]uint16, 0, len(u))
	for g := range u {
		gs = append(gs, g)
	}
	slices.Sort(gs)
	return gs
}

// tag is the six capital letters that name a subset (PDF's "ABCDEF+Name"),
// from the glyphs it holds.
func (u glyphUse) tag() string {
	h := fnv.New32a()
	for _, g := range u.sorted() {
		h.Write([]byte{byte(g >> 8), byte(g)})
	}
	v := h.Sum32()
	b := make([]byte, 6)
	for i := range b {
		b[i] = 'A' + byte(v%26)
		v /= 26
	}
	return string(b)
}
