package export

import (
	"fmt"
	"strings"
	"time"

	"gametree/internal/i18n"
)

// The ranges of what a user sets, in the window and on the command line.
const (
	MinDPI, MaxDPI             = 10, 1200
	MinFontScale, MaxFontScale = 0.25, 8
	MinDelay, MaxDelay         = 20 * time.Millisecond, time.Minute
)

// A Naming is how Check names a setting it refuses: in the window's
// words (the DPI) or by the command line's flag (--dpi).
type Naming bool

// The namings.
const (
	Words Naming = false
	Flags Naming = true
)

// Check refuses options no picture can be drawn with: a DPI, a font scale
// or a GIF delay outside its range (NaN and infinities included). Zero
// means the default, except for Flags: a flag always holds a value.
func (o Options) Check(n Naming) error {
	zero := n == Words
	switch {
	case !(zero && o.DPI == 0 || o.DPI >= MinDPI && o.DPI <= MaxDPI):
		return CheckDPI(o.DPI, n)
	case !(zero && o.Scene.FontScale == 0 || o.Scene.FontScale >= MinFontScale && o.Scene.FontScale <= MaxFontScale):
		return n.outOfRange("font_scale", fmt.Sprint(o.Scene.FontScale), fmt.Sprint(MinFontScale), fmt.Sprint(MaxFontScale))
	case !(zero && o.Delay == 0 || o.Delay >= MinDelay && o.Delay <= MaxDelay):
		return n.outOfRange("delay", short(o.Delay), short(MinDelay), short(MaxDelay))
	}
	return nil
}

// CheckDPI refuses a DPI outside its range, naming it as n does.
func CheckDPI(dpi float64, n Naming) error {
	if !(dpi >= MinDPI && dpi <= MaxDPI) {
		return n.outOfRange("dpi", fmt.Sprint(dpi), fmt.Sprint(MinDPI), fmt.Sprint(MaxDPI))
	}
	return nil
}

// outOfRange says that the setting (dpi, font_scale or delay) is got,
// outside min to max.
func (n Naming) outOfRange(setting, got, lo, hi string) error {
	var what any = i18n.New("export.what_" + setting) // an error: said in the reader's language
	if n == Flags {
		what = map[string]string{"dpi": "--dpi", "font_scale": "--font-scale", "delay": "--delay"}[setting]
	}
	return i18n.New("export.out_of_range", "What", what, "Got", got, "Min", lo, "Max", hi)
}

// DrawsGraph reports whether the search space drawn as a graph (Options.DAG)
// comes in the format: DOT, SVG, PNG or GIF, not PDF or TikZ.
func (f Format) DrawsGraph() bool { return f == DOT || f == SVG || f == PNG || f == GIF }

// GraphFormat refuses a format the graph of the search space is not drawn
// in, naming it.
func GraphFormat(f Format) error {
	if f.DrawsGraph() {
		return nil
	}
	return i18n.New("export.dag_formats", "Format", f.Name())
}

// Name is the format's name as a reader knows it: PNG, TikZ.
func (f Format) Name() string {
	if f == TeX {
		return "TikZ"
	}
	return strings.ToUpper(string(f))
}

// short writes a duration as a flag takes it, without zero minutes or
// seconds (1m, 2h, not 1m0s, 2h0m0s).
func short(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s[:len(s)-2], "h0m")
		if !strings.HasSuffix(s, "m") {
			s += "h"
		}
	}
	return s
}
