package raster

import (
	"image"
	"image/color"
	"testing"
)

// TestPolylineDashes: a dashed curve made of many short segments (as a
// flattened spline is) keeps its dash pattern across them: runs of ink
// dash pixels long with gaps as long, not one solid line of segments each
// starting a dash.
func TestPolylineDashes(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 200, 10))
	c := canvas{img: img, clip: img.Bounds()}
	var line []pt
	for x := 0.0; x <= 180; x += 1.5 {
		line = append(line, pt{10 + x, 5})
	}
	ink := color.RGBA{A: 255}
	c.polyline(line, 2, ink, 10)
	runs, inRun, painted := 0, false, 0
	for x := 0; x < 200; x++ {
		on := img.RGBAAt(x, 5).A > 128
		if on {
			painted++
		}
		if on && !inRun {
			runs++
		}
		inRun = on
	}
	if runs != 9 || painted < 80 || painted > 100 {
		t.Errorf("%d dashes, %d pixels inked; want 9 dashes of 10 over 180 pixels", runs, painted)
	}
}
