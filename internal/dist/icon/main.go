// Command icon writes the app's icon as a Windows .ico, for the Windows
// download's program: go run ./internal/dist/icon ui/icon.png OUT.ico.
// The .ico holds the picture at 16, 24, 32, 48, 64 and 256 pixels, each
// as PNG (which Windows reads in icons since Vista), scaled down smoothly.
package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
	"os"

	"golang.org/x/image/draw"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: icon PICTURE.png OUT.ico")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	ico, err := encode(src, []int{16, 24, 32, 48, 64, 256})
	if err != nil {
		return err
	}
	return os.WriteFile(out, ico, 0o644)
}

// encode writes src at each size into an .ico of PNG images.
func encode(src image.Image, sizes []int) ([]byte, error) {
	var pngs [][]byte
	for _, s := range sizes {
		dst := image.NewRGBA(image.Rect(0, 0, s, s))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Over, nil)
		var b bytes.Buffer
		if err := png.Encode(&b, dst); err != nil {
			return nil, err
		}
		pngs = append(pngs, b.Bytes())
	}
	var out bytes.Buffer
	le := func(v any) { binary.Write(&out, binary.LittleEndian, v) }
	le([3]uint16{0, 1, uint16(len(sizes))}) // reserved, type 1 (icon), count
	offset := 6 + 16*len(sizes)
	for i, s := range sizes {
		dim := uint8(s % 256) // 0 means 256
		le([4]uint8{dim, dim, 0, 0})
		le([2]uint16{1, 32}) // planes, bits per pixel
		le([2]uint32{uint32(len(pngs[i])), uint32(offset)})
		offset += len(pngs[i])
	}
	for _, p := range pngs {
		out.Write(p)
	}
	return out.Bytes(), nil
}
