// Package scene decides how a search looks. It turns a tree into a fixed
// geometry (where every node sits and how big its shape is, computed once
// per tree shape) and a snapshot of a trace into styles (which nodes are
// grey, which edges bold, which colour means current, on the call stack,
// pruned or principal variation). The window's canvas and the Graphviz
// export both draw from it, so the window and the slide never disagree.
package scene

import (
	"fmt"
	"gametree/internal/i18n"
	"image/color"
)

// Theme is a palette.
type Theme uint8

const (
	// Colour is the default palette for screens and slides.
	Colour Theme = iota
	// Print is greyscale, for paper: states differ in fill darkness,
	// outline width and dashes.
	Print
	// ColourBlind uses the Okabe-Ito colours, safe for the common forms
	// of colour blindness; states also differ in outline width and dashes.
	ColourBlind
	// Dark is the colour palette on a dark background, for the window's
	// dark mode.
	Dark
)

var themeNames = [...]string{"colour", "print", "colourblind", "dark"}

// String returns the command-line name of the theme.
func (t Theme) String() string {
	if int(t) < len(themeNames) {
		return themeNames[t]
	}
	return fmt.Sprintf("theme(%d)", t)
}

// ParseTheme reads "colour" (or "color"), "print", "colourblind" (or
// "colorblind") or "dark".
func ParseTheme(s string) (Theme, error) {
	switch s {
	case "color":
		return Colour, nil
	case "colorblind":
		return ColourBlind, nil
	}
	for i, name := range themeNames {
		if s == name {
			return Theme(i), nil
		}
	}
	return Colour, i18n.New("scene.bad_theme", "Theme", i18n.Quote(s))
}

// Paint is how one kind of node or edge is drawn.
type Paint struct {
	Fill, Stroke, Text color.RGBA
	Width              float64 // outline or line width, in points
	Dashed, Dotted     bool
}

