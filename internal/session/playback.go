package session

import (
	"strconv"
	"strings"

	"gametree/internal/i18n"
)

// Speeds are the steps a second playback offers, slowest first.
var Speeds = []float64{0.5, 1, 2, 3, 4, 6, 8, 12, 20, 30}

// SpeedName writes a speed in language l: "1 step/s", "4 steps/s",
// "0,5 pași/s".
func SpeedName(l *i18n.Lang, stepsPerSecond float64) string {
	if stepsPerSecond == float64(int(stepsPerSecond)) {
		return l.N("playback.speed", int(stepsPerSecond))
	}
	return l.T("playback.speed_fraction", "Speed", strings.Replace(strconv.FormatFloat(stepsPerSecond, 'g', -1, 64), ".", l.T("number.decimal"), 1))
}
