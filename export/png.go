package export

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"math"
	"strconv"
	"strings"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"gametree/scene"
)

// MaxPixels limits the size of a painted picture (100 megapixels).
const MaxPixels = 100_000_000

// gvDoc is the part of Graphviz's json output a painter needs.
type gvDoc struct {
	Draw    []gvOp     `json:"_draw_"`
	Objects []gvObject `json:"objects"`
	Edges   []gvObject `json:"edges"`
}

type gvObject struct {
	Name   string `json:"name"`
	Pos    string `json:"pos"`
	Draw   []gvOp `json:"_draw_"`
	LDraw  []gvOp `json:"_ldraw_"`
	HDraw  []gvOp `json:"_hdraw_"`
	TDraw  []gvOp `json:"_tdraw_"`
	HLDraw []gvOp `json:"_hldraw_"`
	TLDraw []gvOp `json:"_tldraw_"`
}

// gvOp is one xdot drawing operation.
type gvOp struct {
	Op       string       `json:"op"`
	Color    string       `json:"color"`
	Points   [][2]float64 `json:"points"`
	Rect     [4]float64   `json:"rect"`
	Pt       [2]float64   `json:"pt"`
	Align    string       `json:"align"`
	Text     string       `json:"text"`
	Size     float64      `json:"size"`
	Face     string       `json:"face"`
	Style    string       `json:"style"`
	Fontchar int          `json:"fontchar"`
}

// painter draws xdot operations with gg, in pixels at a resolution.
type painter struct {
	dc           *gg.Context
	frame        frame
	regular, bol *truetype.Font
	faces        map[faceKey]font.Face
}

type faceKey struct {
	px   float64
	bold bool
}

// frame maps points to pixels: the picture's scene rectangle, the offset
// Graphviz moved everything by, the scale and the margin.
type frame struct {
	rect   scene.Rect
	ox, oy float64 // Graphviz coordinate of scene (0, 0)
	scale  float64 // pixels per point
	margin float64 // pixels
	w, h   int
}

// pixel maps a scene point to the image.
func (f frame) pixel(x, y float64) (float64, float64) {
	return (x-f.rect.MinX)*f.scale + f.margin, (y-f.rect.MinY)*f.scale + f.margin
}

// paintJSON paints Graphviz's json output of a picture whose corner0 node
// was pinned at rect's top-left corner.
func paintJSON(data []byte, rect scene.Rect, dpi float64, bg color.RGBA) (*image.RGBA, error) {
	var doc gvDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("reading Graphviz's drawing: %w", err)
	}
	f := frame{rect: rect, scale: dpi / 72, margin: math.Round(0.15 * dpi)}
	found := false
	for _, o := range doc.Objects {
		var gx, gy float64
		if o.Name == "corner0" {
			if _, err := fmt.Sscanf(o.Pos, "%g,%g", &gx, &gy); err == nil {
				// corner0 sits at scene (MinX, MinY), Graphviz (MinX+ox, -MinY+oy).
				f.ox, f.oy, found = gx-rect.MinX, gy+rect.MinY, true
			}
		}
	}
	if !found {
		return nil, fmt.Errorf("reading Graphviz's drawing: the corner anchor is missing")
	}
	f.w = int(math.Ceil(rect.Width()*f.scale + 2*f.margin))
	f.h = int(math.Ceil(rect.Height()*f.scale + 2*f.margin))
	if f.w < 1 || f.h < 1 || f.w*f.h > MaxPixels {
		return nil, fmt.Errorf("a %d×%d picture is too large at %v DPI (limit %d megapixels): lower the DPI", f.w, f.h, dpi, MaxPixels/1_000_000)
	}
	p := &painter{dc: gg.NewContext(f.w, f.h), frame: f, faces: map[faceKey]font.Face{}}
	var err error
	if p.regular, err = truetype.Parse(goregular.TTF); err != nil {
		return nil, err
	}
	if p.bol, err = truetype.Parse(gobold.TTF); err != nil {
		return nil, err
	}
	p.dc.SetColor(bg)
	p.dc.Clear()
	// outputorder=edgesfirst: edges, then nodes (so cut marks sit on edges).
	for _, e := range doc.Edges {
		for _, ops := range [][]gvOp{e.Draw, e.HDraw, e.TDraw, e.LDraw, e.HLDraw, e.TLDraw} {
			p.run(ops)
		}
	}
	for _, o := range doc.Objects {
		p.run(o.Draw)
		p.run(o.LDraw)
	}
	return p.dc.Image().(*image.RGBA), nil
}

// pt maps a Graphviz point (y up) to the image.
func (p *painter) pt(x, y float64) (float64, float64) {
	return p.frame.pixel(x-p.frame.ox, -(y - p.frame.oy))
}

