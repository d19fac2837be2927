package export

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"math"
)

// MaxPixels limits the size of a painted picture (100 megapixels).
const MaxPixels = 100_000_000

// EncodePNG writes img as PNG with its resolution recorded (pHYs), so
// slide software shows it at the intended size.
func EncodePNG(img image.Image, dpi float64) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	data := buf.Bytes()
	const afterIHDR = 8 + 8 + 13 + 4 // signature, IHDR length+type, data, CRC
	perMetre := uint32(math.Round(dpi / 0.0254))
	chunk := make([]byte, 0, 21)
	chunk = binary.BigEndian.AppendUint32(chunk, 9)
	chunk = append(chunk, "pHYs"...)
	chunk = binary.BigEndian.AppendUint32(chunk, perMetre)
	chunk = binary.BigEndian.AppendUint32(chunk, perMetre)
	chunk = append(chunk, 1) // unit: metre
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	out := make([]byte, 0, len(data)+len(chunk))
	out = append(out, data[:afterIHDR]...)
	out = append(out, chunk...)
	return append(out, data[afterIHDR:]...), nil
}
