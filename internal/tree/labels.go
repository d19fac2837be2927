package tree

import (
	"math"
	"strconv"
	"strings"
)

// AutoLabel names every node that has no label, the way seed 000 names
// its tree: inner nodes get a, b, c, … in preorder (after z: aa, ab, …)
// and a leaf gets its parent's label followed by its 1-based position
// among the parent's children (d1, d2). Inner nodes that already have a
// label still use up their letter, so adding one label never renames the
// rest. A tree that is a single leaf is named "a".
func (t *Tree) AutoLabel() { t.AutoLabelWith("") }

// AutoLabelWith names the nodes as AutoLabel does, with sep between a
// leaf's parent's name and its number: "b.1" for a game whose moves name
// squares, where b1 would read as the square b1.
func (t *Tree) AutoLabelWith(sep string) {
	inner := 0
	for _, id := range t.Preorder() {
		n := &t.Nodes[id]
		if n.IsLeaf() && n.Parent != None {
			continue // named below, by its parent, which preorder visits first
		}
		if n.Label == "" {
			n.Label = Letters(inner)
		}
		inner++
		for i, c := range n.Children {
			if child := &t.Nodes[c]; child.IsLeaf() && child.Label == "" {
				child.Label = n.Label + sep + strconv.Itoa(i+1)
			}
		}
	}
}

// Letters returns the i-th name of the sequence a … z, aa … az, ba … zz,
// aaa … (bijective base 26, i from 0).
func Letters(i int) string {
	var buf [16]byte
	pos := len(buf)
	for n := i + 1; n > 0; n = (n - 1) / 26 {
		pos--
		buf[pos] = byte('a' + (n-1)%26)
	}
	return string(buf[pos:])
}

// FormatValue writes a value the way people write it: 3, -2.5, 0.125,
// 1e+300, +inf, -inf. Every finite value reads back exactly.
func FormatValue(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	case v == 0:
		return "0"
	}
	if a := math.Abs(v); a >= 1e-4 && a < 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// RoundedValue writes a value as FormatValue does, but one with more than
// six decimals (an expected value in thirds, 1.3333333333333333) to three:
// "1.333". For people, not for files.
func RoundedValue(v float64) string {
	s := FormatValue(v)
	if i := strings.IndexByte(s, '.'); i < 0 || len(s)-i-1 <= 6 || strings.ContainsAny(s, "e") {
		return s
	}
	s = strings.TrimRight(strconv.FormatFloat(v, 'f', 3, 64), "0")
	s = strings.TrimSuffix(s, ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

// TypesetValue writes a value as a picture, the window and the narration
// set it: rounded as RoundedValue does, with a true minus sign and ∞
// (−3, +∞); NaN, no value, is empty. For people, not for files.
func TypesetValue(v float64) string {
	if math.IsNaN(v) {
		return ""
	}
	return Typeset(RoundedValue(v))
}

// Typeset writes s, a value as FormatValue or RoundedValue writes it
// ("-3", "+inf", "1e-05"), as TypesetValue sets it: every "-" a true minus
// sign (U+2212), "inf" ∞ ("−3", "+∞", "1e−05"). The narration sets the
// values it gives exactly so.
func Typeset(s string) string {
	return strings.ReplaceAll(strings.Replace(s, "inf", "∞", 1), "-", "−")
}

// FormatProbability writes a probability the way a textbook does: as a
// short decimal (0.5, 0.25, 0.125), else as a fraction with a small
// denominator (1/3, 5/6, 1/36), else rounded.
func FormatProbability(p float64) string {
	if r := math.Round(p * 1000); math.Abs(p*1000-r) < 1e-9 {
		return FormatValue(r / 1000)
	}
	for d := 2; d <= 36; d++ {
		if k := math.Round(p * float64(d)); math.Abs(p*float64(d)-k) < 1e-9 {
			return strconv.Itoa(int(k)) + "/" + strconv.Itoa(d)
		}
	}
	return RoundedValue(p)
}