// run paints one list of operations; pen, fill, width, dashes and font
// start afresh for each list, as in Graphviz.
func (p *painter) run(ops []gvOp) {
	dc := p.dc
	pen, fill := color.RGBA{A: 0xff}, color.RGBA{A: 0xff}
	width := 1.0
	var dash []float64
	invisible := false
	fontSize, bold := 14.0, false
	stroke := func() {
		if invisible {
			dc.ClearPath()
			return
		}
		dc.SetColor(pen)
		dc.SetLineWidth(width * p.frame.scale)
		dc.SetDash(dash...)
		dc.Stroke()
	}
	fillStroke := func() {
		if invisible {
			dc.ClearPath()
			return
		}
		dc.SetColor(fill)
		dc.FillPreserve()
		stroke()
	}
	for _, op := range ops {
		switch op.Op {
		case "c":
			pen = parseColor(op.Color)
		case "C":
			fill = parseColor(op.Color)
		case "S":
			switch s := op.Style; {
			case s == "dashed":
				dash = []float64{5 * p.frame.scale, 2 * p.frame.scale}
			case s == "dotted":
				dash = []float64{1 * p.frame.scale, 5 * p.frame.scale}
			case s == "solid":
				dash = nil
			case s == "invis" || s == "invisible":
				invisible = true
			case s == "bold":
				width = 2
			case strings.HasPrefix(s, "setlinewidth("):
				if v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimPrefix(s, "setlinewidth("), ")"), 64); err == nil {
					width = v
				}
			}
		case "F":
			fontSize, bold = op.Size, strings.Contains(op.Face, "Bold")
		case "t":
			bold = bold || op.Fontchar&1 != 0
		case "P", "p", "L":
			p.path(op.Points, op.Op != "L")
			if op.Op == "P" {
				fillStroke()
			} else {
				stroke()
			}
		case "B", "b":
			// Graphviz 0.2.10's json marks plain edge splines "b" (filled);
			// nothing here asks for filled splines, so both are strokes.
			p.bezier(op.Points)
			stroke()
		case "E", "e":
			x, y := p.pt(op.Rect[0], op.Rect[1])
			dc.DrawEllipse(x, y, op.Rect[2]*p.frame.scale, op.Rect[3]*p.frame.scale)
			if op.Op == "E" {
				fillStroke()
			} else {
				stroke()
			}
		case "T":
			if invisible || op.Text == "" {
				continue
			}
			dc.SetFontFace(p.face(fontSize*p.frame.scale, bold))
			dc.SetColor(pen)
			x, y := p.pt(op.Pt[0], op.Pt[1])
			ax := map[string]float64{"l": 0, "c": 0.5, "r": 1}[op.Align]
			dc.DrawStringAnchored(op.Text, x, y, ax, 0)
		}
	}
}

func (p *painter) path(points [][2]float64, closed bool) {
	for i, q := range points {
		x, y := p.pt(q[0], q[1])
		if i == 0 {
			p.dc.MoveTo(x, y)
		} else {
			p.dc.LineTo(x, y)
		}
	}
	if closed {
		p.dc.ClosePath()
	}
}

func (p *painter) bezier(points [][2]float64) {
	if len(points) == 0 {
		return
	}
	p.dc.MoveTo(p.pt(points[0][0], points[0][1]))
	for i := 1; i+2 < len(points); i += 3 {
		x1, y1 := p.pt(points[i][0], points[i][1])
		x2, y2 := p.pt(points[i+1][0], points[i+1][1])
		x3, y3 := p.pt(points[i+2][0], points[i+2][1])
		p.dc.CubicTo(x1, y1, x2, y2, x3, y3)
	}
}

func (p *painter) face(px float64, bold bool) font.Face {
	key := faceKey{math.Round(px*4) / 4, bold}
	if f, ok := p.faces[key]; ok {
		return f
	}
	ttf := p.regular
	if bold {
		ttf = p.bol
	}
	f := truetype.NewFace(ttf, &truetype.Options{Size: key.px, DPI: 72, Hinting: font.HintingNone})
	p.faces[key] = f
	return f
}

// parseColor reads #rrggbb or #rrggbbaa; anything else is black, except
// "transparent" and "none".
func parseColor(s string) color.RGBA {
	if s == "transparent" || s == "none" {
		return color.RGBA{}
	}
	if len(s) == 7 || len(s) == 9 {
		if v, err := strconv.ParseUint(s[1:], 16, 32); err == nil && s[0] == '#' {
			if len(s) == 7 {
				return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
			}
			// gg expects premultiplied alpha.
			a := uint32(v & 0xff)
			return color.RGBA{R: uint8(uint32(v>>24) * a / 255), G: uint8(uint32(v>>16&0xff) * a / 255), B: uint8(uint32(v>>8&0xff) * a / 255), A: uint8(a)}
		}
	}
	return color.RGBA{A: 0xff}
}

// encodePNG writes img as PNG with its resolution recorded (pHYs), so
// slide software shows it at the intended size.
func encodePNG(img image.Image, dpi float64) ([]byte, error) {
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
