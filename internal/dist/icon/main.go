// Command icon writes the app's icon as a Windows .ico, for the Windows
// download's program: go run ./internal/dist/icon ui/icon.png OUT.ico.
// The .ico holds the picture at 16, 24, 32, 48, 64 and 256 pixels, each
// as PNG (which Windows reads in icons since Vista), scaled down smoothly.
// With -hicolor, go run ./internal/dist/icon -hicolor ui/icon.png DIR
// writes the freedesktop icon theme's sizes instead, for the Linux
// package: DIR/NxN/apps/gametree.png for each of hicolorSizes.
package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"golang.org/x/image/draw"
)

// hicolorSizes are the sizes the Linux package installs under
// /usr/share/icons/hicolor: the menus' and the launchers' usual ones.
var hicolorSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

func main() {
	var err error
	switch {
	case len(os.Args) == 4 && os.Args[1] == "-hicolor":
		err = hicolor(os.Args[2], os.Args[3])
	case len(os.Args) == 3:
		err = run(os.Args[1], os.Args[2])
	default:
		fmt.Fprintln(os.Stderr, "usage: icon PICTURE.png OUT.ico | icon -hicolor PICTURE.png DIR")
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}

// decode reads the PNG picture at path.
func decode(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return src, nil
}

// hicolor writes the picture at in as dir/NxN/apps/gametree.png at each
// of hicolorSizes.
func hicolor(in, dir string) error {
	src, err := decode(in)
	if err != nil {
		return err
	}
	for _, s := range hicolorSizes {
		b, err := scaled(src, s)
		if err != nil {
			return err
		}
		out := filepath.Join(dir, fmt.Sprintf("%dx%d", s, s), "apps", "gametree.png")
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(out, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// scaled is src scaled smoothly to size×size pixels, as PNG.
func scaled(src image.Image, size int) ([]byte, error) {
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Over, nil)
	var b bytes.Buffer
	if err := png.Encode(&b, dst); err != nil {
		return nil, fmt.Errorf("a %d-pixel icon: %w", size, err)
	}
	return b.Bytes(), nil
}

func run(in, out string) error {
	src, err := decode(in)
	if err != nil {
		return err
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
		b, err := scaled(src, s)
		if err != nil {
			return nil, err
		}
		pngs = append(pngs, b)
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
