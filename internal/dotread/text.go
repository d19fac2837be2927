package dotread

import (
	"errors"
	"html"
	"strings"
	"unicode"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// shownText is the text Graphviz writes for a label: \N is the node's
// name and \G the graph's, \n, \l and \r break lines (read as spaces), \\
// is a backslash and any other \x is x; HTML entities such as &amp; are
// decoded, control characters become spaces and runs of spaces one.
func shownText(label, nodeName, graphName string) string {
	var b strings.Builder
	for i := 0; i < len(label); i++ {
		c := label[i]
		if c != '\\' || i+1 == len(label) {
			b.WriteByte(c)
			continue
		}
		i++
		switch label[i] {
		case 'N':
			b.WriteString(nodeName)
		case 'G':
			b.WriteString(graphName)
		case 'n', 'l', 'r':
			b.WriteByte(' ')
		default:
			b.WriteByte(label[i])
		}
	}
	s := html.UnescapeString(b.String())
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// isNumber reports whether s is written as a number: an optional sign
// (+, - or a true minus sign, −), digits with perhaps a decimal point,
// and perhaps an exponent. Words such as inf or nan are not numbers here.
func isNumber(s string) bool {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "−")
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	digits := func() int {
		n := 0
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		return n
	}
	whole := digits()
	s = s[whole:]
	fraction := 0
	if s != "" && s[0] == '.' {
		s = s[1:]
		fraction = digits()
		s = s[fraction:]
	}
	if whole+fraction == 0 {
		return false
	}
	if s != "" && (s[0] == 'e' || s[0] == 'E') {
		s = s[1:]
		if s != "" && (s[0] == '+' || s[0] == '-') {
			s = s[1:]
		}
		exp := digits()
		if exp == 0 {
			return false
		}
		s = s[exp:]
	}
	return s == ""
}

// parseNumber reads a number as isNumber accepts it by the rule of every
// reader (tree.ParseNumber, which JSON and bracket notation read by): a
// finite number, and a whole number beyond 2^53 refused rather than
// rounded. The error is the tree reader's message, without a position.
func parseNumber(s string) (float64, *i18n.Error) {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "−"); ok {
		s = "-" + rest
	}
	v, err := tree.ParseNumber(s)
	var pe *tree.ParseError
	if errors.As(err, &pe) {
		return 0, pe.Msg
	}
	return v, nil
}