// Palette is a theme's paints.
type Palette struct {
	Background, Title, Muted color.RGBA
	// Nodes by state.
	NotReached, OnStack, Current, Done, Pruned, PV, BelowLimit Paint
	// Edges by state: Normal, to the chosen child, along the call stack,
	// along the principal variation, into pruned or unsearched subtrees.
	Edge, Chosen, StackEdge, PVEdge, PrunedEdge, BelowEdge Paint
	// Cut marks an edge to a pruned child.
	Cut color.RGBA
	// Selected rings the node selected in the window.
	Selected color.RGBA
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// Palette returns the theme's colours.
func (t Theme) Palette() Palette {
	switch t {
	case Print:
		return Palette{
			Background: rgb(0xffffff), Title: rgb(0x000000), Muted: rgb(0x555555),
			NotReached: Paint{Fill: rgb(0xffffff), Stroke: rgb(0x333333), Text: rgb(0x000000), Width: 1.2},
			OnStack:    Paint{Fill: rgb(0xd4d4d4), Stroke: rgb(0x222222), Text: rgb(0x000000), Width: 2},
			Current:    Paint{Fill: rgb(0x404040), Stroke: rgb(0x000000), Text: rgb(0xffffff), Width: 3.5},
			Done:       Paint{Fill: rgb(0xf0f0f0), Stroke: rgb(0x333333), Text: rgb(0x000000), Width: 1.2},
			Pruned:     Paint{Fill: rgb(0xffffff), Stroke: rgb(0x9a9a9a), Text: rgb(0x9a9a9a), Width: 1.2, Dashed: true},
			PV:         Paint{Fill: rgb(0xb8b8b8), Stroke: rgb(0x000000), Text: rgb(0x000000), Width: 4.5},
			BelowLimit: Paint{Fill: rgb(0xffffff), Stroke: rgb(0xc8c8c8), Text: rgb(0xb4b4b4), Width: 1, Dotted: true},
			Edge:       Paint{Stroke: rgb(0x4d4d4d), Width: 1.2},
			Chosen:     Paint{Stroke: rgb(0x000000), Width: 3},
			StackEdge:  Paint{Stroke: rgb(0x7a7a7a), Width: 3},
			PVEdge:     Paint{Stroke: rgb(0x000000), Width: 5},
			PrunedEdge: Paint{Stroke: rgb(0xa8a8a8), Width: 1.2, Dashed: true},
			BelowEdge:  Paint{Stroke: rgb(0xc8c8c8), Width: 1, Dotted: true},
			Cut:        rgb(0x000000),
			Selected:   rgb(0x000000),
		}
	case ColourBlind:
		return Palette{
			Background: rgb(0xffffff), Title: rgb(0x1a1a1a), Muted: rgb(0x5e5e5e),
			NotReached: Paint{Fill: rgb(0xffffff), Stroke: rgb(0x555555), Text: rgb(0x1a1a1a), Width: 1.2},
			OnStack:    Paint{Fill: rgb(0xf7efa6), Stroke: rgb(0x8c7a00), Text: rgb(0x1a1a1a), Width: 2},
			Current:    Paint{Fill: rgb(0xe69f00), Stroke: rgb(0x7a4f00), Text: rgb(0x000000), Width: 3.5},
			Done:       Paint{Fill: rgb(0xcfe6f6), Stroke: rgb(0x0072b2), Text: rgb(0x1a1a1a), Width: 1.5},
			Pruned:     Paint{Fill: rgb(0xf0f0f0), Stroke: rgb(0xa8a8a8), Text: rgb(0x9e9e9e), Width: 1.2, Dashed: true},
			PV:         Paint{Fill: rgb(0xbfe6d9), Stroke: rgb(0x009e73), Text: rgb(0x1a1a1a), Width: 4},
			BelowLimit: Paint{Fill: rgb(0xfafafa), Stroke: rgb(0xd0d0d0), Text: rgb(0xbdbdbd), Width: 1, Dotted: true},
			Edge:       Paint{Stroke: rgb(0x6b6b6b), Width: 1.2},
			Chosen:     Paint{Stroke: rgb(0x000000), Width: 3},
			StackEdge:  Paint{Stroke: rgb(0xe69f00), Width: 3},
			PVEdge:     Paint{Stroke: rgb(0x009e73), Width: 4.5},
			PrunedEdge: Paint{Stroke: rgb(0xbdbdbd), Width: 1.2, Dashed: true},
			BelowEdge:  Paint{Stroke: rgb(0xd0d0d0), Width: 1, Dotted: true},
			Cut:        rgb(0xd55e00),
			Selected:   rgb(0xcc79a7),
		}
	case Dark:
		return Palette{
			Background: rgb(0x1e1f22), Title: rgb(0xeeeeee), Muted: rgb(0xa0a0a0),
			NotReached: Paint{Fill: rgb(0x2b2d31), Stroke: rgb(0x9a9a9a), Text: rgb(0xe8e8e8), Width: 1.2},
			OnStack:    Paint{Fill: rgb(0x5c4a12), Stroke: rgb(0xf2c94c), Text: rgb(0xf5f5f5), Width: 2},
			Current:    Paint{Fill: rgb(0xf2994a), Stroke: rgb(0xffd9b0), Text: rgb(0x161616), Width: 3.5},
			Done:       Paint{Fill: rgb(0x1f3a5c), Stroke: rgb(0x7fb2e5), Text: rgb(0xf0f0f0), Width: 1.5},
			Pruned:     Paint{Fill: rgb(0x26272a), Stroke: rgb(0x767676), Text: rgb(0x8a8a8a), Width: 1.2, Dashed: true},
			PV:         Paint{Fill: rgb(0x1e4d2b), Stroke: rgb(0x6fcf97), Text: rgb(0xf0f0f0), Width: 4},
			BelowLimit: Paint{Fill: rgb(0x222326), Stroke: rgb(0x4a4a4a), Text: rgb(0x5a5a5a), Width: 1, Dotted: true},
			Edge:       Paint{Stroke: rgb(0x9a9a9a), Width: 1.2},
			Chosen:     Paint{Stroke: rgb(0xf5f5f5), Width: 3},
			StackEdge:  Paint{Stroke: rgb(0xf2c94c), Width: 3},
			PVEdge:     Paint{Stroke: rgb(0x6fcf97), Width: 4.5},
			PrunedEdge: Paint{Stroke: rgb(0x6e6e6e), Width: 1.2, Dashed: true},
			BelowEdge:  Paint{Stroke: rgb(0x444444), Width: 1, Dotted: true},
			Cut:        rgb(0xff6b6b),
			Selected:   rgb(0x4fa3ff),
		}
	}
	return Palette{
		Background: rgb(0xffffff), Title: rgb(0x1a1a1a), Muted: rgb(0x666666),
		NotReached: Paint{Fill: rgb(0xffffff), Stroke: rgb(0x5a5a5a), Text: rgb(0x1a1a1a), Width: 1.2},
		OnStack:    Paint{Fill: rgb(0xfff1b8), Stroke: rgb(0xc99700), Text: rgb(0x1a1a1a), Width: 2},
		Current:    Paint{Fill: rgb(0xffb000), Stroke: rgb(0xa04b00), Text: rgb(0x1a1a1a), Width: 3.5},
		Done:       Paint{Fill: rgb(0xdcebff), Stroke: rgb(0x3465a4), Text: rgb(0x1a1a1a), Width: 1.5},
		Pruned:     Paint{Fill: rgb(0xf0f0f0), Stroke: rgb(0xb5b5b5), Text: rgb(0xa8a8a8), Width: 1.2, Dashed: true},
		PV:         Paint{Fill: rgb(0xc9f2cf), Stroke: rgb(0x1b7f37), Text: rgb(0x1a1a1a), Width: 3.5},
		BelowLimit: Paint{Fill: rgb(0xfafafa), Stroke: rgb(0xd0d0d0), Text: rgb(0xc0c0c0), Width: 1, Dotted: true},
		Edge:       Paint{Stroke: rgb(0x6b6b6b), Width: 1.2},
		Chosen:     Paint{Stroke: rgb(0x202020), Width: 3},
		StackEdge:  Paint{Stroke: rgb(0xd9a300), Width: 3},
		PVEdge:     Paint{Stroke: rgb(0x1b7f37), Width: 4.5},
		PrunedEdge: Paint{Stroke: rgb(0xc4c4c4), Width: 1.2, Dashed: true},
		BelowEdge:  Paint{Stroke: rgb(0xd8d8d8), Width: 1, Dotted: true},
		Cut:        rgb(0xd62828),
		Selected:   rgb(0x1e88e5),
	}
}
