//go:build e2e

package compareview

// The probe is compiled only into the binary the real-window tests build
// (go build -tags e2e): package ui's probe finds each pane's lens in the
// compare window and asks it what the pane shows.

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/probe"
)

// ProbePane is the pane as the real-window tests see it, in its window's
// coordinates; call it on the UI goroutine.
func (l *lens) ProbePane() probe.Pane {
	p := l.p
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
	size := l.Size()
	out := probe.Pane{Algorithm: p.algo.Selected, Order: p.order.Selected, Status: p.status.Text,
		AlgorithmBox: selectBox(p.algo), OrderBox: selectBox(p.order),
		Tree: probe.Box{X: at.X, Y: at.Y, W: size.Width, H: size.Height}, Zoom: p.cam.Zoom, Fitted: p.cam.Fitted}
	if p.painter != nil && p.prog != nil {
		out.Drawn = probe.Scene(p.painter.Styler, p.prog.Trace().At(p.stepIndex()), p.cam.View, at.X, at.Y)
	}
	return out
}

// selectBox is where a drop-down is, with MinW the width that shows its
// choice whole: Fyne gives the text the width less the arrow, the inner
// padding and three paddings, and ends it in "…" when it is longer.
func selectBox(s *widget.Select) probe.Box {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s)
	th := s.Theme()
	pad, inner, icon := th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameInnerPadding), th.Size(theme.SizeNameInlineIcon)
	text := fyne.MeasureText(s.Selected, th.Size(theme.SizeNameText), fyne.TextStyle{})
	return probe.Box{X: at.X, Y: at.Y, W: s.Size().Width, H: s.Size().Height, MinW: text.Width + icon + inner + 3*pad}
}
