package raster

// Sizes of the marks the painter draws besides shapes and texts, in points
// (it scales them by its zoom). Package export draws its vector pictures
// (SVG, PDF, TikZ) with the same ones, so a slide in any format shows what
// the window shows.
const (
	// ArrowHead is the length of an arrowhead; ArrowHalf its half width,
	// as a share of its length. An edge's line stops ArrowInset lengths of
	// the head before the tip, under the head.
	ArrowHead, ArrowHalf, ArrowInset = 9.0, 0.38, 0.8
	// CutArm is half the size of the × on the edge of a cutoff, CutWidth
	// the width of its strokes.
	CutArm, CutWidth = 5.0, 2.2
	// EdgeDash and ShapeDash are the dashes (and gaps) of a dashed edge and
	// outline; Dot those of a dotted one.
	EdgeDash, ShapeDash, Dot = 5.0, 4.0, 1.5
)
