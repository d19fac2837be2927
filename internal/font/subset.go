package font

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"slices"
)

// Subset returns a copy of the font in which every glyph but the used
// ones (and their components, and the missing glyph) is empty. Glyph
// numbers and the character map stay as they are, so the file stays a
// valid font for any program; only the outlines that are not drawn go,
// which takes the Go fonts from 150 kB to about 20. Glyph names go too
// (post table version 3).
func (f *Font) Subset(used []uint16) ([]byte, error) {
	head, loca, glyf := f.tables["head"], f.tables["loca"], f.tables["glyf"]
	long := binary.BigEndian.Uint16(head[50:]) == 1
	n := len(f.advance)
	at := func(g int) (int, int, error) {
		var a, b int
		if long {
			if len(loca) < 4*(g+2) {
				return 0, 0, errors.New("font: short loca")
			}
			a, b = int(binary.BigEndian.Uint32(loca[4*g:])), int(binary.BigEndian.Uint32(loca[4*g+4:]))
		} else {
			if len(loca) < 2*(g+2) {
				return 0, 0, errors.New("font: short loca")
			}
			a, b = 2*int(binary.BigEndian.Uint16(loca[2*g:])), 2*int(binary.BigEndian.Uint16(loca[2*g+2:]))
		}
		if a > b || b > len(glyf) {
			return 0, 0, errors.New("font: bad loca")
		}
		return a, b, nil
	}
	keep := make([]bool, n)
	var visit func(g int) error
	visit = func(g int) error {
		if g < 0 || g >= n || keep[g] {
			return nil
		}
		keep[g] = true
		a, b, err := at(g)
		if err != nil || b-a < 10 || int16(binary.BigEndian.Uint16(glyf[a:])) >= 0 {
			return err
		}
		// A composite glyph: keep its components too.
		for p := a + 10; p+4 <= b; {
			flags, comp := binary.BigEndian.Uint16(glyf[p:]), binary.BigEndian.Uint16(glyf[p+2:])
			if err := visit(int(comp)); err != nil {
				return err
			}
			p += 4
			if flags&0x0001 != 0 { // arguments are words
				p += 4
			} else {
				p += 2
			}
			switch {
			case flags&0x0008 != 0: // a scale
				p += 2
			case flags&0x0040 != 0: // x and y scales
				p += 4
			case flags&0x0080 != 0: // a 2×2 matrix
				p += 8
			}
			if flags&0x0020 == 0 { // no more components
				break
			}
		}
		return nil
	}
	if err := visit(0); err != nil {
		return nil, err
	}
	for _, g := range used {
		if err := visit(int(g)); err != nil {
			return nil, err
		}
	}
	var newGlyf, newLoca []byte
	putLoca := func(off int) {
		if long {
			newLoca = binary.BigEndian.AppendUint32(newLoca, uint32(off))
		} else {
			newLoca = binary.BigEndian.AppendUint16(newLoca, uint16(off/2))
		}
	}
	for g := range n {
		putLoca(len(newGlyf))
		if keep[g] {
			a, b, _ := at(g)
			newGlyf = append(newGlyf, glyf[a:b]...)
			for len(newGlyf)%4 != 0 {
				newGlyf = append(newGlyf, 0)
			}
		}
	}
	putLoca(len(newGlyf))
	post := make([]byte, 32)
	if old := f.tables["post"]; len(old) >= 32 {
		copy(post, old[:32])
	}
	binary.BigEndian.PutUint32(post, 0x00030000)
	tables := map[string][]byte{}
	for tag, data := range f.tables {
		tables[tag] = data
	}
	tables["glyf"], tables["loca"], tables["post"] = newGlyf, newLoca, post
	tables["head"] = slices.Clone(head)
	return assembleFont(f.ttf[:4], tables), nil
}

// assembleFont writes a TrueType file from its tables: the directory in
// tag order, each table on a four-byte boundary with its checksum, and
// the head table's checksum adjustment.
func assembleFont(version []byte, tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	n := len(tags)
	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	searchRange := 16 << entrySelector
	out := slices.Clone(version)
	out = binary.BigEndian.AppendUint16(out, uint16(n))
	out = binary.BigEndian.AppendUint16(out, uint16(searchRange))
	out = binary.BigEndian.AppendUint16(out, uint16(entrySelector))
	out = binary.BigEndian.AppendUint16(out, uint16(16*n-searchRange))
	if head := tables["head"]; len(head) >= 12 {
		binary.BigEndian.PutUint32(head[8:], 0)
	}
	off := 12 + 16*n
	headAt := 0
	for _, tag := range tags {
		data := tables[tag]
		out = append(out, tag...)
		out = binary.BigEndian.AppendUint32(out, checksum(data))
		out = binary.BigEndian.AppendUint32(out, uint32(off))
		out = binary.BigEndian.AppendUint32(out, uint32(len(data)))
		if tag == "head" {
			headAt = off
		}
		off += (len(data) + 3) &^ 3
	}
	for _, tag := range tags {
		out = append(out, tables[tag]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	if headAt > 0 {
		binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	}
	return out
}

func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var w [4]byte
		copy(w[:], data[i:min(i+4, len(data))])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

// WOFF wraps a TrueType file as WOFF 1.0: the same tables, each
// compressed with zlib when that makes it smaller. Every browser reads it;
// an SVG's embedded glyphs take about half the room.
func WOFF(ttf []byte) ([]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("font: short file")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("font: short table directory")
	}
	type entry struct {
		rec        []byte
		data, comp []byte
	}
	entries := make([]entry, n)
	total := 12 + 16*n
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.DefaultCompression)
	for i := range entries {
		rec := ttf[12+16*i : 12+16*i+16]
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(ttf)) {
			return nil, errors.New("font: table out of the file")
		}
		data := ttf[off : off+length]
		z.Reset()
		zw.Reset(&z)
		zw.Write(data)
		zw.Close()
		comp := data
		if z.Len() < len(data) {
			comp = bytes.Clone(z.Bytes())
		}
		entries[i] = entry{rec, data, comp}
		total += (len(data) + 3) &^ 3
	}
	out := make([]byte, 44+20*n)
	binary.BigEndian.PutUint32(out[0:], 0x774F4646) // wOFF
	copy(out[4:8], ttf[:4])
	binary.BigEndian.PutUint16(out[12:], uint16(n))
	binary.BigEndian.PutUint32(out[16:], uint32(total))
	for i, e := range entries {
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		d := out[44+20*i:]
		copy(d[0:4], e.rec[0:4])
		binary.BigEndian.PutUint32(d[4:], uint32(len(out)))
		binary.BigEndian.PutUint32(d[8:], uint32(len(e.comp)))
		binary.BigEndian.PutUint32(d[12:], uint32(len(e.data)))
		copy(d[16:20], e.rec[4:8])
		out = append(out, e.comp...)
	}
	for len(out)%4 != 0 {
		out = append(out, 0)
	}
	binary.BigEndian.PutUint32(out[8:], uint32(len(out)))
	return out, nil
}
